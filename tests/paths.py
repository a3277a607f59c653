"""Where the tests find the repository's files, wherever in ``tests/`` a test file sits
(its folder mirrors the package's, so its depth varies).

- :data:`ROOT`: the repository (``pyproject.toml``, ``lessons/``, ``examples/``, ``tools/``).
- :data:`DATA`: the tests' own inputs, ``tests/data``.
- :data:`LESSONS`: the shipped lessons, ``lessons/``.
- :data:`EXAMPLES`: the example plug-ins' projects, ``examples/``.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
LESSONS = ROOT / "lessons"
EXAMPLES = ROOT / "examples"
