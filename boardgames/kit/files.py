"""Saving files: asking where (remembering the folder) and writing all or nothing (Qt's
``QSaveFile``), for the saved games, a lesson's program and the tournament's table."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSaveFile, QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

from boardgames.kit.settings import read_str


def write_atomically(path: str | Path, data: bytes) -> str:
    """Write ``data`` to ``path`` through ``QSaveFile``: the file is replaced only when
    everything was written (a failure leaves an existing file as it was). Returns "" on
    success, else Qt's (translated) reason, e.g. "Permission denied"."""
    out = QSaveFile(str(path))
    if out.open(QSaveFile.WriteOnly) and out.write(data) == len(data) and out.commit():
        return ""
    error = out.errorString()
    out.cancelWriting()
    return error


def ask_save_path(parent: QWidget, settings: QSettings, folder_key: str, title: str,
                  file_name: str, filters: str) -> Path | None:
    """Ask where to save (Qt's save dialog), starting in the folder remembered under
    ``folder_key`` (else the home folder) with ``file_name`` proposed; remembers the
    chosen folder. None when the user cancels."""
    start = read_str(settings, folder_key) or str(Path.home())
    name, _filter = QFileDialog.getSaveFileName(parent, title, str(Path(start) / file_name), filters)
    if not name:
        return None
    settings.setValue(folder_key, str(Path(name).parent))
    return Path(name)
