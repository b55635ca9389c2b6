"""A card set that exists only in the tests: three toys (two with six icon
positions), one effect, one special achievement and one trigger subscriber.
It proves that a new set is its own folder plus one registration line."""

from __future__ import annotations

from functools import partial

from adjudicator.games.innovation import rules
from adjudicator.games.innovation.cards import Icon, card, load_cards
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.sets import CardSet, SpecialAchievement, Trigger
from adjudicator.games.innovation.state import PlayerState

TOY = "toy"


def toybox(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Have two or more toys as top cards."""
    toys = [c for c in p.top_cards() if card(c).set == TOY]
    return f"{len(toys)} toys on top" if len(toys) >= 2 else None


def draw_a_toy_after_a_toy_meld(g: Game, t: Trigger) -> None:
    """TOY-1: after you meld a toy, draw a toy of value 1."""
    if t.card is not None and card(t.card).set == TOY:
        rules.draw(g, t.player, 1, t.cause, rule="TOY-1", supply=TOY)


SET = CardSet(
    name=TOY,
    cards=partial(load_cards, __name__, "cards.json", TOY),
    effect_modules=(f"{__name__}.effects",),
    specials=(SpecialAchievement("Toybox", toybox),),
    subscribers=(("meld", draw_a_toy_after_a_toy_meld),),
)
