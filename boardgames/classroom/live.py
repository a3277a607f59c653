"""The class as the teacher's view shows it, kept up to date off the window's thread
(Qt-free).

:class:`ClassLive` runs two threads over a :class:`~boardgames.classroom.store.ClassStore`:

* the *watcher* reads the class's change counter (one small query) every
  :data:`POLL_SECONDS` and, only when it changed, the grid and the players;
* the *judge* plays the class tournament (:mod:`~boardgames.classroom.tournament`) and
  scores the challenge solvers (:mod:`~boardgames.classroom.leaderboard`), one pairing or
  solver at a time, each in processes of their own.

Both hand a new :class:`Snapshot` to ``on_change`` (called in their thread) whenever
something the view shows changed, so the view never reads the database itself.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from boardgames.classroom import leaderboard
from boardgames.classroom.model import Grid, PlayerSubmission
from boardgames.classroom.store import ClassStore
from boardgames.classroom.tournament import ClassGame, ClassTournament, Standing
from boardgames.core import processes
from boardgames.core.plugins import CHALLENGE, TOURNAMENT, Discovery, discover
from boardgames.core.sandbox.workspace import private_temp

#: Seconds between two looks at the class's change counter.
POLL_SECONDS = 0.1


@dataclass(frozen=True)
class Snapshot:
    """What the class view shows.

    Attributes:
        grid: students x exercises.
        checks: how many checks are stored.
        players: the students' newest players, ``(student, player)``.
        standings: the class tournament, best first.
        games: the class tournament's games so far, move by move (for replays).
        leaderboard: the challenge's scores, best first (students not scored yet absent).
        scoring: how many solvers wait to be scored.
    """

    grid: Grid = field(default_factory=Grid)
    checks: int = 0
    players: tuple[tuple[str, PlayerSubmission], ...] = ()
    standings: tuple[Standing, ...] = ()
    games: tuple[ClassGame, ...] = ()
    leaderboard: tuple[leaderboard.Entry, ...] = ()
    scoring: int = 0


class ClassLive:
    """Keeps a :class:`Snapshot` of ``store`` up to date in two threads (see the module).

    Args:
        store: the class.
        folder: where the players' files are written for the tournament and the challenge.
        on_change: called with each new snapshot (in a worker thread).
        tournament: the class tournament (default: a :class:`ClassTournament` of the game
            whose plug-in runs it, in ``folder/GAME``).
        challenge_limit: seconds per position when a solver is scored.
        discovery: the installed games, asked which runs the tournament and which the
            challenge (:meth:`~boardgames.core.plugins.Discovery.contest_game`; default:
            :func:`~boardgames.core.plugins.discover`).
    """

    def __init__(self, store: ClassStore, folder: Path, on_change: Callable[[Snapshot], None],
                 tournament: ClassTournament | None = None, challenge_limit: float | None = None,
                 discovery: Discovery | None = None):
        self.store, self.folder, self.on_change = store, Path(folder), on_change
        found = discovery if discovery is not None else discover()
        #: the game whose solvers the challenge scores ("" when none runs it)
        self.challenge_game = found.contest_game(CHALLENGE)
        game = found.contest_game(TOURNAMENT)
        self.tournament = tournament or ClassTournament(self.folder / (game or "tournament"), game)
        self.challenge_limit = challenge_limit
        self.snapshot = Snapshot()
        self._lock = threading.Lock()
        self._scores: dict[str, leaderboard.Entry] = {}  # player id -> score
        self._stopped = threading.Event()
        self._work = threading.Event()
        self._process: subprocess.Popen[bytes] | None = None
        self._threads = [threading.Thread(target=self._watch, daemon=True, name="class-watcher"),
                         threading.Thread(target=self._judge, daemon=True, name="class-judge")]

    def start(self) -> ClassLive:
        """Start both threads; returns self."""
        for thread in self._threads:
            thread.start()
        return self

    def stop(self) -> None:
        """Stop both threads: waits for the watcher (the store may be closed afterwards)
        and for the judge (which removes the folders of a run it ended); a pairing being
        played or a solver being scored is ended."""
        self._stopped.set()
        self._work.set()
        with self._lock:
            if self._process is not None:
                processes.signal_group(self._process.pid, signal.SIGKILL)  # its sandboxes too
        for thread in self._threads:
            if thread.is_alive():
                thread.join(5)

    def _publish(self, **changes: object) -> None:
        with self._lock:
            self.snapshot = replace(self.snapshot, **changes)  # type: ignore[arg-type]
            snapshot = self.snapshot
        if not self._stopped.is_set():
            self.on_change(snapshot)

    # --- the watcher ---------------------------------------------------------------------

    def _watch(self) -> None:
        version = -1
        while not self._stopped.is_set():
            try:
                now = self.store.version()
                if now != version:
                    self._read()
                    version = now
            except sqlite3.Error:  # busy for longer than its timeout: look again later
                pass
            self._stopped.wait(POLL_SECONDS)

    def _read(self) -> None:
        grid, checks, players = self.store.grid(), self.store.count(), tuple(self.store.players())
        self.tournament.update(players)
        self._publish(grid=grid, checks=checks, players=players,
                      standings=tuple(self.tournament.standings()),
                      games=tuple(self.tournament.played_games()),
                      leaderboard=self._ranked(players), scoring=len(self._unscored(players)))
        self._work.set()

    # --- the judge -----------------------------------------------------------------------

    def _judge(self) -> None:
        while not self._stopped.is_set():
            self._work.wait()
            self._work.clear()
            while not self._stopped.is_set() and self._judge_one():
                pass

    def _judge_one(self) -> bool:
        """Play one pairing or score one solver; False when nothing is left to do."""
        pending = self.tournament.pending()
        if pending:
            self._play(pending[0])
            return True
        unscored = self._unscored(self.snapshot.players)
        if not unscored:
            return False
        self._score(*unscored[0])
        return True

    def _play(self, pairing: tuple[str, str]) -> None:
        with private_temp() as temp:
            process = self._started(self.tournament.arguments(pairing), temp)
            self.tournament.finish(pairing, process)
        self._publish(standings=tuple(self.tournament.standings()),
                      games=tuple(self.tournament.played_games()))

    def _started(self, arguments: list[str], temp: Path) -> subprocess.Popen[bytes]:
        """``python -m boardgames arguments`` started in a process group of its own, in
        the package's folder (:func:`.core.processes.popen_module`), with ``temp`` as its
        temporary folder (the caller removes it: a process that :meth:`stop` ended cannot
        remove its sandboxes' folders itself)."""
        process = processes.popen_module("boardgames", arguments, stdin=subprocess.DEVNULL,
                                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         env=dict(os.environ, TMPDIR=str(temp)))
        with self._lock:
            self._process = process
            if self._stopped.is_set():
                processes.signal_group(process.pid, signal.SIGKILL)
        return process

    def _unscored(self, players: tuple[tuple[str, PlayerSubmission], ...]
                  ) -> list[tuple[str, PlayerSubmission]]:
        return [(s, p) for s, p in players if p.game == self.challenge_game and p.id not in self._scores]

    def _score(self, student: str, player: PlayerSubmission) -> None:
        path = self.folder / self.challenge_game / f"{player.id}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(player.file, encoding="utf-8")
        with private_temp() as temp:
            process = self._started(leaderboard.arguments(path, self.challenge_game, self.challenge_limit),
                                    temp)
            stdout, stderr = process.communicate()
        if process.returncode < 0:  # ended by stop()
            return
        scored = leaderboard.entry(path, processes.decoded(stdout), processes.decoded(stderr))
        self._scores[player.id] = replace(scored, student=student)
        players = self.snapshot.players
        self._publish(leaderboard=self._ranked(players), scoring=len(self._unscored(players)))

    def _ranked(self, players: tuple[tuple[str, PlayerSubmission], ...]
                ) -> tuple[leaderboard.Entry, ...]:
        entries = [replace(self._scores[p.id], student=s) for s, p in players
                   if p.game == self.challenge_game and p.id in self._scores]
        return tuple(leaderboard.ranked(entries))
