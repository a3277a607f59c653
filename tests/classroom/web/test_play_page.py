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
    """A pupil's tab joined to the class, on the Games tab (``options``: the tab's, lang)."""
    tab = pupil(**options)
    page = tab.page
    page.goto(f"http://127.0.0.1:{server.port}/#code={server.code}")
    page.locator("#join-name").fill(name)
    page.locator("#join-button").click()
    page.get_by_text(f"{name} · ").wait_for()
    expect(page.locator("#tab-lesson")).to_have_attribute("aria-selected", "true")
    page.locator("#tab-play").click()
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
            expect(page.locator("#play-status")).to_have_text(
                f"The computer played row {reply[0]}, column {reply[1]}. Your move.")
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
        expect(page.locator("#play-status")).to_have_text(re.compile(r"^Hint: Slide \d+\.$"),
                                                          timeout=40_000)  # (the first compiles)
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


def test_solve_plays_the_solution_to_the_goal(games_class, pupil):
    server, _store = games_class
    _tab, page = joined(pupil, server)
    page.get_by_role("button", name=re.compile("^15-puzzle")).click()
    page.get_by_label("Level").select_option("3")
    expect(page.locator("#play-status")).to_have_text("15-puzzle, level 3. Your move.")
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#play-status")).to_have_text(  # (the first solve compiles the search)
        re.compile("^The solution has"), timeout=40_000)
    expect(page.get_by_role("button", name="Stop")).to_be_visible()
    expect(page.locator("#play-status")).to_have_text(re.compile("^Solved by the computer"), timeout=20_000)
    expect(page.get_by_role("button", name="Stop")).to_be_hidden()


def test_a_russian_pupil_hears_the_board_and_the_moves_in_russian(games_class, pupil):
    server, _store = games_class
    _tab, page = joined(pupil, server, "Аня", lang="ru")
    page.get_by_role("button", name=re.compile("^Крестики-нолики")).click()
    board = page.get_by_role("group", name="Крестики-нолики: доска")
    board.get_by_role("button", name="строка 2, столбец 2: пусто").click()
    expect(page.locator("#play-status")).to_have_text("Компьютер сходил: строка 1, столбец 1. Ваш ход.")
    expect(board.get_by_role("button", name="строка 2, столбец 2: X")).to_be_visible()
    level = page.get_by_label("Уровень")  # the control's label says it once: "Уровень [1 из 5]"
    expect(level.locator("option:checked")).to_have_text(re.compile(r"^1 из \d+$"))
    expect(page.locator(".play-level")).to_have_text(re.compile(r"^Уровень\s*1 из \d+"))


def test_stop_stops_the_solution_playing(games_class, pupil):
    server, _store = games_class
    _tab, page = joined(pupil, server)
    page.get_by_role("button", name=re.compile("^15-puzzle")).click()
    page.get_by_label("Level").select_option("6")  # 4x4, 25 moves from solved: a long playback
    expect(page.locator("#play-status")).to_have_text("15-puzzle, level 6. Your move.")
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#play-status")).to_have_text(re.compile(r"^The solution has \d+ moves"),
                                                      timeout=40_000)
    page.get_by_role("button", name="Stop").click()
    expect(page.locator("#play-status")).to_have_text("Stopped.")
    page.wait_for_timeout(300)  # (a step asked before the Stop arrives)
    shown = page.locator("#play-picture").get_attribute("src")
    page.wait_for_timeout(2000)  # (three steps' time)
    assert page.locator("#play-picture").get_attribute("src") == shown
    expect(page.locator("#play-status")).to_have_text("Stopped.")
    expect(page.get_by_role("button", name="Stop")).to_be_hidden()
    expect(page.get_by_role("button", name="Solve")).to_be_enabled()
