"""The heuristics the framework's puzzle searches may use on the Towers of Hanoi, the levels
and the "How to play" card (Qt-free).

Each heuristic estimates the moves left to the goal, the whole tower on peg C. The first
two are lower bounds (admissible): A* and IDA* with them find a shortest solution,
2^n - 1 moves from the start. The third is the exact distance, so A* with it expands only
the positions on a shortest path.
"""

from __future__ import annotations

from typing import Any

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.levels import HowToPlay, Level
from boardgames.core.search.heuristic import Heuristic
from boardgames_hanoi.rules import GOAL, State


def not_on_goal(game: Any, state: State) -> int:
    """The disks that are not on peg C: each must move at least once. A move changes the
    count by at most 1, so the estimate is consistent too."""
    return int(game.disks) - len(state.pegs[GOAL])


def largest_astray(game: Any, state: State) -> int:
    """2^(m-1) for the largest disk m not yet in its final place (0 when solved).

    Disk m must move onto C, and at that moment the m - 1 smaller disks must all sit on
    the third peg, out of the way; after it they must go onto C too, which takes at least
    2^(m-1) - 1 moves. Never more than the moves left, but not consistent: carrying disk m
    onto C may drop the estimate by more than 1 (from 4 to 2 with 3 disks)."""
    placed = 0
    for below, disk in zip(state.pegs[GOAL], range(game.disks, 0, -1), strict=False):
        if below != disk:
            break
        placed += 1
    astray = game.disks - placed
    return 1 << (astray - 1) if astray else 0


def exact(game: Any, state: State) -> int:
    """The moves left on a shortest solution: from the largest disk down, a disk not on
    the peg its tower must reach costs 2^(k-1) (itself and the k - 1 smaller disks moved
    over it), and the smaller disks must then first gather on the third peg."""
    where = {disk: peg for peg, disks in enumerate(state.pegs) for disk in disks}
    target, moves = GOAL, 0
    for disk in range(game.disks, 0, -1):
        if where[disk] != target:
            moves += 1 << (disk - 1)
            target = 3 - where[disk] - target
    return moves


HEURISTICS = (
    Heuristic("not-on-goal", QT_TRANSLATE_NOOP("hanoi", "Disks not on peg C"), not_on_goal,
              admissible=True, consistent=True,
              description=QT_TRANSLATE_NOOP("hanoi", "Counts the disks that are not on the goal peg yet")),
    Heuristic("largest-astray", QT_TRANSLATE_NOOP("hanoi", "Largest disk astray: 2^(m-1)"), largest_astray,
              admissible=True, consistent=False,
              description=QT_TRANSLATE_NOOP("hanoi", "2^(m-1) moves for the largest disk m not yet in "
                                                     "place: a lower bound, but not consistent")),
    Heuristic("exact", QT_TRANSLATE_NOOP("hanoi", "Exact distance"), exact,
              admissible=True, consistent=True,
              description=QT_TRANSLATE_NOOP("hanoi", "The true number of moves left: A* walks straight "
                                                     "to the goal")),
)


#: Levels by disk count, 2 to 8 disks (``disks``: the option).
LEVELS = (
    Level(QT_TRANSLATE_NOOP("hanoi", "2 disks: 3 moves at best"), {"disks": 2}),
    Level(QT_TRANSLATE_NOOP("hanoi", "3 disks: 7 moves at best"), {"disks": 3}),
    Level(QT_TRANSLATE_NOOP("hanoi", "4 disks: 15 moves at best"), {"disks": 4}),
    Level(QT_TRANSLATE_NOOP("hanoi", "5 disks: 31 moves at best"), {"disks": 5}),
    Level(QT_TRANSLATE_NOOP("hanoi", "6 disks: 63 moves at best"), {"disks": 6}),
    Level(QT_TRANSLATE_NOOP("hanoi", "7 disks: 127 moves at best"), {"disks": 7}),
    Level(QT_TRANSLATE_NOOP("hanoi", "8 disks: 255 moves at best"), {"disks": 8}),
)

HOW_TO_PLAY = HowToPlay(
    goal=QT_TRANSLATE_NOOP("hanoi", "Move the whole tower from peg A to peg C."),
    rules=(
        QT_TRANSLATE_NOOP("hanoi", "Move one disk at a time: the top disk of a peg."),
        QT_TRANSLATE_NOOP("hanoi", "A disk goes on an empty peg or on a larger disk, never on a smaller one."),
        QT_TRANSLATE_NOOP("hanoi", "The fewest moves for n disks are 2^n - 1: 7 for 3 disks, 15 for 4."),
    ),
    keys=(
        (QT_TRANSLATE_NOOP("hanoi", "Click a peg, then another"),
         QT_TRANSLATE_NOOP("hanoi", "lift its top disk and put it on the other")),
        (QT_TRANSLATE_NOOP("hanoi", "Keys 1, 2, 3"), QT_TRANSLATE_NOOP("hanoi", "the same with pegs A, B, C")),
        (QT_TRANSLATE_NOOP("hanoi", "The same peg again"), QT_TRANSLATE_NOOP("hanoi", "put the disk back")),
        (QT_TRANSLATE_NOOP("hanoi", "Ctrl+L, Ctrl+H"), QT_TRANSLATE_NOOP("hanoi", "solve, or a hint")),
        (QT_TRANSLATE_NOOP("hanoi", "Ctrl+Z"), QT_TRANSLATE_NOOP("hanoi", "take back a move")),
    ),
)
