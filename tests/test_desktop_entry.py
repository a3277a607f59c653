"""``boardgames --install-desktop-entry``: the menu entry, icons, AppStream metainfo and the
saved games' file type land in the user's XDG folders (here under tmp_path), the app is the
type's default, a double-clicked ``.bgame`` (passed alone on the command line) opens, and
``--uninstall-desktop-entry`` takes it all away again, leaving other defaults alone."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from boardgames import desktop_entry as D
from boardgames.core import record as R
from boardgames.resources import resource

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def places(tmp_path) -> D.Places:
    return D.Places.from_environment({"HOME": str(tmp_path / "home"),
                                      "XDG_DATA_HOME": str(tmp_path / "data"),
                                      "XDG_CONFIG_HOME": str(tmp_path / "config")})


def child_env(tmp_path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path / "home"),
            "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "TMPDIR": str(tmp_path), "PYTHONPATH": str(ROOT)}


def read_desktop(path: Path) -> dict[str, str]:
    parser = configparser.RawConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_places_follow_the_xdg_variables_and_their_defaults(tmp_path):
    given = D.Places.from_environment({"HOME": "/h", "XDG_DATA_HOME": str(tmp_path)})
    assert given.desktop_file == tmp_path / "applications" / f"{D.APP_ID}.desktop"
    assert given.mimeapps == Path("/h/.config/mimeapps.list")
    fallback = D.Places.from_environment({"HOME": "/h", "XDG_DATA_HOME": "relative/ignored"})
    assert fallback.data == Path("/h/.local/share")


def test_install_writes_an_entry_that_starts_this_installation_with_the_file(places):
    written = D.install(places, ["/opt/board games/bin/boardgames"])
    assert all(path.is_file() for path in written)
    entry = read_desktop(places.desktop_file)
    assert entry["Type"] == "Application" and entry["Name"] == "Board games"
    assert entry["Name[de]"] == "Brettspiele" and entry["Name[ru]"] == "Настольные игры"
    assert entry["Comment[es]"].startswith("Juega")
    assert entry["Exec"] == '"/opt/board games/bin/boardgames" %f'  # quoted: it has a space
    assert entry["Icon"] == D.APP_ID and entry["MimeType"] == "application/x-boardgames-game;"
    assert places.app_icon.read_bytes() == resource("icons", "boardgames.svg").read_bytes()
    assert ET.parse(places.app_icon).getroot().tag.endswith("svg")
    assert places.file_icon.name == "application-x-boardgames-game.svg"


def test_the_file_type_and_the_metainfo(places):
    D.install(places, ["/usr/bin/boardgames"])
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(places.mime_package).getroot().find("m:mime-type", ns)
    assert mime.get("type") == D.MIME_TYPE
    assert mime.find("m:glob", ns).get("pattern") == "*" + R.EXTENSION
    meta = ET.parse(places.metainfo).getroot()
    assert meta.findtext("id") == D.APP_ID
    assert meta.findtext("launchable") == places.desktop_file.name
    assert meta.find("provides/mediatype").text == D.MIME_TYPE
    german = [n.text for n in meta.findall("name")
              if n.get("{http://www.w3.org/XML/1998/namespace}lang") == "de"]
    assert german == ["Brettspiele"]


def test_the_app_becomes_the_default_and_other_defaults_stay(places):
    places.mimeapps.parent.mkdir(parents=True)
    places.mimeapps.write_text("[Added Associations]\ntext/plain=gedit.desktop;\n\n"
                               "[Default Applications]\napplication/pdf=evince.desktop;\n"
                               f"{D.MIME_TYPE}=other.desktop;\n", encoding="utf-8")
    D.install(places, ["/usr/bin/boardgames"])
    text = places.mimeapps.read_text(encoding="utf-8")
    assert f"{D.MIME_TYPE}={D.APP_ID}.desktop;" in text and "other.desktop" not in text
    assert "application/pdf=evince.desktop;" in text and "text/plain=gedit.desktop;" in text
    D.uninstall(places)
    text = places.mimeapps.read_text(encoding="utf-8")
    assert D.MIME_TYPE not in text
    assert "application/pdf=evince.desktop;" in text and "text/plain=gedit.desktop;" in text


def test_uninstall_removes_every_file_and_a_second_one_finds_nothing(places):
    written = D.install(places, ["/usr/bin/boardgames"])
    removed = D.uninstall(places)
    assert set(removed) == set(places.files()) and set(removed) < set(written)
    assert not any(path.exists() for path in places.files())
    assert D.uninstall(places) == []


def test_exec_arguments_are_quoted_as_the_specification_says():
    assert D.exec_argument("/usr/bin/boardgames") == "/usr/bin/boardgames"
    assert D.exec_argument("/a b/py") == '"/a b/py"'
    # inside quotes $ is escaped with a backslash, and the key's value doubles backslashes
    assert D.exec_argument("/a$b c") == '"/a\\\\$b c"'
    assert D.exec_argument("/50%/x") == "/50%%/x"


def test_the_command_installs_and_uninstalls_for_the_user(tmp_path):
    env = child_env(tmp_path)
    run = [sys.executable, "-m", "boardgames"]
    result = subprocess.run([*run, "--install-desktop-entry"], capture_output=True, text=True,
                            timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    desktop = tmp_path / "data" / "applications" / f"{D.APP_ID}.desktop"
    assert str(desktop) in result.stdout and desktop.is_file()
    program = read_desktop(desktop)["Exec"].removesuffix(" %f").strip('"')
    assert Path(program).name in ("boardgames", Path(sys.executable).name) or "-m" in program
    result = subprocess.run([*run, "--uninstall-desktop-entry"], capture_output=True, text=True,
                            timeout=120, env=env)
    assert result.returncode == 0 and not desktop.exists()


def test_an_unwritable_data_folder_is_one_line_and_exit_2(tmp_path):
    (tmp_path / "data").write_text("a file where the folder should be", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "boardgames", "--install-desktop-entry"],
                            capture_output=True, text=True, timeout=120, env=child_env(tmp_path))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("boardgames: error: the desktop entry")


def test_a_saved_game_passed_alone_opens_as_a_double_click_does(tmp_path):
    good = tmp_path / "game.bgame"
    good.write_text(json.dumps({"format": R.FORMAT, "version": 1, "game": "fifteen",
                                "options": {"rows": 3, "cols": 3}, "start": "1 2 3 / 4 5 6 / 7 8 0",
                                "moves": ["Down", "Right"], "ply": 2}), encoding="utf-8")
    shot = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, "-m", "boardgames", str(good), "--screenshot", str(shot)],
                            capture_output=True, text=True, timeout=120, env=child_env(tmp_path))
    assert result.returncode == 0 and shot.is_file(), result.stderr
    bad = tmp_path / "broken.bgame"
    bad.write_text("{ not json", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "boardgames", str(bad)], capture_output=True,
                            text=True, timeout=120, env=child_env(tmp_path))
    assert result.returncode == 2 and "broken.bgame cannot be opened" in result.stderr


@pytest.mark.skipif(shutil.which("xdg-mime") is None, reason="xdg-utils is not installed")
def test_xdg_mime_names_the_app_as_the_default(places, tmp_path):
    D.install(places, ["/usr/bin/boardgames"])
    result = subprocess.run(["xdg-mime", "query", "default", D.MIME_TYPE], capture_output=True,
                            text=True, timeout=60, env=child_env(tmp_path))
    assert result.stdout.strip() == f"{D.APP_ID}.desktop"
