"""A class kept in SQLite, in the teacher's data folder (Qt-free).

One database file per class: ``$BOARDGAMES_CLASS_DIR/NAME.sqlite3`` when the variable is
set, else ``platformdirs.user_data_dir("boardgames")/classes/NAME.sqlite3``. The file is
in WAL mode with ``synchronous=FULL``: a submission the server acknowledged is on disk, and
the teacher's app may stop (or crash) at any moment without losing it. The schema has a
version (table ``schema_version``) and :data:`MIGRATIONS` bring an older file up to date
when it is opened; a file of a newer version is refused (``schema.newer``), never changed.
A file that exists is checked before anything is written into it (read-only, ``PRAGMA
quick_check``; :mod:`~boardgames.classroom.integrity`): an empty file, one that is not
SQLite or one with damaged pages is refused (``class.damaged``), never written into or
replaced by a new class; only a file that does not exist is made new. While a class is
served, rolling backups of its file are kept in ``NAME.backups/`` beside it
(:func:`~boardgames.classroom.integrity.keep_backups`) and ``boardgames class restore``
brings one back.

Tables: ``meta`` (the class code, the teacher's code), ``students`` (name, the token of the
computer that joined with it, when), ``submissions`` (one row per submission id; see
:class:`~boardgames.classroom.model.Submission`), ``players`` (one row per player sent for a
game's class tournament; :class:`~boardgames.classroom.model.PlayerSubmission`; schema 2),
``levels`` (one row per level won in a game; schema 3), ``sequence`` (the teacher's fixed
sequence of exercises, one row per position; schema 4).

A :class:`ClassStore` may be used from several threads (one connection, one lock).
"""

from __future__ import annotations

import functools
import json
import secrets
import sqlite3
import string
import threading
import time
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from boardgames.classroom import names
from boardgames.classroom.integrity import check_file, is_damage
from boardgames.classroom.model import (
    EMPTY,
    FAILED,
    PASSED,
    Cell,
    CheckOutcome,
    ClassError,
    Grid,
    LevelSubmission,
    PlayerSubmission,
    Quota,
    Submission,
    clean_code,
    new_code,
    sorted_exercises,
    student_name,
)
from boardgames.classroom.sequence import clean_sequence
from boardgames.core.data_paths import user_data_path
from boardgames.exercises.loader import find_exercises

ENV_DIR = "BOARDGAMES_CLASS_DIR"
#: The class opened when none is named.
DEFAULT_CLASS = "class"
SUFFIX = ".sqlite3"


def class_dir() -> Path:
    """The folder of the classes: ``$BOARDGAMES_CLASS_DIR`` if set, else ``classes`` in the
    user's data folder (it may not exist yet)."""
    return user_data_path(ENV_DIR, "classes")


def class_path(name: str = DEFAULT_CLASS) -> Path:
    """The database file of the class ``name`` (letters, digits, ``-`` and ``_``).

    Raises:
        ClassError: ``request.bad`` when ``name`` has other characters.
    """
    if not name or not all(ch.isalnum() or ch in "-_" for ch in name):
        raise ClassError("request.bad", f"class name {name!r}")
    return class_dir() / f"{name}{SUFFIX}"


def list_classes() -> list[str]:
    """The names of the classes in :func:`class_dir`, sorted."""
    folder = class_dir()
    return sorted(p.name[:-len(SUFFIX)] for p in folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []


def delete_class(name: str) -> bool:
    """Delete the class ``name`` (its database and WAL files); False when there was none."""
    path = class_path(name)
    found = path.exists()
    for extra in ("", "-wal", "-shm"):
        Path(f"{path}{extra}").unlink(missing_ok=True)
    return found


def _to_1(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    db.execute("CREATE TABLE students (name TEXT PRIMARY KEY COLLATE NOCASE, "
               "token TEXT NOT NULL, joined REAL NOT NULL)")
    db.execute("CREATE TABLE submissions (seq INTEGER PRIMARY KEY AUTOINCREMENT, "
               "id TEXT NOT NULL UNIQUE, student TEXT NOT NULL COLLATE NOCASE, "
               "exercise TEXT NOT NULL, passed INTEGER NOT NULL, checks TEXT NOT NULL, "
               "seconds REAL, file TEXT NOT NULL, sent REAL NOT NULL, received REAL NOT NULL)")
    db.execute("CREATE INDEX submissions_cell ON submissions (student, exercise)")


def _to_2(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE players (seq INTEGER PRIMARY KEY AUTOINCREMENT, "
               "id TEXT NOT NULL UNIQUE, student TEXT NOT NULL COLLATE NOCASE, "
               "game TEXT NOT NULL, file TEXT NOT NULL, sent REAL NOT NULL, received REAL NOT NULL)")


def _to_3(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE levels (seq INTEGER PRIMARY KEY AUTOINCREMENT, "
               "id TEXT NOT NULL UNIQUE, student TEXT NOT NULL COLLATE NOCASE, "
               "game TEXT NOT NULL, level INTEGER NOT NULL, sent REAL NOT NULL, "
               "received REAL NOT NULL)")


def _to_4(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE sequence (position INTEGER PRIMARY KEY, exercise TEXT NOT NULL UNIQUE)")


#: Between an identity and a row's number, in the identity kept for an older row whose
#: name clashes with one that joined before it (a character no name may hold).
_CLASH = "\x1f"


def _to_5(db: sqlite3.Connection) -> None:
    """Students get their name's identity (unique) and skeleton (:mod:`.names`). Rows of an
    older file whose identities clash (SQLite's NOCASE folds ASCII letters only: "Élodie"
    and "élodie" could both join) are all kept: the later ones get ``IDENTITY\\x1fROWID``."""
    db.execute("ALTER TABLE students ADD COLUMN identity TEXT")
    db.execute("ALTER TABLE students ADD COLUMN skeleton TEXT")
    taken: set[str] = set()
    for rowid, name in db.execute("SELECT rowid, name FROM students ORDER BY joined, rowid").fetchall():
        key = names.identity_key(str(name))
        kept = f"{key}{_CLASH}{rowid}" if key in taken else key
        taken.add(kept)
        db.execute("UPDATE students SET identity = ?, skeleton = ? WHERE rowid = ?",
                   (kept, names.skeleton(key), rowid))
    db.execute("CREATE UNIQUE INDEX students_identity ON students (identity)")
    db.execute("CREATE INDEX students_skeleton ON students (skeleton)")


#: ``(version, migration)`` in order: migration N brings a file of version N-1 to N
#: (1: roster and checks; 2: tournament players; 3: levels won in the games; 4: the fixed
#: sequence of exercises; 5: the students' identities and skeletons).
MIGRATIONS: list[tuple[int, Callable[[sqlite3.Connection], None]]] = [
    (1, _to_1), (2, _to_2), (3, _to_3), (4, _to_4), (5, _to_5)]
#: The schema version this app writes.
SCHEMA_VERSION = MIGRATIONS[-1][0]


def schema_version(db: sqlite3.Connection) -> int:
    """The schema version of an open database (0 for a new, empty file)."""
    found = db.execute("SELECT name FROM sqlite_master WHERE name = 'schema_version'").fetchone()
    if found is None:
        return 0
    row = db.execute("SELECT version FROM schema_version").fetchone()
    return int(row[0]) if row else 0


def migrate(db: sqlite3.Connection) -> int:
    """Bring the database to :data:`SCHEMA_VERSION`, one migration per transaction.

    Returns:
        The version the file had before.

    Raises:
        ClassError: ``schema.newer`` when the file's version is newer than this app's.
    """
    before = schema_version(db)
    if before > SCHEMA_VERSION:
        raise ClassError("schema.newer", f"version {before}, this app knows {SCHEMA_VERSION}")
    for version, step in MIGRATIONS:
        if version <= before:
            continue
        with db:
            step(db)
            db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            db.execute("DELETE FROM schema_version")
            db.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))
    return before


class ClassStore:
    """One class's roster and submissions in its SQLite file.

    Raises (when opened):
        ClassError: ``schema.newer`` (see :func:`migrate`); ``class.damaged`` when the file
            exists but is empty, not SQLite or fails ``PRAGMA quick_check`` (see
            :func:`~boardgames.classroom.integrity.check_file`; nothing is written then).
        sqlite3.OperationalError, OSError: the file cannot be opened or created (locked,
            unreadable, a full disk).
    """

    #: What the class stores at most (:class:`~boardgames.classroom.model.Quota`); give a
    #: store other limits by setting its own (``store.quota = Quota(files=2)``).
    quota: Quota = Quota()

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else class_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        check_file(self.path)  # read-only: a damaged file is refused untouched
        self._lock = threading.Lock()
        self._used = Usage()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA busy_timeout=5000")
            self._db.isolation_level = "DEFERRED"
            migrate(self._db)
        except sqlite3.DatabaseError as error:
            self._db.close()
            if not is_damage(error):
                raise
            raise ClassError("class.damaged", f"{self.path}: {error}") from None
        except BaseException:
            self._db.close()
            raise

    def close(self) -> None:
        """Close the file (everything stored is already on disk)."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> ClassStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- the class's codes -------------------------------------------------------------

    def _meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def _set_meta(self, key: str, value: str) -> None:
        with self._db:
            self._db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def code(self, wanted: str | None = None) -> str:
        """The class code students type: ``wanted`` when given (it is then kept), else the
        stored one, else a new one (:func:`~boardgames.classroom.model.new_code`)."""
        with self._lock:
            code = clean_code(wanted) if wanted else self._meta("code")
            if not code:
                code = new_code()
            if code != self._meta("code"):
                self._set_meta("code", code)
            return code

    def setting(self, key: str) -> str | None:
        """A setting the teacher made (``levels``: JSON, see
        :meth:`~boardgames.classroom.server.ClassApp.set_levels`); None when never made."""
        with self._lock:
            return self._meta(f"setting.{key}")

    def set_setting(self, key: str, value: str) -> None:
        """Keep a setting of the teacher's (survives the class being served again)."""
        with self._lock:
            self._set_meta(f"setting.{key}", value)

    def sequence(self) -> tuple[str, ...]:
        """The class's fixed sequence of exercises (keys, in order; empty: none)."""
        with self._lock:
            rows = self._db.execute("SELECT exercise FROM sequence ORDER BY position").fetchall()
        return tuple(str(r[0]) for r in rows)

    def set_sequence(self, keys: Sequence[str]) -> tuple[str, ...]:
        """Keep ``keys`` as the class's sequence (empty: none); returns it as kept.

        Raises:
            ClassError: see :func:`~boardgames.classroom.sequence.clean_sequence` (every
                key must be an installed exercise).
        """
        cleaned = clean_sequence(keys, installed_exercises())
        with self._lock, self._db:
            self._db.execute("DELETE FROM sequence")
            self._db.executemany("INSERT INTO sequence (position, exercise) VALUES (?, ?)",
                                 enumerate(cleaned))
        return cleaned

    def teacher_code(self) -> str:
        """The teacher's code (reads the whole class from another computer); made once."""
        with self._lock:
            code = self._meta("teacher_code")
            if code is None:
                code = new_code(12)
                self._set_meta("teacher_code", code)
            return code

    # --- roster ------------------------------------------------------------------------

    def join(self, name: str, token: str | None = None) -> tuple[str, str]:
        """Add ``name`` to the class, or let the computer that joined with it back in.

        Returns:
            ``(name as stored, token)``: the name exactly as its first join typed it
            (trimmed), and the token that proves it from now on.

        Raises:
            ClassError: ``name.empty`` or ``name.invalid`` (see
                :func:`~boardgames.classroom.model.student_name`); ``name.taken`` when the
                name's identity (case, accents' forms, width ignored:
                :func:`~boardgames.classroom.names.identity_key`) joined with another token;
                ``name.lookalike`` when the name looks like another student's (the same
                :func:`~boardgames.classroom.names.skeleton`); ``quota.class`` when the
                class has its most students (:attr:`Quota.students`) and the name is new.
        """
        wanted = student_name(name)
        with self._lock:
            known = self._known(wanted, token)
            if known is not None:
                return known
            count = self._db.execute("SELECT COUNT(*) FROM students").fetchone()[0]
            if count >= self.quota.students:
                raise ClassError("quota.class", f"{count} students")
            token = secrets.token_urlsafe(18)
            try:
                with self._db:
                    self._db.execute("INSERT INTO students (name, token, joined, identity, "
                                     "skeleton) VALUES (?, ?, ?, ?, ?)",
                                     (wanted.shown, token, time.time(), wanted.key, wanted.skeleton))
            except sqlite3.IntegrityError:  # joined just now through another connection
                raise ClassError("name.taken", wanted.shown) from None
            return wanted.shown, token

    def _known(self, wanted: names.Name, token: str | None) -> tuple[str, str] | None:
        """``(name as stored, token)`` of the student ``wanted`` is when ``token`` proves it
        (an older row kept apart, ``IDENTITY\\x1fROWID``, too); None for a name nobody has
        (call under the lock).

        Raises:
            ClassError: ``name.taken``, ``name.lookalike`` (see :meth:`join`).
        """
        rows = self._db.execute(
            "SELECT name, token FROM students WHERE identity = ? OR (identity >= ? AND "
            "identity < ?) ORDER BY joined, rowid",
            (wanted.key, wanted.key + _CLASH, wanted.key + chr(ord(_CLASH) + 1))).fetchall()
        proof = (token or "").encode("utf-8", "surrogatepass")
        for stored, stored_token in rows:
            if token is not None and secrets.compare_digest(str(stored_token).encode(), proof):
                return str(stored), str(stored_token)
        if rows:
            raise ClassError("name.taken", wanted.shown)
        if self._db.execute("SELECT 1 FROM students WHERE skeleton = ?",
                            (wanted.skeleton,)).fetchone() is not None:
            raise ClassError("name.lookalike", wanted.shown)
        return None

    def student(self, token: str) -> str | None:
        """The name that joined with ``token`` (None for an unknown token)."""
        with self._lock:
            row = self._db.execute("SELECT name FROM students WHERE token = ?", (token,)).fetchone()
        return None if row is None else str(row[0])

    def students(self) -> list[str]:
        """The names, in the order they joined."""
        with self._lock:
            rows = self._db.execute("SELECT name FROM students ORDER BY joined, rowid").fetchall()
        return [str(r[0]) for r in rows]

    # --- submissions -------------------------------------------------------------------

    def add(self, student: str, submission: Submission) -> bool:
        """Store ``submission`` from ``student`` (a name that joined). Only the newest
        :attr:`Quota.files` files of ``student`` per exercise are kept: an older submission
        keeps its row (its result and attempt count in the grid), its file is emptied.

        Returns:
            True when it is new; False when its id was already stored (nothing changes:
            a submission sent again is never counted twice, even once a quota is reached).

        Raises:
            ClassError: ``quota.student`` or ``quota.class`` (see :class:`Quota`; nothing is
                stored).
        """
        checks = json.dumps([[c.id, c.passed, c.code] for c in submission.checks])
        return self._insert(
            student, "submissions", submission.id, _utf8(submission.file) + len(checks),
            "INSERT OR IGNORE INTO submissions (id, student, exercise, passed, checks, "
            "seconds, file, sent, received) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (submission.id, student, submission.exercise, int(submission.passed), checks,
             submission.seconds, submission.file, submission.sent, time.time()),
            ("exercise", submission.exercise, self.quota.files))

    def add_player(self, student: str, player: PlayerSubmission) -> bool:
        """Store ``player`` from ``student``; False when its id was already stored. Only the
        newest :attr:`Quota.players` players of ``student`` per game keep their file.

        Raises:
            ClassError: ``quota.student`` or ``quota.class`` (nothing is stored).
        """
        return self._insert(
            student, "players", player.id, _utf8(player.file),
            "INSERT OR IGNORE INTO players (id, student, game, file, sent, received) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (player.id, student, player.game, player.file, player.sent, time.time()),
            ("game", player.game, self.quota.players))

    def add_level(self, student: str, level: LevelSubmission) -> bool:
        """Store a level ``student`` won; False when its id was already stored.

        Raises:
            ClassError: ``quota.student`` or ``quota.class`` (nothing is stored).
        """
        return self._insert(
            student, "levels", level.id, 0,
            "INSERT OR IGNORE INTO levels (id, student, game, level, sent, received) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (level.id, student, level.game, level.level, level.sent, time.time()), None)

    # --- the quota -----------------------------------------------------------------------

    def _insert(self, student: str, table: str, ident: str, size: int, insert: str,
                values: tuple[Any, ...], trim: tuple[str, str, int] | None) -> bool:
        """Store one item of ``student``'s (``size``: its bytes) in ``table`` with the
        statement ``insert``: its id looked up first (a resend is acknowledged, whatever
        the quota), then the quota; ``trim``: ``(column, value, keep)`` of the rows whose
        files are trimmed to the newest ``keep``."""
        with self._lock:
            if self._db.execute(f"SELECT 1 FROM {table} WHERE id = ?", (ident,)).fetchone():
                return False
            usage = self._used.now(self._db)
            code = self._used.refusal(self.quota, student)
            if code:
                items, used = usage.get(student, (0, 0))
                raise ClassError(code, f"{items} items and {used} bytes of this student's stored, "
                                       f"{sum(u[1] for u in usage.values())} bytes of the class's")
            with self._db:
                if self._db.execute(insert, values).rowcount != 1:
                    return False
                freed = 0 if trim is None else _trim(self._db, table, student, *trim)
            self._used.stored(student, size - freed)
            return True

    def levels(self, student: str | None = None) -> dict[tuple[str, str], int]:
        """``{(student, game): the highest level won}`` (of ``student`` only, if given)."""
        where, args = ("WHERE student = ?", (student,)) if student is not None else ("", ())
        with self._lock:
            rows = self._db.execute(f"SELECT student, game, MAX(level) FROM levels {where} "
                                    "GROUP BY student, game", args).fetchall()
        return {(str(r[0]), str(r[1])): int(r[2]) for r in rows}

    def players(self, game: str | None = None) -> list[tuple[str, PlayerSubmission]]:
        """The newest player of each student per game (of ``game`` only, if given), as
        ``(student, player)`` in the order the students joined."""
        where, args = ("WHERE game = ?", (game,)) if game is not None else ("", ())
        with self._lock:
            rows = self._db.execute(
                "SELECT p.student, p.id, p.game, p.file, p.sent FROM players p JOIN "
                f"(SELECT MAX(seq) m FROM players {where} GROUP BY student, game) g "
                "ON p.seq = g.m JOIN students s ON s.name = p.student "
                "ORDER BY s.joined, s.rowid, p.game", args).fetchall()
        return [(str(r[0]), PlayerSubmission(str(r[1]), str(r[2]), str(r[3]), float(r[4])))
                for r in rows]

    def _flag_names(self, grid: Grid) -> None:
        """Flag ``name.clash`` on ``grid``'s students whose name has the skeleton of another
        student's: rows of a file from before identities, kept apart (added to the flags
        already there)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT name FROM students WHERE skeleton IN (SELECT skeleton FROM students "
                "GROUP BY skeleton HAVING COUNT(*) > 1)").fetchall()
        clashing = {str(r[0]) for r in rows}
        for name in grid.students:
            if name in clashing:
                grid.flags[name] = (*grid.flags.get(name, ()), "name.clash")

    def file_names(self, others: Sequence[str] = ()) -> dict[str, str]:
        """``{student: the name of their files and folders in exports}``
        (:func:`~boardgames.classroom.names.file_name`), unique as case-insensitive file
        systems compare them (:func:`~boardgames.classroom.names.unique`): a student whose
        name makes the file name of one who joined before gets ``~2`` (``Anna!`` ``Anna_``,
        ``Anna?`` ``Anna_~2``), the same in every export since students only join after.
        Names of ``others`` that are no student's come last."""
        students = self.students()
        students += [name for name in dict.fromkeys(others) if name not in set(students)]
        return dict(zip(students, names.unique(names.file_name(s) for s in students), strict=True))

    def export_players(self, folder: Path | str, game: str | None = None) -> list[Path]:
        """Write the newest players as ``FOLDER/GAME/STUDENT.py`` (``STUDENT``: see
        :meth:`file_names`, one file per student); returns the files."""
        written = []
        chosen = self.players(game)
        files = self.file_names([student for student, _ in chosen])
        for student, player in chosen:
            path = Path(folder) / player.game / f"{files[student]}.py"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(player.file, encoding="utf-8")
            written.append(path)
        return written

    def version(self) -> int:
        """A number that grows with every stored submission or player and every join."""
        with self._lock:
            row = self._db.execute(
                "SELECT (SELECT COALESCE(MAX(seq), 0) FROM submissions) + "
                "(SELECT COALESCE(MAX(seq), 0) FROM players) + "
                "(SELECT COALESCE(MAX(seq), 0) FROM levels) + "
                "(SELECT COUNT(*) FROM students)").fetchone()
        return int(row[0])

    def count(self) -> int:
        """How many submissions are stored."""
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM submissions").fetchone()[0])

    def grid(self, student: str | None = None) -> Grid:
        """The grid of the whole class, or of ``student``'s row only."""
        where, args = ("WHERE student = ?", (student,)) if student is not None else ("", ())
        with self._lock:
            rows = self._db.execute(
                "SELECT s.student, s.exercise, g.p, g.n, s.received, s.id FROM "
                f"(SELECT MAX(passed) p, COUNT(*) n, MAX(seq) m FROM submissions {where} "
                "GROUP BY student, exercise) g JOIN submissions s ON s.seq = g.m", args).fetchall()
        cells = {(str(r[0]), str(r[1])): Cell(PASSED if r[2] else FAILED, int(r[3]), float(r[4]),
                                              str(r[5])) for r in rows}
        students = self.students() if student is None else [student]
        # the tables compare names as SQLite's NOCASE does (ASCII letters only), and no two
        # students' names are equal so: each cell goes to one stored name, never merged
        stored = {_nocase(n): n for n in students}
        cells = {(stored.get(_nocase(s), s), e): c for (s, e), c in cells.items()}
        exercises = sorted_exercises((e for _, e in cells), installed_exercises())
        levels = {(stored.get(_nocase(s), s), g): n for (s, g), n in self.levels(student).items()}
        grid = Grid(students, exercises, cells, self.version(), levels)
        self._flag_names(grid)
        with self._lock:
            self._used.now(self._db)
        self._used.flag(self.quota, grid)
        return grid

    def submissions(self, student: str, exercise: str) -> list[Submission]:
        """``student``'s submissions on ``exercise``, oldest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, exercise, passed, checks, seconds, file, sent FROM submissions "
                "WHERE student = ? AND exercise = ? ORDER BY seq", (student, exercise)).fetchall()
        return [_submission(row) for row in rows]

    def export_files(self, path: Path | str) -> int:
        """Write every student's last file per exercise into the zip ``path``
        (``STUDENT/LESSON/EXERCISE.py``; ``STUDENT``: see :meth:`file_names`; entries equal
        but for case get ``~2``...); returns how many files the zip holds (one per cell)."""
        cells = sorted(self.grid().cells.items())
        folders = self.file_names([student for (student, _), _ in cells])
        entries = names.unique(f"{folders[student]}/{_entry(exercise)}" for (student, exercise), _ in cells)
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            for entry, (_, cell) in zip(entries, cells, strict=True):
                with self._lock:
                    row = self._db.execute("SELECT file FROM submissions WHERE id = ?",
                                           (cell.last_id,)).fetchone()
                archive.writestr(f"{entry}.py", str(row[0]))
            return len(archive.namelist())


class Usage:
    """What a class file holds per student, ``{student: [items, bytes]}`` (see
    :class:`~boardgames.classroom.model.Quota`): counted from the file when first needed
    and again when another connection wrote into it (its ``data_version`` changed), else
    kept up to date by each item stored (:meth:`stored`). Used under the store's lock."""

    def __init__(self) -> None:
        self._usage: dict[str, list[int]] = {}
        self._mark = -1

    def now(self, db: sqlite3.Connection) -> dict[str, list[int]]:
        """The usage, counted again when another connection wrote into ``db``'s file."""
        mark = int(db.execute("PRAGMA data_version").fetchone()[0])
        if mark != self._mark:
            self._usage, self._mark = _count_usage(db), mark
        return self._usage

    def stored(self, student: str, size: int) -> None:
        """One more item of ``student``'s, ``size`` bytes more (negative: fewer)."""
        entry = self._usage.setdefault(student, [0, 0])
        entry[0] += 1
        entry[1] += size

    def refusal(self, quota: Quota, student: str) -> str | None:
        """``quota.student`` when ``student``'s items or bytes reached ``quota``,
        ``quota.class`` when the class's bytes did, else None (as of :meth:`now`)."""
        if self._student_full(quota, student):
            return "quota.student"
        return "quota.class" if self._class_bytes() >= quota.class_bytes else None

    def flag(self, quota: Quota, grid: Grid) -> None:
        """Flag ``grid``'s students whose quota is reached and the class when its is (added
        to the flags already there; as of :meth:`now`)."""
        for name in grid.students:
            if self._student_full(quota, name):
                grid.flags[name] = (*grid.flags.get(name, ()), "quota.student")
        if self._class_bytes() >= quota.class_bytes:
            grid.class_flags = (*grid.class_flags, "quota.class")

    def _student_full(self, quota: Quota, student: str) -> bool:
        items, size = self._usage.get(student) or (0, 0)
        return items >= quota.student_items or size >= quota.student_bytes

    def _class_bytes(self) -> int:
        return sum(used[1] for used in self._usage.values())


def _count_usage(db: sqlite3.Connection) -> dict[str, list[int]]:
    """``{student: [items, bytes]}`` as stored in ``db`` (one pass over each table)."""
    tables = {str(r[0]) for r in db.execute("SELECT name FROM sqlite_master")}
    usage: dict[str, list[int]] = {}
    for table, size in _SIZES.items():
        if table not in tables:  # a file opened by a test at an older schema
            continue
        for name, items, used in db.execute(
                f"SELECT student, COUNT(*), TOTAL({size}) FROM {table} GROUP BY student"):
            entry = usage.setdefault(str(name), [0, 0])
            entry[0] += int(items)
            entry[1] += int(used)
    return usage


def _trim(db: sqlite3.Connection, table: str, student: str, column: str, value: str,
          keep: int) -> int:
    """Empty the files of ``student``'s rows of ``table`` with ``column`` = ``value`` but
    the newest ``keep`` (inside the caller's transaction); returns the bytes freed."""
    old = db.execute(
        f"SELECT seq, length(CAST(file AS BLOB)) FROM {table} WHERE student = ? AND "
        f"{column} = ? AND file != '' ORDER BY seq DESC LIMIT -1 OFFSET ?",
        (student, value, max(keep, 0))).fetchall()
    db.executemany(f"UPDATE {table} SET file = '' WHERE seq = ?", [(r[0],) for r in old])
    return sum(int(r[1]) for r in old)


@functools.lru_cache(maxsize=1)
def installed_exercises() -> tuple[str, ...]:
    """The keys of the installed exercises, lesson by lesson (read once)."""
    return tuple(exercise.key for exercise in find_exercises().exercises)


def _submission(row: Any) -> Submission:
    checks = tuple(CheckOutcome(str(c[0]), bool(c[1]), str(c[2])) for c in json.loads(row[3]))
    return Submission(str(row[0]), str(row[1]), bool(row[2]), checks,
                      None if row[4] is None else float(row[4]), str(row[5]), float(row[6]))


#: The bytes of a row that count in the quota, per table (see :class:`Quota`).
_SIZES = {"submissions": "length(CAST(file AS BLOB)) + length(checks)",
          "players": "length(CAST(file AS BLOB))", "levels": "0"}


def _utf8(text: str) -> int:
    """The size of ``text`` in UTF-8, in bytes (as the class file stores it)."""
    return len(text.encode("utf-8", "surrogatepass"))


def _entry(exercise: str) -> str:
    """An exercise's key as a path in a zip (``LESSON/EXERCISE``, each part a file name:
    a ``..`` is never a part)."""
    return "/".join(names.file_name(part) for part in exercise.split("/"))


#: SQLite's NOCASE: ASCII capitals to small letters, nothing else.
_NOCASE = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def _nocase(name: str) -> str:
    """``name`` as SQLite's NOCASE collation compares it."""
    return name.translate(_NOCASE)


__all__ = ["ClassStore", "EMPTY", "SCHEMA_VERSION", "class_dir", "class_path", "delete_class",
           "list_classes", "migrate", "schema_version"]
