"""Loading ahead what the first clicks need, while the teacher looks at the start page.

Opening a game page, the lessons or a class the first time imports its modules (numpy for
the tic-tac-toe players, the page and tool modules, pygments' Python lexer for the lesson
programs, aiohttp for the class's server): 0.1-0.4 s each on a classroom laptop, during
which the window would not repaint. :func:`preload` does this in a daemon thread after the
window is shown (with the interpreter switching between threads every 0.5 ms instead of 5
ms meanwhile, so the window stays responsive: measured, the start's longest event-loop gap
went from 60-160 ms to 55-85 ms), then asks the GUI thread's garbage collector to move
everything loaded so far out of its sight (:func:`boardgames.app.collector.freeze_soon`):
the full collections that a search's allocations set off later no longer walk the whole
program, which stalled the window for up to 0.1 s.
"""

from __future__ import annotations

import importlib
import sys
import threading
from collections.abc import Iterable

from boardgames.app import collector
from boardgames.core.plugins import GamePlugin, load_attribute

#: The shell's and the kit's modules a first click opens (the class's: its server with
#: aiohttp, whose import alone took 0.4 s of a class's start, its announcer with
#: zeroconf, and the join dialog).
MODULES = (
    "boardgames.kit.page.page",
    "boardgames.kit.tools",
    "boardgames.app.lessons.page",
    "boardgames.app.exercises.window",
    "boardgames.app.classroom.teacher",
    "boardgames.app.classroom.student",
    "boardgames.classroom.discovery",
)

#: The interpreter's switch interval while loading (default 5 ms): the window's many short
#: Python calls during its first layout and paint each wait for the loading thread to
#: hand over the interpreter lock; a shorter interval keeps those waits short.
SWITCH_SECONDS = 0.0005


def _load_plugin(plugin: GamePlugin) -> None:
    """Import what a plug-in's page needs: its players, painter, panels and tools."""
    plugin.load_players()
    for spec in (plugin.painter, *plugin.panels, *plugin.tools):
        if spec:
            load_attribute(spec)


def _warm_lexer() -> None:
    from pygments.lexers import PythonLexer

    list(PythonLexer(stripnl=False).get_tokens("x = 1\n"))  # compiles its expressions once


def _work(plugins: Iterable[GamePlugin]) -> None:
    interval = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_SECONDS)
    try:
        _load(plugins)
    finally:
        sys.setswitchinterval(interval)
    collector.freeze_soon()  # collected and frozen by the GUI thread, never by this one


def _load(plugins: Iterable[GamePlugin]) -> None:
    for name in MODULES:
        importlib.import_module(name)
    for plugin in plugins:
        try:
            _load_plugin(plugin)
        except Exception:  # a broken plug-in says so when it is opened, not here
            continue
    _warm_lexer()
    _read_page_files()


def _read_page_files() -> None:
    """The pupils' page's files, which a class's start would otherwise read (and hash)
    in the window's thread: 20 ms with a warm disk, far more with a cold one."""
    from boardgames.classroom.web.static_files import package_files

    try:
        package_files()
    except OSError:  # a broken install says so when a class starts
        return


def preload(plugins: Iterable[GamePlugin]) -> threading.Thread:
    """Start loading ahead in a daemon thread (see the module text); returns the thread."""
    thread = threading.Thread(target=_work, args=(list(plugins),), name="preload", daemon=True)
    thread.start()
    return thread
