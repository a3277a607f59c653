"""Plug-in descriptor of tic-tac-toe (registered in pyproject.toml)."""

from boardgames.core.plugins import GamePlugin

PLUGIN = GamePlugin(
    id="tictactoe",
    title="Tic-tac-toe",
    description="Three (or k) in a row on boards up to 7x7. Play a friend or a computer "
                "that grows from a naive player to perfect minimax.",
    view="boardgames.games.tictactoe.view:create_view",
    rules="boardgames.games.tictactoe.rules:create",
    cli="boardgames.games.tictactoe.cli:main",
    icon="icon.svg",
    icon_package="boardgames.games.tictactoe",
    order=20,
)
