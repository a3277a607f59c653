"""The exercises panel: pick an exercise of a lesson, read the statement, edit the starting
program, press Check (the checks run in the sandbox, off the GUI thread) and see each check
passed or failed with its reason; hints one at a time; the reference for the teacher; and
the passed exercises remembered per student name. A pupil whose app joined a class
(:func:`~boardgames.app.classroom.student.current_link`) has the joined name filled in and
no reference to look at. In a class with a fixed sequence of
exercises (:meth:`ExercisesPanel.set_sequence`) the list is that sequence, and each
exercise opens only once the ones before it have passed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.classroom.student import ClassLink, current_link, link_news
from boardgames.app.exercises.editor import CodeEditor
from boardgames.app.exercises.texts import message_text
from boardgames.classroom.sequence import steps
from boardgames.exercises.checker import check_source
from boardgames.exercises.drafts import DraftStore
from boardgames.exercises.model import CheckReport, CheckResult, Exercise, readable_id
from boardgames.exercises.progress import ProgressStore
from boardgames.kit import theme
from boardgames.kit.i18n import arg
from boardgames.kit.sandbox_note import SandboxNote, refused
from boardgames.kit.tasks import BackgroundTask


class ExercisesPanel(QWidget):
    """The exercises of one lesson (:meth:`set_exercises`), one of them open."""

    def __init__(self, store: ProgressStore | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exercisesPanel")
        self.store = store or ProgressStore()
        self.draft_store = DraftStore(self.store.path.parent / "exercise-drafts")
        self.language = "en"
        self.exercises: list[Exercise] = []
        self.exercise: Exercise | None = None
        self.drafts: dict[str, str] = {}      # exercise key -> text not saved to a file
        self.hints_shown: dict[str, int] = {}
        self.report: CheckReport | None = None
        self._task: BackgroundTask | None = None
        self._checked_source = ""
        self._class_link: ClassLink | None = None
        #: Where the panel finds the class it sends its checks to (the app's joined class).
        self.link_provider = current_link
        self._class_sent: str = ""  # the id of the last check sent to the class
        self.in_sequence = False  # the list is the class's sequence (locked in order)
        self._followed: ClassLink | None = None  # the joined class whose name was filled in
        self._make_widgets()
        self._lay_out()
        link_news().changed.connect(self.follow_class)
        self.follow_class()

    # -- construction -----------------------------------------------------------------
    def _make_widgets(self) -> None:
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.name_edit.setToolTip(self.tr("The exercises you pass are remembered under this "
                                          "name on this computer"))
        self.name_edit.editingFinished.connect(self._mark_passed)
        self.exercise_list = QListWidget()
        self.exercise_list.setObjectName("exerciseList")
        self.exercise_list.setWordWrap(True)
        self.exercise_list.currentRowChanged.connect(self.open_exercise)
        self.sequence_note = QLabel()
        self.sequence_note.setObjectName("exerciseSequenceNote")
        self.sequence_note.setWordWrap(True)
        self.sequence_note.hide()
        self.statement = QTextBrowser()
        self.statement.setObjectName("exerciseStatement")
        self.hints = _wrapping_label("exerciseHints")
        self.hints.setTextFormat(Qt.PlainText)
        self.editor = CodeEditor()
        self.results = QListWidget()
        self.results.setObjectName("exerciseResults")
        self.results.setWordWrap(True)
        self.status = _wrapping_label("exerciseStatus")
        self.class_status = _wrapping_label("exerciseClassStatus")
        self.class_status.hide()
        self.run_info = _wrapping_label("exerciseRunInfo")
        self.sandbox_note = SandboxNote()
        self._make_buttons()

    def _make_buttons(self) -> None:
        """Check (F5), Hint, Start again and Show reference, connected to their actions."""
        self.check_button = QPushButton(self.tr("&Check"))
        self.check_button.setProperty("role", "primary")
        self.check_button.setToolTip(self.tr("Run the hidden checks on your program (F5)"))
        self.check_button.setShortcut("F5")
        self.check_button.clicked.connect(self.check)
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.hint_button.clicked.connect(self.show_next_hint)
        self.restart_button = QPushButton(self.tr("Start &again"))
        self.restart_button.setToolTip(self.tr("Put the starting program back (Ctrl+Z undoes it)"))
        self.restart_button.clicked.connect(self.start_again)
        self.reference_button = QPushButton(self.tr("Show &reference"))
        self.reference_button.setToolTip(self.tr("For the teacher: a solution that passes "
                                                 "every check"))
        self.reference_button.clicked.connect(self.show_reference)

    def _lay_out(self) -> None:
        """The student's name and the exercise list on the left; on the right the statement
        and hints above the buttons, the editor and the check's results."""
        side = QWidget()
        side_layout = _bare_column(side)
        side_layout.addWidget(QLabel(self.tr("Student:")))
        side_layout.addWidget(self.name_edit)
        side_layout.addWidget(QLabel(self.tr("Exercises:")))
        side_layout.addWidget(self.sequence_note)
        side_layout.addWidget(self.exercise_list, 1)
        work = self._work_column()
        top = QSplitter(Qt.Vertical)
        reading = QWidget()
        reading_layout = _bare_column(reading)
        reading_layout.addWidget(self.statement, 1)
        reading_layout.addWidget(self.hints)
        top.addWidget(reading)
        top.addWidget(work)
        top.setSizes([200, 600])  # the statement is a few lines: the program gets the room
        top.setStretchFactor(0, 1)
        top.setStretchFactor(1, 3)
        top.setChildrenCollapsible(False)
        splitter = QSplitter(Qt.Horizontal)
        splitter.addWidget(side)
        splitter.addWidget(top)
        splitter.setSizes([220, 780])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def _work_column(self) -> QWidget:
        """The buttons above the editor, the status lines and the check's results."""
        buttons = QHBoxLayout()
        for button in (self.check_button, self.hint_button, self.restart_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.reference_button)
        outcome = QWidget()
        outcome_layout = _bare_column(outcome)
        for widget in (self.status, self.class_status, self.results, self.run_info,
                       self.sandbox_note):
            outcome_layout.addWidget(widget, 1 if widget is self.results else 0)
        self.work_split = QSplitter(Qt.Vertical)
        self.work_split.setObjectName("exerciseWorkSplitter")
        self.work_split.addWidget(self.editor)
        self.work_split.addWidget(outcome)
        self.work_split.setStretchFactor(0, 4)
        self.work_split.setStretchFactor(1, 1)
        self.work_split.setChildrenCollapsible(False)
        work = QWidget()
        work_layout = _bare_column(work)
        work_layout.addLayout(buttons)
        work_layout.addWidget(self.work_split, 1)
        return work

    # -- exercises --------------------------------------------------------------------
    def set_sequence(self, exercises: list[Exercise], language: str) -> None:
        """Show the class's sequence ``exercises`` in order, each locked until the ones before
        it passed, and open the first one not passed yet."""
        self.set_exercises(exercises, language)
        self.in_sequence = True
        self._mark_passed()
        done = self._passed()
        first = next((row for row, e in enumerate(self.exercises) if e.key not in done), 0)
        if self.exercises:
            self.exercise_list.setCurrentRow(first)

    def set_exercises(self, exercises: list[Exercise], language: str) -> None:
        """Show ``exercises`` (one lesson's) with their text in ``language``."""
        self.in_sequence = False
        self._keep_draft()
        self.language = language
        self.exercises = list(exercises)
        self.exercise = None
        self.exercise_list.blockSignals(True)
        self.exercise_list.clear()
        for exercise in self.exercises:
            self.exercise_list.addItem(exercise.text(exercise.title, language))
        self.exercise_list.blockSignals(False)
        self._mark_passed()
        if self.exercises:
            self.exercise_list.setCurrentRow(0)
        else:
            self.statement.setPlainText(self.tr("This lesson has no exercises yet."))
        self._update_buttons()

    def open_exercise(self, row: int) -> None:
        """Open the exercise in ``row`` of the list; the text typed for the one before is
        kept for when it is opened again."""
        if not 0 <= row < len(self.exercises) or self.is_running():
            return
        self._keep_draft()
        exercise = self.exercises[row]
        self.exercise = exercise
        self.statement.setMarkdown(exercise.text(exercise.statement, self.language))
        source = self.drafts.get(exercise.key)
        if source is None:
            source = self.draft_store.load(self.name_edit.text(), exercise.key)
        if source is None:
            source = _read(exercise.start_in(self.language))
        self.editor.set_source(source)
        self.editor.document().clearUndoRedoStacks()
        self.results.clear()
        self.status.clear()
        self.run_info.clear()
        self._show_hints()
        self._update_buttons()

    def _keep_draft(self) -> None:
        """Save the editor's text as the student's draft of the open exercise (kept in
        memory when the file cannot be written)."""
        if self.exercise is None:
            return
        key, text = self.exercise.key, self.editor.source()
        if any(text == _read(start) for start in self.exercise.starts()):  # nothing typed
            self.draft_store.forget(self.name_edit.text(), key)
            self.drafts.pop(key, None)
            return
        try:
            self.draft_store.save(self.name_edit.text(), key, text)
        except OSError as exc:
            self.drafts[key] = text
            self.status.setText(arg(self.tr("Your program could not be saved: %1"), str(exc)))
        else:
            self.drafts.pop(key, None)

    def save_draft(self) -> None:
        """Keep what the student typed (called when the window closes)."""
        self._keep_draft()

    def start_again(self) -> None:
        """Put the starting program back (one undoable step)."""
        if self.exercise is not None:
            self.editor.set_source(_read(self.exercise.start_in(self.language)))

    def show_reference(self) -> None:
        """Show the reference solution in a window of its own (for the teacher); refused
        (nothing shown) while the app is joined to a class as a student."""
        if self.exercise is None or self.joined():
            return
        from boardgames.app.exercises.reference import ReferenceDialog

        ReferenceDialog(self.exercise.text(self.exercise.title, self.language),
                        _read(self.exercise.reference_in(self.language)), self).show()

    # -- hints ------------------------------------------------------------------------
    def show_next_hint(self) -> None:
        """Reveal one more hint (up to all of them)."""
        if self.exercise is None:
            return
        total = len(self.exercise.hints_in(self.language))
        key = self.exercise.key
        self.hints_shown[key] = min(total, self.hints_shown.get(key, 0) + 1)
        self._show_hints()
        self._update_buttons()

    def _show_hints(self) -> None:
        if self.exercise is None:
            self.hints.clear()
            return
        hints = self.exercise.hints_in(self.language)[:self.hints_shown.get(self.exercise.key, 0)]
        lines = [arg(self.tr("Hint %1: %2"), i, text)
                 for i, text in enumerate(hints, start=1)]
        self.hints.setText("\n".join(lines))
        self.hints.setVisible(bool(lines))

    # -- checking ---------------------------------------------------------------------
    def is_running(self) -> bool:
        """True while the checks run."""
        return self._task is not None and self._task.is_running()

    def check(self) -> bool:
        """Run the checks on the editor's text in the background; False when nothing is
        open or a check already runs."""
        if self.exercise is None or self.is_running():
            return False
        if refused():
            self.status.setText(refused())
            return False
        exercise, source = self.exercise, self.editor.source()
        self._checked_source = source
        self._keep_draft()

        def work(report, cancelled):
            return check_source(exercise, source, cancelled)

        task = BackgroundTask(work, self, interval=0.0)
        task.finished.connect(lambda r, t=task: t is self._task and self._on_checked(r))
        task.failed.connect(lambda m, t=task: t is self._task and self._on_failed(m))
        task.cancelled.connect(lambda t=task: t is self._task and self._on_failed(""))
        self._task = task
        self.results.clear()
        self.status.setText(self.tr("Checking…"))
        task.start()
        self._update_buttons()
        return True

    def cancel(self) -> None:
        """Stop a running check."""
        if self._task is not None:
            self._task.cancel()

    def _on_checked(self, report: CheckReport) -> None:
        self.report = report
        self.results.clear()
        for check in report.checks:
            title = self.check_title(check, report.exercise)
            if check.passed:
                text = arg(self.tr("✔ %1"), title)
            else:
                text = arg(self.tr("✘ %1: %2"), title, message_text(check.message))
            item = QListWidgetItem(text)
            item.setData(Qt.UserRole, check.id)
            item.setToolTip(check.id)  # the id the teacher's 'boardgames check' prints
            item.setForeground(theme.current().colour("good" if check.passed else "error"))
            self.results.addItem(item)
        self.run_info.setText(arg(self.tr("Random positions from seed %1 (the same seed checks "
                                          "the same positions again)."), str(report.seed)))
        good = sum(c.passed for c in report.checks)
        if report.passed:
            self.status.setText(self.tr("Every check passed. Well done!"))
            self._remember(report.exercise)
        else:
            self.status.setText(arg(self.tr("%1 of %2 checks passed."), good, len(report.checks)))
        self._send_to_class(report)
        self._update_buttons()
        _room_for_results(self.work_split, self.results)
        failed = [row for row, check in enumerate(report.checks) if not check.passed]
        if failed:  # the first reason in sight, however small the list
            self.results.scrollToItem(self.results.item(failed[0]), QAbstractItemView.PositionAtTop)

    def check_title(self, check: CheckResult, key: str) -> str:
        """How the check ``check`` of the exercise ``key`` is named to the pupil: its title
        in the pupil's language from the exercise's manifest, else the app's words for
        ``load`` and ``run``, else its id as words (:func:`readable_id`)."""
        exercise = next((e for e in self.exercises if e.key == key), self.exercise)
        title = exercise.check_title(check.id, self.language) if exercise is not None else None
        if title:
            return title
        own = {"load": self.tr("Loading your file"), "run": self.tr("The run of the checks")}
        return own.get(check.id) or readable_id(check.id)

    # -- the class --------------------------------------------------------------------
    def joined(self) -> bool:
        """True while the app is joined to a class as a student."""
        return self.link_provider() is not None

    def follow_class(self) -> None:
        """Follow the class the app joined (or left): a newly joined class's name fills in
        the name field (the passed exercises are remembered under it), and the reference
        is hidden while joined."""
        link = self.link_provider()
        name = link.client.name if link is not None else ""
        if link is not None and link is not self._followed and name \
                and name != self.name_edit.text().strip():
            self._keep_draft()
            self.name_edit.setText(name)
            self._mark_passed()
        self._followed = link
        self._update_buttons()

    def _send_to_class(self, report: CheckReport) -> None:
        """Send the check to the class this app joined (if any)."""
        link = self.link_provider()
        self.class_status.setVisible(link is not None)
        if link is None:
            return
        if link is not self._class_link:
            link.sent.connect(self._on_class_sent)
            link.refused.connect(self._on_class_refused)
            self._class_link = link
        self._class_sent = link.submit(report, self._checked_source)
        self.class_status.setText(self.tr("Sending to the class…"))

    def _on_class_sent(self, ident: str, stored: bool) -> None:
        if ident == self._class_sent:
            self.class_status.setText(self.tr("The teacher has your result."))

    def _on_class_refused(self, reason: str) -> None:
        self.class_status.setText(arg(self.tr("The class refused the result: %1"), reason))

    def _on_failed(self, message: str) -> None:
        self.status.setText(message or self.tr("The check was stopped."))
        self._update_buttons()

    # -- progress ---------------------------------------------------------------------
    def _remember(self, key: str) -> None:
        name = self.name_edit.text()
        if not name.strip():
            return
        try:
            self.store.record(name, key)
        except OSError as exc:
            self.status.setText(arg(self.tr("Passed, but the progress could not be saved: %1"),
                                    str(exc)))
        self._mark_passed()

    def _passed(self) -> dict[str, str]:
        return self.store.passed(self.name_edit.text()) if self.name_edit.text().strip() else {}

    def _mark_passed(self) -> None:
        done = self._passed()
        keys = [e.key for e in self.exercises]
        opened = [s.open for s in steps(keys, done)] if self.in_sequence else [True] * len(keys)
        for row, exercise in enumerate(self.exercises):
            item = self.exercise_list.item(row)
            title = exercise.text(exercise.title, self.language)
            text = ("✔ " if exercise.key in done else "") + title
            item.setText(text if opened[row] else arg(self.tr("%1 (locked)"), text))
            enabled = Qt.ItemIsEnabled | Qt.ItemIsSelectable
            item.setFlags(item.flags() | enabled if opened[row] else item.flags() & ~enabled)
            item.setToolTip("" if opened[row] else self.tr("Locked: pass the exercises before it "
                                                           "first"))
        self._show_sequence_note(keys, done)

    def _show_sequence_note(self, keys: list[str], done: dict[str, str]) -> None:
        self.sequence_note.setVisible(self.in_sequence)
        if not self.in_sequence:
            return
        left = [key for key in keys if key not in done]
        self.sequence_note.setText(
            self.tr("The teacher's sequence: every exercise of it passed.") if not left else
            arg(self.tr("The teacher's sequence: %1 of %2 passed. Each exercise opens when the "
                        "one before it has passed."), len(keys) - len(left), len(keys)))

    def _update_buttons(self) -> None:
        has = self.exercise is not None
        running = self.is_running()
        self.check_button.setEnabled(has and not running)
        total = len(self.exercise.hints_in(self.language)) if has else 0
        shown = self.hints_shown.get(self.exercise.key, 0) if has else 0
        self.hint_button.setEnabled(has and shown < total)
        self.restart_button.setEnabled(has and not running)
        joined = self.joined()
        self.reference_button.setVisible(not joined)
        self.reference_button.setEnabled(has and not joined)
        self.exercise_list.setEnabled(not running)


#: The largest share of the editor's and results' height the results get after a check.
RESULTS_SHARE = 0.5


def _room_for_results(split: QSplitter, results: QListWidget) -> None:
    """Give the check's results (the lower pane of ``split``) the height their lines need,
    at most :data:`RESULTS_SHARE` of the split; the editor keeps the rest (the student can
    still drag the handle). A results pane already tall enough is left as it is."""
    split.widget(1).layout().activate()  # the status lines' new heights, now
    total = sum(split.sizes())
    shown = results.viewport().height()
    results.doItemsLayout()  # the wrapped lines' heights, now rather than later
    needed = sum(results.visualItemRect(results.item(row)).height() + 2 * results.spacing()
                 for row in range(results.count())) + 4
    lower = split.sizes()[1]
    wanted = min(int(RESULTS_SHARE * total), lower + needed - shown)
    if total <= 0 or wanted <= lower:
        return
    split.setSizes([total - wanted, wanted])


def _read(path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return f"# {path.name}: {exc}\n"


def _wrapping_label(name: str) -> QLabel:
    """An empty word-wrapping label with the object name ``name`` (for the style sheet)."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def _bare_column(widget: QWidget) -> QVBoxLayout:
    """A vertical layout for ``widget`` with no margins (it sits inside a splitter)."""
    layout = QVBoxLayout(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    return layout
