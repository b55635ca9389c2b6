"""A game's rules reference: the ``rules.md`` beside its package, by rule ID.

Each rule is a line ``- **ID** text``; IDs are upper case words joined by
hyphens (``DOGMA-6``, ``CITY-24``, ``GIZ-BUILD-2``).
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

_ENTRY = re.compile(r"^- \*\*(?P<id>[A-Z]+(?:-[A-Z0-9]+)+)\*\* (?P<text>.+)$")


@cache
def rules_of(package: str) -> dict[str, str]:
    """Every rule ID of ``package``'s ``rules.md`` mapped to its text, in order."""
    text = resources.files(package).joinpath("rules.md").read_text("utf-8")
    found: dict[str, str] = {}
    for line in text.splitlines():
        m = _ENTRY.match(line)
        if m:
            found[m["id"]] = m["text"]
    return found
