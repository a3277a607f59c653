"""Screenshots of the pupils' web page (README and docs pictures, and a look before a
release): a class served on 127.0.0.1 with the games drawn by their painters, and headless
Chromium (Debian's) joining it as a pupil; every tab at a phone's 360x740 and a laptop's
1280x800, in the languages asked for.

    python tools/web_screenshots.py [--out docs] [--language en --language ru]

Each picture is ``OUT/web-TAB-WIDTHxHEIGHT-LANG.png``. Nothing is sent beyond loopback: the
browser's requests to any other host are aborted.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

#: Where Debian's Chromium is.
CHROMIUM = os.environ.get("BOARDGAMES_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SIZES = ((360, 740), (1280, 800))
NAMES = {"en": "Anna", "ru": "Анна", "de": "Anna", "es": "Ana"}


def _serve(folder: Path):
    """A class with a lesson stage shown and the games drawn (started; stop it after)."""
    os.environ["BOARDGAMES_CLASS_DIR"] = str(folder)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from boardgames.classroom.server import ClassServer
    from boardgames.classroom.store import ClassStore
    from boardgames.kit.web_board import PainterBoards
    from boardgames.lessons.loader import find_lessons

    app = QGuiApplication.instance() or QGuiApplication(["boardgames"])
    store = ClassStore(folder / "class.sqlite3")
    server = ClassServer(store, host="127.0.0.1", port=0, code="PQR678",
                         boards=PainterBoards()).start()
    lesson = next(e for e in find_lessons() if e.id == "tictactoe")
    server.set_stage(lesson.id, lesson.stages[3].id)
    return app, store, server


def _play(page) -> None:
    """Tic-tac-toe, one move each (the board in the middle of a game)."""
    page.locator("#play-games button").nth(1).click()
    cells = page.locator("#play-board button")
    cells.first.wait_for()
    page.wait_for_timeout(500)
    page.locator("#play-board button[aria-label$=' empty'], #play-board button[aria-label$=' пусто']").first.click()
    page.wait_for_timeout(1500)


def _check(page) -> None:
    """The first exercise checked as it starts (its failed checks shown)."""
    page.locator(".cm-content").wait_for()
    page.locator("#ex-check").click()
    page.locator("#ex-summary").filter(has_text=re.compile(r"\d")).wait_for(timeout=90_000)
    page.locator("#ex-summary").scroll_into_view_if_needed()


#: What is done on a tab before its picture.
ACTIONS = {"play": _play, "exercises": _check}


def _shoot(browser, url: str, lang: str, out: Path) -> list[Path]:
    saved = []
    for width, height in SIZES:
        context = browser.new_context(locale=lang, viewport={"width": width, "height": height})
        context.route("**/*", lambda route: route.continue_() if "127.0.0.1" in route.request.url
                      else route.abort())
        page = context.new_page()
        page.goto(url)
        page.locator("#join-name").fill(f"{NAMES.get(lang, 'Anna')} {width}")  # one device each
        page.locator("#join-button").click()
        page.locator("#who").wait_for()
        for tab in ("lesson", "play", "exercises"):
            page.locator(f"#tab-{tab}").click()
            ACTIONS.get(tab, lambda _page: None)(page)
            page.wait_for_timeout(800)
            path = out / f"web-{tab}-{width}x{height}-{lang}.png"
            page.screenshot(path=str(path))
            saved.append(path)
        context.close()
    return saved


def main(argv: list[str] | None = None) -> int:
    """Take the pictures; prints each file's path. Exit 2 when Chromium is missing."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="docs", help="folder of the pictures (default: docs)")
    parser.add_argument("--language", action="append", choices=("en", "ru", "de", "es"))
    args = parser.parse_args(argv)
    if not os.path.exists(CHROMIUM):
        print(f"web_screenshots: error: no Chromium at {CHROMIUM} (apt-get install chromium)",
              file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="boardgames-web-") as folder, sync_playwright() as pw:
        _app, store, server = _serve(Path(folder))
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            for lang in args.language or ["en", "ru"]:
                for path in _shoot(browser, f"http://127.0.0.1:{server.port}/#code={server.code}", lang, out):
                    print(path)
        finally:
            browser.close()
            server.stop()
            store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
