"""A pupil works on an exercise in the browser: picks it from the list, edits the starting
program in the editor, presses Check, reads each check's verdict in their language, and
the teacher's grid gets the result and the file; the program survives a reload, and a run
that never ends is stopped without stopping the page. Python starts while the pupil reads."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import FIRST_CHECK_MS, axe_violations
from playwright.sync_api import expect

from boardgames.exercises import loader

WINNER = loader.find_exercises().get("tictactoe/winner")
#: The time limit of the exercise whose run never ends (seconds).
LIMIT = 4
#: Milliseconds a first Check may take (Python starts in the browser; a slow machine).


def _joined(web_class: Any, pupil: Any, name: str = "Anna", lang: str = "en",
            **options: Any) -> tuple[Any, Any]:
    served = web_class()
    served.server.set_sequence(["tictactoe/winner", "fifteen/row_end"])
    page = pupil(lang=lang, **options).page
    page.goto(served.url + f"#code={served.code}")
    page.locator("#join-name").fill(name)
    page.locator("#join-button").click()
    _open_tab(page)
    items = page.locator("#ex-list .ex-item")
    expect(items.nth(0)).to_contain_text("1.")  # the class's sequence first, in its order
    expect(items.nth(0)).to_contain_text(WINNER.title[lang[:2]])
    expect(items.nth(1)).to_contain_text("2.")
    expect(items.nth(1)).to_have_attribute("aria-disabled", "true")  # locked until 1. passes
    items.nth(0).click()
    expect(page.locator(".cm-content")).to_contain_text("def winner(board):")
    return served, page


#: Records every text the progress line shows (``window.shownProgress``).
SHOWN_PROGRESS = """() => {
  window.shownProgress = [];
  const line = document.querySelector("#ex-progress");
  new MutationObserver(() => window.shownProgress.push(line.textContent))
    .observe(line, {childList: true, characterData: true, subtree: true});
}"""


def _open_tab(page: Any) -> None:
    page.locator("#who").wait_for()
    page.locator("#tab-lesson[aria-selected=true]").wait_for()  # the page has chosen its tab
    page.locator("#tab-exercises").click()
    page.locator("#panel-exercises").wait_for()


def _type_program(page: Any, text: str) -> None:
    page.locator(".cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(text)


def test_a_pupil_checks_the_starting_program_then_a_right_one(web_class: Any, pupil: Any) -> None:
    assert WINNER is not None
    served, page = _joined(web_class, pupil)
    items = page.locator("#ex-list .ex-item")
    expect(page.locator("#ex-title")).to_have_text(WINNER.title["en"])
    expect(page.locator(".cm-content")).to_contain_text("def winner(board):")
    assert page.locator(".cm-lineNumbers").count() == 1
    page.locator("#ex-check").click()  # Python may still be starting: the Check waits for it
    expect(page.locator("#ex-check")).to_be_disabled()
    summary = page.locator("#ex-summary")
    expect(summary).to_contain_text("of 6 checks passed", timeout=FIRST_CHECK_MS)
    expect(page.locator("#ex-check")).to_be_enabled()
    failed = page.locator(".ex-result[data-passed=false]").first
    expect(failed).to_contain_text(WINNER.check_title("columns", "en") or "columns")
    expect(failed).to_contain_text("but the right answer is")
    expect(items.nth(0)).to_have_attribute("data-state", "failed")
    expect(items.nth(1)).to_contain_text("(locked)")  # the sequence's next one: not yet
    items.nth(1).focus()  # (Playwright's click waits for an aria-disabled button forever)
    page.keyboard.press("Enter")
    expect(page.locator("#ex-progress")).to_have_text("Locked: pass the exercises before it first")
    expect(page.locator("#ex-title")).to_have_text(WINNER.title["en"])
    _type_program(page, WINNER.reference_file.read_text(encoding="utf-8"))
    page.locator("#ex-check").click()
    expect(summary).to_have_text("All 6 checks passed.", timeout=30_000)
    expect(items.nth(0)).to_have_attribute("data-state", "passed")
    expect(items.nth(1)).to_have_attribute("data-state", "new")
    expect(items.nth(1)).not_to_have_attribute("aria-disabled", "true")  # it opened
    expect(items.nth(1)).not_to_contain_text("(locked)")
    deadline = time.monotonic() + 10
    while len(served.store.submissions("Anna", WINNER.key)) < 2 and time.monotonic() < deadline:
        page.wait_for_timeout(100)  # the outbox sends in the background
    grid = served.store.grid()
    assert grid.cell("Anna", WINNER.key).status == "passed"
    sent = served.store.submissions("Anna", WINNER.key)
    assert [s.passed for s in sent] == [False, True]
    assert sent[1].file == WINNER.reference_file.read_text(encoding="utf-8")
    assert [c.id for c in sent[1].checks] == [c for c in ("rows", "columns", "diagonals", "nobody",
                                                          "empty_line_first", "random_positions")]
    page.reload()
    page.locator("#panel-exercises").wait_for()  # the tab and the chosen exercise are kept too
    expect(page.locator("#ex-title")).to_have_text(WINNER.title["en"])
    expect(page.locator(".cm-content")).to_contain_text("LINES = [", timeout=10_000)


def test_the_results_speak_russian(web_class: Any, pupil: Any) -> None:
    served, page = _joined(web_class, pupil, "Анна", "ru-RU")
    expect(page.locator("#ex-check")).to_have_text("Проверить")
    _type_program(page, "def winner(board)\n    return 0\n")
    page.locator("#ex-check").click()
    expect(page.locator("#ex-results")).to_contain_text("синтаксическ", timeout=FIRST_CHECK_MS)
    expect(page.locator("#ex-results")).to_contain_text("Загрузка вашего файла")


def test_python_starts_while_the_pupil_reads_and_again_after_a_run_that_never_ends(
        web_class: Any, pupil: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert WINNER is not None
    # the teacher's own copy of the lesson (it replaces the shipped one), with a short limit
    lesson = tmp_path / "lessons" / "tictactoe"
    shutil.copytree(WINNER.folder.parent.parent, lesson)
    manifest = lesson / "exercises" / "winner" / "exercise.toml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(re.sub(r"(?m)^time_limit = .*$", f"time_limit = {LIMIT}", text),
                        encoding="utf-8")
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(tmp_path / "lessons"))
    served, page = _joined(web_class, pupil)
    # Python starts while the pupil reads: the first Check does not wait for it
    page.locator(".ex[data-python=ready]").wait_for(timeout=FIRST_CHECK_MS)
    page.evaluate(SHOWN_PROGRESS)
    # a loop in C (no line of the pupil's runs): only ending the worker stops it
    _type_program(page, "import itertools\nsum(itertools.count())\n")
    page.locator("#ex-check").click()
    results = page.locator("#ex-results")
    expect(results).to_contain_text(f"stopped after {LIMIT} seconds", timeout=(LIMIT + 30) * 1000)
    expect(page.locator("#ex-check")).to_be_enabled()
    # a fresh Python is started at once, so the next Check does not wait for one either
    page.locator(".ex[data-python=ready]").wait_for(timeout=FIRST_CHECK_MS)
    _type_program(page, WINNER.reference_file.read_text(encoding="utf-8"))
    page.locator("#ex-check").click()
    expect(page.locator("#ex-summary")).to_have_text("All 6 checks passed.", timeout=30_000)
    shown = page.evaluate("window.shownProgress")
    assert any("Checking" in text for text in shown)
    assert not [text for text in shown if "Starting Python" in text]


def test_the_list_follows_the_sequence_the_teacher_sets(web_class: Any, pupil: Any) -> None:
    served, page = _joined(web_class, pupil)
    victory = loader.find_exercises().get("fifteen/victory")
    assert victory is not None
    served.server.set_sequence(["fifteen/victory"])
    first = page.locator("#ex-list .ex-item").first
    expect(first).to_contain_text(victory.title["en"], timeout=15_000)
    expect(first).to_contain_text("1.")
    expect(page.locator("#ex-title")).to_have_text(WINNER.title["en"])  # the pupil stays


def test_the_tab_has_no_accessibility_violations(web_class: Any, pupil: Any) -> None:
    """axe-core finds nothing wrong with the tab (names, roles, contrast in the light and
    the dark theme, the editor's colours included), with the results of a Check shown."""
    # (the page's CSP allows no inline script: the test's own axe-core is let in)
    served, page = _joined(web_class, pupil, bypass_csp=True)
    page.locator("#ex-check").click()
    expect(page.locator("#ex-summary")).to_contain_text("checks passed", timeout=FIRST_CHECK_MS)
    assert axe_violations(page, "#panel-exercises") == {"light": [], "dark": []}
