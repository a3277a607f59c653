"""Test set-up: Qt without a screen, and settings/caches kept out of the user's home."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="boardgames-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_tmp, "config")
os.environ.setdefault("BOARDGAMES_CACHE_DIR", os.path.join(_tmp, "cache"))
