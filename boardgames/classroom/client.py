"""A student's side of a class (Qt-free; the standard library's HTTP client).

:class:`ClassClient` joins a class and sends submissions. Every submission goes through an
outbox first: it stays there until the class acknowledged its id, so a lost connection (the
teacher's app restarting, the Wi-Fi dropping) only delays it, and :meth:`ClassClient.flush`
(or the :class:`Courier` thread) sends it again later; the class stores each id once, so a
submission whose acknowledgement was lost is never counted twice. With a ``state_path``
the outbox and the token that proves the student's name are kept in a JSON file and
survive the student's app restarting too. Two apps of the same user (two windows, or the
app and ``boardgames check --class``) share that file: every change re-reads it and writes
it under a file lock (``FILE.lock``, the ``filelock`` package), and a sent submission is
taken out of the outbox by its id, so neither app loses or resends the other's.
"""

from __future__ import annotations

import ast
import json
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from filelock import FileLock

from boardgames.classroom.model import (
    LEVEL,
    MAX_FILE_BYTES,
    PLAYER,
    ClassError,
    Grid,
    Item,
    LevelSubmission,
    PlayerSubmission,
    Submission,
    clean_name,
    parse_item,
    parse_level,
    parse_player,
    parse_submission,
)
from boardgames.classroom.sequence import clean_sequence
from boardgames.core.data_paths import user_data_path, write_text_atomically
from boardgames.core.sandbox.workspace import read_program

ENV_FILE = "BOARDGAMES_CLASS_CLIENT_FILE"
_T = TypeVar("_T")
#: Refusals caused by the submission itself: it is dropped from the outbox (sending it again
#: cannot help). Other refusals (a wrong code, a taken name) keep it for later.
DROPPED = frozenset({"request.bad", "file.too_large", "request.too_large"})


def default_state_path() -> Path:
    """The client's file: ``$BOARDGAMES_CLASS_CLIENT_FILE`` if set, else in the user's data
    folder."""
    return user_data_path(ENV_FILE, "class-client.json")


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[v6]:PORT`` for an IPv6 address) as ``(host, port)``.

    Raises:
        ClassError: ``address.bad``.
    """
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ClassError("address.bad", text)
    return host, int(port)


def new_id() -> str:
    """A fresh submission id."""
    return uuid.uuid4().hex


def read_player_file(path: Path | str) -> str:
    """The text of a player's file, checked to be valid Python (it is not run).

    Raises:
        ClassError: ``player.syntax`` (not UTF-8, or a syntax error: the line and the
            compiler's message), ``file.too_large``.
        OSError: the file cannot be read.
    """
    path = Path(path)
    if path.stat().st_size > MAX_FILE_BYTES:
        raise ClassError("file.too_large")
    try:
        text = read_program(path)  # a regular file only: a device is never read
        ast.parse(text, filename=path.name)
    except UnicodeDecodeError:
        raise ClassError("player.syntax", f"{path.name} is not UTF-8 text") from None
    except SyntaxError as error:
        raise ClassError("player.syntax", f"{path.name}, line {error.lineno}: {error.msg}") from None
    return text


def level_of(game: str, level: int) -> LevelSubmission:
    """A new level submission (fresh id, sent now): ``level`` of ``game`` was won.

    Raises:
        ClassError: ``request.bad`` (a bad game id or level number).
    """
    return parse_level({"id": new_id(), "game": game, "level": level, "sent": time.time()})


def player_of(game: str, file: str) -> PlayerSubmission:
    """A new player submission (fresh id, sent now) of ``file``'s text for ``game``.

    Raises:
        ClassError: ``request.bad`` (an unknown-looking game id, an empty file),
            ``file.too_large``.
    """
    return parse_player({"id": new_id(), "game": game, "file": file, "sent": time.time()})


def submission_of(exercise: str, passed: bool, checks: list[tuple[str, bool, str]],
                  seconds: float | None, file: str) -> Submission:
    """A new submission (fresh id, sent now) of one check run; ``checks`` as
    ``(id, passed, message code)``."""
    return parse_submission({"id": new_id(), "exercise": exercise, "passed": passed,
                             "checks": [{"id": i, "passed": p, "code": c} for i, p, c in checks],
                             "seconds": seconds, "file": file, "sent": time.time()})


class ClassClient:
    """One student's connection to one class.

    Args:
        address: ``HOST:PORT`` of the teacher's app.
        code: the class code (or the teacher's code, to read the whole grid).
        name: the student's name ("" for a teacher reading the grid).
        state_path: the JSON file of the token and the outbox (None: kept in memory only).
        timeout: seconds to wait for an answer.

    Raises:
        ClassError: ``address.bad``.
    """

    def __init__(self, address: str, code: str, name: str = "", state_path: Path | None = None,
                 timeout: float = 10.0):
        self.host, self.port = parse_address(address)
        self.address = f"{self.host}:{self.port}"
        self.code = code
        self.name = " ".join(name.split())
        self.timeout = timeout
        self.state_path = state_path
        self._lock = threading.RLock()  # the state (held briefly, never while sending)
        self._sending = threading.Lock()  # one flush at a time
        self._state = self._load()

    # --- the state: token and outbox -----------------------------------------------------

    @property
    def _key(self) -> str:
        return f"{self.address}|{self.name.casefold()}"

    def _load(self) -> dict[str, Any]:
        if self.state_path is None:
            return {}
        try:
            data = json.loads(self.state_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    @contextmanager
    def _file(self) -> Iterator[dict[str, Any]]:
        """This client's part of the state, fresh from the file, held under the thread lock
        and the file lock (another app may share the file)."""
        with self._lock:
            if self.state_path is None:
                yield self._mine()
                return
            self.state_path.parent.mkdir(parents=True, exist_ok=True)
            with FileLock(f"{self.state_path}.lock", timeout=30):
                self._state = self._load()
                yield self._mine()

    def _change(self, change: Callable[[dict[str, Any]], _T]) -> _T:
        """Apply ``change`` to this client's part of the state and save it (under the locks
        of :meth:`_file`)."""
        with self._file() as mine:
            result = change(mine)
            self._save()
            return result

    def _mine(self) -> dict[str, Any]:
        mine = self._state.setdefault(self._key, {})
        if not isinstance(mine.get("outbox"), list):
            mine["outbox"] = []
        return mine  # type: ignore[no-any-return]

    def _save(self) -> None:
        if self.state_path is None:
            return
        write_text_atomically(self.state_path, json.dumps(self._state))

    def pending(self) -> list[Item]:
        """The submissions (checks and players) not acknowledged yet, oldest first."""
        with self._file() as mine:
            return [parse_item(item) for item in mine["outbox"]]

    # --- requests ------------------------------------------------------------------------

    def request(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        """Send one request; returns the answer's JSON.

        Raises:
            ClassError: the class refused (its code), or ``class.unreachable``.
        """
        data = None if body is None else json.dumps(body).encode("utf-8")
        req = urllib.request.Request(f"http://{self.address}{path}", data=data, method=method)
        req.add_header("X-Class-Code", self.code)
        req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("X-Student-Token", token)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as answer:
                return json.loads(answer.read())
        except urllib.error.HTTPError as error:
            raise _refusal(error) from None
        except (OSError, ValueError) as error:  # URLError, a reset, a timeout, broken JSON
            raise ClassError("class.unreachable", str(getattr(error, "reason", error))) from None

    def join(self) -> str:
        """Join the class (again) with this name; returns the name as the class keeps it.

        Raises:
            ClassError: ``name.empty``, ``name.taken``, ``code.wrong``, ``class.unreachable``...
        """
        clean_name(self.name)
        with self._file() as mine:  # held while joining: another app sharing the file
            answer = self.request("POST", "/api/join",  # joins after, with this token
                                  {"name": self.name, "token": mine.get("token")})
            mine["token"] = str(answer["token"])
            self._save()
        return str(answer["name"])

    def queue(self, submission: Item) -> None:
        """Put ``submission`` in the outbox (saved when the client has a state file)."""
        self._change(lambda mine: mine["outbox"].append(submission.as_json()))

    def submit(self, submission: Item) -> bool:
        """Put ``submission`` in the outbox and send the outbox.

        Returns:
            True when everything was sent; False when the class cannot be reached (it stays
            queued for :meth:`flush`).

        Raises:
            ClassError: the class refused (see :meth:`flush`).
        """
        self.queue(submission)
        return self.flush()

    def flush(self, on_sent: Callable[[str, bool], None] | None = None) -> bool:
        """Send the queued submissions, oldest first; ``on_sent(id, stored)`` for each
        acknowledged one.

        Returns:
            True when the outbox is empty; False when the class cannot be reached.

        Raises:
            ClassError: the class refused a submission: it is dropped when the refusal is
                about the submission itself (:data:`DROPPED`), else kept.
        """
        with self._sending:
            while True:
                with self._file() as mine:
                    if not mine["outbox"]:
                        return True
                    item = dict(mine["outbox"][0])
                try:
                    answer = self._send(item)
                except ClassError as error:
                    if error.code == "class.unreachable":
                        return False
                    if error.code in DROPPED:
                        self._drop(str(item.get("id")))
                    raise
                self._drop(str(item.get("id")))
                if on_sent is not None:
                    on_sent(str(item["id"]), bool(answer.get("stored")))

    def _drop(self, ident: str) -> None:
        """Take submission ``ident`` out of the outbox (another app may have already)."""
        self._change(lambda mine: mine.update(
            outbox=[item for item in mine["outbox"] if item.get("id") != ident]))

    def _token(self) -> str:
        with self._file() as mine:
            token = mine.get("token")
        return str(token) if token else self.join_token()

    def join_token(self) -> str:
        """Join the class and return the token."""
        self.join()
        with self._lock:
            return str(self._mine()["token"])

    def _send(self, item: dict[str, Any]) -> Any:
        path = {PLAYER: "/api/players", LEVEL: "/api/levels"}.get(str(item.get("kind")),
                                                                   "/api/submissions")
        try:
            return self.request("POST", path, item, self._token())
        except ClassError as error:
            if error.code != "student.unknown":
                raise
        self._change(lambda mine: mine.pop("token", None))  # a new class file: join again
        return self.request("POST", path, item, self.join_token())

    def my_results(self) -> Grid:
        """The student's own row of the grid."""
        return Grid.from_json(self.request("GET", "/api/me", token=self._token()))

    def stage(self, since: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        """The lesson stage the teacher shows, the class's levels and sequence: ``{"lesson",
        "stage", "version", "levels": {game: level}, "locked", "sequence": (keys)}`` (empty
        ids when none); with
        ``since``, waits up to ``wait`` seconds for a newer version."""
        query = "" if since is None else f"?since={since}&wait={wait}"
        answer = self.request("GET", f"/api/stage{query}")
        try:
            levels = {str(g): int(n) for g, n in dict(answer.get("levels") or {}).items()}
            return {"lesson": str(answer.get("lesson", "")), "stage": str(answer.get("stage", "")),
                    "version": int(answer.get("version", 0)), "levels": levels,
                    "locked": bool(answer.get("locked", False)),
                    "sequence": clean_sequence(answer.get("sequence") or ())}
        except (AttributeError, TypeError, ValueError):  # ClassError too
            raise ClassError("class.error", "stage") from None

    def set_sequence(self, keys: list[str]) -> tuple[str, ...]:
        """Set the class's fixed sequence of exercises (needs the teacher's code; an empty
        list: none); returns it as the class keeps it.

        Raises:
            ClassError: ``exercise.unknown``, ``teacher.only``, ``class.unreachable``...
        """
        answer = self.request("POST", "/api/sequence", {"sequence": list(keys)})
        return tuple(str(key) for key in answer.get("sequence", ()))

    def grid(self, since: int | None = None, wait: float = 0.0) -> Grid:
        """The whole grid (needs the teacher's code); with ``since``, waits up to ``wait``
        seconds for a version newer than ``since``."""
        query = "" if since is None else f"?since={since}&wait={wait}"
        return Grid.from_json(self.request("GET", f"/api/grid{query}"))


def _refusal(error: urllib.error.HTTPError) -> ClassError:
    try:
        data = json.loads(error.read())
        return ClassError(str(data["error"]))
    except (OSError, ValueError, KeyError, TypeError):
        if error.code >= 500:
            return ClassError("class.unreachable", f"HTTP {error.code}")
        return ClassError("class.error", f"HTTP {error.code}")


class Courier:
    """A thread that keeps sending a client's outbox: at once when something is queued,
    and again every ``retry`` seconds while the class cannot be reached.

    Args:
        client: the student's client.
        on_sent: called (in the courier's thread) with ``(id, stored)`` for each
            acknowledged submission.
        on_refused: called (in the courier's thread) with the :class:`ClassError` of a
            refusal.
        retry: seconds between tries while the class cannot be reached.
    """

    def __init__(self, client: ClassClient, on_sent: Callable[[str, bool], None] | None = None,
                 on_refused: Callable[[ClassError], None] | None = None, retry: float = 1.0):
        self.client = client
        self.on_sent = on_sent
        self.on_refused = on_refused
        self.retry = retry
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="class-courier")
        self._thread.start()

    def put(self, submission: Item) -> None:
        """Queue ``submission`` (it is in the outbox when this returns) and wake the thread."""
        self.client.queue(submission)
        self._wake.set()

    def _run(self) -> None:
        while not self._stopped.is_set():
            self._wake.clear()
            try:
                empty = self.client.flush(self.on_sent)
            except ClassError as error:
                empty = False
                if self.on_refused is not None:
                    self.on_refused(error)
            self._wake.wait(None if empty else self.retry)

    def stop(self) -> None:
        """Stop the thread (the outbox keeps what was not sent)."""
        self._stopped.set()
        self._wake.set()
        self._thread.join(self.client.timeout + 1)


class Follower:
    """A thread that follows the lesson stage the teacher shows: ``on_stage(lesson, stage)``
    (in the follower's thread) whenever it changes, the first time at once when the teacher
    shows one, and ``on_levels(levels, locked)`` whenever the class's levels change (the
    first time at once), and ``on_sequence(keys)`` whenever the class's fixed sequence of
    exercises changes (the first time at once when there is one); it long-polls, and tries
    again every ``retry`` seconds while the class cannot be reached."""

    def __init__(self, client: ClassClient, on_stage: Callable[[str, str], None],
                 retry: float = 1.0,
                 on_levels: Callable[[dict[str, int], bool], None] | None = None,
                 on_sequence: Callable[[tuple[str, ...]], None] | None = None):
        self.client = client
        self.on_stage = on_stage
        self.on_levels = on_levels
        self.on_sequence = on_sequence
        self.retry = retry
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="class-follower")
        self._thread.start()

    def _tell(self, answer: dict[str, Any], seen: dict[str, Any]) -> None:
        """Pass on what changed since ``seen`` (the answer before)."""
        if answer["lesson"] and (answer["lesson"], answer["stage"]) != (
                seen.get("lesson"), seen.get("stage")):
            self.on_stage(answer["lesson"], answer["stage"])
        levels = (answer["levels"], answer["locked"])
        if self.on_levels is not None and levels != (seen.get("levels"), seen.get("locked")):
            self.on_levels(*levels)
        if self.on_sequence is not None and answer["sequence"] != seen.get("sequence", ()):
            self.on_sequence(answer["sequence"])

    def _run(self) -> None:
        version = -1
        seen: dict[str, Any] = {}
        while not self._stopped.is_set():
            try:
                answer = self.client.stage(since=version, wait=min(5.0, self.client.timeout / 2))
            except ClassError:
                self._stopped.wait(self.retry)
                continue
            if answer["version"] != version and not self._stopped.is_set():
                version = answer["version"]
                self._tell(answer, seen)
                seen = answer

    def stop(self) -> None:
        """Stop following (returns at once; the thread ends after its current request)."""
        self._stopped.set()
