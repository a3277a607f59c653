"""The generic search stepper window (kit/stepper): opened from the 15-puzzle page as a
generic tool, stepped, run, undone; the counts on screen follow; switching the heuristic
restarts with a smaller tree; it opens from a lesson and on other boards too."""

import random

import pytest
from PySide6.QtCore import Qt

from boardgames.core.plugins import discover
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.search.offered import random_position
from boardgames.kit.stepper.window import StepperWindow, open_stepper

POSITION = random_position(10, random.Random(2))


@pytest.fixture
def stepper(window, qtbot):
    window.open_game("fifteen")
    view = window.current_view()
    view.new_position(POSITION, {"rows": 3, "cols": 3}, "Set position")
    qtbot.mouseClick(view.tools.buttons["Step through a search…"], Qt.LeftButton)
    found = window.findChildren(StepperWindow)
    assert len(found) == 1
    yield found[0]
    found[0].close()  # deleted later, with the main window


def shown(stepper, key):
    return int(stepper.counts.labels[key].text().replace(",", "").replace("\u00a0", "").replace(" ", ""))


def test_opens_on_the_page_position_and_steps(stepper, qtbot):
    assert stepper.isVisible()
    assert stepper.model.start == POSITION
    assert shown(stepper, "expanded") == 0
    for expected in (1, 2, 3):
        qtbot.mouseClick(stepper.controls.step_button, Qt.LeftButton)
        assert shown(stepper, "expanded") == expected
    assert shown(stepper, "generated") > 3
    assert stepper.table.rowCount() == stepper.model.open_count
    assert stepper.tree.drawn == len(stepper.model.nodes)
    qtbot.mouseClick(stepper.controls.back_button, Qt.LeftButton)
    assert shown(stepper, "expanded") == 2 and shown(stepper, "step") == 2


def test_run_until_the_goal_then_reset(stepper, qtbot):
    stepper.controls.speed_slider.setValue(30)
    qtbot.mouseClick(stepper.controls.run_button, Qt.LeftButton)
    assert stepper.timer.isActive()
    qtbot.waitUntil(lambda: stepper.model.finished, timeout=20000)
    assert not stepper.timer.isActive()
    assert "10" in stepper.result_label.text()
    assert not stepper.controls.step_button.isEnabled()
    qtbot.mouseClick(stepper.controls.reset_button, Qt.LeftButton)
    assert shown(stepper, "expanded") == 0 and stepper.result_label.text() == ""


def finish_with(stepper, heuristic):
    combo = stepper.controls.heuristic_combo
    combo.setCurrentIndex(next(i for i in range(combo.count())
                               if combo.itemData(i) >= 0 and stepper.heuristics[combo.itemData(i)].id == heuristic))
    assert shown(stepper, "expanded") == 0  # switching restarts
    stepper.model.run(100_000)
    stepper.render()
    return len(stepper.model.nodes)


def test_a_better_heuristic_gives_a_smaller_tree(stepper):
    misplaced = finish_with(stepper, "hamming")
    manhattan = finish_with(stepper, "manhattan")
    assert manhattan < misplaced
    assert shown(stepper, "expanded") == stepper.model.expanded


def test_ida_star_shows_its_threshold_and_stack(stepper, qtbot):
    combo = stepper.controls.algorithm_combo
    combo.setCurrentIndex(combo.findData("ida*"))
    qtbot.mouseClick(stepper.controls.step_button, Qt.LeftButton)
    assert not stepper.counts.labels["threshold"].isHidden()
    assert shown(stepper, "threshold") == stepper.model.threshold
    assert stepper.counts.labels["closed"].isHidden()
    assert stepper.table.rowCount() == stepper.model.open_count > 0


def test_a_position_that_cannot_be_solved_is_explained_and_the_search_kept(stepper):
    assert not stepper.set_state((2, 1, 3, 4, 5, 6, 7, 8, 0))
    assert stepper.message.isVisible() and stepper.message.text()
    assert stepper.model.start == POSITION


def test_random_position_is_made_off_the_gui_thread(stepper, qtbot):
    stepper.controls.distance_spin.setValue(5)
    qtbot.mouseClick(stepper.controls.random_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: stepper.model.start != POSITION, timeout=10000)
    stepper.model.run(10_000)
    assert len(stepper.model.moves()) == 5
    qtbot.mouseClick(stepper.controls.page_button, Qt.LeftButton)
    assert stepper.model.start == POSITION


def test_the_lesson_and_other_boards_get_a_random_8_puzzle(qtbot, delete_now):
    plugin = discover().get("fifteen")
    big = SlidingPuzzle(4, 4)
    other = open_stepper(plugin, big, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15))
    qtbot.waitUntil(lambda: other.model is not None, timeout=10000)
    assert other.isVisible() and len(other.model.start) == 9  # 4x4: a random 8-puzzle instead
    assert not other.controls.page_button.isEnabled()
    given = open_stepper(plugin, SlidingPuzzle(3, 3), POSITION)
    assert given.model.start == POSITION
    delete_now(other)
    delete_now(given)


def test_arrow_keys_step_and_go_back(stepper, qtbot):
    stepper.activateWindow()
    stepper.table.setFocus()
    qtbot.keyClick(stepper.table, Qt.Key_Right)
    qtbot.keyClick(stepper.table, Qt.Key_Right)
    assert shown(stepper, "step") == 2
    qtbot.keyClick(stepper.table, Qt.Key_Left)
    assert shown(stepper, "step") == 1


def test_only_one_player_games_get_the_stepper(window):
    window.open_game("tictactoe")
    assert "Step through a search…" not in window.current_view().tools.buttons


def test_a_lesson_stage_opens_the_generic_stepper_on_its_game(qtbot, delete_now):
    from types import SimpleNamespace

    from boardgames.app.lessons.tools import open_tool, tool_label

    stage = SimpleNamespace(tool="stepper", tool_game="fifteen")
    assert tool_label("stepper") == "Step through the search…"
    opened = open_tool(stage, None)
    assert isinstance(opened, StepperWindow) and opened.isVisible()
    qtbot.waitUntil(lambda: opened.model is not None, timeout=10000)
    assert len(opened.model.start) == 9  # the 15-puzzle's start is 4x4: a random 8-puzzle
    delete_now(opened)


def test_the_legend_takes_a_new_theme_while_the_stepper_is_open(window, stepper, qtbot):
    from PySide6.QtWidgets import QApplication

    from boardgames.kit import theme
    from boardgames.kit.stepper.window import StatusLegend

    legend = stepper.findChild(StatusLegend)
    try:
        for palette in (theme.DARK_PALETTE, theme.CONTRAST_PALETTE):
            window.theme_menu.choose(palette.name)  # View > Theme
            QApplication.processEvents()
            assert all(f"background:{palette.status[k][1]};" in legend.text()
                       for k in ("current", "open", "closed", "path"))
    finally:
        theme.apply(theme.LIGHT)
        QApplication.instance().setStyleSheet("")
