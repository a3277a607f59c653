"""Screenshots of the students' view for the README (issue 14), without a screen.

For each game (tic-tac-toe, the 15-puzzle, the Connect Four example) four pictures of the
1280x800 window are put together in a 2x2 montage of 1280x800: level 1 at the start, after
a win (the puzzle solved), after a loss (at a higher level), and the teacher's window at
that level. Usage::

    QT_QPA_PLATFORM=offscreen python tools/students_screenshots.py [--language ru] [--out docs]

The files are ``students-<game>-<language>.png``. A throwaway settings file is used.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 800)


def settle(ms: int = 400) -> None:
    """Let layouts, animations and computer moves run for ``ms`` milliseconds."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(condition: Callable[[], bool], seconds: float = 20.0) -> None:
    """Run the event loop until ``condition()`` is true (or the time is up)."""
    import time

    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        settle(50)


def make_window(language: str, folder: str):
    """A 1280x800 main window with the installed games and the Connect Four example."""
    from PySide6.QtCore import QSettings

    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow
    from boardgames.core.plugins import Discovery, discover

    create_application(["boardgames"], language)
    sys.path.append(str(ROOT / "examples" / "connect-four"))
    from boardgames_connect_four.plugin import PLUGIN

    plugins = [p for p in discover().plugins if p.id != PLUGIN.id] + [PLUGIN]
    settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.IniFormat)
    window = MainWindow(settings, Discovery(plugins=plugins))
    window.resize(*SIZE)
    window.show()
    return window


def shot(window):
    """The window as an image (after the event loop has settled)."""
    settle()
    return window.grab().toImage()


def montage(images, path: Path) -> None:
    """Four images in a 2x2 grid scaled to one 1280x800 picture, with thin gaps."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    out = QImage(SIZE[0], SIZE[1], QImage.Format_RGB32)
    out.fill(QColor("#9aa5b1"))
    painter = QPainter(out)
    painter.setRenderHint(QPainter.SmoothPixmapTransform)
    w, h = (SIZE[0] - 6) // 2, (SIZE[1] - 6) // 2
    for index, image in enumerate(images):
        x, y = 2 + (index % 2) * (w + 2), 2 + (index // 2) * (h + 2)
        painter.drawImage(x, y, image.scaled(w, h, Qt.IgnoreAspectRatio, Qt.SmoothTransformation))
    painter.end()
    out.save(str(path), "PNG")
    print(f"saved {path}")


def play(page, moves) -> None:
    """Play ``moves`` for the human seat as clicks would, waiting for the computer's
    reply after each."""
    for move in moves:
        if page.session.is_over():
            return
        page.play_moves([move])
        wait_until(lambda: page.session.is_human_turn() or page.session.is_over())
        settle(150)


def losing_cells(page) -> list[int]:
    """The cell for X that loses soonest against the computer: the free cell with the
    worst perfect-play value for X (from the solved table)."""
    from boardgames.games.tictactoe.board import to_bitboards
    from boardgames.games.tictactoe.search.table import solved_table

    x_mask, o_mask = to_bitboards(page.session.state.board)
    scores = solved_table().move_scores(x_mask, o_mask)
    return [min(scores, key=lambda cell: (scores[cell], cell))]


def tictactoe(window, out: Path, language: str) -> None:
    """Level 1 at the start, a win at level 1, a loss at level 7, the teacher's view."""
    window.open_game("tictactoe")
    frame, page = window.frames["tictactoe"], window.views["tictactoe"]
    page.board.set_animation_ms(0)
    window.set_students_view(True)
    frame.choose_level(1)
    play(page, (4,))
    start = shot(window)
    play(page, (2, 6))  # the first-free-cell player took 0 and 1: 2-4-6 wins
    win = shot(window)
    frame.choose_level(7)
    while not page.session.is_over():
        play(page, losing_cells(page))
    loss = shot(window)
    frame.overlay.hide()
    window.set_students_view(False)
    frame.choose_level(7)
    play(page, (4,))
    teacher = shot(window)
    montage([start, win, loss, teacher], out / f"students-tictactoe-{language}.png")


def shortest_moves(game, state) -> list:
    """A shortest solution of a one-player ``game`` from ``state`` (the project's own
    breadth-first search; the level puzzles are small)."""
    from boardgames.core.search.problem import Problem
    from boardgames.core.search.solve import solve

    return list(solve(Problem.of(game, state), "bfs").moves)


def fifteen(window, out: Path, language: str) -> None:
    """Level 1 at the start, solved by hand, level 5 (4x4) being played, the teacher's."""
    window.open_game("fifteen")
    frame, page = window.frames["fifteen"], window.views["fifteen"]
    page.board.set_animation_ms(0)
    page.rng = random.Random(5)
    window.set_students_view(True)
    frame.choose_level(1)
    start = shot(window)
    play(page, shortest_moves(page.game, page.session.state))
    solved = shot(window)
    frame.choose_level(5)
    play(page, shortest_moves(page.game, page.session.state)[:3])
    playing = shot(window)
    window.set_students_view(False)
    teacher = shot(window)
    montage([start, solved, playing, teacher], out / f"students-fifteen-{language}.png")


def connect_four(window, out: Path, language: str) -> None:
    """Level 1 at the start, a win against level 1, a loss at level 3, the teacher's."""
    window.open_game("connect-four")
    frame, page = window.frames["connect-four"], window.views["connect-four"]
    window.set_students_view(True)
    start, win = _connect_four_win(frame, page, window)
    frame.choose_level(3)
    while not page.session.is_over():
        wait_until(lambda: page.session.is_human_turn() or page.session.is_over(), 30)
        if not page.session.is_over():
            legal = page.game.legal_moves(page.session.state)
            page.session.play(0 if 0 in legal else legal[0])  # a careless player
    wait_until(lambda: frame.overlay.isVisible(), 5)
    loss = shot(window)
    frame.overlay.hide()
    window.set_students_view(False)
    frame.choose_level(3)
    teacher = shot(window)
    montage([start, win, loss, teacher], out / f"students-connect-four-{language}.png")


def _connect_four_win(frame, page, window):
    """Play level 1 (the random player) with a simple plan until red wins; the start
    after the first moves and the win, as images."""
    for seed in range(50):
        random.seed(seed)
        frame.choose_level(1)
        start = None
        while not page.session.is_over():
            wait_until(lambda: page.session.is_human_turn() or page.session.is_over(), 10)
            if page.session.is_over():
                break
            legal = page.game.legal_moves(page.session.state)
            page.session.play(3 if 3 in legal else 2 if 2 in legal else legal[0])
            if start is None:
                wait_until(lambda: page.session.is_human_turn(), 10)
                start = shot(window)
        if frame.overlay.isVisible() and frame.overlay.result == "win":
            return start, shot(window)
    raise SystemExit("no win against level 1 in 50 tries")


def main(argv: list[str] | None = None) -> int:
    """Take the montages for one language; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="en")
    parser.add_argument("--out", default=str(ROOT / "docs"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    with tempfile.TemporaryDirectory() as folder:
        window = make_window(args.language, folder)
        for take in (tictactoe, fifteen, connect_four):
            take(window, out, args.language)
        for view in window.views.values():
            view.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
