"""The 15-puzzle's golden playthroughs (boardgames/games/fifteen/playthroughs.py): small
boards, each game ends on the goal, and the part played by breadth-first search is as
short as A* with the Manhattan distance (an admissible heuristic) says it can be."""

from __future__ import annotations

from boardgames.core.playthrough import declared, record
from boardgames.core.plugins import discover
from boardgames.core.search.problem import Problem
from boardgames.core.search.solve import solve
from boardgames.core.setup import Setup
from boardgames.games.fifteen.search.offered import HEURISTICS

SOLVER = "(shortest solution)"


def test_each_playthrough_ends_solved_by_a_shortest_solution():
    plugin = discover().get("fifteen")
    setup, playthroughs = Setup(plugin), declared(plugin)
    games = record(plugin).split("\n== ")[1:]
    assert len(games) == len(playthroughs) == 3
    for playthrough, text in zip(playthroughs, games, strict=True):
        game = setup.rules(setup.values(playthrough.settings))
        assert game.rows * game.cols <= 9, "a small board, so that breadth-first search is quick"
        lines = text.splitlines()
        first = next(i for i, line in enumerate(lines) if line.endswith(SOLVER))
        before = lines[first - 3].removeprefix("  state: ").removeprefix("start: ")
        solved = sum(line.endswith(SOLVER) for line in lines)
        best = solve(Problem.of(game, game.state_from_text(before), HEURISTICS[0]), "a*")
        assert best.optimal and solved == len(best.moves) > 0, text
        assert f"end: {playthrough.random_moves + solved} moves, terminal" in lines
