"""What every route module of the pupils' web page is given (Qt-free).

The class server (:mod:`boardgames.classroom.server`) makes one :class:`WebContext` and
asks each route module (:mod:`~boardgames.classroom.web.play`,
:mod:`~boardgames.classroom.web.exercises`) for its routes with it; the modules reach the
class through it only.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from boardgames.classroom.store import ClassStore
from boardgames.classroom.web.boards import BoardFactory
from boardgames.core.plugins import Discovery


@dataclass(frozen=True)
class WebContext:
    """The class as the web page's routes see it.

    Attributes:
        store: the class file.
        student: the student's name from a request's ``X-Student-Token`` header; raises
            :class:`~boardgames.classroom.model.ClassError` ``student.unknown``.
        stage: the stage dict the server keeps (``lesson``, ``stage``, ``version``,
            ``levels`` ``{game id: level}``, ``locked``, ``sequence``).
        announce: wakes the teacher's grid (call after a change of the store).
        read_body: a request's JSON body, read within the size and time limits; raises
            ``ClassError`` (``request.media``, ``request.too_large``, ``request.bad``).
        discovery: the installed game plug-ins.
        boards: draws the plug-ins' boards for the page (None: the server has none, and
            the page offers no games).
    """

    store: ClassStore
    student: Callable[[web.Request], str]
    stage: Callable[[], dict[str, Any]]
    announce: Callable[[], None]
    read_body: Callable[[web.Request], Awaitable[Any]]
    discovery: Discovery
    boards: BoardFactory | None = None
