"""Load on a class: 40 simulated students submit checks to ``boardgames class serve`` on
loopback while the teacher's grid refreshes, once steadily and once with the teacher's app
killed (SIGKILL, as in a crash) and started again mid-run.

Usage: ``python benchmarks/class_load.py [--seconds 60] [--students 40] [--interval 0.25]
[--runs steady,restart]``

Each student is a thread with its own :class:`~boardgames.classroom.client.ClassClient`
(its own name and token); it submits a check (a 2 KB file, one of four exercises in turn)
every ``--interval`` seconds, every tenth time a tournament player instead, and when the
class cannot be reached it keeps the submission in its outbox and sends it again every
0.1 s. The teacher is a thread long-polling ``GET /api/grid?since=V``, as the class view
would. The server is a separate process (``python -m boardgames class serve``) with its
class file in a temporary folder.

Printed per run: submissions (checks and players) acknowledged, per second held, the delay
from a student starting to send a check until the teacher's grid shows it (median, 99th
percentile and the longest, in milliseconds; in the restart run it includes the time the
class was down), how many acknowledged submissions the class file lacks at the end (lost),
how many the class file holds beyond their ids (duplicated), how many ids were sent more
than once (resent: the answer was lost with the server) and how many were still unsent at
the end.
"""

from __future__ import annotations

import argparse
import os
import platform
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

from boardgames.classroom.client import ClassClient, player_of, submission_of
from boardgames.classroom.model import ClassError

EXERCISES = ("tictactoe/winner", "tictactoe/win_move", "tictactoe/block", "tictactoe/minimax")
FILE = ("def choose(board):\n    # a student's program, about two kilobytes\n" + "    pass\n" * 240)
CODE = "LOAD42"
#: Every this many submissions of a student, one is a tournament player instead of a check.
PLAYER_EVERY = 10
PLAYER_CELL = "player:tictactoe"


class Student(ClassClient):
    """A simulated student: counts how often each id was sent, and when each started."""

    def __init__(self, address: str, name: str, log: Log):
        super().__init__(address, CODE, name, timeout=10.0)
        self.log = log

    def _send(self, item: dict[str, Any]) -> Any:
        self.log.attempt(str(item["id"]))
        return super()._send(item)


class Log:
    """What the students sent and what the teacher saw (thread-safe)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.started: dict[tuple[str, str], list[float]] = defaultdict(list)  # cell -> starts
        self.acked: dict[tuple[str, str], set[str]] = defaultdict(set)
        self.attempts: dict[str, int] = defaultdict(int)
        self.seen: dict[tuple[str, str], list[float]] = defaultdict(list)  # cell -> k-th seen
        self.unsent = 0

    def attempt(self, ident: str) -> None:
        with self.lock:
            self.attempts[ident] += 1

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
        if count % PLAYER_EVERY == 0:  # a tournament player: stored, not on the grid
            cell = (client.name, PLAYER_CELL)
            client.queue(player_of("tictactoe", FILE))
        else:
            log.start(cell)
            client.queue(submission_of(exercise, count % 3 == 0, [("wins", count % 3 == 0, "")],
                                       0.2, FILE))
        while not _flush(client, log, cell):
            time.sleep(0.1)
        stop.wait(interval)
    log.unsent += len(client.pending())


def _flush(client: Student, log: Log, cell: tuple[str, str]) -> bool:
    try:
        return client.flush(lambda ident, stored: log.ack(cell, ident))
    except ClassError as error:  # a refusal would be a defect of the class: report it
        print(f"refused: {error}", file=sys.stderr)
        return True


def teacher_loop(address: str, teacher_code: str, log: Log, stop: threading.Event) -> None:
    """Long-poll the grid as the class view would, noting when each result appears."""
    client = ClassClient(address, teacher_code, timeout=10.0)
    version = -1
    while not stop.is_set():
        try:
            grid = client.grid(since=version, wait=2.0)
        except ClassError:
            time.sleep(0.05)  # the class is down (restarting)
            continue
        log.grid(grid, time.perf_counter())
        version = grid.version


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(folder: Path, port: int) -> tuple[subprocess.Popen[str], str]:
    """``boardgames class serve`` in its own process; returns it and the teacher's code."""
    env = dict(os.environ, BOARDGAMES_CLASS_DIR=str(folder), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "boardgames", "class", "serve", "--host",
                             "127.0.0.1", "--port", str(port), "--code", CODE],
                            stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    proc.stdout.readline()
    teacher = proc.stdout.readline().strip().rsplit(" ", 1)[-1]
    return proc, teacher


def run(seconds: float, students: int, interval: float, restart: bool) -> dict[str, Any]:
    """One run; returns its row of the table."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        address = f"127.0.0.1:{port}"
        server, teacher = start_server(Path(folder), port)
        log, stop, teacher_stop = Log(), threading.Event(), threading.Event()
        clients = [Student(address, f"Student {i + 1:02d}", log) for i in range(students)]
        for client in clients:
            client.join()
        threads = [threading.Thread(target=student_loop, args=(c, log, stop, interval, i))
                   for i, c in enumerate(clients)]
        threads.append(threading.Thread(target=teacher_loop, args=(address, teacher, log, teacher_stop)))
        began = time.perf_counter()
        for thread in threads:
            thread.start()
        down = _run_for(seconds, restart, server, Path(folder), port)
        server = down if down is not None else server
        stop.set()
        for thread in threads[:-1]:
            thread.join()
        held = time.perf_counter() - began
        time.sleep(0.5)  # the teacher's last poll sees the last results
        teacher_stop.set()
        threads[-1].join()
        server.send_signal(signal.SIGINT)
        server.wait(30)
        stored = _stored_ids(Path(folder) / "class.sqlite3")
    return _row(log, stored, held, students, restart)


def _run_for(seconds: float, restart: bool, server: subprocess.Popen[str], folder: Path,
             port: int) -> subprocess.Popen[str] | None:
    if not restart:
        time.sleep(seconds)
        return None
    time.sleep(seconds / 2)
    server.kill()  # as in a crash: no clean shutdown
    server.wait()
    time.sleep(1.0)  # the teacher's app is down for a second, then starts again
    again, _ = start_server(folder, port)
    time.sleep(seconds / 2)
    return again


def _stored_ids(path: Path) -> dict[str, tuple[str, str]]:
    db = sqlite3.connect(path)
    try:
        checks = db.execute("SELECT id, student, exercise FROM submissions").fetchall()
        players = db.execute("SELECT id, student, 'player:' || game FROM players").fetchall()
        return {row[0]: (row[1], row[2]) for row in checks + players}
    finally:
        db.close()


def _row(log: Log, stored: dict[str, tuple[str, str]], held: float, students: int,
         restart: bool) -> dict[str, Any]:
    acked = {ident for ids in log.acked.values() for ident in ids}
    delays = []
    for cell, starts in log.started.items():  # checks only: players are not on the grid
        seen = log.seen.get(cell, [])
        delays += [(s - t) * 1000 for t, s in zip(starts, seen, strict=False)]
    counted = defaultdict(int)
    for cell in stored.values():
        counted[cell] += 1
    duplicated = sum(max(0, counted[cell] - len(ids)) for cell, ids in log.acked.items())
    cuts = statistics.quantiles(delays, n=100) if len(delays) > 1 else [0.0] * 99
    return {"run": "killed and restarted mid-run" if restart else "steady",
            "students": students, "seconds": held, "acknowledged": len(acked),
            "per_second": len(acked) / held, "p50": statistics.median(delays) if delays else 0.0,
            "p99": cuts[98], "max": max(delays, default=0.0), "shown": len(delays), "lost": len(acked - set(stored)),
            "duplicated": duplicated, "resent": sum(1 for n in log.attempts.values() if n > 1),
            "unsent": log.unsent}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each run (default 60)")
    parser.add_argument("--students", type=int, default=40, help="simulated students (default 40)")
    parser.add_argument("--interval", type=float, default=0.25,
                        help="seconds between a student's checks (default 0.25)")
    parser.add_argument("--runs", default="steady,restart", help="steady, restart or both")
    args = parser.parse_args(argv)
    print(f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}; server and students on one machine (loopback); "
          f"{args.students} students, one check each every {args.interval} s")
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print("| run | students | seconds | acknowledged | per second | shown p50 ms | shown p99 ms "
          "| shown max ms | lost | duplicated | resent | unsent |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in args.runs.split(","):
        r = run(args.seconds, args.students, args.interval, name.strip() == "restart")
        print(f"| {r['run']} | {r['students']} | {r['seconds']:.0f} | {r['acknowledged']} | "
              f"{r['per_second']:.1f} | {r['p50']:.0f} | {r['p99']:.0f} | {r['max']:.0f} | {r['lost']} | "
              f"{r['duplicated']} | {r['resent']} | {r['unsent']} |", flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
