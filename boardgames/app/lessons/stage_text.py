"""A stage's text: the explanation and the questions for the class with answers revealed on
click. The teacher's notes are not here: they have a window of their own
(:mod:`boardgames.app.lessons.notes_window`), so the projected page never shows them."""

from __future__ import annotations

import re

from PySide6.QtCore import QMimeData, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QTextOption
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from boardgames.lessons.model import StageText

ANSWER_SCHEME = "answer"

#: An inline code span of Markdown (one to three backticks, not spanning a blank line).
_CODE_SPAN = re.compile(r"(?<!`)(`{1,3})(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
#: No line break there: a space, and the (invisible) word joiner put between the other
#: characters of inline code (a line may otherwise break after "-", "!" or "/").
NO_BREAK_SPACE = "\u00a0"
WORD_JOINER = "\u2060"


def unbreakable_code(markdown: str) -> str:
    """``markdown`` with its inline code spans made unbreakable (no-break spaces, word
    joiners between the other characters), so a span such as ``button = QPushButton()``
    is never split across lines; fenced code blocks (three backticks on a line of their
    own) are left as they are. :func:`plain_code` undoes it."""
    def join(match: re.Match[str]) -> str:
        ticks, code = match.group(1), match.group(2)
        if "\n\n" in code or (len(ticks) == 3 and code.startswith("\n")):
            return match.group(0)
        return ticks + WORD_JOINER.join(code).replace(" ", NO_BREAK_SPACE) + ticks
    return _CODE_SPAN.sub(join, markdown)


def plain_code(text: str) -> str:
    """``text`` (copied from the stage's text) without what :func:`unbreakable_code`
    put in: plain spaces, no word joiners."""
    return text.replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ")


class _TextBrowser(QTextBrowser):
    """The stage's text; what is copied from it has plain spaces (see :func:`plain_code`)."""

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802
        data = QMimeData()
        data.setText(plain_code(self.textCursor().selection().toPlainText()))
        return data


class StageTextView(QWidget):
    """Shows a :class:`~boardgames.lessons.model.StageText`.

    The explanation and the questions are one Markdown document in :attr:`browser`; each
    question has a "Show the answer" link (``answer:N``) that reveals answer N.

    Signals:
        answer_revealed(int): the 0-based index of a question whose answer was revealed.
    """

    answer_revealed = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.text = StageText("")
        self.revealed: set[int] = set()
        self.browser = _TextBrowser()
        self.browser.setObjectName("stageText")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_link)
        # lines break at spaces only: a word wider than the column scrolls sideways
        # instead of being cut in two ("QPushBu tton()")
        self.browser.setWordWrapMode(QTextOption.WordWrap)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.browser, 1)

    def set_text(self, text: StageText) -> None:
        """Show ``text`` with all answers hidden."""
        self.text = text
        self.revealed = set()
        self._render()
        self.browser.verticalScrollBar().setValue(0)

    def reveal(self, index: int) -> None:
        """Reveal the answer of question ``index`` (0-based); ignores a bad index."""
        if 0 <= index < len(self.text.questions) and index not in self.revealed:
            self.revealed.add(index)
            scroll = self.browser.verticalScrollBar().value()
            self._render()
            self.browser.verticalScrollBar().setValue(scroll)
            self.answer_revealed.emit(index)

    def reveal_next(self) -> bool:
        """Reveal the first hidden answer; False when all are shown."""
        for i in range(len(self.text.questions)):
            if i not in self.revealed:
                self.reveal(i)
                return True
        return False

    def markdown(self) -> str:
        """The Markdown shown in the browser (explanation and questions)."""
        parts = [self.text.explanation]
        if self.text.questions:
            parts.append("---")
            parts.append("### " + self.tr("Questions for the class"))
            answer_word, show_word = self.tr("Answer"), self.tr("Show the answer")
            for i, q in enumerate(self.text.questions):
                parts.append(f"**{i + 1}.** {q.question}")
                if i in self.revealed:
                    answer = q.answer or self.tr("(no answer written)")
                    parts.append(f"➜ **{answer_word}:** " + answer)
                else:
                    parts.append(f"[{show_word} ▸]({ANSWER_SCHEME}:{i + 1})")
        return "\n\n".join(p for p in parts if p)

    def _render(self) -> None:
        self.browser.setMarkdown(unbreakable_code(self.markdown()))

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == ANSWER_SCHEME:
            try:
                self.reveal(int(url.path()) - 1)
            except ValueError:
                pass
        elif url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
