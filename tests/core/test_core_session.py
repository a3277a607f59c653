"""The Qt-free game session: record, undo/redo/jump, seats, computers, events."""

from __future__ import annotations

import random

import pytest

from boardgames.core import events as ev
from boardgames.core.alphabeta import AlphaBetaPlayer
from boardgames.core.game import IllegalMoveError
from boardgames.core.players import Decision, Player, RandomPlayer
from boardgames.core.runner import Cancelled
from boardgames.core.search.player import PuzzleSearchPlayer
from boardgames.core.session import GameSession, Record
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.shuffle import random_walk
from boardgames.games.tictactoe.rules import MNKGame


class Recorder(list):
    def kinds(self):
        return [type(e).__name__ for e in self]


def session_with_log(*args, **kwargs):
    session = GameSession(*args, **kwargs)
    log = Recorder()
    session.subscribe(log.append)
    return session, log


def test_a_human_move_is_recorded_and_announced():
    session, log = session_with_log(MNKGame())
    session.play(4)
    assert session.ply == 1 and session.line.moves == (4,) and session.state.board[4] == 1
    assert log == [ev.MovePlayed(4, 1, 0, False)]


def test_an_illegal_move_changes_nothing():
    session, log = session_with_log(MNKGame())
    session.play(4)
    with pytest.raises(IllegalMoveError):
        session.play(4)
    assert session.line.moves == (4,) and len(log) == 1


def test_undo_redo_and_jump_move_through_the_record_without_losing_it():
    session, log = session_with_log(MNKGame())
    for cell in (0, 4, 8):
        session.play(cell)
    assert session.undo() and session.ply == 2 and session.line.moves == (0, 4, 8)
    assert session.state.board[8] == 0
    assert session.redo() and session.ply == 3
    session.jump(1)
    assert session.state.board == (1, 0, 0, 0, 0, 0, 0, 0, 0) and session.line.can_redo()
    assert log[-1] == ev.PositionChanged(ev.JUMP, 1)
    session.play(2)  # a new move drops the kept line after ply 1
    assert session.line.moves == (0, 2) and not session.line.can_redo()
    with pytest.raises(IndexError):
        session.jump(5)


def test_a_computer_answers_a_human_and_undo_takes_back_both():
    session, log = session_with_log(MNKGame(), [None, RandomPlayer(random.Random(1))])
    session.play(4)
    assert session.ply == 2 and session.is_human_turn()
    assert "ThinkingStarted" in log.kinds() and "DecisionReady" in log.kinds()
    assert [e.by_computer for e in log if isinstance(e, ev.MovePlayed)] == [False, True]
    session.undo()
    assert session.ply == 0 and session.is_human_turn()


def test_two_alpha_beta_players_draw_tic_tac_toe():
    game = MNKGame()
    session, log = session_with_log(game, [AlphaBetaPlayer(rng=random.Random(1)),
                                           AlphaBetaPlayer(rng=random.Random(2))])
    session.advance()
    outcome = session.outcome()
    assert outcome is not None and outcome.winner is None
    assert isinstance(log[-1], ev.GameEnded)


def test_alpha_beta_takes_a_win_in_one_and_blocks_a_loss():
    game = MNKGame()
    # X at 0 and 1, O at 3 and 4: X to move wins at 2.
    state = game.initial_state()
    for cell in (0, 3, 1, 4):
        state = game.apply(state, cell)
    decision = AlphaBetaPlayer().choose(game, state)
    assert decision.move == 2 and decision.analysis.values[2] == 1.0
    assert decision.analysis.plies[2] == 1
    # O to move must block at 2.
    state = game.initial_state()
    for cell in (0, 4, 1):
        state = game.apply(state, cell)
    assert AlphaBetaPlayer().choose(game, state).move == 2


def test_a_demonstration_pauses_steps_and_resumes():
    game = MNKGame()
    session = GameSession(game, [RandomPlayer(random.Random(3)), RandomPlayer(random.Random(4))])
    session.pause()
    session.new_game()
    assert session.ply == 0
    session.step()
    assert session.ply == 1 and session.paused
    session.undo()
    assert session.ply == 0
    session.resume()
    assert session.is_over()


def test_computers_do_not_overwrite_history_after_a_jump_back():
    game = MNKGame()
    session = GameSession(game, [None, RandomPlayer(random.Random(5))])
    session.play(0)
    session.play(next(c for c in range(9) if session.state.board[c] == 0))
    moves = session.line.moves
    session.jump(1)  # the computer is to move here, but the record goes on
    assert session.line.moves == moves and session.ply == 1


class SlowPlayer(Player):
    name = "slow"

    def choose(self, game, state, budget):
        budget.report(ev.SearchProgress(nodes=10))
        if budget.cancelled():
            raise Cancelled
        return Decision(game.legal_moves(state)[0])


def test_cancelled_thinking_is_announced_and_plays_nothing():
    from boardgames.core.runner import SyncRunner

    session, log = session_with_log(MNKGame(), [None, SlowPlayer()], runner=SyncRunner(lambda: True))
    session.play(4)
    assert session.ply == 1
    assert ev.ThinkingStopped(ev.CANCELLED, ev.MOVE) in log
    assert ev.SearchProgress(nodes=10) in log


def test_a_failing_player_is_reported_as_data():
    class Broken(Player):
        name = "broken"

        def choose(self, game, state, budget):
            raise RuntimeError("boom")

    session, log = session_with_log(MNKGame(), [None, Broken()])
    session.play(0)
    stopped = [e for e in log if isinstance(e, ev.ThinkingStopped)]
    assert stopped == [ev.ThinkingStopped(ev.FAILED, ev.MOVE, "RuntimeError: boom")]
    assert session.ply == 1


def test_a_puzzle_solution_plays_back_and_a_wrong_move_drops_it():
    board = random_walk(3, 3, 20, random.Random(7))
    game = SlidingPuzzle(3, 3, board)
    session, log = session_with_log(game)
    session.request(PuzzleSearchPlayer(), ev.SOLVE)
    ready = [e for e in log if isinstance(e, ev.SolutionReady)]
    assert ready and ready[0].optimal and len(session.thinking.plan) == len(ready[0].moves)
    session.step_plan()
    assert len(session.thinking.plan) == len(ready[0].moves) - 1
    while session.step_plan():
        pass
    assert session.is_over() and session.outcome().winner == 0
    session.undo()
    session.request(PuzzleSearchPlayer(), ev.SOLVE)
    wrong = next(m for m in game.legal_moves(session.state) if m != session.thinking.plan[0])
    session.play(wrong)
    assert session.thinking.plan == ()


def test_restore_puts_back_a_record_and_rejects_a_bad_one():
    game = MNKGame()
    session = GameSession(game)
    session.restore(Record(game.initial_state(), (0, 4, 8), 2))
    assert session.ply == 2 and session.line.moves == (0, 4, 8)
    with pytest.raises(IllegalMoveError):
        session.restore(Record(game.initial_state(), (0, 0), 2))
    assert session.line.moves == (0, 4, 8)


def test_seats_must_match_the_game():
    with pytest.raises(ValueError, match="2 seats"):
        GameSession(MNKGame(), [None])


# -- a puzzle played on from a solved start; an anytime Solve ------------------------------


def test_a_puzzle_set_up_solved_can_be_played_on_from_its_start():
    game = SlidingPuzzle(3, 3)  # the goal
    session, log = session_with_log(game)
    assert session.is_over()
    session.play("Down")
    assert session.ply == 1 and not session.is_over() and log[-1] == ev.MovePlayed("Down", 1, 0, False)
    session.play("Up")
    assert session.is_over()
    with pytest.raises(IllegalMoveError):  # solved after moves: the game is over
        session.play("Down")


class HandRunner:
    """Starts jobs and lets the test drive them: report progress, answer, or end."""

    def __init__(self):
        self.jobs = []

    def start(self, job, on_done, on_error, on_cancelled, on_progress, min_seconds=0.0):
        entry = {"done": on_done, "cancelled": on_cancelled, "progress": on_progress,
                 "stopped": False}

        class Handle:
            def cancel(self):
                entry["stopped"] = True

        self.jobs.append(entry)
        return Handle()


class Anytime(Player):
    name = "anytime"

    def choose(self, game, state, budget):  # never called: the hand runner drives it
        raise AssertionError


def test_cancel_keeps_the_best_plan_so_far_to_play_it_or_not():
    runner = HandRunner()
    session, log = session_with_log(SlidingPuzzle(2, 2, (1, 2, 0, 3)), runner=runner)
    session.request(Anytime(), ev.SOLVE)
    job = runner.jobs[-1]
    job["progress"](ev.SearchProgress(nodes=5, best_so_far=1, plan=("Left",)))
    assert session.thinking.best_so_far == ("Left",)
    session.cancel()
    assert job["stopped"] and not session.thinking.is_thinking()
    assert session.thinking.plan == ("Left",) and session.ply == 0  # kept, not played
    assert ev.ThinkingStopped(ev.CANCELLED, ev.SOLVE) in log
    assert session.step_plan() and session.is_over()


def test_an_anytime_search_goes_on_behind_the_playback_of_its_best_plan():
    runner = HandRunner()
    start = (1, 2, 3, 4, 5, 6, 0, 7, 8)
    session, log = session_with_log(SlidingPuzzle(3, 3, start), runner=runner)
    session.request(Anytime(), ev.SOLVE)
    job = runner.jobs[-1]
    assert not session.thinking.continue_behind()  # no solution known yet
    job["progress"](ev.SearchProgress(best_so_far=4, plan=("Down", "Up", "Left", "Left")))
    assert session.thinking.continue_behind()
    assert session.thinking.is_continuing() and not session.thinking.is_thinking()
    assert len(session.thinking.plan) == 4
    session.step_plan()  # playing does not stop the search behind
    assert not job["stopped"] and session.ply == 1
    job["progress"](ev.SearchProgress(best_so_far=2, plan=("Left", "Left")))
    assert log[-1].purpose == ev.CONTINUED and log[-1].best_so_far == 2
    assert len(session.thinking.plan) == 3  # the board keeps the plan it is following
    job["done"](Decision("Left", plan=("Left", "Left"), optimal=True))
    assert log[-1] == ev.DecisionReady(Decision("Left", plan=("Left", "Left"), optimal=True),
                                       ev.CONTINUED, None)
    assert not session.thinking.is_continuing() and len(session.thinking.plan) == 3


def test_a_new_position_stops_the_search_behind_the_playback():
    runner = HandRunner()
    session, log = session_with_log(SlidingPuzzle(2, 2, (1, 2, 0, 3)), runner=runner)
    session.request(Anytime(), ev.SOLVE)
    runner.jobs[-1]["progress"](ev.SearchProgress(plan=("Left",)))
    session.thinking.continue_behind()
    session.new_game((1, 0, 2, 3))
    assert runner.jobs[-1]["stopped"] and not session.thinking.is_continuing()
    assert ev.ThinkingStopped(ev.CANCELLED, ev.CONTINUED) in log and session.thinking.plan == ()
