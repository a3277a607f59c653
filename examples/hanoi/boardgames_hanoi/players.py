"""The solvers the page's Solve and Hint use: the framework's generic puzzle players
(:func:`boardgames.core.generic.generic_choices`), all but the random one. (Without a
``players`` entry the page would offer the generic list as it is, whose first player, the
one Solve asks, is the random player.)"""

from boardgames.core.generic import generic_choices
from boardgames_hanoi.rules import create

PLAYERS = tuple(choice for choice in generic_choices(create()) if choice.id != "random")
