"""A card set that exists only in the tests: three toys (two with six icon
positions), one effect, one special achievement, one trigger subscriber and one
extra action. It proves that a new set is its own folder plus one registration
line."""

from __future__ import annotations

from functools import partial

from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import Icon, card, load_cards
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.registry import (
    ActionGen,
    CardSet,
    ExtraAction,
    SpecialAchievement,
    Trigger,
)
from adjudicator.games.innovation.engine.state import PlayerState

TOY = "toy"


def toybox(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Have two or more toys as top cards."""
    toys = [c for c in p.top_cards() if card(c).set == TOY]
    return f"{len(toys)} toys on top" if len(toys) >= 2 else None


def draw_a_toy_after_a_toy_meld(g: Game, t: Trigger) -> None:
    """TOY-1: after you meld a toy, draw a toy of value 1."""
    if t.card is not None and card(t.card).set == TOY:
        rules.draw(g, t.player, 1, t.cause, rule="TOY-1", supply=TOY)


class Wind(Action, frozen=True, tag="wind"):
    """TOY-2: an action: wind up one of your top toys, and score it."""

    card: str

    def __str__(self) -> str:
        return f"{self.player} takes the Wind action on {self.card}"


def top_toys(g: Game, player: str) -> list[str]:
    return [c for c in g.state.player(player).top_cards() if card(c).set == TOY]


def wind_legal(g: Game, player: str) -> list[Action]:
    return [Wind(player=player, card=c) for c in top_toys(g, player)]


def wind_problem(g: Game, action: Action) -> str | None:
    assert isinstance(action, Wind)
    if action.card in top_toys(g, action.player):
        return None
    return f"{action.card} is not one of {action.player}'s top toys"


def wind(g: Game, action: Action) -> ActionGen:
    assert isinstance(action, Wind)
    rules.score(g, action.player, action.card, rules.NO_CAUSE)
    yield from ()


SET = CardSet(
    name=TOY,
    cards=partial(load_cards, __name__, "cards.json", TOY),
    effect_modules=(f"{__name__}.effects",),
    specials=(SpecialAchievement("Toybox", toybox),),
    subscribers=(("meld", draw_a_toy_after_a_toy_meld),),
    actions=(ExtraAction(Wind, "TOY-2", wind_legal, wind_problem, wind),),
)
