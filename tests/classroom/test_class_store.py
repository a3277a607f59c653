"""The class in SQLite: roster, submissions stored once per id, the grid, the schema's
version and migrations, export."""

import sqlite3
import zipfile

import pytest

from boardgames.classroom import store as store_module
from boardgames.classroom.model import (
    FAILED,
    PASSED,
    CheckOutcome,
    ClassError,
    Grid,
    LevelSubmission,
    PlayerSubmission,
    Submission,
)
from boardgames.classroom.store import SCHEMA_VERSION, ClassStore, delete_class, list_classes


def sub(ident, exercise="tictactoe/block", passed=True, file="def f(): pass\n"):
    return Submission(ident, exercise, passed, (CheckOutcome("wins", passed, "check.passed"),),
                      0.5, file, 1.0)


def test_a_new_class_file_is_wal_and_at_the_current_schema(db_path):
    with ClassStore(db_path):
        pass
    db = sqlite3.connect(db_path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_a_file_of_a_newer_schema_is_refused_and_left_alone(db_path):
    db_path.parent.mkdir(parents=True)
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION + 1,))
    db.commit()
    db.close()
    with pytest.raises(ClassError) as caught:
        ClassStore(db_path)
    assert caught.value.code == "schema.newer"
    db = sqlite3.connect(db_path)
    assert db.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION + 1
    db.close()


def test_migrations_run_in_order_once(db_path, monkeypatch):
    seen = []

    def to_2(db):
        seen.append(2)
        db.execute("ALTER TABLE students ADD COLUMN seat TEXT")

    new = SCHEMA_VERSION + 1
    with ClassStore(db_path) as store:
        store.join("Anna")
    monkeypatch.setattr(store_module, "MIGRATIONS", store_module.MIGRATIONS + [(new, to_2)])
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", new)
    with ClassStore(db_path) as store:
        assert store.students() == ["Anna"]
    with ClassStore(db_path):
        pass
    assert seen == [2]
    db = sqlite3.connect(db_path)
    assert db.execute("SELECT version FROM schema_version").fetchone()[0] == new
    assert "seat" in [row[1] for row in db.execute("PRAGMA table_info(students)")]
    db.close()


def test_a_class_file_of_schema_1_gains_the_players_table_and_keeps_its_data(db_path, monkeypatch):
    monkeypatch.setattr(store_module, "MIGRATIONS", store_module.MIGRATIONS[:1])
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", 1)
    with ClassStore(db_path) as store:
        store.add("Anna", sub("id-00001"))
    db = sqlite3.connect(db_path)  # a roster row as schema 1 had it (no identity yet)
    db.execute("INSERT INTO students (name, token, joined) VALUES ('Anna', 'token-1', 1.0)")
    db.commit()
    db.close()
    monkeypatch.undo()
    with ClassStore(db_path) as store:
        assert store.grid().cell("Anna", "tictactoe/block").status == PASSED
        assert store.add_player("Anna", PlayerSubmission("pl-00001", "tictactoe", "x = 1\n"))
        assert [(s, p.id) for s, p in store.players()] == [("Anna", "pl-00001")]
    db = sqlite3.connect(db_path)
    assert db.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_the_grid_shows_the_highest_level_won_per_game(db_path):
    with ClassStore(db_path) as store:
        store.join("Anna")
        store.join("Boris")
        for ident, (name, game, level) in enumerate([("Anna", "tictactoe", 3), ("Anna", "tictactoe", 1),
                                                     ("Anna", "fifteen", 2), ("Boris", "tictactoe", 5)]):
            assert store.add_level(name, LevelSubmission(f"lv-{ident:05d}", game, level))
        assert not store.add_level("Anna", LevelSubmission("lv-00000", "tictactoe", 9))
        grid = store.grid()
        own = store.grid("Boris")
    assert grid.levels == {("Anna", "tictactoe"): 3, ("Anna", "fifteen"): 2, ("Boris", "tictactoe"): 5}
    assert grid.games == ["fifteen", "tictactoe"]
    assert own.levels == {("Boris", "tictactoe"): 5}
    assert Grid.from_json(grid.as_json()).levels == grid.levels


def test_the_newest_player_of_each_student_counts(db_path, tmp_path):
    with ClassStore(db_path) as store:
        store.join("Boris")
        store.join("Anna")
        store.add_player("Anna", PlayerSubmission("pl-00001", "tictactoe", "first = 1\n"))
        store.add_player("Boris", PlayerSubmission("pl-00002", "tictactoe", "boris = 1\n"))
        store.add_player("Anna", PlayerSubmission("pl-00003", "tictactoe", "second = 2\n"))
        assert not store.add_player("Anna", PlayerSubmission("pl-00003", "tictactoe", "second = 2\n"))
        store.add_player("Anna", PlayerSubmission("pl-00004", "connect-four", "c4 = 1\n"))
        assert [(s, p.file) for s, p in store.players("tictactoe")] == [
            ("Boris", "boris = 1\n"), ("Anna", "second = 2\n")]
        written = store.export_players(tmp_path / "players")
    assert sorted(p.relative_to(tmp_path / "players").as_posix() for p in written) == [
        "connect-four/Anna.py", "tictactoe/Anna.py", "tictactoe/Boris.py"]
    assert (tmp_path / "players" / "tictactoe" / "Anna.py").read_text() == "second = 2\n"


def test_a_name_is_proved_by_its_token(db_path):
    with ClassStore(db_path) as store:
        name, token = store.join("  Anna   Petrova ")
        assert name == "Anna Petrova"
        assert store.join("anna petrova", token) == (name, token)
        with pytest.raises(ClassError) as caught:
            store.join("ANNA PETROVA")
        assert caught.value.code == "name.taken"
        with pytest.raises(ClassError):
            store.join("   ")
        assert store.student(token) == "Anna Petrova"
        assert store.student("nope") is None


def test_a_submission_id_is_counted_once_and_the_grid_shows_the_best(db_path):
    with ClassStore(db_path) as store:
        store.join("Anna")
        store.join("Boris")
        assert store.add("Anna", sub("id-00001", passed=False))
        assert store.add("Anna", sub("id-00002", passed=True))
        assert not store.add("Anna", sub("id-00002", passed=True))
        assert store.add("Boris", sub("id-00003", passed=False))
        assert store.add("Boris", sub("id-00004", "search/astar", passed=False))
        grid = store.grid()
    assert grid.students == ["Anna", "Boris"]
    assert grid.exercises == ["tictactoe/block", "search/astar"]  # lessons' order, then unknown
    assert grid.cell("Anna", "tictactoe/block").status == PASSED
    assert grid.cell("Anna", "tictactoe/block").attempts == 2
    assert grid.cell("Anna", "tictactoe/block").last_id == "id-00002"
    assert grid.cell("Boris", "tictactoe/block").status == FAILED
    assert grid.cell("Anna", "search/astar").status == ""
    assert grid.csv().splitlines() == ["student,tictactoe/block,search/astar",
                                       "Anna,passed,", "Boris,failed,failed"]


def test_a_students_own_row_holds_nobody_elses(db_path):
    with ClassStore(db_path) as store:
        store.join("Anna")
        store.join("Boris")
        store.add("Anna", sub("id-00001"))
        store.add("Boris", sub("id-00002", "search/astar"))
        own = store.grid("Boris")
    assert own.students == ["Boris"]
    assert list(own.cells) == [("Boris", "search/astar")]


def test_stored_submissions_survive_reopening_and_export(db_path, tmp_path):
    with ClassStore(db_path) as store:
        store.join("Anna/..")
        store.add("Anna/..", sub("id-00001", file="print('first')\n"))
        store.add("Anna/..", sub("id-00002", file="print('second')\n"))
        code = store.code()
    with ClassStore(db_path) as store:
        assert store.code() == code
        assert [s.file for s in store.submissions("Anna/..", "tictactoe/block")] == [
            "print('first')\n", "print('second')\n"]
        assert store.export_files(tmp_path / "files.zip") == 1
    with zipfile.ZipFile(tmp_path / "files.zip") as archive:
        assert archive.namelist() == ["Anna_/tictactoe/block.py"]
        assert archive.read("Anna_/tictactoe/block.py") == b"print('second')\n"


def test_classes_are_listed_and_deleted():
    with ClassStore(store_module.class_path("monday")):
        pass
    with ClassStore(store_module.class_path("friday")):
        pass
    assert list_classes() == ["friday", "monday"]
    assert delete_class("monday")
    assert not delete_class("monday")
    assert list_classes() == ["friday"]
    with pytest.raises(ClassError):
        store_module.class_path("../evil")
