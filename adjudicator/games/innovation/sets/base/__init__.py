"""The Innovation base game: 105 cards, their effects (one module per age) and
the five special achievements."""

from __future__ import annotations

from functools import partial

from adjudicator.games.innovation.engine.cards import BASE, load_cards
from adjudicator.games.innovation.engine.registry import CardSet
from adjudicator.games.innovation.sets.base.achievements import SPECIALS

SET = CardSet(
    name=BASE,
    cards=partial(load_cards, __name__, "cards.json", BASE),
    effect_modules=tuple(f"{__name__}.effects.age{n}" for n in range(1, 11)),
    specials=SPECIALS,
)
