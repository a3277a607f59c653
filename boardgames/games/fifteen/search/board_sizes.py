"""Which searches a board size takes, without importing them (Qt-free, numpy-free).

The 15-puzzle page asks these questions while it is built in the GUI thread; the search
modules that used to answer them import numpy and the compiled searches (0.2-0.5 s, several
seconds with a cold disk), during which the window froze. This module imports nothing of
them, so the page can ask at once and leave the imports to its background worker.
"""

from __future__ import annotations

__all__ = ["is_large", "size_for"]


def is_large(rows: int, cols: int) -> bool:
    """True for the boards the anytime machinery is for: larger than 4x4 on a side and
    more than 12 cells (smaller ones are solved optimally at once)."""
    return max(rows, cols) > 4 and rows * cols > 12


def size_for(rows: int, cols: int) -> tuple[int, int]:
    """The board size ``(rows, cols)`` whose searches solving a rows x cols board runs:
    its own above 4x4, else (4, 4) (every board up to 4x4 runs the same ones)."""
    return (rows, cols) if is_large(rows, cols) else (4, 4)
