"""A card set that exists only in the tests: eight Echoes-like cards with echo
effects (ECHO-13) in different positions, to observe the rules about echo
effects (ECHO-12 to ECHO-20) before the real Echoes cards' effects exist."""

from __future__ import annotations

from functools import partial

from adjudicator.games.innovation.engine.cards import load_cards
from adjudicator.games.innovation.engine.registry import CardSet

ECHO_TOY = "echotoy"

SET = CardSet(
    name=ECHO_TOY,
    cards=partial(load_cards, __name__, "cards.json", ECHO_TOY),
    effect_modules=(f"{__name__}.effects",),
    echoes=True,
)
