"""A student's app in a class (File > Join a class…): the address of the teacher's app, the
class code and the student's name; once joined, every check the Exercises window runs is
sent to the class (queued while the class cannot be reached, sent again when it can). What
the class refused for good (a file too large, a full quota) is listed with the reasons
(File > N not accepted by the class…)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.classroom.texts import error_text
from boardgames.classroom.client import (
    ClassClient,
    Courier,
    RefusedItem,
    default_state_path,
    submission_of,
)
from boardgames.classroom.model import MAX_NAME, ClassError
from boardgames.exercises.model import CheckReport
from boardgames.kit.i18n import arg
from boardgames.kit.tasks import BackgroundTask

_ADDRESS_KEY, _NAME_KEY = "class/address", "class/name"


class ClassLink(QObject):
    """A joined class: sends the checks through a :class:`Courier`.

    Signals (in the GUI thread):
        sent(id, stored): the class acknowledged a submission.
        refused(text): the class refused one for good (it is in :meth:`not_accepted`), or
            refused the student (a wrong code: the outbox is kept); the translated reason.
    """

    sent = Signal(str, bool)
    refused = Signal(str)

    def __init__(self, client: ClassClient, parent: QObject | None = None):
        super().__init__(parent)
        self.client = client
        self.courier = Courier(client, on_sent=self.sent.emit,
                               on_refused=lambda error: self.refused.emit(error_text(error)))

    def submit(self, report: CheckReport, source: str) -> str:
        """Queue a check's result and the checked file; returns the submission's id."""
        checks = [(c.id, c.passed, c.message.code) for c in report.checks]
        submission = submission_of(report.exercise, report.passed, checks, report.seconds, source)
        self.courier.put(submission)
        return submission.id

    def not_accepted(self) -> list[RefusedItem]:
        """What the class refused for good, oldest first (kept in the client's file)."""
        try:
            return self.client.refused()
        except OSError:  # the client's file cannot be read or locked just now
            return []

    def leave(self) -> None:
        """Stop sending (what was not sent stays queued for the next join)."""
        self.courier.stop()


class NotAccepted(QObject):
    """What the joined class refused for good, in view: :attr:`action` ("N not accepted by
    the class…", placed after ``beside`` in its menus, shown while there are some) opens
    a list with each item and the translated reason (:class:`NotAcceptedDialog`).

    Args:
        beside: the action it follows in the menus (File > Join a class…).
        parent: the window the list opens over.
    """

    def __init__(self, beside: QAction, parent: QWidget):
        super().__init__(parent)
        self.beside, self.parent_window = beside, parent
        self.action = QAction(parent)
        self.action.setToolTip(self.tr("What the class refused, and why"))
        self.action.setVisible(False)
        self.action.triggered.connect(lambda: self.show_list())
        self.link: ClassLink | None = None
        self.dialog: NotAcceptedDialog | None = None

    def follow(self, link: ClassLink | None) -> None:
        """Count what ``link``'s class refused (None: no class): now and at each refusal."""
        if self.link is not None:
            self.link.refused.disconnect(self.update)
        self.link = link
        if link is not None:
            link.refused.connect(self.update)
        self.update()

    def update(self, *_: Any) -> None:
        """Count the refused items again (and refill the open list)."""
        count = len(self.link.not_accepted()) if self.link is not None else 0
        self.action.setText(self.tr("%n not accepted by the class…", "", count))
        self.action.setVisible(count > 0)
        for menu in self.beside.associatedObjects():
            if isinstance(menu, QMenu) and self.action not in menu.actions():
                actions = menu.actions()
                after = actions.index(self.beside) + 1 if self.beside in actions else len(actions)
                menu.insertAction(actions[after] if after < len(actions) else None, self.action)
        if self.dialog is not None:
            self.dialog.fill()

    def show_list(self) -> NotAcceptedDialog | None:
        """Open the list (None: no class joined)."""
        if self.link is None:
            return None
        if self.dialog is None or self.dialog.link is not self.link:
            self.dialog = NotAcceptedDialog(self.link, self.parent_window)
            self.dialog.forgotten.connect(self.update)
        self.dialog.fill()
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog


class NotAcceptedDialog(QDialog):
    """The items a class refused for good, newest first: what each was (a check of an
    exercise, a player or a level of a game), when, and why (translated); Forget empties
    the list.

    Signals:
        forgotten(): the student emptied the list.
    """

    forgotten = Signal()

    def __init__(self, link: ClassLink, parent: QWidget | None = None):
        super().__init__(parent)
        self.link = link
        self.setWindowTitle(self.tr("Not accepted by the class"))
        self.setMinimumWidth(520)
        note = QLabel(self.tr("The class did not accept these, and sending them again would "
                              "not help; the rest was sent."))
        note.setWordWrap(True)
        self.items = QListWidget()
        self.items.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        forget = buttons.addButton(self.tr("&Forget them"), QDialogButtonBox.ResetRole)
        forget.setToolTip(self.tr("Empty this list"))
        forget.clicked.connect(self.forget)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.items)
        layout.addWidget(buttons)

    def fill(self) -> None:
        """List the refused items again, newest first."""
        self.items.clear()
        for entry in reversed(self.link.not_accepted()):
            self.items.addItem(self.line(entry))

    def line(self, entry: RefusedItem) -> str:
        """One refused item as the student reads it."""
        what = arg({"player": self.tr("Player for %1"), "level": self.tr("Level won in %1")}.get(
            entry.kind, self.tr("Check of %1")), entry.subject)
        when = time.strftime("%H:%M", time.localtime(entry.when))
        return f"{what} ({when}): {error_text(ClassError(entry.error))}"

    def forget(self) -> None:
        """Empty the list (in the client's file too)."""
        try:
            self.link.client.forget_refused()
        except OSError:
            return
        self.fill()
        self.forgotten.emit()


_LINK: list[ClassLink] = []


class LinkNews(QObject):
    """Tells the windows that follow the joined class (the Exercises window) when the app
    joins or leaves one.

    Signals:
        changed(): :func:`current_link` changed.
    """

    changed = Signal()


_NEWS: list[LinkNews] = []


def link_news() -> LinkNews:
    """The one :class:`LinkNews` of this app (made when first asked for)."""
    if not _NEWS:
        _NEWS.append(LinkNews())
    return _NEWS[0]


def current_link() -> ClassLink | None:
    """The class this app joined (None: none)."""
    return _LINK[0] if _LINK else None


def set_link(link: ClassLink | None) -> None:
    """Make ``link`` the joined class (the former one is left); :func:`link_news` tells."""
    if _LINK:
        _LINK.pop().leave()
    if link is not None:
        _LINK.append(link)
    link_news().changed.emit()


class JoinDialog(QDialog):
    """Asks for the class's address (or picks one announced on the network), its code and
    the student's name, then joins (off the GUI thread); on success :func:`current_link` is
    the new class."""

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a class"))
        self.setMinimumWidth(480)  # the list's addresses and the label, unwrapped
        self.settings = settings
        self.address = QLineEdit(self._stored(_ADDRESS_KEY))
        self.address.setPlaceholderText(self.tr("e.g. 192.168.1.20:8765"))
        self.code = QLineEdit()
        self.name = QLineEdit(self._stored(_NAME_KEY), maxLength=MAX_NAME)  # as the class keeps
        self.message = QLabel()
        self.message.setProperty("role", "error")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("&Join"))
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        self.found = QListWidget()
        self.found.setMaximumHeight(110)
        self.found.itemClicked.connect(self.pick)
        self.found.itemDoubleClicked.connect(lambda item: self.pick(item) and self.join())
        self.found_label = QLabel(self.tr("Looking for classes on this network…"))
        self.found_label.setWordWrap(True)
        self.look_again = QPushButton(self.tr("&Look again"))
        self.look_again.setToolTip(self.tr("Look for the classes announced on this network again"))
        self.look_again.clicked.connect(lambda: self.look_for_classes())
        top = QHBoxLayout()
        top.addWidget(self.found_label, 1)
        top.addWidget(self.look_again)
        form = QFormLayout()
        form.addRow(top)
        form.addRow(self.found)
        form.addRow(self.tr("The teacher's &address:"), self.address)
        form.addRow(self.tr("Class &code:"), self.code)
        form.addRow(self.tr("Your &name:"), self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._task: BackgroundTask | None = None
        self._search: BackgroundTask | None = None

    def look_for_classes(self, seconds: float = 2.0) -> None:
        """List the classes announced on the network (found off the GUI thread); a click
        on one fills in its address."""

        from boardgames.classroom.discovery import browse  # zeroconf: loaded when needed

        def work(report: Any, cancelled: Any) -> Any:
            try:
                return browse(seconds)
            except OSError:
                return []

        self._set_header(self.tr("Looking for classes on this network…"))
        self.look_again.setEnabled(False)
        self._search = BackgroundTask(work, self)
        self._search.finished.connect(self._show_found)
        self._search.start()

    def pick(self, item: QListWidgetItem) -> bool:
        """Take the address of a class found on the network; True when the code and the
        name are filled in too (a double click then joins), else the cursor goes to the
        first of them that is empty."""
        self.address.setText(item.data(Qt.UserRole))
        empty = [field for field in (self.code, self.name) if not field.text().strip()]
        if empty:
            empty[0].setFocus()
        return not empty

    def _show_found(self, found: list[Any]) -> None:  # discovery.FoundClass
        self.look_again.setEnabled(True)
        self.found.clear()
        for entry in found:
            item = QListWidgetItem(self.found_text(entry))
            item.setData(Qt.UserRole, entry.address)
            self.found.addItem(item)
        self._set_header(self.tr("Classes on this network (click one; a double click joins):")
                         if found else
                         self.tr("No class found on this network: type the teacher's address."))

    def found_text(self, entry: Any) -> str:  # discovery.FoundClass
        """How a class found on the network is listed: its class name and the teacher's
        computer in this language's words (they are the teacher's data), or the name it
        announced when it gave them not apart (an older app)."""
        if entry.class_name and entry.computer:
            return arg(self.tr("“%1” on the computer %2 — %3"), entry.class_name,
                       entry.computer, entry.address)
        return arg(self.tr("%1 — %2"), entry.name, entry.address)

    def _set_header(self, text: str) -> None:
        self.found_label.setText(text)
        self._fit_header()

    def _fit_header(self) -> None:
        """Give the word-wrapped header the height of its lines at its width now (a
        layout does not grow a window for a label's wrapped lines by itself)."""
        label = self.found_label
        label.setMinimumHeight(label.heightForWidth(max(label.width(), 1)))
        layout = self.layout()
        if layout is not None:
            layout.activate()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_header()

    def _stored(self, key: str) -> str:
        value = self.settings.value(key, "") if self.settings is not None else ""
        return value if isinstance(value, str) else ""

    def join(self) -> None:
        """Try to join with what was typed (the answer comes back in the GUI thread)."""
        try:
            client = ClassClient(self.address.text(), self.code.text(), self.name.text(),
                                 state_path=default_state_path(), timeout=5.0)
        except ClassError as error:
            self.message.setText(error_text(error))
            return

        def work(report: Any, cancelled: Any) -> Any:
            try:
                return client, client.join()
            except ClassError as error:
                return error, ""

        self.message.setText(self.tr("Joining…"))
        self.buttons.setEnabled(False)
        self._task = BackgroundTask(work, self)
        self._task.finished.connect(self._joined)
        self._task.start()

    def _joined(self, result: tuple[Any, str]) -> None:
        self.buttons.setEnabled(True)
        found, name = result
        if isinstance(found, ClassError):
            self.message.setText(error_text(found))
            return
        if self.settings is not None:
            self.settings.setValue(_ADDRESS_KEY, self.address.text().strip())
            self.settings.setValue(_NAME_KEY, name)
        set_link(ClassLink(found))
        self.accept()
