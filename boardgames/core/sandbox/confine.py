"""How a sandboxed program is started: bubblewrap where it works, the scrubbed environment,
the fresh folder (Qt-free).

:func:`isolation` probes once per process whether bubblewrap (``bwrap``) can start a
program here (it needs unprivileged user namespaces, which some systems switch off); the
environment variable ``BOARDGAMES_SANDBOX=none`` turns it off on purpose.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

BUBBLEWRAP = "bubblewrap"
NONE = "none"

#: Environment variables a program keeps (language, display, Qt's platform); all others go.
KEPT_VARIABLES = ("PATH", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "TZ",
                  "QT_QPA_PLATFORM", "QT_SCALE_FACTOR", "DISPLAY", "WAYLAND_DISPLAY",
                  "XDG_RUNTIME_DIR", "XAUTHORITY", "SYSTEMROOT")

_probed: dict[str, bool] = {}


def isolation() -> str:
    """``"bubblewrap"`` when programs run without network, on a read-only file system with
    the home folder hidden; ``"none"`` when they run with the user's rights."""
    if os.environ.get("BOARDGAMES_SANDBOX", "").lower() == NONE:
        return NONE
    if "bwrap" not in _probed:
        _probed["bwrap"] = _bubblewrap_works()
    return BUBBLEWRAP if _probed["bwrap"] else NONE


def _bubblewrap_works() -> bool:
    if shutil.which("bwrap") is None or not sys.platform.startswith("linux"):
        return False
    with tempfile.TemporaryDirectory(prefix="boardgames-probe-") as folder:
        command = wrap([sys.executable, "-I", "-c", "pass"], Path(folder), display=False,
                       how=BUBBLEWRAP)
        try:
            done = subprocess.run(command, capture_output=True, timeout=20, check=False)
        except (OSError, subprocess.SubprocessError):
            return False
    return done.returncode == 0


def environment(folder: Path) -> dict[str, str]:
    """The scrubbed environment of a program whose folder is ``folder``: the
    :data:`KEPT_VARIABLES` that are set, ``HOME`` and ``TMPDIR`` set to the folder,
    unbuffered UTF-8 output, no ``.pyc`` files, no user site-packages."""
    env = {key: os.environ[key] for key in KEPT_VARIABLES if key in os.environ}
    env.setdefault("PATH", "/usr/bin:/bin")
    env.update(HOME=str(folder), TMPDIR=str(folder), PYTHONUNBUFFERED="1",
               PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1", PYTHONNOUSERSITE="1")
    return env


def wrap(command: Sequence[str], folder: Path, *, display: bool, how: str | None = None
         ) -> list[str]:
    """``command`` wrapped for the isolation ``how`` (default: :func:`isolation`).

    Under bubblewrap: every namespace unshared (no network, own process ids), the root
    file system read-only, ``/tmp`` and the home folder replaced by empty ones, the Python
    installation visible again (read-only) when it lives in the home folder, ``folder``
    writable, and the process killed with its parent. ``display`` keeps the X11 / Wayland
    sockets reachable, for programs that open windows.
    """
    if (how or isolation()) != BUBBLEWRAP:
        return list(command)
    args = ["bwrap", "--unshare-all", "--die-with-parent", "--new-session",
            "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
    for hidden in _home_folders():
        args += ["--tmpfs", hidden]
    for needed in _python_folders():
        args += ["--ro-bind", needed, needed]
    if display:
        args += _display_binds()
    args += ["--bind", str(folder), str(folder), "--chdir", str(folder), "--"]
    return args + list(command)


def _home_folders() -> list[str]:
    homes = {os.path.expanduser("~"), os.environ.get("HOME", "")}
    return sorted(h for h in homes if h and os.path.isdir(h) and h != "/")


def _python_folders() -> list[str]:
    """The folders the interpreter needs, when they are under a hidden folder."""
    hidden = _home_folders() + ["/tmp"]
    found = {sys.prefix, sys.base_prefix, os.path.dirname(os.path.realpath(sys.executable))}
    return sorted(f for f in found if any(_inside(f, h) for h in hidden))


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _display_binds() -> list[str]:
    binds = ["--ro-bind-try", "/tmp/.X11-unix", "/tmp/.X11-unix"]
    for key in ("XAUTHORITY", "XDG_RUNTIME_DIR"):
        value = os.environ.get(key)
        if value:
            binds += ["--bind-try", value, value]
    return binds


#: Most sibling modules copied beside a program, and the largest copied (bytes).
MAX_SIBLINGS, MAX_SIBLING_BYTES = 100, 1024 * 1024


@dataclass
class Workspace:
    """A fresh folder holding a copy of the program (``program``) and of the Python files
    beside it (so ``import helper`` works; at most :data:`MAX_SIBLINGS` files of at most
    :data:`MAX_SIBLING_BYTES`), removed by :meth:`close`. The folder is made by
    :func:`tempfile.mkdtemp`; the parent's own files are never put in it, and the
    originals are never touched."""

    folder: Path
    program: Path

    def __post_init__(self) -> None:
        # removed at close(), or when the workspace is forgotten, or at exit at the latest
        self._finalizer = weakref.finalize(self, _remove, self.folder)

    @classmethod
    def create(cls, source: Path) -> Workspace:
        """Copy ``source`` into a new folder.

        Raises:
            OSError: the file cannot be read or the folder cannot be made.
        """
        folder = Path(tempfile.mkdtemp(prefix="boardgames-sandbox-"))
        try:
            target = folder / (source.name if source.suffix == ".py" else "program.py")
            shutil.copyfile(source, target)
            _copy_siblings(source, folder)
        except OSError:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        return cls(folder, target)

    def close(self) -> None:
        """Remove the folder and everything the program wrote into it (never raises)."""
        self._finalizer()


def _remove(folder: Path) -> None:
    _make_writable(folder)
    shutil.rmtree(folder, ignore_errors=True)


def _copy_siblings(source: Path, folder: Path) -> None:
    siblings = sorted(p for p in source.parent.glob("*.py") if p.name != source.name)
    for sibling in siblings[:MAX_SIBLINGS]:
        try:
            if sibling.is_file() and sibling.stat().st_size <= MAX_SIBLING_BYTES:
                shutil.copyfile(sibling, folder / sibling.name)
        except OSError:
            continue


def _make_writable(folder: Path) -> None:
    """A program may have taken write permission from its folders; give it back so the
    folder can be removed."""
    try:
        os.chmod(folder, 0o700)
    except OSError:
        pass
    for root, dirs, _files in os.walk(folder):
        for name in dirs:
            try:
                os.chmod(os.path.join(root, name), 0o700)
            except OSError:
                pass
