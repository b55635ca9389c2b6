"""The position's reads that run on every action: the icons a pile and a board
show, packed in one int (TERM-ICONS, TERM-SPLAY), each player's count of an icon, a
player's top cards and highest top value; the players by name and clockwise.

Kept apart from :mod:`.state` to be compiled (``compiled.txt``): the state's classes
are msgspec Structs, which mypyc does not compile. The icon counts run after every
change to a board (the special achievements, SPECIAL-1) and for every player in a
Dogma action (DOGMA-2). The state's methods call these functions, and the compiled
modules call them directly (a native call). They read the state through protocols:
:mod:`.state` imports this module.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Protocol, TypeVar, cast

from adjudicator.games.innovation.engine.cards import (
    AGES,
    ICONS,
    UNSPLAYED,
    Icon,
    Splay,
    card,
    card_ages,
)

# names of the interpreted cards module read on every count, as Final names: compiled,
# a C static each (an imported name is looked up in the module's dict at every read)
_AGES: Final = AGES  # filled and cleared in place
_UNSPLAYED: Final = UNSPLAYED

# Icon counts packed in one int, LANE_BITS bits an icon in ICONS order (the
# first lowest): a sum of packed counts is the packed sum of the counts, so a
# board's icons are five additions. A lane holds far more icons than there are
# icon positions on all cards of a game.
LANE_BITS: Final = 16
LANE: Final = (1 << LANE_BITS) - 1
SHIFT: Final[dict[Icon, int]] = {icon: i * LANE_BITS for i, icon in enumerate(ICONS)}
SHIFTS: Final[tuple[tuple[Icon, int], ...]] = tuple(SHIFT.items())
# Two lanes after the icons' count a board's piles, for the special achievements'
# floors (SPECIAL-2): those splayed right or up, and those whose top card is of
# value 8 or more (a card's top value carries the one, a pile's count the other).
RIGHT_OR_UP_SHIFT: Final = len(ICONS) * LANE_BITS
TOP_8_SHIFT: Final = RIGHT_OR_UP_SHIFT + LANE_BITS
# Three lanes after them count marks that are no icons, as the board shows them
# (CITY-7): the flags and the fountains (Cities' achievements, CITY-18, CITY-19)
# and the bonuses (CITY-9): a board without any is known so at once.
FLAG_SHIFT: Final = TOP_8_SHIFT + LANE_BITS
FOUNTAIN_SHIFT: Final = FLAG_SHIFT + LANE_BITS
BONUS_SHIFT: Final = FOUNTAIN_SHIFT + LANE_BITS
_MARK_SHIFTS: Final = {"flag": FLAG_SHIFT, "fountain": FOUNTAIN_SHIFT}
# Above them, the bonuses shown by their number (1 to 11, CITY-9, ECHO-7), five bits a
# number (no set has more than 31 bonuses of one number): the highest bonus shown is
# the highest number whose count is not 0, one bit_length away.
_BONUS_NUMBERS: Final = 11
BONUS_NUMBER_BITS: Final = 5
BONUS_NUMBERS_SHIFT: Final = BONUS_SHIFT + LANE_BITS
BONUS_NUMBERS_MASK: Final = (1 << _BONUS_NUMBERS * BONUS_NUMBER_BITS) - 1
_SPLAYED: Final[dict[Splay, int]] = {s: 0 for s in Splay} | {
    Splay.RIGHT: 1 << RIGHT_OR_UP_SHIFT,
    Splay.UP: 1 << RIGHT_OR_UP_SHIFT,
}

# a pile's counted icons (packed) with the cards and splay they were counted for
IconCache = tuple[list[str], Splay, int]


class CountedPile(Protocol):
    """What the counts read of a pile (:class:`.state.Pile`, which imports this module)."""

    @property
    def cards(self) -> list[str]: ...
    @property
    def splay(self) -> Splay: ...
    @property
    def _icons(self) -> IconCache | None: ...


class Seat(Protocol):
    """What the reads read of a player (:class:`.state.PlayerState`)."""

    @property
    def name(self) -> str: ...
    @property
    def board(self) -> Mapping[Any, CountedPile]: ...
    @property
    def _board_count(self) -> BoardCount | None: ...


class BoardCount:
    """A board's icons packed in one int (:func:`board_icon_total`) with what each
    pile was counted from, in the board's order: its cards (a copy) and splay, and
    its own packed count. Compiled, a native class: its lists are read directly."""

    def __init__(self) -> None:
        self.cards: list[list[str]] = []
        self.splays: list[Splay] = []
        self.packed: list[int] = []
        self.total = 0


SeatT = TypeVar("SeatT", bound=Seat, covariant=True)


class Table(Protocol[SeatT]):
    """What the reads read of a position (:class:`.state.State`)."""

    @property
    def players(self) -> Sequence[SeatT]: ...
    @property
    def eliminated(self) -> list[str]: ...
    @property
    def current(self) -> int: ...
    @property
    def teams(self) -> list[list[str]] | None: ...
    @property
    def achievements_goal(self) -> int | None: ...


def board_icon_total(board: Mapping[Any, CountedPile]) -> int:
    """The board's icons packed in one int (:func:`packed_counts`), each pile's count
    taken from its cache while its cards and splay are those it was counted for."""
    total = 0
    for pile in _piles(board).values():
        cards = pile.cards
        if not cards:
            continue  # no icons (and no cache to look at)
        # Pile.packed_icons, inline: a board's piles mostly count as before
        cached = pile._icons
        if cached is not None and cached[1] is pile.splay and cached[0] == cards:
            total += cached[2]
        else:
            total += count_pile_icons(pile)
    return total


def count_pile_icons(pile: CountedPile) -> int:
    """The pile's icons counted afresh, packed, and remembered in its cache with
    the cards and splay they were counted for."""
    return _counted_pile(pile)[2]


def _counted_pile(pile: CountedPile) -> IconCache:
    cards = pile.cards
    splay = pile.splay
    counted = (list(cards), splay, pile_packed(cards, splay) if cards else 0)
    pile.__dict__["_icons"] = counted
    return counted


def packed_counts(counts: tuple[int, ...]) -> int:
    """``counts`` (in ICONS order) packed in one int, :data:`LANE_BITS` bits each."""
    total = 0
    for i, n in enumerate(counts):
        total |= n << (i * LANE_BITS)
    return total


def pile_packed(cards: list[str], splay: Splay) -> int:
    """The icons a pile of ``cards`` (top first) splayed ``splay`` shows, packed
    (a sum of packed counts is the packed sum)."""
    # each card's count read from a plain dict, counted the first time it is missing
    name = cards[0]
    total = _SHOWN_ON_TOP.get(name, -1)
    if total < 0:
        total = _SHOWN_ON_TOP[name] = _top_packed(name)
    if splay is not _UNSPLAYED:
        total += _SPLAYED[splay]
        shown = _SHOWN[splay]
        for i in range(1, len(cards)):
            name = cards[i]
            count = shown.get(name, -1)
            if count < 0:
                count = shown[name] = visible_packed(name, splay)
            total += count
    return total


def _top_packed(name: str) -> int:
    """What a card on top of a pile counts, packed: its icons, and one top card of
    value 8 or more if it is."""
    high = card(name).age >= 8
    return visible_packed(name, None) | (1 << TOP_8_SHIFT if high else 0)


# _top_packed of a card on top, and visible_packed of a covered card by splay, by card name
# (filled as met: some hundreds of small integers at most)
_SHOWN_ON_TOP: Final[dict[str, int]] = {}
_SHOWN: Final[dict[Splay, dict[str, int]]] = {splay: {} for splay in Splay}


def visible_packed(name: str, splay: Splay | None) -> int:
    """How many of each icon a card shows, packed (see :func:`packed_counts`): on top
    (``splay`` None) or covered in a pile splayed ``splay`` (TERM-SPLAY, the
    card's layout); and its flags, fountains and bonuses shown, in their lanes."""
    c = card(name)
    shown = c.layout.shown(splay)
    total = packed_counts(tuple(sum(1 for i in shown if c.icons[i] is icon) for icon in ICONS))
    for mark in visible_marks(name, splay):
        if mark.startswith("bonus_"):
            total += 1 << BONUS_SHIFT | 1 << _bonus_number_shift(name, int(mark[6:]))
        elif mark in _MARK_SHIFTS:
            total += 1 << _MARK_SHIFTS[mark]
    return total


def _bonus_number_shift(name: str, number: int) -> int:
    if not 1 <= number <= _BONUS_NUMBERS:
        raise ValueError(f"{name}: a bonus of {number}, not 1 to {_BONUS_NUMBERS}")
    return BONUS_NUMBERS_SHIFT + (number - 1) * BONUS_NUMBER_BITS


# visible_marks by card name and splay (None: on top), filled as met
_MARKS: Final[dict[tuple[str, Splay | None], tuple[str, ...]]] = {}


def visible_marks(name: str, splay: Splay | None) -> tuple[str, ...]:
    """The marks a card shows, on top (``splay`` None) or covered (CITY-7)."""
    key = (name, splay)
    found = _MARKS.get(key)
    if found is None:
        c = card(name)
        marks = c.marks
        found = tuple(marks[i] for i in c.layout.shown(splay) if marks[i]) if marks else ()
        _MARKS[key] = found
    return found


def _piles(board: Mapping[Any, CountedPile]) -> dict[Any, CountedPile]:
    # a board is a dict (PlayerState.board): compiled, its loop is a dict's
    return cast("dict[Any, CountedPile]", board)


def icon_counts_of(players: Sequence[Seat], icon: Icon) -> dict[str, int]:
    """Each player's count of ``icon`` (TERM-ICONS), by name."""
    shift = SHIFT[icon]
    return {p.name: seat_icon_total(p) >> shift & LANE for p in players}


def seat_icon_total(seat: Seat) -> int:
    """:func:`board_icon_total` of ``seat``'s board, kept in the seat's dict with
    what each pile was counted from (:class:`BoardCount`): a pile whose cards or
    splay differ from those (a change, an undone action, a set-up) is counted
    again and the total corrected by the difference; the others are compared,
    not counted."""
    board = _piles(seat.board)
    counted = seat._board_count
    if counted is None or len(counted.cards) != len(board):
        counted = _counted_afresh(board)
        seat.__dict__["_board_count"] = counted
        return counted.total
    cards_seen, splays_seen = counted.cards, counted.splays
    for i, pile in enumerate(board.values()):
        cards = pile.cards
        seen = cards_seen[i]
        if cards:
            if pile.splay is not splays_seen[i] or cards != seen:
                _recount_pile(counted, i, pile)
        elif seen:  # emptied: no icons
            _recount_pile(counted, i, pile)
    return counted.total


def _counted_afresh(board: dict[Any, CountedPile]) -> BoardCount:
    counted = BoardCount()
    for pile in board.values():
        cached = _pile_cache(pile)
        counted.cards.append(cached[0])
        counted.splays.append(cached[1])
        counted.packed.append(cached[2])
        counted.total += cached[2]
    return counted


def _recount_pile(counted: BoardCount, i: int, pile: CountedPile) -> None:
    """Pile ``i`` of ``counted`` as ``pile`` is now, the total corrected."""
    cached = _pile_cache(pile)
    counted.total += cached[2] - counted.packed[i]
    counted.cards[i] = cached[0]
    counted.splays[i] = cached[1]
    counted.packed[i] = cached[2]


def _pile_cache(pile: CountedPile) -> IconCache:
    """The pile's icon cache (:func:`count_pile_icons`), counted again if stale."""
    cached = pile._icons
    if cached is not None and cached[1] is pile.splay and cached[0] == pile.cards:
        return cached
    return _counted_pile(pile)


def top_cards(me: Seat) -> list[str]:
    out: list[str] = []
    for pile in _piles(me.board).values():
        cards = pile.cards
        if cards:
            out.append(cards[0])
    return out


def highest_top_value(me: Seat) -> int:
    """TERM-VALUE: 0 with an empty board."""
    ages = _AGES or card_ages()
    best = 0
    for pile in _piles(me.board).values():
        cards = pile.cards
        if cards:
            age = ages[cards[0]]
            if age > best:
                best = age
    return best


def flags_shown(packed: int) -> int:
    """The flags a board's (or a pile's) packed count shows (CITY-7, CITY-18)."""
    return packed >> FLAG_SHIFT & LANE


def fountains_shown(packed: int) -> int:
    """The fountains a board's (or a pile's) packed count shows (CITY-7, CITY-19)."""
    return packed >> FOUNTAIN_SHIFT & LANE


def player_named(state: Table[SeatT], name: str) -> SeatT:
    for p in _seats(state):
        if p.name == name:
            return p
    raise KeyError(name)


def player_names(state: Table[SeatT]) -> list[str]:
    return [p.name for p in _seats(state)]


def clockwise_from(state: Table[SeatT], name: str, include_self: bool = False) -> list[str]:
    """Players clockwise starting at ``name``'s left (``name`` last if included)."""
    names = player_names(state)
    i = names.index(name)
    order = names[i + 1 :] + names[:i]
    eliminated = state.eliminated
    if eliminated:  # out of the game: never in the order
        order = [n for n in order if n not in eliminated]
    if include_self:
        order.append(name)
    return order


def turn_order_from_current(state: Table[SeatT]) -> list[str]:
    """The players in turn order from the current one, those out of the game left out."""
    names = player_names(state)
    current = state.current
    order = names[current:] + names[:current]
    eliminated = state.eliminated
    return [n for n in order if n not in eliminated] if eliminated else order


# END-1: the achievements to win by the number of players
_TO_WIN: Final = {2: 6, 3: 5, 4: 4}


def achievements_to_win(state: Table[SeatT]) -> int:
    """END-1 (a table's own goal when it has one; 6 for teams)."""
    goal = state.achievements_goal
    if goal is not None:
        return goal
    if state.teams:
        return 6
    return _TO_WIN.get(len(state.players), 6)


def _seats(state: Table[SeatT]) -> list[SeatT]:
    # the players are a list (State.players): compiled, its loop is a list's
    return cast("list[SeatT]", state.players)
