"""boardgames.core.playthrough: the golden text of a game is what its rules do, ply by ply
(read back and replayed here), and a changed rule changes the text."""

from __future__ import annotations

import re

import pytest

from boardgames.core.playthrough import Playthrough, declared, default_playthroughs, diff, record
from boardgames.core.plugins import GamePlugin, discover
from boardgames.core.setup import Setup
from boardgames.games.tictactoe import rules as tictactoe_rules

HEADING = re.compile(r"== (\d+): seed (\d+), .*")


def plugin(plugin_id: str) -> GamePlugin:
    found = discover().get(plugin_id)
    assert found is not None
    return found


def blocks(text: str) -> list[list[str]]:
    """The lines of each playthrough in ``text`` (from its ``==`` heading on)."""
    found: list[list[str]] = []
    for line in text.splitlines():
        if line.startswith("== "):
            found.append([])
        if found and line:
            found[-1].append(line)
    return found


def replay(setup: Setup, playthrough: Playthrough, lines: list[str]) -> int:
    """Check ``lines`` against the rules from their start state: each ply's seat, legal
    moves and resulting state, and the end; return the moves replayed."""
    game = setup.rules(setup.values(playthrough.settings))
    state = game.state_from_text(lines[1].removeprefix("start: "))
    plies = (len(lines) - 2) // 4
    for ply in range(plies):
        heading, legal, move, after = lines[2 + 4 * ply: 6 + 4 * ply]
        assert heading == f"ply {ply + 1}: {game.seat_name(game.to_move(state))} to move"
        notation = {game.move_to_str(state, m): m for m in game.legal_moves(state)}
        assert legal == "  legal: " + " ".join(notation)
        chosen = move.removeprefix("  move: ").rsplit(" (", 1)[0]
        state = game.apply(state, notation[chosen])
        assert after == f"  state: {game.state_to_text(state)}"
    end = lines[2 + 4 * plies:]
    assert end[0] == f"end: {plies} moves, {'terminal' if game.is_terminal(state) else 'not terminal'}"
    if game.is_terminal(state):
        returns = " ".join(f"{value:g}" for value in game.outcome(state).returns)
        assert end[2] == f"  returns: {returns}"
    return plies


@pytest.mark.parametrize("plugin_id", ["fifteen", "tictactoe"])
def test_every_recorded_ply_is_what_the_rules_do(plugin_id):
    found, setup = plugin(plugin_id), Setup(plugin(plugin_id))
    text = record(found)
    assert text.endswith("\n") and record(found) == text  # the same code, the same text
    games = blocks(text)
    assert len(games) == len(declared(found)) and f"playthroughs: {len(games)}" in text
    for playthrough, lines in zip(declared(found), games, strict=True):
        assert HEADING.fullmatch(lines[0]) and f"seed {playthrough.seed}," in lines[0]
        assert replay(setup, playthrough, lines) > 0


def test_a_puzzle_is_played_to_the_goal_by_a_shortest_solution():
    text = record(plugin("fifteen"))
    for lines in blocks(text):
        assert "(shortest solution)" in "\n".join(lines)
        assert "end:" in lines[-3] and lines[-3].endswith(", terminal") and lines[-1] == "  returns: 1"


def test_a_changed_rule_shows_as_a_diff_of_the_ply_it_changes(monkeypatch):
    """Without the early draw (tic-tac-toe's game 3 is drawn after eight marks because no
    line can be completed), that game goes on to the full board: the text says so."""
    stored = record(plugin("tictactoe"))
    monkeypatch.setattr(tictactoe_rules, "completable", lambda geo, board, to_move: 0 in board)
    changes = diff(stored, record(plugin("tictactoe")), "tictactoe.txt")
    assert changes.startswith("--- tictactoe.txt (stored)\n+++ tictactoe.txt (from the code)\n")
    assert "\n-end: 8 moves, terminal\n" in changes and "\n+ply 9: X to move\n" in changes
    assert diff(stored, stored, "tictactoe.txt") == ""


def test_a_game_that_declares_none_records_the_default_games():
    game = plugin("tictactoe").load_rules()
    assert [p.seed for p in default_playthroughs(game)] == [1, 2, 3]
    assert all(p.random_moves is None and not p.solve for p in default_playthroughs(game))
    bare = GamePlugin("bare", "Bare", "", rules="boardgames.games.tictactoe.rules:create")
    assert declared(bare) == default_playthroughs(game)
    assert record(bare).count("\n== ") == 3
    puzzle = plugin("fifteen").load_rules()
    assert default_playthroughs(puzzle) == (Playthrough(seed=1, random_moves=3, solve=True),)


def test_declared_playthroughs_of_the_wrong_type_are_refused():
    wrong = GamePlugin("wrong", "Wrong", "", rules="boardgames.games.tictactoe.rules:create",
                       playthroughs="boardgames.games.tictactoe.rules:OPTIONS")
    with pytest.raises(TypeError):
        declared(wrong)
    with pytest.raises(ValueError):
        declared(GamePlugin("none", "None", ""))
