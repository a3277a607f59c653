"""Checked reads of stored settings: a settings file is input like any other.

QSettings hands back whatever the file holds (a string, a list, a number of another type,
or nothing). Every reader here checks the value's type and range and returns the given
default when the stored value is missing or unusable, so a damaged settings file can never
make a page raise. Writers keep using ``QSettings.setValue`` directly.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any, TypeVar

from PySide6.QtCore import QSettings

T = TypeVar("T")

_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


def _raw(settings: QSettings, key: str) -> Any:
    """The stored value of ``key`` or None (also when reading it fails)."""
    try:
        return settings.value(key)
    except (TypeError, ValueError, RuntimeError):
        return None


def read_int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """The integer stored under ``key`` if it lies in ``low..high`` (inclusive), else
    ``default``. Accepts ints and their decimal text ("12"); floats, booleans, lists and
    other text give the default."""
    value = _raw(settings, key)
    if isinstance(value, bool):
        return default
    if isinstance(value, str):
        try:
            value = int(value.strip())
        except ValueError:
            return default
    if not isinstance(value, int):
        return default
    return value if low <= value <= high else default


def read_float(settings: QSettings, key: str, default: float, low: float, high: float) -> float:
    """The finite number stored under ``key`` if it lies in ``low..high`` (inclusive),
    else ``default``. Accepts ints, floats and their text; NaN, infinities, booleans and
    lists give the default."""
    value = _raw(settings, key)
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return default
    try:
        number = float(value)
    except ValueError:
        return default
    if not math.isfinite(number) or not low <= number <= high:
        return default
    return number


def read_bool(settings: QSettings, key: str, default: bool) -> bool:
    """The flag stored under ``key`` (a bool, or the text true/false, 1/0, yes/no, on/off),
    else ``default``."""
    value = _raw(settings, key)
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        text = value.strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
    return default


def read_str(settings: QSettings, key: str, default: str = "", max_length: int = 4096) -> str:
    """The text stored under ``key`` if it is a string of at most ``max_length``
    characters without NUL, else ``default`` (lists, numbers and byte arrays included)."""
    value = _raw(settings, key)
    if not isinstance(value, str) or len(value) > max_length or "\0" in value:
        return default
    return value


def read_choice(settings: QSettings, key: str, default: T, choices: Collection[T]) -> T:
    """The value stored under ``key`` if it is one of ``choices`` (compared as text, so
    ``choices`` may hold strings or ints), else ``default``."""
    value = _raw(settings, key)
    if isinstance(value, (list, tuple, dict)) or value is None:
        return default
    text = str(value)
    for choice in choices:
        if str(choice) == text:
            return choice
    return default


def read_str_list(settings: QSettings, key: str, max_items: int, max_length: int = 4096) -> list[str]:
    """The non-empty strings stored under ``key`` (a list, or one string), at most
    ``max_items`` of them; anything else gives an empty list."""
    value = _raw(settings, key)
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return []
    items = [v for v in value if isinstance(v, str) and v and len(v) <= max_length and "\0" not in v]
    return items[:max_items]
