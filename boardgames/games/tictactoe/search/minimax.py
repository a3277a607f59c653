"""Plain minimax over the whole game tree (von Neumann 1928; Shannon 1950), in negamax form.

Every position below the root is visited, none is remembered, nothing is pruned: the
search is the textbook baseline the others are compared with. From the empty 3x3 board it
visits 549,946 nodes: every node of the game tree, the root included, where a game stops
at a win or a full board.
"""

from __future__ import annotations

import time

from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.search.common import check_exact_size, require_line_table, single_bits
from boardgames.games.tictactoe.search.scores import INF, WIN, SearchResult

#: Nodes of the full 3x3 game tree counted this way (root included, games stop at wins).
FULL_TREE_NODES_3X3 = 549_946


def minimax(geo: Geometry, me: int, them: int) -> SearchResult:
    """Score every legal move of the position ``(me, them)`` by plain minimax.

    Args:
        geo: the board geometry (3x3 only: larger trees are far too big).
        me, them: bitboards of the side to move and of the other side.

    Returns:
        A :class:`SearchResult` with the exact depth-adjusted score of every free cell,
        all best cells, and the node count (the root is one node). A position that is
        already over (a line or a full board) gives no moves.

    Raises:
        ValueError: if the board is larger than 3x3.
    """
    check_exact_size(geo)
    start = time.perf_counter()
    has_line = require_line_table(geo)
    full = geo.full
    cell_bits = single_bits(geo)
    nodes = 0

    def node(me: int, them: int, ply: int) -> int:
        # ``them`` has just moved; returns the root-relative score for ``me``.
        nonlocal nodes
        nodes += 1
        if has_line[them]:
            return ply - WIN
        occupied = me | them
        if occupied == full:
            return 0
        best = -INF
        for bit in cell_bits:
            if not occupied & bit:
                value = -node(them, me | bit, ply + 1)
                if value > best:
                    best = value
        return best

    result = SearchResult()
    nodes = 1
    occupied = me | them
    if not has_line[them] and not has_line[me] and occupied != full:
        for cell, bit in enumerate(cell_bits):
            if not occupied & bit:
                result.scores[cell] = -node(them, me | bit, 1)
                result.exact[cell] = True
    if result.scores:
        best = max(result.scores.values())
        result.best_moves = [c for c, v in result.scores.items() if v == best]
    result.nodes = nodes
    result.millis = (time.perf_counter() - start) * 1000
    return result
