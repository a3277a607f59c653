"""``boardgames play``: any game on the command line through the session's events."""

from __future__ import annotations

import io
import json

import pytest

from boardgames.play_cli import main


def run(argv, stdin=""):
    out = io.StringIO()
    code = main(argv, stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


def test_two_perfect_players_draw_tic_tac_toe():
    code, out = run(["tictactoe", "--seat", "alphabeta-tt", "--seat", "perfect", "--seed", "1"])
    assert code == 0
    assert out.strip().splitlines()[-1].startswith("draw after")


def test_json_lists_every_move_and_the_end():
    code, out = run(["tictactoe", "--seat", "random", "--seat", "random", "--seed", "4", "--json"])
    events = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and events[0]["event"] == "start" and events[-1]["event"] == "end"
    moves = [e for e in events if e["event"] == "move"]
    assert [m["ply"] for m in moves] == list(range(1, len(moves) + 1))
    assert len(moves) == events[-1]["plies"]


def test_a_human_types_moves_and_a_bad_one_is_asked_again():
    # The human (X) plays the top row; the computer (random, seeded) cannot stop all of it
    # only if it never blocks: so only check that the moves typed are played in order.
    code, out = run(["tictactoe", "--seat", "human", "--seat", "random", "--seed", "2"],
                    stdin="nonsense\n1\n")
    assert "'nonsense' is not a legal move here; type its number from the list or its name (e.g. x(0,0))" in out
    assert "1. X: x(0,0)" in out
    assert code == 1  # input ended before the game did
    lines = out.splitlines()  # before the human's second move, the board after the computer's
    assert lines[lines.index("1. X: x(0,0)") + 2].startswith("position: x")


@pytest.mark.parametrize("argv, message", [
    (["nosuchgame"], "no game 'nosuchgame'"),
    (["tictactoe", "--seat", "nobody"], "unknown player 'nobody'"),
    (["tictactoe", "--seat", "random", "--seat", "random", "--seat", "random"], "has 2 seats"),
])
def test_bad_input_exits_2_with_one_line(argv, message, capsys):
    code, _ = run(argv)
    err = capsys.readouterr().err
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_the_boardgames_command_runs_play():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "boardgames", "play", "tictactoe", "--seat", "perfect",
                           "--seat", "perfect"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip().splitlines()[-1].startswith("draw after")
    bad = subprocess.run([sys.executable, "-m", "boardgames", "play", "tictactoe", "--seed", "x"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "invalid int value" in bad.stderr
