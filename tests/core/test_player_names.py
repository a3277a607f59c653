"""One player API: every computer player class of the package has a name of its own (a
game's players do not reuse the core's names, so a reader and an import find one class)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import boardgames

PACKAGE = Path(boardgames.__file__).resolve().parent


def _player_classes() -> dict[str, list[str]]:
    """Class name -> the modules defining it, for the classes named ``...Player``."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Player"):
                found[node.name].append(str(path.relative_to(PACKAGE)))
    return found


def test_no_two_player_classes_share_a_name() -> None:
    found = _player_classes()
    assert len(found) > 10  # the core's, the 15-puzzle's and tic-tac-toe's ladder
    assert {name: where for name, where in found.items() if len(where) > 1} == {}


def test_every_game_s_player_is_a_core_player() -> None:
    from boardgames.core.players import Player
    from boardgames.games.tictactoe.players import PLAYERS

    assert all(issubclass(cls, Player) for cls in PLAYERS.values())
