"""Exercises and check results as data (Qt-free)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from boardgames.exercises.messages import ExerciseMessage
from boardgames.lessons.messages import Message, Value
from boardgames.lessons.model import language_variant

#: The ``format`` of ``exercise.toml`` this app reads.
FORMAT_VERSION = 1
#: Most hints per language.
MAX_HINTS = 3
#: Default seconds for the whole check run of one exercise.
DEFAULT_TIME_LIMIT = 30.0
#: Seconds each single check may take (inside the run).
CHECK_SECONDS = 2.0

#: The files of an exercise folder.
MANIFEST, START, REFERENCE, CHECKS = "exercise.toml", "start.py", "reference.py", "checks.py"


class ExerciseError(ValueError):
    """An exercise folder or a student's file cannot be used.

    Attributes:
        problem: the whole error as a :class:`~boardgames.lessons.messages.Message` naming
            the file (and the field); ``str()`` is the same in English.
    """

    def __init__(self, name: str, code: str, *args: Value | Message, field: str | None = None):
        what = Message(code, args)
        if field is None:
            self.problem = Message("where.file", (name, what))
        else:
            self.problem = Message("where.field", (name, field, what))
        super().__init__(self.problem.english())


@dataclass(frozen=True)
class Exercise:
    """One exercise.

    Attributes:
        lesson: the lesson's id (its folder name).
        id: the exercise's id (its folder name).
        folder: the exercise folder.
        languages: the languages of its text, the first the default.
        title / statement: text per language code (statement: Markdown).
        hints: up to :data:`MAX_HINTS` hints per language, the gentlest first.
        functions: the names (functions or classes) the student's file must define.
        time_limit: seconds for the whole check run.
        order: its place in the lesson's list.
        check_titles: each check's title per language (``{check id: {language: title}}``,
            from the manifest's ``[checks.ID]`` tables); see :meth:`check_title`.
    """

    lesson: str
    id: str
    folder: Path
    languages: tuple[str, ...]
    title: dict[str, str]
    statement: dict[str, str]
    hints: dict[str, tuple[str, ...]]
    functions: tuple[str, ...]
    time_limit: float = DEFAULT_TIME_LIMIT
    order: int = 100
    check_titles: dict[str, dict[str, str]] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """``LESSON/EXERCISE``, as the command line names it."""
        return f"{self.lesson}/{self.id}"

    def text(self, texts: dict[str, str], language: str) -> str:
        """``texts`` in ``language``, else in the exercise's first language."""
        return texts.get(language) or texts[self.languages[0]]

    def check_title(self, check_id: str, language: str) -> str | None:
        """The title of check ``check_id`` in ``language``, else in the exercise's first
        language, else in any language the manifest gives it in; None when it gives none
        (the app then shows :func:`readable_id` or its own words for ``load`` / ``run``)."""
        titles = self.check_titles.get(check_id, {})
        found = titles.get(language) or titles.get(self.languages[0])
        return found or next(iter(titles.values()), None)

    def hints_in(self, language: str) -> tuple[str, ...]:
        """The hints in ``language``, else in the exercise's first language."""
        return self.hints.get(language) or self.hints.get(self.languages[0], ())

    @property
    def start_file(self) -> Path:
        """The starting program."""
        return self.folder / START

    @property
    def reference_file(self) -> Path:
        """The reference solution."""
        return self.folder / REFERENCE

    def start_in(self, language: str) -> Path:
        """The starting program in ``language``: ``start.<lang>.py`` when the folder has
        one (the same program, its comments and texts in that language), else
        :attr:`start_file`."""
        return _in_language(self.start_file, language)

    def starts(self) -> list[Path]:
        """The starting program in every language it exists in (the default first)."""
        variants = [language_variant(self.start_file, lang) for lang in self.languages]
        return [self.start_file] + [path for path in variants if path.is_file()]

    def reference_in(self, language: str) -> Path:
        """The reference solution in ``language`` (``reference.<lang>.py`` when there is
        one, else :attr:`reference_file`)."""
        return _in_language(self.reference_file, language)

    @property
    def checks_file(self) -> Path:
        """The hidden checks."""
        return self.folder / CHECKS


def readable_id(check_id: str) -> str:
    """A check's id as words, for a check its exercise gives no title:
    ``"empty_line_first"`` -> ``"Empty line first"`` (underscores as spaces, the first
    letter capitalised)."""
    words = " ".join(check_id.replace("_", " ").split())
    return words[:1].upper() + words[1:]


def _in_language(path: Path, language: str) -> Path:
    variant = language_variant(path, language) if language else path
    return variant if variant.is_file() else path


@dataclass(frozen=True)
class CheckResult:
    """One check's outcome.

    Attributes:
        id: the check's id (a short word from the checks file, or ``load`` / ``run``).
        passed: True when it passed.
        message: what it says (``check.passed`` when it passed).
    """

    id: str
    passed: bool
    message: ExerciseMessage


@dataclass(frozen=True)
class CheckReport:
    """All checks of one run on one file.

    Attributes:
        exercise: the exercise's key.
        checks: the results, in the checks file's order.
        seconds: the run's seconds as the parent measured them (None: it never started).
        stdout / stderr: what the run printed (the student's prints, tracebacks).
        isolation: the sandbox's mode (``"bubblewrap"``, ``"landlock"``, ``"none"`` or
            ``"unavailable"``).
        seed: the seed of the run's random positions (the same seed repeats the run).
    """

    exercise: str
    checks: tuple[CheckResult, ...]
    seconds: float | None = None
    stdout: str = ""
    stderr: str = ""
    isolation: str = "none"
    seed: int = 0

    @property
    def passed(self) -> bool:
        """True when there is at least one check and every check passed."""
        return bool(self.checks) and all(c.passed for c in self.checks)

    @property
    def failed(self) -> list[CheckResult]:
        """The checks that failed."""
        return [c for c in self.checks if not c.passed]
