"""A pupil's lesson from a browser that has never seen the page, against ``boardgames class
serve`` as a teacher starts it: join, beat level 1 of tic-tac-toe, solve a 3x3 puzzle, pass
an exercise; the teacher's grid (read with the teacher's code) shows all three."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request

from conftest import FIRST_CHECK_MS
from playwright.sync_api import expect
from test_play_page import _arrow

from boardgames.exercises import loader

WINNER = loader.find_exercises().get("tictactoe/winner")


def _served(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(BOARDGAMES_CLASS_DIR=str(tmp_path), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "boardgames", "class", "serve", "--host", "127.0.0.1",
                             "--port", str(port), "--no-announce"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    lines = [proc.stdout.readline() for _ in range(5)]
    teacher = re.search(r"Teacher's code .*: (\S+)", "".join(lines)).group(1)
    page = re.search(r"Pupils' page: (\S+)", "".join(lines)).group(1)
    return proc, page, teacher, port


def _grid(port: int, teacher: str) -> dict:
    request = urllib.request.Request(f"http://127.0.0.1:{port}/api/grid", headers={"X-Class-Code": teacher})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def _win_tic_tac_toe(page) -> None:
    page.locator("#tab-play").click()
    page.get_by_role("button", name=re.compile("^Tic-tac-toe")).click()
    board = page.get_by_role("group", name="Tic-tac-toe: the board")
    board.get_by_role("button", name="row 1, column 1: empty").wait_for()
    for row, col, reply in ((1, 3, (1, 1)), (2, 2, (1, 2)), (3, 1, None)):
        board.get_by_role("button", name=f"row {row}, column {col}: empty").click()
        if reply:
            replied = re.compile(f"^row {reply[0]}, column {reply[1]}: O")
            expect(board.get_by_role("button", name=replied)).to_be_visible()
    expect(page.locator("#play-status")).to_have_text("You won! Level 2 is open.")


def _solve_the_puzzle(page) -> None:
    page.get_by_role("button", name=re.compile("^15-puzzle")).click()
    board = page.get_by_role("group", name="15-puzzle: the board")
    board.get_by_role("button", name=re.compile("blank")).wait_for()
    assert board.get_by_role("button").count() == 9  # level 1: 3x3
    for _ in range(12):
        page.get_by_role("button", name="Hint").click()
        expect(page.locator("#play-status")).to_have_text(re.compile(r"^Hint: Slide \d+\.$"), timeout=40_000)
        key = _arrow(page, re.search(r"\d+", page.locator("#play-status").inner_text()).group())
        board.get_by_role("button").first.focus()
        page.keyboard.press(key)
        expect(page.locator("#play-status")).not_to_have_text(re.compile("^Hint"))
        if page.locator("#play-status").inner_text().startswith("Solved"):
            return
    raise AssertionError("the puzzle was not solved by following the hints")


def _pass_the_exercise(page) -> None:
    page.locator("#tab-exercises").click()
    page.locator("#ex-list .ex-item").filter(has_text=WINNER.title["en"]).click()
    expect(page.locator(".cm-content")).to_contain_text("def winner(board):")
    page.locator(".cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(WINNER.reference_file.read_text(encoding="utf-8"))
    page.locator("#ex-check").click()
    expect(page.locator("#ex-summary")).to_have_text(re.compile(r"^All \d+ checks passed\.$"), timeout=FIRST_CHECK_MS)


def test_a_pupil_s_lesson_in_a_browser_reaches_the_teacher_s_grid(tmp_path, pupil):
    proc, url, teacher, port = _served(tmp_path)
    tab = pupil()
    page = tab.page
    try:
        page.goto(url)  # the QR code's link: the class code filled in
        page.get_by_label("Your name").fill("Ada")
        page.get_by_role("button", name="Join").click()
        expect(page.locator("#who")).to_contain_text("Ada")
        _win_tic_tac_toe(page)
        _solve_the_puzzle(page)
        _pass_the_exercise(page)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            grid = _grid(port, teacher)
            if any(c["status"] == "passed" for c in grid["cells"]):
                break
            time.sleep(0.2)
        assert {(lv["game"], lv["level"]) for lv in grid["levels"]} == {("tictactoe", 1), ("fifteen", 1)}
        assert [(c["student"], c["exercise"], c["status"]) for c in grid["cells"]] == [
            ("Ada", "tictactoe/winner", "passed")]
    finally:
        tab.allow("ERR_CONNECTION_REFUSED")  # the page's long poll, once the class has ended
        proc.terminate()
        proc.wait(10)
