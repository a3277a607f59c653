"""The live demo of a stage program: Run / Reset / Stop, its state, and its output.

The program runs as a separate process (``QProcess``, asynchronous) in the sandbox for
students' code (:mod:`boardgames.core.sandbox`: a copy in a fresh folder, a scrubbed
environment, limits, bubblewrap where usable): a window program opens
its own window beside the lesson; a console program's printed output appears here. A
program that crashes shows its traceback; a console program still running at its time
limit is stopped with a message. Nothing a program does can stop the app.

Stopping follows the app's one policy (:mod:`boardgames.core.processes`): the program is
started in a new session (its own process group); on stop the group gets ``SIGTERM``, a
grace period, then ``SIGKILL``, and the process is reaped.
"""

from __future__ import annotations

import signal
import tempfile
import threading
from pathlib import Path

from PySide6.QtCore import QProcess, QProcessEnvironment, QTimer, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boardgames.core import processes, sandbox
from boardgames.core.sandbox.workspace import Workspace
from boardgames.kit.fitting import FlowLayout, WrappingPanel
from boardgames.kit.i18n import arg
from boardgames.kit.lesson_messages import seconds_text
from boardgames.kit.sandbox_note import SandboxNote, describe
from boardgames.lessons.model import DEMO_CONSOLE, DEMO_WINDOW

#: Most characters of output kept in the panel.
MAX_SHOWN = 200_000
#: Lines of output the panel always has room for (its minimum height, in its font).
OUTPUT_LINES = 8
#: What :func:`warm_up` runs in the sandbox: the imports of a stage's window program.
WARM_UP_PROGRAM = "import PySide6.QtWidgets\n"

_warm_up: threading.Thread | None = None


def warm_up(program: str = WARM_UP_PROGRAM) -> threading.Thread:
    """Do, once per process and in a background thread, the cold work of the first demo
    before the teacher presses Run: probe how programs are confined here
    (:func:`boardgames.core.sandbox.isolation`, one short process, then known to the
    process) and run ``program`` once in the sandbox (a Python that imports Qt's widgets:
    the interpreter, the sandbox's supervisor and Qt's libraries are then in the system's
    file cache). Returns the thread (the same one on later calls); never raises, and
    leaves no folder behind."""
    global _warm_up
    if _warm_up is None:
        _warm_up = threading.Thread(target=_warm_up_now, args=(program,),
                                    name="demo-warm-up", daemon=True)
        _warm_up.start()
    return _warm_up


def _warm_up_now(program: str) -> None:
    try:
        if sandbox.isolation() == sandbox.UNAVAILABLE:
            return
        with tempfile.TemporaryDirectory(prefix="boardgames-warm-up-") as folder:
            path = Path(folder, "warm_up.py")
            path.write_text(program, encoding="utf-8")
            sandbox.run_program(path)
    except Exception:  # noqa: BLE001 (a warm-up only: a real run reports its own problems)
        return


class DemoPanel(WrappingPanel):
    """Runs one stage program at a time.

    Signals:
        state_changed(str): ``"idle"``, ``"running"``, ``"finished"``, ``"crashed"``,
            ``"timed_out"`` or ``"stopped"``.
    """

    state_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("demoPanel")
        self.program: Path | None = None
        self.kind = DEMO_CONSOLE
        self.timeout = 10.0
        self.stdin = ""
        self.state = "idle"
        self._process: QProcess | None = None
        self._workspace: Workspace | None = None
        self._stop_reason = ""
        self._shown = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_time_limit)

        self._make_widgets()
        buttons = FlowLayout()  # wraps in a narrow window (presenter mode, long words)
        for b in (self.run_button, self.reset_button, self.stop_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.sandbox_note)
        layout.addWidget(self.output, 1)
        self.fit_output()
        self._set_state("idle")

    def _make_widgets(self) -> None:
        self.title = QLabel()
        self.title.setObjectName("demoTitle")
        self.title.setWordWrap(True)  # a narrow column (800x600, presenter mode)
        self.status = QLabel()
        self.status.setObjectName("demoStatus")
        self.status.setWordWrap(True)
        self.sandbox_note = SandboxNote(warnings_only=True)
        self.run_button = QPushButton(self.tr("&Run"))
        self.run_button.setProperty("role", "primary")
        self.run_button.setToolTip(self.tr("Run this stage's program (F5)"))
        self.reset_button = QPushButton(self.tr("R&eset"))
        self.reset_button.setToolTip(self.tr("Stop the program and start it again (Ctrl+F5)"))
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.setToolTip(self.tr("Stop the program (Shift+F5)"))
        self.run_button.clicked.connect(self.run)
        self.reset_button.clicked.connect(self.reset)
        self.stop_button.clicked.connect(self.stop)
        self.output = QPlainTextEdit()
        self.output.setObjectName("demoOutput")
        self.output.setReadOnly(True)
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.FixedFont))
        self.output.setPlaceholderText(self.tr("The program's output appears here."))

    # -- public -----------------------------------------------------------------------
    def fit_output(self) -> None:
        """Keep room for :data:`OUTPUT_LINES` lines of output in the output's present
        font (call it again when a style sheet changes that font)."""
        self.output.ensurePolished()
        margins = 2 * (self.output.frameWidth() + self.output.document().documentMargin())
        self.output.setMinimumHeight(int(OUTPUT_LINES * self.output.fontMetrics().lineSpacing()
                                         + margins + 0.5))

    def set_program(self, program: Path | None, kind: str, timeout: float = 10.0,
                    stdin: str = "") -> None:
        """Show the demo of ``program`` (``kind``: ``"window"`` or ``"console"``); stops a
        program still running from before and clears the output."""
        self.stop()
        self.program, self.kind, self.timeout, self.stdin = program, kind, timeout, stdin
        self.output.clear()
        self._shown = 0
        if kind == DEMO_WINDOW:
            self.title.setText(self.tr("Live demo: a window program"))
        else:
            self.title.setText(self.tr("Live demo: the program's output"))
        self._set_state("idle")

    def is_running(self) -> bool:
        """True while the program's process is starting or running."""
        return self._process is not None and self._process.state() != QProcess.NotRunning

    def process_id(self) -> int:
        """The running program's process id, or 0."""
        return int(self._process.processId()) if self.is_running() else 0

    def run(self) -> None:
        """Start the program (does nothing while it runs: use :meth:`reset`)."""
        if self.program is None or self.is_running():
            return
        self.output.clear()
        self._shown = 0
        self._stop_reason = ""
        try:
            prepared = sandbox.program_command(self.program, display=True)
        except sandbox.Refused:
            self.status.setText(describe(sandbox.UNAVAILABLE))
            self._set_state("crashed", status_set=True)
            return
        except OSError as exc:
            self.status.setText(arg(self.tr("The program could not be started: %1"),
                                    exc.strerror or str(exc)))
            self._set_state("crashed", status_set=True)
            return
        self._workspace = prepared.workspace
        process = QProcess(self)
        env = QProcessEnvironment()
        for key, value in prepared.env.items():
            env.insert(key, value)
        process.setProcessEnvironment(env)
        _new_session(process)
        process.setWorkingDirectory(str(prepared.workspace.folder))
        process.readyReadStandardOutput.connect(self._read_stdout)
        process.readyReadStandardError.connect(self._read_stderr)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process = process
        process.start(prepared.command[0], prepared.command[1:])
        if self.stdin:
            process.write(self.stdin.encode("utf-8"))
        process.closeWriteChannel()
        if self.kind == DEMO_CONSOLE:
            self._timer.start(int(self.timeout * 1000))
        self._set_state("running")

    def reset(self) -> None:
        """Kill the program if it runs, then start it again."""
        self.stop()
        self.run()

    def stop(self) -> None:
        """Kill the program if it runs and wait for it to end (no zombie is left)."""
        self._timer.stop()
        process = self._process
        if process is None:
            return
        if process.state() != QProcess.NotRunning:
            self._stop_reason = self._stop_reason or "stopped"
            stop_process(process)
        self._finish(process)

    def shutdown(self) -> None:
        """Stop the program; called when the page closes."""
        self.stop()

    # -- process events ---------------------------------------------------------------
    def _append(self, text: str) -> None:
        if self._shown >= MAX_SHOWN:
            return
        room = MAX_SHOWN - self._shown
        if len(text) > room:
            text = text[:room] + "\n" + self.tr("[... more output not shown ...]") + "\n"
        self._shown += len(text)
        cursor = self.output.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        cursor.insertText(text)
        self.output.setTextCursor(cursor)
        self.output.ensureCursorVisible()

    def _read_stdout(self) -> None:
        if self._process is not None:
            self._append(bytes(self._process.readAllStandardOutput()).decode("utf-8", "replace"))

    def _read_stderr(self) -> None:
        if self._process is not None:
            self._append(bytes(self._process.readAllStandardError()).decode("utf-8", "replace"))

    def _on_time_limit(self) -> None:
        if self.is_running():
            self._stop_reason = "timed_out"
            stop_process(self._process)

    def _on_error(self, error) -> None:
        if error == QProcess.FailedToStart and self._process is not None:
            self._stop_reason = "failed"
            self._finish(self._process)

    def _on_finished(self, *_args) -> None:
        if self._process is not None and self.sender() is self._process:
            self._finish(self._process)

    def _finish(self, process: QProcess) -> None:
        if process is not self._process:
            return
        self._timer.stop()
        self._read_stdout()
        self._read_stderr()
        self._process = None
        process.deleteLater()
        reason = self._stop_reason
        if reason == "failed":
            self.status.setText(arg(self.tr("The program could not be started: %1"),
                                    process.errorString()))
            self._set_state("crashed", status_set=True)
        elif reason == "timed_out":
            self.status.setText(arg(self.tr("Stopped after %1 seconds: the program took too "
                                            "long (an endless loop?)."),
                                    seconds_text(self.timeout)))
            self._set_state("timed_out", status_set=True)
        elif reason == "stopped":
            self._set_state("stopped")
        elif process.exitStatus() == QProcess.CrashExit:
            self.status.setText(self.tr("The program crashed."))
            self._set_state("crashed", status_set=True)
        elif process.exitCode() != 0:
            self.status.setText(arg(self.tr("The program stopped with an error (exit code "
                                            "%1); the message is below."),
                                    str(process.exitCode())))
            self._set_state("crashed", status_set=True)
        else:
            self._set_state("finished")
        self._stop_reason = ""
        if self._workspace is not None:
            self._workspace.close()
            self._workspace = None

    def _set_state(self, state: str, status_set: bool = False) -> None:
        self.state = state
        running = state == "running"
        has_program = self.program is not None
        self.run_button.setEnabled(has_program and not running)
        self.reset_button.setEnabled(has_program)
        self.stop_button.setEnabled(running)
        self.status.setProperty("role", "error" if state in ("crashed", "timed_out") else "")
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        if not status_set:
            if state == "running":
                text = (self.tr("Running… its window opens beside the lesson.")
                        if self.kind == DEMO_WINDOW else self.tr("Running…"))
            elif state == "finished":
                text = self.tr("The program finished.")
            elif state == "stopped":
                text = self.tr("Stopped.")
            elif has_program:
                text = self.tr("Press Run (F5) to start the program.")
            else:
                text = self.tr("This stage has no program to run.")
            self.status.setText(text)
        self.state_changed.emit(state)


def _new_session(process: QProcess) -> None:
    """Start ``process`` as the leader of a new session (POSIX), so stopping it reaches
    every process it starts."""
    if processes.POSIX:
        params = QProcess.UnixProcessParameters()
        params.flags = QProcess.UnixProcessFlag.CreateNewSession
        process.setUnixProcessParameters(params)


def stop_process(process: QProcess, grace: float = processes.GRACE_SECONDS) -> None:
    """Stop ``process`` by the app's policy: ``SIGTERM`` to its group, up to ``grace``
    seconds, ``SIGKILL`` to its group; wait until Qt has reaped it. Never raises."""
    pid = int(process.processId())
    if process.state() == QProcess.NotRunning or pid <= 0:
        return
    if processes.POSIX:
        processes.signal_group(pid, signal.SIGTERM)
    else:  # pragma: no cover
        process.terminate()
    if not process.waitForFinished(int(grace * 1000)):
        if not processes.signal_group(pid, signal.SIGKILL):
            process.kill()
        process.waitForFinished(int(processes.REAP_SECONDS * 1000))
    if processes.POSIX:
        processes.signal_group(pid, signal.SIGKILL)  # grandchildren left behind
