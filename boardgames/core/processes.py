"""The one policy for starting and stopping child processes (Qt-free).

Every child the app starts (a lesson's demo program, a student's solver in the challenge,
anything run with :mod:`subprocess`) is started as the leader of a new session, hence of a
new process group, so that stopping it also stops whatever it started. Stopping is:

1. ``SIGTERM`` to the whole group (the child may clean up);
2. wait up to a grace period (:data:`GRACE_SECONDS`) for the child to end;
3. ``SIGKILL`` to the whole group (a child that ignores ``SIGTERM``, and any grandchild
   still alive, dies here);
4. reap the child, so no zombie is left.

Stopping never raises for a process that has already ended. On Windows (no process
groups) ``terminate()`` / ``kill()`` of the child itself stand in for the group signals.

The GUI starts demos with ``QProcess`` (its ``CreateNewSession`` flag) and stops them with
:func:`signal_group`; everything else uses :func:`popen` and :func:`stop`.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

#: Seconds a child gets between ``SIGTERM`` and ``SIGKILL``.
GRACE_SECONDS = 1.0
#: Seconds to wait for the kernel to reap a child after ``SIGKILL``.
REAP_SECONDS = 5.0

POSIX = os.name == "posix"
#: The folder holding the ``boardgames`` package this process runs.
PACKAGE_ROOT = Path(__file__).resolve().parents[2]


def popen(command: Sequence[str], *, cwd: str | os.PathLike[str] | None = None,
          env: dict[str, str] | None = None, stdin: Any = None,
          stdout: IO[bytes] | int | None = None,
          stderr: IO[bytes] | int | None = None,
          pass_fds: Sequence[int] = ()) -> subprocess.Popen[bytes]:
    """Start ``command`` as the leader of a new session (POSIX) so that :func:`stop`
    reaches its whole process group; ``pass_fds`` stay open in the child.

    Raises:
        OSError: the program cannot be started (not found, not executable).
    """
    return subprocess.Popen(list(command), cwd=cwd, env=env, stdin=stdin, stdout=stdout,
                            stderr=stderr, start_new_session=POSIX, pass_fds=tuple(pass_fds))


def popen_module(module: str, args: Sequence[str] = (), **options: Any) -> subprocess.Popen[bytes]:
    """:func:`popen` of ``python -m module args`` with this interpreter, in the folder
    holding this ``boardgames`` package: ``-m`` puts the working folder first on the
    child's path, so a ``boardgames`` folder where the app was started (a checkout, an
    older copy) would be imported instead. ``options`` are :func:`popen`'s.

    Raises:
        OSError: the interpreter cannot be started.
    """
    return popen([sys.executable, "-m", module, *args], cwd=PACKAGE_ROOT, **options)


def run_module(module: str, args: Sequence[str] = (), timeout: float | None = None
               ) -> subprocess.CompletedProcess[str]:
    """Run ``python -m module args`` (:func:`popen_module`) to its end and return its exit
    code and output (UTF-8, bad bytes replaced). After ``timeout`` seconds it is stopped
    with its group (:func:`stop`): the exit code is then negative and the output what it
    wrote so far.

    Raises:
        OSError: the interpreter cannot be started.
    """
    child = popen_module(module, args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    try:
        stdout, stderr = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop(child)
        stdout, stderr = child.communicate()
    return subprocess.CompletedProcess(child.args, child.returncode, decoded(stdout),
                                       decoded(stderr))


def decoded(output: bytes | None) -> str:
    """A child's output as text: UTF-8, bad bytes replaced ("" for None)."""
    return (output or b"").decode("utf-8", "replace")


def signal_group(pid: int, sig: int) -> bool:
    """Send ``sig`` to the process group led by ``pid`` (POSIX; on Windows only
    ``SIGTERM``/``SIGKILL`` to the process itself). Returns False when there is no such
    group any more (already ended) or it may not be signalled; never raises."""
    if pid <= 0:
        return False
    try:
        if POSIX:
            os.killpg(pid, sig)
        else:  # pragma: no cover - Windows has no process groups
            os.kill(pid, sig)
    except (ProcessLookupError, PermissionError, OSError):
        return False
    return True


def stop(proc: subprocess.Popen[Any], grace: float = GRACE_SECONDS) -> int | None:
    """Stop ``proc`` and its process group: ``SIGTERM`` to the group, up to ``grace``
    seconds for the child to end, then ``SIGKILL`` to the group; reap the child.

    Returns the child's exit code (negative: the signal that ended it), or None if it
    could not be reaped within :data:`REAP_SECONDS`. Never raises for a process that has
    already ended.
    """
    if proc.poll() is not None:
        # The child has ended, but children it started may live on in its group.
        signal_group(proc.pid, signal.SIGKILL)
        return proc.returncode
    _terminate(proc)
    try:
        proc.wait(timeout=max(0.0, grace))
    except subprocess.TimeoutExpired:
        pass
    _kill(proc)
    try:
        return proc.wait(timeout=REAP_SECONDS)
    except subprocess.TimeoutExpired:  # pragma: no cover - a process stuck in the kernel
        return None


def _terminate(proc: subprocess.Popen[Any]) -> None:
    if POSIX:
        signal_group(proc.pid, signal.SIGTERM)
    else:  # pragma: no cover
        try:
            proc.terminate()
        except OSError:
            pass


def _kill(proc: subprocess.Popen[Any]) -> None:
    """SIGKILL the group even when the leader has already gone: grandchildren may remain."""
    if POSIX:
        signal_group(proc.pid, signal.SIGKILL)
    else:  # pragma: no cover
        try:
            proc.kill()
        except OSError:
            pass


def wait_gone(pid: int, seconds: float) -> bool:
    """Poll until no process of the group ``pid`` is left (POSIX) or ``seconds`` pass.
    Returns True when the group is gone. For tests and for callers that must know."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not group_alive(pid):
            return True
        time.sleep(0.02)
    return not group_alive(pid)


def group_alive(pid: int) -> bool:
    """True while some process of the group led by ``pid`` still exists (POSIX: signal 0
    to the group; zombies count as alive until reaped)."""
    if not POSIX:  # pragma: no cover
        return False
    try:
        os.killpg(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
