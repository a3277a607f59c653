"""The 15-puzzle's GUI sentences are built from the Qt-free codes, with the interface
locale's numbers (no English detail leaks in, no English number formatting in Russian)."""

import pytest
from PySide6.QtCore import QLocale

from boardgames.core import events as ev
from boardgames.games.fifteen.parsing import PositionError, parse_position
from boardgames.games.fifteen.solvability import solvability
from boardgames.games.fifteen.ui import texts


@pytest.fixture
def russian(qapp):
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Russian, QLocale.Russia))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def english(qapp):
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.English, QLocale.UnitedStates))
    yield
    QLocale.setDefault(before)


def test_progress_numbers_follow_the_locale(russian):
    text = texts.progress(ev.SearchProgress(nodes=392192, seconds=1.14))
    assert "392\u00a0192" in text or "392 192" in text
    assert "1,1" in text and "392,192" not in text


def test_progress_of_the_database_build(qapp):
    text = texts.progress(ev.SearchProgress(phase="build", fraction=0.5, part=2, parts=3))
    assert "2" in text and "3" in text and "pattern databases" in text


@pytest.mark.parametrize("typed, words", [
    ("1 2 3 / 4 5 / 6 7 8 0", "(3, 2, 4)"),
    ("1 2 3 4 5 6 7 8 9", "tile 9 is out of range"),
    ("1 2 3 4 5 6 7 8 8", "8 appears more than once"),
])
def test_position_errors_are_rebuilt_from_codes(qapp, typed, words):
    with pytest.raises(PositionError) as info:
        parse_position(typed)
    assert words in texts.position_error(info.value.code, info.value.values)


def test_refusals_and_verdicts_carry_their_numbers(english):
    assert "2,000,000 nodes" in texts.refusal("gave-up", (2_000_000, "nodes"))
    assert "5×5" in texts.refusal("pdb-too-big", (5, 5, 16))
    verdict = solvability((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0), 4, 4)
    assert "1 + 1 = 2 is even" in texts.explain(verdict)
