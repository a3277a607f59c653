"""Python's garbage collector run by the GUI thread between events (app/collector.py):
widgets in reference cycles are deleted there, never by a worker thread's allocations or
in the middle of a restyle, which crashed the app."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
import weakref
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from boardgames.app import collector

SCRIPT = Path(__file__).with_name("restyle_with_garbage.py")


class _Marker:
    """Records the thread that deleted it."""

    deleted_by: list[str] = []

    def __del__(self):
        _Marker.deleted_by.append(threading.current_thread().name)


def _garbage_widget() -> weakref.ref:
    widget, marker = QWidget(), _Marker()
    widget.marker, marker.widget = marker, widget  # a cycle through the widget's Python object
    return weakref.ref(marker)


def _allocate_in_a_worker() -> None:
    def work():
        for _ in range(200_000):
            cycle: list = []
            cycle.append(cycle)  # enough container allocations for every generation's threshold

    thread = threading.Thread(target=work, name="worker")
    thread.start()
    thread.join()


def test_the_app_turns_the_automatic_collector_off_once(qapp):
    first = collector.install(qapp)
    assert not gc.isenabled()
    assert collector.install(qapp) is first
    assert len(qapp.findChildren(collector.GuiGarbageCollector)) == 1


def test_a_widget_in_a_cycle_is_deleted_by_the_gui_thread_not_by_a_worker(qtbot):
    collector.install(QApplication.instance())
    _Marker.deleted_by.clear()
    alive = _garbage_widget()
    _allocate_in_a_worker()
    assert alive() is not None  # the worker's allocations collected nothing
    qtbot.waitUntil(lambda: alive() is None, timeout=5000)  # the GUI thread's timer did
    assert _Marker.deleted_by == [threading.main_thread().name]


def test_freeze_soon_collects_and_freezes_at_the_next_look(qapp):
    collector.install(qapp)
    try:
        collector.freeze_soon()
        collector.collect_due()
        assert gc.get_freeze_count() > 0
        gc.unfreeze()
        collector.collect_due()
        assert gc.get_freeze_count() == 0  # asked once, done once
    finally:
        gc.unfreeze()


def test_restyling_while_widgets_in_cycles_become_garbage_does_not_crash(tmp_path):
    """Before the collector, this crashed (segmentation fault) at the first restyle."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, str(SCRIPT), "40"], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["restyled", "40"]
