"""Gizmos scenario files (``scenario.md``, "Gizmos"): load, run, and the
``--json`` result. :func:`run_scenario_file` gives the bytes and the exit
status the CLI prints; ``python -m adjudicator.games.gizmos.scenario FILE
[--json]`` runs it as the CLI will."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.answers import ListedAnswers
from adjudicator.core.decisions import Decision
from adjudicator.core.jsonio import check_player_names, decode
from adjudicator.core.problems import FormatError, Problem, exit_code
from adjudicator.core.scenario import (
    ErrorOut,
    format_error_json,
    pending_fields,
    read_input,
    resolve,
)
from adjudicator.core.scenario import PendingOut as CorePendingOut
from adjudicator.core.text import error_place
from adjudicator.games.gizmos.actions import Action, Build, File, Pass, Pick, Research
from adjudicator.games.gizmos.answers import parse_answer
from adjudicator.games.gizmos.cards import COLORS
from adjudicator.games.gizmos.decisions import ChooseResearch
from adjudicator.games.gizmos.game import Game
from adjudicator.games.gizmos.loader import build_state as build_state
from adjudicator.games.gizmos.loader import card_id, fail, spheres
from adjudicator.games.gizmos.payment import ConverterUse, Payment
from adjudicator.games.gizmos.rules import limits, vp
from adjudicator.games.gizmos.spec import ActionSpec, ScenarioSpec
from adjudicator.games.gizmos.state import PlayerState, State
from adjudicator.games.gizmos.steps import GizmoStepOut, gizmo_step_out


class LimitsOut(msgspec.Struct):
    energy: int
    archive: int
    research: int


class PlayerOut(msgspec.Struct):
    built: list[int]
    archive: list[int]
    energy: dict[str, int]
    vp_tokens: int
    vp: int
    limits: LimitsOut
    triggered: list[int]
    used: list[int]


class StateOut(msgspec.Struct):
    current_player: str
    turn: int
    last_round: bool
    players: dict[str, PlayerOut]
    rows: dict[str, list[int]]
    energy_row: list[str]
    dispenser: dict[str, int]
    decks: dict[str, list[int]]
    research: list[int]
    removed: list[int]


class PendingOut(CorePendingOut, omit_defaults=True):
    """A pending decision; a research lists every legal payment per card."""

    payments: dict[str, list[Payment]] | None = None


class ResultOut(msgspec.Struct):
    state: StateOut
    steps: list[GizmoStepOut]
    pending: PendingOut | None
    winner: list[str] | None
    game_over: str | None
    error: ErrorOut | None


# ---------------------------------------------------------------- loading


def decode_scenario(data: bytes, *, filename: str | None = None) -> ScenarioSpec:
    spec = decode(data, ScenarioSpec, filename=filename)
    check_player_names(spec.players, "$.players")
    return spec


def load_scenario(data: bytes, *, filename: str | None = None) -> tuple[ScenarioSpec, Game]:
    spec = decode_scenario(data, filename=filename)
    game = Game(build_state(spec))
    for i, a in enumerate(spec.actions):
        if a.player not in spec.players:
            raise fail(f"$.actions[{i}].player", f"unknown player {a.player!r}")
        convert_action(a, f"$.actions[{i}]")
    return spec, game


def convert_action(a: ActionSpec, path: str) -> Action:
    """An action of the file as an engine action (a missing field: exit 2)."""

    def need_card() -> int:
        if a.card is None:
            raise fail(f"{path}.card", f"a {a.action} action names a card")
        return card_id(a.card, f"{path}.card")

    match a.action:
        case "file":
            return File(a.player, need_card())
        case "pick":
            if a.color is None:
                raise fail(f"{path}.color", "a pick action names a colour")
            return Pick(a.player, a.color)
        case "build":
            uses = tuple(
                ConverterUse(card_id(u.card, f"{path}.converters[{i}].card"), u.from_, u.to)
                for i, u in enumerate(a.converters or [])
            )
            return Build(a.player, need_card(), spheres(a.spend, f"{path}.spend"), uses)
        case "research":
            if a.level is None:
                raise fail(f"{path}.level", "a research action names a level (1, 2 or 3)")
            return Research(a.player, a.level)
    return Pass(a.player)


# ---------------------------------------------------------------- running


class ScenarioResult(msgspec.Struct):
    game: Game
    pending: Decision | None = None
    error: Problem | None = None

    @property
    def exit_code(self) -> int:
        return exit_code([self.error] if self.error else [])

    def to_out(self) -> ResultOut:
        st = self.game.state
        return ResultOut(
            state=state_out(st),
            steps=[gizmo_step_out(s) for s in self.game.steps],
            pending=pending_out(self.pending) if self.pending else None,
            winner=list(st.winners) if st.over else None,
            game_over=st.round_reason if st.over else None,
            error=ErrorOut.of(self.error) if self.error else None,
        )

    def to_json(self) -> bytes:
        return msgspec.json.encode(self.to_out())


def read_answer(decision: Decision, raw: Any, following: Sequence[Any]) -> tuple[Any, int]:
    """A scenario answer, normalised (a core answer :data:`Reader`)."""
    return parse_answer(decision, raw), 0


def run_scenario(spec: ScenarioSpec, game: Game) -> ScenarioResult:
    actions = [convert_action(a, f"$.actions[{i}]") for i, a in enumerate(spec.actions)]
    pending, error = resolve(game, actions, ListedAnswers(spec.answers, read_answer))
    return ScenarioResult(game, pending=pending, error=error)


def run_file(path: Path) -> ScenarioResult:
    spec, game = load_scenario(read_input(path), filename=path.name)
    return run_scenario(spec, game)


def run_dict(raw: dict[str, Any]) -> ScenarioResult:
    """Run a scenario given as a Python dict (tests)."""
    spec, game = load_scenario(msgspec.json.encode(raw))
    return run_scenario(spec, game)


def run_scenario_file(path: str | Path) -> tuple[bytes, int]:
    """The ``--json`` result of a scenario file and its exit status."""
    try:
        result = run_file(Path(path))
    except FormatError as exc:
        return format_error_json(exc), 2
    return result.to_json(), result.exit_code


def run_scenario_data(data: bytes, *, filename: str | None = None) -> tuple[bytes, int]:
    """The ``--json`` result of a scenario given as bytes, and its exit status."""
    try:
        spec, game = load_scenario(data, filename=filename)
    except FormatError as exc:
        return format_error_json(exc), 2
    result = run_scenario(spec, game)
    return result.to_json(), result.exit_code


# ---------------------------------------------------------------- output


def player_out(p: PlayerState) -> PlayerOut:
    lim = limits(p)
    return PlayerOut(
        built=list(p.built),
        archive=list(p.archive),
        energy={c: p.energy[c] for c in COLORS},
        vp_tokens=p.vp_tokens,
        vp=vp(p),
        limits=LimitsOut(lim.energy, lim.archive, lim.research),
        triggered=list(p.triggered),
        used=list(p.used),
    )


def state_out(st: State) -> StateOut:
    return StateOut(
        current_player=st.current_name,
        turn=st.turn,
        last_round=st.last_round,
        players={n: player_out(st.players[n]) for n in st.names},
        rows={str(lv): list(st.rows[lv]) for lv in (1, 2, 3)},
        energy_row=list(st.energy_row),
        dispenser={c: n for c, n in st.dispenser.counts().items()},
        decks={str(lv): list(st.decks[lv]) for lv in (1, 2, 3)},
        research=list(st.research),
        removed=list(st.removed),
    )


def pending_out(d: Decision) -> PendingOut:
    payments = d.payments if isinstance(d, ChooseResearch) else None
    return PendingOut(**pending_fields(d), payments=payments)


def render_text(result: ScenarioResult) -> str:
    """The human-readable result: the steps, the position, the end or what is asked."""
    lines = [f"{s.text}  [{s.rule}]" if s.rule else s.text for s in result.game.steps]
    st = result.game.state
    for n in st.names:
        p = st.players[n]
        ring = ", ".join(f"{p.energy[c]} {c}" for c in COLORS if p.energy[c]) or "empty"
        lines.append(f"{n}  {vp(p)} VP ({p.vp_tokens} in tokens); ring: {ring}")
        lines.append(f"  built: {', '.join(map(str, p.built))}")
        if p.archive:
            lines.append(f"  archive: {', '.join(map(str, p.archive))}")
    for lv in (1, 2, 3):
        lines.append(f"level {lv} row: {', '.join(map(str, st.rows[lv]))}")
    lines.append(f"energy row: {', '.join(st.energy_row)}")
    if st.over:
        lines.append(f"game over ({st.round_reason}): winner {', '.join(st.winners)}")
    else:
        lines.append(f"turn {st.turn}: {st.current_name} to play")
    if result.pending is not None:
        d = result.pending
        opts = ", ".join(map(str, d.options))
        lines.append(f"pending: {d.player} must {d.prompt} (options: {opts})")
    if result.error is not None:
        e = result.error
        where = error_place(e.action, e.answer)
        lines.append(f"error at {where}: {e.message}" + (f" ({e.rule})" if e.rule else ""))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    """``python -m adjudicator.games.gizmos.scenario FILE [--json]``."""
    as_json = "--json" in argv
    files = [a for a in argv if a != "--json"]
    if len(files) != 1:
        sys.stderr.write("usage: python -m adjudicator.games.gizmos.scenario FILE [--json]\n")
        return 2
    if as_json:
        data, code = run_scenario_file(files[0])
        sys.stdout.write(data.decode() + "\n")
        return code
    try:
        result = run_file(Path(files[0]))
    except FormatError as exc:
        sys.stderr.write(f"{exc}\n")
        return 2
    sys.stdout.write(render_text(result))
    return result.exit_code


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
