"""Which exercises each student has passed, remembered on this computer (Qt-free).

One JSON file, by default ``platformdirs.user_data_dir("boardgames")/exercise-progress.json``
(the environment variable ``BOARDGAMES_PROGRESS_FILE`` points it elsewhere)::

    {"format": 1, "students": {"Anna": {"tictactoe/block": "2026-11-23T15:02:11Z"}}}

Each passed exercise maps to the UTC time it was first passed. The file is written whole
into a temporary file beside it and renamed over it, so a crash never leaves half a file.
A damaged or unreadable file reads as "nobody has passed anything yet" (it is kept beside,
as ``.damaged``, before being overwritten).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from boardgames.core.data_paths import user_data_path, write_text_atomically

ENV_FILE = "BOARDGAMES_PROGRESS_FILE"
FORMAT = 1
#: Longest student name kept, in characters.
MAX_NAME = 80


def default_path() -> Path:
    """The progress file: ``$BOARDGAMES_PROGRESS_FILE`` if set, else in the user's data
    folder."""
    return user_data_path(ENV_FILE, "exercise-progress.json")


def clean_name(name: str) -> str:
    """A student's name as stored: spaces trimmed and collapsed, at most :data:`MAX_NAME`
    characters ("" when nothing is left)."""
    return " ".join(name.split())[:MAX_NAME]


class ProgressStore:
    """The passed exercises per student name, read from and written to one JSON file."""

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else default_path()

    def load(self) -> dict[str, dict[str, str]]:
        """``{student: {exercise key: when passed}}``; empty when the file is missing or
        damaged."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, UnicodeDecodeError, ValueError):
            self._keep_damaged()
            return {}
        return _valid(data)

    def passed(self, student: str) -> dict[str, str]:
        """The exercises ``student`` has passed: ``{key: when}``."""
        return self.load().get(clean_name(student), {})

    def students(self) -> list[str]:
        """The names with any progress, sorted."""
        return sorted(self.load(), key=str.casefold)

    def record(self, student: str, key: str) -> bool:
        """Remember that ``student`` passed the exercise ``key`` (the first time is kept).

        Returns:
            False when the name is empty (nothing is stored).

        Raises:
            OSError: the file cannot be written (what was there is left as it was).
        """
        name = clean_name(student)
        if not name:
            return False
        data = self.load()
        done = data.setdefault(name, {})
        if key not in done:
            done[key] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
            self._write(data)
        return True

    def _write(self, data: dict[str, dict[str, str]]) -> None:
        text = json.dumps({"format": FORMAT, "students": data}, ensure_ascii=False, indent=1)
        write_text_atomically(self.path, text)

    def _keep_damaged(self) -> None:
        try:
            os.replace(self.path, self.path.with_name(self.path.name + ".damaged"))
        except OSError:
            pass


def _valid(data: Any) -> dict[str, dict[str, str]]:
    """The usable part of a parsed file (wrong entries are dropped)."""
    students = data.get("students") if isinstance(data, dict) else None
    if not isinstance(students, dict):
        return {}
    result: dict[str, dict[str, str]] = {}
    for name, done in students.items():
        if isinstance(name, str) and isinstance(done, dict):
            result[name] = {k: v for k, v in done.items()
                            if isinstance(k, str) and isinstance(v, str)}
    return result
