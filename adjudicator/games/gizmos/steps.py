"""The steps of a Gizmos game: every change and decision, with its rule, as
core :class:`~adjudicator.core.steps.Step` values.

:func:`make_step` is the one place that builds them: card ids go in ``card``
(as strings, as every game's steps name cards), the spheres moved and a
build's source in ``detail``; the drawn cards of a research in ``cards``.
:func:`gizmo_step_out` is the one JSON encoding of a Gizmos step (the keys the
scenario ``--json`` result has always had: ``card`` an integer, ``spheres``,
``source``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from adjudicator.core.steps import NO_CAUSE, Cause, Step, Verb
from adjudicator.games.gizmos.cards import Color


class GizmoStepOut(msgspec.Struct, frozen=True):
    """A Gizmos step as JSON."""

    text: str
    verb: str
    rule: str | None = None
    actor: str | None = None
    card: int | None = None
    spheres: dict[str, int] | None = None
    source: str | None = None


def make_step(
    text: str,
    verb: Verb,
    *,
    rule: str | None = None,
    actor: str | None = None,
    card: int | None = None,
    cards: Sequence[int] = (),
    spheres: Mapping[Color, int] | None = None,
    source: str | None = None,
    cause: Cause = NO_CAUSE,
    extra: Mapping[str, Any] | None = None,
) -> Step:
    """A step: a sentence, a verb (``file``, ``pick``, ``build`` …), the rule,
    the player, the card and the spheres involved (``extra``: more detail
    for explanations, such as a build's converter uses)."""
    detail: dict[str, Any] = {}
    kept = {str(c): n for c, n in (spheres or {}).items() if n}
    if kept:
        detail["spheres"] = kept
    if source is not None:
        detail["source"] = source
    detail.update(extra or {})
    return Step(
        text,
        verb,
        rule=rule,
        actor=actor,
        card=None if card is None else str(card),
        cards=tuple(str(c) for c in cards),
        cause=cause,
        detail=detail or None,
    )


def step_card(step: Step) -> int | None:
    """The card id a step names, or None."""
    return int(step.card) if step.card is not None else None


def step_spheres(step: Step) -> dict[str, int]:
    """The spheres a step moved (colour: count)."""
    return dict((step.detail or {}).get("spheres", {}))


def gizmo_step_out(step: Step) -> GizmoStepOut:
    """The one JSON encoding of a Gizmos step."""
    detail = step.detail or {}
    return GizmoStepOut(
        text=step.text,
        verb=step.verb,
        rule=step.rule,
        actor=step.actor,
        card=step_card(step),
        spheres=detail.get("spheres"),
        source=detail.get("source"),
    )
