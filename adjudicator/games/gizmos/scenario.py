"""Gizmos scenario files (``scenario.md``, "Gizmos"): load, run, and the
``--json`` result. :func:`run_scenario_file` gives the bytes and the exit
status the CLI prints; ``python -m adjudicator.games.gizmos.scenario FILE
[--json]`` runs it as the CLI will."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.decisions import AnswerError, Decision, decision_kind
from adjudicator.core.jsonio import check_player_names, decode
from adjudicator.core.problems import FormatError, IllegalAction, Location
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
from adjudicator.games.gizmos.steps import GizmoStep


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


class PendingOut(msgspec.Struct, omit_defaults=True):
    player: str
    decision: str
    prompt: str
    rule: str | None
    optional: bool
    min: int
    max: int
    options: list[Any]
    payments: dict[str, list[Payment]] | None = None


class ErrorOut(msgspec.Struct, omit_defaults=True):
    rule: str | None
    message: str
    action: int | None = None
    answer: int | None = None


class ResultOut(msgspec.Struct):
    state: StateOut
    steps: list[GizmoStep]
    pending: PendingOut | None
    winner: list[str] | None
    game_over: str | None
    error: ErrorOut | None


class PathErrorOut(msgspec.Struct):
    path: str
    message: str


class FileErrorOut(msgspec.Struct):
    error: PathErrorOut


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
    error: ErrorOut | None = None

    @property
    def exit_code(self) -> int:
        return 1 if self.error is not None else 0

    def to_out(self) -> ResultOut:
        st = self.game.state
        return ResultOut(
            state=state_out(st),
            steps=list(self.game.steps),
            pending=pending_out(self.pending) if self.pending else None,
            winner=list(st.winners) if st.over else None,
            game_over=st.round_reason if st.over else None,
            error=self.error,
        )

    def to_json(self) -> bytes:
        return msgspec.json.encode(self.to_out())


def _answer_error(decision: Decision, exc: AnswerError | IllegalAction, index: int) -> ErrorOut:
    """A bad answer: the engine's own error, or one that could not be read."""
    if isinstance(exc, IllegalAction):
        return ErrorOut(exc.rule, exc.message, answer=index)
    message = f"{decision.player} was asked to {decision.prompt}; {exc}"
    return ErrorOut(decision.rule, message, answer=index)


def run_scenario(spec: ScenarioSpec, game: Game) -> ScenarioResult:
    answers = list(spec.answers)
    used = 0
    for i, a in enumerate(spec.actions):
        try:
            game.apply(convert_action(a, f"$.actions[{i}]"))
        except IllegalAction as exc:
            return ScenarioResult(game, error=ErrorOut(exc.rule, exc.message, action=i))
        while game.pending is not None:
            if used >= len(answers):
                return ScenarioResult(game, pending=game.pending)
            decision = game.pending
            try:
                game.answer(parse_answer(decision, answers[used]))
            except (AnswerError, IllegalAction) as exc:
                return ScenarioResult(game, error=_answer_error(decision, exc, used))
            used += 1
    if used < len(answers):
        left = len(answers) - used
        message = f"{left} answer(s) left unused; no decision asked for them"
        return ScenarioResult(game, error=ErrorOut(None, message, answer=used))
    return ScenarioResult(game)


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


def format_error_json(exc: FormatError) -> bytes:
    return msgspec.json.encode(FileErrorOut(PathErrorOut(exc.location.path or "$", exc.message)))


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
    return PendingOut(
        player=d.player,
        decision=decision_kind(d),
        prompt=d.prompt,
        rule=d.rule,
        optional=d.optional,
        min=d.min,
        max=d.max,
        options=list(d.options),
        payments=payments,
    )


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
