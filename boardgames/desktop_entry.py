"""A place on the desktop: the menu entry, the icon, the AppStream metainfo and the saved
games' file type, written per user (``boardgames --install-desktop-entry``) and removed
again (``--uninstall-desktop-entry``).

Where the files go (freedesktop.org specifications; ``DATA`` is ``$XDG_DATA_HOME``, default
``~/.local/share``, and ``CONFIG`` is ``$XDG_CONFIG_HOME``, default ``~/.config``):

* ``DATA/applications/<APP_ID>.desktop``: the Desktop Entry (name, comment and keywords in
  every language the app ships, taken from its ``.ts`` files), ``Exec`` runs this
  installation's ``boardgames`` with the file to open (``%f``);
* ``DATA/icons/hicolor/scalable/apps/<APP_ID>.svg`` and
  ``DATA/icons/hicolor/scalable/mimetypes/application-x-boardgames-game.svg``;
* ``DATA/metainfo/<APP_ID>.metainfo.xml``: AppStream, for software centres;
* ``DATA/mime/packages/<APP_ID>.xml``: the type :data:`MIME_TYPE` for ``*.bgame`` files
  (shared-mime-info), the database rebuilt with ``update-mime-database`` when it is there;
* ``CONFIG/mimeapps.list``: the app as the type's default application (other entries of
  the file are kept).

Qt-free: the texts are read from the ``.ts`` XML with ElementTree.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from boardgames import __version__
from boardgames.core.i18n import LANGUAGES
from boardgames.core.record import EXTENSION
from boardgames.resources import linguist_catalogue, resource

#: The application's id: the name of its .desktop file, icon and metainfo (reverse DNS).
APP_ID = "io.github.boardgames.BoardGames"
#: The type of a saved game (``.bgame``: JSON inside).
MIME_TYPE = "application/x-boardgames-game"
#: The icon name of that type (the freedesktop rule: the type with "/" turned into "-").
MIME_ICON = MIME_TYPE.replace("/", "-")
#: The English texts of the entry, and the translation context each is found under.
NAME = ("MainWindow", "Board games")
COMMENT = ("StartPage", "Play, shuffle, solve, and see how the computer thinks.")
FILE_COMMENT = "Saved board game"
KEYWORDS = "15-puzzle;tic-tac-toe;connect four;nim;hanoi;A*;IDA*;minimax;algorithms;programming;"


@dataclass(frozen=True)
class Places:
    """The folders the entry's files go to (see the module's doc)."""

    data: Path
    config: Path

    @classmethod
    def from_environment(cls, environ: os._Environ[str] | dict[str, str] | None = None) -> Places:
        """``$XDG_DATA_HOME`` and ``$XDG_CONFIG_HOME``, or their defaults under ``$HOME``
        (a relative value is ignored, as the XDG Base Directory specification says)."""
        env = os.environ if environ is None else environ
        home = Path(env.get("HOME") or Path.home())

        def folder(name: str, default: Path) -> Path:
            value = env.get(name, "")
            return Path(value) if value and os.path.isabs(value) else default

        return cls(folder("XDG_DATA_HOME", home / ".local" / "share"),
                   folder("XDG_CONFIG_HOME", home / ".config"))

    @property
    def desktop_file(self) -> Path:
        return self.data / "applications" / f"{APP_ID}.desktop"

    @property
    def app_icon(self) -> Path:
        return self.data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"

    @property
    def file_icon(self) -> Path:
        return self.data / "icons" / "hicolor" / "scalable" / "mimetypes" / f"{MIME_ICON}.svg"

    @property
    def metainfo(self) -> Path:
        return self.data / "metainfo" / f"{APP_ID}.metainfo.xml"

    @property
    def mime_package(self) -> Path:
        return self.data / "mime" / "packages" / f"{APP_ID}.xml"

    @property
    def mimeapps(self) -> Path:
        return self.config / "mimeapps.list"

    def files(self) -> list[Path]:
        """Every file the entry writes (not ``mimeapps.list``, which is shared)."""
        return [self.desktop_file, self.app_icon, self.file_icon, self.metainfo,
                self.mime_package]


# -- the texts --------------------------------------------------------------------------

def translations(context: str, source: str) -> dict[str, str]:
    """``{language: text}`` of ``source`` in every shipped language other than English,
    read from ``resources/translations/boardgames_<lang>.ts`` (finished ones only;
    accelerator marks removed)."""
    found = {}
    for code, _ in LANGUAGES:
        ts = resource("translations", f"boardgames_{code}.ts")
        if code == "en" or not ts.is_file():
            continue
        text = linguist_catalogue(str(ts)).get((context, source))
        if text:
            found[code] = text
    return found


def command() -> list[str]:
    """How the desktop starts this installation: its ``boardgames`` script (beside the
    running Python, else on PATH), else ``python -m boardgames``."""
    script = Path(sys.executable).parent / "boardgames"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    found = shutil.which("boardgames")
    return [found] if found else [sys.executable, "-m", "boardgames"]


def exec_argument(text: str) -> str:
    """``text`` as one argument of a Desktop Entry's ``Exec`` key: quoted when it has a
    reserved character, with ``"``, `````, ``$`` and ``\\`` escaped inside the quotes, and
    every backslash doubled again for the key's string value."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    if not text or set(text) & reserved:
        inner = "".join("\\" + c if c in '"`$\\' else c for c in text)
        text = f'"{inner}"'
    return text.replace("\\", "\\\\").replace("%", "%%")


def _localized(key: str, english: str, translated: dict[str, str]) -> list[str]:
    return [f"{key}={english}"] + [f"{key}[{code}]={text}" for code, text in sorted(translated.items())]


def desktop_entry(program: list[str]) -> str:
    """The text of the ``.desktop`` file that starts ``program`` (argv) with a file."""
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.4"]
    lines += _localized("Name", NAME[1], translations(*NAME))
    lines += _localized("Comment", COMMENT[1], translations(*COMMENT))
    lines += [
        f"Icon={APP_ID}",
        f"TryExec={exec_argument(program[0])}",
        "Exec=" + " ".join(exec_argument(a) for a in program) + " %f",
        "Terminal=false",
        "Categories=Education;Game;BoardGame;ComputerScience;",
        f"Keywords={KEYWORDS}",
        f"MimeType={MIME_TYPE};",
        "StartupNotify=true",
        "StartupWMClass=boardgames",
    ]
    return "\n".join(lines) + "\n"


def mime_package() -> str:
    """The shared-mime-info XML of the saved games' type."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
        f'  <mime-type type="{MIME_TYPE}">\n'
        f"    <comment>{escape(FILE_COMMENT)}</comment>\n"
        '    <sub-class-of type="application/json"/>\n'
        f'    <icon name="{MIME_ICON}"/>\n'
        f'    <glob pattern="*{EXTENSION}"/>\n'
        "  </mime-type>\n"
        "</mime-info>\n"
    )


SUMMARY = "Teach programming and algorithms with board games"
DESCRIPTION = (
    "A toolkit for teaching programming and algorithms with board games: the 15-puzzle "
    "on any board with breadth-first search, A*, IDA* and pattern databases, tic-tac-toe "
    "with players from naive to minimax and alpha-beta pruning, and more games as plug-ins.",
    "Lessons take a class through the programs stage by stage; exercises are checked by the "
    "app, and students' code runs in a sandbox. The interface speaks English, Russian, "
    "Spanish and German.",
)


def metainfo() -> str:
    """The AppStream metainfo XML of the app."""
    names = "".join(f"\n  <name xml:lang={quoteattr(code)}>{escape(text)}</name>"
                    for code, text in sorted(translations(*NAME).items()))
    paragraphs = "".join(f"\n    <p>{escape(p)}</p>" for p in DESCRIPTION)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>MIT</project_license>
  <name>{escape(NAME[1])}</name>{names}
  <summary>{escape(SUMMARY)}</summary>
  <description>{paragraphs}
  </description>
  <developer id="io.github.boardgames">
    <name>The boardgames developers</name>
  </developer>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <categories>
    <category>Education</category>
    <category>Game</category>
  </categories>
  <provides>
    <binary>boardgames</binary>
    <mediatype>{MIME_TYPE}</mediatype>
  </provides>
  <content_rating type="oars-1.1"/>
  <releases>
    <release version="{__version__}" date="2026-11-25"/>
  </releases>
</component>
"""


# -- installing and removing ----------------------------------------------------------

def _refresh(places: Places) -> None:
    """Rebuild the user's MIME database and desktop-file cache, where the tools exist
    (a desktop without them reads the files directly)."""
    for tool, folder in (("update-mime-database", places.data / "mime"),
                         ("update-desktop-database", places.data / "applications")):
        path = shutil.which(tool)
        if path and folder.is_dir():
            subprocess.run([path, str(folder)], capture_output=True, check=False, timeout=60)


DEFAULTS = "[Default Applications]"


def _without_default(lines: list[str], only_ours: bool) -> list[str]:
    """``lines`` of a mimeapps.list without the default application of :data:`MIME_TYPE`
    (with ``only_ours``: only when that default is this app)."""
    kept, section = [], ""
    for line in lines:
        text = line.strip()
        if text.startswith("["):
            section = text
        elif (section == DEFAULTS and text.split("=", 1)[0].strip() == MIME_TYPE
              and (not only_ours or f"{APP_ID}.desktop" in text)):
            continue
        kept.append(line)
    return kept


def set_default(path: Path, remove: bool = False) -> None:
    """Make the app the default for :data:`MIME_TYPE` in the ``mimeapps.list`` at ``path``
    (or, with ``remove``, take the app's default out again); other lines stay as they were."""
    lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    lines = _without_default(lines, only_ours=remove)
    if not remove:
        if DEFAULTS not in (line.strip() for line in lines):
            lines += ([""] if lines else []) + [DEFAULTS]
        at = [line.strip() for line in lines].index(DEFAULTS) + 1
        lines.insert(at, f"{MIME_TYPE}={APP_ID}.desktop;")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def install(places: Places, program: list[str] | None = None) -> list[Path]:
    """Write every file of the entry (see the module's doc) and register the app as the
    default for saved games; returns the files written.

    Raises:
        OSError: a folder cannot be created or a file cannot be written.
    """
    texts = {places.desktop_file: desktop_entry(program or command()),
             places.metainfo: metainfo(), places.mime_package: mime_package()}
    for path, text in texts.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for path, icon in ((places.app_icon, "boardgames.svg"), (places.file_icon, "boardgames-file.svg")):
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(resource("icons", icon), path)
    set_default(places.mimeapps)
    _refresh(places)
    return [*places.files(), places.mimeapps]


def uninstall(places: Places) -> list[Path]:
    """Remove the entry's files and the app's default for saved games; returns the files
    that were there and are gone now (nothing installed: an empty list).

    Raises:
        OSError: a file cannot be removed.
    """
    removed = [path for path in places.files() if path.is_file()]
    for path in removed:
        path.unlink()
    if places.mimeapps.is_file():
        set_default(places.mimeapps, remove=True)
    _refresh(places)
    return removed


def main(action: str) -> int:
    """``--install-desktop-entry`` (``action`` "install") or ``--uninstall-desktop-entry``
    ("uninstall"): do it for the current user, list the files; exit code 0, or 2 with one
    line on stderr when a file cannot be written or removed."""
    places = Places.from_environment()
    try:
        done = install(places) if action == "install" else uninstall(places)
    except OSError as exc:
        print(f"boardgames: error: the desktop entry cannot be {action}ed: {exc}", file=sys.stderr)
        return 2
    if action == "install":
        print(f"Installed the desktop entry ({APP_ID}); saved games ({EXTENSION}) open with the app:")
    else:
        print("Removed the desktop entry:" if done else "No desktop entry was installed.")
    for path in done:
        print(f"  {path}")
    return 0
