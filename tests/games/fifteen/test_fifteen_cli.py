"""The 15-puzzle command line, run in-process (and once as a real process)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from boardgames.cli import main
from boardgames.games.fifteen.board import apply_moves, is_goal
from boardgames.games.fifteen.solvability import is_solvable

T1 = "5,1,7,3,9,2,11,4,13,6,15,8,0,10,14,12"
T1_TUPLE = tuple(int(t) for t in T1.split(","))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_prints_numbered_moves_and_the_length(capsys):
    code, out, err = run(capsys, "solve", T1)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "1: Down"
    moves = [line.split(": ")[1] for line in lines[:-1]]
    assert [line.split(":")[0] for line in lines[:-1]] == [str(i) for i in range(1, 16)]
    assert lines[-1].startswith("15 moves (optimal)")
    assert is_goal(apply_moves(T1_TUPLE, 4, 4, moves))


def test_json_has_the_fields_and_its_moves_replay(capsys):
    code, out, _ = run(capsys, "fifteen", "solve", T1, "--json")
    assert code == 0
    data = json.loads(out)
    for key in ("moves", "tiles", "length", "optimal", "seconds", "nodes", "algorithm",
                "heuristic", "status", "nodes_generated", "peak_open"):
        assert key in data
    assert data["length"] == len(data["moves"]) == len(data["tiles"]) == 15
    assert data["tiles"][:3] == [13, 9, 5] and data["optimal"] is True
    assert is_goal(apply_moves(T1_TUPLE, 4, 4, data["moves"]))


def test_the_two_dimensional_form_and_separate_words_parse(capsys):
    code, out, _ = run(capsys, "solve", "([5,1,7,3],[9,2,11,4],[13,6,15,8],[0,10,14,12])")
    assert code == 0 and out.splitlines()[-1].startswith("15 moves")
    code, out, _ = run(capsys, "solve", *T1.split(","), "--json")
    assert code == 0 and json.loads(out)["length"] == 15


def test_algorithm_size_and_heuristic_options(capsys):
    code, out, _ = run(capsys, "solve", "1,2,3,4,5,6,7,8,9,10,0,11", "--size", "3x4",
                       "--algorithm", "a*", "--heuristic", "manhattan", "--json")
    data = json.loads(out)
    assert code == 0 and data["length"] == 1 and data["algorithm"] == "a*"
    code, out, _ = run(capsys, "solve", T1, "--algorithm", "human")
    assert code == 0 and "not necessarily optimal" in out.splitlines()[-1]


@pytest.mark.parametrize("argv, words", [
    (["solve", "1,2,3"], "square"),
    (["solve", "1,1,2,3"], "appears more than once"),
    (["solve", "1 2 3 / 4 0"], "different lengths"),
    (["solve", "1,2,3,4,5,6,7,8,99"], "out of range"),
    (["solve", "1,2,x,0"], "not a whole number"),
    (["solve", "1,2,3,0", "--algorithm", "magic"], "unknown algorithm"),
    (["solve", "1,2,3,0", "--heuristic", "magic"], "unknown heuristic"),
    (["solve", "2,1,3,0"], "cannot be solved"),
    (["solve", "1,2,3,0", "--size", "9x9"], "not supported"),
    (["solve", "1,2,3,0", "--weight", "heavy"], "--weight"),
    (["solve", "2,5,13,12,1,0,3,15,9,7,14,6,10,11,8,4", "--algorithm", "a*",
      "--heuristic", "hamming", "--node-limit", "50"],
     "gave up after 50 nodes"),
    (["fifteen", "shuffle", "--size", "1x1"], "not supported"),
    (["fifteen", "frobnicate"], "invalid choice"),
    (["fifteen", "shuffle", "--moves", "5"], "--moves 5 (see 'boardgames fifteen shuffle --help')"),
])
def test_bad_input_exits_2_with_one_line_and_no_traceback(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert err.startswith("boardgames: error: ") and words in err
    assert "Traceback" not in err


def test_check_gives_the_verdict_and_reasons(capsys):
    code, out, _ = run(capsys, "fifteen", "check", T1)
    assert code == 0 and "solvable: yes" in out and "inversions:" in out
    code, out, _ = run(capsys, "fifteen", "check", "2,1,3,0")
    assert code == 1 and "solvable: no" in out and "blank row from bottom: 1" in out
    assert "cannot be solved" in out


def test_shuffle_prints_a_solvable_flat_list(capsys):
    code, out, _ = run(capsys, "fifteen", "shuffle", "--size", "3x5", "--seed", "4")
    board = tuple(int(t) for t in out.strip().split(","))
    assert code == 0 and sorted(board) == list(range(15)) and is_solvable(board, 3, 5)
    again = run(capsys, "fifteen", "shuffle", "--size", "3x5", "--seed", "4")[1]
    assert again == out  # a seed repeats the position
    code, out, _ = run(capsys, "fifteen", "shuffle", "--walk", "0")
    assert out.strip() == "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0"


def test_compare_prints_one_row_per_algorithm(capsys):
    code, out, _ = run(capsys, "fifteen", "compare", "4,1,3,7,2,6,0,5,8",
                       "--algorithms", "bfs,a*:manhattan,ida*:linear-conflict,greedy,human")
    assert code == 0
    rows = [line.split() for line in out.splitlines() if line.split()[:1] and
            line.split()[0] in ("bfs", "a*", "ida*", "greedy", "human")]
    assert [r[0] for r in rows] == ["bfs", "a*", "ida*", "greedy", "human"]
    optimal_lengths = {r[-5] for r in rows if r[-1] == "yes"}
    assert len(optimal_lengths) == 1  # every optimal search finds the same length
    optimum, greedy = int(optimal_lengths.pop()), next(r for r in rows if r[0] == "greedy")
    extra = int(greedy[2]) - optimum  # greedy proves nothing: measured against the optimum
    assert " ".join(greedy).endswith(f"no, +{extra}" if extra else "yes, not proven")


def test_compare_says_how_far_an_unproven_answer_is_from_the_proven_one(capsys):
    code, out, _ = run(capsys, "fifteen", "compare", "8 6 7 2 5 4 3 0 1", "--algorithms", "a*,greedy:manhattan")
    a_star, greedy = (line.split() for line in out.splitlines()[-2:])
    assert code == 0 and a_star[2] == "31" and a_star[-1] == "yes" and int(greedy[2]) > 31
    assert greedy[-2:] == ["no,", f"+{int(greedy[2]) - 31}"]
    code, out, _ = run(capsys, "fifteen", "compare", "8 6 7 2 5 4 3 0 1", "--algorithms", "greedy:manhattan")
    assert code == 0 and out.splitlines()[-1].endswith("not proven")  # nothing proved a length


def test_python_dash_m_boardgames_solve_works():
    proc = subprocess.run([sys.executable, "-m", "boardgames", "solve", T1],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == "1: Down"
    assert proc.stdout.splitlines()[-1].startswith("15 moves (optimal)")
