"""The class kept up to date off the window's thread: the grid on every change, the class
tournament of the students' tic-tac-toe players (played in the sandbox, pairing by pairing)
and the challenge leaderboard of their 15-puzzle solvers."""

import time

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
                     ClassTournament(tmp_path / "players" / "tictactoe", games=2,
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


def test_closing_the_class_ends_a_solver_being_scored(tmp_path, db_path):
    store = ClassStore(db_path)
    live = ClassLive(store, tmp_path / "players", lambda snapshot: None,
                     challenge_limit=60).start()
    try:
        store.join("Anna")
        store.add_player("Anna", player_of("fifteen", "import time\n\ndef solve(board):\n"
                                                      "    time.sleep(60)\n"))
        assert wait_for(lambda: live.snapshot.scoring == 1, 5)
        time.sleep(1.0)  # the challenge is running the solver
    finally:
        started = time.monotonic()
        live.stop()
        store.close()
    judge = live._threads[1]
    judge.join(10)
    assert not judge.is_alive() and time.monotonic() - started < 10
    assert live.snapshot.leaderboard == ()  # not scored: ended
