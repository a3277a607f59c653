"""The window's undo stack follows a game session: one step per move, a human move and the
computer's reply undone together, jumps and new games undoable."""

from __future__ import annotations

import random

from PySide6.QtGui import QUndoStack

from boardgames.app.session_undo import SessionUndo
from boardgames.core.players import RandomPlayer
from boardgames.core.session import GameSession
from boardgames.games.tictactoe.rules import MNKGame


def bridge_for(session, qapp):
    stack = QUndoStack()
    bridge = SessionUndo(session, stack, lambda event, s: type(event).__name__)
    return stack, bridge


def test_each_human_move_is_one_undo_step(qapp):
    session = GameSession(MNKGame())
    stack, _ = bridge_for(session, qapp)
    session.play(0)
    session.play(4)
    assert stack.count() == 2
    stack.undo()
    assert session.played == (0,)
    stack.undo()
    assert session.played == ()
    stack.redo()
    stack.redo()
    assert session.played == (0, 4)


def test_the_computer_reply_is_undone_with_the_human_move(qapp):
    session = GameSession(MNKGame(), [None, RandomPlayer(random.Random(2))])
    stack, _ = bridge_for(session, qapp)
    session.play(4)
    session.play(next(c for c in range(9) if session.state.board[c] == 0))
    assert session.ply == 4 and stack.count() == 2
    stack.undo()
    assert session.ply == 2 and session.is_human_turn()
    stack.undo()
    assert session.ply == 0
    stack.redo()
    assert session.ply == 2


def test_a_jump_and_a_new_game_can_be_undone(qapp):
    session = GameSession(MNKGame())
    stack, _ = bridge_for(session, qapp)
    for cell in (0, 4, 8):
        session.play(cell)
    session.jump(1)
    session.new_game()
    assert session.moves == ()
    stack.undo()
    assert session.ply == 1 and session.moves == (0, 4, 8)
    stack.undo()
    assert session.ply == 3


def test_a_group_of_moves_is_one_undo_step(qapp):
    session = GameSession(MNKGame())
    stack, bridge = bridge_for(session, qapp)
    with bridge.group("three moves"):
        for cell in (0, 4, 8):
            session.play(cell)
    assert stack.count() == 1 and stack.undoText() == "three moves"
    stack.undo()
    assert session.ply == 0
    stack.redo()
    assert session.played == (0, 4, 8)
