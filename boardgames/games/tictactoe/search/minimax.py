"""Plain minimax over the whole game tree (von Neumann 1928; Shannon 1950), in negamax form:
the course's rung 6, kept apart from the core alpha-beta because it must not prune.

Every position below the root is visited, none is remembered, nothing is pruned: the
search is the textbook baseline the others are compared with. From the empty 3x3 board it
visits 549,946 nodes: every node of the game tree, the root included, where a game stops
at a win or a full board. Scores follow :mod:`boardgames.core.gametree`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from boardgames.core.gametree import INF, WIN, TreeSearchResult
from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.search.common import check_exact_size, require_line_table, single_bits

#: Nodes of the full 3x3 game tree counted this way (root included, games stop at wins).
FULL_TREE_NODES_3X3 = 549_946


def minimax(geo: Geometry, me: int, them: int) -> TreeSearchResult[int]:
    """Score every legal move of the position ``(me, them)`` by plain minimax.

    Args:
        geo: the board geometry (3x3 only: larger trees are far too big).
        me, them: bitboards of the side to move and of the other side.

    Returns:
        A :class:`~boardgames.core.gametree.TreeSearchResult` with the exact
        depth-adjusted score of every free cell, all best cells, and the node count (the
        root is one node). A position that is already over (a line or a full board) gives
        no moves.

    Raises:
        ValueError: if the board is larger than 3x3.
    """
    check_exact_size(geo)
    start = time.perf_counter()
    node, count = _search(geo)
    result: TreeSearchResult[int] = TreeSearchResult()
    occupied = me | them
    if not require_line_table(geo)[them] and not require_line_table(geo)[me] and occupied != geo.full:
        for cell, bit in enumerate(single_bits(geo)):
            if not occupied & bit:
                result.scores[cell] = -node(them, me | bit, 1)
                result.exact[cell] = True
    if result.scores:
        best = max(result.scores.values())
        result.best_moves = [c for c, v in result.scores.items() if v == best]
    result.nodes = 1 + count()
    result.seconds = time.perf_counter() - start
    return result


def _search(geo: Geometry) -> tuple[Callable[[int, int, int], int], Callable[[], int]]:
    """Plain negamax below the root, ``node(me, them, ply)`` -> the root-relative score
    for ``me`` (``them`` has just moved), and a function giving the calls so far."""
    has_line = require_line_table(geo)
    full = geo.full
    cell_bits = single_bits(geo)
    nodes = 0

    def node(me: int, them: int, ply: int) -> int:
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

    def count() -> int:
        return nodes

    return node, count
