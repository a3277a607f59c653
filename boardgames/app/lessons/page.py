"""The lesson player: pick a lesson, step through its stages, show each stage's text,
program (changes marked) and live demo; presenter mode for the projector; the solver
challenge for stages whose demo is ``"challenge"``.

Integration with the main window: :class:`LessonsPage` is shown in the central area; it
emits ``presenter_mode_changed(bool)`` (the window goes full screen on True and back on
False) and ``title_changed(str)``.

Keys (while the page has focus): PgDn / Right: next stage; PgUp / Left: previous stage;
F5: run the demo (or load a solver); Ctrl+F5: reset; Shift+F5: stop; P: presenter mode;
Esc: leave presenter mode; A: show the next answer; D: only the changes; L: next language;
Ctrl+Shift+S: save the program; Ctrl+Shift+C: copy the program.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QWidget,
)

from boardgames.app.lessons import page_layout
from boardgames.app.lessons.demo_panel import warm_up
from boardgames.app.lessons.tools import open_tool, tool_available, tool_label
from boardgames.kit.i18n import arg
from boardgames.kit.lesson_messages import message_text
from boardgames.kit.settings import read_str
from boardgames.lessons import diff
from boardgames.lessons.loader import (
    LessonEntry,
    find_lessons,
    read_program,
    read_stage_text,
    user_lessons_dir,
)
from boardgames.lessons.model import (
    BrokenLesson,
    Lesson,
    LessonError,
    StageText,
)

if TYPE_CHECKING:  # imported when first opened
    from boardgames.app.exercises.window import ExercisesWindow

#: When the page is asked to read later: the wait (milliseconds) before it makes the
#: stage's half, and again before it reads the lesson folders (see
#: :func:`page_layout.build_stage_later`).
READ_LATER_MS = 15
#: The wait (milliseconds) after the page first shows before the demos' runtime is
#: warmed up in the background (:func:`~boardgames.app.lessons.demo_panel.warm_up`): after the page's own work.
WARM_UP_MS = 300


class LessonsPage(QWidget):
    """The lesson player page.

    Args:
        settings: the app's settings; the page stores ``lessons/<id>/stage`` (the last stage
            viewed, by stage id), ``lessons/language`` and ``lessons/last`` (the last lesson,
            opened again when the page is created).
        parent: the main window.

    Signals:
        presenter_mode_changed(bool): presenter mode was switched on or off.
        title_changed(str): "lesson title — stage title" of what is shown (translated).
    """

    presenter_mode_changed = Signal(bool)
    title_changed = Signal(str)
    #: whether the page warms the demos' runtime up when it first shows
    warm_up_demos = True
    #: (lesson id, stage id) of each stage shown (a running class passes it to followers)
    stage_shown = Signal(str, str)

    def __init__(self, settings: QSettings, parent: QWidget | None = None, *,
                 read_later: bool = False):
        """``read_later``: make the stage's half of the page and read the lesson folders
        a moment later (:data:`READ_LATER_MS`, one after the other) instead of now, so
        that the page shows before that work and the window keeps painting in between;
        anything that asks for them before then (:attr:`entries`, a stage's widget) has
        them made or read at once."""
        super().__init__(parent)
        self.setObjectName("lessonsPage")
        self.setFocusPolicy(Qt.StrongFocus)
        self.settings = settings
        self._entries: list[LessonEntry] | None = None  # None: not read yet
        self.lesson: Lesson | None = None
        self.stage_index = 0
        # the teacher's last choice, else the interface's language (lessons without it
        # fall back to their first language)
        interface = QCoreApplication.instance().property("boardgames_language") if QCoreApplication.instance() else None
        self.language = read_str(settings, "lessons/language", "", 64) or str(interface or "")
        self.presenter = False
        self.program_text = ""
        self.stage_text = StageText("")
        self._layout_kind: tuple[bool, str] | None = None
        self._presenter_scale = 1.0
        self._code_point_size = 0.0
        self._was_shown = False
        self.exercises_window: ExercisesWindow | None = None  # made when first opened
        self.stage_tool_window: QWidget | None = None
        #: whether the stage's half of the page (:data:`page_layout.STAGE_PARTS`) is made
        self.stage_built = False
        page_layout.build(self)
        page_layout.make_shortcuts(self)
        if read_later:
            page_layout.build_stage_later(self, READ_LATER_MS, self._read_and_resume)
        else:
            page_layout.build_stage(self)
            self._read_and_resume()

    def __getattr__(self, name: str):
        """The stage's widgets, made on first use when the page was asked to read later
        and they are not made yet."""
        if name in page_layout.STAGE_PARTS and not self.__dict__.get("stage_built", True):
            page_layout.build_stage(self)
            return getattr(self, name)
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def _read_and_resume(self) -> None:
        """Read the lessons (unless done already) and, when no lesson is open yet, open
        the one where the teacher left off."""
        entries = self.entries
        last = read_str(self.settings, "lessons/last", "", 200)
        if self.lesson is None and last and any(isinstance(e, Lesson) and e.id == last
                                                for e in entries):
            self.open_lesson(last)

    @property
    def entries(self) -> list[LessonEntry]:
        """The lessons and broken lessons found (read now if not yet)."""
        if self._entries is None:
            self.reload()
        assert self._entries is not None
        return self._entries

    # -- lessons ----------------------------------------------------------------------
    def reload(self) -> None:
        """Read the lesson folders again; the open lesson stays open (at the same stage)
        if it still loads, else the page returns to the lesson list."""
        self._entries = find_lessons()
        self.lesson_list.set_entries(self.entries, self.language or "en")
        folder = user_lessons_dir()
        # a long path may wrap after each "/" (a zero-width space: the label keeps the
        # sidebar narrow); the tooltip holds it as it is
        self.folder_hint.setText(arg(self.tr("Your own lessons: put lesson folders in %1"),
                                     str(folder).replace("/", "/\u200b")))
        self.folder_hint.setToolTip(str(folder))
        page_layout.fill_welcome(self)
        if self.lesson is not None:
            current = self.lesson.id
            stage_id = self.lesson.stages[self.stage_index].id
            self.lesson = None
            if self.open_lesson(current):
                index = self.lesson.stage_index(stage_id)
                if index is not None:
                    self.show_stage(index)
            else:
                self.content.setCurrentWidget(self.welcome)

    def lessons(self) -> list[Lesson]:
        """The lessons that loaded."""
        return [e for e in self.entries if isinstance(e, Lesson)]

    def broken_lessons(self) -> list[BrokenLesson]:
        """The lessons that could not be loaded (each with its error)."""
        return [e for e in self.entries if isinstance(e, BrokenLesson)]

    def open_lesson(self, lesson_id: str) -> bool:
        """Open the lesson ``lesson_id`` at its last viewed stage.

        Returns False (showing why in the page) when there is no such lesson or it is
        broken; what was open stays open.
        """
        entry = next((e for e in self.entries if e.id == lesson_id), None)
        if entry is None:
            self._show_message(arg(self.tr("There is no lesson called '%1'."), lesson_id))
            return False
        if isinstance(entry, BrokenLesson):
            self._show_message(arg(self.tr("The lesson '%1' cannot be opened: %2"),
                                   lesson_id, message_text(entry.error.where())))
            return False
        if self.lesson is not None and self.lesson.id == lesson_id:
            self.content.setCurrentWidget(self.content.widget(1))
            return True
        self.lesson = entry
        self.settings.setValue("lessons/last", lesson_id)
        self.lesson_list.select_id(lesson_id)
        page_layout.fill_languages(self)
        page_layout.fill_stage_list(self)
        stage_id = read_str(self.settings, f"lessons/{lesson_id}/stage", "", 200)
        index = entry.stage_index(stage_id) if stage_id else None
        self.content.setCurrentWidget(self.content.widget(1))
        self.show_stage(index or 0, force=True)
        return True

    def current_language(self) -> str:
        """The language the lesson text is shown in."""
        if self.lesson is None:
            return self.language or "en"
        return self.lesson.language_or_default(self.language)

    # -- stages -----------------------------------------------------------------------
    def show_stage(self, index: int, force: bool = False) -> None:
        """Show stage ``index`` (0-based, clamped) of the open lesson: text, program with
        changes, demo. Stops a demo still running. Remembers the stage in the settings."""
        if self.lesson is None:
            return
        index = max(0, min(index, len(self.lesson.stages) - 1))
        if index == self.stage_index and not force:
            return
        self.stage_index = index
        stage = self.lesson.stages[index]
        self.demo_panel.stop()
        for panel in self.stage_panels.values():
            panel.cancel()
        self.message.hide()
        self.message.clear()
        self._show_text(self._show_program(index))
        page_layout.show_stage_demo(self, stage)
        self.tool_button.setText(tool_label(stage.tool))
        self.tool_button.setVisible(tool_available(stage))
        page_layout.apply_sizes(self)
        self.stage_list.blockSignals(True)
        self.stage_list.setCurrentRow(index)
        self.stage_list.blockSignals(False)
        QTimer.singleShot(0, self, lambda: page_layout.keep_stage_in_view(self))  # once the rows are laid out
        self.settings.setValue(f"lessons/{self.lesson.id}/stage", stage.id)
        self.stage_shown.emit(self.lesson.id, stage.id)
        self._update_titles()
        self._update_buttons()
        QTimer.singleShot(0, self, lambda: page_layout.fit_code_font(self))  # the new program's longest line

    def _show_program(self, index: int) -> list[str]:
        """Show stage ``index``'s program with the lines changed since the stage before;
        returns the (translated) problems met on the way."""
        stage, language = self.lesson.stages[index], self.current_language()
        problems = []
        try:
            self.program_text = read_program(stage, language)
        except LessonError as exc:
            self.program_text = ""
            problems.append(message_text(exc.where()))
        previous = ""
        if index > 0:  # the previous stage's program in the same language
            try:
                previous = read_program(self.lesson.stages[index - 1], language)
            except LessonError:
                previous = ""
        changed = diff.changed_lines(previous, self.program_text) if index > 0 else set()
        self.code_view.set_program(self.program_text, previous, changed)
        self._update_code_label(stage, changed, previous)
        return problems

    def next_stage(self) -> bool:
        """Go to the next stage; False at the last one."""
        if self.lesson is None or self.stage_index >= len(self.lesson.stages) - 1:
            return False
        self.show_stage(self.stage_index + 1)
        return True

    def previous_stage(self) -> bool:
        """Go to the previous stage; False at the first one."""
        if self.lesson is None or self.stage_index <= 0:
            return False
        self.show_stage(self.stage_index - 1)
        return True

    def _show_text(self, problems: list[str] | None = None) -> None:
        problems = list(problems or [])
        stage = self.lesson.stages[self.stage_index]
        try:
            self.stage_text = read_stage_text(stage, self.current_language())
        except LessonError as exc:
            self.stage_text = StageText("")
            problems.append(message_text(exc.where()))
        self.text_view.set_text(self.stage_text)
        self.notes_window.set_notes(stage.title_in(self.current_language(), stage.id),
                                    self.stage_text.teacher_notes)
        self.notes_button.setEnabled(bool(self.stage_text.teacher_notes))
        if problems:
            self._show_message("\n".join(problems))

    def _update_code_label(self, stage, changed: set[int], previous: str) -> None:
        if stage.program is None:
            self.code_label.setText(self.tr("This stage has no program."))
        elif self.stage_index == 0:
            self.code_label.setText(arg(self.tr("The program (%1)"), stage.program.name))
        else:
            removed = diff.removed_count(previous, self.program_text)
            changes = self.tr("%n lines new or changed", "", len(changed))
            self.code_label.setText(arg(
                self.tr("The program (%1): %2 (yellow), %3 removed since the previous stage "
                        "(struck out in red under Only the changes)"),
                stage.program.name, changes, removed))
        if self.program_text and not self.code_view.highlighted:
            self.code_label.setText(self.code_label.text() + " " + self.tr(
                "(a long program: shown without colours, so that the page stays quick)"))

    def _update_titles(self) -> None:
        lesson, lang = self.lesson, self.current_language()
        stage = lesson.stages[self.stage_index]
        self.lesson_title.setText(lesson.title_in(lang))
        stage_title = stage.title_in(lang, lesson.default_language)
        self.stage_title.setText(arg(self.tr("Stage %1: %2"), self.stage_index + 1,
                                     stage_title))
        self.counter.setText(arg(self.tr("%1 / %2"), self.stage_index + 1, len(lesson.stages)))
        for i, s in enumerate(lesson.stages):
            item = self.stage_list.item(i)
            if item is not None:
                item.setText(f"{i + 1}. {s.title_in(lang, lesson.default_language)}")
        self.title_changed.emit(arg(self.tr("%1 — %2"), lesson.title_in(lang), stage_title))

    def _update_buttons(self) -> None:
        has = self.lesson is not None
        self.prev_button.setEnabled(has and self.stage_index > 0)
        self.next_button.setEnabled(has and self.stage_index < len(self.lesson.stages) - 1)
        has_program = bool(self.program_text)
        self.save_button.setEnabled(has_program)
        self.copy_button.setEnabled(has_program)
        self.changes_box.setEnabled(has_program and self.stage_index > 0)

    # -- language ---------------------------------------------------------------------
    def set_language(self, code: str) -> bool:
        """Show the lesson text and its programs in ``code`` (remembered for all lessons).
        False when the open lesson has no text in that language."""
        if self.lesson is None or code not in self.lesson.languages:
            return False
        self.language = code
        self.settings.setValue("lessons/language", code)
        self.language_box.blockSignals(True)
        self.language_box.setCurrentIndex(self.lesson.languages.index(code))
        self.language_box.blockSignals(False)
        self.message.hide()
        self.message.clear()
        self._show_text(self._show_program(self.stage_index))
        stage = self.lesson.stages[self.stage_index]
        if self.demo_stack.currentWidget() is self.demo_panel \
                and self.demo_panel.program != stage.program_in(code):
            page_layout.show_stage_demo(self, stage)  # the demo runs the program shown
        self._update_titles()
        self.lesson_list.set_entries(self.entries, code)
        return True

    # -- program ----------------------------------------------------------------------
    def run_demo(self) -> None:
        """F5: run the demo, or what a plug-in's stage panel runs (the challenge: load a
        solver)."""
        shown = self.demo_stack.currentWidget()
        if shown is self.demo_panel or shown in self.stage_panels.values():
            shown.run()

    def open_exercises(self):
        """Open the exercises window of the open lesson (boardgames.app.exercises)."""
        from boardgames.app.exercises.window import ExercisesWindow

        if self.lesson is None:
            return None
        if self.exercises_window is None:
            self.exercises_window = ExercisesWindow(parent=self)
        lang = self.current_language()
        self.exercises_window.show_lesson(self.lesson.id, self.lesson.title_in(lang), lang)
        return self.exercises_window

    def open_stage_tool(self):
        """Open the viewer the current stage names (``tool`` in its manifest), if any."""
        if self.lesson is None:
            return None
        self.stage_tool_window = open_tool(self.lesson.stages[self.stage_index], self)
        return self.stage_tool_window

    # -- presenter mode ---------------------------------------------------------------
    def set_presenter_mode(self, on: bool) -> None:
        """Presenter mode: no sidebar, large text, code and demo side by side; the teacher's
        notes open in their own window on another screen when there is one (N shows and
        hides them; they are never on the projected page). Emits
        :attr:`presenter_mode_changed` when the mode changes."""
        on = bool(on)
        if on == self.presenter:
            return
        self.presenter = on
        self.presenter_button.blockSignals(True)
        self.presenter_button.setChecked(on)
        self.presenter_button.setText(self.tr("Leave p&resenter mode") if on
                                      else self.tr("P&resenter mode"))
        self.presenter_button.blockSignals(False)
        self.sidebar.setVisible(not on)
        self.lesson_title.setVisible(on)
        if not on:  # the list, shown again, lays its rows out anew at the top
            QTimer.singleShot(0, self, lambda: page_layout.keep_stage_in_view(self))
        if on and self.notes_window.other_screen(self) is not None:
            self.notes_window.show_away_from(self)  # on the teacher's screen, not projected
        elif on:
            self.notes_window.hide()  # one screen: nothing of the teacher's is projected
        page_layout.fit_presenter_layout(self)
        self._layout_kind = None
        page_layout.apply_sizes(self)
        page_layout.fit_code_font(self)
        self.presenter_mode_changed.emit(on)
        self.setFocus()

    def escape(self) -> None:
        """Esc: close the teacher's notes when they are a panel in the page, else leave
        presenter mode."""
        if self.notes_window.isVisible() and self.notes_window.is_panel():
            self.notes_window.hide()
            self.setFocus()
        else:
            self.set_presenter_mode(False)

    # -- messages, closing ------------------------------------------------------------
    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()
        if self.lesson is None:
            self.welcome.setText(text)

    def shutdown(self) -> None:
        """Stop a running demo and any challenge run (called when the window closes)."""
        if not self.stage_built:
            return
        self.demo_panel.shutdown()
        for panel in self.stage_panels.values():
            panel.shutdown()
        self.notes_window.close()
        if self.exercises_window is not None:
            self.exercises_window.close()  # stops a check, keeps the student's program

    def event(self, event) -> bool:
        if event.type() == QEvent.ApplicationFontChange:  # the window's zoom changed
            page_layout.apply_fonts(self)
        return super().event(event)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._was_shown:  # sizes set before the first layout do not stick
            self._was_shown = True
            self._layout_kind = None
            page_layout.apply_sizes(self)
            if self.warm_up_demos:  # the first Run then starts as quickly as later ones
                QTimer.singleShot(WARM_UP_MS, self, warm_up)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.presenter and page_layout.fit_presenter_layout(self):  # full screen on another screen
            self._layout_kind = None
            page_layout.apply_sizes(self)
        if self.presenter:
            QTimer.singleShot(0, self, lambda: page_layout.fit_code_font(self))  # once the splitters have their sizes

    def closeEvent(self, event) -> None:  # noqa: N802
        self.shutdown()
        super().closeEvent(event)
