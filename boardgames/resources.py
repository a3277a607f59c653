"""Where the shipped data lives: the ``lessons/`` and ``resources/`` folders.

In an installed wheel they are inside the package as ``boardgames/_data/lessons`` and
``boardgames/_data/resources``; in a source checkout they are the top-level folders.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
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


@functools.lru_cache(maxsize=32)
def linguist_catalogue(path: str) -> dict[tuple[str, str], str]:
    """``{(context, source): translation}`` of the finished messages of one Qt Linguist
    ``.ts`` file (accelerator marks removed, ``&&`` kept as ``&``); empty when the file
    cannot be read. Read without Qt (the desktop entry, the pupils' web page)."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return {}
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source")
            if (source and translation is not None and translation.get("type") is None
                    and translation.text):
                found[(name, source)] = translation.text.replace("&&", "\0").replace(
                    "&", "").replace("\0", "&")
    return found
