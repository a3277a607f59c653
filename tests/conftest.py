"""Test set-up: Qt without a screen, and settings/caches kept out of the user's home."""

import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="boardgames-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_tmp, "config")
os.environ.setdefault("BOARDGAMES_CACHE_DIR", os.path.join(_tmp, "cache"))

import pytest  # noqa: E402 (after the environment is set)


def pytest_sessionfinish(session, exitstatus):
    """Remove the session's settings and cache folder: a test run leaves nothing behind
    in the temporary folder (pytest's own ``tmp_path`` folders are pytest's business)."""
    shutil.rmtree(_tmp, ignore_errors=True)


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
    """Close ``widget`` and delete it at once: a closed window that lingers until garbage
    collection can crash Qt when a later test restyles the application."""
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
