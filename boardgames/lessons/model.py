"""The shapes of a loaded lesson (Qt-free dataclasses).

A :class:`Lesson` is a folder with a ``lesson.toml`` manifest and a ``stages/`` folder; each
:class:`Stage` has a complete program and one Markdown text per language, which
:func:`boardgames.lessons.markdown.split_stage_text` turns into a :class:`StageText`.
A lesson that cannot be loaded is listed as a :class:`BrokenLesson` carrying its
:class:`LessonError`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from boardgames.lessons.messages import Message, Value

#: The demo kinds a stage may declare.
DEMO_WINDOW, DEMO_CONSOLE, DEMO_NONE, DEMO_CHALLENGE = "window", "console", "none", "challenge"
DEMO_KINDS: tuple[str, ...] = (DEMO_WINDOW, DEMO_CONSOLE, DEMO_NONE, DEMO_CHALLENGE)
#: ``Stage.tool`` values: the app's viewers a stage can open beside its demo.
TOOL_STEPPER, TOOL_TREE = "stepper", "tree"
TOOLS: tuple[str, ...] = (TOOL_STEPPER, TOOL_TREE)
#: The game a tool shows when the manifest names none (``tool = "tree:nim"`` names one).
TOOL_GAMES = {TOOL_STEPPER: "fifteen", TOOL_TREE: "tictactoe"}

#: The manifest format this version of the app reads.
FORMAT_VERSION = 1


def language_variant(path: Path, language: str) -> Path:
    """The file that holds ``path``'s program in ``language``: ``stages/03_loop.py`` ->
    ``stages/03_loop.ru.py``, ``start.py`` -> ``start.ru.py``. The variant is the same
    program with its comments, docstrings and shown texts in that language."""
    return path.with_name(f"{path.stem}.{language}{path.suffix}")


class LessonError(Exception):
    """A lesson folder has a mistake.

    Attributes:
        path: the file with the mistake (the manifest, a stage file) or the lesson folder.
        field: the manifest field, e.g. ``"stage[2].demo"`` or ``"title.ru"``; ``""`` when
            the mistake is not about one field (a missing file, a TOML syntax error).
        problem: what is wrong and how to fix it, as a code and its arguments
            (:class:`~boardgames.lessons.messages.Message`; the GUI translates it).
        message: ``problem`` as an English sentence.

    ``str(error)`` is ``"<file name>: field '<field>': <message>"`` (without the field part
    when there is none), in English.
    """

    def __init__(self, path: Path | str, field: str, code: str, *args: Value | Message):
        self.path = Path(path)
        self.field = field
        self.problem = Message(code, args)
        self.message = self.problem.english()
        super().__init__(self.describe())

    def where(self) -> Message:
        """The whole error as a message: the file (by name), the field and the problem."""
        name = self.path.name or str(self.path)
        if self.field:
            return Message("where.field", (name, self.field, self.problem))
        return Message("where.file", (name, self.problem))

    def describe(self) -> str:
        """The error as one English line naming the file (by name, not full path) and the
        field."""
        return self.where().english()


@dataclass(frozen=True)
class Question:
    """A question for the class and its answer (both Markdown text)."""

    question: str
    answer: str


@dataclass(frozen=True)
class StageText:
    """One stage's text in one language, split into its parts (all Markdown).

    Attributes:
        explanation: what the stage teaches (shown beside the program).
        questions: questions with their answers, in file order.
        teacher_notes: notes shown only in presenter mode (``""`` when there are none).
    """

    explanation: str
    questions: tuple[Question, ...] = ()
    teacher_notes: str = ""


@dataclass(frozen=True)
class Stage:
    """One stage of a lesson.

    Attributes:
        id: the stage id from the manifest (names its files).
        index: 0-based position in the lesson.
        demo: one of :data:`DEMO_KINDS`.
        title: language code -> title.
        program: path of the stage's complete program, or None (allowed only for demo
            ``"none"`` and ``"challenge"`` when no program file was named or found).
        programs: language code -> the same program with its comments and shown texts in
            that language (``stages/<id>.<lang>.py`` beside ``stages/<id>.py``, see
            :func:`language_variant`); only the languages that have one.
        texts: language code -> path of the stage's Markdown file.
        timeout: seconds a console demo may run before it is stopped.
        stdin: text fed to a console program's standard input.
        positions: for a ``"challenge"`` stage, a positions file (TSV) or None for the
            app's built-in challenge positions.
        tool: a viewer the stage offers beside its demo (:data:`TOOLS`: the search stepper
            or the minimax tree viewer), or None.
        tool_game: the plug-in id of the game the viewer shows (the manifest's
            ``tool = "tree:nim"``; by default :data:`TOOL_GAMES`).
    """

    id: str
    index: int
    demo: str
    title: dict[str, str]
    program: Path | None
    texts: dict[str, Path]
    timeout: float = 10.0
    stdin: str = ""
    positions: Path | None = None
    tool: str | None = None
    tool_game: str = ""
    programs: dict[str, Path] = field(default_factory=dict)

    def program_in(self, language: str) -> Path | None:
        """The program to show, run, copy and save in ``language``: its variant in that
        language when there is one, else :attr:`program`."""
        return self.programs.get(language, self.program)

    def title_in(self, language: str, fallback: str) -> str:
        """The title in ``language``, else in ``fallback``, else the stage id."""
        return self.title.get(language) or self.title.get(fallback) or self.id


@dataclass(frozen=True)
class Lesson:
    """A loaded, checked lesson.

    Attributes:
        id: the folder name.
        path: the lesson folder.
        languages: language codes; the first is the default.
        title / summary: language code -> text (summary may be empty).
        stages: the stages in order (at least one).
        order: position in the lesson list (smaller first).
        source: the seed document the lesson follows, or ``""``.
        user: True when the lesson comes from the user's lesson folder.
    """

    id: str
    path: Path
    languages: tuple[str, ...]
    title: dict[str, str]
    stages: tuple[Stage, ...]
    summary: dict[str, str] = field(default_factory=dict)
    order: int = 100
    source: str = ""
    user: bool = False

    @property
    def default_language(self) -> str:
        """The first language of the manifest."""
        return self.languages[0]

    def language_or_default(self, language: str) -> str:
        """``language`` when the lesson has it, else the default language."""
        return language if language in self.languages else self.default_language

    def title_in(self, language: str) -> str:
        """The lesson title in ``language`` (falling back to the default language)."""
        return self.title.get(language) or self.title[self.default_language]

    def summary_in(self, language: str) -> str:
        """The summary in ``language`` (falling back to the default language, then "")."""
        return self.summary.get(language) or self.summary.get(self.default_language, "")

    def stage_index(self, stage_id: str) -> int | None:
        """The index of the stage with id ``stage_id``, or None."""
        for stage in self.stages:
            if stage.id == stage_id:
                return stage.index
        return None


@dataclass(frozen=True)
class BrokenLesson:
    """A lesson folder that could not be loaded, listed with its error.

    Attributes:
        id: the folder name.
        path: the lesson folder.
        error: what is wrong (names the file and the field).
        user: True when the folder is in the user's lesson folder.
    """

    id: str
    path: Path
    error: LessonError
    user: bool = False
