"""The shape of an explanation, for every game: a tree of :class:`Line`."""

from __future__ import annotations

import msgspec


class Line(msgspec.Struct, omit_defaults=True):
    """One sentence of an explanation, with the rule it applies and what it
    reads: ``step`` is the index of its step among the action's steps."""

    text: str
    kind: str
    rule: str | None = None
    step: int | None = None
    children: list[Line] = msgspec.field(default_factory=list)


def line_lines(line: Line, depth: int = 0) -> list[str]:
    """``line`` and its children as indented plain text, each with its rule."""
    rule = f"  [{line.rule}]" if line.rule else ""
    out = ["  " * depth + line.text + rule]
    for child in line.children:
        out += line_lines(child, depth + 1)
    return out
