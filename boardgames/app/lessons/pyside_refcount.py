"""Work-around for a reference-counting bug of PySide6 6.12 on Python 3.10/3.11.

Measured in this project's environment (PySide6-Essentials 6.12.0, CPython 3.11.7): every
call of a ``void`` Qt method from Python (``label.setText(...)``, ``button.setEnabled(...)``)
takes one reference from ``None`` without having given one, and every ``Signal.emit(...)``
from Python takes one from ``True``. ``None`` starts with a few thousand references and
``True`` with a few hundred, so after some hundreds of signal emissions or some thousands of
widget updates CPython aborts with "Fatal Python error: none_dealloc" / "bool_dealloc".

Python 3.12 made these objects immortal (PEP 683), so the bug is harmless there. On older
versions :func:`pin_singletons` gives ``None``, ``True`` and ``False`` a huge reference
count, which has the same effect. It must run before much Qt work; calling it more than once
is harmless. The lead should call it once at application start-up (and in ``conftest.py``);
``boardgames.app.lessons`` calls it on import so the lesson player is safe on its own.
"""

from __future__ import annotations

import ctypes
import sys

_PIN = 1 << 40


def pin_singletons() -> bool:
    """Make ``None``, ``True`` and ``False`` effectively immortal on CPython < 3.12.

    Returns True when reference counts were raised (False on 3.12+, other Pythons, or when
    already pinned).
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    changed = False
    for obj in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is the first field
        if count.value < _PIN:
            count.value += _PIN
            changed = True
    return changed
