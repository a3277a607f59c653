"""One sandbox for all students' code: the challenge, lesson demos, exercises, tournaments
(Qt-free).

The policy is in :mod:`boardgames.core.sandbox.policy`; :func:`call` and
:func:`run_program` are the blocking entry points, :func:`program_command` prepares a
program for a caller that starts it itself, :func:`isolation` says how well programs are
contained on this computer.
"""

from boardgames.core.sandbox.confine import BUBBLEWRAP, NONE, isolation
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
    TIMED_OUT,
    Limits,
    SandboxResult,
)
from boardgames.core.sandbox.run import PreparedProgram, call, program_command, run_program

__all__ = [
    "ANSWERED", "ANSWER_TOO_LONG", "BUBBLEWRAP", "CANCELLED", "EXCEPTION", "EXITED", "FINISHED",
    "KILLED", "MEMORY", "MISSING", "NONE", "NOT_JSON", "NOT_STARTED", "OUTPUT_LIMIT",
    "TIMED_OUT", "Limits", "PreparedProgram", "SandboxResult", "call", "isolation",
    "program_command", "run_program",
]
