"""Fixtures of the 15-puzzle's tests."""

from __future__ import annotations

import pytest

from boardgames.games.fifteen import solvability as rule


@pytest.fixture
def solvability_checks(monkeypatch):
    """The boards the solvability rule is applied to, in order (every verdict of
    :mod:`boardgames.games.fifteen.solvability` counts inversions)."""
    counted = []
    count = rule.count_inversions

    def counting(board):
        counted.append(tuple(board))
        return count(board)

    monkeypatch.setattr(rule, "count_inversions", counting)
    return counted
