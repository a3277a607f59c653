"""A pupil joins the class from a browser, follows the teacher's stage, in their language."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from boardgames.lessons.loader import find_lessons


def _stage(lesson_id: str, index: int = 0):
    lesson = next(e for e in find_lessons() if e.id == lesson_id)
    return lesson, lesson.stages[index]


def test_a_pupil_joins_by_the_address_shown_and_appears_in_the_grid(web_class, pupil):
    served = web_class()
    tab = pupil()
    page = tab.page
    page.goto(served.url + f"#code={served.code}")
    page.get_by_label("Your name").fill("Élodie")
    page.get_by_role("button", name="Join").click()
    page.get_by_text("Élodie · class").wait_for()
    assert list(served.store.students()) == ["Élodie"]
    expect(page.get_by_role("tab", name="Lesson")).to_have_attribute("aria-selected", "true")
    assert "#code" not in page.url  # the code does not stay in the address bar


def test_a_wrong_code_is_said_in_words_and_nothing_joins(web_class, pupil):
    served = web_class()
    tab = pupil()
    tab.allow("status of 403")
    page = tab.page
    page.goto(served.url)
    page.get_by_label("Class code").fill("WRONG1")
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Join").click()
    alert = page.get_by_role("alert")
    alert.get_by_text("class code is not right").wait_for()
    assert served.store.students() == []


def test_a_reload_keeps_the_pupil_in_the_class_with_the_same_identity(web_class, pupil):
    served = web_class()
    page = pupil().page
    page.goto(served.url + f"#code={served.code}")
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Join").click()
    page.get_by_text("Anna · class").wait_for()
    page.reload()
    page.get_by_text("Anna · class").wait_for()
    assert len(served.store.students()) == 1
    # another device cannot take the name: it has no token
    second = pupil()
    second.allow("status of 409")
    other = second.page
    other.goto(served.url + f"#code={served.code}")
    other.get_by_label("Your name").fill("anna")
    other.get_by_role("button", name="Join").click()
    other.get_by_role("alert").get_by_text("already has this name").wait_for()


def test_the_page_follows_the_stage_the_teacher_shows_in_russian(web_class, pupil):
    served = web_class()
    page = pupil(lang="ru-RU").page
    page.goto(served.url + f"#code={served.code}")
    page.get_by_label("Ваше имя").fill("Анна")
    page.get_by_role("button", name="Войти").click()
    page.get_by_role("heading", name="Ждём учителя").wait_for()
    lesson, stage = _stage("tictactoe", 1)
    served.server.set_stage(lesson.id, stage.id)
    page.get_by_role("heading", name=stage.title["ru"]).wait_for(timeout=10_000)
    program = page.locator("#lesson-program")
    assert program.is_visible()
    assert "import" in program.inner_text()
    keyword = program.locator(".tok-keyword").first  # highlighted as in the exercises' editor
    assert keyword.inner_text() in ("import", "from", "def", "class")
    colour = "e => getComputedStyle(e).color"
    assert keyword.evaluate(colour) != program.locator(".line").first.evaluate(colour)
    assert page.locator("html").get_attribute("lang") == "ru"


@pytest.mark.parametrize("lang", ["en", "ru", "de", "es"])
def test_on_a_phone_every_tab_shows_its_whole_name(web_class, pupil, lang):
    served = web_class()
    page = pupil(lang=lang, width=360, height=740).page
    page.goto(served.url + f"#code={served.code}")
    page.locator("#join-name").fill("Ada")
    page.locator("#join-button").click()
    page.locator("#tab-exercises").wait_for()
    tabs = page.locator(".tabs [role=tab]")
    cut = page.evaluate("""() => [...document.querySelectorAll('.tabs [role=tab]')]
        .filter((t) => t.scrollWidth > t.clientWidth || t.getBoundingClientRect().right > innerWidth)
        .map((t) => t.textContent)""")
    assert tabs.count() == 3 and cut == []


def test_the_language_can_be_changed_and_is_kept(web_class, pupil):
    served = web_class()
    page = pupil(lang="en-GB").page
    page.goto(served.url)
    page.get_by_role("heading", name="Join your class").wait_for()
    page.get_by_label("Language").select_option("de")
    page.get_by_role("heading", name="Deiner Klasse beitreten").wait_for()
    page.reload()
    page.get_by_role("heading", name="Deiner Klasse beitreten").wait_for()


def test_after_leave_the_same_device_joins_again_under_the_same_name(web_class, pupil):
    served = web_class()
    page = pupil().page
    page.on("dialog", lambda dialog: dialog.accept())
    page.goto(served.url + f"#code={served.code}")
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Join").click()
    page.get_by_text("Anna · class").wait_for()
    page.get_by_role("button", name="Leave").click()
    page.get_by_role("heading", name="Join your class").wait_for()
    page.get_by_label("Class code").fill(served.code)
    page.get_by_label("Your name").fill("anna")
    page.get_by_role("button", name="Join").click()
    page.get_by_text("Anna · class").wait_for()
    assert list(served.store.students()) == ["Anna"]
