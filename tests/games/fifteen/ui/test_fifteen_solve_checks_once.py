"""A Solve in the app applies the solvability rule once, from the click to the played
solution: the panel's refusal check, and neither the player nor its search again; an
unsolvable position is still refused at once with the rule's numbers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from boardgames.games.fifteen.ui.panels import PositionPanel

T1 = (5, 1, 7, 3, 9, 2, 11, 4, 13, 6, 15, 8, 0, 10, 14, 12)  # challenge T1, 15 moves


@pytest.fixture
def applications(solvability_checks, monkeypatch):
    """The rule's applications by the Solve; the position panel's own verdict, shown for
    every position, is left out."""
    monkeypatch.setattr(PositionPanel, "refresh", lambda self: None)
    return solvability_checks


@pytest.mark.parametrize("board, size", [(T1, (4, 4)), ((1, 2, 3, 4, 5, 6, 0, 7, 8), (3, 3))])
def test_a_solve_checks_solvability_once(view, qtbot, applications, board, size):
    view.new_position(board, {"rows": size[0], "cols": size[1]}, "Set position")
    applications.clear()
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(view.session.thinking.plan) or view.session.is_over(), timeout=60000)
    assert applications == [board]


def test_an_unsolvable_position_is_refused_at_once_after_one_check(view, qtbot, applications):
    board = T1[:13] + (T1[14], T1[13], T1[15])
    view.new_position(board, {"rows": 4, "cols": 4}, "Set position")
    applications.clear()
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    assert not view.session.thinking.is_thinking()
    text = view.puzzle.result.text()
    assert "refuses" in text and "cannot be solved" in text
    assert applications == [board]
