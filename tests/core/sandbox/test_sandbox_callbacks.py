"""A check's object called back by the student's code: its value or its error goes back to
the student, but the session's own stops (the student's time ran out, the program ended)
go on to the check that asked, never into the student's code, which could catch them."""

from __future__ import annotations

import pytest

from boardgames.core.sandbox.session import Ended, Handles, Session, TooSlow
from boardgames.exercises.browser import BrowserSession, Late


def _waiting(kind: type[Handles], callback) -> Handles:
    """A ``kind`` session (not started) holding one callback of the checks."""
    session = kind.__new__(kind)
    session._callbacks = [callback]
    session._deadline, session._progress = 100.0, (0, 0.0)
    return session


def _raises(error: BaseException):
    def callback(*_args):
        raise error
    return callback


@pytest.mark.parametrize("kind", [Session, BrowserSession])
@pytest.mark.parametrize("stop", [TooSlow(1, 0.5, 2.0), Ended("killed")])
def test_the_session_s_own_stops_go_on_to_the_checks(kind, stop):
    with pytest.raises(type(stop)):
        _waiting(kind, _raises(stop)).callback_reply({"callback": 0, "args": []})


def test_the_browser_s_clock_goes_on_too():
    with pytest.raises(Late):
        _waiting(BrowserSession, _raises(Late())).callback_reply({"callback": 0, "args": []})


@pytest.mark.parametrize("kind", [Session, BrowserSession])
def test_a_check_s_error_and_value_go_back_to_the_student(kind):
    reply = _waiting(kind, _raises(KeyError("x"))).callback_reply({"callback": 0, "args": []})
    assert (reply["op"], reply["type"]) == ("raise", "KeyError")
    session = _waiting(kind, lambda *args: 7)
    assert session.callback_reply({"callback": 0, "args": []}) == {"op": "return", "value": 7}
    assert session._progress[0] == 1  # one more callback counted
