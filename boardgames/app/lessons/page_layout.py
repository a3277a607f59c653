"""How the lesson player page is built and laid out: the sidebar, the stage controls, the
text | program over demo splitters, the keyboard shortcuts, and the sizes and fonts of the
normal and presenter layouts: functions of the page
(:class:`~boardgames.app.lessons.page.LessonsPage`, which holds the behaviour: the slots
the widgets connect to and the attributes ``settings``, ``presenter``, ``lesson`` and
``stage_index``)."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFontDatabase, QFontMetricsF, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from boardgames.app.code_view import CodeView
from boardgames.app.lessons import program_file
from boardgames.app.lessons.demo_panel import DemoPanel
from boardgames.app.lessons.lesson_list import LessonList
from boardgames.app.lessons.notes_window import TeacherNotesWindow
from boardgames.app.lessons.stage_text import StageTextView
from boardgames.core.plugins import discover, load_attribute
from boardgames.kit.fitting import FlowLayout, WrappingPanel, vertical_scroll
from boardgames.kit.i18n import arg
from boardgames.lessons.loader import user_lessons_dir
from boardgames.lessons.model import DEMO_CHALLENGE, DEMO_NONE

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "de": "Deutsch", "es": "Español"}

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


# -- construction -----------------------------------------------------------------
#: The page's attributes that :func:`build_stage` makes (the stage's half of the page).
STAGE_PARTS = frozenset({
    "lesson_title", "stage_title", "message", "prev_button", "next_button", "counter",
    "language_box", "presenter_button", "notes_window", "notes_button", "exercises_button",
    "tool_button", "changes_box", "save_button", "copy_button", "text_view", "code_view",
    "code_label", "demo_panel", "stage_panels", "no_demo", "demo_stack", "right_splitter",
    "content_splitter", "text_splitter",
})


def build(page) -> None:
    """The lesson list, the welcome text and the (empty) place of the stage; the stage's
    half of the page is made by :func:`build_stage`."""
    _build_sidebar(page)
    page.welcome = QLabel()
    page.welcome.setObjectName("lessonWelcome")
    page.welcome.setAlignment(Qt.AlignCenter)
    page.welcome.setWordWrap(True)
    page.welcome.setProperty("role", "big")
    page.content = QStackedWidget()
    page.content.addWidget(page.welcome)

    page.main_splitter = QSplitter(Qt.Horizontal)
    page.main_splitter.addWidget(page.sidebar)
    page.main_splitter.addWidget(page.content)
    page.main_splitter.setStretchFactor(0, 1)
    page.main_splitter.setStretchFactor(1, 4)
    page.main_splitter.setSizes([300, 1200])
    layout = QVBoxLayout(page)
    layout.setContentsMargins(6, 6, 6, 6)
    layout.addWidget(page.main_splitter)
    apply_fonts(page)


def build_stage(page) -> None:
    """The stage's half of the page (the names in :data:`STAGE_PARTS`): titles, controls,
    text, program and demo, as the content's second page; nothing when it is made."""
    if page.stage_built:
        return
    page.stage_built = True
    controls = _build_controls(page)
    _build_stage_area(page)
    stage_page = QWidget()
    stage_layout = QVBoxLayout(stage_page)
    stage_layout.setContentsMargins(0, 0, 0, 0)
    stage_layout.addWidget(page.lesson_title)
    title_row = QHBoxLayout()  # presenter mode's button beside the title: a row less
    title_row.addWidget(page.stage_title, 1)
    title_row.addWidget(page.presenter_button, 0, Qt.AlignTop)
    stage_layout.addLayout(title_row)
    stage_layout.addWidget(page.message)
    stage_layout.addLayout(controls)
    stage_layout.addWidget(page.content_splitter, 1)
    # a low window (800x600) scrolls the stage rather than squeezing its rows together
    page.content.addWidget(vertical_scroll(stage_page, "stageScroll"))
    page.demo_panel.fit_output()  # in the page's style
    fit_code_font(page)


def _build_sidebar(page) -> None:
    """Lessons, stages, where teachers put their own lessons."""
    page.lesson_list = LessonList()
    page.lesson_list.lesson_chosen.connect(page.open_lesson)
    _build_stage_list(page)
    lessons_label = QLabel(QCoreApplication.translate("LessonsPage", "&Lessons"))
    lessons_label.setBuddy(page.lesson_list)
    lessons_label.setProperty("role", "big")
    stages_label = QLabel(QCoreApplication.translate("LessonsPage", "&Stages"))
    stages_label.setBuddy(page.stage_list)
    stages_label.setProperty("role", "big")
    page.folder_hint = QLabel()
    page.folder_hint.setObjectName("folderHint")
    page.folder_hint.setWordWrap(True)
    page.folder_hint.setProperty("role", "muted")
    page.folder_hint.setTextInteractionFlags(Qt.TextSelectableByMouse)
    # a long folder name does not widen the sidebar (it wraps after each "/", see
    # LessonsPage.reload; the tooltip has it whole)
    page.folder_hint.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
    page.open_folder_button = QPushButton(QCoreApplication.translate("LessonsPage", "Open lessons &folder"))
    page.open_folder_button.clicked.connect(lambda: program_file.open_lessons_folder(page))
    page.reload_button = QPushButton(QCoreApplication.translate("LessonsPage", "Reloa&d"))
    page.reload_button.setToolTip(QCoreApplication.translate(
        "LessonsPage", "Read the lesson folders again (after editing a lesson)"))
    page.reload_button.clicked.connect(page.reload)
    folder_row = QVBoxLayout()
    folder_row.addWidget(page.open_folder_button)
    folder_row.addWidget(page.reload_button)
    page.sidebar = QWidget()
    page.sidebar.setObjectName("lessonSidebar")
    side = QVBoxLayout(page.sidebar)
    side.addWidget(lessons_label)
    side.addWidget(page.lesson_list, 3)
    side.addWidget(stages_label)
    side.addWidget(page.stage_list, 2)
    side.addWidget(page.folder_hint)
    side.addLayout(folder_row)


def _build_stage_list(page) -> None:
    """The open lesson's stages; choosing one shows it."""
    page.stage_list = QListWidget()
    page.stage_list.setObjectName("stageList")
    page.stage_list.setWordWrap(True)
    page.stage_list.currentRowChanged.connect(lambda row: page.show_stage(row) if row >= 0 else None)
    # the rows laid out anew (the list shown again after presenter mode, a resize): the
    # stage shown stays in view
    page.stage_list.verticalScrollBar().rangeChanged.connect(
        lambda *_: QTimer.singleShot(0, page, lambda: keep_stage_in_view(page)))


def _build_controls(page) -> FlowLayout:
    """The header labels and the stage controls (returned as a row that wraps when
    the page is narrow)."""
    _build_header(page)
    _build_stage_navigation(page)
    _build_teacher_buttons(page)
    _build_stage_extras(page)
    controls = FlowLayout()
    for w in (page.prev_button, page.counter, page.next_button):
        controls.addWidget(w)
    controls.add_stretch()
    for w in (page.tool_button, page.exercises_button, page.notes_button, page.language_box):
        controls.addWidget(w)
    return controls


def _build_header(page) -> None:
    """The lesson's title, the stage's title and the (hidden) error message."""
    page.lesson_title = QLabel()
    page.lesson_title.setObjectName("lessonTitle")
    page.lesson_title.setProperty("role", "muted")
    # only in presenter mode, where the lesson list (which shows the lesson) is hidden:
    # the program has the row's height
    page.lesson_title.setVisible(False)
    page.stage_title = QLabel()
    page.stage_title.setObjectName("stageTitle")
    page.stage_title.setProperty("role", "big")
    page.stage_title.setWordWrap(True)
    page.message = QLabel()
    page.message.setObjectName("lessonMessage")
    page.message.setProperty("role", "error")
    page.message.setWordWrap(True)
    page.message.hide()


def _build_stage_navigation(page) -> None:
    """Previous and Next, the stage counter and the language of the lesson text."""
    page.prev_button = QPushButton(QCoreApplication.translate("LessonsPage", "◀ &Previous"))
    page.prev_button.setToolTip(QCoreApplication.translate("LessonsPage", "Previous stage (PgUp or Left arrow)"))
    page.prev_button.clicked.connect(page.previous_stage)
    page.next_button = QPushButton(QCoreApplication.translate("LessonsPage", "&Next ▶"))
    page.next_button.setProperty("role", "primary")
    page.next_button.setToolTip(QCoreApplication.translate("LessonsPage", "Next stage (PgDn or Right arrow)"))
    page.next_button.clicked.connect(page.next_stage)
    page.counter = QLabel()
    page.counter.setObjectName("stageCounter")
    page.language_box = QComboBox()
    page.language_box.setToolTip(QCoreApplication.translate("LessonsPage", "Language of the lesson text (L)"))
    page.language_box.activated.connect(lambda row: _language_chosen(page, row))


def _build_teacher_buttons(page) -> None:
    """Presenter mode and the teacher notes (their window is the page's, off the projector)."""
    page.presenter_button = QPushButton(QCoreApplication.translate("LessonsPage", "P&resenter mode"))
    page.presenter_button.setCheckable(True)
    page.presenter_button.setToolTip(QCoreApplication.translate(
        "LessonsPage", "Full screen and large text; the teacher "
                                             "notes stay off the projected view (P; Esc leaves)"))
    page.presenter_button.toggled.connect(page.set_presenter_mode)
    page.notes_window = TeacherNotesWindow()
    page.destroyed.connect(page.notes_window.deleteLater)
    page.notes_button = QPushButton(QCoreApplication.translate("LessonsPage", "&Teacher notes"))
    page.notes_button.setCheckable(True)
    page.notes_button.setToolTip(QCoreApplication.translate(
        "LessonsPage", "The teacher's notes of this stage, in a window of "
                                         "their own that the class does not see (N)"))
    page.notes_button.clicked.connect(
        lambda: page.notes_window.toggle_beside(page, page.main_splitter))
    page.notes_window.visibility_changed.connect(page.notes_button.setChecked)


def _build_stage_extras(page) -> None:
    """The lesson's exercises and the viewer the stage uses (hidden until a stage has one)."""
    page.exercises_button = QPushButton(QCoreApplication.translate("LessonsPage", "E&xercises…"))
    page.exercises_button.setToolTip(QCoreApplication.translate(
        "LessonsPage", "This lesson's exercises, checked by the app"))
    page.exercises_button.clicked.connect(page.open_exercises)
    page.tool_button = QPushButton()
    page.tool_button.setToolTip(QCoreApplication.translate(
        "LessonsPage", "Open the viewer this stage uses, beside the lesson"))
    page.tool_button.clicked.connect(page.open_stage_tool)
    page.tool_button.hide()


def _build_code_tools(page) -> None:
    page.changes_box = QCheckBox(QCoreApplication.translate("LessonsPage", "Only the &changes"))
    page.changes_box.setToolTip(QCoreApplication.translate(
        "LessonsPage", "Show only the lines changed since the previous "
                                        "stage, with a little context (D)"))
    page.changes_box.toggled.connect(lambda on: page.code_view.set_only_changes(on))
    page.save_button = QPushButton(QCoreApplication.translate("LessonsPage", "Sa&ve program as…"))
    page.save_button.setToolTip(QCoreApplication.translate(
        "LessonsPage", "Save this stage's program to a file (Ctrl+Shift+S)"))
    page.save_button.clicked.connect(lambda: program_file.save_program_as(page))
    page.copy_button = QPushButton(QCoreApplication.translate("LessonsPage", "C&opy"))
    page.copy_button.setToolTip(QCoreApplication.translate("LessonsPage", "Copy this stage's program (Ctrl+Shift+C)"))
    page.copy_button.clicked.connect(lambda: program_file.copy_program(page))


def _build_code_box(page) -> QWidget:
    """The program: its tools, the label saying what changed, the code."""
    _build_code_tools(page)
    page.code_view = CodeView()
    page.code_label = QLabel()
    page.code_label.setObjectName("codeLabel")
    page.code_label.setWordWrap(True)
    code_box = WrappingPanel()
    code_layout = QVBoxLayout(code_box)
    code_layout.setContentsMargins(0, 0, 0, 0)
    code_tools = FlowLayout()
    code_tools.addWidget(page.changes_box)
    code_tools.add_stretch()
    code_tools.addWidget(page.save_button)
    code_tools.addWidget(page.copy_button)
    code_layout.addLayout(code_tools)
    code_layout.addWidget(page.code_label)
    code_layout.addWidget(page.code_view, 1)
    return code_box


def _build_stage_area(page) -> None:
    """The stage: text over demo | program (see :func:`place_demo`)."""
    page.text_view = StageTextView()
    code_box = _build_code_box(page)
    page.demo_panel = DemoPanel()
    page.stage_panels = {}  # a plug-in's panel per demo kind, made when first shown
    page.no_demo = QLabel(QCoreApplication.translate("LessonsPage", "This stage has nothing to run."))
    page.no_demo.setProperty("role", "muted")
    page.no_demo.setAlignment(Qt.AlignCenter)
    page.demo_stack = QStackedWidget()
    for w in (page.demo_panel, page.no_demo):
        page.demo_stack.addWidget(w)
    page.right_splitter = QSplitter(Qt.Vertical)
    page.right_splitter.addWidget(code_box)
    page.right_splitter.setChildrenCollapsible(False)
    # the text over the demo: the program keeps the right column's whole height
    # (see place_demo)
    page.text_splitter = QSplitter(Qt.Vertical)
    page.text_splitter.addWidget(page.text_view)
    page.text_splitter.addWidget(page.demo_stack)
    page.text_splitter.setChildrenCollapsible(False)
    page.content_splitter = QSplitter(Qt.Horizontal)
    page.content_splitter.addWidget(page.text_splitter)
    page.content_splitter.addWidget(page.right_splitter)
    page.content_splitter.setStretchFactor(0, 2)
    page.content_splitter.setStretchFactor(1, 3)
    page.content_splitter.setChildrenCollapsible(False)
    page.text_view.setMinimumWidth(200)  # an 800-pixel window keeps every column
    page.content_splitter.setSizes([400, 600])


def build_stage_later(page, delay_ms: int, then) -> None:
    """Make the stage's half ``delay_ms`` milliseconds from now and call ``then()``
    ``delay_ms`` after that: real timers, so the page's first paint and waiting input come
    in between (a zero timeout would be a posted call, run before them)."""
    def make() -> None:
        build_stage(page)
        QTimer.singleShot(delay_ms, page, then)
    QTimer.singleShot(delay_ms, page, make)


# -- filling -----------------------------------------------------------------------------
def fill_welcome(page) -> None:
    """The welcome text: choose a lesson, or where to put lessons when there are none."""
    if page.lessons():
        text = QCoreApplication.translate("LessonsPage", "Choose a lesson on the left.")
    else:
        text = arg(QCoreApplication.translate(
            "LessonsPage", "No lessons were found. Put lesson folders in %1 and choose "
                           "Reload."), str(user_lessons_dir()))
    page.welcome.setText(text)


def fill_stage_list(page) -> None:
    """The stage list: the open lesson's stages, numbered, titled in the page's language."""
    page.stage_list.blockSignals(True)
    page.stage_list.clear()
    lang, lesson = page.current_language(), page.lesson
    for i, stage in enumerate(lesson.stages):
        page.stage_list.addItem(f"{i + 1}. {stage.title_in(lang, lesson.default_language)}")
    page.stage_list.blockSignals(False)


def fit_presenter_layout(page) -> bool:
    """In presenter mode, choose the font scale and the program | demo orientation
    for the page's width (see :func:`presenter_layout`); True when they changed."""
    scale, side_by_side = presenter_layout(page.width()) if page.presenter else (1.0, False)
    orientation = Qt.Horizontal if side_by_side else Qt.Vertical
    if (scale, orientation) == (page._presenter_scale, page.right_splitter.orientation()):
        return False
    page._presenter_scale = scale
    page.right_splitter.setOrientation(orientation)
    apply_fonts(page)
    return True


def make_shortcuts(page) -> None:
    def key(sequences, slot) -> None:
        for seq in sequences:
            shortcut = QShortcut(QKeySequence(seq), page)
            shortcut.setContext(Qt.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    key(["PgDown", "Right"], page.next_stage)
    key(["PgUp", "Left"], page.previous_stage)
    key(["F5"], page.run_demo)
    key(["Ctrl+F5"], lambda: page.demo_panel.reset())
    key(["Shift+F5"], lambda: page.demo_panel.stop())
    key(["P"], lambda: page.set_presenter_mode(not page.presenter))
    key(["Escape"], page.escape)
    key(["A"], lambda: page.text_view.reveal_next())
    key(["N"], lambda: page.notes_window.toggle_beside(page, page.main_splitter))
    key(["D"], lambda: page.changes_box.toggle())
    key(["L"], lambda: next_language(page))
    key(["Ctrl+Shift+S"], lambda: program_file.save_program_as(page))
    key(["Ctrl+Shift+C"], lambda: program_file.copy_program(page))


#: (text, program) and (program or text, demo) proportions, by demo kind and mode; the
#: demo is under the text (see :func:`place_demo`) except for the challenge and in a wide
#: presenter mode, where it is beside or under the program.
_SIZES = {
    (False, "window"): ((36, 64), (62, 38)), (False, "console"): ((36, 64), (55, 45)),
    (False, "challenge"): ((35, 65), (35, 65)), (False, "none"): ((40, 60), (85, 15)),
    (True, "window"): ((38, 62), (62, 38)), (True, "console"): ((38, 62), (55, 45)),
    (True, "challenge"): ((36, 64), (40, 60)), (True, "none"): ((45, 55), (85, 15)),
}


def show_stage_demo(page, stage) -> None:
    """Show ``stage``'s demo beside its program: a plug-in's panel (the 15-puzzle's
    challenge), the program's run, or the note that the stage has none."""
    panel = stage_panel(page, stage.demo)
    if panel is not None:
        panel.show_stage(stage)
        _show_demo(page, panel)
    elif stage.demo in (DEMO_NONE, DEMO_CHALLENGE) or stage.program is None:
        _show_demo(page, page.no_demo)
        page.demo_panel.set_program(None, stage.demo)
    else:
        page.demo_panel.set_program(stage.program_in(page.current_language()), stage.demo,
                                    stage.timeout, stage.stdin)
        _show_demo(page, page.demo_panel)


def _show_demo(page, widget: QWidget) -> None:
    # Hidden pages must not impose their minimum size on the stack.
    for i in range(page.demo_stack.count()):
        shown = page.demo_stack.widget(i)
        policy = QSizePolicy.Preferred if shown is widget else QSizePolicy.Ignored
        shown.setSizePolicy(policy, policy)
    page.demo_stack.setCurrentWidget(widget)


def place_demo(page, kind: str) -> QSplitter:
    """Put the demo under the text, so that the program has the right column's whole
    height (at 1024x768 some 25 lines of it, with 8 lines of the demo's output), or,
    for the challenge's large panel and in presenter mode side by side, beside or
    under the program; returns the splitter that holds it."""
    beside_program = kind == DEMO_CHALLENGE or page.right_splitter.orientation() == Qt.Horizontal
    target = page.right_splitter if beside_program else page.text_splitter
    if page.demo_stack.parentWidget() is not target:
        target.addWidget(page.demo_stack)
        target.setCollapsible(target.indexOf(page.demo_stack), False)
    return target


def apply_sizes(page) -> None:
    """Share the space between text, program and demo to suit the stage's demo kind;
    only when the kind or the mode changed, so the teacher's own adjustments stay."""
    if page.lesson is None:
        return
    kind = page.lesson.stages[page.stage_index].demo
    holder = place_demo(page, kind)
    if (page.presenter, kind) == page._layout_kind:
        return
    page._layout_kind = (page.presenter, kind)
    outer, inner = _SIZES[(page.presenter, kind)]
    page.content_splitter.setSizes([v * 100 for v in outer])
    holder.setSizes([v * 100 for v in inner])


def apply_fonts(page) -> None:
    """Font sizes follow the application font (the window's zoom sets it), times
    :data:`PRESENTER_SCALE` in presenter mode."""
    base = QApplication.font().pointSizeF()
    if base <= 0:
        base = BASE_POINT_SIZE
    size = base * (page._presenter_scale if page.presenter else 1.0)
    mono = QFontDatabase.systemFont(QFontDatabase.FixedFont).family()
    rules = [
        f'#demoOutput {{ font-family: "{mono}"; font-size: {size:.1f}pt; }}',
        # (the program, the titles and the stage's text in the theme's colours: see
        # kit/theme.py)
        f"#stageTitle {{ font-size: {size * 1.5:.1f}pt; font-weight: bold; }}",
        "#demoTitle { font-weight: bold; }",
        # what changed, in a smaller size: the program has the room
        f"#codeLabel {{ font-size: {size * 0.9:.1f}pt; }}",
    ]
    if page.presenter:
        rules.insert(0, f"QWidget {{ font-size: {size:.1f}pt; }}")
        rules.append(f'QLabel[role="big"] {{ font-size: {size * 1.3:.1f}pt; font-weight: bold; }}')
    page.setStyleSheet("\n".join(rules))
    if page.stage_built:
        page.demo_panel.fit_output()
    fit_code_font(page)


def fit_code_font(page) -> None:
    """The program's font: the page's text size (times the presenter scale), made
    smaller in presenter mode, down to :data:`MIN_PRESENTER_SCALE` times the normal
    text size, so that the longest line fits beside the line numbers; lines that
    still do not fit scroll sideways."""
    if not page.stage_built:
        return
    base = QApplication.font().pointSizeF()
    if base <= 0:
        base = BASE_POINT_SIZE
    size = base * (page._presenter_scale if page.presenter else 1.0)
    font = QFontDatabase.systemFont(QFontDatabase.FixedFont)
    room = page.code_view.viewport().width()
    if page.presenter and page.program_text and room > 0:
        font.setPointSizeF(size)
        longest = max(page.program_text.expandtabs(4).splitlines() or [""], key=len)
        need = QFontMetricsF(font).horizontalAdvance(longest + "  ")
        if need > room:
            size = max(base * min(MIN_PRESENTER_SCALE, page._presenter_scale),
                       size * room / need)
    size = math.floor(size * 4) / 4  # quarter points: resizing restyles now and then
    if size != page._code_point_size:
        page._code_point_size = size
        page.code_view.setStyleSheet(f'#codeView {{ font-family: "{font.family()}"; '
                                     f"font-size: {size:.2f}pt; }}")


# -- the language box -------------------------------------------------------------------
def fill_languages(page) -> None:
    """The language box lists the open lesson's languages, the one shown chosen."""
    box, languages = page.language_box, page.lesson.languages
    box.blockSignals(True)
    box.clear()
    for code in languages:
        box.addItem(LANGUAGE_NAMES.get(code, code), code)
    box.setCurrentIndex(languages.index(page.current_language()))
    box.setEnabled(len(languages) > 1)
    box.blockSignals(False)


def _language_chosen(page, row: int) -> None:
    code = page.language_box.itemData(row)
    if code:
        page.set_language(code)


def next_language(page) -> None:
    """L: the lesson's next language (wrapping)."""
    if page.lesson is not None and len(page.lesson.languages) > 1:
        langs = page.lesson.languages
        page.set_language(langs[(langs.index(page.current_language()) + 1) % len(langs)])


# -- the plug-ins' stage panels ----------------------------------------------------------
@lru_cache(maxsize=1)
def _lesson_panels() -> dict[str, str]:
    """``{demo kind: "module:attribute"}`` of the installed plug-ins' lesson panels, found
    once (every stage shown asked the registry again: 8 ms each)."""
    found: dict[str, str] = {}
    for plugin in discover().plugins:
        for demo, spec in plugin.lesson_panels:
            found.setdefault(demo, spec)
    return found


def stage_panel(page, kind: str):
    """The panel a plug-in shows for lesson stages whose demo is ``kind``
    (``GamePlugin.lesson_panels``: the 15-puzzle's challenge), made the first time and
    kept in the demo stack; None when no installed plug-in offers one."""
    if kind not in page.stage_panels:
        spec = _lesson_panels().get(kind)
        if spec is None:
            return None
        panel = load_attribute(spec)(page.settings)
        page.demo_stack.addWidget(panel)
        page.stage_panels[kind] = panel
    return page.stage_panels[kind]



def keep_stage_in_view(page) -> None:
    """Scroll ``page``'s stage list to show the stage shown in its middle (a list that
    changes its height a little later still shows it)."""
    item = page.stage_list.currentItem()
    if item is not None:
        page.stage_list.doItemsLayout()
        page.stage_list.scrollToItem(item, QAbstractItemView.PositionAtCenter)
