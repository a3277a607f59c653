"""Property tests for the lesson parsers and the stored settings (issue 13): a lesson
manifest, a stage's Markdown text, a challenge positions file, a solver's answer or a
settings file of any content gives a value of the right shape or the documented error with
a message (:class:`LessonError`, :class:`ChallengeError`, :class:`BadOutput`); the settings
readers always fall back to their defaults. Never another exception.

Manifests are written as files under pytest's temporary folders and loaded from there,
both as random text and as TOML near a valid lesson (odd numbers, NaN and infinite
timeouts, paths leaving the folder, NUL bytes, missing stage files).
"""

from __future__ import annotations

import json
import math
import re

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from boardgames.games.fifteen import challenge as C
from boardgames.kit.lesson_messages import message_text
from boardgames.lessons.loader import MANIFEST, STAGES, find_lessons, load_lesson, read_program, read_stage_text
from boardgames.lessons.markdown import split_stage_text
from boardgames.lessons.model import DEMO_KINDS, Lesson, LessonError, StageText

#: No example database: a test run writes nothing outside pytest's ``tmp_path``.
FAST = settings(max_examples=120, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
FEW = settings(max_examples=50, deadline=None, database=None,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

TRICKY = ("0123456789 \t\n\r,;/|[]()-+_.#=\"'\\{}:\x00\u0663\u00b2\u2212\u2028\u0085\u200f\ufeff\u00e9"
          "udlrUDLR")
any_text = st.text(max_size=150) | st.text(alphabet=st.sampled_from(TRICKY), max_size=100)


def check_message(error: BaseException) -> None:
    assert str(error).strip(), f"{type(error).__name__} without a message"


# -- lesson manifests ----------------------------------------------------------------------

def toml_value(value: object) -> str:
    """``value`` written as TOML (strings, numbers, booleans, arrays, inline tables)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    assert isinstance(value, dict)
    return "{" + ", ".join(f"{json.dumps(k)} = {toml_value(v)}" for k, v in value.items()) + "}"


def toml_document(top: dict[str, object], stages: list[dict[str, object]]) -> str:
    lines = [f"{json.dumps(k)} = {toml_value(v)}" for k, v in top.items()]
    for stage in stages:
        lines.append("[[stage]]")
        lines += [f"{json.dumps(k)} = {toml_value(v)}" for k, v in stage.items()]
    return "\n".join(lines) + "\n"


odd_scalars = (st.integers(-2**63, 2**63 - 1) | st.floats() | st.booleans() | st.text(max_size=10)
               | st.sampled_from([0, 1, -1, 10**18, 1e308, -0.0, "", "\x00", "../../x.py", "/etc/passwd", "a/b"]))
odd_values = st.recursive(odd_scalars, lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=6)
language_codes = st.sampled_from(["en", "ru", "es", "EN", "e", "en-GB", "zz", "", "en/x", "\x00"])


MISTAKES = ("format", "languages", "title", "order", "top-any", "stage-id", "demo", "timeout", "stdin", "program",
            "positions", "stage-any", "missing-text", "missing-program", "stages")
odd_stage_values = st.sampled_from([0, -1, 1e308, math.inf, math.nan, "ok.py", "../x.py", "pos.tsv", "a\x00b.py",
                                    "/usr", "stages/ok.py", "", 10**18]) | odd_scalars


@st.composite
def manifests(draw: st.DrawFn) -> tuple[str, list[tuple[str, str]]]:
    """A valid lesson with up to two mistakes: the manifest text, and the stage files
    ``(relative path, text)`` to write beside it."""
    mistakes = draw(st.lists(st.sampled_from(MISTAKES), max_size=2))
    languages = draw(st.lists(st.sampled_from(["en", "ru", "es", "en-GB"]), min_size=1, max_size=3, unique=True))
    top: dict[str, object] = {"format": 1, "languages": languages, "title": {lang: "T" for lang in languages},
                              "order": draw(st.integers(-10**6, 10**6))}
    if "format" in mistakes:
        top["format"] = draw(st.sampled_from([2, 0, "1", 1.0, -1, 2**63 - 1, 10**30]))
    if "languages" in mistakes:
        top["languages"] = draw(st.lists(language_codes, max_size=3))
    if "title" in mistakes:
        top["title"] = draw(odd_values)
    if "order" in mistakes:
        top["order"] = draw(odd_scalars)
    if "top-any" in mistakes:
        top[draw(st.sampled_from(["summary", "source", "stage", "languages"]))] = draw(odd_values)
    ids = draw(st.lists(st.sampled_from(["intro", "s1", "s2", "a.b", "x_y-2"]), min_size=1, max_size=3, unique=True))
    stages, files = [], [(f"{STAGES}/ok.py", "x = 1\n"), ("pos.tsv", "id\toptimal\ttiles\nT\t1\t1 2 3 0\n")]
    for index, stage_id in enumerate(ids):
        demo = draw(st.sampled_from(DEMO_KINDS))
        stage: dict[str, object] = {"id": stage_id, "demo": demo, "title": {lang: f"t{index}" for lang in languages}}
        if draw(st.booleans()):
            stage["timeout"] = draw(st.floats(0.1, 100))
        if demo == "challenge" and draw(st.booleans()):
            stage["positions"] = "pos.tsv"
        for key in ("stage-id", "demo", "timeout", "stdin", "program", "positions"):
            if key in mistakes:
                stage[key.removeprefix("stage-")] = draw(odd_stage_values)
        if "stage-any" in mistakes:
            stage[draw(st.sampled_from(["title", "id", "demo", "stdin"]))] = draw(odd_values)
        stages.append(stage)
        if "missing-program" not in mistakes:
            files.append((f"{STAGES}/{stage_id}.py", "print('hello')\n"))
        files += [(f"{STAGES}/{stage_id}.{lang}.md", draw(stage_texts)) for lang in languages
                  if "missing-text" not in mistakes or draw(st.booleans())]
    if "stages" in mistakes:
        stages = draw(st.sampled_from([[], stages + stages, [{}]]))
    if "stage" in top:
        return toml_document(top, []), files
    return toml_document(top, stages), files


stage_texts = st.one_of(
    st.text(max_size=200),
    st.lists(st.sampled_from(["## Question", "### Answer", "## Teacher notes", "## question:", "```", "~~~",
                              "text", "", "  ", "### answer", "## Teacher's note", "\r", "x\r\ny"]),
             max_size=15).map("\n".join),
)


def write_lesson(folder, manifest: str | bytes, files) -> None:
    (folder / STAGES).mkdir(parents=True, exist_ok=True)
    data = manifest if isinstance(manifest, bytes) else manifest.encode("utf-8", "surrogatepass")
    (folder / MANIFEST).write_bytes(data)
    for name, text in files:
        try:
            path = folder / name
            if path.resolve().is_relative_to(folder.resolve()):
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8", errors="surrogatepass")
        except (OSError, ValueError):
            pass  # a name the file system refuses: the loader will find the file missing


def check_lesson_folder(folder) -> None:
    try:
        lesson = load_lesson(folder)
    except LessonError as error:
        check_message(error)
        assert error.message.strip() and error.describe().strip()
        assert message_text(error.where()).strip()  # the GUI's translated sentence
        event(error.problem.code)
    else:
        event("loaded")
        assert isinstance(lesson, Lesson) and lesson.stages and lesson.languages
        for stage in lesson.stages:
            assert stage.timeout > 0 and math.isfinite(stage.timeout), stage.timeout
            assert isinstance(read_program(stage), str)
            for language in lesson.languages:
                assert isinstance(read_stage_text(stage, language), StageText)
    entries = find_lessons([(folder.parent, True)])
    assert [entry.id for entry in entries] == [folder.name]


@settings(FEW, max_examples=100)
@given(case=manifests())
def test_a_manifest_near_a_valid_lesson_loads_or_is_a_lesson_error(tmp_path_factory, case):
    manifest, files = case
    folder = tmp_path_factory.mktemp("lessons") / "lesson"
    write_lesson(folder, manifest, files)
    check_lesson_folder(folder)


@FEW
@given(manifest=st.text(max_size=300) | st.binary(max_size=200))
@example(manifest=b"\xff\xfe")
@example(manifest="x = " + "[" * 5000)
def test_any_manifest_text_loads_or_is_a_lesson_error(tmp_path_factory, manifest):
    folder = tmp_path_factory.mktemp("lessons") / "lesson"
    write_lesson(folder, manifest, [])
    check_lesson_folder(folder)


def test_a_file_name_with_a_nul_byte_is_a_lesson_error(tmp_path):
    folder = tmp_path / "nul"
    write_lesson(folder, 'format = 1\nlanguages = ["en"]\ntitle = {en = "T"}\n[[stage]]\nid = "s"\n'
                         'demo = "window"\ntitle = {en = "S"}\nprogram = "a\\u0000.py"\n',
                 [(f"{STAGES}/s.en.md", "text"), (f"{STAGES}/s.py", "print(1)")])
    with pytest.raises(LessonError) as info:
        load_lesson(folder)
    assert info.value.field == "stage[1].program" and "\0" not in str(info.value)
    assert [entry.id for entry in find_lessons([(tmp_path, True)])] == ["nul"]  # listed as broken


def test_a_format_number_beyond_64_bits_is_explained_in_the_gui(tmp_path):
    folder = tmp_path / "big"
    write_lesson(folder, f"format = {10**30}\n", [])
    with pytest.raises(LessonError) as info:
        load_lesson(folder)
    assert str(10**30) in message_text(info.value.where())  # no OverflowError from QLocale


def test_a_stage_timeout_that_is_not_a_number_of_seconds_is_refused(tmp_path):
    for timeout in ("nan", "inf", "-inf", "0", "-1"):
        folder = tmp_path / f"t{timeout}"
        write_lesson(folder, 'format = 1\nlanguages = ["en"]\ntitle = {en = "T"}\n'
                             f'[[stage]]\nid = "s"\ndemo = "none"\ntitle = {{en = "S"}}\ntimeout = {timeout}\n',
                     [(f"{STAGES}/s.en.md", "text")])
        with pytest.raises(LessonError) as info:
            load_lesson(folder)
        assert info.value.field == "stage[1].timeout", timeout


# -- stage text ---------------------------------------------------------------------------

HEADINGS = (re.compile(r"^##\s+question\s*:?\s*$", re.I), re.compile(r"^##\s+teacher(?:'s)?\s+notes?\s*:?\s*$", re.I),
            re.compile(r"^###\s+answer\s*:?\s*$", re.I))


@FAST
@given(stage_texts | any_text)
def test_stage_text_is_split_without_losing_any_line(text):
    parts = split_stage_text(text)
    assert isinstance(parts, StageText)
    kept = "\n".join([parts.explanation, parts.teacher_notes]
                     + [piece for q in parts.questions for piece in (q.question, q.answer)])
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.strip() and not any(h.match(line.strip()) for h in HEADINGS):
            assert line.strip() in kept, line


# -- challenge positions files and solvers' answers ------------------------------------------

@st.composite
def position_lines(draw: st.DrawFn) -> str:
    count = draw(st.sampled_from([4, 9, 16, 15, 17]))
    tiles = [str(t) for t in draw(st.permutations(range(count)))]
    if draw(st.booleans()):
        tiles[draw(st.integers(0, len(tiles) - 1))] = draw(st.sampled_from(
            ["-1", "99999999999999999999", "9" * 5000, "x", "\u0663", "", "\x00"]))
    optimal = draw(st.sampled_from(["", "?", "12", "-3", "x", "1.5", "\u0663", "99999999999999999999"]))
    cells = [draw(st.sampled_from(["T1", "", "id", "#c", "\x00"])), optimal, " ".join(tiles)]
    if draw(st.booleans()):
        cells = cells[:draw(st.integers(0, 3))] + [draw(st.text(max_size=5))] * draw(st.integers(0, 2))
    return "\t".join(cells)


@FAST
@given(st.lists(position_lines() | any_text, max_size=6).map("\n".join) | any_text)
@example("id\toptimal\ttiles\nT1\t?\t" + "1 2 3 " + "9" * 5000)
def test_any_positions_file_gives_positions_or_a_challenge_error(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("positions") / "positions.tsv"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        positions = C.load_positions(path)
    except C.ChallengeError as error:
        check_message(error)
        assert message_text(error.problem).strip()
    else:
        assert positions
        for position in positions:
            assert sorted(position.board) == list(range(position.rows * position.cols))
            assert position.optimal is None or position.optimal >= 0


@pytest.mark.parametrize("optimal", ["\u00b2", "9" * 5000, "\u0663"])
def test_a_positions_file_with_an_odd_optimal_length_is_a_challenge_error(tmp_path, optimal):
    path = tmp_path / "positions.tsv"
    path.write_text(f"id\toptimal\ttiles\nT1\t{optimal}\t1 2 3 0\n", encoding="utf-8")
    with pytest.raises(C.ChallengeError, match="whole number"):
        C.load_positions(path)


answers = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | any_text
    | st.sampled_from(["Up Down", "1: Down", "DDLU", "up,LEFT;right", "'Down'"]),
    lambda inner: (st.lists(inner, max_size=5) | st.tuples(inner)
                   | st.dictionaries(st.text(max_size=3), inner, max_size=2)),
    max_leaves=10)


@FAST
@given(answers)
def test_any_answer_is_moves_or_a_bad_output(answer):
    try:
        moves = C.parse_answer(answer)
    except C.BadOutput as error:
        check_message(error)
        assert message_text(error.problem).strip()
        assert len(str(error)) < 500
    else:
        assert all(move in ("Up", "Down", "Left", "Right") for move in moves)


# -- stored settings ------------------------------------------------------------------------

ini_values = st.one_of(
    st.text(alphabet=st.sampled_from(TRICKY + "@Invalid()truefalse"), max_size=30),
    st.sampled_from(["", "abc", "1e309", "-1e309", "nan", "inf", "12", "-5", "99999999999999999999", "true",
                     "1, 2, 3", "@Invalid()", "@ByteArray(x)", "@Variant(\\0\\0\\0\\x7f)", "\"quoted\"",
                     "@Rect(1 2 3 4)", "@Size(1 2)", "\\0", "\u0663"]),
    st.integers().map(str), st.floats().map(repr))


@pytest.mark.qt_log_ignore("QVariant::load")  # Qt's own warning about a damaged @Variant value
@FAST
@given(values=st.lists(ini_values, min_size=6, max_size=6))
def test_settings_readers_give_a_value_of_the_right_type_or_the_default(tmp_path, values):
    from PySide6.QtCore import QSettings

    from boardgames.kit import settings as stored

    path = tmp_path / "settings.ini"
    lines = ["[s]"] + [f"k{i}={value}" for i, value in enumerate(values)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="surrogatepass")
    qs = QSettings(str(path), QSettings.IniFormat)
    number = stored.read_int(qs, "s/k0", 7, -10, 10)
    assert type(number) is int and -10 <= number <= 10
    real = stored.read_float(qs, "s/k1", 0.5, 0.0, 1.0)
    assert isinstance(real, float | int) and 0.0 <= real <= 1.0 and math.isfinite(real)
    assert type(stored.read_bool(qs, "s/k2", True)) is bool
    text = stored.read_str(qs, "s/k3", "default", max_length=20)
    assert isinstance(text, str) and len(text) <= 20 and "\0" not in text
    assert stored.read_choice(qs, "s/k4", "b", ("a", "b", "c")) in ("a", "b", "c")
    items = stored.read_str_list(qs, "s/k5", max_items=3, max_length=10)
    assert isinstance(items, list) and len(items) <= 3 and all(isinstance(i, str) and 0 < len(i) <= 10 for i in items)
