"""``boardgames play GAME``: any installed game on the command line, through the session.

Every seat is ``human`` (moves typed on standard input) or the id of a computer player the
plug-in offers (``boardgames play tictactoe --list-players``). The game runs in a
:class:`~boardgames.core.session.GameSession` with the synchronous runner, and this module
only prints the session's events, the same events the GUI renders::

    boardgames play tictactoe --seat minimax --seat random --seed 3
    boardgames play connect-four --seat human --seat alphabeta-4

Exit codes: 0 when the game ended, 1 when standard input ended first, 2 for bad input.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from boardgames.core import events as ev
from boardgames.core.game import Game
from boardgames.core.players import Player, PlayerChoice, choice_by_id
from boardgames.core.plugins import GamePlugin, discover
from boardgames.core.session import GameSession

HUMAN = "human"


class InputEnded(Exception):
    """Standard input ended while a human was to move."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boardgames play", description="Play any installed game on the command line.")
    parser.add_argument("game", help="the game's id (boardgames --list)")
    parser.add_argument("--seat", action="append", default=[], metavar="PLAYER",
                        help="who plays the next seat: 'human' or a player id (repeat per seat; "
                             "missing seats are human)")
    parser.add_argument("--start", metavar="TEXT", help="the start position in the game's text form")
    parser.add_argument("--seed", type=int, help="seed for the players' random choices")
    parser.add_argument("--json", action="store_true", help="print one JSON object per event")
    parser.add_argument("--list-players", action="store_true", help="list the player ids and exit")
    return parser


def fail(message: str) -> int:
    """Print ``boardgames play: error: MESSAGE`` on stderr and return exit code 2."""
    print(f"boardgames play: error: {message}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    """Run ``boardgames play``; returns the exit code (see the module docstring)."""
    args = _parser().parse_args(argv)
    out = stdout if stdout is not None else sys.stdout
    plugin = discover().get(args.game)
    if plugin is None:
        return fail(f"no game '{args.game}'; installed: {', '.join(p.id for p in discover().plugins)}")
    game, choices = _load(plugin)
    if game is None:
        return fail(f"the game '{args.game}' has no Qt-free rules to play on the command line")
    if args.list_players:
        for choice in choices:
            print(f"{choice.id}\t{choice.title}", file=out)
        return 0
    try:
        seats = _seats(game, choices, args.seat, args.seed)
        start = game.state_from_text(args.start) if args.start else None
    except (ValueError, NotImplementedError) as exc:
        return fail(str(exc))
    return _play(game, seats, start, stdin or sys.stdin, out, args.json)


def _load(plugin: GamePlugin) -> tuple[Game[Any, Any] | None, list[PlayerChoice]]:
    game = plugin.load_rules()
    return game, (plugin.load_players() if game is not None else [])


def _seats(game: Game[Any, Any], choices: list[PlayerChoice], names: list[str],
           seed: int | None) -> list[Player | None]:
    """The seat list from ``--seat`` names. Raises ValueError for unknown ids or too many."""
    if len(names) > game.num_players:
        raise ValueError(f"this game has {game.num_players} seats, got {len(names)} --seat options")
    rng = random.Random(seed)
    seats: list[Player | None] = []
    for name in names + [HUMAN] * (game.num_players - len(names)):
        if name == HUMAN:
            seats.append(None)
            continue
        choice = choice_by_id(choices, name)
        if choice is None:
            known = ", ".join([HUMAN] + [c.id for c in choices])
            raise ValueError(f"unknown player '{name}'; choose one of: {known}")
        player = choice.make(game)
        if hasattr(player, "rng"):
            player.rng = random.Random(rng.random())
        seats.append(player)
    return seats


def _play(game: Game[Any, Any], seats: list[Player | None], start: Any, stdin: TextIO,
          out: TextIO, as_json: bool) -> int:
    session: GameSession[Any, Any] = GameSession(game, seats, start=start)
    printer = _Printer(session, out, as_json)
    session.subscribe(printer)
    printer.position()
    try:
        while not session.is_over():
            if session.is_human_turn():
                printer.board()
                session.play(_read_move(session, stdin, out))
            else:
                session.advance()
                if not session.is_over() and not session.is_human_turn():
                    return fail("the computer could not move")
    except InputEnded:
        print("input ended before the game did", file=sys.stderr)
        return 1
    return 0


def _read_move(session: GameSession[Any, Any], stdin: TextIO, out: TextIO) -> Any:
    """Ask for a move until a legal one is typed (its notation or its number)."""
    game, state = session.game, session.state
    moves = list(game.legal_moves(state))
    names = [game.move_to_str(state, m) for m in moves]
    while True:
        seat = session.seat_to_move() or 0
        print(f"{game.seat_name(seat)} to move; legal: "
              + ", ".join(f"{i + 1}={n}" for i, n in enumerate(names)), file=out)
        line = stdin.readline()
        if not line:
            raise InputEnded
        text = line.strip()
        if text in names:
            return moves[names.index(text)]
        if text.isdecimal() and len(text) <= 9 and 1 <= int(text) <= len(moves):  # not "²", not 5,000 digits
            return moves[int(text) - 1]
        print(f"'{text}' is not a legal move here; type its number from the list or its name "
              f"(e.g. {names[0]})", file=out)


class _Printer:
    """Prints session events as lines of text or JSON objects."""

    def __init__(self, session: GameSession[Any, Any], out: TextIO, as_json: bool):
        self.session, self.out, self.as_json = session, out, as_json

    def __call__(self, event: ev.Event) -> None:
        if isinstance(event, ev.MovePlayed):
            self.moved(event)
        elif isinstance(event, ev.GameEnded):
            self.ended(event)
        elif isinstance(event, ev.ThinkingStopped) and event.reason == ev.FAILED:
            self.emit({"event": "failed", "error": event.error}, f"a player failed: {event.error}")

    def position(self) -> None:
        text = self._text()
        self.emit({"event": "start", "position": text}, f"start: {text}" if text else "start")

    def board(self) -> None:
        """Before a human's move, the position in the game's text form (not in JSON, whose
        reader follows the moves)."""
        text = self._text()
        if text and not self.as_json and self.session.ply:
            print(f"position: {text}", file=self.out)

    def _text(self) -> str:
        game, state = self.session.game, self.session.state
        try:
            return game.state_to_text(state)
        except NotImplementedError:
            return ""

    def moved(self, event: ev.MovePlayed) -> None:
        game = self.session.game
        before = self.session.line.state_at(event.ply - 1)
        name = game.move_to_str(before, event.move)
        seat = game.seat_name(event.seat) if event.seat is not None else "-"
        who = "computer" if event.by_computer else "human"
        self.emit({"event": "move", "ply": event.ply, "seat": event.seat, "move": name, "by": who},
                  f"{event.ply}. {seat}: {name}")

    def ended(self, event: ev.GameEnded) -> None:
        winner = event.outcome.winner
        text = "draw" if winner is None else f"{self.session.game.seat_name(winner)} wins"
        self.emit({"event": "end", "winner": winner, "returns": list(event.outcome.returns),
                   "plies": self.session.ply}, f"{text} after {self.session.ply} moves")

    def emit(self, data: dict[str, Any], text: str) -> None:
        print(json.dumps(data) if self.as_json else text, file=self.out)

