"""The pupils' web page, served by the class server (Qt-free): its files, and the routes
the page uses besides the class's own (join, submissions, the stage).

:func:`serve` adds them to :class:`~boardgames.classroom.server.ClassApp`; each module
gets the class through a :class:`~boardgames.classroom.web.context.WebContext`.
"""

from __future__ import annotations

from aiohttp import web

from boardgames.classroom.web import exercises, lesson, play
from boardgames.classroom.web.context import WebContext
from boardgames.classroom.web.static_files import StaticFiles, package_files


def serve(app: web.Application, ctx: WebContext, files: StaticFiles | None = None) -> None:
    """Add every route of the page to ``app``: its files (``files``, default the
    package's, :func:`~.static_files.package_files`) and its API under ``/api/``; the
    games' worker threads stop when ``app`` is cleaned up (the class's server stops)."""
    files = files or package_files()
    games = play.Play(ctx)
    app.add_routes([*files.routes(), *lesson.routes(ctx), *games.routes(), *exercises.routes(ctx)])

    async def stop_games(_app: web.Application) -> None:
        games.workers.shutdown()

    app.on_cleanup.append(stop_games)
