"""The toy set's only effect."""

from __future__ import annotations

from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.engine.registry import register_effects


def kite(ctx: EffectContext) -> Gen:
    """Draw and score a [1]."""
    ctx.draw_and_score(1)
    yield from ()


register_effects("Kite", kite)
