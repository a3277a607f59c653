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


#: Public methods a player may add to the core's Player: which boards it plays
#: (``fits``), and the anytime solver's controls its panel uses (``is_anytime``,
#: ``best_so_far``, ``finish_now``). None of them gives a move.
NOT_A_MOVE = frozenset({"fits", "is_anytime", "best_so_far", "finish_now"})


def _player_subclasses() -> list[type]:
    import importlib
    import pkgutil

    from boardgames.core.players import Player

    for info in pkgutil.walk_packages(boardgames.__path__, "boardgames."):
        if info.name.startswith("boardgames.games.") and ".ui" not in info.name:
            importlib.import_module(info.name)
    found, todo = [], [Player]
    while todo:
        for sub in todo.pop().__subclasses__():
            found.append(sub)
            todo.append(sub)
    return found


def test_a_player_moves_only_through_choose() -> None:
    """``choose(game, state, budget)`` is every player's one way to give a move (tic-tac-toe's
    board-and-mark ``decide``/``pick`` were a second one): no player class adds a public
    method other than :data:`NOT_A_MOVE`."""
    from boardgames.core.players import Player

    players = [cls for cls in _player_subclasses() if cls.__module__.startswith("boardgames.")]
    assert len(players) > 10
    extra = {f"{cls.__module__}.{cls.__name__}": sorted(name for name, value in vars(cls).items()
                                                         if not name.startswith("_") and callable(value)
                                                         and not hasattr(Player, name))
             for cls in players}
    assert {where: names for where, names in extra.items() if set(names) - NOT_A_MOVE} == {}
