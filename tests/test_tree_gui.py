"""The minimax tree viewer window: opened from the tic-tac-toe page on the game's position,
expanded by level and by click, values rising, cut-offs greyed, counts computed in the
background."""

import pytest
from PySide6.QtCore import Qt

from boardgames.games.tictactoe.board import EMPTY, O, X
from boardgames.games.tictactoe.ui.tree_view import TreeViewerWindow, open_tree_viewer
from boardgames.games.tictactoe.ui.tree_view_scene import NodeItem


def wait_counts(viewer, qtbot):
    qtbot.waitUntil(lambda: viewer.counts is not None, timeout=20000)


def table_numbers(viewer):
    return [int(viewer.table.item(r, 0).text().replace(",", "").replace("\u00a0", "")) for r in range(3)]


@pytest.fixture
def viewer(window, qtbot):
    window.open_game("tictactoe")
    view = window.current_view()
    qtbot.mouseClick(view.tools.buttons["Show the game tree…"], Qt.LeftButton)
    found = window.findChildren(TreeViewerWindow)
    assert len(found) == 1
    yield found[0]
    found[0].close()  # deleted later, with the main window


def test_empty_board_counts_arrive_from_the_background(viewer, qtbot):
    assert viewer.tree.board == (EMPTY,) * 9
    if viewer.counts is None:  # the GUI shows it is waiting, not a stale number
        assert [viewer.table.item(r, 0).text() for r in range(3)] == ["counting…"] * 3
    wait_counts(viewer, qtbot)
    assert table_numbers(viewer) == [549_946, 20_866, 5_473]


def test_expand_levels_and_click_nodes(viewer, qtbot):
    wait_counts(viewer, qtbot)
    assert viewer.view.drawn == 10  # the top board and its 9 children
    qtbot.mouseClick(viewer.level_button, Qt.LeftButton)
    assert viewer.view.drawn == 1 + 9 + 72
    assert "82" in viewer.info.text()
    items = [i for i in viewer.view.scene().items() if isinstance(i, NodeItem)]
    assert any(i.cut for i in items) and not all(i.cut for i in items)
    first = viewer.tree.root.children[0]
    viewer.click_node(first)  # fold its 8 children away
    assert viewer.view.drawn == 1 + 9 + 64
    viewer.click_node(first)
    assert viewer.view.drawn == 1 + 9 + 72


def test_values_rise_after_evaluating_the_leaves(viewer, qtbot):
    assert viewer.set_board((X, O, EMPTY, X, O, EMPTY, EMPTY, EMPTY, EMPTY))
    wait_counts(viewer, qtbot)
    assert viewer.tree.root.value is None
    qtbot.mouseClick(viewer.evaluate_button, Qt.LeftButton)
    assert viewer.tree.root.value is not None
    assert viewer.value_text(viewer.tree.root.value) == "X wins in 1"
    labels = {i.text for i in viewer.view.scene().items() if isinstance(i, NodeItem)}
    assert "X wins in 1" in labels and "?" not in labels


def test_unchecking_cut_offs_shows_every_node_plain(viewer, qtbot):
    wait_counts(viewer, qtbot)
    viewer.expand_level()
    viewer.cutoff_check.setChecked(False)
    assert not any(i.cut for i in viewer.view.scene().items() if isinstance(i, NodeItem))


def test_bad_positions_are_explained_and_the_tree_kept(viewer):
    viewer.position_edit.setText("ooo/.../...")
    assert not viewer.set_typed_position()
    assert viewer.message.isVisible() and viewer.message.text()
    assert viewer.tree.board == (EMPTY,) * 9


def test_the_lesson_entry_point(qtbot):
    other = open_tree_viewer(None, (EMPTY,) * 16)  # a 4x4 board: the empty 3x3 instead
    qtbot.addWidget(other)
    assert other.tree.board == (EMPTY,) * 9 and other.message.text()
    wait_counts(other, qtbot)  # qtbot closes it (and it deletes itself on close)
