"""Keeping pattern databases on disk, checked before use (Qt-free).

Each pattern's table is one ``.npy`` file in ``<cache>/pattern-databases/`` with a small
JSON file beside it holding the format version, the board size, the pattern's tiles, the
file's size in bytes and its SHA-256. A table is trusted only when the JSON can be read,
every field matches what is expected, and the ``.npy`` file has exactly that size and
checksum and loads as a ``uint8`` array of the right length whose goal entry is 0.
Anything else (missing, truncated, flipped bytes, other format) means: rebuild.

Files are written atomically: to a temporary file in the same folder, flushed to disk,
then renamed over the old name with ``os.replace``. The ``.npy`` goes first and the JSON
last, so a crash at any moment leaves either the old, the new or an unmatched pair, and
an unmatched pair fails the checksum and is rebuilt.

A build holds an exclusive lock (``fcntl.flock`` on ``<stem>.lock`` in the same folder;
nothing on systems without ``fcntl``) from the check until the table is saved, so two
processes that need the same missing table build it once: the second waits, then loads
the first one's file. A cache folder that cannot be written is reported once per
process, one line on stderr (:func:`warn_unwritable`).

``<cache>`` is ``$BOARDGAMES_CACHE_DIR`` when set, else
``platformdirs.user_cache_dir("boardgames")``.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

import numpy as np

from boardgames.games.fifteen.search.pdb.layout import Layout

#: Bumped whenever the table layout or meaning changes; older files are rebuilt.
FORMAT_VERSION = 1
#: How the builder treats the blank (see ``pdb_build.build_table``), recorded and checked.
BLANK_MODEL = "regions"
#: Sub-folder of the cache folder.
SUBDIR = "pattern-databases"


def app_cache_dir() -> Path:
    """The app's cache folder: ``$BOARDGAMES_CACHE_DIR`` when set, else
    ``platformdirs.user_cache_dir("boardgames")`` (not created here)."""
    env = os.environ.get("BOARDGAMES_CACHE_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_cache_dir("boardgames"))


def cache_dir() -> Path:
    """The folder holding the databases (not created here)."""
    return app_cache_dir() / SUBDIR


def paths(layout: Layout, p: int, folder: Path | None = None) -> tuple[Path, Path]:
    """``(table .npy path, metadata .json path)`` of pattern ``p``."""
    folder = cache_dir() if folder is None else folder
    stem = layout.key(p)
    return folder / f"{stem}.npy", folder / f"{stem}.json"


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file's bytes."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _atomic_write(path: Path, write: Callable[[BinaryIO], object]) -> None:
    """Write a file through ``write(fileobj)`` into a temp file, fsync, os.replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes it private; a cache may be shared read-only
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


#: Seconds between two tries to take a build lock another process holds.
LOCK_POLL_SECONDS = 0.1


@contextmanager
def build_lock(folder: Path, stem: str,
               should_stop: Callable[[], bool] | None = None) -> Iterator[bool]:
    """Hold the exclusive lock of table ``stem`` in ``folder`` for the ``with`` block.

    Waits (polling every :data:`LOCK_POLL_SECONDS`) while another process holds it.
    Yields True when locked, False when it could not be (no ``fcntl``: not POSIX; the
    folder or lock file cannot be created; ``should_stop`` returned True while waiting):
    the caller then goes on unlocked, which is safe because writes are atomic. Never raises
    for a lock problem.
    """
    try:
        import fcntl
    except ImportError:  # Windows: no lock; atomic writes still keep every file whole
        yield False
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / f"{stem}.lock", os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield False
        return
    try:
        yield _wait_for_lock(fcntl, fd, should_stop)
    finally:
        os.close(fd)  # closing the descriptor releases the lock


def _wait_for_lock(fcntl: object, fd: int, should_stop: Callable[[], bool] | None) -> bool:
    """Take ``flock(fd, LOCK_EX)``, polling so ``should_stop`` is honoured; True when taken."""
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # type: ignore[attr-defined]
            return True
        except BlockingIOError:
            if should_stop is not None and should_stop():
                return False
            time.sleep(LOCK_POLL_SECONDS)
        except OSError:  # e.g. a file system without locks
            return False


_warned_unwritable: set[str] = set()


def warn_unwritable(folder: Path, error: OSError) -> None:
    """Say once per process, on stderr, that the databases cannot be saved in ``folder``
    (they are built again in every process until the folder is writable)."""
    if _warned_unwritable:
        return
    _warned_unwritable.add(str(folder))
    print(f"boardgames: warning: the pattern databases cannot be saved in {folder} "
          f"({error.strerror or error}); they will be built again next time; set "
          f"BOARDGAMES_CACHE_DIR to a writable folder", file=sys.stderr)


def unwritable_reported() -> bool:
    """True once :func:`warn_unwritable` has printed its line in this process."""
    return bool(_warned_unwritable)


#: Temporary files older than this (seconds) are left-overs of a killed process.
STALE_SECONDS = 3600


def _remove_stale_temporaries(folder: Path, stem: str) -> None:
    """Delete old ``stem.*.tmp`` files a crashed or killed build left behind."""
    now = time.time()
    for tmp in folder.glob(f"{stem}.*.tmp"):
        try:
            if now - tmp.stat().st_mtime > STALE_SECONDS:
                tmp.unlink()
        except OSError:
            pass


def save(layout: Layout, p: int, table: np.ndarray, build_seconds: float,
         folder: Path | None = None) -> Path:
    """Store pattern ``p``'s table with its checksum (in the ranked form when the layout
    is :attr:`Layout.packed`); returns the ``.npy`` path.

    Raises:
        OSError: the cache folder cannot be written.
    """
    npy, meta = paths(layout, p, folder)
    _remove_stale_temporaries(npy.parent, layout.key(p))
    if layout.packed:
        from boardgames.games.fifteen.search.pdb.build import ranked_table

        table = ranked_table(layout, p, table)
    _atomic_write(npy, lambda f: np.save(f, np.ascontiguousarray(table, dtype=np.uint8),
                                         allow_pickle=False))
    info = {
        "format": FORMAT_VERSION,
        "game": "fifteen",
        "rows": layout.rows,
        "cols": layout.cols,
        "tiles": list(layout.patterns[p]),
        "entries": int(table.size),  # as stored
        "blank": BLANK_MODEL,
        "bytes": npy.stat().st_size,
        "sha256": sha256_file(npy),
        "build_seconds": round(build_seconds, 3),
    }
    _atomic_write(meta, lambda f: f.write((json.dumps(info, indent=1) + "\n").encode()))
    return npy


def load(layout: Layout, p: int, folder: Path | None = None,
         out: np.ndarray | None = None) -> tuple[np.ndarray | None, str]:
    """Load pattern ``p``'s table if it is intact; a :attr:`Layout.packed` one is
    expanded to its sparse form (about 0.5 s for a 6-tile 24-puzzle table), into ``out``
    when given (see :func:`pdb.build.sparse_from_ranked`).

    Returns:
        ``(table, "")`` when every check passes, else ``(None, reason)`` with ``reason``
        one English phrase ("missing", "checksum mismatch", ...). Never raises for a bad
        or missing file.
    """
    npy, meta = paths(layout, p, folder)
    if not npy.exists() or not meta.exists():
        return None, "missing"
    info, reason = _metadata(layout, p, meta)
    if info is None:
        return None, reason
    try:
        if npy.stat().st_size != info.get("bytes"):
            return None, "wrong file size (truncated?)"
        if sha256_file(npy) != info.get("sha256"):
            return None, "checksum mismatch"
        table = np.load(npy, allow_pickle=False)
    except (OSError, ValueError):
        return None, "unreadable"
    if table.dtype != np.uint8 or table.shape != (layout.stored_entries(p),):
        return None, "wrong shape"
    if layout.packed:  # numba, imported only here: the plain tables load without it
        from boardgames.games.fifteen.search.pdb.build import sparse_from_ranked

        table = sparse_from_ranked(layout, p, table, out)
    if layout.goal_value(table, p) != 0:
        return None, "goal entry is not 0"
    return table, ""


def _metadata(layout: Layout, p: int, meta: Path) -> tuple[dict[str, object] | None, str]:
    """``(the JSON fields of pattern p's table, "")`` when they match what ``layout``
    expects, else ``(None, reason)``."""
    try:
        info = json.loads(meta.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, "metadata unreadable"
    if not isinstance(info, dict):
        return None, "metadata unreadable"
    expected = {"format": FORMAT_VERSION, "rows": layout.rows, "cols": layout.cols,
                "tiles": list(layout.patterns[p]), "entries": layout.stored_entries(p),
                "blank": BLANK_MODEL}
    for key, value in expected.items():
        if info.get(key) != value:
            return None, f"metadata does not match ({key})"
    return info, ""
