"""Discovery of game plug-ins through the ``boardgames.games`` entry-point group.

A plug-in is a Python distribution that declares, in its ``pyproject.toml``::

    [project.entry-points."boardgames.games"]
    mygame = "mygame.plugin:PLUGIN"

where ``PLUGIN`` is a :class:`GamePlugin`. The descriptor is light: the rules, the players,
the painter, panels and tools of its page and the command line are named as
``"module:attribute"`` strings and imported only when used, so listing games never imports
a game's Qt code (the same idea as napari's npe2 manifests). Every game is shown on the
app's one game page (``boardgames.kit.page``), which the plug-in furnishes with parts:
a painter for its board (the grid painter by default), optional panels beside it and
optional tools (windows opened from the page). A plug-in that fails to load is reported as
a :class:`PluginError` and never stops the others.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

from boardgames.core.levels import HowToPlay, Level
from boardgames.core.players import PlayerChoice

#: The entry-point group games register under.
ENTRY_POINT_GROUP = "boardgames.games"

#: Version of the plug-in contract this app implements. A plug-in declaring a higher
#: ``api_version`` is refused with a clear message.
API_VERSION = 1

#: :attr:`GamePlugin.contests` values: the class contests a game's command line runs for
#: class mode. ``TOURNAMENT``: ``boardgames ID tournament FILE... --json`` plays students'
#: players against a ladder and each other (the class tournament); ``CHALLENGE``:
#: ``boardgames ID challenge FILE --json`` scores a student's solver (the class leaderboard).
TOURNAMENT, CHALLENGE = "tournament", "challenge"


@dataclass(frozen=True)
class GamePlugin:
    """Descriptor of one game plug-in.

    Attributes:
        id: short, unique, lower-case name (``"fifteen"``); used on the command line
            (``boardgames --game fifteen``, ``boardgames fifteen ...``) and in settings.
        title: the game's name in English; the app translates it with
            ``QCoreApplication.translate(id, title)``.
        description: one or two sentences for the start page card (English, translated the
            same way).
        view: optional ``"module:attribute"`` of a callable ``(context) -> GameView``
            building a page of the game's own instead of the app's game page (kept for
            plug-ins written before the game page; new plug-ins give parts instead).
        rules: ``"module:attribute"`` of a callable returning the Qt-free
            :class:`boardgames.core.game.Game`; it takes the plug-in's options as keyword
            arguments (``create(rows=4, cols=4)``).
        options: optional ``"module:attribute"`` of a sequence of
            :class:`boardgames.core.options.Option`: the variants the rules can be built in
            (board size, k in a row, disks), shown on the page, named by levels, saved.
        start: optional ``"module:attribute"`` of ``start(game, rng, **settings)``: the
            position a new game starts from, given the options and a level's own settings
            it takes (``shuffle=12``; ``number``: how many games the page has played).
            Default: ``game.initial_state()``.
        painter: optional ``"module:attribute"`` of ``(game) -> Painter`` (Qt, see
            ``boardgames.kit.painter``); default: the grid painter, for rules that
            implement :class:`boardgames.core.grid.GridGame`.
        panels: ``"module:attribute"`` of ``(page) -> QWidget`` callables: the game's own
            panels beside the board (the 15-puzzle's solver options).
        tools: ``"module:attribute"`` of ``boardgames.kit.tools.Tool`` values: windows
            opened from the page (Compare, the tournament).
        analyst: optional ``"module:attribute"`` of ``(game) -> Player`` whose decision
            values every move (the page's "Show thinking"); default: the last player the
            plug-in offers that is not the random one.
        reasons: optional ``"module:attribute"`` of a mapping from a player's reason code
            (``Decision.reason``) to English words, which the page says after a
            computer's move ("block", "fork"; translated in the plug-in's context).
        heuristics: optional ``"module:attribute"`` of a sequence of
            :class:`boardgames.core.search.heuristic.Heuristic`, the recommended one first:
            estimates of a one-player puzzle's moves left, for the textbook searches, the
            search stepper and Compare.
        stepper: optional ``"module:attribute"`` of a
            :class:`boardgames.core.search.stepper.StepperPuzzle`: what the search stepper
            works on (the 15-puzzle: the 8-puzzle, random positions at a distance, the
            solvable ones only); default: the page's rules and position as they are.
        tree_rules: optional ``"module:attribute"`` of ``(game) -> Game``: the rules the
            game-tree viewer draws and counts (tic-tac-toe's play on to a full board, as
            the course's minimax does); default: the game's own.
        players: optional ``"module:attribute"`` of a sequence of
            :class:`boardgames.core.players.PlayerChoice`: the computer players offered
            for a seat (default: the generic ones that fit the game).
        cli: optional ``"module:attribute"`` of ``main(argv: list[str]) -> int``, run by
            ``boardgames <id> ...``.
        icon: optional path of an image file for the card (absolute, or relative to the
            plug-in module's folder when ``icon_package`` is set).
        icon_package: module whose folder ``icon`` is relative to.
        translations: optional package whose folder holds ``translations/<id>_<lang>.qm``
            (Qt's compiled translations of the plug-in's English, context ``id``); the app
            loads the file of its interface language.
        order: cards are sorted by ``order`` then title.
        levels: optional ``"module:attribute"`` of a sequence of
            :class:`boardgames.core.levels.Level`, easiest first (level 1 must be beatable
            by a child); the app's "Level ‹ N ›" control offers them.
        how_to_play: optional ``"module:attribute"`` of a
            :class:`boardgames.core.levels.HowToPlay` card (English texts, translated in
            the context ``id``).
        lesson_panels: ``(demo kind, "module:attribute")`` pairs: for a lesson stage whose
            ``demo`` is that kind, the lesson page shows the widget class named (Qt,
            ``(settings, parent) -> QWidget``) with ``show_stage(stage)``, ``run()`` (F5),
            ``cancel()`` and ``shutdown()``: the 15-puzzle's solver challenge.
        contests: the class contests the plug-in's ``cli`` runs (:data:`TOURNAMENT`,
            :data:`CHALLENGE`); class mode asks :meth:`Discovery.with_contest` which game
            has one. Default: none.
        playthroughs: optional ``"module:attribute"`` of a sequence of
            :class:`boardgames.core.playthrough.Playthrough`: the seeded games written to
            the plug-in's golden file (``tests/data/playthroughs/<id>.txt``) and compared
            with the code by the conformance test; default:
            :func:`boardgames.core.playthrough.default_playthroughs`.
        api_version: plug-in contract version the plug-in was written for.
    """

    id: str
    title: str
    description: str
    view: str | None = None
    rules: str | None = None
    options: str | None = None
    start: str | None = None
    painter: str | None = None
    panels: tuple[str, ...] = ()
    tools: tuple[str, ...] = ()
    analyst: str | None = None
    reasons: str | None = None
    heuristics: str | None = None
    stepper: str | None = None
    tree_rules: str | None = None
    players: str | None = None
    cli: str | None = None
    icon: str | None = None
    icon_package: str | None = None
    translations: str | None = None
    order: int = 100
    levels: str | None = None
    how_to_play: str | None = None
    lesson_panels: tuple[tuple[str, str], ...] = ()
    contests: tuple[str, ...] = ()
    playthroughs: str | None = None
    api_version: int = API_VERSION

    def load_view_factory(self) -> Callable[..., Any] | None:
        """Import and return the view factory, or ``None`` when the game uses the shared
        session page. Raises ImportError/AttributeError on failure."""
        factory: Callable[..., Any] | None = load_attribute(self.view) if self.view else None
        return factory

    def load_players(self) -> list[PlayerChoice]:
        """The computer players offered for a seat: the plug-in's own list, or the generic
        players that fit its rules (:func:`boardgames.core.generic.generic_choices`)."""
        if self.players:
            return list(load_attribute(self.players))
        from boardgames.core.generic import generic_choices

        rules = self.load_rules()
        return generic_choices(rules) if rules is not None else []

    def load_rules(self) -> Any:
        """Import the rules factory and return a new Game, or ``None`` when none is declared."""
        return load_attribute(self.rules)() if self.rules else None

    def load_levels(self) -> list[Level]:
        """The plug-in's levels, easiest first (empty when it declares none).

        Raises:
            ImportError, AttributeError: the declared attribute cannot be loaded.
            TypeError: it is not a sequence of Level.
        """
        if not self.levels:
            return []
        levels = list(load_attribute(self.levels))
        if not all(isinstance(level, Level) for level in levels):
            raise TypeError(f"{self.levels}: every level must be a boardgames.core.levels.Level")
        return levels

    def load_how_to_play(self) -> HowToPlay:
        """The plug-in's "How to play" card; without one, a card whose goal is the
        plug-in's description.

        Raises:
            ImportError, AttributeError: the declared attribute cannot be loaded.
            TypeError: it is not a HowToPlay.
        """
        if not self.how_to_play:
            return HowToPlay(goal=self.description)
        card = load_attribute(self.how_to_play)
        if not isinstance(card, HowToPlay):
            raise TypeError(f"{self.how_to_play}: must be a boardgames.core.levels.HowToPlay")
        return card

    def load_cli(self) -> Callable[[list[str]], int] | None:
        """Import and return the plug-in's command-line ``main``, or ``None``."""
        return load_attribute(self.cli) if self.cli else None

    def translations_folder(self) -> str | None:
        """The folder of the plug-in's ``.qm`` files, or ``None`` when it declares none.

        Raises:
            ImportError: the declared package cannot be imported.
        """
        if not self.translations:
            return None
        from pathlib import Path

        module = importlib.import_module(self.translations)
        return str(Path(module.__file__ or "").parent / "translations")

    def icon_path(self) -> str | None:
        """Absolute path of the card icon, or ``None``."""
        if not self.icon:
            return None
        if self.icon_package:
            from pathlib import Path

            module = importlib.import_module(self.icon_package)
            return str(Path(module.__file__ or "").parent / self.icon)
        return self.icon


@dataclass(frozen=True)
class PluginError:
    """A plug-in that could not be loaded: its entry-point ``name``, the distribution that
    declared it (``""`` when unknown) and a one-line ``message``."""

    name: str
    distribution: str
    message: str


@dataclass
class Discovery:
    """Result of :func:`discover`: the loaded plug-ins (sorted for display) and the errors."""

    plugins: list[GamePlugin] = field(default_factory=list)
    errors: list[PluginError] = field(default_factory=list)

    def get(self, plugin_id: str) -> GamePlugin | None:
        """The plug-in with this id, or ``None``."""
        for plugin in self.plugins:
            if plugin.id == plugin_id:
                return plugin
        return None

    def with_contest(self, contest: str) -> GamePlugin | None:
        """The first plug-in (in display order) whose :attr:`GamePlugin.contests` has
        ``contest`` (:data:`TOURNAMENT`, :data:`CHALLENGE`), or ``None``."""
        return next((plugin for plugin in self.plugins if contest in plugin.contests), None)

    def contest_game(self, contest: str) -> str:
        """The id of :meth:`with_contest`'s plug-in, ``""`` when no installed game runs
        ``contest`` (class mode then plays no such contest)."""
        plugin = self.with_contest(contest)
        return plugin.id if plugin is not None else ""


def load_attribute(spec: str) -> Any:
    """Import ``"package.module:attr.sub"`` and return the attribute.

    Raises:
        ValueError: if ``spec`` has no ``:``.
        ImportError, AttributeError: if the module or attribute does not exist.
    """
    module_name, sep, attr_path = spec.partition(":")
    if not sep or not module_name or not attr_path:
        raise ValueError(f"'{spec}' is not of the form 'module:attribute'")
    obj: Any = importlib.import_module(module_name)
    for part in attr_path.split("."):
        obj = getattr(obj, part)
    return obj


def discover(group: str = ENTRY_POINT_GROUP) -> Discovery:
    """Find every game plug-in installed in the running Python environment.

    Each entry point of ``group`` is loaded; anything that raises, is not a
    :class:`GamePlugin`, repeats an id or needs a newer plug-in contract becomes a
    :class:`PluginError` naming the entry point. Never raises.
    """
    result = Discovery()
    seen: dict[str, str] = {}
    visited: set[tuple[str, str]] = set()
    for ep in metadata.entry_points(group=group):
        dist_name = getattr(getattr(ep, "dist", None), "name", "") or ""
        if (ep.name, ep.value) in visited:
            continue  # the same distribution visible twice on sys.path
        visited.add((ep.name, ep.value))
        plugin = _load_entry_point(ep, seen)
        if isinstance(plugin, str):
            result.errors.append(PluginError(ep.name, dist_name, plugin))
            continue
        seen[plugin.id] = ep.value
        result.plugins.append(plugin)
    result.plugins.sort(key=lambda p: (p.order, p.title.lower()))
    return result


def _load_entry_point(ep: metadata.EntryPoint, taken: dict[str, str]) -> GamePlugin | str:
    """The :class:`GamePlugin` of ``ep``, or why it cannot be offered (one line): it raised
    while loading, is not a GamePlugin, needs a newer plug-in API, or its id is in ``taken``.
    Never raises."""
    try:
        plugin = ep.load()
    except Exception as exc:  # a broken plug-in must not stop the others
        return f"{type(exc).__name__}: {exc}".strip()
    if not isinstance(plugin, GamePlugin):
        return f"'{ep.value}' is a {type(plugin).__name__}, not a GamePlugin"
    if plugin.api_version > API_VERSION:
        return f"needs plug-in API {plugin.api_version}; this app has {API_VERSION}"
    if plugin.id in taken:
        return f"game id '{plugin.id}' is already taken"
    return plugin
