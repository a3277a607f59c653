"""The minimax tree viewer's Qt-free model: values against the solved table (the perfect
player), propagation up the tree, alpha-beta cut-off marks, and node counts."""

import random

import pytest

from boardgames.core.gametree import WIN, game_value, plies_to_end
from boardgames.games.tictactoe.board import EMPTY, O, X, geometry, other, to_bitboards
from boardgames.games.tictactoe.rules import winner
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.space import textbook_alphabeta
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.search.tree import (
    Counts,
    GameTree,
    Value,
    alphabeta_visits,
    exact_value,
    is_best_child,
    node_counts,
    tree_layout,
)

GEO = geometry(3, 3, 3)
EMPTY_BOARD = (EMPTY,) * 9


def board_of(text: str):
    return tuple({"x": X, "o": O, ".": EMPTY}[ch] for ch in text)


def perfect_value(board) -> Value:
    """The value the project's perfect player (the solved table) gives ``board``."""
    mark = X if board.count(X) == board.count(O) else O
    x_mask, o_mask = to_bitboards(board)
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    score = solved_table().score(me, them)
    if game_value(score) == 0:
        return Value(EMPTY, 0)
    return Value(mark if score > 0 else other(mark), plies_to_end(score))


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


def test_values_of_a_few_positions_read_off_the_board():
    assert exact_value(EMPTY_BOARD) == Value(EMPTY, 0)
    assert exact_value(board_of("xo.xo....")) == Value(X, 1)  # X completes the left column
    assert exact_value(board_of("xox.o.x..")) == Value(O, 1)  # O completes the middle column
    assert exact_value(board_of("x...o...x")) == Value(EMPTY, 0)


@pytest.mark.parametrize("board", random_positions(40))
def test_values_match_the_perfect_player(board):
    assert exact_value(board) == perfect_value(board)


@pytest.mark.parametrize("board", random_positions(12, seed=3, fewest=4))
def test_values_propagated_from_expanded_leaves_match_the_perfect_player(board):
    tree = GameTree(board)
    while tree.expand_level():
        pass
    assert all(n.value is not None for n in tree.nodes)
    for node in tree.nodes:
        assert node.value == perfect_value(node.board), node.board


def test_values_appear_bottom_up_as_levels_are_expanded():
    tree = GameTree(board_of("xo.xo...."))  # X to move, wins at once in cell 6
    assert tree.root.value is None
    tree.expand(0)
    win = next(tree.nodes[c] for c in tree.root.children if tree.nodes[c].move == 6)
    assert win.over and win.value == Value(X, 0)
    assert tree.root.value is None  # the other children are still unknown
    tree.evaluate_leaves()
    assert tree.root.value == Value(X, 1)


def test_expand_level_expands_the_shallowest_open_level_only():
    tree = GameTree(EMPTY_BOARD)
    assert tree.level_size() == 9
    assert tree.expand_level() == 9
    assert tree.level_size() == 72
    assert tree.expand_level() == 72
    assert len(tree.nodes) == 1 + 9 + 72
    assert {n.depth for n in tree.nodes if n.children is None} == {2}


def test_an_impossible_board_is_refused():
    with pytest.raises(ValueError):
        GameTree(board_of("oo......."))
    with pytest.raises(ValueError):
        GameTree((0,) * 8)


@pytest.mark.parametrize("board", [EMPTY_BOARD, *random_positions(10, seed=11)])
def test_alphabeta_visits_fewer_nodes_with_the_same_root_value(board):
    score, visited = alphabeta_visits(board)
    mark = X if board.count(X) == board.count(O) else O
    x_mask, o_mask = to_bitboards(board)
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    full = minimax(GEO, me, them)
    assert len(visited) == textbook_alphabeta(GEO, me, them, all_best=False).nodes
    assert len(visited) <= full.nodes
    expected = perfect_value(board)
    got = Value(EMPTY, 0) if game_value(score) == 0 else Value(
        mark if score > 0 else other(mark), WIN - abs(score))
    assert got == expected


def test_cut_off_marks_are_consistent():
    """Every visited node's parent was visited; a cut-off node's descendants are cut off too;
    the first child of every visited unfinished node is visited (nothing cuts before it)."""
    board = board_of("x...o....")
    _, visited = alphabeta_visits(board)
    tree = GameTree(board)
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
    counts = node_counts(EMPTY_BOARD)
    assert counts == Counts(minimax=549_946, alphabeta=20_866, alphabeta_table=5_473)
    assert counts.alphabeta_table < counts.alphabeta < counts.minimax


def test_counts_of_a_finished_game_are_one_node_each():
    assert node_counts(board_of("xxxoo....")) == Counts(1, 1, 1)


def test_layout_hides_collapsed_subtrees_and_marks_best_children():
    tree = GameTree(board_of("xo.xo...."))
    tree.expand_level()
    tree.expand_level()
    places = tree_layout(tree)
    assert set(places) == {n.id for n in tree.nodes}
    first = tree.root.children[0]
    folded = tree_layout(tree, {first})
    assert first in folded and not any(tree.nodes[i].parent == first for i in folded)
    tree.evaluate_leaves()
    best = [c for c in tree.root.children if is_best_child(tree, c)]
    assert [tree.nodes[c].move for c in best] == [6]  # the immediate win
