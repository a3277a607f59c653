"""``boardgames tictactoe analyze | move | players`` as a user runs them."""

import io
import json
import subprocess
import sys

import pytest

from boardgames.cli import main as boardgames_main
from boardgames.games.tictactoe import cli
from boardgames.games.tictactoe.players import PLAYERS


def run(capsys, *args, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = boardgames_main(["tictactoe", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_analyze_json_gives_value_and_all_best_moves(capsys):
    code, out, err = run(capsys, "analyze", "--json", "x.o/.x./...", ".........")
    assert code == 0 and err == ""
    first, empty = [json.loads(line) for line in out.splitlines()]
    assert first["position"] == "x.o.x...." and first["to_move"] == "o"
    assert first["value"] == 0 and first["best_moves"] == [8]  # O must block the diagonal
    assert empty["to_move"] == "x" and empty["value"] == 0
    assert empty["best_moves"] == list(range(9))


def test_analyze_reports_wins_and_losses_for_the_side_to_move(capsys):
    code, out, _ = run(capsys, "analyze", "--json", "xx./oo./...", "x.x/.o./x.o")
    win, loss = [json.loads(line) for line in out.splitlines()]
    assert win["to_move"] == "x" and win["value"] == 1 and 2 in win["best_moves"]
    assert win["plies"] == 1 and win["fastest_moves"] == [2]
    # X threatens 1 and 3 (a fork): every O move loses, all equally fast
    assert loss["to_move"] == "o" and loss["value"] == -1
    assert sorted(loss["best_moves"]) == [1, 3, 5, 7]
    assert sorted(loss["fastest_moves"]) == [1, 3, 5, 7] and loss["plies"] == 2


def test_analyze_finished_positions_have_no_moves(capsys):
    code, out, _ = run(capsys, "analyze", "--json", "xxx/oo./...", "xox/xoo/oxx")
    won, drawn = [json.loads(line) for line in out.splitlines()]
    assert won["best_moves"] == [] and won["value"] == -1 and won["result"] == "x wins"
    assert drawn["best_moves"] == [] and drawn["value"] == 0 and drawn["result"] == "draw"


def test_analyze_reads_positions_from_stdin(capsys, monkeypatch):
    lines = "x.o/.x./...\n\n.........\nxx./oo./...\n"
    code, out, _ = run(capsys, "analyze", "-", "--json", stdin=lines, monkeypatch=monkeypatch)
    assert code == 0
    assert [json.loads(line)["position"] for line in out.splitlines()] == [
        "x.o.x....", ".........", "xx.oo...."]


def test_analyze_without_json_prints_a_readable_line(capsys):
    code, out, _ = run(capsys, "analyze", "xx./oo./...")
    assert code == 0
    assert out.startswith("xx./oo./...  X to move wins in 1 ply; best moves: 2")


@pytest.mark.parametrize("position,words", [
    ("oo./x../...", "O has more marks than X"),
    ("xxx/o../...", "more marks than O"),
    ("xxx/ooo/...", "both X and O have a line"),
    ("xxx/oo./o..", "O moved afterwards"),
    ("xx", "needs 9"),
    ("xx?......", "'?'"),
])
def test_illegal_positions_exit_2_with_one_line(capsys, position, words):
    code, out, err = run(capsys, "analyze", position)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err


def test_a_bad_line_on_stdin_is_named(capsys, monkeypatch):
    code, out, err = run(capsys, "analyze", "-", stdin=".........\noo.......\n", monkeypatch=monkeypatch)
    assert code == 2 and "stdin line 2" in err and len(err.strip().splitlines()) == 1


def test_move_prints_the_ladder_players_choice(capsys):
    assert run(capsys, "move", "x../.o./..x", "--player", "dummy")[1].strip() == "1"
    assert run(capsys, "move", "x../xo./...", "--player", "blocker")[1].strip() == "6"
    code, out, _ = run(capsys, "move", "xx./oo./...", "--player", "minimax", "--json")
    assert code == 0 and json.loads(out) == {"move": 2}


def test_move_says_why_in_english_words_or_as_a_code(capsys):
    code, out, _ = run(capsys, "move", "x../xo./...", "--player", "blocker", "--why")
    assert code == 0 and out.strip() == "6  (blocks the opponent's line)"
    code, out, _ = run(capsys, "move", "xx./oo./...", "--player", "winner", "--why", "--json")
    assert json.loads(out) == {"move": 2, "reason": "win"}


def test_move_with_a_seed_is_reproducible(capsys):
    outs = {run(capsys, "move", ".........", "--player", "random", "--seed", "4")[1] for _ in range(3)}
    assert len(outs) == 1


def test_move_on_a_larger_board(capsys):
    position = "xxx./oo../..../...."  # 4x4, k=4: X to move wins at 3
    code, out, err = run(capsys, "move", position, "--player", "deep", "--size", "4", "--k", "4",
                         "--budget", "200")
    assert (code, out.strip(), err) == (0, "3", "")


def test_move_by_the_perfect_player_on_4x4(capsys):
    position = "x.../.o../..../...."  # 4x4, k=3: X to move
    code, out, err = run(capsys, "move", position, "--player", "perfect", "--size", "4", "--k", "3", "--why")
    assert code == 0 and err == "" and out.endswith("(the best value the search found)\n")
    assert position.replace("/", "")[int(out.split()[0])] == "."
    code, out, _ = run(capsys, "move", "................", "--player", "perfect", "--size", "4", "--k", "4")
    assert code == 0 and int(out) in range(16)


@pytest.mark.parametrize("args,words", [
    (["move", ".........", "--player", "nobody"], "unknown player 'nobody'"),
    (["move", "................", "--player", "minimax", "--size", "4"], "needs a 3x3 board"),
    (["move", ".........", "--player", "dummy", "--size", "9"], "board size"),
    (["move", ".........", "--player", "dummy", "--size", "big"], "--size"),
    (["move", "xxx/oo./...", "--player", "dummy"], "already over"),
    (["move", "........."], "--player"),
    (["move", ".........", "--player", "fallible", "--error", "2"], "between 0 and 1"),
    (["fly"], "invalid choice"),
])
def test_move_bad_input_exits_2_with_one_line(capsys, args, words):
    code, out, err = run(capsys, *args)
    assert code == 2 and len(err.strip().splitlines()) == 1 and words in err


def test_players_lists_every_name_with_a_description(capsys):
    code, out, _ = run(capsys, "players")
    lines = out.splitlines()
    assert code == 0 and [line.split()[0] for line in lines] == list(PLAYERS)
    assert all(len(line.split()) > 3 for line in lines)


def test_all_reachable_positions_through_stdin_agree_with_the_table(capsys, monkeypatch):
    from boardgames.games.tictactoe.board import mark_char
    from tests.games.tictactoe.search.test_tictactoe_search import OPEN

    text = "\n".join("".join(mark_char(c) for c in board) for board, _ in OPEN)
    code, out, _ = run(capsys, "analyze", "--json", "-", stdin=text, monkeypatch=monkeypatch)
    results = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(results) == 4520
    assert sum(r["value"] == 1 for r in results) > 0 and sum(r["value"] == -1 for r in results) > 0
    assert all(r["best_moves"] for r in results)


def test_the_installed_command_runs_the_plugin():
    done = subprocess.run([sys.executable, "-m", "boardgames", "tictactoe", "analyze", "--json", "xx./oo./..."],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout)["value"] == 1


def test_cli_main_is_callable_directly():
    assert cli.main(["players"]) == 0
