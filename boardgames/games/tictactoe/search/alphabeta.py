"""Alpha-beta pruning (Knuth and Moore 1975), with an optional transposition table
(Greenblatt et al. 1967; Zobrist 1970).

Both give exactly the scores of :mod:`minimax` for the best moves, so a player built on
them makes the same choices, while visiting far fewer nodes. The transposition table
remembers positions reached by different move orders; its key is the exact pair of
bitboards of the side to move and the other side (a perfect hash, which is what Zobrist's
random keys approximate on boards too large for one). Entries hold a node-relative score
and whether it is exact, a lower bound or an upper bound, plus the best cell found, which
is tried first next time.

At the root every move is searched with the window ``(best - 1, +inf)``, so every move
that ties with the best is scored exactly (ties are broken by the player, not by the
search order).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from boardgames.games.tictactoe.board import Geometry
from boardgames.games.tictactoe.search.common import check_exact_size, require_line_table, single_bits
from boardgames.games.tictactoe.search.scores import INF, WIN, SearchResult, from_node, to_node

EXACT, LOWER, UPPER = 0, 1, 2

#: A transposition table: key -> (flag, node-relative score, best cell bit or 0).
Table = dict[int, tuple[int, int, int]]

#: A search below the root: ``search(me, them, ply, alpha, beta)`` -> the score of the
#: position for ``me`` (to move), relative to the root's ply.
Search = Callable[[int, int, int, int, int], int]


def alphabeta(geo: Geometry, me: int, them: int, table: Table | None = None,
              all_best: bool = True) -> SearchResult:
    """Score the legal moves of ``(me, them)`` by alpha-beta search to the end of the game.

    Args:
        geo: the board geometry (3x3 only).
        me, them: bitboards of the side to move and of the other side.
        table: a transposition table to use and fill (``{}`` for a fresh one; pass the same
            dict again to reuse what an earlier search learned). ``None``: no table.
        all_best: score every move that ties with the best exactly (root window
            ``(best - 1, +inf)``). False: the textbook root window ``(best, +inf)``, which
            finds one best move with fewer nodes (``best_moves`` then has one cell).

    Returns:
        A :class:`SearchResult`: the best moves are exact and equal to minimax's; a
        refuted move's score is an upper bound (``exact[cell]`` False). ``nodes`` counts
        every call, the root and table hits included.

    Raises:
        ValueError: if the board is larger than 3x3.
    """
    check_exact_size(geo)
    start = time.perf_counter()
    search, count = _plain_search(geo) if table is None else _table_search(geo, table)
    result = _score_root(geo, me, them, search, all_best)
    result.nodes = 1 + count()  # the root, then every call of the search
    result.millis = (time.perf_counter() - start) * 1000
    return result


def _score_root(geo: Geometry, me: int, them: int, search: Search,
                all_best: bool) -> SearchResult:
    """Score each root move with ``search``; window ``(best - 1, +inf)`` when ``all_best``,
    else ``(best, +inf)``."""
    has_line = require_line_table(geo)
    cell_bits = single_bits(geo)
    result = SearchResult()
    occupied = me | them
    if not has_line[them] and not has_line[me] and occupied != geo.full:
        best = -INF
        slack = 1 if all_best else 0
        for cell, bit in enumerate(cell_bits):
            if occupied & bit:
                continue
            alpha = best - slack if best > -INF else -INF
            value = -search(them, me | bit, 1, -INF, -alpha)
            result.scores[cell] = value
            result.exact[cell] = value > alpha
            if value > best:
                best = value
        result.best_moves = [c for c, v in result.scores.items() if v == best and result.exact[c]]
        if not all_best:
            result.best_moves = result.best_moves[:1]
    return result


def _plain_search(geo: Geometry) -> tuple[Search, Callable[[], int]]:
    """Negamax with alpha-beta pruning, ``search(me, them, ply, alpha, beta)``, and a
    function giving the number of calls so far."""
    has_line = require_line_table(geo)
    full = geo.full
    cell_bits = single_bits(geo)
    nodes = 0

    def plain(me: int, them: int, ply: int, alpha: int, beta: int) -> int:
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
                value = -plain(them, me | bit, ply + 1, -beta, -alpha)
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
        return best

    def count() -> int:
        return nodes

    return plain, count


def _table_search(geo: Geometry, table: Table) -> tuple[Search, Callable[[], int]]:
    """As :func:`_plain_search`, with the transposition table ``table`` (read and filled;
    its best cell is tried first)."""
    has_line = require_line_table(geo)
    full = geo.full
    cell_bits = single_bits(geo)
    shift = geo.cells
    nodes = 0

    def with_table(me: int, them: int, ply: int, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        if has_line[them]:
            return ply - WIN
        occupied = me | them
        if occupied == full:
            return 0
        key = me | them << shift
        entry = table.get(key)
        first = 0
        if entry is not None:
            flag, stored, first = entry
            value = from_node(stored, ply)
            if flag == EXACT:
                return value
            if flag == LOWER:
                if value >= beta:
                    return value
            elif value <= alpha:
                return value
        alpha0 = alpha
        best, best_bit = -INF, 0
        if first:
            best = -with_table(them, me | first, ply + 1, -beta, -alpha)
            best_bit = first
            if best > alpha:
                alpha = best
        if alpha < beta:
            for bit in cell_bits:
                if not occupied & bit and bit != first:
                    value = -with_table(them, me | bit, ply + 1, -beta, -alpha)
                    if value > best:
                        best, best_bit = value, bit
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
        flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
        table[key] = (flag, to_node(best, ply), best_bit)
        return best

    def count() -> int:
        return nodes

    return with_table, count
