"""Reading a position typed by a person (Qt-free).

Accepted forms, 0 (or ``_``/``.``) for the blank:

* flat list: ``5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12`` or with commas;
* rows separated by ``/``, ``;`` or new lines: ``5 1 7 3 / 9 2 11 4 / ...``;
* the challenge's 2-D array: ``([5,1,7,3],[9,2,11,4],[13,6,15,8],[0,10,14,12])``.

Errors are the core's :class:`~boardgames.core.game.PositionError` with one of the codes
below and its numbers; the GUI turns them into a translated sentence, and ``str()`` gives
the English one (command line, logs) from :mod:`boardgames.games.fifteen.messages`.
"""

from __future__ import annotations

import math
import re
from typing import Any

from boardgames.core.game import PositionError
from boardgames.games.fifteen.board import MAX_SIDE, MIN_SIDE, Board

#: Codes of the :class:`~boardgames.core.game.PositionError` raised here and the meaning
#: of its ``values``.
EMPTY = "empty"                    # ()
NOT_A_SIZE = "not-a-size"          # (text, cut to 40 characters)
NOT_A_NUMBER = "not-a-number"      # (token, cut to 40 characters; also a number of over 30 digits)
ROWS_DIFFER = "rows-differ"        # (length of row 1, length of row 2, ...)
NOT_SQUARE = "not-square"          # (numbers given, the square below, the square above)
SIZE_UNSUPPORTED = "size-unsupported"  # (rows, cols, smallest side, largest side)
ROWS_MISMATCH = "rows-mismatch"    # (rows, cols, (length of each row typed, ...))
CELL_COUNT = "cell-count"          # (rows, cols, cells, numbers given)
OUT_OF_RANGE = "out-of-range"      # ((tiles out of range, at most 5), rows, cols, largest tile)
DUPLICATE = "duplicate"            # ((tiles seen twice, at most 5), (tiles missing, at most 5))


def _refused(code: str, values: tuple[Any, ...] = ()) -> PositionError:
    """The :class:`~boardgames.core.game.PositionError` of ``code`` (one of the codes above)
    with its English sentence (:func:`~.messages.position_error`)."""
    from boardgames.games.fifteen.messages import position_error

    return PositionError(code, values, position_error(code, values))


_BLANK_WORDS = {"_", ".", "-"}
#: Digits a tile number may have (leading zeros aside); longer numbers are not read as
#: numbers at all (Python refuses to convert thousands of digits, and no message should
#: repeat them).
_MAX_DIGITS = 30
#: Characters of a typed token repeated in a message; longer tokens are cut with "…".
_MAX_SHOWN = 40
#: Minus signs a person may paste instead of ASCII "-" (minus sign, en dash, small and
#: full-width hyphen-minus): a negative tile is out of range, whichever sign it has.
_MINUS_SIGNS = str.maketrans({"\u2212": "-", "\u2013": "-", "\ufe63": "-", "\uff0d": "-"})


def parse_size(text: str) -> tuple[int, int]:
    """Parse ``"4x4"`` / ``"3x5"`` / ``"3"`` (square) into ``(rows, cols)``.

    Raises:
        PositionError: ``not-a-size`` if the text is not a size, ``size-unsupported`` if
            a side is outside 2..8.
    """
    m = re.fullmatch(r"\s*(\d+)\s*(?:[xX×*]\s*(\d+))?\s*", text or "")
    if not m or any(len(g.lstrip("0")) > _MAX_DIGITS for g in m.groups() if g):
        raise _refused(NOT_A_SIZE, (_shown(text),))
    rows = int(m.group(1))
    cols = int(m.group(2)) if m.group(2) else rows
    _check_sides(rows, cols)
    return rows, cols


def _check_sides(rows: int, cols: int) -> None:
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise _refused(SIZE_UNSUPPORTED, (rows, cols, MIN_SIDE, MAX_SIDE))


def _tokens(text: str) -> list[list[str]]:
    """Split into rows of tokens. One row means a flat list."""
    body = text.strip()
    bracketed = re.findall(r"\[([^\[\]]*)\]", body)
    if bracketed and re.sub(r"\[[^\[\]]*\]|[\s,()\[\]]", "", body) == "":
        rows = bracketed
    else:
        rows = [r for r in re.split(r"[/;\n|]", body) if r.strip()]
    return [[t for t in re.split(r"[\s,()\[\]]+", row) if t] for row in rows]


def _numbers(rows_tokens: list[list[str]]) -> list[int]:
    values: list[int] = []
    for row in rows_tokens:
        for token in row:
            signed = token.translate(_MINUS_SIGNS)
            if token in _BLANK_WORDS:
                values.append(0)
            elif re.fullmatch(r"[+-]?\d+", signed) and len(digits := signed.lstrip("+-").lstrip("0")) <= _MAX_DIGITS:
                values.append(-int(digits or "0") if signed.startswith("-") else int(digits or "0"))
            else:
                raise _refused(NOT_A_NUMBER, (_shown(token),))
    return values


def _shown(token: str) -> str:
    """``token`` as a message repeats it: at most :data:`_MAX_SHOWN` characters."""
    return token if len(token) <= _MAX_SHOWN else token[:_MAX_SHOWN - 1] + "…"


def _size_of(rows_tokens: list[list[str]], n: int, size: tuple[int, int] | None,
             flat_size: tuple[int, int] | None) -> tuple[int, int]:
    """The board size: given, the chosen one for a flat list that fits it, the rows
    typed, or the square a flat list makes."""
    if size is None and flat_size is not None and len(rows_tokens) == 1 \
            and n == flat_size[0] * flat_size[1]:
        size = flat_size
    if size is not None:
        return size
    if len(rows_tokens) > 1:
        lengths = {len(r) for r in rows_tokens}
        if len(lengths) != 1:
            raise _refused(ROWS_DIFFER, tuple(len(r) for r in rows_tokens))
        return len(rows_tokens), lengths.pop()
    side = math.isqrt(n)
    if side * side != n:
        raise _refused(NOT_SQUARE, (n, side * side, (side + 1) ** 2))
    return side, side


def _check_tiles(values: list[int], rows: int, cols: int) -> None:
    n = len(values)
    if n != rows * cols:
        raise _refused(CELL_COUNT, (rows, cols, rows * cols, n))
    out_of_range = sorted({v for v in values if not 0 <= v < n})
    if out_of_range:
        raise _refused(OUT_OF_RANGE, (tuple(out_of_range[:5]), rows, cols, n - 1))
    seen: set[int] = set()
    duplicates = sorted({v for v in values if v in seen or seen.add(v)})  # type: ignore[func-returns-value]
    if duplicates:
        missing = sorted(set(range(n)) - set(values))
        raise _refused(DUPLICATE, (tuple(duplicates[:5]), tuple(missing[:5])))


def parse_position(text: str, size: tuple[int, int] | None = None,
                   flat_size: tuple[int, int] | None = None) -> tuple[Board, int, int]:
    """Parse a typed position.

    Args:
        text: the position in one of the forms above.
        size: ``(rows, cols)`` when known; otherwise the rows typed decide it, and a flat
            list must have a square number of cells.
        flat_size: ``(rows, cols)`` to use for a flat list with exactly ``rows * cols``
            numbers when ``size`` is not given (the board size the user has chosen).

    Returns:
        ``(board, rows, cols)`` with ``board`` a tuple of ``rows * cols`` ints.

    Raises:
        PositionError: empty text, a token that is not a whole number, rows of different
            lengths, the wrong number of cells, out-of-range, duplicate or missing tiles,
            or an unsupported size (see the codes above). Solvability is *not* checked.
    """
    if not text or not text.strip():
        raise _refused(EMPTY)
    rows_tokens = _tokens(text)
    values = _numbers(rows_tokens)
    rows, cols = _size_of(rows_tokens, len(values), size, flat_size)
    _check_sides(rows, cols)
    if size is not None and len(rows_tokens) > 1:
        lengths = tuple(len(r) for r in rows_tokens)
        if len(rows_tokens) != rows or any(length != cols for length in lengths):
            raise _refused(ROWS_MISMATCH, (rows, cols, lengths))
    _check_tiles(values, rows, cols)
    return tuple(values), rows, cols


def board_text(board: Board, cols: int) -> str:
    """``board`` written row by row (``"1 2 3 / 4 5 6 / 7 8 0"``), a form
    :func:`parse_position` reads back with its size."""
    rows = [board[i:i + cols] for i in range(0, len(board), cols)]
    return " / ".join(" ".join(str(t) for t in row) for row in rows)
