"""Nim and the Towers of Hanoi (``examples/``, installed or loaded from the source tree) on
the one game page in the real main window, used as a class would: levels, clicks and keys
on their own painters, "show thinking" and the students' view, undo and redo, saving and
reopening, the result overlay; Solve on the Towers of Hanoi; thumbnails for the tools."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from boardgames.core import record as R
from boardgames.kit.board import thumbnail
from boardgames.kit.page import GamePage
from tests.app import test_i18n_all_languages as i18n
from tests.examples.example_plugins import example_module, example_plugin, with_examples
from tests.pages import set_option, set_seat, undo_walk, wait_idle, window_maker

lang = i18n.lang  # the fixture: the interface in Russian, then in Spanish
nim_rules = example_module("nim", "rules")
NimState, HanoiState = nim_rules.State, example_module("hanoi", "rules").State


@pytest.fixture
def make_window(qtbot, tmp_path):
    """``make(**settings)``: the real window with every plug-in and example."""
    with window_maker(qtbot, tmp_path, with_examples()) as make:
        yield make


def open_page(window, game_id):
    assert window.open_game(game_id)
    page = window.views[game_id]
    assert isinstance(page, GamePage)
    page.flow.pace.setValue(0)
    page.board.set_animation_ms(0)
    return page, window.frames[game_id]


def match_point(page, heap, slot):
    """The centre of the ``slot``-th match from the bottom of ``heap``."""
    board = page.board
    centre = board.painter.layout(board.state, board.drawing_rect()).slot(heap, slot).center()
    return QPoint(int(centre.x()), int(centre.y()))


def peg_point(page, peg):
    lay = page.board.painter.layout(page.board.drawing_rect())
    return QPoint(int(lay.peg_x(peg)), int(lay.base_y() - 0.3 * lay.unit))


def reopen(make_window, window, path):
    """Save the game shown, open the file in a fresh window and return its page."""
    assert window.saved_games.save_file(str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == window.current_id
    fresh = make_window()
    assert fresh.saved_games.open_file(str(path)) == (True, "")
    return fresh.current_view()


# -- Nim -------------------------------------------------------------------------------------

def test_nim_opens_at_level_1_against_the_random_player(make_window):
    page, frame = open_page(make_window(), "nim")
    assert type(page.board.painter).__name__ == "NimPainter" and frame.level == 1
    assert page.seats.keys() == ["@human", "random"] and page.options.values() == {"heaps": "3 4 5"}
    assert page.session.state == NimState((3, 4, 5)) and "Red to move (you)" in frame.turn.text()


def test_a_click_takes_a_match_and_those_above_and_undo_takes_back_the_reply_too(make_window, qtbot):
    page, _ = open_page(make_window(), "nim")
    qtbot.mouseClick(page.board, Qt.LeftButton, pos=match_point(page, 2, 1))  # C's 2nd match: 4 of 5
    wait_idle(qtbot, page)
    qtbot.waitUntil(lambda: page.session.ply == 2)
    assert page.session.line.played[0] == (2, 4) and sum(page.session.state.heaps) < 8
    page.undo_stack.undo()
    assert page.session.ply == 0 and page.session.state == NimState((3, 4, 5))
    page.undo_stack.redo()
    assert page.session.ply == 2
    qtbot.mouseClick(page.board, Qt.LeftButton, pos=match_point(page, 0, 5))  # above heap A: nothing
    assert page.session.ply == 2


def test_pointing_lifts_what_a_click_would_take(make_window, qtbot):
    page, _ = open_page(make_window(), "nim")
    set_seat(page, 1, "@human")
    painter, board = page.board.painter, page.board
    qtbot.mouseMove(board, match_point(page, 1, 2))
    qtbot.waitUntil(lambda: painter.chosen(board.state, board.look) == (1, 2))
    assert painter.move_words(board.state, (1, 2)) == "2 from heap B"
    qtbot.mouseMove(board, QPoint(2, 2))
    qtbot.waitUntil(lambda: painter.chosen(board.state, board.look) is None)


def test_the_keyboard_chooses_a_heap_and_how_many(make_window, qtbot):
    page, _ = open_page(make_window(), "nim")
    page.board.setFocus()
    for key in (Qt.Key_Right, Qt.Key_Right, Qt.Key_Down, Qt.Key_Down, Qt.Key_Right):  # heap C, 3 matches
        qtbot.keyClick(page.board, key)
    assert page.board.painter.cursor_move(page.board.state) == (2, 3)
    for key in (Qt.Key_Down, Qt.Key_Down, Qt.Key_Down, Qt.Key_Up, Qt.Key_Left):  # B, all but 1 of 5... 4 at most
        qtbot.keyClick(page.board, key)
    assert page.board.painter.cursor_move(page.board.state) == (1, 4)
    qtbot.keyClick(page.board, Qt.Key_Return)
    assert page.session.line.played[0] == (1, 4)


def test_show_thinking_writes_win_on_the_one_move_that_makes_the_nim_sum_0(make_window, qtbot):
    window = make_window()
    page, _ = open_page(window, "nim")
    page.flow.show_thinking.setChecked(True)
    qtbot.waitUntil(lambda: len(page.board.look.labels) == 12)
    labels = page.board.look.labels
    assert [move for move, (_, kind) in labels.items() if kind == "win"] == [(0, 2)]
    anchors = {page.board.painter.move_anchor(page.session.state, m, page.board.drawing_rect()).center().toTuple()
               for m in labels}
    assert len(anchors) == 12  # each on a match of its own
    window.set_students_view(True)
    assert page.board.look.labels == {}


def test_the_perfect_level_says_why_it_moved_and_wins_after_a_slip(make_window, qtbot):
    window = make_window()
    page, frame = open_page(window, "nim")
    frame.choose_level(5)
    assert page.seats.keys() == ["@human", "nim-sum"] and page.session.state == NimState((3, 5, 7))
    page.play_moves([(2, 7)])  # 3 ^ 5 ^ 0 != 0: a slip the nim-sum punishes
    wait_idle(qtbot, page)
    assert page.last_decision.reason == "nim-sum-zero" and "makes the nim-sum 0" in page.progress.text()
    results = []
    page.game_over.connect(lambda result, details: results.append(result))
    while not page.session.is_over():
        page.play_moves([page.game.legal_moves(page.session.state)[0]])
        wait_idle(qtbot, page)
    assert results == ["loss"] and frame.overlay.isVisible()


def test_random_heaps_chosen_on_a_level_start_from_random_heaps(make_window):
    page, frame = open_page(make_window(), "nim")
    set_option(page, "heaps", nim_rules.RANDOM)  # on level 1
    starts = [page.session.state]
    for _ in range(5):
        page.new_game()
        starts.append(page.session.state)
    for start in starts:
        assert 3 <= len(start.heaps) <= 5 and nim_rules.nim_sum(start.heaps) and max(start.heaps) <= 7
    assert len(set(starts)) > 1
    frame.choose_level(6)
    assert page.seats.keys() == ["@human", "nim-sum"] and nim_rules.nim_sum(page.session.state.heaps)


def test_a_game_of_two_humans_ends_with_the_winner_on_the_overlay(make_window, qtbot):
    page, frame = open_page(make_window(), "nim")
    set_seat(page, 1, "@human")
    for heap in (0, 1, 2):  # a click on the lowest match takes the whole heap
        qtbot.mouseClick(page.board, Qt.LeftButton, pos=match_point(page, heap, 0))
    assert page.session.line.played == ((0, 3), (1, 4), (2, 5))
    assert page.session.is_over() and frame.overlay.isVisible()
    assert frame.overlay.details.text() == "Red wins!"


def test_a_student_beats_level_1_by_the_nim_sum_and_goes_on_to_level_2(make_window, qtbot):
    window = make_window()
    page, frame = open_page(window, "nim")
    window.set_students_view(True)
    assert not window.panel_scroll.isVisible() and page.board.isVisible()
    while not page.session.is_over():
        heaps = page.session.state.heaps
        total = nim_rules.nim_sum(heaps)
        heap = next(h for h, size in enumerate(heaps) if size ^ total < size)
        qtbot.mouseClick(page.board, Qt.LeftButton, pos=match_point(page, heap, heaps[heap] ^ total))
        wait_idle(qtbot, page)
    assert page.session.outcome().winner == 0 and frame.overlay.isVisible()
    assert frame.overlay.next_button.isVisible()
    qtbot.mouseClick(frame.overlay.next_button, Qt.LeftButton)
    assert frame.level == 2 and page.seats.keys() == ["@human", "alphabeta-2"]
    assert page.session.ply == 0 and not frame.overlay.isVisible()


def test_the_game_tree_opens_on_the_nim_position_shown(make_window, qtbot):
    from boardgames.kit.tree.window import TreeViewerWindow

    window = make_window()
    page, _ = open_page(window, "nim")
    set_option(page, "heaps", "2 3")
    set_seat(page, 1, "@human")
    qtbot.mouseClick(page.board, Qt.LeftButton, pos=match_point(page, 1, 2))  # B: 3 -> 2
    assert page.session.state == NimState((2, 2), turn=1)
    qtbot.mouseClick(page.tools.buttons["Show the game tree…"], Qt.LeftButton)
    viewer = window.findChildren(TreeViewerWindow)[0]
    assert viewer.tree.state == page.session.state and viewer.view.drawn == 1 + 4
    qtbot.waitUntil(lambda: viewer.counts is not None, timeout=30000)
    assert viewer.counts.alphabeta <= viewer.counts.minimax
    viewer.expand_level()
    assert viewer.view.drawn == 1 + 4 + 10  # (1,2) and (2,1) have 3 moves, (0,2) and (2,0) have 2
    viewer.evaluate_leaves()  # in the background
    qtbot.waitUntil(lambda: viewer.evaluating is None, timeout=30000)
    assert viewer.value_text(viewer.tree.root.value) == "Red wins in\u00a04"  # Blue faces nim-sum 0
    viewer.close()


def test_a_saved_nim_game_opens_with_its_heaps_seats_and_undo_steps(make_window, qtbot, tmp_path):
    window = make_window(nim__option__heaps="1 3 5 7")
    page, frame = open_page(window, "nim")
    frame.choose_level(4)  # 3 5 7 against the fallible player (20 % mistakes)
    page.play_moves([(0, 1)])
    wait_idle(qtbot, page)
    page.play_moves([page.game.legal_moves(page.session.state)[-1]])
    wait_idle(qtbot, page)
    page.undo_stack.undo()
    opened = reopen(make_window, window, tmp_path / "nim.bgame")
    assert opened.options.values() == {"heaps": "3 5 7"} and opened.seats.keys() == ["@human", "fallible"]
    assert opened.session.state == page.session.state and opened.session.line.played == page.session.line.played
    assert opened.seats.parameter(1) == {"mistakes": 20}
    assert undo_walk(opened) == undo_walk(page)


# -- the Towers of Hanoi -----------------------------------------------------------------------

def test_hanoi_opens_at_level_1_with_two_disks_and_the_solve_box(make_window):
    page, frame = open_page(make_window(), "hanoi")
    assert type(page.board.painter).__name__ == "HanoiPainter" and frame.level == 1
    assert page.session.state == HanoiState(((2, 1), (), ())) and page.puzzle is not None
    assert not page.seats.isVisibleTo(page.panel)


def test_clicks_lift_and_drop_and_a_refused_drop_is_explained(make_window, qtbot):
    page, _ = open_page(make_window(), "hanoi")
    board, painter = page.board, page.board.painter
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 0))
    assert painter.lifted == 0 and "Disk 1 is lifted" in painter.message(board.state)
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 2))
    assert page.session.line.played == ((0, 2),) and painter.lifted is None
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 0))
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 2))  # disk 2 onto disk 1
    assert page.session.ply == 1 and painter.lifted == 0
    assert painter.message(board.state) == "Disk 2 is larger than disk 1 on peg C: it cannot go there."
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 0))  # put back
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 1))  # B is empty
    assert painter.lifted is None and painter.message(board.state).startswith("Peg B is empty")


def test_the_keys_1_2_3_play_and_undo_redo_walk_the_moves(make_window, qtbot):
    page, frame = open_page(make_window(), "hanoi")
    page.board.setFocus()
    results = []
    page.game_over.connect(lambda result, details: results.append(result))
    for key in (Qt.Key_1, Qt.Key_2, Qt.Key_1, Qt.Key_3, Qt.Key_2, Qt.Key_3):
        qtbot.keyClick(page.board, key)
    assert page.session.is_over() and page.session.ply == 3 and results == ["solved"]
    assert frame.overlay.isVisible()
    assert undo_walk(page) == [3, 2, 1, 0, 1, 2, 3]


def test_a_student_solves_level_1_with_clicks_and_goes_on_to_three_disks(make_window, qtbot):
    window = make_window()
    page, frame = open_page(window, "hanoi")
    window.set_students_view(True)
    assert not window.panel_scroll.isVisible() and page.board.isVisible()
    for source, target in ((0, 1), (0, 2), (1, 2)):
        qtbot.mouseClick(page.board, Qt.LeftButton, pos=peg_point(page, source))
        qtbot.mouseClick(page.board, Qt.LeftButton, pos=peg_point(page, target))
    assert page.session.is_over() and frame.overlay.isVisible() and frame.overlay.next_button.isVisible()
    qtbot.mouseClick(frame.overlay.next_button, Qt.LeftButton)
    assert frame.level == 2 and page.game.disks == 3
    assert page.session.state == HanoiState(((3, 2, 1), (), ())) and not frame.overlay.isVisible()


def test_solve_finds_the_2_to_the_n_minus_1_solution_and_plays_it(make_window, qtbot):
    page, frame = open_page(make_window(), "hanoi")
    frame.choose_level(3)  # 4 disks
    assert page.game.disks == 4
    page.puzzle.solve()
    qtbot.waitUntil(lambda: len(page.session.thinking.plan) == 15, timeout=10000)
    assert "shortest solution: 15 moves" in page.puzzle.result.text()
    page.puzzle.stop_playback()
    while page.session.thinking.plan:
        page.puzzle.step()
    assert page.session.state == HanoiState(((), (), (4, 3, 2, 1))) and page.session.ply == 15
    assert frame.overlay.isVisible() and frame.overlay.details.text() == "15 moves, all by the computer"


def test_a_saved_puzzle_opens_with_its_disks_and_redo(make_window, tmp_path):
    window = make_window(hanoi__option__disks=5)
    page, _ = open_page(window, "hanoi")
    page.change_options({"disks": 5}, undoable=False)
    for move in ((0, 2), (0, 1), (2, 1)):
        page.play_moves([move])
    page.undo_stack.undo()
    opened = reopen(make_window, window, tmp_path / "hanoi.bgame")
    assert opened.game.disks == 5 and opened.session.state == page.session.state
    assert opened.session.ply == 2 and opened.undo_stack.canRedo()
    assert undo_walk(opened) == [2, 1, 0, 1, 2, 3]
    saved = R.parse((tmp_path / "hanoi.bgame").read_text(encoding="utf-8"))
    assert saved.start == "54321/-/-" and saved.moves == ("AC", "AB", "CB")


@pytest.mark.parametrize("game_id, state", [("nim", NimState((1, 0, 4))),
                                            ("hanoi", HanoiState(((2,), (1,), ()))),])
def test_the_painters_draw_thumbnails_for_the_tools(make_window, game_id, state):
    page, _ = open_page(make_window(), game_id)
    image = thumbnail(page.board.painter, state, 96).toImage()
    colours = {image.pixel(x, y) for x in range(0, 96, 3) for y in range(0, 96, 3)}
    assert image.width() == 96 and len(colours) > 3


# -- in Russian and Spanish --------------------------------------------------------------------

@pytest.fixture
def translated(qtbot, lang):
    """The examples' own translations in ``lang`` (loaded from their folders as the app
    loads an installed plug-in's) over the app's (the ``lang`` fixture); yields the English
    sources of the examples' ``.ts`` files, none of which may show."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from PySide6.QtCore import QLocale

    from boardgames.app.main import install_plugin_translations

    plugins = [example_plugin(game_id) for game_id in ("nim", "hanoi")]
    app = QCoreApplication.instance()
    translators = install_plugin_translations(app, QLocale(lang), plugins)
    assert len(translators) == 2
    sources = set()
    for plugin in plugins:
        ts = Path(plugin.translations_folder()) / f"{plugin.id}_{lang}.ts"
        sources |= {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    yield {s for s in sources if any(c.isalpha() for c in s) and s not in ("Nim", "Enter", "Ctrl+Z", "Ctrl+L, Ctrl+H")}
    for translator in translators:
        app.removeTranslator(translator)


def assert_in_language(window, lang, where, english, painted=()):
    texts = i18n._window_texts(window) + [("board", text) for text in painted]
    i18n.assert_translated(texts, lang, where, data=["Nim", "nim"])  # (the game's name in Spanish too)
    shown = [(name, text) for name, text in texts for source in english if source in text]
    assert not shown, f"{where} [{lang}] shows the example's English: {shown}"


def test_nim_speaks_the_interface_language(make_window, translated, lang, qtbot):
    window = make_window()
    page, frame = open_page(window, "nim")
    painter, board = page.board.painter, page.board
    assert_in_language(window, lang, "Nim", translated, [painter.move_words(board.state, (1, 2))])
    frame.choose_level(5)
    page.play_moves([(2, 7)])
    wait_idle(qtbot, page)
    assert_in_language(window, lang, "Nim, the nim-sum's reason", translated)
    while not page.session.is_over():
        page.play_moves([page.game.legal_moves(page.session.state)[0]])
        wait_idle(qtbot, page)
    assert frame.overlay.isVisible()
    assert_in_language(window, lang, "Nim, lost", translated)


def test_hanoi_speaks_the_interface_language(make_window, translated, lang, qtbot):
    window = make_window()
    page, frame = open_page(window, "hanoi")
    board, painter = page.board, page.board.painter
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 1))  # B is empty
    refused = painter.message(board.state)
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 0))
    lifted = painter.message(board.state)
    assert_in_language(window, lang, "Hanoi", translated, [refused, lifted])
    qtbot.mouseClick(board, Qt.LeftButton, pos=peg_point(page, 0))  # put it back
    board.setFocus()
    for key in (Qt.Key_1, Qt.Key_2, Qt.Key_1, Qt.Key_3, Qt.Key_2, Qt.Key_3):
        qtbot.keyClick(board, key)
    assert frame.overlay.isVisible()
    assert_in_language(window, lang, "Hanoi, solved", translated)


@pytest.mark.parametrize("where", ["start", "nim", "hanoi", "hanoi solved"])
def test_the_pages_with_the_examples_fit_1024x768(make_window, translated, lang, qtbot, where):
    """The start page with five games and the lessons (two rows of cards), and each
    example's game page (the Towers of Hanoi also after Solve played its solution), whole
    on a 1024x768 screen as the window opens: nothing clipped, overlapping or outside."""
    from tests.app.test_fit_windows import assert_fits

    window = make_window()
    if where != "start":
        page, _ = open_page(window, where.split()[0])
    if where == "hanoi solved":
        page.puzzle.solve()
        qtbot.waitUntil(page.session.is_over, timeout=10000)
    assert_fits(qtbot, window, f"{where} page with the examples")
