"""File > Start a class…: the dialog that asks how to serve the class before anything
listens or is announced: which class (one kept on this computer or a new one), its code,
the port, the address to listen on (every address, or one interface's, e.g. this computer
only) and whether to announce the class on the network. Every choice is remembered in the
app's settings and offered again next time."""

from __future__ import annotations

import errno
import socket
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QSettings
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames.classroom.discovery import ALL_HOSTS
from boardgames.classroom.model import DEFAULT_PORT, ClassError, clean_code
from boardgames.classroom.store import DEFAULT_CLASS, class_path, list_classes
from boardgames.kit import settings as stored
from boardgames.kit.i18n import arg

_KEY = "class_start/"  # the settings' group of the dialog's choices


def every_address() -> str:
    """The host that listens on every address of this computer: ``::`` (IPv6 and IPv4
    both) where the system can, else ``0.0.0.0`` (IPv4)."""
    return "::" if socket.has_dualstack_ipv6() else "0.0.0.0"


@dataclass(frozen=True)
class StartOptions:
    """How a class is started.

    Attributes:
        class_name: the class (its file, see :func:`~boardgames.classroom.store.class_path`).
        code: the class code students type ("": the class's own, a new class: a new one).
        port: the port to listen on (0: any free one).
        host: the address to listen on (:func:`every_address`: every one of this computer;
            ``127.0.0.1``: this computer only).
        announce: announce the class (DNS-SD) on the interface it listens on.
    """

    class_name: str = DEFAULT_CLASS
    code: str = ""
    port: int = DEFAULT_PORT
    host: str = field(default_factory=every_address)
    announce: bool = True


def remembered(settings: QSettings | None, defaults: StartOptions) -> StartOptions:
    """The choices stored in ``settings`` (what is missing or unusable: ``defaults``)."""
    if settings is None:
        return defaults
    return StartOptions(stored.read_str(settings, _KEY + "class", defaults.class_name, 64),
                        stored.read_str(settings, _KEY + "code", defaults.code, 64),
                        stored.read_int(settings, _KEY + "port", defaults.port, 0, 65535),
                        stored.read_str(settings, _KEY + "host", defaults.host, 64),
                        stored.read_bool(settings, _KEY + "announce", defaults.announce))


def remember(settings: QSettings | None, options: StartOptions) -> None:
    """Keep ``options`` in ``settings`` (for :func:`remembered`)."""
    if settings is None:
        return
    for key, value in (("class", options.class_name), ("code", options.code),
                       ("port", options.port), ("host", options.host),
                       ("announce", options.announce)):
        settings.setValue(_KEY + key, value)


def interface_addresses() -> list[tuple[str, str, bool]]:
    """``(interface's name, IPv4 address, is loopback)`` of this computer's interfaces that
    are up, loopback first."""
    found = []
    for interface in QNetworkInterface.allInterfaces():
        if not interface.flags() & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                found.append((interface.humanReadableName(), ip.toString(), ip.isLoopback()))
    return sorted(found, key=lambda item: not item[2])


class StartDialog(QDialog):
    """Asks how to start the class; OK calls ``start(options)``, which returns None once the
    class is served, else the reason it is not (shown in the dialog, which stays open).
    Cancel starts nothing.

    Args:
        settings: where the choices are remembered (None: nowhere).
        defaults: the choices offered when none are remembered.
        start: starts the class with the options chosen.
    """

    def __init__(self, settings: QSettings | None, defaults: StartOptions,
                 start: Callable[[StartOptions], str | None], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("startClassDialog")
        self.setWindowTitle(self.tr("Start a class"))
        self.settings, self._start = settings, start
        self._make_widgets()
        self._lay_out()
        self.set_options(remembered(settings, defaults))

    def _make_widgets(self) -> None:
        self.class_name = QComboBox()
        for name in sorted({*list_classes(), DEFAULT_CLASS}):
            self.class_name.addItem(name, name)
        self.class_name.addItem(self.tr("A new class…"), "")
        self.class_name.setToolTip(self.tr("A class kept on this computer, or a new one"))
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("letters, digits, - and _"))
        self.class_name.currentIndexChanged.connect(self._class_chosen)
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("the class's own (a new class: a new one)"))
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.host = QComboBox()
        self.host.addItem(self.tr("All addresses of this computer"), every_address())
        for name, address, loopback in interface_addresses():
            self.host.addItem(arg(self.tr("This computer only (%1)"), address) if loopback else
                              arg(self.tr("Network %1 only (%2)"), name, address), address)
        self.announce = QCheckBox(self.tr("&Announce the class on the network (students find "
                                          "it in Join a class…)"))
        self.message = QLabel()
        self.message.setProperty("role", "error")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("&Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _lay_out(self) -> None:
        form = QFormLayout()
        for label, widget in ((self.tr("&Class:"), self.class_name),
                              (self.tr("&New class's name:"), self.new_name),
                              (self.tr("Class c&ode:"), self.code),
                              (self.tr("&Port:"), self.port),
                              (self.tr("&Listen on:"), self.host)):
            form.addRow(label, widget)
            widget.setAccessibleName(label.replace("&", "").rstrip(":"))
        form.addRow(self.announce)
        self.announce.setAccessibleName(self.announce.text().replace("&", ""))
        self.message.setAccessibleName(self.tr("Why the class is not started"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def set_options(self, options: StartOptions) -> None:
        """Show ``options`` (a class not kept here: a new one of that name; an address no
        longer this computer's: every address)."""
        known = self.class_name.findData(options.class_name)
        self.class_name.setCurrentIndex(known if known >= 0 else self.class_name.count() - 1)
        self.new_name.setText("" if known >= 0 else options.class_name)
        self._class_chosen()
        self.code.setText(options.code)
        self.port.setValue(options.port)
        index = 0 if options.host in ALL_HOSTS else self.host.findData(options.host)
        self.host.setCurrentIndex(max(index, 0))
        self.announce.setChecked(options.announce)

    def options(self) -> StartOptions:
        """The options chosen."""
        name = str(self.class_name.currentData() or self.new_name.text().strip())
        return StartOptions(name, self.code.text().strip(),
                            self.port.value(), str(self.host.currentData()),
                            self.announce.isChecked())

    def _class_chosen(self) -> None:
        """A new class is named in the field below the list (else that field is off)."""
        self.new_name.setEnabled(not self.class_name.currentData())

    def problem(self, options: StartOptions) -> str | None:
        """Why ``options`` cannot start a class (None: they can)."""
        try:
            class_path(options.class_name)
        except ClassError:
            return self.tr("A class's name has letters, digits, - and _ only.")
        cleaned = clean_code(options.code)
        if options.code and not (cleaned.isascii() and cleaned.isalnum()):
            return self.tr("A class code has Latin letters and digits only (empty: the class's "
                           "own).")
        return None

    def accept(self) -> None:
        """Start the class with the options chosen (and remember them), or say why not."""
        options = self.options()
        why = self.problem(options) or self._start(options)
        if why is not None:
            self.message.setText(why)
            return
        self.message.clear()
        remember(self.settings, options)
        super().accept()

    def refusal(self, error: OSError, options: StartOptions) -> str:
        """``error`` (from listening with ``options``) as the teacher reads it."""
        if error.errno == errno.EADDRINUSE:
            return arg(self.tr("Port %1 is in use (another class, or another program): choose "
                               "another port, or any free port."), options.port)
        if error.errno == errno.EADDRNOTAVAIL:
            return arg(self.tr("%1 is not an address of this computer any more: choose "
                               "another."), options.host)
        return arg(self.tr("The class cannot listen there: %1"), error.strerror or str(error))
