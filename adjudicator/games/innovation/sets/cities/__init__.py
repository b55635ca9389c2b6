"""Cities of Destiny: 105 cities (six icon positions, no effects), their
special icons, the Endorse action and five special achievements (CITY-1 to
CITY-27, ``rules.md``).

The subscribers and the action are the play modules' functions themselves: a
wrapper importing them on each call cost some 2 µs an action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.games.innovation.engine.registry import (
    CardSet,
    ExtraAction,
    MeldEnd,
    SpecialAchievement,
)
from adjudicator.games.innovation.engine.state import PlayerState
from adjudicator.games.innovation.sets.cities import endorse, play
from adjudicator.games.innovation.sets.cities.action import Endorse
from adjudicator.games.innovation.sets.cities.data import CITIES, load_cities, special_data
from adjudicator.games.innovation.sets.cities.marks import flags_and_fountains

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.cards import Icon


def by_event_only(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """CITY-27: never earned from a standing board, only at the meld or tuck."""
    return None


SET = CardSet(
    name=CITIES,
    cards=load_cities,
    effect_modules=(f"{__name__}.effects",),
    specials=tuple(
        SpecialAchievement(s.name, by_event_only, standing=False) for s in special_data()
    ),
    subscribers=(
        ("meld", play.after_meld),
        ("splay", play.draw_city_after_splay),
        ("tuck", play.claim_on_tuck),
    ),
    # the end of a Meld action, in ART-9's order: the city's icons, then the city draw
    end_of_meld=(
        MeldEnd("city_icons", play.city_icons),
        MeldEnd("city_draw", play.city_for_new_color),
    ),
    actions=(
        ExtraAction(
            Endorse, "CITY-21", endorse.endorse_legal, endorse.endorse_problem, endorse.endorse
        ),
    ),
    counted_achievements=flags_and_fountains,
    more_to_win=1,
)
