"""Turning data into the interface's language: Qt-style arguments and locale numbers.

PySide6 has no ``QString.arg``; :func:`arg` stands in for it: ``%1`` ... ``%9`` in a
translated template are replaced in one pass (a value that itself contains ``%2`` is never
substituted again). Plurals go through Qt itself: ``self.tr("%n moves", "", n)``.
Numbers and durations are written with the interface's :class:`QLocale` (set as the
default locale when the translations are installed): "392,192" in English, "392 192" in
Russian, "392.192" in Spanish.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale

_PLACEHOLDER = re.compile(r"%([1-9])")


def arg(template: str, *values: object) -> str:
    """``template`` with ``%1`` replaced by ``values[0]``, ``%2`` by ``values[1]`` and so
    on; numbers are formatted with :func:`number` (ints) or :func:`decimal` (floats)."""
    texts = [_text(v) for v in values]

    def replace(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return texts[index] if index < len(texts) else match.group(0)

    return _PLACEHOLDER.sub(replace, template)


def _text(value: object) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return number(value)
    if isinstance(value, float):
        return decimal(value, 2)
    return str(value)


def number(value: int) -> str:
    """An integer with the interface locale's digit grouping ("1,234,567"); integers
    beyond 64 bits (a huge number typed by the user) are written without grouping."""
    value = int(value)
    if not -(2**63) <= value < 2**63:
        return str(value)
    return QLocale().toString(value)


def count(value: int) -> str:
    """A count (of nodes, positions) always with digit grouping: as :func:`number`, and
    grouped by thousands ("549,946") also where the interface's locale leaves grouping
    out (the "C" locale of a system without a language, where the interface is English)."""
    value = int(value)
    if not -(2**63) <= value < 2**63:
        return str(value)
    locale = QLocale()
    locale.setNumberOptions(locale.numberOptions() & ~QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(value)


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals in the interface locale ("1.5" / "1,5")."""
    return QLocale().toString(float(value), "f", places)


def clock(milliseconds: int) -> str:
    """A duration as minutes and seconds, "m:ss" (a game clock)."""
    seconds = max(0, int(milliseconds)) // 1000
    return f"{seconds // 60}:{seconds % 60:02d}"
