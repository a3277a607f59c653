"""One thread at a time in :func:`ast.parse` (Qt-free; imported for its effect by the
search package, before any numba kernel is compiled).

Numba reads a function's source file with ``ast.parse`` when it compiles the function
(``numba.misc.firstlinefinder``). CPython before 3.13 keeps the AST converter's recursion
depth in one place for the whole interpreter (gh-106905), so two threads compiling kernels
at once (a fresh install: no compiled cache yet; the pattern databases load in a thread
pool while a search compiles its kernel) can fail with "SystemError: AST constructor
recursion depth mismatch". This module wraps ``ast.parse`` in a lock on those versions.
"""

from __future__ import annotations

import ast
import sys
import threading
from typing import Any

_LOCK = threading.RLock()


def _install() -> None:
    if sys.version_info >= (3, 13) or getattr(ast.parse, "_serialized", False):
        return
    parse = ast.parse

    def serialized_parse(*args: Any, **kwargs: Any) -> Any:
        with _LOCK:
            return parse(*args, **kwargs)

    serialized_parse._serialized = True  # type: ignore[attr-defined]
    serialized_parse.__doc__ = parse.__doc__
    ast.parse = serialized_parse


_install()
