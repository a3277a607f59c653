"""The Compare window runs several searches on the position in the background and fills
the table and the chart; a row can be cancelled without stopping the others."""

import pytest
from PySide6.QtCore import Qt

from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.ui.compare import Entry, available_entries

POSITION = (1, 2, 3, 4, 0, 6, 7, 5, 8)   # 3x3, a few moves from the goal


@pytest.fixture
def compare(window, qtbot):
    window.open_game("fifteen")
    view = window.current_view()
    view.new_position(POSITION, {"rows": 3, "cols": 3}, "Set position")
    qtbot.mouseClick(view.tools.buttons["Compare searches…"], Qt.LeftButton)
    dialog = view.compare_window
    qtbot.addWidget(dialog)
    yield dialog
    dialog.stop_all()


def test_compare_fills_table_and_chart(compare, qtbot):
    entries = available_entries()
    wanted = [e for e in entries if e in (Entry("bfs", ""), Entry("a*", "manhattan"),
                                          Entry("greedy", "manhattan"), Entry("human", ""))]
    assert len(wanted) >= 3, "the search package should offer these"
    compare.select(wanted)
    with qtbot.waitSignal(compare.finished_all, timeout=30000):
        qtbot.mouseClick(compare.run_button, Qt.LeftButton)
    assert compare.table.rowCount() == len(wanted)
    lengths = {compare.row_entries[r]: compare.table.item(r, 1).text()
               for r in range(compare.table.rowCount())}
    assert lengths[Entry("bfs", "")] == lengths[Entry("a*", "manhattan")]  # both optimal
    assert compare.table.item(0, 0).text() == Entry("bfs", "").label()
    for row in range(compare.table.rowCount()):
        result = compare.results[row]
        assert result.solved
        assert B.is_goal(B.apply_moves(POSITION, 3, 3, result.moves))
    assert len(compare.chart.rows) == len(wanted)


def test_cancel_one_row_keeps_going(compare, qtbot):
    compare.set_position((8, 6, 7, 2, 5, 4, 3, 0, 1), 3, 3)   # 31 moves: BFS takes a while
    compare.limit_spin.setValue(50_000_000)
    slow, fast = Entry("bfs", ""), Entry("a*", "manhattan")
    compare.select([slow, fast])
    qtbot.mouseClick(compare.run_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "nodes" in compare.progress_label.text(), timeout=10000)
    with qtbot.waitSignal(compare.finished_all, timeout=60000):
        qtbot.mouseClick(compare.skip_button, Qt.LeftButton)
    assert "cancel" in compare.table.item(0, 6).text()
    assert compare.results[1].solved and compare.results[1].length == 31


def test_the_optimal_column_measures_unproven_searches_against_the_proven_length(window, qtbot):
    """Greedy best-first search proves nothing: its row says how many moves it is above the
    length A* proved ("no, +N moves"), or "yes, not proven" when it is as short; the proving
    searches say "yes"."""
    window.open_game("fifteen")
    view = window.current_view()
    hard = (8, 6, 7, 2, 5, 4, 3, 0, 1)  # 31 moves
    view.new_position(hard, {"rows": 3, "cols": 3}, "Set position")
    qtbot.mouseClick(view.tools.buttons["Compare searches…"], Qt.LeftButton)
    dialog = view.compare_window
    qtbot.addWidget(dialog)
    wanted = [e for e in available_entries() if e in (Entry("greedy", "manhattan"), Entry("a*", "manhattan"))]
    dialog.select(wanted)
    with qtbot.waitSignal(dialog.finished_all, timeout=60000):
        qtbot.mouseClick(dialog.run_button, Qt.LeftButton)
    rows = {dialog.row_entries[r]: r for r in range(dialog.table.rowCount())}
    optimal = dialog.results[rows[Entry("a*", "manhattan")]].length
    greedy = dialog.results[rows[Entry("greedy", "manhattan")]].length
    assert optimal == 31 and greedy > optimal
    assert dialog.table.item(rows[Entry("a*", "manhattan")], 5).text() == "yes"
    assert dialog.table.item(rows[Entry("greedy", "manhattan")], 5).text() == f"no, +{greedy - optimal} moves"
    dialog.stop_all()
