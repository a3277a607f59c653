"""The class kept up to date off the window's thread: the grid on every change, the class
tournament of the students' tic-tac-toe players (played in the sandbox, pairing by pairing)
and the challenge leaderboard of their 15-puzzle solvers."""

import json
import time
from pathlib import Path

from boardgames.classroom import leaderboard
from boardgames.classroom.client import player_of, submission_of
from boardgames.classroom.live import ClassLive
from boardgames.classroom.store import ClassStore
from boardgames.classroom.tournament import ClassTournament

FIRST_FREE = "def choose_move(board):\n    return board.index('')\n"
OFF_BOARD = "def choose_move(board):\n    return 99\n"
NO_FUNCTION = "def nope(board):\n    return 1\n"
EMPTY_SOLVER = "def solve(board):\n    return []\n"


def wait_for(condition, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_the_class_tournament_leaderboard_and_grid_follow_the_class(tmp_path, db_path):
    store = ClassStore(db_path)
    seen = []
    live = ClassLive(store, tmp_path / "players", seen.append,
                     ClassTournament(tmp_path / "players" / "tictactoe", "tictactoe", games=2,
                                     rungs=("dummy", "perfect")), challenge_limit=2).start()
    try:
        for name in ("Anna", "Boris", "Chen"):
            store.join(name)
        store.add("Anna", submission_of("fifteen/row_end", True, [], 0.1, "x = 1"))
        assert wait_for(lambda: live.snapshot.grid.cell("Anna", "fifteen/row_end").status
                        == "passed", 1.0)
        sent = time.monotonic()
        store.add_player("Anna", player_of("tictactoe", FIRST_FREE))
        store.add_player("Boris", player_of("tictactoe", OFF_BOARD))
        store.add_player("Chen", player_of("tictactoe", NO_FUNCTION))
        store.add_player("Anna", player_of("fifteen", EMPTY_SOLVER))
        # every student is in the standings within a second, games still to play
        assert wait_for(lambda: [s.student for s in live.snapshot.standings]
                        == ["Anna", "Boris", "Chen"], 1.0)
        assert time.monotonic() - sent < 1.0

        def done():
            snap = live.snapshot
            return (not any(s.pending for s in snap.standings) and not snap.scoring
                    and snap.standings[-1].error and snap.leaderboard)

        assert wait_for(done, 60)
        anna, boris, chen = live.snapshot.standings
        # Anna vs dummy and perfect (2 games each) and vs Boris (2): Boris forfeits all his
        assert (anna.student, anna.games) == ("Anna", 6)
        assert anna.wins >= 2 and anna.losses >= 2  # beats Boris, loses to perfect
        assert (boris.student, boris.games, boris.forfeits, boris.points) == ("Boris", 6, 6, 0)
        assert chen.student == "Chen" and "choose_move" in chen.error and chen.games == 0
        [entry] = live.snapshot.leaderboard
        assert (entry.student, entry.valid, entry.moves) == ("Anna", 0, 0)
        assert entry.positions > 0
        # every game kept is there to replay: Anna's 4 against the ladder and 2 against
        # Boris, Boris's 4 against the ladder; Boris's forfeits stop before his bad move
        games = live.snapshot.games
        assert len(games) == 10 and [g.number for g in games] == list(range(1, 11))
        assert sum(g.plays("Anna") for g in games) == 6
        for game in games:
            assert len(set(game.moves)) == len(game.moves) and all(0 <= m < 9 for m in game.moves)
        assert all(g.ending == "forfeit" and g.forfeit for g in games if g.plays("Boris"))
        # a student's new player replaces the old one's games
        store.add_player("Boris", player_of("tictactoe", FIRST_FREE))
        def boris_again():
            lines = {s.student: s for s in live.snapshot.standings}
            return not lines["Boris"].pending and (lines["Boris"].games,
                                                   lines["Boris"].forfeits) == (6, 0)

        assert wait_for(boris_again, 60)
        assert seen and seen[-1] is live.snapshot
    finally:
        live.stop()
        store.close()


def test_closing_the_class_ends_a_solver_being_scored(tmp_path, db_path, private_tmp):
    store = ClassStore(db_path)
    live = ClassLive(store, tmp_path / "players", lambda snapshot: None,
                     challenge_limit=60).start()
    try:
        store.join("Anna")
        store.add_player("Anna", player_of("fifteen", "import time\n\ndef solve(board):\n"
                                                      "    time.sleep(60)\n"))
        assert wait_for(lambda: live.snapshot.scoring == 1, 5)
        # the challenge is running the solver in its run folder
        assert wait_for(lambda: any(private_tmp.rglob("boardgames-run-*")), 20)
    finally:
        started = time.monotonic()
        live.stop()
        store.close()
    judge = live._threads[1]
    judge.join(10)
    assert not judge.is_alive() and time.monotonic() - started < 10
    assert live.snapshot.leaderboard == ()  # not scored: ended
    # the killed challenge could not remove the solver's run folder: the class did
    assert sorted(p.name for p in private_tmp.iterdir()) == []


def test_the_class_runs_its_games_and_scores_from_a_folder_with_another_copy_of_the_app(
        tmp_path, db_path, monkeypatch):
    """The teacher started the app in a checkout (a ``boardgames`` folder in the working
    folder) and keeps the players in a folder given by a relative path: the games and the
    scoring still run the installed app, on the right files."""
    decoy = tmp_path / "checkout" / "boardgames"
    decoy.mkdir(parents=True)
    (decoy / "__init__.py").write_text("raise SystemExit(3)\n")
    monkeypatch.chdir(decoy.parent)
    store = ClassStore(db_path)
    live = ClassLive(store, Path("players"), lambda snapshot: None,
                     ClassTournament(Path("players") / "tictactoe", "tictactoe", rungs=("dummy",)),
                     challenge_limit=2).start()
    try:
        store.join("Anna")
        store.add_player("Anna", player_of("tictactoe", FIRST_FREE))
        store.add_player("Anna", player_of("fifteen", EMPTY_SOLVER))
        assert wait_for(lambda: live.snapshot.leaderboard and live.snapshot.standings
                        and not live.snapshot.standings[0].pending, 60)
        [anna] = live.snapshot.standings
        assert (anna.games, anna.error) == (2, "")
        [entry] = live.snapshot.leaderboard
        assert entry.error == "" and entry.positions > 0
    finally:
        live.stop()
        store.close()
    solver = Path("players") / "solver.py"  # the command line's leaderboard, relative paths
    solver.write_text(EMPTY_SOLVER, encoding="utf-8")
    scored = leaderboard.score(solver, "fifteen", 2)
    assert scored.error == "" and scored.positions > 0


def _game(x, o, moves, winner, ending="line", forfeit=None):
    return {"number": 1, "x": x, "o": o, "moves": moves, "winner": winner, "ending": ending,
            "forfeit": forfeit}


def test_the_class_tournament_keeps_each_games_moves_for_replays(tmp_path):
    tournament = ClassTournament(tmp_path / "players", "tictactoe", rungs=("dummy",))
    anna, boris = player_of("tictactoe", FIRST_FREE), player_of("tictactoe", OFF_BOARD)
    tournament.update([("Anna", anna), ("Boris", boris)])
    assert tournament.played_games() == []
    a, b = f"{anna.id}.py", f"{boris.id}.py"
    ladder = [_game(a, "dummy", [0, 3, 1, 4, 2], "x"), _game("dummy", a, [4, 0, 8, 1, 2, 3, 6], "x")]
    tournament.record((anna.id, "ladder"), 0, json.dumps({"games": ladder}), "")
    pairing = [_game(a, b, [0], "x", "forfeit", {"player": b, "code": "off_board", "values": [99]})]
    tournament.record((anna.id, boris.id), 0, json.dumps({"games": pairing}), "")
    first, second, third = tournament.played_games()
    assert (first.number, first.x, first.x_kind, first.o, first.o_kind) == (
        1, "Anna", "student", "dummy", "computer")
    assert first.moves == (0, 3, 1, 4, 2) and first.winner == "x" and first.ending == "line"
    assert (second.x, second.o, second.moves) == ("dummy", "Anna", (4, 0, 8, 1, 2, 3, 6))
    assert (third.number, third.x, third.o, third.o_kind) == (3, "Anna", "Boris", "student")
    assert (third.moves, third.ending, third.forfeit) == ((0,), "forfeit", "off_board")
    assert [g.number for g in tournament.played_games() if g.plays("Boris")] == [3]
    assert all(g.plays("Anna") for g in tournament.played_games())
    # Boris sends a new player: his old games are no longer the class's
    tournament.update([("Anna", anna), ("Boris", player_of("tictactoe", FIRST_FREE))])
    assert [g.o for g in tournament.played_games()] == ["dummy", "Anna"]
