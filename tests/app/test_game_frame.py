"""The shared game frame (issue 14): levels remembered per game, auto-advance after a win,
the result overlay's texts and buttons, How to play, and the students' view."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from boardgames.app.game_frame import AUTO_ADVANCE_KEY, GameFrame
from boardgames.core.levels import DRAW, LOSS, SOLVED, WIN, HowToPlay, Level
from boardgames.core.plugins import GamePlugin
from boardgames.kit.game_view import GameView, ViewContext

LEVELS = (Level("easy", {"n": 1}), Level("middle", {"n": 2}), Level("hard", {"n": 3}))
CARD = HowToPlay("Win the game.", ("Take turns.",), (("Click", "play"),))


class FakeView(GameView):
    def __init__(self, context):
        super().__init__(context)
        self.board = QWidget()
        self.board.resize(400, 400)
        self.applied = []
        self.new_games = 0

    def apply_level(self, settings):
        self.applied.append(settings["n"])

    def new_game(self):
        self.new_games += 1


def make_frame(qtbot, settings):
    from PySide6.QtGui import QUndoStack

    plugin = GamePlugin(id="fake", title="Fake", description="A fake game.",
                        levels="tests.app.test_game_frame:LEVELS", how_to_play="tests.app.test_game_frame:CARD")
    view = FakeView(ViewContext(QUndoStack(), settings, None, "fake"))
    frame = GameFrame(view, plugin, settings)
    qtbot.addWidget(frame)
    frame.resize(600, 500)
    frame.show()
    return frame, view


def test_a_new_settings_file_starts_at_level_1(qtbot, settings):
    frame, view = make_frame(qtbot, settings)
    assert frame.level == 1 and view.applied == [1]
    assert frame.level_control.label.text() == "Level 1"
    assert frame.goal.text() == "Win the game."


def test_winning_with_auto_advance_goes_to_the_next_level_and_is_remembered(qtbot, settings):
    frame, view = make_frame(qtbot, settings)
    view.game_over.emit(WIN, "in 5 moves")
    assert frame.level == 2 and settings.value("levels/fake") == 2
    overlay = frame.overlay
    assert overlay.isVisible() and overlay.title.text() == "You win!"
    assert overlay.next_button.isVisible() and overlay.next_button.property("role") == "primary"
    qtbot.mouseClick(overlay.next_button, Qt.LeftButton)
    assert view.applied == [1, 2] and not overlay.isVisible()
    again, _ = make_frame(qtbot, settings)
    assert again.level == 2  # remembered


def test_rematch_after_auto_advance_replays_the_level_just_played(qtbot, settings):
    frame, view = make_frame(qtbot, settings)
    view.game_over.emit(SOLVED, "")
    qtbot.mouseClick(frame.overlay.rematch_button, Qt.LeftButton)
    assert frame.level == 1 and view.applied == [1, 1]


def test_without_auto_advance_a_win_stays_and_offers_the_next_level(qtbot, settings):
    settings.setValue(AUTO_ADVANCE_KEY, False)
    frame, view = make_frame(qtbot, settings)
    view.game_over.emit(WIN, "")
    assert frame.level == 1 and frame.overlay.next_button.isVisible()
    assert frame.overlay.rematch_button.property("role") == "primary"
    assert frame.overlay.rematch_button.text() == "Rematch"  # a game against someone


def test_the_overlay_says_win_loss_and_draw(qtbot, settings):
    frame, view = make_frame(qtbot, settings)
    frame.choose_level(3)
    for result, text in ((WIN, "You win!"), (LOSS, "The computer wins — try again"), (DRAW, "Draw")):
        view.game_over.emit(result, "")
        assert frame.overlay.title.text() == text
        assert not frame.overlay.next_button.isVisible()  # the last level, or no win
        frame.overlay.hide()


def test_escape_hides_the_overlay_to_show_the_final_board(qtbot, settings):
    frame, view = make_frame(qtbot, settings)
    view.game_over.emit(DRAW, "")
    qtbot.keyClick(frame.overlay.rematch_button, Qt.Key_Escape)
    assert not frame.overlay.isVisible() and view.new_games == 0


def test_the_level_buttons_change_the_level(qtbot, settings):
    frame, view = make_frame(qtbot, settings)
    assert not frame.level_control.down.isEnabled()
    qtbot.mouseClick(frame.level_control.up, Qt.LeftButton)
    qtbot.mouseClick(frame.level_control.up, Qt.LeftButton)
    assert frame.level == 3 and view.applied == [1, 2, 3] and not frame.level_control.up.isEnabled()
    assert frame.level_control.title.text() == "hard"


def test_a_damaged_stored_level_starts_at_level_1(qtbot, settings):
    settings.setValue("levels/fake", "abc")
    frame, _ = make_frame(qtbot, settings)
    assert frame.level == 1
    settings.setValue("levels/fake", 99)
    frame, _ = make_frame(qtbot, settings)
    assert frame.level == 1  # out of range: back to the start


def test_students_view_hides_menus_and_panel_and_f9_brings_them_back(window, qtbot):
    window.open_game("tictactoe")
    window.set_students_view(True)
    assert not window.menuBar().isVisible() and not window.panel_scroll.isVisible()
    assert window.frames["tictactoe"].level_control.isVisible()
    assert window.settings.value("app/students_view") in (True, "true")
    window.students_action.trigger()  # what F9 does
    assert window.menuBar().isVisible() and window.panel_scroll.isVisible()


def test_f1_opens_how_to_play_for_the_current_game(window, qtbot):
    window.open_game("tictactoe")
    window.how_to_play_action.trigger()
    dialog = window.how_to_play_dialog
    assert dialog.isVisible() and "three of your marks" in dialog.text.text()
    assert "Keys" in dialog.text.text()
    dialog.close()


def test_opening_a_game_keeps_the_window_active_so_shortcuts_work(window, qtbot):
    from PySide6.QtWidgets import QApplication

    window.open_game("fifteen")
    qtbot.wait(50)  # a parentless widget shown by mistake would take the focus here
    assert QApplication.activeWindow() is window
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == [window]
