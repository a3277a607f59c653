"""A tournament of students' tic-tac-toe players against the computer's ladder and each
other (Qt-free).

Every student's file (see :mod:`.tournament_student` for ``choose_move``) plays every
chosen rung of the ladder (:data:`LADDER`: first free cell ... perfect) and every other
student's file. Each pairing plays ``games`` games; the two entrants take turns to move
first, and the one that moves first plays X. A student's move runs in the sandbox for
students' code with a time limit; a crash, a bad answer, an illegal move or a timeout
loses that game (a *forfeit*, recorded as a code with values).

A win is worth :data:`WIN_POINTS`, a draw :data:`DRAW_POINTS`, a loss nothing. Random
choices of the computer players (e.g. "perfect" picks among equally good moves) come from
a generator seeded by the tournament's seed, the pairing and the game, so the same files
give the same tournament.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from boardgames.core import sandbox
from boardgames.games.tictactoe.board import EMPTY, O, X
from boardgames.games.tictactoe.players import PLAYERS, make_player
from boardgames.games.tictactoe.rules import MNKGame, State
from boardgames.games.tictactoe.tournament_student import Forfeit, ask_move, check_player_file

#: The ladder a student can climb, weakest first (computer player names).
LADDER = ("dummy", "centre", "winner", "blocker", "forker", "minimax", "alphabeta-tt", "perfect")
#: The rungs played unless others are chosen (about half a minute for two files).
DEFAULT_RUNGS = ("dummy", "winner", "blocker", "forker", "perfect")
#: Computer players a tournament accepts (the ladder and the 3x3 extras).
COMPUTER_NAMES = tuple(name for name in PLAYERS if name != "deep")

DEFAULT_GAMES = 2
DEFAULT_TIME_LIMIT = 2.0
MAX_GAMES = 100
MAX_TIME_LIMIT = 60.0
WIN_POINTS, DRAW_POINTS = 2, 1

STUDENT, COMPUTER = "student", "computer"
#: ``GameRecord.ending`` values.
LINE, DRAW, FORFEIT = "line", "draw", "forfeit"


@dataclass(frozen=True)
class Entrant:
    """One player of the tournament.

    Attributes:
        name: its name in the tables: the file name for a student (``"alice.py"``, with
            `` (2)`` added for a second file of the same name or a file named like a
            computer player), the player name for the computer (``"blocker"``).
        kind: :data:`STUDENT` or :data:`COMPUTER`.
        path: the student's file (None for the computer).
        takes_mark: ``choose_move`` also takes the mark it plays.
    """

    name: str
    kind: str
    path: Path | None = None
    takes_mark: bool = False


@dataclass(frozen=True)
class GameRecord:
    """One game, enough to replay it.

    Attributes:
        number: 1-based, in playing order.
        x, o: the names of the entrants playing X (moving first) and O.
        moves: the cells played, in order (0-based, row-major).
        winner: ``"x"``, ``"o"`` or ``""`` for a draw.
        ending: :data:`LINE` (the winner completed a line), :data:`DRAW` or
            :data:`FORFEIT` (the loser's move went wrong: see ``forfeit``).
        forfeit: why the loser forfeited, or None.
    """

    number: int
    x: str
    o: str
    moves: tuple[int, ...]
    winner: str
    ending: str
    forfeit: Forfeit | None = None

    @property
    def winner_name(self) -> str | None:
        """The winning entrant's name (None for a draw)."""
        return {"x": self.x, "o": self.o}.get(self.winner)

    @property
    def loser_name(self) -> str | None:
        """The losing entrant's name (None for a draw)."""
        return {"x": self.o, "o": self.x}.get(self.winner)


@dataclass(frozen=True)
class Standing:
    """One entrant's line of the results table (``forfeits``: games lost by forfeit)."""

    name: str
    kind: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    forfeits: int = 0

    @property
    def points(self) -> int:
        """``WIN_POINTS`` per win plus ``DRAW_POINTS`` per draw."""
        return WIN_POINTS * self.wins + DRAW_POINTS * self.draws


@dataclass(frozen=True)
class TournamentResult:
    """The games played so far and the planned number.

    Attributes:
        entrants: every entrant, students first.
        games: the games played, in order.
        planned: how many games the whole tournament has.
        isolation: how students' code ran (``"bubblewrap"`` or ``"none"``).
    """

    entrants: tuple[Entrant, ...]
    games: tuple[GameRecord, ...] = ()
    planned: int = 0
    isolation: str = sandbox.NONE

    @property
    def complete(self) -> bool:
        """True when every planned game was played."""
        return len(self.games) == self.planned

    def standings(self) -> list[Standing]:
        """Every entrant's totals, best first: by points, then wins, then fewer forfeits,
        then entry order."""
        table = {e.name: Standing(e.name, e.kind) for e in self.entrants}
        for game in self.games:
            for name in (game.x, game.o):
                s = table[name]
                won, lost = name == game.winner_name, name == game.loser_name
                table[name] = replace(s, games=s.games + 1, wins=s.wins + won,
                                      losses=s.losses + lost, draws=s.draws + (not won and not lost),
                                      forfeits=s.forfeits + (lost and game.ending == FORFEIT))
        order = {e.name: i for i, e in enumerate(self.entrants)}
        return sorted(table.values(), key=lambda s: (-s.points, -s.wins, s.forfeits, order[s.name]))


@dataclass
class Settings:
    """How a tournament is played.

    Attributes:
        games: games per pairing (1..:data:`MAX_GAMES`); the entrants take turns to move
            first.
        time_limit: seconds per student move (above 0, at most :data:`MAX_TIME_LIMIT`).
        rungs: the computer players that take part (names of :data:`COMPUTER_NAMES`).
        seed: seeds the computer players' random choices.

    Raises:
        ValueError: (:meth:`check`) a value out of range or an unknown player name.
    """

    games: int = DEFAULT_GAMES
    time_limit: float = DEFAULT_TIME_LIMIT
    rungs: tuple[str, ...] = field(default=DEFAULT_RUNGS)
    seed: int = 0

    def check(self) -> None:
        """Raise ValueError (one English line) for a value out of range."""
        if not 1 <= self.games <= MAX_GAMES:
            raise ValueError(f"games per pairing must be 1..{MAX_GAMES}, got {self.games}")
        if not 0 < self.time_limit <= MAX_TIME_LIMIT:
            raise ValueError(f"the time limit must be above 0 and at most {MAX_TIME_LIMIT:g} "
                             f"seconds, got {self.time_limit:g}")
        for name in self.rungs:
            if name not in COMPUTER_NAMES:
                raise ValueError(f"unknown computer player '{name}'; choose from: "
                                 f"{', '.join(COMPUTER_NAMES)}")


def student_entrants(paths: Sequence[Path | str]) -> list[Entrant]:
    """Check each student's file and name it (see :class:`Entrant`).

    Raises:
        PlayerFileError: the first file that cannot take part.
    """
    entrants: list[Entrant] = []
    taken: set[str] = set(COMPUTER_NAMES)  # a file called "dummy" is not the computer
    for path in map(Path, paths):
        takes_mark = check_player_file(path)
        name, copy = path.name, 1
        while name in taken:
            copy += 1
            name = f"{path.name} ({copy})"
        taken.add(name)
        entrants.append(Entrant(name, STUDENT, path, takes_mark))
    return entrants


def pairings(entrants: Sequence[Entrant]) -> list[tuple[Entrant, Entrant]]:
    """Who meets whom: each student against each computer player, then each pair of
    students (the first named moves first in the pairing's first game)."""
    students = [e for e in entrants if e.kind == STUDENT]
    computers = [e for e in entrants if e.kind == COMPUTER]
    return [(s, c) for s in students for c in computers] + list(itertools.combinations(students, 2))


def schedule(entrants: Sequence[Entrant], games: int) -> list[tuple[Entrant, Entrant]]:
    """Every game as ``(X, O)``, in playing order: each pairing's games together, the
    first entrant playing X in the pairing's 1st, 3rd, ... game."""
    return [(a, b) if i % 2 == 0 else (b, a) for a, b in pairings(entrants) for i in range(games)]


def run_tournament(students: Sequence[Entrant], settings: Settings | None = None,
                   report: Callable[[TournamentResult], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> TournamentResult:
    """Play the whole tournament (blocking: students' moves take about 0.1-0.3 s each; run
    it in a worker thread in the GUI).

    Args:
        students: from :func:`student_entrants` (at least one).
        settings: games per pairing, time limit, rungs and seed (default :class:`Settings`).
        report: called after each game with the result so far (a new object each time).
        cancelled: polled while students' code runs; when True the tournament stops and
            the games so far are returned (``complete`` is False).

    Raises:
        ValueError: bad settings, or no student.
    """
    settings = settings or Settings()
    settings.check()
    if not students:
        raise ValueError("a tournament needs at least one student's file")
    entrants = tuple(students) + tuple(Entrant(name, COMPUTER) for name in settings.rungs)
    plan = schedule(entrants, settings.games)
    result = TournamentResult(entrants, (), len(plan), sandbox.isolation())
    for number, (x, o) in enumerate(plan, start=1):
        if cancelled is not None and cancelled():
            break
        record = play_game(number, x, o, settings, cancelled)
        if record is None:
            break
        result = replace(result, games=result.games + (record,))
        if report is not None:
            report(result)
    return result


def play_game(number: int, x: Entrant, o: Entrant, settings: Settings,
              cancelled: Callable[[], bool] | None = None) -> GameRecord | None:
    """Play game ``number`` with ``x`` moving first; None when cancelled meanwhile."""
    game = MNKGame()
    rng = random.Random(f"{settings.seed}:{number}:{x.name}:{o.name}")
    seats = {X: x, O: o}
    computers = {mark: make_player(e.name, game.geo, rng) for mark, e in seats.items()
                 if e.kind == COMPUTER}
    state = game.initial_state()
    moves: list[int] = []
    while not game.is_terminal(state):
        mark, entrant = state.to_move, seats[state.to_move]
        if mark in computers:
            move: int | Forfeit | None = computers[mark].choose(game, state).move
        else:
            assert entrant.path is not None
            move = ask_move(entrant.path, state.board, mark, entrant.takes_mark,
                            settings.time_limit, cancelled)
        if move is None:
            return None
        if isinstance(move, Forfeit):
            winner = "o" if mark == X else "x"
            return GameRecord(number, x.name, o.name, tuple(moves), winner, FORFEIT, move)
        state = game.apply(state, move)
        moves.append(move)
    return _finished(number, x, o, game, state, moves)


def _finished(number: int, x: Entrant, o: Entrant, game: MNKGame, state: State,
              moves: list[int]) -> GameRecord:
    mark = game.winner(state)
    winner = "" if mark == EMPTY else "xo"[mark - 1]
    return GameRecord(number, x.name, o.name, tuple(moves), winner, LINE if winner else DRAW)


def replay(record: GameRecord) -> list[tuple[int, ...]]:
    """The boards of ``record`` after 0, 1, ... moves (cells 0 / X=1 / O=2, row-major)."""
    game = MNKGame()
    state = game.initial_state()
    boards = [state.board]
    for move in record.moves:
        state = game.apply(state, move)
        boards.append(state.board)
    return boards


__all__ = ["COMPUTER", "COMPUTER_NAMES", "DEFAULT_GAMES", "DEFAULT_RUNGS", "DEFAULT_TIME_LIMIT",
           "DRAW", "DRAW_POINTS", "FORFEIT", "LADDER", "LINE", "MAX_GAMES", "MAX_TIME_LIMIT",
           "STUDENT", "WIN_POINTS", "Entrant", "GameRecord", "Settings", "Standing",
           "TournamentResult", "pairings", "play_game", "replay", "run_tournament", "schedule",
           "student_entrants"]
