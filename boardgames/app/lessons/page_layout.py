"""How the lesson player page is built and laid out: the sidebar, the stage controls, the
text | program over demo splitters, the keyboard shortcuts, and the sizes and fonts of the
normal and presenter layouts. :class:`~boardgames.app.lessons.page.LessonsPage` inherits
this; it holds the behaviour."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QFontMetricsF, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.fitting import FlowLayout, WrappingPanel, vertical_scroll
from boardgames.app.lessons.challenge_panel import ChallengePanel
from boardgames.app.lessons.code_view import CodeView
from boardgames.app.lessons.demo_panel import DemoPanel
from boardgames.app.lessons.lesson_list import LessonList
from boardgames.app.lessons.notes_window import TeacherNotesWindow
from boardgames.app.lessons.stage_text import StageTextView

#: Font size factor of presenter mode, relative to the window's normal size: the most
#: (on a wide screen) and the least (at 1024 pixels and below).
PRESENTER_SCALE = 1.6
MIN_PRESENTER_SCALE = 1.15
#: Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px.
PRESENTER_WIDTH_PER_SCALE = 1000
#: The narrowest page (px) on which presenter mode puts program and demo side by side.
SIDE_BY_SIDE_WIDTH = 1700
BASE_POINT_SIZE = 12.0


def presenter_layout(width: int) -> tuple[float, bool]:
    """Presenter mode's (font scale, program and demo side by side) for a page ``width``
    pixels wide: the text as large as the width allows without clipping any control, the
    scale a multiple of 0.05 (so resizing restyles the page only now and then)."""
    scale = min(PRESENTER_SCALE, max(MIN_PRESENTER_SCALE, width / PRESENTER_WIDTH_PER_SCALE))
    return round(scale * 20) / 20, width >= SIDE_BY_SIDE_WIDTH


class LessonsPageLayout:
    """The widgets and layout of the lesson page (a mixin of
    :class:`~boardgames.app.lessons.page.LessonsPage`, which provides the slots the
    widgets connect to and the attributes ``settings``, ``presenter``, ``lesson`` and
    ``stage_index``)."""

    # -- construction -----------------------------------------------------------------
    def _build(self) -> None:
        self._build_sidebar()
        controls = self._build_controls()
        self._build_stage_area()
        stage_page = QWidget()
        stage_layout = QVBoxLayout(stage_page)
        stage_layout.setContentsMargins(0, 0, 0, 0)
        stage_layout.addWidget(self.lesson_title)
        stage_layout.addWidget(self.stage_title)
        stage_layout.addWidget(self.message)
        stage_layout.addLayout(controls)
        stage_layout.addWidget(self.content_splitter, 1)
        self.welcome = QLabel()
        self.welcome.setObjectName("lessonWelcome")
        self.welcome.setAlignment(Qt.AlignCenter)
        self.welcome.setWordWrap(True)
        self.welcome.setProperty("role", "big")
        self.content = QStackedWidget()
        self.content.addWidget(self.welcome)
        # a low window (800x600) scrolls the stage rather than squeezing its rows together
        self.content.addWidget(vertical_scroll(stage_page, "stageScroll"))

        self.main_splitter = QSplitter(Qt.Horizontal)
        self.main_splitter.addWidget(self.sidebar)
        self.main_splitter.addWidget(self.content)
        self.main_splitter.setStretchFactor(0, 1)
        self.main_splitter.setStretchFactor(1, 4)
        self.main_splitter.setSizes([300, 1200])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.main_splitter)
        self._apply_fonts()

    def _build_sidebar(self) -> None:
        """Lessons, stages, where teachers put their own lessons."""
        self.lesson_list = LessonList()
        self.lesson_list.lesson_chosen.connect(self.open_lesson)
        self.stage_list = QListWidget()
        self.stage_list.setObjectName("stageList")
        self.stage_list.setWordWrap(True)
        self.stage_list.currentRowChanged.connect(self._stage_row_changed)
        lessons_label = QLabel(self.tr("&Lessons"))
        lessons_label.setBuddy(self.lesson_list)
        lessons_label.setProperty("role", "big")
        stages_label = QLabel(self.tr("&Stages"))
        stages_label.setBuddy(self.stage_list)
        stages_label.setProperty("role", "big")
        self.folder_hint = QLabel()
        self.folder_hint.setObjectName("folderHint")
        self.folder_hint.setWordWrap(True)
        self.folder_hint.setProperty("role", "muted")
        self.folder_hint.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.open_folder_button = QPushButton(self.tr("Open lessons &folder"))
        self.open_folder_button.clicked.connect(self.open_lessons_folder)
        self.reload_button = QPushButton(self.tr("Reloa&d"))
        self.reload_button.setToolTip(self.tr("Read the lesson folders again (after editing a lesson)"))
        self.reload_button.clicked.connect(self.reload)
        folder_row = QVBoxLayout()
        folder_row.addWidget(self.open_folder_button)
        folder_row.addWidget(self.reload_button)
        self.sidebar = QWidget()
        self.sidebar.setObjectName("lessonSidebar")
        side = QVBoxLayout(self.sidebar)
        side.addWidget(lessons_label)
        side.addWidget(self.lesson_list, 3)
        side.addWidget(stages_label)
        side.addWidget(self.stage_list, 2)
        side.addWidget(self.folder_hint)
        side.addLayout(folder_row)

    def _build_controls(self) -> FlowLayout:
        """The header labels and the stage controls (returned as a row that wraps when
        the page is narrow)."""
        self.lesson_title = QLabel()
        self.lesson_title.setObjectName("lessonTitle")
        self.lesson_title.setProperty("role", "muted")
        self.stage_title = QLabel()
        self.stage_title.setObjectName("stageTitle")
        self.stage_title.setProperty("role", "big")
        self.stage_title.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("lessonMessage")
        self.message.setProperty("role", "error")
        self.message.setWordWrap(True)
        self.message.hide()
        self.prev_button = QPushButton(self.tr("◀ &Previous"))
        self.prev_button.setToolTip(self.tr("Previous stage (PgUp or Left arrow)"))
        self.prev_button.clicked.connect(self.previous_stage)
        self.next_button = QPushButton(self.tr("&Next ▶"))
        self.next_button.setProperty("role", "primary")
        self.next_button.setToolTip(self.tr("Next stage (PgDn or Right arrow)"))
        self.next_button.clicked.connect(self.next_stage)
        self.counter = QLabel()
        self.counter.setObjectName("stageCounter")
        self.language_box = QComboBox()
        self.language_box.setToolTip(self.tr("Language of the lesson text (L)"))
        self.language_box.activated.connect(self._language_chosen)
        self.presenter_button = QPushButton(self.tr("P&resenter mode"))
        self.presenter_button.setCheckable(True)
        self.presenter_button.setToolTip(self.tr("Full screen and large text; the teacher "
                                                 "notes stay off the projected view (P; Esc leaves)"))
        self.presenter_button.toggled.connect(self.set_presenter_mode)
        self.notes_window = TeacherNotesWindow()
        self.destroyed.connect(self.notes_window.deleteLater)
        self.notes_button = QPushButton(self.tr("&Teacher notes"))
        self.notes_button.setCheckable(True)
        self.notes_button.setToolTip(self.tr("The teacher's notes of this stage, in a window of "
                                             "their own that the class does not see (N)"))
        self.notes_button.clicked.connect(lambda: self.notes_window.toggle_beside(self))
        self.notes_window.visibility_changed.connect(self.notes_button.setChecked)
        self.exercises_button = QPushButton(self.tr("E&xercises…"))
        self.exercises_button.setToolTip(self.tr("This lesson's exercises, checked by the app"))
        self.exercises_button.clicked.connect(self.open_exercises)
        self.tool_button = QPushButton()
        self.tool_button.setToolTip(self.tr("Open the viewer this stage uses, beside the lesson"))
        self.tool_button.clicked.connect(self.open_stage_tool)
        self.tool_button.hide()
        controls = FlowLayout()
        for w in (self.prev_button, self.counter, self.next_button):
            controls.addWidget(w)
        controls.add_stretch()
        for w in (self.tool_button, self.exercises_button, self.notes_button, self.language_box,
                  self.presenter_button):
            controls.addWidget(w)
        return controls

    def _build_code_tools(self) -> None:
        self.changes_box = QCheckBox(self.tr("Only the &changes"))
        self.changes_box.setToolTip(self.tr("Show only the lines changed since the previous "
                                            "stage, with a little context (D)"))
        self.changes_box.toggled.connect(self._changes_toggled)
        self.save_button = QPushButton(self.tr("Sa&ve program as…"))
        self.save_button.setToolTip(self.tr("Save this stage's program to a file (Ctrl+Shift+S)"))
        self.save_button.clicked.connect(self.save_program_as)
        self.copy_button = QPushButton(self.tr("C&opy"))
        self.copy_button.setToolTip(self.tr("Copy this stage's program (Ctrl+Shift+C)"))
        self.copy_button.clicked.connect(self.copy_program)

    def _build_stage_area(self) -> None:
        """The stage: text | program over demo."""
        self._build_code_tools()
        self.text_view = StageTextView()
        self.code_view = CodeView()
        self.code_label = QLabel()
        self.code_label.setObjectName("codeLabel")
        self.code_label.setWordWrap(True)
        code_box = WrappingPanel()
        code_layout = QVBoxLayout(code_box)
        code_layout.setContentsMargins(0, 0, 0, 0)
        code_tools = FlowLayout()
        code_tools.addWidget(self.changes_box)
        code_tools.add_stretch()
        code_tools.addWidget(self.save_button)
        code_tools.addWidget(self.copy_button)
        code_layout.addLayout(code_tools)
        code_layout.addWidget(self.code_label)
        code_layout.addWidget(self.code_view, 1)
        self.demo_panel = DemoPanel()
        self.challenge_panel = ChallengePanel(self.settings)
        self.no_demo = QLabel(self.tr("This stage has nothing to run."))
        self.no_demo.setProperty("role", "muted")
        self.no_demo.setAlignment(Qt.AlignCenter)
        self.demo_stack = QStackedWidget()
        for w in (self.demo_panel, self.challenge_panel, self.no_demo):
            self.demo_stack.addWidget(w)
        self.right_splitter = QSplitter(Qt.Vertical)
        self.right_splitter.addWidget(code_box)
        self.right_splitter.addWidget(self.demo_stack)
        self.right_splitter.setStretchFactor(0, 3)
        self.right_splitter.setStretchFactor(1, 2)
        self.content_splitter = QSplitter(Qt.Horizontal)
        self.content_splitter.addWidget(self.text_view)
        self.content_splitter.addWidget(self.right_splitter)
        self.content_splitter.setStretchFactor(0, 2)
        self.content_splitter.setStretchFactor(1, 3)
        self.content_splitter.setChildrenCollapsible(False)
        self.text_view.setMinimumWidth(200)  # an 800-pixel window keeps every column
        self.content_splitter.setSizes([400, 600])

    def _fit_presenter_layout(self) -> bool:
        """In presenter mode, choose the font scale and the program | demo orientation
        for the page's width (see :func:`presenter_layout`); True when they changed."""
        scale, side_by_side = presenter_layout(self.width()) if self.presenter else (1.0, False)
        orientation = Qt.Horizontal if side_by_side else Qt.Vertical
        if (scale, orientation) == (self._presenter_scale, self.right_splitter.orientation()):
            return False
        self._presenter_scale = scale
        self.right_splitter.setOrientation(orientation)
        self._apply_fonts()
        return True

    def _make_shortcuts(self) -> None:
        def key(sequences, slot) -> None:
            for seq in sequences:
                shortcut = QShortcut(QKeySequence(seq), self)
                shortcut.setContext(Qt.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)

        key(["PgDown", "Right"], self.next_stage)
        key(["PgUp", "Left"], self.previous_stage)
        key(["F5"], self.run_demo)
        key(["Ctrl+F5"], self.demo_panel.reset)
        key(["Shift+F5"], self.demo_panel.stop)
        key(["P"], lambda: self.set_presenter_mode(not self.presenter))
        key(["Escape"], lambda: self.set_presenter_mode(False))
        key(["A"], self.text_view.reveal_next)
        key(["N"], lambda: self.notes_window.toggle_beside(self))
        key(["D"], self.changes_box.toggle)
        key(["L"], self.next_language)
        key(["Ctrl+Shift+S"], self.save_program_as)
        key(["Ctrl+Shift+C"], self.copy_program)

    #: (text, program) and (program, demo) proportions, by demo kind and mode.
    _SIZES = {
        (False, "window"): ((40, 60), (72, 28)), (False, "console"): ((40, 60), (58, 42)),
        (False, "challenge"): ((35, 65), (35, 65)), (False, "none"): ((40, 60), (85, 15)),
        (True, "window"): ((40, 60), (76, 24)), (True, "console"): ((40, 60), (60, 40)),
        (True, "challenge"): ((36, 64), (40, 60)), (True, "none"): ((45, 55), (85, 15)),
    }

    def _apply_sizes(self) -> None:
        """Share the space between text, program and demo to suit the stage's demo kind;
        only when the kind or the mode changed, so the teacher's own adjustments stay."""
        if self.lesson is None:
            return
        kind = self.lesson.stages[self.stage_index].demo
        if (self.presenter, kind) == self._layout_kind:
            return
        self._layout_kind = (self.presenter, kind)
        outer, inner = self._SIZES[(self.presenter, kind)]
        self.content_splitter.setSizes([v * 100 for v in outer])
        self.right_splitter.setSizes([v * 100 for v in inner])

    def _apply_fonts(self) -> None:
        """Font sizes follow the application font (the window's zoom sets it), times
        :data:`PRESENTER_SCALE` in presenter mode."""
        base = QApplication.font().pointSizeF()
        if base <= 0:
            base = BASE_POINT_SIZE
        size = base * (self._presenter_scale if self.presenter else 1.0)
        mono = QFontDatabase.systemFont(QFontDatabase.FixedFont).family()
        rules = [
            f'#demoOutput {{ font-family: "{mono}"; font-size: {size:.1f}pt; }}',
            "#codeView { background: white; color: #1d2b3a; }",
            f"#stageTitle {{ font-size: {size * 1.5:.1f}pt; font-weight: bold; color: #1d2b3a; }}",
            "#demoTitle { font-weight: bold; color: #1d2b3a; }",
            "#stageText { background: white; color: #1d2b3a; }",
        ]
        if self.presenter:
            rules.insert(0, f"QWidget {{ font-size: {size:.1f}pt; }}")
            rules.append(f'QLabel[role="big"] {{ font-size: {size * 1.3:.1f}pt; font-weight: bold; }}')
        self.setStyleSheet("\n".join(rules))
        self._fit_code_font()

    def _fit_code_font(self) -> None:
        """The program's font: the page's text size (times the presenter scale), made
        smaller in presenter mode, down to :data:`MIN_PRESENTER_SCALE` times the normal
        text size, so that the longest line fits beside the line numbers; lines that
        still do not fit scroll sideways."""
        base = QApplication.font().pointSizeF()
        if base <= 0:
            base = BASE_POINT_SIZE
        size = base * (self._presenter_scale if self.presenter else 1.0)
        font = QFontDatabase.systemFont(QFontDatabase.FixedFont)
        room = self.code_view.viewport().width()
        if self.presenter and self.program_text and room > 0:
            font.setPointSizeF(size)
            longest = max(self.program_text.expandtabs(4).splitlines() or [""], key=len)
            need = QFontMetricsF(font).horizontalAdvance(longest + "  ")
            if need > room:
                size = max(base * min(MIN_PRESENTER_SCALE, self._presenter_scale),
                           size * room / need)
        size = math.floor(size * 4) / 4  # quarter points: resizing restyles now and then
        if size != self._code_point_size:
            self._code_point_size = size
            self.code_view.setStyleSheet(f'#codeView {{ font-family: "{font.family()}"; '
                                         f"font-size: {size:.2f}pt; }}")
