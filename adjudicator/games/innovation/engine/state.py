"""The position: boards, hands, score piles, supply, achievements, turn.

Piles and decks are lists **top card first**. Hands and score piles keep the
order in which cards arrived. Cards are identified by their canonical name.
"""

from __future__ import annotations

from typing import ClassVar, Literal

import msgspec

from adjudicator.games.innovation.engine.board_icons import (
    BONUS_NUMBER_BITS,
    BONUS_NUMBERS_MASK,
    BONUS_NUMBERS_SHIFT,
    BONUS_SHIFT,
    FLAG_SHIFT,
    FOUNTAIN_SHIFT,
    LANE,
    LANE_BITS,
    RIGHT_OR_UP_SHIFT,
    SHIFT,
    SHIFTS,
    TOP_8_SHIFT,
    BoardCount,
    IconCache,
    achievements_to_win,
    clockwise_from,
    count_pile_icons,
    highest_top_value,
    packed_counts,
    player_named,
    player_names,
    seat_icon_total,
    top_cards,
    turn_order_from_current,
    visible_marks,
)
from adjudicator.games.innovation.engine.cards import (
    BASE,
    COLORS,
    ICONS,
    UNSPLAYED,
    Color,
    Icon,
    Splay,
    card,
    card_ages,
)

# each lane's top bit: a packed total with them set, less a packed floor (no lane's
# count above half a lane, no floor's either), keeps a lane's top bit exactly where
# the count is at least the floor's (one test for all lanes, :func:`packed_floor`)
LANE_TOPS = sum(
    1 << (shift + LANE_BITS - 1)
    for shift in (
        *SHIFT.values(),
        RIGHT_OR_UP_SHIFT,
        TOP_8_SHIFT,
        FLAG_SHIFT,
        FOUNTAIN_SHIFT,
        BONUS_SHIFT,
    )
)

Phase = Literal["initial_meld", "play", "over"]
ZoneKind = Literal[
    "hand", "score", "board", "achievements", "deck", "removed", "forecast", "display", "relics"
]


class Pile(msgspec.Struct, dict=True):
    # dict=True: room for the icon cache (not a field: not encoded, not compared)
    cards: list[str] = msgspec.field(default_factory=list)
    splay: Splay = Splay.NONE
    # the icon cache, once counted in the instance's dict (read as an attribute:
    # far cheaper than through ``__dict__``); a class variable, no field
    _icons: ClassVar[IconCache | None] = None

    def icons(self) -> tuple[int, ...]:
        """The icons the pile shows, in ICONS order (TERM-ICONS, TERM-SPLAY)."""
        packed = self.packed_icons()
        return tuple(packed >> shift & LANE for _, shift in SHIFTS)

    def packed_icons(self) -> int:
        """:meth:`icons` packed in one int (:func:`.board_icons.packed_counts`).
        Remembered with the cards and splay they were counted for: any change to
        either counts afresh (the piles' lists are changed in place everywhere)."""
        cached = self._icons
        if cached is not None and cached[1] is self.splay and cached[0] == self.cards:
            return cached[2]
        return count_pile_icons(self)

    def copy(self) -> Pile:
        other = Pile(list(self.cards), self.splay)
        cached = self._icons
        if cached is not None:  # never changed in place: the copy may share it
            other.__dict__["_icons"] = cached
        return other

    @property
    def top(self) -> str | None:
        return self.cards[0] if self.cards else None

    @property
    def bottom(self) -> str | None:
        return self.cards[-1] if self.cards else None


def _empty_board() -> dict[Color, Pile]:
    return {c: Pile() for c in COLORS}


class PlayerState(msgspec.Struct, dict=True):
    # dict=True: room for the board's icon count (as Pile's cache: no field)
    name: str
    board: dict[Color, Pile] = msgspec.field(default_factory=_empty_board)
    hand: list[str] = msgspec.field(default_factory=list)
    score: list[str] = msgspec.field(default_factory=list)
    achievements: list[str] = msgspec.field(default_factory=list)
    # Monument (SPECIAL-2): cards tucked / scored by this player this turn.
    tucked_this_turn: int = 0
    scored_this_turn: int = 0
    # the forecast (ECHO-21): face down, in the order the cards arrived
    forecast: list[str] = msgspec.field(default_factory=list)
    # the display (ART-11): at most one artifact, face up
    display: list[str] = msgspec.field(default_factory=list)
    # the board's icons with what they were counted from (seat_icon_total), once
    # counted in the instance's dict; a class variable, no field
    _board_count: ClassVar[BoardCount | None] = None

    def copy(self) -> PlayerState:
        return PlayerState(
            self.name,
            {c: p.copy() for c, p in self.board.items()},
            list(self.hand),
            list(self.score),
            list(self.achievements),
            self.tucked_this_turn,
            self.scored_this_turn,
            list(self.forecast),
            list(self.display),
        )

    def __repr__(self) -> str:
        points, achieved = self.score_points(), len(self.achievements)
        return (
            f"<PlayerState {self.name}: {len(self.top_cards())} top cards, "
            f"{len(self.hand)} in hand, {points} points, {achieved} achievements>"
        )

    # --- derived facts -------------------------------------------------
    def top_cards(self) -> list[str]:
        return top_cards(self)

    def top(self, color: Color) -> str | None:
        return self.board[color].top

    def score_points(self) -> int:
        """The values in the score pile plus the board's bonus points (CITY-9)."""
        return sum(map(card_ages().__getitem__, self.score)) + self.bonus_points()

    def bonus_points(self) -> int:
        """CITY-9: the highest visible bonus scores its number, every other one 1."""
        packed = seat_icon_total(self)
        shown = bonuses_shown(packed)
        if not shown:
            return 0  # no bonus shown (every base game)
        return best_bonus(packed) + shown - 1

    def visible_marks(self, color: Color | None = None) -> list[str]:
        """The marks that are no icons (plus, flag, bonus_7, ...) the board shows,
        on top cards and as splays reveal them (CITY-7); of one pile if ``color``."""
        out: list[str] = []
        for c, pile in self.board.items():
            if not pile.cards or (color is not None and c is not color):
                continue
            out += visible_marks(pile.cards[0], None)
            if pile.splay is not UNSPLAYED:
                for name in pile.cards[1:]:
                    out += visible_marks(name, pile.splay)
        return out

    def highest_top_value(self) -> int:
        """TERM-VALUE: 0 with an empty board."""
        return highest_top_value(self)

    def icon_counts(self) -> dict[Icon, int]:
        """TERM-ICONS: icons on top cards plus those splays reveal."""
        return unpacked_counts(self.packed_icon_total())

    def icon_count(self, icon: Icon) -> int:
        return self.packed_icon_total() >> SHIFT[icon] & LANE

    def packed_icon_total(self) -> int:
        """The board's icons packed in one int (see :func:`.board_icons.packed_counts`)."""
        return seat_icon_total(self)

    def pile_icon_count(self, color: Color, icon: Icon) -> int:
        pile = self.board[color]
        if not pile.cards:
            return 0
        shift = SHIFT.get(icon)
        if shift is not None:  # the pile's packed count (the same as card by card, below)
            return pile.packed_icons() >> shift & LANE
        n = card(pile.cards[0]).icons.count(icon)
        for name in pile.cards[1:]:
            c = card(name)
            n += sum(1 for i in c.layout.shown(pile.splay) if c.icons[i] == icon)
        return n

    def all_cards(self) -> list[str]:
        out = [*self.hand, *self.score, *self.achievements, *self.forecast, *self.display]
        for pile in self.board.values():
            out.extend(pile.cards)
        return out


Supply = dict[str, dict[int, list[str]]]


class State(msgspec.Struct):
    players: list[PlayerState]
    supply: Supply  # the supply piles by set, then age (top card first)
    achievements: list[str]  # available standard achievements (card names)
    specials: list[str]  # available special achievements
    removed: list[str] = msgspec.field(default_factory=list)
    current: int = 0
    actions_left: int = 2
    turn: int = 1
    # turns 1..single_action_turns have one action (SETUP-6)
    single_action_turns: int = 0
    edition: int = 3
    teams: list[list[str]] | None = None
    phase: Phase = "play"
    initial_melds: dict[str, str] = msgspec.field(default_factory=dict)
    winners: list[str] = msgspec.field(default_factory=list)
    game_over: str | None = None
    game_over_rule: str | None = None
    expansions: list[str] = msgspec.field(default_factory=list)
    # a table option (BGA's "extra achievement to win"); None: the rules' number (END-1)
    achievements_goal: int | None = None
    # the relics beside the supply piles (ART-18, ART-21); None: relics are not used
    relics: list[str] | None = None
    # the actions the current turn began with (a scenario's set-up turn); 0: as
    # SETUP-6 and TURN-1 say (the free artifact action comes before the first, ART-13)
    turn_actions: int = 0
    # players out of the game ("You lose!", Exxon Valdez): they take no turn, share
    # nothing and are affected by nothing
    eliminated: list[str] = msgspec.field(default_factory=list)

    def copy(self) -> State:
        return State(
            [p.copy() for p in self.players],
            {s: {a: list(d) for a, d in piles.items()} for s, piles in self.supply.items()},
            list(self.achievements),
            list(self.specials),
            list(self.removed),
            self.current,
            self.actions_left,
            self.turn,
            self.single_action_turns,
            self.edition,
            [list(t) for t in self.teams] if self.teams else None,
            self.phase,
            dict(self.initial_melds),
            list(self.winners),
            self.game_over,
            self.game_over_rule,
            list(self.expansions),
            self.achievements_goal,
            None if self.relics is None else list(self.relics),
            self.turn_actions,
            list(self.eliminated),
        )

    @property
    def decks(self) -> dict[int, list[str]]:
        """The base game's supply piles by age (the live lists)."""
        return self.supply[BASE]

    def pile(self, set_name: str, age: int) -> list[str]:
        """A set's supply pile of ``age`` (empty when the set has no such pile)."""
        return self.supply.get(set_name, {}).get(age, [])

    def __repr__(self) -> str:
        scores = "; ".join(
            f"{p.name} {p.score_points()} points, {len(p.achievements)} achievements"
            for p in self.players
        )
        where = f"over ({self.game_over})" if self.phase == "over" else f"turn {self.turn}"
        return f"<State {where}: {scores}>"

    # --- players -------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return player_names(self)

    def player(self, name: str) -> PlayerState:
        return player_named(self, name)

    def index(self, name: str) -> int:
        return self.names.index(name)

    @property
    def current_name(self) -> str:
        return self.players[self.current].name

    def clockwise_from(self, name: str, *, include_self: bool = False) -> list[str]:
        """Players clockwise starting at ``name``'s left (``name`` last if included)."""
        return clockwise_from(self, name, include_self)

    def turn_order_from_current(self) -> list[str]:
        return turn_order_from_current(self)

    def team_of(self, name: str) -> list[str]:
        if self.teams:
            for team in self.teams:
                if name in team:
                    return list(team)
        return [name]

    def are_opponents(self, a: str, b: str) -> bool:
        """DOGMA-5 / TEAM-1: another player not on a's team."""
        if a == b:
            return False
        return not self.teams or b not in self.team_of(a)

    def opponents(self, name: str) -> list[str]:
        return [n for n in self.clockwise_from(name) if self.are_opponents(name, n)]

    def others(self, name: str) -> list[str]:
        return self.clockwise_from(name)

    def achievements_to_win(self) -> int:
        """END-1."""
        return achievements_to_win(self)

    # --- cards ---------------------------------------------------------
    def every_card(self) -> list[str]:
        out: list[str] = []
        for p in self.players:
            out.extend(p.all_cards())
        for piles in self.supply.values():
            for d in piles.values():
                out.extend(d)
        out.extend(self.achievements)
        out.extend(self.removed)
        out.extend(self.relics or ())
        return out


def bonuses_shown(packed: int) -> int:
    """The bonuses a board's (or a pile's) packed count shows (CITY-7, CITY-9)."""
    return packed >> BONUS_SHIFT & LANE


def best_bonus(packed: int) -> int:
    """The highest bonus a board's (or a pile's) packed count shows (0: none, CITY-9)."""
    numbers = packed >> BONUS_NUMBERS_SHIFT & BONUS_NUMBERS_MASK
    return (numbers.bit_length() + BONUS_NUMBER_BITS - 1) // BONUS_NUMBER_BITS


def unpacked_counts(total: int) -> dict[Icon, int]:
    """The icon counts packed in ``total`` (see :func:`.board_icons.packed_counts`), by icon."""
    return {icon: total >> shift & LANE for icon, shift in SHIFTS}


def packed_floor(floor: dict[Icon, int], *, right_or_up: int = 0, tops_8: int = 0) -> int:
    """Icon counts to reach, and piles splayed right or up, and top cards of value
    8 or more, packed: a total meets them all when
    ``((total | LANE_TOPS) - packed) & LANE_TOPS == LANE_TOPS``."""
    packed = packed_counts(tuple(floor.get(icon, 0) for icon in ICONS))
    return packed | right_or_up << RIGHT_OR_UP_SHIFT | tops_8 << TOP_8_SHIFT
