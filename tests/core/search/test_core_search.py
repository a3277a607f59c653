"""The textbook searches written once for every puzzle (core/search): breadth-first search,
A*, weighted A*, greedy best-first search and IDA* on a toy puzzle made up here and on the
8-puzzle; solutions replay to the goal, the optimal ones are shortest; the budget stops
them; the generic puzzle player answers with a plan."""

import random

import pytest

from boardgames.core.events import SearchProgress
from boardgames.core.game import Game, IllegalMoveError, Outcome
from boardgames.core.players import Budget
from boardgames.core.runner import Cancelled
from boardgames.core.search.heuristic import Heuristic
from boardgames.core.search.player import PuzzleSearchPlayer, SearchGaveUp
from boardgames.core.search.problem import Problem
from boardgames.core.search.solve import solve
from boardgames.core.search.steps import Expansion, Iteration
from boardgames.core.search.textbook import ALGORITHMS, a_star, breadth_first, ida_star, steps
from boardgames.games.fifteen.board import apply_moves, goal
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.shuffle import random_walk


class Doubling(Game[int, str]):
    """A toy puzzle: from ``start`` reach ``target`` by "+1" and "x2", never above ``cap``."""

    def __init__(self, start=1, target=10, cap=20):
        self.start, self.target, self.cap = start, target, cap

    def initial_state(self):
        return self.start

    def legal_moves(self, state):
        if state == self.target:
            return []
        return [m for m, v in (("+1", state + 1), ("x2", state * 2)) if v <= self.cap]

    def apply(self, state, move):
        if move not in self.legal_moves(state):
            raise IllegalMoveError(move)
        return state + 1 if move == "+1" else state * 2

    def is_terminal(self, state):
        return state == self.target

    def outcome(self, state):
        return Outcome(0, (1.0,)) if state == self.target else None


def replay(game, state, moves):
    for move in moves:
        state = game.apply(state, move)
    return state


#: Admissible and consistent: at least one move unless at the target.
ONE_LEFT = Heuristic("one", "One move left", lambda game, s: 0 if s == game.target else 1)
#: Shortest moves to 10 from each number (by hand: 1 +1 2 x2 4 +1 5 x2 10).
SHORTEST_TO_10 = {1: 4, 2: 3, 3: 3, 4: 2, 5: 1, 9: 1, 10: 0}


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("start", sorted(SHORTEST_TO_10))
def test_every_search_solves_the_toy_puzzle_and_the_optimal_ones_shortest(algorithm, start):
    game = Doubling(start)
    result = solve(Problem.of(game, start, ONE_LEFT), algorithm)
    assert result.solved and replay(game, start, result.moves) == 10
    if algorithm in ("bfs", "a*", "ida*"):
        assert result.optimal and len(result.moves) == SHORTEST_TO_10[start]
    else:
        assert len(result.moves) >= SHORTEST_TO_10[start]


def test_a_goal_out_of_reach_gives_up_after_visiting_everything():
    game = Doubling(start=11, target=10)  # numbers only grow
    for algorithm in ("bfs", "a*", "ida*"):
        result = solve(Problem.of(game, 11), algorithm)
        assert result.status == "gave_up" and result.moves == []
    assert solve(Problem.of(game, 11), "bfs").nodes_expanded == 10  # 11..20


def test_breadth_first_expands_in_order_of_depth_and_ignores_h():
    game = Doubling()
    misleading = Heuristic("bad", "Bad", lambda g, s: 50 - s, admissible=False, consistent=False)
    expanded = [s.node for s in breadth_first(Problem.of(game, 1, misleading))]
    assert [n.g for n in expanded] == sorted(n.g for n in expanded)
    assert [n.id for n in expanded] == sorted(n.id for n in expanded)
    assert expanded[-1].state == 10 and len(expanded[-1].moves()) == 4


def test_a_star_steps_say_what_changes_on_the_open_list():
    game = Doubling()
    first = next(a_star(Problem.of(game, 1, ONE_LEFT)))
    assert isinstance(first, Expansion) and first.node.state == 1 and not first.goal
    assert [c.state for c in first.children] == [2]  # +1 and x2 both lead to 2
    assert first.generated == 2 and first.open_size == 1
    assert [c.key[0] for c in first.children] == [first.children[0].f]


def test_ida_star_announces_each_bound_and_prunes_above_it():
    game = Doubling()
    events = list(ida_star(Problem.of(game, 1, ONE_LEFT)))
    bounds = [e.bound for e in events if isinstance(e, Iteration)]
    assert bounds == [1, 2, 3, 4]
    for event in events:
        if isinstance(event, Expansion):
            assert all(c.f > event_bound(events, event) for c in event.pruned)
    assert events[-1].goal and events[-1].node.g == 4


def event_bound(events, expansion):
    index = events.index(expansion)
    return next(e.bound for e in reversed(events[:index]) if isinstance(e, Iteration))


def test_ida_star_stops_before_a_bound_over_its_limit():
    result = solve(Problem.of(Doubling(), 1, ONE_LEFT), "ida*", max_bound=3)
    assert result.status == "gave_up" and (result.limit, result.limit_unit) == (3, "moves")
    assert result.bounds == [1, 2, 3]


def eight_puzzle_manhattan():
    from boardgames.games.fifteen.search.heuristics import get_heuristic

    h = get_heuristic("manhattan", 3, 3).h
    return Heuristic("manhattan", "Manhattan distance", lambda game, board: h(board))


@pytest.mark.parametrize("seed", range(4))
def test_on_the_8_puzzle_a_star_and_ida_star_agree_with_breadth_first_search(seed):
    board = random_walk(3, 3, 30, random.Random(seed))
    game = SlidingPuzzle(3, 3, board)
    manhattan = eight_puzzle_manhattan()
    shortest = solve(Problem.of(game, board), "bfs")
    assert shortest.optimal and apply_moves(board, 3, 3, shortest.moves) == goal(3, 3)
    for algorithm in ("a*", "ida*", "weighted-a*", "greedy"):
        result = solve(Problem.of(game, board, manhattan), algorithm, weight=1.5)
        assert apply_moves(board, 3, 3, result.moves) == goal(3, 3)
        if algorithm in ("a*", "ida*"):
            assert result.optimal and result.length == shortest.length
            assert result.nodes_expanded < shortest.nodes_expanded
        else:
            assert not result.optimal and result.length >= shortest.length
        if algorithm == "weighted-a*":
            assert result.length <= 1.5 * shortest.length


def test_the_budget_cancels_limits_and_reports():
    board = (8, 6, 7, 2, 5, 4, 3, 0, 1)  # 31 moves: the hardest 8-puzzle
    problem = Problem.of(SlidingPuzzle(3, 3, board), board)
    seen = []
    calls = []
    budget = Budget(cancelled=lambda: calls.append(1) or len(calls) > 3, report=seen.append)
    result = solve(problem, "bfs", budget=budget, preview=True)
    assert result.status == "cancelled" and result.nodes_expanded == 4 * 1024
    limited = solve(problem, "a*", node_limit=500)
    assert limited.status == "gave_up" and (limited.limit, limited.limit_unit) == (500, "nodes")
    assert limited.nodes_expanded == 500
    reports = []
    informed = Problem.of(SlidingPuzzle(3, 3, board), board, eight_puzzle_manhattan())
    found = solve(informed, "ida*", budget=Budget(report=reports.append))
    assert found.optimal and found.length == 31
    assert reports and all(isinstance(r, SearchProgress) for r in reports)
    assert [r.bound for r in reports if r.nodes == 0][:1] == [21]  # Manhattan distance of board
    assert found.bounds[0] == 21 and found.bounds[-1] == 31


def test_steps_refuses_unknown_names_and_small_weights():
    problem = Problem.of(Doubling(), 1)
    with pytest.raises(ValueError, match="unknown search"):
        steps(problem, "dfs")
    with pytest.raises(ValueError, match="weight"):
        next(a_star(problem, 0.5))
    with pytest.raises(ValueError, match="one-player"):
        from boardgames.games.tictactoe.rules import MNKGame

        Problem.of(MNKGame(), MNKGame().initial_state())


def test_the_generic_player_answers_with_a_replayable_plan():
    game = Doubling(start=3)
    decision = PuzzleSearchPlayer(ONE_LEFT).choose(game, 3)
    assert replay(game, 3, decision.plan) == 10 and decision.optimal
    assert len(decision.plan) == SHORTEST_TO_10[3]
    assert decision.move == decision.plan[0]
    with pytest.raises(SearchGaveUp):
        PuzzleSearchPlayer(node_limit=3).choose(Doubling(start=11, target=10), 11)
    with pytest.raises(Cancelled):
        board = (8, 6, 7, 2, 5, 4, 3, 0, 1)
        PuzzleSearchPlayer(algorithm="bfs").choose(SlidingPuzzle(3, 3, board), board,
                                                   Budget(cancelled=lambda: True))
    with pytest.raises(ValueError, match="solved"):
        PuzzleSearchPlayer().choose(game, 10)


def test_ida_star_avoiding_the_path_never_walks_a_cycle_back():
    # a triangle a-b-c with the goal d behind c: the parent check alone lets a -> b -> c
    # generate a again (a cycle of three); avoiding the path does not
    graph = {"a": ["b", "c"], "b": ["a", "c"], "c": ["a", "b", "d"], "d": ["c"]}
    problem = Problem("a", lambda s: [(t, t) for t in graph[s]], lambda s: s == "d")

    def generated(avoid_path):
        seen = []
        for step in ida_star(problem, avoid_path=avoid_path):
            if isinstance(step, Expansion):
                seen.extend(([n.state for n in step.node.path()], child.state) for child in step.children + step.pruned)
        return seen

    assert any(child in path for path, child in generated(False))
    assert not any(child in path for path, child in generated(True))


def test_breadth_first_search_stops_when_it_makes_the_goal():
    # the early goal test: the goal's level is not expanded first (on the 15-puzzle that
    # doubles the work: the thesis's 18-move position took over a million expansions)
    from boardgames.games.fifteen.search.textbook import puzzle_problem

    board = random_walk(3, 3, 40, random.Random(11))
    problem = puzzle_problem(board, 3, 3)
    result = solve(problem, "bfs")
    depth = len(result.moves)
    levels, frontier, seen = [1], [board], {board}
    while len(levels) < depth:  # positions nearer than the goal, counted level by level
        frontier = [s for b in frontier for _m, s in problem.successors(b) if s not in seen]
        frontier = list(dict.fromkeys(frontier))
        seen.update(frontier)
        levels.append(len(frontier))
    assert apply_moves(board, 3, 3, result.moves) == goal(3, 3)
    assert result.nodes_expanded <= sum(levels) + 1
