"""The application's look: a calm, high-contrast style that reads well on a projector.

Font sizes live in the style sheet, computed for the current zoom factor, so Ctrl+Plus and
Ctrl+Minus scale every label, button and panel together.
"""

from __future__ import annotations

#: Base font size in points at zoom 1.0.
BASE_POINT_SIZE = 12.0

#: Zoom limits and step (Ctrl+Plus / Ctrl+Minus multiply or divide by ZOOM_STEP).
MIN_ZOOM, MAX_ZOOM, ZOOM_STEP = 0.6, 3.0, 1.15

ACCENT = "#2f6fb2"
INK = "#1d2b3a"
MUTED = "#4a5968"
PAPER = "#f4f6f9"

#: "Show thinking" labels on every board, by kind: (cell tint, text colour) as colour names.
#: "value" is a heuristic score; "bound" a score that is only a bound.
THINKING_COLOURS = {
    "win": ("#d4f0d9", "#14602a"),
    "draw": ("#e6eaef", "#3c4a58"),
    "loss": ("#f9dcdc", "#8e1b1b"),
    "value": ("#f4f6f9", "#1d2b3a"),
    "bound": ("#f4f6f9", "#5b6877"),
}


def clamp_zoom(factor: float) -> float:
    """``factor`` limited to ``MIN_ZOOM .. MAX_ZOOM``."""
    return max(MIN_ZOOM, min(MAX_ZOOM, factor))


def base_font_size(zoom: float = 1.0) -> float:
    """The application font's point size at ``zoom``."""
    return BASE_POINT_SIZE * clamp_zoom(zoom)


def style_sheet(zoom: float = 1.0) -> str:
    """The application style sheet with every font scaled by ``zoom`` (1.0 = normal)."""
    z = clamp_zoom(zoom)

    def pt(size: float) -> str:
        return f"{size * z:.1f}pt"

    return f"""
QMainWindow, #startPage, #startCards, #startCards > QWidget > QWidget {{ background: {PAPER}; }}
QLabel#heading {{ font-size: {pt(26)}; font-weight: bold; color: {INK}; }}
QLabel#subheading {{ font-size: {pt(14)}; color: {MUTED}; }}
QLabel#pluginErrors {{ color: #9b1c1c; background: #fdecec; border: 1px solid #e7b3b3;
                       border-radius: 6px; padding: 8px; }}
QPushButton#card {{ background: white; border: 2px solid #d5dce4; border-radius: 16px;
                    padding: 16px; text-align: left; }}
QPushButton#card:hover {{ border-color: {ACCENT}; background: #f0f6fd; }}
QPushButton#card:focus {{ border: 3px solid {ACCENT}; }}
QPushButton#card:pressed {{ background: #e2eefb; }}
QLabel#cardTitle {{ font-size: {pt(20)}; font-weight: bold; color: {INK}; }}
QLabel#cardText {{ font-size: {pt(13)}; color: {MUTED}; }}
QGroupBox {{ font-weight: bold; border: 1px solid #d5dce4; border-radius: 8px;
             margin-top: 1.3em; padding: 0.5em 0.3em 0.3em 0.3em; background: white; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {INK}; }}
QLabel[role="error"] {{ color: #9b1c1c; font-weight: bold; }}
QLabel[role="good"] {{ color: #1e6b30; }}
QLabel[role="bad"] {{ color: #9b1c1c; }}
QLabel[role="big"] {{ font-size: {pt(18)}; font-weight: bold; color: {INK}; }}
QLabel[role="muted"] {{ color: {MUTED}; }}
QPushButton {{ padding: 5px 12px; }}
QPushButton[role="primary"] {{ background: {ACCENT}; color: white; border: none;
                               border-radius: 5px; padding: 7px 16px; font-weight: bold; }}
QPushButton[role="primary"]:hover {{ background: #285f99; }}
QPushButton[role="primary"]:disabled {{ background: #9bb5d1; }}
QScrollArea#sidePanel, QScrollArea#sidePanel > QWidget > QWidget {{ background: {PAPER}; border: none; }}
QToolBar#mainToolbar {{ spacing: 6px; padding: 3px; }}
QLabel#levelNumber {{ font-size: {pt(20)}; font-weight: bold; color: {INK}; }}
QToolButton#levelArrow {{ font-size: {pt(22)}; font-weight: bold; color: {ACCENT}; border: none;
                          padding: 0 8px; }}
QToolButton#levelArrow:disabled {{ color: #b8c2cc; }}
QLabel#levelTitle {{ color: {MUTED}; }}
QLabel#gameGoal {{ font-size: {pt(14)}; color: {INK}; }}
QLabel#gameTurn {{ font-size: {pt(17)}; }}
QLabel#gameScore {{ font-size: {pt(14)}; color: {MUTED}; }}
QToolButton#helpButton {{ font-size: {pt(22)}; font-weight: bold; color: white;
                          background: {ACCENT}; border: none; border-radius: 8px;
                          min-width: 1.6em; min-height: 1.6em; }}
QToolButton#helpButton:hover {{ background: #285f99; }}
QToolBar#mainToolbar QToolButton {{ padding: 4px 10px; }}
"""
