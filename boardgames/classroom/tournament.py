"""The class tournament (Qt-free): the newest tic-tac-toe player of each student against the
computer's ladder and against each other, played pairing by pairing as players arrive.

Each pairing is played by ``boardgames tictactoe tournament FILE... --json`` in a process
of its own (the game's tournament, which runs every student's move in the sandbox for
students' code), so the class itself never runs a student's code. Games already played
are kept: a new player only plays its own pairings (against the ladder, then against each
other student's current player), and a student who sends a new player replaces the old
one's games. The standings are counted from the games kept for the current players, and
:meth:`ClassTournament.played_games` gives those games move by move (:class:`ClassGame`), for the
class view's replays.
"""

from __future__ import annotations

import json
import subprocess
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from boardgames.classroom.model import PlayerSubmission
from boardgames.core.processes import decoded

#: The computer players every student meets (the game's default ladder).
RUNGS = ("dummy", "winner", "blocker", "forker", "perfect")
#: Points for a win and a draw (as the game's tournament counts them).
WIN_POINTS, DRAW_POINTS = 2, 1
#: The pairing of a student against the ladder is named with this instead of a second id.
LADDER = "ladder"


@dataclass(frozen=True)
class Standing:
    """One student's line of the class tournament.

    Attributes:
        student: the name.
        games / wins / draws / losses / forfeits: counted over the games played so far
            (forfeits: games lost by a move that went wrong).
        pending: pairings of this student not played yet.
        error: why the player cannot take part, in English ("" when it can).
    """

    student: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    forfeits: int = 0
    pending: int = 0
    error: str = ""

    @property
    def points(self) -> int:
        """:data:`WIN_POINTS` per win plus :data:`DRAW_POINTS` per draw."""
        return WIN_POINTS * self.wins + DRAW_POINTS * self.draws


Pairing = tuple[str, str]  # (player id, player id or LADDER)
#: :attr:`ClassGame.x_kind` / ``o_kind`` values.
STUDENT, COMPUTER = "student", "computer"


@dataclass(frozen=True)
class ClassGame:
    """One game of the class tournament, enough to replay it.

    Attributes:
        number: 1-based, in the order the games were kept (pairing by pairing).
        x, o: who played X (moving first) and O: a student's name, or the id of a computer
            player of the game (``"perfect"``), as ``x_kind`` / ``o_kind`` say.
        x_kind, o_kind: :data:`STUDENT` or :data:`COMPUTER`.
        moves: the cells played, in order (0-based, row-major on the 3x3 board); a
            forfeited game ends before the move that went wrong.
        winner: ``"x"``, ``"o"`` or ``""`` for a draw.
        ending: ``"line"``, ``"draw"`` or ``"forfeit"`` (the loser's move went wrong).
        forfeit: the forfeit's code (``"timed_out"``, ``"occupied"``...; "" when none).
    """

    number: int
    x: str
    o: str
    x_kind: str
    o_kind: str
    moves: tuple[int, ...]
    winner: str
    ending: str
    forfeit: str = ""

    def plays(self, student: str) -> bool:
        """True when the student ``student`` played X or O in this game."""
        return (self.x, self.x_kind) == (student, STUDENT) or (self.o, self.o_kind) == (student, STUDENT)


class ClassTournament:
    """The class tournament's games and standings (thread-safe: :meth:`update` and
    :meth:`standings` may be called while another thread plays a pairing: runs
    ``python -m boardgames`` with :meth:`arguments` and hands the process to :meth:`finish`).

    Args:
        folder: where the players' files are written (``ID.py``).
        game: the id of the game whose players take part: the plug-in whose
            ``contests`` has the tournament (``Discovery.contest_game``); its command line
            plays the pairings (``boardgames GAME tournament``); ``""``: none takes part.
        games: games per pairing (the entrants take turns to move first).
        time_limit: seconds per student move.
        rungs: the computer players every student meets.
    """

    def __init__(self, folder: Path, game: str, games: int = 2, time_limit: float = 2.0,
                 rungs: Sequence[str] = RUNGS):
        self.folder = Path(folder).resolve()  # the games' process starts in another folder
        self.game = game
        self.games, self.time_limit, self.rungs = games, time_limit, tuple(rungs)
        self._lock = threading.Lock()
        self._current: dict[str, str] = {}  # student -> player id, in joining order
        self._games: dict[Pairing, list[dict[str, Any]]] = {}
        self._errors: dict[str, str] = {}  # player id -> why it cannot play

    def update(self, players: Sequence[tuple[str, PlayerSubmission]]) -> bool:
        """Take the newest player of each student (``(student, player)``, other games'
        players ignored); writes new players' files. Returns True when anything changed."""
        current = {student: p.id for student, p in players if p.game == self.game}
        self.folder.mkdir(parents=True, exist_ok=True)
        for _, player in players:
            path = self.folder / f"{player.id}.py"
            if player.game == self.game and not path.exists():
                path.write_text(player.file, encoding="utf-8")
        with self._lock:
            changed = current != self._current
            self._current = current
        return changed

    def pending(self) -> list[Pairing]:
        """The pairings still to play, the ladder first, in the students' joining order."""
        with self._lock:
            ids = [i for i in self._current.values() if i not in self._errors]
            wanted = [(i, LADDER) for i in ids] if self.rungs else []
            wanted += [(a, b) for n, a in enumerate(ids) for b in ids[n + 1:]]
            return [pairing for pairing in wanted if pairing not in self._games]

    def arguments(self, pairing: Pairing) -> list[str]:
        """The arguments of ``python -m boardgames`` that play ``pairing`` (the players'
        files as absolute paths)."""
        files = [str(self.folder / f"{i}.py") for i in pairing if i != LADDER]
        rungs = ",".join(self.rungs) if LADDER in pairing else "none"
        return [self.game, "tournament", *files, "--json",
                "--games", str(self.games), "--time-limit", f"{self.time_limit:g}",
                "--rungs", rungs]

    def record(self, pairing: Pairing, returncode: int, stdout: str, stderr: str) -> None:
        """Keep the outcome of :meth:`arguments`'s run: its games, or (exit 2: a player's file
        was refused) the reason, held against the file it names."""
        try:
            games = json.loads(stdout)["games"]
        except (ValueError, KeyError, TypeError):
            reason = (stderr.strip().splitlines() or [f"exit code {returncode}"])[-1]
            reason = reason.removeprefix(f"boardgames {self.game}: error: ")
            named = [i for i in pairing if f"{i}.py" in reason]
            with self._lock:
                for ident in named or [pairing[0]]:
                    self._errors[ident] = reason.replace(f"{ident}.py", "player")
            return
        with self._lock:
            self._games[pairing] = [g for g in games if isinstance(g, dict)]

    def finish(self, pairing: Pairing, process: subprocess.Popen[bytes]) -> None:
        """Wait for ``process`` (playing ``pairing``: :meth:`arguments`, its output piped)
        and :meth:`record` its outcome (nothing when it was killed)."""
        stdout, stderr = process.communicate()
        if process.returncode >= 0:  # not killed on the way out
            self.record(pairing, process.returncode, decoded(stdout), decoded(stderr))

    def played_games(self) -> list[ClassGame]:
        """The games of the current players, pairing by pairing in playing order (the
        ladder's first), numbered from 1; games of replaced players are left out."""
        with self._lock:
            names = {f"{ident}.py": student for student, ident in self._current.items()}
            kept = [(p, list(records)) for p, records in self._games.items()
                    if all(i == LADDER or f"{i}.py" in names for i in p)]
        found: list[ClassGame] = []
        for _, records in kept:
            for record in records:
                game = _class_game(len(found) + 1, record, names)
                if game is not None:
                    found.append(game)
        return found

    def standings(self) -> list[Standing]:
        """Every current student's line, best first: points, then wins, then fewer
        forfeits, then joining order; students whose player cannot play come last."""
        with self._lock:
            names = {ident: student for student, ident in self._current.items()}
            lines = {ident: _count(ident, self._games) for ident in names}
            errors = dict(self._errors)
        pending = self.pending()
        rows = [(n, replace(lines[i], student=names[i], error=errors.get(i, ""),
                            pending=sum(i in p for p in pending))) for n, i in enumerate(names)]
        rows.sort(key=lambda r: (bool(r[1].error), -r[1].points, -r[1].wins, r[1].forfeits, r[0]))
        return [row for _, row in rows]


def _count(ident: str, games: dict[Pairing, list[dict[str, Any]]]) -> Standing:
    """The games, wins, draws, losses and forfeits of player ``ident`` (no name yet)."""
    mine = f"{ident}.py"
    won = drawn = lost = forfeits = played = 0
    for pairing, records in games.items():
        if ident not in pairing:
            continue
        for game in records:
            mark = "x" if game.get("x") == mine else "o" if game.get("o") == mine else ""
            if not mark:
                continue
            played += 1
            winner = game.get("winner", "")
            won += winner == mark
            drawn += not winner
            lost += bool(winner) and winner != mark
            forfeits += bool(winner) and winner != mark and game.get("ending") == "forfeit"
    return Standing("", played, won, drawn, lost, forfeits)


def _class_game(number: int, record: dict[str, Any], names: dict[str, str]) -> ClassGame | None:
    """A game of the tournament's JSON as a :class:`ClassGame` (None when malformed);
    ``names``: ``{"ID.py": student}``."""
    try:
        x, o = str(record["x"]), str(record["o"])
        moves = tuple(int(m) for m in record.get("moves", ()))
        forfeit = record.get("forfeit") or {}
        return ClassGame(number, names.get(x, x), names.get(o, o),
                         STUDENT if x in names else COMPUTER, STUDENT if o in names else COMPUTER,
                         moves, str(record.get("winner", "")), str(record.get("ending", "")),
                         str(forfeit.get("code", "")) if isinstance(forfeit, dict) else "")
    except (KeyError, TypeError, ValueError):
        return None
