"""Plug-in descriptor of the 15-puzzle (registered in pyproject.toml)."""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.plugins import CHALLENGE, GamePlugin

PLUGIN = GamePlugin(
    id="fifteen",
    title=QT_TRANSLATE_NOOP("fifteen", "15-puzzle"),
    description=QT_TRANSLATE_NOOP("fifteen", "Slide the tiles into order on any board from 2x2 to 8x8. "
                                             "Shuffle, check solvability, and watch A* and IDA* solve it."),
    rules="boardgames.games.fifteen.rules:create",
    options="boardgames.games.fifteen.rules:OPTIONS",
    start="boardgames.games.fifteen.rules:new_start",
    painter="boardgames.games.fifteen.ui.painter:FifteenPainter",
    panels=("boardgames.games.fifteen.ui.panels:SearchPanel", "boardgames.games.fifteen.ui.panels:PositionPanel"),
    tools=("boardgames.games.fifteen.ui.tools:COMPARE",),
    heuristics="boardgames.games.fifteen.search.offered:HEURISTICS",
    stepper="boardgames.games.fifteen.search.offered:STEPPER",
    players="boardgames.games.fifteen.players:PLAYER_CHOICES",
    cli="boardgames.games.fifteen.cli:main",
    icon="icon.svg",
    icon_package="boardgames.games.fifteen",
    levels="boardgames.games.fifteen.levels:LEVELS",
    how_to_play="boardgames.games.fifteen.levels:HOW_TO_PLAY",
    lesson_panels=(("challenge", "boardgames.games.fifteen.ui.challenge_panel:ChallengePanel"),),
    order=10,
    contests=(CHALLENGE,),
    playthroughs="boardgames.games.fifteen.playthroughs:PLAYTHROUGHS",
)
