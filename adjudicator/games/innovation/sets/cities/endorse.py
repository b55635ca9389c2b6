"""The Endorse action (CITY-21 to CITY-24): once per turn, name a top card and
a top city showing its featured icon, tuck a hand card no higher than the
city, then the card's effects run as a Dogma action, doubled for you."""

from __future__ import annotations

from adjudicator.core.decisions import ChooseCards
from adjudicator.core.problems import IllegalAction
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.board_icons import player_named, top_cards
from adjudicator.games.innovation.engine.cards import AGES, CARDS, card, card_ages
from adjudicator.games.innovation.engine.dogma import dogma_action
from adjudicator.games.innovation.engine.game_base import GameBase
from adjudicator.games.innovation.engine.recording import note
from adjudicator.games.innovation.engine.registry import ActionGen
from adjudicator.games.innovation.sets.cities.action import Endorse
from adjudicator.games.innovation.sets.cities.data import cities_showing, city_names, is_city


def endorsed_this_turn(g: GameBase, player: str) -> bool:
    """CITY-21: has ``player`` taken an Endorse action this turn already?"""
    turn = g.state.turn
    for step in reversed(g.steps):
        if step.verb != "action" or step.detail is None:
            continue
        if step.detail.get("turn") != turn:
            return False
        if step.actor == player and step.detail.get("action") == "endorse":
            return True
    return False


def cities_for(g: GameBase, player: str, top: str) -> list[str]:
    """CITY-22: the top cities showing ``top``'s featured icon, highest first."""
    found = cities_showing(g.state.player(player).top_cards(), card(top).dogma_icon)
    return sorted(found, key=lambda c: -card(c).age)


def payments(g: GameBase, player: str, city: str) -> list[str]:
    """CITY-23: the hand cards of value at most the city's."""
    limit = card(city).age
    return [c for c in g.state.player(player).hand if card(c).age <= limit]


def endorse_legal(g: GameBase, player: str) -> list[Action]:
    """An Endorse per top card and top city showing its featured icon that a
    hand card can pay for (CITY-21 to CITY-23): :func:`cities_for` and
    :func:`payments` of every top card, the cities and the hand looked at once."""
    # the state's reads natively (board_icons), the cards' tables read directly
    # (card() and card_ages() are interpreted calls): this runs before every action
    p = player_named(g.state, player)
    if not p.hand:
        return []
    tops = top_cards(p)
    ages = AGES or card_ages()
    lowest = min(map(ages.__getitem__, p.hand))
    # the top cities a hand card can pay for, highest first (cities_for's order)
    names = city_names()
    cities = [c for c in tops if c in names and ages[c] >= lowest]
    if not cities or endorsed_this_turn(g, player):
        return []
    cities.sort(key=ages.__getitem__, reverse=True)  # stable, as cities_for's
    known = CARDS  # filled with the ages (card_ages): every card is in it
    shown = [(city, known[city].icons) for city in cities]
    out: list[Action] = []
    for top in tops:
        icon = known[top].dogma_icon
        for city, icons in shown:
            if icon in icons:
                out.append(Endorse(player=player, card=top, city=city))
    return out


def endorse_problem(g: GameBase, action: Action) -> str | None:
    """Why this Endorse is not legal now; raises with the rule it breaks."""
    assert isinstance(action, Endorse)
    me = action.player
    if endorsed_this_turn(g, me):
        raise IllegalAction(f"{me} has already endorsed this turn", rule="CITY-21")
    problem = _choice_problem(g, action)
    if problem is not None:
        raise IllegalAction(problem, rule="CITY-22")
    return None


def _choice_problem(g: GameBase, action: Action) -> str | None:
    assert isinstance(action, Endorse)
    me, top = action.player, action.card
    if top not in g.state.player(me).top_cards():
        return f"{top} is not one of {me}'s top cards"
    icon = card(top).dogma_icon
    cities = cities_for(g, me, top)
    if action.city is not None and action.city not in cities:
        if action.city not in g.state.player(me).top_cards() or not is_city(action.city):
            return f"{action.city} is not one of {me}'s top cities"
        return f"{action.city} has no {icon}, {top}'s featured icon"
    if not cities:
        return f"{me} has no top city with a {icon}, {top}'s featured icon"
    city = action.city or cities[0]
    if not payments(g, me, city):
        return f"{me} holds no card of value at most {card(city).age} ({city}'s value) to tuck"
    return None


def endorse(g: GameBase, action: Action) -> ActionGen:
    """CITY-23, CITY-24: the payment tuck, then the effects, doubled."""
    assert isinstance(action, Endorse)
    me = action.player
    city = action.city or cities_for(g, me, action.card)[0]
    options = tuple(payments(g, me, city))
    prompt = f"tuck a card of value at most {card(city).age} to endorse {action.card}"
    chosen = yield ChooseCards(player=me, prompt=prompt, rule="CITY-23", options=options)
    rules.tuck(g, me, next(iter(chosen)), rules.NO_CAUSE)
    note(
        g,
        me,
        f"{me} endorses {action.card} through {city}: {me} executes each effect twice, "
        "and each demand goes round the vulnerable players twice",
        "CITY-24",
    )
    yield from dogma_action(g, me, action.card, endorsed=True)
