"""Command line of the tic-tac-toe plug-in: ``boardgames tictactoe ...`` (Qt-free).

* ``analyze POSITION... | -`` — perfect-play value and all best moves of 3x3 positions
  (``-`` reads positions one per line from stdin); ``--json`` prints one object per line.
* ``move POSITION --player NAME`` — the cell the named player picks; ``--size``/``--k``
  for larger boards, ``--seed`` for the random ones, ``--why`` to say why (English words
  made from the player's reason code), ``--json`` for ``{"move": i}``.
* ``players`` — the player names with one-line descriptions.
* ``tournament FILE.py...`` — students' ``choose_move(board)`` files against the computer
  and each other (:mod:`.tournament_cli`).

A position is ``rows * cols`` characters ``x``, ``o``, ``.`` in row-major order, rows
optionally separated by ``/``; X moves first. Bad input exits with code 2 and one line on
stderr.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from boardgames.core.cli_args import OneLineParser, UsageError
from boardgames.core.game import PositionError
from boardgames.core.gametree import WIN, game_value, plies_to_end
from boardgames.games.tictactoe.board import Board, Geometry, O, X, geometry, mark_char, to_bitboards
from boardgames.games.tictactoe.notation import parse_position
from boardgames.games.tictactoe.players import PLAYERS, make_player
from boardgames.games.tictactoe.rules import MNKGame, State
from boardgames.games.tictactoe.search.table import solved_table
from boardgames.games.tictactoe.tournament_cli import add_parser as add_tournament_parser
from boardgames.games.tictactoe.tournament_cli import run as run_tournament

PROG = "boardgames tictactoe"


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog=PROG, description="Tic-tac-toe and m,n,k-games without a window.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    sub.required = True
    analyze = sub.add_parser(
        "analyze", help="perfect-play value and best moves of 3x3 positions",
        description="Value (1 win, 0 draw, -1 loss for the side to move) and all best moves "
                    "(0-based, row-major) of each 3x3 position. X moves first.")
    analyze.add_argument("positions", nargs="+", metavar="POSITION",
                         help="9 characters x, o, . (rows may be separated by /); '-' reads "
                              "positions from stdin, one per line")
    analyze.add_argument("--json", action="store_true", help="one JSON object per line")
    move = sub.add_parser("move", help="the cell a named player picks",
                          description="Print the cell (0-based, row-major) the player picks.")
    move.add_argument("position", metavar="POSITION")
    move.add_argument("--player", required=True, metavar="NAME",
                      help=f"one of: {', '.join(PLAYERS)}")
    move.add_argument("--size", default="3", metavar="N|RxC", help="board size (default 3)")
    move.add_argument("--k", type=int, default=None, metavar="K",
                      help="marks in a row to win (default 3 on 3x3 and 4x4, 4 on 5x5 and 6x6, 5 on 7x7)")
    move.add_argument("--seed", type=int, default=None, help="seed of the random generator")
    move.add_argument("--error", type=float, default=None, metavar="P",
                      help="error probability of the 'fallible' player (0..1, default 0.2)")
    move.add_argument("--budget", type=float, default=None, metavar="MS",
                      help="time budget of 'deep' and 'fallible' in milliseconds (default 1000)")
    move.add_argument("--why", action="store_true",
                      help="also say why the player chose it (a reason code in --json)")
    move.add_argument("--json", action="store_true", help='print {"move": i}')
    sub.add_parser("players", help="list the computer players",
                   description="List the player names with one-line descriptions.")
    add_tournament_parser(sub)
    return parser


def default_k(rows: int, cols: int) -> int:
    """The usual ``k`` for a board: 3 up to 4x4, 4 up to 6x6, 5 on 7x7."""
    side = max(rows, cols)
    return 3 if side <= 4 else 4 if side <= 6 else 5


def parse_size(text: str) -> tuple[int, int]:
    """``"4"`` -> (4, 4); ``"4x5"`` -> (4, 5). Raises UsageError on anything else."""
    parts = text.lower().split("x")
    try:
        dims = [int(p) for p in parts]
    except ValueError:
        raise UsageError(f"--size must be N or RxC (e.g. 4 or 4x5), got '{text}'") from None
    if len(dims) == 1:
        return dims[0], dims[0]
    if len(dims) == 2:
        return dims[0], dims[1]
    raise UsageError(f"--size must be N or RxC (e.g. 4 or 4x5), got '{text}'")


def side_to_move(board: Board) -> int:
    """X when the counts are equal (X moves first), else O."""
    return X if board.count(X) == board.count(O) else O


def analyze_position(text: str, geo: Geometry | None = None) -> dict[str, Any]:
    """Analyse one 3x3 position text.

    Returns:
        ``{"position", "to_move", "value", "best_moves", "plies", "move_values",
        "fastest_moves"}``: ``value`` for the side to move under perfect play (1 win,
        0 draw, -1 loss); ``best_moves`` every cell keeping that value; ``plies`` the
        number of plies to the end when both sides win as fast / lose as slowly as
        possible (``null`` for a draw); ``move_values`` the value of each free cell;
        ``fastest_moves`` the best cells by depth-adjusted score. A finished game has no
        moves and ``result`` says how it ended.

    Raises:
        PositionError: malformed or unreachable positions.
    """
    geo = geo or geometry(3, 3, 3)
    board = parse_position(text, geo)
    mark = side_to_move(board)
    x_mask, o_mask = to_bitboards(board)
    me, them = (x_mask, o_mask) if mark == X else (o_mask, x_mask)
    table = solved_table()
    score = table.score(me, them)
    moves = table.move_scores(me, them)
    values = {c: game_value(s) for c, s in moves.items()}
    out: dict[str, Any] = {
        "position": "".join(mark_char(c) for c in board),
        "to_move": mark_char(mark),
        "value": game_value(score),
        "best_moves": [c for c, v in values.items() if v == game_value(score)] if moves else [],
        "plies": plies_to_end(score),
    }
    if moves:
        best = max(moves.values())
        out["fastest_moves"] = [c for c, s in moves.items() if s == best]
        out["move_values"] = {str(c): v for c, v in values.items()}
    else:
        out["result"] = "o wins" if score == -WIN and mark == X else \
            "x wins" if score == -WIN else "draw"
    return out


def _readable(info: dict[str, Any]) -> str:
    pos = info["position"]
    board = "/".join(pos[i:i + 3] for i in range(0, 9, 3))
    if "result" in info:
        return f"{board}  game over: {info['result']}"
    word = {1: "wins", 0: "draws", -1: "loses"}[info["value"]]
    plies = info["plies"]
    when = "" if plies is None else f" in {plies} ply" if plies == 1 else f" in {plies} plies"
    best = " ".join(str(c) for c in info["best_moves"])
    return f"{board}  {info['to_move'].upper()} to move {word}{when}; best moves: {best}"


def _positions(args: Sequence[str], stdin: Iterable[str]) -> Iterator[tuple[str, str]]:
    for arg in args:
        if arg == "-":
            for number, line in enumerate(stdin, 1):
                line = line.strip()
                if line and not line.startswith("#"):
                    yield line, f"stdin line {number}: "
        else:
            yield arg, ""


def _analyze(options: argparse.Namespace) -> int:
    out = sys.stdout
    for text, where in _positions(options.positions, sys.stdin):
        try:
            info = analyze_position(text)
        except PositionError as exc:
            raise UsageError(f"{where}{exc}") from None
        out.write((json.dumps(info) if options.json else _readable(info)) + "\n")
    return 0


def _move(options: argparse.Namespace) -> int:
    rows, cols = parse_size(options.size)
    k = options.k if options.k is not None else default_k(rows, cols)
    try:
        geo = geometry(rows, cols, k)
        board = parse_position(options.position, geo)
        rng = random.Random(options.seed)
        player = make_player(options.player, geo, rng, error=options.error,
                             budget_ms=options.budget)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    game = MNKGame(rows, cols, k)
    state = State(board)
    if game.is_terminal(state):
        raise UsageError("the game is already over in this position; there is no move to make")
    decision = player.choose(game, state)
    if options.json:
        print(json.dumps({"move": decision.move, "reason": decision.reason} if options.why
                         else {"move": decision.move}))
    elif options.why:
        print(f"{decision.move}  ({why(decision.reason)})")
    else:
        print(decision.move)
    return 0


#: English words for the players' reason codes (the command line is not translated).
REASON_WORDS = {
    "first-free": "the first free cell", "centre": "the centre", "win": "wins at once",
    "block": "blocks the opponent's line", "block-lost": "blocks one of two threats: the game is lost",
    "fork": "makes a fork", "prevent-fork": "prevents a fork", "block-fork": "blocks a fork",
    "preference": "centre, then corners, then edges", "random": "a random cell",
    "best-value": "the best value the search found", "mistake": "a deliberate mistake",
    "random-opening": "a random opening",
}


def why(reason: str) -> str:
    """English words for a reason code (the code itself when unknown)."""
    return REASON_WORDS.get(reason, reason)


def _players() -> int:
    width = max(len(name) for name in PLAYERS)
    for name, cls in PLAYERS.items():
        print(f"{name:{width}}  {cls.description}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``boardgames tictactoe ARGS``; returns the exit code (2 on bad input)."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        options = _parser().parse_args(args)
        if options.command == "analyze":
            return _analyze(options)
        if options.command == "move":
            return _move(options)
        if options.command == "tournament":
            return run_tournament(options)
        return _players()
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    except BrokenPipeError:  # pragma: no cover - e.g. piped into head
        return 0
