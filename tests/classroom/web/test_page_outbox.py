"""What a pupil's page sends reaches the class exactly once: a reload while an answer is
lost, a tab closed while the class cannot be reached."""

from __future__ import annotations

from conftest import FIRST_CHECK_MS
from playwright.sync_api import expect


def _eventually(page, condition, seconds: float = 20.0) -> None:
    """Wait (letting the page run) until ``condition()`` holds; fail after ``seconds``."""
    for _ in range(int(seconds * 10)):
        if condition():
            return
        page.wait_for_timeout(100)
    assert condition()


def _check_first_exercise(web_class, pupil, routes=None):
    served = web_class()
    served.server.set_sequence(["tictactoe/winner"])
    tab = pupil()
    page = tab.page
    if routes is not None:
        page.route("**/api/submissions", routes)
    page.goto(served.url + f"#code={served.code}")
    page.locator("#join-name").fill("Anna")
    page.locator("#join-button").click()
    page.locator("#tab-exercises").click()
    expect(page.locator(".cm-content")).to_contain_text("def winner(board):")
    page.locator("#ex-check").click()
    expect(page.locator("#ex-summary")).to_contain_text("checks passed", timeout=FIRST_CHECK_MS)
    return served, tab, page


def test_a_result_whose_answer_was_lost_is_sent_again_after_a_reload_and_counted_once(web_class, pupil):
    asked = []

    def lose_the_first_answer(route):
        asked.append(route.request.post_data_json["id"])
        if len(asked) == 1:
            route.fetch()  # the class stores it ...
            route.abort()  # ... and the page never hears so
        else:
            route.continue_()

    served, tab, page = _check_first_exercise(web_class, pupil, lose_the_first_answer)
    tab.allow("Failed to load resource")
    expect(page.locator("#outbox-note")).to_contain_text("1 result is waiting")
    page.reload()
    _eventually(page, lambda: len(asked) >= 2)
    expect(page.locator("#outbox-note")).to_be_hidden()
    assert len(set(asked)) == 1  # the same result, sent again
    assert served.store.count() == 1


def test_a_result_made_while_the_class_is_away_arrives_after_the_tab_was_closed(web_class, pupil):
    served, tab, page = _check_first_exercise(web_class, pupil, lambda route: route.abort())
    tab.allow("Failed to load resource")
    expect(page.locator("#outbox-note")).to_contain_text("1 result is waiting")
    assert served.store.count() == 0
    context = page.context
    page.close()
    again = context.new_page()  # the same device, the class reachable again
    again.goto(served.url)
    expect(again.locator("#who")).to_contain_text("Anna")
    _eventually(again, lambda: served.store.count() == 1)
    expect(again.locator("#outbox-note")).to_be_hidden()
