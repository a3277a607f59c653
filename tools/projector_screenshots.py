"""Screenshots of the teaching tools on a 1024x768 projector, for the README (issue 20).

The app runs offscreen on a 1024x768 screen (``tests/data/projector-1024x768.json``), in
a language of your choice, with throwaway settings; each tool is opened the way a teacher
opens it (its button on the game page, Exercises from the lesson page) at its default size
and saved as ``projector-<tool>-<language>.png``. Usage::

    python tools/projector_screenshots.py [--language ru] [--out docs] [--only class]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCREEN = ROOT / "tests" / "data" / "projector-1024x768.json"


def settle(ms: int = 500) -> None:
    """Let layouts, background counts and animations run for ``ms`` milliseconds."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def open_tool(window, game: str, title: str):
    """Click the tool button ``title`` on ``game``'s page; the window it opened."""
    from PySide6.QtWidgets import QApplication

    window.open_game(game)
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    window.current_view().tools.buttons[title].click()
    settle(300)
    return next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in before)


def tree(window):
    viewer = open_tool(window, "tictactoe", "Show the game tree…")
    viewer.position_edit.setText("x../.o./o.x")
    viewer.set_typed_position()
    viewer.expand_level()
    viewer.evaluate_leaves()  # in the background: done within the settling time
    return viewer


def stepper(window):
    shown = open_tool(window, "fifteen", "Step through a search…")
    for _ in range(6):  # a few nodes expanded: the open list and the tree have something to show
        shown.controls.step_button.click()
    return shown


def tournament(window):
    from boardgames.games.tictactoe import tournament as tm

    dialog = open_tool(window, "tictactoe", "Students' tournament…")
    students = [tm.Entrant(f"{name}.py", tm.STUDENT) for name in ("anna", "boris", "vera", "gleb", "dina")]
    computers = [tm.Entrant(name, tm.COMPUTER) for name in list(tm.LADDER)[:4]]
    games, moves = [], ((0, 3, 1, 4, 2), (4, 0, 8, 2, 1, 7, 6, 3, 5))
    for a in students:
        for b in computers:
            games.append(tm.GameRecord(len(games) + 1, a.name, b.name, moves[len(games) % 2],
                                       "x" if len(games) % 2 == 0 else "", tm.LINE if len(games) % 2 == 0 else tm.DRAW))
    dialog.results.show_result(tm.TournamentResult(tuple(students + computers), tuple(games), len(games)))
    dialog.results.select_game(1)
    return dialog


def exercises(window):
    window.open_lessons("tictactoe")
    return window.lessons_page.open_exercises()


def classroom(window):
    """The class view (File > Start a class…) with six students who sent checks, players
    and solvers over loopback (simulated students: the results are made up, the requests
    are real; the tournament and the challenge are really played in the sandbox)."""
    from boardgames.app.classroom.start_dialog import StartOptions
    from boardgames.classroom.client import ClassClient

    view = window.class_actions.start_class(StartOptions(port=0, host="127.0.0.1", announce=False))
    plan = {"Anna": "pppf", "Boris": "pf", "Vera": "ppp", "Gleb": "f", "Dina": "ppff", "Timur": ""}
    for name, results in plan.items():
        client = ClassClient(f"127.0.0.1:{view.server.port}", view.server.code, name)
        client.join()
        _send_class_work(client, name, results)
    for _ in range(240):  # the tournament's pairings and the solvers' scores: up to a minute
        snapshot = view.snapshot
        if snapshot.standings and not any(s.pending for s in snapshot.standings) \
                and not snapshot.scoring and snapshot.leaderboard:
            break
        settle(250)
    return view


PLAYERS = {"Anna": "def choose_move(board):\n    return board.index('')\n",
           "Vera": "def choose_move(board):\n    for cell in (4, 0, 2, 6, 8, 1, 3, 5, 7):\n"
                   "        if board[cell] == '':\n            return cell\n",
           "Dina": "def choose_move(board):\n    return 9\n"}
SOLVERS = {"Vera": "def solve(board):\n    return []\n",
           "Boris": "def solve(board):\n    return [board.index(0)]\n"}


def _send_class_work(client, name: str, results: str) -> None:
    from boardgames.classroom.client import level_of, player_of, submission_of

    exercises = ["tictactoe/winner", "tictactoe/win_move", "tictactoe/block", "tictactoe/minimax"]
    for key, mark in zip(exercises, results, strict=False):  # fewer marks: not started
        for attempt in ([False] if mark == "f" else [False, True]):
            client.submit(submission_of(key, attempt, [("example", attempt, "")], 0.4, "# ...\n"))
    for level in range(1, len(results) * 2):  # levels won in tic-tac-toe
        client.submit(level_of("tictactoe", level))
    if name in PLAYERS:
        client.submit(player_of("tictactoe", PLAYERS[name]))
    if name in SOLVERS:
        client.submit(player_of("fifteen", SOLVERS[name]))


TOOLS = {"tree": tree, "stepper": stepper, "tournament": tournament, "exercises": exercises,
         "class": classroom}


def main(argv: list[str] | None = None) -> int:
    """Write the pictures; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="ru")
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--only", choices=sorted(TOOLS), help="just this tool's picture")
    args = parser.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
    from PySide6.QtCore import QSettings

    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    app = create_application(language=args.language)
    Path(args.out).mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        # a throwaway class, and none of this machine's exercise drafts, progress or lessons
        # in the pictures (nor written to its data folder)
        for variable, name in (("BOARDGAMES_CLASS_DIR", "classes"),
                               ("BOARDGAMES_PROGRESS_FILE", "exercise-progress.json"),
                               ("BOARDGAMES_CLASS_CLIENT_FILE", "class-client.json"),
                               ("BOARDGAMES_LESSONS_DIR", "lessons")):
            os.environ[variable] = str(Path(folder) / name)
        window = MainWindow(QSettings(str(Path(folder) / "settings.ini"), QSettings.IniFormat))
        window.show()
        for name, opener in TOOLS.items():
            if args.only and name != args.only:
                continue
            shown = opener(window)
            settle(1500)
            path = Path(args.out) / f"projector-{name}-{args.language}.png"
            if not shown.grab().save(str(path)):
                print(f"could not write {path}", file=sys.stderr)
                return 1
            print(f"{path} ({shown.width()}x{shown.height()})")
            shown.close()
        window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
