"""File > Start a class… asks first: which class, its code, the port, the address to listen
on (every address, or one interface's: this computer only) and whether to announce the
class; OK starts it as chosen, Cancel starts nothing, a port in use is said in the dialog;
the choices are offered again next time; the dialog fits a 1024x768 projector. A class
that listens on this computer only is announced (when at all) on loopback only."""

import socket

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from boardgames.classroom.client import ClassClient
from boardgames.classroom.server import lan_address
from tests.app.test_fit_windows import SCREEN, assert_fits, lang  # noqa: F401 (lang: a fixture)

REMEMBERED = {"class_start/class": "monday", "class_start/code": "XYZ789",
              "class_start/port": 0, "class_start/host": "127.0.0.1",
              "class_start/announce": False}


@pytest.fixture
def app_window(qtbot, settings, monkeypatch):
    """The teacher's app window; nothing it starts announces on the network or takes the
    class port (even were the dialog missing and a class started at once)."""
    from boardgames.app.classroom.menu import ClassActions
    from boardgames.app.main_window import MainWindow

    monkeypatch.setattr(ClassActions, "port", 0)
    monkeypatch.setattr(ClassActions, "announce", False)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    yield window
    if window.class_actions.class_window is not None:
        window.class_actions.class_window.close()


def open_dialog(qtbot, window):
    """File > Start a class…, as the teacher chooses it; the dialog it opened."""
    window.class_actions.start_action.trigger()
    dialog = window.class_actions.start_dialog
    assert dialog is not None and dialog.isVisible()
    running = window.class_actions.class_window
    assert running is None or not running.isVisible()  # nothing started before OK
    return dialog


def choose(dialog, class_name="monday", code="", port=0, host="127.0.0.1", announce=False):
    """Pick a class kept here, or "A new class…" (the last) and type its name."""
    known = dialog.class_name.findData(class_name)
    dialog.class_name.setCurrentIndex(known if known >= 0 else dialog.class_name.count() - 1)
    dialog.new_name.setText("" if known >= 0 else class_name)
    dialog.code.setText(code)
    dialog.port.setValue(port)
    dialog.host.setCurrentIndex(dialog.host.findData(host))
    dialog.announce.setChecked(announce)


def press(dialog, which):
    dialog.buttons.button(which).click()


def test_start_a_class_asks_first_with_the_choices_remembered(qtbot, app_window, settings):
    for key, value in REMEMBERED.items():
        settings.setValue(key, value)
    dialog = open_dialog(qtbot, app_window)
    assert dialog.class_name.currentText() == "A new class…"  # not kept here: a new one
    assert dialog.new_name.isEnabled() and dialog.new_name.text() == "monday"
    assert dialog.options().class_name == "monday"
    assert dialog.code.text() == "XYZ789"
    assert dialog.port.value() == 0 and dialog.port.text() == "any free port"
    assert dialog.host.currentData() == "127.0.0.1"
    assert dialog.host.currentText() == "This computer only (127.0.0.1)"
    assert not dialog.announce.isChecked()
    every = "::" if socket.has_dualstack_ipv6() else "0.0.0.0"  # IPv6 and IPv4 where it can
    assert dialog.host.itemData(0) == every  # every address is offered too
    for field in (dialog.class_name, dialog.new_name, dialog.code, dialog.port, dialog.host,
                  dialog.announce):
        assert field.accessibleName()


def test_a_first_start_offers_the_class_port_and_every_address(qtbot, app_window, settings):
    from boardgames.app.classroom.menu import ClassActions
    from boardgames.classroom.model import DEFAULT_PORT

    ClassActions.port = DEFAULT_PORT  # (monkeypatched: undone after the test)
    settings.setValue("class_start/host", "10.9.8.7")  # no longer this computer's
    dialog = open_dialog(qtbot, app_window)
    assert dialog.port.value() == DEFAULT_PORT
    assert dialog.host.currentIndex() == 0 and dialog.host.currentData() in ("::", "0.0.0.0")
    assert dialog.class_name.currentText() == "class" and not dialog.new_name.isEnabled()
    press(dialog, QDialogButtonBox.Cancel)


def test_ok_with_this_computer_only_serves_on_loopback_and_announces_nothing(
        qtbot, app_window, tmp_path, monkeypatch):
    from boardgames.classroom import discovery

    announced = []
    monkeypatch.setattr(discovery, "announcer_for", lambda *a: announced.append(a))
    dialog = open_dialog(qtbot, app_window)
    choose(dialog, "monday", "pqr-678", host="127.0.0.1", announce=False)
    press(dialog, QDialogButtonBox.Ok)
    view = app_window.class_actions.class_window
    assert view is not None and view.isVisible() and not dialog.isVisible()
    assert view.announcer is None and announced == []
    assert view.server.code == "PQR678"
    assert (tmp_path / "classes" / "monday.sqlite3").exists()
    port = view.server.port
    ClassClient(f"127.0.0.1:{port}", "PQR678", "Anna").join()
    qtbot.waitUntil(lambda: "Anna" in view.grid.students, timeout=5000)
    if lan_address() != "127.0.0.1":  # this computer's own address (never leaves it)
        with pytest.raises(ConnectionRefusedError), socket.socket() as probe:
            probe.connect((lan_address(), port))


def test_this_computer_only_with_announce_announces_on_loopback_only(qtbot, app_window,
                                                                      monkeypatch):
    from boardgames.classroom import discovery

    started = []

    class Silent(discovery.Announcer):  # what it would announce, without a packet
        def start(self):
            started.append(self)
            return self

        def stop(self):
            pass

    monkeypatch.setattr(discovery, "Announcer", Silent)
    dialog = open_dialog(qtbot, app_window)
    choose(dialog, announce=True)
    press(dialog, QDialogButtonBox.Ok)
    view = app_window.class_actions.class_window
    assert view is not None and started == [view.announcer]
    assert view.announcer.interfaces == ["127.0.0.1"]
    assert view.announcer.info.parsed_addresses() == ["127.0.0.1"]
    assert view.announcer.info.port == view.server.port


def test_cancel_starts_nothing(qtbot, app_window, settings, tmp_path):
    dialog = open_dialog(qtbot, app_window)
    choose(dialog, "tuesday", port=0)
    press(dialog, QDialogButtonBox.Cancel)
    assert not dialog.isVisible()
    assert app_window.class_actions.class_window is None
    assert not (tmp_path / "classes" / "tuesday.sqlite3").exists()
    assert settings.value("class_start/class") is None  # nor remembered


def test_the_choices_are_remembered_for_next_time(qtbot, app_window, settings):
    dialog = open_dialog(qtbot, app_window)
    choose(dialog, "friday", "stu-789", port=0, host="127.0.0.1", announce=False)
    press(dialog, QDialogButtonBox.Ok)
    view = app_window.class_actions.class_window
    assert view is not None
    assert settings.value("class_start/class") == "friday"
    assert settings.value("class_start/code") == "stu-789"
    assert settings.value("class_start/host") == "127.0.0.1"
    view.close()
    again = open_dialog(qtbot, app_window)
    assert (again.class_name.currentText(), again.code.text(), again.port.value(),
            again.host.currentData(), again.announce.isChecked()) == \
        ("friday", "stu-789", 0, "127.0.0.1", False)  # a class kept on this computer now
    assert not again.new_name.isEnabled()


def test_a_port_in_use_or_a_bad_name_is_said_in_the_dialog(qtbot, app_window):
    dialog = open_dialog(qtbot, app_window)
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        choose(dialog, port=port, host="127.0.0.1")
        press(dialog, QDialogButtonBox.Ok)
        assert dialog.isVisible() and app_window.class_actions.class_window is None
        assert f"Port {port} is in use" in dialog.message.text()
    choose(dialog, "my class!", port=0)
    press(dialog, QDialogButtonBox.Ok)
    assert dialog.isVisible() and "letters, digits" in dialog.message.text()
    choose(dialog, "monday", "ab?", port=0)
    press(dialog, QDialogButtonBox.Ok)
    assert dialog.isVisible() and "Latin letters and digits" in dialog.message.text()
    choose(dialog, "monday", port=0)
    press(dialog, QDialogButtonBox.Ok)  # now it can
    assert not dialog.isVisible() and app_window.class_actions.class_window is not None


def test_the_dialog_fits_a_projector(qtbot, app_window, lang):  # noqa: F811
    dialog = open_dialog(qtbot, app_window)
    dialog.message.setText("Port 65535 is in use (another class, or another program): choose "
                           "another port, or any free port.")
    assert_fits(qtbot, dialog, "start a class")
    for widget in (dialog, dialog.class_name, dialog.host, dialog.announce, dialog.buttons):
        hint = widget.sizeHint()
        assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1], (widget, hint)
    press(dialog, QDialogButtonBox.Cancel)


def test_the_announcer_announces_where_the_class_listens():
    from boardgames.classroom.discovery import announcer_for

    here = announcer_for("monday on here", "127.0.0.1", 8765)  # not started: nothing sent
    assert here.interfaces == ["127.0.0.1"] and here.info.parsed_addresses() == ["127.0.0.1"]
    named = announcer_for("monday on here", "localhost", 8765)
    assert named.interfaces == ["127.0.0.1"]
    everywhere = announcer_for("monday on here", "0.0.0.0", 8765)
    assert everywhere.interfaces is None
    assert everywhere.info.parsed_addresses() == [lan_address()]


def test_class_find_takes_only_addresses_as_interfaces(capsys):
    from boardgames.cli import main

    assert main(["class", "find", "--interface", "eth0"]) == 2
    assert "not an IP address" in capsys.readouterr().err


def test_the_keyboard_alone_starts_a_class(qtbot, app_window, settings):
    from PySide6.QtCore import Qt

    for key, value in REMEMBERED.items():
        settings.setValue(key, value)
    dialog = open_dialog(qtbot, app_window)
    dialog.activateWindow()
    dialog.class_name.setFocus()
    qtbot.keyClick(dialog.class_name, Qt.Key_Home)  # the first class kept here
    assert dialog.class_name.currentText() == "class" and not dialog.new_name.isEnabled()
    qtbot.keyClick(dialog.class_name, Qt.Key_End)  # "A new class…": its name is typed below
    assert dialog.new_name.isEnabled()
    order, widget = [], dialog.class_name  # Tab goes down the form, field by field
    for _ in range(200):
        widget = widget.nextInFocusChain()
        field = dialog.port if widget.parentWidget() is dialog.port else widget  # its line
        if field.isEnabled() and field.focusPolicy() & Qt.TabFocus and field not in order:
            order.append(field)
    order = order[:5]
    assert order == [dialog.new_name, dialog.code, dialog.port, dialog.host, dialog.announce]
    dialog.new_name.setFocus()
    qtbot.keyClick(dialog.new_name, Qt.Key_A, Qt.ControlModifier)
    qtbot.keyClicks(dialog.new_name, "wednesday")
    qtbot.keyClick(dialog.new_name, Qt.Key_Return)  # Start is the default button
    view = app_window.class_actions.class_window
    assert view is not None and not dialog.isVisible()
    assert view.store.path.stem == "wednesday" and view.announcer is None
