"""The window's class actions: File > Start a class…, File > Join a class…, File > Send a
tournament player… and File > Follow the teacher (a joined app shows the lesson stage the
teacher shows)."""

from __future__ import annotations

import os
import socket
import sqlite3
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from boardgames.app.classroom.levels import LevelGame
from boardgames.app.classroom.student import JoinDialog, NotAccepted, current_link
from boardgames.app.classroom.texts import error_text, interface_language
from boardgames.classroom.client import Follower, level_of, player_of, read_player_file
from boardgames.classroom.model import DEFAULT_PORT, ClassError
from boardgames.classroom.store import ClassStore, class_path
from boardgames.kit.i18n import arg
from boardgames.kit.page import GamePage

if TYPE_CHECKING:
    from boardgames.app.classroom.start_dialog import StartDialog, StartOptions
    from boardgames.app.classroom.teacher import ClassWindow


class ClassActions(QObject):
    """``start_action`` opens the class view (one per app), ``join_action`` the join dialog.

    Attributes:
        port: the port the Start a class dialog offers first (0: any free one).
        announce: whether the dialog offers to announce the class on the network first,
            and whether Join a class… looks for the classes announced.
    """

    #: (lesson, stage) the teacher showed, from the follower's thread to the GUI thread
    teacher_stage = Signal(str, str)
    #: ({game: level}, locked) the teacher set, from the follower's thread to the GUI thread
    teacher_levels = Signal(object, bool)
    #: (exercise keys) of the class's fixed sequence, from the follower's thread to the GUI thread
    teacher_sequence = Signal(object)
    port = DEFAULT_PORT
    #: Offer to announce a started class on the local network (DNS-SD), so students find it.
    announce = True

    def __init__(self, window: Any, new_exercises_window: Callable[[], QWidget]):
        """``window``: the MainWindow (which imports this module);
        ``new_exercises_window()`` makes an Exercises window for the class's sequence."""
        super().__init__(window)
        self.window, self.new_exercises_window = window, new_exercises_window
        self.class_window: ClassWindow | None = None
        self.start_dialog: StartDialog | None = None
        self.start_action = QAction(self.tr("Start a &class…"), window)
        self.start_action.setToolTip(self.tr("Serve a class on the local network: students' "
                                             "apps send their checks to this one"))
        self.start_action.triggered.connect(lambda: self.start_class())
        self.join_action = QAction(self.tr("&Join a class…"), window)
        self.join_action.setToolTip(self.tr("Send your exercise checks to the teacher's app"))
        self.join_action.triggered.connect(lambda: self.join_class())
        #: "N not accepted by the class…" after Join a class… (shown while there are some)
        self.not_accepted = NotAccepted(self.join_action, window)
        self.player_action = QAction(self.tr("Send a tournament &player…"), window)
        self.player_action.setToolTip(self.tr("Send your player (a Python file) to the class's "
                                              "tournament"))
        self.player_action.triggered.connect(lambda: self.send_player())
        self.follow_action = QAction(self.tr("&Follow the teacher"), window)
        self.follow_action.setCheckable(True)
        self.follow_action.setToolTip(self.tr("Show the lesson stage the teacher shows, as "
                                              "the teacher moves on"))
        self.follow_action.toggled.connect(self.follow)
        self.sequence_action = QAction(self.tr("The class's &exercises…"), window)
        self.sequence_action.setToolTip(self.tr("The exercises the teacher set for the class, "
                                                "in order"))
        self.sequence_action.setEnabled(False)
        self.sequence_action.triggered.connect(lambda: self.show_sequence())
        self.teacher_stage.connect(self.go_to_stage)
        self.teacher_levels.connect(self.follow_levels)
        self.teacher_sequence.connect(self.follow_sequence)
        self._follower: Follower | None = None
        self.class_levels: tuple[dict[str, int], bool] = ({}, False)
        self.class_sequence: tuple[str, ...] = ()
        self.sequence_window: Any = None  # an ExercisesWindow, made when a sequence comes

    def start_class(self, options: StartOptions | None = None) -> ClassWindow | None:
        """Start a class with ``options`` and open its view (a message box says why not);
        ``options`` None (File > Start a class…): ask for them first in the Start a class
        dialog (:meth:`ask_start`; its OK starts the class) and return None. A class
        already open is raised instead."""
        if self.class_window is not None and self.class_window.isVisible():
            self.class_window.raise_()
            return self.class_window
        if options is None:
            self.ask_start()
            return None
        try:
            return self._serve(options)
        except (ClassError, OSError, sqlite3.Error) as error:
            return self._warn(error)

    def ask_start(self) -> StartDialog:
        """Show the Start a class dialog (non-modal; raised when open), offering the choices
        made last time (else :attr:`port` and :attr:`announce`); OK starts the class."""
        from boardgames.app.classroom.start_dialog import StartDialog, StartOptions

        if self.start_dialog is not None and self.start_dialog.isVisible():
            self.start_dialog.raise_()
            return self.start_dialog
        defaults = StartOptions(port=self.port, announce=self.announce)
        dialog = StartDialog(self.window.settings, defaults,
                             lambda options: self._start_chosen(dialog, options), self.window)
        self.start_dialog = dialog
        dialog.show()
        return dialog

    def _start_chosen(self, dialog: StartDialog, options: StartOptions) -> str | None:
        """Start the class the dialog asks for; None once started, else why not."""
        try:
            self._serve(options)
        except OSError as error:
            return dialog.refusal(error, options)
        except (ClassError, sqlite3.Error) as error:
            return _text(error)
        return None

    def _serve(self, options: StartOptions) -> ClassWindow:
        """Serve the class as ``options`` say and open its view.

        Raises:
            ClassError, sqlite3.Error, OSError: the class file cannot be opened, or the
                port cannot be listened on.
        """
        # The server (aiohttp) and the announcer (zeroconf) are imported here, not at the
        # app's start (half a second there); the preload thread has usually loaded them.
        from boardgames.app.classroom.teacher import ClassWindow, open_class
        from boardgames.classroom.discovery import announcer_for

        store = ClassStore(class_path(options.class_name))
        try:
            server = open_class(store, options.port, options.host, options.code or None,
                                self.window.discovery)
        except BaseException:
            store.close()
            raise
        announcer = None  # announced where it listens only (this computer only: loopback)
        if options.announce:
            announcer = announcer_for(f"{options.class_name} on {socket.gethostname()}",
                                      options.host, server.port).start()
        self.class_window = ClassWindow(store, server, self.window, announcer, self._level_games(),
                                        self.window.discovery)
        self.class_window.tournament_wanted.connect(self.open_tournament)
        self.class_window.show()
        page = self.window.lessons_page
        if page is not None and page.lesson is not None:  # a lesson already open: announce it
            server.set_stage(page.lesson.id, page.lesson.stages[page.stage_index].id)
        return self.class_window

    def open_tournament(self, game: str) -> QWidget | None:
        """Open ``game``'s page and its students' tournament with the newest player of each
        student (written next to the class file, ``NAME-players/GAME/STUDENT.py``); returns
        the tournament's window (None: the game has none, or the files cannot be written)."""
        if self.class_window is None:
            return None
        store = self.class_window.store
        try:
            paths = store.export_players(store.path.with_name(f"{store.path.stem}-players"), game)
        except OSError as error:
            self._say(arg(self.tr("The players could not be saved: %1"), str(error)))
            return None
        if not self.window.open_game(game):
            return None
        page = self.window.current_view()
        opened = page.tools.open_with_files(paths) if isinstance(page, GamePage) else None
        if opened is None:
            self._say(arg(self.tr("The game %1 has no students' tournament."), game))
        return opened

    def _warn(self, error: Exception) -> None:
        text = _text(error)
        QMessageBox.warning(self.window, self.tr("Class"),
                            arg(self.tr("The class cannot be started: %1"), text))
        return None

    def join_class(self, address: str = "") -> JoinDialog:
        """Show the join dialog (non-modal), with ``address`` filled in when given."""
        dialog = JoinDialog(self.window.settings, self.window)
        if address:
            dialog.address.setText(address)
            dialog.code.setFocus()
        if self.announce:
            dialog.look_for_classes()
        dialog.accepted.connect(self._joined)
        dialog.show()
        return dialog

    def send_player(self, path: str | None = None, game: str | None = None) -> str | None:
        """Send a tournament player to the joined class: ``path`` and ``game`` are asked
        for when None. Returns the submission's id (None: nothing was sent)."""
        link = current_link()
        if link is None:
            QMessageBox.information(self.window, self.tr("Class"),
                                    self.tr("Join a class first (File > Join a class…)."))
            return None
        game = game or self._ask_game()
        if not game:
            return None
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Your player"), "",
                                                  self.tr("Python files (*.py)"))
            if not path:
                return None
        try:
            player = player_of(game, read_player_file(path))
        except (ClassError, OSError) as error:
            self._say(arg(self.tr("The player cannot be sent: %1"), _text(error)))
            return None
        link.courier.put(player)
        self._say(arg(self.tr("%1 is on its way to the class's %2 tournament."),
                      os.path.basename(path), game))
        return player.id

    def stage_shown(self, lesson: str, stage: str) -> None:
        """The teacher's window shows ``stage`` of ``lesson``: a running class tells its
        followers."""
        if self.class_window is not None and self.class_window.isVisible():
            self.class_window.server.set_stage(lesson, stage)

    def follow(self, on: bool) -> None:
        """Follow the lesson stage the joined class's teacher shows (or stop)."""
        if self._follower is not None:
            self._follower.stop()
            self._follower = None
        if not on:
            self.follow_levels({}, False)  # no longer held to the class's levels
            self.follow_sequence(())  # nor to its sequence
            return
        link = current_link()
        if link is None:
            self.follow_action.setChecked(False)
            QMessageBox.information(self.window, self.tr("Class"),
                                    self.tr("Join a class first (File > Join a class…)."))
            return
        self._follower = Follower(link.client, self.teacher_stage.emit,
                                  on_levels=self.teacher_levels.emit,
                                  on_sequence=self.teacher_sequence.emit)

    def follow_levels(self, levels: dict[str, int], locked: bool) -> None:
        """Play at the levels the class's teacher set (``{game: level}``), held there when
        ``locked``; the games opened later follow too (:meth:`game_opened`)."""
        self.class_levels = (dict(levels), locked)
        for frame in self.window.frames.values():
            self.game_opened(frame)

    def follow_sequence(self, keys: Sequence[str]) -> None:
        """Take the class's fixed sequence of exercises (keys in order; empty: none): the
        Exercises window shows it at once (File > The class's exercises… opens it again)."""
        self.class_sequence = tuple(keys)
        self.sequence_action.setEnabled(bool(keys))
        if keys:
            self.show_sequence()
        elif self.sequence_window is not None:
            self.sequence_window.close()

    def show_sequence(self) -> QWidget | None:
        """Show the class's sequence in the Exercises window (None: the class has none)."""
        if not self.class_sequence:
            return None
        if self.sequence_window is None:
            self.sequence_window = self.new_exercises_window()
        link = current_link()
        self.sequence_window.show_sequence(list(self.class_sequence),
                                           link.client.name if link is not None else "",
                                           interface_language())
        return self.sequence_window  # type: ignore[no-any-return]

    def game_opened(self, frame: Any) -> None:  # a GameFrame
        """Put a game's frame on the class's level (if the teacher set one)."""
        levels, locked = self.class_levels
        frame.follow_class_level(levels.get(frame.plugin.id), locked)

    def _level_games(self) -> list[LevelGame]:
        """The games with levels, for the class's Levels… (a plug-in that fails is left out)."""
        games = []
        for plugin in self.window.discovery.plugins:
            try:
                levels = plugin.load_levels()
            except (ImportError, AttributeError, TypeError):
                continue
            if levels:
                games.append(LevelGame(plugin.id, QCoreApplication.translate(plugin.id, plugin.title),
                                       tuple(QCoreApplication.translate(plugin.id, lv.title)
                                             for lv in levels)))
        return games

    def go_to_stage(self, lesson: str, stage: str) -> bool:
        """Open ``stage`` of ``lesson`` in the lessons page (what following the teacher
        does); False when this app has no such lesson."""
        if not self.window.open_lessons(lesson):
            return False
        page = self.window.lessons_page
        index = page.lesson.stage_index(stage) if page.lesson is not None else None
        if index is not None:
            page.show_stage(index)
        return index is not None

    def level_won(self, game: str, level: int) -> str | None:
        """Tell the joined class (if any) that ``level`` of ``game`` was won; returns the
        submission's id (None: no class joined)."""
        link = current_link()
        if link is None:
            return None
        submission = level_of(game, level)
        link.courier.put(submission)
        return submission.id

    def _ask_game(self) -> str | None:
        games = [p.id for p in self.window.discovery.plugins]
        current = self.window.current_id
        index = games.index(current) if current in games else 0
        game, ok = QInputDialog.getItem(self.window, self.tr("Tournament"),
                                        self.tr("The game of your player:"), games, index, False)
        return game if ok else None

    def _say(self, text: str) -> None:
        self.window.show_status(text)

    def _joined(self) -> None:
        if self.follow_action.isChecked():  # follow the new class's teacher
            self.follow(True)
        link = current_link()
        self.not_accepted.follow(link)  # what this class refused, counted now and at each refusal
        if link is not None:
            link.refused.connect(lambda text: self._say(arg(self.tr("The class refused: %1"), text)))
        if link is not None:
            self.window.show_status(arg(self.tr("Joined the class at %1 as %2"),
                                        link.client.address, link.client.name))


def _text(error: Exception) -> str:
    """An error as the user reads it (the class's codes translated)."""
    return error_text(error) if isinstance(error, ClassError) else str(error)
