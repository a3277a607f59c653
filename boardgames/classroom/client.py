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

Requests are UTF-8 JSON (``application/json; charset=utf-8``, non-ASCII text as it is, not
``\\uXXXX``), so a file under :data:`~boardgames.classroom.model.MAX_FILE_BYTES` (its UTF-8
bytes) always fits the server's body limit. What the class answers decides what happens to
an item of the outbox (:func:`verdict`): a refusal of the item itself (:data:`ITEM_REFUSALS`)
takes it out of the outbox into a list the student sees (:meth:`ClassClient.refused`); a
5xx, a lost connection, a busy class or too many tries is tried again later with growing
delays (:class:`Schedule`), the items behind it first; any other refusal (a wrong code, a
taken name) keeps the outbox as it is until the student joins again or a long wait is over.
"""

from __future__ import annotations

import ast
import email.utils
import json
import math
import random
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
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
#: Refusals caused by the item itself (sending it again cannot help): it leaves the outbox for
#: the refused list (:meth:`ClassClient.refused`) and the items behind it are sent. Other
#: refusals (a wrong code, a taken name) keep the outbox for later.
ITEM_REFUSALS = frozenset({"request.bad", "file.too_large", "request.too_large", "request.media",
                           "quota.student", "quota.class", "player.syntax", "exercise.unknown"})
#: The former name of :data:`ITEM_REFUSALS`.
DROPPED = ITEM_REFUSALS
#: How many refused items the client keeps (the newest).
MAX_REFUSED = 50
#: What :func:`verdict` says of an error: the item was refused for good (:data:`REFUSED`),
#: this item failed for now (:data:`RETRY_ITEM`: a 5xx answer to it), the whole outbox
#: waits (:data:`RETRY_ALL`: the class cannot be reached, is busy, or too many tries), or the
#: class refused the student, not the item (:data:`HOLD`: a wrong code, a taken name...).
REFUSED, RETRY_ITEM, RETRY_ALL, HOLD = "refused", "retry_item", "retry_all", "hold"
#: Longest ``Retry-After`` obeyed, in seconds (a longer one waits this long).
MAX_RETRY_AFTER = 3600.0


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


class Refusal(ClassError):
    """The class's HTTP error answer.

    Attributes:
        status: the HTTP status (e.g. 403, 500).
        retry_after: the seconds its ``Retry-After`` header asks to wait (None: none given).
    """

    def __init__(self, code: str, detail: str = "", status: int = 0,
                 retry_after: float | None = None):
        super().__init__(code, detail)
        self.status = status
        self.retry_after = retry_after


def verdict(error: ClassError) -> str:
    """What sending an item that failed with ``error`` calls for: :data:`REFUSED`,
    :data:`RETRY_ITEM`, :data:`RETRY_ALL` or :data:`HOLD` (see there)."""
    status = error.status if isinstance(error, Refusal) else 0
    lost = error.code == "class.unreachable" and not status  # no answer at all
    if lost or status in (408, 429, 503) or error.code in ("server.busy", "too_many_tries"):
        return RETRY_ALL
    if status >= 500:
        return RETRY_ITEM
    return REFUSED if error.code in ITEM_REFUSALS else HOLD


class Backoff:
    """Delays that grow: ``first`` seconds, doubling at each failure up to ``most``, each
    made up to ``jitter`` (a fraction) shorter or longer at random, so that a class's apps
    do not all come back at the same moment."""

    def __init__(self, first: float = 1.0, most: float = 60.0, jitter: float = 0.25):
        self.first, self.most, self.jitter = first, max(first, most), jitter

    def delay(self, failures: int) -> float:
        """Seconds to wait after the ``failures``-th failure in a row (1 is the first)."""
        base = min(self.most, self.first * 2.0 ** min(max(failures - 1, 0), 64))
        return base * (1.0 + self.jitter * (2.0 * random.random() - 1.0))


class Schedule:
    """When the items of an outbox are tried (in memory; one per :class:`Courier`, a fresh
    one per :meth:`ClassClient.flush`).

    An item that failed (a 5xx answer to it) waits its own growing delay (``backoff``) and
    then goes after the items that never failed; after a lost connection, a busy class or
    a 429 the whole outbox waits (``backoff``, or the ``Retry-After``); after a refusal of
    the student (a wrong code) it waits longer (``patience``) unless woken (:meth:`wake`).

    Args:
        backoff: the delays after a failure (default 1 s doubling to 60 s).
        patience: the delays after a refusal of the student (default 5 to 60 minutes).
        clock: the clock, in seconds (``time.monotonic``).
    """

    def __init__(self, backoff: Backoff | None = None, patience: Backoff | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.backoff = backoff or Backoff()
        self.patience = patience or Backoff(300.0, 3600.0)
        self.clock = clock
        self._items: dict[str, tuple[int, float]] = {}  # id: (failures in a row, not before)
        # the whole outbox's wait: why, failures in a row, not before, asked by the class
        self._held: tuple[str, int, float, bool] = ("", 0, 0.0, False)

    def order(self, ids: list[str]) -> list[str]:
        """The ids of ``ids`` (the outbox, oldest first) to try now: the ones that never
        failed in their order, then the failed ones whose delay is over, the longest due
        first; none while the whole outbox waits."""
        self._items = {i: self._items[i] for i in ids if i in self._items}
        now = self.clock()
        if self._held[2] > now:
            return []
        due = [(self._items.get(i, (0, 0.0))[1], n, i) for n, i in enumerate(ids)]
        return [i for when, _, i in sorted(due) if when <= now]

    def wait(self, ids: list[str]) -> float | None:
        """Seconds until one of ``ids`` is due (0: now; None: ``ids`` is empty)."""
        if not ids:
            return None
        soonest = min(self._items.get(i, (0, 0.0))[1] for i in ids)
        return max(0.0, max(soonest, self._held[2]) - self.clock())

    def sent(self, ident: str) -> None:
        """Item ``ident`` was acknowledged: the class answers again."""
        self._items.pop(ident, None)
        self._held = ("", 0, 0.0, False)

    def failed(self, ident: str) -> None:
        """Item ``ident`` failed for now: it waits longer than the last time."""
        failures = self._items.get(ident, (0, 0.0))[0] + 1
        self._items[ident] = (failures, self.clock() + self.backoff.delay(failures))

    def hold(self, why: str, seconds: float | None = None) -> None:
        """The whole outbox waits: ``why`` is :data:`RETRY_ALL` (``backoff``, or the
        ``seconds`` the class asked for, a ``Retry-After``) or :data:`HOLD` (``patience``)."""
        failures = self._held[1] + 1 if self._held[0] == why else 1
        delay = (self.patience if why == HOLD else self.backoff).delay(failures)
        if seconds is not None:
            delay = seconds
        self._held = (why, failures, self.clock() + delay, seconds is not None)

    def wake(self) -> None:
        """Try the outbox at once (a new item was queued, the student joined again), unless
        the class asked to wait (``Retry-After``); the waits of the items stay."""
        if not self._held[3]:
            self._held = (self._held[0], self._held[1], 0.0, False)


@dataclass(frozen=True)
class RefusedItem:
    """An item the class refused for good, kept for the student to see.

    Attributes:
        id: the item's id.
        kind: ``check``, ``player`` or ``level``.
        subject: the exercise's key (a check) or the game's id (a player, a level).
        error: the refusal's code (a key of :data:`~boardgames.classroom.model.ERRORS`).
        when: when it was refused, in seconds since the epoch.
    """

    id: str
    kind: str
    subject: str
    error: str
    when: float

    def as_json(self) -> dict[str, Any]:
        """The entry as the client's file keeps it."""
        key = "exercise" if self.kind == "check" else "game"
        return {"id": self.id, "kind": self.kind, key: self.subject, "error": self.error,
                "when": self.when}

    @classmethod
    def of(cls, item: dict[str, Any], error: ClassError) -> RefusedItem:
        """The entry of the outbox's ``item`` (its JSON) refused with ``error``, now."""
        kind = str(item.get("kind") or "check")
        subject = item.get("exercise") if kind == "check" else item.get("game")
        return cls(str(item.get("id", "")), kind, str(subject or ""), error.code, time.time())

    @classmethod
    def from_json(cls, data: Any) -> RefusedItem | None:
        """The entry :meth:`as_json` made (None: not one)."""
        if not isinstance(data, dict):
            return None
        try:
            kind = str(data["kind"])
            subject = data.get("exercise") if kind == "check" else data.get("game")
            return cls(str(data["id"]), kind, str(subject or ""), str(data["error"]),
                       float(data["when"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass
class Delivery:
    """What one pass over the outbox did (:meth:`ClassClient.send_outbox`).

    Attributes:
        sent: ``(id, stored)`` of each item acknowledged (``stored`` False: it was already).
        refused: the errors of the items refused for good (moved to the refused list).
        failed: the errors of the items that failed for now (tried again later).
        stopped: why the pass stopped before the end (the class cannot be reached, is busy,
            or refused the student: a wrong code...), None when it went through.
        left: the items still in the outbox.
    """

    sent: list[tuple[str, bool]] = field(default_factory=list)
    refused: list[ClassError] = field(default_factory=list)
    failed: list[ClassError] = field(default_factory=list)
    stopped: ClassError | None = None
    left: int = 0


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
        for key in ("outbox", "refused"):
            if not isinstance(mine.get(key), list):
                mine[key] = []
        return mine  # type: ignore[no-any-return]

    def _save(self) -> None:
        if self.state_path is None:
            return
        write_text_atomically(self.state_path, json.dumps(self._state))

    def pending(self) -> list[Item]:
        """The submissions (checks and players) not acknowledged yet, oldest first."""
        with self._file() as mine:
            return [parse_item(item) for item in mine["outbox"]]

    def outbox_ids(self) -> list[str]:
        """The ids of the items not acknowledged yet, oldest first."""
        with self._file() as mine:
            return [str(item.get("id")) for item in mine["outbox"] if isinstance(item, dict)]

    def refused(self) -> list[RefusedItem]:
        """The items the class refused for good (taken out of the outbox), oldest first: the
        newest :data:`MAX_REFUSED` are kept."""
        with self._file() as mine:
            entries = [RefusedItem.from_json(entry) for entry in mine["refused"]]
        return [entry for entry in entries if entry is not None]

    def forget_refused(self) -> None:
        """Empty the list of refused items (the student has read it)."""
        self._change(lambda mine: mine.update(refused=[]))

    # --- requests ------------------------------------------------------------------------

    def request(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        """Send one request (``body`` as UTF-8 JSON); returns the answer's JSON.

        Raises:
            ClassError: ``class.unreachable`` (no answer, or broken JSON), ``request.bad``
                (``body`` has text that is not Unicode: a lone surrogate); a
                :class:`Refusal` (its code, HTTP status and ``Retry-After``) when the class
                answered with an error.
        """
        data = None if body is None else _utf8_json(body)
        host = f"[{self.host}]" if ":" in self.host else self.host  # an IPv6 address
        req = urllib.request.Request(f"http://{host}:{self.port}{path}", data=data, method=method)
        req.add_header("X-Class-Code", self.code)
        req.add_header("Content-Type", "application/json; charset=utf-8")
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
        """Put ``submission`` in the outbox and send the outbox (see :meth:`flush`).

        Returns:
            True when everything was sent; False when something stays queued for
            :meth:`flush` (the class cannot be reached, is busy, or failed on an item).

        Raises:
            ClassError: the class refused (see :meth:`flush`).
        """
        self.queue(submission)
        return self.flush()

    def flush(self, on_sent: Callable[[str, bool], None] | None = None) -> bool:
        """Send the queued submissions once each, oldest first; ``on_sent(id, stored)`` for
        each acknowledged one. An item refused for good leaves the outbox for
        :meth:`refused` and the ones behind it are sent all the same.

        Returns:
            True when the outbox is empty; False when something stays queued (the class
            cannot be reached, is busy, or answered a 5xx to an item).

        Raises:
            ClassError: the class refused the student (a wrong code, a taken name: the
                outbox is kept), else the first item it refused for good (:data:`REFUSED`:
                that item is in :meth:`refused`, the others were sent).
        """
        delivery = self.send_outbox(Schedule(), on_sent)
        if delivery.stopped is not None and verdict(delivery.stopped) == HOLD:
            raise delivery.stopped
        if delivery.refused:
            raise delivery.refused[0]
        return delivery.left == 0

    def send_outbox(self, schedule: Schedule, on_sent: Callable[[str, bool], None] | None = None,
                    on_refused: Callable[[ClassError], None] | None = None) -> Delivery:
        """One pass over the outbox: the items ``schedule`` says are due, in its order
        (the others wait); ``on_sent(id, stored)`` for each acknowledged one,
        ``on_refused(error)`` for each refused for good (it leaves the outbox for
        :meth:`refused`). Never raises :class:`ClassError`: see the :class:`Delivery`."""
        delivery = Delivery()
        with self._sending:
            for ident in schedule.order(self.outbox_ids()):
                item = self._queued(ident)
                if item is None:  # another app sharing the file sent it
                    continue
                try:
                    answer = self._send(item)
                except ClassError as error:
                    why = self._failed(item, error, schedule, delivery)
                    if why == REFUSED and on_refused is not None:
                        on_refused(error)
                    if why in (HOLD, RETRY_ALL):
                        break
                    continue
                self._drop(ident)
                schedule.sent(ident)
                delivery.sent.append((ident, bool(answer.get("stored"))))
                if on_sent is not None:
                    on_sent(ident, bool(answer.get("stored")))
        delivery.left = len(self.outbox_ids())
        return delivery

    def _failed(self, item: dict[str, Any], error: ClassError, schedule: Schedule,
                delivery: Delivery) -> str:
        """Note that ``item`` failed with ``error`` (in the outbox, ``schedule`` and
        ``delivery``); returns its :func:`verdict` (the pass stops on :data:`HOLD` and
        :data:`RETRY_ALL`)."""
        why = verdict(error)
        if why == REFUSED:
            self._refuse(item, error)
            delivery.refused.append(error)
        elif why == HOLD:
            schedule.hold(HOLD)
            delivery.stopped = error
        else:
            if why == RETRY_ITEM:  # a lost connection is not the item's fault: it keeps its place
                schedule.failed(str(item.get("id")))  # tried after the others next time
            delivery.failed.append(error)
        if why == RETRY_ALL:
            schedule.hold(RETRY_ALL, error.retry_after if isinstance(error, Refusal) else None)
            delivery.stopped = error
        return why

    def _queued(self, ident: str) -> dict[str, Any] | None:
        """The outbox's item ``ident`` (its JSON; None: no longer there)."""
        with self._file() as mine:
            found = [item for item in mine["outbox"]
                     if isinstance(item, dict) and item.get("id") == ident]
        return dict(found[0]) if found else None

    def _drop(self, ident: str) -> None:
        """Take submission ``ident`` out of the outbox (another app may have already)."""
        self._change(lambda mine: mine.update(
            outbox=[item for item in mine["outbox"] if item.get("id") != ident]))

    def _refuse(self, item: dict[str, Any], error: ClassError) -> None:
        """Move ``item`` from the outbox to the refused list (its newest entries kept)."""
        ident = str(item.get("id"))
        entry = RefusedItem.of(item, error).as_json()

        def change(mine: dict[str, Any]) -> None:
            mine["outbox"] = [i for i in mine["outbox"] if i.get("id") != ident]
            mine["refused"] = [*mine["refused"], entry][-MAX_REFUSED:]

        self._change(change)

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


def _utf8_json(body: Any) -> bytes:
    """``body`` as JSON in UTF-8 (non-ASCII text as it is: a character takes the bytes of
    its UTF-8, as the file limit counts them, not the 6 or 12 of a ``\\u`` escape).

    Raises:
        ClassError: ``request.bad`` (a lone surrogate: not Unicode text).
    """
    try:
        return json.dumps(body, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ClassError("request.bad", "text that is not Unicode (a lone surrogate)") from None


def _refusal(error: urllib.error.HTTPError) -> Refusal:
    """The class's error answer as a :class:`Refusal` (a 5xx without a code:
    ``class.unreachable``; a 4xx without one: ``class.error``)."""
    wait = _retry_after(error.headers.get("Retry-After") if error.headers else None)
    try:
        data = json.loads(error.read())
        return Refusal(str(data["error"]), "", error.code, wait)
    except (OSError, ValueError, KeyError, TypeError):
        code = "class.unreachable" if error.code >= 500 else "class.error"
        return Refusal(code, f"HTTP {error.code}", error.code, wait)


def _retry_after(value: str | None) -> float | None:
    """The seconds of a ``Retry-After`` header (seconds, or an HTTP date); None: none."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            seconds = email.utils.parsedate_to_datetime(value).timestamp() - time.time()
        except (TypeError, ValueError, IndexError, OverflowError):
            return None
    return min(max(seconds, 0.0), MAX_RETRY_AFTER) if math.isfinite(seconds) else None


class Courier:
    """A thread that keeps sending a client's outbox: at once when something is queued, and
    again as its :class:`Schedule` says: an item that failed (a 5xx) after growing delays,
    the others first; after a lost connection or a busy class, the whole outbox after
    growing delays (or the class's ``Retry-After``); after a refusal of the student (a
    wrong code, a taken name) after ``patience`` seconds or when an item is queued. An item
    refused for good leaves the outbox (:meth:`ClassClient.refused`).

    Args:
        client: the student's client.
        on_sent: called (in the courier's thread) with ``(id, stored)`` for each
            acknowledged submission.
        on_refused: called (in the courier's thread) with the :class:`ClassError` of a
            refusal: of an item (:data:`REFUSED`, it is in ``client.refused()``) or of the
            student (a wrong code...: the outbox is kept).
        retry: seconds before the first try again after a failure (doubling up to
            ``longest``).
        longest: the longest wait after a failure, in seconds.
        patience: seconds before trying again after a refusal of the student (doubling up
            to ten times as long).
    """

    def __init__(self, client: ClassClient, on_sent: Callable[[str, bool], None] | None = None,
                 on_refused: Callable[[ClassError], None] | None = None, retry: float = 1.0,
                 longest: float = 60.0, patience: float = 300.0):
        self.client = client
        self.on_sent = on_sent
        self.on_refused = on_refused
        self.schedule = Schedule(Backoff(retry, longest), Backoff(patience, 10 * patience))
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="class-courier")
        self._thread.start()

    def put(self, submission: Item) -> None:
        """Queue ``submission`` (it is in the outbox when this returns) and wake the thread."""
        self.client.queue(submission)
        self._wake.set()

    def wake(self) -> None:
        """Try the outbox at once (e.g. the student joined again)."""
        self._wake.set()

    def _run(self) -> None:
        while not self._stopped.is_set():
            self._wake.clear()
            try:
                delivery = self.client.send_outbox(self.schedule, self.on_sent, self.on_refused)
                wait = self.schedule.wait(self.client.outbox_ids())
            except OSError:  # the client's file cannot be read or locked: try again later
                delivery, wait = Delivery(), self.schedule.backoff.most
            stopped = delivery.stopped
            if stopped is not None and verdict(stopped) == HOLD and self.on_refused is not None:
                self.on_refused(stopped)
            if self._wake.wait(wait):
                self.schedule.wake()

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
