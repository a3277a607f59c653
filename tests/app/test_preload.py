"""Loading ahead (app/preload.py): what the first clicks need is imported in a thread, the
interpreter's switch interval is the default again afterwards, and the GUI thread is
asked to freeze what was loaded."""

from __future__ import annotations

import sys
import threading

from boardgames.app import preload as preload_module


def test_preload_loads_the_pages_restores_the_switch_interval_and_asks_for_a_freeze(monkeypatch):
    before = sys.getswitchinterval()
    seen: list[float] = []
    real_load = preload_module._load
    monkeypatch.setattr(preload_module, "_load",
                        lambda plugins: (seen.append(sys.getswitchinterval()), real_load(plugins)))
    asked: list[str] = []
    monkeypatch.setattr(preload_module.collector, "freeze_soon",
                        lambda: asked.append(threading.current_thread().name))
    preload_module.preload([]).join(60)
    assert asked == ["preload"]  # once, at the end; the GUI thread's collector does it
    assert seen == [preload_module.SWITCH_SECONDS]  # short while loading
    assert sys.getswitchinterval() == before  # the app's threads switch as usual afterwards
    assert all(name in sys.modules for name in preload_module.MODULES)
