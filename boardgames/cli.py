"""The ``boardgames`` command.

* ``boardgames`` starts the application; ``--game NAME`` opens a game at once,
  ``--open FILE`` (or just ``FILE.bgame``, as the desktop passes a double-clicked file) a
  saved game (exit 2 and one line on stderr when it cannot be opened).
* ``boardgames --install-desktop-entry`` puts the app in the desktop's menu, with its icon,
  and makes it open saved games; ``--uninstall-desktop-entry`` removes that again
  (:mod:`boardgames.desktop_entry`).
* ``boardgames --screenshot FILE.png [--game NAME]`` renders the window to a PNG without
  a screen and exits.
* ``boardgames --list`` lists the installed game plug-ins (and the ones that failed).
* ``boardgames play GAME ...`` plays any installed game on the command line
  (:mod:`boardgames.play_cli`).
* ``boardgames challenge FILE.py`` (short for ``boardgames fifteen challenge``) scores a
  student's 15-puzzle solver in the sandbox (:mod:`boardgames.games.fifteen.challenge_cli`).
* ``boardgames exercises`` lists the exercises; ``boardgames check LESSON/EXERCISE FILE.py``
  runs an exercise's checks on a student's file (:mod:`boardgames.exercises.cli`).
* ``boardgames class serve|results|list|delete|export`` runs a class headless, and
  ``boardgames check ... --class HOST:PORT --code C --name NAME`` submits a check to it
  (:mod:`boardgames.classroom.cli`).
* ``boardgames solve ...`` is short for ``boardgames fifteen solve ...``.
* ``boardgames NAME ...`` runs the command line of the game plug-in NAME.

Bad input exits with code 2 and one line on stderr.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from boardgames import __version__
from boardgames.core.plugins import discover
from boardgames.core.record import EXTENSION

if TYPE_CHECKING:
    from boardgames.classroom.web.boards import BoardFactory

#: Top-level shortcuts to a plug-in's sub-command.
ALIASES = {"solve": ("fifteen", "solve"), "challenge": ("fifteen", "challenge")}


def fail(message: str) -> int:
    """Print ``boardgames: error: MESSAGE`` on stderr and return exit code 2."""
    print(f"boardgames: error: {message}", file=sys.stderr)
    return 2


def _app_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boardgames",
        description="A Qt desktop toolkit for teaching programming and algorithms with "
                    "board games. Without a sub-command it starts the application.",
        epilog="Sub-commands: 'boardgames play GAME' (any game on the command line), "
               "'boardgames challenge FILE.py' (score a student's 15-puzzle solver), "
               "'boardgames exercises' and 'boardgames check LESSON/EXERCISE FILE.py' "
               "(the exercises the app checks), "
               "'boardgames class serve' and 'boardgames class results' (run a class), "
               "'boardgames solve POSITION' (15-puzzle solver), "
               "'boardgames GAME --help' for a game's own commands "
               "(e.g. 'boardgames fifteen --help', 'boardgames tictactoe --help').",
    )
    parser.add_argument("--version", action="version", version=f"boardgames {__version__}")
    _add_window_options(parser)
    _add_other_options(parser)
    return parser


def _add_window_options(parser: argparse.ArgumentParser) -> None:
    """What the window opens with: a game, a lesson or a saved game, a screenshot instead,
    the language, the students' view, a class to join."""
    parser.add_argument("--game", metavar="NAME", help="open this game at start (e.g. fifteen)")
    parser.add_argument("--lesson", metavar="ID", help="open this lesson at start")
    parser.add_argument("--open", metavar="FILE", dest="open_file",
                        help="open this saved game (a .bgame file) at start")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="render the window to a PNG file without a screen, then exit")
    parser.add_argument("--window-size", metavar="WxH", default="1280x800",
                        help="window size for --screenshot (default 1280x800)")
    parser.add_argument("--language", metavar="CODE",
                        help="language of the interface: en, ru, es or de (default: the system's, "
                             "or the one chosen in View > Language)")
    parser.add_argument("--students", action="store_true",
                        help="start in the students' view: just the board, the level and the ? "
                             "(F9 switches back)")
    parser.add_argument("--join", metavar="HOST:PORT",
                        help="open File > Join a class… with the teacher's address filled in")


def _add_other_options(parser: argparse.ArgumentParser) -> None:
    """``--list``, the desktop entry's install and uninstall, and ``--allow-unconfined``."""
    parser.add_argument("--list", action="store_true", help="list the installed games and exit")
    parser.add_argument("--install-desktop-entry", action="store_const", const="install",
                        dest="desktop_entry",
                        help="add the app to your desktop's menu (with its icon) and make it "
                             "open saved games (.bgame) on a double-click, for you only")
    parser.add_argument("--uninstall-desktop-entry", action="store_const", const="uninstall",
                        dest="desktop_entry", help="remove what --install-desktop-entry added")
    parser.add_argument("--allow-unconfined", action="store_true",
                        help="for this run, where no sandbox works on this computer, run "
                             "students' code anyway, with your rights (Settings has it too)")


def _list_games() -> int:
    found = discover()
    for plugin in found.plugins:
        print(f"{plugin.id:12} {plugin.title}")
    for error in found.errors:
        print(f"{error.name:12} failed to load: {error.message}", file=sys.stderr)
    return 0


def _wants_class(argv: Sequence[str]) -> bool:
    """True when ``boardgames check``'s arguments send the result to a class."""
    return any(arg.split("=", 1)[0] in ("--class", "--code", "--name") for arg in argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``boardgames`` command; returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0].lower().endswith(EXTENSION):  # the desktop passes a saved game alone
        args = ["--open", *args]
    if args and args[0] in ("class", "check", "exercises", "play"):
        return _run_command(args[0], args[1:])
    if args and not args[0].startswith("-"):
        return _run_game_command(args[0], args[1:])
    return _run_app(args)


def _run_command(command: str, rest: list[str]) -> int:
    """``boardgames class|check|exercises|play ...``: the exit code of that command line
    (``check`` with ``--class``, ``--code`` or ``--name`` submits to a class)."""
    if command == "class" or (command == "check" and _wants_class(rest)):
        from boardgames.classroom import cli as classroom_cli

        if command == "class":
            return classroom_cli.class_main(rest, boards=_web_boards)
        return classroom_cli.check_main(rest)
    if command == "play":
        from boardgames.play_cli import main as play_main

        try:
            return play_main(rest)
        except SystemExit as exc:  # argparse already printed its one-line message
            return int(exc.code or 0)
    from boardgames.exercises import cli as exercises_cli

    if command == "exercises":
        return exercises_cli.exercises_main(rest)
    return exercises_cli.check_main(rest)


def _web_boards() -> BoardFactory:
    """What draws the games on the pupils' web page of ``boardgames class serve``: the
    games' own painters, in a QGuiApplication of its own (offscreen without a display;
    :func:`boardgames.kit.web_board.headless_boards`, reached through the shell)."""
    from boardgames.app.web_boards import headless_boards  # Qt only for class serve

    return headless_boards()


def _run_game_command(name: str, rest: list[str]) -> int:
    """``boardgames NAME ...``: the command line of the game plug-in NAME (or of an alias
    such as ``solve``); exit 2 when there is no such game or it has no command line."""
    if name in ALIASES:
        name, sub = ALIASES[name]
        rest = [sub] + rest
    plugin = discover().get(name)
    if plugin is None:
        commands = ["play", "solve", "challenge", "exercises", "check", "class"]
        known = ", ".join(commands + [p.id for p in discover().plugins])
        return fail(f"unknown command or game '{name}'; choose one of: {known}")
    try:
        game_main = plugin.load_cli()
    except Exception as exc:
        return fail(f"the {name} plug-in could not be loaded: {exc}")
    if game_main is None:
        return fail(f"the game '{name}' has no command line")
    return int(game_main(rest) or 0)


def _run_app(args: list[str]) -> int:
    """The options of the application itself: list the games, (un)install the desktop
    entry, or start the GUI."""
    parser = _app_parser()
    try:
        options = parser.parse_args(args)
    except SystemExit as exc:  # argparse already printed its one-line message
        return int(exc.code or 0)
    if options.list:
        return _list_games()
    if options.desktop_entry:
        from boardgames.desktop_entry import main as desktop_entry_main

        return desktop_entry_main(options.desktop_entry)
    from boardgames.app.main import run_app  # Qt is imported only for the GUI

    return run_app(options)
