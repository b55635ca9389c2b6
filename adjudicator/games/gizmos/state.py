"""The position of a Gizmos game: players' areas, the display, the energy
row, the dispenser, the decks. Plain mutable data; the rules live elsewhere."""

from __future__ import annotations

from dataclasses import dataclass, field

from adjudicator.games.gizmos.cards import COLORS, Color


def no_spheres() -> dict[Color, int]:
    return dict.fromkeys(COLORS, 0)


@dataclass
class PlayerState:
    name: str
    built: list[int] = field(default_factory=list)
    archive: list[int] = field(default_factory=list)
    energy: dict[Color, int] = field(default_factory=no_spheres)
    vp_tokens: int = 0
    # this turn: gizmos triggered and not yet used, those used, converters used
    triggered: list[int] = field(default_factory=list)
    used: list[int] = field(default_factory=list)
    converters_used: list[int] = field(default_factory=list)

    @property
    def ring_total(self) -> int:
        return sum(self.energy.values())

    def copy(self) -> PlayerState:
        return PlayerState(
            self.name,
            list(self.built),
            list(self.archive),
            dict(self.energy),
            self.vp_tokens,
            list(self.triggered),
            list(self.used),
            list(self.converters_used),
        )

    def clear_turn(self) -> None:
        self.triggered.clear()
        self.used.clear()
        self.converters_used.clear()


@dataclass
class Dispenser:
    """The spheres inside the dispenser: ``queue`` comes out first, in order
    (a scenario's or a record's listed spheres); then the ``bag``, one sphere
    at a time by a seeded draw. Spent spheres go into the bag (GIZ-PICK-4)."""

    queue: list[Color] = field(default_factory=list)
    bag: dict[Color, int] = field(default_factory=no_spheres)
    seed: int = 0
    draws: int = 0

    def counts(self) -> dict[Color, int]:
        out = dict(self.bag)
        for c in self.queue:
            out[c] += 1
        return out

    def total(self) -> int:
        return len(self.queue) + sum(self.bag.values())

    def copy(self) -> Dispenser:
        return Dispenser(list(self.queue), dict(self.bag), self.seed, self.draws)


@dataclass
class State:
    names: list[str]
    players: dict[str, PlayerState]
    rows: dict[int, list[int]]
    decks: dict[int, list[int]]
    energy_row: list[Color]
    dispenser: Dispenser
    current: int = 0
    turn: int = 1
    last_round: bool = False
    round_reason: str | None = None
    removed: list[int] = field(default_factory=list)
    research: list[int] = field(default_factory=list)
    over: bool = False
    winners: list[str] = field(default_factory=list)

    @property
    def current_name(self) -> str:
        return self.names[self.current]

    def player(self, name: str) -> PlayerState:
        return self.players[name]

    @property
    def me(self) -> PlayerState:
        return self.players[self.current_name]

    def copy(self) -> State:
        return State(
            list(self.names),
            {n: p.copy() for n, p in self.players.items()},
            {lv: list(r) for lv, r in self.rows.items()},
            {lv: list(d) for lv, d in self.decks.items()},
            list(self.energy_row),
            self.dispenser.copy(),
            self.current,
            self.turn,
            self.last_round,
            self.round_reason,
            list(self.removed),
            list(self.research),
            self.over,
            list(self.winners),
        )

    def card_count(self) -> int:
        """Every card somewhere (112 in a whole game)."""
        placed = sum(len(p.built) + len(p.archive) for p in self.players.values())
        return (
            placed
            + sum(len(r) for r in self.rows.values())
            + sum(len(d) for d in self.decks.values())
            + len(self.removed)
            + len(self.research)
        )

    def sphere_count(self) -> int:
        """Every sphere somewhere (52 in a whole game)."""
        rings = sum(p.ring_total for p in self.players.values())
        return rings + len(self.energy_row) + self.dispenser.total()
