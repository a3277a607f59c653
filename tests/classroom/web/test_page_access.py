"""The pupils' page for screen readers, keyboards and eyes: axe-core (WCAG 2.1 AA rules:
names, roles, contrast) finds nothing on the join form, the lesson stage and the games'
boards, on a phone and on a laptop, in the light and the dark colour scheme."""

from __future__ import annotations

import re

import pytest
from conftest import axe_violations
from playwright.sync_api import expect

from boardgames.kit.web_board import PainterBoards
from boardgames.lessons.loader import find_lessons

CLEAN = {"light": [], "dark": []}


@pytest.mark.parametrize("width,height", [(360, 740), (1280, 800)])
def test_join_lesson_and_games_have_no_accessibility_violations(web_class, pupil, qapp, width, height):
    served = web_class(boards=PainterBoards())
    page = pupil(width=width, height=height, bypass_csp=True).page
    page.goto(served.url + f"#code={served.code}")
    expect(page.get_by_role("button", name="Join")).to_be_visible()
    assert axe_violations(page) == CLEAN
    page.get_by_label("Your name").fill("Ada")
    page.get_by_role("button", name="Join").click()
    lesson = next(e for e in find_lessons() if e.id == "tictactoe")
    served.server.set_stage(lesson.id, lesson.stages[3].id)
    expect(page.locator("#lesson-program")).to_be_visible()
    assert axe_violations(page) == CLEAN
    page.locator("#tab-play").click()
    for game, cell in (("Tic-tac-toe", "row 1, column 1: empty"), ("15-puzzle", "blank")):
        page.get_by_role("button", name=re.compile(f"^{game}")).click()
        page.get_by_role("group", name=f"{game}: the board").get_by_role(
            "button", name=re.compile(cell)).wait_for()
        assert axe_violations(page) == CLEAN, game
