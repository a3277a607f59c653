"""The 15-puzzle's translated sentences, built from the Qt-free modules' codes and numbers.

Every sentence goes through ``QCoreApplication.translate`` in the ``FifteenView`` context
(so the view's existing translations keep working), with ``%n`` plurals and numbers
formatted by the interface locale (:mod:`boardgames.app.i18n`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from boardgames.app.i18n import arg, decimal, number
from boardgames.core import events as ev
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.solvability import Solvability


def _tiles(values: Any) -> str:
    return ", ".join(number(v) for v in values)


def _position_texts() -> dict[str, str]:
    t = QCoreApplication.translate
    return {
        "empty": t("FifteenView", "the position is empty; type the tiles row by row, 0 for the blank"),
        "not-a-size": t("FifteenView", "'%1' is not a board size; write it as ROWSxCOLUMNS, e.g. 4x4"),
        "not-a-number": t("FifteenView", "'%1' is not a whole number; use only tile numbers and 0 "
                                         "for the blank"),
        "rows-differ": t("FifteenView", "the rows have different lengths (%1); every row needs the "
                                        "same number of tiles"),
        "not-square": t("FifteenView", "%1 numbers do not make a square board; give %2 or %3 "
                                       "numbers, or choose the board size first"),
        "size-unsupported": t("FifteenView", "a %1×%2 board is not supported; each side must be "
                                             "%3 to %4"),
        "rows-mismatch": t("FifteenView", "a %1×%2 board needs %1 rows of %2; got rows of %3"),
        "cell-count": t("FifteenView", "a %1×%2 board has %3 cells but %4 numbers were given"),
        "out-of-range": t("FifteenView", "tile %1 is out of range; a %2×%3 board uses 0 to %4"),
        "duplicate": t("FifteenView", "%1 appears more than once; each tile must appear exactly "
                                      "once"),
    }


def position_error(code: str, values: tuple[Any, ...]) -> str:
    """The translated sentence of a :class:`~..parsing.PositionError`."""
    template = _position_texts().get(code, code)
    if code == "rows-differ":
        return arg(template, _tiles(values))
    if code == "rows-mismatch":
        return arg(template, values[0], values[1], _tiles(values[2]))
    if code == "out-of-range":
        return arg(template, _tiles(values[0]), *values[1:])
    if code == "duplicate":
        return arg(template, _tiles(values[0]))
    return arg(template, *values)


def explain(v: Solvability) -> str:
    """One translated sentence explaining a solvability verdict with its numbers."""
    t = QCoreApplication.translate
    if v.even_width:
        text = (t("FifteenView", "The board has an even number of columns, so add the inversions "
                                 "and the blank's row from the bottom: %1 + %2 = %3 is odd, so it "
                                 "can be solved.") if v.solvable else
                t("FifteenView", "The board has an even number of columns, so add the inversions "
                                 "and the blank's row from the bottom: %1 + %2 = %3 is even, so it "
                                 "cannot be solved."))
        return arg(text, v.inversions, v.blank_row_from_bottom, v.total)
    text = (t("FifteenView", "The board has an odd number of columns, so only the inversions "
                             "count: %1 is even, so it can be solved.") if v.solvable else
            t("FifteenView", "The board has an odd number of columns, so only the inversions "
                             "count: %1 is odd, so it cannot be solved."))
    return arg(text, v.inversions)


def refusal(code: str, values: tuple[Any, ...]) -> str:
    """The translated sentence of a solver's refusal (:class:`~..players.SolverRefused`)."""
    t = QCoreApplication.translate
    if code == "gave-up":
        limit, unit = (tuple(values) + (None, ""))[:2]
        if limit is None:
            return t("FifteenView", "No solution found: the search gave up. Try IDA* or a better "
                                    "heuristic.")
        if unit == "moves":
            return t("FifteenView", "No solution found within %n moves. Try IDA* or a better "
                                    "heuristic.", "", int(limit))
        return arg(t("FifteenView", "No solution found: gave up after %1 nodes. Try IDA* or a "
                                    "better heuristic."), int(limit))
    if code in ("walking-distance-too-big", "pdb-too-big", "pdb-needs-4x4"):
        return arg(t("FifteenView", "This heuristic does not fit a %1×%2 board: its tables would "
                                    "be too big. Choose linear conflict."), values[0], values[1])
    if code == "out-of-time":
        return t("FifteenView", "No solution found in the time allowed.")
    if code == "solved":
        return t("FifteenView", "The puzzle is already solved.")
    if code == "not-installed":
        return t("FifteenView", "This algorithm is not installed.")
    detail = values[0] if code == "error" and values else code
    return arg(t("FifteenView", "The search stopped with an error: %1"), detail)


def progress(p: ev.SearchProgress) -> str:
    """The progress line of a running search or database build."""
    t = QCoreApplication.translate
    if p.phase == "build":
        return arg(t("FifteenView", "Building the pattern databases (only the first time): part "
                                    "%1 of %2"), max(1, p.part), p.parts or 3)
    if p.bound is not None:
        return arg(t("FifteenView", "Trying at most %1 moves: %2 nodes, %3 s"), p.bound, p.nodes,
                   decimal(p.seconds, 1))
    return arg(t("FifteenView", "%1 nodes, %2 s"), p.nodes, decimal(p.seconds, 1))


def solution_summary(length: int, seconds: float, nodes: int, optimal: bool | None) -> str:
    """"Found 15 moves (shortest possible) in 0.12 s, 1 234 nodes expanded."."""
    t = QCoreApplication.translate
    text = (t("FifteenView", "Found %1 moves (shortest possible) in %2 s, %3 nodes expanded.")
            if optimal else
            t("FifteenView", "Found %1 moves (not guaranteed shortest) in %2 s, %3 nodes "
                             "expanded."))
    return arg(text, length, decimal(seconds, 2), nodes)


def direction(move: str) -> str:
    """The translated word of a slide direction."""
    t = QCoreApplication.translate
    return {B.UP: t("FifteenView", "up"), B.DOWN: t("FifteenView", "down"),
            B.LEFT: t("FifteenView", "left"), B.RIGHT: t("FifteenView", "right")}[move]


def hint(tile: int, move: str) -> str:
    """"Hint: slide 15 left."."""
    return arg(QCoreApplication.translate("FifteenView", "Hint: slide %1 %2."), tile,
               direction(move))


def slide(tiles: list[int]) -> str:
    """The undo text of a slide of ``tiles``."""
    return arg(QCoreApplication.translate("FifteenView", "Slide %1"), _tiles(tiles))
