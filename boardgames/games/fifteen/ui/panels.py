"""The 15-puzzle's own panels on the game page (Qt).

* :class:`SearchPanel`: which search Solve runs (an algorithm and a heuristic, or "best":
  the shortest solution up to 4x4, the best within a time limit above), the time limit, and
  the words for what the solver answers (a solution's length, its lower bound, a refusal).
* :class:`PositionPanel`: Shuffle, an easy shuffle of N moves, a typed position, and why
  the position shown can or cannot be solved (inversions and the blank's row).

Everything else (Solve, Hint, the playback, moves and time, the board's size) is the game
page's own, as for every puzzle.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames.core import events as ev
from boardgames.core.game import PositionError
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.parsing import parse_position
from boardgames.games.fifteen.players import SOLVED_ALREADY, SolverPlayer, refusal
from boardgames.games.fifteen.solvability import Solvability, solvability
from boardgames.games.fifteen.ui import texts
from boardgames.games.fifteen.ui.search_names import search_title
from boardgames.games.fifteen.ui.warmup import DatabaseWarmup
from boardgames.kit.fitting import FlowLayout
from boardgames.kit.i18n import arg
from boardgames.kit.settings import read_bool, read_choice

#: Seconds the solver looks for a hint on boards above 4x4.
HINT_SECONDS = 1.0


class SearchPanel(QWidget):
    """The search Solve runs, and the words for its answers (the page puts it in its Solve
    box, as a panel that chooses the solver).

    Offers the page's hooks (:mod:`boardgames.kit.page.hooks`): ``SolverPanel``,
    ``RefusingPanel``, ``AnytimePanel``, ``ResultWordingPanel``, ``ProgressWordingPanel``,
    ``RefreshingPanel`` and ``ShuttingDownPanel`` (a widget cannot subclass a Protocol: it
    satisfies them by its methods; ``tests/kit/page/test_panel_protocol.py`` checks it)."""

    def __init__(self, page: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.algorithm = QComboBox()
        self.heuristic = QComboBox()
        for combo in (self.algorithm, self.heuristic):  # long names must not widen the panel
            combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        self.time_limit = QSpinBox()
        self.time_limit.setRange(1, 600)
        self.time_limit.setValue(10)
        self.time_limit.setSuffix(self.tr(" s"))
        self.time_limit.setToolTip(self.tr("Boards larger than 4x4: how long Solve keeps looking "
                                           "for shorter solutions"))
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.addRow(self.tr("Algorithm:"), self.algorithm)
        self.form.addRow(self.tr("Heuristic:"), self.heuristic)
        self.form.addRow(self.tr("Time limit:"), self.time_limit)
        self._fill()
        self.algorithm.currentIndexChanged.connect(self._algorithm_chosen)
        self._setup_warmup()
        self.refresh()

    def _setup_warmup(self) -> None:
        """The background build of the pattern databases (:mod:`.warmup`): only when the
        window asks for background work (``main()`` does; tests and screenshots do not)
        and the setting ``fifteen/build_in_background`` is not false."""
        window = self.page.context.parent
        self.warmup = DatabaseWarmup(self)
        self.form.addRow(self.warmup.line)  # on this page only, under the solver's choices
        self.warmup.message = self.page.status_message.emit
        self._warm = bool(getattr(window, "background_work", False)) and read_bool(
            self.page.context.settings, "fifteen/build_in_background", True)

    def _fill(self) -> None:
        from boardgames.games.fifteen import search

        self.algorithm.addItem("", "auto")  # its words depend on the board (see refresh)
        for name, record in search.ALGORITHMS.items():
            self.algorithm.addItem(search_title(record, name), name)
        self.heuristic.addItem(QCoreApplication.translate("FifteenView", "Best available"), "auto")
        for name, record in search.HEURISTICS.items():
            self.heuristic.addItem(search_title(record, name), name)
        self._records = dict(search.ALGORITHMS)
        names = [self.algorithm.itemData(i) for i in range(self.algorithm.count())]
        chosen = read_choice(self.page.context.settings, "fifteen/algorithm", "auto", names)
        self.algorithm.setCurrentIndex(max(0, self.algorithm.findData(chosen)))
        self._algorithm_changed()

    def _algorithm_changed(self) -> None:
        record = self._records.get(self.algorithm.currentData())
        # "best" chooses its own heuristic: a choice left over from another algorithm must not slow it
        self.heuristic.setEnabled(record is not None and record.needs_heuristic)
        self.page.context.settings.setValue("fifteen/algorithm", self.algorithm.currentData())

    def _algorithm_chosen(self) -> None:
        """The user chose an algorithm: the time limit's row and the puzzle box's "Play
        best so far" are shown only for an anytime search."""
        self._algorithm_changed()
        self.refresh()
        if self.page.puzzle is not None:
            self.page.puzzle.refresh()

    def anytime(self) -> bool:
        """True when Solve on the board shown is an anytime search (larger than 4x4)."""
        game = self.page.game
        return SolverPlayer().is_anytime(game.rows, game.cols) and self.algorithm.currentData() == "auto"

    def refresh(self) -> None:
        """The words of "best" for the board shown, and the time limit where it counts."""
        title = (self.tr("Best in the time limit") if SolverPlayer().is_anytime(
            self.page.game.rows, self.page.game.cols) else self.tr("Shortest solution"))
        self.algorithm.setItemText(0, title)
        self.form.setRowVisible(self.time_limit, self.anytime())
        if self._warm:
            self.warmup.want_for(self.page.game.rows, self.page.game.cols)

    def shutdown(self) -> None:
        """Stop the background build (the window closes)."""
        self.warmup.shutdown()

    # -- what the page asks --------------------------------------------------------------------
    def solver(self, purpose: str) -> SolverPlayer:
        """The player for Solve (the chosen search) or Hint (the best, briefly on large
        boards); made ``checked``: the page calls :meth:`refuse` on the click first, and
        asks the player only about a position it let through."""
        if purpose == ev.HINT:
            return SolverPlayer(time_limit=HINT_SECONDS, compile_apart=True, checked=True)
        heuristic = self.heuristic.currentData() if self.heuristic.isEnabled() else "auto"
        return SolverPlayer(self.algorithm.currentData() or "auto", heuristic or "auto",
                            time_limit=float(self.time_limit.value()), compile_apart=True,
                            checked=True)

    def refuse(self, board: B.Board) -> str:
        """Why a position is not searched at all (solved, or cannot be solved, with the
        rule's numbers), or "": the one solvability check of a Solve or Hint
        (:func:`~boardgames.games.fifteen.players.refusal`; the player is told)."""
        game = self.page.game
        refused = refusal(board, game.rows, game.cols)
        if refused is None:
            return ""
        if refused.code == SOLVED_ALREADY:
            return texts.refusal(SOLVED_ALREADY, ())
        verdict = Solvability(False, *refused.values)
        return arg(QCoreApplication.translate("FifteenView", "Solve refuses this position: %1"),
                   texts.explain(verdict))

    def progress_text(self, progress: ev.SearchProgress) -> str:
        """A search's report: its tables' build (part of parts), the best so far and the
        lower bound, the bound tried, or the nodes and seconds."""
        return texts.progress(progress)

    def result_text(self, event: ev.Event) -> str:
        """The words for the solver's answers ("" where the page's own will do)."""
        if isinstance(event, ev.ThinkingStopped) and event.reason == ev.FAILED:
            return texts.refusal(event.code, event.values) if event.code else texts.refusal("error", (event.error,))
        if not isinstance(event, ev.DecisionReady) or event.purpose not in (ev.SOLVE, ev.CONTINUED):
            return ""
        decision, found = event.decision, getattr(event.decision.analysis, "detail", None)
        if event.purpose == ev.CONTINUED:
            played = len(self.page.session.thinking.plan) + self.page.session.ply
            return texts.continued_result(len(decision.plan), played, int(getattr(found, "lower_bound", 0)),
                                          bool(decision.optimal))
        if found is not None and hasattr(found, "improvements"):  # the anytime solver's
            summary = texts.anytime_summary(len(decision.plan), found.seconds, found.lower_bound,
                                            bool(decision.optimal))
        else:
            analysis = decision.analysis
            summary = texts.solution_summary(len(decision.plan), analysis.seconds if analysis else 0.0,
                                             analysis.nodes if analysis else 0, decision.optimal)
        return texts.with_build(summary, float(getattr(found, "build_seconds", 0.0)))


class PositionPanel(QGroupBox):
    """Shuffles, a typed position, and whether the position shown can be solved.

    Offers one page hook (:mod:`boardgames.kit.page.hooks`): ``RefreshingPanel``."""

    def __init__(self, page: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.setTitle(self.tr("Position"))
        self._make_widgets()
        self._lay_out()
        shortcut = QShortcut(QKeySequence("Ctrl+R"), page.board)
        shortcut.activated.connect(self.shuffle)
        self.refresh()

    def _make_widgets(self) -> None:
        self.shuffle_button = QPushButton(self.tr("Shuffle"))
        self.shuffle_button.setToolTip(self.tr("A random position that can be solved (Ctrl+R)"))
        self.walk_button = QPushButton(self.tr("Easy shuffle"))
        self.walk_button.setToolTip(self.tr("Make this many random moves from the solved board"))
        self.walk_spin = QSpinBox()
        self.walk_spin.setRange(1, 500)
        self.walk_spin.setValue(10)
        self.walk_spin.setSuffix(self.tr(" moves"))
        self.walk_spin.setAccessibleName(self.tr("Moves of the easy shuffle"))
        self.position_edit = QLineEdit()
        self.position_edit.setPlaceholderText(self.tr("e.g. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12"))
        self.position_edit.setClearButtonEnabled(True)
        self.position_edit.setAccessibleName(self.tr("Position to set up"))
        self.position_button = QPushButton(self.tr("Set"))
        self.position_error = QLabel()
        self.position_error.setProperty("role", "error")
        self.position_error.setWordWrap(True)
        self.position_error.hide()
        self.inversions, self.blank_row, self.verdict = QLabel(), QLabel(), QLabel()
        for label in (self.inversions, self.blank_row, self.verdict):
            label.setWordWrap(True)
        self.shuffle_button.clicked.connect(self.shuffle)
        self.walk_button.clicked.connect(lambda: self.easy_shuffle(self.walk_spin.value()))
        self.position_button.clicked.connect(self.set_typed_position)
        self.position_edit.returnPressed.connect(self.set_typed_position)

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        shuffles = FlowLayout()  # wraps on a narrow panel
        for widget in (self.shuffle_button, self.walk_button, self.walk_spin):
            shuffles.addWidget(widget)
        layout.addLayout(shuffles)
        typed = QHBoxLayout()
        typed.addWidget(self.position_edit, 1)
        typed.addWidget(self.position_button)
        layout.addLayout(typed)
        layout.addWidget(self.position_error)
        for label in (self.inversions, self.blank_row, self.verdict):
            layout.addWidget(label)

    def shuffle(self) -> None:
        """A uniformly random solvable position of the size shown."""
        self.page.new_position(None, {"shuffle": 0}, self.tr("Shuffle"))

    def easy_shuffle(self, moves: int) -> None:
        """A position ``moves`` random moves from the solved board."""
        self.page.new_position(None, {"shuffle": moves}, self.tr("Easy shuffle"))

    def set_typed_position(self) -> bool:
        """Set up the typed position (its size from the text, else the board's); a bad
        text is explained under the field and the board stays as it was."""
        game = self.page.game
        try:
            board, rows, cols = parse_position(self.position_edit.text(), flat_size=(game.rows, game.cols))
        except PositionError as exc:
            self.position_error.setText(arg(QCoreApplication.translate(
                "FifteenView", "This position cannot be used: %1."), texts.position_error(exc.code, exc.values)))
            self.position_error.show()
            return False
        self.position_error.hide()
        self.page.new_position(tuple(board), {"rows": rows, "cols": cols}, self.tr("Set position"))
        return True

    def refresh(self) -> None:
        """Why the position shown can or cannot be solved."""
        game, board = self.page.game, self.page.session.state
        verdict = solvability(board, game.rows, game.cols)
        self.inversions.setText(arg(self.tr("Inversions: %1"), verdict.inversions))
        self.blank_row.setText(arg(self.tr("Blank's row from the bottom: %1"), verdict.blank_row_from_bottom))
        self.verdict.setText(texts.explain(verdict))
        self.verdict.setProperty("role", "good" if verdict.solvable else "bad")
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)
        self.verdict.setTextInteractionFlags(Qt.TextSelectableByMouse)
