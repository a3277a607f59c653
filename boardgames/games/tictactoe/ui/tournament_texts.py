"""Words of the tournament page (Qt): forfeit codes, file problems and game results of
:mod:`boardgames.games.tictactoe.tournament` turned into translated sentences (context
``"TournamentTexts"``), numbers in the interface locale."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from boardgames.games.tictactoe.players import PLAYERS
from boardgames.games.tictactoe.tournament import COMPUTER, FORFEIT, GameRecord
from boardgames.games.tictactoe.tournament_student import Forfeit, PlayerFileError
from boardgames.kit.i18n import arg, decimal


class TournamentTexts(QObject):
    """The templates, each in a ``tr()`` call so that lupdate collects them."""

    def forfeit_template(self, code: str) -> str:
        """The sentence for a forfeit code with ``%1`` for its value ("" when unknown)."""
        return {
            "occupied": self.tr("chose cell %1, which is taken"),
            "off_board": self.tr("chose %1, which is not a cell (0 to 8)"),
            "not_a_cell": self.tr("answered %1, which is not a cell number"),
            "exception": self.tr("choose_move crashed: %1"),
            "timed_out": self.tr("made no move within %1 s"),
            "missing": self.tr("the file has no choose_move any more"),
            "exited": self.tr("the program exited (exit code %1)"),
            "killed": self.tr("the program was stopped by the system (%1)"),
            "memory": self.tr("used more than %1 MB of memory"),
            "output_limit": self.tr("printed or wrote more than %1 MB"),
            "answer_too_long": self.tr("answered with more than %1 bytes"),
            "not_json": self.tr("answered a %1, which is not a cell number"),
            "not_started": self.tr("Python could not start: %1"),
            "refused": self.tr("not run: this computer has no sandbox for students' code"),
        }.get(code, "")

    def file_template(self, code: str) -> str:
        """The sentence for a :class:`PlayerFileError` code (``%1`` the file, ``%2``...)."""
        return {
            "file_missing": self.tr("%1: there is no such file."),
            "file_unreadable": self.tr("%1 cannot be read (%2)."),
            "not_utf8": self.tr("%1 is not UTF-8 text."),
            "syntax_error": self.tr("%1 has a syntax error on line %2: %3"),
            "no_choose_move": self.tr("%1 has no function choose_move(board)."),
            "no_board_parameter": self.tr("In %1, choose_move must take the board: "
                                          "def choose_move(board):"),
        }.get(code, "%1: %2")

    def result(self, game: GameRecord) -> str:
        """"X wins", "O wins" or "Draw"; a forfeit adds who lost and why."""
        if not game.winner:
            return self.tr("Draw")
        text = self.tr("X wins") if game.winner == "x" else self.tr("O wins")
        if game.ending == FORFEIT and game.forfeit is not None:
            return arg(self.tr("%1 — %2 %3"), text, game.loser_name or "",
                       forfeit_text(game.forfeit))
        return text


def forfeit_text(forfeit: Forfeit) -> str:
    """The translated reason of a forfeit (the code and values when unknown)."""
    template = TournamentTexts().forfeit_template(forfeit.code)
    if not template:
        return " ".join([forfeit.code, *map(str, forfeit.values)])
    values = [decimal(v, 1) if isinstance(v, float) else v for v in forfeit.values]
    return arg(template, *values)


def file_error_text(error: PlayerFileError) -> str:
    """The translated sentence of a file that cannot take part."""
    return arg(TournamentTexts().file_template(error.code), error.file, *error.values)


def result_text(game: GameRecord) -> str:
    """How ``game`` ended, translated."""
    return TournamentTexts().result(game)


def entrant_text(name: str, kind: str) -> str:
    """A student's file name as it is; a computer player's translated title."""
    if kind == COMPUTER:
        try:
            return player_title(name)
        except KeyError:
            return name
    return name


def player_title(name: str) -> str:
    """The translated title of the player called ``name``."""
    return QCoreApplication.translate("tictactoe", PLAYERS[name].title)


def player_description(name: str) -> str:
    """The translated one-line description of the player called ``name``."""
    return QCoreApplication.translate("tictactoe", PLAYERS[name].description)
