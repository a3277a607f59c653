"""One student's boardgames app, in a process of its own, for the class tests (not a test).

    python student_app.py PORT CODE NAME pass|fail PLAYER.py FOLDER

The app (its main window, offscreen) joins the class at 127.0.0.1:PORT through File > Join
a class…, opens the first exercise of the lesson "fifteen" and runs its check on the
reference solution (pass) or on the starting program (fail), then sends PLAYER.py as its
tic-tac-toe tournament player (File > Send a tournament player…). Every file it writes is
under FOLDER. Prints "sent" and exits 0 once the class acknowledged both; exit 1 on a time-out.
"""

import os
import sys
import time
from pathlib import Path


def wait(app, condition, seconds=60.0):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out: {condition.__doc__ or condition}")
        app.processEvents()
        time.sleep(0.01)


def join(app, window, port, code, name):
    from boardgames.app.classroom.student import current_link

    dialog = window.class_actions.join_class(f"127.0.0.1:{port}")
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.join()
    wait(app, lambda: current_link() is not None)
    return current_link()


def check(app, window, passes):
    assert window.open_lessons("fifteen")
    panel = window.lessons_page.open_exercises().panel
    if passes:
        panel.editor.set_source(panel.exercise.reference_file.read_text(encoding="utf-8"))
    assert panel.check()
    wait(app, lambda: panel.class_status.text() == "The teacher has your result.")


def main(port, code, name, outcome, player, folder):
    folder = Path(folder)
    (folder / "tmp").mkdir(parents=True, exist_ok=True)
    os.environ.update(QT_QPA_PLATFORM="offscreen", TMPDIR=str(folder / "tmp"),
                      BOARDGAMES_CLASS_CLIENT_FILE=str(folder / "class-client.json"),
                      BOARDGAMES_PROGRESS_FILE=str(folder / "progress.json"),
                      BOARDGAMES_CLASS_DIR=str(folder / "classes"),
                      BOARDGAMES_LESSONS_DIR=str(folder / "lessons"),
                      BOARDGAMES_CACHE_DIR=str(folder / "cache"),
                      XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"))
    from PySide6.QtCore import QSettings

    from boardgames.app.classroom.menu import ClassActions
    from boardgames.app.main import create_application
    from boardgames.app.main_window import MainWindow

    app = create_application([name], "en")
    ClassActions.announce = False  # the address is given: no need to look on the network
    window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.IniFormat))
    link = join(app, window, port, code, name)
    check(app, window, outcome == "pass")
    assert window.class_actions.send_player(player, "tictactoe")
    wait(app, lambda: not link.client.pending())
    print("sent", flush=True)
    link.leave()
    window.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
