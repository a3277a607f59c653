"""A pupil plays the computer on the page's Games tab in headless Chromium: the board is the
game's own picture drawn by the class server, its cells are buttons (tap, Tab, arrows)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from boardgames.classroom.server import ClassServer
from boardgames.classroom.store import ClassStore
from boardgames.kit.web_board import PainterBoards


@pytest.fixture
def games_class(tmp_path, qapp):
    """A class on 127.0.0.1 whose page offers every installed game (the painters' boards)."""
    store = ClassStore(tmp_path / "classes" / "games.sqlite3")
    server = ClassServer(store, host="127.0.0.1", port=0, code="PLAY42",
                         boards=PainterBoards()).start()
    yield server, store
    server.stop()
    store.close()


def joined(pupil, server, name="Ada", **options):
    tab = pupil(**options)
    page = tab.page
    page.goto(f"http://127.0.0.1:{server.port}/#code={server.code}")
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Join").click()
    page.get_by_text(f"{name} · class").wait_for()
    expect(page.get_by_role("tab", name="Lesson")).to_have_attribute("aria-selected", "true")
    page.get_by_role("tab", name="Games").click()
    return tab, page


def test_tic_tac_toe_won_at_level_1_by_clicks_and_the_next_level_opens(games_class, pupil):
    server, store = games_class
    _tab, page = joined(pupil, server)
    page.get_by_role("button", name=re.compile("^Tic-tac-toe")).click()
    board = page.get_by_role("group", name="Tic-tac-toe: the board")
    board.get_by_role("button", name="row 1, column 1: empty").wait_for()
    for row, col, reply in ((1, 3, (1, 1)), (2, 2, (1, 2)), (3, 1, None)):
        board.get_by_role("button", name=f"row {row}, column {col}: empty").click()
        if reply:
            expect(board.get_by_role("button", name=re.compile(f"^row {reply[0]}, column {reply[1]}: O")))\
                .to_be_visible()
    expect(page.locator("#play-status")).to_have_text("You won! Level 2 is open.")
    expect(board.get_by_role("button", name="row 3, column 1: X (last move) (winning line)")).to_be_visible()
    assert store.levels("Ada") == {("Ada", "tictactoe"): 1}
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_label("Level")).to_have_value("2")


def test_a_15_puzzle_solved_by_the_keyboard(games_class, pupil):
    server, store = games_class
    _tab, page = joined(pupil, server, width=390, height=844)  # a phone
    page.get_by_role("button", name=re.compile("^15-puzzle")).click()
    board = page.get_by_role("group", name="15-puzzle: the board")
    board.get_by_role("button", name=re.compile("blank")).wait_for()
    assert page.locator("#play-board").bounding_box()["width"] <= 390
    for _ in range(3):
        page.get_by_role("button", name="Hint").click()
        expect(page.locator("#play-status")).to_have_text(re.compile(r"^Hint: Slide \d+\.$"))
        tile = re.search(r"\d+", page.locator("#play-status").inner_text()).group()
        key = _arrow(page, tile)
        board.get_by_role("button").first.focus()
        page.keyboard.press(key)
        expect(page.locator("#play-status")).not_to_have_text(re.compile("^Hint"))
        if page.locator("#play-status").inner_text().startswith("Solved"):
            break
    expect(page.locator("#play-status")).to_have_text(re.compile("^Solved! Level 2 is open"))
    assert store.levels("Ada") == {("Ada", "fifteen"): 1}


def _arrow(page, tile: str) -> str:
    """The arrow key that slides ``tile`` into the blank (the cells' names say where)."""
    where = {}
    for name in page.locator("#play-cells .play-cell").evaluate_all("bs => bs.map(b => b.ariaLabel)"):
        row, col, content = re.fullmatch(r"row (\d+), column (\d+): (\w+)", name).groups()
        where[content] = (int(row), int(col))
    (row, col), (blank_row, blank_col) = where[tile], where["blank"]
    return {(1, 0): "ArrowUp", (-1, 0): "ArrowDown", (0, 1): "ArrowLeft",
            (0, -1): "ArrowRight"}[(row - blank_row, col - blank_col)]


def test_solve_plays_the_solution_and_stop_stops_it(games_class, pupil):
    server, _store = games_class
    _tab, page = joined(pupil, server)
    page.get_by_role("button", name=re.compile("^15-puzzle")).click()
    page.get_by_label("Level").select_option("3")
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#play-status")).to_have_text(re.compile("^The solution has"))
    expect(page.get_by_role("button", name="Stop")).to_be_visible()
    expect(page.locator("#play-status")).to_have_text(re.compile("^Solved by the computer"), timeout=20_000)
    expect(page.get_by_role("button", name="Stop")).to_be_hidden()
