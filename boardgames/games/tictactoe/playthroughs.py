"""Tic-tac-toe's golden playthroughs (``GamePlugin.playthroughs``): the seeded games of
random moves that ``tests/data/playthroughs/tictactoe.txt`` records and the conformance
test replays (:mod:`boardgames.core.playthrough`). The seeds are picked so that the games
end in each way the rules know: a win for X, a win for O, a draw called as soon as no line
can be completed any more, O opening, and a 4x4 board with three in a row."""

from boardgames.core.playthrough import Playthrough

#: The recorded games, each played at random to the end.
PLAYTHROUGHS = (
    Playthrough(seed=1),  # X wins with the ninth mark
    Playthrough(seed=3),  # O wins
    Playthrough(seed=7),  # a draw after eight marks: no line can be completed any more
    Playthrough(seed=4, settings={"first": "o"}),  # O opens and wins with its third mark
    Playthrough(seed=5, settings={"size": 4, "k": 3}),  # X wins on a 4x4 board
)
