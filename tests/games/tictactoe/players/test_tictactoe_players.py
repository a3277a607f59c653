"""The computer players do what their rung of the course's ladder says."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.core.alphabeta import EVERY_MOVE, GameSpace, search
from boardgames.core.gametree import WIN, game_value
from boardgames.core.players import NO_LIMIT
from boardgames.games.tictactoe.board import EMPTY, O, X, geometry, other, to_bitboards
from boardgames.games.tictactoe.notation import parse_position
from boardgames.games.tictactoe.players import PLAYERS, make_player, players_for
from boardgames.games.tictactoe.rules import MNKGame, State, winner
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.tactics import threats

GEO = geometry(3, 3, 3)


def pos(text):
    return parse_position(text, GEO)


def move_report(player, board, mark, budget=NO_LIMIT):
    """``player``'s :class:`MoveReport` for ``mark`` (X or O) to move on ``board``, asked
    as the app asks: ``choose`` on a state whose starter makes it ``mark``'s turn (a
    drawn game is played on to the full board, as the ladder's tests play it)."""
    placed = sum(1 for c in board if c != EMPTY)
    starter = mark if placed % 2 == 0 else other(mark)
    game = MNKGame(player.geo.rows, player.geo.cols, player.geo.k, starter=starter, early_draw=False)
    return player.choose(game, State(tuple(board), starter), budget).analysis.detail


def pick(player, board, mark):
    """The cell of :func:`move_report`."""
    return move_report(player, board, mark).move


def play_out(board, to_move, players):
    """Play to the end on 3x3; ``players`` maps a mark to a player. Returns (winner, cells)."""
    return play_out_on(GEO, players, board, to_move)


def beating_plans(name, mark):
    """All opponent move sequences that beat the deterministic player ``name`` playing
    ``mark``; each as (cells in order, whether the opponent had two or more threats when
    the player made its last move, i.e. it fell to a fork)."""
    player = make_player(name, GEO, random.Random(0))
    plans = []

    def rec(board, to_move, cells):
        won = winner(GEO, board)
        if won:
            if won != mark:
                before = list(board)
                before[cells[-1]] = before[cells[-2]] = EMPTY
                x_mask, o_mask = to_bitboards(tuple(before))
                theirs, mine = (x_mask, o_mask) if mark == O else (o_mask, x_mask)
                plans.append((cells, len(threats(GEO, theirs, mine)) >= 2))
            return
        if EMPTY not in board:
            return
        if to_move == mark:
            cell = pick(player, board, mark)
            rec(board[:cell] + (mark,) + board[cell + 1:], other(mark), cells + [cell])
        else:
            for cell in range(9):
                if board[cell] == EMPTY:
                    rec(board[:cell] + (to_move,) + board[cell + 1:], other(to_move), cells + [cell])
    rec((EMPTY,) * 9, X, [])
    return plans


def test_dummy_takes_the_first_free_cell():
    assert pick(make_player("dummy", GEO), pos("x...o...."), X) == 1
    assert pick(make_player("dummy", GEO), pos("xo......."), X) == 2


def test_dummy_loses_to_the_simple_diagonal_plan():
    dummy = make_player("dummy", GEO)
    board = (EMPTY,) * 9
    for cell in (4, 2, 6):  # X: centre, then a corner, then the opposite corner
        board = board[:cell] + (X,) + board[cell + 1:]
        if winner(GEO, board):
            break
        reply = pick(dummy, board, O)
        board = board[:reply] + (O,) + board[reply + 1:]
    assert winner(GEO, board) == X


def test_centre_player_opens_in_the_centre_then_takes_first_free():
    player = make_player("centre", GEO)
    assert pick(player, pos("........."), X) == 4
    assert pick(player, pos("x...o...."), X) == 1


def test_winner_completes_a_line_instead_of_the_first_free_cell():
    board = pos("..x/oo./xx.")  # O to move: 5 completes the middle row
    assert pick(make_player("centre", GEO), board, O) == 0
    assert pick(make_player("winner", GEO), board, O) == 5


def test_winner_does_not_block_but_blocker_does():
    board = pos("x../xo./...")  # O to move; X threatens 6; O has no win
    assert pick(make_player("winner", GEO), board, O) == 1  # first free: ignores the threat
    assert pick(make_player("blocker", GEO), board, O) == 6


def test_blocker_prefers_its_own_win_to_a_block():
    board = pos("xx./oo./..x")  # O to move: X threatens 2, O wins at 5
    assert pick(make_player("blocker", GEO), board, O) == 5


def test_blocker_falls_to_a_fork():
    plans = beating_plans("blocker", O)
    assert plans, "some plan must beat the blocker"
    # e.g. X corner, O centre, X edge, blocker edge, X corner: two threats
    assert all(forked for _, forked in plans)


def test_fork_player_blocks_the_fork_set_up_that_beats_the_blocker():
    for cells, _ in beating_plans("blocker", O):
        board = (EMPTY,) * 9
        mark = X
        for cell in cells[:3]:
            board = board[:cell] + (mark,) + board[cell + 1:]
            mark = other(mark)
        # the same opening against the fork player: X gets no fork after its reply
        reply = pick(make_player("forker", GEO), board, O)
        after = board[:reply] + (O,) + board[reply + 1:]
        x_mask, o_mask = to_bitboards(after)
        ours = threats(GEO, o_mask, x_mask)
        if ours:  # X must block; then it has fewer than two threats
            block = ours[0]
            assert len(threats(GEO, x_mask | 1 << block, o_mask)) < 2
        else:
            free = [c for c in range(9) if after[c] == EMPTY]
            assert all(len(threats(GEO, x_mask | 1 << c, o_mask)) < 2 for c in free)


@pytest.mark.parametrize("mark", [X, O])
def test_fork_player_never_loses(mark):
    assert beating_plans("forker", mark) == []


@pytest.mark.parametrize("name", ["dummy", "centre", "winner"])
def test_lower_rungs_can_be_beaten(name):
    assert beating_plans(name, O)


def test_fork_player_makes_a_fork_when_it_can():
    board = pos("xo./.o./.x.")  # X to move, nobody threatens; 6 makes two threats
    x_mask, o_mask = to_bitboards(board)
    assert not threats(GEO, o_mask, x_mask) and not threats(GEO, x_mask, o_mask)
    move = pick(make_player("forker", GEO), board, X)
    assert len(threats(GEO, x_mask | 1 << move, o_mask)) >= 2
    assert pick(make_player("blocker", GEO), board, X) == 2  # no fork: first free cell


def test_fork_player_answers_opposite_corners_with_an_edge():
    board = pos("x../.o./..x")  # O to move after X took two opposite corners
    cell = pick(make_player("forker", GEO), board, O)
    assert cell in (1, 3, 5, 7)  # a corner would let X fork


def test_the_named_players_pick_only_optimal_moves_when_they_are_exact():
    table = solved_table()
    rng = random.Random(3)
    boards = [pos("x.o/.x./..."), pos("........."), pos("xo./.../..."), pos("x../.o./..x")]
    for board in boards:
        mark = X if board.count(X) == board.count(O) else O
        x_mask, o_mask = to_bitboards(board)
        me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
        value = game_value(table.score(me, them))
        moves = table.move_scores(me, them)
        for name in ("minimax", "alphabeta", "alphabeta-tt", "perfect"):
            move = pick(make_player(name, GEO, random.Random(rng.random())), board, mark)
            assert game_value(moves[move]) == value


def test_same_seed_same_choices_for_minimax_alphabeta_and_table():
    board = pos(".........")
    picks = {name: [pick(make_player(name, GEO, random.Random(seed)), board, X) for seed in range(4)]
             for name in ("minimax", "alphabeta", "alphabeta-tt")}
    assert picks["minimax"] == picks["alphabeta"] == picks["alphabeta-tt"]
    assert len(set(picks["minimax"])) > 1  # ties are broken at random, not always cell 0


def test_minimax_decision_reports_the_full_tree_from_the_empty_board():
    decision = move_report(make_player("minimax", GEO, random.Random(1)), (EMPTY,) * 9, X)
    assert decision.full_tree and decision.nodes == 549_946
    tt = move_report(make_player("alphabeta-tt", GEO, random.Random(1)), (EMPTY,) * 9, X)
    assert 0 < tt.nodes < decision.nodes and tt.move == decision.move


def test_random_player_is_reproducible_with_a_seed():
    a = [pick(make_player("random", GEO, random.Random(7)), (EMPTY,) * 9, X) for _ in range(3)]
    b = [pick(make_player("random", GEO, random.Random(7)), (EMPTY,) * 9, X) for _ in range(3)]
    assert a == b
    player = make_player("random", GEO, random.Random(1))
    assert len({pick(player, (EMPTY,) * 9, X) for _ in range(40)}) > 3


def test_fallible_player_errs_as_often_as_the_teacher_sets():
    board = pos("xx./oo./...")  # X to move: 2 wins at once; others do not
    never = make_player("fallible", GEO, random.Random(1), error=0.0)
    always = make_player("fallible", GEO, random.Random(1), error=1.0)
    assert all(pick(never, board, X) == 2 for _ in range(20))
    mistakes = [move_report(always, board, X) for _ in range(20)]
    assert all(d.erred and d.move != 2 for d in mistakes)
    half = make_player("fallible", GEO, random.Random(2), error=0.5)
    errs = sum(move_report(half, board, X).erred for _ in range(200))
    assert 60 < errs < 140
    with pytest.raises(ValueError):
        make_player("fallible", GEO, error=1.5)


def test_exact_players_refuse_large_boards_and_the_list_adapts():
    geo = geometry(5, 5, 4)
    with pytest.raises(ValueError):
        make_player("minimax", geo)
    names = [cls.name for cls in players_for(geo)]
    assert "deep" in names and "forker" in names and "minimax" not in names
    assert [cls.name for cls in players_for(GEO)] == list(PLAYERS)


def test_every_player_finishes_a_game_against_every_other_on_3x3():
    names = [n for n in PLAYERS if n not in ("minimax", "alphabeta", "deep")]
    for a in names:
        for b in names:
            players = {X: make_player(a, GEO, random.Random(1)), O: make_player(b, GEO, random.Random(2))}
            won, cells = play_out((EMPTY,) * 9, X, players)
            assert len(cells) == len(set(cells)) <= 9


boards_5x5 = st.lists(st.sampled_from([EMPTY, X, O]), min_size=25, max_size=25)


@settings(max_examples=25, deadline=None)
@given(boards_5x5, st.booleans())
def test_deep_player_never_misses_a_win_in_one_nor_a_block_of_one(cells, x_to_move):
    geo = geometry(5, 5, 4)
    board = tuple(cells)
    x_mask, o_mask = to_bitboards(board)
    if geo.has_line(x_mask) or geo.has_line(o_mask) or EMPTY not in board:
        return
    mark = X if x_to_move else O
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    player = make_player("deep", geo, random.Random(0), budget_ms=60)
    move = pick(player, board, mark)
    wins, danger = threats(geo, me, them), threats(geo, them, me)
    if wins:
        assert move in wins
    elif danger:
        assert move in danger


def test_perfect_player_plays_4x4_and_the_list_offers_it():
    for k in (3, 4):
        geo = geometry(4, 4, k)
        names = [cls.name for cls in players_for(geo)]
        assert "perfect" in names and "fallible" in names and "minimax" not in names
        assert pick(make_player("perfect", geo), (EMPTY,) * 16, X) in range(16)
    with pytest.raises(ValueError, match="at most 16 cells"):
        make_player("perfect", geometry(5, 5, 4))


def test_perfect_first_player_wins_4x4_with_three_in_a_row_against_every_defence():
    geo = geometry(4, 4, 3)
    perfect = make_player("perfect", geo, random.Random(0))

    def x_wins(board):
        """X (perfect) to move: every sequence of O replies ends in an X win."""
        cell = pick(perfect, board, X)
        board = board[:cell] + (X,) + board[cell + 1:]
        if winner(geo, board) == X:
            return True
        free = [c for c in range(16) if board[c] == EMPTY]
        return bool(free) and all(
            winner(geo, after := board[:c] + (O,) + board[c + 1:]) != O and x_wins(after) for c in free)

    assert x_wins((EMPTY,) * 16)
    report = move_report(perfect, (EMPTY,) * 16, X)
    assert report.result.best_score == WIN - 5  # a win in 5 plies: X's third mark
    assert set(report.result.best_moves) == {5, 6, 9, 10}  # the four centre cells


def generic_scores(geo, board, mark):
    """Every move's exact score by the core alpha-beta on the plain rules (the Game
    contract, no symmetries, no bitboard tricks): an independent check of the fast space."""
    class Plain(MNKGame):
        def symmetries(self, state):
            return ()
    game = Plain(geo.rows, geo.cols, geo.k)
    space = GameSpace(game)
    return search(space, space.position(State(board, X)), window=EVERY_MOVE).scores


@pytest.mark.parametrize("k", [3, 4])
def test_perfect_player_values_agree_with_the_plain_rules_on_4x4(k):
    geo, rng = geometry(4, 4, k), random.Random(k)
    game = MNKGame(4, 4, k)
    checked = 0
    while checked < 12:
        state = game.initial_state()
        for _ in range(rng.randrange(7, 12)):
            if game.is_terminal(state):
                break
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        if game.is_terminal(state):
            continue
        report = move_report(make_player("perfect", geo, random.Random(1)), state.board, state.to_move)
        expected = generic_scores(geo, state.board, state.to_move)
        best = max(expected.values())
        assert expected[report.move] == best
        assert report.result.scores[report.move] == best
        assert all(report.result.scores[c] >= s for c, s in expected.items())  # exact or upper bounds
        checked += 1


def test_perfect_players_draw_4x4_with_four_in_a_row_and_never_lose_to_random():
    geo = geometry(4, 4, 4)
    game = {X: make_player("perfect", geo, random.Random(1)), O: make_player("perfect", geo, random.Random(2))}
    assert play_out_on(geo, game)[0] == EMPTY
    for seed in range(6):
        rng = random.Random(seed)
        perfect, rand = make_player("perfect", geo, rng), make_player("random", geo, rng)
        assert play_out_on(geo, {X: perfect, O: rand})[0] in (EMPTY, X)
        assert play_out_on(geo, {X: rand, O: perfect})[0] in (EMPTY, O)


def play_out_on(geo, players, board=None, to_move=X):
    """Play to the end on ``geo`` (from the empty board unless ``board`` is given);
    ``players`` maps a mark to a player. Returns (winner, cells)."""
    board = (EMPTY,) * geo.cells if board is None else board
    cells = []
    while not winner(geo, board) and EMPTY in board:
        cell = pick(players[to_move], board, to_move)
        assert board[cell] == EMPTY
        board = board[:cell] + (to_move,) + board[cell + 1:]
        cells.append(cell)
        to_move = other(to_move)
    return winner(geo, board), cells


def test_fallible_player_on_4x4_errs_only_with_worse_moves():
    geo = geometry(4, 4, 4)
    board = pos4("xxx./oo../..../....")  # X to move: 3 wins at once
    always = make_player("fallible", geo, random.Random(3), error=1.0)
    for _ in range(10):
        report = move_report(always, board, X)
        assert report.erred and report.move != 3
    assert pick(make_player("fallible", geo, random.Random(3), error=0.0), board, X) == 3


def pos4(text):
    return parse_position(text, geometry(4, 4, 4))
