"""The whole suite's set-up: tests, doctests and the README's examples alike."""

from __future__ import annotations

import os

# Output width is part of what the tests read: a runner that exports COLUMNS or LINES
# (pytest-xdist's workers do, a developer's shell may) must not change it. A test that
# wants a width sets COLUMNS itself.
for _name in ("COLUMNS", "LINES"):
    os.environ.pop(_name, None)
