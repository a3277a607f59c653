"""Students' names (Qt-free): the name as typed and shown, the identity it is known by, the
skeleton that tells look-alikes, and names usable as file names.

* The name *as shown* is what the student typed, whitespace trimmed and collapsed, at most
  :data:`MAX_NAME` characters (a longer one is refused, never cut short); a class stores
  and shows it exactly so.
* Its *identity* (:func:`identity_key`) is Unicode's caseless identifier matching, NFKC
  plus full case folding (``NFKC(casefold(NFKC(name)))``), whitespace collapsed:
  "Élodie" and "élodie", "Straße" and "STRASSE", "Анна" and "анна", "Ａnna" (full width)
  and "anna" are one name.
* Its *skeleton* (:func:`skeleton`) maps each character of the identity to one
  representative of its homoglyph group (Unicode's confusables, UTS #39, from the
  ``confusable-homoglyphs`` package): "Аnna" with a Cyrillic А and "Anna" have one skeleton.
* A name with a control, format, bidi, private-use, unassigned or other invisible
  character (a NUL, a zero-width space, a soft hyphen, a right-to-left override, a lone
  surrogate...) is refused: it could show as another name, or break a file or a terminal.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from confusable_homoglyphs import confusables

#: Longest student name kept, in characters.
MAX_NAME = 80
#: Unicode general categories refused in a name: controls, format characters (zero-width
#: ones, soft hyphen, bidi embeddings, overrides and isolates), surrogates, private use,
#: unassigned, line and paragraph separators.
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Whitespace typed in a name, collapsed into one space like a space (not refused).
_TYPED_SPACES = frozenset(" \t\n\r\x0b\x0c")
#: Characters that Unicode declares invisible (Default_Ignorable_Code_Point in
#: DerivedCoreProperties.txt) but whose category is not refused above: the combining
#: grapheme joiner, Hangul fillers, Khmer inherent vowels, Mongolian free variation
#: selectors, variation selectors.
_INVISIBLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xE0100, 0xE01F0))))
#: Longest file name made of a name, in UTF-8 bytes (file systems allow 255; room is left
#: for a suffix and the extension).
MAX_FILE_NAME_BYTES = 150
#: The names Windows keeps for devices (``CON.py`` cannot be a file there).
_DEVICES = frozenset({"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
                      *(f"LPT{n}" for n in range(1, 10))})


class NameRefused(ValueError):
    """A name that cannot be a student's (:func:`parse`).

    Attributes:
        code: ``name.empty`` (nothing left once trimmed) or ``name.invalid`` (a refused
            character; see :data:`REFUSED_CATEGORIES`).
        detail: which character and where, in English ("" for ``name.empty``).
    """

    def __init__(self, code: str, detail: str = ""):
        self.code = code
        self.detail = detail
        super().__init__(f"{code}: {detail}" if detail else code)


@dataclass(frozen=True)
class Name:
    """A student's name.

    Attributes:
        shown: as typed, whitespace trimmed and collapsed (at most :data:`MAX_NAME`
            characters), stored and shown so.
        key: its identity (:func:`identity_key`): two names with one key are one name.
        skeleton: its skeleton (:func:`skeleton`): two names with one skeleton look alike.
    """

    shown: str
    key: str
    skeleton: str


def refused_character(text: str) -> str | None:
    """The first character of ``text`` a name may not hold, as ``"U+200B ZERO WIDTH SPACE
    at 5"`` (the position counts from 1); None when there is none."""
    for position, char in enumerate(text, 1):
        if char in _TYPED_SPACES:
            continue
        if char in _INVISIBLE or unicodedata.category(char) in REFUSED_CATEGORIES:
            what = unicodedata.name(char, "") if unicodedata.category(char) != "Cs" else ""
            return f"U+{ord(char):04X}{' ' + what if what else ''} at {position}"
    return None


def parse(text: str) -> Name:
    """The name a student typed, with its identity and skeleton.

    Raises:
        NameRefused: ``name.invalid`` when ``text`` holds a refused character (anywhere,
            even past :data:`MAX_NAME`), ``name.empty`` when nothing is left once trimmed,
            ``name.too_long`` when more than :data:`MAX_NAME` characters are left.
    """
    text = str(text)
    refused = refused_character(text)
    if refused is not None:
        raise NameRefused("name.invalid", refused)
    shown = " ".join(text.split())
    if not shown:
        raise NameRefused("name.empty")
    if len(shown) > MAX_NAME:  # kept whole or not at all: a name is never cut short
        raise NameRefused("name.too_long", f"{len(shown)} characters")
    key = identity_key(shown)
    return Name(shown, key, skeleton(key))


def identity_key(text: str) -> str:
    """``text``'s identity: NFKC, full case folding, NFKC again, whitespace collapsed (any
    text: a refused character is kept, so that a name stored before still has a key)."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    return " ".join(folded.split())


def skeleton(key: str) -> str:
    """The skeleton of an identity (:func:`identity_key`): each character replaced by the
    smallest of itself and its homoglyphs (one character each), refused characters
    (:data:`REFUSED_CATEGORIES`, invisible ones) dropped."""
    return "".join(_prototype(char) for char in key)


@functools.lru_cache(maxsize=8192)
def _prototype(char: str) -> str:
    """The representative of ``char``'s homoglyph group ("" for a refused character)."""
    if char in _INVISIBLE or unicodedata.category(char) in REFUSED_CATEGORIES:
        return ""
    found = confusables.is_confusable(char, greedy=True)
    if not found:
        return char
    glyphs = [str(glyph["c"]) for glyph in found[0]["homoglyphs"] if len(str(glyph["c"])) == 1]
    return min([char, *glyphs])


def file_name(name: str) -> str:
    """``name`` usable as a file or folder name on every system: letters, digits, spaces,
    ``-``, ``_`` and ``.`` kept, anything else ``_``; no leading or trailing dot or space,
    at most :data:`MAX_FILE_NAME_BYTES` bytes of UTF-8, never a Windows device name
    (``CON`` becomes ``_CON``); ``_`` when nothing is left."""
    safe = "".join(ch if ch.isalnum() or ch in " -_." else "_" for ch in name).strip(". ")
    while len(safe.encode("utf-8")) > MAX_FILE_NAME_BYTES:
        safe = safe[:-1].rstrip(". ")
    if safe.split(".")[0].upper() in _DEVICES:
        safe = f"_{safe}"
    return safe or "_"


def unique(names: Iterable[str]) -> list[str]:
    """``names`` (file names, or paths with ``/``) made unique as case-insensitive file
    systems compare them (Windows, macOS: by :func:`identity_key`): the first of equal
    ones is kept, the next ones get ``~2``, ``~3``... (a ``~`` never comes out of
    :func:`file_name`), in order, so that the same names in the same order give the same
    results in every run."""
    taken: set[str] = set()
    result = []
    for name in names:
        candidate, number = name, 1
        while identity_key(candidate) in taken:
            number += 1
            candidate = f"{name}~{number}"
        taken.add(identity_key(candidate))
        result.append(candidate)
    return result
