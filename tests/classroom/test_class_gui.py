"""Class mode in the window: the teacher's class view shows the address and code, a live
grid, the class tournament's standings and the challenge leaderboard; three students'
apps (three processes) send their checks and players and the view shows them within a
second; names can be hidden; File > Join a class… joins or says why not."""

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from boardgames.classroom.client import ClassClient, player_of
from boardgames.exercises.loader import find_exercises
from boardgames.exercises.progress import ProgressStore

EXERCISES = [e for e in find_exercises().exercises if e.lesson == "fifteen"]


def student_panel(qtbot, tmp_path, port, name):
    from boardgames.app.classroom.student import ClassLink
    from boardgames.app.exercises.panel import ExercisesPanel

    panel = ExercisesPanel(ProgressStore(tmp_path / f"{name}-progress.json"))
    qtbot.addWidget(panel)
    panel.set_exercises(EXERCISES, "en")
    link = ClassLink(ClassClient(f"127.0.0.1:{port}", "klm-345", name,
                                 state_path=tmp_path / f"{name}-client.json"))
    link.client.join()
    panel.link_provider = lambda: link
    return panel, link


def run_check(qtbot, panel):
    panel.report = None
    assert panel.check()
    qtbot.waitUntil(lambda: panel.report is not None and not panel.is_running(), timeout=30000)


def headers(table, count, vertical=True):
    item = table.verticalHeaderItem if vertical else table.horizontalHeaderItem
    return [item(i).text() for i in range(count)]


ROW_END = "No jumps across the row end"  # the title of fifteen/row_end
FIRST_FREE = "def choose_move(board):\n    return board.index('')\n"
OFF_BOARD = "def choose_move(board):\n    return 99\n"


def student_process(tmp_path, port, name, outcome, player):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "player.py").write_text(player, encoding="utf-8")
    script = Path(__file__).with_name("student_app.py")
    return subprocess.Popen([sys.executable, str(script), str(port), "klm-345", name, outcome,
                             str(folder / "player.py"), str(folder)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def grid_cells(table):
    return [table.item(r, 0).text() if table.item(r, 0) else "" for r in range(table.rowCount())]


def test_three_student_apps_reach_the_teachers_grid_and_standings(qtbot, tmp_path, teacher):
    assert teacher.code.text() == "Class code: KLM345"
    assert f":{teacher.server.port}" in teacher.address.text()
    students = [("Anna", "pass", FIRST_FREE), ("Boris", "fail", OFF_BOARD),
                ("Chen", "pass", FIRST_FREE)]
    apps = [student_process(tmp_path, teacher.server.port, *s) for s in students]
    for app in apps:  # each app prints "sent" once the class acknowledged its check and player
        qtbot.waitUntil(lambda a=app: a.poll() is not None, timeout=120000)
        out, err = app.communicate()
        assert app.returncode == 0 and out.strip() == "sent", err[-2000:]
    acknowledged = time.monotonic()

    def everything_shown():
        names = [teacher.standings.cell(r, 0) for r in range(teacher.standings.table.rowCount())]
        rows = teacher.table.rowCount()
        return (dict(zip(headers(teacher.table, rows), grid_cells(teacher.table), strict=True))
                == {"Anna": "passed", "Boris": "failing", "Chen": "passed"}
                and sorted(names) == ["Anna", "Boris", "Chen"])

    qtbot.waitUntil(everything_shown, timeout=1000)  # within a second of the last acknowledgement
    assert time.monotonic() - acknowledged < 1.0
    joined = headers(teacher.table, 3)  # in the order the apps joined
    assert headers(teacher.table, 1, vertical=False) == [ROW_END]
    assert teacher.table.horizontalHeaderItem(0).toolTip() == f"{ROW_END}\nfifteen/row_end"
    assert teacher.summary.text() == "Students: 3, checks: 3, tournament players: 3"
    # then the tournament is played in the sandbox: Boris's every move is off the board
    qtbot.waitUntil(lambda: teacher.standings.news.text() == "Every pairing is played.",
                    timeout=120000)
    board = teacher.standings
    rows = [[board.rank(r)] + [board.cell(r, c) for c in range(5)] for r in range(3)]
    assert rows[2] == ["3", "Boris", "0", "0", "14", "0"]  # 14 games, all lost
    assert board.table.item(2, 0).toolTip() == ("14 games played\n"
                                                "14 games lost by a move that went wrong")
    assert sorted(r[1] for r in rows[:2]) == ["Anna", "Chen"] and int(rows[0][5]) > 0
    teacher.hide_names.setChecked(True)
    boris = f"Student {joined.index('Boris') + 1}"
    assert headers(teacher.table, 3) == ["Student 1", "Student 2", "Student 3"]
    assert board.cell(2, 0) == boris
    shown = teacher.show_cell(joined.index("Boris"), 0)  # read off the GUI thread
    text = shown.layout().itemAt(0).widget().toPlainText
    qtbot.waitUntil(lambda: "def blank_neighbour" in text(), timeout=2000)
    assert shown.windowTitle() == f"{boris} — {ROW_END}"
    shown.close()
    written = teacher.save_players(str(tmp_path / "players"))
    assert sorted(p.relative_to(tmp_path / "players").as_posix() for p in written) == [
        "tictactoe/Anna.py", "tictactoe/Boris.py", "tictactoe/Chen.py"]


def test_the_leaderboard_shows_the_students_solvers(qtbot, tmp_path, teacher):
    anna = ClassClient(f"127.0.0.1:{teacher.server.port}", "KLM345", "Anna")
    assert teacher.leaderboard.news.text() == "No 15-puzzle solver sent yet."
    anna.submit(player_of("fifteen", "def solve(board):\n    return []\n"))
    qtbot.waitUntil(lambda: teacher.leaderboard.table.rowCount() == 1, timeout=60000)
    board = teacher.leaderboard
    assert [board.rank(0)] + [board.cell(0, c) for c in range(3)] == ["1", "Anna", "0 of 5", "0"]
    teacher.hide_names.setChecked(True)
    assert board.cell(0, 0) == "Student 1"


def test_join_dialog_joins_or_says_why_not(qtbot, teacher, settings):
    from boardgames.app.classroom import student

    dialog = student.JoinDialog(settings)
    qtbot.addWidget(dialog)
    dialog.address.setText(f"127.0.0.1:{teacher.server.port}")
    dialog.name.setText("Dana")
    dialog.code.setText("WRONG1")
    dialog.join()
    qtbot.waitUntil(lambda: dialog.message.text() == "wrong class code", timeout=5000)
    dialog.address.setText("nowhere")
    dialog.join()
    assert dialog.message.text() == "the class address must be HOST:PORT: nowhere"
    dialog.address.setText(f"127.0.0.1:{teacher.server.port}")
    dialog.code.setText("klm345")
    with qtbot.waitSignal(dialog.accepted, timeout=5000):
        dialog.join()
    try:
        assert student.current_link().client.name == "Dana"
        assert settings.value("class/name") == "Dana"
        qtbot.waitUntil(lambda: teacher.table.rowCount() == 1, timeout=2000)
    finally:
        student.set_link(None)


def test_the_file_menu_starts_a_class(qtbot, settings, monkeypatch, loopback_multicast):
    from boardgames.app.classroom.start_dialog import StartOptions
    from boardgames.app.main_window import MainWindow
    from boardgames.classroom import discovery

    browse = discovery.browse  # Join a class… looks on loopback only
    monkeypatch.setattr(discovery, "browse", lambda seconds=2.0: browse(seconds, ["127.0.0.1"]))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "Start a &class…" in texts and "&Join a class…" in texts
    # served on this computer only, so announced on loopback only: nothing leaves it
    view = window.class_actions.start_class(StartOptions(port=0, host="127.0.0.1", announce=True))
    try:
        assert view.isVisible()
        assert view.announcer is not None and view.announcer.interfaces == ["127.0.0.1"]
        assert window.class_actions.start_class() is view  # one class at a time
        assert view.code.text().startswith("Class code: ")
        joining = window.class_actions.join_class("192.168.1.20:8765")  # what --join opens
        assert joining.address.text() == "192.168.1.20:8765"
        port = f":{view.server.port}"

        def found():
            items = [joining.found.item(i) for i in range(joining.found.count())]
            return [i for i in items if i.data(Qt.UserRole).endswith(port)]

        for _ in range(4):  # the announcement takes a second or two to be registered
            qtbot.waitUntil(lambda: "Looking" not in joining.found_label.text(), timeout=10000)
            if found():
                break
            joining.look_again.click()
            assert not joining.look_again.isEnabled()  # until this search ends
        assert found(), joining.found_label.text()
        joining.code.clear()
        joining.found.itemClicked.emit(found()[0])  # a click takes the address
        assert joining.address.text().endswith(port) and joining.code.hasFocus()
        joining.code.setText(view.server.code)
        joining.name.setText("Dana")
        with qtbot.waitSignal(joining.accepted, timeout=5000):  # a double click joins
            joining.found.itemDoubleClicked.emit(found()[0])
        from boardgames.app.classroom import student

        try:
            assert student.current_link().client.address.endswith(port)
            qtbot.waitUntil(lambda: "Dana" in view.grid.students, timeout=2000)
        finally:
            student.set_link(None)
        # a student's player, then the class tournament in the game's own window
        assert not view.tournament_button.isEnabled()
        anna = ClassClient(f"127.0.0.1:{view.server.port}", view.server.code, "Anna")
        anna.submit(player_of("tictactoe", "def choose_move(board):\n    return board.index('')\n"))
        qtbot.waitUntil(view.tournament_button.isEnabled, timeout=2000)
        view.tournament_button.click()
        assert window.current_id == "tictactoe"
        tournament = window.findChild(QWidget, "tournamentDialog")
        assert tournament is not None and tournament.isVisible()
        assert [p.name for p in tournament.file_paths()] == ["Anna.py"]
        assert tournament.file_paths()[0].parent.parent.name == "class-players"
        tournament.close()
    finally:
        view.close()


def test_a_student_sends_a_tournament_player_from_the_window(qtbot, settings, teacher, tmp_path,
                                                            monkeypatch):
    from boardgames.app.classroom import menu, student
    from boardgames.app.main_window import MainWindow

    told = []
    monkeypatch.setattr(menu.QMessageBox, "information", lambda *a: told.append(a[2]))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    player = tmp_path / "my_player.py"
    player.write_text("def choose_move(board):\n    return board.index('')\n", encoding="utf-8")
    assert window.class_actions.send_player(str(player), "tictactoe") is None
    assert told == ["Join a class first (File > Join a class…)."]
    student.set_link(student.ClassLink(ClassClient(f"127.0.0.1:{teacher.server.port}", "KLM345", "Anna")))
    try:
        broken = tmp_path / "broken.py"
        broken.write_text("def choose_move(board:\n", encoding="utf-8")
        assert window.class_actions.send_player(str(broken), "tictactoe") is None
        assert window.status_label.text().startswith("The player cannot be sent: the player is not "
                                                     "valid Python: broken.py, line 1")
        ident = window.class_actions.send_player(str(player), "tictactoe")
        assert ident is not None
        assert "my_player.py is on its way" in window.status_label.text()
        qtbot.waitUntil(lambda: [p.id for _, p in teacher.store.players()] == [ident], timeout=5000)
        qtbot.waitUntil(lambda: teacher.players_button.isEnabled(), timeout=1000)
    finally:
        student.set_link(None)


def test_a_level_won_in_a_game_reaches_the_teachers_grid(qtbot, settings, teacher):
    from boardgames.app.classroom import student
    from boardgames.app.main_window import MainWindow
    from boardgames.core.levels import LOSS, WIN

    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.open_game("tictactoe")
    frame = window.frames["tictactoe"]
    frame.on_game_over(WIN, "")  # not joined: nothing is sent, nothing breaks
    student.set_link(student.ClassLink(ClassClient(f"127.0.0.1:{teacher.server.port}", "KLM345", "Anna")))
    try:
        frame.choose_level(2)
        frame.on_game_over(LOSS, "")  # a loss is not a level won
        frame.choose_level(3)
        frame.on_game_over(WIN, "")

        def level_column():
            table = teacher.table
            headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
            if "tictactoe: level" not in headers or table.rowCount() != 1:
                return None
            return table.item(0, headers.index("tictactoe: level")).text()

        qtbot.waitUntil(lambda: level_column() == "3", timeout=3000)
        assert teacher.store.levels() == {("Anna", "tictactoe"): 3}
    finally:
        student.set_link(None)


def test_a_student_follows_the_lesson_stage_the_teacher_shows(qtbot, classroom, monkeypatch):
    from boardgames.app.classroom import menu, student
    from boardgames.lessons.loader import find_lessons

    lesson = next(e for e in find_lessons() if len(getattr(e, "stages", ())) >= 3)
    told = []
    monkeypatch.setattr(menu.QMessageBox, "information", lambda *a: told.append(a[2]))
    view, pupil, teacher = classroom
    pupil.class_actions.follow_action.setChecked(True)  # not joined yet: says so, stays off
    assert told and not pupil.class_actions.follow_action.isChecked()
    student.set_link(student.ClassLink(ClassClient(f"127.0.0.1:{view.server.port}",
                                                   view.server.code, "Anna")))
    pupil.class_actions.follow_action.setChecked(True)
    assert teacher.open_lessons(lesson.id)
    teacher.lessons_page.show_stage(2)

    def pupil_at():
        page = pupil.lessons_page
        return None if page is None or page.lesson is None else (page.lesson.id, page.stage_index)

    qtbot.waitUntil(lambda: pupil_at() == (lesson.id, 2), timeout=5000)
    teacher.lessons_page.show_stage(1)
    qtbot.waitUntil(lambda: pupil_at() == (lesson.id, 1), timeout=5000)
    pupil.class_actions.follow_action.setChecked(False)
    teacher.lessons_page.show_stage(0)
    qtbot.wait(700)
    assert pupil_at() == (lesson.id, 1)  # no longer following


def test_the_teacher_sets_and_locks_the_class_levels(qtbot, classroom):
    from boardgames.app.classroom import student
    from boardgames.core.levels import WIN

    view, pupil, _ = classroom
    assert view.levels_button.isVisible()
    dialog = view.ask_levels()
    assert "tictactoe" in dialog.choices and dialog.levels() == {}
    box = dialog.choices["tictactoe"]
    box.setCurrentIndex(box.findData(3))
    dialog.lock.setChecked(True)
    dialog.accept()
    student.set_link(student.ClassLink(ClassClient(f"127.0.0.1:{view.server.port}",
                                                   view.server.code, "Anna")))
    assert pupil.open_game("tictactoe")
    frame = pupil.frames["tictactoe"]
    pupil.class_actions.follow_action.setChecked(True)
    qtbot.waitUntil(lambda: frame.level == 3 and not frame.level_control.isEnabled(),
                    timeout=5000)
    frame.choose_level(1)  # held on the class's level
    assert frame.level == 3
    frame.on_game_over(WIN, "")  # no moving on by itself either
    assert frame.level == 3 and not frame.overlay.isHidden()
    pupil.class_actions.follow_action.setChecked(False)  # free again, still on level 3
    assert frame.level_control.isEnabled() and frame.level == 3
    frame.choose_level(1)
    assert frame.level == 1
    # the class file keeps the setting for the next time the class is served
    assert view.server.class_app.stage["levels"] == {"tictactoe": 3}
