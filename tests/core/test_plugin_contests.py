"""The plug-in contract says which game runs a class contest (``GamePlugin.contests``):
class mode asks the registry (``Discovery.contest_game``) for the tournament's and the
challenge's game, and plays the contests of the games it names (no game id of its own)."""

from __future__ import annotations

import ast
from pathlib import Path

import boardgames
from boardgames.classroom.live import ClassLive
from boardgames.classroom.store import ClassStore
from boardgames.core.plugins import CHALLENGE, TOURNAMENT, Discovery, GamePlugin, discover


def test_the_registry_names_tic_tac_toe_for_the_tournament_and_the_15_puzzle_for_the_challenge():
    found = discover()
    tournament_game, challenge_game = found.with_contest(TOURNAMENT), found.with_contest(CHALLENGE)
    assert tournament_game is not None and tournament_game.id == "tictactoe"
    assert challenge_game is not None and challenge_game.id == "fifteen"
    assert (found.contest_game(TOURNAMENT), found.contest_game(CHALLENGE)) == ("tictactoe", "fifteen")
    assert [p.id for p in found.plugins if p.contests] == [challenge_game.id, tournament_game.id]


def test_with_contest_is_the_first_plugin_declaring_it_else_none():
    plain = GamePlugin(id="plain", title="Plain", description="")
    first = GamePlugin(id="first", title="First", description="", contests=(TOURNAMENT,))
    second = GamePlugin(id="second", title="Second", description="", contests=(TOURNAMENT, CHALLENGE))
    found = Discovery(plugins=[plain, first, second])
    assert plain.contests == ()
    assert found.with_contest(TOURNAMENT) is first and found.with_contest(CHALLENGE) is second
    assert Discovery(plugins=[plain]).with_contest(TOURNAMENT) is None


def test_class_mode_plays_the_contests_of_the_games_the_registry_names(tmp_path):
    other = GamePlugin(id="othergame", title="Other", description="", contests=(TOURNAMENT, CHALLENGE))
    with ClassStore(tmp_path / "class.sqlite3") as store:
        live = ClassLive(store, tmp_path / "players", lambda snapshot: None,
                         discovery=Discovery(plugins=[other]))
        assert live.tournament.game == live.challenge_game == "othergame"
        assert live.tournament.arguments(("a", "b"))[:2] == ["othergame", "tournament"]
        none = ClassLive(store, tmp_path / "players", lambda snapshot: None,
                         discovery=Discovery(plugins=[]))
        assert none.tournament.game == none.challenge_game == ""


def test_the_class_package_names_no_game():
    """No built-in game's id in the class's Qt-free code: it asks the registry."""
    folder = Path(boardgames.__file__).parent / "classroom"
    named = []
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in ("tictactoe", "fifteen"):
                named.append(f"{path.name}:{node.lineno}")
    assert named == []
