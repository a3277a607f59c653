"""Heuristic evaluation of m,n,k positions by open lines (Qt-free).

A line (``k`` cells in a row) is *open* for a player when the opponent has no mark in it.
Each open line counts for its owner, more the fuller it is: a line holding ``c`` of a
player's marks is worth ``4 ** c`` for ``c < k - 1`` and ``50 * 4 ** c`` for an immediate
threat (``c == k - 1``). The score is the mover's sum minus the opponent's, seen from the
side to move; it stays far inside ``(-MATE_BOUND, MATE_BOUND)`` of
:mod:`boardgames.core.gametree`.
This is the classic evaluation of Shannon (1950) applied to lines, as in many gomoku
programs.
"""

from __future__ import annotations

from functools import cache

from boardgames.games.tictactoe.board import Geometry


@cache
def line_weights(k: int) -> tuple[int, ...]:
    """Weight of an open line by the number of marks in it (index 0..k)."""
    weights = [0] + [4 ** c for c in range(1, k)] + [0]
    weights[k - 1] *= 50
    return tuple(weights)


def evaluate(geo: Geometry, me: int, them: int) -> int:
    """Heuristic score of ``(me, them)`` for the side to move (``me``); positive is good.

    Units: points; a bare open line with one mark is 4, an open ``k-1`` threat
    ``50 * 4 ** (k - 1)``.
    """
    weights = line_weights(geo.k)
    score = 0
    for line in geo.lines:
        mine = line & me
        theirs = line & them
        if mine:
            if not theirs:
                score += weights[mine.bit_count()]
        elif theirs:
            score -= weights[theirs.bit_count()]
    return score
