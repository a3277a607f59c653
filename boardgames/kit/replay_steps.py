"""Stepping through a finished game's moves (Qt): the first / back / play / forward / last
buttons of the replays (the students' tournament, the class tournament) and where each
takes the replay."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton


def stepped(ply: int, end: int, where: str) -> int:
    """The move shown after the step ``where`` (``"first"``, ``"back"``, ``"forward"``,
    ``"last"``) from move ``ply`` of a game of ``end`` moves (0: the empty board)."""
    return {"first": 0, "back": max(0, ply - 1), "forward": min(end, ply + 1), "last": end}[where]


def can_step(where: str, ply: int, end: int | None) -> bool:
    """True when the button ``where`` does something at move ``ply`` of a game of ``end``
    moves (``None``: no game shown); "play" works while the game has moves."""
    if end is None or end == 0:
        return False
    if where in ("first", "back"):
        return ply > 0
    return where == "play" or ply < end


def step_buttons(step: Callable[[str], None], play: bool = False) -> dict[str, QPushButton]:
    """The step buttons in their order, each calling ``step(key)``; with a "play" button
    in the middle when ``play``. Their tooltips are their accessible names."""
    translate = QCoreApplication.translate
    keys = [("first", "«", translate("ReplaySteps", "The empty board")),
            ("back", "‹", translate("ReplaySteps", "One move back"))]
    if play:
        keys.append(("play", "▶", translate("ReplaySteps", "Play the game move by move")))
    keys += [("forward", "›", translate("ReplaySteps", "One move forward")),
             ("last", "»", translate("ReplaySteps", "The end of the game"))]
    buttons: dict[str, QPushButton] = {}
    for key, text, tip in keys:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(lambda _checked=False, k=key: step(k))
        buttons[key] = button
    return buttons
