"""The run-through's exercise steps (issue 44), offscreen at 1024x768, in English and
Russian: each check is shown by its title in the pupil's language, not its identifier; a
pupil whose app joined a class has no Show reference and finds the joined name filled in;
the Join dialog's header fits in Russian and lists a class found on the network as its
class name and computer in the app's words."""

import pytest

from boardgames.exercises.loader import find_exercises
from boardgames.exercises.messages import message
from boardgames.exercises.model import CheckReport, CheckResult
from boardgames.exercises.progress import ProgressStore

EXERCISES = find_exercises().exercises
WINNER = next(e for e in EXERCISES if e.key == "tictactoe/winner")


@pytest.fixture(autouse=True)
def _own_files(tmp_path, monkeypatch):
    """The progress, class and client files of each test under its tmp_path."""
    monkeypatch.setenv("BOARDGAMES_PROGRESS_FILE", str(tmp_path / "progress.json"))
    monkeypatch.setenv("BOARDGAMES_CLASS_DIR", str(tmp_path / "classes"))
    monkeypatch.setenv("BOARDGAMES_CLASS_CLIENT_FILE", str(tmp_path / "client.json"))


@pytest.fixture
def window(qtbot, tmp_path):
    """The Exercises window of the tic-tac-toe lesson, shown at the projector's size."""
    from boardgames.app.exercises.window import ExercisesWindow

    shown = ExercisesWindow(ProgressStore(tmp_path / "progress.json"))
    qtbot.addWidget(shown)
    yield shown
    shown.panel.cancel()
    shown.close()


@pytest.fixture
def served(tmp_path):
    """A class served on loopback (a free port); its address."""
    from boardgames.classroom.server import ClassServer
    from boardgames.classroom.store import ClassStore

    store = ClassStore(tmp_path / "classes" / "class.sqlite3")
    server = ClassServer(store, host="127.0.0.1", port=0, code="RUN234").start()
    yield f"127.0.0.1:{server.port}"
    server.stop()
    store.close()


def _report(*checks):
    return CheckReport(WINNER.key, tuple(CheckResult(i, ok, message("check.passed") if ok else
                                                     message("check.wrong_value", "winner(...)",
                                                             "0", "1"))
                                         for i, ok in checks))


@pytest.mark.parametrize("code, title", [("en", "An empty line is not a win"),
                                         ("ru", "Пустая линия — не победа")])
def test_check_results_show_titles_in_the_pupils_language(window, language, code, title):
    language(code)
    window.show_lesson("tictactoe", "Tic-tac-toe", code)
    panel = window.panel
    panel.exercise_list.setCurrentRow([e.key for e in panel.exercises].index(WINNER.key))
    panel._on_checked(_report(("rows", True), ("empty_line_first", False), ("load", False)))
    lines = [panel.results.item(i).text() for i in range(panel.results.count())]
    assert not any("_" in line.split(":")[0] for line in lines), lines
    assert lines[1].startswith(f"✘ {title}: "), lines
    assert lines[0] == "✔ " + WINNER.check_title("rows", code)
    assert panel.results.item(1).data(0x0100) == "empty_line_first"  # Qt.UserRole: the id


def test_a_check_without_a_title_is_shown_as_words(window):
    window.show_lesson("tictactoe", "Tic-tac-toe", "en")
    panel = window.panel
    panel._on_checked(CheckReport(panel.exercise.key, (
        CheckResult("some_new_check", True, message("check.passed")),)))
    assert panel.results.item(0).text() == "✔ Some new check"


@pytest.fixture(params=["en", "ru"])
def joined(request, qtbot, window, served, settings, language):
    """The run-through's step: the pupil's Exercises window is open, then the app joins the
    class as "Dana  Petrova" (File > Join a class…); yields (the window, the language)."""
    from boardgames.app.classroom import student

    language(request.param)
    window.show_lesson("tictactoe", "Tic-tac-toe", request.param)
    assert window.panel.reference_button.isVisible() and window.panel.name_edit.text() == ""
    dialog = student.JoinDialog(settings)
    qtbot.addWidget(dialog)
    dialog.address.setText(served)
    dialog.code.setText("RUN234")
    dialog.name.setText("Dana  Petrova")
    try:
        with qtbot.waitSignal(dialog.accepted, timeout=10000):
            dialog.join()
        yield window, request.param
    finally:
        student.set_link(None)


def test_a_joined_pupil_finds_the_joined_name_filled_in(joined):
    window, _code = joined
    assert window.panel.name_edit.text() == "Dana Petrova"   # the name the class knows


def test_a_joined_pupil_has_no_show_reference(joined):
    from boardgames.app.classroom import student

    window, code = joined
    panel = window.panel
    assert not panel.reference_button.isVisible()
    panel.show_reference()                                   # refused: no window opens
    assert not [w for w in panel.children() if w.objectName() == "referenceDialog"]
    window.close()
    window.show_lesson("tictactoe", "Tic-tac-toe", code)     # opened again: still so
    assert not panel.reference_button.isVisible()
    student.set_link(None)
    assert panel.reference_button.isVisible()  # left the class: the teacher's button again


def test_the_join_dialog_header_fits_in_russian(qtbot, language):
    from boardgames.app.classroom.student import JoinDialog
    from boardgames.classroom.discovery import FoundClass

    language("ru")
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    for found in ([], [FoundClass("monday on vm", "10.0.2.15:8765")]):
        dialog._show_found(found)
        qtbot.wait(10)
        label = dialog.found_label
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert label.geometry().bottom() < dialog.found.geometry().top()


def test_a_found_class_is_shown_as_class_and_computer_in_the_apps_words(qtbot, monkeypatch):
    from boardgames.app.classroom import student
    from boardgames.classroom.discovery import FoundClass

    words = {"“%1” on the computer %2 — %3": "«%1» на компьютере %2 — %3"}
    monkeypatch.setattr(student.JoinDialog, "tr", lambda self, text, *a: words.get(text, text))
    dialog = student.JoinDialog()
    qtbot.addWidget(dialog)
    dialog._show_found([FoundClass("monday on vm", "10.0.2.15:8765", "monday", "vm"),
                        FoundClass("old app", "10.0.2.16:8765")])
    assert dialog.found.item(0).text() == "«monday» на компьютере vm — 10.0.2.15:8765"
    assert dialog.found.item(1).text() == "old app — 10.0.2.16:8765"  # no properties: as announced
    assert dialog.found.item(0).data(0x0100) == "10.0.2.15:8765"


def test_the_announcement_carries_the_class_and_the_computer_apart():
    from boardgames.classroom import discovery

    announcer = discovery.Announcer("monday on vm", "127.0.0.1", 8765, ["127.0.0.1"],
                                    computer="vm")  # not started: nothing is sent
    assert announcer.info.properties[b"class"] == b"monday"
    assert announcer.info.properties[b"host"] == b"vm"
    assert discovery._names(announcer.info.properties) == ("monday", "vm")
    assert discovery._names({b"app": b"boardgames"}) == ("", "")
