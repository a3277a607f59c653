"""Plug-in descriptor of the 15-puzzle (registered in pyproject.toml)."""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.plugins import GamePlugin

PLUGIN = GamePlugin(
    id="fifteen",
    title=QT_TRANSLATE_NOOP("fifteen", "15-puzzle"),
    description=QT_TRANSLATE_NOOP("fifteen", "Slide the tiles into order on any board from 2x2 to 8x8. "
                                             "Shuffle, check solvability, and watch A* and IDA* solve it."),
    view="boardgames.games.fifteen.ui.view:create_view",
    rules="boardgames.games.fifteen.rules:create",
    players="boardgames.games.fifteen.players:PLAYER_CHOICES",
    cli="boardgames.games.fifteen.cli:main",
    icon="icon.svg",
    icon_package="boardgames.games.fifteen",
    levels="boardgames.games.fifteen.levels:LEVELS",
    how_to_play="boardgames.games.fifteen.levels:HOW_TO_PLAY",
    order=10,
)
