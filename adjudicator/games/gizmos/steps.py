"""The steps of a Gizmos game: every change and decision, with its rule.

A small typed struct of this game's own; :func:`make_step` is the one place
that builds them, so the lead can later switch to ``adjudicator.core.steps``.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from adjudicator.games.gizmos.cards import Color


class GizmoStep(msgspec.Struct, frozen=True):
    text: str
    verb: str
    rule: str | None = None
    actor: str | None = None
    card: int | None = None
    spheres: dict[str, int] | None = None
    source: str | None = None


def make_step(
    text: str,
    verb: str,
    *,
    rule: str | None = None,
    actor: str | None = None,
    card: int | None = None,
    spheres: Mapping[Color, int] | None = None,
    source: str | None = None,
) -> GizmoStep:
    """A step: a sentence, a verb (``file``, ``pick``, ``build`` …), the rule,
    the player, the card and the spheres involved."""
    kept: dict[str, int] | None = {str(c): n for c, n in (spheres or {}).items() if n} or None
    return GizmoStep(text, verb, rule, actor, card, kept, source)
