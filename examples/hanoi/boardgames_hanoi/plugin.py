"""The plug-in descriptor, registered under the ``boardgames.games`` entry point."""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.plugins import GamePlugin

PLUGIN = GamePlugin(
    id="hanoi",
    title=QT_TRANSLATE_NOOP("hanoi", "Towers of Hanoi"),
    description=QT_TRANSLATE_NOOP("hanoi", "Carry the tower to peg C, never a larger disk on a smaller "
                                           "one. The computer shows the shortest way."),
    rules="boardgames_hanoi.rules:create",
    options="boardgames_hanoi.rules:OPTIONS",
    painter="boardgames_hanoi.painter:HanoiPainter",
    heuristics="boardgames_hanoi.heuristics:HEURISTICS",
    players="boardgames_hanoi.players:PLAYERS",
    icon="icon.svg",
    icon_package="boardgames_hanoi",
    order=50,
    levels="boardgames_hanoi.heuristics:LEVELS",
    how_to_play="boardgames_hanoi.heuristics:HOW_TO_PLAY",
    translations="boardgames_hanoi",
)
