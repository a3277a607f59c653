"""The 15-puzzle's translated sentences, built from the Qt-free modules' codes and numbers.

Every template is marked with ``QT_TRANSLATE_NOOP`` in the ``FifteenView`` context (so the
view's existing translations keep working) and translated when used, with ``%n`` plurals
and numbers formatted by the interface locale (:mod:`boardgames.kit.i18n`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from boardgames.core import events as ev
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.games.fifteen.messages import solvability_sentence
from boardgames.games.fifteen.solvability import Solvability
from boardgames.kit.i18n import arg, decimal, number

CONTEXT = "FifteenView"

_POSITION = {
    "empty": QT_TRANSLATE_NOOP(
        "FifteenView", "the position is empty; type the tiles row by row, 0 for the blank"),
    "not-a-size": QT_TRANSLATE_NOOP(
        "FifteenView", "'%1' is not a board size; write it as ROWSxCOLUMNS, e.g. 4x4"),
    "not-a-number": QT_TRANSLATE_NOOP(
        "FifteenView", "'%1' is not a whole number; use only tile numbers and 0 for the blank"),
    "rows-differ": QT_TRANSLATE_NOOP(
        "FifteenView", "the rows have different lengths (%1); every row needs the same number "
                       "of tiles"),
    "not-square": QT_TRANSLATE_NOOP(
        "FifteenView", "%1 numbers do not make a square board; give %2 or %3 numbers, or "
                       "choose the board size first"),
    "size-unsupported": QT_TRANSLATE_NOOP(
        "FifteenView", "a %1×%2 board is not supported; each side must be %3 to %4"),
    "rows-mismatch": QT_TRANSLATE_NOOP(
        "FifteenView", "a %1×%2 board needs %1 rows of %2; got rows of %3"),
    "cell-count": QT_TRANSLATE_NOOP(
        "FifteenView", "a %1×%2 board has %3 cells but %4 numbers were given"),
    "out-of-range": QT_TRANSLATE_NOOP(
        "FifteenView", "tile %1 is out of range; a %2×%3 board uses 0 to %4"),
    "duplicate": QT_TRANSLATE_NOOP(
        "FifteenView", "%1 appears more than once; each tile must appear exactly once"),
}

_REFUSALS = {
    "gave-up": QT_TRANSLATE_NOOP(
        "FifteenView", "No solution found: the search gave up. Try IDA* or a better heuristic."),
    "gave-up-nodes": QT_TRANSLATE_NOOP(
        "FifteenView", "No solution found: gave up after %1 nodes. Try IDA* or a better "
                       "heuristic."),
    "too-big": QT_TRANSLATE_NOOP(
        "FifteenView", "This heuristic does not fit a %1×%2 board: its tables would be too "
                       "big. Choose linear conflict."),
    "out-of-time": QT_TRANSLATE_NOOP("FifteenView", "No solution found in the time allowed."),
    "solved": QT_TRANSLATE_NOOP("FifteenView", "The puzzle is already solved."),
    "not-installed": QT_TRANSLATE_NOOP("FifteenView", "This algorithm is not installed."),
    "error": QT_TRANSLATE_NOOP("FifteenView", "The search stopped with an error: %1"),
}

_BUILDING = QT_TRANSLATE_NOOP(
    "FifteenView", "Building the pattern databases (only the first time): part %1 of %2, %3%")
_BUILT_FIRST = QT_TRANSLATE_NOOP("FifteenView", "%1 (Pattern databases built first in %2 s.)")
_COMPILING = QT_TRANSLATE_NOOP(
    "FifteenView", "Preparing the search (compiled only the first time after installing)…")
_BACKGROUND = QT_TRANSLATE_NOOP(
    "FifteenView", "Preparing the solver: building pattern databases… %1%")
_BACKGROUND_DONE = QT_TRANSLATE_NOOP(
    "FifteenView", "The solver's pattern databases are ready (built in %1 s).")
_TRYING = QT_TRANSLATE_NOOP("FifteenView", "Trying at most %1 moves: %2 nodes, %3 s")
_NODES = QT_TRANSLATE_NOOP("FifteenView", "%1 nodes, %2 s")
_ANYTIME = QT_TRANSLATE_NOOP("FifteenView", "best so far: %1 · lower bound %2 · searching… (%3 s)")
_FOUND_ANYTIME = QT_TRANSLATE_NOOP(
    "FifteenView", "Found %1 in %2 s (lower bound %3; not guaranteed shortest).")
_FOUND_ANYTIME_OPTIMAL = QT_TRANSLATE_NOOP(
    "FifteenView", "Found %1 (shortest possible) in %2 s.")
_CONTINUED_SHORTER = QT_TRANSLATE_NOOP(
    "FifteenView", "The search ended with %1 (lower bound %2); the board played the %3 "
                   "it started.")
_CONTINUED_SAME = QT_TRANSLATE_NOOP(
    "FifteenView", "The search ended: nothing shorter than the %1 being played (lower "
                   "bound %2).")
_CONTINUED_OPTIMAL = QT_TRANSLATE_NOOP(
    "FifteenView", "The search ended: the %1 being played are the shortest possible.")
_FOUND_OPTIMAL = QT_TRANSLATE_NOOP(
    "FifteenView", "Found %1 (shortest possible) in %2 s, %3 nodes expanded.")
_FOUND = QT_TRANSLATE_NOOP(
    "FifteenView", "Found %1 (not guaranteed shortest) in %2 s, %3 nodes expanded.")
_SLIDE = QT_TRANSLATE_NOOP("FifteenView", "Slide %1")


class FifteenPlurals(QObject):
    """The plural templates (``%n``) of this module: lupdate sees plural forms only in the
    ``tr`` calls of a class, so each one is written out here."""

    def moves(self, count: int) -> str:
        return self.tr("%n moves", "", count)

    def gave_up_within(self, moves: int) -> str:
        return self.tr("No solution found within %n moves. Try IDA* or a better heuristic.",
                       "", moves)


def _tr(template: str) -> str:
    return QCoreApplication.translate(CONTEXT, template)


def _tiles(values: Any) -> str:
    return ", ".join(number(v) for v in values)


def position_error(code: str, values: tuple[Any, ...]) -> str:
    """The translated sentence of a :class:`~..parsing.PositionError`."""
    template = _tr(_POSITION[code]) if code in _POSITION else code
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
    """One translated sentence explaining a solvability verdict with its numbers (the
    command line prints the same sentence in English: :func:`.messages.solvability_text`)."""
    template, values = solvability_sentence(v)
    return arg(_tr(template), *values)


def refusal(code: str, values: tuple[Any, ...]) -> str:
    """The translated sentence of a solver's refusal (:class:`~..players.SolverRefused`)
    or of a search that could not run (``"error"`` with the error's text)."""
    if code == "gave-up":
        limit, unit = (tuple(values) + (None, ""))[:2]
        if limit is None:
            return _tr(_REFUSALS["gave-up"])
        if unit == "moves":
            moves = int(limit)
            return FifteenPlurals().gave_up_within(moves)
        return arg(_tr(_REFUSALS["gave-up-nodes"]), int(limit))
    if code in ("walking-distance-too-big", "pdb-too-big", "pdb-needs-4x4"):
        return arg(_tr(_REFUSALS["too-big"]), values[0], values[1])
    if code in ("out-of-time", "solved", "not-installed"):
        return _tr(_REFUSALS[code])
    detail = values[0] if code == "error" and values else code
    return arg(_tr(_REFUSALS["error"]), detail)


def progress(p: ev.SearchProgress) -> str:
    """The progress line of a running search, database build or compiling."""
    if p.phase == "build":
        return arg(_tr(_BUILDING), max(1, p.part), p.parts or 3, percent(p.fraction))
    if p.phase == "compile":
        return _tr(_COMPILING)
    if p.best_so_far is not None:
        return arg(_tr(_ANYTIME), FifteenPlurals().moves(p.best_so_far), p.lower_bound or 0,
                   decimal(p.seconds, 1))
    if p.bound is not None:
        return arg(_tr(_TRYING), p.bound, p.nodes, decimal(p.seconds, 1))
    return arg(_tr(_NODES), p.nodes, decimal(p.seconds, 1))


def percent(fraction: float | None) -> int:
    """A fraction 0.0-1.0 as a whole percentage (0-100)."""
    return max(0, min(100, int((fraction or 0.0) * 100)))


def with_build(summary: str, build_seconds: float) -> str:
    """``summary`` followed by the time a database build took before the search (as is
    when nothing was built)."""
    if build_seconds <= 0:
        return summary
    return arg(_tr(_BUILT_FIRST), summary, decimal(build_seconds, 1))


def background_build(fraction: float | None) -> str:
    """The status-bar line of the app's background build: "... 40%"."""
    return arg(_tr(_BACKGROUND), percent(fraction))


def background_done(seconds: float) -> str:
    """The status-bar line once the background build has finished."""
    return arg(_tr(_BACKGROUND_DONE), decimal(seconds, 1))


def continued_result(length: int, played: int, lower_bound: int, optimal: bool) -> str:
    """The end of a search that went on while its earlier best was played."""
    plurals = FifteenPlurals()
    if length < played:
        return arg(_tr(_CONTINUED_SHORTER), plurals.moves(length), lower_bound,
                   plurals.moves(played))
    if optimal:
        return arg(_tr(_CONTINUED_OPTIMAL), plurals.moves(played))
    return arg(_tr(_CONTINUED_SAME), plurals.moves(played), lower_bound)


def anytime_summary(length: int, seconds: float, lower_bound: int, optimal: bool) -> str:
    """"Found 120 moves in 10.0 s (lower bound 88; not guaranteed shortest)."."""
    if optimal:
        return arg(_tr(_FOUND_ANYTIME_OPTIMAL), FifteenPlurals().moves(length), decimal(seconds, 1))
    return arg(_tr(_FOUND_ANYTIME), FifteenPlurals().moves(length), decimal(seconds, 1), lower_bound)


def solution_summary(length: int, seconds: float, nodes: int, optimal: bool | None) -> str:
    """"Found 15 moves (shortest possible) in 0.12 s, 1 234 nodes expanded."."""
    return arg(_tr(_FOUND_OPTIMAL if optimal else _FOUND), FifteenPlurals().moves(length),
               decimal(seconds, 2), nodes)


def slide(tiles: list[int]) -> str:
    """The undo text of a slide of ``tiles``."""
    return arg(_tr(_SLIDE), _tiles(tiles))
