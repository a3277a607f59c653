"""The sandbox's child side: a supervisor and a harness in one standard-library script.

The parent (:mod:`boardgames.core.sandbox.run`) starts it as
``python -I -c <this file's source> MODE CHANNEL_FD LIMITS_JSON [PROGRAM ARGS...]``
(inside bubblewrap where available). It never imports ``boardgames``: inside the sandbox the
package may be out of reach, so the parent hands over the source text.

The **supervisor** (this process):

1. becomes a *child subreaper* (Linux ``prctl``), so every process the program starts,
   even one that calls ``setsid()`` and whose parent has ended, stays its descendant;
   and asks to be sent ``SIGTERM`` when the parent dies;
2. forks the **worker**, which applies the resource limits and then either calls a
   function (``MODE = call``) or runs the program (``MODE = program``, ``exec``);
3. waits for the worker; when it ends, or when the supervisor gets ``SIGTERM``, kills every
   descendant with ``SIGKILL`` (walking ``/proc``) until none is left, reaps them, writes
   the worker's end on the channel (``{"exit": code}`` or ``{"signal": number}``) and exits.

The **channel** is the write end of a pipe the parent owns (file descriptor ``CHANNEL_FD``);
messages are single lines of JSON:

* ``{"ready": true}``: the worker has read its request and is about to load the student's
  file; the parent starts its clock here (the interpreter's start-up is not timed);
* ``{"ok": true, "answer": ...}`` (a JSON value) or ``{"ok": true, "type": NAME,
  "repr": TEXT}`` (the function returned something JSON cannot carry);
* ``{"ok": false, "error": CODE, ...}``: ``missing`` (no such function), ``exit`` (the
  program called ``exit()``; ``code``), ``memory`` (``MemoryError``), ``exception``
  (``line``: the last line of the traceback, which is printed on stderr as the student
  would see it).

In call mode the request (``{"program": PATH, "function": NAME, "args": [...]}``) arrives
as JSON on standard input, which is then replaced by ``/dev/null``.
"""

import json
import os
import signal
import sys
import time
import traceback
from typing import Any

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36


class Stop(Exception):
    """Raised by the SIGTERM handler to leave the supervisor's wait."""


def _prctl(option: int, value: int) -> None:
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(option, value, 0, 0, 0)
    except (OSError, AttributeError):  # not Linux: process groups only
        pass


def _send(channel: int, message: dict[str, Any]) -> None:
    if channel < 0:
        return
    data = (json.dumps(message, ensure_ascii=True) + "\n").encode("ascii")
    try:
        while data:
            data = data[os.write(channel, data):]
    except OSError:  # the parent stopped listening
        pass


# ------------------------------------------------------------------ the worker


def _own_tasks() -> int:
    """Threads of all processes of this user (what RLIMIT_NPROC counts), or 0 unknown."""
    uid, total = os.getuid(), 0
    try:
        entries = [e for e in os.listdir("/proc") if e.isdigit()]
    except OSError:
        return 0
    for entry in entries:
        try:
            with open(f"/proc/{entry}/status", encoding="ascii", errors="replace") as f:
                fields = dict(line.split(":", 1) for line in f if ":" in line)
        except OSError:
            continue
        if int(fields.get("Uid", "-1").split()[0]) == uid:
            total += int(fields.get("Threads", "1").strip() or 1)
    return total


def _apply_limits(limits: dict[str, int]) -> None:
    import resource

    extra = limits.get("extra_tasks")
    nproc = getattr(resource, "RLIMIT_NPROC", None)
    if extra is not None and nproc is not None and os.getuid() != 0:
        tasks = _own_tasks()
        if tasks:  # a fork bomb stops at this many more processes and threads
            try:
                resource.setrlimit(nproc, (tasks + extra, tasks + extra))
            except (ValueError, OSError):
                pass

    pairs = (("memory_bytes", "RLIMIT_AS"), ("open_files", "RLIMIT_NOFILE"),
             ("file_bytes", "RLIMIT_FSIZE"), ("core_bytes", "RLIMIT_CORE"))
    for key, name in pairs:
        value = limits.get(key)
        kind = getattr(resource, name, None)
        if value is None or kind is None:
            continue
        try:
            resource.setrlimit(kind, (value, value))
        except (ValueError, OSError):
            pass


def _student_traceback() -> str:
    """Print the traceback without this script's and importlib's frames (what the student
    would see running the file directly); return its last line."""
    kind, error, tb = sys.exc_info()
    while tb is not None and (tb.tb_frame.f_code.co_filename == "<string>"
                              or tb.tb_frame.f_code.co_filename.startswith("<frozen")):
        tb = tb.tb_next
    text = "".join(traceback.format_exception(kind, error, tb))
    sys.stderr.write(text)
    sys.stderr.flush()
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1].strip()[:300] if lines else ""


def _answer(value: Any) -> dict[str, Any]:
    try:
        json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        return {"ok": True, "type": type(value).__name__, "repr": _safe_repr(value)}
    return {"ok": True, "answer": value}


def _safe_repr(value: Any) -> str:
    try:
        return repr(value)[:200]
    except Exception:
        return "?"


def _call(channel: int) -> int:
    """Worker in call mode: load the program, call the function, send the answer."""
    request = json.loads(sys.stdin.read())
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    program, name = request["program"], request["function"]
    sys.argv = [program]
    sys.path.insert(0, os.path.dirname(os.path.abspath(program)))
    import importlib.util

    _send(channel, {"ready": True})
    try:
        spec = importlib.util.spec_from_file_location("student", program)
        if spec is None or spec.loader is None:
            raise ImportError(f"{program}: not a Python file")
        module = importlib.util.module_from_spec(spec)
        sys.modules["student"] = module
        spec.loader.exec_module(module)
        function = getattr(module, name, None)
        if not callable(function):
            _send(channel, {"ok": False, "error": "missing", "function": name})
            return 0
        reply = _answer(function(*request.get("args", [])))
    except SystemExit as exc:
        reply = {"ok": False, "error": "exit", "code": _exit_code(exc)}
    except MemoryError:
        reply = {"ok": False, "error": "memory"}
    except BaseException:
        reply = {"ok": False, "error": "exception", "line": _student_traceback()}
    sys.stdout.flush()
    _send(channel, reply)
    return 0


def _exit_code(exc: SystemExit) -> int:
    return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)


def _worker(mode: str, channel: int, limits: dict[str, int], command: list[str]) -> None:
    """The forked worker: never returns."""
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)
    if hasattr(signal, "SIGXFSZ"):  # past the file-size limit: end (Python ignores it)
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    code = 1
    try:
        _apply_limits(limits)
        if mode == "program":
            if channel >= 0:
                _send(channel, {"ready": True})
                os.close(channel)
            os.execv(sys.executable, [sys.executable, *command])
        code = _call(channel)
    except BaseException:
        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


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
    mode, channel, limits = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
    command = sys.argv[4:]
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    _prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM))
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, _on_term)
    worker = os.fork()
    if worker == 0:
        os.setpgid(0, 0)
        _worker(mode, channel, limits, command)
    end = _wait_worker(worker)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)
    _kill_descendants(worker)
    _send(channel, end)
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
