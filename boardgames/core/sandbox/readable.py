"""What a confined program may see: one description for both confined modes (Qt-free).

A confined program reads only what an interpreter and its libraries need, and writes only
its own folder:

* **read and run**: the system's programs, libraries and settings (``/usr`` without
  ``/usr/local``, ``/bin``, ``/sbin``, ``/lib*``, ``/etc``), the CPU list in ``/sys``, the
  Python installation that runs the app (its prefix, the virtual environment's too) and
  the sandbox's own scripts;
* **hidden** inside those: the ``boardgames`` package itself, with the exercises' checks
  and reference solutions (a program can neither import nor read them);
* **devices**: ``/dev/null``, ``/dev/zero``, ``/dev/random``, ``/dev/urandom``;
* **read and write**: the program's own folder;
* for window programs, the display: the X11 socket folder, ``XAUTHORITY`` and
  ``XDG_RUNTIME_DIR``.

Everything else (the home folder, ``/tmp``, ``/media``, ``/srv``, ``/opt``, ``/proc`` of
other processes, the source tree) does not exist for the program under bubblewrap and
cannot be opened under Landlock. :func:`landlock_rules` and
:func:`boardgames.core.sandbox.confine.bubblewrap_args` turn a :class:`Visible` into each
mode's terms.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

SYSTEM = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc",
          "/sys/devices/system/cpu")
DEVICES = ("/dev/null", "/dev/zero", "/dev/random", "/dev/urandom")
#: Paths of the system tree that stay hidden unless the interpreter lives there.
SYSTEM_HIDDEN = ("/usr/local",)

_PACKAGE = Path(__file__).resolve().parents[2]  # the boardgames package


@dataclass(frozen=True)
class Visible:
    """The paths a confined program may use (absolute, as strings).

    Attributes:
        read: folders and files it may read and run, beneath each.
        hidden: folders inside ``read`` it may not see.
        devices: device files it may use.
        write: folders it may read and write beneath (its own folder; the names in its
            two parent folders, the run's own, may be listed).
        display: paths a window program needs for its display (read, or bound as they are).
    """

    read: tuple[str, ...]
    hidden: tuple[str, ...]
    devices: tuple[str, ...] = DEVICES
    write: tuple[str, ...] = ()
    display: tuple[str, ...] = field(default=())


def python_folders() -> tuple[str, ...]:
    """The folders of the running interpreter: its prefixes (the virtual environment's and
    the base installation's) and the folder of its executable."""
    found = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix,
             os.path.dirname(sys.executable), os.path.dirname(os.path.realpath(sys.executable))}
    return tuple(sorted(os.path.realpath(f) for f in found if f))


def package_folders() -> tuple[str, ...]:
    """Every folder that holds the ``boardgames`` package or its data (the exercises'
    checks and reference solutions): the package itself and a ``boardgames`` folder in
    any folder of the module search path (an editable install keeps the shipped data
    there)."""
    found = {str(_PACKAGE)}
    for entry in sys.path:
        candidate = os.path.join(entry or ".", "boardgames")
        if entry and os.path.isdir(candidate):
            found.update((os.path.abspath(candidate), os.path.realpath(candidate)))
    return tuple(sorted(found))


@lru_cache(maxsize=1)
def _base() -> tuple[tuple[str, ...], tuple[str, ...]]:
    python = python_folders()
    hidden = list(package_folders())
    hidden += [h for h in SYSTEM_HIDDEN if not any(_inside(p, h) for p in python)]
    read = [p for p in SYSTEM if os.path.lexists(p)] + list(python)
    return tuple(dict.fromkeys(read)), tuple(hidden)


def visible(folder: Path, box: Path, display: bool) -> Visible:
    """What a program whose folder is ``folder`` may use; ``box`` holds the sandbox's
    scripts; ``display`` adds what a window program needs."""
    read, hidden = _base()
    return Visible(read=read + (str(box),), hidden=hidden, write=(str(folder),),
                   display=display_paths() if display else ())


def display_paths() -> tuple[str, ...]:
    """The X11 socket folder, the ``XAUTHORITY`` file and ``XDG_RUNTIME_DIR``, where set."""
    paths = ["/tmp/.X11-unix"]
    paths += [os.environ[key] for key in ("XAUTHORITY", "XDG_RUNTIME_DIR") if os.environ.get(key)]
    return tuple(paths)


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def landlock_rules(seen: Visible) -> list[list[str]]:
    """``[path, kind]`` rules for :func:`boardgames.core.sandbox.lockdown.apply`.

    Landlock only grants, so a hidden folder inside a readable one is left out by granting
    the readable one's other entries one by one (and its own names as a list only) along
    the way down to the hidden folder."""
    rules: list[list[str]] = []
    for root in seen.read + seen.display:
        rules += _tree(os.path.realpath(root), [os.path.realpath(h) for h in seen.hidden])
    rules += [[device, "dev"] for device in seen.devices]
    for folder in seen.write:  # its own folder, and the names in the run's private parents
        parent = os.path.dirname(folder)
        rules += [[os.path.dirname(parent), "list"], [parent, "list"], [folder, "rw"]]
    return rules


def _tree(root: str, hidden: list[str]) -> list[list[str]]:
    if any(_inside(root, h) for h in hidden):
        return []
    inner = [h for h in hidden if _inside(h, root)]
    if not inner or not os.path.isdir(root):
        return [[root, "ro"]]
    rules = [[root, "list"]]
    try:
        names = sorted(os.listdir(root))
    except OSError:
        return rules
    for name in names:
        rules += _tree(os.path.join(root, name), inner)
    return rules
