"""CSV cells a spreadsheet will not run (Qt-free).

A cell that starts with ``=``, ``+``, ``-`` or ``@`` (or a tab or a carriage return) is
read as a formula by Excel, LibreOffice and Google Sheets: a student named
``=HYPERLINK("http://...","Anna")`` would put a link, or worse, in the teacher's sheet.
OWASP's advice on CSV injection is followed: such a text cell is written with a single
quote in front, which the spreadsheet shows as text. Numbers are left as they are.
"""

from __future__ import annotations

from collections.abc import Iterable

#: The first characters that make a spreadsheet read a cell as a formula.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> object:
    """``value`` as a CSV cell: a text starting with one of :data:`FORMULA_STARTS` gets a
    ``'`` in front; anything else (numbers too) is returned unchanged."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return f"'{value}"
    return value


def safe_row(values: Iterable[object]) -> list[object]:
    """Each of ``values`` through :func:`safe_cell` (a row for ``csv.writer.writerow``)."""
    return [safe_cell(value) for value in values]
