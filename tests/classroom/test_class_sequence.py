"""The class's fixed sequence of exercises: kept in the class file (schema 4, migrated from
an older file), set by the teacher (the class view, the teacher's code over HTTP, or
``boardgames class sequence``), heard by the students who follow the teacher, and worked
through in order (each exercise open once the ones before it passed)."""

import sqlite3
import time

import pytest

from boardgames.classroom import store as store_module
from boardgames.classroom.client import ClassClient, Follower
from boardgames.classroom.model import ClassError
from boardgames.classroom.sequence import Step, clean_sequence, current, steps
from boardgames.classroom.store import SCHEMA_VERSION, ClassStore
from boardgames.cli import main
from boardgames.exercises.loader import find_exercises

KEYS = [e.key for e in find_exercises().exercises]
A, B, C = KEYS[0], KEYS[1], KEYS[2]


def test_each_exercise_opens_once_the_ones_before_it_passed():
    assert steps([A, B, C], set()) == [Step(A, False, True), Step(B, False, False), Step(C, False, False)]
    assert steps([A, B, C], {A}) == [Step(A, True, True), Step(B, False, True), Step(C, False, False)]
    # passed out of order: still locked behind the first one not passed
    assert steps([A, B, C], {C}) == [Step(A, False, True), Step(B, False, False), Step(C, True, False)]
    assert [s.open for s in steps([A, B, C], {A, B, C})] == [True, True, True]
    assert (current([A, B, C], {A}), current([A, B], {A, B}), current([], set())) == (B, None, None)


def test_a_sequence_is_exercise_keys_each_once():
    assert clean_sequence([A, f" {B} ", A]) == (A, B)
    for bad in (["no-slash"], [3], ["a/b/c"]):
        with pytest.raises(ClassError) as caught:
            clean_sequence(bad)
        assert caught.value.code == "request.bad"
    with pytest.raises(ClassError) as caught:
        clean_sequence(["fifteen/nosuch"], KEYS)
    assert caught.value.code == "exercise.unknown" and "fifteen/nosuch" in str(caught.value)


def test_the_class_file_keeps_the_sequence_and_an_older_file_gains_it(db_path, monkeypatch):
    monkeypatch.setattr(store_module, "MIGRATIONS", store_module.MIGRATIONS[:3])
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", 3)
    with ClassStore(db_path):
        pass
    db = sqlite3.connect(db_path)  # a roster row as schema 3 had it (no identity yet)
    db.execute("INSERT INTO students (name, token, joined) VALUES ('Anna', 'token-1', 1.0)")
    db.commit()
    db.close()
    monkeypatch.undo()
    with ClassStore(db_path) as store:
        assert store.students() == ["Anna"] and store.sequence() == ()
        assert store.set_sequence([B, A]) == (B, A)
        with pytest.raises(ClassError):
            store.set_sequence([C, "fifteen/nosuch"])
        assert store.sequence() == (B, A)  # a refused sequence changes nothing
    with ClassStore(db_path) as store:
        assert store.sequence() == (B, A)
        assert store.set_sequence([]) == () and store.sequence() == ()
    db = sqlite3.connect(db_path)
    assert db.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION >= 4
    db.close()


def wait_for(condition, seconds=10):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)
    return condition()


def test_followers_hear_the_sequence_the_teacher_sets_and_a_restarted_class_keeps_it(serve):
    server = serve()
    port = server.port
    address = f"127.0.0.1:{port}"
    anna = ClassClient(address, server.code, "Anna")
    heard = []
    follower = Follower(anna, lambda *stage: None, retry=0.05, on_sequence=heard.append)
    try:
        time.sleep(0.3)
        assert heard == []  # no sequence yet: nothing to hear
        teacher = ClassClient(address, server.class_app.teacher_code)
        assert teacher.set_sequence([C, A]) == (C, A)
        assert wait_for(lambda: heard == [(C, A)])
        server.set_sequence([A])  # the class view's way
        assert wait_for(lambda: heard == [(C, A), (A,)])
        server.set_levels({"tictactoe": 2}, False)  # levels only: the sequence is no news
        time.sleep(0.3)
        assert heard == [(C, A), (A,)]
    finally:
        follower.stop()
    # only the teacher sets it, and only with exercises there are
    with pytest.raises(ClassError) as caught:
        anna.set_sequence([B])
    assert caught.value.code == "teacher.only"
    with pytest.raises(ClassError) as caught:
        teacher.set_sequence(["fifteen/nosuch"])
    assert caught.value.code == "exercise.unknown"
    server.stop()
    again = serve(port=port)
    assert ClassClient(address, again.code, "Anna").stage()["sequence"] == (A,)


def test_class_sequence_on_the_command_line(tmp_path, capsys):
    from tests.classroom.test_class_cli import end_class, start_class

    assert main(["class", "sequence", A, B]) == 0  # the local class file
    assert capsys.readouterr().out.split() == [A, B]
    assert main(["class", "sequence"]) == 0
    assert capsys.readouterr().out.split() == [A, B]
    proc, address, code, teacher_code = start_class(tmp_path)
    try:
        assert main(["class", "sequence", "--class", address, "--code", code]) == 0
        assert capsys.readouterr().out.split() == [A, B]  # the served class has it
        assert main(["class", "sequence", C, "--class", address, "--code", teacher_code]) == 0
        assert capsys.readouterr().out.split() == [C]
        assert ClassClient(address, code, "Anna").stage()["sequence"] == (C,)
        assert main(["class", "sequence", "--clear", "--class", address, "--code", teacher_code]) == 0
        assert "no fixed sequence" in capsys.readouterr().out
    finally:
        end_class(proc)
    for args, words in ((["fifteen/nosuch"], "no such exercise: fifteen/nosuch"),
                        (["--clear", A], "--clear"),
                        ([A, "--class", address], "--code")):
        assert main(["class", "sequence", *args]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and words in err[0], err
