"""Splays a log does not show (issue 14): BGA's tracker export drops them, so an optional
splay ("you may splay your blue cards right") is inferred, and declining it or taking
it gives the same visible changes. What pins it down is the featured icon's counts BGA
writes at every dogma's start ("P has N [icon].", DOGMA-2), often many actions later:
a splay reveals icons of the covered cards (TERM-SPLAY), which a count shows only once
the featured icon is among them.

So an imported action keeps the piles its splay decisions were about
(:func:`splay_choices`; and every pile of a player whose pile it splayed in the color of
a card the log moved hidden, Measurement's card returned: ``infer._splayed_by_hidden``),
and a wrong count points back at the piles whose other splay would give it
(:func:`piles_to_resplay`): :mod:`.imported` explains those actions otherwise first,
each by the answers that leave another set of splays (:class:`SplayAim`), or by the
hidden card taken to be one of the color aimed at (``look_alikes.posed_for_splays``), not by
answers that differ only in what the log shows anyway.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from msgspec.structs import replace

from adjudicator.core.decisions import ChooseColor, Decision
from adjudicator.games.innovation.engine.achieving import points_needed
from adjudicator.games.innovation.engine.cards import ICONS, Color, Icon, Splay
from adjudicator.games.innovation.engine.state import Pile, State
from adjudicator.games.innovation.records import AchieveEvent, AnyEvent

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game import Game

ICON_NAMES = frozenset(i.value for i in ICONS)

#: A player's pile: (player, color).
PileKey = tuple[str, str]


def splay_choices(decision: Decision) -> frozenset[PileKey]:
    """The piles a decision may splay: a pick of colors to splay, which names the
    rule of splaying (TERM-SPLAY)."""
    if not isinstance(decision, ChooseColor) or decision.rule != "TERM-SPLAY":
        return frozenset()
    return frozenset((decision.player, color) for color in decision.options)


def counts_off(state: State, event: AnyEvent) -> dict[str, tuple[Icon, int]]:
    """The players whose featured-icon count the log gives at the event's dogma start
    differs from the board's now (before the action; DOGMA-2): the icon and the log's
    count."""
    counts = getattr(event, "counts", None)
    if counts is None or counts.icon not in ICON_NAMES:
        return {}
    icon = Icon(counts.icon)
    return {
        name: (icon, said)
        for name, said in counts.players.items()
        if name in state.names and state.player(name).icon_count(icon) != said
    }


def piles_to_resplay(state: State, event: AnyEvent) -> frozenset[PileKey]:
    """The piles of the players whose count is off (:func:`counts_off`) that would come
    closer to the log's count with another splay (TERM-ICONS); for an Achieve action
    the player's points do not reach, the piles whose other splay shows a higher bonus
    (CITY-9: the splays dropped, only the points show it)."""
    if isinstance(event, AchieveEvent):
        return _piles_for_points(state, event)
    out: set[PileKey] = set()
    for name, (icon, said) in counts_off(state, event).items():
        player = state.player(name)
        off = player.icon_count(icon) - said
        changes = _count_changes(player.board, ICONS.index(icon))
        alone = {color for color, deltas in changes.items() if _closer(off, deltas)}
        out |= {(name, color) for color in alone}
        out |= {(name, color) for color in _closer_together(off, changes, alone)}
    return frozenset(out)


def _count_changes(board: dict[Color, Pile], k: int) -> dict[str, set[int]]:
    """How each pile of two or more cards may change the count of icon ``k`` splayed
    otherwise than it is (TERM-ICONS)."""
    out: dict[str, set[int]] = {}
    for color, pile in board.items():
        if len(pile.cards) < 2:
            continue
        now = pile.icons()[k]
        out[str(color)] = {
            Pile(pile.cards, splay).icons()[k] - now for splay in Splay if splay is not pile.splay
        }
    return out


def _closer(off: int, deltas: Iterable[int]) -> bool:
    """Whether one of the changes ``deltas`` brings a count ``off`` from the log's closer."""
    return any(abs(off + d) < abs(off) for d in deltas)


def _closer_together(off: int, changes: dict[str, set[int]], alone: set[str]) -> set[str]:
    """The piles that come closer to the log's count only splayed otherwise two at once
    (neither alone does): one choice may move two piles, Reformation's "splay your yellow
    or purple cards right" taken for the other color (TERM-SPLAY)."""
    rest = sorted(changes.keys() - alone)
    out: set[str] = set()
    for n, first in enumerate(rest):
        for second in rest[n + 1 :]:
            sums = [a + b for a in changes[first] for b in changes[second]]
            if _closer(off, sums):
                out |= {first, second}
    return out


def _piles_for_points(state: State, event: AchieveEvent) -> frozenset[PileKey]:
    """The achieving player's piles whose other splay shows bonuses worth more points,
    when the points fall short of the achievement (ACHIEVE-1, CITY-9)."""
    if not _points_short(state, event):
        return frozenset()
    player = state.player(event.player)
    have = player.bonus_points()
    out: set[PileKey] = set()
    for color, pile in player.board.items():
        if len(pile.cards) < 2:
            continue
        for splay in Splay:
            board = {**player.board, color: Pile(pile.cards, splay)}
            if splay is not pile.splay and replace(player, board=board).bonus_points() > have:
                out.add((player.name, str(color)))
    return frozenset(out)


def _points_short(state: State, event: AchieveEvent) -> int:
    """The points the achieving player lacks for the achievement (ACHIEVE-1)."""
    if event.player not in state.names:
        return 0
    player = state.player(event.player)
    return max(0, points_needed(player, event.age) - player.score_points())


#: A pile splayed: (player, color, splay).
Splayed = tuple[str, str, str]


def splayed_now(state: State, piles: frozenset[PileKey]) -> tuple[Splayed, ...]:
    """How ``piles`` are splayed now (an action's, as it was explained)."""
    return tuple(
        (name, color, str(state.player(name).board[Color(color)].splay))
        for name, color in sorted(piles)
        if name in state.names
    )


class SplayAim(NamedTuple):
    """What another explanation of an action must do with the splays its decisions were
    about: splay ``piles`` (those a wrong count points at) otherwise than ``was``, and
    leave the other players' piles as ``kept`` (one fixed by an earlier search stays
    so); the same player's other piles (``free``, as they were) may change with them
    ("splay any one color"), though a way that leaves them goes before one that splays
    the aimed piles alike and them otherwise (Philosophy endorsed, run twice: red and
    blue left, not red left alone, when blue was left)."""

    piles: frozenset[PileKey]
    was: tuple[Splayed, ...]
    kept: tuple[Splayed, ...]
    free: tuple[Splayed, ...] = ()

    @classmethod
    def of(cls, splayed: tuple[Splayed, ...], piles: frozenset[PileKey]) -> SplayAim:
        was = tuple(s for s in splayed if (s[0], s[1]) in piles)
        players = {name for name, _ in piles}
        kept = tuple(s for s in splayed if s[0] not in players)
        free = tuple(s for s in splayed if s[0] in players and (s[0], s[1]) not in piles)
        return cls(piles, was, kept, free)

    def admits(self, state: State, seen: set[tuple[Splayed, ...]]) -> bool:
        """Whether the state an answer list left is a new way to splay the piles (then
        remembered in ``seen``)."""
        if splayed_now(state, _keys(self.kept)) != self.kept:
            return False
        now = splayed_now(state, self.piles)
        if now == self.was or now in seen:
            return False
        seen.add(now)
        return True

    def moves_free(self, state: State) -> bool:
        """Whether the player's other piles are splayed otherwise than they were."""
        return splayed_now(state, _keys(self.free)) != self.free

    def leaves_others(self, state: State) -> bool:
        """Whether the other players' piles and the player's other piles are splayed as
        they were."""
        return splayed_now(state, _keys(self.kept)) == self.kept and not self.moves_free(state)


def _keys(splayed: tuple[Splayed, ...]) -> frozenset[PileKey]:
    return frozenset((name, color) for name, color, _ in splayed)


def count_error(state: State, event: AnyEvent) -> int:
    """How far the board's counts are from the log's at the event's dogma start: the
    sum of the differences (fewer is closer, 0 when the counts fit); for an Achieve
    action, the points it lacks (CITY-9's bonuses are the board's)."""
    if isinstance(event, AchieveEvent):
        return _points_short(state, event)
    return sum(
        abs(state.player(name).icon_count(icon) - said)
        for name, (icon, said) in counts_off(state, event).items()
    )


#: How many events ahead the later counts are read (:func:`later_count_error`).
LOOKAHEAD = 12


class _Looking(Protocol):
    game: Game
    events: list[AnyEvent]
    event_index: int


def later_counts(events: Sequence[AnyEvent]) -> dict[tuple[str, Icon], int]:
    """The first count the log gives of each player and icon in ``events`` (the next
    few dogma starts, DOGMA-2)."""
    out: dict[tuple[str, Icon], int] = {}
    for event in events:
        counts = getattr(event, "counts", None)
        if counts is None or counts.icon not in ICON_NAMES:
            continue
        icon = Icon(counts.icon)
        for name, said in counts.players.items():
            out.setdefault((name, icon), said)
    return out


def later_count_error(state: State, events: Sequence[AnyEvent], players: set[str]) -> int:
    """How far the board is from the first count the log gives of each of ``players``
    and icons in ``events`` (:func:`later_counts`). The board changes in between, alike
    whichever way a splay went now, so of two ways the one closer to the counts to
    come is likelier (TERM-SPLAY)."""
    return sum(
        abs(state.player(name).icon_count(icon) - said)
        for (name, icon), said in later_counts(events).items()
        if name in players and name in state.names
    )


def by_later_counts(
    replay: _Looking,
    found: list[list[Any]],
    start: Callable[[Sequence[Any]], None],
    asked: frozenset[PileKey],
) -> list[list[Any]]:
    """The answer lists that explain an action (``found``, in the search's order), those
    leaving the piles of its splay decisions (``asked``) as the next counts show first:
    the log drops splays, and the first list taken is the one later actions build on.
    ``start`` replays the action with a list."""
    players = {name for name, _ in asked}
    ahead = replay.events[replay.event_index + 1 : replay.event_index + 1 + LOOKAHEAD]
    errors: list[int] = []
    for answers in found:
        start(answers)
        errors.append(later_count_error(replay.game.state, ahead, players))
    order = sorted(range(len(found)), key=errors.__getitem__)  # stable: ties keep the order
    return [found[n] for n in order]
