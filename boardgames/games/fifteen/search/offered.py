"""What the 15-puzzle offers the generic searches (Qt-free): its heuristics as
:class:`~boardgames.core.search.heuristic.Heuristic` values (``GamePlugin.heuristics``) and
the search stepper's puzzle, the 8-puzzle (``GamePlugin.stepper``)."""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.search.heuristic import Heuristic
from boardgames.core.search.stepper import MAX_DISTANCE, StepperPuzzle
from boardgames.games.fifteen.board import Board, goal, neighbours
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.search.heuristics import get_heuristic
from boardgames.games.fifteen.solvability import is_solvable


def _estimate(name: str) -> Any:
    def estimate(game: SlidingPuzzle, board: Board) -> int:
        return get_heuristic(name, game.rows, game.cols).h(board)
    return estimate


#: The heuristics the stepper and the generic searches offer, the recommended one first.
HEURISTICS: tuple[Heuristic, ...] = (
    Heuristic("manhattan", QT_TRANSLATE_NOOP("fifteen", "Manhattan distance"), _estimate("manhattan"),
              description=QT_TRANSLATE_NOOP("fifteen", "The sum of the tiles' row and column distances "
                                                       "from their goal cells")),
    Heuristic("hamming", QT_TRANSLATE_NOOP("fifteen", "Misplaced tiles"), _estimate("hamming"),
              description=QT_TRANSLATE_NOOP("fifteen", "How many tiles are not in their goal cell")),
    Heuristic("linear-conflict", QT_TRANSLATE_NOOP("fifteen", "Manhattan + linear conflict"),
              _estimate("linear-conflict"),
              description=QT_TRANSLATE_NOOP("fifteen", "Manhattan distance plus two moves for each pair "
                                                       "of tiles that block each other in their goal row "
                                                       "or column (Hansson, Mayer and Yung 1992)")),
)


def positions_at_distance(distance: int, rows: int = 3, cols: int = 3) -> list[Board]:
    """Every board whose shortest solution has exactly ``distance`` moves (breadth-first
    search from the goal; well under a second on 3x3 up to 20 moves).

    Raises:
        ValueError: when ``distance`` is outside 0..25.
    """
    if not 0 <= distance <= MAX_DISTANCE:
        raise ValueError(f"choose a distance from 0 to {MAX_DISTANCE} moves, not {distance}")
    seen = {goal(rows, cols)}
    layer = [goal(rows, cols)]
    for _ in range(distance):
        following = []
        for board in layer:
            for _, child in neighbours(board, rows, cols):
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        layer = following
    return layer


def random_position(distance: int, rng: random.Random | None = None) -> Board:
    """A random 8-puzzle position whose shortest solution has exactly ``distance`` moves.

    Raises:
        ValueError: when ``distance`` is outside 0..25.
    """
    return (rng or random.Random()).choice(positions_at_distance(distance))


def _eight_puzzle(game: Any) -> SlidingPuzzle:
    if isinstance(game, SlidingPuzzle) and (game.rows, game.cols) == (3, 3):
        return game
    return SlidingPuzzle(3, 3)


def _random(game: Any, distance: int, rng: random.Random) -> Board:
    return rng.choice(positions_at_distance(distance, game.rows, game.cols))


def _usable(game: Any, board: Any) -> bool:
    try:
        return len(board) == game.rows * game.cols and is_solvable(tuple(board), game.rows, game.cols)
    except (TypeError, ValueError):
        return False


#: The stepper works on the 8-puzzle (a larger board's tree is too big to watch).
STEPPER = StepperPuzzle(rules=_eight_puzzle, random_position=_random, usable=_usable)
