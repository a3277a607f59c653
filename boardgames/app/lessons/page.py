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

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSaveFile, QSettings, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
    QSizePolicy,
    QWidget,
)

from boardgames.app.i18n import arg
from boardgames.app.lessons.page_layout import LessonsPageLayout
from boardgames.app.lessons.texts import message_text
from boardgames.app.lessons.tools import open_tool, tool_available, tool_label
from boardgames.app.settings import read_str
from boardgames.lessons import diff
from boardgames.lessons.loader import (
    LessonEntry,
    find_lessons,
    read_program,
    read_stage_text,
    user_lessons_dir,
)
from boardgames.lessons.model import (
    DEMO_CHALLENGE,
    DEMO_NONE,
    BrokenLesson,
    Lesson,
    LessonError,
    StageText,
)

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "de": "Deutsch", "es": "Español"}


class LessonsPage(LessonsPageLayout, QWidget):
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

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lessonsPage")
        self.setFocusPolicy(Qt.StrongFocus)
        self.settings = settings
        self.entries: list[LessonEntry] = []
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
        self._was_shown = False
        self._build()
        self._make_shortcuts()
        self.reload()
        last = read_str(settings, "lessons/last", "", 200)
        if last and any(isinstance(e, Lesson) and e.id == last for e in self.entries):
            self.open_lesson(last)  # where the teacher left off

    # -- lessons ----------------------------------------------------------------------
    def reload(self) -> None:
        """Read the lesson folders again; the open lesson stays open (at the same stage)
        if it still loads, else the page returns to the lesson list."""
        self.entries = find_lessons()
        self.lesson_list.set_entries(self.entries, self.language or "en")
        folder = user_lessons_dir()
        self.folder_hint.setText(arg(self.tr("Your own lessons: put lesson folders in %1"),
                                     str(folder)))
        self._update_welcome()
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
        self._fill_languages()
        self._fill_stage_list()
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
        self.challenge_panel.cancel()
        self._hide_message()
        self._show_text(self._show_program(index))
        self._show_stage_demo(stage)
        self.tool_button.setText(tool_label(stage.tool))
        self.tool_button.setVisible(tool_available(stage))
        self._apply_sizes()
        self.stage_list.blockSignals(True)
        self.stage_list.setCurrentRow(index)
        self.stage_list.blockSignals(False)
        self.settings.setValue(f"lessons/{self.lesson.id}/stage", stage.id)
        self._update_titles()
        self._update_buttons()

    def _show_program(self, index: int) -> list[str]:
        """Show stage ``index``'s program with the lines changed since the stage before;
        returns the (translated) problems met on the way."""
        stage = self.lesson.stages[index]
        problems = []
        try:
            self.program_text = read_program(stage)
        except LessonError as exc:
            self.program_text = ""
            problems.append(message_text(exc.where()))
        previous = ""
        if index > 0:
            try:
                previous = read_program(self.lesson.stages[index - 1])
            except LessonError:
                previous = ""
        changed = diff.changed_lines(previous, self.program_text) if index > 0 else set()
        self.code_view.set_program(self.program_text, previous, changed)
        self._update_code_label(stage, changed, previous)
        return problems

    def _show_stage_demo(self, stage) -> None:
        if stage.demo == DEMO_CHALLENGE:
            self.challenge_panel.set_positions_file(stage.positions)
            self._show_demo(self.challenge_panel)
        elif stage.demo == DEMO_NONE or stage.program is None:
            self._show_demo(self.no_demo)
            self.demo_panel.set_program(None, stage.demo)
        else:
            self.demo_panel.set_program(stage.program, stage.demo, stage.timeout, stage.stdin)
            self._show_demo(self.demo_panel)

    def _show_demo(self, widget: QWidget) -> None:
        # Hidden pages must not impose their minimum size on the stack.
        for i in range(self.demo_stack.count()):
            page = self.demo_stack.widget(i)
            policy = QSizePolicy.Preferred if page is widget else QSizePolicy.Ignored
            page.setSizePolicy(policy, policy)
        self.demo_stack.setCurrentWidget(widget)

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

    def _stage_row_changed(self, row: int) -> None:
        if row >= 0:
            self.show_stage(row)

    def _show_text(self, problems: list[str] | None = None) -> None:
        problems = list(problems or [])
        stage = self.lesson.stages[self.stage_index]
        try:
            self.stage_text = read_stage_text(stage, self.current_language())
        except LessonError as exc:
            self.stage_text = StageText("")
            problems.append(message_text(exc.where()))
        self.text_view.set_text(self.stage_text)
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

    def _fill_stage_list(self) -> None:
        self.stage_list.blockSignals(True)
        self.stage_list.clear()
        lang = self.current_language()
        for i, stage in enumerate(self.lesson.stages):
            self.stage_list.addItem(f"{i + 1}. {stage.title_in(lang, self.lesson.default_language)}")
        self.stage_list.blockSignals(False)

    def _update_welcome(self) -> None:
        count = len(self.lessons())
        if count:
            text = self.tr("Choose a lesson on the left.")
        else:
            text = arg(self.tr("No lessons were found. Put lesson folders in %1 and choose "
                               "Reload."), str(user_lessons_dir()))
        self.welcome.setText(text)

    # -- language ---------------------------------------------------------------------
    def _fill_languages(self) -> None:
        self.language_box.blockSignals(True)
        self.language_box.clear()
        for code in self.lesson.languages:
            self.language_box.addItem(LANGUAGE_NAMES.get(code, code), code)
        self.language_box.setCurrentIndex(self.lesson.languages.index(self.current_language()))
        self.language_box.setEnabled(len(self.lesson.languages) > 1)
        self.language_box.blockSignals(False)

    def set_language(self, code: str) -> bool:
        """Show the lesson text in ``code`` (remembered for all lessons). False when the
        open lesson has no text in that language."""
        if self.lesson is None or code not in self.lesson.languages:
            return False
        self.language = code
        self.settings.setValue("lessons/language", code)
        self.language_box.blockSignals(True)
        self.language_box.setCurrentIndex(self.lesson.languages.index(code))
        self.language_box.blockSignals(False)
        self._show_text()
        self._update_titles()
        self.lesson_list.set_entries(self.entries, code)
        return True

    def next_language(self) -> None:
        """Switch to the lesson's next language (wrapping)."""
        if self.lesson is not None and len(self.lesson.languages) > 1:
            langs = self.lesson.languages
            self.set_language(langs[(langs.index(self.current_language()) + 1) % len(langs)])

    def _language_chosen(self, row: int) -> None:
        code = self.language_box.itemData(row)
        if code:
            self.set_language(code)

    # -- program ----------------------------------------------------------------------
    def _changes_toggled(self, on: bool) -> None:
        self.code_view.set_only_changes(on)

    def run_demo(self) -> None:
        """F5: run the demo, or in a challenge stage load a solver."""
        if self.demo_stack.currentWidget() is self.challenge_panel:
            self.challenge_panel.choose_solver()
        elif self.demo_stack.currentWidget() is self.demo_panel:
            self.demo_panel.run()

    def open_exercises(self):
        """Open the exercises window of the open lesson (boardgames.app.exercises)."""
        from boardgames.app.exercises.window import ExercisesWindow

        if self.lesson is None:
            return None
        if getattr(self, "exercises_window", None) is None:
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

    def copy_program(self) -> None:
        """Put the stage's program on the clipboard."""
        if self.program_text:
            QGuiApplication.clipboard().setText(self.program_text)
            self._flash(self.tr("The program is on the clipboard."))

    def save_program_as(self) -> None:
        """Ask for a file name and save the stage's program there."""
        if not self.program_text or self.lesson is None:
            return
        stage = self.lesson.stages[self.stage_index]
        start_dir = read_str(self.settings, "lessons/save_dir") or str(Path.home())
        name = stage.program.name if stage.program is not None else f"{stage.id}.py"
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the program"), str(Path(start_dir) / name),
            self.tr("Python files (*.py);;All files (*)"))
        if path:
            self.settings.setValue("lessons/save_dir", str(Path(path).parent))
            error = self.save_program_to(Path(path))
            if error:
                QMessageBox.warning(self, self.tr("Save the program"), error)

    def save_program_to(self, path: Path) -> str:
        """Write the stage's program to ``path`` atomically (QSaveFile). Returns "" on
        success, else a translated message saying what went wrong (nothing is written)."""
        out = QSaveFile(str(path))
        if not out.open(QSaveFile.WriteOnly):
            return arg(self.tr("The program could not be saved to %1: %2. Choose another "
                               "folder."), str(path), out.errorString())
        out.write(self.program_text.encode("utf-8"))
        if not out.commit():
            return arg(self.tr("The program could not be saved to %1: %2. Choose another "
                               "folder."), str(path), out.errorString())
        self._flash(arg(self.tr("Saved to %1"), str(path)))
        return ""

    def open_lessons_folder(self) -> None:
        """Create the user's lesson folder if needed and open it in the file manager."""
        folder = user_lessons_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._show_message(arg(self.tr("The folder %1 cannot be created: %2"), str(folder),
                                   exc.strerror or str(exc)))
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # -- presenter mode ---------------------------------------------------------------
    def set_presenter_mode(self, on: bool) -> None:
        """Presenter mode: no sidebar, large text, code and demo side by side, teacher's
        notes shown. Emits :attr:`presenter_mode_changed` when the mode changes."""
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
        self.text_view.set_presenter_mode(on)
        self._fit_presenter_layout()
        self._layout_kind = None
        self._apply_sizes()
        self.presenter_mode_changed.emit(on)
        self.setFocus()

    # -- messages, closing ------------------------------------------------------------
    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()
        if self.lesson is None:
            self.welcome.setText(text)

    def _hide_message(self) -> None:
        self.message.hide()
        self.message.clear()

    def _flash(self, text: str) -> None:
        self.code_label.setText(text)

    def shutdown(self) -> None:
        """Stop a running demo and any challenge run (called when the window closes)."""
        self.demo_panel.shutdown()
        self.challenge_panel.shutdown()
        if getattr(self, "exercises_window", None) is not None:
            self.exercises_window.close()  # stops a check, keeps the student's program

    def event(self, event) -> bool:
        if event.type() == QEvent.ApplicationFontChange:  # the window's zoom changed
            self._apply_fonts()
        return super().event(event)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._was_shown:  # sizes set before the first layout do not stick
            self._was_shown = True
            self._layout_kind = None
            self._apply_sizes()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.presenter and self._fit_presenter_layout():  # full screen on another screen
            self._layout_kind = None
            self._apply_sizes()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.shutdown()
        super().closeEvent(event)
