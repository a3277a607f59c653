"""The solver challenge: students' solvers run isolated, one process per position, and
are scored by replaying their answers."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path

import pytest

from boardgames.games.fifteen import challenge as ch
from boardgames.games.fifteen.board import apply_moves, is_goal

DATA = Path(__file__).parents[2] / "data" / "lessons"

#: Optimal solutions of the five challenge positions (found by IDA*), as letters U/D/L/R.
SOLUTIONS = {
    "T1": "DDDLUUULDDDLUUU",
    "T2": "ULDLURDDLUUURDDDLUUURRDLDDLUURDRDRUULLURRDDLUULL",
    "T3": "LUURRDLULLDDRRULLDDRRURULLURDDRDLLUULU",
    "T4": "DDLULLDDRRULLDRUUULDDRRRDLLURRUULLLDRDRURULDLDLUU",
    "T5": "URDLLDLURURDDRUULLLDDDRRURDLULULDDRULDRRUULLU",
}
WORDS = {"U": "Up", "D": "Down", "L": "Left", "R": "Right"}


def write(tmp_path: Path, name: str, source: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def positions():
    return ch.load_positions()


def test_builtin_positions_are_the_five_of_the_challenge(positions):
    assert [p.id for p in positions] == ["T1", "T2", "T3", "T4", "T5"]
    assert positions[0].as_rows() == [[5, 1, 7, 3], [9, 2, 11, 4], [13, 6, 15, 8], [0, 10, 14, 12]]
    assert sum(p.optimal for p in positions) == 195


def test_known_solutions_are_valid(positions):
    for p in positions:
        moves = [WORDS[c] for c in SOLUTIONS[p.id]]
        assert is_goal(apply_moves(p.board, 4, 4, moves))
        assert len(moves) == p.optimal


def test_a_correct_solver_scores_every_position(tmp_path, positions):
    """Answers as a list of words, a numbered string, and a string of letters all count."""
    solver = write(tmp_path, "good.py", f"""\
        SOLUTIONS = {SOLUTIONS!r}
        WORDS = {WORDS!r}
        STARTS = {{{", ".join(f"{p.board[:4]!r}: {p.id!r}" for p in positions)}}}

        def solve(board):
            print("thinking...")                 # prints must not spoil the answer
            pid = STARTS[tuple(board[0])]
            letters = SOLUTIONS[pid]
            if pid == "T1":
                return [WORDS[c] for c in letters]
            if pid == "T2":
                return "\\n".join(f"{{i}}: {{WORDS[c]}}" for i, c in enumerate(letters, 1))
            return letters
        """)
    reports = []
    result = ch.score_solver(solver, positions, time_limit=5.0, report=reports.append)
    assert [r.verdict for r in result.rows] == [ch.VALID] * 5, [r.detail for r in result.rows]
    assert result.all_valid and result.valid_count == 5
    assert [r.moves for r in result.rows] == [len(SOLUTIONS[p.id]) for p in positions]
    assert [r.moves for r in result.rows] == [r.optimal for r in result.rows]
    assert result.total_moves == result.total_optimal == 195
    assert all(0 <= r.seconds < 5 for r in result.rows)
    assert "thinking..." in result.rows[0].stderr
    assert [len(r.rows) for r in reports] == [1, 2, 3, 4, 5]


def test_wrong_answers_are_reported_with_the_reason(tmp_path, positions):
    solver = write(tmp_path, "wrong.py", """\
        def solve(board):
            first = board[0][0]
            if first == 5 and board[0][1] == 1:     # T1: the blank is in the left column
                return ["Down", "Right"]             # nothing can slide right into it
            if first == 2:                           # T2: stops half way
                return ["Down", "Right"]
            if first == 5 and board[0][1] == 2:      # T3
                return 42
            if first == 11:                          # T4
                return ["Down", "Sideways"]
            return None                              # T5
        """)
    rows = ch.score_solver(solver, positions, time_limit=5.0).rows
    verdicts = {r.position: r for r in rows}
    assert verdicts["T1"].verdict == ch.ILLEGAL_MOVE
    assert "step 2" in verdicts["T1"].detail and verdicts["T1"].moves == 2
    assert verdicts["T2"].verdict == ch.NOT_SOLVED and "not solved" in verdicts["T2"].detail
    assert verdicts["T3"].verdict == ch.BAD_OUTPUT and "int" in verdicts["T3"].detail
    assert verdicts["T4"].verdict == ch.BAD_OUTPUT and "Sideways" in verdicts["T4"].detail
    assert verdicts["T5"].verdict == ch.BAD_OUTPUT and "NoneType" in verdicts["T5"].detail
    assert not any(r.valid for r in rows)


def test_a_hanging_solver_is_stopped_at_the_time_limit(tmp_path, positions):
    solver = write(tmp_path, "hang.py", """\
        def solve(board):
            while True:
                pass
        """)
    start = time.monotonic()
    row = ch.run_solver_on(solver, positions[0], time_limit=1.0)
    elapsed = time.monotonic() - start
    assert row.verdict == ch.TIMED_OUT and "1 seconds" in row.detail
    assert elapsed < 1.0 + 2.0  # the limit plus 2 s, start-up included


def test_a_slow_answer_over_the_limit_counts_as_timed_out(tmp_path, positions):
    solver = write(tmp_path, "slow.py", """\
        import time
        def solve(board):
            time.sleep(1.2)
            return "DDDLUUULDDDLUUU"
        """)
    row = ch.run_solver_on(solver, positions[0], time_limit=1.0)
    assert row.verdict == ch.TIMED_OUT


def test_a_crashing_solver_shows_its_error(tmp_path, positions):
    solver = write(tmp_path, "crash.py", """\
        def solve(board):
            return board[9][9]
        """)
    row = ch.run_solver_on(solver, positions[0], time_limit=5.0)
    assert row.verdict == ch.CRASHED
    assert "IndexError" in row.detail
    assert "Traceback" in row.stderr and 'crash.py", line 2' in row.stderr
    assert "<string>" not in row.stderr and "importlib" not in row.stderr
    assert row.moves is None
    broken_import = write(tmp_path, "imports.py", "import no_such_module_here\ndef solve(board):\n    return []\n")
    row = ch.run_solver_on(broken_import, positions[0], time_limit=5.0)
    assert row.verdict == ch.CRASHED and "ModuleNotFoundError" in row.detail
    assert 'imports.py", line 1' in row.stderr and "<string>" not in row.stderr


def test_a_file_without_solve_is_refused_before_running(tmp_path, positions):
    solver = write(tmp_path, "nosolve.py", "def solver(board):\n    return []\n")
    with pytest.raises(ch.ChallengeError, match="solve"):
        ch.check_solver_file(solver)
    assert ch.run_solver_on(solver, positions[0], time_limit=5.0).verdict == ch.NO_SOLVE
    broken = write(tmp_path, "syntax.py", "def solve(board)\n    return []\n")
    with pytest.raises(ch.ChallengeError, match="line 1"):
        ch.check_solver_file(broken)
    with pytest.raises(ch.ChallengeError, match="does not exist"):
        ch.check_solver_file(tmp_path / "missing.py")


def test_the_solver_can_import_its_own_helpers(tmp_path, positions):
    write(tmp_path, "helper.py", "ANSWER = 'DDDLUUULDDDLUUU'\n")
    solver = write(tmp_path, "main.py", "from helper import ANSWER\ndef solve(board):\n    return ANSWER\n")
    assert ch.run_solver_on(solver, positions[0], time_limit=5.0).valid


def test_cancel_stops_scoring(tmp_path, positions):
    solver = write(tmp_path, "sleepy.py", "import time\ndef solve(board):\n    time.sleep(20)\n")
    start = time.monotonic()
    result = ch.score_solver(solver, positions, time_limit=30,
                             cancelled=lambda: time.monotonic() - start > 0.5)
    assert result.rows == []
    assert time.monotonic() - start < 5


def test_the_lesson_template_solver_solves_small_positions_optimally():
    positions = ch.load_positions(DATA / "mini-challenge" / "positions.tsv")
    template = DATA / "mini-challenge" / "stages" / "02_challenge.py"
    result = ch.score_solver(template, positions, time_limit=10.0)
    assert result.all_valid
    assert [r.moves for r in result.rows] == [p.optimal for p in positions]


def test_parse_answer_accepts_the_usual_forms():
    assert ch.parse_answer(["up", "DOWN", "Left"]) == ["Up", "Down", "Left"]
    assert ch.parse_answer("1: Down\n2: Left\n") == ["Down", "Left"]
    assert ch.parse_answer("Down, Left; Up") == ["Down", "Left", "Up"]
    assert ch.parse_answer("DDLU") == ["Down", "Down", "Left", "Up"]
    assert ch.parse_answer("") == []
    with pytest.raises(ch.BadOutput, match="'north'"):
        ch.parse_answer("north")
    with pytest.raises(ch.BadOutput, match="item 2"):
        ch.parse_answer(["Up", 3])
    with pytest.raises(ch.BadOutput):
        ch.parse_answer({"Up": 1})


def test_bad_positions_file_names_the_line(tmp_path):
    path = tmp_path / "p.tsv"
    path.write_text("id\toptimal_length\ttiles\nA\t3\t1 2 3 4 5 6 7 0 8\nB\tx\t1 2 3\n",
                    encoding="utf-8")
    with pytest.raises(ch.ChallengeError, match="line 3"):
        ch.load_positions(path)
    path.write_text("A\t?\t1 2 3 4 5 6 7 0 8\n", encoding="utf-8")
    (position,) = ch.load_positions(path)
    assert position.optimal is None and (position.rows, position.cols) == (3, 3)
