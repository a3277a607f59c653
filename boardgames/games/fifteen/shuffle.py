"""Shuffling: uniformly random solvable positions, and easy random walks (Qt-free)."""

from __future__ import annotations

import random

from boardgames.games.fifteen.board import OPPOSITE, Board, apply_move, goal, legal_moves
from boardgames.games.fifteen.solvability import is_solvable


def random_solvable(rows: int, cols: int, rng: random.Random | None = None) -> Board:
    """A uniformly random solvable position that is not already solved.

    Draws a random permutation; if it is unsolvable, swapping two tiles (not the blank)
    flips the parity and gives a solvable one. The map is two-to-one onto the solvable
    positions, so the result is uniform. Never loops: one draw, at most one swap.
    """
    rng = rng or random.Random()
    n = rows * cols
    while True:
        cells = list(range(n))
        rng.shuffle(cells)
        board = tuple(cells)
        if not is_solvable(board, rows, cols):
            a, b = [i for i, t in enumerate(cells) if t != 0][:2]
            cells[a], cells[b] = cells[b], cells[a]
            board = tuple(cells)
        if board != goal(rows, cols):
            return board


def random_walk(rows: int, cols: int, moves: int, rng: random.Random | None = None,
                start: Board | None = None) -> Board:
    """An "easy" shuffle: ``moves`` random moves from ``start`` (default the goal), never
    undoing the previous move. Always solvable; at most ``moves`` moves from the start."""
    rng = rng or random.Random()
    board = start if start is not None else goal(rows, cols)
    previous = ""
    for _ in range(max(0, moves)):
        options = [m for m in legal_moves(board, rows, cols) if m != OPPOSITE.get(previous, "")]
        move = rng.choice(options)
        board = apply_move(board, rows, cols, move)
        previous = move
    return board
