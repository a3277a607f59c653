"""The plug-in descriptor, registered under the ``boardgames.games`` entry point."""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.plugins import GamePlugin

PLUGIN = GamePlugin(
    id="connect-four",
    title=QT_TRANSLATE_NOOP("connect-four", "Connect Four"),
    description=QT_TRANSLATE_NOOP("connect-four", "Drop pieces into a 7x6 board and make four in a row. "
                                                  "Play a friend or the computer at four strengths."),
    rules="boardgames_connect_four.rules:create",
    players="boardgames_connect_four.players:PLAYERS",
    icon="icon.svg",
    icon_package="boardgames_connect_four",
    order=30,
    levels="boardgames_connect_four.players:LEVELS",
    how_to_play="boardgames_connect_four.players:HOW_TO_PLAY",
    translations="boardgames_connect_four",
)
