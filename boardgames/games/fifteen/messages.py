"""English sentences for the 15-puzzle's codes, for the command line and logs (Qt-free).

The Qt-free modules hand out codes and numbers (:class:`~.parsing.PositionError`,
:class:`~.solvability.Solvability`, :class:`~.search.result.SearchResult`,
:class:`~.search.common.SearchRefused`); the GUI translates them itself (in
``ui/texts.py``), and the command line prints the English built here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.games.fifteen.solvability import Solvability


def _joined(values: Iterable[Any]) -> str:
    return ", ".join(str(v) for v in values)


def _tile(value: int) -> str:
    return "the blank (0)" if value == 0 else str(value)


def _duplicate(dups: tuple[int, ...], missing: tuple[int, ...]) -> str:
    text = f"{', '.join(_tile(v) for v in dups)} appears more than once"
    if missing:
        text += f" and {_joined(missing)} is missing"
    return text + "; each tile must appear exactly once"


_POSITION: dict[str, Callable[..., str]] = {
    "empty": lambda: "the position is empty; type the tiles row by row, 0 for the blank",
    "not-a-size": lambda text: (f"'{text}' is not a board size; write it as ROWSxCOLUMNS, "
                                "e.g. 4x4 or 3x5"),
    "not-a-number": lambda token: (f"'{token}' is not a whole number; use only tile numbers "
                                   "and 0 for the blank"),
    "rows-differ": lambda *lengths: (f"the rows have different lengths ({_joined(lengths)}); "
                                     "every row needs the same number of tiles"),
    "not-square": lambda n, below, above: (f"{n} numbers do not make a square board; give "
                                           f"{below} or {above} numbers, or say the size "
                                           "(e.g. 3x5)"),
    "size-unsupported": lambda rows, cols, low, high: (f"a {rows}x{cols} board is not "
                                                       f"supported; each side must be {low} "
                                                       f"to {high}"),
    "rows-mismatch": lambda rows, cols, lengths: (f"a {rows}x{cols} board needs {rows} rows "
                                                  f"of {cols}; got rows of {_joined(lengths)}"),
    "cell-count": lambda rows, cols, cells, n: (f"a {rows}x{cols} board has {cells} cells but "
                                                f"{n} numbers were given"),
    "out-of-range": lambda tiles, rows, cols, top: (f"tile {_joined(tiles)} is out of range; a "
                                                    f"{rows}x{cols} board uses 0 to {top}"),
    "duplicate": _duplicate,
}


def position_error(code: str, values: tuple[Any, ...]) -> str:
    """The English sentence of a :class:`~.parsing.PositionError` code."""
    build = _POSITION.get(code)
    return build(*values) if build is not None else f"{code} {_joined(values)}".strip()


# The rule that decides a verdict, in the words of the app and the command line (the GUI
# translates them in context "FifteenView"): %1 the inversions, %2 the blank's row from
# the bottom, %3 their sum.
_EVEN_SOLVABLE = QT_TRANSLATE_NOOP(
    "FifteenView", "The board has an even number of columns, so add the inversions and the "
                   "blank's row from the bottom: %1 + %2 = %3 is odd, so it can be solved.")
_EVEN_UNSOLVABLE = QT_TRANSLATE_NOOP(
    "FifteenView", "The board has an even number of columns, so add the inversions and the "
                   "blank's row from the bottom: %1 + %2 = %3 is even, so it cannot be solved.")
_ODD_SOLVABLE = QT_TRANSLATE_NOOP(
    "FifteenView", "The board has an odd number of columns, so only the inversions count: "
                   "%1 is even, so it can be solved.")
_ODD_UNSOLVABLE = QT_TRANSLATE_NOOP(
    "FifteenView", "The board has an odd number of columns, so only the inversions count: "
                   "%1 is odd, so it cannot be solved.")


def solvability_sentence(verdict: Solvability) -> tuple[str, tuple[int, ...]]:
    """The English template (``%1``...) of the rule that decides ``verdict``, and its
    numbers: ``(inversions, blank's row from the bottom, sum)`` on a board of even
    width, ``(inversions,)`` on one of odd width."""
    if verdict.even_width:
        return (_EVEN_SOLVABLE if verdict.solvable else _EVEN_UNSOLVABLE,
                (verdict.inversions, verdict.blank_row_from_bottom, verdict.total))
    return _ODD_SOLVABLE if verdict.solvable else _ODD_UNSOLVABLE, (verdict.inversions,)


def solvability_text(verdict: Solvability) -> str:
    """One English sentence explaining a solvability verdict (the rule and its numbers),
    the app's sentence before translation."""
    template, values = solvability_sentence(verdict)
    for index, value in enumerate(values, 1):
        template = template.replace(f"%{index}", str(value))
    return template


def gave_up(limit: int, unit: str = "nodes") -> str:
    """``"gave up after 2,000,000 nodes"`` (unit ``"nodes"``) or ``"gave up: no solution
    within 80 moves"`` (unit ``"moves"``)."""
    if unit == "moves":
        return f"gave up: no solution within {limit} moves"
    return f"gave up after {limit:,} nodes"


_REFUSAL: dict[str, Callable[..., str]] = {
    "unknown-algorithm": lambda name, known: (f"unknown algorithm '{name}'; choose one of: "
                                              f"auto, {_joined(known)}"),
    "unknown-heuristic": lambda name, known: (f"unknown heuristic '{name}'; choose one of: "
                                              f"auto, {_joined(known)}"),
    "not-installed": lambda name: (f"{name} is not installed (module search/engines/ida_pdb.py is "
                                   "missing)"),
    "pdb-needs-4x4": lambda rows, cols: (f"IDA* with pattern databases works on 4x4 boards "
                                         f"only, not {rows}x{cols}; choose ida* with "
                                         "linear-conflict"),
    "walking-distance-too-big": lambda rows, cols: (f"walking distance is not available on a "
                                                    f"{rows}x{cols} board: its tables would be "
                                                    "too big; use linear-conflict instead"),
    "pdb-too-big": lambda rows, cols, cells: (f"pattern databases are made for boards of at "
                                              f"most {cells} cells; a {rows}x{cols} board has "
                                              f"{rows * cols}"),
}


def refusal(code: str, values: tuple[Any, ...]) -> str:
    """The English sentence of a :class:`~.search.common.SearchRefused` code."""
    build = _REFUSAL.get(code)
    return build(*values) if build is not None else f"{code} {_joined(values)}".strip()
