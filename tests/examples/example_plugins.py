"""The example plug-ins of ``examples/`` (Connect Four, Nim, the Towers of Hanoi), each a
distribution of its own: tests cover them whether or not they are installed.

An installed example is found by :func:`~boardgames.core.plugins.discover` like any
plug-in (CI installs them into a fresh environment); in a development environment where
it is not installed, its folder goes on ``sys.path`` and its descriptor is read from the
entry point its ``pyproject.toml`` declares.

(The conformance test imports this module as ``example_plugins``, not ``tests.example_plugins``:
CI runs it from outside the source tree, where only the tests' own folder is on the path.)
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

from boardgames.core.plugins import ENTRY_POINT_GROUP, Discovery, GamePlugin, discover, load_attribute

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover (Python 3.10)
    import tomli as tomllib

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def declared() -> dict[str, tuple[Path, str]]:
    """Every example's plug-in id -> (its folder, its ``"module:attribute"``)."""
    found = {}
    for project in sorted(EXAMPLES.glob("*/pyproject.toml")):
        data = tomllib.loads(project.read_text(encoding="utf-8"))
        entry_points = data["project"]["entry-points"][ENTRY_POINT_GROUP]
        for plugin_id, spec in entry_points.items():
            found[plugin_id] = (project.parent, spec)
    return found


def from_source(plugin_id: str) -> GamePlugin:
    """The example's descriptor imported from its folder in ``examples/``."""
    folder, spec = declared()[plugin_id]
    if str(folder) not in sys.path:
        sys.path.append(str(folder))
    plugin: GamePlugin = load_attribute(spec)
    return plugin


def with_examples(found: Discovery | None = None) -> Discovery:
    """``found`` (default: what :func:`discover` finds) and every example it lacks."""
    found = found if found is not None else discover()
    missing = [from_source(plugin_id) for plugin_id in declared() if found.get(plugin_id) is None]
    return Discovery(plugins=[*found.plugins, *missing], errors=list(found.errors))


def example_plugin(plugin_id: str) -> GamePlugin:
    """The example ``plugin_id``: the installed one, else the one in ``examples/``."""
    return discover().get(plugin_id) or from_source(plugin_id)


def example_module(plugin_id: str, name: str) -> ModuleType:
    """The module ``name`` of the example's package (``example_module("nim", "rules")``)."""
    package = declared()[plugin_id][1].split(".")[0]
    example_plugin(plugin_id)  # (puts the source folder on the path when not installed)
    return importlib.import_module(f"{package}.{name}")
