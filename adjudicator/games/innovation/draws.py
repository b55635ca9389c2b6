"""Drawing (DRAW-1, DRAW-2, DRAW-3): the age actually drawn, skipping empty
piles, and the draw itself; drawing above 10 ends the game (END-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.core.steps import Cause, Zone
from adjudicator.games.innovation.cards import BASE
from adjudicator.games.innovation.ending import end_by_score
from adjudicator.games.innovation.places import put, zone_cards
from adjudicator.games.innovation.recording import fire, record
from adjudicator.games.innovation.state import State

if TYPE_CHECKING:
    from adjudicator.games.innovation.game import Game


def draw_age(state: State, age: int, supply: str = BASE) -> int:
    """DRAW-2: the age actually drawn (11 means past the tenth pile)."""
    age = max(age, 1)
    piles = state.supply.get(supply, {})
    while age <= 10 and not piles.get(age):
        age += 1
    return age


def draw(
    g: Game,
    player: str,
    age: int,
    cause: Cause,
    *,
    how: str = "draws",
    rule: str = "DRAW-1",
    supply: str = BASE,
) -> str:
    """Draw a card of ``age`` from ``supply``'s piles into ``player``'s hand
    (DRAW-2, DRAW-3)."""
    actual = draw_age(g.state, age, supply)
    if actual > 10:
        end_by_score(g, f"{player} must draw a card above 10")
    src = Zone("deck", age=actual, set=supply)
    pile = zone_cards(g.state, src)
    name = g.source.take(g.state, actual, player, supply)
    if g.undo is not None:
        g.undo.touch(pile)
    pile.remove(name)
    dst = Zone("hand", player)
    put(g.state, name, dst, undo=g.undo)
    skipped = f" (the {age} pile is empty)" if actual != max(age, 1) else ""
    if skipped:
        rule = "DRAW-2"
    of_set = "" if supply == BASE else f"{supply} "
    record(
        g,
        cause,
        "draw",
        f"{player} {how} {name} from the {of_set}{actual} pile{skipped}",
        rule=rule,
        actor=player,
        card_name=name,
        src=src,
        dst=dst,
        detail={"age": age, "drawn_age": actual},
    )
    fire(g, "draw", player, cause, name)
    return name
