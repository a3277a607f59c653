"""The pupils' web page, served by the class server (Qt-free): its files, and the routes
the page uses besides the class's own (join, submissions, the stage).

:func:`routes` gathers them for :class:`~boardgames.classroom.server.ClassApp`; each module
gets the class through a :class:`~boardgames.classroom.web.context.WebContext`.
"""

from __future__ import annotations

from aiohttp import web

from boardgames.classroom.web import exercises, lesson, play
from boardgames.classroom.web.context import WebContext
from boardgames.classroom.web.static_files import StaticFiles


def routes(ctx: WebContext, files: StaticFiles | None = None) -> list[web.RouteDef]:
    """Every route of the page: its files (``files``, default the package's) and its
    API under ``/api/``."""
    files = files or StaticFiles()
    return [*files.routes(), *lesson.routes(ctx), *play.routes(ctx), *exercises.routes(ctx)]
