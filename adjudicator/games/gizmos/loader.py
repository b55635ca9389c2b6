"""Building the position a Gizmos scenario describes, checking it as the
contract asks: every problem is a :class:`FormatError` at its JSON path."""

from __future__ import annotations

import random
from typing import Any

import msgspec

from adjudicator.core.jsonio import path_error
from adjudicator.core.problems import FormatError, Location
from adjudicator.games.gizmos.cards import (
    COLORS,
    LEVEL3_IN_PLAY,
    ROW_SIZES,
    SPHERES_PER_COLOR,
    STARTING_GIZMOS,
    Color,
    card,
    cards_of_level,
    is_card,
)
from adjudicator.games.gizmos.rules import SeededDispenser, Table, end_reason, limits
from adjudicator.games.gizmos.spec import CardRef, DeckSpec, PlayerSpec, ScenarioSpec
from adjudicator.games.gizmos.state import Dispenser, PlayerState, State, no_spheres


def fail(path: str, message: str) -> FormatError:
    return FormatError(message, location=Location(path=path))


def spheres(raw: dict[str, Any], path: str) -> dict[Color, int]:
    """Spheres by colour, e.g. ``{"red": 2}``: known colours, counts of 0 or more."""
    out: dict[Color, int] = {}
    for key, n in raw.items():
        color = next((c for c in COLORS if c == key), None)
        if color is None:
            raise fail(f"{path}.{key}", f"unknown colour {key!r}")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise fail(f"{path}.{key}", f"a number of spheres is an integer >= 0, not {n!r}")
        out[color] = n
    return out


def card_id(raw: CardRef, path: str) -> int:
    """A card named by its id: an integer or a string of its digits."""
    text = str(raw).strip()
    if isinstance(raw, bool) or not text.isdigit() or not is_card(int(text)):
        raise fail(path, f"unknown card {raw!r}")
    return int(text)


class Builder:
    def __init__(self, spec: ScenarioSpec) -> None:
        self.spec = spec
        self.setup = spec.setup
        self.placed: dict[int, str] = {}
        self.rng = random.Random(self.setup.seed)

    def place(self, raw: CardRef, path: str) -> int:
        cid = card_id(raw, path)
        if cid in self.placed:
            raise fail(path, f"card {cid} is placed twice (also at {self.placed[cid]})")
        self.placed[cid] = path
        return cid

    def place_all(self, raws: list[CardRef], path: str) -> list[int]:
        return [self.place(r, f"{path}[{i}]") for i, r in enumerate(raws)]

    def build(self) -> State:
        names = self._names()
        players = {n: self._player(n) for n in names}
        removed = self._removed()
        rows = self._rows()
        listed = self._deck_lists()
        self._give_starting_gizmos(names, players, removed)
        self._check_level3()
        decks = {lv: self._fill_deck(lv, listed[lv], removed) for lv in (1, 2, 3)}
        for name, p in players.items():
            self._check_limits(name, p)
        state = State(
            names=names,
            players=players,
            rows=rows,
            decks=decks,
            energy_row=list(self.setup.energy_row),
            dispenser=self._dispenser(players),
            current=names.index(self.setup.current_player or names[0]),
            turn=self.setup.turn or 1,
            last_round=self.setup.last_round,
            removed=removed,
        )
        if state.last_round:
            state.round_reason = end_reason(state) or "last_round"
        self._fill_display(state)
        return state

    # ------------------------------------------------------------ players
    def _names(self) -> list[str]:
        names = self.spec.players
        if not 2 <= len(names) <= 4:
            raise fail("$.players", f"Gizmos has 2 to 4 players, not {len(names)}")
        for i, n in enumerate(names):
            if names.index(n) != i:
                raise fail(f"$.players[{i}]", f"player {n!r} is named twice")
        for n in self.setup.players:
            if n not in names:
                raise fail(f"$.setup.players.{n}", f"unknown player {n!r}")
        current = self.setup.current_player
        if current is not None and current not in names:
            raise fail("$.setup.current_player", f"unknown player {current!r}")
        return list(names)

    def _player(self, name: str) -> PlayerState:
        raw = self.setup.players.get(name)
        p = PlayerState(name)
        if raw is None:
            return p
        path = f"$.setup.players.{name}"
        try:
            ps = msgspec.convert(raw, PlayerSpec)
        except msgspec.ValidationError as exc:
            raise path_error(exc, prefix=path, tp=PlayerSpec) from None
        p.built = self.place_all(ps.built, f"{path}.built")
        starting = [c for c in p.built if c in STARTING_GIZMOS]
        if len(starting) > 1:
            raise fail(f"{path}.built", f"{name} has two starting gizmos")
        p.archive = self.place_all(ps.archive, f"{path}.archive")
        for i, c in enumerate(p.archive):
            if c in STARTING_GIZMOS:
                raise fail(f"{path}.archive[{i}]", f"starting gizmo {c} can only be built")
        p.energy = no_spheres()
        p.energy.update(spheres(ps.energy, f"{path}.energy"))
        p.vp_tokens = ps.vp_tokens
        return p

    def _give_starting_gizmos(
        self, names: list[str], players: dict[str, PlayerState], removed: list[int]
    ) -> None:
        """A player who lists none gets the lowest-numbered one not placed."""
        free = [c for c in STARTING_GIZMOS if c not in self.placed]
        for n in names:
            if not any(c in STARTING_GIZMOS for c in players[n].built):
                players[n].built.insert(0, free.pop(0))
        removed.extend(free)

    def _check_limits(self, name: str, p: PlayerState) -> None:
        lim = limits(p)
        path = f"$.setup.players.{name}"
        if p.ring_total > lim.energy:
            raise fail(f"{path}.energy", f"{name}'s ring holds at most {lim.energy} spheres")
        if len(p.archive) > lim.archive:
            raise fail(f"{path}.archive", f"{name}'s archive holds at most {lim.archive} cards")

    # ------------------------------------------------------------ cards
    def _removed(self) -> list[int]:
        out = self.place_all(self.setup.removed, "$.setup.removed")
        for i, c in enumerate(out):
            if c in STARTING_GIZMOS:
                raise fail(f"$.setup.removed[{i}]", f"starting gizmo {c} can only be built")
        return out

    def _leveled(self, raws: list[CardRef], level: int, path: str) -> list[int]:
        out = self.place_all(raws, path)
        for i, c in enumerate(out):
            if card(c).level != level:
                raise fail(
                    f"{path}[{i}]", f"{c} is a level {card(c).level} card, not level {level}"
                )
        return out

    def _check_levels(self, keys: list[str], path: str) -> None:
        for key in keys:
            if key not in ("1", "2", "3"):
                raise fail(f"{path}.{key}", f"no level {key!r}: the levels are 1, 2 and 3")

    def _rows(self) -> dict[int, list[int]]:
        self._check_levels(list(self.setup.rows), "$.setup.rows")
        rows: dict[int, list[int]] = {}
        for lv, size in ROW_SIZES.items():
            raws = self.setup.rows.get(str(lv), [])
            path = f"$.setup.rows.{lv}"
            if len(raws) > size:
                raise fail(path, f"the level {lv} row holds at most {size} cards")
            rows[lv] = self._leveled(raws, lv, path)
        return rows

    def _deck_lists(self) -> dict[int, tuple[list[int], bool]]:
        self._check_levels(list(self.setup.decks), "$.setup.decks")
        out: dict[int, tuple[list[int], bool]] = {}
        for lv in (1, 2, 3):
            raw = self.setup.decks.get(str(lv), [])
            path = f"$.setup.decks.{lv}"
            if isinstance(raw, DeckSpec):
                out[lv] = (self._leveled(raw.cards, lv, f"{path}.cards"), raw.exact)
            else:
                out[lv] = (self._leveled(raw, lv, path), False)
        return out

    def _check_level3(self) -> None:
        """GIZ-SETUP-4: at most 16 Level III cards in play."""
        removed = set(self.setup_removed())
        in_play = [c for c in self.placed if card(c).level == 3 and c not in removed]
        if len(in_play) > LEVEL3_IN_PLAY:
            raise fail("$.setup", f"{len(in_play)} Level III cards in play; at most 16")

    def setup_removed(self) -> list[int]:
        return [c for c, path in self.placed.items() if path.startswith("$.setup.removed")]

    def _fill_deck(
        self, level: int, listed: tuple[list[int], bool], removed: list[int]
    ) -> list[int]:
        """The listed top, then the level's other cards shuffled by ``seed``;
        Level III only up to 16 in play; an exact deck is only its list."""
        top, exact = listed
        rest = [c for c in cards_of_level(level) if c not in self.placed]
        self.rng.shuffle(rest)
        if exact:
            removed.extend(rest)
            return top
        if level == 3:
            room = LEVEL3_IN_PLAY - sum(
                1 for c in self.placed if card(c).level == 3 and c not in removed
            )
            removed.extend(rest[max(room, 0) :])
            rest = rest[: max(room, 0)]
        return top + rest

    # ------------------------------------------------------------ spheres
    def _dispenser(self, players: dict[str, PlayerState]) -> Dispenser:
        used = no_spheres()
        for color in [*self.setup.energy_row, *self.setup.dispenser]:
            used[color] += 1
        for p in players.values():
            for color, n in p.energy.items():
                used[color] += n
        if len(self.setup.energy_row) > 6:
            raise fail("$.setup.energy_row", "the energy row holds at most 6 spheres")
        for color in COLORS:
            if used[color] > SPHERES_PER_COLOR:
                raise fail(
                    "$.setup.dispenser",
                    f"{used[color]} {color} spheres in the row, the rings and the dispenser; "
                    f"there are {SPHERES_PER_COLOR}",
                )
        bag: dict[Color, int] = {c: SPHERES_PER_COLOR - used[c] for c in COLORS}
        return Dispenser(queue=list(self.setup.dispenser), bag=bag, seed=self.setup.seed)

    def _fill_display(self, state: State) -> None:
        """Short rows from the top of their decks; the energy row up to 6."""
        for lv, size in ROW_SIZES.items():
            while len(state.rows[lv]) < size and state.decks[lv]:
                state.rows[lv].append(state.decks[lv].pop(0))
        Table(state, SeededDispenser()).refill_energy_row()


def build_state(spec: ScenarioSpec) -> State:
    return Builder(spec).build()
