"""The game tree of a two-player zero-sum game's position, grown on demand (Qt-free model
of the game-tree viewer, for any game of the :class:`~boardgames.core.game.Game` contract).

A :class:`GameTree` starts with its root position only. :meth:`GameTree.expand` adds a
node's children (one per legal move, in the game's order, which is also the move order of
the searches), :meth:`GameTree.expand_level` every unexpanded node of the shallowest open
level. A node's minimax value (von Neumann 1928) becomes *known*

* at once for a finished game,
* when all its children are known (the value propagates up: the best child for the side to
  move, faster wins and slower losses preferred; see :mod:`boardgames.core.gametree`),
* or when :func:`leaf_values` searches a leaf's subtree to the end with the core alpha-beta
  (:mod:`boardgames.core.alphabeta`), one transposition table for all the leaves, so a
  level of leaves takes little time on small games; :meth:`GameTree.set_value` gives the
  tree what it found.

:func:`alphabeta_visits` runs the core alpha-beta with the same move order and no table
and records every node it visits, as paths of moves from the root: a node of the tree whose
path is absent was cut off. :func:`node_counts` compares minimax, alpha-beta and alpha-beta
with a transposition table (one node per position visited, the root included; alpha-beta
with the textbook root window; the table keyed by the position itself, not its symmetric
images). The counts can take long on larger games: each gets a time limit.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.alphabeta import ONE_BEST, GameSpace, SearchSpace, Table, search
from boardgames.core.game import Game
from boardgames.core.gametree import plies_to_end
from boardgames.core.players import NO_LIMIT, Budget
from boardgames.core.runner import Cancelled

#: A node's place in the tree: the moves played from the root, in order.
Path = tuple[Any, ...]


@dataclass(frozen=True)
class Value:
    """A proven minimax value: the seat that wins with best play (``None``: a draw) and
    the plies until the game ends (0 for a finished game)."""

    winner: int | None
    plies: int


@dataclass
class TreeNode:
    """One position of the tree.

    Attributes:
        id: index in :attr:`GameTree.nodes`.
        state: the game's state.
        path: the moves played from the root to reach it (``()`` for the root).
        parent: the parent's id, -1 for the root.
        to_move: the seat to move, ``None`` when the game is over.
        children: ids of the children, ``None`` while the node is not expanded.
        value: the minimax value once known, else ``None``.
    """

    id: int
    state: Any
    path: Path
    parent: int
    to_move: int | None
    children: list[int] | None = None
    value: Value | None = None

    @property
    def over(self) -> bool:
        """True when the game has ended here."""
        return self.to_move is None

    @property
    def depth(self) -> int:
        """Plies below the root."""
        return len(self.path)

    @property
    def move(self) -> Any:
        """The move that led here, ``None`` for the root."""
        return self.path[-1] if self.path else None


@dataclass(frozen=True)
class Counts:
    """Nodes visited from one position by the three searches (see the module); ``None``
    for a count that did not finish in its time."""

    minimax: int | None
    alphabeta: int | None
    alphabeta_table: int | None


def check_game(game: Game[Any, Any]) -> None:
    """Raises ValueError unless ``game`` has two players (the tree alternates two seats)."""
    if game.num_players != 2:
        raise ValueError(f"the game tree shows two-player games; this one has {game.num_players}")


def best_child(values: Sequence[Value], to_move: int) -> Value:
    """The value of a node whose children have ``values``: the mover prefers a win (the
    fastest), then a draw, then a loss (the slowest); one ply more than that child."""
    def rank(v: Value) -> tuple[int, int]:
        if v.winner == to_move:
            return (2, -v.plies)
        return (1, 0) if v.winner is None else (0, v.plies)
    best = max(values, key=rank)
    return Value(best.winner, best.plies + 1 if best.winner is not None else 0)


def exact_value(game: Game[Any, Any], state: Any, table: Table | None = None,
                budget: Budget = NO_LIMIT) -> Value:
    """The minimax value of ``state``, found by alpha-beta to the end of the game
    (``table``: a transposition table to use and fill, shared between calls).

    Raises:
        Cancelled: ``budget.cancelled()`` became true (what the table learnt is kept).
    """
    outcome = game.outcome(state)
    if outcome is not None:
        return Value(outcome.winner, 0)
    space = GameSpace(game)
    root = space.position(state)
    score = search(space, root, window=ONE_BEST, table=table,
                   budget=Budget(None, budget.cancelled, budget.report)).best_score or 0
    plies = plies_to_end(score)
    if plies is None:
        return Value(None, 0)
    return Value(root[1] if score > 0 else 1 - root[1], plies)


@dataclass
class GameTree:
    """The game tree below ``state`` under ``game``'s rules, grown on demand;
    ``nodes[0]`` is the root.

    Raises:
        ValueError: for a game that does not have two players.
    """

    game: Game[Any, Any]
    state: Any
    nodes: list[TreeNode] = field(init=False)

    def __post_init__(self) -> None:
        check_game(self.game)
        self.nodes = []
        self._add(self.state, (), -1)

    @property
    def root(self) -> TreeNode:
        """The root node."""
        return self.nodes[0]

    def _add(self, state: Any, path: Path, parent: int) -> TreeNode:
        node = TreeNode(len(self.nodes), state, path, parent, self.game.to_move(state))
        outcome = self.game.outcome(state)
        if outcome is not None:
            node.to_move, node.value = None, Value(outcome.winner, 0)
        self.nodes.append(node)
        return node

    def expand(self, node_id: int) -> list[int]:
        """Add the children of node ``node_id`` (no-op when expanded or over); returns
        their ids. Known values propagate up at once."""
        node = self.nodes[node_id]
        if node.children is not None or node.over:
            return node.children or []
        node.children = [self._add(self.game.apply(node.state, move), node.path + (move,), node_id).id
                         for move in self.game.legal_moves(node.state)]
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
        return sum(len(self.game.legal_moves(self.nodes[i].state)) for i in self.frontier())

    def unknown_leaves(self) -> list[int]:
        """Ids of the unexpanded nodes whose value is not known yet (what "Evaluate the
        leaves" searches, with :func:`leaf_values`)."""
        return [n.id for n in self.nodes if n.children is None and n.value is None]

    def set_value(self, node_id: int, value: Value) -> None:
        """Give node ``node_id`` its ``value`` found elsewhere (by :func:`leaf_values` in
        another process); it propagates up."""
        node = self.nodes[node_id]
        if node.value is None:
            node.value = value
            self._propagate(node.parent)

    def _propagate(self, node_id: int) -> None:
        while node_id >= 0:
            node = self.nodes[node_id]
            if node.value is not None or not node.children or node.to_move is None:
                return
            values = [self.nodes[c].value for c in node.children]
            known = [v for v in values if v is not None]
            if len(known) < len(values):
                return
            node.value = best_child(known, node.to_move)
            node_id = node.parent


class _Plain(GameSpace):
    """The game as a search space whose table key is the position itself (the textbook
    transposition table, without the board's symmetries)."""

    def key(self, position: tuple[Any, int]) -> Hashable:
        return position


class _Visits(SearchSpace[tuple[Any, Path], Any]):
    """A space whose positions carry their path from the root; every position the search
    looks at is recorded (the search asks each node's outcome once)."""

    def __init__(self, inner: GameSpace):
        self.inner = inner
        self.visited: set[Path] = set()

    def position(self, state: Any) -> tuple[Any, Path]:
        return self.inner.position(state), ()

    def outcome(self, position: tuple[Any, Path]) -> int | None:
        self.visited.add(position[1])
        return self.inner.outcome(position[0])

    def moves(self, position: tuple[Any, Path]) -> Sequence[Any]:
        return self.inner.moves(position[0])

    def play(self, position: tuple[Any, Path], move: Any) -> tuple[Any, Path]:
        return self.inner.play(position[0], move), position[1] + (move,)


def alphabeta_visits(game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> set[Path]:
    """The paths of every node the core alpha-beta visits from ``state`` without a table
    (moves in the game's order, the textbook root window), the root ``()`` included. Its
    size is the alpha-beta count of :func:`node_counts`.

    Raises:
        ValueError: for a game that does not have two players.
        Cancelled: when ``budget.cancelled()`` is or becomes true.
    """
    check_game(game)
    if game.outcome(state) is not None:
        return {()}
    space = _Visits(GameSpace(game))
    search(space, space.position(state), window=ONE_BEST, transpositions=False, budget=budget)
    return space.visited


def tree_size(game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> int:
    """Nodes of the full game tree below ``state``, the root included (every path counted:
    what plain minimax visits), memoized on the states so it stays fast while the tree is
    many times larger. Raises :class:`~boardgames.core.runner.Cancelled` when
    ``budget.cancelled()`` is or becomes true."""
    sizes: dict[Any, int] = {}

    def size(current: Any) -> int:
        if current not in sizes:
            if len(sizes) % 1024 == 0:
                budget.check()
            sizes[current] = 1 + sum(size(game.apply(current, move)) for move in game.legal_moves(current))
        return sizes[current]
    return size(state)


def _counted(count: Callable[[Budget], int], budget: Budget) -> int | None:
    """``count(budget)`` within ``budget.seconds`` (``None`` when it took longer)."""
    deadline = None if budget.seconds is None else time.monotonic() + budget.seconds

    def stop() -> bool:
        return budget.cancelled() or (deadline is not None and time.monotonic() > deadline)
    try:
        return count(Budget(None, stop))
    except Cancelled:
        if budget.cancelled():
            raise
        return None


def node_counts(game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Counts:
    """Nodes visited from ``state`` by minimax, alpha-beta, and alpha-beta with a fresh
    transposition table, searching to the end (see the module's counting convention);
    ``None`` for a count that took longer than ``budget.seconds`` (each count's own time).
    Call it off the GUI thread: it takes about 0.5 s from tic-tac-toe's empty board.

    Raises:
        ValueError: for a game that does not have two players.
        Cancelled: when ``budget.cancelled()`` is or becomes true.
    """
    check_game(game)
    plain = _Plain(game)

    def with_table(limits: Budget) -> int:
        if game.outcome(state) is not None:
            return 1
        return search(plain, plain.position(state), window=ONE_BEST, budget=limits).nodes
    return Counts(_counted(lambda limits: tree_size(game, state, limits), budget),
                  _counted(lambda limits: len(alphabeta_visits(game, state, limits)), budget),
                  _counted(with_table, budget))


def leaf_values(game: Game[Any, Any], states: Sequence[Any], seconds: float) -> Iterator[tuple[int, Value]]:
    """``(index, value)`` for each of ``states`` in turn, by :func:`exact_value` with one
    transposition table for all, until ``seconds`` have passed (run in a child process by
    the game-tree viewer's "Evaluate the leaves"; the states not reached stay unknown)."""
    deadline, table = time.monotonic() + seconds, Table()
    budget = Budget(None, lambda: time.monotonic() > deadline)
    for index, state in enumerate(states):
        try:
            yield index, exact_value(game, state, table, budget)
        except Cancelled:
            return


#: Paths per piece of :func:`analyse`'s visits.
VISITS_PER_ITEM = 4000


def analyse(game: Game[Any, Any], state: Any, seconds: float) -> Iterator[tuple[str, Any]]:
    """The game-tree viewer's figures for ``state``, in pieces (run in a child process,
    :mod:`boardgames.core.child_process`): first ``("counts", Counts)`` (each count within
    ``seconds``, see :func:`node_counts`), then, when alpha-beta finished in time, its
    visited paths (:func:`alphabeta_visits`) as ``("visits", [path, ...])`` pieces of at
    most :data:`VISITS_PER_ITEM`.

    Raises:
        ValueError: for a game that does not have two players.
    """
    counts = node_counts(game, state, Budget(seconds, lambda: False))
    yield "counts", counts
    if counts.alphabeta:
        visits = list(alphabeta_visits(game, state))
        for start in range(0, len(visits), VISITS_PER_ITEM):
            yield "visits", visits[start:start + VISITS_PER_ITEM]


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
    return (parent.value is not None and parent.to_move is not None
            and best_child([node.value], parent.to_move) == parent.value)
