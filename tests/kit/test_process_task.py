"""Work in a child process (kit/process_task.py with core/child_process.py): the answer, in
pieces or whole, arrives as signals in the GUI thread; errors, a child that dies and a
cancel are reported (or silent) as documented, and the child is gone afterwards."""

import os
import time

import pytest

from boardgames.kit.process_task import ProcessTask


def squares(n):
    for i in range(n):
        yield i * i


def child_pid():
    return os.getpid()


def refuse(text):
    raise ValueError(text)


def die():
    os._exit(3)


def sleep_forever(path):
    with open(path, "w") as f:
        f.write(str(os.getpid()))
    time.sleep(600)


def answer_then_linger(seconds):
    """Answer at once; the child's interpreter then waits ``seconds`` for a thread before
    it ends (a slow shutdown, as on a busy machine)."""
    import threading
    threading.Thread(target=time.sleep, args=(seconds,)).start()
    return os.getpid()


def run(qtbot, function, *args):
    task = ProcessTask(function, args)
    got = {"items": [], "finished": [], "failed": []}
    task.item.connect(got["items"].append)
    task.finished.connect(got["finished"].append)
    task.failed.connect(got["failed"].append)
    task.start()
    qtbot.waitUntil(lambda: not task.is_running(), timeout=20000)
    return got


def test_the_answer_comes_from_another_process(qtbot):
    got = run(qtbot, child_pid)
    assert got["finished"] and got["finished"][0] != os.getpid()
    assert got["failed"] == []


def test_a_child_slow_to_end_after_its_answer_neither_blocks_the_window_nor_fails(qtbot):
    """The answer is delivered at once although the child takes 3 s to end; the window
    waits for nothing (the poll that reads the answer returns at once), nothing raises,
    and the child is reaped afterwards."""
    task = ProcessTask(answer_then_linger, (3.0,))
    got, polls = [], []
    task.finished.connect(got.append)
    real_poll = task._poll

    def timed_poll():
        started = time.monotonic()
        real_poll()
        polls.append(time.monotonic() - started)

    task._timer.timeout.disconnect()
    task._timer.timeout.connect(timed_poll)
    task.start()
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    pid = got[0]
    assert _alive(pid) and max(polls) < 0.5  # still ending, and the window did not wait for it
    qtbot.waitUntil(lambda: not _alive(pid), timeout=20000)  # ended by itself, reaped


def test_an_iterator_arrives_in_pieces_then_finished(qtbot):
    got = run(qtbot, squares, 5)
    assert got["items"] == [0, 1, 4, 9, 16]
    assert got["finished"] == [None]


def test_an_exception_becomes_a_one_line_failure(qtbot):
    got = run(qtbot, refuse, "no such position")
    assert got["failed"] == ["ValueError: no such position"]
    assert got["finished"] == []


def test_a_child_that_dies_is_a_failure_not_a_hang(qtbot):
    got = run(qtbot, die)
    assert len(got["failed"]) == 1 and "exit code 3" in got["failed"][0]


def test_cancel_ends_the_child_and_nothing_is_emitted(qtbot, tmp_path):
    pid_file = tmp_path / "pid"
    task = ProcessTask(sleep_forever, (str(pid_file),))
    emitted = []
    task.finished.connect(emitted.append)
    task.failed.connect(emitted.append)
    task.start()
    qtbot.waitUntil(lambda: pid_file.exists() and pid_file.read_text() != "", timeout=20000)
    pid = int(pid_file.read_text())
    task.cancel()
    assert not task.is_running()
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # the child is gone (killed and reaped)
    qtbot.wait(100)
    assert emitted == []


def test_the_owner_closing_ends_the_child(qtbot, tmp_path):
    from PySide6.QtCore import QObject

    owner = QObject()
    pid_file = tmp_path / "pid"
    task = ProcessTask(sleep_forever, (str(pid_file),), owner)
    task.start()
    qtbot.waitUntil(lambda: pid_file.exists() and pid_file.read_text() != "", timeout=20000)
    pid = int(pid_file.read_text())
    owner.deleteLater()
    qtbot.waitUntil(lambda: not _alive(pid), timeout=5000)


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
