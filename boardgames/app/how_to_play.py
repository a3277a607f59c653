"""The "How to play" card (F1 or the "?" button; issue 14): a large card with the game's
goal, its rules and its keys, translated in the plug-in's context."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from boardgames.core.levels import HowToPlay
from boardgames.kit.i18n import arg


def translated(context: str, text: str) -> str:
    """``text`` (English, from a plug-in) in the interface language."""
    return QCoreApplication.translate(context, text)


def card_html(card: HowToPlay, context: str, title: str, headings: tuple[str, str]) -> str:
    """The card as rich text: the title, the goal, the rules as a list and the keys as a
    table under the (translated) ``headings`` ("Rules", "Keys"); every text of the card
    translated in ``context`` and escaped."""
    parts = [f"<h1>{escape(title)}</h1>",
             f"<p style='font-size: large'><b>{escape(translated(context, card.goal))}</b></p>"]
    if card.rules:
        parts.append(f"<h3>{escape(headings[0])}</h3><ul>")
        parts += [f"<li>{escape(translated(context, rule))}</li>" for rule in card.rules]
        parts.append("</ul>")
    if card.keys:
        parts.append(f"<h3>{escape(headings[1])}</h3><table cellpadding='4'>")
        parts += [f"<tr><td><b>{escape(translated(context, key))}</b></td>"
                  f"<td>{escape(translated(context, what))}</td></tr>" for key, what in card.keys]
        parts.append("</table>")
    return "".join(parts)


class HowToPlayDialog(QDialog):
    """The card as a dialog, big enough to read from the back of a classroom."""

    def __init__(self, card: HowToPlay, context: str, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("howToPlay")
        self.setWindowTitle(arg(self.tr("How to play: %1"), title))
        self.text = QLabel(card_html(card, context, title, (self.tr("Rules"), self.tr("Keys"))))
        self.text.setTextFormat(Qt.RichText)
        self.text.setWordWrap(True)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.text.setFont(font)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.Close).setText(self.tr("Let's play"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 20)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self._fit_text(parent)

    def _fit_text(self, parent: QWidget | None) -> None:
        """Wide enough for the key table (60% of the window, 560..900 px) and as tall as
        the wrapped text needs: nothing of the card is cut off."""
        width = int((parent.width() if parent is not None else 1000) * 0.6)
        width = max(560, min(900, width))
        self.text.setFixedWidth(width)
        self.text.setMinimumHeight(self.text.heightForWidth(width))
        self.adjustSize()
