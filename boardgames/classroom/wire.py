"""What a request brings over the wire, read without trusting it (Qt-free).

A hostile request must get a clear refusal, never a crash: the body is read within a size
and a time limit, only ``application/json`` in UTF-8 is accepted, its nesting depth is
counted before it is parsed (no recursion), numbers are bounded, and no string may carry a
lone surrogate (which the class file could not store). Header and query values are checked
the same way. Every refusal is a :class:`~boardgames.classroom.model.ClassError`
(``request.bad``, ``request.media``, ``request.too_large``, ``server.busy``).
"""

from __future__ import annotations

import asyncio
import json
import math
import re
from typing import Any, Protocol

from boardgames.classroom.model import MAX_NUMBER, ClassError

#: Deepest nesting of arrays and objects a body may have.
MAX_DEPTH = 32
#: Seconds a request's body may take to arrive.
BODY_TIMEOUT = 10.0
#: Longest header value checked as text (a code or a token), in characters.
MAX_HEADER = 256

_STRUCTURE = re.compile(rb'[\\"\[\]{}]')
_SURROGATE = re.compile("[\ud800-\udfff]")
_PRINTABLE = re.compile(r"[\x20-\x7e]*\Z")
_INTEGER = re.compile(r"-?[0-9]{1,16}\Z")
_DECIMAL = re.compile(r"[0-9.eE+-]{1,32}\Z")


class Readable(Protocol):
    """A body as it arrives (aiohttp's ``request.content``)."""

    async def read(self, n: int = -1) -> bytes:
        """At most ``n`` more bytes; ``b""`` at the end."""


def check_media(content_type: str | None, content_encoding: str | None = None) -> None:
    """Accept a body of ``Content-Type: application/json`` (charset absent or UTF-8) that is
    not compressed (``Content-Encoding`` absent or ``identity``).

    Raises:
        ClassError: ``request.media``.
    """
    if (content_encoding or "identity").strip().lower() != "identity":
        raise ClassError("request.media", "compressed")
    kind, *parameters = (content_type or "").split(";")
    if kind.strip().lower() != "application/json":
        raise ClassError("request.media", "not application/json")
    for parameter in parameters:
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset" and value.strip().strip('"').lower() not in ("utf-8", "utf8"):
            raise ClassError("request.media", "not UTF-8")


async def read_body(content: Readable, limit: int, timeout: float = BODY_TIMEOUT) -> bytes:
    """The whole body, at most ``limit`` bytes, arrived within ``timeout`` seconds.

    Raises:
        ClassError: ``request.too_large`` (over ``limit``), ``server.busy`` (too slow: the
            sender may try again).
    """
    try:
        return await asyncio.wait_for(_read(content, limit), timeout)
    except asyncio.TimeoutError:
        raise ClassError("server.busy", "the request arrived too slowly") from None


async def _read(content: Readable, limit: int) -> bytes:
    parts: list[bytes] = []
    size = 0
    while chunk := await content.read(64 * 1024):
        size += len(chunk)
        if size > limit:
            raise ClassError("request.too_large")
        parts.append(chunk)
    return b"".join(parts)


def too_deep(raw: bytes, limit: int = MAX_DEPTH) -> bool:
    """True when arrays and objects in the JSON text ``raw`` nest deeper than ``limit``
    (brackets inside strings do not count; counted without recursion)."""
    depth, in_string, skip = 0, False, -1
    for match in _STRUCTURE.finditer(raw):
        at = match.start()
        if at == skip:
            continue
        char = raw[at:at + 1]
        if in_string:
            if char == b"\\":
                skip = at + 1
            elif char == b'"':
                in_string = False
        elif char == b'"':
            in_string = True
        elif char in b"[{":
            depth += 1
            if depth > limit:
                return True
        elif char in b"]}":
            depth -= 1
    return False


def parse_json(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in ``raw`` (UTF-8, strictly): at most ``max_depth`` deep, numbers
    finite and within :data:`~boardgames.classroom.model.MAX_NUMBER` (no NaN or Infinity),
    no string or key with a lone surrogate.

    Raises:
        ClassError: ``request.bad`` (with what was wrong).
    """
    if too_deep(raw, max_depth):
        raise ClassError("request.bad", "nested too deep")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ClassError("request.bad", "not UTF-8") from None
    try:
        data = json.loads(text, parse_int=_integer, parse_float=_float, parse_constant=_constant)
    except ClassError:
        raise
    except (ValueError, RecursionError):
        raise ClassError("request.bad", "not JSON") from None
    _check_strings(data)
    return data


def _integer(text: str) -> int:
    if len(text) > 17 or abs(number := int(text)) > MAX_NUMBER:
        raise ClassError("request.bad", "number out of range")
    return number


def _float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number) or abs(number) > MAX_NUMBER:
        raise ClassError("request.bad", "number out of range")
    return number


def _constant(text: str) -> Any:
    raise ClassError("request.bad", f"{text} is not a number")


def _check_strings(data: Any) -> None:
    """Refuse a lone surrogate in any string or key of ``data`` (walked without recursion)."""
    pending = [data]
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            pending.extend(value.keys())
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
        elif isinstance(value, str) and _SURROGATE.search(value):
            raise ClassError("request.bad", "a lone surrogate in a string")


def header_text(value: str | None) -> str:
    """A header's value as text to compare (a code, a token): "" when absent; printable
    ASCII of at most :data:`MAX_HEADER` characters.

    Raises:
        ClassError: ``request.bad``.
    """
    if value is None:
        return ""
    if len(value) > MAX_HEADER or not _PRINTABLE.match(value):
        raise ClassError("request.bad", "header")
    return value


def query_int(value: str | None, default: int) -> int:
    """A query parameter as a whole number (``default`` when absent), ASCII digits, within
    :data:`~boardgames.classroom.model.MAX_NUMBER`.

    Raises:
        ClassError: ``request.bad``.
    """
    if value is None:
        return default
    if not _INTEGER.match(value) or abs(number := int(value)) > MAX_NUMBER:
        raise ClassError("request.bad", "not a whole number")
    return number


def query_seconds(value: str | None, default: float, most: float) -> float:
    """A query parameter as seconds (``default`` when absent): finite, not negative, at
    most ``most`` (more is cut to ``most``).

    Raises:
        ClassError: ``request.bad``.
    """
    if value is None:
        return default
    try:
        seconds = float(value) if _DECIMAL.match(value) else math.nan
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds) or seconds < 0:
        raise ClassError("request.bad", "not a number of seconds")
    return min(seconds, most)
