"""The core alpha-beta (boardgames.core.alphabeta): exact and depth-limited scores against a
brute-force negamax on random games full of transpositions, the root windows, the
board's symmetries in the table, iterative deepening, the budget, and the generic player."""

from __future__ import annotations

import random

import pytest

from boardgames.core.alphabeta import (
    ALL_BEST,
    EVERY_MOVE,
    ONE_BEST,
    AlphaBetaPlayer,
    GameSpace,
    search,
)
from boardgames.core.game import Game, Outcome
from boardgames.core.gametree import WIN, game_value, heuristic_points, plies_to_end
from boardgames.core.players import Budget
from boardgames.core.runner import Cancelled
from boardgames.games.tictactoe.board import O, X, to_bitboards
from boardgames.games.tictactoe.rules import MNKGame, State
from boardgames.games.tictactoe.search.table import solved_table


class LatticeGame(Game[tuple[int, int], int]):
    """A random two-player game whose states ``(ply, node)`` meet again by many move
    orders (``node`` takes few values): a finished game's outcome and a state's heuristic
    value come from the seed."""

    num_players = 2

    def __init__(self, seed: int, width: int = 7, length: int = 9, branching: int = 3):
        self.seed, self.width, self.length, self.branching = seed, width, length, branching

    def _hash(self, *parts: int) -> int:
        return hash((self.seed, *parts)) & 0xFFFF

    def initial_state(self) -> tuple[int, int]:
        return 0, 0

    def is_terminal(self, state: tuple[int, int]) -> bool:
        ply, node = state
        return ply >= self.length or (ply > 1 and self._hash(ply, node, 1) % 6 == 0)

    def legal_moves(self, state: tuple[int, int]) -> list[int]:
        return [] if self.is_terminal(state) else list(range(1 + self._hash(*state, 2) % self.branching))

    def apply(self, state: tuple[int, int], move: int) -> tuple[int, int]:
        ply, node = state
        return ply + 1, (node * 3 + move + self._hash(ply, move, 3)) % self.width

    def to_move(self, state: tuple[int, int]) -> int | None:
        return None if self.is_terminal(state) else state[0] % 2

    def outcome(self, state: tuple[int, int]) -> Outcome | None:
        if not self.is_terminal(state):
            return None
        mover = state[0] % 2  # the seat that would move next
        result = self._hash(*state, 4) % 3 - 1
        if result == 0:
            return Outcome(None, (0.0, 0.0))
        winner = mover if result > 0 else 1 - mover
        return Outcome(winner, (1.0, -1.0) if winner == 0 else (-1.0, 1.0))

    def heuristic(self, game: Game, state: tuple[int, int], seat: int) -> float:
        return (self._hash(*state, 5) % 101 - 50) / 100


def brute_force(game: LatticeGame, state: tuple[int, int], depth: int | None = None,
                evaluate: bool = False) -> dict[int, int]:
    """Every move's depth-adjusted, root-relative score by plain negamax (an independent
    implementation: recursion over the Game contract, no pruning, no table)."""
    def value(state: tuple[int, int], ply: int, left: int | None) -> int:
        outcome = game.outcome(state)
        if outcome is not None:
            result = outcome.returns[state[0] % 2]
            return 0 if result == 0 else WIN - ply if result > 0 else ply - WIN
        if left == 0:
            return heuristic_points(game.heuristic(game, state, state[0] % 2)) if evaluate else 0
        nxt = None if left is None else left - 1
        return max(-value(game.apply(state, m), ply + 1, nxt) for m in game.legal_moves(state))
    return {m: -value(game.apply(state, m), 1, None if depth is None else depth - 1)
            for m in game.legal_moves(state)}


GAMES = [LatticeGame(seed) for seed in range(40)]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"seed{g.seed}")
def test_exact_scores_equal_brute_force_negamax(game):
    expected = brute_force(game, game.initial_state())
    space = GameSpace(game)
    every = search(space, space.position(game.initial_state()), window=EVERY_MOVE)
    assert every.scores == expected and all(every.exact.values())
    assert every.complete and every.depth is None
    best = max(expected.values())
    ties = search(space, space.position(game.initial_state()), window=ALL_BEST)
    assert sorted(ties.best_moves) == sorted(m for m, s in expected.items() if s == best)
    for move, score in ties.scores.items():  # a refuted move's score bounds it from above
        assert score == expected[move] if ties.exact[move] else score >= expected[move]
    one = search(space, space.position(game.initial_state()), window=ONE_BEST, transpositions=False)
    assert len(one.best_moves) == 1 and expected[one.best_moves[0]] == best


@pytest.mark.parametrize("game", GAMES[:15], ids=lambda g: f"seed{g.seed}")
@pytest.mark.parametrize("depth", [1, 3, 5])
def test_depth_limited_scores_equal_brute_force_with_the_evaluation(game, depth):
    expected = brute_force(game, game.initial_state(), depth, evaluate=True)
    space = GameSpace(game, evaluate=game.heuristic)
    result = search(space, space.position(game.initial_state()), depth=depth, window=EVERY_MOVE)
    assert result.depth <= depth
    if result.depth == depth:
        assert result.scores == expected
    else:  # stopped early: settled, so the deeper search cannot change the best move's value
        assert max(result.scores.values()) == max(brute_force(game, game.initial_state()).values())


def test_a_finished_game_gives_no_moves_and_one_node():
    game = LatticeGame(1)
    state = (game.length, 0)
    result = search(GameSpace(game), (state, 0))
    assert result.scores == {} and result.best_moves == [] and result.nodes == 1


class PlainMNK(MNKGame):
    """Tic-tac-toe that declares no symmetries."""

    def symmetries(self, state):
        return ()


def test_declared_symmetries_merge_positions_in_the_table_with_the_same_scores():
    with_symmetry, without = MNKGame(), PlainMNK()
    state = with_symmetry.initial_state()
    merged = search(GameSpace(with_symmetry), GameSpace(with_symmetry).position(state), window=EVERY_MOVE)
    plain = search(GameSpace(without), GameSpace(without).position(state), window=EVERY_MOVE)
    assert merged.scores == plain.scores and all(s == 0 for s in merged.scores.values())
    assert merged.nodes < plain.nodes / 3


@pytest.mark.parametrize("rows, cols, count", [(3, 3, 8), (4, 4, 8), (3, 5, 4), (4, 3, 4)])
def test_the_mnk_game_declares_the_boards_symmetries(rows, cols, count):
    game = MNKGame(rows, cols, 3)
    state = game.initial_state()
    for move in (0, 1, cols + 1):
        state = game.apply(state, move)
    images = game.symmetries(state)
    assert len(images) == count and images[0] == state
    assert len(set(images)) == count  # this position has no symmetry of its own
    for image in images:
        assert sorted(image.board) == sorted(state.board) and image.to_move == state.to_move
        assert game.outcome(game.apply(image, next(iter(game.legal_moves(image))))) is None


def test_generic_search_agrees_with_the_solved_tic_tac_toe_table():
    game, table, rng = MNKGame(), solved_table(), random.Random(4)
    for _ in range(25):
        state = game.initial_state()
        for _ in range(rng.randrange(0, 6)):
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        if game.is_terminal(state):
            continue
        x_mask, o_mask = to_bitboards(state.board)
        me, them = (x_mask, o_mask) if state.to_move == X else (o_mask, x_mask)
        space = GameSpace(game)
        result = search(space, space.position(state), window=EVERY_MOVE)
        exact = table.move_scores(me, them)
        assert {m: game_value(s) for m, s in result.scores.items()} == {m: game_value(s) for m, s in exact.items()}
        for move, score in result.scores.items():
            if game_value(score):
                assert plies_to_end(score) == plies_to_end(exact[move])


def test_deepening_stops_once_a_win_is_proven():
    game = MNKGame()
    state = State((X, X, 0, O, O, 0, 0, 0, 0))  # X wins at cell 2 at once
    space = GameSpace(game)
    result = search(space, space.position(state), depth=9, window=ALL_BEST)
    assert result.depth == 1 and result.best_moves == [2] and result.best_score == WIN - 1


def test_a_depth_limited_result_is_not_proven_and_an_exact_one_is():
    game = LatticeGame(3, length=12)
    space = GameSpace(game, evaluate=game.heuristic)
    shallow = search(space, space.position(game.initial_state()), depth=2)
    assert shallow.depth == 2 and not shallow.complete
    deep = search(space, space.position(game.initial_state()), depth=50)
    assert deep.complete and deep.depth <= 12


def test_a_kept_table_makes_the_second_search_cheap():
    game, table = MNKGame(), {}
    space = GameSpace(game)
    root = space.position(game.initial_state())
    first = search(space, root, table=table)
    again = search(space, root, table=table)
    assert again.scores == first.scores and again.nodes < first.nodes / 5


class EndlessGame(LatticeGame):
    """A game tree far too large to finish: only the clock stops a search."""

    def __init__(self) -> None:
        super().__init__(7, width=1 << 40, length=60, branching=4)

    def is_terminal(self, state: tuple[int, int]) -> bool:
        return state[0] >= self.length


def test_the_time_budget_stops_deepening_and_progress_is_reported():
    game, reports = EndlessGame(), []
    space = GameSpace(game, evaluate=game.heuristic)
    result = search(space, space.position(game.initial_state()), budget=Budget(0.3, report=reports.append))
    assert result.depth >= 2 and not result.complete
    assert result.seconds < 2.0  # generous: the budget is honoured, the machine may be busy
    assert reports and reports[-1].nodes > 0 and reports[-1].bound is not None


def test_cancelling_stops_the_search():
    game = EndlessGame()
    space = GameSpace(game, evaluate=game.heuristic)
    with pytest.raises(Cancelled):
        search(space, space.position(game.initial_state()), budget=Budget(None, cancelled=lambda: True))


def test_the_player_breaks_ties_with_its_random_generator_and_explains_itself():
    game = MNKGame()
    state = game.initial_state()
    picks = {AlphaBetaPlayer(rng=random.Random(seed)).choose(game, state).move for seed in range(12)}
    assert len(picks) > 2  # every opening draws: ties are broken at random
    decision = AlphaBetaPlayer(rng=random.Random(1)).choose(game, state)
    assert decision.reason == "best-value" and decision.analysis.exact
    assert decision.analysis.values == {m: 0.0 for m in range(9)}
    with pytest.raises(ValueError):
        AlphaBetaPlayer().choose(game, game.apply(game.apply(game.apply(game.apply(game.apply(
            state, 0), 3), 1), 4), 2))


class SoloGame(LatticeGame):
    num_players = 1


def test_the_player_refuses_games_without_two_players():
    with pytest.raises(ValueError, match="two-player"):
        AlphaBetaPlayer().choose(SoloGame(1), (0, 0))
