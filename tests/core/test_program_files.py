"""A student's "program" that is not a program file (a named pipe, a device such as
/dev/zero: read for ever; a file of gigabytes) is refused by every reader of students'
files before a byte is read, with a message that says why."""

import os
import threading
import time

import pytest

from boardgames.classroom.client import read_player_file
from boardgames.core.sandbox.workspace import MAX_PROGRAM_BYTES, read_program
from boardgames.exercises.checker import read_student_file
from boardgames.games.fifteen.challenge import check_solver_file
from boardgames.games.tictactoe.tournament_student import check_player_file

READERS = [read_program, read_student_file, check_solver_file, check_player_file, read_player_file]


@pytest.fixture
def pipe(tmp_path):
    """A named pipe called solver.py; a writer comes after 5 s, so a reader that opens it
    by mistake gets an empty file (and fails the test) instead of waiting for ever."""
    path = tmp_path / "solver.py"
    os.mkfifo(path)
    done = threading.Event()

    def unblock():
        if not done.wait(5):
            with open(path, "w"):
                pass
    thread = threading.Thread(target=unblock, daemon=True)
    thread.start()
    yield path
    done.set()
    thread.join()


@pytest.mark.parametrize("reader", READERS, ids=lambda f: f.__name__)
def test_a_named_pipe_is_refused_unread(pipe, reader):
    start = time.monotonic()
    with pytest.raises(Exception) as raised:
        reader(pipe)
    assert "not a regular file" in str(raised.value) or "not a regular file" in str(
        getattr(raised.value, "args", ""))
    assert time.monotonic() - start < 4


def test_a_huge_file_is_refused_unread(tmp_path):
    huge = tmp_path / "solver.py"
    with open(huge, "wb") as sparse:
        sparse.truncate(MAX_PROGRAM_BYTES + 1)
    with pytest.raises(OSError, match="too large for a program"):
        read_program(huge)


def test_a_real_program_reads_as_before(tmp_path):
    path = tmp_path / "solver.py"
    path.write_text("def solve(board):\n    return []  # ü\n", encoding="utf-8")
    assert read_program(path).endswith("# ü\n")
    with pytest.raises(FileNotFoundError):
        read_program(tmp_path / "missing.py")
