"""The check messages of the pupils' page are the desktop app's: written by
tools/web_messages.py from boardgames.exercises.messages and the app's Qt translations, and
the test fails when the catalogues are stale (nobody translates them twice)."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from pathlib import Path
from types import ModuleType

import pytest

from boardgames.exercises.messages import TEMPLATES
from tests import paths

ROOT = paths.ROOT
LANGUAGES = ("en", "ru", "de", "es")


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("web_messages", ROOT / "tools" / "web_messages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def catalogue(lang: str, folder: Path | None = None) -> dict[str, str]:
    folder = folder or tool().CATALOGUES
    data: dict[str, str] = json.loads((folder / f"exercises.{lang}.json").read_text("utf-8"))
    return data


def holes(text: str) -> set[str]:
    return set(re.findall(r"\{\d+\}", text))


def test_the_catalogues_are_in_step_with_the_desktops_messages() -> None:
    assert tool().main(["--check"]) == 0, "run: python tools/web_messages.py"


def test_a_stale_catalogue_is_noticed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    module = tool()
    shutil.copytree(module.CATALOGUES, tmp_path / "i18n")
    stale = catalogue("de", tmp_path / "i18n")
    stale["msg.check.wrong_value"] = "translated twice"
    (tmp_path / "i18n" / "exercises.de.json").write_text(json.dumps(stale), encoding="utf-8")
    monkeypatch.setattr(module, "CATALOGUES", tmp_path / "i18n")
    monkeypatch.setattr(module, "ROOT", tmp_path)
    assert module.main(["--check"]) == 1
    assert "exercises.de.json" in capsys.readouterr().out


def test_every_message_in_every_language_fills_every_value() -> None:
    english = catalogue("en")
    assert {f"msg.{code}" for code in TEMPLATES} <= set(english)
    assert english["msg.check.wrong_value"] == "{0} gave {1}, but the right answer is {2}"
    for lang in LANGUAGES[1:]:
        own = catalogue(lang)
        assert set(english) - set(own) <= {k for k in english if k.startswith("msg.")}, lang
        for key, text in own.items():
            assert holes(text) == holes(english[key]), (lang, key)
        assert own["msg.check.passed"] != english["msg.check.passed"], lang
        assert own["ex.check"] != english["ex.check"], lang
