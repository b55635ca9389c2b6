"""The answers the search tries first (issue 14): the cards the log moves next, the pile
it splays next, and for a pile rearranged where the log does not show the new order
(Publications) the order the tops the log shows afterwards give, and the cards later
texts take from its bottom (no order with another card there is tried), or, where it
shows no top, the top that brings the icon counts of the next dogmas (DOGMA-2) closest."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from typing import Any, NamedTuple

from adjudicator.core.decisions import (
    ChooseCards,
    ChooseColor,
    ChooseOrder,
    ChoosePlayer,
    ChooseValue,
    Decision,
    all_answers,
)
from adjudicator.games.innovation.engine.cards import ICONS, Color, Icon, Splay, card, lookup
from adjudicator.games.innovation.engine.state import Pile
from adjudicator.games.innovation.records import (
    AchieveEvent,
    AnyEvent,
    DogmaEvent,
    EndorseEvent,
    ResultEvent,
    order_of,
)
from adjudicator.games.innovation.replay.placing import placed, placing_of
from adjudicator.games.innovation.replay.replaying import Replaying
from adjudicator.games.innovation.replay.splays import ICON_NAMES, LOOKAHEAD
from adjudicator.games.innovation.replay.visible import Move, canonical, visible_moves
from adjudicator.games.innovation.sets.cities.data import cities_showing

#: The options of one decision the search tries.
MAX_BRANCH = 720


def rearranged_first(
    replay: Replaying, decision: Decision, options: list[Any], upcoming: Sequence[Move]
) -> list[Any]:
    """A pile rearranged where the log does not show the new order (Publications): the
    pile whose cards the log shows on its top later in another order than theirs is the
    one to pick (the one the log needs otherwise soonest), and the orders with the
    shown card on top come first (the rest of the pile as it was)."""
    owner = decision.player
    if isinstance(decision, ChooseColor) and decision.max == 1:
        soonest = _soonest_out_of_order(replay, owner, decision.options, upcoming)
        if soonest is not None:
            color = str(soonest[0])
            return [(color,), *(o for o in options if o != (color,))]
        if decision.rule != "TERM-SPLAY":
            first = _colors_by_counts(replay, owner, decision.options, upcoming)
            return [*first, *(o for o in options if o not in first)]
    if not isinstance(decision, ChooseOrder):
        return options
    shown = shown_ends(replay, owner, list(decision.options), upcoming)
    first = _orders_to_try(decision.options, shown.tops, shown.bottoms)
    if not shown.tops and decision.options:
        first = _orders_by_counts(replay, owner, first)
    # an order with another card where the log shows these ends later does not fit it
    rest = [o for o in options if o not in first]
    return [o for o in [*first, *rest] if shown.fits(o)]


def _colors_by_counts(
    replay: Replaying, owner: str, colors: Sequence[str], upcoming: Sequence[Move]
) -> list[Any]:
    """Where the log shows no pile's top out of order, the piles of which one card on
    top (:func:`_orders_to_try`; the tops the log shows later stay) brings the owner's
    next icon counts closer to the log's (:func:`_count_error`) than the pile as it is,
    the closest first (a pile rearranged unseen, Publications)."""
    board = replay.game.state.player(owner).board
    ranked: list[tuple[int, str]] = []
    resplayed: int | None = None  # the same for every color: worked out once, if needed
    for color in colors:
        pile = tuple(board[Color(color)].cards) if color in board else ()
        if len(pile) < 2:
            continue
        shown = shown_ends(replay, owner, list(pile), upcoming)
        orders = [o for o in _orders_to_try(pile, []) if shown.fits(o)]
        best = min(_count_error(replay, owner, o) for o in orders)
        if best >= _count_error(replay, owner, pile):
            continue
        if resplayed is None:
            resplayed = _count_error_resplayed(replay, owner)
        if best < resplayed:
            ranked.append((best, color))
    return [(color,) for _, color in sorted(ranked)]


def _count_error_resplayed(replay: Replaying, owner: str) -> int:
    """Where the log drops splays, the least :func:`_count_error` one pile of the
    owner's splayed otherwise gives (its order as it is): counts that a splay the log
    does not show explains pick no rearranged pile (Publications' own splay)."""
    if "splay" not in replay.omits:
        return NOT_SHOWN * NOT_SHOWN
    board = replay.game.state.player(owner).board
    return min(
        (
            _count_error(replay, owner, pile.cards, splay)
            for pile in board.values()
            if len(pile.cards) >= 2
            for splay in Splay
            if splay is not pile.splay
        ),
        default=NOT_SHOWN * NOT_SHOWN,
    )


def _orders_by_counts(
    replay: Replaying, owner: str, orders: list[tuple[str, ...]]
) -> list[tuple[str, ...]]:
    """``orders`` of one pile, those bringing the owner's next icon counts closest to
    the log's first (stable: the order as it was among equals)."""
    return sorted(orders, key=lambda o: _count_error(replay, owner, o))


def _count_error(
    replay: Replaying, owner: str, order: Sequence[str], splay: Splay | None = None
) -> int:
    """How far the owner's icon counts at the next dogmas' starts (the first of each
    icon in LOOKAHEAD events, DOGMA-2) would be from the log's with the pile of these
    cards in ``order``, and whether the owner's achievements shown then are in reach
    and its Endorse actions legal (:data:`NOT_SHOWN`; CITY-22: a top city with the
    featured icon, which BGA does not name): the board as it is, the cards the log
    names melded, tucked or taken off it since (a splay the log drops stays as it is)."""
    player = replay.game.state.player(owner)
    board = {color: Pile(list(pile.cards), pile.splay) for color, pile in player.board.items()}
    color = card(order[0]).color
    board[color] = Pile(list(order), board[color].splay if splay is None else splay)
    error, seen = 0, set()
    at = replay.event_index + 1
    for event in replay.events[at : at + LOOKAHEAD]:
        counts = getattr(event, "counts", None)
        icon = counts.icon if counts is not None else None
        said = counts.players.get(owner) if counts is not None else None
        if said is not None and icon in ICON_NAMES and icon not in seen:
            seen.add(icon)
            k = ICONS.index(Icon(icon))
            error += abs(sum(pile.icons()[k] for pile in board.values() if pile.cards) - said)
        if isinstance(event, AchieveEvent) and event.player == owner:
            error += NOT_SHOWN * (_highest_top(board) < event.age)  # ACHIEVE-1
        if isinstance(event, EndorseEvent) and event.player == owner:
            error += NOT_SHOWN * (not _may_endorse(board, event.card))  # CITY-22
        _named_moves_on(board, owner, event)
    return error


#: What an order costs that leaves an achievement the log shows its owner claim later
#: out of reach (no top card of its age or higher, ACHIEVE-1), or an Endorse the log
#: shows illegal (CITY-22): more than any count.
NOT_SHOWN = 1000


def _may_endorse(board: dict[Color, Pile], top: str) -> bool:
    """Whether a top city of ``board`` shows ``top``'s featured icon (CITY-22)."""
    found = lookup(top)
    if found is None:
        return True
    tops = [pile.cards[0] for pile in board.values() if pile.cards]
    return bool(cities_showing(tops, found.dogma_icon))


def _highest_top(board: dict[Color, Pile]) -> int:
    return max((card(pile.cards[0]).age for pile in board.values() if pile.cards), default=0)


def _named_moves_on(board: dict[Color, Pile], owner: str, event: AnyEvent) -> None:
    """The cards the event's log entries name put on or taken off the owner's board."""
    tucked = _tucked(event)
    for move in visible_moves(getattr(event, "reported", None) or [], frozenset()):
        name = canonical(move.card)
        found = card(name) if name and lookup(name) else None
        if found is None or found.color not in board:
            continue
        cards = board[found.color].cards
        if move.src == ("board", owner) and name in cards:
            cards.remove(found.name)
        if move.dst == ("board", owner):
            cards.insert(len(cards) if name in tucked else 0, found.name)


def _orders_to_try(
    pile: tuple[str, ...], shown: list[str], bottoms: Sequence[str] = ()
) -> list[tuple[str, ...]]:
    """The new orders of a pile worth telling apart where the log never shows one: the
    order its tops shown later give (``shown``; the cards it shows taken from the
    bottom, ``bottoms``, bottom first, at the bottom; the rest as it was), then each
    card on top, the rest as it was (the top's icons count, DOGMA-2; below it, a splay
    shows the same cards' icons whatever their order, TERM-SPLAY), the order unchanged,
    and one changed below the top (a change, for a sharing bonus, DOGMA-6)."""
    rest = [c for c in pile if c not in shown and c not in bottoms]
    orders: list[tuple[str, ...]] = [(*shown, *rest, *bottoms[::-1])] if shown or bottoms else []
    on_top = [(c, *(o for o in pile if o != c)) for c in pile]
    on_top.sort(key=lambda o: not shown or o[0] != shown[0])
    below = [(pile[0], *pile[1:-2], pile[-1], pile[-2])] if len(pile) >= 3 else []
    return list(dict.fromkeys([*orders, *on_top, pile, *below]))


class ShownEnds(NamedTuple):
    """What the log shows afterwards of a pile's order (:func:`shown_ends`): the cards
    shown on its top, top first, and those taken from its bottom, bottom first, with
    how many events on (0: this one's changes) each was first shown."""

    tops: list[str]
    bottoms: list[str]
    tops_at: list[int]
    bottoms_at: list[int]

    def fits(self, order: Sequence[str]) -> bool:
        """Whether a new order of the pile puts the shown tops on top and the shown
        bottoms at the bottom."""
        under = tuple(order[len(order) - len(self.bottoms) :])
        return tuple(order[: len(self.tops)]) == tuple(self.tops) and under == tuple(
            reversed(self.bottoms)
        )

    def otherwise(self, pile: Sequence[str]) -> int | None:
        """How many events on the log first shows a card of ``pile`` at an end out of
        the pile's order; None if it never does."""
        at = [s for k, s in enumerate(self.tops_at) if self.tops[k] != pile[k]]
        at += [s for k, s in enumerate(self.bottoms_at) if self.bottoms[k] != pile[-1 - k]]
        return min(at, default=None)


def rearranges(event: AnyEvent, edition: int) -> bool:
    """Whether ``event`` is a dogma whose texts rearrange a pile (Publications)."""
    found = lookup(event.card) if isinstance(event, DogmaEvent) else None
    return found is not None and any(
        "rearrange" in e.text.lower() for e in found.effects_for(edition)
    )


def order_shown_after(replay: Replaying, owner: str) -> tuple[Color, tuple[str, ...]] | None:
    """The pile of ``owner``'s that the log shows out of its order soonest after the
    current event, and the order its shown ends give (the rest as it was): where a
    recorded outcome that may rearrange a pile unseen (Publications) was accepted, the
    one pile it rearranged (None when the log shows every pile in its order)."""
    board = replay.game.state.player(owner).board
    piles = [str(c) for c, pile in board.items() if len(pile.cards) >= 2]
    soonest = _soonest_out_of_order(replay, owner, piles, [])
    if soonest is None:
        return None
    color, ends = soonest
    return color, _orders_to_try(tuple(board[color].cards), ends.tops, ends.bottoms)[0]


def _soonest_out_of_order(
    replay: Replaying, owner: str, colors: Sequence[str], upcoming: Sequence[Move]
) -> tuple[Color, ShownEnds] | None:
    """Of ``owner``'s piles of ``colors``, the one whose cards the log first shows at
    an end out of its order (soonest; 0: this event's changes, :func:`shown_ends`), with
    what it shows; None if it shows every one in its order."""
    board = replay.game.state.player(owner).board
    soonest: tuple[int, Color, ShownEnds] | None = None
    for name in colors:
        color = Color(name)
        cards = board[color].cards if color in board else []
        ends = shown_ends(replay, owner, cards, upcoming)
        at = ends.otherwise(cards)
        if at is not None and (soonest is None or at < soonest[0]):
            soonest = (at, color, ends)
    return None if soonest is None else (soonest[1], soonest[2])


def shown_ends(
    replay: Replaying, owner: str, pile: list[str], upcoming: Sequence[Move]
) -> ShownEnds:
    """A pile's cards in the order the log shows them on its top afterwards: one its
    owner takes a dogma or endorse action on, or moves off the board, while no card the
    log put on that pile since is still there; a top moved off shows the one below it.
    A card an action's texts take from the bottom of a pile (Steam Engine, Combustion:
    :func:`takes_bottoms`) shows instead that it was at the bottom then, while no card
    tucked under the pile since is still there; one taken from the bottom shows the one
    above it. Followed until the log puts a hidden card there or shows what no order
    explains."""
    shown = ShownEnds([], [], [], [])
    if not pile:
        return shown
    color = card(pile[0]).color
    later = [e for e in replay.events[replay.event_index + 1 :] if not isinstance(e, ResultEvent)]
    gone: set[str] = set()  # shown, then moved off
    above: list[str] = []  # the cards put on the pile since, still there
    below: list[str] = []  # the cards tucked under the pile since, still there

    def at_end(name: str, step: int, ends: list[str], at: list[int], covered: list[str]) -> bool:
        """``name`` shown at the end whose cards are ``ends``: whether that fits what
        was shown before."""
        if covered or name in gone or (ends and ends[-1] not in gone and ends[-1] != name):
            return False
        if name not in ends:
            ends.append(name)
            at.append(step)
        return True

    def on_top(name: str, step: int) -> bool:
        return at_end(name, step, shown.tops, shown.tops_at, above)

    def at_bottom(name: str, step: int) -> bool:
        if name in shown.tops:
            return False  # its top, still there: the pile's last card, nothing more to tell
        return at_end(name, step, shown.bottoms, shown.bottoms_at, below)

    now = replay.events[replay.event_index]
    for step, (acted, moves, tucked) in enumerate(
        [(None, upcoming, _tucked(now))]
        + [(e, visible_moves(e.reported or [], frozenset()), _tucked(e)) for e in later]
    ):
        for on in _tops_acted_on(acted):
            acted_on = acted is not None and acted.player == owner and on in pile and not above
            if acted_on and (on is None or not on_top(on, step)):
                return shown
        taken = at_bottom if takes_bottoms(now if acted is None else acted) else on_top
        for move in moves:
            if move.src == ("board", owner) and move.card in above:
                above.remove(move.card)
            elif move.src == ("board", owner) and move.card in below:
                below.remove(move.card)
            elif move.src == ("board", owner) and move.card in pile:
                if move.card is None or not taken(move.card, step):
                    return shown
                gone.add(move.card)
            elif move.dst == ("board", owner) and move.card in tucked:
                if card(move.card).color == color:
                    below.append(move.card)  # under the pile (TERM-TUCK): its top stays
            elif move.dst == ("board", owner) and (
                move.card is None or card(move.card).color == color
            ):
                if move.card is None:
                    return shown
                above.append(move.card)
    return shown


def takes_bottoms(event: AnyEvent) -> bool:
    """Whether the texts of an event's dogma take cards off a board from the bottom of
    their piles, and never from the top (Steam Engine: "score your bottom yellow card";
    Combustion), so that a card it moves off a board was at its pile's bottom."""
    found = lookup(event.card) if isinstance(event, DogmaEvent | EndorseEvent) else None
    return found is not None and _texts_take_bottoms(tuple(e.text for e in found.effects))


@functools.cache
def _texts_take_bottoms(texts: tuple[str, ...]) -> bool:
    words = " ".join(texts).lower()
    return _BOTTOM.search(words) is not None and _TOP.search(words) is None


_BOTTOM = re.compile(r"\bbottom\b")
_TOP = re.compile(r"\btop\b")


def _tops_acted_on(event: AnyEvent | None) -> list[str | None]:
    """The top cards an action shows its player's board has: a dogma's card, and an
    endorse's card and top city (CITY-22)."""
    if event is None:
        return []
    city = getattr(event, "city", None)
    return [canonical(getattr(event, "card", None)), *([canonical(city)] if city else [])]


def _tucked(event: AnyEvent) -> set[str]:
    """The cards an event's log entries tuck (by their names; a card put on a board is
    tucked as its action's texts say, when they say: replay.placing)."""
    reported = getattr(event, "reported", None) or []
    placing = placing_of(event)
    return {name for r in reported if placed(r, placing) == "tuck" and (name := canonical(r.card))}


def orders_shown(decision: Decision, upcoming: Sequence[Move]) -> list[Any]:
    """A new order of a pile that the log shows next (the notation's rearrange), when
    it orders the decision's cards."""
    if not isinstance(decision, ChooseOrder):
        return []
    for move in upcoming:
        order = tuple(order_of(move.direction or "")) if move.card is None else ()
        if sorted(order) == sorted(decision.options):
            return [order]
    return []


def pile_shown(decision: Decision, upcoming: Sequence[Move]) -> list[Any]:
    """The color of the next pile the log splays or rearranges, when it is an option
    (a pick of one color: it is tried first)."""
    pile = next((m.dst[0] for m in upcoming if m.card is None and m.direction), "")
    color = pile.removeprefix("board:")
    if not isinstance(decision, ChooseColor) or decision.max != 1 or color not in decision.options:
        return []
    return [(color,)]


def candidates(decision: Decision, upcoming: Sequence[Move], *, orders: bool = False) -> list[Any]:
    """The answers to try, best first: for a pick of cards, the cards the log moves
    next in the log's order (a pick "in order" is a sequence); for a value, the values
    of the cards the log moves next; for a player, the players those changes touch;
    then every answer. A log that shows ``orders`` (the notation's rearranged piles)
    leaves a new order of these cards only the one it shows next, or the order they
    are in. A value or a player whose choice moves nothing the log shows (no card of
    that value where the effect looks) keeps every later decision open, so without
    this the search went through every value before the one the log's moves name
    (Television, shared: a value and an opponent, three times)."""
    if orders and isinstance(decision, ChooseOrder):
        return [*orders_shown(decision, upcoming), decision.options]
    guided: list[Any] = orders_shown(decision, upcoming) + pile_shown(decision, upcoming)
    if isinstance(decision, ChooseCards) and decision.max > 1:
        picked = _cards_moved(decision.options, upcoming)
        low = max(decision.min, 1)
        guided = [tuple(picked[:n]) for n in range(min(len(picked), decision.max), low - 1, -1)]
    elif isinstance(decision, ChooseValue):
        guided = values_moved(decision.options, upcoming)
    elif isinstance(decision, ChoosePlayer):
        guided = players_touched(decision.options, upcoming)
    rest = itertools.islice(all_answers(decision), MAX_BRANCH)
    return list(dict.fromkeys([*guided, *rest]))


def values_moved(options: Sequence[Any], upcoming: Sequence[Move]) -> list[Any]:
    """The options that are the values of the cards the log moves next, in the order
    the log first moves one (a named card by its age, a hidden one by the age shown)."""
    values: list[Any] = []
    for move in upcoming:
        if move.direction is not None:
            continue  # a splay, a rearranged pile, the end: no card of a value
        found = lookup(move.card) if move.card is not None else None
        age = found.age if found is not None else move.age
        if age is not None and age in options and age not in values:
            values.append(age)
    return values


def players_touched(options: Sequence[Any], upcoming: Sequence[Move]) -> list[Any]:
    """The options that are the players whose places the log changes next (where a
    card comes from, then where it goes; a pile splayed), in the order the log first
    touches them."""
    players: list[Any] = []
    for move in upcoming:
        for player in (move.src[1], move.dst[1]):
            if player is not None and player in options and player not in players:
                players.append(player)
    return players


def _cards_moved(options: Sequence[str], upcoming: Sequence[Move]) -> list[str]:
    """The options the log's next changes move, in order (a hidden card by its age)."""
    picked: list[str] = []
    for move in upcoming:
        if move.card is not None:
            found = move.card if move.card in options and move.card not in picked else None
        else:
            found = next((o for o in options if o not in picked and card(o).age == move.age), None)
        if found is not None:
            picked.append(found)
    return picked
