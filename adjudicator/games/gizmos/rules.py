"""Rules primitives of Gizmos: limits, spheres in and out of the dispenser,
the display, scores, the end of the game. Every change is recorded as a step
with its rule ID (see ``rules.md``)."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import NamedTuple, Protocol

import msgspec

from adjudicator.core.steps import NO_CAUSE, Cause, Step
from adjudicator.games.gizmos.cards import COLORS, ROW_SIZES, Color, card
from adjudicator.games.gizmos.state import PlayerState, State
from adjudicator.games.gizmos.steps import make_step

BASE_ENERGY, BASE_ARCHIVE, BASE_RESEARCH = 5, 1, 3
END_GIZMOS, END_LEVEL3 = 16, 4


class Limits(NamedTuple):
    energy: int
    archive: int
    research: int


class Area(NamedTuple):
    """What a player's built gizmos add up to: the limits (GIZ-SETUP-3,
    GIZ-UPGRADE-2), the actions forbidden (GIZ-UPGRADE-3), the discounts by
    what they apply to (GIZ-UPGRADE-4) and the converters, in build order."""

    limits: Limits
    forbids: frozenset[str]
    discounts: dict[str, int]
    converters: tuple[int, ...]

    def discount(self, level: int, source: str) -> int:
        """GIZ-UPGRADE-4: every discount applicable to a build of ``level`` from ``source``."""
        total = self.discounts["level_2"] if level == 2 else 0
        if source == "archive":
            total += self.discounts["from_archive"]
        if source == "research":
            total += self.discounts["from_research"]
        return total


@lru_cache(maxsize=1024)
def _area_of(built: tuple[int, ...]) -> Area:
    energy, archive, research = BASE_ENERGY, BASE_ARCHIVE, BASE_RESEARCH
    forbids: set[str] = set()
    discounts = dict.fromkeys(("level_2", "from_archive", "from_research"), 0)
    for cid in built:
        up = card(cid).upgrade
        if up is None:
            continue
        energy += up.energy
        archive += up.archive
        research += up.research
        if up.forbid is not None:
            forbids.add(up.forbid)
        if up.discount is not None:
            discounts[up.discount.applies_to] += up.discount.amount
    converters = tuple(c for c in built if card(c).converter is not None)
    return Area(Limits(energy, archive, research), frozenset(forbids), discounts, converters)


def area(p: PlayerState) -> Area:
    return _area_of(tuple(p.built))


def limits(p: PlayerState) -> Limits:
    """GIZ-SETUP-3 and GIZ-UPGRADE-2: the starting limits plus every increaser."""
    return area(p).limits


def forbidden(p: PlayerState, what: str) -> bool:
    """GIZ-UPGRADE-3: a negator forbids File or Research for good."""
    return what in area(p).forbids


def discount(p: PlayerState, level: int, source: str) -> int:
    """GIZ-UPGRADE-4: every applicable discount, added up."""
    return area(p).discount(level, source)


def ring_room(p: PlayerState) -> int:
    return limits(p).energy - p.ring_total


def archive_room(p: PlayerState) -> int:
    return limits(p).archive - len(p.archive)


def vp(p: PlayerState) -> int:
    """GIZ-END-3 and GIZ-UPGRADE-5: printed VP, tokens and extra awards."""
    total = p.vp_tokens
    for cid in p.built:
        c = card(cid)
        total += c.points or 0
        up = c.upgrade
        if up is not None and up.endgame == "vp_per_energy_in_storage":
            total += p.ring_total
        elif up is not None and up.endgame == "vp_equal_to_token_vp":
            total += p.vp_tokens
    return total


def level3_count(p: PlayerState) -> int:
    return sum(1 for c in p.built if card(c).level == 3)


def end_reason(state: State) -> str | None:
    """GIZ-END-1: why the last round would begin now (``level3`` first)."""
    players = state.players.values()
    if any(level3_count(p) >= END_LEVEL3 for p in players):
        return "level3"
    if any(len(p.built) >= END_GIZMOS for p in players):
        return "gizmos"
    return None


def winner(state: State) -> str:
    """GIZ-END-4: most VP, then most gizmos, then most spheres, then latest seat."""
    ranked = [
        (vp(p), len(p.built), p.ring_total, seat)
        for seat, p in enumerate(state.players[n] for n in state.names)
    ]
    return state.names[max(ranked)[3]]


def colour_text(spheres: dict[Color, int]) -> str:
    parts = [f"{n} {c}" for c, n in spheres.items() if n]
    return ", ".join(parts) if parts else "nothing"


class SphereSource(Protocol):
    """The chance source for spheres leaving the dispenser."""

    def take(self, state: State) -> Color | None: ...


class ResearchOrder(Protocol):
    """A chance source for research: it may reorder the ``level`` deck before
    its top ``n`` cards are drawn (trees, records)."""

    def __call__(self, state: State, level: int, n: int) -> None: ...


class SeededDispenser:
    """The listed spheres first, then a seeded draw from the rest."""

    def take(self, state: State) -> Color | None:
        d = state.dispenser
        if d.queue:
            return d.queue.pop(0)
        inside = [c for c in COLORS for _ in range(d.bag[c])]
        if not inside:
            return None
        pick = random.Random(f"gizmos:{d.seed}:{d.draws}").randrange(len(inside))
        d.draws += 1
        color = inside[pick]
        d.bag[color] -= 1
        return color


class RecordedSpheres:
    """The spheres a record says came out, in order; each is taken from the
    dispenser (``ValueError`` when the dispenser has no such sphere). When
    the record's list runs out, the seeded draw takes over."""

    def __init__(self, colors: list[Color]) -> None:
        self.colors = list(colors)
        self.fallback = SeededDispenser()

    def take(self, state: State) -> Color | None:
        if not self.colors:
            return self.fallback.take(state)
        color = self.colors.pop(0)
        d = state.dispenser
        if color in d.queue:
            d.queue.remove(color)
        elif d.bag[color] > 0:
            d.bag[color] -= 1
        else:
            raise ValueError(f"the dispenser holds no {color} sphere")
        return color


class Table:
    """The state, its steps and the sphere source: what effects act on."""

    def __init__(self, state: State, source: SphereSource | None = None) -> None:
        self.state = state
        self.source: SphereSource = source or SeededDispenser()
        self.steps: list[Step] = []
        # the triggered gizmo whose effect is being used (steps and trees)
        self.cause: Cause = NO_CAUSE
        self.research_order: ResearchOrder | None = None

    def record(self, step: Step) -> None:
        if step.cause is NO_CAUSE and self.cause is not NO_CAUSE:
            step = msgspec.structs.replace(step, cause=self.cause)
        self.steps.append(step)

    # ------------------------------------------------------------ spheres
    def refill_energy_row(self) -> None:
        """GIZ-PICK-1, GIZ-SETUP-6: the row is refilled to 6 from the dispenser."""
        while len(self.state.energy_row) < 6:
            color = self.source.take(self.state)
            if color is None:
                return
            self.state.energy_row.append(color)
            self.record(
                make_step(
                    f"a {color} sphere rolls into the energy row",
                    "refill_row",
                    rule="GIZ-PICK-1",
                    spheres={color: 1},
                )
            )

    def draw_random(self, p: PlayerState) -> Color | None:
        """GIZ-PICK-3: the next sphere out of the dispenser into the ring."""
        if ring_room(p) <= 0:
            return None
        color = self.source.take(self.state)
        if color is None:
            return None
        p.energy[color] += 1
        self.record(
            make_step(
                f"{p.name} draws a random {color} sphere from the dispenser",
                "draw",
                rule="GIZ-PICK-3",
                actor=p.name,
                spheres={color: 1},
            )
        )
        return color

    def pick(self, p: PlayerState, color: Color) -> None:
        """GIZ-PICK-1: a sphere of the energy row into the ring; the row refills."""
        self.state.energy_row.remove(color)
        p.energy[color] += 1
        self.record(
            make_step(
                f"{p.name} picks a {color} sphere from the energy row",
                "pick",
                rule="GIZ-PICK-1",
                actor=p.name,
                spheres={color: 1},
            )
        )
        self.refill_energy_row()

    def spend(self, p: PlayerState, spheres: dict[Color, int]) -> None:
        """GIZ-PICK-4: spent spheres go back into the dispenser at once."""
        for color, n in spheres.items():
            p.energy[color] -= n
            self.state.dispenser.bag[color] += n

    # ------------------------------------------------------------ cards
    def research_draw(self, level: int, n: int) -> list[int]:
        """GIZ-RESEARCH-1: the top ``n`` cards of the ``level`` deck."""
        if self.research_order is not None:
            self.research_order(self.state, level, n)
        deck = self.state.decks[level]
        drawn = deck[:n]
        del deck[:n]
        return drawn

    def take_from_display(self, cid: int) -> None:
        """GIZ-FILE-3: a card leaving the display is replaced from its deck."""
        level = card(cid).level
        row = self.state.rows[level]
        row.remove(cid)
        deck = self.state.decks[level]
        if deck:
            new = deck.pop(0)
            row.append(new)
            self.record(
                make_step(
                    f"{new} is turned face up in the level {level} row",
                    "refill_display",
                    rule="GIZ-FILE-3",
                    card=new,
                )
            )

    def add_vp_tokens(self, p: PlayerState, n: int, cid: int) -> None:
        p.vp_tokens += n
        self.record(
            make_step(
                f"{p.name} gains {n} VP token{'s' if n > 1 else ''} ({cid})",
                "vp_token",
                rule="GIZ-TRIGGER-6",
                actor=p.name,
                card=cid,
            )
        )


def display_cards(state: State) -> list[int]:
    return [c for lv in sorted(ROW_SIZES) for c in state.rows[lv]]


def end_turn(table: Table) -> None:
    """GIZ-TURN-1, GIZ-END-1, GIZ-END-2: the next player, or the end."""
    state = table.state
    p = state.me
    p.clear_turn()
    table.record(make_step(f"{p.name}'s turn ends", "end_turn", rule="GIZ-TURN-1"))
    reason = end_reason(state)
    if not state.last_round and reason is not None:
        state.last_round, state.round_reason = True, reason
        why = "4 Level III gizmos" if reason == "level3" else "16 gizmos"
        table.record(make_step(f"the last round begins: {why}", "last_round", rule="GIZ-END-1"))
    if state.last_round and state.current == len(state.names) - 1:
        game_over(table)
        return
    state.current = (state.current + 1) % len(state.names)
    state.turn += 1


def game_over(table: Table) -> None:
    """GIZ-END-2, GIZ-END-4: the game ends with one winner."""
    state = table.state
    state.over = True
    state.winners = [winner(state)]
    table.record(
        make_step(
            f"the game is over: {state.winners[0]} wins (GIZ-END-3 scores: "
            + ", ".join(f"{n} {vp(state.players[n])}" for n in state.names)
            + ")",
            "game_over",
            rule="GIZ-END-4",
            actor=state.winners[0],
        )
    )
