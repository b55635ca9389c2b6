"""Scenario files (../shared/spec/scenario.md): set up a position, resolve
actions with the given answers, report the result.

:func:`load_scenario` validates and builds the position (raising
:class:`FormatError` with a JSON path); :func:`run_scenario` resolves it and
returns a :class:`ScenarioResult` whose :meth:`~ScenarioResult.to_json` has
exactly the contract's output shape.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any, Literal

import msgspec

from adjudicator.core import jsonio
from adjudicator.core.answers import ListedAnswers, feed_answers
from adjudicator.core.decisions import Decision, decision_kind
from adjudicator.core.problems import (
    FormatError,
    IllegalAction,
    Location,
    Problem,
    UnsupportedCard,
    exit_code,
)
from adjudicator.core.steps import StepOut, steps_out
from adjudicator.games.innovation import rules, sets
from adjudicator.games.innovation.actions import Achieve, Action, Dogma, Draw, InitialMeld, Meld
from adjudicator.games.innovation.answers import read_answer
from adjudicator.games.innovation.cards import (
    BASE,
    COLORS,
    Color,
    Splay,
    card,
    lookup,
    set_cards,
)
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.sets import resolve_special
from adjudicator.games.innovation.setup import teams_problem
from adjudicator.games.innovation.state import Pile, PlayerState, State, Supply

# ----------------------------------------------------------------------------
# input shape


class PileSpec(msgspec.Struct, forbid_unknown_fields=True):
    cards: list[str] = msgspec.field(default_factory=list)
    splay: str = "none"


class PlayerSpec(msgspec.Struct, forbid_unknown_fields=True):
    board: dict[str, list[str] | PileSpec] = msgspec.field(default_factory=dict)
    hand: list[str] = msgspec.field(default_factory=list)
    score: list[str] = msgspec.field(default_factory=list)
    achievements: list[str] = msgspec.field(default_factory=list)
    forecast: list[str] = msgspec.field(default_factory=list)


class SetupSpec(msgspec.Struct):
    players: dict[str, PlayerSpec] = msgspec.field(default_factory=dict)
    current_player: str | None = None
    actions_left: int | None = None
    turn: int | None = None
    # "1".."10": base piles; an expansion's name: its piles by age
    decks: dict[str, list[str] | dict[str, list[str]]] = msgspec.field(default_factory=dict)
    achievements: list[str] | None = None
    removed: list[str] = msgspec.field(default_factory=list)
    seed: int = 0


class ActionSpec(msgspec.Struct, forbid_unknown_fields=True):
    player: str
    action: Literal["draw", "meld", "dogma", "achieve", "initial_meld"]
    card: str | None = None
    age: int | None = None


class ScenarioSpec(msgspec.Struct):
    players: list[str]
    description: str | None = None
    game: str = "innovation"
    edition: int = 3
    expansions: list[str] = msgspec.field(default_factory=list)
    teams: list[list[str]] | None = None
    setup: SetupSpec = msgspec.field(default_factory=SetupSpec)
    removed: list[str] = msgspec.field(default_factory=list)
    achievements: list[str] | None = None
    actions: list[ActionSpec] = msgspec.field(default_factory=list)
    answers: list[Any] = msgspec.field(default_factory=list)


# ----------------------------------------------------------------------------
# output shape


class PileOut(msgspec.Struct):
    cards: list[str]
    splay: str


class PlayerOut(msgspec.Struct):
    board: dict[str, PileOut]
    hand: list[str]
    score: list[str]
    achievements: list[str]
    forecast: list[str]
    score_points: int
    icons: dict[str, int]
    achievement_count: int


class StateOut(msgspec.Struct):
    current_player: str
    actions_left: int
    turn: int
    players: dict[str, PlayerOut]
    decks: dict[str, list[str] | dict[str, list[str]]]
    achievements: list[str]
    removed: list[str]


class PendingOut(msgspec.Struct):
    player: str
    decision: str
    prompt: str
    rule: str | None
    optional: bool
    min: int
    max: int
    options: list[Any]


class ErrorOut(msgspec.Struct, omit_defaults=True):
    """The contract's form of a scenario's :class:`Problem`: the rule, the
    message and the action's or the answer's index (from 0)."""

    rule: str | None
    message: str
    action: int | None = None
    answer: int | None = None

    @classmethod
    def of(cls, problem: Problem) -> ErrorOut:
        return cls(problem.rule, problem.message, action=problem.action, answer=problem.answer)


class ResultOut(msgspec.Struct):
    state: StateOut
    steps: list[StepOut]
    pending: PendingOut | None
    winner: list[str] | None
    game_over: str | None
    error: ErrorOut | None


# ----------------------------------------------------------------------------
# loading


def decode_scenario(data: bytes, *, filename: str | None = None) -> ScenarioSpec:
    """Parse JSON (or TOML by extension) into the input shape."""
    return jsonio.decode(data, ScenarioSpec, filename=filename)


def _fail(path: str, message: str) -> FormatError:
    return FormatError(message, location=Location(path=path))


class _Builder:
    """Validates a ScenarioSpec and builds the starting State."""

    def __init__(self, spec: ScenarioSpec) -> None:
        self.spec = spec
        self.seen: dict[str, str] = {}
        self.in_play = (BASE, *spec.expansions)

    def name(self, raw: str, path: str) -> str:
        found = lookup(raw) if isinstance(raw, str) else None
        if found is None:
            raise _fail(path, f"unknown card {raw!r}")
        if found.set not in self.in_play:
            raise _fail(path, f"{found.name} is a {found.set} card, and {found.set} is not in play")
        if found.name in self.seen:
            raise _fail(path, f"{found.name} is named twice (also at {self.seen[found.name]})")
        self.seen[found.name] = path
        return found.name

    def build(self) -> State:
        spec = self.spec
        if spec.game.lower() != "innovation":
            raise _fail("$.game", f"unsupported game {spec.game!r} (only 'innovation')")
        if spec.edition not in (1, 3):
            raise _fail("$.edition", f"edition must be 1 or 3, not {spec.edition}")
        problem = sets.expansion_problem(spec.expansions)
        if problem is not None:
            raise _fail(f"$.expansions[{problem[0]}]", problem[1])
        names = spec.players
        if not 2 <= len(names) <= 4:
            raise _fail("$.players", f"Innovation takes 2 to 4 players, not {len(names)}")
        if len(set(names)) != len(names):
            raise _fail("$.players", "a player is named twice")
        teams = self._teams()
        setup = spec.setup
        for pname in setup.players:
            if pname not in names:
                raise _fail(f"$.setup.players.{pname}", f"unknown player {pname!r}")
        players = [self._player(n, setup.players.get(n, PlayerSpec())) for n in names]
        decks_top = self._deck_tops()
        available = self._available_listed()
        removed = [self.name(c, f"$.setup.removed[{i}]") for i, c in enumerate(setup.removed)] + [
            self.name(c, f"$.removed[{i}]") for i, c in enumerate(spec.removed)
        ]
        rng = random.Random(setup.seed)
        unplaced = {s: self._unplaced(s) for s in self.in_play}
        rest = unplaced[BASE]
        # "age N" standard achievements held by players
        for p, pspec in zip(players, (setup.players.get(n, PlayerSpec()) for n in names)):
            for i, raw in enumerate(pspec.achievements):
                age = _age_placeholder(raw)
                if age is None:
                    continue
                path = f"$.setup.players.{p.name}.achievements[{i}]"
                if not rest[age]:
                    raise _fail(path, f"no card of age {age} is left for this achievement")
                pick = rng.choice(sorted(rest[age]))
                rest[age].remove(pick)
                p.achievements.append(pick)
        if available is None:
            held = {card(a).age for p in players for a in p.achievements if lookup(a)}
            available = []
            for age in range(1, 10):
                if age in held or not rest[age]:
                    continue
                pick = rng.choice(sorted(rest[age]))
                rest[age].remove(pick)
                available.append(pick)
        supply: Supply = {}
        for set_name, left in unplaced.items():
            tops = decks_top.get(set_name, {})
            supply[set_name] = {}
            for age in range(1, 11):
                pool = sorted(left[age])
                rng.shuffle(pool)
                supply[set_name][age] = tops.get(age, []) + pool
        held_specials = {a for p in players for a in p.achievements}
        specials = [s for s in sets.special_names(spec.expansions) if s not in held_specials]
        state = State(
            players=players,
            supply=supply,
            achievements=available,
            specials=specials,
            removed=removed,
            edition=spec.edition,
            teams=teams,
            expansions=list(spec.expansions),
        )
        self._turn(state)
        return state

    def _teams(self) -> list[list[str]] | None:
        teams = self.spec.teams
        problem = teams_problem(self.spec.players, teams)
        if problem:
            raise _fail("$.teams", problem)
        return [list(t) for t in teams] if teams else None

    def _player(self, pname: str, ps: PlayerSpec) -> PlayerState:
        base = f"$.setup.players.{pname}"
        p = PlayerState(pname)
        for color_raw, pile_raw in ps.board.items():
            path = f"{base}.board.{color_raw}"
            try:
                color = Color(color_raw.lower())
            except ValueError:
                raise _fail(path, f"unknown color {color_raw!r}") from None
            if isinstance(pile_raw, PileSpec):
                cards_raw, splay_raw, cpath = pile_raw.cards, pile_raw.splay, f"{path}.cards"
            else:
                cards_raw, splay_raw, cpath = pile_raw, "none", path
            try:
                splay = Splay(splay_raw.lower())
            except ValueError:
                raise _fail(f"{path}.splay", f"unknown splay {splay_raw!r}") from None
            pile = Pile()
            for i, raw in enumerate(cards_raw):
                name = self.name(raw, f"{cpath}[{i}]")
                if card(name).color != color:
                    raise _fail(f"{cpath}[{i}]", f"{name} is {card(name).color}, not {color}")
                pile.cards.append(name)
            if splay is not Splay.NONE and len(pile.cards) < 2:
                raise _fail(
                    f"{path}.splay", f"a pile of {len(pile.cards)} card(s) cannot be splayed"
                )
            pile.splay = splay
            p.board[color] = pile
        p.hand = [self.name(c, f"{base}.hand[{i}]") for i, c in enumerate(ps.hand)]
        p.score = [self.name(c, f"{base}.score[{i}]") for i, c in enumerate(ps.score)]
        if ps.forecast:
            raise _fail(f"{base}.forecast[0]", "the base game has no forecast")
        for i, raw in enumerate(ps.achievements):
            path = f"{base}.achievements[{i}]"
            if _age_placeholder(raw) is not None:
                continue
            special = resolve_special(raw)
            if special is not None:
                if special in self.seen:
                    raise _fail(path, f"{special} is named twice (also at {self.seen[special]})")
                self.seen[special] = path
                p.achievements.append(special)
                continue
            p.achievements.append(self.name(raw, path))
        return p

    def _unplaced(self, set_name: str) -> dict[int, list[str]]:
        """A set's cards not placed anywhere by the scenario, by age."""
        rest: dict[int, list[str]] = {a: [] for a in range(1, 11)}
        for c in set_cards(set_name):
            if c.name not in self.seen:
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
                    raise _fail(path, f"no expansion {key!r} is in play")
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
            raise _fail(path, f"deck keys are ages 1 to 10, not {key!r}")
        age = int(key)
        names = []
        for i, raw in enumerate(cards):
            name = self.name(raw, f"{path}[{i}]")
            found = card(name)
            if found.set != set_name:
                raise _fail(f"{path}[{i}]", f"{name} is a {found.set} card, not {set_name}")
            if found.age != age:
                raise _fail(f"{path}[{i}]", f"{name} is age {found.age}, not {age}")
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
            if age in ages:
                raise _fail(path, f"two available standard achievements of age {age}")
            ages[age] = name
            out.append(name)
        return out

    def _turn(self, state: State) -> None:
        setup = self.spec.setup
        names = state.names
        if setup.current_player is not None and setup.current_player not in names:
            raise _fail("$.setup.current_player", f"unknown player {setup.current_player!r}")
        if setup.actions_left is not None and setup.actions_left not in (1, 2):
            raise _fail("$.setup.actions_left", "actions_left must be 1 or 2")
        if setup.turn is not None and setup.turn < 1:
            raise _fail("$.setup.turn", "turn counts from 1")
        for i, a in enumerate(self.spec.actions):
            if a.player not in names:
                raise _fail(f"$.actions[{i}].player", f"unknown player {a.player!r}")
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


def _age_placeholder(raw: str) -> int | None:
    m = re.fullmatch(r"\s*age\s*(\d+)\s*", raw.lower()) if isinstance(raw, str) else None
    if not m:
        return None
    age = int(m.group(1))
    return age if 1 <= age <= 10 else None


def load_scenario(data: bytes, *, filename: str | None = None) -> tuple[ScenarioSpec, Game]:
    spec = decode_scenario(data, filename=filename)
    state = _Builder(spec).build()
    for i, a in enumerate(spec.actions):
        _convert_action(a, i)  # validate card names up front (exit 2)
    game = Game(state)
    if state.phase == "initial_meld":
        if all(not p.hand for p in state.players):
            for p in state.players:
                for _ in range(2):
                    rules.draw(game, p.name, 1, rules.NO_CAUSE, how="draws (setup)")
    else:
        game.check_start()
    return spec, game


def _convert_action(a: ActionSpec, i: int) -> Action:
    path = f"$.actions[{i}]"

    def need_card() -> str:
        if a.card is None:
            raise _fail(f"{path}.card", f"a {a.action} action names a card")
        found = lookup(a.card)
        if found is None:
            raise _fail(f"{path}.card", f"unknown card {a.card!r}")
        return found.name

    match a.action:
        case "draw":
            return Draw(player=a.player)
        case "meld":
            return Meld(player=a.player, card=need_card())
        case "dogma":
            return Dogma(player=a.player, card=need_card())
        case "initial_meld":
            return InitialMeld(player=a.player, card=need_card())
        case "achieve":
            if a.age is not None:
                if not 1 <= a.age <= 10:
                    raise _fail(f"{path}.age", f"no achievement of age {a.age}")
                return Achieve(player=a.player, age=a.age)
            return Achieve(player=a.player, age=card(need_card()).age)
    raise _fail(f"{path}.action", f"unknown action {a.action!r}")


# ----------------------------------------------------------------------------
# running


class ScenarioResult(msgspec.Struct):
    game: Game
    pending: Decision | None = None
    error: Problem | None = None

    @property
    def exit_code(self) -> int:
        return exit_code([self.error] if self.error else [])

    def to_out(self) -> ResultOut:
        g = self.game
        st = g.state
        return ResultOut(
            state=state_out(st),
            steps=steps_out(g.steps),
            pending=pending_out(self.pending) if self.pending else None,
            winner=list(st.winners) if st.phase == "over" else None,
            game_over=st.game_over if st.phase == "over" else None,
            error=ErrorOut.of(self.error) if self.error else None,
        )

    def to_json(self) -> bytes:
        return msgspec.json.encode(self.to_out())

    def __repr__(self) -> str:
        g, e, d = self.game, self.error, self.pending
        if e is not None:
            where = f"actions[{e.action}]" if e.action is not None else f"answers[{e.answer}]"
            return (
                f"<ScenarioResult error at {where}: {e.message}{f' ({e.rule})' if e.rule else ''}>"
            )
        if d is not None:
            return f"<ScenarioResult pending: {d.player} must {d.prompt}>"
        return f"<ScenarioResult resolved: {g!r}>"


def run_scenario(spec: ScenarioSpec, game: Game) -> ScenarioResult:
    """Take the actions, answering each decision from the scenario's answers;
    stop at the first problem, or at a decision the answers leave unanswered."""
    answers = ListedAnswers(spec.answers, read_answer)
    for i, a in enumerate(spec.actions):
        try:
            _apply(game, _convert_action(a, i), i)
            pending = feed_answers(game, answers)
        except (IllegalAction, UnsupportedCard) as exc:
            return ScenarioResult(game, error=exc.problem)
        if pending is not None:
            return ScenarioResult(game, pending=pending)
    if answers.left():
        unused = Problem(
            code="illegal",
            message=f"{answers.left()} answer(s) left unused; no decision asked for them",
            answer=answers.position,
        )
        return ScenarioResult(game, error=unused)
    return ScenarioResult(game)


def _apply(game: Game, action: Action, index: int) -> None:
    try:
        game.apply(action)
    except (IllegalAction, UnsupportedCard) as exc:
        raise exc.at(action=index) from None


def run_file(path: Path) -> ScenarioResult:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise FormatError(
            f"cannot read {path}: {exc.strerror}", location=Location(path="$")
        ) from None
    spec, game = load_scenario(data, filename=path.name)
    return run_scenario(spec, game)


def run_dict(raw: dict[str, Any]) -> ScenarioResult:
    """Run a scenario given as a Python dict (tests)."""
    spec, game = load_scenario(msgspec.json.encode(raw))
    return run_scenario(spec, game)


# ----------------------------------------------------------------------------
# output


def state_out(st: State) -> StateOut:
    players = {}
    for p in st.players:
        players[p.name] = PlayerOut(
            board={str(c): PileOut(list(p.board[c].cards), str(p.board[c].splay)) for c in COLORS},
            hand=list(p.hand),
            score=list(p.score),
            achievements=list(p.achievements),
            forecast=[],
            score_points=p.score_points(),
            icons={str(k): v for k, v in p.icon_counts().items()},
            achievement_count=len(p.achievements),
        )
    return StateOut(
        current_player=st.current_name,
        actions_left=st.actions_left,
        turn=st.turn,
        players=players,
        decks=_decks_out(st),
        achievements=[*st.achievements, *st.specials],
        removed=list(st.removed),
    )


def _decks_out(st: State) -> dict[str, list[str] | dict[str, list[str]]]:
    """Base piles under "1".."10", each expansion's piles under its name."""
    out: dict[str, list[str] | dict[str, list[str]]] = {
        str(a): list(st.decks[a]) for a in range(1, 11)
    }
    for name in st.expansions:
        out[name] = {str(a): list(st.pile(name, a)) for a in range(1, 11)}
    return out


def pending_out(d: Decision) -> PendingOut:
    return PendingOut(
        player=d.player,
        decision=decision_kind(d),
        prompt=d.prompt,
        rule=d.rule,
        optional=d.optional,
        min=d.min,
        max=d.max,
        options=list(d.options),
    )


__all__ = [
    "ScenarioResult",
    "ScenarioSpec",
    "decode_scenario",
    "load_scenario",
    "run_dict",
    "run_file",
    "run_scenario",
]
