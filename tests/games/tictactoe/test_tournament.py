"""Students' tic-tac-toe players in a tournament (the Qt-free engine): a good file and a
file that raises, loops and plays a taken cell, against two rungs of the ladder."""

import tempfile
import textwrap

import pytest

from boardgames.core import sandbox
from boardgames.games.tictactoe import tournament as tm
from boardgames.games.tictactoe.board import O, X
from boardgames.games.tictactoe.rules import MNKGame, State
from boardgames.games.tictactoe.tournament_report import forfeit_words, standing_rows, to_csv, to_json
from boardgames.games.tictactoe.tournament_student import (
    Forfeit,
    PlayerFileError,
    check_player_file,
    judge_answer,
)

GOOD = """\
    def choose_move(board):
        for cell in range(9):
            if board[cell] == "":
                return cell
"""

# X on the empty board: raises. O after an opening at 0: plays 0 again. O after an
# opening elsewhere: loops forever.
BAD = """\
    def choose_move(board, me):
        if board.count("") == 9:
            raise ValueError("no idea")
        if board[0] != "":
            return 0
        while True:
            pass
"""


def write(folder, name, body):
    path = folder / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """The tournament of good.py and bad.py against dummy and winner, 2 games a pairing."""
    folder = tmp_path_factory.mktemp("tournament")
    (folder / "tmp").mkdir()
    old, tempfile.tempdir = tempfile.tempdir, str(folder / "tmp")
    try:
        students = tm.student_entrants([write(folder, "good.py", GOOD), write(folder, "bad.py", BAD)])
        reports = []
        settings = tm.Settings(games=2, time_limit=0.5, rungs=("dummy", "winner"))
        result = tm.run_tournament(students, settings, report=reports.append)
    finally:
        tempfile.tempdir = old
    return result, reports


def totals(result):
    return {s.name: (s.games, s.wins, s.draws, s.losses, s.forfeits, s.points) for s in result.standings()}


def test_the_table_has_the_right_totals(played):
    result, _ = played
    assert result.complete and len(result.games) == result.planned == 10
    assert totals(result) == {
        #              games wins draws losses forfeits points
        "winner":     (4, 4, 0, 0, 0, 8),
        "good.py":    (6, 3, 0, 3, 0, 6),
        "dummy":      (4, 3, 0, 1, 0, 6),
        "bad.py":     (6, 0, 0, 6, 6, 0),
    }
    assert [(rank, s.name) for rank, s in standing_rows(result)] == [
        (1, "winner"), (2, "good.py"), (2, "dummy"), (4, "bad.py")]


def test_the_bad_player_only_loses_games_each_with_its_reason(played):
    result, _ = played
    bad_games = [g for g in result.games if "bad.py" in (g.x, g.o)]
    assert len(bad_games) == 6
    reasons = {}
    for game in bad_games:
        assert game.ending == tm.FORFEIT and game.loser_name == "bad.py"
        reasons[(game.x, game.o)] = (game.forfeit.code, game.forfeit.values)
    assert reasons[("bad.py", "dummy")] == ("exception", ("ValueError: no idea",))
    assert reasons[("dummy", "bad.py")] == ("occupied", (0,))
    assert reasons[("winner", "bad.py")] == ("timed_out", (0.5,))
    assert reasons[("good.py", "bad.py")] == ("occupied", (0,))
    assert reasons[("bad.py", "good.py")][0] == "exception"
    assert all("Traceback" not in forfeit_words(g.forfeit) for g in bad_games)


def test_games_replay_to_how_they_ended(played):
    result, _ = played
    for game in result.games:
        boards = tm.replay(game)
        assert len(boards) == len(game.moves) + 1
        if game.ending == tm.LINE:
            mark = X if game.winner == "x" else O
            assert MNKGame().winner(State(boards[-1])) == mark
    first = result.games[0]  # good.py (X, first free cell) beats dummy (O, first free cell)
    assert (first.x, first.o, first.moves, first.winner) == ("good.py", "dummy", (0, 1, 2, 3, 4, 5, 6), "x")


def test_each_pairing_takes_turns_to_move_first(played):
    result, _ = played
    pairs = [(g.x, g.o) for g in result.games]
    assert pairs[:2] == [("good.py", "dummy"), ("dummy", "good.py")]
    assert pairs[-2:] == [("good.py", "bad.py"), ("bad.py", "good.py")]


def test_progress_is_reported_after_every_game(played):
    result, reports = played
    assert [len(r.games) for r in reports] == list(range(1, 11))
    assert reports[-1] == result


def test_csv_and_json_hold_the_table(played):
    result, _ = played
    lines = to_csv(result).splitlines()
    assert lines[0] == "rank,player,kind,games,wins,draws,losses,forfeits,points"
    assert lines[1:] == ["1,winner,computer,4,4,0,0,0,8", "2,good.py,student,6,3,0,3,0,6",
                         "2,dummy,computer,4,3,0,1,0,6", "4,bad.py,student,6,0,0,6,6,0"]
    data = to_json(result)
    assert data["complete"] and data["isolation"] == sandbox.isolation()
    forfeit = data["games"][6]["forfeit"]  # game 7: bad.py (X) - winner
    assert forfeit == {"player": "bad.py", "code": "exception", "values": ["ValueError: no idea"]}


def test_computer_games_are_reproducible_with_the_seed():
    perfect, rand = tm.Entrant("perfect", tm.COMPUTER), tm.Entrant("random", tm.COMPUTER)
    runs = {seed: [tm.play_game(n, rand, perfect, tm.Settings(seed=seed)).moves for n in range(1, 6)]
            for seed in (1, 1, 2)}
    again = [tm.play_game(n, rand, perfect, tm.Settings(seed=1)).moves for n in range(1, 6)]
    assert runs[1] == again
    assert runs[2] != runs[1]


def test_a_cancelled_tournament_keeps_the_games_played(tmp_path, monkeypatch):
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    students = tm.student_entrants([write(tmp_path, "good.py", GOOD)])
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 1
    result = tm.run_tournament(students, tm.Settings(games=2, rungs=("dummy",)), cancelled=cancelled)
    assert not result.complete and len(result.games) < 2


def test_answers_are_judged_as_cells():
    board = (1, 0, 0, 0, 0, 0, 0, 0, 0)
    assert judge_answer(4, board) == 4
    assert judge_answer(0, board) == Forfeit("occupied", (0,))
    assert judge_answer(9, board) == Forfeit("off_board", (9,))
    assert judge_answer(-1, board) == Forfeit("off_board", (-1,))
    assert judge_answer(True, board) == Forfeit("not_a_cell", ("True",))
    assert judge_answer("4", board) == Forfeit("not_a_cell", ("'4'",))
    assert judge_answer(4.0, board) == Forfeit("not_a_cell", ("4.0",))
    assert judge_answer(None, board) == Forfeit("not_a_cell", ("None",))


def test_files_are_checked_before_the_tournament(tmp_path):
    assert check_player_file(write(tmp_path, "one.py", GOOD)) is False
    assert check_player_file(write(tmp_path, "two.py", BAD)) is True
    cases = {
        "missing.py": None,
        "syntax.py": "def choose_move(board):\n    return (\n",
        "other.py": "def solve(board):\n    return 0\n",
        "empty.py": "",
        "noargs.py": "def choose_move():\n    return 0\n",
    }
    codes = {}
    for name, body in cases.items():
        if body is not None:
            (tmp_path / name).write_text(body, encoding="utf-8")
        with pytest.raises(PlayerFileError) as info:
            check_player_file(tmp_path / name)
        codes[name] = info.value.code
        assert str(info.value).startswith(f"{name}: ")
    assert codes == {"missing.py": "file_missing", "syntax.py": "syntax_error", "other.py": "no_choose_move",
                     "empty.py": "no_choose_move", "noargs.py": "no_board_parameter"}


def test_two_files_with_one_name_get_two_names(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    names = [e.name for e in tm.student_entrants([write(tmp_path / "a", "p.py", GOOD),
                                                    write(tmp_path / "b", "p.py", GOOD)])]
    assert names == ["p.py", "p.py (2)"]
    # a student's file called like a computer player keeps its own line in the table
    (computer_like,) = tm.student_entrants([write(tmp_path, "dummy", GOOD)])
    assert computer_like.name == "dummy (2)"


def test_bad_settings_are_refused():
    for settings in (tm.Settings(games=0), tm.Settings(time_limit=0), tm.Settings(rungs=("nobody",))):
        with pytest.raises(ValueError):
            settings.check()


def test_the_course_documents_a_tournament_player_that_works(tmp_path):
    """Issue 12: the board given to choose_move is documented in the lesson, and the
    lesson's example is a player the tournament accepts."""
    import re
    from pathlib import Path

    from boardgames.games.tictactoe.tournament_student import check_player_file

    stages = Path(__file__).resolve().parents[3] / "lessons" / "tictactoe" / "stages"
    for lang in ("en", "ru"):
        text = (stages / f"27_best_move.{lang}.md").read_text(encoding="utf-8")
        example = re.search(r"```python\n(.*?)```", text, re.S).group(1)
        assert "def choose_move(board)" in example and '"X"' in text and '""' in text
        player = tmp_path / f"player_{lang}.py"
        player.write_text(example, encoding="utf-8")
        assert check_player_file(player) is False  # takes the board only
