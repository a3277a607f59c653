"""The "show thinking" labels of the free cells (Qt, for the translated words)."""

from __future__ import annotations

from boardgames.core.gametree import TreeSearchResult as SearchResult
from boardgames.games.tictactoe.board import EMPTY, Board, Geometry, X, to_bitboards
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.ui.texts import cell_label


def thinking_labels(geo: Geometry, board: Board, mark: int,
                    analysis: SearchResult | None) -> dict[int, tuple[str, str]]:
    """Labels ``cell -> (text, kind)`` of the free cells for ``mark`` to move: on 3x3 the
    perfect-play value from the solved table ("win in 2", "draw", "loss in 1"); on larger
    boards the scores of ``analysis`` (the depth it reached; a refuted move shows only a
    bound, ``≤``), none while it is ``None``."""
    if geo.cells == 9:
        x_mask, o_mask = to_bitboards(board)
        me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
        scores = solved_table().move_scores(me, them)
        return {cell: label for cell, score in scores.items() if (label := cell_label(score, True, True))}
    if analysis is None:
        return {}
    labels = {}
    for cell, score in analysis.scores.items():
        label = cell_label(score, analysis.exact.get(cell, False), False)
        if board[cell] == EMPTY and label is not None:
            labels[cell] = label
    return labels
