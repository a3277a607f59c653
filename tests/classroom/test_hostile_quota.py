"""A class's storage quota against a hostile student (issue 42, point 6): a flood of checks,
players or levels from one student is refused with 413 ``quota.student`` past the cap while
the others still submit, a resend of a stored id is still acknowledged, only the newest files
per exercise are kept (older rows keep their results), the class as a whole has a cap too
(``quota.class``), and the teacher's grid and class view say so. Small limits, over HTTP on
loopback."""

import json
import time
import urllib.error
import urllib.request
import uuid

import pytest

from boardgames.classroom.model import FAILED, PASSED, ClassError, Grid, LevelSubmission, Quota
from boardgames.classroom.store import ClassStore

_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback, no proxy
EXERCISE = "tictactoe/block"


def call(server, path, body=None, token=None, code=None):
    """``(HTTP status, JSON answer)`` of one request to ``server``."""
    headers = {"X-Class-Code": code or server.code, "Content-Type": "application/json"}
    if token:
        headers["X-Student-Token"] = token
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}{path}", data=data,
                                     headers=headers, method="GET" if body is None else "POST")
    try:
        with _OPENER.open(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def join(server, name):
    status, answer = call(server, "/api/join", {"name": name})
    assert status == 200, answer
    return answer["token"]


def check(exercise=EXERCISE, passed=True, file="def choose(board):\n    return 4\n", ident=None):
    return {"id": ident or uuid.uuid4().hex, "exercise": exercise, "passed": passed,
            "checks": [{"id": "wins", "passed": passed, "code": "check.passed"}],
            "seconds": 0.25, "file": file, "sent": time.time()}


def player(file="def choose(board):\n    return 4\n"):
    return {"kind": "player", "id": uuid.uuid4().hex, "game": "tictactoe", "file": file,
            "sent": time.time()}


def level(number=1):
    return {"kind": "level", "id": uuid.uuid4().hex, "game": "tictactoe", "level": number,
            "sent": time.time()}


def limited(serve, **limits):
    """A class served on loopback whose store has the quota ``limits`` (the rest large)."""
    server = serve()
    server.class_app.store.quota = Quota(**{"files": 100, "players": 100, "student_items": 10**6,
                                            "student_bytes": 10**9, "class_bytes": 10**9, **limits})
    return server


def teacher_grid(server):
    status, answer = call(server, "/api/grid", code=server.class_app.teacher_code)
    assert status == 200, answer
    return Grid.from_json(answer)


def test_a_flood_from_one_student_is_refused_past_the_cap_while_another_still_submits(serve):
    server = limited(serve, student_items=6)
    anna, boris = join(server, "Anna"), join(server, "Boris")
    sent = [check(passed=False) for _ in range(4)]
    answers = [call(server, "/api/submissions", item, anna) for item in sent]
    answers += [call(server, "/api/players", player(), anna), call(server, "/api/levels", level(), anna)]
    assert [(status, answer["stored"]) for status, answer in answers] == [(200, True)] * 6
    flood = [call(server, "/api/submissions", check(), anna) for _ in range(20)]
    flood += [call(server, "/api/players", player(), anna), call(server, "/api/levels", level(2), anna)]
    assert {(status, answer["error"]) for status, answer in flood} == {(413, "quota.student")}
    assert call(server, "/api/submissions", sent[0], anna) == (200, {"id": sent[0]["id"], "stored": False})
    assert call(server, "/api/submissions", check(), boris)[0] == 200
    assert call(server, "/api/levels", level(3), boris)[0] == 200
    grid = teacher_grid(server)
    assert grid.cell("Anna", EXERCISE).attempts == 4 and grid.cell("Anna", EXERCISE).status == FAILED
    assert grid.levels == {("Anna", "tictactoe"): 1, ("Boris", "tictactoe"): 3}
    assert grid.cell("Boris", EXERCISE).status == PASSED
    assert grid.flags == {"Anna": ("quota.student",)}
    status, own = call(server, "/api/me", token=anna)
    assert status == 200 and own["flags"] == [{"student": "Anna", "codes": ["quota.student"]}]


def test_a_student_sending_large_files_to_many_exercises_is_stopped_by_the_bytes_cap(serve):
    server = limited(serve, student_bytes=5000)
    anna, boris = join(server, "Anna"), join(server, "Boris")
    big = "# " + "x" * 1998 + "\n"  # 2,001 bytes
    answers = [call(server, "/api/submissions", check(f"made/up{n}", file=big), anna) for n in range(5)]
    assert [status for status, _ in answers] == [200, 200, 200, 413, 413]
    assert answers[-1][1]["error"] == "quota.student"
    assert call(server, "/api/submissions", check(file=big), boris)[0] == 200
    assert teacher_grid(server).flags == {"Anna": ("quota.student",)}


def test_only_the_newest_files_are_kept_and_older_checks_keep_their_results(serve):
    server = limited(serve, files=3, players=2)
    anna = join(server, "Anna")
    sent = [check(passed=n == 0, file=f"version = {n}\n") for n in range(7)]
    for item in sent:
        assert call(server, "/api/submissions", item, anna) == (200, {"id": item["id"], "stored": True})
    assert call(server, "/api/submissions", sent[0], anna)[1]["stored"] is False
    other = check("search/astar", passed=False, file="other = 1\n")
    assert call(server, "/api/submissions", other, anna)[0] == 200
    players = [player(f"player = {n}\n") for n in range(4)]
    for item in players:
        assert call(server, "/api/players", item, anna)[0] == 200
    grid = teacher_grid(server)
    cell = grid.cell("Anna", EXERCISE)
    assert (cell.status, cell.attempts, cell.last_id) == (PASSED, 7, sent[-1]["id"])  # the first passed
    assert grid.cell("Anna", "search/astar").attempts == 1
    store = server.class_app.store
    kept = store.submissions("Anna", EXERCISE)
    assert [s.id for s in kept] == [item["id"] for item in sent]
    assert [s.passed for s in kept] == [True] + [False] * 6
    assert all(s.checks[0].id == "wins" for s in kept)
    assert [s.file for s in kept] == [""] * 4 + [f"version = {n}\n" for n in (4, 5, 6)]
    assert [s.file for s in store.submissions("Anna", "search/astar")] == ["other = 1\n"]
    assert [(s, p.id, p.file) for s, p in store.players()] == [("Anna", players[-1]["id"], "player = 3\n")]
    files = [row[0] for row in store._db.execute("SELECT file FROM players ORDER BY seq")]
    assert files == ["", "", "player = 2\n", "player = 3\n"]


def test_the_class_cap_refuses_everyone_with_quota_class_and_the_grid_says_so(serve):
    server = limited(serve, class_bytes=6000)
    anna, boris, chen = join(server, "Anna"), join(server, "Boris"), join(server, "Chen")
    big = "# " + "x" * 2498 + "\n"  # 2,501 bytes, and the check's outcome
    assert call(server, "/api/submissions", check(file=big), anna)[0] == 200
    assert call(server, "/api/players", player(big), boris)[0] == 200
    assert "quota.class" not in teacher_grid(server).class_flags
    last = check(file=big)
    assert call(server, "/api/submissions", last, chen)[0] == 200  # the class is now full
    for token in (anna, boris, chen):
        status, answer = call(server, "/api/submissions", check(file="small = 1\n"), token)
        assert (status, answer["error"]) == (413, "quota.class")
        assert call(server, "/api/levels", level(), token)[1]["error"] == "quota.class"
    assert call(server, "/api/submissions", last, chen) == (200, {"id": last["id"], "stored": False})
    grid = teacher_grid(server)
    assert grid.class_flags == ("quota.class",) and grid.flags == {}
    assert sum(c.attempts for c in grid.cells.values()) == 2


def test_the_quota_holds_when_the_class_is_opened_again(db_path):
    quota = Quota(student_items=3, class_bytes=10**9)
    with ClassStore(db_path) as store:
        store.quota = quota
        store.join("Anna")
        for n in range(3):
            store.add_level("Anna", _level(n))
    with ClassStore(db_path) as store:
        store.quota = quota
        with pytest.raises(ClassError) as refused:
            store.add_level("Anna", _level(9))
        assert refused.value.code == "quota.student"
        assert store.add_level("Anna", _level(0)) is False  # a resend: acknowledged
        assert store.grid().flags == {"Anna": ("quota.student",)}


def test_the_teachers_view_warns_when_the_class_is_full(teacher, qtbot):
    teacher.store.quota = Quota(class_bytes=100)
    name, token = teacher.store.join("Anna")
    assert "as much as it may" not in teacher.summary.text()
    status, _ = call(teacher.server, "/api/submissions", check(file="# " + "x" * 200 + "\n"), token)
    assert status == 200
    qtbot.waitUntil(lambda: "quota.class" in teacher.grid.class_flags, timeout=10000)
    lines = teacher.summary.text().splitlines()
    assert len(lines) == 2 and lines[1] == "the class has stored as much as it may; tell your teacher"


def _level(n):
    return LevelSubmission(f"lv-{n:05d}", "tictactoe", n + 1)


def test_a_flood_of_made_up_names_stops_at_the_class_size_and_the_joined_come_back(serve):
    server = limited(serve, students=3)
    tokens = [join(server, f"Pupil {n}") for n in range(3)]
    status, answer = call(server, "/api/join", {"name": "Pupil 3"})
    assert (status, answer["error"]) == (413, "quota.class")
    again = call(server, "/api/join", {"name": "pupil 0", "token": tokens[0]})
    assert again[0] == 200 and again[1]["name"] == "Pupil 0"  # a joined student is let back in
    assert server.class_app.store.students() == ["Pupil 0", "Pupil 1", "Pupil 2"]
