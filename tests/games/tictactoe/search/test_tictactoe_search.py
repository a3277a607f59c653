"""Minimax, alpha-beta (the core's, on the course's textbook space), the transposition
table and the solved table on 3x3 (exhaustive), and the timed iterative-deepening search on
larger boards."""

import random

import pytest

from boardgames.core.gametree import game_value, plies_to_end
from boardgames.games.tictactoe.board import EMPTY, O, X, geometry, other, to_bitboards
from boardgames.games.tictactoe.rules import winner
from boardgames.games.tictactoe.search.minimax import FULL_TREE_NODES_3X3, minimax
from boardgames.games.tictactoe.search.space import deepening, textbook_alphabeta
from boardgames.games.tictactoe.search.table import SolvedTable, solved_table

GEO = geometry(3, 3, 3)


def reachable_positions():
    """Every position reachable from the empty board with X first, by plain play-out:
    (board, side to move) pairs of unfinished games."""
    seen, out = set(), []
    stack = [(EMPTY,) * 9]
    while stack:
        board = stack.pop()
        if board in seen:
            continue
        seen.add(board)
        if winner(GEO, board) or EMPTY not in board:
            continue
        mark = X if board.count(X) == board.count(O) else O
        out.append((board, mark))
        for cell in range(9):
            if board[cell] == EMPTY:
                stack.append(board[:cell] + (mark,) + board[cell + 1:])
    return seen, out


ALL, OPEN = reachable_positions()


def naive_value(board, mark):
    """Game value for ``mark`` to move by a direct recursive search on tuples (a second,
    independent implementation): 1 win, 0 draw, -1 loss."""
    if winner(GEO, board):
        return -1
    if EMPTY not in board:
        return 0
    return max(-naive_value(board[:c] + (mark,) + board[c + 1:], other(mark))
               for c in range(9) if board[c] == EMPTY)


def masks(board, mark):
    x_mask, o_mask = to_bitboards(board)
    return (x_mask, o_mask) if mark == X else (o_mask, x_mask)


def test_the_game_has_5478_positions_4520_unfinished():
    assert len(ALL) == 5478 and len(OPEN) == 4520
    table = SolvedTable()
    assert len(table) == 5478


def test_plain_minimax_from_the_empty_board_visits_the_whole_tree():
    result = minimax(GEO, 0, 0)
    assert result.nodes == FULL_TREE_NODES_3X3 == 549_946
    assert sorted(result.best_moves) == list(range(9))  # every opening draws
    assert all(game_value(s) == 0 for s in result.scores.values())


def test_alphabeta_and_the_table_visit_far_fewer_nodes_with_the_same_answer():
    plain = minimax(GEO, 0, 0)
    pruned = textbook_alphabeta(GEO, 0, 0)
    tabled = textbook_alphabeta(GEO, 0, 0, {})
    assert tabled.nodes < pruned.nodes < plain.nodes / 10
    assert sorted(pruned.best_moves) == sorted(tabled.best_moves) == sorted(plain.best_moves)


def test_the_table_agrees_with_an_independent_search_on_sampled_positions():
    table = solved_table()
    rng = random.Random(5)
    for board, mark in rng.sample(OPEN, 150):
        me, them = masks(board, mark)
        assert game_value(table.score(me, them)) == naive_value(board, mark)


def test_every_search_chooses_only_optimal_moves_from_every_reachable_position():
    table = solved_table()
    for board, mark in OPEN:
        me, them = masks(board, mark)
        exact = table.move_scores(me, them)
        value = game_value(table.score(me, them))
        optimal = {c for c, s in exact.items() if game_value(s) == value}
        fastest = max(exact.values())
        plain = minimax(GEO, me, them)
        assert plain.scores == exact
        for result in (plain, textbook_alphabeta(GEO, me, them), textbook_alphabeta(GEO, me, them, {})):
            assert result.best_moves and set(result.best_moves) <= optimal
            assert sorted(result.best_moves) == sorted(c for c, s in exact.items() if s == fastest)


def test_depth_adjusted_scores_prefer_the_fastest_win():
    # x x . / o o . / . . .  X to move: 2 wins at once; other moves can only win later
    board = (X, X, EMPTY, O, O, EMPTY, EMPTY, EMPTY, EMPTY)
    result = minimax(GEO, *masks(board, X))
    assert result.best_moves == [2]
    assert plies_to_end(result.scores[2]) == 1
    # a lost position: the loser delays the loss as long as it can (blocks one threat)
    board = (X, O, EMPTY, EMPTY, X, EMPTY, EMPTY, EMPTY, EMPTY)  # O to move; X threatens 8
    result = minimax(GEO, *masks(board, O))
    assert all(game_value(s) == -1 for s in result.scores.values())
    assert result.best_moves == [8]  # the block: X then needs a fork, 4 plies in all
    assert plies_to_end(result.scores[8]) == 4
    assert all(plies_to_end(result.scores[c]) == 2 for c in result.scores if c != 8)


def exact_player_never_loses(search, mark):
    """Let ``search`` play ``mark`` against every sequence of opponent moves."""
    def play(board, to_move):
        if winner(GEO, board):
            return winner(GEO, board) == mark
        if EMPTY not in board:
            return True
        if to_move == mark:
            result = search(*masks(board, mark))
            return all(play(board[:c] + (mark,) + board[c + 1:], other(mark)) for c in result.best_moves)
        return all(play(board[:c] + (to_move,) + board[c + 1:], mark)
                   for c in range(9) if board[c] == EMPTY)
    return play((EMPTY,) * 9, X)


@pytest.mark.parametrize("with_table", [False, True])
@pytest.mark.parametrize("mark", [X, O])
def test_alphabeta_never_loses_against_any_opponent(mark, with_table):
    assert exact_player_never_loses(
        lambda me, them: textbook_alphabeta(GEO, me, them, {} if with_table else None), mark)


@pytest.mark.parametrize("mark", [X, O])
def test_minimax_never_loses_against_any_opponent(mark):
    cache = {}

    def search(me, them):
        if (me, them) not in cache:
            cache[me, them] = minimax(GEO, me, them)
        return cache[me, them]
    assert exact_player_never_loses(search, mark)


def test_a_kept_table_needs_fewer_nodes_the_second_time():
    table = {}
    first = textbook_alphabeta(GEO, 0, 0, table)
    again = textbook_alphabeta(GEO, 0, 0, table)
    assert again.nodes < first.nodes / 5 and again.best_moves == first.best_moves


@pytest.mark.parametrize("rows,cols,k", [(4, 4, 3), (5, 5, 4), (7, 7, 5)])
def test_deepening_finds_a_win_in_one_on_larger_boards(rows, cols, k):
    geo = geometry(rows, cols, k)
    me = sum(1 << c for c in range(k - 1))              # k-1 in the top row, the k-th free
    them = sum(1 << (geo.cols * (rows - 1) + c) for c in range(k - 1))
    result = deepening(geo, me, them, budget_ms=300)
    assert result.best_moves == [k - 1]
    assert plies_to_end(result.best_score) == 1


def test_deepening_reports_depth_and_scores_of_the_root_moves():
    geo = geometry(4, 4, 4)
    result = deepening(geo, 1 << 5, 1 << 6, budget_ms=200)
    assert result.depth >= 2 and result.nodes > 0
    assert result.best_moves[0] in result.scores and result.exact[result.best_moves[0]]


def test_deepening_solves_small_boards_exactly_and_still_hears_a_cancel():
    from boardgames.core.players import Budget
    from boardgames.core.runner import Cancelled

    geo = geometry(4, 4, 4)
    result = deepening(geo, 0, 0, budget_ms=1000, every_move=True)
    assert result.complete and result.depth == 16 and len(result.scores) == 16
    assert all(result.exact.values()) and set(result.scores.values()) == {0}  # every opening draws
    with pytest.raises(Cancelled):
        deepening(geometry(4, 4, 3), 1 << 5, 0, budget_ms=1000, budget=Budget(cancelled=lambda: True))
    with pytest.raises(Cancelled):
        deepening(geometry(5, 5, 4), 1 << 12, 1 << 13, budget_ms=1000, budget=Budget(cancelled=lambda: True))
