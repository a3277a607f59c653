"""Splitting a stage's Markdown text into explanation, questions and teacher notes.

The format (see ``lessons/README.md``): the explanation comes first; then any number of
``## Question`` sections, each optionally followed by a ``### Answer`` section; and a
``## Teacher notes`` section. The heading words are English in every language's file;
they are matched ignoring case, extra spaces and a trailing colon. Lines inside fenced code
blocks (```` ``` ```` or ``~~~``) are never taken for headings.
"""

from __future__ import annotations

import re

from boardgames.lessons.model import Question, StageText

_QUESTION = re.compile(r"^##\s+question\s*:?\s*$", re.IGNORECASE)
_ANSWER = re.compile(r"^###\s+answer\s*:?\s*$", re.IGNORECASE)
_NOTES = re.compile(r"^##\s+teacher(?:'s)?\s+notes?\s*:?\s*$", re.IGNORECASE)
_FENCE = re.compile(r"^\s*(```|~~~)")


def split_stage_text(text: str) -> StageText:
    """Split a stage's Markdown ``text`` into a :class:`StageText`.

    An ``### Answer`` heading outside a question, and text after the notes that is not a
    question, are kept where they are (in the explanation or the notes), so no text is lost.
    Parts are stripped of surrounding blank lines. Never raises.
    """
    explanation: list[str] = []
    notes: list[str] = []
    questions: list[tuple[list[str], list[str]]] = []
    target = explanation
    in_fence = False
    for line in text.replace("\r\n", "\n").split("\n"):
        if _FENCE.match(line):
            in_fence = not in_fence
        elif not in_fence:
            stripped = line.strip()
            if _QUESTION.match(stripped):
                questions.append(([], []))
                target = questions[-1][0]
                continue
            if _ANSWER.match(stripped) and questions and target is questions[-1][0]:
                target = questions[-1][1]
                continue
            if _NOTES.match(stripped):
                target = notes
                continue
        target.append(line)
    return StageText(
        explanation=_join(explanation),
        questions=tuple(Question(_join(q), _join(a)) for q, a in questions),
        teacher_notes=_join(notes),
    )


def _join(lines: list[str]) -> str:
    return "\n".join(lines).strip("\n").rstrip()
