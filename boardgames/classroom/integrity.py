"""A class file is never trusted blindly: checked when opened, backed up while served,
brought back from a backup on request (Qt-free).

* :func:`check_file` refuses a class file that exists but is empty, has no SQLite header or
  fails ``PRAGMA quick_check`` (``class.damaged``); it reads the file read-only and, when the
  file has no write-ahead log, as immutable, so a refused file and its ``-wal``/``-shm``
  side files are left exactly as they were.
* While a class is served (:func:`keep_backups`, an aiohttp cleanup context), a backup is
  made with SQLite's backup API (a consistent copy while the server writes, in a thread) at
  the start and every :data:`BACKUP_INTERVAL` seconds, into ``NAME.backups/`` next to the
  class file as ``NAME-YYYYMMDD-HHMMSS.sqlite3`` (UTC); a copy equal to the newest backup is
  dropped, a copy that fails ``quick_check`` is never kept, and beyond :data:`BACKUP_COUNT`
  the oldest are removed. The served class holds a file lock (``NAME.backups/serving.lock``)
  so that :func:`restore` can tell it is being served.
* :func:`restore` replaces the class file with a backup (the newest sound one by default);
  the file it replaces is renamed, never deleted (``NAME.sqlite3.damaged-YYYYMMDD-HHMMSS``
  when it failed the check, else ``NAME.sqlite3.replaced-...``, with its side files).
"""

from __future__ import annotations

import asyncio
import calendar
import contextlib
import filecmp
import logging
import os
import re
import shutil
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import filelock

from boardgames.classroom.model import ClassError

#: How many backups of a class are kept (the oldest beyond are removed).
BACKUP_COUNT = 5
#: Seconds between two backups while a class is served.
BACKUP_INTERVAL = 600.0
#: The first bytes of every SQLite 3 database file.
SQLITE_HEADER = b"SQLite format 3\x00"
_SIDE_FILES = ("-wal", "-shm")
_log = logging.getLogger(__name__)


def check_file(path: Path | str) -> None:
    """Refuse ``path`` when it exists and is not a sound SQLite database; a file that does
    not exist passes (it is made new). Nothing is written, into the file or beside it.

    Raises:
        ClassError: ``class.damaged`` (detail: the file and what is wrong: empty, no SQLite
            header, or the first problem ``PRAGMA quick_check`` reports).
        sqlite3.OperationalError, OSError: the file cannot be read (locked, no permission).
    """
    path = Path(path)
    if not path.exists():
        return
    with path.open("rb") as file:
        head = file.read(100)
    if not head:
        raise ClassError("class.damaged", f"{path}: the file is empty (0 bytes)")
    if len(head) < 100 or not head.startswith(SQLITE_HEADER):
        raise ClassError("class.damaged", f"{path}: not an SQLite database")
    try:
        with contextlib.closing(_open_read_only(path)) as db:
            problems = [str(row[0]) for row in db.execute("PRAGMA quick_check(1)")]
    except sqlite3.DatabaseError as error:
        if not is_damage(error):  # locked or unreadable: not known to be damaged
            raise
        raise ClassError("class.damaged", f"{path}: {error}") from None
    if problems != ["ok"]:
        raise ClassError("class.damaged", f"{path}: {' '.join(' '.join(problems).split())}")


def is_damage(error: sqlite3.Error) -> bool:
    """True when ``error`` says the file is damaged (corrupt, not a database), as opposed to
    locked, unreadable or full (an :class:`sqlite3.OperationalError`)."""
    return isinstance(error, sqlite3.DatabaseError) and not isinstance(error, sqlite3.OperationalError)


def _open_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection; immutable (no side file made) when ``path`` has no WAL, i.e.
    when no connection has it open in WAL mode."""
    immutable = "" if Path(f"{path}-wal").exists() else "&immutable=1"
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro{immutable}", uri=True,
                           check_same_thread=False)


# --- backups -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Backup:
    """One backup of a class file.

    Attributes:
        path: the backup's file.
        made: when it was made, in seconds since the epoch.
        sound: False when it fails ``quick_check`` (then the counts are 0).
        students / submissions: how many it holds.
    """

    path: Path
    made: float
    sound: bool
    students: int = 0
    submissions: int = 0


def backup_folder(path: Path | str) -> Path:
    """The folder of the backups of the class file ``path`` (``NAME.backups`` beside it)."""
    path = Path(path)
    return path.with_name(f"{path.stem}.backups")


_STAMP = "%Y%m%d-%H%M%S"
_NAMED = re.compile(r"-(\d{8}-\d{6})(?:-(\d+))?\.sqlite3")


def _backup_key(path: Path, stem: str) -> tuple[str, int] | None:
    """``(stamp, number)`` of a backup of the class ``stem`` (None: not one)."""
    found = _NAMED.fullmatch(path.name[len(stem):]) if path.name.startswith(stem) else None
    return None if found is None else (found.group(1), int(found.group(2) or 1))


def backup_files(path: Path | str) -> list[Path]:
    """The backup files of the class file ``path``, newest first (none: empty)."""
    path = Path(path)
    folder = backup_folder(path)
    if not folder.is_dir():
        return []
    keyed = [(key, p) for p in folder.iterdir() if (key := _backup_key(p, path.stem)) is not None]
    return [p for _, p in sorted(keyed, reverse=True)]


def describe_backup(path: Path) -> Backup:
    """What the backup file ``path`` holds (``sound`` False when it fails the check or
    holds no class); ``made`` is read from its name, else its modification time."""
    found = _NAMED.search(path.name)
    made = (float(calendar.timegm(time.strptime(found.group(1), _STAMP))) if found is not None
            else path.stat().st_mtime)
    try:
        check_file(path)
        with contextlib.closing(_open_read_only(path)) as db:
            students = int(db.execute("SELECT COUNT(*) FROM students").fetchone()[0])
            submissions = int(db.execute("SELECT COUNT(*) FROM submissions").fetchone()[0])
    except (ClassError, sqlite3.Error):
        return Backup(path, made, False)
    return Backup(path, made, True, students, submissions)


def list_backups(path: Path | str) -> list[Backup]:
    """The backups of the class file ``path``, newest first, each checked and counted."""
    return [describe_backup(p) for p in backup_files(path)]


def _new_backup_path(path: Path, now: float) -> Path:
    folder = backup_folder(path)
    stamp = time.strftime(_STAMP, time.gmtime(now))
    target, number = folder / f"{path.stem}-{stamp}.sqlite3", 1
    while target.exists():
        number += 1
        target = folder / f"{path.stem}-{stamp}-{number}.sqlite3"
    return target


def make_backup(path: Path | str, keep: int | None = None) -> Path | None:
    """Copy the class file ``path`` into its backups with SQLite's backup API (a consistent
    snapshot even while another connection writes), then remove the oldest beyond ``keep``
    (default :data:`BACKUP_COUNT`). Blocks for as long as the copy takes: call it in a thread.

    Returns:
        The new backup; None when the copy equals the newest backup (nothing changed).

    Raises:
        ClassError: ``class.damaged`` when the file, or the copy, fails the check (then no
            backup is kept and none is removed).
        OSError: the folder or the copy cannot be written.
    """
    path = Path(path)
    folder = backup_folder(path)
    folder.mkdir(parents=True, exist_ok=True)
    partial = folder / f".{path.stem}.partial"
    partial.unlink(missing_ok=True)
    try:
        _copy(path, partial)
        check_file(partial)
        newest = backup_files(path)[:1]
        if newest and filecmp.cmp(partial, newest[0], shallow=False):
            return None
        target = _new_backup_path(path, time.time())
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    for old in backup_files(path)[max(1, BACKUP_COUNT if keep is None else keep):]:
        old.unlink(missing_ok=True)
    return target


def _copy(source: Path, target: Path) -> None:
    """A copy of the database ``source`` in one step (one read transaction), journal mode
    DELETE, so the copy is one self-contained file."""
    try:
        with contextlib.closing(_open_read_only(source)) as src, \
                contextlib.closing(sqlite3.connect(target, isolation_level=None)) as dst:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")
    except sqlite3.DatabaseError as error:
        if not is_damage(error):
            raise
        raise ClassError("class.damaged", f"{source}: {error}") from None


def serving_lock(path: Path | str) -> filelock.FileLock:
    """The lock held while the class file ``path`` is served (``NAME.backups/serving.lock``;
    released by the system when the server's process ends, even killed)."""
    folder = backup_folder(path)
    folder.mkdir(parents=True, exist_ok=True)
    return filelock.FileLock(folder / "serving.lock", timeout=0, thread_local=False)


def keep_backups(path: Path | str, interval: float | None = None,
                 keep: int | None = None) -> Callable[[Any], AsyncIterator[None]]:
    """An aiohttp cleanup context (``app.cleanup_ctx.append(keep_backups(path))``) that,
    while the class file ``path`` is served, holds :func:`serving_lock` and makes a backup
    (:func:`make_backup`, in a thread) at the start, every ``interval`` seconds (default
    :data:`BACKUP_INTERVAL`, read when the server starts) and when the class ends. A backup
    that fails is logged, never raised: the class goes on."""
    path = Path(path)

    async def context(_app: Any) -> AsyncIterator[None]:
        lock = _hold_serving_lock(path)
        stop = asyncio.Event()
        await _backup_logged(path, keep)
        task = asyncio.create_task(_backups_until(stop, path, interval, keep))
        try:
            yield
        finally:
            stop.set()
            await task
            await _backup_logged(path, keep)  # the class as it ends (a copy equal to the last is dropped)
            if lock is not None:
                lock.release()

    return context


def _hold_serving_lock(path: Path) -> filelock.FileLock | None:
    """The :func:`serving_lock` of ``path``, acquired; None (logged) when another server
    holds it or it cannot be made: the class is served all the same."""
    try:
        lock = serving_lock(path)
        lock.acquire()
    except OSError as error:  # filelock.Timeout too: served twice, the first holds it
        _log.warning("class file %s: no serving lock (%s)", path, error)
        return None
    return lock


async def _backups_until(stop: asyncio.Event, path: Path, interval: float | None,
                         keep: int | None) -> None:
    seconds = max(0.01, BACKUP_INTERVAL if interval is None else interval)
    while True:
        with contextlib.suppress(asyncio.TimeoutError):  # not TimeoutError before 3.11
            await asyncio.wait_for(stop.wait(), seconds)
        if stop.is_set():
            return
        await _backup_logged(path, keep)


async def _backup_logged(path: Path, keep: int | None) -> None:
    try:
        made = await asyncio.to_thread(make_backup, path, keep)
    except (ClassError, OSError, sqlite3.Error) as error:
        _log.warning("no backup of the class file %s: %s", path, error)
    else:
        if made is not None:
            _log.info("class file %s backed up as %s", path, made)


# --- restore -----------------------------------------------------------------------------


def find_backup(path: Path | str, wanted: str | None = None) -> Backup:
    """The backup ``wanted`` of the class file ``path`` (a name from :func:`backup_files`,
    with or without ``.sqlite3``, or a file's path), else the newest sound one.

    Raises:
        ClassError: ``backup.none`` when there is no such backup (or no sound one);
            ``class.damaged`` when ``wanted`` fails the check.
    """
    if wanted is None:
        for backup in list_backups(path):
            if backup.sound:
                return backup
        raise ClassError("backup.none", f"no sound backup in {backup_folder(path)}")
    folder = backup_folder(path)
    for candidate in (folder / wanted, folder / f"{wanted}.sqlite3", Path(wanted)):
        if candidate.is_file():
            check_file(candidate)
            return describe_backup(candidate)
    raise ClassError("backup.none", wanted)


def restore(path: Path | str, wanted: str | None = None) -> tuple[Backup, Path | None]:
    """Replace the class file ``path`` with a backup (see :func:`find_backup`); the file it
    replaces, damaged or not, is renamed beside it with its side files, never deleted.
    The class must not be served meanwhile (its :func:`serving_lock` is taken).

    Returns:
        ``(the backup restored, where the replaced file is kept or None when there was none)``.

    Raises:
        ClassError: ``backup.none``, ``class.damaged`` (see :func:`find_backup`);
            ``class.serving`` when the class is being served.
        OSError: a file cannot be renamed or written.
    """
    path = Path(path)
    backup = find_backup(path, wanted)
    lock = serving_lock(path)
    try:
        lock.acquire()
    except filelock.Timeout:
        raise ClassError("class.serving", str(path)) from None
    try:
        partial = path.with_name(f".{path.name}.restoring")
        shutil.copyfile(backup.path, partial)
        kept = _set_aside(path)
        os.replace(partial, path)
    finally:
        lock.release()
    return backup, kept


def _set_aside(path: Path) -> Path | None:
    """Rename ``path`` and its side files to ``NAME.sqlite3.damaged-STAMP`` (or
    ``.replaced-STAMP`` when it passes the check); None when there is nothing to keep."""
    present = [extra for extra in ("", *_SIDE_FILES) if Path(f"{path}{extra}").exists()]
    if not present:
        return None
    try:
        check_file(path)
        kind = "replaced"
    except ClassError:
        kind = "damaged"
    stamp = time.strftime(_STAMP, time.gmtime())
    kept, number = path.with_name(f"{path.name}.{kind}-{stamp}"), 1
    while any(Path(f"{kept}{extra}").exists() for extra in ("", *_SIDE_FILES)):
        number += 1
        kept = path.with_name(f"{path.name}.{kind}-{stamp}-{number}")
    for extra in present:
        os.replace(f"{path}{extra}", f"{kept}{extra}")
    return kept


__all__ = ["BACKUP_COUNT", "BACKUP_INTERVAL", "Backup", "backup_files", "backup_folder",
           "check_file", "describe_backup", "find_backup", "is_damage", "keep_backups",
           "list_backups", "make_backup", "restore", "serving_lock"]
