"""Column titles of the results tables (Qt): a table of numbers titles its columns as a
league table does ("P W D L Pts"), with the whole word on hover and for screen readers,
so that the names column keeps the width on a 1024x768 projector."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

#: A column's title: the whole word, or ``(short, whole)``.
Title = str | tuple[str, str]


def set_titles(table: QTableWidget, titles: Sequence[Title]) -> None:
    """Give ``table``'s columns ``titles`` (one per column): a ``(short, whole)`` title
    shows ``short`` and says ``whole`` as the tooltip and the accessible text. Columns are
    at least two digits wide, so that a "W" column is not cramped."""
    table.horizontalHeader().setMinimumSectionSize(table.fontMetrics().horizontalAdvance("00") + 14)
    for column, title in enumerate(titles):
        short, whole = title if isinstance(title, tuple) else (title, title)
        item = QTableWidgetItem(short)
        item.setToolTip(whole)
        item.setData(Qt.AccessibleTextRole, whole)
        table.setHorizontalHeaderItem(column, item)


def two_lines(text: str) -> str:
    """A column title of several words on two lines, broken at the space nearest its
    middle ("Tech.\nlosses"): the columns stay narrow enough to show together."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if len(text) < 10 or not spaces:
        return text
    cut = min(spaces, key=lambda i: abs(2 * i - len(text)))
    return text[:cut] + "\n" + text[cut + 1:]


def league_titles() -> dict[str, Title]:
    """A league table's ``(short, whole)`` column titles, translated, by key: ``"rank"``,
    ``"games"``, ``"wins"``, ``"draws"``, ``"losses"``, ``"forfeits"``, ``"points"``."""
    return {  # each title a translate() call of literals, for lupdate
        "rank": (QCoreApplication.translate("LeagueTable", "#", "column: rank, abbreviated"),
                 QCoreApplication.translate("LeagueTable", "Rank")),
        "games": (QCoreApplication.translate("LeagueTable", "P", "column: games played, abbreviated"),
                  QCoreApplication.translate("LeagueTable", "Games")),
        "wins": (QCoreApplication.translate("LeagueTable", "W", "column: wins, abbreviated"),
                 QCoreApplication.translate("LeagueTable", "Wins")),
        "draws": (QCoreApplication.translate("LeagueTable", "D", "column: draws, abbreviated"),
                  QCoreApplication.translate("LeagueTable", "Draws")),
        "losses": (QCoreApplication.translate("LeagueTable", "L", "column: losses, abbreviated"),
                   QCoreApplication.translate("LeagueTable", "Losses")),
        "forfeits": (QCoreApplication.translate("LeagueTable", "Forf.", "column: forfeits, abbreviated"),
                     QCoreApplication.translate("LeagueTable", "Forfeits")),
        "points": (QCoreApplication.translate("LeagueTable", "Pts", "column: points, abbreviated"),
                   QCoreApplication.translate("LeagueTable", "Points")),
    }
