"""Tic-tac-toe played through the core GameSession and the shared player protocol
(Qt-free): what the view shows follows from these events."""

import random

import pytest

from boardgames.core import events as ev
from boardgames.core.players import Budget, choice_by_id
from boardgames.core.runner import Cancelled
from boardgames.core.session import GameSession
from boardgames.games.tictactoe.board import EMPTY, O, X, empty_board, geometry
from boardgames.games.tictactoe.match import HUMAN_X_VS_COMPUTER, Match, seats_for
from boardgames.games.tictactoe.players import PLAYER_CHOICES, PLAYERS, RandomOpening, make_player
from boardgames.games.tictactoe.rules import MNKGame, State

GEO = geometry(3, 3, 3)


def record_events(session):
    seen = []
    session.subscribe(seen.append)
    return seen


def test_human_against_the_computer_with_undo():
    game = MNKGame()
    forker = make_player("forker", GEO, random.Random(1))
    session = GameSession(game, seats_for(HUMAN_X_VS_COMPUTER, None, forker))
    seen = record_events(session)
    session.play(0)
    assert session.line.played == (0, 4)  # the fork master answers a corner in the centre
    ready = [e for e in seen if isinstance(e, ev.DecisionReady)]
    assert ready[-1].decision.reason == "preference" and ready[-1].seat == 1
    assert ready[-1].decision.analysis.detail.player == "forker"
    assert session.is_human_turn()
    session.undo()  # back to the human's turn: the reply goes too
    assert session.line.played == () and session.state.board == (EMPTY,) * 9
    session.redo()
    assert session.line.played == (0, 4)
    session.play(8)
    assert len(session.line.played) == 4 and not session.is_over()


def test_computer_against_computer_plays_to_the_end_and_the_match_counts_it():
    game = MNKGame()
    x, o = make_player("forker", GEO, random.Random(1)), make_player("alphabeta-tt", GEO, random.Random(2))
    session = GameSession(game, [x, o])
    seen = record_events(session)
    match = Match()
    session.new_game(State(empty_board(GEO), X))
    assert session.is_over()
    ended = [e for e in seen if isinstance(e, ev.GameEnded)]
    assert len(ended) == 1 and ended[0].outcome.winner is None
    match.result = EMPTY
    assert match.score.draws == 1
    moves = [e for e in seen if isinstance(e, ev.MovePlayed)]
    assert all(e.by_computer for e in moves) and len(moves) == session.ply >= 5


@pytest.mark.parametrize("starter", [X, O])
def test_perfect_against_perfect_always_draws(starter):
    game = MNKGame()
    for seed in range(5):
        players = [make_player("perfect", GEO, random.Random(seed)),
                   make_player("perfect", GEO, random.Random(seed + 100))]
        session = GameSession(game, players, start=State(empty_board(GEO), starter))
        session.advance()
        assert session.is_over() and session.outcome().winner is None


def test_random_opening_wrapper_varies_the_first_move_only():
    game = MNKGame()
    firsts = set()
    for seed in range(12):
        inner = make_player("perfect", GEO, random.Random(0))
        wrapped = RandomOpening(inner, random.Random(seed))
        session = GameSession(game, [wrapped, make_player("perfect", GEO, random.Random(1))])
        seen = record_events(session)
        session.advance()
        reasons = [e.decision.reason for e in seen if isinstance(e, ev.DecisionReady)]
        assert reasons[0] == "random-opening" and "random-opening" not in reasons[1:]
        assert session.outcome().winner is None  # perfect play holds a draw from any opening
        firsts.add(session.line.moves[0])
    assert len(firsts) > 3


def test_pause_and_step_in_a_demonstration():
    game = MNKGame()
    dummy = make_player("dummy", GEO)
    session = GameSession(game, [None, None])
    session.pause()
    session.set_seats([dummy, make_player("dummy", GEO)])
    assert session.ply == 0
    session.step()
    assert session.line.played == (0,)
    session.resume()
    assert session.is_over() and session.outcome().winner == 0  # the dummies fill row by row


def test_decisions_carry_an_analysis_with_values_and_reason_codes():
    game = MNKGame()
    state = game.state_from_text("xx./oo./... x")
    decision = make_player("minimax", GEO, random.Random(1)).choose(game, state)
    assert decision.move == 2 and decision.reason == "best-value"
    analysis = decision.analysis
    assert analysis.values[2] == 1.0 and analysis.plies[2] == 1 and analysis.exact
    assert all(-1.0 <= v <= 1.0 for v in analysis.values.values())
    assert analysis.nodes > 0 and analysis.detail.result.scores
    assert make_player("winner", GEO).choose(game, state).reason == "win"
    assert make_player("blocker", GEO).choose(game, game.state_from_text("x../xo./... x")).reason == "block"
    assert make_player("dummy", GEO).choose(game, game.initial_state()).reason == "first-free"
    mistake = make_player("fallible", GEO, random.Random(1), error=1.0).choose(game, state)
    assert mistake.reason == "mistake" and mistake.move != 2


def test_players_refuse_another_board_and_a_finished_game():
    game = MNKGame()
    with pytest.raises(ValueError, match="3x3"):
        make_player("dummy", GEO).choose(MNKGame(4, 4, 3), MNKGame(4, 4, 3).initial_state())
    with pytest.raises(ValueError, match="over"):
        make_player("dummy", GEO).choose(game, game.state_from_text("xxx/oo./... x"))


def test_searching_players_honour_a_cancelled_budget():
    game = MNKGame()
    stop = Budget(cancelled=lambda: True)
    with pytest.raises(Cancelled):
        make_player("alphabeta", GEO).choose(game, game.initial_state(), stop)
    big = MNKGame(5, 5, 4)
    with pytest.raises(Cancelled):
        make_player("deep", big.geo).choose(big, big.initial_state(), stop)


def test_the_deep_player_reports_its_progress():
    big = MNKGame(5, 5, 4)
    reports = []
    budget = Budget(cancelled=lambda: False, report=reports.append)
    decision = make_player("deep", big.geo, budget_ms=300).choose(big, big.apply(big.initial_state(), 12), budget)
    assert reports and all(isinstance(r, ev.SearchProgress) for r in reports)
    assert reports[-1].nodes > 0 and reports[-1].bound >= 1
    assert decision.analysis.depth >= 1 and decision.analysis.nodes >= reports[-1].nodes


def test_player_choices_offer_the_ladder_to_the_seat_menus():
    assert [c.id for c in PLAYER_CHOICES] == list(PLAYERS)
    choice = choice_by_id(PLAYER_CHOICES, "forker")
    assert choice.title == "Fork master" and "fork" in choice.description
    player = choice.make(MNKGame())
    assert player.choose(MNKGame(), MNKGame().initial_state()).move == 4
    assert choice_by_id(PLAYER_CHOICES, "deep").make(MNKGame(5, 5, 4)).geo.rows == 5
    with pytest.raises(ValueError):
        choice_by_id(PLAYER_CHOICES, "minimax").make(MNKGame(5, 5, 4))


def _reason_codes():
    """Every string literal the players give as a reason."""
    import ast
    from pathlib import Path

    import boardgames.games.tictactoe.players as players

    found = set()
    for path in Path(players.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            value = None
            if isinstance(node, ast.keyword) and node.arg == "reason":
                value = node.value
            elif isinstance(node, ast.Assign) and getattr(node.targets[0], "attr", "") == "reason":
                value = node.value
            if isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value:
                found.add(value.value)
    return found


def test_reasons_are_listed_codes_the_command_line_puts_into_words():
    from boardgames.games.tictactoe.cli import REASON_WORDS
    from boardgames.games.tictactoe.players.base import REASON_CODES

    codes = _reason_codes()
    assert {"win", "block", "centre", "fork", "first-free", "random", "best-value", "mistake",
            "random-opening"} <= codes
    assert all(code == code.lower() and " " not in code for code in codes)  # codes, not sentences
    assert codes <= set(REASON_CODES) <= set(REASON_WORDS)
