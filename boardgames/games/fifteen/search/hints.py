"""Hints for the player (Qt-free): the first move of a solution from the current position."""

from __future__ import annotations

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import Board, is_goal
from boardgames.games.fifteen.search.anytime import is_large, solve_anytime
from boardgames.games.fifteen.search.common import check_board
from boardgames.games.fifteen.search.laboratory import solve
from boardgames.games.fifteen.search.result import SOLVED

__all__ = ["HINT_SECONDS", "next_move_hint"]

#: Seconds the anytime solver looks for a hint on boards above 16 cells.
HINT_SECONDS = 1.0


def next_move_hint(board: Board, rows: int, cols: int,
                   budget: Budget = NO_LIMIT) -> str | None:
    """The first move of an optimal solution (a direction word), or ``None`` when the board
    is solved, unsolvable or the search was stopped by ``budget`` (its cancel, or its
    seconds for the optimal search up to 4x4).

    Uses ``solve(..., "auto")`` up to 4x4 (and 12 cells); on larger boards the first move of the
    anytime solver's best solution after :data:`HINT_SECONDS` (not necessarily optimal).

    Raises:
        ValueError: for a malformed board.
    """
    board = check_board(board, rows, cols)
    if is_goal(board):
        return None
    if is_large(rows, cols):
        best = solve_anytime(board, rows, cols, time_limit=HINT_SECONDS, budget=budget)
        return best.moves[0] if best.moves and best.status == SOLVED else None
    result = solve(board, rows, cols, budget=budget)
    return result.moves[0] if result.solved and result.moves else None
