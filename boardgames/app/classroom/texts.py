"""The class's error codes as sentences in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boardgames.classroom.model import CONTEXT, ERRORS, ClassError


def error_text(error: ClassError) -> str:
    """``error`` translated (its English detail, if any, after a colon)."""
    text = QCoreApplication.translate(CONTEXT, ERRORS.get(error.code, error.code))
    return f"{text}: {error.detail}" if error.detail else text


def interface_language() -> str:
    """The interface's language code ("en" before the app set one)."""
    app = QCoreApplication.instance()
    return str(app.property("boardgames_language") or "en") if app is not None else "en"
