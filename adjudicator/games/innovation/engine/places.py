"""Where cards are: the zones of a position, finding a card, taking it out of
one zone and putting it into another, and the words for a zone."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from adjudicator.core.steps import BASE_SET, Zone
from adjudicator.games.innovation.engine.board_icons import player_named
from adjudicator.games.innovation.engine.cards import BASE, CARDS, COLOR_OF, UNSPLAYED, Color, card
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.engine.undo import UndoLog

# the cards module's tables read on every move, as Final names: compiled, a C static
# each (an imported name is looked up in the module's dict at every read)
_CARDS: Final = CARDS  # filled in place
_COLOR_OF: Final = COLOR_OF
_UNSPLAYED: Final = UNSPLAYED


def zone_text(zone: Zone) -> str:
    owner = f"{zone.player}'s " if zone.player else ""
    match zone.kind:
        case "hand":
            return f"{owner}hand"
        case "score":
            return f"{owner}score pile"
        case "board":
            return f"{owner}board"
        case "achievements":
            return f"{owner}achievements"
        case "deck":
            of_set = "" if zone.set == BASE else f"{zone.set} "
            return f"the {of_set}{zone.age} supply pile"
        case "removed":
            return "out of the game"
        case "forecast":
            return f"{owner}forecast"
        case "display":
            return f"{owner}display"
        case "relics":
            return "beside the supply piles"
    return zone.kind


def zone_cards(state: State, zone: Zone) -> list[str]:
    """The live list behind a zone (mutating it mutates the state)."""
    kind = zone.kind  # each field read once (a Struct's attribute, compiled)
    if kind == "deck":
        age = zone.age
        assert age is not None
        return state.supply[zone.set][age]
    if kind == "removed":
        return state.removed
    if kind == "relics":
        if state.relics is None:
            state.relics = []
        return state.relics
    player = zone.player
    if player is None:  # the available achievements (ECHO-26)
        assert kind == "achievements"
        return state.achievements
    p = player_named(state, player)
    if kind == "hand":
        return p.hand
    if kind == "score":
        return p.score
    if kind == "achievements":
        return p.achievements
    if kind == "forecast":
        return p.forecast
    if kind == "display":
        return p.display
    color = zone.color
    assert color is not None
    return p.board[_COLOR_OF[color]].cards


def zones(state: State) -> Iterator[tuple[Zone, list[str]]]:
    """Every zone of ``state`` with the cards in it: each player's hand, score
    pile, board piles and achievements, then the supply piles of every set in
    play, the cards out of the game and the available achievements."""
    return ((Zone(*where), cards) for where, cards in _zone_lists(state))


_Where = tuple[str, str | None, str | None, int | None, str]  # Zone's fields, in order


def _zone_lists(state: State) -> Iterator[tuple[_Where, list[str]]]:
    """:func:`zones` with each zone as its fields (a Zone is made only when needed)."""
    for p in state.players:
        yield ("hand", p.name, None, None, BASE_SET), p.hand
        yield ("score", p.name, None, None, BASE_SET), p.score
        for color, pile in p.board.items():
            yield ("board", p.name, color, None, BASE_SET), pile.cards
        yield ("achievements", p.name, None, None, BASE_SET), p.achievements
        yield ("forecast", p.name, None, None, BASE_SET), p.forecast
        yield ("display", p.name, None, None, BASE_SET), p.display
    for set_name, decks in state.supply.items():
        for age, deck in decks.items():
            yield ("deck", None, None, age, set_name), deck
    yield ("removed", None, None, None, BASE_SET), state.removed
    if state.relics is not None:
        yield ("relics", None, None, None, BASE_SET), state.relics
    yield ("achievements", None, None, None, BASE_SET), state.achievements


def locate(state: State, name: str) -> Zone:
    """Where the card ``name`` is; KeyError when it is nowhere."""
    return _find(state, name)[0]


def _find(state: State, name: str) -> tuple[Zone, list[str]]:
    """Where the card ``name`` is, with the live list holding it."""
    # where cards mostly are: a hand, a score pile, the pile of the card's colour
    known = _CARDS.get(name)  # card()'s lookup inline (an unknown name: no colour)
    color = known.color if known is not None else _color(name)
    for p in state.players:
        if name in p.hand:
            return Zone("hand", p.name), p.hand
        if name in p.score:
            return Zone("score", p.name), p.score
        pile = p.board.get(color) if color is not None else None
        if pile is not None and name in pile.cards:
            return Zone("board", p.name, color), pile.cards
    for where, cards in _zone_lists(state):
        if name in cards:
            return Zone(*where), cards
    raise KeyError(f"{name} is nowhere")


def _color(name: str) -> Color | None:
    try:
        return card(name).color
    except KeyError:
        return None


def places(state: State) -> dict[str, Zone]:
    """Where every card is in ``state``."""
    return {name: zone for zone, cards in zones(state) for name in cards}


def take(state: State, name: str, undo: UndoLog | None = None) -> Zone:
    """Remove a card from wherever it is; a pile reduced to one card forgets
    its splay (TERM-SPLAY). ``undo``: the action's log, told first."""
    zone, cards = _find(state, name)
    if undo is not None:
        undo.touch(cards)
    cards.remove(name)
    if zone.kind == "board":
        assert zone.player is not None and zone.color is not None
        pile = player_named(state, zone.player).board[_COLOR_OF[zone.color]]
        if len(pile.cards) < 2 and pile.splay is not _UNSPLAYED:
            if undo is not None:
                undo.splay(pile)
            pile.splay = _UNSPLAYED
    return zone


def put(
    state: State, name: str, zone: Zone, *, bottom: bool = False, undo: UndoLog | None = None
) -> None:
    """Put a card into ``zone`` (on top of a pile, or at its ``bottom``).
    ``undo``: the action's log, told first."""
    cards = zone_cards(state, zone)
    if undo is not None:
        undo.touch(cards)
    if zone.kind in ("board", "deck"):
        # piles and decks are top first
        if bottom:
            cards.append(name)
        else:
            cards.insert(0, name)
    else:
        cards.append(name)


def board_zone(player: str, name: str) -> Zone:
    return Zone("board", player, color=card(name).color)
