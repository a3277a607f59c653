"""The class's fixed sequence of exercises (Qt-free): the teacher orders some of the lessons'
exercises; a joined student works through them in that order, each one open only when
every one before it has passed.

A sequence is a tuple of exercise keys (``"fifteen/row_end"``), each at most once; the
class keeps it (:meth:`~boardgames.classroom.store.ClassStore.set_sequence`) and hands it
to the students who follow the teacher with the lesson stage and the levels.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from boardgames.classroom.model import ClassError, is_exercise_key

#: Most exercises in a sequence.
MAX_SEQUENCE = 200


def clean_sequence(keys: Iterable[object], known: Collection[str] | None = None) -> tuple[str, ...]:
    """``keys`` as a sequence: exercise keys, in order, each once (a repeat is dropped).

    Args:
        keys: the exercise keys, in the order the students take them.
        known: the exercises there are (None: any well-formed key).

    Raises:
        ClassError: ``request.bad`` (not a key, more than :data:`MAX_SEQUENCE`),
            ``exercise.unknown`` (a key not in ``known``; the detail names it).
    """
    cleaned: list[str] = []
    for key in keys:
        if not isinstance(key, str) or not is_exercise_key(key.strip()):
            raise ClassError("request.bad", f"exercise {key!r}")
        key = key.strip()
        if known is not None and key not in known:
            raise ClassError("exercise.unknown", key)
        if key not in cleaned:
            cleaned.append(key)
    if len(cleaned) > MAX_SEQUENCE:
        raise ClassError("request.bad", f"more than {MAX_SEQUENCE} exercises")
    return tuple(cleaned)


@dataclass(frozen=True)
class Step:
    """One exercise of the sequence as a student sees it.

    Attributes:
        exercise: its key.
        passed: the student passed it.
        open: the student may work on it: every exercise before it has passed.
    """

    exercise: str
    passed: bool
    open: bool


def steps(sequence: Iterable[str], passed: Collection[str]) -> list[Step]:
    """The sequence for a student who passed ``passed`` (exercise keys): every exercise up
    to the first one not passed is open, the ones after it are locked."""
    found, blocked = [], False
    for key in sequence:
        done = key in passed
        found.append(Step(key, done, not blocked))
        blocked = blocked or not done
    return found


def current(sequence: Iterable[str], passed: Collection[str]) -> str | None:
    """The first exercise of the sequence not passed (None: all passed, or no sequence)."""
    return next((key for key in sequence if key not in passed), None)
