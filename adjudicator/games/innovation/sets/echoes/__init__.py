"""Echoes of the Past: 105 cards with echo effects and bonuses, the forecast,
promotion, drawing Echoes cards in place of base cards and five special
achievements (ECHO-1 to ECHO-29, ``rules.md``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.games.innovation.engine.registry import (
    ActionGen,
    CardSet,
    MeldEnd,
    OtherPile,
    Trigger,
)
from adjudicator.games.innovation.sets.echoes.achievements import SPECIALS
from adjudicator.games.innovation.sets.echoes.data import ECHOES, load_echoes

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase


def _echoes_instead(g: GameBase, player: str, age: int) -> OtherPile | None:
    from adjudicator.games.innovation.sets.echoes import play

    return play.echoes_instead(g, player, age)


def _promote(g: GameBase, t: Trigger) -> ActionGen | None:
    from adjudicator.games.innovation.sets.echoes import play

    return play.promote(g, t)


SET = CardSet(
    name=ECHOES,
    cards=load_echoes,
    effect_modules=tuple(f"{__name__}.effects.age{n}" for n in range(1, 11)),
    specials=SPECIALS,
    end_of_meld=(MeldEnd("promote", _promote, asks=True),),
    draw_rules=(_echoes_instead,),
    echoes=True,
    deals=True,
    more_to_win=1,
)
