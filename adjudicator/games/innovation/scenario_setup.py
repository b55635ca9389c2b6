"""Validating a scenario's set-up and building the starting position from it:
the named cards placed, the rest shuffled into the supply piles by the seed."""

from __future__ import annotations

import random
import re

from adjudicator.games.innovation.engine import known, registry
from adjudicator.games.innovation.engine.cards import BASE, Color, Splay, card, lookup, set_cards
from adjudicator.games.innovation.engine.registry import resolve_special
from adjudicator.games.innovation.engine.setup import teams_problem
from adjudicator.games.innovation.engine.state import Pile, PlayerState, State, Supply
from adjudicator.games.innovation.records import MAX_PLAYERS, MIN_PLAYERS
from adjudicator.games.innovation.scenario_spec import (
    PileSpec,
    PlayerSpec,
    ScenarioSpec,
    spec_error,
)
from adjudicator.games.innovation.sets.artifacts.data import ARTIFACTS  # displays, relics
from adjudicator.games.innovation.sets.echoes.data import ECHOES  # forecasts, shared ages


class ScenarioBuilder:
    """Validates a ScenarioSpec and builds the starting State."""

    def __init__(self, spec: ScenarioSpec) -> None:
        self.spec = spec
        self.seen: dict[str, str] = {}
        self.in_play = (BASE, *spec.expansions)

    def name(self, raw: str, path: str) -> str:
        found = lookup(raw) if isinstance(raw, str) else None
        if found is None:
            raise spec_error(path, known.unknown_card(raw))
        if found.relic:
            self._relic_placed(found.name, found.set, path)
        elif found.set not in self.in_play:
            raise spec_error(path, registry.not_in_play(found.name, found.set))
        if found.name in self.seen:
            raise spec_error(path, f"{found.name} is named twice (also at {self.seen[found.name]})")
        self.seen[found.name] = path
        return found.name

    def _relic_placed(self, name: str, home: str, path: str) -> None:
        """A relic named at ``path`` (scenario.md, "Relics"; ART-18, ART-19)."""
        if ARTIFACTS not in self.in_play:
            raise spec_error(path, registry.not_in_play(name, ARTIFACTS))
        if not self.spec.relics:
            raise spec_error(path, f"{name} is a relic, and relics are not used")
        if (
            ".decks" in path
            or path.startswith("$.setup.achievements")
            or path.startswith("$.achievements")
        ):
            raise spec_error(path, f"{name} is a relic: it lies beside its pile, never in it")
        in_achievements = ".achievements[" in path
        if home not in self.in_play and home != BASE and not in_achievements:
            raise spec_error(
                path, f"{name} is a {home} relic: without {home} it may lie only in achievements"
            )

    def build(self) -> State:
        spec = self.spec
        self._check_game()
        names = spec.players
        teams = self._teams()
        setup = spec.setup
        for pname in setup.players:
            if pname not in names:
                raise spec_error(f"$.setup.players.{pname}", f"unknown player {pname!r}")
        players = [self._player(n, setup.players.get(n, PlayerSpec())) for n in names]
        decks_top = self._deck_tops()
        available = self._available_listed()
        removed = [self.name(c, f"$.setup.removed[{i}]") for i, c in enumerate(setup.removed)] + [
            self.name(c, f"$.removed[{i}]") for i, c in enumerate(spec.removed)
        ]
        rng = random.Random(setup.seed)
        unplaced = {s: self._unplaced(s) for s in self.in_play}
        relics = self._relics_beside()
        rest = unplaced[BASE]
        self._deal_held_ages(players, rest, rng)
        if available is None:
            available = _deal_available(players, rest, rng)
        held_specials = {a for p in players for a in p.achievements}
        specials = [s for s in registry.special_names(spec.expansions) if s not in held_specials]
        state = State(
            players=players,
            supply=_shuffled_supply(unplaced, decks_top, rng),
            achievements=available,
            specials=specials,
            removed=removed,
            edition=spec.edition,
            teams=teams,
            expansions=list(spec.expansions),
            relics=relics,
        )
        self._turn(state)
        return state

    def _check_game(self) -> None:
        """The game, the edition, the expansions and the players are ones we play."""
        spec = self.spec
        if spec.game.lower() != "innovation":
            raise spec_error("$.game", f"unsupported game {spec.game!r} (only 'innovation')")
        if spec.edition not in (1, 3):
            raise spec_error("$.edition", f"edition must be 1 or 3, not {spec.edition}")
        problem = registry.expansion_problem(spec.expansions)
        if problem is not None:
            raise spec_error(f"$.expansions[{problem[0]}]", problem[1])
        names = spec.players
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise spec_error(
                "$.players",
                f"Innovation takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}",
            )
        if len(set(names)) != len(names):
            raise spec_error("$.players", "a player is named twice")

    def _deal_held_ages(
        self, players: list[PlayerState], rest: dict[int, list[str]], rng: random.Random
    ) -> None:
        """The "age N" standard achievements players hold: a card of that age each."""
        setup = self.spec.setup
        for p in players:
            for i, raw in enumerate(setup.players.get(p.name, PlayerSpec()).achievements):
                age = _age_placeholder(raw)
                if age is None:
                    continue
                path = f"$.setup.players.{p.name}.achievements[{i}]"
                if not rest[age]:
                    raise spec_error(path, f"no card of age {age} is left for this achievement")
                p.achievements.append(_pick(rest, age, rng))

    def _teams(self) -> list[list[str]] | None:
        teams = self.spec.teams
        problem = teams_problem(self.spec.players, teams)
        if problem:
            raise spec_error("$.teams", problem)
        return [list(t) for t in teams] if teams else None

    def _player(self, pname: str, ps: PlayerSpec) -> PlayerState:
        base = f"$.setup.players.{pname}"
        p = PlayerState(pname)
        for color_raw, pile_raw in ps.board.items():
            path = f"{base}.board.{color_raw}"
            try:
                color = Color(color_raw.lower())
            except ValueError:
                raise spec_error(path, f"unknown color {color_raw!r}") from None
            if isinstance(pile_raw, PileSpec):
                cards_raw, splay_raw, cpath = pile_raw.cards, pile_raw.splay, f"{path}.cards"
            else:
                cards_raw, splay_raw, cpath = pile_raw, "none", path
            try:
                splay = Splay(splay_raw.lower())
            except ValueError:
                raise spec_error(f"{path}.splay", f"unknown splay {splay_raw!r}") from None
            pile = Pile()
            for i, raw in enumerate(cards_raw):
                name = self.name(raw, f"{cpath}[{i}]")
                if card(name).color != color:
                    raise spec_error(f"{cpath}[{i}]", f"{name} is {card(name).color}, not {color}")
                pile.cards.append(name)
            if splay is not Splay.NONE and len(pile.cards) < 2:
                raise spec_error(
                    f"{path}.splay", f"a pile of {len(pile.cards)} card(s) cannot be splayed"
                )
            pile.splay = splay
            p.board[color] = pile
        p.hand = [self.name(c, f"{base}.hand[{i}]") for i, c in enumerate(ps.hand)]
        p.score = [self.name(c, f"{base}.score[{i}]") for i, c in enumerate(ps.score)]
        if ps.forecast and ECHOES not in self.in_play:
            raise spec_error(f"{base}.forecast[0]", "no forecast without Echoes of the Past")
        p.forecast = [self.name(c, f"{base}.forecast[{i}]") for i, c in enumerate(ps.forecast)]
        p.display = self._display(ps.display, f"{base}.display")
        for i, raw in enumerate(ps.achievements):
            path = f"{base}.achievements[{i}]"
            if _age_placeholder(raw) is not None:
                continue
            special = resolve_special(raw)
            if special is not None:
                if special in self.seen:
                    raise spec_error(
                        path, f"{special} is named twice (also at {self.seen[special]})"
                    )
                self.seen[special] = path
                p.achievements.append(special)
                continue
            p.achievements.append(self.name(raw, path))
        return p

    def _relics_beside(self) -> list[str] | None:
        """The relics placed nowhere: beside their piles (ART-18); None when not used."""
        if ARTIFACTS not in self.in_play or not self.spec.relics:
            return None
        found = [c for c in set_cards(ARTIFACTS) if c.relic and c.name not in self.seen]
        return [c.name for c in sorted(found, key=lambda c: c.age)]

    def _display(self, listed: list[str], path: str) -> list[str]:
        """A player's display: none, or one artifact (ART-8, ART-11)."""
        if listed and ARTIFACTS not in self.in_play:
            raise spec_error(f"{path}[0]", "no display without Artifacts of History")
        if len(listed) > 1:
            raise spec_error(f"{path}[1]", "a display holds at most one artifact (ART-8)")
        names = [self.name(c, f"{path}[{i}]") for i, c in enumerate(listed)]
        for i, name in enumerate(names):
            found = card(name)
            if found.set != ARTIFACTS or found.relic:
                raise spec_error(f"{path}[{i}]", f"{name} is not an artifact (ART-11)")
        return names

    def _unplaced(self, set_name: str) -> dict[int, list[str]]:
        """A set's cards not placed anywhere by the scenario, by age (relics lie
        beside the piles)."""
        rest: dict[int, list[str]] = {a: [] for a in range(1, 11)}
        for c in set_cards(set_name):
            if c.name not in self.seen and not c.relic:
                rest[c.age].append(c.name)
        return rest

    def _deck_tops(self) -> Supply:
        """The listed tops of the supply piles: ages for the base set, an
        expansion's name for its piles (scenario.md, "Expansions")."""
        out: Supply = {}
        for key, listed in self.spec.setup.decks.items():
            path = f"$.setup.decks.{key}"
            if isinstance(listed, dict):
                if key not in self.in_play or key == BASE:
                    raise spec_error(path, f"no expansion {key!r} is in play")
                out[key] = dict(self._pile_top(key, a, c, path) for a, c in listed.items())
                continue
            age, names = self._pile_top(BASE, key, listed, "$.setup.decks")
            out.setdefault(BASE, {})[age] = names
        return out

    def _pile_top(
        self, set_name: str, key: str, cards: list[str], parent: str
    ) -> tuple[int, list[str]]:
        path = f"{parent}.{key}"
        if not key.isdigit() or not 1 <= int(key) <= 10:
            raise spec_error(path, f"deck keys are ages 1 to 10, not {key!r}")
        age = int(key)
        names = []
        for i, raw in enumerate(cards):
            name = self.name(raw, f"{path}[{i}]")
            found = card(name)
            if found.set != set_name:
                raise spec_error(f"{path}[{i}]", f"{name} is a {found.set} card, not {set_name}")
            if found.age != age:
                raise spec_error(f"{path}[{i}]", f"{name} is age {found.age}, not {age}")
            names.append(name)
        return age, names

    def _available_listed(self) -> list[str] | None:
        listed = self.spec.setup.achievements
        if listed is None:
            listed = self.spec.achievements
        if listed is None:
            return None
        out: list[str] = []
        ages: dict[int, str] = {}
        for i, raw in enumerate(listed):
            path = f"$.setup.achievements[{i}]"
            if resolve_special(raw) is not None:
                continue  # specials are available unless held
            name = self.name(raw, path)
            age = card(name).age
            if age in ages and ECHOES not in self.in_play:  # ECHO-26 allows it
                raise spec_error(path, f"two available standard achievements of age {age}")
            ages[age] = name
            out.append(name)
        return out

    def _turn(self, state: State) -> None:
        setup = self.spec.setup
        names = state.names
        if setup.current_player is not None and setup.current_player not in names:
            raise spec_error("$.setup.current_player", f"unknown player {setup.current_player!r}")
        if setup.actions_left is not None and setup.actions_left not in (1, 2):
            raise spec_error("$.setup.actions_left", "actions_left must be 1 or 2")
        if setup.turn is not None and setup.turn < 1:
            raise spec_error("$.setup.turn", "turn counts from 1")
        for i, a in enumerate(self.spec.actions):
            if a.player not in names:
                raise spec_error(f"$.actions[{i}].player", f"unknown player {a.player!r}")
        if all(not pile.cards for p in state.players for pile in p.board.values()):
            state.phase = "initial_meld"
            return
        state.current = names.index(setup.current_player) if setup.current_player else 0
        if setup.turn is not None:
            state.turn = setup.turn
            state.single_action_turns = 2 if len(names) == 4 else 1
            default = 1 if setup.turn <= state.single_action_turns else 2
        else:
            state.turn = 1
            default = 2
        state.actions_left = setup.actions_left or default
        state.turn_actions = state.actions_left  # the set-up is the turn's start (ART-13)


def _age_placeholder(raw: str) -> int | None:
    m = re.fullmatch(r"\s*age\s*(\d+)\s*", raw.lower()) if isinstance(raw, str) else None
    if not m:
        return None
    age = int(m.group(1))
    return age if 1 <= age <= 10 else None


def _pick(rest: dict[int, list[str]], age: int, rng: random.Random) -> str:
    """A card of ``age`` at random from ``rest`` (taken out of it)."""
    pick = rng.choice(sorted(rest[age]))
    rest[age].remove(pick)
    return pick


def _deal_available(
    players: list[PlayerState], rest: dict[int, list[str]], rng: random.Random
) -> list[str]:
    """One available standard achievement of each age 1 to 9 no player holds."""
    # a relic held is no standard achievement (ART-18)
    held = {card(a).age for p in players for a in p.achievements if lookup(a) and not card(a).relic}
    return [_pick(rest, age, rng) for age in range(1, 10) if age not in held and rest[age]]


def _shuffled_supply(
    unplaced: dict[str, dict[int, list[str]]], decks_top: Supply, rng: random.Random
) -> Supply:
    """Each set's supply piles: the listed tops, then the unplaced cards shuffled."""
    supply: Supply = {}
    for set_name, left in unplaced.items():
        tops = decks_top.get(set_name, {})
        supply[set_name] = {}
        for age in range(1, 11):
            pool = sorted(left[age])
            rng.shuffle(pool)
            supply[set_name][age] = tops.get(age, []) + pool
    return supply
