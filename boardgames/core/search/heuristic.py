"""The heuristic a plug-in offers for its one-player puzzle (Qt-free).

A plug-in lists its heuristics in ``GamePlugin.heuristics`` (``"module:attribute"`` of a
sequence of :class:`Heuristic`, the recommended one first); the textbook searches (A*,
IDA*, greedy best-first, weighted A*), the search stepper and Compare take them from there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: ``estimate(game, state) -> moves``: the estimated moves from ``state`` to the goal
#: under ``game``'s rules (a :class:`~boardgames.core.game.Game`); 0 at the goal.
Estimate = Callable[[Any, Any], int]


@dataclass(frozen=True)
class Heuristic:
    """An estimate of the moves left to the goal.

    Attributes:
        id: short name, unique within the plug-in (``"manhattan"``); used in settings and
            on the command line.
        title: English name for people (translated in the plug-in's context).
        estimate: see :data:`Estimate`.
        admissible: never overestimates the moves left (A* and IDA* then find a shortest
            solution).
        consistent: ``h(s) <= 1 + h(t)`` for every move from ``s`` to ``t`` (A* then never
            reopens a closed node).
        description: one English sentence for a tooltip (optional).
    """

    id: str
    title: str
    estimate: Estimate
    admissible: bool = True
    consistent: bool = True
    description: str = ""
