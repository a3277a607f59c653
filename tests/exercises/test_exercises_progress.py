"""Progress per student name on this computer: one JSON file, written atomically, that
survives damage."""

import json

import pytest

from boardgames.cli import main
from boardgames.exercises import progress
from boardgames.exercises.progress import ProgressStore


@pytest.fixture
def store(tmp_path):
    return ProgressStore(tmp_path / "data" / "progress.json")


def test_passes_round_trip_per_student(store, tmp_path):
    assert store.record("Anna", "tictactoe/block")
    assert store.record("Boris", "search/astar")
    assert store.record("  Anna  ", "fifteen/victory")
    again = ProgressStore(tmp_path / "data" / "progress.json")
    assert set(again.passed("Anna")) == {"tictactoe/block", "fifteen/victory"}
    assert set(again.passed("Boris")) == {"search/astar"}
    assert again.passed("Vera") == {}
    assert again.students() == ["Anna", "Boris"]


def test_the_first_pass_is_kept(store):
    store.record("Anna", "tictactoe/block")
    first = store.passed("Anna")["tictactoe/block"]
    store.record("Anna", "tictactoe/block")
    assert store.passed("Anna")["tictactoe/block"] == first


def test_an_empty_name_is_not_stored(store):
    assert not store.record("   ", "tictactoe/block")
    assert not store.path.exists()


@pytest.mark.parametrize("damage", [b"{not json", b"\xff\xfe", b"[1, 2]",
                                    b'{"students": {"Anna": ["x"]}}'])
def test_a_damaged_file_reads_as_empty_and_is_replaced(store, damage):
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(damage)
    assert store.passed("Anna") == {}
    assert store.record("Anna", "search/astar")
    assert set(store.passed("Anna")) == {"search/astar"}
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["format"] == 1


def test_a_damaged_file_is_kept_beside(store):
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(b"{half a fi")
    store.load()
    assert store.path.with_name("progress.json.damaged").read_bytes() == b"{half a fi"


def test_writing_leaves_no_temporary_files(store):
    for i in range(5):
        store.record("Anna", f"lesson/e{i}")
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["progress.json"]


def test_the_environment_variable_moves_the_file(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV_FILE, str(tmp_path / "elsewhere.json"))
    assert ProgressStore().path == tmp_path / "elsewhere.json"


def test_check_with_student_records_a_pass_only(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(progress.ENV_FILE, str(tmp_path / "p.json"))
    assert main(["check", "fifteen/victory", "--start", "--student", "Anna"]) == 1
    assert ProgressStore().passed("Anna") == {}
    assert main(["check", "fifteen/victory", "--reference", "--student", "Anna"]) == 0
    assert set(ProgressStore().passed("Anna")) == {"fifteen/victory"}


def test_drafts_per_student_and_exercise(tmp_path):
    from boardgames.exercises.drafts import DraftStore

    drafts = DraftStore(tmp_path / "drafts")
    drafts.save("Anna K.", "search/astar", "print('a')\n")
    drafts.save("Anna K?", "search/astar", "print('b')\n")
    drafts.save("", "search/astar", "print('c')\n")
    assert drafts.load("Anna K.", "search/astar") == "print('a')\n"
    assert drafts.load("Anna K?", "search/astar") == "print('b')\n"
    assert drafts.load("  ", "search/astar") == "print('c')\n"
    assert drafts.load("Anna K.", "search/bfs_goal") is None
    assert drafts.path("../../etc", "search/astar").is_relative_to(tmp_path / "drafts")
    drafts.forget("Anna K.", "search/astar")
    assert drafts.load("Anna K.", "search/astar") is None
