"""The game page's panel hooks are declared Protocols (``boardgames.kit.page.hooks``): the
15-puzzle's panels satisfy the ones they offer, a panel without any hook is shown and the
page answers with its own words, and a panel offering one hook is asked for that one only
(offscreen, pytest-qt)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QLabel

from boardgames.core import events as ev
from boardgames.core.plugins import Discovery
from boardgames.games.fifteen.ui.panels import PositionPanel, SearchPanel
from boardgames.kit.page import GamePage
from boardgames.kit.page import hooks as H
from tests.examples.example_plugins import example_plugin
from tests.pages import window_maker

ALL_HOOKS = (H.SolverPanel, H.RefusingPanel, H.AnytimePanel, H.ResultWordingPanel,
             H.ProgressWordingPanel, H.RefreshingPanel, H.EventListener, H.ShuttingDownPanel)


def offered(panel: object) -> set[type]:
    return {hook for hook in ALL_HOOKS if isinstance(panel, hook)}


def test_the_fifteen_puzzles_panels_satisfy_the_hooks_they_offer():
    every_but_listening = set(ALL_HOOKS) - {H.EventListener}
    assert {hook for hook in ALL_HOOKS if issubclass(SearchPanel, hook)} == every_but_listening
    assert {hook for hook in ALL_HOOKS if issubclass(PositionPanel, hook)} == {H.RefreshingPanel}


class OnlyRefuses:
    """A panel offering one hook (not a widget: the page only calls it)."""

    def refuse(self, state: object) -> str:
        return "not this one"


class SolverSetToNone:
    solver = None


def test_an_attribute_set_to_none_is_no_hook():
    assert offered(SolverSetToNone()) == set() and offered(OnlyRefuses()) == {H.RefusingPanel}


def bare_panel(page: object) -> QLabel:
    """A panel with no hook: a plain label."""
    return QLabel("a panel of its own")


@pytest.fixture
def bare_hanoi_page(qtbot, tmp_path):
    """The Towers of Hanoi's page with one panel of its own: a plain label, no hook."""
    plugin = dataclasses.replace(example_plugin("hanoi"), panels=("tests.kit.page.test_panel_protocol:bare_panel",))
    with window_maker(qtbot, tmp_path, Discovery(plugins=[plugin])) as make:
        window = make()
        assert window.open_game("hanoi")
        page = window.views["hanoi"]
        assert isinstance(page, GamePage)
        page.flow.pace.setValue(0)
        page.board.set_animation_ms(0)
        yield page


def test_a_panel_without_hooks_is_shown_and_the_page_uses_its_own_answers(bare_hanoi_page, qtbot):
    page = bare_hanoi_page
    (label,) = page.extra
    assert type(label) is QLabel and offered(label) == set()
    assert not page.puzzle.isAncestorOf(label) and page.panel.isAncestorOf(label)  # beside, not in Solve
    puzzle = page.puzzle
    assert puzzle.refusal() == "" and puzzle.anytime() is False
    assert type(puzzle.solver(ev.SOLVE)) is type(page.choices[0].make(page.game))
    words = page.texts.progress_words(ev.SearchProgress(nodes=10, seconds=0.5), ev.SOLVE, page.extra)
    assert words == page.texts.progress(ev.SearchProgress(nodes=10, seconds=0.5), ev.SOLVE)
    puzzle.solve()
    qtbot.waitUntil(lambda: len(page.session.thinking.plan) == 3, timeout=10000)
    assert "shortest solution: 3 moves" in puzzle.result.text()
    page.refresh()  # refresh, events and shutdown pass the label by


def test_a_panel_offering_one_hook_is_asked_for_that_one(bare_hanoi_page):
    page = bare_hanoi_page
    page.extra.append(OnlyRefuses())
    page.puzzle.solve()
    assert page.puzzle.result.text() == "not this one" and not page.session.thinking.is_thinking()
    assert page.puzzle.anytime() is False
    page.refresh()
