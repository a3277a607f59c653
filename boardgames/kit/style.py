"""The application's look: a calm, high-contrast style that reads well on a projector.

Font sizes live in the style sheet, computed for the current zoom factor, so Ctrl+Plus and
Ctrl+Minus scale every label, button and panel together; its colours are the theme's
(:mod:`boardgames.kit.theme`: light, dark, high contrast).
"""

from __future__ import annotations

from collections.abc import Callable

from boardgames.kit import theme
from boardgames.resources import resource

#: Base font size in points at zoom 1.0.
BASE_POINT_SIZE = 12.0

#: Zoom limits and step (Ctrl+Plus / Ctrl+Minus multiply or divide by ZOOM_STEP).
MIN_ZOOM, MAX_ZOOM, ZOOM_STEP = 0.6, 3.0, 1.15

def clamp_zoom(factor: float) -> float:
    """``factor`` limited to ``MIN_ZOOM .. MAX_ZOOM``."""
    return max(MIN_ZOOM, min(MAX_ZOOM, factor))


def base_font_size(zoom: float = 1.0) -> float:
    """The application font's point size at ``zoom``."""
    return BASE_POINT_SIZE * clamp_zoom(zoom)


def style_sheet(zoom: float = 1.0, palette: theme.Palette | None = None) -> str:
    """The application style sheet with every font scaled by ``zoom`` (1.0 = normal), in
    ``palette``'s colours (default: the theme in use)."""
    z = clamp_zoom(zoom)
    c = palette or theme.current()

    def pt(size: float) -> str:
        return f"{size * z:.1f}pt"

    return ("\n" + _start_page_rules(c, pt) + _widget_rules(c, pt) + _game_bar_rules(c, pt)
            + (_outlined(c) if c.name == theme.CONTRAST else ""))


def _start_page_rules(c: theme.Palette, pt: Callable[[float], str]) -> str:
    """The start page: its heading, the plug-in errors and the game cards (``pt`` gives a
    font size in points at the zoom)."""
    return f"""QMainWindow, #startPage, #startCards, #startCards > QWidget > QWidget {{ background: {c.paper}; }}
QLabel#heading {{ font-size: {pt(26)}; font-weight: bold; color: {c.ink}; }}
QLabel#subheading {{ font-size: {pt(14)}; color: {c.muted}; }}
QLabel#pluginErrors {{ color: {c.error}; background: {c.error_paper}; border: 1px solid {c.error};
                       border-radius: 6px; padding: 8px; }}
QPushButton#card {{ background: {c.panel}; border: 2px solid {c.line}; border-radius: 16px;
                    padding: 16px; text-align: left; }}
QPushButton#card:hover {{ border-color: {c.accent}; background: {c.panel}; }}
QPushButton#card:focus {{ border: 3px solid {c.accent}; }}
QPushButton#card:pressed {{ background: {c.paper}; }}
QLabel#cardTitle {{ font-size: {pt(20)}; font-weight: bold; color: {c.ink}; }}
QLabel#cardText {{ font-size: {pt(13)}; color: {c.muted}; }}
"""


def _widget_rules(c: theme.Palette, pt: Callable[[float], str]) -> str:
    """Group boxes, labels by role, push buttons (the primary one filled), the side panel
    and the toolbar."""
    return f"""QGroupBox {{ font-weight: bold; border: 1px solid {c.line}; border-radius: 8px;
             margin-top: 1.3em; padding: 0.5em 0.3em 0.3em 0.3em; background: {c.panel};
             color: {c.ink}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {c.ink}; }}
QLabel[role="error"] {{ color: {c.error}; font-weight: bold; }}
QLabel[role="good"] {{ color: {c.good}; }}
QLabel[role="bad"] {{ color: {c.error}; }}
QLabel[role="big"] {{ font-size: {pt(18)}; font-weight: bold; color: {c.ink}; }}
QLabel[role="muted"] {{ color: {c.muted}; }}
QPushButton {{ padding: 5px 12px; }}
QPushButton[role="primary"] {{ background: {c.accent}; color: {c.accent_ink}; border: none;
                               border-radius: 5px; padding: 7px 16px; font-weight: bold; }}
QPushButton[role="primary"]:hover {{ background: {c.accent_hover}; }}
QPushButton[role="primary"]:disabled {{ background: {c.line}; color: {c.disabled}; }}
QScrollArea#sidePanel, QScrollArea#sidePanel > QWidget > QWidget {{ background: {c.paper}; border: none; }}
QToolBar#mainToolbar {{ spacing: 6px; padding: 3px; }}
"""


def _game_bar_rules(c: theme.Palette, pt: Callable[[float], str]) -> str:
    """The bar above a game's board: the level control, the goal, whose turn, the score and
    the "?" button; the toolbar's buttons."""
    return f"""QLabel#levelNumber {{ font-size: {pt(20)}; font-weight: bold; color: {c.ink}; }}
QToolButton#levelArrow {{ font-size: {pt(22)}; font-weight: bold; color: {c.accent}; border: none;
                          padding: 0 8px; }}
QToolButton#levelArrow:disabled {{ color: {c.disabled}; }}
QLabel#levelTitle {{ color: {c.muted}; }}
QLabel#gameGoal {{ font-size: {pt(14)}; color: {c.ink}; }}
QLabel#gameTurn {{ font-size: {pt(17)}; }}
QLabel#gameScore {{ font-size: {pt(14)}; color: {c.muted}; }}
QToolButton#helpButton {{ font-size: {pt(22)}; font-weight: bold; color: {c.accent_ink};
                          background: {c.accent}; border: none; border-radius: 8px;
                          min-width: 1.6em; min-height: 1.6em; }}
QToolButton#helpButton:hover {{ background: {c.accent_hover}; }}
QToolBar#mainToolbar QToolButton {{ padding: 4px 10px; }}
"""


def _icon(name: str) -> str:
    """A shipped icon's path for a style sheet's ``url()`` (forward slashes on Windows too)."""
    return resource("icons", name).as_posix()


def _outlined(c: theme.Palette) -> str:
    """High contrast: every field and box outlined (black on black would hide them)."""
    return f"""
QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit, QAbstractItemView {{
    border: 1px solid {c.line}; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 12px; height: 12px;
    border: 2px solid {c.line}; background: {c.paper}; }}
QRadioButton::indicator {{ border-radius: 8px; }}
QCheckBox::indicator:checked, QRadioButton::indicator:checked {{ background: {c.accent}; }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ border-color: {c.disabled}; }}
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {{ width: 16px; border: none;
    background: {c.paper}; }}
QAbstractSpinBox::up-arrow {{ image: url({_icon("spin-up-light.svg")}); width: 10px; height: 6px; }}
QAbstractSpinBox::down-arrow {{ image: url({_icon("spin-down-light.svg")}); width: 10px; height: 6px; }}
QPushButton {{ border: 1px solid {c.line}; }}
QPushButton:focus, QToolButton:focus {{ border: 2px solid {c.focus}; }}
"""
