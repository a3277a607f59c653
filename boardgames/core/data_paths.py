"""Where the app keeps the user's files (Qt-free): one place for the rule "an environment
variable if set, else the user's data folder" (``platformdirs``: ``~/.local/share/boardgames``
on Linux)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def user_data_path(env_var: str, name: str) -> Path:
    """``$env_var`` (``~`` expanded) when it is set and not empty, else ``name`` in the
    user's data folder. The path may not exist yet."""
    override = os.environ.get(env_var)
    if override:
        return Path(override).expanduser()
    import platformdirs  # only when needed: a test or a teacher may set the variable

    return Path(platformdirs.user_data_dir("boardgames")) / name


def write_text_atomically(path: Path, text: str, *, fsync: bool = True) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file in the same folder and
    ``os.replace``, so a reader never sees half a file and a failed write leaves the old one;
    ``fsync``: the data is on the disk before the rename (for files whose loss would lose
    the user's work). Creates the folder.

    Raises:
        OSError: the folder or the file cannot be written (the temporary file is removed).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as f:
            f.write(text)
            if fsync:
                f.flush()
                os.fsync(f.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
