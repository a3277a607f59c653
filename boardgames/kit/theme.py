"""The app's colours, in one place for every theme: light, dark and high contrast (Qt).

A :class:`Palette` names every colour whose meaning must survive a change of theme: the
paper and the ink of the window and the boards, the 15-puzzle's tiles, tic-tac-toe's
board and marks, the "show thinking" labels, the search stepper's node colours. The style
sheet (:mod:`boardgames.kit.style`) and the painters read :func:`current` whenever they
draw, so a change of theme (:func:`apply`) shows at the next repaint. "Automatic" follows
the system's colour scheme (``QStyleHints.colorScheme``: dark or light).

The colours are checked by ``tests/kit/test_colours.py`` in every theme: text at least
4.5:1 (WCAG 2.1 AA) against its background, and the pairs that carry meaning apart under
simulated colour blindness.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

AUTO, LIGHT, DARK, CONTRAST = "auto", "light", "dark", "contrast"
#: The choices of View > Theme, in the menu's order.
THEMES = (AUTO, LIGHT, DARK, CONTRAST)


@dataclass(frozen=True)
class Palette:
    """One theme's colours (``"#rrggbb"``). Pairs are (background, text) unless said."""

    name: str
    paper: str            # the window's and the boards' background
    panel: str            # group boxes, cards
    ink: str              # text
    muted: str            # secondary text (still 4.5:1 on paper and panel)
    accent: str           # primary buttons, focus of cards, links
    accent_ink: str       # text on accent
    accent_hover: str
    line: str             # borders
    error: str            # error text
    error_paper: str
    good: str             # a passed check's text
    focus: str            # the keyboard's focus ring on the boards
    hint: str             # the outline of a hinted move
    frame: str            # the 15-puzzle's frame
    tile: tuple[str, str]       # a tile not on its goal cell: (fill, number)
    tile_home: tuple[str, str]  # a tile on its goal cell
    searched: tuple[str, str]   # a tile of a position a search looks at
    board: str            # tic-tac-toe's board
    grid: str             # its lines
    hover: str            # the cell under the pointer (with a preview)
    last: str             # the last move's cell
    marks: tuple[tuple[str, str], tuple[str, str]]  # X and O: (stroke, dark)
    win_fills: tuple[str, str]  # the winning cells' tint, by the winner
    thinking: dict[str, tuple[str, str]] = field(default_factory=dict)  # kind -> (tint, ink)
    status: dict[str, tuple[str, str]] = field(default_factory=dict)  # stepper: (fill, border)
    tree_edge: str = "#9aa4ae"   # the stepper's edges off the path
    disabled: str = "#6b7785"    # the text of a control that cannot be used now
    # programs (the lesson's program view, the exercise editor) on the panel colour:
    # pygments' style for the tokens (a token colour under 4.5:1 gives way to the ink) and
    # the margin, the changed lines' band and bar, the removed lines' band and text
    code_style: str = "default"
    code: dict[str, str] = field(default_factory=lambda: dict(LIGHT_CODE))

    def colour(self, name: str) -> QColor:
        """The colour called ``name`` as a QColor."""
        return QColor(getattr(self, name))


LIGHT_CODE = {"gutter": "#eef1f5", "gutter_ink": "#4a5968", "changed": "#fff1b8",
              "changed_bar": "#a86400", "removed": "#fbdcdc", "removed_ink": "#9b2c2c"}

LIGHT_PALETTE = Palette(
    name=LIGHT, paper="#f4f6f9", panel="#ffffff", ink="#1d2b3a", muted="#4a5968",
    accent="#2f6fb2", accent_ink="#ffffff", accent_hover="#285f99", line="#d5dce4",
    error="#9b1c1c", error_paper="#fdecec", good="#1e6b30", focus="#c25e00", hint="#ffe15c",
    frame="#1d2b3a", tile=("#b35c00", "#ffffff"), tile_home=("#3f6f9f", "#ffffff"),
    searched=("#6b7785", "#ffffff"), board="#ffffff", grid="#1d2b3a", hover="#dbe9f8",
    last="#fff3c4", marks=(("#1f5fa8", "#17477e"), ("#c0392b", "#8e2a20")),
    win_fills=("#d6e5f7", "#fbe6e3"),
    thinking={"win": ("#d4f0d9", "#14602a"), "draw": ("#e6eaef", "#3c4a58"),
              "loss": ("#f9dcdc", "#8e1b1b"), "value": ("#f4f6f9", "#1d2b3a"),
              "bound": ("#f4f6f9", "#5b6877")},
    status={"current": ("#ffd28a", "#b35c00"), "open": ("#d3e6fb", "#2f6fb2"),
            "closed": ("#d7dbe0", "#56606b"), "path": ("#cdeed5", "#14602a"),
            "pruned": ("#ffffff", "#a0a8b0"), "dropped": ("#ffffff", "#c0c6cc")},
    tree_edge="#9aa4ae")

DARK_PALETTE = Palette(
    name=DARK, paper="#161c24", panel="#212a35", ink="#e8eef5", muted="#b4c0cc",
    accent="#7cb6f2", accent_ink="#0d1520", accent_hover="#a3cdf7", line="#3c4856",
    error="#ff9b9b", error_paper="#3a1d1d", good="#8fdc9c", focus="#ffa54f", hint="#ffe15c",
    frame="#aeb9c6", tile=("#b35c00", "#ffffff"), tile_home=("#3f6f9f", "#ffffff"),
    searched=("#56616e", "#ffffff"), board="#212a35", grid="#c9d4e0", hover="#263a50",
    last="#3d3620", marks=(("#6fb1ff", "#3d86d9"), ("#ff7a6b", "#d9503f")),
    win_fills=("#24405f", "#5a2a26"),
    thinking={"win": ("#1d4a2a", "#b8f0c4"), "draw": ("#2c3642", "#dfe6ee"),
              "loss": ("#5a2323", "#ffd0d0"), "value": ("#212a35", "#e8eef5"),
              "bound": ("#212a35", "#b4c0cc")},
    status={"current": ("#6b4a12", "#ffb347"), "open": ("#1f3b5c", "#7cb6f2"),
            "closed": ("#3a4350", "#c0c8d2"), "path": ("#1d4a2a", "#6fdc8a"),
            "pruned": ("#212a35", "#6b7785"), "dropped": ("#212a35", "#4a5562")},
    tree_edge="#6b7785", disabled="#8794a3", code_style="github-dark",
    code={"gutter": "#1b222c", "gutter_ink": "#b4c0cc", "changed": "#3d3620",
          "changed_bar": "#ffb347", "removed": "#3a1d1d", "removed_ink": "#ff9b9b"})

CONTRAST_PALETTE = Palette(
    name=CONTRAST, paper="#000000", panel="#000000", ink="#ffffff", muted="#ffffff",
    accent="#ffff00", accent_ink="#000000", accent_hover="#ffffff", line="#ffffff",
    error="#ff8080", error_paper="#000000", good="#66ff66", focus="#00ffff", hint="#ffff00",
    frame="#ffffff", tile=("#ffe100", "#000000"), tile_home=("#0038a8", "#ffffff"),
    searched=("#7a7a7a", "#000000"), board="#000000", grid="#ffffff", hover="#003366",
    last="#333300", marks=(("#00e5ff", "#00a3b5"), ("#ff66cc", "#c23d99")),
    win_fills=("#003a44", "#4d1a3d"),
    thinking={"win": ("#000000", "#66ff66"), "draw": ("#000000", "#ffffff"),
              "loss": ("#000000", "#ff9999"), "value": ("#000000", "#ffffff"),
              "bound": ("#000000", "#ffff00")},
    status={"current": ("#ffff00", "#ffd000"), "open": ("#ffffff", "#0050ff"),
            "closed": ("#9a9a9a", "#d0d0d0"), "path": ("#66ff66", "#00b050"),
            "pruned": ("#ffffff", "#9a9a9a"), "dropped": ("#d0d0d0", "#5a5a5a")},
    tree_edge="#ffffff", disabled="#a6a6a6", code_style="bw",
    code={"gutter": "#000000", "gutter_ink": "#ffffff", "changed": "#333300",
          "changed_bar": "#ffff00", "removed": "#4d0000", "removed_ink": "#ff9999"})

PALETTES = {p.name: p for p in (LIGHT_PALETTE, DARK_PALETTE, CONTRAST_PALETTE)}

_current = LIGHT_PALETTE


def current() -> Palette:
    """The palette in use."""
    return _current


def resolve(choice: str) -> Palette:
    """The palette of ``choice`` (one of :data:`THEMES`; "auto": the system's scheme,
    dark or light; anything else: light)."""
    if choice == AUTO:
        return DARK_PALETTE if system_is_dark() else LIGHT_PALETTE
    return PALETTES.get(choice, LIGHT_PALETTE)


def system_is_dark() -> bool:
    """True when the desktop asks for dark colours (``QStyleHints.colorScheme``; unknown
    counts as light)."""
    if QGuiApplication.instance() is None:
        return False
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def apply(choice: str) -> Palette:
    """Use ``choice``'s palette from now on, for the painters and the widgets' own colours
    (the application's QPalette; the style sheet is the caller's to set again)."""
    global _current
    _current = resolve(choice)
    app = QGuiApplication.instance()
    if isinstance(app, QApplication):
        # light on a light desktop: the style's own palette, as before themes existed
        standard = _current is LIGHT_PALETTE and not system_is_dark()
        app.setPalette(app.style().standardPalette() if standard else qt_palette(_current))
    return _current


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG 2.1 contrast ratio of ``a`` and ``b`` (1.0 to 21.0)."""
    def luminance(colour: QColor) -> float:
        channels = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
                    for c in (colour.redF(), colour.greenF(), colour.blueF())]
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_on_paper(*candidates: QColor) -> QColor:
    """The first of ``candidates`` (a seat's dark and bright colour) that reads as text on
    the paper (4.5:1), else the ink."""
    paper = current().colour("paper")
    return next((c for c in candidates if contrast(c, paper) >= 4.5), current().colour("ink"))


def qt_palette(palette: Palette) -> QPalette:
    """``palette`` as Qt's QPalette (what the style draws plain widgets with)."""
    qt = QPalette()
    roles = {QPalette.Window: palette.paper, QPalette.WindowText: palette.ink,
             QPalette.Base: palette.panel, QPalette.AlternateBase: palette.paper,
             QPalette.Text: palette.ink, QPalette.Button: palette.panel,
             QPalette.ButtonText: palette.ink, QPalette.Highlight: palette.accent,
             QPalette.HighlightedText: palette.accent_ink, QPalette.ToolTipBase: palette.panel,
             QPalette.ToolTipText: palette.ink, QPalette.PlaceholderText: palette.muted,
             QPalette.Link: palette.accent, QPalette.BrightText: palette.error,
             QPalette.Light: palette.line, QPalette.Mid: palette.line, QPalette.Dark: palette.muted}
    for role, colour in roles.items():
        qt.setColor(role, QColor(colour))
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
        qt.setColor(QPalette.Disabled, role, QColor(palette.disabled))
    return qt
