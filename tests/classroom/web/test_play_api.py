"""The pupils' page plays the games through /api/play/ (boardgames/classroom/web/play.py):
the real class server's routes, a real class file in tmp_path and the games' own painters
drawing SVG (boardgames/kit/web_board.py, so these tests need the qapp)."""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from conftest import run_apart

from boardgames.classroom.server import ClassApp
from boardgames.classroom.store import ClassStore
from boardgames.classroom.web import play
from boardgames.core.plugins import discover
from boardgames.kit.web_board import PainterBoards
from tests.examples.example_plugins import with_examples

DISCOVERY = with_examples(discover())  # the example plug-ins too, installed or not


class Pupil:
    """A pupil's requests to the served class (class code and token sent)."""

    def __init__(self, client: TestClient, code: str, token: str):
        self.client, self.headers = client, {"X-Class-Code": code, "X-Student-Token": token}

    async def get(self, path: str) -> tuple[int, dict[str, Any]]:
        async with self.client.get(path, headers=self.headers) as response:
            return response.status, await response.json()

    async def post(self, path: str, body: Any = None) -> tuple[int, dict[str, Any]]:
        async with self.client.post(path, json={} if body is None else body,
                                    headers=self.headers) as response:
            return response.status, await response.json()

    async def ok(self, path: str, body: Any = None) -> dict[str, Any]:
        status, answer = await self.post(path, body)
        assert status == 200, answer
        return answer


def run_class(tmp_path, test: Callable[[Pupil, ClassApp, ClassStore], Awaitable[None]],
              stage: dict[str, Any] | None = None) -> None:
    """Serve a class on 127.0.0.1 whose page draws the games with their painters and run
    ``test`` with a pupil ("Ada") who joined it."""
    async def main() -> None:
        with ClassStore(tmp_path / "class.sqlite3") as store:
            class_app = ClassApp(store, "CODE42", boards=PainterBoards(), discovery=DISCOVERY)
            if stage:
                class_app.stage = {**class_app.stage, **stage}
            _name, token = store.join("Ada")
            async with TestClient(TestServer(class_app.app, host="127.0.0.1")) as client:
                await test(Pupil(client, class_app.code, token), class_app, store)

    run_apart(main)


def centre(cell: dict[str, Any]) -> dict[str, float]:
    return {"x": cell["x"] + cell["w"] / 2, "y": cell["y"] + cell["h"] / 2}


def test_tic_tac_toe_won_at_level_1_by_clicks_reaches_the_grid(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, store: ClassStore) -> None:
        board = await pupil.ok("/api/play/tictactoe/new", {"level": 1})
        assert (board["status"], board["level"], board["levels"]) == ("turn.you", 1, 9)
        for cell in (2, 4, 6):  # the computer takes the first free cell: 0, then 1
            cells = board["picture"]["cells"]
            assert cells[cell]["piece"] == ""
            board = await pupil.ok("/api/play/tictactoe/click", centre(cells[cell]))
            assert board["picture"]["cells"][cell]["piece"] == "X"
        assert board["status"] == "game.won"
        assert (board["level_won"], board["next_level"]) == (1, 2)
        assert [c["piece"] for c in board["picture"]["cells"]][:3] == ["O", "O", "X"]
        assert store.levels("Ada") == {("Ada", "tictactoe"): 1}
        again = await pupil.ok("/api/play/tictactoe/new")
        assert (again["level"], again["status"], again["ply"]) == (2, "turn.you", 0)

    run_class(tmp_path, test)


def test_a_computer_move_is_answered_with_its_words(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        board = await pupil.ok("/api/play/tictactoe/new", {"level": 9})
        board = await pupil.ok("/api/play/tictactoe/click", centre(board["picture"]["cells"][4]))
        assert [move["computer"] for move in board["moves"]] == [False, True]
        assert board["moves"][0]["words"] == "row 2, column 2"
        assert (board["moves"][0]["row"], board["moves"][0]["col"]) == (1, 1)
        reply = board["moves"][1]
        assert board["picture"]["cells"][reply["row"] * 3 + reply["col"]]["piece"] == "O"
        assert sum(c["piece"] == "O" for c in board["picture"]["cells"]) == 1

    run_class(tmp_path, test)


def test_the_games_threads_stop_with_the_class(tmp_path, qapp):
    def playing() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t.name.startswith("play")]

    before = set(playing())
    during: list[threading.Thread] = []

    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        await pupil.ok("/api/play/tictactoe/new", {"level": 9})
        during.extend(t for t in playing() if t not in before)

    run_class(tmp_path, test)
    assert during, "the game was not made in the games' threads"
    for thread in during:
        thread.join(10)
    assert not [t for t in during if t.is_alive()]


def puzzle_tiles(board: dict[str, Any]) -> list[str]:
    return re.findall(r">(\d+)</text>", board["picture"]["svg"])


def tiles(board: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """Where each tile is (its words "row 2, column 3: 14"; the blank is "blank")."""
    found = {}
    for cell in board["picture"]["cells"]:
        row, col, tile = re.fullmatch(r"row (\d+), column (\d+): (\w+)", cell["words"]).groups()
        found[tile] = (int(row), int(col))
    return found


def arrow_for(board: dict[str, Any], tile: str) -> str:
    """The arrow key that slides ``tile`` into the blank beside it."""
    (row, col), (blank_row, blank_col) = tiles(board)[tile], tiles(board)["blank"]
    return {(1, 0): "ArrowUp", (-1, 0): "ArrowDown", (0, 1): "ArrowLeft",
            (0, -1): "ArrowRight"}[(row - blank_row, col - blank_col)]


#: The solved 3x3 board, as its cells say it (rows and columns from 1).
GOAL = {**{str(n): (1 + (n - 1) // 3, 1 + (n - 1) % 3) for n in range(1, 9)}, "blank": (3, 3)}


def test_a_3x3_puzzle_solved_by_the_keys_following_the_hints(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, store: ClassStore) -> None:
        board = await pupil.ok("/api/play/fifteen/new", {"level": 1})
        assert board["puzzle"] and board["hint"] and board["solve"]
        assert set(tiles(board)) == {"blank", *(str(n) for n in range(1, 9))}
        for _ in range(3):
            hint = await pupil.ok("/api/play/fifteen/hint")
            tile = re.fullmatch(r"Slide (\d+)", hint["shown_hint"]).group(1)
            board = await pupil.ok("/api/play/fifteen/key", {"key": arrow_for(hint, tile)})
            assert board["used"] is True and board["moves"][0]["words"] == f"Slide {tile}"
            if board["status"] != "turn.you":
                break
        assert board["status"] == "game.solved" and board["ply"] <= 3
        assert tiles(board) == GOAL
        assert board["level_won"] == 1
        assert store.levels("Ada") == {("Ada", "fifteen"): 1}

    run_class(tmp_path, test)


def test_solve_plays_the_solution_step_by_step_to_the_goal(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, store: ClassStore) -> None:
        board = await pupil.ok("/api/play/fifteen/new", {"level": 3})
        board = await pupil.ok("/api/play/fifteen/solve")
        moves = board["solution"]["moves"]
        assert 1 <= len(moves) <= 12 and board["plan"] == len(moves)
        for left in range(len(moves) - 1, -1, -1):
            board = await pupil.ok("/api/play/fifteen/step")
            assert board["plan"] == left
        assert tiles(board) == GOAL
        assert board["status"] == "game.assisted"  # the computer's solution: no level won
        assert board["level_won"] is None and store.levels("Ada") == {}
        status, refused = await pupil.post("/api/play/fifteen/step")
        assert (status, refused["error"]) == (400, "request.bad")

    run_class(tmp_path, test)


@pytest.mark.parametrize("game", [p.id for p in DISCOVERY.plugins])
def test_every_installed_game_draws_and_takes_a_click(tmp_path, qapp, game):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        board = await pupil.ok(f"/api/play/{game}/new")
        picture = board["picture"]
        assert picture["svg"].startswith("<svg") and max(picture["width"], picture["height"]) == 480
        assert picture["cells"], "the page lays buttons over the cells"
        before = (picture["svg"], board["ply"])
        for cell in picture["cells"]:  # (Hanoi: a first click lifts a disk, a second moves it)
            board = await pupil.ok(f"/api/play/{game}/click", centre(cell))
            if board["ply"] > 0:
                break
        assert (board["picture"]["svg"], board["ply"]) != before
        shown = await pupil.get(f"/api/play/{game}")
        assert shown[0] == 200 and shown[1]["picture"]["svg"] == board["picture"]["svg"]

    run_class(tmp_path, test)


def test_digits_choose_a_peg_and_a_column(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        await pupil.ok("/api/play/hanoi/new", {"level": 1})
        lifted = await pupil.ok("/api/play/hanoi/key", {"key": "1"})
        assert (lifted["used"], lifted["ply"]) == (True, 0)  # the top disk of peg A is lifted
        moved = await pupil.ok("/api/play/hanoi/key", {"key": "2"})
        assert moved["ply"] == 1 and moved["picture"]["cells"][1]["words"].startswith("Peg B: disks 1")
        await pupil.ok("/api/play/connect-four/new", {"level": 1})
        dropped = await pupil.ok("/api/play/connect-four/key", {"key": "4"})
        assert dropped["moves"][0] == {"words": "row 6, column 4", "computer": False, "row": 5, "col": 3}
        assert dropped["picture"]["cells"][5 * 7 + 3]["piece"] == "Red"

    run_class(tmp_path, test)


def test_every_game_is_listed(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        status, listed = await pupil.get("/api/play/games?lang=de")
        assert status == 200
        games = {game["id"]: game for game in listed["games"]}
        assert set(games) == {p.id for p in DISCOVERY.plugins}
        assert games["tictactoe"]["title"] == "Tic-Tac-Toe" and games["tictactoe"]["levels"] == 9
        assert games["hanoi"]["title"] == "Türme von Hanoi"  # a plug-in's own translations
        assert (games["fifteen"]["level"], games["fifteen"]["locked"]) == (4, True)
        _status, english = await pupil.get("/api/play/games?lang=xx")  # not offered: English
        assert {game["id"]: game["title"] for game in english["games"]}["hanoi"] == "Towers of Hanoi"

    run_class(tmp_path, test, stage={"levels": {"fifteen": 4}, "locked": True})


def test_the_level_is_titled_in_the_pupils_language(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        board = await pupil.ok("/api/play/tictactoe/new?lang=ru", {"level": 1})
        assert board["level_title"] == "Компьютер занимает первую свободную клетку"
        status, shown = await pupil.get("/api/play/tictactoe?lang=es")
        assert status == 200 and shown["level_title"].startswith("El ordenador")
        nim = await pupil.ok("/api/play/nim/new?lang=ru", {"level": 1})
        assert nim["level_title"] == "Компьютер берёт спички наугад"
        status, plain = await pupil.get("/api/play/nim")
        assert plain["level_title"] == "The computer takes matches at random"

    run_class(tmp_path, test)


def test_the_class_level_holds_when_locked(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        board = await pupil.ok("/api/play/tictactoe/new", {"level": 9})
        assert board["level"] == 3

    run_class(tmp_path, test, stage={"levels": {"tictactoe": 3}, "locked": True})


def test_a_new_class_level_is_followed_by_the_next_game(tmp_path, qapp):
    async def test(pupil: Pupil, class_app: ClassApp, _store: ClassStore) -> None:
        assert (await pupil.ok("/api/play/nim/new"))["level"] == 1
        class_app.set_levels({"nim": 4}, False)
        listed = (await pupil.get("/api/play/games"))[1]["games"]
        assert next(g for g in listed if g["id"] == "nim")["level"] == 4
        assert (await pupil.ok("/api/play/nim/new"))["level"] == 4
        assert (await pupil.ok("/api/play/nim/new", {"level": 2}))["level"] == 2
        assert (await pupil.ok("/api/play/nim/new"))["level"] == 2  # (the pupil's choice stays)

    run_class(tmp_path, test)


@pytest.mark.parametrize(("path", "body", "status", "code"), [
    ("/api/play/chess/new", {}, 404, "game.unknown"),
    ("/api/play/tictactoe/click", {"x": "ten", "y": 3}, 400, "request.bad"),
    ("/api/play/tictactoe/click", {"x": 1e400, "y": 3}, 400, "request.bad"),
    ("/api/play/tictactoe/click", {"y": 3}, 400, "request.bad"),
    ("/api/play/tictactoe/click", [1, 2], 400, "request.bad"),
    ("/api/play/tictactoe/key", {"key": "Escape"}, 400, "request.bad"),
    ("/api/play/tictactoe/new", {"level": "two"}, 400, "request.bad"),
    ("/api/play/tictactoe/new", {"level": 0}, 400, "request.bad"),
    ("/api/play/tictactoe/hint", {}, 400, "request.bad"),
    ("/api/play/tictactoe/solve", {}, 400, "request.bad"),
])
def test_bad_input_is_refused_with_a_code(tmp_path, qapp, path, body, status, code):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        got, answer = await pupil.post(path, body)
        assert 400 <= got < 500 and (got == status or code != "request.bad")
        assert answer["error"] == code

    run_class(tmp_path, test)


def test_a_finished_game_takes_no_more_clicks(tmp_path, qapp):
    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        board = await pupil.ok("/api/play/tictactoe/new", {"level": 1})
        for cell in (2, 4, 6):
            board = await pupil.ok("/api/play/tictactoe/click", centre(board["picture"]["cells"][cell]))
        status, answer = await pupil.post("/api/play/tictactoe/click", centre(board["picture"]["cells"][8]))
        assert 400 <= status < 500 and answer["error"] == "game.over"

    run_class(tmp_path, test)


def test_a_full_pool_answers_busy_at_once(tmp_path, qapp, monkeypatch):
    made: list[play.Workers] = []

    class OneWorker(play.Workers):
        def __init__(self) -> None:
            super().__init__(1, 0)
            made.append(self)

    monkeypatch.setattr(play, "Workers", OneWorker)
    release = threading.Event()

    async def test(pupil: Pupil, _app: ClassApp, _store: ClassStore) -> None:
        await pupil.ok("/api/play/nim/new")
        blocker = asyncio.ensure_future(made[0].run(release.wait))
        await asyncio.sleep(0.05)
        started = time.monotonic()
        status, answer = await pupil.post("/api/play/tictactoe/new")
        assert (status, answer["error"]) == (503, "server.busy")
        assert time.monotonic() - started < 2.0
        release.set()
        await blocker
        assert (await pupil.post("/api/play/tictactoe/new"))[0] == 200

    try:
        run_class(tmp_path, test)
    finally:
        release.set()
        for workers in made:
            workers.shutdown()


class _Table:
    def __init__(self, used: float = 0.0):
        self.used, self.lock = used or time.monotonic(), asyncio.Lock()


def test_games_are_bounded_per_pupil_in_number_and_idle_time():
    tables = play.Tables(per_pupil=2, pupils=2, idle=60)
    for game in ("a", "b", "c"):
        tables.put("ada", game, _Table())  # type: ignore[arg-type]
    assert tables.get("ada", "a") is None and tables.get("ada", "c") is not None
    for pupil in ("bo", "cy"):
        tables.put(pupil, "a", _Table())  # type: ignore[arg-type]
    assert len(tables) == 4
    idle = play.Tables(idle=60)
    idle.put("old", "a", _Table(time.monotonic() - 120))  # type: ignore[arg-type]
    idle.put("dee", "a", _Table())  # type: ignore[arg-type]
    assert idle.get("old", "a") is None and idle.get("dee", "a") is not None
