"""The process-stopping policy (boardgames.core.processes): SIGTERM to the group, a grace
period, SIGKILL to the group, reaped; never an error for a child that already ended."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from boardgames.core import processes

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups are POSIX")


def _dead(pid: int) -> bool:
    """True when ``pid`` no longer runs (gone, or a zombie waiting for its parent)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


def _wait_for_file(path: Path, seconds: float = 10.0) -> str:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.is_file() and path.read_text().strip():
            return path.read_text().strip()
        time.sleep(0.02)
    raise AssertionError(f"{path} was not written")


def _start(tmp_path: Path, code: str) -> subprocess.Popen:
    script = tmp_path / "child.py"
    script.write_text(code)
    return processes.popen([sys.executable, str(script)], cwd=str(tmp_path))


IGNORES_TERM = """
import signal, time, pathlib
signal.signal(signal.SIGTERM, signal.SIG_IGN)
pathlib.Path("ready").write_text("1")
while True:
    time.sleep(0.05)
"""


def test_a_child_that_ignores_sigterm_is_killed_after_the_grace_period(tmp_path):
    proc = _start(tmp_path, IGNORES_TERM)
    _wait_for_file(tmp_path / "ready")
    start = time.monotonic()
    code = processes.stop(proc, grace=0.3)
    elapsed = time.monotonic() - start
    assert code == -9  # SIGKILL, after SIGTERM was ignored
    assert 0.25 <= elapsed < 5.0
    assert proc.returncode == -9  # reaped


def test_a_child_that_honours_sigterm_ends_without_sigkill(tmp_path):
    proc = _start(tmp_path, "import pathlib, time\npathlib.Path('ready').write_text('1')\n"
                            "time.sleep(60)\n")
    _wait_for_file(tmp_path / "ready")
    start = time.monotonic()
    assert processes.stop(proc, grace=5.0) == -15
    assert time.monotonic() - start < 4.0


GRANDCHILD = """
import pathlib, subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c",
    "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(120)"])
pathlib.Path("grandchild").write_text(str(child.pid))
time.sleep(120)
"""


def test_a_grandchild_in_the_group_dies_too(tmp_path):
    proc = _start(tmp_path, GRANDCHILD)
    grandchild = int(_wait_for_file(tmp_path / "grandchild"))
    assert not _dead(grandchild)
    processes.stop(proc, grace=0.2)
    deadline = time.monotonic() + 5
    while not _dead(grandchild) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert _dead(grandchild)


def test_a_grandchild_left_by_a_finished_child_is_killed(tmp_path):
    parent_ends = GRANDCHILD.rsplit("time.sleep(120)", 1)[0]  # the child exits at once
    proc = _start(tmp_path, parent_ends)
    grandchild = int(_wait_for_file(tmp_path / "grandchild"))
    proc.wait(timeout=10)
    assert not _dead(grandchild)
    assert processes.stop(proc) == 0
    deadline = time.monotonic() + 5
    while not _dead(grandchild) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert _dead(grandchild)


def test_stopping_an_ended_or_reaped_process_never_raises(tmp_path):
    proc = _start(tmp_path, "pass\n")
    proc.wait(timeout=10)
    assert processes.stop(proc) == 0
    assert processes.stop(proc) == 0  # twice
    assert processes.signal_group(proc.pid, 15) is False
    assert processes.signal_group(0, 15) is False


def test_the_child_leads_its_own_group(tmp_path):
    proc = _start(tmp_path, IGNORES_TERM)
    try:
        _wait_for_file(tmp_path / "ready")
        assert os.getpgid(proc.pid) == proc.pid != os.getpgid(0)
        assert processes.group_alive(proc.pid)
    finally:
        processes.stop(proc, grace=0.1)
    assert processes.wait_gone(proc.pid, 5)


def test_run_module_returns_the_output_and_stops_a_child_past_its_timeout(tmp_path, monkeypatch):
    decoy = tmp_path / "boardgames"  # another copy in the working folder is not run
    decoy.mkdir()
    (decoy / "__init__.py").write_text("raise SystemExit(3)\n")
    monkeypatch.chdir(tmp_path)
    done = processes.run_module("boardgames", ["--version"], timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("boardgames ")
    start = time.monotonic()
    slow = processes.run_module("timeit", ["-n", "1", "-r", "1", "import time; time.sleep(60)"],
                                timeout=0.5)
    assert slow.returncode < 0 and time.monotonic() - start < 10
