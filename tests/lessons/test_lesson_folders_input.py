"""Lesson folders are input too (Qt-free): files too big to show are refused with a
message, every number of a manifest has a sane range, and a user's lesson never silently
replaces a shipped one with the same folder name. Lesson folders are written under
``tmp_path``."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from boardgames.lessons import diff
from boardgames.lessons.loader import (
    MAX_FILE_BYTES,
    MAX_STAGES,
    MAX_TIMEOUT,
    find_lessons,
    load_lesson,
    read_program,
    read_stage_text,
)
from boardgames.lessons.model import BrokenLesson, Lesson, LessonError

DATA = Path(__file__).parent.parent / "data" / "lessons"


@pytest.fixture
def lesson_copy(tmp_path) -> Path:
    """A writable copy of the test lesson 'basics'."""
    target = tmp_path / "lessons" / "basics"
    shutil.copytree(DATA / "basics", target)
    return target


def edit_manifest(folder: Path, old: str, new: str) -> None:
    path = folder / "lesson.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# -- file sizes ---------------------------------------------------------------------------

def _big_program(size: int) -> str:
    line = "x = 1  # a long line of a generated program, repeated many times\n"
    return line * (size // len(line) + 1)


def test_a_10_mb_stage_program_is_refused_quickly_with_a_message(lesson_copy):
    program = lesson_copy / "stages" / "02_sum.py"
    program.write_text(_big_program(10_000_000)[:10_000_000], encoding="utf-8")
    lesson = load_lesson(lesson_copy)  # the other stages stay usable
    start = time.perf_counter()
    with pytest.raises(LessonError) as info:
        read_program(lesson.stages[1])
    assert time.perf_counter() - start < 0.5
    assert info.value.problem.code == "file.too_big"
    assert info.value.problem.args == (10_000, MAX_FILE_BYTES // 1000)
    assert "02_sum.py" in info.value.describe() and "10000 KB" in info.value.describe()
    assert "print" in read_program(lesson.stages[0])


def test_a_program_just_under_the_limit_is_read(lesson_copy):
    program = lesson_copy / "stages" / "02_sum.py"
    text = _big_program(MAX_FILE_BYTES - 100)[: MAX_FILE_BYTES - 100]
    program.write_text(text, encoding="utf-8")
    assert read_program(load_lesson(lesson_copy).stages[1]) == text


def test_a_huge_stage_text_is_refused_with_a_message(lesson_copy):
    (lesson_copy / "stages" / "01_hello.ru.md").write_text("Текст. " * 100_000, encoding="utf-8")
    lesson = load_lesson(lesson_copy)
    with pytest.raises(LessonError) as info:
        read_stage_text(lesson.stages[0], "ru")
    assert info.value.problem.code == "file.too_big"
    assert "01_hello.ru.md" in info.value.describe()
    assert read_stage_text(lesson.stages[0], "en").explanation  # the other language works


def test_a_huge_manifest_makes_a_broken_lesson_not_a_freeze(lesson_copy):
    manifest = lesson_copy / "lesson.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "# padding\n" * 30_000,
                        encoding="utf-8")
    entries = find_lessons([(lesson_copy.parent, True)])
    assert isinstance(entries[0], BrokenLesson)
    assert entries[0].error.problem.code == "file.too_big"


# -- numbers in the manifest ---------------------------------------------------------------

@pytest.mark.parametrize("value", ["1e308", "-5", "0", "nan", "inf", "-inf", "601", "0.0"])
def test_an_absurd_stage_timeout_is_rejected_with_a_message(lesson_copy, value):
    edit_manifest(lesson_copy, "timeout = 5", f"timeout = {value}")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.field == "stage[4].timeout"
    assert info.value.problem.code == "lesson.timeout_range"
    assert str(int(MAX_TIMEOUT)) in info.value.describe()


@pytest.mark.parametrize("value", ["0.5", "600", "30"])
def test_a_sane_stage_timeout_is_kept(lesson_copy, value):
    edit_manifest(lesson_copy, "timeout = 5", f"timeout = {value}")
    assert load_lesson(lesson_copy).stages[3].timeout == float(value)


@pytest.mark.parametrize("value", ["9223372036854775807", "-9223372036854775808", "1000001"])
def test_an_absurd_order_is_rejected(lesson_copy, value):
    edit_manifest(lesson_copy, "order = 900", f"order = {value}")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert (info.value.field, info.value.problem.code) == ("order", "lesson.order_range")


def test_too_many_stages_are_rejected(lesson_copy):
    manifest = lesson_copy / "lesson.toml"
    stage = '\n[[stage]]\nid = "s{0}"\ndemo = "none"\n[stage.title]\nen = "S"\nru = "S"\n'
    manifest.write_text(manifest.read_text(encoding="utf-8")
                        + "".join(stage.format(i) for i in range(MAX_STAGES)), encoding="utf-8")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.problem.code == "lesson.too_many_stages"
    assert info.value.problem.args == (MAX_STAGES + 4, MAX_STAGES)


def test_the_format_number_must_be_the_known_one(lesson_copy):
    edit_manifest(lesson_copy, "format = 1", "format = 99999999999")
    with pytest.raises(LessonError) as info:
        load_lesson(lesson_copy)
    assert info.value.field == "format"


# -- a user's lesson beside a shipped one with the same name -------------------------------

def test_user_lesson_named_like_a_shipped_one_is_listed_beside_it(tmp_path, lesson_copy):
    shipped = tmp_path / "shipped"
    shutil.copytree(lesson_copy, shipped / "basics")
    edit_manifest(lesson_copy, 'en = "Test basics"', 'en = "My own basics"')
    entries = find_lessons([(shipped, False), (lesson_copy.parent, True)])
    assert [(e.id, e.user, e.title_in("en")) for e in entries] == [
        ("basics", False, "Test basics"), ("basics@user", True, "My own basics")]
    assert entries[1].path == lesson_copy


def test_a_broken_user_lesson_never_hides_the_working_shipped_one(tmp_path, lesson_copy):
    shipped = tmp_path / "shipped"
    shutil.copytree(lesson_copy, shipped / "basics")
    (lesson_copy / "lesson.toml").write_text("this is not TOML [", encoding="utf-8")
    entries = find_lessons([(shipped, False), (lesson_copy.parent, True)])
    assert isinstance(entries[0], Lesson) and entries[0].id == "basics"
    assert isinstance(entries[1], BrokenLesson) and entries[1].id == "basics@user"
    assert entries[1].user


# -- large programs: the diff stays fast ----------------------------------------------------

def test_the_diff_of_two_large_programs_is_fast_and_marks_the_changes():
    old = [f"value_{i} = compute({i})" for i in range(5000)]
    new = [line for i, line in enumerate(old) if i % 7] + ["print('done')"]
    start = time.perf_counter()
    changed = diff.changed_lines("\n".join(old), "\n".join(new))
    removed = diff.removed_count("\n".join(old), "\n".join(new))
    assert time.perf_counter() - start < 0.5
    assert changed == {len(new)}  # the added last line; the removed lines change nothing
    assert removed == len(old) - (len(new) - 1)


def test_the_diff_of_small_programs_is_exact():
    old = "a\nb\nc\nd\n"
    new = "a\nB\nc\nd\ne\n"
    assert diff.changed_lines(old, new) == {2, 5}
    assert diff.removed_count(old, new) == 1


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_lines = st.lists(st.sampled_from(["a", "b", "c", "d", "e", "x = 1", "", "pass"]), max_size=40)


@settings(max_examples=200, deadline=None)
@given(old=_lines, new=_lines)
def test_patience_matching_keeps_equal_lines_in_order(old, new):
    """Whichever method compares them, the kept lines are equal and in order in both
    programs, and every line of the new program is either kept or marked."""
    original = diff.EXACT_WORK
    try:
        for work in (original, 0):  # difflib over everything, then patience diffing
            diff.EXACT_WORK = work
            pairs = diff.matched_lines(old, new)
            assert all(old[i] == new[j] for i, j in pairs)
            assert all(p[0] < q[0] and p[1] < q[1] for p, q in zip(pairs, pairs[1:], strict=False))
            changed = diff.changed_lines("".join(f"{x}\n" for x in old),
                                         "".join(f"{x}\n" for x in new))
            assert len(changed) + len(pairs) == len(new)
    finally:
        diff.EXACT_WORK = original
