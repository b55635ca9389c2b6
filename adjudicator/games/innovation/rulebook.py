"""The project's rules reference (``rules.md`` beside this module), by rule ID."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

_ENTRY = re.compile(r"^- \*\*(?P<id>[A-Z]+(?:-[A-Z0-9]+)+)\*\* (?P<text>.+)$")


@cache
def rules() -> dict[str, str]:
    """Every rule ID mapped to its text, in the reference's order."""
    text = resources.files("adjudicator.games.innovation").joinpath("rules.md").read_text("utf-8")
    found: dict[str, str] = {}
    for line in text.splitlines():
        m = _ENTRY.match(line)
        if m:
            found[m["id"]] = m["text"]
    return found


def rule_text(rule_id: str) -> str | None:
    """The reference text of ``rule_id`` (case-insensitive), or None."""
    return rules().get(rule_id.strip().upper())
