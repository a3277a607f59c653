"""Where the shipped data lives: the ``lessons/`` and ``resources/`` folders.

In an installed wheel they are inside the package as ``boardgames/_data/lessons`` and
``boardgames/_data/resources``; in a source checkout they are the top-level folders.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Path of the shipped folder ``name`` (``"lessons"`` or ``"resources"``).

    Raises:
        FileNotFoundError: if neither the installed nor the source-tree folder exists.
    """
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the '{name}' folder is missing from this installation")


def resource(*parts: str) -> Path:
    """Path of a file under ``resources/`` (it may not exist; callers check)."""
    return data_dir("resources").joinpath(*parts)
