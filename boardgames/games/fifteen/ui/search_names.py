"""Translated names of the search package's algorithms and heuristics (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def search_title(record, name: str) -> str:
    """The translated title of an algorithm or heuristic record of the search package
    (``name`` when the record is missing). Context "FifteenSearch": the titles are marked
    with ``QT_TRANSLATE_NOOP("FifteenSearch", ...)`` where they are defined
    (``search/__init__.py``, ``search/heuristics.py``)."""
    return QCoreApplication.translate("FifteenSearch", str(getattr(record, "title", name)))
