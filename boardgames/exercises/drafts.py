"""What a student typed for each exercise, kept on this computer between sessions (Qt-free).

One file per student and exercise, under the progress file's folder:
``exercise-drafts/<student>/<lesson>/<exercise>.py`` (the student's name made safe for a
file name; ``_`` when no name is given). Files are written whole into a temporary file and
renamed over the old one.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from boardgames.core.data_paths import write_text_atomically
from boardgames.exercises.progress import clean_name, default_path

_UNSAFE = re.compile(r"[^\w.-]+")


def drafts_dir() -> Path:
    """The folder of all drafts (beside the progress file)."""
    return default_path().parent / "exercise-drafts"


def _folder_name(student: str) -> str:
    """A file-system-safe folder for ``student``: the name's safe characters plus a short
    hash of the whole name (so "Anna K." and "Anna K?" differ)."""
    name = clean_name(student)
    if not name:
        return "_"
    safe = _UNSAFE.sub("_", name).strip("._")[:40] or "student"
    return f"{safe}-{hashlib.sha1(name.encode('utf-8')).hexdigest()[:8]}"


class DraftStore:
    """Drafts under ``folder`` (default :func:`drafts_dir`)."""

    def __init__(self, folder: Path | str | None = None):
        self.folder = Path(folder) if folder is not None else drafts_dir()

    def path(self, student: str, key: str) -> Path:
        """The file of ``student``'s draft of the exercise ``key`` (``LESSON/EXERCISE``)."""
        lesson, _, exercise = key.partition("/")
        return self.folder / _folder_name(student) / lesson / f"{exercise}.py"

    def load(self, student: str, key: str) -> str | None:
        """The draft, or None when there is none (or it cannot be read)."""
        try:
            return self.path(student, key).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def save(self, student: str, key: str, text: str) -> None:
        """Keep ``text`` as the draft.

        Raises:
            OSError: it cannot be written (the old draft stays as it was).
        """
        write_text_atomically(self.path(student, key), text, fsync=False)

    def forget(self, student: str, key: str) -> None:
        """Remove the draft (Start again)."""
        try:
            self.path(student, key).unlink()
        except OSError:
            pass
