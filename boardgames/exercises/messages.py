"""What a check says, as data: a code plus its values (Qt-free).

Checks (each exercise's ``checks.py``, run in the sandbox) and the checker return a
:class:`ExerciseMessage`: a code such as ``"check.wrong_value"`` and the values to put into
its template (a call written as Python, a returned value, a count). The GUI translates the
template in the context :data:`CONTEXT` (``QT_TRANSLATE_NOOP`` marks them for
``pyside6-lupdate``); the command line uses :meth:`ExerciseMessage.english`.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.lessons.messages import Message, fill

#: The translation context of every template.
CONTEXT = "ExerciseMessages"

TEMPLATES: dict[str, str] = {
    # a check's own verdicts (the exercises' checks.py, through exercise_harness)
    "check.passed": QT_TRANSLATE_NOOP("ExerciseMessages", "passed"),
    "check.wrong_value": QT_TRANSLATE_NOOP("ExerciseMessages",
                                           "%1 gave %2, but the right answer is %3"),
    "check.raised": QT_TRANSLATE_NOOP("ExerciseMessages", "%1 stopped with an error: %2"),
    "check.too_slow": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 did not finish within %2 seconds (an endless loop?)"),
    "check.too_slow_working": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 was still working when it was stopped after %2 seconds: it is "
                            "not stuck, it is too slow; make it faster (does it do the same "
                            "work again and again?)"),
    "check.search_too_slow": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 was still expanding positions when its time ran out (%2 so "
                            "far): it is not stuck, it is too slow. Keep the open list in a "
                            "heap (heapq) and the closed positions in a set: min() and `in` "
                            "on a plain list look at every item each time"),
    "check.too_slow_total": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "the calls of your program in this check took more than %1 seconds "
                            "in all: make it faster (does it do the same work again and again?)"),
    "check.changed_input": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 changed the board it was given; work on a copy"),
    "check.illegal_cell": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 chose cell %2, which is not an empty cell of the board"),
    "check.missed_win": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 chose %2, but cell %3 wins at once"),
    "check.missed_block": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 chose %2, but the opponent then wins at %3: block it"),
    "check.too_many_nodes": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 expanded %2 nodes; at most %3 are needed"),
    "check.evaluation_order": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 scored %2 finished games, alpha-beta scores %3; the first "
                            "difference is number %4: %5 instead of %6 (children left to "
                            "right, stop as soon as alpha >= beta)"),
    "check.overestimates": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "the estimate for %1 is %2, but its true distance to the goal "
                            "is %3: the heuristic overestimates"),
    "check.beyond_bound": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 expanded %2 with f = g + h = %3, more than the solution's %4 "
                            "moves; A* and IDA* never need to"),
    "check.moved_wrongly": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "after %1 the board is %2, but it should be %3"),
    # tic-tac-toe, fifteen and board classes checks (issue 18)
    "check.empty_line": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but the right answer is %3: three empty cells in a line "
                            "are not three in a line"),
    "check.blocked_not_won": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 chose %2, which blocks, but cell %3 wins at once: winning comes "
                            "first"),
    "check.full_board_win": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but the right answer is %3: the move that fills the board "
                            "can also make three in a line (look for a line before you look for "
                            "a full board)"),
    "check.every_move_loses": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but the right answer is %3: whatever the player to "
                            "move plays, it loses (a best value that starts at 0 never gets "
                            "there)"),
    "check.blank_counted": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but the right answer is %3: the empty cell (%4) is not a "
                            "tile, leave it out"),
    "check.across_row_end": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but cells %2 and %3 are at the two ends of neighbouring "
                            "rows, not next to each other: the right answer is %3"),
    "check.solvable_rule": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but the right answer is %3 (width %4, %5 inversions, the "
                            "empty cell in row %6 counted from the bottom)"),
    # search and challenge checks (issue 18)
    "check.wrong_answer": QT_TRANSLATE_NOOP("ExerciseMessages", "%1 gave %2, which is not right"),
    "check.not_a_neighbour": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but %3 is not one move away"),
    "check.row_jump": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but in %3 the empty cell jumped from the end of one "
                            "row to the start of the next"),
    "check.repeated_neighbour": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, with %3 more than once"),
    "check.missing_neighbours": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but %3 more position(s) are one move away"),
    "check.missing_neighbour": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but %3 is one move away too"),
    "check.no_path": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave None, but the goal can be reached in %2 moves"),
    "check.path_for_unreachable": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2, but the goal cannot be reached from the start: give "
                            "back None"),
    "check.path_ends": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2: a path must start at the start and end at the goal"),
    "check.path_step": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2: step %3 of it, %4, is not one move from the step "
                            "before"),
    "check.path_longer": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave a path of %2 moves, %3, but the shortest has %4"),
    "check.not_reached": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1: expansion number %2 was %3, which the search had not reached "
                            "from the start"),
    "check.expanded_twice": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 expanded %2 twice (expansions number %3 and %4); expand each "
                            "position once"),
    "check.expanded_goal": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 expanded the goal %2 (expansion number %3); stop as soon as "
                            "you take the goal out of the queue or the open list"),
    "check.deeper_first": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1: expansion number %2 was %3, %4 moves from the start, but %5, "
                            "%6 moves from the start, had not been expanded yet: breadth-first "
                            "search expands every position of one distance before any farther "
                            "one"),
    "check.stopped_early": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave up after expanding %2 positions, but %3 can be reached "
                            "from the start: look at all of them before you give back None"),
    "check.not_depth_first": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1: expansion number %2, %3, is not a child of any position on "
                            "the current path: IDA* searches depth first, each pass from the "
                            "start"),
    "check.back_on_path": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1: expansion number %2, %3, is already on the current path: skip "
                            "the positions on the path, do not step back"),
    "check.bound_passes": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 expanded the start %2 time(s), but IDA* makes %3 pass(es) "
                            "here, with the bounds %4, and expands the start once in each: "
                            "each next bound is the smallest f that was above the last one, "
                            "and a pass never steps back onto its own path"),
    "check.above_bound": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 expanded %2 at depth %3, with f = g + h = %4, in the pass with "
                            "bound %5: a position whose f is above the bound is not expanded"),
    "check.wrong_move": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1: for step %2, from %3 to %4, it gave %5, but the tile slid %6"),
    "check.move_count": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "%1 gave %2 move(s), but a path of %3 position(s) has %4"),
    # the student's file as a whole (exercise_harness)
    "student.missing": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "your file has no %1; define it (its name must be exactly %1)"),
    "student.syntax_error": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "your file has a syntax error, line %1: %2"),
    "student.load_error": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "your file stopped with an error while it was loaded: %1"),
    "student.load_slow": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "loading your file took more than %1 seconds; move long work "
                            "into a function or under if __name__ == \"__main__\":"),
    "student.skipped": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "not checked: your file could not be loaded"),
    # how the sandboxed run ended when the checks could not report (exercises.checker)
    "run.timed_out": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "the checks were stopped after %1 seconds: your program took too "
                            "long (an endless loop?)"),
    "run.exited": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "your program ended the run (exit code %1) before the checks "
                            "finished; do not call exit() or os._exit()"),
    "run.killed": QT_TRANSLATE_NOOP("ExerciseMessages",
                                    "your program was killed by %1 before the checks finished"),
    "run.memory": QT_TRANSLATE_NOOP("ExerciseMessages",
                                    "your program used more than %1 MB of memory"),
    "run.output_limit": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "your program wrote more than %1 MB (files or printed output)"),
    "run.not_started": QT_TRANSLATE_NOOP("ExerciseMessages",
                                         "the checks could not be started: %1"),
    "run.cancelled": QT_TRANSLATE_NOOP("ExerciseMessages", "the checks were stopped"),
    "run.refused": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "not checked: this computer has no sandbox for students' code, and "
                            "running it without one is not allowed (Settings)"),
    "run.answer_too_long": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "your program's answer was too long to be read"),
    "run.bad_report": QT_TRANSLATE_NOOP(
        "ExerciseMessages", "the checks did not report properly (%1)"),
    "run.unknown_code": QT_TRANSLATE_NOOP("ExerciseMessages", "failed (%1)"),
}


@dataclass(frozen=True)
class ExerciseMessage(Message):
    """A :class:`~boardgames.lessons.messages.Message` whose code is a key of
    :data:`TEMPLATES` (or :data:`~boardgames.lessons.messages.VERBATIM`)."""

    def template(self) -> str:
        """The English template of :attr:`code`.

        Raises:
            KeyError: an unknown code (a programming error).
        """
        if self.code in TEMPLATES:
            return TEMPLATES[self.code]
        return super().template()

    def english(self) -> str:
        """The message as an English sentence (for the command line and logs)."""
        return fill(self.template(), [_english(v) for v in self.args])


def _english(value: object) -> str:
    if isinstance(value, Message):
        return value.english()
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def message(code: str, *values: object) -> ExerciseMessage:
    """An :class:`ExerciseMessage`; an unknown ``code`` (from a broken checks file) becomes
    ``run.unknown_code`` naming it, values that are not text or numbers become their
    ``repr``."""
    if code not in TEMPLATES:
        return ExerciseMessage("run.unknown_code", (str(code)[:100],))
    args = tuple(v if isinstance(v, (str, int, float)) and not isinstance(v, bool) else repr(v)
                 for v in values)
    return ExerciseMessage(code, args)
