"""Tic-tac-toe's golden playthroughs (boardgames/games/tictactoe/playthroughs.py) end in
every way a game can end: X wins, O wins, a draw called before the board is full; and one
game opened by O, one on a 4x4 board."""

from __future__ import annotations

from boardgames.core.playthrough import record
from boardgames.core.plugins import discover


def test_the_recorded_games_end_in_a_win_for_each_side_and_an_early_draw():
    text = record(discover().get("tictactoe"))
    games = text.split("\n== ")[1:]
    winners = [line.removeprefix("  winner: ") for game in games for line in game.splitlines()
               if line.startswith("  winner: ")]
    assert len(winners) == len(games) == 5
    assert {"X", "O", "none (a draw)"} <= set(winners)
    draw = games[winners.index("none (a draw)")]
    assert "end: 8 moves, terminal" in draw.splitlines(), "drawn with a cell still free"
    assert any("first=o" in game.splitlines()[0] and "ply 1: O to move" in game for game in games)
    assert any("size=4 k=3" in game.splitlines()[0] for game in games)
