"""Property tests for the games' parsers (issue 13): any text a person, a file or a
fuzzer gives yields a value of the right shape, or the parser's documented error with a
message -- never another exception.

Covered: 15-puzzle positions and sizes, tic-tac-toe boards, positions and sizes, Connect
Four positions, every installed plug-in's ``state_from_text`` / ``move_from_json`` (the
:class:`~boardgames.core.game.Game` contract), and saved game records. Besides random
text, the strategies build input *near* valid input (one tile changed, negative and huge
numbers, duplicate tiles, wrong sizes, Unicode digits, NUL bytes, very long lines), where
parsers break most often.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from boardgames.app.saved_games import explain as explain_record_error
from boardgames.core import record as R
from boardgames.core.cli_args import UsageError
from boardgames.core.game import Game, IllegalMoveError
from boardgames.core.plugins import discover
from boardgames.games.fifteen import parsing as P
from boardgames.games.fifteen.board import MAX_SIDE, MIN_SIDE, goal
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.ui.texts import position_error as position_error_text
from boardgames.games.tictactoe import notation as N
from boardgames.games.tictactoe.board import geometry
from boardgames.games.tictactoe.cli import parse_size as ttt_parse_size
from boardgames.games.tictactoe.rules import MNKGame, State

sys.path.append(str(Path(__file__).resolve().parents[1] / "examples" / "connect-four"))
from boardgames_connect_four.rules import ConnectFour  # noqa: E402 (the example, from the source tree)

#: No example database: a test run writes nothing outside pytest's ``tmp_path``.
FAST = settings(max_examples=150, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
FEW = settings(max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])

# -- strategies ----------------------------------------------------------------------------

#: Characters that trip parsers: separators, signs, brackets, NUL, Unicode digits (Arabic-
#: Indic, Devanagari, full-width), a superscript two (a digit to ``str.isdigit`` but not to
#: ``int``), minus-like signs, line breaks of several kinds and a right-to-left mark.
TRICKY = ("0123456789 \t\n\r,;/|[]()-+_.xXoOry#=\"'\\{}:\x00\u0663\u0967\uff15\u00b2\u2212\u2013"
          "\u2028\u0085\u200f\ufeff\u00e9")

any_text = st.text(max_size=120) | st.text(alphabet=st.sampled_from(TRICKY), max_size=80)

#: Numbers typed where a small one belongs: near the range, far outside it, past 64 bits.
odd_numbers = st.integers(-5, 70) | st.integers(-10**30, 10**30) | st.sampled_from([10**19, -(2**63), 2**64])

ARABIC, FULL_WIDTH = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"), str.maketrans("0123456789", "０１２３４５６７８９")

#: Tokens standing for a number: plain, with a Unicode minus, leading zeros, Unicode
#: digits, thousands of digits, and things that only look like numbers.
number_tokens = st.one_of(
    odd_numbers.map(str),
    odd_numbers.map(lambda v: str(v).replace("-", "\u2212")),
    st.integers(0, 99).map(lambda v: "000" + str(v)),
    st.integers(0, 99).map(lambda v: str(v).translate(ARABIC)),
    st.integers(0, 99).map(lambda v: str(v).translate(FULL_WIDTH)),
    st.integers(4000, 6000).map(lambda n: "9" * n),
    st.integers(4000, 6000).map(lambda n: "0" * n + "1"),
    st.sampled_from(["", "_", ".", "-", "+", "--1", "1e3", "0x1", "1.0", "NaN", "\u00b2", "\x00", "1\x00"]),
)


@st.composite
def edited(draw: st.DrawFn, valid: str) -> str:
    """``valid`` with up to three edits: a character inserted, deleted or replaced, the
    text repeated (a very long line) or cut short."""
    text = valid
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["insert", "delete", "replace", "repeat", "cut"]))
        at = draw(st.integers(0, len(text)))
        if kind == "insert":
            text = text[:at] + draw(st.sampled_from(TRICKY)) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + 1:]
        elif kind == "replace":
            text = text[:at] + draw(st.sampled_from(TRICKY)) + text[at + 1:]
        elif kind == "repeat":  # a very long line, but at most about 20,000 characters
            text = text * max(2, min(draw(st.integers(2, 300)), 20_000 // max(1, len(text))))
        else:
            text = text[:at]
    return text


@st.composite
def tokens_edited(draw: st.DrawFn, tokens: list[str]) -> list[str]:
    """The tokens of valid input with up to three of them replaced by odd numbers,
    duplicated, removed or added."""
    tokens = list(tokens)
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["number", "duplicate", "remove", "add"]))
        if not tokens:
            break
        i = draw(st.integers(0, len(tokens) - 1))
        if kind == "number":
            tokens[i] = draw(number_tokens)
        elif kind == "duplicate":
            tokens[i] = tokens[draw(st.integers(0, len(tokens) - 1))]
        elif kind == "remove":
            del tokens[i]
        else:
            tokens.insert(i, draw(number_tokens))
    return tokens


@st.composite
def fifteen_texts(draw: st.DrawFn) -> str:
    """A shuffled board of 1x1 to 9x9 written in one of the accepted forms (flat, rows
    with a separator, the challenge's 2-D array), its tiles then edited."""
    rows, cols = draw(st.integers(1, 9)), draw(st.integers(1, 9))
    tiles = [str(t) for t in draw(st.permutations(range(rows * cols)))]
    tiles = draw(tokens_edited(tiles))
    form = draw(st.sampled_from(["flat", "commas", "rows", "array"]))
    if form == "flat":
        return " ".join(tiles)
    if form == "commas":
        return ",".join(tiles)
    chunks = [tiles[i:i + cols] for i in range(0, len(tiles), cols)] or [[]]
    if form == "rows":
        return draw(st.sampled_from([" / ", ";", "\n", " | "])).join(" ".join(row) for row in chunks)
    return "(" + ",".join("[" + ",".join(row) + "]" for row in chunks) + ")"


def check_message(error: BaseException) -> None:
    """A documented error must say something: a non-empty, printable message."""
    assert str(error).strip(), f"{type(error).__name__} without a message"


# -- 15-puzzle: positions and sizes ---------------------------------------------------------

sizes = st.none() | st.tuples(st.integers(MIN_SIDE, MAX_SIDE), st.integers(MIN_SIDE, MAX_SIDE))
POSITION_CODES = {P.EMPTY, P.NOT_A_NUMBER, P.ROWS_DIFFER, P.NOT_SQUARE, P.SIZE_UNSUPPORTED,
                  P.ROWS_MISMATCH, P.CELL_COUNT, P.OUT_OF_RANGE, P.DUPLICATE}


def check_fifteen_position(text: str, size, flat_size) -> None:
    try:
        board, rows, cols = P.parse_position(text, size, flat_size)
    except P.PositionError as error:
        assert error.code in POSITION_CODES, error.code
        check_message(error)
        assert position_error_text(error.code, error.values).strip()  # the GUI's sentence
        return
    assert MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE
    assert size is None or (rows, cols) == size
    assert isinstance(board, tuple) and sorted(board) == list(range(rows * cols))


@FAST
@given(text=any_text, size=sizes, flat_size=sizes)
@example(text="9" * 5000 + " 1 2 0", size=None, flat_size=None)
@example(text="99999999999999999999 1 2 0", size=None, flat_size=None)
@example(text="1 2 3 \u22121", size=None, flat_size=None)
def test_fifteen_any_text_is_a_board_or_a_position_error(text, size, flat_size):
    check_fifteen_position(text, size, flat_size)


@FAST
@given(text=fifteen_texts().flatmap(edited), size=sizes, flat_size=sizes)
def test_fifteen_near_valid_text_is_a_board_or_a_position_error(text, size, flat_size):
    check_fifteen_position(text, size, flat_size)


@FEW
@given(rows=st.integers(MIN_SIDE, MAX_SIDE), cols=st.integers(MIN_SIDE, MAX_SIDE),
       tile=st.integers(0, 63), value=number_tokens)
def test_fifteen_one_tile_changed_is_reported_as_a_bad_tile(rows, cols, tile, value):
    tiles = [str(t) for t in goal(rows, cols)]
    tiles[tile % len(tiles)] = value
    try:
        board, _, _ = P.parse_position(" ".join(tiles), (rows, cols))
    except P.PositionError as error:
        check_message(error)
        assert error.code in {P.NOT_A_NUMBER, P.OUT_OF_RANGE, P.DUPLICATE, P.CELL_COUNT}
    else:  # the same tile again (leading zeros, Unicode digits) or the blank typed as "_"
        assert sorted(board) == list(range(rows * cols))


def test_fifteen_huge_and_negative_tiles_get_the_out_of_range_message():
    for token in ("-1", "\u22121", "99999999999999999999", "0" * 5000 + "7"):
        with pytest.raises(P.PositionError) as info:
            P.parse_position(f"1 2 3 {token}")
        assert info.value.code == P.OUT_OF_RANGE, token[:30]
        assert "out of range" in str(info.value) and len(str(info.value)) < 200


def test_fifteen_thousands_of_digits_are_not_repeated_in_the_message():
    with pytest.raises(P.PositionError) as info:
        P.parse_position("1 2 3 " + "9" * 5000)
    assert info.value.code == P.NOT_A_NUMBER
    assert len(str(info.value)) < 200 and "…" in str(info.value)
    with pytest.raises(P.PositionError) as info:
        P.parse_size("4" * 5000 + "x4")
    assert info.value.code == P.NOT_A_SIZE and len(str(info.value)) < 200


@FAST
@given(text=any_text | st.tuples(odd_numbers, odd_numbers).map(lambda rc: f"{rc[0]}x{rc[1]}")
       | st.integers(4000, 5000).map(lambda n: "4" * n + "x4"))
def test_fifteen_any_size_text_is_a_size_or_a_position_error(text):
    try:
        rows, cols = P.parse_size(text)
    except P.PositionError as error:
        assert error.code in {P.NOT_A_SIZE, P.SIZE_UNSUPPORTED}
        check_message(error)
        assert len(str(error)) < 300
    else:
        assert MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE


# -- tic-tac-toe: boards, positions, sizes ----------------------------------------------------

geometries = st.sampled_from([(3, 3, 3), (4, 4, 3), (5, 5, 4), (3, 7, 3), (7, 7, 5)])


@st.composite
def tictactoe_texts(draw: st.DrawFn) -> tuple[tuple[int, int, int], str]:
    rows, cols, k = draw(geometries)
    cells = draw(st.lists(st.sampled_from("xo.XO-_"), min_size=rows * cols, max_size=rows * cols))
    text = "".join(cells)
    if draw(st.booleans()):
        text = "/".join(text[i:i + cols] for i in range(0, len(text), cols))
    if draw(st.booleans()):
        text += " " + draw(st.sampled_from(["x", "o", "X", "y", "", "x o"]))
    return (rows, cols, k), draw(edited(text))


tictactoe_inputs = tictactoe_texts() | st.tuples(geometries, any_text)


@FAST
@given(tictactoe_inputs)
def test_tictactoe_any_text_is_a_board_or_a_position_error(case):
    (rows, cols, k), text = case
    geo = geometry(rows, cols, k)
    for parse in (N.parse_board, N.parse_position):
        try:
            board = parse(text, geo)
        except N.PositionError as error:
            check_message(error)
        else:
            assert len(board) == rows * cols and set(board) <= {0, 1, 2}


@FAST
@given(tictactoe_inputs)
def test_tictactoe_state_from_text_gives_a_state_or_a_value_error(case):
    (rows, cols, k), text = case
    game = MNKGame(rows, cols, k)
    try:
        state = game.state_from_text(text)
    except ValueError as error:
        check_message(error)
    else:
        assert isinstance(state, State) and len(state.board) == rows * cols
        assert game.state_from_text(game.state_to_text(state)) == state


@FAST
@given(any_text | st.tuples(odd_numbers, odd_numbers).map(lambda rc: f"{rc[0]}x{rc[1]}"))
def test_tictactoe_size_option_is_a_size_or_a_usage_error(text):
    try:
        rows, cols = ttt_parse_size(text)
    except UsageError as error:
        check_message(error)
    else:
        assert isinstance(rows, int) and isinstance(cols, int)


# -- Connect Four ---------------------------------------------------------------------------

@st.composite
def connect_four_texts(draw: st.DrawFn) -> str:
    cells = draw(st.lists(st.sampled_from(".ryRY"), min_size=42, max_size=42))
    text = "/".join("".join(cells[r * 7:(r + 1) * 7]) for r in range(6))
    return draw(edited(text))


@FAST
@given(connect_four_texts() | any_text)
def test_connect_four_any_text_is_a_state_or_a_value_error(text):
    game = ConnectFour()
    try:
        state = game.state_from_text(text)
    except ValueError as error:
        check_message(error)
    else:
        assert len(state.cells) == 42
        assert game.state_from_text(game.state_to_text(state)) == state


# -- the Game contract, for every installed plug-in -------------------------------------------

def all_games() -> dict[str, Game]:
    games: dict[str, Game] = {"connect-four": ConnectFour(), "fifteen-3x5": SlidingPuzzle(3, 5)}
    for plugin in discover().plugins:
        if plugin.rules:
            games[plugin.id] = plugin.load_rules()
    return games


GAMES = all_games()
json_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
json_values = st.recursive(
    json_scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@FEW
@given(text=any_text)
def test_every_game_reads_any_text_as_a_state_or_a_value_error(game_id, text):
    game = GAMES[game_id]
    try:
        state = game.state_from_text(text)
    except NotImplementedError:
        return  # documented: a game without a text form
    except ValueError as error:
        check_message(error)
        return
    hash(state)
    assert game.state_from_text(game.state_to_text(state)) == state
    game.legal_moves(state)  # a state read back is one the rules can play from


@pytest.mark.parametrize("game_id", sorted(GAMES))
@FEW
@given(value=json_values | st.sampled_from(["Up", "Down", "Left", "Right", 0, 3, 6, 8]))
def test_every_game_reads_any_json_as_a_move_or_a_value_error(game_id, value):
    game = GAMES[game_id]
    try:
        move = game.move_from_json(value)
    except ValueError as error:
        check_message(error)
        return
    hash(move)
    state = game.initial_state()
    try:
        after = game.apply(state, move)
    except IllegalMoveError as error:
        check_message(error)
    else:
        hash(after)
        assert game.move_from_json(game.move_to_json(move)) == move


# -- saved game records -----------------------------------------------------------------------

RECORD_CODES = {R.NOT_JSON, R.NOT_A_GAME_RECORD, R.NEWER_VERSION, R.BAD_FIELD, R.TOO_LARGE,
                R.UNKNOWN_GAME, R.BAD_OPTION, R.BAD_START, R.BAD_MOVE, R.BAD_PLY}


def check_record(text: str) -> None:
    try:
        saved, record = R.load(text, lambda s: GAMES.get(s.game_id))
    except R.RecordError as error:
        assert error.code in RECORD_CODES and isinstance(error.values, tuple)
        check_message(error)
        shown = explain_record_error(error, "fifteen, tictactoe")  # the GUI's sentence
        assert shown.strip() and len(shown) < 400, shown[:100]
    else:
        assert 0 <= record.ply <= len(record.moves) == len(saved.moves)


@st.composite
def near_records(draw: st.DrawFn) -> str:
    """A valid record of a short game (the document as text) with fields replaced, removed
    or the text edited."""
    game_id = draw(st.sampled_from(sorted(GAMES)))
    game = GAMES[game_id]
    state, moves = game.initial_state(), []
    for pick in draw(st.lists(st.integers(0, 50), max_size=8)):
        legal = list(game.legal_moves(state))
        if not legal:
            break
        moves.append(legal[pick % len(legal)])
        state = game.apply(state, moves[-1])
    data = {"format": R.FORMAT, "version": R.VERSION, "game": game_id, "options": {},
            "start": game.state_to_text(game.initial_state()),
            "moves": [game.move_to_json(m) for m in moves], "ply": len(moves)}
    for key in draw(st.lists(st.sampled_from(sorted(data) + ["undo_steps"]), max_size=2)):
        if draw(st.booleans()):
            data.pop(key, None)
        else:
            data[key] = draw(json_values | st.integers(-3, 20) | st.text(alphabet=st.sampled_from(TRICKY), max_size=30))
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    return draw(edited(text)) if draw(st.booleans()) else text


@FAST
@given(near_records() | any_text)
@example("[" * 100_000)
@example('{"format": "boardgames-game", "version": ' + str(10**30) + "}")
@example(json.dumps({"format": R.FORMAT, "version": 1, "game": "tictactoe", "options": {}, "start": "x" * 10_000,
                     "moves": [], "ply": 0}))
@example(json.dumps({"format": R.FORMAT, "version": 1, "game": "tictactoe", "options": {},
                     "start": "........./ x", "moves": ["u" * 10_000], "ply": 0}))
@example('{"format": "boardgames-game", "version": ' + "9" * 5000 + "}")
def test_any_record_text_gives_a_record_or_a_record_error(text):
    check_record(text)


@FEW
@given(data=st.binary(max_size=200))
def test_any_record_file_gives_text_or_a_record_error(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("record") / "game.bgame"
    path.write_bytes(data)
    try:
        text = R.read_text(str(path))
    except R.RecordError as error:
        assert error.code == R.NOT_JSON
        return
    check_record(text)


# -- moves typed on the command line (boardgames play) ----------------------------------------

typed_lines = st.lists(
    st.sampled_from(["1", "2", "5", "0", "-1", "10", "x(0,0)", "o(1,1)", "3 up", "\u00b2", "\u0663", "9" * 5000,
                     "", " ", "\x00", "4"]) | st.text(max_size=12),
    max_size=12).map(lambda lines: "\n".join(lines) + "\n")
NEAR_GOAL = "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15"


@pytest.mark.parametrize("game_id", ["tictactoe", "fifteen"])
@FEW
@given(stdin=typed_lines)
@example(stdin="\u00b2\n")
def test_play_reads_any_typed_line_as_a_move_or_asks_again(game_id, stdin):
    from io import StringIO

    from boardgames.play_cli import main

    out = StringIO()
    start = ["--start", NEAR_GOAL] if game_id == "fifteen" else []
    code = main([game_id, *start], stdin=StringIO(stdin), stdout=out)
    assert code in (0, 1)  # the game ended, or the input did first
