"""The fault corpus: hostile students' programs against the sandbox (issue 13).

Every program gets a verdict within its time limit plus 2 s, the verdict says what happened,
and no process it started is alive afterwards. Each case runs without isolation (the
fallback every system has) and under bubblewrap where this machine offers it.
"""

import os
import socket
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from boardgames.core import sandbox as sb
from boardgames.core.sandbox import confine as iso

HOWS = [sb.NONE, pytest.param(sb.BUBBLEWRAP, marks=pytest.mark.skipif(
    iso._bubblewrap_works() is False, reason="bubblewrap is not usable on this machine"))]


@pytest.fixture(params=HOWS)
def how(request):
    return request.param


@pytest.fixture(autouse=True)
def private_tmp(tmp_path, monkeypatch):
    """Sandbox folders go under tmp_path, so a program that deletes '..' deletes only there."""
    base = tmp_path / "tmp"
    base.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(base))
    return base


def program(tmp_path, text, name="student.py"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def timed_call(path, how, seconds=1.0, **limits):
    start = time.monotonic()
    result = sb.call(path, "solve", [[[1, 2], [3, 0]]], sb.Limits(seconds=seconds, **limits),
                     how=how)
    return result, time.monotonic() - start


def test_a_plain_answer_comes_back_timed_by_the_parent(tmp_path, how):
    path = program(tmp_path, """
        def solve(board):
            return ["Up"] * len(board)
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED and result.answer == ["Up", "Up"]
    assert 0 <= result.seconds < 1.0 and result.isolation == how


def test_replacing_the_clock_does_not_beat_the_time_limit(tmp_path, how):
    path = program(tmp_path, """
        import time
        def solve(board):
            time.sleep(3)
            time.perf_counter = lambda: -1690.0
            time.monotonic = lambda: -1690.0
            return ["Up"]
        """)
    result, elapsed = timed_call(path, how)
    assert result.verdict == sb.TIMED_OUT and result.seconds == pytest.approx(1.0, abs=0.3)
    assert elapsed < 1.0 + 2.0


def test_a_forged_answer_on_the_channel_cannot_report_negative_time(tmp_path, how):
    path = program(tmp_path, """
        import json, os, time
        def solve(board):
            time.sleep(0.3)
            for fd in range(3, 20):
                try:
                    os.write(fd, (json.dumps({"ok": True, "answer": ["Up"], "seconds": -5}) + "\\n").encode())
                except OSError:
                    pass
            return ["Down"]
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED and result.seconds >= 0.25


def test_deleting_the_parent_folder_still_gives_a_verdict(tmp_path, how, private_tmp):
    (private_tmp / "someone-elses.txt").write_text("x")
    path = program(tmp_path, """
        import os, shutil
        def solve(board):
            for name in os.listdir(".."):
                shutil.rmtree(os.path.join("..", name), ignore_errors=True)
                try:
                    os.remove(os.path.join("..", name))
                except OSError:
                    pass
            return "Up"
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED and result.answer == "Up"
    assert path.exists()  # the student's own file is a copy's original, untouched


@pytest.mark.parametrize("detach", ["fork", "setsid"])
def test_no_process_outlives_its_run(tmp_path, how, detach, alive_with):
    token = "bg-" + uuid.uuid4().hex
    path = program(tmp_path, f"""
        import subprocess, sys
        def solve(board):
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", "{token}"],
                             start_new_session={detach == "setsid"!r})
            return "Up"
        """)
    result, _ = timed_call(path, how, seconds=5.0)
    assert result.verdict == sb.ANSWERED
    deadline = time.monotonic() + 2.0
    while alive_with(token) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert alive_with(token) == []


def test_a_double_forked_daemon_is_killed_too(tmp_path, how, alive_with):
    token = "bg-" + uuid.uuid4().hex
    path = program(tmp_path, f"""
        import os, sys
        def solve(board):
            if os.fork() == 0:
                os.setsid()
                if os.fork() == 0:
                    os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(60)", "{token}"])
                os._exit(0)
            return "Up"
        """)
    result, _ = timed_call(path, how, seconds=5.0)
    assert result.verdict == sb.ANSWERED
    time.sleep(0.3)
    assert alive_with(token) == []


def test_an_endless_loop_is_stopped_at_the_limit(tmp_path, how):
    path = program(tmp_path, """
        def solve(board):
            while True:
                pass
        """)
    result, elapsed = timed_call(path, how)
    assert result.verdict == sb.TIMED_OUT and elapsed < 1.0 + 2.0


def test_ignoring_sigterm_does_not_help(tmp_path, how, alive_with):
    token = "bg-" + uuid.uuid4().hex
    path = program(tmp_path, f"""
        import signal, subprocess, sys, time
        def solve(board):
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            subprocess.Popen([sys.executable, "-c",
                              "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(60)",
                              "{token}"], start_new_session=True)
            time.sleep(60)
        """)
    result, elapsed = timed_call(path, how)
    assert result.verdict == sb.TIMED_OUT and elapsed < 1.0 + 2.0
    time.sleep(0.3)
    assert alive_with(token) == []


def test_a_huge_allocation_hits_the_memory_limit(tmp_path, how):
    path = program(tmp_path, """
        def solve(board):
            block = bytearray(6 * 1024 ** 3)
            return "Up"
        """)
    result, elapsed = timed_call(path, how, seconds=5.0, memory_bytes=512 * 1024 ** 2)
    assert result.verdict == sb.MEMORY and elapsed < 5.0


def test_an_answer_of_ten_million_moves_is_cut_off(tmp_path, how):
    path = program(tmp_path, """
        def solve(board):
            return ["Up", "Down"] * 5_000_000
        """)
    result, elapsed = timed_call(path, how, seconds=10.0, answer_bytes=1024 * 1024)
    assert result.verdict == sb.ANSWER_TOO_LONG and elapsed < 10.0 + 2.0


def test_endless_printing_hits_the_output_limit(tmp_path, how):
    path = program(tmp_path, """
        def solve(board):
            while True:
                print("spam" * 1000)
        """)
    result, elapsed = timed_call(path, how, seconds=10.0, file_bytes=4 * 1024 ** 2)
    assert result.verdict == sb.OUTPUT_LIMIT and elapsed < 10.0
    assert len(result.stdout) <= sb.Limits().output_chars + 100


@pytest.mark.parametrize("ending, verdict, detail", [
    ("import os; os._exit(0)", sb.EXITED, "0"),
    ("import sys; sys.exit(3)", sb.EXITED, "3"),
    ("import os, signal; os.kill(os.getpid(), signal.SIGSEGV)", sb.KILLED, "SIGSEGV"),
    ("raise ValueError('bad board')", sb.EXCEPTION, "ValueError: bad board"),
    ("import sys; sys.setrecursionlimit(100); solve(board)", sb.EXCEPTION, "RecursionError"),
])
def test_every_way_of_ending_has_its_own_verdict(tmp_path, how, ending, verdict, detail):
    path = program(tmp_path, f"""
        def solve(board):
            {ending}
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == verdict and detail in result.detail


def test_a_missing_function_and_an_unreadable_answer(tmp_path, how):
    missing = program(tmp_path, "x = 1\n", "missing.py")
    assert timed_call(missing, how)[0].verdict == sb.MISSING
    odd = program(tmp_path, "def solve(board):\n    return {1, 2}\n", "odd.py")
    result, _ = timed_call(odd, how)
    assert result.verdict == sb.NOT_JSON and result.detail == "set"


def test_the_environment_is_scrubbed_and_home_is_the_folder(tmp_path, how, monkeypatch):
    monkeypatch.setenv("SECRET_TOKEN", "hunter2")
    path = program(tmp_path, """
        import os
        def solve(board):
            return [os.environ.get("SECRET_TOKEN"), os.path.expanduser("~") == os.getcwd()]
        """)
    result, _ = timed_call(path, how)
    assert result.answer == [None, True]


def test_a_program_cannot_read_files_outside_its_folder_under_bubblewrap(tmp_path):
    if iso._bubblewrap_works() is False:
        pytest.skip("bubblewrap is not usable on this machine")
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE KEY")
    target = tmp_path / "written.txt"
    outside = Path(sys.prefix, "boardgames-sandbox-" + uuid.uuid4().hex)
    path = program(tmp_path, f"""
        import os, sys
        def solve(board):
            found = []
            try:
                found.append(open({str(secret)!r}).read())
            except OSError as exc:
                found.append(type(exc).__name__)
            open({str(target)!r}, "w").write("x")  # lands in a throw-away /tmp
            try:
                open(os.path.join(sys.prefix, {outside.name!r}), "w").write("x")
                found.append("wrote outside")
            except OSError as exc:
                found.append(type(exc).__name__)
            return found
        """)
    try:
        result, _ = timed_call(path, sb.BUBBLEWRAP)
    finally:
        outside.unlink(missing_ok=True)
    assert result.answer == ["FileNotFoundError", "OSError"]
    assert not target.exists()


def test_no_network_under_bubblewrap(tmp_path):
    if iso._bubblewrap_works() is False:
        pytest.skip("bubblewrap is not usable on this machine")
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    path = program(tmp_path, f"""
        import socket
        def solve(board):
            try:
                socket.create_connection(("127.0.0.1", {port}), timeout=1).close()
                return "connected"
            except OSError:
                return "no network"
        """)
    try:
        result, _ = timed_call(path, sb.BUBBLEWRAP)
    finally:
        server.close()
    assert result.answer == "no network"


def test_a_whole_program_runs_to_its_end_with_its_input(tmp_path, how):
    path = program(tmp_path, """
        name = input()
        print("Hello,", name)
        """)
    result = sb.run_program(path, sb.Limits(seconds=5.0), stdin="Ada\n", how=how)
    assert result.verdict == sb.FINISHED and result.exit_code == 0
    assert result.stdout.strip() == "Hello, Ada"


def test_cancelling_stops_the_run(tmp_path, how):
    path = program(tmp_path, "import time\ntime.sleep(60)\n")
    start = time.monotonic()
    result = sb.run_program(path, sb.Limits(seconds=30.0), how=how,
                            cancelled=lambda: time.monotonic() - start > 0.3)
    assert result.verdict == sb.CANCELLED and time.monotonic() - start < 3.0


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), 1e308])
def test_absurd_time_limits_are_refused_with_a_message(bad):
    with pytest.raises(ValueError, match="time limit"):
        sb.Limits(seconds=bad)


def test_nothing_is_left_in_the_temporary_folder(tmp_path, how, private_tmp):
    path = program(tmp_path, """
        import os
        def solve(board):
            os.makedirs("deep/er", exist_ok=True)
            open("deep/er/file.txt", "w").write("x")
            os.chmod("deep", 0)
            return "Up"
        """)
    before = set(os.listdir(private_tmp))
    assert timed_call(path, how)[0].answered
    assert set(os.listdir(private_tmp)) == before


@pytest.mark.skipif(os.getuid() == 0, reason="RLIMIT_NPROC does not apply to root")
def test_a_fork_bomb_meets_a_process_limit(tmp_path, how):
    path = program(tmp_path, """
        import resource
        def solve(board):
            return resource.getrlimit(resource.RLIMIT_NPROC)[0]
        """)
    result, _ = timed_call(path, how)
    assert result.answered and 0 < result.answer < 1_000_000


def test_the_process_limit_counts_the_users_own_threads():
    from boardgames.core.sandbox import child

    assert child._own_tasks() >= 1  # this test's own process at least
    assert sb.Limits().for_child()["extra_tasks"] == 256


def test_a_forgotten_workspace_is_removed_all_the_same(tmp_path, private_tmp):
    import gc

    path = program(tmp_path, "x = 1\n")
    workspace = iso.Workspace.create(path)
    folder = workspace.folder
    assert folder.parent == private_tmp and (folder / "student.py").is_file()
    del workspace  # e.g. a demo panel deleted while its program ran
    gc.collect()
    assert not folder.exists()
