"""Render a :class:`~adjudicator.html.page.ReplayPage` as one self-contained HTML file.

Jinja2 with autoescaping on builds the page, so every name that came from a
file is text. The style sheet and the script are package data inlined into
the page; the page's Content-Security-Policy allows exactly those two (by
their SHA-256) and nothing from the network.
"""

from __future__ import annotations

import base64
import hashlib
import re
from functools import cache
from importlib import resources
from pathlib import Path

import jinja2
from markupsafe import Markup

from adjudicator.html.page import Line, Position, ReplayPage

ICON_ORDER = ("castle", "crown", "leaf", "lightbulb", "factory", "clock")
_SVG_START = re.compile(r"<svg\b", re.IGNORECASE)
_ACTIVE_SVG = re.compile(r"<script|<foreignobject|\son[a-z]+\s*=|javascript:", re.IGNORECASE)


def _static(name: str) -> str:
    return resources.files("adjudicator.html").joinpath("static", name).read_text("utf-8")


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def csp(style: str, script: str) -> str:
    """Nothing from anywhere, but the page's own inlined style sheet and script."""
    return (
        f"default-src 'none'; style-src {_sha256(style)}; script-src {_sha256(script)}; "
        "base-uri 'none'; form-action 'none'"
    )


def inline_svg(svg: str) -> Markup | None:
    """Graphviz's SVG without its XML prolog, ready to inline; None when it holds
    anything active (it never should: labels are escaped when drawn)."""
    found = _SVG_START.search(svg)
    if found is None or _ACTIVE_SVG.search(svg):
        return None
    return Markup(svg[found.start() :])  # checked above; made by Graphviz


def icon_list(icons: dict[str, int]) -> list[tuple[str, int]]:
    """Icon counts in the usual order, the zero ones left out."""
    return [(name, icons[name]) for name in ICON_ORDER if icons.get(name)]


def rule_ids(line: Line | None) -> set[str]:
    if line is None:
        return set()
    found = {line.rule} if line.rule else set()
    for child in line.children:
        found |= rule_ids(child)
    return found


def to_act(position: Position) -> str:
    """Whose turn and which action, or how the game ended."""
    if position.game_over is not None:
        won = ", ".join(position.winners) or "nobody"
        return f"game over ({position.game_over}): {won} won"
    if position.stage is not None:
        return position.stage
    left = position.actions_left
    return (
        f"turn {position.turn}: {position.current_player} to act, "
        f"{left} action{'s' if left != 1 else ''} left"
    )


@cache
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("adjudicator.html", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["icon_list"] = icon_list
    env.filters["to_act"] = to_act
    env.filters["inline_svg"] = inline_svg
    return env


def render(page: ReplayPage) -> str:
    """The whole page as one HTML document."""
    style, script = _static("replay.css"), _static("replay.js")
    cited: set[str] = set()
    for frame in page.frames:
        cited |= rule_ids(frame.explanation)
        if frame.problem is not None and frame.problem.rule:
            cited.add(frame.problem.rule)
    rules = {rid: text for rid, text in page.rules.items() if rid in cited}
    cards = {
        name: {"title": c.title or f"{c.name} (age {c.age}, {c.color})", "texts": c.texts}
        for name, c in page.cards.items()
    }
    template = _environment().get_template("replay.html.j2")
    return template.render(
        page=page,
        rules=rules,
        cards=cards,
        style=Markup(style),  # our own package data
        script=Markup(script),  # our own package data
        csp=csp(style, script),
        problem=page.problem_frame,
    )


def write(page: ReplayPage, path: Path) -> None:
    path.write_text(render(page), encoding="utf-8")
