"""The class over HTTP on loopback: students join and submit, the grid is right, nothing is
lost or counted twice (also across a restart of the teacher's server), wrong codes and
oversized uploads are refused, a student sees only their own results."""

import json
import threading
import time
import urllib.request

import pytest

from boardgames.classroom.client import (
    ClassClient,
    Courier,
    Follower,
    level_of,
    player_of,
    submission_of,
)
from boardgames.classroom.model import MAX_BODY_BYTES, MAX_FILE_BYTES, PASSED, ClassError
from boardgames.classroom.server import is_local
from boardgames.classroom.store import ClassStore


def student(server, name, tmp_path=None, code=None):
    state = None if tmp_path is None else tmp_path / f"{name}.json"
    return ClassClient(f"127.0.0.1:{server.port}", server.code if code is None else code, name,
                       state_path=state)


def teacher(server):
    return ClassClient(f"127.0.0.1:{server.port}", server.class_app.teacher_code)


def check(exercise="tictactoe/block", passed=True, file="def choose(board):\n    return 4\n"):
    return submission_of(exercise, passed, [("wins", passed, "check.passed")], 0.3, file)


def test_several_students_submit_and_the_grid_shows_each(serve):
    server = serve()
    names = ["Anna", "Boris", "Chen", "Dilnoza"]
    errors = []

    def work(index, name):
        try:
            client = student(server, name)
            client.join()
            client.submit(check(passed=False))
            client.submit(check(passed=index % 2 == 0))
            client.submit(check("search/astar", passed=True))
        except Exception as error:  # reported below, a thread cannot fail the test
            errors.append(error)

    threads = [threading.Thread(target=work, args=(i, n)) for i, n in enumerate(names)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    grid = teacher(server).grid()
    assert sorted(grid.students) == names
    assert grid.exercises == ["tictactoe/block", "search/astar"]
    for index, name in enumerate(names):
        assert grid.cell(name, "tictactoe/block").status == ("passed" if index % 2 == 0 else "failed")
        assert grid.cell(name, "tictactoe/block").attempts == 2
        assert grid.cell(name, "search/astar").status == PASSED


def test_a_resent_submission_is_acknowledged_not_counted_twice(serve):
    server = serve()
    client = student(server, "Anna")
    one = check()
    assert client.submit(one)
    sent = []
    client.queue(one)  # as when the acknowledgement was lost: the same id again
    assert client.flush(lambda ident, stored: sent.append((ident, stored)))
    assert sent == [(one.id, False)]
    assert teacher(server).grid().cell("Anna", "tictactoe/block").attempts == 1


def test_nothing_acknowledged_or_queued_is_lost_across_a_restart(serve, tmp_path):
    server = serve()
    port = server.port
    client = student(server, "Anna", tmp_path)
    first = [check() for _ in range(3)]
    for item in first:
        assert client.submit(item)
    server.stop()
    queued = [check(passed=False) for _ in range(2)]
    for item in queued:
        assert not client.submit(item)  # the class is gone: queued, not lost
    # the student's app restarts too: the outbox is in its file
    again = ClassClient(f"127.0.0.1:{port}", server.code, "Anna", state_path=tmp_path / "Anna.json")
    assert [s.id for s in again.pending()] == [s.id for s in queued]
    server = serve(port=port)
    assert again.flush()
    assert again.pending() == []
    cell = teacher(server).grid().cell("Anna", "tictactoe/block")
    assert cell.attempts == 5
    assert cell.status == PASSED


def test_two_apps_sharing_the_client_file_lose_and_resend_nothing(serve, tmp_path):
    server = serve()
    port = server.port
    server.stop()  # everything is queued first, by two apps of the same student at once
    apps = [student(server, "Anna", tmp_path) for _ in range(2)]  # the same Anna.json
    queued = [[check() for _ in range(15)] for _ in apps]

    def queue(app, items):
        for item in items:
            app.queue(item)

    threads = [threading.Thread(target=queue, args=pair) for pair in zip(apps, queued, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    everything = {s.id for items in queued for s in items}
    assert {s.id for s in apps[0].pending()} == everything  # neither overwrote the other
    server = serve(port=port)
    sent, emptied = [], []

    def flush(app):  # both join (the second with the first's token) and send
        emptied.append(app.flush(lambda i, stored: sent.append(i)))

    flushing = [threading.Thread(target=flush, args=(app,)) for app in apps]
    for thread in flushing:
        thread.start()
    for thread in flushing:
        thread.join()
    assert emptied == [True, True]
    assert apps[0].pending() == [] and apps[1].pending() == []
    assert set(sent) == everything
    cell = teacher(server).grid().cell("Anna", "tictactoe/block")
    assert cell.attempts == 30  # each submission once, whichever app sent it


def test_the_courier_resends_when_the_class_comes_back(serve):
    server = serve()
    port = server.port
    client = student(server, "Anna")
    client.join()
    server.stop()
    acknowledged = []
    done = threading.Event()

    def sent(ident, stored):
        acknowledged.append(ident)
        if len(acknowledged) == 3:
            done.set()

    courier = Courier(client, on_sent=sent, retry=0.05)
    items = [check() for _ in range(3)]
    for item in items:
        courier.put(item)
    server = serve(port=port)
    assert done.wait(10)
    courier.stop()
    assert acknowledged == [s.id for s in items]
    assert teacher(server).grid().cell("Anna", "tictactoe/block").attempts == 3


def refused(call):
    with pytest.raises(ClassError) as caught:
        call()
    return caught.value.code


def test_a_wrong_or_missing_code_is_refused(serve):
    server = serve()
    assert refused(lambda: student(server, "Anna", code="WRONG9").join()) == "code.wrong"
    assert refused(lambda: student(server, "Anna", code="").join()) == "code.missing"
    assert refused(lambda: student(server, "Anna").grid()) == "teacher.only"
    assert teacher(server).grid().students == []


def test_a_typed_code_may_differ_in_case_spaces_and_dashes(serve):
    server = serve(code="ABC234")
    assert student(server, "Anna", code="abc-234").join() == "Anna"


def test_guessing_codes_backs_off_but_never_refuses_the_right_code(serve):
    server = serve()  # more: tests/classroom/test_hostile_guessing.py
    assert refused(lambda: student(server, "Anna", code="WRONG9").join()) == "code.wrong"
    assert refused(lambda: student(server, "Anna", code="WRONG9").join()) == "too_many_tries"
    for n in range(30):
        assert refused(lambda n=n: student(server, "Anna", code=f"GUESS{n}").join()) == "code.wrong"
    assert student(server, "Anna").join() == "Anna"


def test_oversized_uploads_are_refused(serve):
    server = serve()
    client = student(server, "Anna")
    client.join()
    big = "#" * (MAX_FILE_BYTES + 1)
    request = urllib.request.Request(
        f"http://127.0.0.1:{server.port}/api/submissions", data=b"x" * (MAX_BODY_BYTES + 1),
        method="POST",
        headers={"X-Class-Code": server.code, "Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(request, timeout=5)
    assert caught.value.code == 413
    assert json.loads(caught.value.read())["error"] == "request.too_large"
    item = check()
    data = item.as_json()
    data["file"] = big
    with pytest.raises(ClassError) as raised:
        client.request("POST", "/api/submissions", data, client._token())
    assert raised.value.code == "file.too_large"
    assert teacher(server).grid().cells == {}


def test_a_student_sees_only_their_own_results(serve):
    server = serve()
    anna, boris = student(server, "Anna"), student(server, "Boris")
    anna.submit(check())
    boris.submit(check("search/astar", passed=False))
    own = anna.my_results()
    assert own.students == ["Anna"]
    assert list(own.cells) == [("Anna", "tictactoe/block")]


def test_a_name_taken_on_another_computer_is_refused(serve, tmp_path):
    server = serve()
    student(server, "Anna", tmp_path / "laptop1").join()
    assert student(server, "Anna", tmp_path / "laptop1").join() == "Anna"  # the same laptop
    assert refused(lambda: student(server, "anna", tmp_path / "laptop2").join()) == "name.taken"


def test_the_teachers_grid_waits_for_news(serve):
    server = serve()
    before = teacher(server).grid()
    threading.Timer(0.2, lambda: student(server, "Anna").submit(check())).start()
    versions = [before.version]
    while len(versions) < 4:  # the join, then the submission, each wake the teacher
        after = teacher(server).grid(since=versions[-1], wait=10)
        versions.append(after.version)
        if after.cell("Anna", "tictactoe/block").status == PASSED:
            break
    assert versions == sorted(set(versions))  # every answer was news
    assert after.cell("Anna", "tictactoe/block").status == PASSED


@pytest.mark.parametrize("address, local", [
    ("127.0.0.1", True), ("192.168.1.20", True), ("10.1.2.3", True), ("172.16.0.9", True),
    ("169.254.1.1", True), ("::1", True), ("fe80::1%eth0", True), ("fd00::5", True),
    ("::ffff:192.168.0.4", True), ("8.8.8.8", False), ("2001:4860::8888", False),
    ("::ffff:8.8.8.8", False), (None, False), ("garbage", False)])
def test_only_the_local_network_is_local(address, local):
    assert is_local(address) is local


def test_a_queued_player_is_sent_to_the_players_not_the_checks(serve, tmp_path, db_path):
    server = serve()
    port = server.port
    client = student(server, "Anna", tmp_path)
    client.join()
    server.stop()
    player = player_of("tictactoe", "def choose_move(board):\n    return 4\n")
    assert not client.submit(player)
    assert client.pending() == [player]
    server = serve(port=port)
    assert client.flush()
    assert teacher(server).grid().cells == {}  # not a check
    with ClassStore(db_path) as store:
        assert [(s, p.id) for s, p in store.players("tictactoe")] == [("Anna", player.id)]


def test_a_player_must_name_a_game_and_bring_a_file(serve):
    server = serve()
    client = student(server, "Anna")
    client.join()
    for data in ({"kind": "player", "id": "pl-000001", "game": "Tic Tac", "file": "x = 1\n"},
                 {"kind": "player", "id": "pl-000002", "game": "tictactoe", "file": "  "}):
        with pytest.raises(ClassError) as caught:
            client.request("POST", "/api/players", data, client._token())
        assert caught.value.code == "request.bad"


def test_levels_won_reach_the_grid_and_only_the_students_own(serve):
    server = serve()
    anna, boris = student(server, "Anna"), student(server, "Boris")
    assert anna.submit(level_of("tictactoe", 2))
    assert anna.submit(level_of("tictactoe", 4))
    assert boris.submit(level_of("fifteen", 1))
    assert teacher(server).grid().levels == {("Anna", "tictactoe"): 4, ("Boris", "fifteen"): 1}
    assert anna.my_results().levels == {("Anna", "tictactoe"): 4}
    with pytest.raises(ClassError):
        level_of("tictactoe", 0)


def test_followers_hear_the_teachers_stage(serve):
    server = serve()
    client = student(server, "Anna")
    assert client.stage() == {"lesson": "", "stage": "", "version": 0, "levels": {},
                              "locked": False, "sequence": ()}
    heard = []
    both = threading.Event()

    def on_stage(lesson, stage):
        heard.append((lesson, stage))
        if len(heard) == 2:
            both.set()

    follower = Follower(client, on_stage, retry=0.05)
    server.set_stage("search", "bfs")
    deadline = time.monotonic() + 10
    while not heard and time.monotonic() < deadline:
        time.sleep(0.02)
    server.set_stage("search", "bfs")  # the same stage again: no news
    server.set_stage("search", "astar")
    assert both.wait(10)
    follower.stop()
    assert heard == [("search", "bfs"), ("search", "astar")]
    with pytest.raises(ClassError):
        student(server, "Boris", code="WRONG9").stage()


def test_followers_hear_the_class_levels_and_a_restarted_class_keeps_them(serve):
    server = serve()
    port = server.port
    heard = []
    follower = Follower(student(server, "Anna"), lambda *stage: None, retry=0.05,
                        on_levels=lambda levels, locked: heard.append((levels, locked)))
    deadline = time.monotonic() + 10
    while not heard and time.monotonic() < deadline:  # at once: the teacher set nothing
        time.sleep(0.02)
    server.set_levels({"tictactoe": 3, "fifteen": 0}, True)  # 0: no level set
    while len(heard) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    server.set_stage("search", "bfs")  # a stage only: the levels are no news
    time.sleep(0.3)
    follower.stop()
    assert heard == [({}, False), ({"tictactoe": 3}, True)]
    server.stop()
    again = serve(port=port)
    assert student(again, "Anna").stage()["levels"] == {"tictactoe": 3}
    assert student(again, "Anna").stage()["locked"] is True
