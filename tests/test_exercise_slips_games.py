"""The classic slips of the tic-tac-toe, fifteen and board-classes exercises fail their
exercise with a message that names the position, and correct variants pass (issue 18, item 3).

The corpus is ``tests/data/exercise_slips/<lesson>/<exercise>/``: one wrong but plausible
student file per slip, whose header says which checks it must fail (``# fails: id id ...``)
and what the message of the first of them must show, the position it failed on
(``# names: text``, or ``# names-re: regex`` for a random position); and ``ok_<name>.py``,
correct variants that a check could refuse wrongly. Each file runs over two seeds (the
random positions differ), through the checker the app uses.
"""

import re
from pathlib import Path

import pytest

from boardgames.exercises import checker, loader

CORPUS = Path(__file__).parent / "data" / "exercise_slips"
FOUND = loader.find_exercises()
#: The exercises this corpus covers (search/ and challenge/ have their own).
EXERCISES = [
    "tictactoe/winner", "tictactoe/win_move", "tictactoe/block", "tictactoe/minimax",
    "tictactoe/alphabeta",
    "fifteen/inversions", "fifteen/row_end", "fifteen/solvable", "fifteen/victory",
    "board-classes/blank_position", "board-classes/is_solved", "board-classes/moves",
    "board-classes/swap",
]
SEEDS = (2718, 314159)
FILES = sorted(CORPUS.rglob("*.py"))
SLIPS = [p for p in FILES if not p.name.startswith("ok_")]
RIGHT = [p for p in FILES if p.name.startswith("ok_")]


@pytest.fixture(autouse=True)
def _private(private_tmp):
    return private_tmp


def key_of(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.parent.name}"


def header(path: Path, field: str) -> str | None:
    found = re.search(rf"^# {field}: (.+)$", path.read_text(encoding="utf-8"), re.M)
    return found.group(1).strip() if found else None


def test_every_exercise_has_its_slips_and_nothing_else():
    keys = [key_of(p) for p in FILES]
    assert set(keys) == set(EXERCISES)
    for key in EXERCISES:
        assert sum(key_of(p) == key for p in SLIPS) >= 3, key
    for path in SLIPS:
        assert header(path, "fails") and (header(path, "names") or header(path, "names-re")), path


@pytest.mark.parametrize("path", SLIPS, ids=lambda p: f"{key_of(p)}/{p.stem}")
def test_a_slip_fails_and_the_message_names_the_position(path):
    fails = header(path, "fails").split()
    names, names_re = header(path, "names"), header(path, "names-re")
    for seed in SEEDS:
        report = checker.check_file(FOUND.get(key_of(path)), path, seed=seed)
        failed = {c.id: c.message.english() for c in report.checks if not c.passed}
        assert not report.passed and set(fails) <= set(failed), (seed, failed)
        first = failed[fails[0]]
        if names is not None:
            assert names in first, (seed, first)
        else:
            assert re.search(names_re, first), (seed, first)


@pytest.mark.parametrize("path", RIGHT, ids=lambda p: f"{key_of(p)}/{p.stem}")
def test_a_correct_variant_passes(path):
    for seed in SEEDS:
        report = checker.check_file(FOUND.get(key_of(path)), path, seed=seed)
        assert report.passed, (seed, [(c.id, c.message.english()) for c in report.checks])
