"""The class's texts: error codes as sentences in the interface language, and students'
texts (names, their programs' errors) made safe for the widgets that read rich text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import Qt

from boardgames.classroom.model import CONTEXT, ERRORS, ClassError


def error_text(error: ClassError) -> str:
    """``error`` translated (its English detail, if any, after a colon)."""
    text = QCoreApplication.translate(CONTEXT, ERRORS.get(error.code, error.code))
    return f"{text}: {error.detail}" if error.detail else text


def plain_tip(text: str) -> str:
    """``text`` as a tooltip that shows it as it is: Qt reads a tooltip as rich text when
    it looks like some, so a student named ``<b>x</b>`` would show in bold (line breaks
    are kept; a text Qt would show as it is anyway is returned unchanged)."""
    return Qt.convertFromPlainText(text) if Qt.mightBeRichText(text) else text


def interface_language() -> str:
    """The interface's language code ("en" before the app set one)."""
    app = QCoreApplication.instance()
    return str(app.property("boardgames_language") or "en") if app is not None else "en"
