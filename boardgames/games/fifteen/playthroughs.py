"""The 15-puzzle's golden playthroughs (``GamePlugin.playthroughs``): the seeded games that
``tests/data/playthroughs/fifteen.txt`` records and the conformance test replays
(:mod:`boardgames.core.playthrough`). Small boards, so that breadth-first search finds a
shortest solution at once: a 3x3 board shuffled by the game's own start function (a
random walk from the goal), a few random moves, then a shortest solution; a uniformly
random solvable 2x3 board solved at once; a 2x2 board played at random for a while."""

from boardgames.core.playthrough import Playthrough

#: The recorded games.
PLAYTHROUGHS = (
    Playthrough(seed=1, settings={"rows": 3, "cols": 3, "shuffle": 12}, random_moves=2, solve=True),
    Playthrough(seed=2, settings={"rows": 2, "cols": 3}, random_moves=0, solve=True),
    Playthrough(seed=3, settings={"rows": 2, "cols": 2}, random_moves=6, solve=True),
)
