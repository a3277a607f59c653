"""The lesson stage the teacher shows, for pupils who follow in a browser (Qt-free).

``GET /api/lesson?lang=xx`` answers the stage the teacher's app shows now (the server's
stage dict names it): the lesson's and the stage's titles, the explanation and the
questions as HTML (:mod:`~boardgames.classroom.web.markup`), and the stage's complete
program as text (``program``) and as highlighted HTML lines (``program_lines``), in the
pupil's language where the lesson has it. The teacher's notes and
the questions' answers are never sent. Before the teacher shows a stage the answer is
``{"lesson": ""}``.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from boardgames.classroom.web.context import WebContext
from boardgames.classroom.web.markup import python_lines, to_html
from boardgames.lessons.loader import find_lessons, read_program, read_stage_text
from boardgames.lessons.model import Lesson, LessonError, Stage

#: The languages the page speaks.
LANGUAGES = ("en", "ru", "de", "es")


def language(request: web.Request) -> str:
    """The ``lang`` of a request's query (one of :data:`LANGUAGES`; else English)."""
    lang = request.query.get("lang", "en")[:8].lower()
    return lang if lang in LANGUAGES else "en"


class Lessons:
    """The installed lessons by id, loaded on first use (the teacher's own included)."""

    def __init__(self) -> None:
        self._by_id: dict[str, Lesson] | None = None

    def get(self, lesson_id: str) -> Lesson | None:
        """The lesson ``lesson_id``, or None when there is none such (or it is broken)."""
        if self._by_id is None:
            self._by_id = {e.id: e for e in find_lessons() if isinstance(e, Lesson)}
        return self._by_id.get(lesson_id)


def stage_json(lesson: Lesson, stage: Stage, lang: str) -> dict[str, Any]:
    """What the page shows of ``stage`` in ``lang`` (see the module's text).

    Raises:
        LessonError: the stage's files cannot be read.
    """
    text = read_stage_text(stage, lang)
    program = read_program(stage, lang)
    fallback = lesson.default_language
    return {"lesson": lesson.id, "stage": stage.id, "index": stage.index,
            "count": len(lesson.stages),
            "lesson_title": lesson.title.get(lang) or lesson.title.get(fallback) or lesson.id,
            "title": stage.title_in(lang, fallback), "html": to_html(text.explanation),
            "questions": [to_html(q.question) for q in text.questions],
            "program": program, "program_lines": list(python_lines(program))}


def routes(ctx: WebContext) -> list[web.RouteDef]:
    """``GET /api/lesson``."""
    lessons = Lessons()

    async def shown(request: web.Request) -> web.Response:
        ctx.student(request)
        stage = ctx.stage()
        lesson = lessons.get(str(stage.get("lesson", "")))
        found = [s for s in lesson.stages if s.id == stage.get("stage")] if lesson else []
        if lesson is None or not found:
            return web.json_response({"lesson": "", "version": stage["version"]})
        try:
            answer = stage_json(lesson, found[0], language(request))
        except LessonError:
            return web.json_response({"lesson": "", "version": stage["version"]})
        return web.json_response({**answer, "version": stage["version"]})

    return [web.get("/api/lesson", shown)]
