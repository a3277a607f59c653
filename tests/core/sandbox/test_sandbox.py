"""The fault corpus: hostile students' programs against the sandbox (issue 13).

Every program gets a verdict within its time limit plus 2 s, the verdict says what happened,
and no process it started is alive afterwards. Each case runs without isolation (the
fallback every system has) and under bubblewrap where this machine offers it.
"""

import os
import socket
import stat
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from boardgames.core import sandbox as sb
from boardgames.core.sandbox import workspace as iso


@pytest.fixture
def how(sandbox_mode):
    return sandbox_mode


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
            try:
                names = os.listdir("..")  # Landlock: not even listed
            except OSError:
                names = [os.path.basename(os.getcwd())]
            for name in names:
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


CONFINED = (sb.BUBBLEWRAP, sb.LANDLOCK)


def test_deleting_dot_dot_and_dot_dot_dot_dot_harms_no_one_else(tmp_path, how, private_tmp):
    """The folder is two levels inside a private parent: even unconfined, '..' and '../..'
    are the run's own."""
    (private_tmp / "someone-elses.txt").write_text("x")
    (private_tmp / "a-folder").mkdir()
    path = program(tmp_path, """
        import os, shutil
        def solve(board):
            for up in ("..", "../.."):
                try:
                    names = os.listdir(up)
                except OSError:  # Landlock: not even listed
                    names = ["program", "run", "box"]
                for name in names:
                    shutil.rmtree(os.path.join(up, name), ignore_errors=True)
            shutil.rmtree("../..", ignore_errors=True)
            return "tried"
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED
    assert sorted(os.listdir(private_tmp)) == ["a-folder", "someone-elses.txt"]
    assert path.exists()


def test_a_link_left_in_the_folder_does_not_change_the_teachers_folders(tmp_path, how):
    """The run's folder is made writable again to be removed; a program's link to one of
    the teacher's folders (a read-only one here) must not pass that on to it."""
    kept = tmp_path / "marked-exams"
    kept.mkdir()
    (kept / "alice.txt").write_text("A")
    os.chmod(kept, 0o555)
    path = program(tmp_path, f"""
        import os
        def solve(board):
            os.makedirs("deep/er", exist_ok=True)
            os.symlink({str(kept)!r}, "deep/er/exams")
            os.symlink({str(kept)!r}, "exams")
            return "linked"
        """)
    try:
        result, _ = timed_call(path, how)
        assert result.verdict == sb.ANSWERED and result.answer == "linked"
        assert stat.S_IMODE(kept.stat().st_mode) == 0o555
        assert (kept / "alice.txt").read_text() == "A"
    finally:
        os.chmod(kept, 0o755)


def test_a_module_beside_the_program_is_copied_but_not_a_link_to_a_secret(tmp_path, how):
    """``import helper`` works (the .py files beside the program are copied into its
    folder); a ``.py`` link beside it to one of the teacher's files is not copied."""
    secret = tmp_path / "private" / "id_rsa"
    secret.parent.mkdir()
    secret.write_text("SECRET = 'PRIVATE KEY'\n")
    classwork = tmp_path / "classwork"
    classwork.mkdir()
    (classwork / "helper.py").write_text("ANSWER = 42\n")
    os.symlink(secret, classwork / "notes.py")
    path = program(classwork, """
        import os
        import helper
        def solve(board):
            try:
                import notes
                leaked = notes.SECRET
            except ImportError:
                leaked = None
            return [helper.ANSWER, leaked, sorted(os.listdir("."))]
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED
    assert result.answer[:2] == [42, None] and "notes.py" not in result.answer[2]


def test_a_device_or_a_huge_file_is_not_copied_as_a_program(tmp_path, how):
    """A "program" linked to a device (``/dev/zero`` would be copied until the disk is
    full) or larger than a program can be is refused before anything is copied."""
    device = tmp_path / "student.py"
    os.symlink(os.devnull, device)
    huge = tmp_path / "huge.py"
    with open(huge, "wb") as sparse:
        sparse.truncate(iso.MAX_PROGRAM_BYTES + 1)
    for path, words in ((device, "not a regular file"), (huge, "too large")):
        result, _ = timed_call(path, how)
        assert result.verdict == sb.NOT_STARTED and words in result.detail
    assert not list(Path(os.environ["TMPDIR"]).glob("boardgames-run-*"))


def test_absolute_paths_outside_the_folder_are_out_of_reach(tmp_path, how):
    victim = tmp_path / "teachers-notes.txt"
    victim.write_text("marks")
    folder = tmp_path / "grades"
    folder.mkdir()
    (folder / "class.csv").write_text("a,b")
    path = program(tmp_path, f"""
        import os, shutil
        def solve(board):
            done = []
            for attempt in (lambda: open({str(victim)!r}, "a").write("changed"),
                            lambda: shutil.rmtree({str(folder)!r}),
                            lambda: open({str(tmp_path / "planted.py")!r}, "w").write("x"),
                            lambda: os.remove({str(victim)!r})):
                try:
                    attempt()
                    done.append("done")
                except OSError as exc:
                    done.append(type(exc).__name__)
            return done
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED and result.isolation == how
    if how in CONFINED:  # (bubblewrap: what it "wrote" went to a throw-away /tmp)
        assert victim.read_text() == "marks" and (folder / "class.csv").read_text() == "a,b"
        assert not (tmp_path / "planted.py").exists()
    else:  # the policy says so: unconfined, it has the user's rights
        assert not victim.exists() and not folder.exists() and (tmp_path / "planted.py").exists()


def test_a_file_outside_the_folder_cannot_be_read_and_sent_back(tmp_path, how):
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE KEY")
    path = program(tmp_path, f"""
        def solve(board):
            found = []
            for name in ({str(secret)!r}, "/etc/hostname"):
                try:
                    found.append(open(name).read())
                except OSError as exc:
                    found.append(type(exc).__name__)
            return found
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED
    assert ("PRIVATE KEY" in result.answer) == (how == sb.NONE)
    assert result.answer[1] not in ("PermissionError", "FileNotFoundError")  # the system's own


def test_the_app_and_its_exercises_cannot_be_imported_or_read(tmp_path, how):
    import boardgames.resources as resources

    checks = next(resources.data_dir("lessons").glob("*/exercises/*/checks.py"))
    package = Path(sb.__file__).resolve().parents[2]
    path = program(tmp_path, f"""
        def solve(board):
            found = []
            for name in ({str(checks)!r}, {str(package / "__init__.py")!r}):
                try:
                    found.append(len(open(name).read()) > 0)
                except OSError as exc:
                    found.append(type(exc).__name__)
            try:
                from boardgames.core import sandbox
                found.append("imported")
            except Exception as exc:
                found.append(type(exc).__name__)
            return found
        """)
    result, _ = timed_call(path, how)
    assert result.verdict == sb.ANSWERED
    if how in CONFINED:
        assert True not in result.answer and "imported" not in result.answer
    else:
        assert result.answer[:2] == [True, True]


def test_no_network_when_confined(tmp_path, how):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    datagrams = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    datagrams.bind(("127.0.0.1", 0))
    datagrams.settimeout(0.5)
    tcp, udp = server.getsockname()[1], datagrams.getsockname()[1]
    path = program(tmp_path, f"""
        import socket
        def solve(board):
            answers = []
            try:
                socket.create_connection(("127.0.0.1", {tcp}), timeout=1).close()
                answers.append("connected")
            except OSError:
                answers.append("no network")
            try:
                with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                    s.sendto(b"marks", ("127.0.0.1", {udp}))
            except OSError:
                pass
            return answers
        """)
    try:
        result, _ = timed_call(path, how)
        try:
            received = datagrams.recv(100)
        except OSError:
            received = b""
    finally:
        server.close()
        datagrams.close()
    if how in CONFINED:
        assert result.answer == ["no network"] and received == b""
    else:
        assert result.answer == ["connected"] and received == b"marks"


def test_other_processes_cannot_be_signalled_when_confined(tmp_path, how):
    import subprocess

    bystander = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        path = program(tmp_path, f"""
            import os, signal
            def solve(board):
                try:
                    os.kill({bystander.pid}, signal.SIGTERM)
                    return "sent"
                except OSError as exc:
                    return type(exc).__name__
            """)
        result, _ = timed_call(path, how)
        time.sleep(0.2)
        assert (bystander.poll() is None) == (how in CONFINED)
        assert result.answer != "sent" or how == sb.NONE
    finally:
        bystander.kill()
        bystander.wait()


def test_nothing_runs_unconfined_unless_the_teacher_allowed_it(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_SANDBOX", "none")
    monkeypatch.delenv(sb.confine.ALLOW_VARIABLE, raising=False)
    path = program(tmp_path, "def solve(board):\n    return 1\n")
    assert sb.isolation() == sb.UNAVAILABLE
    result = sb.call(path, "solve", [[]])
    assert result.verdict == sb.REFUSED and result.answer is None
    with pytest.raises(sb.Refused):
        sb.program_command(path)
    sb.allow_unconfined()
    try:
        assert sb.isolation() == sb.NONE and sb.call(path, "solve", [[]]).answer == 1
    finally:
        sb.allow_unconfined(False)


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
    from boardgames.core.sandbox import worker

    assert worker.own_tasks() >= 1  # this test's own process at least
    assert sb.Limits().for_child()["extra_tasks"] == 256


def test_a_forgotten_workspace_is_removed_all_the_same(tmp_path, private_tmp):
    import gc

    path = program(tmp_path, "x = 1\n")
    workspace = iso.Workspace.create(path)
    folder = workspace.folder
    assert folder.parents[1] == workspace.parent and workspace.parent.parent == private_tmp
    assert (folder / "student.py").is_file()
    del workspace  # e.g. a demo panel deleted while its program ran
    gc.collect()
    assert not folder.exists() and not workspace_parent_exists(private_tmp)


def workspace_parent_exists(base):
    return any(base.iterdir())


def test_where_bubblewrap_cannot_start_landlock_takes_over(tmp_path, monkeypatch):
    """A machine whose bwrap fails (user namespaces switched off) falls back to Landlock,
    and one without Landlock either refuses unless the teacher allowed running unconfined."""
    from boardgames.core.sandbox import confine, lockdown

    broken = tmp_path / "bwrap"
    broken.write_text("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n")
    broken.chmod(0o755)
    monkeypatch.setenv("BOARDGAMES_BWRAP", str(broken))
    monkeypatch.delenv("BOARDGAMES_SANDBOX", raising=False)
    monkeypatch.delenv(confine.ALLOW_VARIABLE, raising=False)
    monkeypatch.setattr(confine, "_probed", {})
    landlock = lockdown.abi_version() >= 1
    assert sb.isolation() == (sb.LANDLOCK if landlock else sb.UNAVAILABLE)
    monkeypatch.setattr(lockdown, "abi_version", lambda: 0)
    monkeypatch.setattr(confine, "_probed", {})
    assert sb.isolation() == sb.UNAVAILABLE
    monkeypatch.setenv(confine.ALLOW_VARIABLE, "1")
    assert sb.isolation() == sb.NONE
