"""The window's undo stack follows a game session: one step per move, a human move and the
computer's reply undone together, jumps and new games undoable."""

from __future__ import annotations

import random

from PySide6.QtGui import QUndoStack

from boardgames.core.players import RandomPlayer
from boardgames.core.session import GameSession
from boardgames.games.tictactoe.rules import MNKGame
from boardgames.kit.session_undo import SessionUndo


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
    assert session.line.played == (0,)
    stack.undo()
    assert session.line.played == ()
    stack.redo()
    stack.redo()
    assert session.line.played == (0, 4)


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
    assert session.line.moves == ()
    stack.undo()
    assert session.ply == 1 and session.line.moves == (0, 4, 8)
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
    assert session.line.played == (0, 4, 8)


def test_an_opened_record_undoes_as_it_was_played(qapp):
    played = GameSession(MNKGame(), [None, RandomPlayer(random.Random(4))])
    played_stack, played_bridge = bridge_for(played, qapp)
    for cell in (4, 0, 8, 2, 6, 1, 3, 5, 7):
        if played.is_human_turn() and played.state.board[cell] == 0:
            played.play(cell)
    record, steps = played_bridge.full_record()
    session = GameSession(MNKGame(), [None, RandomPlayer(random.Random(9))])
    stack, bridge = bridge_for(session, qapp)
    bridge.open_record(record, steps)
    assert session.line.record == played.line.record and stack.count() == played_stack.count()
    while stack.canUndo():
        stack.undo()
        played_stack.undo()
        assert session.line.played == played.line.played
    assert session.ply == 0
    stack.redo()
    assert session.ply == 2


def test_a_record_saved_after_undo_keeps_the_redo_moves(qapp):
    played = GameSession(MNKGame())
    played_stack, played_bridge = bridge_for(played, qapp)
    for cell in (4, 0, 8):
        played.play(cell)
    played_stack.undo()
    played_stack.undo()
    record, steps = played_bridge.full_record()
    assert record.moves == (4, 0, 8) and record.ply == 1 and steps == (1, 2, 3)
    session = GameSession(MNKGame())
    stack, bridge = bridge_for(session, qapp)
    bridge.open_record(record, steps)
    assert session.line.played == (4,) and stack.index() == 1 and stack.count() == 3
    stack.redo()
    stack.redo()
    assert session.line.played == (4, 0, 8) and not stack.canRedo()
    stack.undo()
    stack.undo()
    stack.undo()
    assert session.ply == 0 and not stack.canUndo()
