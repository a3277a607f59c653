"""The game-tree viewer's Qt-free model (boardgames.core.minimax_tree), on tic-tac-toe's
textbook rules and on a game that is not a grid: values against the solved table (the
perfect player), propagation up the tree, alpha-beta cut-off marks, and node counts."""

import random
from dataclasses import dataclass

import pytest

from boardgames.core.game import Game, Outcome
from boardgames.core.gametree import game_value, plies_to_end
from boardgames.core.minimax_tree import (
    Counts,
    GameTree,
    Value,
    alphabeta_visits,
    exact_value,
    is_best_child,
    leaf_values,
    node_counts,
    tree_layout,
)
from boardgames.core.players import Budget
from boardgames.games.tictactoe.board import EMPTY, O, X, geometry, other, to_bitboards
from boardgames.games.tictactoe.rules import State, create, textbook_rules, winner
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.space import textbook_alphabeta
from boardgames.games.tictactoe.search.table import solved_table

GEO = geometry(3, 3, 3)
GAME = textbook_rules(create(3, 3))
EMPTY_BOARD = (EMPTY,) * 9
SEAT = {X: 0, O: 1}


def board_of(text: str):
    return tuple({"x": X, "o": O, ".": EMPTY}[ch] for ch in text)


def state(board) -> State:
    return State(tuple(board), X)


def perfect_value(board) -> Value:
    """The value the project's perfect player (the solved table) gives ``board``."""
    mark = X if board.count(X) == board.count(O) else O
    x_mask, o_mask = to_bitboards(board)
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    score = solved_table().score(me, them)
    if game_value(score) == 0:
        return Value(None, 0)
    return Value(SEAT[mark if score > 0 else other(mark)], plies_to_end(score))


def random_positions(count, seed=7, fewest=0):
    """``count`` positions of random games, each with at least ``fewest`` marks."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        board = list(EMPTY_BOARD)
        mark = X
        for _ in range(rng.randrange(fewest, 8)):
            if winner(GEO, tuple(board)):
                break
            cell = rng.choice([i for i in range(9) if board[i] == EMPTY])
            board[cell] = mark
            mark = other(mark)
        out.append(tuple(board))
    return out


def evaluate_leaves(tree):
    """What the viewer's "Evaluate the leaves" does: the leaves' values by leaf_values,
    given to the tree."""
    leaves = tree.unknown_leaves()
    for index, value in leaf_values(GAME, [tree.nodes[i].state for i in leaves], seconds=60):
        tree.set_value(leaves[index], value)


def test_values_of_a_few_positions_read_off_the_board():
    assert exact_value(GAME, state(EMPTY_BOARD)) == Value(None, 0)
    assert exact_value(GAME, state(board_of("xo.xo...."))) == Value(0, 1)  # X completes the left column
    assert exact_value(GAME, state(board_of("xox.o.x.."))) == Value(1, 1)  # O completes the middle column
    assert exact_value(GAME, state(board_of("x...o...x"))) == Value(None, 0)


@pytest.mark.parametrize("board", random_positions(40))
def test_values_match_the_perfect_player(board):
    assert exact_value(GAME, state(board)) == perfect_value(board)


@pytest.mark.parametrize("board", random_positions(12, seed=3, fewest=4))
def test_values_propagated_from_expanded_leaves_match_the_perfect_player(board):
    tree = GameTree(GAME, state(board))
    while tree.expand_level():
        pass
    assert all(n.value is not None for n in tree.nodes)
    for node in tree.nodes:
        assert node.value == perfect_value(node.state.board), node.state


def test_values_appear_bottom_up_as_levels_are_expanded():
    tree = GameTree(GAME, state(board_of("xo.xo....")))  # X to move, wins at once in cell 6
    assert tree.root.value is None
    tree.expand(0)
    win = next(tree.nodes[c] for c in tree.root.children if tree.nodes[c].move == 6)
    assert win.over and win.value == Value(0, 0)
    assert tree.root.value is None  # the other children are still unknown
    evaluate_leaves(tree)
    assert tree.root.value == Value(0, 1)


def test_leaf_values_found_elsewhere_propagate_like_evaluated_ones():
    """What the viewer's child process sends: values of the leaves in turn, given to the
    tree with set_value; the root's value is then the perfect player's."""
    board = board_of("xo.xo....")
    tree = GameTree(GAME, state(board))
    tree.expand(0)
    leaves = tree.unknown_leaves()
    for index, value in leaf_values(GAME, [tree.nodes[i].state for i in leaves], seconds=60):
        assert value == perfect_value(tree.nodes[leaves[index]].state.board)
        tree.set_value(leaves[index], value)
    assert tree.root.value == perfect_value(board) == Value(0, 1)


def test_leaf_values_stop_when_the_time_is_up():
    assert list(leaf_values(GAME, [state(EMPTY_BOARD)] * 3, seconds=0.0)) == []


def test_expand_level_expands_the_shallowest_open_level_only():
    tree = GameTree(GAME, state(EMPTY_BOARD))
    assert tree.level_size() == 9
    assert tree.expand_level() == 9
    assert tree.level_size() == 72
    assert tree.expand_level() == 72
    assert len(tree.nodes) == 1 + 9 + 72
    assert {n.depth for n in tree.nodes if n.children is None} == {2}


def test_a_game_without_two_players_is_refused():
    from boardgames.games.fifteen.rules import SlidingPuzzle

    puzzle = SlidingPuzzle(3, 3)
    with pytest.raises(ValueError):
        GameTree(puzzle, puzzle.initial_state())


@pytest.mark.parametrize("board", [EMPTY_BOARD, *random_positions(10, seed=11)])
def test_alphabeta_visits_fewer_nodes_than_minimax(board):
    visited = alphabeta_visits(GAME, state(board))
    mark = X if board.count(X) == board.count(O) else O
    x_mask, o_mask = to_bitboards(board)
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    full = minimax(GEO, me, them)
    assert len(visited) == textbook_alphabeta(GEO, me, them, all_best=False).nodes
    assert len(visited) <= full.nodes


def test_cut_off_marks_are_consistent():
    """Every visited node's parent was visited; a cut-off node's descendants are cut off too;
    the first child of every visited unfinished node is visited (nothing cuts before it)."""
    start = state(board_of("x...o...."))
    visited = alphabeta_visits(GAME, start)
    tree = GameTree(GAME, start)
    for _ in range(3):
        tree.expand_level()
    for node in tree.nodes[1:]:
        parent = tree.nodes[node.parent]
        if node.path in visited:
            assert parent.path in visited
        if parent.path not in visited:
            assert node.path not in visited
        if parent.path in visited and node.id == parent.children[0]:
            assert node.path in visited
    assert any(n.path not in visited for n in tree.nodes)  # something was cut off


def test_counts_from_the_empty_board_match_the_known_numbers():
    counts = node_counts(GAME, state(EMPTY_BOARD))
    assert counts == Counts(minimax=549_946, alphabeta=20_866, alphabeta_table=5_473)
    assert counts.alphabeta_table < counts.alphabeta < counts.minimax


def test_the_apps_rules_stop_at_a_certain_draw_so_their_tree_is_smaller():
    app_rules = create(3, 3)
    counts = node_counts(app_rules, app_rules.initial_state())
    assert counts.minimax < 549_946 and counts.alphabeta < 20_866


def test_counts_of_a_finished_game_are_one_node_each():
    assert node_counts(GAME, state(board_of("xxxoo...."))) == Counts(1, 1, 1)


def test_a_count_that_takes_too_long_is_given_up():
    big = textbook_rules(create(4, 3))
    counts = node_counts(big, big.initial_state(), Budget(0.2))
    assert counts == Counts(None, None, None)


def test_layout_hides_collapsed_subtrees_and_marks_best_children():
    tree = GameTree(GAME, state(board_of("xo.xo....")))
    tree.expand_level()
    tree.expand_level()
    places = tree_layout(tree)
    assert set(places) == {n.id for n in tree.nodes}
    first = tree.root.children[0]
    folded = tree_layout(tree, {first})
    assert first in folded and not any(tree.nodes[i].parent == first for i in folded)
    evaluate_leaves(tree)
    best = [c for c in tree.root.children if is_best_child(tree, c)]
    assert [tree.nodes[c].move for c in best] == [6]  # the immediate win


# -- a game that is not a grid: one heap, take 1 or 2, who takes the last wins ----------------

@dataclass(frozen=True)
class Heap:
    matches: int
    mover: int


class TakeAway(Game[Heap, int]):
    """A subtraction game: the positions with a multiple of 3 matches are lost for the mover."""

    num_players = 2

    def __init__(self, matches: int):
        self.matches = matches

    def initial_state(self) -> Heap:
        return Heap(self.matches, 0)

    def legal_moves(self, state: Heap) -> list[int]:
        return [n for n in (1, 2) if n <= state.matches]

    def apply(self, state: Heap, move: int) -> Heap:
        return Heap(state.matches - move, 1 - state.mover)

    def is_terminal(self, state: Heap) -> bool:
        return state.matches == 0

    def outcome(self, state: Heap) -> Outcome | None:
        if state.matches:
            return None
        winner = 1 - state.mover  # who took the last match
        return Outcome(winner, (1.0, -1.0) if winner == 0 else (-1.0, 1.0))

    def to_move(self, state: Heap) -> int | None:
        return None if state.matches == 0 else state.mover


@pytest.mark.parametrize("matches", range(1, 10))
def test_any_two_player_game_gets_its_minimax_values(matches):
    game = TakeAway(matches)
    tree = GameTree(game, game.initial_state())
    while tree.expand_level():
        pass
    lost = matches % 3 == 0
    assert tree.root.value.winner == (1 if lost else 0)
    assert tree.root.value == exact_value(game, game.initial_state())
    counts = node_counts(game, game.initial_state())
    assert counts.minimax == len(tree.nodes)  # the whole tree, every path counted
    assert counts.alphabeta <= counts.minimax and counts.alphabeta_table <= counts.alphabeta
