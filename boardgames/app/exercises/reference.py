"""A window showing an exercise's reference solution (read-only, highlighted)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from boardgames.app.code_view import CodeView
from boardgames.kit.i18n import arg


class ReferenceDialog(QDialog):
    """The reference solution of the exercise titled ``title``."""

    def __init__(self, title: str, source: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("referenceDialog")
        self.setWindowTitle(arg(self.tr("Reference: %1"), title))
        self.view = CodeView()
        self.view.set_program(source, source, set())
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.resize(700, 600)
