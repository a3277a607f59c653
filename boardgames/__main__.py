"""``python -m boardgames``: the same as the ``boardgames`` command."""

import sys

from boardgames.cli import main

if __name__ == "__main__":
    sys.exit(main())
