"""A class of browsers: ``--pages`` pupils (40) open the pupils' web page of ``boardgames
class serve`` at once, in headless Chromium (Debian's), on loopback only, as is and again with
every page's CPU throttled ``--throttle`` times (4: a classroom Chromebook, through the DevTools
protocol's ``Emulation.setCPUThrottlingRate``); then a few pages one at a time, as is and
throttled.

Usage: ``python benchmarks/web_class.py [--pages 40] [--check-pages 3] [--devices 3]
[--throttle 4] [--runs class,class-throttled,devices,devices-throttled]``

Four runs: ``--pages`` pages at once (the server's load: a whole class opening the page
together; the pages' own timings then share this machine's two cores among all of them,
as no classroom's devices do), the same throttled (the class's pages all slower: do they
all join, is anything lost), then ``--devices`` pages one after another as is, and again
throttled (each alone on the machine, as on its own device). Each page is a fresh browser
profile (a device that has never seen the page: the Python runtime and the editor are
downloaded by every page). A page: join with the class code and a name, open Games, start
tic-tac-toe (``join to board``: from opening the address until the board's cells can be
clicked), take the first free cell and wait for the computer's reply (``computer move``:
from the click until the reply is on the board). Then ``--check-pages`` of them (every
page of the one-at-a-time runs), one after another, open Exercises and at once press
Check on the first exercise twice: ``first check`` (from the click; the Python runtime's
start included, as the page starts it when the tab opens) and ``next check``; ``Python
ready``: from opening the tab until Python has started (a pupil who reads the exercise
that long waits for the check alone). Printed per run: the timings (median, 95th
percentile and longest, seconds), how many pages joined, the server's CPU time and peak
memory (its process's, from /proc), and what the class file holds at the end:
submissions stored and sent (acknowledged by the server: the page's outbox empty), lost
(sent but not in the class file) and duplicated (more rows than checks sent).
The browser's requests to any host but 127.0.0.1 are aborted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from class_load import CODE, free_port, start_server
from event_loop_gaps import machine

CHROMIUM = os.environ.get("BOARDGAMES_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: Seconds a page may take for one step before it counts as failed (40 throttled pages
#: share this machine's two cores: a page then loads in minutes, not seconds).
STEP_SECONDS = 600


#: The runs, in the order they are made.
RUNS = ("class", "class-throttled", "devices", "devices-throttled")


def _server_usage(pid: int) -> tuple[float, float]:
    """The process's CPU seconds (user + system) and peak resident memory (MB)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    peak = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
                if line.startswith("VmHWM:"))
    return cpu, peak / 1024


async def _open(browser: Any, url: str, throttle: float) -> Any:
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    await context.route("**/*", lambda route: route.continue_() if "//127.0.0.1:" in route.request.url
                        else route.abort())
    context.set_default_timeout(STEP_SECONDS * 1000)
    page = await context.new_page()
    if throttle > 1:
        cdp = await context.new_cdp_session(page)
        await cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    return context, page


async def _play(browser: Any, url: str, name: str, throttle: float) -> dict[str, float]:
    """One pupil: join, the tic-tac-toe board, one computer's reply; seconds of each."""
    context, page = await _open(browser, url, throttle)
    began = time.perf_counter()
    await page.goto(url, timeout=STEP_SECONDS * 1000)  # navigation has its own default
    await page.locator("#join-name").fill(name)
    await page.locator("#join-button").click()
    await page.locator("#who").wait_for(timeout=STEP_SECONDS * 1000)
    await page.locator("#tab-play").click()
    await page.get_by_role("button", name=re.compile("^Tic-tac-toe")).click()
    board = page.get_by_role("group", name="Tic-tac-toe: the board")
    await board.get_by_role("button", name="row 1, column 1: empty").wait_for(timeout=STEP_SECONDS * 1000)
    shown = time.perf_counter()
    await page.wait_for_timeout(300)  # the computer may open the game (it alternates)
    noughts = await board.get_by_role("button", name=re.compile(r": O")).count()
    clicked = time.perf_counter()
    await board.get_by_role("button", name=re.compile(r": empty$")).first.click()
    await board.get_by_role("button", name=re.compile(r": O")).nth(noughts).wait_for(
        timeout=STEP_SECONDS * 1000)
    replied = time.perf_counter()
    return {"board": shown - began, "move": replied - clicked, "context": context, "page": page}


#: Notes when the Exercises panel says Python is ready (``window.pythonReady``, ms).
_READY = """() => { window.pythonReady = null; const shown = performance.now();
  const seen = () => { const p = document.querySelector('.ex[data-python=ready]');
    if (p && window.pythonReady === null) window.pythonReady = performance.now() - shown; };
  new MutationObserver(seen).observe(document.body, {attributes: true, subtree: true}); seen(); }"""


#: True when the page's outbox has nothing left to send (localStorage ``*.queue`` lists).
_SENT = """() => Object.keys(localStorage).filter((k) => k.endsWith('.queue'))
  .every((k) => JSON.parse(localStorage.getItem(k) || '[]').length === 0)"""


async def _check_twice(page: Any) -> tuple[float, float, float]:
    """Open the Exercises tab and check the first exercise's starting program twice at
    once; seconds of each, and from opening the tab until Python was ready."""
    await page.evaluate(_READY)
    await page.locator("#tab-exercises").click()
    await page.locator(".cm-content").wait_for(timeout=STEP_SECONDS * 1000)
    times = []
    for _ in range(2):
        seed = await page.locator("#ex-seed").text_content()
        began = time.perf_counter()
        await page.locator("#ex-check").click()
        await page.wait_for_function(  # every run has a new seed, shown with its report
            "seed => { const s = document.querySelector('#ex-seed').textContent;"
            " return s && s !== seed && !document.querySelector('#ex-check').disabled; }",
            arg=seed or "", timeout=STEP_SECONDS * 1000)
        times.append(time.perf_counter() - began)
    try:  # the outbox sends in the background: "sent" is what the server answered
        await page.wait_for_function(_SENT, timeout=STEP_SECONDS * 1000)
    except Exception:  # noqa: BLE001 - counted as lost below, and said
        print("  a page's outbox still waited after the checks", file=sys.stderr)
    return times[0], times[1], (await page.evaluate("window.pythonReady")) / 1000


def _spread(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{statistics.median(ordered):.2f} / {p95:.2f} / {ordered[-1]:.2f}"


async def _run(pages: int, check_pages: int, throttle: float, url: str, at_once: bool) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        names = [f"Pupil {throttle:g}x {'a' if at_once else 's'} {i + 1:02d}" for i in range(pages)]
        if at_once:
            results = await asyncio.gather(*(_play(browser, url, n, throttle) for n in names),
                                           return_exceptions=True)
        else:  # one device after another: its own timings, nothing else on the machine
            results = [await _play(browser, url, n, throttle) for n in names]
        played = [r for r in results if isinstance(r, dict)]
        for failure in {str(r).splitlines()[0] for r in results if not isinstance(r, dict)}:
            print(f"  a page failed: {failure}", file=sys.stderr)
        checks = [await _check_twice(r["page"]) for r in played[:check_pages]]
        for result in played:
            await result["context"].close()
        await browser.close()
    return {"joined": len(played), "pages": pages, "board": [r["board"] for r in played],
            "move": [r["move"] for r in played], "first": [c[0] for c in checks],
            "next": [c[1] for c in checks], "ready": [c[2] for c in checks],
            "checked": 2 * len(checks)}


def _stored(path: Path) -> tuple[int, int]:
    with sqlite3.connect(path) as db:
        students = db.execute("SELECT COUNT(*) FROM students").fetchone()[0]
        submissions = db.execute("SELECT COUNT(*) FROM submissions").fetchone()[0]
    return int(students), int(submissions)


def run(pages: int, check_pages: int, throttle: float, at_once: bool) -> dict[str, Any]:
    """One run at ``throttle`` (``at_once``: all pages together, else one after another);
    its row of the table."""
    with tempfile.TemporaryDirectory(prefix="boardgames-web-class-") as name:
        folder, port = Path(name), free_port()
        server, _teacher = start_server(folder, port, 4096)
        try:
            row = asyncio.run(_run(pages, check_pages, throttle, f"http://127.0.0.1:{port}/#code={CODE}",
                                   at_once))
            time.sleep(1.0)  # what the last pages sent has been answered
            if server.poll() is not None:
                raise SystemExit("web_class: the class server ended: "
                                 + (folder / "server-log.txt").read_text(encoding="utf-8")[-2000:])
            row["cpu"], row["memory"] = _server_usage(server.pid)
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(30)
        row["students"], row["stored"] = _stored(folder / "class.sqlite3")
    return row


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; prints the table. Exit 2 without Chromium."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=40)
    parser.add_argument("--check-pages", type=int, default=3)
    parser.add_argument("--devices", type=int, default=3,
                        help="pages opened one after another, as on their own devices (default 3)")
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--runs", default=",".join(RUNS),
                        help=f"which runs, comma-separated (default: all of {','.join(RUNS)})")
    options = parser.parse_args(argv)
    chosen = [name.strip() for name in options.runs.split(",") if name.strip()]
    if not chosen or set(chosen) - set(RUNS):
        parser.error(f"--runs takes names of {', '.join(RUNS)}")
    if not os.path.exists(CHROMIUM):
        print(f"web_class: error: no Chromium at {CHROMIUM} (apt-get install chromium)", file=sys.stderr)
        return 2
    print(f"{machine()}; one headless Chromium on this machine; loopback only")
    print("| pages | CPU | joined | join to board (s) | computer move (s) | Python ready (s) "
          "| first Check (s) | next Check (s) | server CPU (s) | server peak (MB) | stored / sent "
          "| lost | duplicated |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    runs = {"class": (options.pages, options.check_pages, 1.0, True),
            "class-throttled": (options.pages, options.check_pages, options.throttle, True),
            "devices": (options.devices, options.devices, 1.0, False),
            "devices-throttled": (options.devices, options.devices, options.throttle, False)}
    for pages, check_pages, throttle, at_once in (runs[name] for name in RUNS if name in chosen):
        row = run(pages, check_pages, throttle, at_once)
        lost = max(0, row["checked"] - row["stored"])
        duplicated = max(0, row["stored"] - row["checked"])
        print(f"| {pages} {'at once' if at_once else 'one at a time'} "
              f"| {'as is' if throttle == 1 else f'{throttle:g}x slower'} | {row['joined']}/{pages} "
              f"| {_spread(row['board'])} | {_spread(row['move'])} | {_spread(row['ready'])} "
              f"| {_spread(row['first'])} "
              f"| {_spread(row['next'])} | {row['cpu']:.1f} | {row['memory']:.0f} "
              f"| {row['stored']} / {row['checked']} | {lost} | {duplicated} |", flush=True)
    print("(timings: median / 95th percentile / longest)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
