"""Work in a child process (Qt-free): the child's side of :class:`boardgames.kit.process_task.ProcessTask`.

Pure-Python work in a thread of the app's own process holds the interpreter lock, and the
cyclic garbage collector's full passes over what it allocates (millions of positions in a
search's tables) stop every thread, the window's included, for 30-150 ms at a time. Work
that runs in a child process leaves the window alone: it only receives the answer.

:func:`serve` runs ``function(*args)`` in the child and sends over ``conn`` (one end of a
``multiprocessing`` pipe) the messages ``("item", x)`` for each ``x`` when the function
returns an iterator (so that a large answer arrives in small pieces), then
``("finished", result)`` (``None`` after items), or ``("failed", "Type: message")``.

The child is ``python -m boardgames.core.child_process FD``: it reads from its standard
input the parent's ``sys.path`` and then ``(function, args)``, two pickles, and answers on
the pipe ``FD`` (its standard output stays free for whatever the work prints). Unlike
``multiprocessing``'s spawn, this never imports the parent's main script again.
"""

from __future__ import annotations

import pickle
import sys
import traceback
from collections.abc import Callable, Iterator
from typing import Any, Protocol


class Connection(Protocol):
    """The sending end of a pipe (``multiprocessing.connection.Connection``)."""

    def send(self, obj: Any) -> None: ...
    def close(self) -> None: ...


def serve(conn: Connection, function: Callable[..., Any], args: tuple[Any, ...]) -> None:
    """Run ``function(*args)`` and send its result over ``conn`` (see the module's
    docstring). Never raises: an exception becomes the ``failed`` message (its traceback
    goes to the child's stderr)."""
    try:
        result = function(*args)
        if isinstance(result, Iterator):
            for item in result:
                conn.send(("item", item))
            result = None
        conn.send(("finished", result))
    except Exception as exc:  # reported to the app, which shows a message
        traceback.print_exc()
        conn.send(("failed", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def main(argv: list[str]) -> int:
    """The child's entry point (see the module's docstring); returns the exit status."""
    from multiprocessing.connection import Connection as PipeEnd

    conn = PipeEnd(int(argv[1]))
    sys.path[:] = pickle.load(sys.stdin.buffer)
    try:
        function, args = pickle.load(sys.stdin.buffer)
    except Exception as exc:  # an object that cannot be rebuilt here
        conn.send(("failed", f"{type(exc).__name__}: {exc}"))
        conn.close()
        return 1
    serve(conn, function, args)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
