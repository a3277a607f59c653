"""Lessons' programs as the pupils' page shows them: highlighted line by line, escaped."""

from __future__ import annotations

import re

from boardgames.classroom.web.markup import python_lines
from boardgames.lessons.loader import find_lessons, read_program
from boardgames.lessons.model import Lesson

SOURCE = ('import random  # pick <one>\n\n'
          'def first_free(board):\n'
          '    """The first empty cell,\n    or None."""\n'
          '    return next((i for i, c in enumerate(board) if c == 0), None)\n')


def _text(line: str) -> str:
    """What the browser shows of one HTML line."""
    return re.sub(r"<[^>]+>", "", line).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def test_every_line_keeps_its_text_and_its_place() -> None:
    lines = python_lines(SOURCE)
    assert [_text(line) for line in lines] == SOURCE.split("\n")


def test_keywords_strings_comments_numbers_and_names_are_marked() -> None:
    lines = python_lines(SOURCE)
    assert lines[0].startswith('<span class="tok-keyword">import</span> random')
    assert '<span class="tok-comment"># pick &lt;one&gt;</span>' in lines[0]  # escaped, never markup
    assert '<span class="tok-name">first_free</span>' in lines[2]
    assert lines[3].startswith('    <span class="tok-string">"""The first empty cell,')
    assert lines[4] == '<span class="tok-string">    or None."""</span>'  # a string over two lines
    assert '<span class="tok-number">0</span>' in lines[5]
    assert '<span class="tok-number">None</span>' in lines[5]  # as the editor colours it


def test_a_lesson_cannot_inject_markup_through_its_program() -> None:
    lines = python_lines('x = "<script>alert(1)</script>"  # </span><b>\n')
    assert "<script>" not in lines[0] and "<b>" not in lines[0]
    assert _text(lines[0]) == 'x = "<script>alert(1)</script>"  # </span><b>'


def test_every_shipped_stage_program_comes_back_whole() -> None:
    seen = 0
    for lesson in (e for e in find_lessons() if isinstance(e, Lesson)):
        for stage in lesson.stages:
            for language in lesson.languages:
                program = read_program(stage, language)
                if program:
                    seen += 1
                    assert [_text(line) for line in python_lines(program)] == program.split("\n"), \
                        (lesson.id, stage.id, language)
    assert seen > 50


def test_a_python_block_of_a_lesson_s_text_is_highlighted_and_another_is_not() -> None:
    from boardgames.classroom.web.markup import to_html

    html = to_html("```python\nfor j in range(3):  # <b>\n    ...\n```\n\n```\n<b>for</b>\n```\n")
    python, other = html.split("</pre>")[:2]
    assert '<code class="language-python"><span class="tok-keyword">for</span> j' in python
    assert '<span class="tok-comment"># &lt;b&gt;</span>' in python
    assert "tok-" not in other and "&lt;b&gt;for&lt;/b&gt;" in other
