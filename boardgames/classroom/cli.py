"""The class on the command line (headless both ways, so a teacher can script it).

* ``boardgames class serve [--port N] [--code C] [--host H] [--class-name NAME]
  [--allow-any-network]`` serves the class without a window; Ctrl+C (or SIGTERM) ends it,
  and everything acknowledged is already stored.
* ``boardgames class find`` lists the classes announced on the local network
  (``NAME<TAB>HOST:PORT``; ``--interface ADDRESS``: on that interface only); ``class serve``
  announces its class unless ``--no-announce``, on the interface it listens on only
  (``--host 127.0.0.1``: on loopback, nothing leaves the computer). ``class serve`` prints
  the pupils' web page as one line, ``Pupils' page: http://HOST:PORT/#code=CODE`` (the
  class code as a fragment: a pupil who follows the link does not type it), and with
  ``--qr`` that link as a QR code in the terminal, for the pupils' tablets' cameras.
* ``boardgames class results [--class HOST:PORT --code TEACHER_CODE] [--csv]`` prints the
  grid: the local class file, or a class served elsewhere (with the teacher's code).
* ``boardgames class sequence [EXERCISE ...] [--clear] [--class HOST:PORT --code
  TEACHER_CODE]`` sets the class's fixed sequence of exercises (keys such as
  ``fifteen/row_end``, in order): in the local class file (``class serve`` hands it to the
  students who follow the teacher), or in a class served elsewhere at once; without
  exercises it prints the sequence, one key a line.
* ``boardgames class list`` / ``boardgames class delete NAME`` / ``boardgames class export
  --zip FILE`` manage the classes in the teacher's data folder.
* A class file that is empty, not SQLite or damaged (``PRAGMA quick_check``) is refused by
  every command that opens it: one line on stderr, exit 2, nothing written into it. While a
  class is served, rolling backups of its file are kept in ``NAME.backups/`` beside it
  (:mod:`.integrity`); ``boardgames class restore --list`` lists them (newest first, when,
  how many students and submissions), ``boardgames class restore [BACKUP]`` brings one back
  (default: the newest sound one), keeping the replaced file aside
  (``NAME.sqlite3.damaged-STAMP``), never deleting it; it refuses while the class is served.
* ``boardgames class send-player GAME FILE --class HOST:PORT --code C --name NAME`` sends a
  student's tournament player (it must be valid Python; nothing runs it here);
  ``boardgames class players --out FOLDER [--game GAME]`` writes each student's newest
  player as ``FOLDER/GAME/NAME.py``, for ``boardgames GAME tournament FOLDER/GAME/*.py``;
  ``boardgames class leaderboard [--csv]`` scores the newest 15-puzzle solvers (players of
  ``fifteen``) with ``boardgames challenge`` and ranks them (:mod:`.leaderboard`).
* ``boardgames check ID FILE --class HOST:PORT --code C --name NAME`` checks the file as
  ``boardgames check`` does and submits the result to the class; the exit code is the
  check's (0 passed, 1 failed), 2 for bad input or when the class refuses (one line on
  stderr). When the class cannot be reached the result is queued and sent by the next
  ``check --class`` (a line on stderr says so; the exit code is the check's).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import ipaddress
import signal
import socket
import sqlite3
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from boardgames.classroom import integrity, leaderboard
from boardgames.classroom.client import (
    ClassClient,
    default_state_path,
    parse_address,
    player_of,
    read_player_file,
    submission_of,
)
from boardgames.classroom.discovery import announcer_for, browse
from boardgames.classroom.model import ClassError, Grid, clean_name
from boardgames.classroom.pupils_page import page_url, print_qr, shown_address
from boardgames.classroom.server import DEFAULT_PORT, ClassApp, bind, serve
from boardgames.classroom.store import DEFAULT_CLASS, ClassStore, class_path, delete_class, list_classes
from boardgames.classroom.web.boards import BoardFactory
from boardgames.core.plugins import CHALLENGE, discover
from boardgames.exercises import cli as exercises_cli


def fail(command: str, message: str) -> int:
    """Print ``boardgames COMMAND: error: MESSAGE`` on stderr and return exit code 2."""
    print(f"boardgames {command}: error: {message}", file=sys.stderr)
    return 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="boardgames class",
                                     description="Run a class: students' apps submit their "
                                                 "exercise checks to the teacher's.")
    commands = parser.add_subparsers(dest="command", required=True)
    run = _serve_parser(commands)
    _find_parser(commands)
    results = commands.add_parser("results", help="print the grid of students x exercises")
    results.add_argument("--class", dest="address", metavar="HOST:PORT",
                         help="a class served on another computer (default: this computer's file)")
    results.add_argument("--code", help="the teacher's code of that class")
    results.add_argument("--csv", action="store_true", help="print CSV (one row per student)")
    sequence = _sequence_parser(commands)
    commands.add_parser("list", help="list the classes kept on this computer")
    delete = commands.add_parser("delete", help="delete a class and everything it stored")
    delete.add_argument("name")
    export = commands.add_parser("export", help="write the students' last files into a zip")
    export.add_argument("--zip", required=True, metavar="FILE")
    players = commands.add_parser("players", help="write the students' newest tournament "
                                                  "players into a folder (FOLDER/GAME/NAME.py)")
    players.add_argument("--out", required=True, metavar="FOLDER")
    players.add_argument("--game", help="only this game's players (e.g. tictactoe)")
    board = commands.add_parser("leaderboard", help="score the students' newest 15-puzzle "
                                                    "solvers in the sandbox and rank them")
    board.add_argument("--time-limit", type=float, metavar="S", help="seconds per position")
    board.add_argument("--positions", metavar="FILE.tsv", help="other positions (as 'challenge')")
    board.add_argument("--csv", action="store_true", help="print CSV")
    send = commands.add_parser("send-player", help="send your tournament player (or 15-puzzle "
                                                   "solver, game 'fifteen') to the class")
    send.add_argument("game", help="the game (e.g. tictactoe)")
    send.add_argument("file", help="your player, a Python file")
    send.add_argument("--class", dest="address", metavar="HOST:PORT", required=True)
    send.add_argument("--code", required=True, help="the class code")
    send.add_argument("--name", required=True, help="your name in the class")
    restore = _restore_parser(commands)
    for sub in (run, results, export, players, board, sequence, restore):
        sub.add_argument("--class-name", default=DEFAULT_CLASS, metavar="NAME",
                         help=f"which class of this computer (default '{DEFAULT_CLASS}')")
    return parser


def _sequence_parser(commands: Any) -> argparse.ArgumentParser:
    """The arguments of ``boardgames class sequence``."""
    sequence: argparse.ArgumentParser = commands.add_parser(
        "sequence", help="set (or print) the class's fixed sequence of exercises")
    sequence.add_argument("exercises", nargs="*", metavar="EXERCISE",
                          help="exercise keys in order, e.g. fifteen/row_end (none: print it)")
    sequence.add_argument("--clear", action="store_true", help="no fixed sequence any more")
    sequence.add_argument("--class", dest="address", metavar="HOST:PORT",
                          help="a class served on another computer (default: this computer's file)")
    sequence.add_argument("--code", help="the teacher's code of that class")
    return sequence


def _find_parser(commands: Any) -> argparse.ArgumentParser:
    """The arguments of ``boardgames class find``."""
    find: argparse.ArgumentParser = commands.add_parser(
        "find", help="list the classes announced on the local network")
    find.add_argument("--seconds", type=float, default=2.0, help="how long to look (default 2)")
    find.add_argument("--interface", action="append", type=_ip_address, metavar="ADDRESS",
                      help="look only on the interface of this address of this computer "
                           "(e.g. 127.0.0.1: this computer only; repeatable; default: all)")
    return find


def _serve_parser(commands: Any) -> argparse.ArgumentParser:
    """The arguments of ``boardgames class serve``."""
    run: argparse.ArgumentParser = commands.add_parser(
        "serve", help="serve the class without a window (Ctrl+C ends it)")
    run.add_argument("--port", type=int, default=DEFAULT_PORT,
                     help=f"the port (default {DEFAULT_PORT}; 0: any free one)")
    run.add_argument("--code", help="the class code students type (default: the class's own)")
    run.add_argument("--host", default="0.0.0.0",
                     help="the address to listen on (default: every interface of this computer)")
    run.add_argument("--allow-any-network", action="store_true",
                     help="accept computers beyond the local network too (not recommended)")
    run.add_argument("--no-announce", action="store_true",
                     help="do not announce the class on the local network (students then type "
                          "the address); it is announced on the interface of --host only")
    run.add_argument("--qr", action="store_true",
                     help="also print the pupils' page link (with the class code) as a QR code "
                          "in the terminal, for the pupils' cameras")
    return run


def class_main(argv: Sequence[str] | None = None,
               boards: Callable[[], BoardFactory] | None = None) -> int:
    """Run ``boardgames class ...``; returns the exit code. ``boards`` makes what draws
    the games on the pupils' web page (called by ``class serve`` only; None: the page
    offers no games)."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse printed its one-line message
        return int(exc.code or 0)
    commands: dict[str, Callable[[argparse.Namespace], int]] = {
        "serve": functools.partial(_serve, boards=boards), "results": _results, "list": _list,
        "delete": _delete, "export": _export, "players": _players, "send-player": _send_player,
        "find": _find, "leaderboard": _leaderboard, "sequence": _sequence, "restore": _restore}
    try:
        return commands[args.command](args)
    except (ClassError, OSError) as error:
        return fail("class", str(error))
    except sqlite3.Error as error:  # the class file is damaged, locked or unreadable
        damaged = integrity.is_damage(error)
        return fail("class", str(ClassError("class.damaged", str(error))) if damaged
                    else f"the class file cannot be used: {error}")


def _leaderboard(args: argparse.Namespace) -> int:
    game = discover().contest_game(CHALLENGE)
    if not game:
        return fail("class", "no installed game runs the challenge (the 15-puzzle's does: "
                             "reinstall boardgames)")
    with ClassStore(_existing(args.class_name)) as store:
        paths = store.export_players(store.path.with_name(f"{store.path.stem}-players"), game)
    positions = Path(args.positions) if args.positions else None
    entries = leaderboard.ranked([leaderboard.score(p, game, args.time_limit, positions) for p in paths])
    print(leaderboard.as_csv(entries) if args.csv else leaderboard.as_table(entries), end="")
    return 0


def _sequence(args: argparse.Namespace) -> int:
    if args.clear and args.exercises:
        return fail("class", "--clear takes no exercises")
    change = args.clear or bool(args.exercises)
    wanted = [] if args.clear else list(args.exercises)
    if args.address:
        if not args.code:
            return fail("class", "--class needs --code (the teacher's code)")
        client = ClassClient(args.address, args.code)
        keys = client.set_sequence(wanted) if change else client.stage()["sequence"]
    else:
        with ClassStore(class_path(args.class_name) if change else _existing(args.class_name)) as store:
            keys = store.set_sequence(wanted) if change else store.sequence()
    print("\n".join(keys) if keys else "(no fixed sequence)")
    return 0


def _ip_address(text: str) -> str:
    """An IP address argument (argparse refuses anything else, exit 2)."""
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an IP address: {text!r}") from None


def _find(args: argparse.Namespace) -> int:
    for found in browse(max(0.1, args.seconds), args.interface):
        print(f"{found.name}\t{found.address}")
    return 0


def _list(args: argparse.Namespace) -> int:
    print("\n".join(list_classes()))
    return 0


def _delete(args: argparse.Namespace) -> int:
    return 0 if delete_class(args.name) else fail("class", f"no class '{args.name}'")


def _export(args: argparse.Namespace) -> int:
    with ClassStore(_existing(args.class_name)) as store:
        print(f"{store.export_files(args.zip)} files written to {args.zip}")
    return 0


def _players(args: argparse.Namespace) -> int:
    with ClassStore(_existing(args.class_name)) as store:
        written = store.export_players(args.out, args.game)
    for path in written:
        print(path)
    for game in sorted({path.parent.name for path in written}):
        print(f"Run their tournament: boardgames {game} tournament "
              f"{Path(args.out) / game / '*.py'}", file=sys.stderr)
    return 0


def _send_player(args: argparse.Namespace) -> int:
    path = Path(args.file)
    player = player_of(args.game, read_player_file(path))
    client = ClassClient(args.address, args.code, args.name, state_path=default_state_path())
    if not client.submit(player):
        print(f"boardgames class: the class at {client.address} cannot be reached; the player "
              "is kept and sent with the next send", file=sys.stderr)
    else:
        print(f"{path.name} sent to the class at {client.address} for {args.game}")
    return 0


def _existing(name: str) -> Path:
    path = class_path(name)
    if not path.exists():
        raise ClassError("request.bad", f"no class '{name}' on this computer")
    return path


def _serve(args: argparse.Namespace, boards: Callable[[], BoardFactory] | None = None) -> int:
    if args.code is not None and not args.code.strip():
        return fail("class", "the class code is empty")
    if not 0 <= args.port < 65536:
        return fail("class", f"no port {args.port}")
    with ClassStore(class_path(args.class_name)) as store:
        class_app = ClassApp(store, args.code, args.allow_any_network,
                             boards=boards() if boards is not None else None)
        sock = bind(args.host, args.port)
        port = sock.getsockname()[1]
        shown = shown_address(args.host, port)  # where pupils reach it: [fd00::5]:8765

        def banner() -> None:
            print(f"Class '{args.class_name}' is open at {shown}, class code "
                  f"{class_app.code}\nTeacher's code (reads the whole class): "
                  f"{class_app.teacher_code}\nStored in {store.path}\nCtrl+C ends the class.",
                  flush=True)
            pupils_page(shown, class_app.code, args.qr)

        announcer = None if args.no_announce else announcer_for(  # where it listens only
            f"{args.class_name} on {socket.gethostname()}", args.host, port).start()
        try:
            with contextlib.suppress(KeyboardInterrupt):  # where Ctrl+C is not a loop's signal
                asyncio.run(_serve_until_signal(class_app, sock, banner))
        finally:
            if announcer is not None:
                announcer.stop()
        print(f"Class closed: {store.count()} submissions from {len(store.students())} "
              "students are stored.", flush=True)
    return 0


def pupils_page(address: str, code: str, qr: bool) -> None:
    """Print ``Pupils' page: URL`` for the class at ``address`` (``HOST:PORT``) with the
    class ``code`` in the link's fragment, and under it the link's QR code when ``qr``."""
    url = page_url(address, code)
    print(f"Pupils' page: {url}", flush=True)
    if qr:
        print_qr(url)


async def _serve_until_signal(class_app: ClassApp, sock: socket.socket,
                              ready: Callable[[], None]) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises
            loop.add_signal_handler(number, stop.set)
    with contextlib.suppress(asyncio.CancelledError):
        await serve(class_app, sock, stop, ready)


def _results(args: argparse.Namespace) -> int:
    if args.address:
        if not args.code:
            return fail("class", "--class needs --code (the teacher's code)")
        grid = ClassClient(args.address, args.code).grid()
    else:
        with ClassStore(_existing(args.class_name)) as store:
            grid = store.grid()
    print(grid.csv() if args.csv else as_table(grid), end="")
    return 0


def _restore_parser(commands: Any) -> argparse.ArgumentParser:
    """The arguments of ``boardgames class restore``."""
    restore: argparse.ArgumentParser = commands.add_parser(
        "restore", help="bring back a backup of the class file (the file it replaces is kept)")
    restore.add_argument("backup", nargs="?", metavar="BACKUP",
                         help="the backup, as --list names it (default: the newest sound one)")
    restore.add_argument("--list", action="store_true",
                         help="list the backups, newest first, with what each holds")
    return restore


def _restore(args: argparse.Namespace) -> int:
    path = class_path(args.class_name)
    if args.list:
        if args.backup:
            return fail("class", "--list takes no backup")
        return _list_backups(path)
    backup, kept = integrity.restore(path, args.backup)
    print(f"Class '{args.class_name}' restored from {backup.path.name} (made {_when(backup.made)}: "
          f"{backup.students} students, {backup.submissions} submissions).")
    if kept is not None:
        print(f"The file it replaced is kept as {kept}")
    return 0


def _list_backups(path: Path) -> int:
    found = integrity.list_backups(path)
    if not found:
        print(f"(no backup of this class yet in {integrity.backup_folder(path)})")
    for backup in found:
        holds = (f"{backup.students} students, {backup.submissions} submissions" if backup.sound
                 else "damaged")
        print(f"{backup.path.name}\t{_when(backup.made)}\t{holds}")
    return 0


def _when(seconds: float) -> str:
    """A moment as the teacher's clock shows it (``YYYY-MM-DD HH:MM:SS``, local time)."""
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(seconds))


def as_table(grid: Grid) -> str:
    """The grid as aligned text: ``+`` passed, ``x`` failed, ``.`` not started."""
    marks = {"passed": "+", "failed": "x", "": "."}
    width = max([len("student")] + [len(s) for s in grid.students])
    lines = [f"{'student':{width}}  " + "  ".join(grid.exercises)]
    for student in grid.students:
        cells = [f"{marks[grid.cell(student, e).status]:^{len(e)}}" for e in grid.exercises]
        lines.append(f"{student:{width}}  " + "  ".join(cells))
    return "\n".join(lines) + "\n"


def check_main(argv: Sequence[str] | None = None) -> int:
    """Run ``boardgames check ... --class HOST:PORT --code C --name NAME``: check, print the
    report, submit it and print one line ``sent to the class at HOST:PORT as NAME`` when
    the class took it (on stderr with ``--json``). Returns the exit code: 0 passed, 1 a
    check failed, 2 bad input or the class refused (one line on stderr)."""
    parser = exercises_cli.check_parser()  # it lists --class, --code and --name
    try:
        args = parser.parse_args(argv)
        missing = [flag for flag, value in (("--class", args.address), ("--code", args.code),
                                            ("--name", args.name)) if value is None]
        if missing:
            parser.error(f"the following arguments are required: {', '.join(missing)}")
        parse_address(args.address)
        clean_name(args.name)
        if not args.code.strip():
            raise ClassError("code.missing")
    except SystemExit as exc:  # argparse printed its one-line message
        return int(exc.code or 0)
    except ClassError as error:
        return fail("check", str(error))
    status, report, path = exercises_cli.run_check(args)
    if report is None or path is None:
        return status
    checks = [(c.id, c.passed, c.message.code) for c in report.checks]
    submission = submission_of(report.exercise, report.passed, checks, report.seconds,
                               path.read_text(encoding="utf-8", errors="replace"))
    client = ClassClient(args.address, args.code, args.name, state_path=default_state_path())
    try:
        sent = client.submit(submission)
    except ClassError as error:
        return fail("check", f"the class refused the result: {error}")
    if not sent:
        print(f"boardgames check: the class at {client.address} cannot be reached; the result "
              "is kept and sent with the next 'check --class'", file=sys.stderr)
    else:  # one line; beside --json's object it goes to stderr, so stdout stays JSON
        print(f"sent to the class at {client.address} as {args.name}",
              file=sys.stderr if args.json else sys.stdout)
    return status
