"""One sandbox for all students' code: the challenge, lesson demos, exercises, tournaments
(Qt-free).

The policy is in :mod:`boardgames.core.sandbox.policy`; :func:`call` and
:func:`run_program` are the blocking entry points, :func:`program_command` prepares a
program for a caller that starts it itself, :class:`Session` keeps a student's module
loaded and answers calls (the exercises' checks), :func:`isolation` says how programs are
confined on this computer and :func:`allow_unconfined` lets them run without confinement
where none works.
"""

from boardgames.core.sandbox.confine import (
    BUBBLEWRAP,
    LANDLOCK,
    NONE,
    UNAVAILABLE,
    allow_unconfined,
    isolation,
    unconfined_allowed,
)
from boardgames.core.sandbox.policy import (
    ANSWER_TOO_LONG,
    ANSWERED,
    CANCELLED,
    EXCEPTION,
    EXITED,
    FINISHED,
    KILLED,
    MEMORY,
    MISSING,
    NOT_JSON,
    NOT_STARTED,
    OUTPUT_LIMIT,
    REFUSED,
    TIMED_OUT,
    Limits,
    Refused,
    SandboxResult,
)
from boardgames.core.sandbox.run import PreparedProgram, call, program_command, run_program

__all__ = [
    "ANSWERED", "ANSWER_TOO_LONG", "BUBBLEWRAP", "CANCELLED", "EXCEPTION", "EXITED", "FINISHED",
    "KILLED", "LANDLOCK", "MEMORY", "MISSING", "NONE", "NOT_JSON", "NOT_STARTED", "OUTPUT_LIMIT",
    "REFUSED", "TIMED_OUT", "UNAVAILABLE", "Limits", "PreparedProgram", "Refused", "SandboxResult",
    "allow_unconfined", "call", "isolation", "program_command", "run_program", "unconfined_allowed",
]
