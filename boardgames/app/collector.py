"""Python's cyclic garbage collector, run by the GUI thread between two events.

A widget whose Python object is part of a reference cycle (a page that keeps itself in a
closure, a dialog with a slot that names it) is deleted when the cyclic garbage collector
finds the cycle. Left automatic, the collector runs whenever some thread has allocated
enough: in a search's worker thread, which then deletes a widget that belongs to the GUI
thread, or in the GUI thread in the middle of Qt's own work, e.g. while a new application
style sheet (a zoom, a theme) is being applied to every widget: the widget disappears
under Qt's loop over all widgets and the app crashes with a segmentation fault (seen in
the monkey test; a Python-only reproduction crashed within seconds every time).

:func:`install` turns the automatic collector off and lets a timer in the GUI thread run
it instead, on the same schedule the interpreter would (a generation is collected when
its count passes its threshold, :func:`gc.get_threshold`), so collection happens only
between events, in the GUI thread. Plain reference counting still frees everything else
at once, in every thread. (The pattern is the one Erik Janssens described on the PyDev
blog in 2014, "Should Python garbage collector be disabled?"; pyqtgraph ships it too.)
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: Milliseconds between two looks at the collector's counts.
INTERVAL_MS = 100

#: The collector's object name among the application's children.
NAME = "guiGarbageCollector"

_freeze = threading.Event()


class GuiGarbageCollector(QObject):
    """Runs :mod:`gc` from a timer in the GUI thread (see the module text).

    Create it with :func:`install`, not directly: the automatic collector stays off for
    the rest of the process.
    """

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS):
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(collect_due)
        self._timer.start(interval_ms)


def install(app: QCoreApplication) -> GuiGarbageCollector:
    """Turn the automatic garbage collector off and collect from ``app``'s thread instead;
    once per application (later calls return the same collector)."""
    existing = app.findChild(QObject, NAME)
    if isinstance(existing, GuiGarbageCollector):
        return existing
    collector = GuiGarbageCollector(app)
    collector.setObjectName(NAME)
    return collector


def collect_due() -> int:
    """Collect the oldest generation whose count passed its threshold (nothing if none
    did); after :func:`freeze_soon`, collect everything and freeze what is left. Returns
    the number of unreachable objects found. Call it from the GUI thread only."""
    if _freeze.is_set():
        _freeze.clear()
        found = gc.collect()
        gc.freeze()
        return found
    counts, thresholds = gc.get_count(), gc.get_threshold()
    for generation in (2, 1, 0):
        if thresholds[generation] and counts[generation] > thresholds[generation]:
            return gc.collect(generation)
    return 0


def freeze_soon() -> None:
    """Ask the GUI thread's collector to collect everything at its next look and then
    move every surviving object out of the collector's sight (:func:`gc.freeze`): later
    full collections no longer walk the program's modules. Safe from any thread."""
    _freeze.set()
