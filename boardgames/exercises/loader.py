"""Finding and reading exercise folders (Qt-free).

Exercises live in ``<lesson folder>/exercises/<id>/`` of every lesson folder the lessons
are found in (:func:`boardgames.lessons.loader.lesson_dirs`: the shipped lessons, then the
user's folder, whose lesson replaces a shipped one with the same id, exercises included).

``exercise.toml``::

    format = 1
    order = 1                      # optional, its place in the lesson's list
    functions = ["winner"]         # what the student's file must define
    time_limit = 20                # optional, seconds for the whole check run
    [title]
    en = "Who has won?"
    ru = "Кто выиграл?"
    [statement]                    # Markdown, one per language of the title
    en = "..."
    [hints]                        # optional, up to three per language
    en = ["...", "..."]
    [checks.rows]                  # optional: a check's title (its id in checks.py)
    en = "Three in a row"
    ru = "Три в строке"
"""

from __future__ import annotations

import math
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10
    import tomli as tomllib

from boardgames.exercises.model import (
    CHECKS,
    DEFAULT_TIME_LIMIT,
    FORMAT_VERSION,
    MANIFEST,
    MAX_HINTS,
    REFERENCE,
    START,
    Exercise,
    ExerciseError,
)
from boardgames.lessons import loader as lessons

EXERCISES = "exercises"
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@dataclass
class Found:
    """What :func:`find_exercises` found: the exercises in order, and the folders that
    could not be read (``(folder, error)``)."""

    exercises: list[Exercise] = field(default_factory=list)
    broken: list[tuple[Path, ExerciseError]] = field(default_factory=list)

    def get(self, key: str) -> Exercise | None:
        """The exercise ``LESSON/EXERCISE``, or None."""
        return next((e for e in self.exercises if e.key == key), None)


def find_exercises(dirs: list[tuple[Path, bool]] | None = None) -> Found:
    """Every exercise of every lesson under ``dirs`` (default: the lesson folders), in
    lesson order (``order`` of ``lesson.toml``, then id), then exercise order. Never raises
    for a bad exercise."""
    lesson_folders: dict[str, Path] = {}
    for base, _user in dirs if dirs is not None else lessons.lesson_dirs():
        try:
            children = sorted(p for p in base.iterdir() if (p / lessons.MANIFEST).is_file())
        except OSError:
            continue
        for child in children:
            lesson_folders[child.name] = child
    found = Found()
    for lesson_id in sorted(lesson_folders, key=lambda i: (_lesson_order(lesson_folders[i]), i)):
        _add_lesson(found, lesson_id, lesson_folders[lesson_id] / EXERCISES)
    return found


def _add_lesson(found: Found, lesson_id: str, folder: Path) -> None:
    try:
        children = sorted(p for p in folder.iterdir() if (p / MANIFEST).is_file())
    except OSError:
        return
    loaded = []
    for child in children:
        try:
            loaded.append(load_exercise(child, lesson_id))
        except ExerciseError as error:
            found.broken.append((child, error))
    found.exercises.extend(sorted(loaded, key=lambda e: (e.order, e.id)))


def _lesson_order(folder: Path) -> int:
    try:
        with open(folder / lessons.MANIFEST, "rb") as f:
            order = tomllib.load(f).get("order", 100)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return 100
    return order if isinstance(order, int) else 100


def load_exercise(folder: Path, lesson_id: str) -> Exercise:
    """Read and check the exercise in ``folder`` of lesson ``lesson_id``.

    Raises:
        ExerciseError: the manifest is missing or wrong, or a file is missing (names the
            file and the field).
    """
    data = _read_manifest(folder / MANIFEST)
    if not _ID.match(folder.name):
        raise ExerciseError(MANIFEST, "lesson.bad_stage_id", folder.name)
    if data.get("format") != FORMAT_VERSION:
        raise ExerciseError(MANIFEST, "lesson.format", str(data.get("format")), field="format")
    title = _texts(data, "title", None)
    languages = tuple(title)
    for name in (START, REFERENCE, CHECKS):
        if not (folder / name).is_file():
            raise ExerciseError(name, "file.missing")
    return Exercise(lesson_id, folder.name, folder, languages, title,
                    _texts(data, "statement", languages), _hints(data, languages),
                    _functions(data), _time_limit(data), _order(data), _check_titles(data))


def _read_manifest(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as f:
            data: dict[str, Any] = tomllib.load(f)
            return data
    except FileNotFoundError:
        raise ExerciseError(path.name, "file.missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ExerciseError(path.name, "file.unreadable", str(exc)) from None
    except tomllib.TOMLDecodeError as exc:
        raise ExerciseError(path.name, "lesson.not_toml", str(exc)) from None


def _texts(data: dict[str, Any], key: str, languages: tuple[str, ...] | None) -> dict[str, str]:
    table = data.get(key)
    if not isinstance(table, dict) or not table:
        raise ExerciseError(MANIFEST, "lesson.required", field=key)
    for language in languages or ():
        if language not in table:
            raise ExerciseError(MANIFEST, "lesson.no_text", language, key, field=key)
    for language, text in table.items():
        if not isinstance(text, str) or not text.strip():
            raise ExerciseError(MANIFEST, "lesson.type.str", language, field=f"{key}.{language}")
    return {language: text.strip() for language, text in table.items()}


def _hints(data: dict[str, Any], languages: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    table = data.get("hints", {})
    if not isinstance(table, dict):
        raise ExerciseError(MANIFEST, "lesson.type.dict", "hints", field="hints")
    hints: dict[str, tuple[str, ...]] = {}
    for language, items in table.items():
        where = f"hints.{language}"
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise ExerciseError(MANIFEST, "lesson.type.list", where, field=where)
        if len(items) > MAX_HINTS:
            raise ExerciseError(MANIFEST, "lesson.type.list", where, field=where)
        hints[language] = tuple(i.strip() for i in items)
    return hints


def _check_titles(data: dict[str, Any]) -> dict[str, dict[str, str]]:
    """The ``[checks.ID]`` tables: ``{check id: {language: title}}``."""
    table = data.get("checks", {})
    if not isinstance(table, dict):
        raise ExerciseError(MANIFEST, "lesson.type.dict", "checks", field="checks")
    titles: dict[str, dict[str, str]] = {}
    for check_id, texts in table.items():
        where = f"checks.{check_id}"
        if not _NAME.match(check_id) or not isinstance(texts, dict):
            raise ExerciseError(MANIFEST, "lesson.type.dict", where, field=where)
        for language, text in texts.items():
            if not isinstance(text, str) or not text.strip():
                raise ExerciseError(MANIFEST, "lesson.type.str", language,
                                    field=f"{where}.{language}")
        titles[check_id] = {language: " ".join(text.split()) for language, text in texts.items()}
    return titles


def _functions(data: dict[str, Any]) -> tuple[str, ...]:
    names = data.get("functions")
    if not isinstance(names, list) or not names:
        raise ExerciseError(MANIFEST, "lesson.required", field="functions")
    for name in names:
        if not isinstance(name, str) or not _NAME.match(name):
            raise ExerciseError(MANIFEST, "lesson.bad_stage_id", str(name), field="functions")
    return tuple(names)


def _time_limit(data: dict[str, Any]) -> float:
    value = data.get("time_limit", DEFAULT_TIME_LIMIT)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ExerciseError(MANIFEST, "lesson.type.float", "time_limit", field="time_limit")
    if not math.isfinite(value) or not 0 < value <= 600:
        raise ExerciseError(MANIFEST, "lesson.timeout", field="time_limit")
    return float(value)


def _order(data: dict[str, Any]) -> int:
    value = data.get("order", 100)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ExerciseError(MANIFEST, "lesson.type.int", "order", field="order")
    return value
