"""Loading ahead (app/preload.py): what the first clicks need is imported in a thread, and
the interpreter's switch interval is the default again afterwards."""

from __future__ import annotations

import gc
import sys

from boardgames.app import preload as preload_module


def test_preload_loads_the_pages_and_restores_the_switch_interval(monkeypatch):
    before = sys.getswitchinterval()
    seen: list[float] = []
    real_load = preload_module._load
    monkeypatch.setattr(preload_module, "_load",
                        lambda plugins: (seen.append(sys.getswitchinterval()), real_load(plugins)))
    try:
        preload_module.preload([]).join(60)
    finally:
        gc.unfreeze()
    assert seen == [preload_module.SWITCH_SECONDS]  # short while loading
    assert sys.getswitchinterval() == before  # the app's threads switch as usual afterwards
    assert all(name in sys.modules for name in preload_module.MODULES)
