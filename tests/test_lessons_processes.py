"""The lesson demo panel stops a program by the app's one policy: its whole process group
gets SIGTERM, then SIGKILL after the grace period; nothing is left running."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from boardgames.lessons.model import DEMO_WINDOW

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups are POSIX")

STUBBORN = """
import pathlib, signal, subprocess, sys, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
child = subprocess.Popen([sys.executable, "-c",
    "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(120)"])
pathlib.Path(sys.argv[0]).with_suffix(".pid").write_text(str(child.pid))
print("started", flush=True)
time.sleep(120)
"""


def _dead(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


def test_stop_kills_a_program_that_ignores_sigterm_and_its_child(qtbot, tmp_path):
    from boardgames.app.lessons.demo_panel import DemoPanel

    program = tmp_path / "stubborn.py"
    program.write_text(STUBBORN, encoding="utf-8")
    panel = DemoPanel()
    qtbot.addWidget(panel)
    panel.set_program(program, DEMO_WINDOW)
    panel.run()
    qtbot.waitUntil(lambda: program.with_suffix(".pid").is_file()
                    and program.with_suffix(".pid").read_text().strip() != "", timeout=15000)
    pid, grandchild = panel.process_id(), int(program.with_suffix(".pid").read_text())
    assert pid > 0 and os.getpgid(pid) == pid  # its own process group
    start = time.monotonic()
    panel.stop()
    assert time.monotonic() - start < 8
    assert panel.state == "stopped" and not panel.is_running()
    assert _dead(pid)
    deadline = time.monotonic() + 5
    while not _dead(grandchild) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert _dead(grandchild)
