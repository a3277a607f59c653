"""The teacher's setting *Run students' code without a sandbox…* and the notes that say how
students' code runs (issue 18, item 1)."""

import pytest

from boardgames.core import sandbox
from boardgames.core.sandbox import confine
from boardgames.kit import sandbox_note


@pytest.fixture
def no_sandbox(monkeypatch):
    """A computer where nothing confines (forced), running unconfined not yet allowed."""
    monkeypatch.setenv("BOARDGAMES_SANDBOX", "none")
    monkeypatch.delenv(confine.ALLOW_VARIABLE, raising=False)
    sandbox_note.current().refresh()
    yield
    sandbox.allow_unconfined(False)
    monkeypatch.delenv("BOARDGAMES_SANDBOX")
    sandbox_note.current().refresh()


def wait_for_mode(qtbot, mode):
    qtbot.waitUntil(lambda: sandbox_note.current().mode == mode, timeout=10000)


def test_where_nothing_confines_the_setting_asks_first_and_then_allows(
        window, qtbot, monkeypatch, no_sandbox):
    setting = window.sandbox_setting
    note = sandbox_note.SandboxNote()
    qtbot.addWidget(note)
    wait_for_mode(qtbot, sandbox.UNAVAILABLE)
    assert setting.action.isEnabled() and not setting.action.isChecked()
    assert "not run" in note.text() and note.property("warning")
    answers = iter([False, True])
    monkeypatch.setattr(sandbox_note, "confirm_unconfined", lambda parent: next(answers))
    setting.action.trigger()  # the teacher says Cancel
    assert not setting.action.isChecked() and not sandbox.unconfined_allowed()
    setting.action.trigger()  # ... and then Run without a sandbox
    assert setting.action.isChecked() and sandbox.unconfined_allowed()
    wait_for_mode(qtbot, sandbox.NONE)
    assert "your rights" in note.text()
    assert window.settings.value(sandbox_note.ALLOW_KEY) in (True, "true")
    setting.action.trigger()  # off again
    assert not sandbox.unconfined_allowed()
    wait_for_mode(qtbot, sandbox.UNAVAILABLE)


def test_where_a_sandbox_works_the_setting_is_not_offered(window, qtbot):
    mode = sandbox.isolation()
    if mode not in (sandbox.BUBBLEWRAP, sandbox.LANDLOCK):
        pytest.skip("nothing confines on this machine")
    sandbox_note.current().refresh()
    wait_for_mode(qtbot, mode)
    assert not window.sandbox_setting.action.isEnabled()
    assert mode in window.sandbox_setting.action.toolTip().lower() or \
        "bubblewrap" in window.sandbox_setting.action.toolTip()


def test_a_stored_setting_is_applied_at_start(qtbot, settings, monkeypatch, no_sandbox):
    from boardgames.app.main_window import MainWindow

    settings.setValue(sandbox_note.ALLOW_KEY, True)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    assert sandbox.unconfined_allowed() and win.sandbox_setting.action.isChecked()
