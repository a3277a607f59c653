"""The plug-in descriptor, registered under the ``boardgames.games`` entry point."""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.plugins import GamePlugin

PLUGIN = GamePlugin(
    id="nim",
    title=QT_TRANSLATE_NOOP("nim", "Nim"),
    description=QT_TRANSLATE_NOOP("nim", "Take matches from heaps; whoever takes the last one wins. "
                                         "Up to a perfect computer."),
    rules="boardgames_nim.rules:create",
    options="boardgames_nim.rules:OPTIONS",
    start="boardgames_nim.rules:start",
    painter="boardgames_nim.painter:NimPainter",
    players="boardgames_nim.players:PLAYERS",
    analyst="boardgames_nim.players:analyst",
    reasons="boardgames_nim.players:REASONS",
    icon="icon.svg",
    icon_package="boardgames_nim",
    order=40,
    levels="boardgames_nim.players:LEVELS",
    how_to_play="boardgames_nim.players:HOW_TO_PLAY",
    translations="boardgames_nim",
)
