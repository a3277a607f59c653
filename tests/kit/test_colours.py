"""Colours for every eye: the text on the boards is readable (WCAG 2.1 contrast: at least
4.5:1, 3:1 for large text such as a tile's number), and the colours that tell things apart
(X and O, the seats' discs, a tile in its place or not, the search stepper's current, open,
closed and path nodes) stay apart for people with protanopia, deuteranopia and tritanopia,
simulated with the matrices of Machado, Oliveira and Fernandes 2009 (severity 1.0, applied
to linear RGB). "Apart" is a CIE 1976 colour difference of at least :data:`APART` (about
seven times a just-noticeable difference). The labels that carry meaning besides colour
("win in 3" and "loss in 3" are worded) are not required to differ in colour. Every theme
(light, dark, high contrast: :mod:`boardgames.kit.theme`) is checked: its text at least
4.5:1 against its background, the marks, grid lines and focus ring at least 3:1 (WCAG's
non-text contrast)."""

from __future__ import annotations

import itertools
import math

import pytest

from boardgames.core.search import stepper as S
from boardgames.games.fifteen.ui.node_chart import BAR_COLOURS
from boardgames.kit.painter import SEAT_COLOURS
from boardgames.kit.theme import PALETTES, Palette

#: Machado et al. 2009, severity 1.0: linear RGB -> linear RGB as seen with the deficiency.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
#: The smallest CIE76 difference two meaningful colours keep under every simulation.
APART = 15.0
Linear = tuple[float, float, float]


def linear(colour) -> Linear:
    """``"#rrggbb"`` or a QColor as linear RGB (sRGB's transfer function undone)."""
    text = colour if isinstance(colour, str) else colour.name()
    channels = (int(text[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return tuple(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)  # type: ignore[return-value]


def seen(rgb: Linear, deficiency: str | None) -> Linear:
    if deficiency is None:
        return rgb
    m = MACHADO[deficiency]
    return tuple(min(1.0, max(0.0, sum(m[r][k] * rgb[k] for k in range(3)))) for r in range(3))  # type: ignore[return-value]


def contrast(a: Linear, b: Linear) -> float:
    """WCAG 2.1 contrast ratio of two colours."""
    lum = sorted((0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] for c in (a, b)), reverse=True)
    return (lum[0] + 0.05) / (lum[1] + 0.05)


def lab(c: Linear) -> Linear:
    x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047
    y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def difference(a, b, deficiency: str | None) -> float:
    """CIE76 difference of ``a`` and ``b`` as seen with ``deficiency`` (None: normal)."""
    return math.dist(lab(seen(linear(a), deficiency)), lab(seen(linear(b), deficiency)))


def meaningful_pairs(c: Palette) -> dict[str, tuple]:
    pairs = {"X and O": (c.marks[0][0], c.marks[1][0]),
             "tile in its place or not": (c.tile_home[0], c.tile[0])}
    for (i, a), (j, b) in itertools.combinations(enumerate(SEAT_COLOURS), 2):
        pairs[f"seats {i + 1} and {j + 1}"] = (a[0], b[0])
    shown = (S.CURRENT, S.OPEN, S.CLOSED, S.PATH)
    for a, b in itertools.combinations(shown, 2):  # a node's border tells its status
        pairs[f"stepper {a} and {b}"] = (c.status[a][1], c.status[b][1])
    for a, b in itertools.combinations(BAR_COLOURS, 2):  # Compare's bars: the outcome
        pairs[f"Compare's {a} and {b} bars"] = (getattr(c, BAR_COLOURS[a]), getattr(c, BAR_COLOURS[b]))
    return pairs


@pytest.mark.parametrize("name", list(PALETTES))
@pytest.mark.parametrize("deficiency", [None, *MACHADO])
def test_the_colours_that_tell_things_apart_stay_apart(deficiency, name):
    pairs = meaningful_pairs(PALETTES[name])
    close = {what: round(difference(a, b, deficiency), 1) for what, (a, b) in pairs.items()
             if difference(a, b, deficiency) < APART}
    assert not close, f"{name} theme, too close for {deficiency or 'normal vision'}: {close}"


def test_the_simulation_is_the_published_one():
    """Pure red as a protanope and a deuteranope sees it (Machado et al. 2009, Table 1)."""
    red = (1.0, 0.0, 0.0)
    assert seen(red, "protanopia") == pytest.approx((0.152286, 0.114503, 0.0), abs=1e-6)
    assert seen(red, "deuteranopia") == pytest.approx((0.367322, 0.280085, 0.0), abs=1e-6)
    assert difference("#ff0000", "#00ff00", None) > difference("#ff0000", "#00ff00", "deuteranopia")
    assert contrast(linear("#ffffff"), linear("#000000")) == pytest.approx(21.0)


def text_pairs(c: Palette) -> dict[str, tuple[str, str, float]]:
    """(text colour, background, the ratio WCAG AA asks for) of the window's and the boards'
    texts in palette ``c``; marks, lines and rings (non-text) need 3:1."""
    pairs = {f"show-thinking '{kind}' label": (ink, tint, 4.5) for kind, (tint, ink) in c.thinking.items()}
    for name, (fill, ink) in (("a tile in its place", c.tile_home), ("a tile not in its place", c.tile),
                              ("a searched tile", c.searched)):
        pairs[f"the number on {name}"] = (ink, fill, 4.5)
    for name, ink in (("text", c.ink), ("muted text", c.muted), ("an error", c.error), ("a check passed", c.good),
                      ("the legend and the stepper's labels", c.ink)):
        pairs[f"{name} on the paper"] = (ink, c.paper, 4.5)
        pairs[f"{name} in a box"] = (ink, c.panel, 4.5)
    pairs["a primary button's text"] = (c.accent_ink, c.accent, 4.5)
    pairs["a hovered primary button's text"] = (c.accent_ink, c.accent_hover, 4.5)
    pairs["an error on its own paper"] = (c.error, c.error_paper, 4.5)
    pairs["a disabled control's text"] = (c.disabled, c.panel, 3.0)  # (WCAG asks nothing; still read)
    for seat, fill in enumerate(c.marks):
        for where, paper in (("the board", c.board), ("a hovered cell", c.hover), ("the last move's cell", c.last),
                             ("a winning cell", c.win_fills[seat])):
            pairs[f"{'XO'[seat]} on {where}"] = (fill[0], paper, 3.0)
    pairs["the grid lines"] = (c.grid, c.board, 3.0)
    pairs["the focus ring"] = (c.focus, c.paper, 3.0)
    pairs["the 15-puzzle's frame"] = (c.frame, c.paper, 3.0)
    for status in (S.CURRENT, S.OPEN, S.CLOSED, S.PATH):  # a node's border on the tree's paper
        pairs[f"the stepper's {status} border"] = (c.status[status][1], c.paper, 3.0)
    for kind, name in BAR_COLOURS.items():
        pairs[f"Compare's {kind} bar"] = (getattr(c, name), c.panel, 3.0)
    code = c.code
    pairs["a program's line numbers"] = (code["gutter_ink"], code["gutter"], 4.5)
    pairs["a program's changed line"] = (c.ink, code["changed"], 4.5)
    pairs["a program's removed line"] = (code["removed_ink"], code["removed"], 4.5)
    pairs["the changed lines' bar"] = (code["changed_bar"], code["gutter"], 3.0)
    return pairs


@pytest.mark.parametrize("name", list(PALETTES))
def test_text_meets_wcag_aa_in_every_theme(name):
    low = {what: round(contrast(linear(ink), linear(paper)), 2)
           for what, (ink, paper, needed) in text_pairs(PALETTES[name]).items()
           if contrast(linear(ink), linear(paper)) < needed}
    assert not low, f"below WCAG AA in the {name} theme: {low}"
