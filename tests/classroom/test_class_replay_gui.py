"""The class view's replays of the class tournament: the games of one student (a double
click on their line of the standings) or everyone's, each on the tic-tac-toe board move
by move, with who played X and O and the result."""

import pytest

from boardgames.classroom.live import Snapshot
from boardgames.classroom.tournament import ClassGame, Standing

ANNA_WINS = ClassGame(1, "Anna", "dummy", "student", "computer", (0, 3, 1, 4, 2), "x", "line")
BORIS_FORFEITS = ClassGame(2, "dummy", "Boris", "computer", "student", (0,), "x", "forfeit", "off_board")
DRAW = ClassGame(3, "Boris", "Anna", "student", "student", (0, 4, 8, 2, 6, 3, 5, 7), "", "draw")


@pytest.fixture
def teacher(teacher, qtbot):
    """The shared class view (conftest), showing three games of the class tournament."""
    qtbot.waitUntil(lambda: teacher.snapshot is teacher.live.snapshot, timeout=5000)  # first read
    teacher.show_snapshot(Snapshot(standings=(Standing("Anna", 2), Standing("Boris", 2)),
                                   games=(ANNA_WINS, BORIS_FORFEITS, DRAW)))
    return teacher


def marks(dialog):
    return dialog.board.state.board


def test_a_double_click_on_a_student_replays_their_games(qtbot, teacher):
    assert teacher.standings.replays_button.isEnabled()
    teacher.standings.table.cellDoubleClicked.emit(1, 0)  # Boris's line
    dialog = teacher.replays
    assert dialog is not None and dialog.isVisible()
    assert dialog.who.currentText() == "Boris"
    assert [dialog.games_table.item(r, 0).text() for r in range(dialog.games_table.rowCount())] == ["2", "3"]
    # the first of his games is shown at its end: who played what, and how it ended
    assert dialog.game == BORIS_FORFEITS and dialog.ply == 1
    assert "Computer “Dummy” plays X, Boris plays O" in dialog.label.text()
    assert "X wins: a move of Boris went wrong." in dialog.label.text()
    assert dialog.games_table.item(0, 3).text() == "X wins: a move of Boris went wrong."
    assert marks(dialog) == (1, 0, 0, 0, 0, 0, 0, 0, 0)


def test_the_teacher_steps_and_plays_a_game(qtbot, teacher):
    dialog = teacher.show_replays()
    assert dialog.who.currentText() == "everyone" and dialog.games_table.rowCount() == 3
    dialog.select(1)
    assert dialog.game == ANNA_WINS and dialog.ply == 5
    assert marks(dialog) == (1, 1, 1, 2, 2, 0, 0, 0, 0)
    assert not dialog.step_buttons["last"].isEnabled()
    dialog.step("first")
    assert dialog.ply == 0 and marks(dialog) == (0,) * 9
    assert not dialog.step_buttons["back"].isEnabled() and "Move 0 of 5." in dialog.label.text()
    assert "X wins" not in dialog.label.text()
    dialog.step("forward")
    dialog.step("forward")
    assert marks(dialog) == (1, 0, 0, 2, 0, 0, 0, 0, 0)
    dialog.step("back")
    assert dialog.ply == 1 and marks(dialog) == (1, 0, 0, 0, 0, 0, 0, 0, 0)
    dialog.step("play")  # plays on from here, move by move, and stops at the end
    assert dialog.timer.isActive() and dialog.play_button.text() == "❚❚"
    qtbot.waitUntil(lambda: dialog.ply == 5 and not dialog.timer.isActive(), timeout=6000)
    assert "Anna plays X, Computer “Dummy” plays O" in dialog.label.text()
    assert dialog.label.text().endswith("X wins.")
    dialog.select(3)
    assert dialog.game == DRAW and dialog.label.text().endswith("Draw.")
    # a new game of the class appears in the open list; the one replayed stays selected
    later = ClassGame(4, "Anna", "Boris", "student", "student", (0, 1), "o", "forfeit", "timed_out")
    teacher.show_snapshot(Snapshot(standings=teacher.snapshot.standings,
                                   games=(ANNA_WINS, BORIS_FORFEITS, DRAW, later)))
    assert dialog.games_table.rowCount() == 4 and dialog.game == DRAW


def test_no_replays_before_a_game_is_played(qtbot, teacher):
    teacher.show_snapshot(Snapshot())
    assert not teacher.standings.replays_button.isEnabled()
    dialog = teacher.show_replays()
    assert dialog.games_table.rowCount() == 0 and dialog.game is None
    assert dialog.label.text() == "No game played yet."
    assert not any(b.isEnabled() for b in dialog.step_buttons.values())
