"""What Cities changes in play: drawing a city (CITY-10 to CITY-13), the icons
of a city melded by a Meld action (CITY-14 to CITY-17), and the special
achievements claimed at a meld or a tuck (CITY-25 to CITY-27). Each is a
subscriber to one of the engine's trigger points, or (the icons and the city
for a new color) a handler in its slot of the end of a Meld action (ART-9)."""

from __future__ import annotations

from adjudicator.core.steps import Cause
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.cards import BASE, Splay, card
from adjudicator.games.innovation.engine.draws import draw_age
from adjudicator.games.innovation.engine.game_base import GameBase
from adjudicator.games.innovation.engine.recording import claim_special, note
from adjudicator.games.innovation.engine.registry import Trigger
from adjudicator.games.innovation.sets.cities.data import CITIES, is_city, special_data

ARROWS = {"arrow_left": Splay.LEFT, "arrow_right": Splay.RIGHT, "arrow_up": Splay.UP}
# CITY-14: the only positions holding meld icons, in the order they act
MELD_ICON_POSITIONS = (4, 2)


# ----------------------------------------------------------------------------
# drawing a city


def draw_city(g: GameBase, player: str, cause: Cause, why: str) -> None:
    """CITY-10 to CITY-12: a city of the value of ``player``'s highest top card;
    none with a city in hand; empty ages skipped as for base cards; a base card
    when that age's city pile is empty; above 10 the game ends."""
    p = g.state.player(player)
    held = next((c for c in p.hand if is_city(c)), None)
    if held is not None:
        note(
            g, player, f"{player} holds {held}, a city, so draws no city ({why})", "CITY-11", cause
        )
        return
    wanted = max(p.highest_top_value(), 1)
    age = draw_age(g.state, wanted)
    if age <= 10 and g.state.pile(CITIES, age):
        rules.draw(
            g, player, age, cause, how=f"draws a city ({why}):", rule="CITY-10", supply=CITIES
        )
        return
    # an empty city pile (or no age left): a base card of that age instead
    rules.draw(g, player, wanted, cause, how="draws, for an empty city pile,", rule="CITY-12")


def draw_city_after_splay(g: GameBase, t: Trigger) -> None:
    """CITY-10(b), CITY-13: after a splay in a new direction, at once."""
    detail = t.detail or {}
    if detail.get("to", Splay.NONE) is Splay.NONE:
        return
    draw_city(g, t.player, t.cause, f"splayed {detail.get('color')} {detail.get('to')}")


# ----------------------------------------------------------------------------
# melding and tucking


def after_meld(g: GameBase, t: Trigger) -> None:
    """CITY-25 at any meld, by a Meld action or an effect ("meld" subscriber)."""
    assert t.card is not None
    c = card(t.card)
    if c.set == CITIES:
        pile = g.state.player(t.player).board[c.color]
        claim_on_meld(g, t.player, t.card, pile.splay)


def city_icons(g: GameBase, t: Trigger) -> None:
    """CITY-14: a city melded by a Meld action: its icons in position order
    (the "city_icons" slot of the end of the Meld action, ART-9)."""
    assert t.card is not None
    c = card(t.card)
    if c.set == CITIES:
        for i in MELD_ICON_POSITIONS:
            meld_icon(g, t.player, t.card, c.marks[i], c.icons[i], t.cause)


def city_for_new_color(g: GameBase, t: Trigger) -> None:
    """CITY-10(a), CITY-13: a Meld action that started a pile draws a city,
    after the melded city's icons (the "city_draw" slot, ART-9)."""
    assert t.card is not None
    if (t.detail or {}).get("covered") is None:
        draw_city(g, t.player, t.cause, f"a Meld action started a {card(t.card).color} pile")


def meld_icon(g: GameBase, player: str, city: str, mark: str, icon: str, cause: Cause) -> None:
    """One plus (CITY-15), arrow (CITY-16) or search (CITY-17) icon acting."""
    c = card(city)
    if mark == "plus":
        rules.draw(g, player, c.age + 1, cause, how=f"draws for {city}'s plus:", rule="CITY-15")
    elif mark in ARROWS:
        direction = ARROWS[mark]
        note(g, player, f"{city}'s {direction} arrow acts on the {c.color} pile", "CITY-16", cause)
        if not rules.splay(g, player, c.color, direction, cause):
            note(
                g,
                player,
                f"{city}'s arrow splays nothing: the {c.color} pile has "
                f"{len(g.state.player(player).board[c.color].cards)} card(s) or is "
                f"already splayed {direction}",
                "CITY-16",
                cause,
            )
    elif mark == "search":
        search(g, player, city, icon, cause)


def search(g: GameBase, player: str, city: str, icon: str, cause: Cause) -> None:
    """CITY-17: draw and reveal up to X base cards of age X, keep those with the
    icon, return the others together; never a higher age, never a city."""
    age = card(city).age
    drawn: list[str] = []
    for _ in range(age):
        if not g.state.pile(BASE, age):
            break
        name = rules.draw(g, player, age, cause, how=f"draws for {city}'s search:", rule="CITY-17")
        rules.reveal(g, player, name, cause)
        drawn.append(name)
    for name in drawn:
        if not card(name).has_icon(card(city).icons[4]):
            rules.return_card(g, player, name, cause)
    kept = [n for n in drawn if card(n).has_icon(card(city).icons[4])]
    note(
        g,
        player,
        f"{player} keeps {', '.join(kept) or 'nothing'} ({icon} search of "
        f"{len(drawn)} card(s) of age {age})",
        "CITY-17",
        cause,
    )


def claim_on_meld(g: GameBase, player: str, city: str, splay_before: Splay) -> None:
    """CITY-25: Legend, Repute, Fame for an arrow melded onto a pile already
    splayed that way (a pile keeps its splay when melded onto, MELD-1)."""
    for special in SPECIALS_BY_TRIGGER["meld"]:
        direction = Splay(special.required_existing_splay or "none")
        if special.icon in card(city).marks and splay_before is direction:
            why = f"melded {city} with an {special.icon.replace('_', ' ')} onto a pile splayed {direction}"
            claim_special(g, player, special.name, rules.NO_CAUSE, why=why, rule="CITY-25")


def claim_on_tuck(g: GameBase, t: Trigger) -> None:
    """CITY-26: Glory, Victory for tucking a city with a flag or a fountain."""
    assert t.card is not None
    if not is_city(t.card):
        return
    for special in SPECIALS_BY_TRIGGER["tuck"]:
        if special.icon in card(t.card).marks:
            why = f"tucked {t.card}, a city with a {special.icon}"
            claim_special(g, t.player, special.name, t.cause, why=why, rule="CITY-26")


SPECIALS_BY_TRIGGER = {
    trigger: tuple(s for s in special_data() if s.trigger == trigger)
    for trigger in ("meld", "tuck")
}
