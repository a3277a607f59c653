"""The stage program's file actions on the lesson page: copy it, save it (QSaveFile), open
the user's lesson folder. Functions of the page (:class:`~.page.LessonsPage`: its
``program_text``, ``lesson``, ``stage_index`` and ``settings``), so their words keep the
page's translation context."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QMessageBox

from boardgames.kit.files import ask_save_path, write_atomically
from boardgames.kit.i18n import arg
from boardgames.lessons.loader import user_lessons_dir


def copy_program(page) -> None:
    """Put the stage's program on the clipboard."""
    if page.program_text:
        QGuiApplication.clipboard().setText(page.program_text)
        page.code_label.setText(QCoreApplication.translate("LessonsPage", "The program is on the clipboard."))


def save_program_as(page) -> None:
    """Ask for a file name and save the stage's program there."""
    if not page.program_text or page.lesson is None:
        return
    stage = page.lesson.stages[page.stage_index]
    name = stage.program.name if stage.program is not None else f"{stage.id}.py"
    path = ask_save_path(page, page.settings, "lessons/save_dir",
                         QCoreApplication.translate("LessonsPage", "Save the program"), name,
                         QCoreApplication.translate("LessonsPage", "Python files (*.py);;All files (*)"))
    if path is not None:
        error = save_program_to(page, path)
        if error:
            QMessageBox.warning(page, QCoreApplication.translate("LessonsPage", "Save the program"), error)


def save_program_to(page, path: Path) -> str:
    """Write the stage's program to ``path`` atomically (QSaveFile). Returns "" on
    success, else a translated message saying what went wrong (nothing is written)."""
    error = write_atomically(path, page.program_text.encode("utf-8"))
    if error:
        return arg(QCoreApplication.translate("LessonsPage", "The program could not be saved to %1: %2. Choose another "
                           "folder."), str(path), error)
    page.code_label.setText(arg(QCoreApplication.translate("LessonsPage", "Saved to %1"), str(path)))
    return ""


def open_lessons_folder(page) -> None:
    """Create the user's lesson folder if needed and open it in the file manager."""
    folder = user_lessons_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        page._show_message(arg(QCoreApplication.translate(
            "LessonsPage", "The folder %1 cannot be created: %2"), str(folder),
                               exc.strerror or str(exc)))
        return
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
