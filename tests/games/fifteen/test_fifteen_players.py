"""The 15-puzzle's solver through the framework, without Qt: a GameSession asks the
SolverPlayer to solve or hint, plays the plan back, reports progress and cancels."""

import pytest

from boardgames.core import events as ev
from boardgames.core.players import Budget
from boardgames.core.runner import Cancelled, SyncRunner
from boardgames.core.session import GameSession
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.players import (
    GAVE_UP,
    PLAYER_CHOICES,
    UNSOLVABLE,
    SolverPlayer,
    SolverRefused,
)
from boardgames.games.fifteen.rules import SlidingPuzzle

T1 = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)  # challenge T1, 15 moves
HARD_3X3 = (8, 6, 7, 2, 5, 4, 3, 0, 1)  # 31 moves


def session_for(board, rows, cols, runner=None):
    session = GameSession(SlidingPuzzle(rows, cols, board), runner=runner)
    seen = []
    session.subscribe(seen.append)
    return session, seen


def test_solve_gives_a_plan_that_step_plan_plays_to_the_goal():
    session, seen = session_for(T1, 4, 4)
    session.request(SolverPlayer(), ev.SOLVE)
    ready = [e for e in seen if isinstance(e, ev.SolutionReady)]
    assert len(ready) == 1 and len(ready[0].moves) == 15 and ready[0].optimal is True
    assert B.is_goal(B.apply_moves(T1, 4, 4, ready[0].moves))  # replay the returned moves
    while session.step_plan():
        pass
    assert session.ply == 15 and B.is_goal(session.state) and session.is_over()
    assert any(isinstance(e, ev.GameEnded) for e in seen)
    assert session.thinking.plan == ()


def test_a_move_off_the_plan_drops_it():
    session, _ = session_for(T1, 4, 4)
    session.request(SolverPlayer("ida*", "manhattan"), ev.SOLVE)
    first = session.thinking.plan[0]
    other = next(m for m in session.game.legal_moves(session.state) if m != first)
    session.play(other)
    assert session.thinking.plan == ()


def test_hint_is_the_first_move_of_a_shortest_solution():
    board = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15)
    session, seen = session_for(board, 4, 4)
    session.request(SolverPlayer(), ev.HINT)
    decisions = [e for e in seen if isinstance(e, ev.DecisionReady)]
    assert decisions and decisions[0].purpose == ev.HINT
    assert decisions[0].decision.move == B.LEFT and decisions[0].decision.optimal
    assert session.ply == 0 and not any(isinstance(e, ev.SolutionReady) for e in seen)


def test_progress_arrives_as_framework_events_with_the_board_on_small_boards():
    session, seen = session_for(HARD_3X3, 3, 3)
    session.request(SolverPlayer("bfs"), ev.SOLVE)
    reports = [e for e in seen if isinstance(e, ev.SearchProgress)]
    assert reports and reports[-1].nodes > 0 and reports[-1].seconds > 0
    assert reports[-1].phase == "search" and sorted(reports[-1].preview) == list(range(9))
    assert len(session.thinking.plan) == 31


def test_cancel_stops_the_search():
    polls = []

    def stop_after_some_polls():
        polls.append(1)
        return len(polls) > 3

    session, seen = session_for((13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2), 4, 4,
                                runner=SyncRunner(stop_after_some_polls))
    session.request(SolverPlayer("ida*", "hamming"), ev.SOLVE)
    stopped = [e for e in seen if isinstance(e, ev.ThinkingStopped)]
    assert stopped and stopped[0].reason == ev.CANCELLED
    assert session.thinking.plan == () and not session.thinking.is_thinking()
    with pytest.raises(Cancelled):
        SolverPlayer("ida*", "hamming").choose(
            SlidingPuzzle(3, 3), HARD_3X3, Budget(cancelled=lambda: True))


def test_unsolvable_position_is_refused_with_a_code():
    board = (1, 2, 3, 4, 5, 6, 8, 7, 0)
    player = SolverPlayer()
    with pytest.raises(SolverRefused) as info:
        player.choose(SlidingPuzzle(3, 3), board)
    assert info.value.code == UNSOLVABLE and info.value.values == (1, 1, False)
    session, seen = session_for(board, 3, 3)
    session.request(player, ev.SOLVE)
    stopped = [e for e in seen if isinstance(e, ev.ThinkingStopped)]
    assert stopped and stopped[0].reason == ev.FAILED
    assert stopped[0].code == UNSOLVABLE and stopped[0].values == (1, 1, False)


def test_node_cap_and_misfits_are_codes_with_numbers():
    t2 = (2, 5, 13, 12, 1, 0, 3, 15, 9, 7, 14, 6, 10, 11, 8, 4)
    with pytest.raises(SolverRefused) as info:
        SolverPlayer("a*", "manhattan", node_limit=1000).choose(SlidingPuzzle(), t2)
    assert info.value.code == GAVE_UP and info.value.values == (1000, "nodes")
    with pytest.raises(SolverRefused) as info:
        SolverPlayer("ida*", "pdb").choose(SlidingPuzzle(5, 5), _shuffled_5x5())
    assert info.value.code == "pdb-too-big" and info.value.values == (5, 5, 16)


def _shuffled_5x5():
    return B.apply_moves(B.goal(5, 5), 5, 5, [B.DOWN, B.RIGHT])


def test_player_choices_make_solvers():
    ids = [c.id for c in PLAYER_CHOICES]
    assert "solver" in ids and "human" in ids
    game = SlidingPuzzle(3, 3)
    board = (1, 2, 3, 4, 5, 6, 7, 0, 8)
    for choice in PLAYER_CHOICES:
        decision = choice.make(game).choose(game, board)
        assert B.is_goal(B.apply_moves(board, 3, 3, decision.plan))


def test_rules_text_round_trip():
    game = SlidingPuzzle(4, 4, T1)
    text = game.state_to_text(T1)
    assert text.startswith("5 1 7 3 / ") and game.state_from_text(text) == T1
    assert game.seat_names == ("Player",)
    with pytest.raises(ValueError):
        game.state_from_text("1 2 3 / 4 5 6 / 7 8 0")


def test_plugin_rules_and_players_load():
    from boardgames.games.fifteen.plugin import PLUGIN

    game = PLUGIN.load_rules()
    start = game.initial_state()
    assert not game.is_terminal(start) and game.legal_moves(start)
    choice = next(c for c in PLUGIN.load_players() if c.id == "ida*")
    session = GameSession(game, [choice.make(game)])  # the computer plays the seat
    session.advance()
    assert B.is_goal(session.state) and session.ply == 15
