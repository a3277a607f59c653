"""What the lesson modules tell the user, as data: a code plus its arguments (Qt-free).

The loader, the runner and the challenge never build sentences for the interface. They
return a :class:`Message`: a code such as ``"run.timed_out"`` and the values to put into
its template (numbers, file names, field names, a student's own error line). The GUI turns
a message into a translated sentence (``boardgames.kit.lesson_messages``); the command line
and the logs use :meth:`Message.english`.

The English templates live in :data:`TEMPLATES`, each marked with ``QT_TRANSLATE_NOOP`` in
the context :data:`CONTEXT` so that ``pyside6-lupdate`` collects them. Templates whose
wording depends on a count (``%n``) are in :data:`PLURAL_TEMPLATES`; the GUI translates
those with ``tr(text, "", n)`` (lupdate can only see plurals in ``tr`` calls).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from boardgames.core.i18n import QT_TRANSLATE_NOOP

#: The translation context of every template.
CONTEXT = "LessonMessages"

#: A value put into a template: text (a file name, a field, a student's error line), an
#: integer, or a float (seconds).
Value = str | int | float

#: Code of a message that is only its one argument, shown as it is (a student's own
#: traceback line, an operating-system error): nothing to translate.
VERBATIM = "verbatim"

TEMPLATES: dict[str, str] = {
    # How a program run ended (boardgames.lessons.runner).
    "run.finished": QT_TRANSLATE_NOOP("LessonMessages", "the program finished"),
    "run.timed_out": QT_TRANSLATE_NOOP(
        "LessonMessages",
        "the program was stopped after %1 seconds: it took too long (an endless loop?)"),
    "run.cancelled": QT_TRANSLATE_NOOP("LessonMessages", "the program was stopped"),
    "run.output_limit": QT_TRANSLATE_NOOP(
        "LessonMessages", "the program was stopped: it wrote more than %1 MB"),
    "run.not_started": QT_TRANSLATE_NOOP("LessonMessages",
                                         "the program could not be started: %1"),
    "run.killed": QT_TRANSLATE_NOOP("LessonMessages", "the program was killed by %1"),
    "run.refused": QT_TRANSLATE_NOOP(
        "LessonMessages", "not run: this computer has no sandbox for students' code, and running "
                          "it without one is not allowed (Settings)"),
    "run.error": QT_TRANSLATE_NOOP("LessonMessages",
                                   "the program stopped with an error (exit code %1)"),
    # Scoring a solver (boardgames.games.fifteen.challenge).
    "challenge.cancelled": QT_TRANSLATE_NOOP("LessonMessages", "stopped before it finished"),
    "challenge.no_answer": QT_TRANSLATE_NOOP("LessonMessages",
                                             "no answer within %1 seconds"),
    "challenge.answer_too_long": QT_TRANSLATE_NOOP(
        "LessonMessages", "the answer is longer than %1 MB; return only the moves"),
    "challenge.too_many_moves": QT_TRANSLATE_NOOP(
        "LessonMessages", "the answer has %1 moves, more than the %2 the app replays"),
    "challenge.memory": QT_TRANSLATE_NOOP("LessonMessages",
                                          "the program used more than %1 MB of memory"),
    "challenge.output_limit": QT_TRANSLATE_NOOP(
        "LessonMessages", "the program wrote more than %1 MB (files or printed output)"),
    "challenge.exited": QT_TRANSLATE_NOOP(
        "LessonMessages", "the program ended (exit code %1) before solve() returned an answer"),
    "challenge.no_solve": QT_TRANSLATE_NOOP(
        "LessonMessages", "the file has no function solve(board); define one"),
    "challenge.bad_type": QT_TRANSLATE_NOOP(
        "LessonMessages", "solve() returned %1; return a list of moves like "
                          "['Down', 'Left'] or a string like 'Down Left'"),
    "challenge.bad_item": QT_TRANSLATE_NOOP("LessonMessages",
                                            "item %1 of the list is %2, not a move word"),
    "challenge.bad_word": QT_TRANSLATE_NOOP(
        "LessonMessages", "'%1' is not a move; use Up, Down, Left or Right"),
    "challenge.illegal_move": QT_TRANSLATE_NOOP(
        "LessonMessages", "at step %1 (%2): no tile can slide that way here"),
    "challenge.unknown_move": QT_TRANSLATE_NOOP(
        "LessonMessages", "at step %1: '%2' is not a move; use Up, Down, Left or Right"),
    # Solver and positions files (boardgames.games.fifteen.challenge).
    "file.missing": QT_TRANSLATE_NOOP("LessonMessages", "the file does not exist"),
    "file.not_utf8": QT_TRANSLATE_NOOP("LessonMessages",
                                       "the file is not UTF-8 text; save it as UTF-8"),
    "file.unreadable": QT_TRANSLATE_NOOP("LessonMessages", "the file cannot be read (%1)"),
    "file.too_big": QT_TRANSLATE_NOOP(
        "LessonMessages", "the file has %1 KB, more than the %2 KB a lesson file may have; "
                          "make it shorter or split it"),
    "file.syntax_error": QT_TRANSLATE_NOOP("LessonMessages", "syntax error: %1"),
    "file.no_solve": QT_TRANSLATE_NOOP(
        "LessonMessages", "there is no function solve(board); define def solve(board): ... "
                          "returning the moves"),
    "positions.columns": QT_TRANSLATE_NOOP(
        "LessonMessages", "expected 3 tab-separated columns: id, optimal_length, tiles"),
    "positions.bad_optimal": QT_TRANSLATE_NOOP(
        "LessonMessages", "optimal length '%1' is not a whole number (or ? if unknown)"),
    "positions.empty": QT_TRANSLATE_NOOP("LessonMessages", "the file has no positions"),
    # Lesson folders (boardgames.lessons.loader).
    "lesson.no_manifest": QT_TRANSLATE_NOOP(
        "LessonMessages", "the lesson folder has no lesson.toml manifest"),
    "lesson.not_toml": QT_TRANSLATE_NOOP("LessonMessages", "this is not valid TOML: %1"),
    "lesson.format": QT_TRANSLATE_NOOP(
        "LessonMessages", "format %1 is not known to this app; write format = 1"),
    "lesson.no_languages": QT_TRANSLATE_NOOP(
        "LessonMessages", "the list is empty; name at least one language, e.g. [\"en\"]"),
    "lesson.bad_language": QT_TRANSLATE_NOOP(
        "LessonMessages", "%1 is not a language code; use codes like \"en\" or \"ru\""),
    "lesson.language_twice": QT_TRANSLATE_NOOP("LessonMessages",
                                               "a language is listed twice"),
    "lesson.no_stages": QT_TRANSLATE_NOOP(
        "LessonMessages", "the lesson has no stages; add at least one [[stage]] table"),
    "lesson.stage_not_table": QT_TRANSLATE_NOOP("LessonMessages",
                                                "write each stage as a [[stage]] table"),
    "lesson.duplicate_stage": QT_TRANSLATE_NOOP(
        "LessonMessages", "the id '%1' is used by an earlier stage; ids must differ"),
    "lesson.required": QT_TRANSLATE_NOOP("LessonMessages",
                                         "this field is required but missing"),
    "lesson.type.int": QT_TRANSLATE_NOOP("LessonMessages", "%1 should be a whole number"),
    "lesson.type.str": QT_TRANSLATE_NOOP("LessonMessages", "%1 should be a text in quotes"),
    "lesson.type.list": QT_TRANSLATE_NOOP("LessonMessages", "%1 should be a list [...]"),
    "lesson.type.float": QT_TRANSLATE_NOOP("LessonMessages", "%1 should be a number"),
    "lesson.type.dict": QT_TRANSLATE_NOOP("LessonMessages", "%1 should be a table"),
    "lesson.no_text": QT_TRANSLATE_NOOP(
        "LessonMessages", "there is no text for the language '%1'; add %1 = \"...\" under [%2]"),
    "lesson.bad_stage_id": QT_TRANSLATE_NOOP(
        "LessonMessages", "'%1' is not a usable id; use letters, digits, '_', '-' or '.'"),
    "lesson.bad_demo": QT_TRANSLATE_NOOP("LessonMessages",
                                         "'%1' is not a demo kind; use one of %2"),
    "lesson.bad_tool": QT_TRANSLATE_NOOP("LessonMessages",
                                         "'%1' is not a tool the app has; use one of %2"),
    "lesson.timeout": QT_TRANSLATE_NOOP("LessonMessages",
                                        "the time limit must be above 0 seconds"),
    "lesson.timeout_range": QT_TRANSLATE_NOOP(
        "LessonMessages", "%1 is not a usable time limit; give a number of seconds above 0 "
                          "and at most %2"),
    "lesson.order_range": QT_TRANSLATE_NOOP(
        "LessonMessages", "%1 is out of range; give a whole number from %2 to %3"),
    "lesson.too_many_stages": QT_TRANSLATE_NOOP(
        "LessonMessages", "the lesson has %1 stages, more than %2; split it into several "
                          "lessons"),
    "lesson.no_program_file": QT_TRANSLATE_NOOP(
        "LessonMessages", "the program file is missing; put it at %1"),
    "lesson.no_program": QT_TRANSLATE_NOOP(
        "LessonMessages", "the program of stage '%1' is missing; put it at %2"),
    "lesson.no_stage_text": QT_TRANSLATE_NOOP(
        "LessonMessages", "the '%1' text of stage '%2' is missing; put it at %3 or remove "
                          "'%1' from languages"),
    "lesson.positions_not_challenge": QT_TRANSLATE_NOOP(
        "LessonMessages", "only a stage with demo = \"challenge\" takes positions"),
    "lesson.no_positions_file": QT_TRANSLATE_NOOP(
        "LessonMessages", "the positions file is missing; put it at %1 in the lesson folder"),
    "lesson.outside": QT_TRANSLATE_NOOP(
        "LessonMessages", "'%1' points outside the lesson folder; give a plain file name"),
    "lesson.file_gone": QT_TRANSLATE_NOOP("LessonMessages",
                                          "the file has disappeared; reload the lessons"),
    # Where a mistake is (LessonError, ChallengeError).
    "where.field": QT_TRANSLATE_NOOP("LessonMessages", "%1: field '%2': %3"),
    "where.line": QT_TRANSLATE_NOOP("LessonMessages", "%1, line %2: %3"),
    "where.file": QT_TRANSLATE_NOOP("LessonMessages", "%1: %2"),
}

#: Templates with a count: the count is the message's first argument and is written as
#: ``%n``; the GUI translates these with plural forms.
PLURAL_TEMPLATES: dict[str, str] = {
    "challenge.not_solved": "after %n moves the puzzle is not solved",
}

_PLACEHOLDER = re.compile(r"%([1-9n])")


@dataclass(frozen=True)
class Message:
    """A code and its arguments; see :data:`TEMPLATES` for what each code says.

    Attributes:
        code: a key of :data:`TEMPLATES` or :data:`PLURAL_TEMPLATES`, or :data:`VERBATIM`.
        args: the values for ``%1``, ``%2``, ... (for a plural code, ``args[0]`` is the
            count ``%n``). An argument may itself be a :class:`Message`.
    """

    code: str
    args: tuple[Value | Message, ...] = ()

    @property
    def plural(self) -> bool:
        """True when the code's wording depends on the count ``args[0]``."""
        return self.code in PLURAL_TEMPLATES

    def template(self) -> str:
        """The English template of :attr:`code` (``"%1"`` for :data:`VERBATIM`).

        Raises:
            KeyError: an unknown code (a programming error).
        """
        if self.code == VERBATIM:
            return "%1"
        return PLURAL_TEMPLATES[self.code] if self.plural else TEMPLATES[self.code]

    def english(self) -> str:
        """The message as an English sentence (for the command line and logs)."""
        return fill(self.template(), [english_value(v) for v in self.args], self.plural)


def english_value(value: Value | Message) -> str:
    """An argument in English: floats without trailing zeros ("10", "1.5")."""
    if isinstance(value, Message):
        return value.english()
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def fill(template: str, texts: list[str], plural: bool = False) -> str:
    """``template`` with ``%1``.. replaced by ``texts`` in one pass; with ``plural``,
    ``%n`` is ``texts[0]`` and ``%1`` is ``texts[1]``, and so on."""
    offset = 1 if plural else 0

    def replace(match: re.Match[str]) -> str:
        key = match.group(1)
        index = 0 if key == "n" else int(key) - 1 + offset
        return texts[index] if index < len(texts) else match.group(0)

    return _PLACEHOLDER.sub(replace, template)


def verbatim(text: str) -> Message:
    """A message that is ``text`` itself (not translated)."""
    return Message(VERBATIM, (text,))
