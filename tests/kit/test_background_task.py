"""Long work off the GUI thread (kit/tasks.py): results, cancellation, and a window that
closes while its work runs."""

import gc
import threading
import time
import weakref

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QDialog

from boardgames.kit.tasks import BackgroundTask, QtRunner, TaskCancelled


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


class _Inputs:
    """Stands for what a search's work holds (a board, a solver, its tables)."""


def _wait_for_the_pool(qtbot):
    assert QThreadPool.globalInstance().waitForDone(5000)
    qtbot.wait(20)  # the final signals, and the GUI thread's letting go, are events
    gc.collect()


def _run_a_task_whose_slot_names_it(qtbot, answers):
    """Returns weak references to the ended task and to its work's inputs."""
    inputs = _Inputs()
    task = BackgroundTask(lambda report, cancelled, held=inputs: len(str(held)), interval=0.0)
    task.finished.connect(lambda result: answers.append((task.is_running(), result)))
    with qtbot.waitSignal(task.finished, timeout=5000):
        task.start()
    return weakref.ref(task), weakref.ref(inputs)


def test_an_ended_task_and_what_its_work_held_are_freed(qtbot):
    """A classroom app runs hundreds of searches a day: an ended task whose slot names it
    (the usual ``lambda: self._forget(task)``) must not live on with its work's inputs."""
    answers = []
    task_ref, inputs_ref = _run_a_task_whose_slot_names_it(qtbot, answers)
    _wait_for_the_pool(qtbot)
    assert answers and answers[0][0] is False  # the slot ran, with the task at its end
    assert task_ref() is None and inputs_ref() is None


def test_the_pages_runner_keeps_no_ended_search(qtbot):
    """Every thinking and search of a game page goes through its QtRunner."""
    runner = QtRunner()
    results, refs = [], []
    for number in range(3):
        inputs = _Inputs()
        refs.append(weakref.ref(inputs))
        task = runner.start(lambda report, cancelled, n=number, held=inputs: (n, held is not None),
                            on_done=results.append, on_error=pytest.fail, on_cancelled=pytest.fail,
                            on_progress=lambda _value: None)
        refs.append(weakref.ref(task))
        del task, inputs
        qtbot.waitUntil(lambda: not runner.busy(), timeout=5000)
    _wait_for_the_pool(qtbot)
    assert results == [(0, True), (1, True), (2, True)]
    assert [ref() for ref in refs] == [None] * 6


def test_a_task_runs_once(qtbot):
    task = BackgroundTask(lambda report, cancelled: 1, interval=0.0)
    with qtbot.waitSignal(task.finished, timeout=5000):
        task.start()
    with pytest.raises(RuntimeError, match="runs once"):
        task.start()
