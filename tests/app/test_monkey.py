"""A GUI monkey (issue 13): seeded random clicks, key presses, typed text and wheel turns
on every page of the main window (start page, each game -- Connect Four from the examples
folder included -- the lessons) and on the Compare window, failing on any Python
exception (in a slot, a Qt virtual method or a worker thread, or a traceback the app
printed and swallowed) and on a window that stops responding (a posted event must be
processed within two seconds after each burst).

Modal file dialogs and message boxes that random input can open are replaced by stand-ins
that answer at once (paths under ``tmp_path``, or Cancel) and are counted; Quit is
disconnected. Searches are cut to a fraction of a second and lesson programs replaced by
a shell ``echo``, so several thousand events stay within the test's time budget. Right
clicks and the Menu key are left out: Qt's built-in context menus of text fields run their
own event loop from C++, which no Python stand-in can answer.

Reproduce a failure with the seed and the actions listed in the message
(``MONKEY_SEED=... pytest tests/app/test_monkey.py``).
"""

from __future__ import annotations

import importlib
import os
import random
import sys
import threading
import time
import traceback
from dataclasses import replace
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QThreadPool, QTimer
from PySide6.QtGui import QDesktopServices, QKeyEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from boardgames.core.plugins import Discovery, discover

SEED = int(os.environ.get("MONKEY_SEED", "20261123"))
#: Events per page (3,500 in all) and per burst (then the event loop must answer); a page
#: stops early, at the end of a burst, after its seconds (on a machine busy with other
#: work), so the test stays within its time budget (23 s of input at most; 12-20 s
#: measured on this 2-core machine while other test runs shared it).
EVENTS = {"start": 300, "fifteen": 800, "tictactoe": 700, "connect-four": 500, "lessons": 800, "compare": 400}
PAGE_SECONDS = {"start": 3.0, "fifteen": 5.0, "tictactoe": 4.0, "connect-four": 3.0, "lessons": 5.0, "compare": 3.0}
BURST = 50
#: Seconds a posted event may wait after a burst; seconds a burst may take before the
#: watchdog closes popups and modal windows that random input left open.
RESPONSE_SECONDS, BURST_SECONDS = 2.0, 8.0
#: Seconds one click or key may keep the event loop busy (a freeze, on a busy machine).
FREEZE_SECONDS = 5.0
#: Seconds a search may run here (it is cancelled after that).
SEARCH_SECONDS = 0.3

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "connect-four"

K = Qt.Key
CTRL, SHIFT, ALT, NONE = (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier,
                          Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.NoModifier)
#: Keys pressed: arrows, letters, digits, Enter, Escape, Tab, function keys and the app's
#: shortcuts (undo/redo, new, save, open, zoom, home, solve, hint...); never Ctrl+Q or Menu.
KEYS = ([(k, NONE) for k in (K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Return, K.Key_Enter,
                             K.Key_Escape, K.Key_Tab, K.Key_Backtab, K.Key_Space, K.Key_Backspace, K.Key_Delete,
                             K.Key_Home, K.Key_End, K.Key_PageUp, K.Key_PageDown, K.Key_F1, K.Key_F2, K.Key_F5,
                             K.Key_F11, K.Key_P, K.Key_X, K.Key_O, K.Key_A, K.Key_Z, K.Key_0, K.Key_1, K.Key_5,
                             K.Key_9, K.Key_Minus, K.Key_Slash, K.Key_Period)]
        + [(k, CTRL) for k in (K.Key_Z, K.Key_Y, K.Key_N, K.Key_S, K.Key_O, K.Key_R, K.Key_L, K.Key_H,
                               K.Key_Plus, K.Key_Minus, K.Key_0, K.Key_F5, K.Key_A, K.Key_Tab)]
        + [(K.Key_Z, CTRL | SHIFT), (K.Key_F5, SHIFT), (K.Key_Home, ALT), (K.Key_H, CTRL | SHIFT),
           (K.Key_Tab, SHIFT), (K.Key_G, ALT), (K.Key_F, ALT)])
#: Text typed into whatever has the focus (position fields, spin boxes, code views).
TEXTS = ["1 2 3 / 4 5 6 / 7 8 0", "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12", "-1", "99999999999999999999",
         "x.o/.x./..o", "abc", "0", "1e9", "\u0663\u0664", "[[1,2],[3,0]]", " ", "12x12", "\x00", "9" * 300]
#: Widgets that take typed text.
TEXT_FIELDS = (QLineEdit, QAbstractSpinBox, QPlainTextEdit, QTextEdit)
#: Widgets worth more clicks than labels and frames.
INTERACTIVE = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractSlider, QTabBar)


def connect_four_plugin():
    """The example's descriptor, imported from the source tree when it is not installed."""
    if str(EXAMPLE) not in sys.path:
        sys.path.append(str(EXAMPLE))
    return importlib.import_module("boardgames_connect_four.plugin").PLUGIN


class StandIns:
    """Answers for the modal dialogs, counted by name; file dialogs give paths under
    ``folder`` (a saved game to open, a new file to save) or Cancel, by turns."""

    def __init__(self, folder: Path, rng: random.Random):
        self.folder, self.rng, self.calls = folder, rng, {}
        self.folder.mkdir(exist_ok=True)
        (self.folder / "damaged.bgame").write_text('{"format": "boardgames-game", "version": 1, "game": 7}')

    def count(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    def open_file(self, *args, **kwargs):
        self.count("getOpenFileName")
        files = sorted(p for p in self.folder.iterdir() if p.is_file())
        choice = self.rng.choice(files + [None])
        return (str(choice) if choice else "", "")

    def open_files(self, *args, **kwargs):
        """Cancel: several files are students' programs for a tournament, whose games would
        run for longer than the monkey may."""
        self.count("getOpenFileNames")
        return ([], "")

    def cancelled(self, name: str):
        def answer(*args, **kwargs):
            self.count(name)
            return (None, False)
        return answer

    def save_file(self, *args, **kwargs):
        self.count("getSaveFileName")
        if self.rng.random() < 0.3:
            return ("", "")
        return (str(self.folder / f"saved-{self.rng.randrange(4)}.bgame"), "")

    def directory(self, *args, **kwargs):
        self.count("getExistingDirectory")
        return str(self.folder)

    def message(self, name: str):
        def answer(*args, **kwargs):
            self.count(f"QMessageBox.{name}")
            return QMessageBox.StandardButton.Ok
        return answer

    def exec_(self, box, *args):
        self.count(f"{type(box).__name__}.exec")
        return 0


@pytest.fixture
def stand_ins(monkeypatch, tmp_path):
    """Replace every blocking dialog, cut searches short, run an ``echo`` instead of lesson
    programs, and keep lessons and caches under ``tmp_path``."""
    answers = StandIns(tmp_path / "files", random.Random(SEED))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(answers.open_file))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(answers.open_files))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answers.save_file))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(answers.directory))
    for name in ("about", "aboutQt", "warning", "information", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(answers.message(name)))
    for name in ("getText", "getMultiLineText", "getInt", "getDouble", "getItem"):
        monkeypatch.setattr(QInputDialog, name, staticmethod(answers.cancelled(f"QInputDialog.{name}")))
    for dialog in (QDialog, QMessageBox, QFileDialog, QInputDialog):  # modal exec() of any dialog
        monkeypatch.setattr(dialog, "exec", answers.exec_)
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(tmp_path / "user-lessons"))
    _cut_searches(monkeypatch, answers.count)
    _echo_programs(monkeypatch, answers.count)
    _cheap_restyling(monkeypatch, answers)
    return answers


def _cheap_restyling(monkeypatch, answers: StandIns) -> None:
    """Zooming restyles every widget of every page (half a second each time here); the
    first few style sheets are applied for real, later ones only counted, so a monkey that
    finds the zoom buttons does not spend the time budget there."""
    real = QApplication.setStyleSheet
    budget = [6]

    def set_style_sheet(app, sheet):
        answers.count("setStyleSheet")
        if budget[0] > 0 or not sheet:
            budget[0] -= 1
            real(app, sheet)

    monkeypatch.setattr(QApplication, "setStyleSheet", set_style_sheet)


def _cut_searches(monkeypatch, counts) -> None:
    """Every 15-puzzle search (Solve, Hint, Compare) stops after SEARCH_SECONDS, pattern
    database builds included; what the view shows then is its real cancel/give-up path."""
    from boardgames.core.players import NO_LIMIT, Budget
    from boardgames.games.fifteen import search
    from boardgames.games.fifteen.search import anytime, laboratory

    real_solve, real_anytime = search.solve, anytime.solve_anytime

    def solve(*args, budget=NO_LIMIT, **kwargs):
        counts("search.solve")
        return real_solve(*args, budget=Budget(SEARCH_SECONDS, budget.cancelled, budget.report), **kwargs)

    def solve_anytime(*args, time_limit=None, budget=NO_LIMIT, **kwargs):
        counts("solve_anytime")
        end = time.monotonic() + SEARCH_SECONDS  # (a build included, as for search.solve)
        cancelled = budget.cancelled
        cut = Budget(None, lambda: time.monotonic() > end or cancelled(), budget.report)
        return real_anytime(*args, time_limit=SEARCH_SECONDS, budget=cut, **kwargs)

    monkeypatch.setattr(search, "solve", solve)
    monkeypatch.setattr(laboratory, "solve", solve)  # what the anytime solver calls
    monkeypatch.setattr(anytime, "solve_anytime", solve_anytime)
    # Pattern databases need numba to compile their kernels (seconds of CPU that no
    # cancel stops): the monkey plays an installation without them, which the app supports.
    real_reason = search.Algorithm.unavailable_reason
    monkeypatch.setattr(search.Algorithm, "unavailable_reason",
                        lambda self: "not in the monkey test" if self.name == "ida*-pdb" else real_reason(self))
    monkeypatch.setitem(search.HEURISTICS, "pdb",  # ... and the pdb heuristic as linear conflict
                        replace(search.HEURISTICS["pdb"], factory=search.HEURISTICS["linear-conflict"].factory))


def _echo_programs(monkeypatch, counts) -> None:
    """A lesson demo starts ``sh -c 'echo monkey'`` instead of the stage program: the
    panel's process handling runs for real, without a Python interpreter per click. Links
    and folders are not opened in the desktop's programs."""
    from PySide6.QtCore import QProcess

    real_start = QProcess.start

    def start(process, *args, **kwargs):
        counts("QProcess.start")
        return real_start(process, "/bin/sh", ["-c", "echo monkey"])

    monkeypatch.setattr(QProcess, "start", start)
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda *args: counts("openUrl")))


def _weight(widget: QWidget) -> int:
    """How many tickets a widget gets in the draw: the app's own widgets (boards, cards)
    most, then buttons, fields and anything that takes the focus, then the rest."""
    if type(widget).__module__.startswith("boardgames"):
        return 8
    return 4 if isinstance(widget, INTERACTIVE) or widget.focusPolicy() != Qt.FocusPolicy.NoFocus else 1


class Monkey:
    """Sends seeded random input to the visible widgets of the application."""

    def __init__(self, qtbot, window, rng: random.Random):
        self.qtbot, self.window, self.rng = qtbot, window, rng
        self.log: list[str] = []
        self._targets: list[QWidget] = []
        self.windows_seen: set[str] = set()
        self._age = 99
        self.burst_started = time.monotonic()
        self.rescued: list[str] = []
        self.watchdog = QTimer()
        self.watchdog.setInterval(200)
        self.watchdog.timeout.connect(self._rescue)
        self.watchdog.start()

    def _rescue(self) -> None:
        """Runs inside any nested event loop: closes a popup or modal window that has kept
        one burst waiting too long (and records it as a failure)."""
        if time.monotonic() - self.burst_started < BURST_SECONDS:
            return
        for stuck in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
            if stuck is not None:
                self.rescued.append(f"{type(stuck).__name__} blocked the test after: {self.log[-5:]}")
                stuck.close()

    def targets(self) -> list[QWidget]:
        """Visible widgets that can receive input now (the modal window's, when one is
        open), looked up again every few events."""
        self._age += 1
        if self._age > 8 or not all(shiboken6.isValid(w) for w in self._targets[:1]):
            self._targets, self._age = self._find_targets(), 0
        return [w for w in self._targets if shiboken6.isValid(w) and w.isVisible()]

    def _find_targets(self) -> list[QWidget]:
        modal = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        roots = [modal] if modal is not None else [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        found: list[QWidget] = []
        self.windows_seen.update(type(root).__name__ for root in roots)
        for root in roots:
            for widget in [root, *root.findChildren(QWidget)]:
                if widget.isVisible() and widget.width() > 1 and widget.height() > 1 and widget.isEnabled():
                    found += [widget] * _weight(widget)
        return found

    def burst(self, count: int) -> None:
        self.burst_started, self._age = time.monotonic(), 99
        for _ in range(count):
            action = self.rng.choices([self.click, self.key, self.type_text, self.wheel, self.resize],
                                      [50, 32, 8, 9, 1])[0]
            before = time.monotonic()
            action()
            if time.monotonic() - before > FREEZE_SECONDS:
                self.rescued.append(f"the window froze for {time.monotonic() - before:.1f} s at: {self.log[-1]}")
        self.answers_within(RESPONSE_SECONDS)

    def answers_within(self, seconds: float) -> None:
        """Fail unless the event loop runs a posted call within ``seconds``."""
        done = []
        QTimer.singleShot(0, lambda: done.append(True))
        self.qtbot.waitUntil(lambda: bool(done), timeout=int(seconds * 1000))

    def _point(self, widget: QWidget) -> QPoint:
        return QPoint(self.rng.randrange(max(1, widget.width())), self.rng.randrange(max(1, widget.height())))

    def click(self) -> None:
        targets = self.targets()
        if not targets:
            self.log.append("click: nothing visible")
            return
        widget = self.rng.choice(targets)
        if isinstance(widget, QAbstractItemView):
            widget = widget.viewport()
        point, double = self._point(widget), self.rng.random() < 0.1
        self.log.append(f"{'double-' if double else ''}click {type(widget).__name__} "
                        f"'{widget.objectName()}' at {point.x()},{point.y()}")
        if double:
            QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, NONE, point)
        else:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton, NONE, point)

    def _focus(self) -> QWidget:
        return (QApplication.focusWidget() or QApplication.activeModalWidget()
                or QApplication.activeWindow() or self.window)

    def key(self) -> None:
        key, modifiers = self.rng.choice(KEYS)
        target = self._focus()
        self.log.append(f"key {key.name} {modifiers} on {type(target).__name__}")
        QTest.keyClick(target, key, modifiers)

    def type_text(self) -> None:
        """Type into the focus widget, or first click a random text field or spin box."""
        fields = [w for w in self.targets() if isinstance(w, TEXT_FIELDS)]
        if fields and self.rng.random() < 0.7:
            field = self.rng.choice(fields)
            QTest.mouseClick(field, Qt.MouseButton.LeftButton, NONE, self._point(field))
            QTest.keyClick(field, K.Key_A, CTRL)  # select all: the new text replaces the old
        text, target = self.rng.choice(TEXTS), self._focus()
        self.log.append(f"type {text[:30]!r} into {type(target).__name__}")
        if text.isascii() and text.isprintable():
            QTest.keyClicks(target, text)
        else:  # QTest types ASCII only (it aborts on anything else): send the text itself
            for event_type in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(target, QKeyEvent(event_type, 0, NONE, text))
        if self.rng.random() < 0.5:
            QTest.keyClick(target, K.Key_Return)

    def resize(self) -> None:
        """Resize the window or dialog that has the focus (a projector, a laptop, a phone-sized window)."""
        window = self._focus().window()
        width, height = self.rng.choice([(800, 600), (1024, 768), (1280, 800), (640, 480), (1920, 1080)])
        self.log.append(f"resize {type(window).__name__} to {width}x{height}")
        window.resize(width, height)

    def wheel(self) -> None:
        targets = self.targets()
        if not targets:
            return
        widget = self.rng.choice(targets)
        point = QPointF(self._point(widget))
        delta = QPoint(0, self.rng.choice([-240, -120, 120, 240]))
        modifiers = self.rng.choice([NONE, NONE, CTRL])
        self.log.append(f"wheel {delta.y()} {modifiers} on {type(widget).__name__}")
        event = QWheelEvent(point, QPointF(widget.mapToGlobal(point)), QPoint(), delta, Qt.MouseButton.NoButton,
                            modifiers, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)


def show_page(window, page: str, rng: random.Random) -> None:
    """Bring the page under test back (random input may have left it); on the lessons
    page, at a random lesson and stage half of the time."""
    if not window.isVisible():
        window.show()
    if page == "start":
        window.show_home()
    elif page == "lessons":
        window.open_lessons()
        lessons = window.lessons_page.lessons()
        if lessons and rng.random() < 0.5:
            lesson = rng.choice(lessons)
            window.open_lessons(lesson.id)
            window.lessons_page.show_stage(rng.randrange(len(lesson.stages)))
    elif page == "compare":
        if window.current_id != "fifteen":
            window.open_game("fifteen")
        page = window.views["fifteen"]
        page.tools.buttons["Compare searches…"].click()
    else:
        window.open_game(page)


@pytest.fixture
def monkey_window(qtbot, settings, stand_ins, delete_now):
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    create_application()
    plugins = list(discover().plugins)
    if all(p.id != "connect-four" for p in plugins):
        plugins.append(connect_four_plugin())
    window = MainWindow(settings, Discovery(plugins=plugins))
    window.resize(1024, 768)
    window.quit_action.triggered.disconnect()
    window.quit_action.triggered.connect(lambda: stand_ins.count("Quit"))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    yield window
    for view in window.views.values():
        view.shutdown()
    delete_now(window)
    QThreadPool.globalInstance().waitForDone(5000)


#: The offscreen platform cannot raise windows or grab the keyboard or mouse (for popups:
#: seed 20261204 opens one that grabs the mouse); QTest says when no widget took a key.
#: None of these is the app's doing.
@pytest.mark.qt_log_ignore("does not support grabbing the keyboard", "does not support grabbing the mouse",
                           "does not support raise",
                           "does not support propagateSizeHints", "Keyboard event not accepted")
def test_random_input_on_every_page_raises_nothing_and_keeps_the_window_responsive(
        qtbot, monkey_window, stand_ins, monkeypatch, capsys):
    thread_errors: list[str] = []
    monkeypatch.setattr(threading, "excepthook",
                        lambda args: thread_errors.append("".join(traceback.format_exception(
                            args.exc_type, args.exc_value, args.exc_traceback))))
    rng = random.Random(SEED)
    monkey = Monkey(qtbot, monkey_window, rng)
    pages, sent = ["start", "fifteen", "tictactoe", "connect-four", "lessons", "compare"], {}
    with qtbot.captureExceptions() as exceptions:
        for page in pages:
            started = time.monotonic()
            for _ in range(EVENTS[page] // BURST):
                if time.monotonic() - started > PAGE_SECONDS[page]:
                    break
                if rng.random() < 0.7:
                    show_page(monkey_window, page, rng)
                monkey.burst(BURST)
                problems = [*_formatted(exceptions), *thread_errors, *monkey.rescued]
                assert not problems, _report(problems, monkey, page)
                sent[page] = sent.get(page, 0) + BURST
    monkey.watchdog.stop()
    printed = capsys.readouterr().err
    assert "Traceback" not in printed, _report([printed[-3000:]], monkey, "end")
    print(f"monkey events sent per page: {sent}; stand-ins called: {stand_ins.calls}; "
          f"windows seen: {sorted(monkey.windows_seen)}")


def _formatted(exceptions) -> list[str]:
    return ["".join(traceback.format_exception(*info)) for info in exceptions]


def _report(problems: list[str], monkey: Monkey, page: str) -> str:
    steps = "\n  ".join(monkey.log[-25:])
    return f"seed {SEED}, page {page}: {problems[0]}\nlast actions:\n  {steps}"
