"""Translated names of the search package's algorithms and heuristics (Qt), and the
searches Compare offers (:class:`Entry`, :data:`PRESETS`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication


def search_title(record, name: str) -> str:
    """The translated title of an algorithm or heuristic record of the search package
    (``name`` when the record is missing). Context "FifteenSearch": the titles are marked
    with ``QT_TRANSLATE_NOOP("FifteenSearch", ...)`` where they are defined
    (``search/__init__.py``, ``search/heuristics.py``)."""
    return QCoreApplication.translate("FifteenSearch", str(getattr(record, "title", name)))


@dataclass(frozen=True)
class Entry:
    """One search to compare: an algorithm name and heuristic name of ``search.solve``."""

    algorithm: str
    heuristic: str

    def label(self) -> str:
        """The translated name shown in the window, e.g. "A* + Manhattan distance"."""
        try:
            from boardgames.games.fifteen import search
        except ImportError:
            return self.algorithm
        algorithm = search_title(search.ALGORITHMS.get(self.algorithm), self.algorithm)
        if self.heuristic in ("", "none"):
            return algorithm
        return f"{algorithm} + {search_title(search.HEURISTICS.get(self.heuristic), self.heuristic)}"

    def short_label(self) -> str:
        """The label without its explanations in parentheses, e.g. "IDA* + Walking
        distance" (the check boxes, table and chart; the full label is the tooltip)."""
        return " ".join(re.sub(r"\s*\([^()]*\)", "", self.label()).split()) or self.label()


#: The searches offered, in the thesis's order; those not available are left out.
PRESETS = [
    Entry("bfs", ""), Entry("a*", "hamming"), Entry("a*", "manhattan"),
    Entry("a*", "euclidean"), Entry("a*", "linear-conflict"), Entry("ida*", "manhattan"),
    Entry("ida*", "linear-conflict"), Entry("ida*", "walking-distance"), Entry("ida*", "pdb"),
    Entry("weighted-a*", "manhattan"), Entry("greedy", "manhattan"), Entry("human", ""),
]
DEFAULT_ON = {Entry("bfs", ""), Entry("a*", "hamming"), Entry("a*", "manhattan"),
              Entry("a*", "linear-conflict"), Entry("ida*", "linear-conflict"),
              Entry("greedy", "manhattan"), Entry("human", "")}


def available_entries() -> list[Entry]:
    """The presets whose algorithm and heuristic the search package offers."""
    try:
        from boardgames.games.fifteen import search
    except ImportError:
        return []
    algorithms = getattr(search, "ALGORITHMS", {})
    heuristics = set(getattr(search, "HEURISTICS", {})) | {""}
    return [e for e in PRESETS if e.algorithm in algorithms and e.heuristic in heuristics]
