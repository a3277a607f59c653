"""The lesson demo panel stops a program by the app's one policy: its whole process group
gets SIGTERM, then SIGKILL after the grace period; nothing is left running."""

from __future__ import annotations

import os
import time
import uuid
from pathlib import Path

import pytest

from boardgames.lessons.model import DEMO_WINDOW

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups are POSIX")

STUBBORN = """
import signal, subprocess, sys, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
child = subprocess.Popen([sys.executable, "-c",
    "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(120)", "TOKEN"],
    start_new_session=True)
print("started", flush=True)
time.sleep(120)
"""


def _dead(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


def test_stop_kills_a_program_that_ignores_sigterm_and_its_child(qtbot, tmp_path, alive_with):
    from boardgames.app.lessons.demo_panel import DemoPanel

    token = "bg-" + uuid.uuid4().hex
    program = tmp_path / "stubborn.py"
    program.write_text(STUBBORN.replace("TOKEN", token), encoding="utf-8")
    panel = DemoPanel()
    qtbot.addWidget(panel)
    panel.set_program(program, DEMO_WINDOW)
    panel.run()
    qtbot.waitUntil(lambda: "started" in panel.output.toPlainText() and bool(alive_with(token)),
                    timeout=15000)
    pid = panel.process_id()
    assert pid > 0 and os.getpgid(pid) == pid  # its own process group
    start = time.monotonic()
    panel.stop()
    assert time.monotonic() - start < 8
    assert panel.state == "stopped" and not panel.is_running()
    assert _dead(pid)
    deadline = time.monotonic() + 5
    while alive_with(token) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert alive_with(token) == []  # the grandchild left its session: gone all the same
