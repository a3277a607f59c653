"""Turning exercise messages (codes and values) into translated sentences.

Check results carry an :class:`~boardgames.exercises.messages.ExerciseMessage`; its
template is translated in the context ``ExerciseMessages`` (other codes, e.g. a file error
from :mod:`boardgames.lessons.messages`, go through the lessons' own translation).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boardgames.exercises.messages import CONTEXT, TEMPLATES
from boardgames.kit.i18n import arg
from boardgames.kit.lesson_messages import message_text as lesson_message_text
from boardgames.kit.lesson_messages import value_text
from boardgames.lessons.messages import Message


def message_text(message: Message) -> str:
    """``message`` as a sentence in the interface language."""
    if message.code not in TEMPLATES:
        return lesson_message_text(message)
    template = QCoreApplication.translate(CONTEXT, TEMPLATES[message.code])
    return arg(template, *(value_text(v) for v in message.args))
