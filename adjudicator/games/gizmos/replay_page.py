"""A Gizmos record or scenario as the data of an annotated replay page.

Where the game-agnostic page (:mod:`adjudicator.html`) meets the Gizmos
engine. Each action's explanation is the one ``explain --json`` gives
(:func:`adjudicator.games.gizmos.explain.explain_run`); each position is shown
in the page's generic form (:class:`~adjudicator.html.page.Section`): every
player's built gizmos, archive, ring, VP and tokens, then the three rows, the
energy row and the deck sizes. Everything in Gizmos is public: no view.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from adjudicator.core.explain import Line as CoreLine
from adjudicator.core.problems import Problem as CoreProblem
from adjudicator.core.report import Report
from adjudicator.core.rulebook import rules_of
from adjudicator.core.scenario import read_input
from adjudicator.core.tree import Limits
from adjudicator.games import sniff
from adjudicator.games.gizmos.cards import COLORS, Card, Color, all_cards, is_card
from adjudicator.games.gizmos.explain import explain_run
from adjudicator.games.gizmos.positions import scenario_runs
from adjudicator.games.gizmos.records import Record, load_record
from adjudicator.games.gizmos.replay import ActionRun, Replay
from adjudicator.games.gizmos.rules import vp
from adjudicator.games.gizmos.scenario import ScenarioResult
from adjudicator.games.gizmos.state import PlayerState, State
from adjudicator.games.gizmos.tree import chance_path, explore
from adjudicator.html.page import (
    CardInfo,
    Chip,
    Frame,
    Line,
    Position,
    Problem,
    ReplayPage,
    Row,
    Section,
    Segment,
)
from adjudicator.html.trees import svgs, tree_note


@dataclass
class PageOptions:
    title: str
    notes: Mapping[int, list[str]] = field(default_factory=dict)
    trees: bool = True  # a decision tree for every action with a decision
    max_nodes: int = 40


def file_page(path: Path, options: PageOptions) -> ReplayPage:
    """The page of a Gizmos record or scenario file (told apart by content);
    ``FormatError`` for a bad file."""
    data = read_input(path)
    sniffed = sniff(data, filename=path.name)
    if sniffed is not None and sniffed.record:
        lines = "record.jsonl" if sniffed.format == "jsonl" else path.name
        return record_page(load_record(data, filename=lines), options, file=str(path))
    runs, result = scenario_runs(data, filename=path.name)
    return scenario_page(runs, result, options)


def record_page(record: Record, options: PageOptions, *, file: str | None = None) -> ReplayPage:
    """Every action a record takes, as far as it checks, and its first problem."""
    replay = Replay(record, False, file)
    report = replay.run()
    runs, end = replay.runs, replay.game.state
    frames = _frames(runs, end, options)
    if report.problems:
        p = report.problems[0]
        frames.append(_problem_frame(len(runs) + 1, p, _problem_title(p), end, options))
        summary = p.message
    else:
        summary = f"{report.actions_checked} actions checked, every one legal"
    return _page(options, report, summary, _start(runs, end), frames)


def scenario_page(
    runs: list[ActionRun], result: ScenarioResult, options: PageOptions
) -> ReplayPage:
    """Every action of a resolved scenario; an illegal action or answer is the verdict."""
    end = result.game.state
    frames = _frames(runs, end, options)
    verdict, summary = "resolved", f"{len(runs)} action(s) resolved"
    if result.pending is not None:
        verdict = "pending"
        summary = f"waiting for {result.pending.player}: {result.pending.prompt}"
    error = result.error
    if error is not None:
        verdict, summary = "illegal", error.message
        if error.action is not None and error.action == len(runs):
            frames.append(_problem_frame(len(runs) + 1, error, _problem_title(error), end, options))
        elif frames:
            frames[-1].problem = _page_problem(error)
    return _page(options, verdict, summary, _start(runs, end), frames)


# ----------------------------------------------------------------------------
# frames


def _start(runs: Sequence[ActionRun], end: State) -> State:
    return runs[0].before.state if runs else end


def _frames(runs: Sequence[ActionRun], end: State, options: PageOptions) -> list[Frame]:
    afters = [run.before.state for run in runs[1:]] + [end]
    frames = []
    drawn = _trees(runs, options)
    for number, (run, after, (svg, note)) in enumerate(zip(runs, afters, drawn), 1):
        item = explain_run(number, run)
        frames.append(
            Frame(
                number=number,
                player=item.player,
                title=item.action,
                turn=item.turn,
                explanation=page_line(item.explanation),
                position=position(after),
                tree_svg=svg,
                tree_note=note,
                notes=list(options.notes.get(number, [])),
            )
        )
    return frames


def _trees(runs: Sequence[ActionRun], options: PageOptions) -> list[tuple[str | None, str | None]]:
    """Per action, its decision tree as SVG and a note on it: for the actions
    that asked a decision (the others have one path), when asked for."""
    chosen = [options.trees and bool(run.played.answers) for run in runs]
    if not any(chosen):
        return [(None, None)] * len(runs)
    if shutil.which("dot") is None:
        note = "No decision tree: Graphviz's `dot` is not installed."
        return [(None, note if c else None) for c in chosen]
    limits = Limits(depth=8, nodes=options.max_nodes, chance=4)
    trees = [
        explore(
            run.before,
            run.played.action,
            taken=run.played.answers,
            drawn=chance_path(run.played.steps),
            limits=limits,
        )
        for run, c in zip(runs, chosen)
        if c
    ]
    drawn = iter(zip(svgs(trees), trees))
    out: list[tuple[str | None, str | None]] = []
    for c in chosen:
        svg, tree = next(drawn) if c else (None, None)
        out.append((svg, tree_note(tree) if tree is not None else None))
    return out


def _problem_title(p: CoreProblem) -> str:
    who = f"{p.player}: " if p.player else ""
    return f"{who}{p.code}"


def _page_problem(p: CoreProblem) -> Problem:
    return Problem(kind=p.code, message=p.message, rule=p.rule, legal=list(p.alternatives))


def _problem_frame(
    number: int, p: CoreProblem, title: str, state: State, options: PageOptions
) -> Frame:
    """The action that broke a rule: not taken, so the position stays as it was."""
    return Frame(
        number=number,
        player=p.player or "",
        title=title,
        turn=p.turn,
        explanation=None,
        position=position(state),
        problem=_page_problem(p),
        taken=False,
        notes=list(options.notes.get(number, [])),
    )


def _page(
    options: PageOptions,
    report: Report | str,
    summary: str,
    start: State,
    frames: list[Frame],
) -> ReplayPage:
    verdict = report.verdict if isinstance(report, Report) else report
    notes = list(report.notes) if isinstance(report, Report) else []
    return ReplayPage(
        title=options.title,
        verdict=verdict,
        summary=summary,
        view=None,
        start=position(start),
        frames=frames,
        rules=dict(rules_of("adjudicator.games.gizmos")),
        cards=card_infos(),
        notes=notes,
        start_notes=list(options.notes.get(0, [])),
    )


# ----------------------------------------------------------------------------
# explanations and cards


def page_line(line: CoreLine) -> Line:
    """One line of an explanation, the gizmos it names marked for their tips."""
    return Line(
        segments=segments(line.text),
        kind=line.kind,
        rule=line.rule,
        children=[page_line(child) for child in line.children],
    )


def segments(text: str) -> list[Segment]:
    """``text`` cut where it names a gizmo (a card id standing alone)."""
    out = []
    for i, piece in enumerate(_CARD_ID.split(text)):
        if piece:
            named = i % 2 == 1 and is_card(int(piece))
            out.append(Segment(text=piece, card=piece if named else None))
    return out


_CARD_ID = re.compile(r"(?<![\w.])(\d{3})(?![\w.])")


def card_infos() -> dict[str, CardInfo]:
    """Every gizmo by its id (its level where Innovation has an age), for the tips."""
    return {
        str(c.id): CardInfo(
            name=str(c.id), age=c.level, color=str(c.color), texts=[c.text], title=_card_title(c)
        )
        for c in all_cards().values()
    }


def _card_title(c: Card) -> str:
    if c.level == 0:
        return f"{c.id} (starting gizmo)"
    points = f", {c.points} VP" if c.points else ""
    return f"{c.id} (level {c.level} {c.color} gizmo, cost {c.cost}{points})"


# ----------------------------------------------------------------------------
# positions


# GIZ-END-1: what began the last round
_END_TEXT = {
    "level3": "a player built enough Level III gizmos; the last round ended",
    "gizmos": "a player built enough gizmos; the last round ended",
}


def position(st: State) -> Position:
    """``st`` as titled rows: one section per player, then what all share."""
    over = st.over
    return Position(
        turn=st.turn,
        current_player=st.current_name,
        actions_left=1,  # GIZ-TURN-1: a turn is one action
        players=[],
        supply=[],
        achievements=[],
        winners=list(st.winners) if over else [],
        game_over=_END_TEXT.get(st.round_reason or "", "the last round ended") if over else None,
        sections=[_player_section(st, name) for name in st.names] + [_shared_section(st)],
    )


def _card_chip(cid: int) -> Chip:
    c = all_cards()[cid]
    color = c.color if c.color in COLORS else None
    return Chip(text=str(cid), color=color, card=str(cid))


def _spheres(counts: Mapping[Color, int]) -> list[Chip]:
    return [Chip(text=f"{color} {counts[color]}", color=color) for color in COLORS if counts[color]]


def _player_section(st: State, name: str) -> Section:
    p: PlayerState = st.player(name)
    points = vp(p)
    return Section(
        title=name,
        subtitle=f"{points} VP, {p.vp_tokens} token{'' if p.vp_tokens == 1 else 's'}",
        acting=name == st.current_name,
        rows=[
            Row(label=f"built ({len(p.built)})", chips=[_card_chip(c) for c in p.built]),
            Row(label=f"archive ({len(p.archive)})", chips=[_card_chip(c) for c in p.archive]),
            Row(label=f"ring ({p.ring_total})", chips=_spheres(p.energy)),
        ],
    )


def _shared_section(st: State) -> Section:
    rows = [
        Row(label=f"level {level} row", chips=[_card_chip(c) for c in st.rows[level]])
        for level in sorted(st.rows)
    ]
    rows.append(Row(label="energy row", chips=[Chip(text=c, color=c) for c in st.energy_row]))
    decks = [Chip(text=f"level {lv}: {len(st.decks[lv])}") for lv in sorted(st.decks)]
    rows.append(Row(label="decks", chips=decks))
    rows.append(Row(label="dispenser", chips=[Chip(text=f"{st.dispenser.total()} spheres")]))
    return Section(title="Shared", rows=rows)


__all__ = ["PageOptions", "file_page", "record_page", "scenario_page"]
