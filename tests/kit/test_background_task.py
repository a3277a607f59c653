"""Long work off the GUI thread (kit/tasks.py): results, cancellation, and a window that
closes while its work runs."""

import threading
import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from boardgames.kit.tasks import BackgroundTask, TaskCancelled


def test_result_and_progress_reach_the_gui_thread(qtbot):
    seen = []

    def work(report, cancelled):
        for i in range(3):
            report(i)
        return threading.current_thread() is not threading.main_thread()

    task = BackgroundTask(work, interval=0.0)
    task.progress.connect(seen.append)
    with qtbot.waitSignal(task.finished, timeout=5000) as done:
        task.start()
    assert done.args == [True] and seen[-1] == 2 and not task.is_running()


def test_a_window_closing_mid_work_cancels_it_and_nothing_crashes(qtbot):
    """The tree viewer deletes itself when closed, often while it still counts nodes:
    the work is cancelled, its task outlives the window until the worker has stopped, and
    no slot connected to it is called any more (they would touch deleted widgets)."""
    started, answers = threading.Event(), []

    def work(report, cancelled):
        started.set()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if cancelled():
                raise TaskCancelled
            time.sleep(0.005)
        return "too late"

    window = QDialog()
    window.setAttribute(Qt.WA_DeleteOnClose)
    task = BackgroundTask(work, window)
    task.finished.connect(lambda result: answers.append(result))
    task.start()
    assert started.wait(5)
    stopped = []
    task.cancelled.connect(lambda: stopped.append(True))
    window.close()
    qtbot.waitUntil(lambda: not task.is_running(), timeout=5000)  # the worker saw the cancel
    assert answers == [] and stopped == []  # and no slot of the closed window is called
