"""Drawing (DRAW-1, DRAW-2, DRAW-3): the age actually drawn, skipping empty
piles, and the draw itself; drawing above 10 ends the game (END-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.core.steps import Cause, Zone
from adjudicator.games.innovation.engine.board_icons import player_named
from adjudicator.games.innovation.engine.cards import BASE
from adjudicator.games.innovation.engine.ending import end_by_score
from adjudicator.games.innovation.engine.game_base import OtherPile, Would
from adjudicator.games.innovation.engine.recording import fire, record, replace
from adjudicator.games.innovation.engine.state import State

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase


def draw_age(state: State, age: int, supply: str = BASE) -> int:
    """DRAW-2: the age actually drawn (11 means past the tenth pile)."""
    piles = state.supply.get(supply, {})
    for drawn in range(max(age, 1), 11):
        if piles.get(drawn):
            return drawn
    return 11


def draw(
    g: GameBase,
    player: str,
    age: int,
    cause: Cause,
    # no "*": a missing argument filled from a tuple, not a dict (every draw)
    how: str = "draws",
    rule: str = "DRAW-1",
    supply: str = BASE,
    exact: bool = False,
) -> str:
    """Draw a card of ``age`` from ``supply``'s piles into ``player``'s hand
    (DRAW-2, DRAW-3). A replacement (FIG-16) is asked once the age is known
    (after DRAW-2's skipping and DRAW-3's end): a draw replaced returns what its
    replacement returned (the card drawn instead). The draw rules (ECHO-10) may
    take it from another set's pile, unless ``exact``: a text naming the set
    (Rosetta Stone's "from that set")."""
    state, undo = g.state, g.undo
    piles = state.supply.get(supply) or {}
    # draw_age's answer at once when the pile of that age has cards (most draws)
    pile = piles.get(age) if age >= 1 else None
    if pile:
        actual = age
    else:
        actual = draw_age(state, age, supply)
        if actual > 10:
            end_by_score(g, f"{player} must draw a card above 10")
        pile = piles[actual]
    if "draw" in g.triggers.replaced:
        done = replace(g, Would("draw", player, None, actual, supply, cause, {"asked": age}))
        if done:
            instead: str = done[0]
            return instead
    why = ""
    if g.triggers.draw_rules and supply == BASE and not exact:  # another set's pile (ECHO-10)
        other = _other_pile(g, player, actual)
        if other is not None:
            supply, rule, why = other.supply, other.rule, f" ({other.why})"
            pile = state.supply[supply][actual]
    name = g.source.take(state, actual, player, supply)
    hand = player_named(state, player).hand
    if undo is not None:
        undo.touch(pile)
        undo.touch(hand)
    pile.remove(name)
    hand.append(name)
    of_set = "" if supply == BASE else f"{supply} "
    if actual == age or actual == max(age, 1):  # the first test spares max() most draws
        text = f"{player} {how} {name} from the {of_set}{actual} pile{why}"
    else:
        text = (
            f"{player} {how} {name} from the {of_set}{actual} pile (the {age} pile is empty){why}"
        )
        if not why:
            rule = "DRAW-2"
    record(
        g,
        cause,
        "draw",
        text,
        rule=rule,
        actor=player,
        card_name=name,
        src=Zone("deck", None, None, actual, supply),
        dst=Zone("hand", player),
        detail={"age": age, "drawn_age": actual},
    )
    if "draw" in g.triggers.points:  # fire's test, inline
        fire(g, "draw", player, cause, name)
    return name


def draw_of_set(
    g: GameBase, player: str, age: int, cause: Cause, supply: str, how: str, rule: str
) -> str:
    """A draw from the piles of the set a text names ("draw an Artifact", "from
    that set", ART-5): the age found on the base piles (DRAW-2; above 10 the game
    ends), then that set's pile of that age, or the base card of that age when it
    is empty (ECHO-10 applying to that one); no draw rule takes it elsewhere."""
    if supply == BASE:
        return draw(g, player, age, cause, how, rule, BASE, True)
    actual = draw_age(g.state, age, BASE)
    if actual > 10:
        end_by_score(g, f"{player} must draw a card above 10")
    if g.state.pile(supply, actual):
        return draw(g, player, actual, cause, how, rule, supply, True)
    return draw(g, player, actual, cause, f"{how} (the {supply} {actual} pile is empty)")


def _other_pile(g: GameBase, player: str, age: int) -> OtherPile | None:
    """The first draw rule of the sets in play that draws from another pile."""
    for rule in g.triggers.draw_rules:
        other = rule(g, player, age)
        if other is not None:
            return other
    return None
