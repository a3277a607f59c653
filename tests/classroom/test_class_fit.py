"""The class mode's windows fit a 1024x768 projector in every shipped language (the
check of tests/app/test_fit_windows.py): the class view with students, standings and a
leaderboard, the replays of the class tournament, the levels and the sequence dialogs."""

from boardgames.classroom.live import Snapshot
from boardgames.classroom.tournament import ClassGame, Standing
from tests.app.test_fit_windows import assert_fits, lang  # noqa: F401 (lang: a fixture)

NAMES = [f"Student number {i} with a long name" for i in range(12)]
GAMES = tuple(ClassGame(n + 1, NAMES[n % 12], "perfect", "student", "computer",
                        (0, 3, 1, 4, 2), "x", "line") for n in range(30))


def busy(teacher):
    """The class view as a full class makes it: twelve students standing, thirty games."""
    teacher.show_snapshot(Snapshot(standings=tuple(Standing(n, 2 * i) for i, n in enumerate(NAMES)),
                                   games=GAMES))
    return teacher


def test_the_class_view_fits(qtbot, teacher, lang):  # noqa: F811
    assert_fits(qtbot, busy(teacher), "class view")


def test_the_replays_fit(qtbot, teacher, lang):  # noqa: F811
    dialog = busy(teacher).show_replays()
    assert dialog is not None
    assert_fits(qtbot, dialog, "class replays")
    dialog.close()


def test_the_levels_and_sequence_dialogs_fit(qtbot, teacher, lang):  # noqa: F811
    for dialog, where in ((teacher.ask_levels(), "class levels"), (teacher.ask_sequence(), "class sequence")):
        dialog.show()
        assert_fits(qtbot, dialog, where)
        dialog.close()
