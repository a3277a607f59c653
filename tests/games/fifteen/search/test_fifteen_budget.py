"""The 15-puzzle's searches take the core's Budget: its seconds stop them as its cancel
does, its reports are the core's SearchProgress, and the solver player tells a time-out
from a cancel."""

from __future__ import annotations

import time

import pytest

from boardgames.core import events as ev
from boardgames.core.players import Budget
from boardgames.core.runner import Cancelled
from boardgames.games.fifteen.players import OUT_OF_TIME, SolverPlayer, SolverRefused
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.search import solve

HARD_4X4 = (15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1, 2, 0)


@pytest.mark.parametrize("algorithm, heuristic", [("a*", "hamming"), ("ida*", "hamming"),
                                                  ("ida*", "manhattan")])
def test_the_budgets_seconds_stop_a_search(algorithm, heuristic):
    reports = []
    start = time.perf_counter()
    result = solve(HARD_4X4, 4, 4, algorithm, heuristic,
                   budget=Budget(seconds=0.3, report=reports.append))
    took = time.perf_counter() - start
    assert result.status == "cancelled" and result.moves == []
    assert 0.3 <= took < 0.3 + 1.0  # (a busy CI machine is slow)
    assert reports and all(isinstance(r, ev.SearchProgress) and r.nodes >= 0 for r in reports)


def test_the_player_says_out_of_time_for_the_seconds_and_cancelled_for_a_cancel():
    game = SlidingPuzzle(4, 4, HARD_4X4)
    with pytest.raises(SolverRefused) as refused:
        SolverPlayer("ida*", "hamming").choose(game, HARD_4X4, Budget(seconds=0.2))
    assert refused.value.code == OUT_OF_TIME and refused.value.values == (0.2,)
    with pytest.raises(Cancelled):
        SolverPlayer("ida*", "hamming").choose(game, HARD_4X4, Budget(cancelled=lambda: True))
