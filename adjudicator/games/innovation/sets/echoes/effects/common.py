"""What several Echoes cards do alike."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.sets.echoes.decisions import DrawOrder


def draw_in_chosen_order(ctx: EffectContext, values: Sequence[int]) -> Gen:
    """ECHO-12: draw a card of each of ``values`` (repeats allowed) in no stated
    order: while two or more different values remain, the drawing player names
    the next one (scenario.md's ``draw_order``). Returns the cards drawn, in order."""
    left = Counter(values)
    drawn: list[str] = []
    while left:
        options = tuple(sorted(left))
        if len(options) > 1:
            age = yield DrawOrder(
                player=ctx.player,
                prompt=f"choose the value of the next card to draw ({', '.join(map(str, options))})",
                rule="ECHO-12",
                options=options,
            )
        else:
            age = options[0]
        left[age] -= 1
        if not left[age]:
            del left[age]
        drawn.append(ctx.draw(age))
    return drawn
