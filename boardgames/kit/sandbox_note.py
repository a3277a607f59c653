"""How students' code runs on this computer, said where it runs (the exercises, the
challenge, the tournament, lesson demos), and the teacher's setting to run it without a
sandbox where none works.

The mode is probed once per application, off the GUI thread (a probe starts a short
process); every :class:`SandboxNote` shows it as soon as it is known and again when the
setting changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from boardgames.core import sandbox
from boardgames.kit import settings as stored
from boardgames.kit.tasks import BackgroundTask

#: The setting that lets students' code run unconfined where no sandbox works.
ALLOW_KEY = "sandbox/allow_unconfined"


class _Mode(QObject):
    """The application's one record of the mode (``""`` until probed)."""

    changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.mode = ""
        self._task: BackgroundTask | None = None

    def probe(self) -> None:
        """Find the mode in the background (once; :meth:`refresh` asks again)."""
        if self.mode or self._task is not None:
            return
        task = BackgroundTask(lambda _report, _cancelled: sandbox.isolation(), self, interval=0.0)
        # an earlier probe (before the setting changed) may still answer: only this one counts
        task.finished.connect(lambda mode, t=task: t is self._task and self._found(mode))
        task.failed.connect(lambda _m, t=task: t is self._task and self._found(sandbox.UNAVAILABLE))
        self._task = task
        task.start()

    def refresh(self) -> None:
        """The setting changed: say the mode again (the probe's answers are cached)."""
        self.mode, self._task = "", None
        self.probe()

    def _found(self, mode: str) -> None:
        self._task = None
        self.mode = mode
        self.changed.emit(mode)


_MODE: _Mode | None = None


def current() -> _Mode:
    """The application's mode record (made on first use, in the GUI thread)."""
    global _MODE
    if _MODE is None:
        _MODE = _Mode()
    return _MODE


def refused() -> str:
    """The sentence to show instead of running students' code when this computer has no
    sandbox and running without one is not allowed; "" when it may run (or the probe has
    not answered yet: the run itself is then refused)."""
    return describe(sandbox.UNAVAILABLE) if current().mode == sandbox.UNAVAILABLE else ""


def apply_setting(settings: QSettings) -> None:
    """Allow or forbid unconfined runs as the stored setting says (at start-up)."""
    if stored.read_bool(settings, ALLOW_KEY, False):
        sandbox.allow_unconfined(True)


class SandboxNote(QLabel):
    """One line: how students' code runs here (a warning when it is not confined); with
    ``warnings_only`` it shows only that warning (where space is short: lesson demos)."""

    def __init__(self, parent: QWidget | None = None, warnings_only: bool = False):
        super().__init__(parent)
        self.warnings_only = warnings_only
        self.setWordWrap(True)
        self.setObjectName("sandboxNote")
        mode = current()
        mode.changed.connect(self._show)
        self._show(mode.mode)
        mode.probe()

    def _show(self, mode: str) -> None:
        self.setText(describe(mode))
        warning = mode in (sandbox.NONE, sandbox.UNAVAILABLE)
        self.setProperty("warning", warning)
        self.style().unpolish(self)
        self.style().polish(self)
        self.setVisible(warning if self.warnings_only else bool(mode))


def describe(mode: str) -> str:
    """The sentence for ``mode`` (empty while it is not known), translated."""
    translate = QCoreApplication.translate
    texts = {
        sandbox.BUBBLEWRAP: translate(
            "SandboxNote", "Students' code runs in a sandbox (bubblewrap): it sees only its "
                           "own folder and has no network."),
        sandbox.LANDLOCK: translate(
            "SandboxNote", "Students' code runs in a sandbox (Landlock): it can read only the "
                           "system's files, write only its own folder, and has no network."),
        sandbox.NONE: translate(
            "SandboxNote", "No sandbox on this computer: students' code runs with your rights "
                           "and could read, change or delete your files (allowed in Settings)."),
        sandbox.UNAVAILABLE: translate(
            "SandboxNote", "Students' code is not run: this computer has no sandbox for it. "
                           "Settings > Run students' code without a sandbox allows it."),
    }
    return texts.get(mode, "")


def confirm_unconfined(parent: QWidget) -> bool:
    """Ask the teacher before students' code may run without a sandbox; True to go on."""
    translate = QCoreApplication.translate
    box = QMessageBox(
        QMessageBox.Warning, translate("SandboxNote", "Run students' code without a sandbox?"),
        translate("SandboxNote", "No sandbox works on this computer. Students' programs would "
                                 "run with your rights: a program could read, change or delete "
                                 "any of your files and use the network. Turn this on only for "
                                 "programs you trust."), QMessageBox.Cancel, parent)
    run = box.addButton(translate("SandboxNote", "Run without a sandbox"), QMessageBox.AcceptRole)
    box.setDefaultButton(QMessageBox.Cancel)
    box.exec()
    return box.clickedButton() is run


class UnconfinedSetting(QObject):
    """The teacher's setting *Run students' code without a sandbox…* (:attr:`action`,
    checkable): usable only where no sandbox works; turning it on asks first."""

    def __init__(self, settings: QSettings, parent: QWidget):
        super().__init__(parent)
        self.settings, self.window = settings, parent
        self.action = QAction(QCoreApplication.translate(
            "SandboxNote", "Run students' code &without a sandbox…"), parent)
        self.action.setCheckable(True)
        self.action.setChecked(stored.read_bool(settings, ALLOW_KEY, False))
        self.action.toggled.connect(self._toggled)
        apply_setting(settings)
        current().changed.connect(self._show)
        self._show(current().mode)
        current().probe()

    def _show(self, mode: str) -> None:
        confined = mode in (sandbox.BUBBLEWRAP, sandbox.LANDLOCK)
        self.action.setEnabled(bool(mode) and not confined)
        self.action.setToolTip(describe(mode))
        self.action.setStatusTip(describe(mode))

    def _toggled(self, on: bool) -> None:
        if on and not confirm_unconfined(self.window):
            self.action.blockSignals(True)
            self.action.setChecked(False)
            self.action.blockSignals(False)
            return
        self.settings.setValue(ALLOW_KEY, on)
        sandbox.allow_unconfined(on)
        current().refresh()
