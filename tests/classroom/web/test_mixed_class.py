"""One class, three browsers and one desktop app: every pupil joins the same roster,
follows the teacher's stage and reaches the same grid."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from boardgames.classroom.client import ClassClient, submission_of
from boardgames.classroom.model import PASSED
from boardgames.kit.web_board import PainterBoards
from boardgames.lessons.loader import find_lessons


def test_three_browsers_and_a_desktop_app_in_one_class(web_class, pupil, qapp, tmp_path):
    served = web_class(boards=PainterBoards())
    pages = []
    for name, lang, size in (("Ada", "en", (1280, 800)), ("Борис", "ru", (360, 740)),
                             ("Carla", "es", (768, 1024))):
        page = pupil(lang=lang, width=size[0], height=size[1]).page
        page.goto(served.url + f"#code={served.code}")
        page.locator("#join-name").fill(name)
        page.locator("#join-button").click()
        expect(page.locator("#who")).to_contain_text(name)
        pages.append(page)
    desktop = ClassClient(f"127.0.0.1:{served.server.port}", served.code, "Dmitri",
                          state_path=tmp_path / "client.json")
    desktop.join()
    assert desktop.submit(submission_of("tictactoe/winner", True, [("rows", True, "check.passed")],
                                        0.5, "def winner(board):\n    return 0\n"))
    assert sorted(served.store.students()) == sorted(["Ada", "Борис", "Carla", "Dmitri"])

    lesson = next(e for e in find_lessons() if e.id == "tictactoe")
    served.server.set_stage(lesson.id, lesson.stages[2].id)
    for page, lang in zip(pages, ("en", "ru", "es"), strict=True):
        expect(page.locator("#lesson-title")).to_have_text(lesson.stages[2].title_in(lang, "en"))

    ada = pages[0]  # a browser pupil plays the computer while the desktop one checks
    ada.locator("#tab-play").click()
    ada.get_by_role("button", name=re.compile("^Tic-tac-toe")).click()
    board = ada.get_by_role("group", name="Tic-tac-toe: the board")
    board.get_by_role("button", name="row 1, column 1: empty").wait_for()
    board.get_by_role("button", name=re.compile(": empty$")).first.click()
    expect(board.get_by_role("button", name=re.compile(": X"))).to_have_count(1)
    assert served.store.grid().cell("Dmitri", "tictactoe/winner").status == PASSED
