"""A tournament's results as data for other programs: CSV, JSON, and the command line's
English table (Qt-free; the GUI words its own table with ``tr()``).

The CSV file is the results table, one line per entrant, with the header
:data:`CSV_COLUMNS` (field names, not translated, so that spreadsheets and scripts can
rely on them).
"""

from __future__ import annotations

import csv
import io
from typing import Any

from boardgames.core.spreadsheet import safe_row
from boardgames.games.tictactoe.tournament import FORFEIT, GameRecord, Standing, TournamentResult
from boardgames.games.tictactoe.tournament_student import Forfeit

CSV_COLUMNS = ("rank", "player", "kind", "games", "wins", "draws", "losses", "forfeits", "points")

#: English words for the forfeit codes (the command line is not translated).
FORFEIT_WORDS = {
    "occupied": "chose cell {}, which is taken",
    "off_board": "chose {}, which is not a cell (0..8)",
    "not_a_cell": "answered {}, not a cell number",
    "exception": "choose_move crashed: {}",
    "timed_out": "no move within {:g} s",
    "missing": "the file has no choose_move",
    "exited": "the program exited (code {})",
    "killed": "the program was killed ({})",
    "memory": "used more than {} MB of memory",
    "output_limit": "printed or wrote more than {} MB",
    "answer_too_long": "the answer was longer than {} bytes",
    "not_json": "answered a {}, not a cell number",
    "not_started": "Python could not start: {}",
    "refused": "not run: this computer has no sandbox for students' code",
}


def standing_rows(result: TournamentResult) -> list[tuple[int, Standing]]:
    """``(rank, standing)`` best first; equal points, wins and forfeits share a rank."""
    rows: list[tuple[int, Standing]] = []
    for index, s in enumerate(result.standings()):
        if rows and _key(rows[-1][1]) == _key(s):
            rows.append((rows[-1][0], s))
        else:
            rows.append((index + 1, s))
    return rows


def _key(s: Standing) -> tuple[int, int, int]:
    return s.points, s.wins, s.forfeits


def to_csv(result: TournamentResult) -> str:
    """The results table as CSV text (``\\r\\n`` line ends, as the CSV standard has them; a
    name a spreadsheet would run as a formula is quoted: :mod:`boardgames.core.spreadsheet`)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for rank, s in standing_rows(result):
        writer.writerow(safe_row(_cells(rank, s)))
    return out.getvalue()


def _cells(rank: int, s: Standing) -> tuple[int | str, ...]:
    """The values of :data:`CSV_COLUMNS` for one line."""
    return rank, s.name, s.kind, s.games, s.wins, s.draws, s.losses, s.forfeits, s.points


def forfeit_words(forfeit: Forfeit) -> str:
    """English words for a forfeit (the code itself for an unknown one)."""
    template = FORFEIT_WORDS.get(forfeit.code)
    if template is None:
        return forfeit.code
    try:
        return template.format(*forfeit.values)
    except (IndexError, ValueError):
        return f"{forfeit.code} {forfeit.values}"


def to_json(result: TournamentResult) -> dict[str, Any]:
    """The whole result as JSON data: ``entrants``, ``standings`` (the CSV's columns),
    ``games`` (number, x, o, moves, winner, ending, forfeit: {player, code, values} or
    null), ``complete`` and ``isolation``."""
    standings = [dict(zip(CSV_COLUMNS, _cells(rank, s), strict=True))
                 for rank, s in standing_rows(result)]
    return {
        "entrants": [{"name": e.name, "kind": e.kind, "file": str(e.path) if e.path else None}
                     for e in result.entrants],
        "standings": standings,
        "games": [_game_json(g) for g in result.games],
        "complete": result.complete,
        "isolation": result.isolation,
    }


def _game_json(game: GameRecord) -> dict[str, Any]:
    forfeit = None
    if game.forfeit is not None:
        forfeit = {"player": game.loser_name, "code": game.forfeit.code,
                   "values": list(game.forfeit.values)}
    return {"number": game.number, "x": game.x, "o": game.o, "moves": list(game.moves),
            "winner": game.winner, "ending": game.ending, "forfeit": forfeit}


def game_line(game: GameRecord) -> str:
    """One English line: ``3  alice.py (X) - dummy (O)  X wins  moves 4 0 8 ...``."""
    if game.winner:
        how = f"{game.winner.upper()} wins"
        if game.ending == FORFEIT and game.forfeit is not None:
            how += f": {game.loser_name} {forfeit_words(game.forfeit)}"
    else:
        how = "draw"
    moves = " ".join(str(m) for m in game.moves) or "-"
    return f"{game.number:3}  {game.x} (X) - {game.o} (O)  {how}  moves {moves}"


def table_text(result: TournamentResult) -> str:
    """The results table and the games, in English, for the command line."""
    rows = standing_rows(result)
    width = max([len("player")] + [len(s.name) for _, s in rows])
    head = f"{'rank':>4}  {'player':{width}}  {'kind':8} {'games':>5} {'wins':>5} {'draws':>5} " \
           f"{'losses':>6} {'forfeits':>8} {'points':>6}"
    lines = [head]
    for rank, s in rows:
        lines.append(f"{rank:>4}  {s.name:{width}}  {s.kind:8} {s.games:>5} {s.wins:>5} "
                     f"{s.draws:>5} {s.losses:>6} {s.forfeits:>8} {s.points:>6}")
    lines.append("")
    lines.append("games:")
    lines.extend(game_line(g) for g in result.games)
    if not result.complete:
        lines.append(f"stopped after {len(result.games)} of {result.planned} games")
    return "\n".join(lines)
