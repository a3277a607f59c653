"""Reading a position typed by a person (Qt-free).

Accepted forms, 0 (or ``_``/``.``) for the blank:

* flat list: ``5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12`` or with commas;
* rows separated by ``/``, ``;`` or new lines: ``5 1 7 3 / 9 2 11 4 / ...``;
* the challenge's 2-D array: ``([5,1,7,3],[9,2,11,4],[13,6,15,8],[0,10,14,12])``.

Errors are :class:`PositionError` with one sentence that names the problem and the fix.
"""

from __future__ import annotations

import math
import re

from boardgames.games.fifteen.board import MAX_SIDE, MIN_SIDE, Board


class PositionError(ValueError):
    """A typed position is not a valid board; ``str()`` is one sentence for the user."""


_BLANK_WORDS = {"_", ".", "-"}


def parse_size(text: str) -> tuple[int, int]:
    """Parse ``"4x4"`` / ``"3x5"`` / ``"3"`` (square) into ``(rows, cols)``.

    Raises:
        PositionError: if the text is not a size or the size is outside 2..8.
    """
    m = re.fullmatch(r"\s*(\d+)\s*(?:[xX×*]\s*(\d+))?\s*", text or "")
    if not m:
        raise PositionError(f"'{text}' is not a board size; write it as ROWSxCOLUMNS, e.g. 4x4 or 3x5")
    rows = int(m.group(1))
    cols = int(m.group(2)) if m.group(2) else rows
    for value in (rows, cols):
        if not MIN_SIDE <= value <= MAX_SIDE:
            raise PositionError(
                f"a {rows}x{cols} board is not supported; each side must be {MIN_SIDE} to {MAX_SIDE}"
            )
    return rows, cols


def _tokens(text: str) -> list[list[str]]:
    """Split into rows of tokens. One row means a flat list."""
    body = text.strip()
    bracketed = re.findall(r"\[([^\[\]]*)\]", body)
    if bracketed and re.sub(r"\[[^\[\]]*\]|[\s,()\[\]]", "", body) == "":
        rows = bracketed
    else:
        rows = [r for r in re.split(r"[/;\n|]", body) if r.strip()]
    return [[t for t in re.split(r"[\s,()\[\]]+", row) if t] for row in rows]


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
            or an unsupported size. Solvability is *not* checked here.
    """
    if not text or not text.strip():
        raise PositionError("the position is empty; type the tiles row by row, 0 for the blank")
    rows_tokens = _tokens(text)
    values: list[int] = []
    for row in rows_tokens:
        for token in row:
            if token in _BLANK_WORDS:
                values.append(0)
                continue
            if not re.fullmatch(r"[+-]?\d+", token):
                raise PositionError(f"'{token}' is not a whole number; use only tile numbers and 0 for the blank")
            values.append(int(token))
    n = len(values)
    if size is None and flat_size is not None and len(rows_tokens) == 1 \
            and n == flat_size[0] * flat_size[1]:
        size = flat_size
    if size is not None:
        rows, cols = size
    elif len(rows_tokens) > 1:
        lengths = {len(r) for r in rows_tokens}
        if len(lengths) != 1:
            raise PositionError(
                "the rows have different lengths ("
                + ", ".join(str(len(r)) for r in rows_tokens)
                + "); every row needs the same number of tiles"
            )
        rows, cols = len(rows_tokens), lengths.pop()
    else:
        side = math.isqrt(n)
        if side * side != n:
            raise PositionError(
                f"{n} numbers do not make a square board; give {side * side} or "
                f"{(side + 1) ** 2} numbers, or say the size (e.g. 3x5)"
            )
        rows = cols = side
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise PositionError(
            f"a {rows}x{cols} board is not supported; each side must be {MIN_SIDE} to {MAX_SIDE}"
        )
    if size is not None and len(rows_tokens) > 1:
        lengths = [len(r) for r in rows_tokens]
        if len(rows_tokens) != rows or any(length != cols for length in lengths):
            raise PositionError(
                f"a {rows}x{cols} board needs {rows} rows of {cols}; got rows of "
                + ", ".join(str(x) for x in lengths)
            )
    if n != rows * cols:
        raise PositionError(
            f"a {rows}x{cols} board has {rows * cols} cells but {n} numbers were given"
        )
    out_of_range = sorted({v for v in values if not 0 <= v < n})
    if out_of_range:
        shown = ", ".join(str(v) for v in out_of_range[:5])
        raise PositionError(f"tile {shown} is out of range; a {rows}x{cols} board uses 0 to {n - 1}")
    seen: set[int] = set()
    duplicates = sorted({v for v in values if v in seen or seen.add(v)})
    if duplicates:
        shown = ", ".join("the blank (0)" if v == 0 else str(v) for v in duplicates[:5])
        missing = sorted(set(range(n)) - set(values))
        raise PositionError(
            f"{shown} appears more than once"
            + (f" and {', '.join(str(v) for v in missing[:5])} is missing" if missing else "")
            + "; each tile must appear exactly once"
        )
    return tuple(values), rows, cols
