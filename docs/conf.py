"""Sphinx configuration of the documentation site (``sphinx-build -W -b html docs OUT``).

The pages are Markdown (MyST); the plug-in reference is generated from the docstrings of
the plug-in contract by autodoc (Google-style sections read by napoleon). The build output
goes to a folder outside the repository (``.ci/run`` uses a temporary one).
"""

import os
import sys

sys.path.insert(0, os.path.abspath(".."))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

project = "boardgames"
author = "the boardgames authors"
extensions = ["myst_parser", "sphinx.ext.autodoc", "sphinx.ext.napoleon", "sphinx.ext.viewcode"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence"]
html_theme = "furo"
html_title = "boardgames"
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}
napoleon_google_docstring = True
napoleon_numpy_docstring = False
nitpicky = False
