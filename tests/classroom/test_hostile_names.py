"""Hostile and unlucky names: one identity per name (Unicode case folding and NFKC, not
ASCII only), look-alikes refused, invisible and control characters refused, the name kept
exactly as first typed, and a class file from before migrated without merging anyone."""

import json
import sqlite3
import urllib.error
import urllib.request

import pytest

from boardgames.classroom import names
from boardgames.classroom import store as store_module
from boardgames.classroom.client import ClassClient
from boardgames.classroom.model import ClassError, Grid, clean_name
from boardgames.classroom.store import SCHEMA_VERSION, ClassStore
from boardgames.cli import main


def student(server, name, laptop):
    return ClassClient(f"127.0.0.1:{server.port}", server.code, name, state_path=laptop)


def teacher(server):
    return ClassClient(f"127.0.0.1:{server.port}", server.class_app.teacher_code)


def join_raw(server, name, token=None):
    """``POST /api/join`` as any program may send it (no client-side checks): (status, JSON)."""
    body = json.dumps({"name": name, "token": token}).encode("ascii")
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}/api/join", data=body,
                                     method="POST", headers={"X-Class-Code": server.code,
                                                             "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.mark.parametrize("first, second", [
    ("Élodie", "élodie"),
    ("Straße", "STRASSE"),
    ("Анна", "анна"),
    ("Ｍaria", "maria"),  # a full-width letter is the letter (NFKC)
    ("E\u0301lodie", "Élodie"),  # a combining accent is the accented letter
])
def test_a_name_equal_but_for_unicode_case_or_form_is_taken(serve, tmp_path, first, second):
    server = serve()
    assert student(server, first, tmp_path / "laptop1.json").join() == first
    with pytest.raises(ClassError) as caught:
        student(server, second, tmp_path / "laptop2.json").join()
    assert caught.value.code == "name.taken"
    assert teacher(server).grid().students == [first]


def test_a_look_alike_name_is_refused_with_409(serve, tmp_path):
    server = serve()
    student(server, "Anna", tmp_path / "laptop1.json").join()
    status, answer = join_raw(server, "\u0410nna")  # a Cyrillic А
    assert (status, answer["error"]) == (409, "name.lookalike")
    with pytest.raises(ClassError) as caught:
        student(server, "Ann\u0430", tmp_path / "laptop2.json").join()  # a Cyrillic а
    assert caught.value.code == "name.lookalike"
    assert teacher(server).grid().students == ["Anna"]


@pytest.mark.parametrize("name", [
    "Anna\u200b",  # zero-width space
    "An\u00adna",  # soft hyphen
    "Anna\x00",  # NUL
    "\u202eannA",  # right-to-left override
    "Anna\u2066x\u2069",  # bidi isolate
    "Ann\ufe0fa",  # variation selector (invisible, not a format character)
    "Anna\x1b[31m",  # a terminal's escape
])
def test_invisible_control_and_bidi_characters_are_refused(serve, name):
    server = serve()
    status, answer = join_raw(server, name)
    assert (status, answer["error"]) == (400, "name.invalid")
    assert "U+" in answer["message"]  # which character
    assert teacher(server).grid().students == []
    with pytest.raises(ClassError) as caught:
        clean_name(name)  # the student's app refuses it before sending
    assert caught.value.code == "name.invalid"


def test_a_lone_surrogate_in_a_name_is_a_clear_400(serve):
    server = serve()
    body = b'{"name": "Anna\\ud800"}'
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}/api/join", data=body,
                                     method="POST", headers={"X-Class-Code": server.code,
                                                             "Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(request, timeout=10)
    assert caught.value.code == 400
    assert json.loads(caught.value.read())["error"] in ("name.invalid", "request.bad")
    assert teacher(server).grid().students == []


def test_the_name_is_kept_and_returned_as_first_typed(serve, tmp_path):
    server = serve()
    laptop = tmp_path / "laptop.json"
    assert student(server, "  Élodie   Durand ", laptop).join() == "Élodie Durand"
    assert student(server, "élodie DURAND", laptop).join() == "Élodie Durand"  # typed again
    grid = teacher(server).grid()
    assert grid.students == ["Élodie Durand"]


def test_the_command_line_refuses_an_invisible_name(capsys):
    assert main(["check", "tictactoe/block", "--reference", "--class", "127.0.0.1:1",
                 "--code", "ABC234", "--name", "Anna\u200b"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "U+200B" in err


def test_names_identity_and_skeleton():
    assert names.identity_key("  STRASSE  ") == names.identity_key("Straße") == "strasse"
    assert names.parse("Аnna").skeleton == names.parse("anna").skeleton  # Cyrillic А
    assert names.parse("Anna").skeleton != names.parse("Anya").skeleton
    assert names.parse("  x " + "x" * 78 + "  ").shown == "x " + "x" * 78  # 80: kept whole
    with pytest.raises(names.NameRefused):
        names.parse("x" * 81)


# --- a class file from before (schema 4): nothing merged, clashes flagged ------------------

OLD_NAMES = ["Élodie", "élodie", "Straße", "STRASSE", "Анна", "анна", "Boris"]
#: (student, exercise, passed): 9 submissions; the grid of before showed them as 4
#: attempts in 3 cells.
OLD_SUBMISSIONS = [("Élodie", "tictactoe/block", True), ("élodie", "tictactoe/block", False),
                   ("élodie", "tictactoe/block", False), ("Straße", "search/astar", True),
                   ("STRASSE", "search/astar", False), ("Анна", "tictactoe/block", True),
                   ("анна", "tictactoe/block", False), ("анна", "tictactoe/block", True),
                   ("Boris", "tictactoe/block", False)]


def schema_4_file(path):
    """A class file as version 4 wrote it, with names that clash under Unicode case folding
    (its roster compared names with SQLite's NOCASE, ASCII only)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    for step in (store_module._to_1, store_module._to_2, store_module._to_3, store_module._to_4):
        step(db)
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_version VALUES (4)")
    for number, name in enumerate(OLD_NAMES):
        db.execute("INSERT INTO students VALUES (?, ?, ?)", (name, f"token-{number}", 100.0 + number))
    for number, (name, exercise, passed) in enumerate(OLD_SUBMISSIONS):
        db.execute("INSERT INTO submissions (id, student, exercise, passed, checks, seconds, file, "
                   "sent, received) VALUES (?, ?, ?, ?, '[]', 0.1, ?, 1.0, ?)",
                   (f"id-{number:05d}", name, exercise, int(passed), f"# {number}\n", 200.0 + number))
    db.execute("INSERT INTO levels (id, student, game, level, sent, received) "
               "VALUES ('lv-00001', 'élodie', 'tictactoe', 3, 1.0, 1.0)")
    db.commit()
    db.close()


def test_an_old_class_file_keeps_clashing_students_apart_and_flags_them(db_path):
    schema_4_file(db_path)
    with ClassStore(db_path) as store:
        grid = store.grid()
        assert store.join("élodie", "token-1") == ("élodie", "token-1")  # back in, both
        assert store.join("ÉLODIE", "token-0") == ("Élodie", "token-0")
        with pytest.raises(ClassError) as caught:
            store.join("ÉLODIE")  # a new computer
        assert caught.value.code == "name.taken"
    assert grid.students == OLD_NAMES
    assert sum(cell.attempts for cell in grid.cells.values()) == 9
    assert len(grid.cells) == 7
    assert grid.cell("Élodie", "tictactoe/block").attempts == 1
    assert grid.cell("élodie", "tictactoe/block").attempts == 2
    assert grid.cell("élodie", "tictactoe/block").status == "failed"
    assert grid.cell("Straße", "search/astar").status == "passed"
    assert grid.cell("STRASSE", "search/astar").status == "failed"
    assert grid.cell("анна", "tictactoe/block").attempts == 2
    assert grid.levels == {("élodie", "tictactoe"): 3}
    assert {name: codes for name, codes in grid.flags.items() if "name.clash" in codes} == {
        name: ("name.clash",) for name in OLD_NAMES if name != "Boris"}
    assert Grid.from_json(grid.as_json()).flags == grid.flags  # as the teacher's view gets it
    db = sqlite3.connect(db_path)
    assert db.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_an_old_class_file_s_csv_and_zip_keep_every_student(db_path, tmp_path, capsys):
    schema_4_file(db_path)
    assert main(["class", "results", "--csv"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert [row.split(",")[0] for row in rows[1:]] == OLD_NAMES
    assert main(["class", "export", "--zip", str(tmp_path / "files.zip")]) == 0
    assert capsys.readouterr().out.startswith("7 files written")


# --- the teacher's grid: names as typed, clashes marked -----------------------------------

def test_the_teachers_grid_marks_kept_apart_names_and_shows_names_as_typed(qtbot, db_path):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocumentFragment

    from boardgames.app.classroom.teacher import ClassWindow
    from boardgames.app.classroom.texts import plain_tip
    from boardgames.classroom.model import ERRORS
    from boardgames.classroom.server import ClassServer

    schema_4_file(db_path)
    store = ClassStore(db_path)
    server = ClassServer(store, host="127.0.0.1", port=0, code="KLM345").start()
    window = ClassWindow(store, server)
    qtbot.addWidget(window)
    window.show()
    try:
        ClassClient(f"127.0.0.1:{server.port}", "KLM345", "<b>Zoé</b>").join()
        qtbot.waitUntil(lambda: window.table.rowCount() == 8, timeout=20000)
        headers = [window.table.verticalHeaderItem(r) for r in range(8)]
        assert [h.text() for h in headers] == [f"⚠ {n}" for n in OLD_NAMES[:-1]] + [
            "Boris", "<b>Zoé</b>"]
        shown = QTextDocumentFragment.fromHtml(headers[1].toolTip()).toPlainText()
        assert shown == ERRORS["name.clash"]  # English here: the tests run untranslated
        assert headers[1].data(Qt.AccessibleDescriptionRole) == ERRORS["name.clash"]
        assert not headers[6].toolTip()
        window.hide_names.setChecked(True)
        qtbot.waitUntil(lambda: window.table.verticalHeaderItem(0).text() == "⚠ Student 1")
    finally:
        window.close()
    tip = plain_tip("<b>x</b> <script>alert(1)</script>\nline 2")
    assert QTextDocumentFragment.fromHtml(tip).toPlainText() == \
        "<b>x</b> <script>alert(1)</script>\nline 2"


def test_a_name_is_kept_whole_or_refused_never_cut_short(serve):
    server = serve()
    status, answer = join_raw(server, "x" * 140_000)
    assert (status, answer["error"]) == (400, "name.too_long")
    longest = "Анна-Мария " + "ю" * 69
    status, answer = join_raw(server, longest)
    assert (status, answer["name"]) == (200, longest)
    assert server.class_app.store.students() == [longest]


def test_the_join_dialog_takes_no_longer_name_than_the_class_keeps(qtbot):
    from boardgames.app.classroom.student import JoinDialog
    from boardgames.classroom.model import MAX_NAME

    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("y" * 200)
    assert len(dialog.name.text()) == MAX_NAME
