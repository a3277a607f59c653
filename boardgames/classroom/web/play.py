"""The pupils' page plays the computer in every installed game (Qt-free).

Routes (JSON; the server's guard checks the class code; ``X-Student-Token`` names the
pupil):

* ``GET /api/play/games`` -> ``{"games": [{"id", "title", "levels", "level",
  "locked", "puzzle", "hint", "solve"}]}``: what the page can offer (none without boards);
* ``POST /api/play/{game}/new`` ``{"level"?}`` -> a board (below): a new game at that level
  (the class's level while the teacher holds the class there; default: the pupil's);
* ``POST /api/play/{game}/click`` ``{"x", "y"}`` (picture units) and
  ``POST /api/play/{game}/key`` ``{"key"}`` (a DOM key name: ``ArrowUp``, ``Enter``, ``" "``,
  a digit) -> a board after the pupil's move and the computer's reply;
* ``POST /api/play/{game}/hint`` -> a board with ``hint`` (puzzles);
* ``POST /api/play/{game}/solve`` -> a board with ``solution`` (the moves' words); then
  ``POST /api/play/{game}/step`` plays its next move (the page plays them one by one);
* ``GET /api/play/{game}`` -> the board shown (after a reload).

Every route takes ``?lang=`` (``en``, ``ru``, ``de``, ``es``): the game's and its level's
titles come in that language, from the plug-in's own translations (:mod:`.texts`).

A board: ``{"game", "level", "levels", "level_title", "locked", "status", "seat", "ply", "puzzle", "hint",
"solve", "picture": {"svg", "width", "height", "cells", "cursor"}, "moves": [{"words",
"computer", "row"?, "col"?}], "shown_hint", "solution", "plan", "used", "level_won", "next_level",
"refused"}``. ``status`` is a code (:data:`STATUSES`); ``level_won``: the level this answer
recorded for the teacher's grid (as the desktop app's "level won"); ``refused``: why a
Hint or Solve gave nothing (the solver's code: ``solved``, ``unsolvable``, ``out-of-time``).

Work on the games (the rules, the painters, the computers) runs in a small pool of
threads (:class:`Workers`) with a cap on what may wait (``server.busy`` beyond it) and a
time budget per computer move and per solve, so a class of 40 cannot starve the server.
Each pupil has at most :data:`GAMES_PER_PUPIL` games in memory (the least recently used
goes), :data:`MAX_PUPILS` pupils, and a game left alone for :data:`IDLE_SECONDS` is
dropped.

Errors (ClassError codes): ``game.unknown`` (404: no such game, or the server draws no
games), ``game.over`` (409: a move when the pupil is not to move), ``request.bad`` (a
detail: ``x``, ``y``, ``key``, ``level``, ``no hint``, ``no solution``, ``illegal move``),
``server.busy`` (503).
"""

from __future__ import annotations

import asyncio
import functools
import math
import random
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from aiohttp import web

from boardgames.classroom.model import ClassError, LevelSubmission
from boardgames.classroom.web.boards import BoardFactory, WebBoard
from boardgames.classroom.web.context import WebContext
from boardgames.classroom.web.texts import LANGUAGES, plugin_text
from boardgames.core import events as ev
from boardgames.core.game import Game, IllegalMoveError
from boardgames.core.grid import GridGame
from boardgames.core.levels import ASSISTED, DRAW, LOSS, SOLVED, WIN, Level, clamp_level, human_result
from boardgames.core.options import for_call
from boardgames.core.players import Player, PlayerChoice, RandomPlayer, choice_by_id
from boardgames.core.plugins import GamePlugin
from boardgames.core.runner import SyncRunner
from boardgames.core.session import GameSession
from boardgames.core.setup import Setup

#: ``status`` codes of a board: whose turn, or how the game ended for the pupil.
STATUSES = {None: "turn.you", WIN: "game.won", LOSS: "game.lost", DRAW: "game.draw",
            SOLVED: "game.solved", ASSISTED: "game.assisted"}
#: The DOM key names a board takes.
KEYS = frozenset({"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ",
                  *(str(digit) for digit in range(10))})
GAMES_PER_PUPIL, MAX_PUPILS, IDLE_SECONDS = 2, 500, 2 * 3600.0
#: Seconds a computer's move and a Hint or Solve may take (the first Solve of the
#: 15-puzzle compiles its search: about 10 s).
MOVE_SECONDS, SOLVE_SECONDS = 5.0, 25.0
#: Threads working on games, and the jobs that may wait for them beyond those running (a
#: class of 40 opening a game at once waits its turn; beyond, ``server.busy`` and the page
#: asks again a second later).
WORKERS, WAITING = 2, 62


class Workers:
    """A small thread pool with a cap: :meth:`run` refuses with ``server.busy`` when
    ``workers + waiting`` jobs are already in it (it never queues without bound)."""

    def __init__(self, workers: int = WORKERS, waiting: int = WAITING):
        self.cap = workers + waiting
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="play")
        self._jobs = 0
        self._lock = threading.Lock()

    async def run(self, job: Callable[[], Any]) -> Any:
        """``job()``'s result, computed in a worker thread.

        Raises:
            ClassError: ``server.busy`` when the pool is full; whatever ``job`` raises.
        """
        with self._lock:
            if self._jobs >= self.cap:
                raise ClassError("server.busy", "too many games are thinking")
            self._jobs += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, job)
        finally:
            with self._lock:
                self._jobs -= 1

    def shutdown(self) -> None:
        """Stop the threads (the jobs running finish first)."""
        self._pool.shutdown(wait=False, cancel_futures=True)


class Table:
    """One pupil's game: its rules, session, board and level (use under :attr:`lock`, in a
    worker thread for everything but reading the attributes)."""

    def __init__(self, plugin: GamePlugin, boards: BoardFactory, level: int):
        self.plugin, self.boards = plugin, boards
        self.class_level: int | None = level  # the class's level this pupil last followed
        self.setup = Setup(plugin)
        self.levels: list[Level] = plugin.load_levels()
        self.choices: list[PlayerChoice] = plugin.load_players()
        self.level = clamp_level(level, self.levels)
        self.next_level: int | None = None
        self.lock = asyncio.Lock()
        self.used = time.monotonic()
        self.number = 0
        self.rng = random.Random()
        self._deadline = math.inf
        self.game: Game[Any, Any] = self.setup.rules(self.setup.values(self.settings()))
        self.board: WebBoard = boards.board(plugin, self.game)
        self.session: GameSession[Any, Any] = GameSession(self.game)
        self.reported = self.last_by_computer = False
        self.hint: Any = None
        self._moves: list[dict[str, Any]] = []
        self._said: dict[str, Any] = {}

    def level_for(self, class_level: int | None) -> int:
        """The level of the pupil's next game: the class's when the teacher set another
        since this game began, else one up after a win, else the same."""
        if class_level and class_level != self.class_level:
            return class_level
        return self.next_level or self.level

    def settings(self) -> Mapping[str, Any]:
        """The level's own settings (empty for a game without levels)."""
        return self.levels[self.level - 1].settings if self.levels else {}

    @property
    def puzzle(self) -> bool:
        """True for a one-player puzzle (Hint and Solve are offered when it has a solver)."""
        return self.game.num_players == 1

    def start(self, level: int) -> None:
        """A new game at ``level`` (clamped): the level's rules, start and computer."""
        self.level = clamp_level(level, self.levels)
        self.next_level, self.hint = None, None
        self.reported = self.last_by_computer = False
        values = self.setup.values(self.settings())
        self.game = self.setup.rules(values)
        self.number += 1
        start = self.setup.start(self.game, {**values, **self.settings()}, self.rng, self.number)
        self.session = GameSession(self.game, self._seats(values), start=start,
                                   runner=SyncRunner(self._out_of_time))
        self.session.subscribe(self._heard)
        self.board = self.boards.board(self.plugin, self.game)
        self._moves = []
        self._think(self.session.advance)  # the computer opens

    def _seats(self, values: Mapping[str, Any]) -> list[Player | None]:
        """The pupil in the first seat, the level's computer in the others."""
        if self.puzzle:
            return [None]
        settings = self.settings()
        choice = choice_by_id(self.choices, str(settings.get("player", "")))
        choice = choice or next((c for c in self.choices if c.plays(self.game)), None)
        computer: Player = RandomPlayer(self.rng)
        if choice is not None:
            parameter = {}
            if choice.parameter is not None and isinstance(settings.get(choice.parameter.key), int):
                parameter = {choice.parameter.key: settings[choice.parameter.key]}
            computer = choice.make(self.game, **for_call(choice.make, values), **parameter)
        return [None, *[computer] * (self.game.num_players - 1)]

    def solver(self) -> Player | None:
        """The puzzle's solver (its first player offered), or None (no Hint, no Solve)."""
        if not self.puzzle:
            return None
        return next((c.make(self.game) for c in self.choices if c.plays(self.game)), None)

    def offers_solver(self) -> bool:
        """True when Hint and Solve are offered."""
        return self.puzzle and any(c.plays(self.game) for c in self.choices)

    # -- what happens (in a worker thread) --------------------------------------------------
    def _out_of_time(self) -> bool:
        return time.monotonic() > self._deadline

    def _think(self, action: Callable[[], object], seconds: float = MOVE_SECONDS) -> None:
        """Do ``action`` with computers bound to ``seconds``; a computer whose move ran out
        of time plays a random move instead (the game goes on)."""
        self._deadline = time.monotonic() + seconds
        try:
            action()
            if self.session.player_to_move() is not None and not self.session.thinking.is_thinking():
                moves = list(self.game.legal_moves(self.session.state))
                if moves:
                    self.session.play(self.rng.choice(moves), by_computer=True)
        finally:
            self._deadline = math.inf

    def _heard(self, event: ev.Event) -> None:
        if isinstance(event, ev.MovePlayed):
            before = self.session.line.state_at(event.ply - 1)
            self._moves.append({"words": self.board.move_words(before, event.move),
                                "computer": event.by_computer, **self._cell_of(event.move)})
            self.hint, self.last_by_computer = None, event.by_computer
        elif isinstance(event, ev.DecisionReady) and event.purpose == ev.HINT:
            self._said["hint"] = event.decision.move
            if event.decision.optimal and event.decision.plan:
                self.session.thinking.keep_plan(event.decision.plan)
        elif isinstance(event, ev.SolutionReady):
            self._said["solution"] = (event.moves, event.optimal)
        elif isinstance(event, ev.ThinkingStopped) and event.purpose in (ev.HINT, ev.SOLVE):
            self._said["refused"] = event.code or ("out-of-time" if event.reason == ev.CANCELLED
                                                   else "failed")

    def _cell_of(self, move: Any) -> dict[str, int]:
        """``{"row", "col"}`` (from 0) of the cell the move just played filled, on a grid
        game's board (the page words it in the pupil's language); else empty."""
        if not isinstance(self.game, GridGame):
            return {}
        grid = self.game.grid(self.session.state, move)
        if grid.last is None:
            return {}
        row, col = divmod(grid.last, grid.cols)
        return {"row": row, "col": col}

    def play(self, moves: Any) -> None:
        """The pupil's ``moves`` (one gesture), each answered by the computers.

        Raises:
            ClassError: ``game.over`` (not the pupil's turn), ``request.bad`` (illegal).
        """
        for move in moves:
            if not self.session.is_human_turn():
                raise ClassError("game.over", "not your turn")
            try:
                self._think(functools.partial(self.session.play, move))
            except IllegalMoveError:
                self.board.reset()
                raise ClassError("request.bad", "illegal move") from None

    def ask(self, purpose: str) -> None:
        """Hint (the kept plan's next move, else a search) or Solve the position.

        Raises:
            ClassError: ``request.bad`` (no solver, or a two-player game).
        """
        solver = self.solver()
        if solver is None:
            raise ClassError("request.bad", "no hint" if purpose == ev.HINT else "no solution")
        plan = self.session.thinking.plan
        if purpose == ev.HINT and plan:
            self._said["hint"] = plan[0]
        elif self.session.is_over():
            self._said["refused"] = "solved"
        else:
            self._think(lambda: self.session.request(solver, purpose, SOLVE_SECONDS), SOLVE_SECONDS)
        self.hint = self._said.get("hint")

    def step(self) -> None:
        """Play the next move of the kept solution.

        Raises:
            ClassError: ``request.bad`` when there is none.
        """
        if not self.session.thinking.plan or (self.session.is_over() and self.session.ply > 0):
            raise ClassError("request.bad", "no solution")
        self.board.reset()
        self._think(self.session.step_plan)

    def answer(self, language: str = "en") -> dict[str, Any]:
        """The board as the page shows it (see the module text; the level's title in
        ``language``), and what happened since the last answer; ``level_won`` is left to
        :meth:`result` (the caller records it)."""
        session, said = self.session, self._said
        interactive = session.is_human_turn()
        ply = session.ply
        picture = self.board.picture(session.state, session.line.moves[ply - 1] if ply else None,
                                     hint=self.hint, interactive=interactive,
                                     seat=session.seat_to_move())
        solution = said.get("solution")
        found = {"game": self.plugin.id, "level": self.level, "levels": len(self.levels),
                 "level_title": plugin_text(self.plugin, self.levels[self.level - 1].title,
                                            language) if self.levels else "",
                 "status": self.status(), "seat": session.seat_to_move(), "ply": ply,
                 "puzzle": self.puzzle, "hint": self.offers_solver(), "solve": self.offers_solver(),
                 "picture": picture, "moves": self._moves,
                 "shown_hint": None if self.hint is None else self.board.move_words(session.state, self.hint),
                 "solution": None if solution is None else {
                     "moves": _words(self.board, self.game, session.state, solution[0]),
                     "optimal": solution[1]},
                 "plan": len(session.thinking.plan), "refused": said.get("refused"),
                 "level_won": None, "next_level": self.next_level}
        self._moves, self._said = [], {}
        return found

    def status(self) -> str:
        """The board's ``status`` code (:data:`STATUSES`, or ``turn.computer``)."""
        if not self.session.is_over():
            return "turn.you" if self.session.is_human_turn() else "turn.computer"
        return STATUSES[self.outcome()]

    def outcome(self) -> str:
        """How the finished game ended for the pupil (a :mod:`~boardgames.core.levels` code)."""
        humans = [seat for seat, player in enumerate(self.session.seats) if player is None]
        if self.puzzle and self.last_by_computer:
            humans = []  # the computer's solution played the last move
        return human_result(self.session.outcome(), humans, self.game.num_players)

    def result(self) -> int | None:
        """The level won by the game just ended (once per game), or None; the next game
        starts one level up (unless it is the last)."""
        if self.reported or not self.session.is_over() or not self.levels:
            return None
        self.reported = True
        if self.outcome() not in (WIN, SOLVED):
            return None
        self.next_level = min(self.level + 1, len(self.levels))
        return self.level


def _words(board: WebBoard, game: Game[Any, Any], state: Any, moves: Any) -> list[str]:
    """The words of a line of ``moves`` from ``state``."""
    found = []
    for move in moves:
        found.append(board.move_words(state, move))
        state = game.apply(state, move)
    return found


class Tables:
    """The pupils' games in memory, bounded (see the module text)."""

    def __init__(self, per_pupil: int = GAMES_PER_PUPIL, pupils: int = MAX_PUPILS,
                 idle: float = IDLE_SECONDS):
        self.per_pupil, self.pupils, self.idle = per_pupil, pupils, idle
        self._tables: OrderedDict[tuple[str, str], Table] = OrderedDict()

    def get(self, student: str, game: str) -> Table | None:
        """``student``'s game ``game`` (now the most recently used), or None."""
        self._drop_idle()
        table = self._tables.get((student, game))
        if table is not None:
            self._tables.move_to_end((student, game))
            table.used = time.monotonic()
        return table

    def put(self, student: str, game: str, table: Table) -> None:
        """Keep ``table`` as ``student``'s ``game``; the pupil's least recently used game
        beyond :attr:`per_pupil`, and the oldest games beyond ``pupils * per_pupil``, go."""
        self._tables[(student, game)] = table
        self._tables.move_to_end((student, game))
        mine = [key for key in self._tables if key[0] == student]
        for key in mine[:-self.per_pupil]:
            del self._tables[key]
        while len(self._tables) > self.pupils * self.per_pupil:
            self._tables.popitem(last=False)

    def __len__(self) -> int:
        return len(self._tables)

    def _drop_idle(self) -> None:
        limit = time.monotonic() - self.idle
        while self._tables:
            key, table = next(iter(self._tables.items()))
            if table.used >= limit or table.lock.locked():
                return
            del self._tables[key]


class Play:
    """The routes' handlers over ``ctx`` (see the module text)."""

    def __init__(self, ctx: WebContext, workers: Workers | None = None,
                 tables: Tables | None = None):
        self.ctx = ctx
        self.workers = workers or Workers()
        self.tables = tables or Tables()

    def routes(self) -> list[web.RouteDef]:
        """The ``/api/play/`` routes."""
        return [web.get("/api/play/games", self.games),
                web.get("/api/play/{game}", self.shown),
                *(web.post(f"/api/play/{{game}}/{name}", handler) for name, handler in (
                    ("new", self.new), ("click", self.click), ("key", self.key),
                    ("hint", self.hint), ("solve", self.solve), ("step", self.step)))]

    def plugin(self, game: str) -> GamePlugin:
        """The installed plug-in ``game`` that the page can play.

        Raises:
            ClassError: ``game.unknown`` (no such game, no rules, or no boards).
        """
        plugin = self.ctx.discovery.get(game)
        if plugin is None or not plugin.rules or plugin.view or self.ctx.boards is None:
            raise ClassError("game.unknown", game[:40])
        return plugin

    def class_level(self, game: str) -> tuple[int | None, bool]:
        """(the class's level of ``game`` or None, whether the teacher holds it there)."""
        stage = self.ctx.stage()
        level = dict(stage.get("levels") or {}).get(game)
        return (level if isinstance(level, int) else None), bool(stage.get("locked"))

    async def games(self, request: web.Request) -> web.Response:
        """``GET /api/play/games``."""
        student = self.ctx.student(request)
        found = []
        for plugin in self.ctx.discovery.plugins if self.ctx.boards is not None else []:
            if plugin.rules and not plugin.view:
                found.append(self._listed(student, plugin, _language(request)))
        return web.json_response({"games": found})

    def _listed(self, student: str, plugin: GamePlugin, language: str) -> dict[str, Any]:
        table = self.tables.get(student, plugin.id)
        level, locked = self.class_level(plugin.id)
        try:
            levels = len(plugin.load_levels())
        except Exception:  # noqa: BLE001 - a plug-in's broken levels: offered without them
            levels = 0
        if table is not None and not (locked and level):
            level = table.level_for(level)
        return {"id": plugin.id, "title": plugin_text(plugin, plugin.title, language), "levels": levels,
                "level": min(max(level or 1, 1), levels) if levels else 1, "locked": locked,
                "playing": table is not None}

    async def _table(self, request: web.Request) -> tuple[str, Table]:
        """The pupil and their game of the request's ``{game}`` (a new one at their level
        when they have none)."""
        student = self.ctx.student(request)
        game = request.match_info["game"]
        plugin = self.plugin(game)
        table = self.tables.get(student, game)
        if table is None:
            level = self.class_level(game)[0] or 1
            boards = self.ctx.boards
            assert boards is not None  # (self.plugin refused otherwise)
            table = await self.workers.run(lambda: _new_table(plugin, boards, level))
            self.tables.put(student, game, table)
        return student, table

    async def _do(self, request: web.Request,
                  action: Callable[[Table], dict[str, Any] | None] | None) -> web.Response:
        """Do ``action`` on the pupil's game in a worker, record a level won, answer the
        board (with the keys of the dict ``action`` returns)."""
        student, table = await self._table(request)
        language = _language(request)
        if table.lock.locked():
            raise ClassError("server.busy", "the last move is still being played")
        async with table.lock:
            def job() -> tuple[dict[str, Any], int | None]:
                more = action(table) if action is not None else None
                won = table.result()
                return {**table.answer(language), **(more or {})}, won

            found, won = await self.workers.run(job)
        if won is not None:
            self._record(student, table.plugin.id, won)
            found["level_won"], found["next_level"] = won, table.next_level
        return web.json_response(found)

    def _record(self, student: str, game: str, level: int) -> None:
        """The level won reaches the teacher's grid, as a desktop app's would."""
        submission = LevelSubmission(uuid.uuid4().hex, game, level, time.time())
        if self.ctx.store.add_level(student, submission):
            self.ctx.announce()

    async def shown(self, request: web.Request) -> web.Response:
        """``GET /api/play/{game}``."""
        return await self._do(request, None)

    async def new(self, request: web.Request) -> web.Response:
        """``POST /api/play/{game}/new`` ``{"level"?}``."""
        body = await self.ctx.read_body(request)
        asked = body.get("level") if isinstance(body, dict) else None
        if asked is not None and (isinstance(asked, bool) or not isinstance(asked, int) or asked < 1):
            raise ClassError("request.bad", "level")
        class_level, locked = self.class_level(request.match_info["game"])

        def start(table: Table) -> None:
            level = class_level if locked and class_level else asked or table.level_for(class_level)
            table.class_level = class_level or table.class_level
            table.start(level)

        return await self._do(request, start)

    async def click(self, request: web.Request) -> web.Response:
        """``POST /api/play/{game}/click`` ``{"x", "y"}``."""
        body = await self.ctx.read_body(request)
        x, y = _number(body, "x"), _number(body, "y")

        def press(table: Table) -> None:
            _pupil_to_move(table)
            table.play(table.board.press(table.session.state, x, y))
            return None

        return await self._do(request, press)

    async def key(self, request: web.Request) -> web.Response:
        """``POST /api/play/{game}/key`` ``{"key"}``; ``used`` says whether the board took it."""
        body = await self.ctx.read_body(request)
        name = body.get("key") if isinstance(body, dict) else None
        if not isinstance(name, str) or name not in KEYS:
            raise ClassError("request.bad", "key")

        def press(table: Table) -> dict[str, Any]:
            _pupil_to_move(table)
            moves = table.board.key(table.session.state, name)
            table.play(moves or ())
            return {"used": moves is not None}

        return await self._do(request, press)

    async def hint(self, request: web.Request) -> web.Response:
        """``POST /api/play/{game}/hint``."""
        return await self._do(request, lambda table: table.ask(ev.HINT))

    async def solve(self, request: web.Request) -> web.Response:
        """``POST /api/play/{game}/solve``."""
        return await self._do(request, lambda table: table.ask(ev.SOLVE))

    async def step(self, request: web.Request) -> web.Response:
        """``POST /api/play/{game}/step``: the next move of the solution."""
        return await self._do(request, lambda table: table.step())


def _new_table(plugin: GamePlugin, boards: BoardFactory, level: int) -> Table:
    table = Table(plugin, boards, level)
    table.start(level)
    return table


def _pupil_to_move(table: Table) -> None:
    if not table.session.is_human_turn():
        raise ClassError("game.over", "not your turn")


def _number(body: Any, key: str) -> float:
    """``body[key]`` as a finite number (a picture's coordinate).

    Raises:
        ClassError: ``request.bad`` naming ``key``.
    """
    value = body.get(key) if isinstance(body, dict) else None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ClassError("request.bad", key)
    if not -10_000 <= value <= 10_000:
        raise ClassError("request.bad", key)
    return float(value)


def _language(request: web.Request) -> str:
    """The request's ``?lang=`` when the page offers it, else English."""
    asked = request.query.get("lang", "en")
    return asked if asked in LANGUAGES else "en"
