"""The lesson page with lesson folders a user wrote: a huge stage program does not freeze
the page (it is refused with a message), a long one is shown without colours, and a user's
lesson named like a built-in one is listed beside it, marked as the user's."""

from __future__ import annotations

import shutil
import time

import pytest
from PySide6.QtCore import QSettings

from boardgames.app.code_view import HIGHLIGHT_LIMIT
from tests import paths

DATA = paths.DATA / "lessons"


@pytest.fixture
def lessons(tmp_path, monkeypatch):
    folder = tmp_path / "lessons"
    shutil.copytree(DATA / "basics", folder / "basics")
    monkeypatch.setenv("BOARDGAMES_LESSONS_DIR", str(folder))
    return folder


def make_page(qtbot, tmp_path):
    from boardgames.app.lessons.page import LessonsPage

    page = LessonsPage(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    return page


def _program(size: int) -> str:
    line = "total = total + 1  # a generated line of a long program\n"
    return (line * (size // len(line) + 1))[:size]


def test_a_10_mb_program_is_refused_without_freezing_the_page(qtbot, tmp_path, lessons):
    (lessons / "basics" / "stages" / "02_sum.py").write_text(_program(10_000_000), encoding="utf-8")
    page = make_page(qtbot, tmp_path)
    try:
        assert page.open_lesson("basics")
        start = time.perf_counter()
        page.show_stage(1)
        assert time.perf_counter() - start < 1.0
        assert page.message.isVisible() and "02_sum.py" in page.message.text()
        assert "KB" in page.message.text()
        assert page.code_view.shown_text() == ""
        page.show_stage(2)  # the next stage compares with the refused one: still quick
        assert time.perf_counter() - start < 2.0
        assert "QApplication" in page.code_view.shown_text()
    finally:
        page.shutdown()


def test_a_long_program_is_shown_quickly_without_colours(qtbot, tmp_path, lessons):
    stages = lessons / "basics" / "stages"
    (stages / "02_sum.py").write_text(_program(190_000), encoding="utf-8")
    (stages / "03_window.py").write_text(_program(180_000) + "print(total)\n", encoding="utf-8")
    page = make_page(qtbot, tmp_path)
    try:
        assert page.open_lesson("basics")
        start = time.perf_counter()
        page.show_stage(1)
        page.show_stage(2)
        page.changes_box.setChecked(True)
        assert time.perf_counter() - start < 3.0
        assert not page.code_view.highlighted
        assert "print(total)" in page.code_view.shown_text()
        assert "colours" in page.code_label.text()
        page.show_stage(0)  # a short program: coloured again
        assert page.code_view.highlighted and len(page.program_text) < HIGHLIGHT_LIMIT
    finally:
        page.shutdown()


def test_a_user_lesson_named_like_a_built_in_one_is_listed_beside_it(qtbot, tmp_path,
                                                                      lessons, monkeypatch):
    from boardgames.lessons import loader

    shipped = tmp_path / "shipped"
    shutil.copytree(DATA / "basics", shipped / "basics")
    manifest = lessons / "basics" / "lesson.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        'en = "Test basics"', 'en = "Mine"', 1), encoding="utf-8")
    monkeypatch.setattr(loader, "shipped_lessons_dir", lambda: shipped)
    page = make_page(qtbot, tmp_path)
    try:
        rows = [page.lesson_list.item(i) for i in range(page.lesson_list.count())]
        assert [r.text() for r in rows][:2] == ["Test basics", "Mine (your version)"]
        assert "same name as a built-in lesson" in rows[1].toolTip()
        assert page.open_lesson("basics") and page.lesson.title_in("en") == "Test basics"
        assert page.open_lesson("basics@user") and page.lesson.title_in("en") == "Mine"
    finally:
        page.shutdown()
