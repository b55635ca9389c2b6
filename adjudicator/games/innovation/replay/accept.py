"""Accepting a recorded outcome that depended on cards hidden from the viewer.

When the rules, run on stand-ins, resolve an action otherwise than the record
reports and hidden cards are involved, the recorded outcome is checked for
consistency (every moved card of the right age where it is said to come from)
and made through the rules' own primitives for recorded changes
(``rules.move_as_recorded`` …): nothing is changed here by hand.
"""

from __future__ import annotations

import msgspec

from adjudicator.core.problems import Divergence
from adjudicator.core.report import event_label
from adjudicator.core.steps import NO_CAUSE, Zone, as_verb, zone_from_code
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.actions import Action, describe
from adjudicator.games.innovation.engine.cards import BASE, COLORS, Color, Splay, card, lookup
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.outside import (
    begin_resolved,
    check_achievement_end,
    end_by_record,
    end_now_by_score,
    finish_resolved,
)
from adjudicator.games.innovation.engine.places import locate
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import ActionEvent, Reported, ResultEvent, order_of
from adjudicator.games.innovation.replay.compare import reported_text
from adjudicator.games.innovation.replay.hidden import HIDDEN_ZONES, HiddenCards, hidden_cards
from adjudicator.games.innovation.replay.placing import placed, placing_of
from adjudicator.games.innovation.sets.cities.data import CITIES


def accept_recorded(game: Game, hidden: HiddenCards, action: Action, event: ActionEvent) -> str:
    """Make the record's outcome of ``action``; the note that says so. Raises
    :class:`Divergence` when the outcome is not consistent (a contradiction)."""
    assert event.reported is not None
    placing = placing_of(event, game.state, game.state.edition)
    begin_resolved(
        game,
        action,
        f"the outcome depended on cards hidden from {hidden.view}: "
        "the recorded outcome is consistent and was accepted",
    )
    # an exchange's cards are all picked before any of them moves
    entries = list(event.reported)
    i = 0
    drawn: str | None = None  # the card the entry before drew or revealed
    while i < len(entries):
        if entries[i].verb != "exchange":
            r, city = entries[i], _city_draw(game.state, hidden, entries, i)
            verb = placed(r, placing)
            if verb != r.verb:  # the log's flag said otherwise
                r = msgspec.structs.replace(r, verb=verb)
            follows = i > 0 and _moves_the_one_before(entries[i - 1], r)
            moved = _make(game, hidden, r, city=city, drawn=drawn if follows else None)
            drawn = _drawn_or_shown(game.state, r, moved, drawn)
            i += 1
            continue
        drawn = None
        j = i + 1
        while j < len(entries) and _same_exchange(entries[i], entries[j]):
            j += 1
        picked: list[str] = []
        for r in entries[i:j]:
            picked.append(reported_card(game.state, hidden, r, avoid=picked))
        _exchange(game, entries[i:j], picked)
        i = j
    finish_resolved(game, action)
    check_achievement_end(game)
    return (
        f"{event_label(hidden.event_index)}: {describe(action)} depended on hidden cards; "
        "the recorded outcome was accepted"
    )


def removal_unseen(action: Action) -> str | None:
    """The card of an accepted ``action`` whose dogma can remove cards from the game
    (Fission): BGA's logs show no removal (replay.infer's NOTATION_ONLY), so the
    recorded outcome made here may keep cards the game removed; None for any other."""
    name = getattr(action, "card", None)
    found = lookup(name) if isinstance(name, str) else None
    if found is None:
        return None
    removes = any("from the game" in e.text and "remove" in e.text for e in found.effects)
    return found.name if removes else None


def accept_recorded_end(game: Game, event: ResultEvent) -> str:
    """The last action's outcome was accepted from the record: so is the end it
    caused (a draw above 10 shows no card; a win depended on hidden cards)."""
    if event.reason == "score":
        end_now_by_score(game, "the record ends the game by a draw above 10")
    elif event.reason != "achievements":
        end_by_record(game, event.winners, event.reason)
    return f"the end ({event.reason}) followed an accepted outcome and was accepted"


def _city_draw(state: State, hidden: HiddenCards, entries: list[Reported], i: int) -> bool:
    """Whether the hidden draw ``entries[i]``, whose set the log does not write (BGA's
    text), is the city a splay just before it draws (CITY-10 (b), CITY-11: none while a
    city is in the hand)."""
    r = entries[i]
    if r.verb != "draw" or r.card is not None or r.set is not None or not hidden.backs_hidden:
        return False
    if i == 0 or entries[i - 1].verb != "splay" or entries[i - 1].actor != r.actor:
        return False
    drawer = r.to_player or r.actor
    if drawer not in state.names or not state.pile(CITIES, r.age or 0):
        return False
    return all(card(c).set != CITIES for c in state.player(drawer).hand)


def _moves_the_one_before(before: Reported, r: Reported) -> bool:
    """Whether hidden entry ``r`` moves from a hand a card of the age entry ``before``
    drew unseen into it or revealed there: the log's "draws and scores a [1]", or a card
    revealed then scored (Metalworking), is one card."""
    shown = (before.verb == "draw" and before.card is None) or before.verb == "reveal"
    return (
        shown
        and r.card is None
        and r.from_zone == "hand"
        and r.from_player == (before.to_player or before.from_player or before.actor)
        and r.age == before.age
    )


def _drawn_or_shown(state: State, r: Reported, moved: str | None, before: str | None) -> str | None:
    """The card a hidden draw took (``moved``) or a reveal shows in a hand, for the next
    entry; a card revealed that is not there is the one drawn unseen just before it."""
    if r.verb == "draw" and r.card is None:
        return moved
    if r.verb != "reveal":
        return None
    found = lookup(r.card) if r.card is not None else None
    hand = state.player(r.from_player).hand if r.from_player in state.names else []
    return found.name if found is not None and found.name in hand else before


def _make(
    game: Game, hidden: HiddenCards, r: Reported, *, city: bool = False, drawn: str | None = None
) -> str | None:
    """One reported change, made as reported (``city``: a hidden draw that is a city's;
    ``drawn``: the card the entry before drew or revealed, which this one moves if it
    can); the card moved, if any."""
    state = game.state
    if r.verb in ("splay", "unsplay"):
        owner = r.to_player or r.actor
        color = (r.to_zone or "").removeprefix("board:")
        if owner is None or color not in {c.value for c in COLORS}:
            raise Divergence(f"the record reports a splay of {r.to_zone!r}")
        direction = Splay(r.splay or "none")
        text = reported_text(r)
        rules.splay_as_recorded(
            game, owner, Color(color), direction, verb=as_verb(r.verb), text=text, actor=r.actor
        )
        return None
    if r.verb in ("reveal", "note", "end"):  # the end: accept_recorded_end
        return None
    if r.verb == "rearrange":
        _rearrange(game, r)
        return None
    if r.verb == "claim":
        taken = r.card is not None and r.to_player is not None
        if not taken or not rules.claim_as_recorded(
            game, r.to_player or "", r.card or "", text=reported_text(r), actor=r.actor
        ):
            raise Divergence(f"{r.card} cannot be claimed: it is not available")
        return None
    name = reported_card(state, hidden, r, supply=CITIES if city else None, drawn=drawn)
    _move(game, r, name)
    return name


def _rearrange(game: Game, r: Reported) -> None:
    """A pile put in the order the record gives, top first, in ``card`` (the notation's)."""
    owner, color = r.to_player or r.actor or "", (r.to_zone or "").removeprefix("board:")
    order = order_of(r.card or "")
    known = owner in game.state.names and color in {c.value for c in COLORS}
    if not known or sorted(order) != sorted(game.state.player(owner).board[Color(color)].cards):
        raise Divergence(f"the record reports a new order of {r.to_zone!r} that is not that pile")
    rules.rearrange(game, owner, Color(color), order, NO_CAUSE)


def _move(game: Game, r: Reported, name: str) -> None:
    dst = _zone(r.to_player, r.to_zone, name)
    rules.move_as_recorded(
        game,
        name,
        dst,
        verb=as_verb(r.verb),
        text=reported_text(r),
        actor=r.actor,
        shown=r.card is not None,
    )


def reported_card(
    state: State,
    hidden: HiddenCards,
    r: Reported,
    *,
    avoid: list[str] | None = None,
    supply: str | None = None,
    drawn: str | None = None,
) -> str:
    """The card a reported entry moves: the one it names, or for a hidden one the
    likeliest card of its age where it is said to come from (``drawn``, the card the
    entry before drew there, first)."""
    if r.card is not None:
        found = lookup(r.card)
        if found is None:
            raise Divergence(f"unknown card {r.card!r}")
        if r.from_player in state.names and r.from_zone in HIDDEN_ZONES:
            hidden.identify(found.name, r.from_player, (r.from_zone,))
        if (
            r.verb == "draw"
            and found.name not in state.pile(found.set, found.age)
            and not hidden.free_for_draw(found.name, found.age)
        ):
            raise Divergence(f"{found.name} is not in its supply pile to be drawn")
        try:
            locate(state, found.name)
        except KeyError:
            raise Divergence(f"{found.name} is nowhere to be moved") from None
        return found.name
    zone = r.from_zone or ""
    if r.verb == "draw" or (zone.startswith("deck") and r.from_player is None):
        # a hidden card's back shows its set; BGA's text leaves it to ``supply``; a card
        # taken from a pile otherwise than by a draw (ECHO-26) is one of its cards too
        drawn_from = r.set or supply or _supply_of(r.from_zone)
        return hidden.stand_in(state, r.age or 1, take=False, supply=drawn_from)
    if zone == "achievements" and r.from_player is None:
        aside = [c for c in state.achievements if r.age is None or card(c).age == r.age]
        if not aside:
            raise Divergence(f"no age {r.age} achievement is available", rule="ACHIEVE-1")
        return aside[0]
    owner = state.player(r.from_player) if r.from_player in state.names else None
    if owner is not None and zone == "achievements":  # taken from a player's, face down
        kept = [c for c in owner.achievements if lookup(c) and card(c).age == r.age]
        kept.sort(key=lambda c: not card(c).relic)  # a relic is the one seized (ART-19)
        if not kept:
            raise Divergence(f"{owner.name} has no achievement of age {r.age} to {r.verb}")
        return kept[0]
    if owner is None or zone not in HIDDEN_ZONES:
        raise Divergence(f"a hidden card cannot come from {r.from_player}'s {zone}")
    cards = hidden_cards(owner, zone)
    wanted = r.set or (None if hidden.sets_unknown else BASE)
    fits = [
        c
        for c in cards
        if (r.age is None or card(c).age == r.age)
        and wanted in (None, card(c).set)
        and c not in (avoid or [])
    ]
    # a hidden card whose set the log does not give (BGA's text, the notation's "a [5]"
    # off a hand) is a city held there or not as the owner's next splay shows: a city
    # held then is not the hand's last one
    held = _city_held_next(hidden, owner.name) if wanted is None and zone == "hand" else None
    last_city = held is True and sum(map(_is_city, cards)) == 1
    fits.sort(
        key=lambda c: (
            c != drawn,
            (last_city and _is_city(c)) or (held is False and not _is_city(c)),
            *hidden.keep_rank(c),
        )
    )
    hidden.blur(fits)
    if not fits:
        raise Divergence(
            f"{owner.name} has no card of age {r.age} in their {zone} to {r.verb}",
            rule="DOGMA-7",
        )
    return fits[0]


def _city_held_next(hidden: HiddenCards, player: str) -> bool | None:
    """Whether ``player`` holds a city as the log shows it next after this event: a
    city it names leaving their hand (a meld of London) or no hidden draw right after
    their splay, one is held (CITY-11); a hidden draw there, none is (the city CITY-10
    (b) draws); None when the log shows neither."""
    for event in hidden.log[hidden.event_index + 1 :]:
        reported = getattr(event, "reported", None) or []
        for k, r in enumerate(reported):
            if r.from_player == player and r.from_zone == "hand" and _names_a_city(r):
                return True
            if r.verb != "splay" or r.actor != player:
                continue
            # the special achievements the splay earns come first (CITY-13)
            after = next((a for a in reported[k + 1 :] if a.verb != "claim"), None)
            return not (after is not None and after.actor == player and _city_drawn(after))
    return None


def _names_a_city(r: Reported) -> bool:
    """Whether ``r`` names a city it moves (CITY-1)."""
    found = lookup(r.card) if r.card is not None else None
    return found is not None and found.set == CITIES


def _city_drawn(r: Reported) -> bool:
    """Whether ``r`` draws a city: one it names, or a back of the cities' or of a set
    the log does not give (BGA's text)."""
    if r.verb != "draw":
        return False
    found = lookup(r.card) if r.card is not None else None
    return found.set == CITIES if found is not None else r.set in (None, CITIES)


def _is_city(name: str) -> bool:
    """Whether ``name`` is a city (CITY-1)."""
    return card(name).set == CITIES


def _supply_of(code: str | None) -> str:
    """The set of the supply pile a reported zone code names ("deck:cities:2")."""
    try:
        return zone_from_code(code or "", None).set
    except ValueError:
        return BASE


def _zone(player: str | None, code: str | None, name: str) -> Zone:
    """A reported zone code ("hand", "board:red", "deck:3" …) as the Zone ``name``
    lands in: on a board, its own color's pile; in the supply, its own pile."""
    try:
        zone = zone_from_code(code or "", player)
    except ValueError:  # a supply pile without a number
        zone = Zone("unknown")
    match zone.kind:
        case "board":
            return Zone("board", player, color=card(name).color)
        case "deck":
            return Zone("deck", age=card(name).age, set=card(name).set)
        case "hand" | "score" | "achievements" | "forecast" | "display" if player is not None:
            return zone
        case "achievements":  # the available achievements (ECHO-26)
            return Zone("achievements")
        case "removed":
            return Zone("removed")
        case "relics":  # beside the supply piles (ART-18, ART-21)
            return Zone("relics")
    raise Divergence(f"the record reports a move to an unknown place {code!r}")


def _exchange(game: Game, entries: list[Reported], picked: list[str]) -> None:
    """One exchange's reported cards (``picked``, one an entry) swapped as one exchange
    (TERM-EXCHANGE): its step says where each card goes, as the rules' own does (who
    sees which card, visibility; the card coming into the viewer's hand is shown)."""
    first = entries[0]
    here = (first.from_player, first.from_zone)
    side_a = [n for r, n in zip(entries, picked) if (r.from_player, r.from_zone) == here]
    side_b = [n for r, n in zip(entries, picked) if (r.from_player, r.from_zone) != here]
    zone_a = _zone(first.from_player, first.from_zone, picked[0])
    zone_b = _zone(first.to_player, first.to_zone, picked[0])
    rules.exchange(game, first.actor or "", side_a, zone_a, side_b, zone_b, NO_CAUSE)


def _same_exchange(a: Reported, b: Reported) -> bool:
    """Whether two reported exchange entries belong to one exchange (same actor,
    same two places)."""
    ends = {(a.from_player, a.from_zone), (a.to_player, a.to_zone)}
    return (
        b.verb == "exchange"
        and a.actor == b.actor
        and {(b.from_player, b.from_zone), (b.to_player, b.to_zone)} == ends
    )
