"""The pupils' web page in a real browser: a class served on loopback and headless
Chromium (Debian's ``chromium``, driven by Playwright; Playwright's own browser download
is not used). Every page is a fresh browser profile (a device that has never seen the
page), may load nothing but 127.0.0.1 (anything else is aborted and fails the test), and
fails its test on a JavaScript error or a console error."""

from __future__ import annotations

import asyncio
import os
import shutil
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from boardgames.classroom.server import ClassServer
from boardgames.classroom.store import ClassStore

#: Where Debian's Chromium is (``BOARDGAMES_CHROMIUM`` names another).
#: How long a test waits for a page's first Check (ms): what the page itself allows for
#: Python's start (PYTHON_START_SECONDS in static/exercises.js: 180 s, a slow tablet's first
#: load), and the check. A quiet machine needs 5-10 s; the suite's parallel workers on two
#: cores, all starting Python at once, once needed over 90 s.
FIRST_CHECK_MS = 200_000

CHROMIUM = os.environ.get("BOARDGAMES_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
#: Chromium's flags for a closed machine: no sandbox as root, no GPU, and none of its own
#: connections to the outside (updates, sync, field trials).
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-default-apps", "--disable-features=Translate,MediaRouter,OptimizationHints",
         "--metrics-recording-only", "--no-default-browser-check"]


def run_apart(main: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """``asyncio.run(main())`` in a thread of its own (the browser tests' Playwright keeps
    an event loop running in this one; the painters draw in any thread); its failure is
    raised here, and a run longer than 120 seconds fails."""
    failed: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(main())
        except BaseException as error:  # noqa: BLE001 - handed to the test's thread
            failed.append(error)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join(120)
    assert not thread.is_alive(), "the served routes did not answer within 120 seconds"
    if failed:
        raise failed[0]


#: ``BOARDGAMES_WEB_THROTTLE=4`` runs every pupil's page with its CPU 4 times slower (a
#: classroom Chromebook, through the DevTools protocol; default 1: as is).
THROTTLE = float(os.environ.get("BOARDGAMES_WEB_THROTTLE") or 1)


#: axe-core (the accessibility engine; tests only, vendored by tools/vendor_web.py).
AXE = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"


def axe_violations(page, selector: str = "body") -> dict[str, list[str]]:
    """What axe-core finds wrong below ``selector`` in the light and in the dark colour
    scheme: ``{scheme: ["rule: element ...", ...]}`` (empty lists: nothing). The page's
    context must be opened with ``bypass_csp=True`` (its policy lets no test script in)."""
    assert AXE.is_file(), f"axe-core is missing at {AXE}"
    page.add_script_tag(path=str(AXE))
    found = {}
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        found[scheme] = page.evaluate(
            "async (where) => (await axe.run(where)).violations"
            ".map(v => `${v.id}: ${v.nodes.map(n => n.target).join(' ')}`)", selector)
    return found


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    """One headless Chromium for the test session (each test opens its own profiles)."""
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"no Chromium at {CHROMIUM}: the web page's tests need Debian's browser "
                    "(apt-get install chromium), or BOARDGAMES_CHROMIUM naming one")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield chromium
        chromium.close()


@dataclass
class WebClass:
    """A class served on 127.0.0.1 for the page: its server, store, page address, code."""

    server: ClassServer
    store: ClassStore

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.port}/"

    @property
    def code(self) -> str:
        return self.server.code


@pytest.fixture
def web_class(tmp_path):
    """Start a class for the page (``boards``: what draws the games; None: no games)."""
    running: list[WebClass] = []

    def start(code: str = "PQR678", boards=None, **options) -> WebClass:
        store = ClassStore(tmp_path / "classes" / f"class{len(running)}.sqlite3")
        server = ClassServer(store, host="127.0.0.1", port=0, code=code, boards=boards,
                             **options).start()
        running.append(WebClass(server, store))
        return running[-1]

    yield start
    for served in running:
        served.server.stop()
        served.store.close()


@dataclass
class Pupil:
    """A browser tab of a pupil: ``page`` (Playwright's), and what went wrong on it."""

    page: object
    errors: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    allowed: list[str] = field(default_factory=list)

    def allow(self, text: str) -> None:
        """A console error holding ``text`` is expected (the browser logs refused requests)."""
        self.allowed.append(text)

    def problems(self) -> list[str]:
        """The errors that were not expected, and every request to another host."""
        return [e for e in self.errors if not any(a in e for a in self.allowed)] + [
            f"asked another host: {u}" for u in self.outside]


def _guard(route, outside: list[str]) -> None:
    host = urlsplit(route.request.url).hostname
    if route.request.url.startswith(("data:", "blob:")) or host in ("127.0.0.1", "localhost"):
        route.continue_()
    else:
        outside.append(route.request.url)
        route.abort()


@pytest.fixture
def pupil(browser):
    """Open a fresh device's browser tab: ``pupil(lang="en", width=1280, height=800)``.
    After the test: no JavaScript error, no console error, nothing asked of another host."""
    opened: list[tuple[object, Pupil]] = []

    def open_tab(lang: str = "en", width: int = 1280, height: int = 800, **options) -> Pupil:
        context = browser.new_context(locale=lang, viewport={"width": width, "height": height},
                                      **options)
        tab = Pupil(context.new_page())
        if THROTTLE > 1:  # a slow classroom device: the page's CPU this many times slower
            context.new_cdp_session(tab.page).send("Emulation.setCPUThrottlingRate", {"rate": THROTTLE})
        context.route("**/*", lambda route: _guard(route, tab.outside))
        tab.page.on("pageerror", lambda error: tab.errors.append(f"page error: {error}"))
        tab.page.on("console", lambda m: m.type == "error" and tab.errors.append(f"console: {m.text}"))
        opened.append((context, tab))
        return tab

    yield open_tab
    for context, _ in opened:
        context.close()
    problems = [e for _, tab in opened for e in tab.problems()]
    assert not problems, problems
