"""An Innovation record or scenario as the data of an annotated replay page.

The one place where the page (:mod:`adjudicator.html`, which knows no game)
meets the engine. It reads documented shapes only: each action's explanation
as ``explain --json`` gives it, each position in the ``state`` shape of
``scenario run --json`` (redacted with ``view.py``'s rule when a player's view
is asked for), rule texts, card texts, the check's report, and a dogma's
decision tree drawn as SVG.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import PurePath
from typing import Any

import msgspec

from adjudicator.core.problems import FormatError
from adjudicator.core.report import event_label
from adjudicator.core.steps import Zone
from adjudicator.games.innovation.check import problem_text
from adjudicator.games.innovation.engine.actions import AnyAction, Dogma, describe
from adjudicator.games.innovation.engine.cards import BASE, COLORS, ICONS, card, known_cards
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.registry import special
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.engine.visibility import card_seen_at, names_in
from adjudicator.games.innovation.explain import ActionExplanation, explain_run, explain_scenario
from adjudicator.games.innovation.positions import (
    ActionRun,
    record_draws_on_top,
    record_runs,
    unlisted_cards,
)
from adjudicator.games.innovation.records import Record
from adjudicator.games.innovation.replay import replay_record
from adjudicator.games.innovation.rulebook import rules
from adjudicator.games.innovation.scenario import ScenarioResult, ScenarioSpec
from adjudicator.games.innovation.scenario_out import state_out
from adjudicator.games.innovation.tree import DecisionTree, Limits, explore
from adjudicator.html.page import (
    CardInfo,
    CardRef,
    Frame,
    Line,
    Pile,
    PlayerView,
    Position,
    Problem,
    ReplayPage,
    Segment,
    SupplyPile,
)
from adjudicator.html.trees import svgs, tree_note

INITIAL_MELD = "setup: each player melds one of the two cards in hand (SETUP-4)"


@dataclass
class PageOptions:
    title: str
    view: str | None = None  # only what this player could see
    notes: Mapping[int, list[str]] = field(default_factory=dict)
    trees: bool = True  # a decision tree for every Dogma action
    max_nodes: int = 40


def record_page(record: Record, options: PageOptions, *, file: str | None = None) -> ReplayPage:
    """Every action a record takes, as far as it checks, and its first problem.

    A player's-view record is shown as that player saw it: its hidden cards are
    stand-ins, whose names mean nothing."""
    seen_by = record.header.view
    if seen_by is not None:
        if options.view not in (None, seen_by):
            raise FormatError(f"the record is {seen_by}'s view: it can only be shown as theirs")
        options = replace(options, view=seen_by)
    runs, report = record_runs(record, file=file)
    end = replay_record(record, file=file)[1].state
    explained = [explain_run(run, viewer=options.view) for run in runs]
    trees = _Trees(options, record_draws_on_top)
    frames = _frames(runs, explained, end, options, trees)
    if report.problems:
        p = report.problems[0]
        problem = Problem(kind=p.code, message=p.message, rule=p.rule, legal=list(p.alternatives))
        title = f"{_event_text(record, p.event)}: {p.code}"
        frames.append(_problem_frame(len(runs) + 1, p.player, title, p.turn, end, problem, options))
        named = PurePath(file).name if file else None  # the page names no folder
        summary = problem_text(msgspec.structs.replace(p, rule=None), named)
    else:
        summary = f"{report.actions_checked} actions checked, every one legal"
    start = runs[0].before.state if runs else end
    return _page(
        options, report.verdict, summary, start, frames, record.header.edition, report.notes
    )


def scenario_page(
    spec: ScenarioSpec,
    start: Game,
    runs: list[ActionRun],
    result: ScenarioResult,
    options: PageOptions,
) -> ReplayPage:
    """Every action of a resolved scenario; an illegal action or answer is the verdict."""
    explained = explain_scenario(spec, runs, result, viewer=options.view)
    unknown = unlisted_cards(spec, start)
    trees = _Trees(options, lambda run: (run.before, unknown))
    end = result.game.state
    frames = _frames(runs, explained[: len(runs)], end, options, trees)
    error = result.error
    verdict, summary = "resolved", f"{len(runs)} action(s) resolved"
    if result.pending is not None:
        verdict, summary = (
            "pending",
            f"waiting for {result.pending.player}: {result.pending.prompt}",
        )
    if error is not None:
        verdict, summary = "illegal", error.message
        problem = Problem(kind="illegal", message=error.message, rule=error.rule)
        if error.action is not None:
            problem.legal = [describe(a) for a in _legal_actions(result.game)]
            extra = explained[-1]
            frames.append(
                _problem_frame(
                    extra.number,
                    extra.player,
                    extra.explanation.text,
                    extra.turn,
                    end,
                    problem,
                    options,
                    explanation=extra.explanation,
                )
            )
        elif frames:
            frames[-1].problem = problem
    return _page(options, verdict, summary, start.state, frames, spec.edition, [])


def _event_text(record: Record, index: int | None) -> str:
    """What a record's event ``index`` says was done (event types are action tags)."""
    if index is None or not 0 <= index < len(record.events):
        return "the record"
    raw = msgspec.to_builtins(record.events[index])
    fields = {k: raw[k] for k in ("player", "card", "age") if k in raw}
    try:
        return describe(msgspec.convert({"action": raw.get("type"), **fields}, AnyAction))
    except msgspec.ValidationError:
        return event_label(index)


def _legal_actions(game: Game) -> list[Any]:
    if game.pending is not None or game.terminal:
        return []
    return list(game.legal_actions())


# ----------------------------------------------------------------------------
# frames


def _frames(
    runs: Sequence[ActionRun],
    explained: Sequence[ActionExplanation],
    end: State,
    options: PageOptions,
    trees: _Trees,
) -> list[Frame]:
    afters = [run.before.state for run in runs[1:]] + [end]
    frames = []
    for item, after, (svg, note) in zip(explained, afters, trees.draw_all(runs)):
        frames.append(
            Frame(
                number=item.number,
                player=item.player,
                title=item.explanation.text,
                turn=item.turn,
                explanation=page_line(msgspec.to_builtins(item.explanation)),
                position=position(after, options.view),
                tree_svg=svg,
                tree_note=note,
                notes=list(options.notes.get(item.number, [])),
            )
        )
    return frames


def _problem_frame(
    number: int,
    player: str | None,
    title: str,
    turn: int | None,
    state: State,
    problem: Problem,
    options: PageOptions,
    *,
    explanation: Any = None,
) -> Frame:
    """The action that broke a rule: not taken, so the position stays as it was."""
    return Frame(
        number=number,
        player=player or "",
        title=title,
        turn=turn,
        explanation=page_line(msgspec.to_builtins(explanation)) if explanation else None,
        position=position(state, options.view),
        problem=problem,
        taken=False,
        notes=list(options.notes.get(number, [])),
    )


def _page(
    options: PageOptions,
    verdict: str,
    summary: str,
    start: State,
    frames: list[Frame],
    edition: int,
    notes: list[str],
) -> ReplayPage:
    return ReplayPage(
        title=options.title,
        verdict=verdict,
        summary=summary,
        view=options.view,
        start=position(start, options.view),
        frames=frames,
        rules=dict(rules()),
        cards=card_infos(edition),
        notes=list(notes),
        start_notes=list(options.notes.get(0, [])),
    )


# ----------------------------------------------------------------------------
# explanations


def page_line(raw: Mapping[str, Any]) -> Line:
    """One line of ``explain --json`` (text, kind, rule, children), its card names marked."""
    return Line(
        segments=segments(str(raw["text"])),
        kind=str(raw.get("kind", "")),
        rule=raw.get("rule"),
        children=[page_line(child) for child in raw.get("children", [])],
    )


def segments(text: str) -> list[Segment]:
    """``text`` cut where it names a card, so the page can show the card's text."""
    named = names_in(text)
    if not named:
        return [Segment(text=text)]
    alternatives = "|".join(re.escape(n) for n in sorted(set(named), key=len, reverse=True))
    pieces = re.split(r"(?<!\w)(" + alternatives + r")(?!\w)", text)
    out = []
    for i, piece in enumerate(pieces):
        if piece:
            out.append(Segment(text=piece, card=piece if i % 2 else None))
    return out


def card_infos(edition: int) -> dict[str, CardInfo]:
    return {
        c.name: CardInfo(
            name=c.name,
            age=c.age,
            color=str(c.color),
            texts=[e.text for e in c.effects_for(edition)],
        )
        for c in known_cards()
    }


# ----------------------------------------------------------------------------
# positions


def position(st: State, viewer: str | None) -> Position:
    """``st`` as ``viewer`` sees it (everything when None)."""
    out = state_out(st)
    players = [
        _player_view(st, name, p.hand, p.score, p.achievements, p.score_points, p.icons, viewer)
        for name, p in out.players.items()
    ]
    return Position(
        turn=out.turn,
        current_player=out.current_player,
        actions_left=out.actions_left,
        players=players,
        # the base piles (an expansion's piles, under its name, are not drawn yet)
        supply=[
            SupplyPile(age=int(age), size=len(deck))
            for age, deck in out.decks.items()
            if isinstance(deck, list)
        ],
        achievements=[_ref(n, ("achievements", None), viewer) for n in out.achievements],
        winners=list(st.winners) if st.phase == "over" else [],
        game_over=st.game_over if st.phase == "over" else None,
        stage=INITIAL_MELD if st.phase == "initial_meld" else None,
        relics=[_ref(n, ("relics", None), viewer) for n in st.relics or ()],
    )


def _player_view(
    st: State,
    name: str,
    hand: list[str],
    score: list[str],
    achievements: list[str],
    points: int,
    icons: dict[str, int],
    viewer: str | None,
) -> PlayerView:
    player = st.player(name)
    piles = []
    for color in COLORS:
        pile = player.board[color]
        counts = {str(i): player.pile_icon_count(color, i) for i in ICONS}
        top = _ref(pile.top, ("board", name), viewer) if pile.top else None
        piles.append(
            Pile(
                color=str(color), size=len(pile.cards), top=top, splay=str(pile.splay), icons=counts
            )
        )
    return PlayerView(
        name=name,
        piles=piles,
        icons=icons,
        hand=[_ref(n, ("hand", name), viewer) for n in hand],
        score=[_ref(n, ("score", name), viewer) for n in score],
        score_points=points,
        achievements=[_ref(n, ("achievements", name), viewer) for n in achievements],
        forecast=[_ref(n, ("forecast", name), viewer) for n in player.forecast],
        display=[_ref(n, ("display", name), viewer) for n in player.display],
    )


def _ref(name: str, place: tuple[str, str | None], viewer: str | None) -> CardRef:
    """A card as ``viewer`` sees it at ``place`` (view.py's rule: only its age when hidden)."""
    if special(name) is not None:
        return CardRef(name=name)
    found = card(name)
    zone, owner = place
    if viewer is not None and not card_seen_at(name, Zone(zone, owner), viewer):
        # an expansion's card shows its set on its back (CITY-1, ECHO-1)
        return CardRef(age=found.age, back=None if found.set == BASE else found.set)
    return CardRef(age=found.age, name=found.name, color=str(found.color))


# ----------------------------------------------------------------------------
# decision trees


# the position to explore an action from, and per supply pile the cards whose order is unknown
PositionOf = Callable[[ActionRun], tuple[Game, dict[tuple[str, int], set[str]]]]


class _Trees:
    """Each Dogma action's decision tree as SVG, or a note why there is none."""

    def __init__(self, options: PageOptions, position_of: PositionOf) -> None:
        self.options = options
        self.position_of = position_of
        self.limits = Limits(depth=8, nodes=options.max_nodes, chance=4)
        self.dot = shutil.which("dot") is not None

    def draw_all(self, runs: Sequence[ActionRun]) -> list[tuple[str | None, str | None]]:
        """Per action, its tree as SVG (or None) and a note on it."""
        explored = [self.explore(run) for run in runs]
        drawn = iter(svgs([tree for tree, _ in explored if tree is not None]))
        return [(next(drawn) if tree is not None else None, note) for tree, note in explored]

    def explore(self, run: ActionRun) -> tuple[DecisionTree | None, str | None]:
        if not (self.options.trees and isinstance(run.action, Dogma)):
            return None, None
        if self.options.view is not None:
            return None, "No decision tree in a player's view: it would show hidden cards."
        if not self.dot:
            return None, "No decision tree: Graphviz's `dot` is not installed."
        before, unknown = self.position_of(run)
        tree = explore(before, run.action, taken=run.answers, unknown=unknown, limits=self.limits)
        return tree, tree_note(tree)


__all__ = ["PageOptions", "record_page", "scenario_page"]
