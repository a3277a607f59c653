"""What changed in a stage's program since the previous stage (Qt-free).

Line numbers are 1-based, counted in the *new* program. Programs of up to about a thousand
lines are compared with difflib's ``SequenceMatcher``; longer ones (which it would take
seconds over) with patience diffing (Bram Cohen's: lines that occur once in both programs
anchor the match, found as a longest increasing subsequence; the gaps between anchors are
matched again, small ones with ``SequenceMatcher``), which takes milliseconds.
"""

from __future__ import annotations

import bisect
import difflib
from dataclasses import dataclass

#: Above this product of the two programs' line counts, :func:`matched_lines` uses
#: patience diffing instead of one ``SequenceMatcher`` over everything.
EXACT_WORK = 1_000_000


def changed_lines(old: str, new: str) -> set[int]:
    """The 1-based numbers of the lines of ``new`` that were added or changed relative to
    ``old``. With ``old == ""`` (the first stage) every line counts as new."""
    new_lines = new.splitlines()
    kept = {j for _i, j in matched_lines(old.splitlines(), new_lines)}
    return {j + 1 for j in range(len(new_lines)) if j not in kept}


def removed_count(old: str, new: str) -> int:
    """How many lines of ``old`` are gone (deleted or replaced) in ``new``."""
    old_lines = old.splitlines()
    return len(old_lines) - len(matched_lines(old_lines, new.splitlines()))


def matched_lines(a: list[str], b: list[str]) -> list[tuple[int, int]]:
    """The pairs ``(i, j)`` (0-based, increasing in both) of lines ``a[i] == b[j]`` that
    stay from ``a`` to ``b``; every other line of ``b`` is new or changed."""
    if len(a) * len(b) <= EXACT_WORK:
        return _sequence_matches(a, b, 0, len(a), 0, len(b))
    pairs: list[tuple[int, int]] = []
    todo = [(0, len(a), 0, len(b))]
    while todo:  # a stack, not recursion: no depth limit on long programs
        a_lo, a_hi, b_lo, b_hi = todo.pop()
        while a_lo < a_hi and b_lo < b_hi and a[a_lo] == b[b_lo]:
            pairs.append((a_lo, b_lo))
            a_lo, b_lo = a_lo + 1, b_lo + 1
        while a_lo < a_hi and b_lo < b_hi and a[a_hi - 1] == b[b_hi - 1]:
            a_hi, b_hi = a_hi - 1, b_hi - 1
            pairs.append((a_hi, b_hi))
        if a_lo == a_hi or b_lo == b_hi:
            continue
        anchors = _unique_anchors(a, b, a_lo, a_hi, b_lo, b_hi)
        if not anchors:
            if (a_hi - a_lo) * (b_hi - b_lo) <= EXACT_WORK:
                pairs += _sequence_matches(a, b, a_lo, a_hi, b_lo, b_hi)
            continue
        pairs += anchors
        starts = [(a_lo, b_lo)] + [(i + 1, j + 1) for i, j in anchors]
        ends = anchors + [(a_hi, b_hi)]
        todo += [(i0, i1, j0, j1) for (i0, j0), (i1, j1) in zip(starts, ends, strict=True)]
    return sorted(pairs)


def _sequence_matches(a: list[str], b: list[str], a_lo: int, a_hi: int, b_lo: int,
                      b_hi: int) -> list[tuple[int, int]]:
    """The matched line pairs of ``a[a_lo:a_hi]`` and ``b[b_lo:b_hi]`` by difflib."""
    matcher = difflib.SequenceMatcher(None, a[a_lo:a_hi], b[b_lo:b_hi], autojunk=False)
    return [(a_lo + i + k, b_lo + j + k) for i, j, size in matcher.get_matching_blocks()
            for k in range(size)]


def _unique_anchors(a: list[str], b: list[str], a_lo: int, a_hi: int, b_lo: int,
                    b_hi: int) -> list[tuple[int, int]]:
    """The longest increasing run of pairs of lines that occur exactly once in each range
    (patience sorting: O(n log n))."""
    def once(lines: list[str], lo: int, hi: int) -> dict[str, int]:
        seen: dict[str, int] = {}
        for k in range(lo, hi):
            seen[lines[k]] = -1 if lines[k] in seen else k
        return {line: k for line, k in seen.items() if k >= 0}

    in_b = once(b, b_lo, b_hi)
    pairs = [(i, in_b[line]) for line, i in once(a, a_lo, a_hi).items() if line in in_b]
    pairs.sort()
    tails: list[int] = []  # tails[k]: the smallest j ending an increasing run of length k+1
    tail_index: list[int] = []
    back: list[int] = []
    for n, (_i, j) in enumerate(pairs):
        k = bisect.bisect_left(tails, j)
        back.append(tail_index[k - 1] if k else -1)
        if k == len(tails):
            tails.append(j)
            tail_index.append(n)
        else:
            tails[k], tail_index[k] = j, n
    run, n = [], tail_index[-1] if tail_index else -1
    while n >= 0:
        run.append(pairs[n])
        n = back[n]
    return run[::-1]


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
        number: the 1-based line number in the new program, or None for a line that was
            removed and for a gap marker.
        text: the line's text (a removed line's old text; "" for a gap).
        changed: True when the line was added or changed.
        removed: True for a line of the previous program that is gone (shown struck out
            where it was).
    """

    number: int | None
    text: str
    changed: bool
    removed: bool = False

    @property
    def gap(self) -> bool:
        """True for the marker between runs of changes that are not adjacent."""
        return self.number is None and not self.removed


def _all_lines(old: str, new: str) -> list[ShownLine]:
    """Every line of ``new`` in order, with the removed lines of ``old`` placed where they
    were (before what replaced them)."""
    old_lines, new_lines = old.splitlines(), new.splitlines()
    pairs = matched_lines(old_lines, new_lines) + [(len(old_lines), len(new_lines))]
    shown: list[ShownLine] = []
    i = j = 0
    for i_next, j_next in pairs:
        shown += [ShownLine(None, old_lines[k], False, removed=True) for k in range(i, i_next)]
        shown += [ShownLine(k + 1, new_lines[k], True) for k in range(j, j_next)]
        if j_next < len(new_lines):
            shown.append(ShownLine(j_next + 1, new_lines[j_next], False))
        i, j = i_next + 1, j_next + 1
    return shown


def changes_with_context(old: str, new: str, context: int = 2) -> list[ShownLine]:
    """The added, changed and removed lines with ``context`` unchanged lines around each
    run, in order; a gap marker (:attr:`ShownLine.gap`) separates runs that are not
    adjacent. Empty when nothing changed."""
    every = _all_lines(old, new)
    keep: set[int] = set()
    for k, line in enumerate(every):
        if line.changed or line.removed:
            keep.update(range(max(0, k - context), min(len(every), k + context + 1)))
    shown: list[ShownLine] = []
    previous = -1
    for k in sorted(keep):
        if shown and k != previous + 1:
            shown.append(ShownLine(None, "", False))
        shown.append(every[k])
        previous = k
    return shown
