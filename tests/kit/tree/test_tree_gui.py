"""The game-tree viewer window: a generic tool of every two-player game's page, opened on
the game's position, expanded by level and by click, values rising, cut-offs greyed,
counts computed in the background; on tic-tac-toe with the course's rules (play on to a
full board) and on a game that is not a grid (Connect Four from examples/)."""

import pytest
from PySide6.QtCore import Qt

from boardgames.core.plugins import discover
from boardgames.games.tictactoe.board import EMPTY, O, X
from boardgames.games.tictactoe.rules import State
from boardgames.kit.tree.scene import NodeItem
from boardgames.kit.tree.window import TreeViewerWindow, open_tree_viewer
from tests.pages import make_page


def wait_counts(viewer, qtbot):
    """Until the counts and alpha-beta's visits (for the greying) came from the child process."""
    qtbot.waitUntil(lambda: viewer.counts is not None and not viewer.task.is_running(), timeout=30000)


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
    assert viewer.tree.state.board == (EMPTY,) * 9
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


def test_a_new_level_draws_only_the_pictures_in_view(viewer, qtbot):
    """Hundreds of new positions appear at once: their pictures are drawn when they come
    into view (drawing all 586 in the GUI thread froze the window for up to seconds)."""
    wait_counts(viewer, qtbot)
    viewer.resize(900, 600)
    qtbot.mouseClick(viewer.level_button, Qt.LeftButton)
    qtbot.mouseClick(viewer.level_button, Qt.LeftButton)
    assert viewer.view.drawn == 1 + 9 + 72 + 504
    viewer.view.viewport().grab()  # what the class sees
    in_view = viewer.view.pictures_drawn
    assert 0 < in_view < 100
    bar = viewer.view.horizontalScrollBar()
    bar.setValue(bar.maximum())
    viewer.view.viewport().grab()
    assert in_view < viewer.view.pictures_drawn < viewer.view.drawn


def test_values_rise_after_evaluating_the_leaves(viewer, qtbot):
    assert viewer.set_state(State((X, O, EMPTY, X, O, EMPTY, EMPTY, EMPTY, EMPTY), X))
    wait_counts(viewer, qtbot)
    assert viewer.tree.root.value is None
    qtbot.mouseClick(viewer.evaluate_button, Qt.LeftButton)  # searched in the background
    qtbot.waitUntil(lambda: viewer.evaluating is None, timeout=30000)
    assert viewer.tree.root.value is not None
    assert viewer.value_text(viewer.tree.root.value) == "X wins in\u00a01"  # a wrap keeps "in 1" together
    labels = {i.text for i in viewer.view.scene().items() if isinstance(i, NodeItem)}
    assert "X wins in\u00a01" in labels and "?" not in labels
    assert viewer.evaluate_button.text() == "Evaluate the leaves" and viewer.level_button.isEnabled()


def test_evaluating_a_large_game_keeps_the_window_responsive_and_stops(qtbot):
    """Connect Four's leaves take minutes to search to the end: the click returns at once
    (the search runs in a worker), the tree cannot be changed meanwhile, and the button
    stops the search."""
    from tests.kit.page.test_session_page import connect_four_plugin

    plugin = connect_four_plugin()
    viewer = TreeViewerWindow(plugin, plugin.load_rules())
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.expand_level()
    qtbot.mouseClick(viewer.evaluate_button, Qt.LeftButton)
    assert viewer.evaluating is not None and not viewer.level_button.isEnabled()
    qtbot.wait(300)  # the click returned at once: the leaves (minutes of work) are searched
    assert viewer.evaluating is not None and viewer.evaluating.is_running()  # in a worker
    assert viewer.evaluate_button.text() == "Stop evaluating"
    qtbot.mouseClick(viewer.evaluate_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: viewer.evaluating is None, timeout=10000)
    assert "Not every value was found" in viewer.message.text()
    assert viewer.level_button.isEnabled() or not viewer.tree.frontier()
    viewer.close()


def test_unchecking_cut_offs_shows_every_node_plain(viewer, qtbot):
    wait_counts(viewer, qtbot)
    viewer.expand_level()
    viewer.cutoff_check.setChecked(False)
    assert not any(i.cut for i in viewer.view.scene().items() if isinstance(i, NodeItem))


def test_bad_positions_are_explained_and_the_tree_kept(viewer):
    viewer.position_edit.setText("ooo/.../... x")
    assert not viewer.set_typed_position()
    assert viewer.message.isVisible() and viewer.message.text()
    assert viewer.tree.state.board == (EMPTY,) * 9


def test_a_typed_position_is_the_new_top(viewer, qtbot):
    viewer.position_edit.setText("x.o/.x./..o x")
    assert viewer.set_typed_position()
    assert viewer.tree.state.board == (X, EMPTY, O, EMPTY, X, EMPTY, EMPTY, EMPTY, O)
    wait_counts(viewer, qtbot)


def test_the_page_position_is_the_top_of_the_tree(window, qtbot):
    window.open_game("tictactoe")
    page = window.current_view()
    page.session.set_seats([None, None])
    page.play_moves([4])
    page.tools.buttons["Show the game tree…"].click()
    viewer = window.findChildren(TreeViewerWindow)[0]
    assert viewer.tree.state.board == (EMPTY,) * 4 + (X,) + (EMPTY,) * 4
    assert viewer.view.drawn == 1 + 8
    wait_counts(viewer, qtbot)
    viewer.close()


def test_connect_four_gets_the_tree_too(qtbot, tmp_path):
    from tests.kit.page.test_session_page import connect_four_plugin

    plugin = connect_four_plugin()
    game = plugin.load_rules()
    viewer = open_tree_viewer(plugin, game, None)
    qtbot.addWidget(viewer)
    assert viewer.view.drawn == 1 + 7 and "Connect" in viewer.windowTitle()
    viewer.expand_level()
    assert viewer.view.drawn == 1 + 7 + 49  # qtbot closes it (and it deletes itself on close)


def test_a_puzzle_has_no_tree_button(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path / "s.ini", "fifteen")
    assert "Show the game tree…" not in page.tools.buttons
    assert discover().get("tictactoe") is not None
