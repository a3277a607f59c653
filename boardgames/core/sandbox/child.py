"""The sandbox's supervisor: the process the parent starts (standard library only).

The parent (:mod:`boardgames.core.sandbox.run`, :mod:`boardgames.core.sandbox.session`)
copies this file, ``worker.py``, ``codec.py`` and ``lockdown.py`` into the run's private
folder (``box/``) and starts ``python -I -B box/child.py MODE CHANNEL_FD SPEC [REST...]``,
inside bubblewrap in that mode. It never imports ``boardgames``: inside the sandbox the
package is hidden. ``SPEC`` is JSON: ``{"limits": {...}, "lockdown": RULES or null,
"display": bool}``.

The **supervisor** (this process):

1. becomes a *child subreaper* (Linux ``prctl``), so every process the program starts,
   even one that calls ``setsid()`` and whose parent has ended, stays its descendant;
   and asks to be sent ``SIGTERM`` when the parent dies;
2. forks the **worker** (``worker.py``: limits, confinement, then the program, the call or
   the served requests; its channel messages are described there);
3. waits for the worker; when it ends, or when the supervisor gets ``SIGTERM``, kills every
   descendant with ``SIGKILL`` (walking ``/proc``) until none is left, reaps them, writes
   the worker's end on the channel (``{"exit": code}`` or ``{"signal": number}``) and exits.

The **channel** is the write end of a pipe the parent owns (file descriptor ``CHANNEL_FD``;
-1: none); messages are single lines of JSON.
"""

import json
import os
import signal
import sys
import time

if __package__:  # imported as part of boardgames (tests, type checks)
    from boardgames.core.sandbox import worker
else:  # run in the sandbox, beside copies of the other scripts
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import worker  # type: ignore[import-not-found,no-redef]

PR_SET_CHILD_SUBREAPER = 36


class Stop(Exception):
    """Raised by the SIGTERM handler to leave the supervisor's wait."""


# ------------------------------------------------------------------ the supervisor


def _children_map() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(b")") + 2:].split()
        if len(fields) > 1:
            children.setdefault(int(fields[1]), []).append(int(entry))
    return children


def _descendants(root: int) -> list[int]:
    if not os.path.isdir("/proc"):
        return []
    children = _children_map()
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _reap() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _kill_descendants(worker: int) -> None:
    """SIGKILL every descendant until none is left (a fork bomb included)."""
    try:
        os.killpg(worker, signal.SIGKILL)  # non-Linux fallback: the worker's group
    except OSError:
        pass
    deadline = time.monotonic() + 5.0
    while time.monotonic() < deadline:
        pids = _descendants(os.getpid())
        _reap()
        if not pids:
            return
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.005)


def _wait_worker(worker: int) -> dict[str, int]:
    """Wait for the worker, reaping orphans on the way; its end as a channel message."""
    try:
        while True:
            pid, status = os.waitpid(-1, 0)
            if pid == worker:
                break
    except (Stop, ChildProcessError):
        return {"signal": int(signal.SIGKILL)}
    if os.WIFSIGNALED(status):
        return {"signal": os.WTERMSIG(status)}
    return {"exit": os.WEXITSTATUS(status)}


def _on_term(signum: int, frame: object) -> None:
    raise Stop


def main() -> int:
    mode, channel, spec = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
    command = sys.argv[4:]
    worker.prctl(PR_SET_CHILD_SUBREAPER, 1)
    worker.prctl(worker.PR_SET_PDEATHSIG, int(signal.SIGTERM))
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, _on_term)
    supervisor = os.getpid()
    pid = os.fork()
    if pid == 0:
        # the worker dies with the supervisor, however the supervisor ends
        worker.prctl(worker.PR_SET_PDEATHSIG, int(signal.SIGKILL))
        if os.getppid() != supervisor:
            os._exit(1)
        os.setpgid(0, 0)
        worker.run(mode, channel, spec, command)
    end = _wait_worker(pid)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)
    _kill_descendants(pid)
    worker.send(channel, end)
    return _end_like(end)


def _end_like(end: dict[str, int]) -> int:
    """End the supervisor the way the worker ended (a caller that sees only the supervisor,
    like the GUI's QProcess, sees the same exit code or crash)."""
    if "signal" in end:
        sys.stdout.flush()
        sys.stderr.flush()
        try:
            signal.signal(end["signal"], signal.SIG_DFL)
            os.kill(os.getpid(), end["signal"])
        except (OSError, ValueError):  # SIGKILL has no handler to reset
            os.kill(os.getpid(), signal.SIGKILL)
        return 128 + end["signal"]
    return end["exit"]


if __name__ == "__main__":
    sys.exit(main())
