"""How a plug-in's games are set up: rules from options, a new game's start (Qt-free).

A :class:`Setup` reads a :class:`~boardgames.core.plugins.GamePlugin`'s ``rules`` factory,
its ``options`` and its ``start`` function once, and then builds, for any option values
(a level's, a saved game's, the page's controls'), the rules and the position a new game
starts from. The game page, the command line's ``play`` and the tests all set games up
through it, so a level, a saved game and a click on New game mean the same thing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from boardgames.core.game import Game
from boardgames.core.options import Option, checked, for_call
from boardgames.core.plugins import GamePlugin, load_attribute


class Setup:
    """The rules, options and start function of ``plugin``.

    Raises:
        ValueError: the plug-in declares no rules.
        ImportError, AttributeError, TypeError: its declared attributes cannot be loaded
            (a broken plug-in; the app reports it).
    """

    def __init__(self, plugin: GamePlugin):
        if not plugin.rules:
            raise ValueError(f"the plug-in '{plugin.id}' declares no rules")
        self.plugin = plugin
        self.factory: Callable[..., Game[Any, Any]] = load_attribute(plugin.rules)
        self.options: list[Option] = list(load_attribute(plugin.options)) if plugin.options else []
        if not all(isinstance(option, Option) for option in self.options):
            raise TypeError(f"{plugin.options}: every option must be a boardgames.core.options.Option")
        self._start: Callable[..., Any] | None = load_attribute(plugin.start) if plugin.start else None

    def values(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Option values from ``given`` (a level's settings, a saved game's options),
        checked, with defaults for the rest (see :func:`~boardgames.core.options.checked`)."""
        return checked(self.options, dict(given or {}))

    def rules(self, values: Mapping[str, Any]) -> Game[Any, Any]:
        """The rules for ``values`` (the factory takes the options it knows).

        Raises:
            ValueError: the factory refuses the values (a plug-in's own message).
        """
        return self.factory(**for_call(self.factory, values))

    def start(self, game: Game[Any, Any], settings: Mapping[str, Any], rng: random.Random,
              number: int = 0) -> Any:
        """The position a new game starts from: the plug-in's ``start(game, rng, ...)``
        with the settings it takes (options and a level's own, such as how far to
        shuffle; ``number`` counts the games played on the page, for taking turns to
        open), else ``game.initial_state()``."""
        if self._start is None:
            return game.initial_state()
        given = dict(settings, number=number)
        return self._start(game, rng, **for_call(self._start, given))

    def option_keys(self) -> Sequence[str]:
        """The keys of the plug-in's options."""
        return [option.key for option in self.options]
