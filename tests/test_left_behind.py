"""Nothing left behind: a test run removes its own temporary folders, and quitting while
a search runs prints no traceback."""

import os
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool

from boardgames.kit.tasks import BackgroundTask

ROOT = Path(__file__).resolve().parent.parent


def test_a_test_run_removes_its_temporary_folder(tmp_path):
    """Run one small test of this suite in a fresh pytest with its own temp folder: the
    conftest's ``boardgames-tests-*`` folder is created and gone afterwards."""
    temp = tmp_path / "temp"
    temp.mkdir()
    env = dict(os.environ, TMPDIR=str(temp))
    env.pop("BOARDGAMES_CACHE_DIR", None)
    here = f"{Path(__file__).relative_to(ROOT)}::test_no_test_writes_to_a_hard_coded_tmp"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--basetemp", str(tmp_path / "basetemp"), here],
                          capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 passed" in proc.stdout
    assert sorted(p.name for p in temp.iterdir()) == []


def test_no_test_writes_to_a_hard_coded_tmp():
    for path in sorted((ROOT / "tests").glob("*.py")):
        if path.name == Path(__file__).name:
            continue
        assert '"/tmp' not in path.read_text(encoding="utf-8"), path.name


def test_worker_ending_after_its_task_was_deleted_prints_no_traceback(qapp, capfd):
    """The window closes (its task is deleted) while the search runs; the worker then
    reports and finishes: no "Signal source has been deleted" traceback."""
    release = threading.Event()
    started = threading.Event()

    def work(report, cancelled):
        started.set()
        release.wait(5)
        report("late progress")
        return "late result"

    task = BackgroundTask(work, interval=0.0)
    task.start()
    assert started.wait(5)
    task.deleteLater()  # the window closes while the search runs
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    release.set()
    assert QThreadPool.globalInstance().waitForDone(5000)
    QCoreApplication.processEvents()
    err = capfd.readouterr().err
    assert "Traceback" not in err, err
    assert "Signal source has been deleted" not in err, err


def test_the_suite_keeps_out_of_the_users_data_folder():
    """What the app writes to the user's data folder during the tests (exercise progress
    and drafts typed by the monkey test, classes, lessons) goes to the session's
    temporary folder, not to the teacher's ``~/.local/share/boardgames``."""
    from boardgames.core.data_paths import user_data_path

    default = user_data_path("BOARDGAMES_TEST_UNSET_VARIABLE", "exercise-progress.json")
    session_folders = [p for p in default.resolve().parents if p.name.startswith("boardgames-tests-")]
    assert session_folders, default  # conftest's session folder, removed at exit
    assert Path.home().resolve() not in default.resolve().parents
