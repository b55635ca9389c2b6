"""Cities of Destiny: 105 cities (six icon positions, no effects), their
special icons, the Endorse action and five special achievements (CITY-1 to
CITY-27, ``rules.md``).

The play modules import the engine, which imports this registry, so the
subscribers and the action here load them on first use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.games.innovation.engine.registry import (
    ActionGen,
    CardSet,
    ExtraAction,
    MeldEnd,
    SpecialAchievement,
    Trigger,
)
from adjudicator.games.innovation.engine.state import PlayerState
from adjudicator.games.innovation.sets.cities.action import Endorse
from adjudicator.games.innovation.sets.cities.data import CITIES, load_cities, special_data
from adjudicator.games.innovation.sets.cities.marks import flags_and_fountains

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.actions import Action
    from adjudicator.games.innovation.engine.cards import Icon
    from adjudicator.games.innovation.engine.game_base import GameBase


def by_event_only(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """CITY-27: never earned from a standing board, only at the meld or tuck."""
    return None


def _after_meld(g: GameBase, t: Trigger) -> None:
    from adjudicator.games.innovation.sets.cities import play

    play.after_meld(g, t)


def _city_icons(g: GameBase, t: Trigger) -> None:
    from adjudicator.games.innovation.sets.cities import play

    play.city_icons(g, t)


def _city_for_new_color(g: GameBase, t: Trigger) -> None:
    from adjudicator.games.innovation.sets.cities import play

    play.city_for_new_color(g, t)


def _after_splay(g: GameBase, t: Trigger) -> None:
    from adjudicator.games.innovation.sets.cities import play

    play.draw_city_after_splay(g, t)


def _after_tuck(g: GameBase, t: Trigger) -> None:
    from adjudicator.games.innovation.sets.cities import play

    play.claim_on_tuck(g, t)


def _endorse_legal(g: GameBase, player: str) -> list[Action]:
    from adjudicator.games.innovation.sets.cities import endorse

    return endorse.endorse_legal(g, player)


def _endorse_problem(g: GameBase, action: Action) -> str | None:
    from adjudicator.games.innovation.sets.cities import endorse

    return endorse.endorse_problem(g, action)


def _endorse(g: GameBase, action: Action) -> ActionGen:
    from adjudicator.games.innovation.sets.cities import endorse

    return endorse.endorse(g, action)


SET = CardSet(
    name=CITIES,
    cards=load_cities,
    effect_modules=(f"{__name__}.effects",),
    specials=tuple(
        SpecialAchievement(s.name, by_event_only, standing=False) for s in special_data()
    ),
    subscribers=(("meld", _after_meld), ("splay", _after_splay), ("tuck", _after_tuck)),
    # the end of a Meld action, in ART-9's order: the city's icons, then the city draw
    end_of_meld=(MeldEnd("city_icons", _city_icons), MeldEnd("city_draw", _city_for_new_color)),
    actions=(ExtraAction(Endorse, "CITY-21", _endorse_legal, _endorse_problem, _endorse),),
    counted_achievements=flags_and_fountains,
    more_to_win=1,
)
