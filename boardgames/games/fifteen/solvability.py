"""Which positions of the sliding puzzle can be solved, and why (Qt-free).

The standard rule (Johnson and Story 1879), for a rows x cols board whose goal has the
blank in the bottom-right cell:

* an *inversion* is a pair of tiles (blank ignored) where the larger number comes first
  in row-major order;
* odd width: the position is solvable exactly when the inversion count is even;
* even width: count the blank's row from the bottom (bottom row = 1); the position is
  solvable exactly when inversions + that row is odd.

Every move keeps this quantity's parity, and exactly half of all arrangements satisfy it.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.games.fifteen.board import Board


def count_inversions(board: Board) -> int:
    """Number of pairs of tiles (not the blank) standing in the wrong order.

    O(n log n) by merge sort, so it stays fast on 8x8 boards.
    """
    tiles = [t for t in board if t != 0]

    def sort_count(seq: list[int]) -> tuple[list[int], int]:
        if len(seq) <= 1:
            return seq, 0
        mid = len(seq) // 2
        left, a = sort_count(seq[:mid])
        right, b = sort_count(seq[mid:])
        merged: list[int] = []
        count, i, j = a + b, 0, 0
        while i < len(left) and j < len(right):
            if left[i] <= right[j]:
                merged.append(left[i])
                i += 1
            else:
                merged.append(right[j])
                count += len(left) - i
                j += 1
        merged.extend(left[i:])
        merged.extend(right[j:])
        return merged, count

    return sort_count(tiles)[1]


@dataclass(frozen=True)
class Solvability:
    """The verdict of the solvability rule and the numbers behind it.

    Attributes:
        solvable: whether the goal can be reached.
        inversions: the inversion count.
        blank_row_from_bottom: the blank's row counted from the bottom, 1-based.
        even_width: True when the rule also uses the blank's row.
    """

    solvable: bool
    inversions: int
    blank_row_from_bottom: int
    even_width: bool

    @property
    def total(self) -> int:
        """The number whose parity decides: the inversions, plus the blank's row on even
        widths."""
        return self.inversions + (self.blank_row_from_bottom if self.even_width else 0)


def solvability(board: Board, rows: int, cols: int) -> Solvability:
    """Apply the rule to ``board`` (a tuple of rows*cols ints, 0 = blank)."""
    inversions = count_inversions(board)
    blank_row_from_bottom = rows - board.index(0) // cols
    if cols % 2 == 1:
        solvable = inversions % 2 == 0
    else:
        solvable = (inversions + blank_row_from_bottom) % 2 == 1
    return Solvability(solvable, inversions, blank_row_from_bottom, cols % 2 == 0)


def is_solvable(board: Board, rows: int, cols: int) -> bool:
    """Shortcut for ``solvability(board, rows, cols).solvable``."""
    return solvability(board, rows, cols).solvable
