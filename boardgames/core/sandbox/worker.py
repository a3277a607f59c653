"""The sandbox's worker: the forked process that runs the student's code (standard library
only; the supervisor in ``child.py`` forks it; both are copied into the run's private folder).

The worker applies the resource limits, confines itself where the mode asks for it
(Landlock and seccomp, :mod:`lockdown`), and then, by mode:

* ``program``: says *ready* and becomes the program (``exec``);
* ``call``: reads one request ``{"program", "function", "args"}`` (JSON on standard
  input), says *ready*, loads the file, calls the function and sends its answer;
* ``serve``: loads the file once and then answers requests one by one (the checks of an
  exercise, which run in another process, talk to the student's code this way).

Channel messages (one JSON object per line on the channel's file descriptor):

* ``{"ready": true}``: the parent starts its clock here (start-up is not timed);
* ``{"ok": true, "answer": ...}`` / ``{"ok": true, "type": NAME, "repr": TEXT}`` (call
  mode: a JSON value, or what JSON cannot carry);
* ``{"ok": false, "error": CODE, ...}``: ``missing`` (``function``), ``exit`` (``code``),
  ``memory``, ``exception`` (``line``: the traceback's last line; the traceback goes to
  stderr as the student would see it);
* serve mode: ``{"loaded": true}`` or the error above; then per request
  ``{"ok": true, "value": V[, "args": A]}`` (V, A in :mod:`codec`'s form) or an error; a
  call of a function the parent passed in is ``{"callback": K, "args": A}``, answered on
  the request pipe by ``{"op": "return", "value": V}`` or ``{"op": "raise", "type": NAME,
  "line": TEXT}``.

Serve-mode requests (JSON lines on the request pipe): ``{"op": "get", "ref": R, "name":
N}`` (an attribute; ref 0 is the student's module) and ``{"op": "call", "ref": R, "args":
A, "echo": bool}`` (``echo`` sends the arguments back after the call, to see changes).
"""

import builtins
import json
import operator
import os
import signal
import sys
import traceback
from typing import Any

if __package__:  # imported as part of boardgames (tests, type checks)
    from boardgames.core.sandbox import codec, lockdown
else:  # in the sandbox, beside copies of both
    import codec  # type: ignore[import-not-found,no-redef]
    import lockdown  # type: ignore[import-not-found,no-redef]

#: The student's module name.
MODULE = "student"
PR_SET_PDEATHSIG = 1


def prctl(option: int, value: int) -> None:
    """``prctl(option, value)`` where Linux has it (elsewhere nothing happens)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)
    except (OSError, AttributeError):
        pass


def send(channel: int, message: dict[str, Any]) -> None:
    """Write one message on the channel (never raises: the parent may have stopped)."""
    if channel < 0:
        return
    data = (json.dumps(message, ensure_ascii=True) + "\n").encode("ascii")
    try:
        while data:
            data = data[os.write(channel, data):]
    except OSError:
        pass


# ------------------------------------------------------------------ limits and confinement


def own_tasks() -> int:
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


def apply_limits(limits: dict[str, int]) -> None:
    """Resource limits: processes (a fork bomb stops), memory, open files, file size, core."""
    import resource

    extra = limits.get("extra_tasks")
    nproc = getattr(resource, "RLIMIT_NPROC", None)
    if extra is not None and nproc is not None and os.getuid() != 0:
        tasks = own_tasks()
        if tasks:
            try:
                resource.setrlimit(nproc, (tasks + extra, tasks + extra))
            except (ValueError, OSError):
                pass
    pairs = (("memory_bytes", "RLIMIT_AS"), ("open_files", "RLIMIT_NOFILE"),
             ("file_bytes", "RLIMIT_FSIZE"), ("core_bytes", "RLIMIT_CORE"))
    for key, name in pairs:
        value, kind = limits.get(key), getattr(resource, name, None)
        if value is not None and kind is not None:
            try:
                resource.setrlimit(kind, (value, value))
            except (ValueError, OSError):
                pass


def confine(rules: Any, display: bool) -> None:
    """Apply the Landlock rules (when the mode has them); on failure say why and end:
    nothing may run unconfined by accident."""
    if rules is None:
        return
    try:
        lockdown.apply(rules, "unix" if display else "none")
    except OSError as exc:
        sys.stderr.write(f"sandbox: the confinement could not be set up: {exc}\n")
        sys.stderr.flush()
        os._exit(121)


# ------------------------------------------------------------------ the student's code


def student_traceback() -> str:
    """Print the traceback without the sandbox's and importlib's frames (what the student
    would see running the file directly); return its last line."""
    kind, error, tb = sys.exc_info()
    here = os.path.dirname(os.path.abspath(__file__))
    while tb is not None and (tb.tb_frame.f_code.co_filename.startswith(here)
                              or tb.tb_frame.f_code.co_filename.startswith("<frozen")):
        tb = tb.tb_next
    text = "".join(traceback.format_exception(kind, error, tb))
    sys.stderr.write(text)
    sys.stderr.flush()
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1].strip()[:300] if lines else ""


def load(program: str) -> Any:
    """Import the student's file as the module ``student``, its folder first on the path."""
    import importlib.util

    sys.argv = [program]
    sys.path[:] = [os.path.dirname(os.path.abspath(program))] + [
        p for p in sys.path if p != os.path.dirname(os.path.abspath(__file__))]
    spec = importlib.util.spec_from_file_location(MODULE, program)
    if spec is None or spec.loader is None:
        raise ImportError(f"{program}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODULE] = module
    spec.loader.exec_module(module)
    return module


def failure() -> dict[str, Any]:
    """The error message for the exception being handled (the student's code failed)."""
    kind, error = sys.exc_info()[:2]
    if isinstance(error, SystemExit):
        code = error.code
        return {"ok": False, "error": "exit",
                "code": code if isinstance(code, int) else (0 if code is None else 1)}
    if isinstance(error, MemoryError):
        return {"ok": False, "error": "memory"}
    reply = {"ok": False, "error": "exception", "line": student_traceback(),
             "type": getattr(kind, "__name__", "")}
    if isinstance(error, SyntaxError):
        reply.update(lineno=error.lineno or 0, msg=error.msg or "")
    return reply


def plain(value: Any) -> Any:
    """``value`` as plain data when it is a subclass of a plain type or an integer-like
    number (numpy's), else unchanged."""
    scalars: tuple[type[Any], ...] = (bool, int, float, str)
    for kind in scalars:
        if isinstance(value, kind):
            return kind(value)
    if hasattr(value, "__index__"):
        try:
            return operator.index(value)
        except TypeError:
            pass
    containers: tuple[type[Any], ...] = (list, tuple, dict, set, frozenset)
    for kind in containers:
        if isinstance(value, kind):
            return kind(value)
    return value


# ------------------------------------------------------------------ call mode


def call(channel: int) -> int:
    """Call mode: load the program, call the function, send the answer."""
    request = json.loads(sys.stdin.read())
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    name = request["function"]
    send(channel, {"ready": True})
    try:
        function = getattr(load(request["program"]), name, None)
        if not callable(function):
            send(channel, {"ok": False, "error": "missing", "function": name})
            return 0
        reply = answer(function(*request.get("args", [])))
    except BaseException:
        reply = failure()
    sys.stdout.flush()
    send(channel, reply)
    return 0


def answer(value: Any) -> dict[str, Any]:
    """Call mode's reply: the value as JSON, or its type and repr when JSON cannot carry
    it."""
    try:
        json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        return {"ok": True, "type": type(value).__name__, "repr": safe_repr(value)}
    return {"ok": True, "answer": value}


def safe_repr(value: Any) -> str:
    """``repr(value)`` cut to 200 characters, ``"?"`` when repr fails."""
    try:
        return repr(value)[:200]
    except Exception:
        return "?"


# ------------------------------------------------------------------ serve mode


class Server:
    """Serve mode: the student's module and the objects handed out, by number."""

    def __init__(self, channel: int, requests: Any, module: Any):
        self.channel, self.requests = channel, requests
        self.objects: list[Any] = [module]
        self.numbers: dict[int, int] = {id(module): 0}

    def handle(self, value: Any) -> dict[str, Any]:
        """Encode an object that is not plain data: a number the parent can use."""
        converted = plain(value)
        if converted is not value:
            encoded: dict[str, Any] = codec.encode(converted, self.handle)
            return encoded
        if id(value) not in self.numbers:
            self.numbers[id(value)] = len(self.objects)
            self.objects.append(value)
        return {"$o": self.numbers[id(value)], "type": type(value).__name__,
                "repr": safe_repr(value), "callable": callable(value)}

    def resolve(self, data: dict[str, Any]) -> Any:
        """Decode a handle the parent sent: one of ours, or one of the parent's functions."""
        if "$o" in data and isinstance(data["$o"], int) and 0 <= data["$o"] < len(self.objects):
            return self.objects[data["$o"]]
        if "$cb" in data and isinstance(data["$cb"], int):
            return self.callback(data["$cb"])
        raise ValueError("an unknown handle")

    def ask_parent(self, number: int, request: dict[str, Any]) -> Any:
        """Ask the parent to call its object ``number`` (``{"args": A}``) or to read one of
        its attributes (``{"attr": NAME}``); what it answered, or its error raised here."""
        send(self.channel, {"callback": number, **request})
        reply = json.loads(self.requests.readline() or "{}")
        if reply.get("op") == "return":
            return codec.decode(reply.get("value"), self.resolve)
        kind = getattr(builtins, str(reply.get("type", "")), None)
        if not (isinstance(kind, type) and issubclass(kind, Exception)):
            kind = RuntimeError
        raise kind(str(reply.get("line", "the function you were given failed")))

    def callback(self, number: int) -> Any:
        """A stand-in for the parent's object ``number``: calling it and reading its
        attributes ask the parent."""
        return ParentObject(self, number)

    def serve(self) -> None:
        """Answer requests until the request pipe closes."""
        for line in self.requests:
            try:
                request = json.loads(line)
                reply = self.one(request)
            except BaseException:
                reply = failure()
            sys.stdout.flush()
            send(self.channel, reply)

    def one(self, request: dict[str, Any]) -> dict[str, Any]:
        """Do one request; its reply."""
        target = self.objects[int(request.get("ref", 0))]
        if request.get("op") == "get":
            name = str(request.get("name", ""))
            if not hasattr(target, name):
                return {"ok": False, "error": "missing", "function": name}
            return {"ok": True, "value": codec.encode(getattr(target, name), self.handle)}
        args = codec.decode(request.get("args", []), self.resolve)
        value = target(*args)
        reply = {"ok": True, "value": codec.encode(value, self.handle)}
        if request.get("echo"):
            reply["args"] = codec.encode(args, self.handle)
        return reply


class ParentObject:
    """An object of the parent's (a function the checks hand in, a game with methods):
    calls and attribute reads travel to the parent, which does them."""

    def __init__(self, server: Server, number: int):
        self._server, self._number = server, number

    def __call__(self, *args: Any) -> Any:
        return self._server.ask_parent(self._number,
                                       {"args": codec.encode(list(args), self._server.handle)})

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return self._server.ask_parent(self._number, {"attr": name})

    def __repr__(self) -> str:
        return "<given by the checks>"


def serve(channel: int, program: str) -> int:
    """Serve mode: load ``program``, say so, then answer requests from standard input
    (which the student's code no longer sees: its standard input is ``/dev/null``)."""
    requests = os.fdopen(os.dup(0), "r", encoding="utf-8")
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    send(channel, {"ready": True})
    try:
        module = load(program)
    except BaseException:
        send(channel, failure())
        return 0
    send(channel, {"loaded": True})
    Server(channel, requests, module).serve()
    return 0


def run(mode: str, channel: int, spec: dict[str, Any], command: list[str]) -> None:
    """The forked worker: never returns."""
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)
    if hasattr(signal, "SIGXFSZ"):  # past the file-size limit: end (Python ignores it)
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    code = 1
    try:
        apply_limits(spec.get("limits") or {})
        confine(spec.get("lockdown"), display=bool(spec.get("display")))
        if mode == "program":
            if channel >= 0:
                send(channel, {"ready": True})
                os.close(channel)
            os.execv(sys.executable, [sys.executable, *command])
        code = serve(channel, command[0]) if mode == "serve" else call(channel)
    except BaseException:
        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)
