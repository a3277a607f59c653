"""The lesson modules' messages (codes and numbers) become sentences at the edge: English
for the command line, the interface's language with its plurals and numbers in the GUI."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from boardgames.games.fifteen import challenge as ch
from boardgames.lessons import runner
from boardgames.lessons.loader import load_lesson
from boardgames.lessons.messages import PLURAL_TEMPLATES, TEMPLATES, Message, verbatim
from boardgames.lessons.model import LessonError


def _sample(code: str) -> Message:
    template = TEMPLATES.get(code) or PLURAL_TEMPLATES[code]
    count = sum(f"%{i}" in template for i in range(1, 10)) + ("%n" in template)
    return Message(code, tuple(f"<{i}>" if i else 3 for i in range(count)))


def test_in_english_the_gui_and_the_command_line_say_the_same(qapp):
    from boardgames.kit.lesson_messages import message_text

    for code in [*TEMPLATES, *PLURAL_TEMPLATES]:
        message = _sample(code)
        assert message_text(message) == message.english(), code
        assert not re.search(r"%[1-9n]", message.english()), code  # every value filled in


def test_challenge_verdicts_in_spanish_with_locale_numbers(language):
    from boardgames.kit.lesson_messages import message_text

    language("es")
    assert message_text(Message("challenge.no_answer", (1.5,))) == "sin respuesta en 1,5 segundos"
    assert message_text(Message("challenge.memory", (2048,))) == "el programa usó más de 2048 MB de memoria"
    assert message_text(Message("challenge.not_solved", (1,))) == \
        "tras 1 movimiento el rompecabezas no está resuelto"
    assert message_text(Message("challenge.not_solved", (4,))) == \
        "tras 4 movimientos el rompecabezas no está resuelto"
    assert message_text(verbatim("IndexError: list index out of range")) == \
        "IndexError: list index out of range"  # the student's own traceback line


def test_challenge_verdicts_in_german_with_plurals_and_locale_numbers(language):
    from boardgames.kit.lesson_messages import message_text

    language("de")
    assert message_text(Message("challenge.no_answer", (1.5,))) == \
        "keine Antwort innerhalb von 1,5 Sekunden"
    assert message_text(Message("challenge.not_solved", (1,))) == \
        "nach 1 Zug ist das Puzzle nicht gelöst"
    assert message_text(Message("challenge.not_solved", (4,))) == \
        "nach 4 Zügen ist das Puzzle nicht gelöst"


def test_russian_plurals_and_nested_messages(language):
    from boardgames.kit.lesson_messages import message_text

    language("ru")
    forms = [message_text(Message("challenge.not_solved", (n,))) for n in (1, 3, 5, 21)]
    assert forms == ["после 1 хода головоломка не решена", "после 3 ходов головоломка не решена",
                     "после 5 ходов головоломка не решена", "после 21 хода головоломка не решена"]
    error = ch.ChallengeError("p.tsv", 3, "positions.bad_optimal", "x")
    assert message_text(error.problem) == \
        "p.tsv, строка 3: оптимальная длина «x» — не целое число (или ?, если неизвестна)"
    assert str(error) == "p.tsv, line 3: optimal length 'x' is not a whole number (or ? if unknown)"


def test_a_loader_error_is_a_code_with_its_values(tmp_path, language):
    from boardgames.kit.lesson_messages import message_text

    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "lesson.toml").write_text(
        'format = 1\nlanguages = ["en"]\n[title]\nen = "B"\n[[stage]]\nid = "s"\n'
        'demo = "video"\n[stage.title]\nen = "S"\n', encoding="utf-8")
    with pytest.raises(LessonError) as info:
        load_lesson(folder)
    error = info.value
    assert error.problem.code == "lesson.bad_demo" and error.problem.args[0] == "video"
    assert error.field == "stage[1].demo"
    assert error.describe().startswith("lesson.toml: field 'stage[1].demo': 'video' is not")
    language("es")
    assert message_text(error.where()) == (
        "lesson.toml: campo 'stage[1].demo': 'video' no es un tipo de demostración; usa uno "
        'de estos: "window", "console", "none", "challenge"')


def test_a_run_end_is_a_code_with_its_numbers(tmp_path, language):
    from boardgames.kit.lesson_messages import message_text

    program = tmp_path / "loop.py"
    program.write_text("while True:\n    pass\n", encoding="utf-8")
    result = runner.run_program(Path(program), timeout=0.5)
    assert result.status == runner.TIMED_OUT
    assert result.end == Message("run.timed_out", (0.5,))
    assert "0.5 seconds" in result.message
    language("ru")
    assert message_text(result.end).startswith("программа остановлена через 0,5 с")
