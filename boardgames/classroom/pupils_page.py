"""Where pupils go: the address of the pupils' web page of a served class, and its QR code
(Qt-free; segno makes the code, the app and ``boardgames class serve --qr`` show it).

The page is served at ``http://HOST:PORT/``; the link a QR code carries adds the class code
as a fragment, ``#code=CODE``, which the page reads from ``location.hash`` so a pupil who
scans it does not type the code (a fragment is never sent to the server, nor logged). The
teacher's code is never in either.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from typing import TextIO
from urllib.parse import quote

import segno

from boardgames.classroom.server import shown_address

#: the quiet zone round a QR code, in modules (the standard asks for 4)
QUIET_ZONE = 4
_DARK, _LIGHT, _RESET = "\033[40m  ", "\033[107m  ", "\033[0m"  # black / bright white cells


def page_url(address: str, code: str | None = None) -> str:
    """The pupils' page of the class at ``address`` (``HOST:PORT``, IPv6 in brackets):
    ``http://HOST:PORT/``, with ``#code=CODE`` (percent-encoded) when ``code`` is given."""
    url = f"http://{address}/"
    return f"{url}#code={quote(code, safe='')}" if code else url


def qr_code(url: str) -> segno.QRCode:
    """``url`` as a (full-size, never Micro) QR code, the error correction raised as far as
    the smallest version allows.

    Raises:
        segno.DataOverflowError: ``url`` is longer than a QR code holds (about 2,900 bytes).
    """
    return segno.make_qr(url)


def modules(url: str) -> list[list[bool]]:
    """The QR code of ``url`` as rows of modules, True for dark, with its quiet zone
    (:data:`QUIET_ZONE` light modules on every side): a square ``n`` x ``n`` list."""
    return [[bool(bit) for bit in row] for row in qr_code(url).matrix_iter(border=QUIET_ZONE)]


def terminal_lines(url: str) -> Iterator[str]:
    """The QR code of ``url`` as terminal lines, two spaces a module on explicit black and
    bright white backgrounds (ANSI), so it is dark on light in a dark terminal as in a
    light one (segno's own terminal output is inverted on a light terminal)."""
    for row in modules(url):
        yield "".join(_DARK if dark else _LIGHT for dark in row) + _RESET


def print_qr(url: str, out: TextIO | None = None) -> None:
    """Print the QR code of ``url`` on ``out`` (None: standard output; on a Windows console
    through segno's console colours, which need no ANSI support)."""
    if out is None and os.name == "nt" and sys.stdout.isatty():  # pragma: no cover
        qr_code(url).terminal(border=QUIET_ZONE)
        return
    out = sys.stdout if out is None else out
    for line in terminal_lines(url):
        print(line, file=out)
    out.flush()


__all__ = ["QUIET_ZONE", "modules", "page_url", "print_qr", "qr_code", "shown_address",
           "terminal_lines"]
