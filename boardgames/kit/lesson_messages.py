"""Turning the lesson modules' messages (codes and numbers) into translated sentences.

The Qt-free modules (:mod:`boardgames.lessons.loader`, ``runner``, ``challenge``) hand the
interface a :class:`~boardgames.lessons.messages.Message`; :func:`message_text` translates
its template in the context ``LessonMessages`` and fills in the arguments with the
interface locale's numbers (:mod:`boardgames.kit.i18n`). Arguments that are messages
themselves are translated first.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from boardgames.kit.i18n import arg, number
from boardgames.lessons.messages import CONTEXT, VERBATIM, Message, Value


class LessonMessages(QObject):
    """The plural templates (``%n``): lupdate only sees plurals in ``tr`` calls, so each
    one is written out here. Keep in step with ``messages.PLURAL_TEMPLATES``."""

    def plural(self, code: str, count: int) -> str:
        """The translated template of the plural ``code`` for ``count``.

        Raises:
            KeyError: ``code`` is not a plural code.
        """
        if code == "challenge.not_solved":
            return self.tr("after %n moves the puzzle is not solved", "", count)
        raise KeyError(code)


def message_text(message: Message) -> str:
    """``message`` as a sentence in the interface language."""
    if message.code == VERBATIM:
        return value_text(message.args[0]) if message.args else ""
    if message.plural:
        count = message.args[0]
        template = LessonMessages().plural(message.code, int(count) if isinstance(
            count, (int, float)) else 0)
        return arg(template, *(value_text(v) for v in message.args[1:]))
    template = QCoreApplication.translate(CONTEXT, message.template())
    return arg(template, *(value_text(v) for v in message.args))


def value_text(value: Value | Message) -> str:
    """One argument: a message translated, an integer with the locale's digit grouping,
    seconds (a float) with at most three significant digits ("1,5", "10")."""
    if isinstance(value, Message):
        return message_text(value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return number(value)
    if isinstance(value, float):
        return seconds_text(value)
    return str(value)


def seconds_text(seconds: float) -> str:
    """A number of seconds without needless decimals, in the interface locale: 10 -> "10",
    1.5 -> "1.5" ("1,5" in Russian or Spanish), 12.345 -> "12.3"."""
    if abs(seconds - round(seconds)) < 1e-9:
        return number(int(round(seconds)))
    return QLocale().toString(float(seconds), "g", 3)
