"""One Solve applies the solvability rule once: the pupils' page's path (a session asking
the solver player, which is told nothing) and the command line's (the search's entry),
solvable and unsolvable positions alike; the refusals keep their numbers."""

from __future__ import annotations

import pytest

from boardgames.cli import main
from boardgames.core import events as ev
from boardgames.core.session import GameSession
from boardgames.games.fifteen.players import UNSOLVABLE, SolverPlayer
from boardgames.games.fifteen.rules import SlidingPuzzle

EASY_3X3 = (1, 2, 3, 4, 5, 6, 0, 7, 8)      # two moves
UNSOLVABLE_3X3 = (2, 1, 3, 4, 5, 6, 7, 8, 0)  # 1 inversion
T1 = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)  # challenge T1, 15 moves


@pytest.fixture
def applications(solvability_checks):
    """How many times the solvability rule is applied."""
    return solvability_checks


@pytest.mark.parametrize("rows, cols, board", [(3, 3, EASY_3X3), (4, 4, T1)])
def test_a_solve_asked_of_the_player_checks_the_position_once(applications, rows, cols, board):
    session = GameSession(SlidingPuzzle(rows, cols, board))
    heard = []
    session.subscribe(heard.append)
    session.request(SolverPlayer(), ev.SOLVE)
    assert any(isinstance(e, ev.SolutionReady) for e in heard)
    assert applications == [board]


def test_an_unsolvable_position_is_refused_after_one_check_with_its_numbers(applications):
    session = GameSession(SlidingPuzzle(3, 3, UNSOLVABLE_3X3))
    heard = []
    session.subscribe(heard.append)
    session.request(SolverPlayer(), ev.SOLVE)
    stopped = [e for e in heard if isinstance(e, ev.ThinkingStopped)]
    assert stopped and stopped[-1].code == UNSOLVABLE and stopped[-1].values == (1, 1, False)
    assert applications == [UNSOLVABLE_3X3]


@pytest.mark.parametrize("position, code", [("1,2,3,4,5,6,0,7,8", 0), ("2,1,3,4,5,6,7,8,0", 2)])
def test_the_command_line_solve_checks_once(applications, capsys, position, code):
    assert main(["solve", position]) == code
    err = capsys.readouterr().err
    assert len(applications) == 1
    if code:
        assert err.count("\n") == 1 and "cannot be solved" in err and "1 is odd" in err
