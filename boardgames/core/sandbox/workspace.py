"""The folders of one sandboxed run (Qt-free).

A run gets a private parent folder of its own, made by :func:`tempfile.mkdtemp` (mode 0700)::

    boardgames-run-XXXX/          the private parent (nothing else of anyone's is in it)
        box/                      the sandbox's own scripts, read-only for the program
        run/
            program/              the program's folder: a copy of its file, its HOME, TMPDIR

so ``..`` and ``../..`` of the program's folder hold nothing but this run's own files: a
program that deletes them, even where no confinement works, deletes only its own run.

The folders this module makes carry the number of the process that made them
(``boardgames-run-PID-XXXX``): if that process is killed before it can remove them,
:func:`remove_stale_folders` (at the app's next start) finds them by it.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import stat
import tempfile
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

#: The stand-alone scripts the child runs (standard library only), copied into ``box/``.
BOX_FILES = ("child.py", "worker.py", "lockdown.py", "codec.py")
#: Most sibling modules copied beside a program, and the largest copied (bytes).
MAX_SIBLINGS, MAX_SIBLING_BYTES = 100, 1024 * 1024
#: The largest program copied into a run (bytes): a student's program is text.
MAX_PROGRAM_BYTES = 4 * 1024 * 1024

_HERE = Path(__file__).resolve().parent
#: A folder's name as :func:`_stamped` makes it: the prefix, the maker's process id.
_STAMP = re.compile(r"boardgames-(?:[a-z]+-)?([0-9]+)-")


@dataclass
class Workspace:
    """The folders of one run, removed by :meth:`close`.

    Attributes:
        parent: the private parent folder of the run.
        folder: the program's folder (``parent/run/program``), its working directory.
        program: the copy of the program in ``folder``.
        box: the folder of the sandbox's own scripts (``parent/box``).
    """

    parent: Path
    folder: Path
    program: Path
    box: Path

    def __post_init__(self) -> None:
        # removed at close(), or when the workspace is forgotten, or at exit at the latest
        self._finalizer = weakref.finalize(self, remove_tree, self.parent)

    @classmethod
    def create(cls, source: Path, siblings: bool = True) -> Workspace:
        """Copy ``source`` (and, when ``siblings``, the ``.py`` files beside it, so
        ``import helper`` works: at most :data:`MAX_SIBLINGS` files of at most
        :data:`MAX_SIBLING_BYTES`) into the folders of a new run. The originals are
        never touched.

        Raises:
            OSError: the file cannot be read, is not a regular file (a device such as
                ``/dev/zero`` would be copied for ever) or is larger than
                :data:`MAX_PROGRAM_BYTES` (see :func:`read_program`), or the folders
                cannot be made.
        """
        _check_program(source)
        parent = Path(tempfile.mkdtemp(prefix=_stamped("boardgames-run-")))
        try:
            box, folder = parent / "box", parent / "run" / "program"
            box.mkdir()
            folder.mkdir(parents=True)
            for name in BOX_FILES:
                shutil.copyfile(_HERE / name, box / name)
            target = folder / (source.name if source.suffix == ".py" else "program.py")
            shutil.copyfile(source, target)
            if siblings:
                _copy_siblings(source, folder)
            for path in (box, *(box / name for name in BOX_FILES)):
                os.chmod(path, 0o555 if path == box else 0o444)
        except OSError:
            remove_tree(parent)
            raise
        return cls(parent, folder, target, box)

    def close(self) -> None:
        """Remove the run's folders and everything the program wrote (never raises)."""
        self._finalizer()


@contextmanager
def private_temp(prefix: str = "boardgames-") -> Iterator[Path]:
    """A new private folder (:func:`tempfile.mkdtemp`) for a child process's ``TMPDIR``,
    removed with everything in it on leaving the ``with``: the run folders of a child
    that was stopped before it could remove them itself go with it.

    Raises:
        OSError: the folder cannot be made.
    """
    folder = Path(tempfile.mkdtemp(prefix=_stamped(prefix)))
    try:
        yield folder
    finally:
        remove_tree(folder)


def remove_tree(folder: Path) -> None:
    """Remove ``folder`` and everything in it, the sandbox's read-only ``box/`` folders
    and folders a program made read-only included (never raises)."""
    _make_writable(folder)
    shutil.rmtree(folder, ignore_errors=True)


def remove_stale_folders(root: Path | None = None) -> list[Path]:
    """Remove the run folders left in ``root`` (default: the temporary folder) by a
    process of this user that ended without removing them (an app killed during a
    lesson demo or a check). A folder whose maker still runs, another copy of the app,
    is left alone, as is anything not made by this module or not this user's.

    Returns:
        The folders removed (none where processes cannot be asked whether they run
        without stopping them: off POSIX systems).
    """
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        return []
    root = Path(tempfile.gettempdir()) if root is None else root
    try:
        entries = list(os.scandir(root))
    except OSError:
        return []
    removed = []
    for entry in entries:
        stamp = _STAMP.match(entry.name)
        if stamp and _own_folder(entry) and not _process_runs(int(stamp.group(1))):
            remove_tree(Path(entry.path))
            removed.append(Path(entry.path))
    return removed


def _stamped(prefix: str) -> str:
    return f"{prefix}{os.getpid()}-"


def _own_folder(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_uid == os.getuid()
    except OSError:
        return False


def _process_runs(pid: int) -> bool:
    """Whether process ``pid`` exists (one of another user's counts: it cannot be told
    apart from a copy of the app, so its folders stay)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def read_program(path: Path) -> str:
    """The text of a student's program file, checked as :meth:`Workspace.create` checks
    it before a run.

    Raises:
        FileNotFoundError: there is no such file.
        OSError: it cannot be read, is not a regular file (a folder, or a device such as
            ``/dev/zero`` that would be read for ever) or is larger than
            :data:`MAX_PROGRAM_BYTES`; ``strerror`` says which.
        UnicodeDecodeError: it is not UTF-8 text.
    """
    _check_program(path)
    return path.read_bytes().decode("utf-8")


def _check_program(source: Path) -> None:
    info = source.stat()  # FileNotFoundError and the like as they are
    if not stat.S_ISREG(info.st_mode):
        raise OSError(errno.EINVAL, "not a regular file", str(source))
    if info.st_size > MAX_PROGRAM_BYTES:
        raise OSError(errno.EFBIG, f"larger than {MAX_PROGRAM_BYTES // (1024 * 1024)} MB, "
                      "too large for a program", str(source))


def _copy_siblings(source: Path, folder: Path) -> None:
    """Copy the ``.py`` files beside ``source`` into ``folder``; a symbolic link is not
    copied (``helper.py`` linked to one of the teacher's files would hand its contents
    to the program)."""
    siblings = sorted(p for p in source.parent.glob("*.py") if p.name != source.name)
    for sibling in siblings[:MAX_SIBLINGS]:
        try:
            if (not sibling.is_symlink() and sibling.is_file()
                    and sibling.stat().st_size <= MAX_SIBLING_BYTES):
                shutil.copyfile(sibling, folder / sibling.name)
        except OSError:
            continue


def _make_writable(folder: Path) -> None:
    """A program may have taken write permission from its folders; give it back so the
    folder can be removed. Symbolic links are never followed: a program's link to one
    of the teacher's folders must not change that folder's permissions."""
    if not folder.exists():
        return
    _own_permissions(str(folder))
    for root, dirs, _files in os.walk(folder):
        for name in dirs:
            _own_permissions(os.path.join(root, name))


def _own_permissions(path: str) -> None:
    """``chmod 700`` the folder at ``path`` itself; a link there is left alone (the run's
    processes have all ended by now, so it cannot be swapped in between)."""
    try:
        if not stat.S_ISLNK(os.lstat(path).st_mode):
            os.chmod(path, 0o700)
    except OSError:
        pass
