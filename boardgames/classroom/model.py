"""A class's data (Qt-free): submissions, the grid of students x exercises, the limits on
what a student may send, and the class codes.

A submission is one exercise check a student's app ran and sent::

    {"id": "9f1c...", "exercise": "tictactoe/block", "passed": false,
     "checks": [{"id": "wins", "passed": true, "code": "check.passed"}, ...],
     "seconds": 1.25, "file": "def choose(board): ...", "sent": 1764032000.5}

``id`` is made by the student's app when the check ran (a UUID); the class stores each id
once, so a submission sent again after a lost connection is acknowledged but never counted
twice. Errors are :class:`ClassError` with a short ``code`` (the app translates it) and an
English ``str()``.
"""

from __future__ import annotations

import csv
import io
import math
import re
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.classroom import names
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.spreadsheet import safe_row

#: The TCP port a class is served on unless the teacher says otherwise.
DEFAULT_PORT = 8765
#: Longest student name kept, in characters.
MAX_NAME = names.MAX_NAME
#: Largest student file a submission may carry, in bytes (UTF-8).
MAX_FILE_BYTES = 64 * 1024
#: Most checks in one submission.
MAX_CHECKS = 100
#: Largest request body the server reads, in bytes: room for any file under
#: :data:`MAX_FILE_BYTES` at its worst in JSON (a control character, one byte of UTF-8,
#: escapes to six: ``\u0001``), plus 64 KiB for the checks (100 of them, each with a
#: message code of 64 characters escaped at worst) and the other fields. So a file under
#: the file limit always fits (448 KiB).
MAX_BODY_BYTES = 6 * MAX_FILE_BYTES + 64 * 1024
#: Largest number (in size) a request may carry: a time in seconds, a count, a version.
MAX_NUMBER = 1e15
#: Files kept per student and exercise: the newest ones; an older check keeps its row (its
#: result counts in the grid) but its file is emptied.
KEEP_FILES = 10
#: Players kept per student and game (the newest one plays the class tournament).
KEEP_PLAYERS = 3
#: Most items (checks, players and levels) stored per student (one check every 2 s for a
#: lesson of 60 minutes is 1,800).
MAX_STUDENT_ITEMS = 2000
#: Most bytes stored per student: files kept and checks' outcomes, UTF-8.
MAX_STUDENT_BYTES = 8 * 1024 * 1024
#: Most bytes stored per class (as :data:`MAX_STUDENT_BYTES`, all students together).
MAX_CLASS_BYTES = 256 * 1024 * 1024
#: Most students in one class (names that joined; a flood of made-up names stops there).
MAX_STUDENTS = 500
#: Characters of a class code: no 0/O, 1/I/L, so a code read from a projector is typed right.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#: Characters of a class code (31**6, about 887 million codes).
CODE_LENGTH = 6

_ID = re.compile(r"[0-9A-Za-z_-]{8,64}\Z")
_EXERCISE = re.compile(r"[0-9A-Za-z_.-]{1,64}/[0-9A-Za-z_.-]{1,64}\Z")
_CHECK_ID = re.compile(r"[0-9A-Za-z_.-]{1,64}\Z")
_GAME = re.compile(r"[0-9a-z_-]{1,32}\Z")
_SURROGATE = re.compile("[\ud800-\udfff]")

#: The translation context of :data:`ERRORS` (the app shows them translated).
CONTEXT = "ClassErrors"
#: The English text of each error code (the app translates them in :data:`CONTEXT`).
ERRORS = {
    "code.wrong": QT_TRANSLATE_NOOP("ClassErrors", "wrong class code"),
    "code.missing": QT_TRANSLATE_NOOP("ClassErrors", "no class code given"),
    "name.empty": QT_TRANSLATE_NOOP("ClassErrors", "a name is needed"),
    "name.taken": QT_TRANSLATE_NOOP("ClassErrors",
                                    "this name is already in the class (from another computer)"),
    "request.bad": QT_TRANSLATE_NOOP("ClassErrors", "the request is not a valid submission"),
    "request.too_large": QT_TRANSLATE_NOOP("ClassErrors", "the submission is too large"),
    "file.too_large": QT_TRANSLATE_NOOP("ClassErrors", "the file is too large for the class (64 KiB at most)"),
    "network.outside": QT_TRANSLATE_NOOP("ClassErrors",
                                         "this class accepts only computers of the local network"),
    "too_many_tries": QT_TRANSLATE_NOOP("ClassErrors", "too many wrong codes; wait a minute"),
    "class.unreachable": QT_TRANSLATE_NOOP("ClassErrors", "the class cannot be reached"),
    "schema.newer": QT_TRANSLATE_NOOP("ClassErrors",
                                      "the class was saved by a newer version of boardgames"),
    "address.bad": QT_TRANSLATE_NOOP("ClassErrors", "the class address must be HOST:PORT"),
    "teacher.only": QT_TRANSLATE_NOOP("ClassErrors",
                                      "only the teacher's code may read the whole class"),
    "student.unknown": QT_TRANSLATE_NOOP("ClassErrors", "this computer has not joined the class"),
    "class.error": QT_TRANSLATE_NOOP("ClassErrors", "the class answered with an error"),
    "player.syntax": QT_TRANSLATE_NOOP("ClassErrors", "the player is not valid Python"),
    "exercise.unknown": QT_TRANSLATE_NOOP("ClassErrors", "there is no such exercise"),
    "name.invalid": QT_TRANSLATE_NOOP("ClassErrors",
                                      "the name has invisible or control characters; type it "
                                      "again with letters, digits and spaces"),
    "name.lookalike": QT_TRANSLATE_NOOP("ClassErrors",
                                        "this name looks like one already in the class; add "
                                        "your surname or its first letter"),
    "request.media": QT_TRANSLATE_NOOP("ClassErrors",
                                       "the request must be JSON (application/json, UTF-8)"),
    "quota.student": QT_TRANSLATE_NOOP("ClassErrors",
                                       "you have sent as much as the class keeps for one "
                                       "student; tell your teacher"),
    "quota.class": QT_TRANSLATE_NOOP("ClassErrors",
                                     "the class has stored as much as it may; tell your teacher"),
    "server.busy": QT_TRANSLATE_NOOP("ClassErrors", "the class is busy; trying again shortly"),
    "class.damaged": QT_TRANSLATE_NOOP("ClassErrors",
                                       "the class file is damaged; nothing was written into it "
                                       "(bring back a backup: boardgames class restore)"),
    "backup.none": QT_TRANSLATE_NOOP("ClassErrors", "there is no such backup of this class"),
    "class.serving": QT_TRANSLATE_NOOP("ClassErrors",
                                       "the class is being served; end it first (close the "
                                       "class window or stop 'boardgames class serve')"),
    "name.too_long": QT_TRANSLATE_NOOP("ClassErrors", "the name is too long (80 characters at most)"),
    "name.clash": QT_TRANSLATE_NOOP("ClassErrors",
                                    "the same name as another student's apart from case or "
                                    "accents (joined before this was refused); kept apart"),
    "game.unknown": QT_TRANSLATE_NOOP("ClassErrors", "this class's page offers no such game"),
    "game.over": QT_TRANSLATE_NOOP("ClassErrors", "it is not your move in this game"),
}


class ClassError(ValueError):
    """A class refused something, or something about a class is wrong.

    Attributes:
        code: one of :data:`ERRORS`'s keys.
        detail: more, in English ("" when nothing more is known).
    """

    def __init__(self, code: str, detail: str = ""):
        self.code = code
        self.detail = detail
        text = ERRORS.get(code, code)
        super().__init__(f"{text}: {detail}" if detail else text)


def is_exercise_key(text: str) -> bool:
    """True when ``text`` has the form of an exercise key (``LESSON/EXERCISE``)."""
    return bool(_EXERCISE.match(text))


def new_code(length: int = CODE_LENGTH) -> str:
    """A random class code of ``length`` characters of :data:`CODE_ALPHABET`."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def clean_code(code: str) -> str:
    """A typed code as compared: spaces and dashes dropped, upper case."""
    return "".join(code.split()).replace("-", "").upper()


def clean_name(name: str) -> str:
    """A student's name as stored and shown: spaces trimmed and collapsed, at most
    :data:`MAX_NAME` characters (see :func:`student_name`).

    Raises:
        ClassError: ``name.empty`` when nothing is left; ``name.invalid`` when it holds a
            control, format, bidi or other invisible character (which one, in the detail);
            ``name.too_long`` past :data:`MAX_NAME` characters.
    """
    return student_name(name).shown


def student_name(name: str) -> names.Name:
    """A student's name as shown, with its identity and look-alike skeleton
    (:func:`boardgames.classroom.names.parse`).

    Raises:
        ClassError: ``name.empty`` or ``name.invalid``, as :func:`clean_name`.
    """
    try:
        return names.parse(name)
    except names.NameRefused as refused:
        raise ClassError(refused.code, refused.detail) from None


@dataclass(frozen=True)
class CheckOutcome:
    """One check of a submission: its id, whether it passed, its message code."""

    id: str
    passed: bool
    code: str = ""


@dataclass(frozen=True)
class Submission:
    """One exercise check sent by a student's app.

    Attributes:
        id: the submission's id, made by the student's app (8-64 letters, digits, - or _).
        exercise: the exercise's key, ``LESSON/EXERCISE``.
        passed: True when every check passed.
        checks: the checks' outcomes.
        seconds: how long the check ran, in seconds (None: unknown).
        file: the student's file, as text.
        sent: when the check ran, in seconds since the epoch (the student's clock).
    """

    id: str
    exercise: str
    passed: bool
    checks: tuple[CheckOutcome, ...] = ()
    seconds: float | None = None
    file: str = ""
    sent: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """The submission as the protocol sends it (see the module docstring)."""
        return {"id": self.id, "exercise": self.exercise, "passed": self.passed,
                "checks": [{"id": c.id, "passed": c.passed, "code": c.code} for c in self.checks],
                "seconds": self.seconds, "file": self.file, "sent": self.sent}


def parse_submission(data: Any) -> Submission:
    """The submission in a request's parsed JSON.

    Raises:
        ClassError: ``request.bad`` (a field is missing or of the wrong kind, with which one)
            or ``file.too_large`` (over :data:`MAX_FILE_BYTES`).
    """
    if not isinstance(data, dict):
        raise ClassError("request.bad", "not an object")
    ident, exercise, text = data.get("id"), data.get("exercise"), data.get("file", "")
    if not isinstance(ident, str) or not _ID.match(ident):
        raise ClassError("request.bad", "id")
    if not isinstance(exercise, str) or not _EXERCISE.match(exercise):
        raise ClassError("request.bad", "exercise")
    if not isinstance(data.get("passed"), bool):
        raise ClassError("request.bad", "passed")
    _check_file(text)
    return Submission(ident, exercise, data["passed"], _parse_checks(data.get("checks", [])),
                      _number(data.get("seconds"), "seconds", low=0.0), text,
                      _number(data.get("sent"), "sent") or 0.0)


#: ``kind`` of a player in the protocol (a check has none, or ``"check"``).
PLAYER = "player"


@dataclass(frozen=True)
class PlayerSubmission:
    """A student's player for a game's class tournament (the newest one per game counts).

    Attributes:
        id: the submission's id, made by the student's app (as :attr:`Submission.id`).
        game: the game plug-in's id (``tictactoe``).
        file: the player's Python file, as text (never run by the class itself).
        sent: when it was sent, in seconds since the epoch (the student's clock).
    """

    id: str
    game: str
    file: str
    sent: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """The player as the protocol sends it."""
        return {"kind": PLAYER, "id": self.id, "game": self.game, "file": self.file,
                "sent": self.sent}


def parse_player(data: Any) -> PlayerSubmission:
    """The player in a request's parsed JSON.

    Raises:
        ClassError: ``request.bad`` (which field) or ``file.too_large``.
    """
    if not isinstance(data, dict):
        raise ClassError("request.bad", "not an object")
    ident, game, text = data.get("id"), data.get("game"), data.get("file")
    if not isinstance(ident, str) or not _ID.match(ident):
        raise ClassError("request.bad", "id")
    if not isinstance(game, str) or not _GAME.match(game):
        raise ClassError("request.bad", "game")
    if not isinstance(text, str) or not text.strip():
        raise ClassError("request.bad", "file")
    _check_file(text)
    return PlayerSubmission(ident, game, text, _number(data.get("sent"), "sent") or 0.0)


#: ``kind`` of a level reached in the protocol.
LEVEL = "level"
#: Highest level number accepted.
MAX_LEVEL = 1000


@dataclass(frozen=True)
class LevelSubmission:
    """A level a student won (or solved) in a game; the grid shows the highest per game.

    Attributes:
        id: the submission's id (as :attr:`Submission.id`).
        game: the game plug-in's id.
        level: the level's number (1 is the first).
        sent: when, in seconds since the epoch (the student's clock).
    """

    id: str
    game: str
    level: int
    sent: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """The level as the protocol sends it."""
        return {"kind": LEVEL, "id": self.id, "game": self.game, "level": self.level,
                "sent": self.sent}


def parse_level(data: Any) -> LevelSubmission:
    """The level in a request's parsed JSON.

    Raises:
        ClassError: ``request.bad`` (which field).
    """
    if not isinstance(data, dict):
        raise ClassError("request.bad", "not an object")
    ident, game, level = data.get("id"), data.get("game"), data.get("level")
    if not isinstance(ident, str) or not _ID.match(ident):
        raise ClassError("request.bad", "id")
    if not isinstance(game, str) or not _GAME.match(game):
        raise ClassError("request.bad", "game")
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= MAX_LEVEL:
        raise ClassError("request.bad", "level")
    return LevelSubmission(ident, game, level, _number(data.get("sent"), "sent") or 0.0)


#: What a student's app sends.
Item = Submission | PlayerSubmission | LevelSubmission


def parse_item(data: Any) -> Item:
    """A check, a player or a level, by the ``kind`` of ``data`` (see
    :func:`parse_submission`, :func:`parse_player`, :func:`parse_level`)."""
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind == PLAYER:
        return parse_player(data)
    if kind == LEVEL:
        return parse_level(data)
    return parse_submission(data)


def _parse_checks(items: Any) -> tuple[CheckOutcome, ...]:
    if not isinstance(items, list) or len(items) > MAX_CHECKS:
        raise ClassError("request.bad", "checks")
    checks = []
    for item in items:
        if not (isinstance(item, dict) and isinstance(item.get("id"), str)
                and _CHECK_ID.match(item["id"]) and isinstance(item.get("passed"), bool)):
            raise ClassError("request.bad", "checks")
        code = item.get("code", "")
        if not isinstance(code, str) or len(code) > 64 or _SURROGATE.search(code):
            raise ClassError("request.bad", "checks")
        checks.append(CheckOutcome(item["id"], item["passed"], code))
    return tuple(checks)


def _check_file(text: Any) -> None:
    """Refuse a file that is not text (``request.bad``: not a string, or a lone surrogate,
    which is no UTF-8) or over :data:`MAX_FILE_BYTES` of UTF-8 (``file.too_large``)."""
    if not isinstance(text, str) or _SURROGATE.search(text):
        raise ClassError("request.bad", "file")
    if len(text.encode("utf-8")) > MAX_FILE_BYTES:
        raise ClassError("file.too_large")


def _number(value: Any, name: str, low: float = -MAX_NUMBER) -> float | None:
    """``value`` as a float (None stays None) when it is a finite number from ``low`` to
    :data:`MAX_NUMBER` (an int too large for a float is refused, never converted).

    Raises:
        ClassError: ``request.bad`` naming ``name``.
    """
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ClassError("request.bad", name)
    if isinstance(value, int) and not low <= value <= MAX_NUMBER:  # compared as ints: no overflow
        raise ClassError("request.bad", name)
    number = float(value)
    if not (math.isfinite(number) and low <= number <= MAX_NUMBER):
        raise ClassError("request.bad", name)
    return number


#: A cell's states.
PASSED, FAILED, EMPTY = "passed", "failed", ""


@dataclass(frozen=True)
class Cell:
    """One student's state on one exercise.

    Attributes:
        status: :data:`PASSED` (some check run passed), :data:`FAILED` (runs, none passed)
            or :data:`EMPTY` (not started).
        attempts: how many submissions (each id counted once).
        last: when the last one arrived, in seconds since the epoch (0: none).
        last_id: the last submission's id ("" when none).
    """

    status: str = EMPTY
    attempts: int = 0
    last: float = 0.0
    last_id: str = ""


@dataclass
class Grid:
    """The class at a glance: one row per student, one column per exercise.

    Attributes:
        students: the names, in the order they joined.
        exercises: the exercise keys with any submission, sorted.
        cells: ``{(student, exercise): Cell}``; a missing pair is an empty cell.
        version: grows with every stored submission or join (a view redraws when it changed).
        levels: ``{(student, game): the highest level won}``.
        flags: ``{student: (code, ...)}``: what the teacher should know of a student, as
            codes of :data:`ERRORS` (``name.clash``: the name equals another student's
            apart from case or accents, kept apart; ``quota.student``: the student's
            storage is full); a student without flags is not in it.
        class_flags: codes about the whole class (``quota.class``: the class's storage is
            full).
    """

    students: list[str] = field(default_factory=list)
    exercises: list[str] = field(default_factory=list)
    cells: dict[tuple[str, str], Cell] = field(default_factory=dict)
    version: int = 0
    levels: dict[tuple[str, str], int] = field(default_factory=dict)
    flags: dict[str, tuple[str, ...]] = field(default_factory=dict)
    class_flags: tuple[str, ...] = ()

    @property
    def games(self) -> list[str]:
        """The games with a level won, sorted."""
        return sorted({game for _, game in self.levels})

    def cell(self, student: str, exercise: str) -> Cell:
        """The cell of ``student`` on ``exercise`` (an empty one when there is none)."""
        return self.cells.get((student, exercise), Cell())

    def as_json(self) -> dict[str, Any]:
        """The grid as the server sends it."""
        cells = [{"student": s, "exercise": e, "status": c.status, "attempts": c.attempts,
                  "last": c.last, "last_id": c.last_id} for (s, e), c in self.cells.items()]
        levels = [{"student": s, "game": g, "level": n} for (s, g), n in self.levels.items()]
        return {"students": self.students, "exercises": self.exercises, "cells": cells,
                "version": self.version, "levels": levels,
                "flags": [{"student": s, "codes": list(c)} for s, c in self.flags.items()],
                "class_flags": list(self.class_flags)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Grid:
        """The grid :meth:`as_json` made.

        Raises:
            KeyError, TypeError, ValueError: ``data`` is not such a grid.
        """
        cells = {(str(c["student"]), str(c["exercise"])):
                 Cell(str(c["status"]), int(c["attempts"]), float(c["last"]), str(c["last_id"]))
                 for c in data["cells"]}
        levels = {(str(v["student"]), str(v["game"])): int(v["level"])
                  for v in data.get("levels", [])}
        flags = {str(f["student"]): tuple(str(c) for c in f["codes"])
                 for f in data.get("flags", [])}
        return cls([str(s) for s in data["students"]], [str(e) for e in data["exercises"]],
                   cells, int(data["version"]), levels, flags,
                   tuple(str(c) for c in data.get("class_flags", [])))

    def csv(self) -> str:
        """The grid as CSV: a header ``student,EXERCISE...``, then one row per student with
        ``passed``, ``failed`` or nothing in each exercise's column (a name a spreadsheet
        would run as a formula is quoted: :mod:`boardgames.core.spreadsheet`)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(safe_row(["student", *self.exercises]))
        for student in self.students:
            writer.writerow(safe_row([student, *(self.cell(student, e).status
                                                 for e in self.exercises)]))
        return out.getvalue()


def sorted_exercises(keys: Iterable[str], known: Sequence[str] = ()) -> list[str]:
    """Exercise keys in the order of ``known`` (the installed exercises, lesson by lesson),
    then the unknown ones alphabetically."""
    place = {key: index for index, key in enumerate(known)}
    return sorted(set(keys), key=lambda key: (place.get(key, len(place)), key))


@dataclass(frozen=True)
class Quota:
    """What a class stores at most (see :data:`KEEP_FILES` and the other limits).

    Attributes:
        files: files kept per student and exercise (the newest; older checks keep their
            result, their file is emptied).
        players: players kept per student and game (the newest; older ones are emptied).
        student_items: checks, players and levels stored per student; more are refused
            (``quota.student``).
        student_bytes: bytes of files kept and checks' outcomes per student (UTF-8); once
            reached, more is refused (``quota.student``).
        class_bytes: the same for the whole class (``quota.class``).
        students: names that may join the class; a new name past them is refused
            (``quota.class``).
    """

    files: int = KEEP_FILES
    players: int = KEEP_PLAYERS
    student_items: int = MAX_STUDENT_ITEMS
    student_bytes: int = MAX_STUDENT_BYTES
    class_bytes: int = MAX_CLASS_BYTES
    students: int = MAX_STUDENTS
