"""Saved games (Qt-free): a session's record survives save -> text -> load for every game,
and every damaged, foreign or newer file is a RecordError with its code, never a crash."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.core import events as ev
from boardgames.core import record as R
from boardgames.core.game import Game
from boardgames.core.players import RandomPlayer
from boardgames.core.session import GameSession
from boardgames.games.fifteen.players import SolverPlayer
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.shuffle import random_walk
from boardgames.games.tictactoe.board import O
from boardgames.games.tictactoe.rules import MNKGame, State

sys.path.append(str(Path(__file__).resolve().parents[2] / "examples" / "connect-four"))
from boardgames_connect_four.rules import ConnectFour  # noqa: E402 (the example, from the source tree)


def round_trip(game_id, options, session, game_for):
    text = R.to_text(R.dump(game_id, options, session.game, session.line.record))
    saved, record = R.load(text, game_for)
    return saved, record


def test_tictactoe_with_a_computer_seat_round_trips():
    game = MNKGame(4, 4, 3, starter=O)
    session = GameSession(game, [None, RandomPlayer(random.Random(5))], start=State(game.initial_state().board, O))
    session.play(5)
    session.play(10)
    options = {"size": 4, "k": 3, "mode": "human-vs-computer", "seats": ["human", "random"]}
    saved, record = round_trip("tictactoe", options, session, lambda s: MNKGame(4, 4, s.options["k"]))
    assert saved.game_id == "tictactoe" and saved.options == options
    assert record == session.line.record
    assert record.start.starter == O and len(record.moves) == 3 and record.ply == 3


def test_fifteen_after_a_solution_playback_round_trips():
    board = random_walk(3, 3, 12, random.Random(3))
    session = GameSession(SlidingPuzzle(3, 3, board), start=board)
    session.play(session.game.legal_moves(board)[0])
    session.request(SolverPlayer(), ev.SOLVE)
    while session.step_plan():
        pass
    assert session.is_over()
    saved, record = round_trip("fifteen", {"rows": 3, "cols": 3}, session,
                               lambda s: SlidingPuzzle(s.options["rows"], s.options["cols"]))
    assert record == session.line.record
    replay = GameSession(SlidingPuzzle(3, 3, record.start), start=record.start)
    replay.restore(record)
    assert replay.is_over() and replay.ply == len(session.line.moves)


def test_connect_four_saved_in_the_middle_keeps_its_redo_moves():
    session = GameSession(ConnectFour())
    for column in (3, 3, 2, 4, 1):
        session.play(column)
    session.jump(2)
    saved, record = round_trip("connect-four", {"seats": ["@human", "@human"]}, session,
                               lambda s: ConnectFour())
    assert record.moves == (3, 3, 2, 4, 1) and record.ply == 2
    other = GameSession(ConnectFour())
    other.restore(record)
    assert other.state == session.state and other.line.can_redo()


def test_undo_steps_are_kept():
    session = GameSession(MNKGame())
    session.play(0)
    session.play(4)
    data = R.dump("tictactoe", {}, session.game, session.line.record, undo_steps=[2])
    assert R.parse(R.to_text(data)).undo_steps == (2,)


def good_data() -> dict:
    return R.dump("tictactoe", {"size": 3}, MNKGame(), GameSession(MNKGame()).line.record) | {"moves": [4, 0], "ply": 2}


def tictactoe_for(saved):
    return MNKGame() if saved.game_id == "tictactoe" else None


@pytest.mark.parametrize("change, code, values", [
    (lambda d: "{oops", R.NOT_JSON, ()),
    (lambda d: "[1, 2]", R.NOT_A_GAME_RECORD, ()),
    (lambda d: d | {"format": "chess-pgn"}, R.NOT_A_GAME_RECORD, ()),
    (lambda d: d | {"version": 7}, R.NEWER_VERSION, (7,)),
    (lambda d: d | {"version": "1"}, R.BAD_FIELD, ("version",)),
    (lambda d: {k: v for k, v in d.items() if k != "start"}, R.BAD_FIELD, ("start",)),
    (lambda d: d | {"moves": [4, None]}, R.BAD_FIELD, ("moves",)),
    (lambda d: d | {"ply": 3}, R.BAD_PLY, (3, 2)),
    (lambda d: d | {"undo_steps": [2, 1]}, R.BAD_FIELD, ("undo_steps",)),
    (lambda d: d | {"game": "chess"}, R.UNKNOWN_GAME, ("chess",)),
    (lambda d: d | {"start": "xx/oo"}, R.BAD_START, ("xx/oo",)),
    (lambda d: d | {"moves": [4, 4]}, R.BAD_MOVE, (2, "4")),
    (lambda d: d | {"moves": [4, "up"]}, R.BAD_MOVE, (2, '"up"')),
    (lambda d: " " * (R.MAX_CHARS + 1), R.TOO_LARGE, (R.MAX_CHARS + 1,)),
])
def test_bad_files_give_their_code(change, code, values):
    changed = change(good_data())
    text = changed if isinstance(changed, str) else json.dumps(changed)
    with pytest.raises(R.RecordError) as info:
        R.load(text, tictactoe_for)
    assert (info.value.code, info.value.values) == (code, values)


def test_the_good_file_of_those_tests_loads():
    saved, record = R.load(json.dumps(good_data()), tictactoe_for)
    assert record.moves == (4, 0) and record.ply == 2 and saved.options == {"size": 3}


def test_options_are_checked():
    assert R.option_int({"k": 4}, "k", 3, 7) == 4
    assert R.option_str({"mode": "a"}, "mode", ("a", "b")) == "a"
    for options in ({}, {"k": True}, {"k": 9}, {"k": "4"}):
        with pytest.raises(R.RecordError) as info:
            R.option_int(options, "k", 3, 7)
        assert (info.value.code, info.value.values) == (R.BAD_OPTION, ("k",))


def test_moves_without_a_json_form_are_refused():
    game: Game = MNKGame()
    assert game.move_to_json(4) == 4 and game.move_from_json("up") == "up"
    for bad in ((1, 2), True, 1.5, None):
        with pytest.raises(ValueError):
            game.move_from_json(bad)
    with pytest.raises(ValueError):
        game.move_to_json((1, 2))


GAMES = {"tictactoe": MNKGame(), "fifteen": SlidingPuzzle(3, 3), "connect-four": ConnectFour()}


def check_loads(text: str) -> None:
    try:
        saved, record = R.load(text, lambda s: GAMES.get(s.game_id))
    except R.RecordError as exc:
        assert isinstance(exc.code, str) and isinstance(exc.values, tuple)
    else:
        assert 0 <= record.ply <= len(record.moves) == len(saved.moves)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_any_text_gives_a_record_or_a_record_error(text):
    check_loads(text)


scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12)
starts = st.text(max_size=40) | st.sampled_from(["x../.o./... o", "1 2 3 / 4 5 6 / 7 8 0"])
move_values = st.integers(-3, 50) | st.sampled_from(["up", "down", "left", "right"]) | json_values
extras = st.dictionaries(st.sampled_from(["version", "options", "undo_steps", "format"]), json_values, max_size=2)


@settings(max_examples=300, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), start=starts, moves=st.lists(move_values, max_size=12),
       ply=st.integers(-2, 14) | json_values, extra=extras)
def test_any_near_record_gives_a_record_or_a_record_error(game, start, moves, ply, extra):
    data = {"format": R.FORMAT, "version": 1, "game": game, "options": {}, "start": start, "moves": moves, "ply": ply}
    check_loads(json.dumps(data | extra))


def test_reading_a_file_refuses_bytes_that_are_not_text_and_reports_a_missing_file(tmp_path):
    path = tmp_path / "binary.bgame"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(R.RecordError) as info:
        R.read_text(str(path))
    assert info.value.code == R.NOT_JSON
    with pytest.raises(FileNotFoundError):
        R.read_text(str(tmp_path / "missing.bgame"))
    good = tmp_path / "good.bgame"
    good.write_text(json.dumps(good_data()), encoding="utf-8")
    assert R.parse(R.read_text(str(good))).moves == (4, 0)
