"""What changed in a stage's program since the previous stage (Qt-free, via difflib).

Line numbers are 1-based, counted in the *new* program.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass


def changed_lines(old: str, new: str) -> set[int]:
    """The 1-based numbers of the lines of ``new`` that were added or changed relative to
    ``old``. With ``old == ""`` (the first stage) every line counts as new."""
    old_lines, new_lines = old.splitlines(), new.splitlines()
    matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    changed: set[int] = set()
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag in ("replace", "insert"):
            changed.update(range(j1 + 1, j2 + 1))
    return changed


def removed_count(old: str, new: str) -> int:
    """How many lines of ``old`` are gone (deleted or replaced) in ``new``."""
    matcher = difflib.SequenceMatcher(None, old.splitlines(), new.splitlines(), autojunk=False)
    return sum(i2 - i1 for tag, i1, i2, _j1, _j2 in matcher.get_opcodes()
               if tag in ("replace", "delete"))


def unified_diff(old: str, new: str, old_name: str = "previous", new_name: str = "this stage",
                 context: int = 2) -> str:
    """The unified diff from ``old`` to ``new`` as text ("" when they are equal)."""
    lines = difflib.unified_diff(old.splitlines(), new.splitlines(), old_name, new_name,
                                 n=context, lineterm="")
    return "\n".join(lines)


@dataclass(frozen=True)
class ShownLine:
    """One line of the "only the changes" view.

    Attributes:
        number: the 1-based line number in the new program, or None for a gap marker.
        text: the line's text ("" for a gap).
        changed: True when the line was added or changed.
    """

    number: int | None
    text: str
    changed: bool


def changes_with_context(old: str, new: str, context: int = 2) -> list[ShownLine]:
    """The changed lines of ``new`` with ``context`` unchanged lines around each run, in
    order; a gap marker (``number=None``) separates runs that are not adjacent. Empty when
    nothing changed."""
    new_lines = new.splitlines()
    changed = changed_lines(old, new)
    keep: set[int] = set()
    for n in changed:
        keep.update(range(max(1, n - context), min(len(new_lines), n + context) + 1))
    shown: list[ShownLine] = []
    previous = 0
    for n in sorted(keep):
        if shown and n != previous + 1:
            shown.append(ShownLine(None, "", False))
        shown.append(ShownLine(n, new_lines[n - 1], n in changed))
        previous = n
    return shown
