"""Load on a class: 100 simulated students submit checks to ``boardgames class serve`` on
loopback while the teacher's grid refreshes: steadily, with the teacher's app killed
(SIGKILL, as in a crash) and started again mid-run, and with 1,100 idle connections held
open against the server during the load.

Usage: ``python benchmarks/class_load.py [--seconds 60] [--students 100] [--interval 0.25]
[--runs steady,restart,idle] [--idle 1100] [--open-files 1024]``

Each student is a thread with its own :class:`~boardgames.classroom.client.ClassClient`
(its own name and token); it submits a check (a 2 KB file, one of four exercises in turn)
every ``--interval`` seconds, every tenth time a tournament player instead, and when the
class cannot be reached (or answers 503, busy) it keeps the submission in its outbox and
sends it again every 0.1 s. The teacher is a thread long-polling ``GET /api/grid?since=V``,
as the class view would. The server is a separate process (``python -m boardgames class
serve``) with its class file in a temporary folder, started under ``ulimit -n
--open-files`` (the usual limit of a teacher's computer; Unix), so the idle run is the
attack of issue 42: more idle connections than the server may open files. The idle
connections come from a thread of this process, from the students' own address; one the
server closes is opened again within a second, so about ``--idle`` are always held or
being opened.

Printed per run: submissions (checks and players) acknowledged and per second held; the
time from a student starting to send a submission until it is acknowledged (``ack``: median
and 99th percentile, ms) and from starting to send a check until the teacher's grid shows it
(``shown``: median, 99th percentile, longest; in the restart run both include the time the
class was down); the longest join; how many acknowledged submissions the class file lacks at
the end (lost), how many it holds beyond their ids (duplicated), how many answers were 503
(refused busy), how many ids were sent more than once (resent: the answer was lost with the
server), how many were still unsent at the end, the idle connections the server closed
(reopened by the attacker) and the bytes the server wrote to its log (stderr).
"""

from __future__ import annotations

import argparse
import os
import platform
import selectors
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from boardgames.classroom.client import ClassClient, Refusal, player_of, submission_of
from boardgames.classroom.model import ClassError

EXERCISES = ("tictactoe/winner", "tictactoe/win_move", "tictactoe/block", "tictactoe/minimax")
FILE = ("def choose(board):\n    # a student's program, about two kilobytes\n" + "    pass\n" * 240)
CODE = "LOAD42"
#: Every this many submissions of a student, one is a tournament player instead of a check.
PLAYER_EVERY = 10
PLAYER_CELL = "player:tictactoe"
RUNS = {"steady": "steady", "restart": "killed (-9) and restarted mid-run",
        "idle": "idle connections held open"}


class Student(ClassClient):
    """A simulated student: counts how often each id was sent, and the 503 answers."""

    def __init__(self, address: str, name: str, log: Log):
        super().__init__(address, CODE, name, timeout=10.0)
        self.log = log

    def _send(self, item: dict[str, Any]) -> Any:
        self.log.attempt(str(item["id"]))
        return super()._send(item)

    def request(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        try:
            return super().request(method, path, body, token)
        except Refusal as refusal:
            if refusal.status == 503:
                self.log.busy()
            raise


class Log:
    """What the students sent and what the teacher saw (thread-safe)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.started: dict[tuple[str, str], list[float]] = defaultdict(list)  # cell -> starts
        self.acked: dict[tuple[str, str], set[str]] = defaultdict(set)
        self.attempts: dict[str, int] = defaultdict(int)
        self.seen: dict[tuple[str, str], list[float]] = defaultdict(list)  # cell -> k-th seen
        self.ack_ms: list[float] = []
        self.join_ms: list[float] = []
        self.refused_busy = 0
        self.unsent = 0

    def attempt(self, ident: str) -> None:
        with self.lock:
            self.attempts[ident] += 1

    def busy(self) -> None:
        with self.lock:
            self.refused_busy += 1

    def start(self, cell: tuple[str, str]) -> None:
        with self.lock:
            self.started[cell].append(time.perf_counter())

    def ack(self, cell: tuple[str, str], ident: str) -> None:
        with self.lock:
            self.acked[cell].add(ident)

    def grid(self, grid: Any, now: float) -> None:
        with self.lock:
            for (student, exercise), cell in grid.cells.items():
                seen = self.seen[(student, exercise)]
                while len(seen) < cell.attempts:
                    seen.append(now)


def student_loop(client: Student, log: Log, stop: threading.Event, interval: float,
                 offset: int) -> None:
    """Submit a check (every :data:`PLAYER_EVERY`-th time a player) every ``interval``
    seconds until ``stop``."""
    count = offset
    while not stop.is_set():
        exercise = EXERCISES[count % len(EXERCISES)]
        count += 1
        cell = (client.name, exercise)
        began = time.perf_counter()
        if count % PLAYER_EVERY == 0:  # a tournament player: stored, not on the grid
            cell = (client.name, PLAYER_CELL)
            client.queue(player_of("tictactoe", FILE))
        else:
            log.start(cell)
            client.queue(submission_of(exercise, count % 3 == 0, [("wins", count % 3 == 0, "")],
                                       0.2, FILE))
        while not _flush(client, log, cell):
            time.sleep(0.1)
        with log.lock:
            log.ack_ms.append((time.perf_counter() - began) * 1000)
        stop.wait(interval)
    log.unsent += len(client.outbox_ids())


def _flush(client: Student, log: Log, cell: tuple[str, str]) -> bool:
    try:
        return client.flush(lambda ident, stored: log.ack(cell, ident))
    except ClassError as error:  # a refusal would be a defect of the class: report it
        print(f"refused: {error}", file=sys.stderr)
        return True


def join(client: Student, log: Log, patience: float = 60.0) -> None:
    """Join, again every 0.1 s while the class is busy or unreachable (``patience``
    seconds at most)."""
    began = time.perf_counter()
    while True:
        try:
            client.join()
            break
        except ClassError as error:
            if time.perf_counter() - began > patience or error.code not in (
                    "server.busy", "class.unreachable"):
                raise
            time.sleep(0.1)
    with log.lock:
        log.join_ms.append((time.perf_counter() - began) * 1000)


def teacher_loop(address: str, teacher_code: str, log: Log, stop: threading.Event) -> None:
    """Long-poll the grid as the class view would, noting when each result appears."""
    client = ClassClient(address, teacher_code, timeout=10.0)
    version = -1
    while not stop.is_set():
        try:
            grid = client.grid(since=version, wait=2.0)
        except ClassError:
            time.sleep(0.05)  # the class is down (restarting) or busy
            continue
        log.grid(grid, time.perf_counter())
        version = grid.version


class Holder(threading.Thread):
    """Hold ``count`` idle connections open to 127.0.0.1:``port`` (sending nothing);
    those the server closes are opened again within a second, until :meth:`stop`."""

    def __init__(self, port: int, count: int):
        super().__init__(daemon=True, name="idle-connections")
        self.port, self.count = port, count
        self.closed_by_server = 0
        self.full = threading.Event()
        self._stopping = threading.Event()
        self._selector = selectors.DefaultSelector()
        self._open: set[socket.socket] = set()

    def run(self) -> None:
        try:
            while not self._stopping.is_set():
                self._fill()
                self.full.set()
                deadline = time.monotonic() + 1.0
                while not self._stopping.is_set() and time.monotonic() < deadline:
                    self._reap(self._selector.select(timeout=0.2))
        finally:
            for sock in self._open:
                sock.close()
            self._selector.close()

    def _fill(self) -> None:
        while len(self._open) < self.count and not self._stopping.is_set():
            try:
                sock = socket.create_connection(("127.0.0.1", self.port), timeout=2.0)
            except OSError:
                return  # try again within a second
            sock.setblocking(False)
            self._open.add(sock)
            self._selector.register(sock, selectors.EVENT_READ)

    def _reap(self, events: list[tuple[selectors.SelectorKey, int]]) -> None:
        for key, _ in events:
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            try:
                data = sock.recv(4096)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if not data:  # closed by the server
                self._selector.unregister(sock)
                self._open.discard(sock)
                sock.close()
                self.closed_by_server += 1

    def stop(self) -> None:
        self._stopping.set()
        self.join(10)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(folder: Path, port: int, open_files: int) -> tuple[subprocess.Popen[str], str]:
    """``boardgames class serve`` in its own process, under ``ulimit -n open_files`` where
    there is bash; returns it and the teacher's code."""
    env = dict(os.environ, BOARDGAMES_CLASS_DIR=str(folder), PYTHONUNBUFFERED="1")
    command = [sys.executable, "-m", "boardgames", "class", "serve", "--host", "127.0.0.1",
               "--port", str(port), "--code", CODE, "--no-announce"]
    if shutil.which("bash") and sys.platform != "win32":
        command = ["bash", "-c", f'ulimit -n {int(open_files)} || true; exec "$@"', "bash",
                   *command]  # exec: the process killed below is the server itself
    with open(folder / "server-log.txt", "a", encoding="utf-8") as log:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True, env=env)
    assert proc.stdout is not None
    proc.stdout.readline()
    teacher = proc.stdout.readline().strip().rsplit(" ", 1)[-1]
    return proc, teacher


def run(kind: str, options: argparse.Namespace) -> dict[str, Any]:
    """One run (``kind``: steady, restart or idle); returns its row of the table."""
    with tempfile.TemporaryDirectory() as name:
        folder, port = Path(name), free_port()
        address = f"127.0.0.1:{port}"
        server, teacher = start_server(folder, port, options.open_files)
        holder = Holder(port, options.idle) if kind == "idle" else None
        if holder is not None:
            holder.start()
            holder.full.wait(60)
        log, stop, teacher_stop = Log(), threading.Event(), threading.Event()
        clients = [Student(address, f"Student {i + 1:03d}", log) for i in range(options.students)]
        joining = [threading.Thread(target=join, args=(c, log)) for c in clients]
        _run_all(joining)
        threads = [threading.Thread(target=student_loop, args=(c, log, stop, options.interval, i))
                   for i, c in enumerate(clients)]
        threads.append(threading.Thread(target=teacher_loop, args=(address, teacher, log, teacher_stop)))
        began = time.perf_counter()
        for thread in threads:
            thread.start()
        server = _run_for(options, kind == "restart", server, folder, port)
        stop.set()
        _run_all(threads[:-1], start=False)
        held = time.perf_counter() - began
        time.sleep(0.5)  # the teacher's last poll sees the last results
        teacher_stop.set()
        threads[-1].join()
        closed = holder.closed_by_server if holder is not None else 0
        if holder is not None:
            holder.stop()
        server.send_signal(signal.SIGINT)
        server.wait(30)
        stored = _stored_ids(folder / "class.sqlite3")
        log_bytes = (folder / "server-log.txt").stat().st_size
    return {**_row(log, stored, held, options.students, kind), "closed": closed, "log": log_bytes}


def _run_all(threads: list[threading.Thread], start: bool = True) -> None:
    if start:
        for thread in threads:
            thread.start()
    for thread in threads:
        thread.join()


def _run_for(options: argparse.Namespace, restart: bool, server: subprocess.Popen[str],
             folder: Path, port: int) -> subprocess.Popen[str]:
    """Let the load run; in the restart run kill the server halfway and start it again."""
    if not restart:
        time.sleep(options.seconds)
        return server
    time.sleep(options.seconds / 2)
    server.kill()  # kill -9, as in a crash: no clean shutdown
    server.wait()
    time.sleep(1.0)  # the teacher's app is down for a second, then starts again
    again, _ = start_server(folder, port, options.open_files)
    time.sleep(options.seconds / 2)
    return again


def _stored_ids(path: Path) -> dict[str, tuple[str, str]]:
    db = sqlite3.connect(path)
    try:
        checks = db.execute("SELECT id, student, exercise FROM submissions").fetchall()
        players = db.execute("SELECT id, student, 'player:' || game FROM players").fetchall()
        return {row[0]: (row[1], row[2]) for row in checks + players}
    finally:
        db.close()


def _percentiles(values: list[float]) -> tuple[float, float]:
    """Median and 99th percentile (0 when there is nothing)."""
    if not values:
        return 0.0, 0.0
    cuts = statistics.quantiles(values, n=100) if len(values) > 1 else [values[0]] * 99
    return statistics.median(values), cuts[98]


def _row(log: Log, stored: dict[str, tuple[str, str]], held: float, students: int,
         kind: str) -> dict[str, Any]:
    acked = {ident for ids in log.acked.values() for ident in ids}
    delays = []
    for cell, starts in log.started.items():  # checks only: players are not on the grid
        seen = log.seen.get(cell, [])
        delays += [(s - t) * 1000 for t, s in zip(starts, seen, strict=False)]
    counted: dict[tuple[str, str], int] = defaultdict(int)
    for cell in stored.values():
        counted[cell] += 1
    duplicated = sum(max(0, counted[cell] - len(ids)) for cell, ids in log.acked.items())
    ack50, ack99 = _percentiles(log.ack_ms)
    shown50, shown99 = _percentiles(delays)
    return {"run": RUNS[kind], "students": students, "seconds": held, "acknowledged": len(acked),
            "per_second": len(acked) / held, "ack50": ack50, "ack99": ack99, "p50": shown50,
            "p99": shown99, "max": max(delays, default=0.0), "join": max(log.join_ms, default=0.0),
            "lost": len(acked - set(stored)), "duplicated": duplicated, "busy": log.refused_busy,
            "resent": sum(1 for n in log.attempts.values() if n > 1), "unsent": log.unsent}


def _raise_own_open_files(wanted: int) -> None:
    """This process holds the idle connections and the students': allow it enough files."""
    if sys.platform == "win32":
        return
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        top = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (top, hard))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each run (default 60)")
    parser.add_argument("--students", type=int, default=100, help="simulated students (default 100)")
    parser.add_argument("--interval", type=float, default=0.25,
                        help="seconds between a student's checks (default 0.25)")
    parser.add_argument("--runs", default="steady,restart,idle",
                        help="some of steady, restart, idle (default all three)")
    parser.add_argument("--idle", type=int, default=1100,
                        help="idle connections held open in the idle run (default 1100)")
    parser.add_argument("--open-files", type=int, default=1024,
                        help="the server's open-file limit, ulimit -n (default 1024)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    kinds = [name.strip() for name in args.runs.split(",")]
    if unknown := [k for k in kinds if k not in RUNS]:
        print(f"class_load: error: no run {', '.join(unknown)} (steady, restart, idle)", file=sys.stderr)
        return 2
    _raise_own_open_files(args.idle + 4 * args.students + 256)
    print(f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}; server and students on one machine (loopback); "
          f"{args.students} students, one check each every {args.interval} s; server under "
          f"ulimit -n {args.open_files}; idle run: {args.idle} idle connections")
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print("| run | students | seconds | acknowledged | per second | ack p50 ms | ack p99 ms "
          "| shown p50 ms | shown p99 ms | shown max ms | join max ms | lost | duplicated "
          "| refused 503 | resent | unsent | idle closed | server log bytes |")
    print("|---|" + "---:|" * 17)
    for kind in kinds:
        r = run(kind, args)
        print(f"| {r['run']} | {r['students']} | {r['seconds']:.0f} | {r['acknowledged']} | "
              f"{r['per_second']:.1f} | {r['ack50']:.0f} | {r['ack99']:.0f} | {r['p50']:.0f} | "
              f"{r['p99']:.0f} | {r['max']:.0f} | {r['join']:.0f} | {r['lost']} | "
              f"{r['duplicated']} | {r['busy']} | {r['resent']} | {r['unsent']} | "
              f"{r['closed']} | {r['log']} |", flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
