"""The steps a textbook search is made of (Qt-free): what the generators of
:mod:`.textbook` yield, one expansion at a time, for :func:`.solve.solve` to run to the end
and for the search stepper to show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class Node:
    """One node of a search tree: ``state`` reached from ``parent`` (``None`` for the start)
    by ``move``, ``g`` moves from the start, ``h`` the heuristic's estimate of the moves
    left; ``id`` numbers the nodes of one tree from 0 (the start) in the order they were
    made; ``key`` is the search's order on the open list (smallest first).

    Nodes are never changed once made (a plain class with slots, not a frozen dataclass:
    searches make millions of them); two nodes are equal when their fields are (the
    parent compared by id).
    """

    __slots__ = ("id", "state", "parent", "g", "h", "move", "key")

    def __init__(self, id: int, state: Any, parent: Node | None, g: int, h: int,  # noqa: A002
                 move: Any = None, key: tuple[float, ...] = ()):
        self.id, self.state, self.parent, self.g, self.h = id, state, parent, g, h
        self.move, self.key = move, key

    @property
    def f(self) -> int:
        """f = g + h (moves)."""
        return self.g + self.h

    @property
    def parent_id(self) -> int:
        """The parent's id, -1 for the start."""
        return -1 if self.parent is None else self.parent.id

    def path(self) -> list[Node]:
        """The nodes from the start to this one."""
        out: list[Node] = []
        node: Node | None = self
        while node is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    def moves(self) -> list[Any]:
        """The moves from the start to this node."""
        return [node.move for node in self.path()[1:]]

    def _fields(self) -> tuple[Any, ...]:
        return (self.id, self.state, self.parent_id, self.g, self.h, self.move, self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Node) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f"Node(id={self.id}, g={self.g}, h={self.h}, move={self.move!r}, parent={self.parent_id})"


@dataclass(frozen=True)
class Expansion:
    """One node taken off the open list (IDA*: off the depth-first stack) and expanded.

    Attributes:
        node: the node expanded.
        goal: True when ``node`` is the goal: the search ends with ``node.moves()``.
        children: the children put on the open list (IDA*: those within the bound,
            pushed on the stack), in the order they were generated.
        pruned: IDA*: the children whose f exceeds the bound (kept out of the stack).
        dropped: ids of open nodes replaced by a child that reaches their state in fewer
            moves (they stay in the tree, off the open list).
        generated: children produced, duplicates included.
        open_size: nodes on the open list (IDA*: the stack) after this step.
    """

    node: Node
    goal: bool = False
    children: tuple[Node, ...] = ()
    pruned: tuple[Node, ...] = ()
    dropped: tuple[int, ...] = ()
    generated: int = 0
    open_size: int = 0


@dataclass(frozen=True)
class Iteration:
    """IDA* starts iteration ``number`` (1 for the first) with the f-bound ``bound`` in
    moves: its tree restarts at ``root`` (the start, id 0), pushed on the stack."""

    number: int
    bound: int
    root: Node


Step = Expansion | Iteration
