"""Where the app keeps the user's files (Qt-free): one place for the rule "an environment
variable if set, else the user's data folder" (``platformdirs``: ``~/.local/share/boardgames``
on Linux)."""

from __future__ import annotations

import os
from pathlib import Path


def user_data_path(env_var: str, name: str) -> Path:
    """``$env_var`` (``~`` expanded) when it is set and not empty, else ``name`` in the
    user's data folder. The path may not exist yet."""
    override = os.environ.get(env_var)
    if override:
        return Path(override).expanduser()
    import platformdirs  # only when needed: a test or a teacher may set the variable

    return Path(platformdirs.user_data_dir("boardgames")) / name
