"""The game tree of a 3x3 tic-tac-toe position, expanded on demand (Qt-free model of the
minimax tree viewer).

A :class:`GameTree` starts with its root position only. :meth:`GameTree.expand` adds a
node's children (one per free cell, in ascending cell order, which is also the move order
of the searches), :meth:`GameTree.expand_level` every unexpanded node of the shallowest open
level. A node's minimax value becomes *known*

* at once for a finished game (a line or a full board),
* when all its children are known (the value propagates up: the best child for the side to
  move, faster wins and slower losses preferred -- depth-adjusted scores, see
  :mod:`.scores`),
* or when :meth:`GameTree.evaluate` searches its subtree to the end (minimax, von Neumann
  1928; memoized on the position so a level of leaves takes milliseconds).

:func:`alphabeta_visits` runs the core alpha-beta (Knuth and Moore 1975;
:mod:`boardgames.core.alphabeta`) with the same move order and no table, and records every
node it visits, as paths of cells from the root; a node of the tree whose path is absent
was cut off (never visited). :func:`node_counts` compares minimax, alpha-beta and
alpha-beta with a transposition table through the project's own searches
(:mod:`.minimax`, the core alpha-beta on :func:`.space.textbook_space`).

Counting convention (all three counts): one node per position visited, the root
included, where a game stops at a win or at a full board; the searches use the textbook
root window (alpha-beta's ``all_best=False``). From the empty board: minimax 549,946
nodes (the full game tree), alpha-beta 20,866, alpha-beta with a table 5,473.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from boardgames.core.alphabeta import ONE_BEST, SearchSpace, search
from boardgames.core.gametree import WIN, parent_score, plies_to_end
from boardgames.games.tictactoe.board import EMPTY, Board, O, X, geometry, other, to_bitboards
from boardgames.games.tictactoe.notation import check_reachable
from boardgames.games.tictactoe.search.common import require_line_table
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.space import MNKSpace, Position, textbook_alphabeta, textbook_space

#: A node's place in the tree: the cells played from the root, in order.
Path = tuple[int, ...]

_GEO = geometry(3, 3, 3)


@dataclass(frozen=True)
class Value:
    """A proven minimax value: ``winner`` (``X``, ``O``, or 0 for a draw) and ``plies``
    until the game ends with perfect play (0 for a finished game)."""

    winner: int
    plies: int


@dataclass
class TreeNode:
    """One position of the tree.

    Attributes:
        id: index in :attr:`GameTree.nodes`.
        board: 9 cells, row-major, 0 empty / 1 X / 2 O.
        path: cells played from the root to reach it (``()`` for the root).
        parent: the parent's id, -1 for the root.
        to_move: the mark to play (``X`` or ``O``), also for finished games.
        over: True when the game has ended (a line or a full board).
        children: ids of the children, ``None`` while the node is not expanded.
        value: the minimax value once known, else ``None``.
    """

    id: int
    board: Board
    path: Path
    parent: int
    to_move: int
    over: bool
    children: list[int] | None = None
    value: Value | None = None

    @property
    def depth(self) -> int:
        """Plies below the root."""
        return len(self.path)

    @property
    def move(self) -> int:
        """The cell played to reach this node, -1 for the root."""
        return self.path[-1] if self.path else -1


@dataclass(frozen=True)
class Counts:
    """Nodes visited from one position by the three searches (convention: see module)."""

    minimax: int
    alphabeta: int
    alphabeta_table: int


def check_board(board: Board) -> int:
    """Return the mark to move on ``board`` (9 cells of 0/1/2, X starts).

    Raises:
        ValueError: for a wrong length or cell value; ``PositionError`` (a ValueError) when
            the position cannot arise in a game (see :func:`.notation.check_reachable`).
    """
    if len(board) != 9 or any(c not in (EMPTY, X, O) for c in board):
        raise ValueError("a 3x3 board has 9 cells, each 0 (empty), 1 (X) or 2 (O)")
    check_reachable(board, _GEO)
    return X if board.count(X) == board.count(O) else O


def _me_them(board: Board, to_move: int) -> tuple[int, int]:
    x_mask, o_mask = to_bitboards(board)
    return (x_mask, o_mask) if to_move == X else (o_mask, x_mask)


@cache
def _score(me: int, them: int) -> int:
    """Node-relative depth-adjusted score of ``(me, them)`` for ``me`` by plain minimax
    (memoized on the position)."""
    has_line = require_line_table(_GEO)
    if has_line[them]:
        return -WIN
    occupied = me | them
    if occupied == _GEO.full:
        return 0
    return max(parent_score(_score(them, me | 1 << cell))
               for cell in range(9) if not occupied >> cell & 1)


def _value_of(score: int, to_move: int) -> Value:
    plies = plies_to_end(score)
    if plies is None:
        return Value(EMPTY, 0)
    return Value(to_move if score > 0 else other(to_move), plies)


def exact_value(board: Board) -> Value:
    """The minimax value of ``board`` (X starts), found by searching to the end.

    Raises:
        ValueError: for a malformed board (see :func:`check_board`).
    """
    to_move = check_board(board)
    return _value_of(_score(*_me_them(board, to_move)), to_move)


def best_child(values: list[Value], to_move: int) -> Value:
    """The value of a node whose children have ``values``: the mover prefers a win (the
    fastest), then a draw, then a loss (the slowest) -- one ply more than that child."""
    def rank(v: Value) -> tuple[int, int]:
        if v.winner == to_move:
            return (2, -v.plies)
        return (1, 0) if v.winner == EMPTY else (0, v.plies)
    best = max(values, key=rank)
    return Value(best.winner, best.plies + 1 if best.winner != EMPTY else 0)


@dataclass
class GameTree:
    """The game tree below ``board`` (X starts; O moves when it has fewer marks), grown on
    demand. ``nodes[0]`` is the root.

    Raises:
        ValueError: for a malformed board (see :func:`check_board`).
    """

    board: Board
    nodes: list[TreeNode] = field(init=False)

    def __post_init__(self) -> None:
        self.board = tuple(self.board)
        self.nodes = []
        self._add(self.board, (), -1)

    @property
    def root(self) -> TreeNode:
        """The root node."""
        return self.nodes[0]

    def _add(self, board: Board, path: Path, parent: int) -> TreeNode:
        to_move = check_board(board)
        me, them = _me_them(board, to_move)
        has_line = require_line_table(_GEO)
        over = bool(has_line[me] or has_line[them]) or (me | them) == _GEO.full
        node = TreeNode(len(self.nodes), board, path, parent, to_move, over)
        if over:
            node.value = _value_of(-WIN if has_line[me] or has_line[them] else 0, to_move)
        self.nodes.append(node)
        return node

    def expand(self, node_id: int) -> list[int]:
        """Add the children of node ``node_id`` (no-op when expanded or over); returns
        their ids. Known values propagate up at once."""
        node = self.nodes[node_id]
        if node.children is not None or node.over:
            return node.children or []
        node.children = []
        for cell in range(9):
            if node.board[cell] == EMPTY:
                board = node.board[:cell] + (node.to_move,) + node.board[cell + 1:]
                node.children.append(self._add(board, node.path + (cell,), node_id).id)
        self._propagate(node_id)
        return node.children

    def frontier(self) -> list[int]:
        """Ids of the unexpanded, unfinished nodes of the shallowest such level."""
        open_nodes = [n for n in self.nodes if n.children is None and not n.over]
        if not open_nodes:
            return []
        depth = min(n.depth for n in open_nodes)
        return [n.id for n in open_nodes if n.depth == depth]

    def expand_level(self) -> int:
        """Expand every node of :meth:`frontier`; returns how many nodes were added."""
        before = len(self.nodes)
        for node_id in self.frontier():
            self.expand(node_id)
        return len(self.nodes) - before

    def level_size(self) -> int:
        """How many nodes :meth:`expand_level` would add."""
        return sum(self.nodes[i].board.count(EMPTY) for i in self.frontier())

    def evaluate(self, node_id: int) -> Value:
        """Search the subtree of ``node_id`` to the end; its value becomes known and
        propagates up."""
        node = self.nodes[node_id]
        if node.value is None:
            node.value = exact_value(node.board)
            self._propagate(node.parent)
        return node.value

    def evaluate_leaves(self) -> int:
        """Evaluate every unexpanded node whose value is unknown; returns how many."""
        leaves = [n.id for n in self.nodes if n.children is None and n.value is None]
        for node_id in leaves:
            self.evaluate(node_id)
        return len(leaves)

    def _propagate(self, node_id: int) -> None:
        while node_id >= 0:
            node = self.nodes[node_id]
            if node.value is not None or not node.children:
                return
            values = [self.nodes[c].value for c in node.children]
            known = [v for v in values if v is not None]
            if len(known) < len(values):
                return
            node.value = best_child(known, node.to_move)
            node_id = node.parent


class _Visits(SearchSpace[tuple[Position, Path], int]):
    """The textbook space, its positions carrying the path from the root; every position
    the search looks at is recorded (the search asks each node's outcome once)."""

    def __init__(self, inner: MNKSpace):
        self.inner = inner
        self.visited: set[Path] = set()

    def position(self, state: Any) -> tuple[Position, Path]:
        return self.inner.position(state), ()

    def outcome(self, position: tuple[Position, Path]) -> int | None:
        self.visited.add(position[1])
        return self.inner.outcome(position[0])

    def moves(self, position: tuple[Position, Path]) -> Sequence[int]:
        return self.inner.moves(position[0])

    def play(self, position: tuple[Position, Path], move: int) -> tuple[Position, Path]:
        return self.inner.play(position[0], move), position[1] + (move,)


def alphabeta_visits(board: Board) -> tuple[int, set[Path]]:
    """The core alpha-beta from ``board`` without a table, cells tried in ascending order
    and the textbook root window; returns (root score for the side to move, node-relative
    and depth-adjusted; the set of paths of every node visited, the root ``()`` included).

    The number of paths equals the alpha-beta node count of :func:`node_counts`.

    Raises:
        ValueError: for a malformed board.
    """
    me, them = _me_them(board, check_board(board))
    space = _Visits(textbook_space(_GEO))
    root = ((me, them, -1), ())
    result = search(space, root, window=ONE_BEST, transpositions=False)
    if result.scores:
        return max(result.scores.values()), space.visited
    return {-1: -WIN, 0: 0, 1: WIN}[space.inner.outcome(root[0]) or 0], space.visited


def node_counts(board: Board) -> Counts:
    """Nodes visited by minimax, alpha-beta, and alpha-beta with a fresh transposition
    table, searching ``board`` to the end (the project's searches; see the module's
    counting convention). Takes about 0.2 s on the empty board: call it off the GUI thread.

    Raises:
        ValueError: for a malformed board.
    """
    me, them = _me_them(board, check_board(board))
    return Counts(minimax(_GEO, me, them).nodes,
                  textbook_alphabeta(_GEO, me, them, all_best=False).nodes,
                  textbook_alphabeta(_GEO, me, them, {}, all_best=False).nodes)


def tree_layout(tree: GameTree, hidden: set[int] | frozenset[int] = frozenset()) -> dict[int, tuple[float, int]]:
    """Places for drawing ``tree``: node id -> (column, depth), for the nodes shown (the
    children of the nodes in ``hidden`` are left out with their subtrees).

    Leaves take consecutive columns in depth-first order; a parent sits midway between its
    first and last child, so subtrees never overlap.
    """
    places: dict[int, tuple[float, int]] = {}
    next_column = 0.0
    stack: list[tuple[int, bool]] = [(0, False)]
    while stack:
        node_id, done = stack.pop()
        node = tree.nodes[node_id]
        kids = [] if node_id in hidden or node.children is None else node.children
        if not kids:
            places[node_id] = (next_column, node.depth)
            next_column += 1
        elif done:
            places[node_id] = ((places[kids[0]][0] + places[kids[-1]][0]) / 2, node.depth)
        else:
            stack.append((node_id, True))
            stack.extend((k, False) for k in reversed(kids))
    return places


def is_best_child(tree: GameTree, node_id: int) -> bool:
    """True when the node's value is known and is the one its parent takes (a minimax
    choice of the side to move at the parent)."""
    node = tree.nodes[node_id]
    if node.parent < 0 or node.value is None:
        return False
    parent = tree.nodes[node.parent]
    return parent.value is not None and best_child([node.value], parent.to_move) == parent.value
