"""Plug-in descriptor of tic-tac-toe (registered in pyproject.toml)."""

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.plugins import TOURNAMENT, GamePlugin

PLUGIN = GamePlugin(
    id="tictactoe",
    title=QT_TRANSLATE_NOOP("tictactoe", "Tic-tac-toe"),
    description=QT_TRANSLATE_NOOP(
        "tictactoe", "Three (or k) in a row on boards up to 7x7. Play a friend or a computer "
                     "that grows from a naive player to perfect minimax."),
    rules="boardgames.games.tictactoe.rules:create",
    options="boardgames.games.tictactoe.rules:OPTIONS",
    start="boardgames.games.tictactoe.rules:new_start",
    painter="boardgames.games.tictactoe.ui.painter:TicTacToePainter",
    tools=("boardgames.games.tictactoe.ui.tools:TOURNAMENT",),
    tree_rules="boardgames.games.tictactoe.rules:textbook_rules",
    players="boardgames.games.tictactoe.players:PLAYER_CHOICES",
    reasons="boardgames.games.tictactoe.players:REASONS",
    analyst="boardgames.games.tictactoe.players:analyst",
    cli="boardgames.games.tictactoe.cli:main",
    icon="icon.svg",
    icon_package="boardgames.games.tictactoe",
    levels="boardgames.games.tictactoe.levels:LEVELS",
    how_to_play="boardgames.games.tictactoe.levels:HOW_TO_PLAY",
    order=20,
    contests=(TOURNAMENT,),
    playthroughs="boardgames.games.tictactoe.playthroughs:PLAYTHROUGHS",
)
