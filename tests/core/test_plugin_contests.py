"""The plug-in contract says which game runs a class contest (``GamePlugin.contests``):
class mode asks the registry (``Discovery.with_contest``) for the tournament's and the
challenge's game, and the built-in descriptors agree with the class's own game ids."""

from __future__ import annotations

from boardgames.classroom import leaderboard, tournament
from boardgames.core.plugins import CHALLENGE, TOURNAMENT, Discovery, GamePlugin, discover


def test_the_registry_names_tic_tac_toe_for_the_tournament_and_the_15_puzzle_for_the_challenge():
    found = discover()
    tournament_game, challenge_game = found.with_contest(TOURNAMENT), found.with_contest(CHALLENGE)
    assert tournament_game is not None and tournament_game.id == tournament.GAME == "tictactoe"
    assert challenge_game is not None and challenge_game.id == leaderboard.GAME == "fifteen"
    assert [p.id for p in found.plugins if p.contests] == [challenge_game.id, tournament_game.id]


def test_with_contest_is_the_first_plugin_declaring_it_else_none():
    plain = GamePlugin(id="plain", title="Plain", description="")
    first = GamePlugin(id="first", title="First", description="", contests=(TOURNAMENT,))
    second = GamePlugin(id="second", title="Second", description="", contests=(TOURNAMENT, CHALLENGE))
    found = Discovery(plugins=[plain, first, second])
    assert plain.contests == ()
    assert found.with_contest(TOURNAMENT) is first and found.with_contest(CHALLENGE) is second
    assert Discovery(plugins=[plain]).with_contest(TOURNAMENT) is None
