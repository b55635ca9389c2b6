"""A game record (or its steps) written as the plain-text notation.

:func:`record_items` replays the record and turns its steps into the log model
(:mod:`.from_steps`), as one player saw them when ``view`` is given (the one
visibility rule, :class:`~adjudicator.games.innovation.engine.visibility.Viewer`);
:func:`render` writes the model in a language's phrases (:mod:`.phrases`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from adjudicator.core.problems import FormatError, Location, Problem
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import BASE, lookup
from adjudicator.games.innovation.engine.visibility import Viewer
from adjudicator.games.innovation.importers.entries import CARD_MOVES, CardSeen, LogEntry, Place
from adjudicator.games.innovation.notation.from_steps import (
    BACK_SET,
    BACKS_SHOWN,
    Item,
    Turn,
    card_seen,
    deal,
    default_places,
    entries_of,
)
from adjudicator.games.innovation.notation.phrases import Table, table
from adjudicator.games.innovation.notation.position import block_lines
from adjudicator.games.innovation.positions import ActionRun, record_runs
from adjudicator.games.innovation.records import ActionEvent, Record, Reported, ResultEvent
from adjudicator.games.innovation.scenario import ScenarioResult, ScenarioSpec
from adjudicator.games.innovation.scenario_position import header_position
from adjudicator.games.innovation.scenario_spec import SetupSpec


@dataclass
class Written:
    """A game in the log model: the header facts and the items in order, and the
    problems of the game it was written from (it is written up to the first)."""

    players: list[str]
    items: list[Item]
    teams: list[list[str]] | None = None
    edition: int = 3
    expansions: list[str] = field(default_factory=list)
    view: str | None = None
    seed: int | None = None
    achievements: list[CardSeen] = field(default_factory=list)
    position: dict[str, Any] | None = None
    problems: list[Problem] = field(default_factory=list)

    @property
    def entries(self) -> list[LogEntry]:
        return [i for i in self.items if isinstance(i, LogEntry)]


def record_items(record: Record, view: str | None = None, *, file: str | None = None) -> Written:
    """The log of ``record`` as ``view`` saw it (default: the record's own view;
    None for a full-information record: everything)."""
    header = record.header
    own = header.view
    if own is not None and view not in (None, own):
        raise FormatError(
            f"the record is {own}'s view: it cannot be written as {view}'s",
            location=Location(file=file, path="$.header.view"),
        )
    view = view or own
    players = list(header.players)
    if view is not None and view not in players:
        raise FormatError(f"unknown player {view!r}", location=Location(file=file))
    runs, report = record_runs(record, file=file)
    start = header_position(record.header)
    hands = {
        p: [c if view in (None, p) else None for c in cards]
        for p, cards in header.setup.hands.items()
    }
    dealt = registry.dealt_sets(header.expansions or [])
    sets = (BASE, dealt[0]) if dealt else ()
    actions = [e for e in record.events if not isinstance(e, ResultEvent)]
    seen = seen_by(runs, view, actions if len(actions) == len(runs) else None)
    items: list[Item] = [*deal(hands, players, sets), *entries_of(seen, players)]
    achievements = header.setup.achievements
    known = view is None and achievements is not None and None not in achievements
    return Written(
        players,
        _deal_in_setup(items),
        teams=header.teams,
        edition=header.edition,
        expansions=list(header.expansions or []),
        view=view,
        # the shuffle tells all; a position has its own
        seed=header.setup.seed if view is None and start is None else None,
        achievements=[card_seen(str(a)) for a in achievements or []] if known else [],
        position=None if start is None else position_data(start),
        problems=report.problems,
    )


def scenario_items(
    spec: ScenarioSpec, runs: Sequence[ActionRun], result: ScenarioResult, view: str | None = None
) -> Written:
    """The log of a resolved scenario: its set-up as the starting position, then its
    actions (as ``view`` saw them); the position itself is full information."""
    if view is not None and view not in spec.players:
        raise FormatError(f"unknown player {view!r}")
    return Written(
        list(spec.players),
        list(entries_of(seen_by(runs, view), spec.players)),
        teams=spec.teams,
        edition=spec.edition,
        expansions=list(spec.expansions),
        view=view,
        position=position_data(spec.setup),
        problems=[result.error] if result.error else [],
    )


def position_data(setup: SetupSpec) -> dict[str, Any]:
    """A set-up as a person writes it: what it leaves at its default left out, and
    empty zones (an empty list of available achievements says none, and stays)."""
    data: dict[str, Any] = msgspec.to_builtins(setup)
    kept = {k: v if k == "achievements" else _pruned(v) for k, v in data.items()}
    return {k: kept[k] for k in sorted(kept, key=_FIRST.index)}


# who acts first, then the zones, the piles, what is set aside, the shuffle
_FIRST = ["current_player", "actions_left", "turn", "players", "decks", "achievements"]
_FIRST += ["removed", "seed"]


def _pruned(value: Any) -> Any:
    """``value`` without its empty or null entries, nor a pile's "none" splay."""
    if isinstance(value, dict):
        kept = {k: _pruned(v) for k, v in value.items() if (k, v) != ("splay", "none")}
        return {k: v for k, v in kept.items() if v not in (None, [], {})}
    return value


def seen_by(
    runs: Sequence[ActionRun], view: str | None, events: Sequence[ActionEvent] | None = None
) -> list[tuple[Action, list[Step]]]:
    """Each action with its steps as ``view`` saw them (the one visibility rule);
    ``events``, the record's event of each run, give the sets of the hidden cards of
    outcomes accepted as recorded (their steps name no card)."""
    out = []
    for k, run in enumerate(runs):
        viewer = Viewer(run.before.state, view) if view else None
        backs = backs_shown(run.before.state.expansions)
        steps = [_seen(viewer.redact(s), s, backs) if viewer else s for s in run.steps]
        if backs and events is not None:
            steps = _accepted_backs(steps, events[k].reported or [])
        out.append((run.action, steps))
    return out


def _accepted_backs(steps: list[Step], reported: Sequence[Reported]) -> list[Step]:
    """The steps of an outcome accepted as recorded with the sets the record's
    entries give their hidden cards (in order: one entry a change)."""
    entries = [r for r in reported if r.card is None and r.age is not None]
    out = []
    for step in steps:
        age = (step.detail or {}).get("age")
        if (
            step.change
            and step.card is None
            and isinstance(age, int)
            and BACK_SET not in (step.detail or {})
        ):
            found = next((r for r in entries if r.verb == step.verb and r.age == age), None)
            if found is not None:
                entries.remove(found)
                back = {**(step.detail or {}), BACK_SET: found.set or BASE}
                step = msgspec.structs.replace(step, detail=back)
        out.append(step)
    return out


def backs_shown(expansions: Sequence[str]) -> bool:
    """Whether a game with ``expansions`` writes every hidden card's set."""
    return not BACKS_SHOWN.isdisjoint(expansions)


def _seen(redacted: Step, step: Step, backs: bool) -> Step:
    """``redacted`` (``step`` as a viewer saw it) with the set its hidden card's back
    shows, in a game whose backs are shown (:func:`backs_shown`)."""
    if not backs or redacted is step or not step.card or redacted.card == step.card:
        return redacted
    found = lookup(step.card)
    if found is None:
        return redacted
    if found.relic and {"achievements", "relics"} & {z.kind for z in (step.src, step.dst) if z}:
        return step  # a relic lies face up beside the piles and in achievements (ART-20)
    return msgspec.structs.replace(
        redacted, detail={**(redacted.detail or {}), BACK_SET: found.set}
    )


def _deal_in_setup(items: list[Item]) -> list[Item]:
    """The deal goes under the set-up header, before the initial melds."""
    if items and isinstance(first := next((i for i in items if isinstance(i, Turn)), None), Turn):
        rest = [i for i in items if i is not first]
        return [first, *rest] if first.number == 0 else items
    return items


# ----------------------------------------------------------------------------
# rendering


def render(written: Written, language: str = "en", *, source: str | None = None) -> str:
    """The notation text of ``written`` in ``language``."""
    t = table(language)
    lines = [f"# Innovation, written by adjudicator{f' from {source}' if source else ''}"]
    lines += header_lines(written, t)
    lines.append("")
    prefix = ""
    for item in written.items:
        if isinstance(item, Turn):
            lines += ["", turn_line(item, t)] if lines[-1] else [turn_line(item, t)]
        elif item.kind == "action":  # the free artifact action (ART-13) is numbered 0: no number
            prefix = f"{item.number}. " if item.number else ""
        else:
            lines.append(prefix + entry_line(item, t))
            prefix = ""
    return "\n".join(lines) + "\n"


def header_lines(w: Written, t: Table) -> list[str]:
    def key(name: str) -> str:
        return str(t.data["header"][name][0])

    out = [f"{key('players')}: {', '.join(w.players)}", f"{key('edition')}: {w.edition}"]
    if w.teams:
        out.append(f"{key('teams')}: {'; '.join(', '.join(team) for team in w.teams)}")
    if w.expansions:
        out.append(f"{key('expansions')}: {', '.join(w.expansions)}")
    if w.view:
        out.append(f"{key('view')}: {w.view}")
    if w.achievements:
        out.append(f"{key('achievements')}: {card_list(w.achievements, t)}")
    if w.seed is not None:
        out.append(f"{key('seed')}: {w.seed}")
    if w.position is not None:
        out += [f"{key('position')}:", *block_lines(w.position)]
    return out


def turn_line(turn: Turn, t: Table) -> str:
    if turn.number == 0:
        return str(t.data["setup"][0])
    return t.fill(t.data["turn"], {"n": str(turn.number), "player": turn.player})


def card_text(seen: CardSeen | None, t: Table) -> str:
    if seen is None:
        return ""
    if seen.name is None:
        return t.hidden(seen.age or 0, seen.set)
    return seen.name


def card_list(cards: Sequence[CardSeen], t: Table) -> str:
    if not cards:
        return str(t.data["nothing"][0])
    return ", ".join(card_text(c, t) for c in cards)


def place_text(p: Place, role: str, actor: str | None, seen: CardSeen | None, t: Table) -> str:
    kind = "available" if p.zone == "achievements" and p.player is None else p.zone
    age = seen.age if seen is not None else None
    return t.place(kind, role, p.player, actor, age)


def entry_line(e: LogEntry, t: Table) -> str:
    """One entry as a sentence of the table."""
    values = {"actor": e.actor or "", "card": card_text(e.card, t)}
    kind: str = e.kind
    if e.kind in CARD_MOVES:
        default_src, default_dst = default_places(e.kind, e.actor)
        for role, at, default in (("from", e.source, default_src), ("to", e.dest, default_dst)):
            if at is not None and at != default:
                words = str(t.data[role])
                values[role] = f" {words} {place_text(at, role, e.actor, e.card, t)}"
    elif e.kind == "dogma":
        values["icon"] = t.word("icons", e.icon or "")
        if e.endorsed:
            kind = "endorse"
    elif e.kind == "exchange":
        values["cards"], values["others"] = card_list(e.cards, t), card_list(e.others, t)
        for name, at in (("src", e.source), ("dst", e.dest)):
            values[name] = place_text(at or Place("hand"), "from", e.actor, None, t)
    elif e.kind in ("splay", "rearrange"):
        values["target"] = t.owner(e.target or "", e.actor)
        values["color"] = t.word("colors", e.color or "")
        values["direction"] = t.word("directions", e.direction or "")
        values["cards"] = card_list(e.cards, t)
        if e.direction == "none":
            kind = "unsplay"
    elif e.kind == "artifact":
        values["choice"] = t.word("choices", e.choice or "")
    elif e.kind == "end":
        values["winners"] = f" {t.data['and'][0]} ".join(e.winners)
        values["reason"] = (
            card_text(e.card, t) if e.reason == "dogma" else t.word("reasons", e.reason or "")
        )
    return t.fill(t.events[kind], values)


def write_notation(
    record: Record, language: str = "en", *, view: str | None = None, source: str | None = None
) -> str:
    """``record`` as notation text in ``language``, as ``view`` saw it."""
    return render(record_items(record, view, file=source), language, source=source)
