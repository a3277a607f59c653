"""A damaged class file is never trusted (issue 42, point 5): an empty file, a garbage header
or randomly damaged pages are refused when the file is opened (one line on stderr, exit 2,
the file left byte for byte as it was, no new class made in its place); a served class keeps
rolling backups of its file, and ``boardgames class restore`` brings one back, keeping the
damaged file aside."""

import contextlib
import os
import random
import sqlite3
import subprocess
import sys
import time

import pytest

from boardgames.classroom import integrity
from boardgames.classroom.model import ClassError, Submission
from boardgames.classroom.server import ClassServer
from boardgames.classroom.store import ClassStore
from boardgames.cli import main

EXERCISES = ("tictactoe/block", "tictactoe/win", "fifteen/row_end")
PAGE = 4096


def real_class(path, students=6):
    """A class file as a real class leaves it: students, each with a check per exercise."""
    with ClassStore(path) as store:
        for i in range(students):
            name, _ = store.join(f"Student{i}")
            for j, exercise in enumerate(EXERCISES):
                store.add(name, Submission(f"sub-{i:02d}-{j:02d}-abcdef", exercise, j % 2 == 0, (),
                                           0.5, f"# {name}, {exercise}\n" + "x = 1\n" * 400, 1.0))


def damage_pages(path, seed=42, pages=3):
    """Overwrite ``pages`` pages in the middle of the file with random bytes (seeded)."""
    data = bytearray(path.read_bytes())
    rng = random.Random(seed)
    for page in rng.sample(range(2, len(data) // PAGE - 1), pages):
        data[page * PAGE:(page + 1) * PAGE] = rng.randbytes(PAGE)
    path.write_bytes(bytes(data))


def side_files(path):
    return [extra for extra in ("-wal", "-shm", "-journal") if os.path.exists(f"{path}{extra}")]


def run_class(capsys, *args):
    code = main(["class", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def serve_process(tmp_path):
    """``boardgames class serve`` on loopback in its own process: (exit code, stderr); a
    server that starts (today's code on a damaged file) is stopped after 30 s."""
    env = dict(os.environ, BOARDGAMES_CLASS_DIR=str(tmp_path / "classes"))
    proc = subprocess.Popen([sys.executable, "-m", "boardgames", "class", "serve", "--host", "127.0.0.1",
                             "--port", "0", "--no-announce"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail("class serve served a damaged class file")
    return proc.returncode, err


def assert_refused(capsys, path, before):
    """Every command that opens the class file refuses it in one line, exit 2, untouched."""
    for args in (["results"], ["results", "--csv"], ["export", "--zip", str(path.parent / "all.zip")],
                 ["players", "--out", str(path.parent / "players")], ["leaderboard"], ["sequence"],
                 ["sequence", "tictactoe/block"]):
        code, out, err = run_class(capsys, *args)
        assert code == 2, (args, out, err)
        assert len(err.strip().splitlines()) == 1 and "damaged" in err, (args, err)
        assert "Traceback" not in err
        assert path.read_bytes() == before, args
    assert not side_files(path)
    assert not (path.parent / "all.zip").exists()


def test_a_zero_byte_class_file_is_refused_never_made_a_new_class(db_path, tmp_path, capsys):
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"")
    with pytest.raises(ClassError) as refused:
        ClassStore(db_path)
    assert refused.value.code == "class.damaged"
    assert "empty" in str(refused.value)
    assert_refused(capsys, db_path, b"")
    code, err = serve_process(tmp_path)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "damaged" in err, err
    assert db_path.stat().st_size == 0 and not side_files(db_path)


def test_a_garbage_header_is_refused_in_one_line(db_path, tmp_path, capsys):
    db_path.parent.mkdir(parents=True)
    garbage = random.Random(7).randbytes(3 * PAGE)
    db_path.write_bytes(garbage)
    with pytest.raises(ClassError) as refused:
        ClassStore(db_path)
    assert refused.value.code == "class.damaged"
    assert_refused(capsys, db_path, garbage)
    code, err = serve_process(tmp_path)
    assert code == 2 and err.count("\n") == 1 and "damaged" in err and "Traceback" not in err, err
    assert db_path.read_bytes() == garbage


def test_a_file_with_damaged_pages_is_refused_and_not_written_into(db_path, capsys, serve):
    real_class(db_path)
    damage_pages(db_path)
    before = db_path.read_bytes()
    copy = db_path.with_name("copy.sqlite3")  # the damage is real: SQLite's own full check
    copy.write_bytes(before)
    with contextlib.closing(sqlite3.connect(copy)) as db:
        with contextlib.suppress(sqlite3.DatabaseError):
            assert db.execute("PRAGMA integrity_check").fetchall() != [("ok",)]
    copy.unlink()
    with pytest.raises(ClassError) as refused:
        serve()  # the server's fixture opens the file: no server starts, nothing acknowledged
    assert refused.value.code == "class.damaged"
    assert db_path.read_bytes() == before and not side_files(db_path)
    with pytest.raises(ClassError):  # and it is never backed up
        integrity.make_backup(db_path)
    assert integrity.backup_files(db_path) == []
    assert_refused(capsys, db_path, before)


def wait_for(condition, seconds=30.0):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.02)


def students_in_newest(path):
    found = integrity.list_backups(path)
    return found[0].students if found and found[0].sound else -1


def test_a_served_class_keeps_rolling_backups(db_path, serve, monkeypatch, capsys):
    monkeypatch.setattr(integrity, "BACKUP_INTERVAL", 0.05)
    monkeypatch.setattr(integrity, "BACKUP_COUNT", 3)
    real_class(db_path, students=2)
    server = serve()
    wait_for(lambda: students_in_newest(db_path) == 2)  # one at the start of the class
    first = integrity.backup_files(db_path)[0]
    assert first.parent == db_path.parent / "class.backups"
    store = server.class_app.store
    for n in range(3, 7):
        store.join(f"Newcomer{n}")
        wait_for(lambda n=n: students_in_newest(db_path) == n)
    kept = integrity.list_backups(db_path)
    assert [b.students for b in kept] == [6, 5, 4]  # the newest 3, newest first
    assert first not in [b.path for b in kept]
    assert all(b.submissions == 2 * len(EXERCISES) for b in kept)
    code, out, err = run_class(capsys, "restore")  # never under a class being served
    assert code == 2 and "being served" in err and len(err.strip().splitlines()) == 1
    assert sorted(store.students()) == sorted([f"Student{i}" for i in range(2)] +
                                              [f"Newcomer{n}" for n in range(3, 7)])


def backed_up_class(db_path):
    """A class served once (so backed up at its start), then stopped."""
    real_class(db_path, students=4)
    store = ClassStore(db_path)
    server = ClassServer(store, host="127.0.0.1", port=0, code="ABC234").start()
    try:
        wait_for(lambda: students_in_newest(db_path) == 4)
    finally:
        server.stop()
        store.close()


def test_class_restore_brings_the_data_back_and_keeps_the_damaged_file(db_path, capsys):
    backed_up_class(db_path)
    damage_pages(db_path)
    damaged = db_path.read_bytes()
    assert run_class(capsys, "results")[0] == 2
    code, out, err = run_class(capsys, "restore", "--list")
    assert code == 0, err
    name, _when, holds = out.strip().splitlines()[0].split("\t")
    assert name.startswith("class-") and holds == "4 students, 12 submissions"
    code, out, err = run_class(capsys, "restore", "no-such-backup")
    assert code == 2 and "no such backup" in err and db_path.read_bytes() == damaged
    code, out, err = run_class(capsys, "restore")
    assert code == 0, err
    assert name in out and "4 students, 12 submissions" in out
    aside = [p for p in db_path.parent.iterdir() if p.name.startswith("class.sqlite3.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged and str(aside[0]) in out
    code, out, err = run_class(capsys, "results", "--csv")
    assert code == 0, err
    assert [line.split(",")[0] for line in out.splitlines()[1:]] == [f"Student{i}" for i in range(4)]
    with ClassStore(db_path) as store:
        assert store.count() == 12


def test_restore_skips_a_damaged_backup_and_lists_it_as_damaged(db_path, capsys):
    real_class(db_path, students=2)
    older = integrity.make_backup(db_path)
    with ClassStore(db_path) as store:
        store.join("Late")
    newer = integrity.make_backup(db_path)
    assert integrity.backup_files(db_path) == [newer, older]
    newer.write_bytes(b"\0" * 8192)
    code, out, err = run_class(capsys, "restore", "--list")
    assert code == 0 and out.splitlines()[0].endswith("\tdamaged")
    assert out.splitlines()[1].endswith("\t2 students, 6 submissions")
    code, out, err = run_class(capsys, "restore", newer.name)
    assert code == 2 and "damaged" in err
    assert run_class(capsys, "restore")[0] == 0
    aside = [p for p in db_path.parent.iterdir() if p.name.startswith("class.sqlite3.replaced-")]
    assert len(aside) == 1  # the file replaced was sound: kept aside all the same
    with ClassStore(db_path) as store:
        assert store.students() == ["Student0", "Student1"]


def test_a_class_that_ends_leaves_a_backup_of_what_it_received(db_path):
    real_class(db_path, students=1)
    store = ClassStore(db_path)
    server = ClassServer(store, host="127.0.0.1", port=0, code="ABC234").start()
    try:
        wait_for(lambda: students_in_newest(db_path) == 1)  # the backup at the start
        store.join("Latecomer")  # within the ten minutes before the next backup
    finally:
        server.stop()
        store.close()
    assert students_in_newest(db_path) == 2
