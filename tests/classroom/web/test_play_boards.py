"""The games' painters draw for the pupils' page (boardgames/kit/web_board.py): in the
class server's worker threads, and in a server without a window or a display."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from boardgames.core.plugins import discover
from boardgames.kit.web_board import LONG_SIDE, PainterBoards

DISCOVERY = discover()


def _picture(boards: PainterBoards, game_id: str) -> dict:
    plugin = DISCOVERY.get(game_id)
    game = plugin.load_rules()
    return boards.board(plugin, game).picture(game.initial_state())


def test_every_game_draws_in_worker_threads_at_once(qapp):
    boards = PainterBoards()
    ids = [plugin.id for plugin in DISCOVERY.plugins] * 6
    with ThreadPoolExecutor(3) as pool:
        drawn = list(pool.map(lambda game_id: _picture(boards, game_id), ids))
    alone = {game_id: _picture(boards, game_id)["svg"] for game_id in set(ids)}
    for game_id, picture in zip(ids, drawn, strict=True):
        assert picture["svg"] == alone[game_id]  # the same picture in any thread
        assert max(picture["width"], picture["height"]) == LONG_SIDE


def test_a_server_without_a_display_draws_offscreen(tmp_path):
    script = ("import json, threading\n"
              "from boardgames.kit.web_board import headless_boards\n"
              "from boardgames.core.plugins import discover\n"
              "plugin = discover().get('tictactoe'); game = plugin.load_rules()\n"
              "board = headless_boards().board(plugin, game); found = {}\n"
              "worker = threading.Thread(target=lambda: found.update(board.picture(game.initial_state())))\n"
              "worker.start(); worker.join()\n"
              "from PySide6.QtGui import QGuiApplication\n"
              "print(json.dumps({'platform': QGuiApplication.platformName(), 'cells': len(found['cells']),"
              " 'svg': found['svg'][:4]}))\n")
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == {"platform": "offscreen", "cells": 9, "svg": "<svg"}
