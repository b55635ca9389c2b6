"""The four actions, whether taken as the turn's action or by an effect
(GIZ-TURN-3): their legality (each problem names its rule) and what they do.
Each action fires the triggers it meets (GIZ-TRIGGER-1)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from adjudicator.core.decisions import Decision
from adjudicator.core.problems import IllegalAction
from adjudicator.games.gizmos.cards import STARTING_GIZMOS, Color
from adjudicator.games.gizmos.decisions import ChooseResearch, ResearchAnswer
from adjudicator.games.gizmos.payment import (
    BuildTerms,
    ConverterUse,
    Payment,
    build_terms,
    can_pay,
    check_payment,
    find_payments,
    payment_text,
    payments_by_card,
)
from adjudicator.games.gizmos.rules import (
    Table,
    archive_room,
    display_cards,
    forbidden,
    limits,
    ring_room,
)
from adjudicator.games.gizmos.state import PlayerState, State
from adjudicator.games.gizmos.steps import make_step
from adjudicator.games.gizmos.triggers import Event, fire

Gen = Generator[Decision, Any, None]


# ---------------------------------------------------------------- legality


def file_problem(state: State, p: PlayerState, cid: int) -> IllegalAction | None:
    if forbidden(p, "file"):
        return IllegalAction(f"{p.name} may no longer File", rule="GIZ-UPGRADE-3")
    if cid not in display_cards(state):
        return IllegalAction(f"{cid} is not a face-up card of the display", rule="GIZ-FILE-1")
    if archive_room(p) <= 0:
        return IllegalAction(
            f"{p.name}'s archive is full ({limits(p).archive} card(s))", rule="GIZ-FILE-2"
        )
    return None


def pick_problem(state: State, p: PlayerState, color: str) -> IllegalAction | None:
    if ring_room(p) <= 0:
        return IllegalAction(
            f"{p.name}'s ring is full ({limits(p).energy} spheres)", rule="GIZ-PICK-2"
        )
    if color not in state.energy_row:
        return IllegalAction(f"the energy row has no {color} sphere", rule="GIZ-PICK-1")
    return None


def research_problem(state: State, p: PlayerState, level: int) -> IllegalAction | None:
    if forbidden(p, "research"):
        return IllegalAction(f"{p.name} may no longer Research", rule="GIZ-UPGRADE-3")
    if level not in (1, 2, 3) or not state.decks[level]:
        return IllegalAction(f"the level {level} deck is empty", rule="GIZ-RESEARCH-1")
    return None


def build_source(state: State, p: PlayerState, cid: int) -> str | None:
    """Where ``p`` may build ``cid`` from: ``display`` or ``archive`` (GIZ-BUILD-1)."""
    if cid in display_cards(state):
        return "display"
    if cid in p.archive:
        return "archive"
    return None


def build_problem(
    state: State, p: PlayerState, cid: int, spend: dict[Color, int], uses: tuple[ConverterUse, ...]
) -> IllegalAction | None:
    source = build_source(state, p, cid)
    if source is None or cid in STARTING_GIZMOS:
        return IllegalAction(
            f"{cid} is neither in the display nor in {p.name}'s archive", rule="GIZ-BUILD-1"
        )
    terms = build_terms(p, cid, source)
    try:
        check_payment(p, terms, spend, uses)
    except IllegalAction as exc:
        ways = find_payments(p, terms, limit=4)
        legal = "; or ".join(payment_text(w) for w in ways) or "none"
        return IllegalAction(f"{exc.message} (ways to pay: {legal})", rule=exc.rule)
    return None


def buildable(state: State, p: PlayerState) -> list[tuple[int, str, BuildTerms]]:
    """Every display or archive card with its source and its terms."""
    out = [(cid, "display", build_terms(p, cid, "display")) for cid in display_cards(state)]
    out += [(cid, "archive", build_terms(p, cid, "archive")) for cid in p.archive]
    return out


def any_action_legal(state: State, p: PlayerState) -> bool:
    """GIZ-TURN-2: whether some File, Pick, Research or Build is legal."""
    if any(file_problem(state, p, c) is None for c in display_cards(state)):
        return True
    if state.energy_row and ring_room(p) > 0:
        return True
    if any(research_problem(state, p, lv) is None for lv in (1, 2, 3)):
        return True
    return any(can_pay(p, terms) for _, _, terms in buildable(state, p))


# ---------------------------------------------------------------- doing


def do_file(table: Table, p: PlayerState, cid: int, *, from_research: bool = False) -> None:
    """GIZ-FILE-1, GIZ-FILE-3: into the archive; a display slot refills."""
    if from_research:
        table.state.research.remove(cid)
    else:
        table.take_from_display(cid)
    p.archive.append(cid)
    where = " from the research" if from_research else ""
    table.record(
        make_step(f"{p.name} files {cid}{where}", "file", rule="GIZ-FILE-1", actor=p.name, card=cid)
    )
    fire(table, p, Event("file", card=cid))


def do_pick(table: Table, p: PlayerState, color: Color) -> None:
    table.pick(p, color)
    fire(table, p, Event("pick", color=color))


def do_build(
    table: Table,
    p: PlayerState,
    cid: int,
    source: str,
    spend: dict[Color, int],
    uses: tuple[ConverterUse, ...] = (),
) -> None:
    """GIZ-BUILD-1: pay (already checked), move the card to the active area."""
    table.spend(p, spend)
    for use in uses:
        if use.card not in p.converters_used:
            p.converters_used.append(use.card)
    # ``free`` and ``free-archive``: a free Build (GIZ-TRIGGER-6) from the display or archive
    if source in ("display", "free"):
        table.take_from_display(cid)
    elif source in ("archive", "free-archive"):
        p.archive.remove(cid)
    else:
        table.state.research.remove(cid)
    p.built.append(cid)
    _record_build(table, p, cid, source, spend, uses)
    from_archive = source in ("archive", "free-archive")
    fire(table, p, Event("build", card=cid, source="archive" if from_archive else source))


def _record_build(
    table: Table,
    p: PlayerState,
    cid: int,
    source: str,
    spend: dict[Color, int],
    uses: tuple[ConverterUse, ...],
) -> None:
    where = {
        "display": "",
        "archive": " from the archive",
        "research": " from the research",
        "free-archive": " from the archive, without paying",
        "free": " without paying",
    }[source]
    paid = "" if source.startswith("free") else f", spending {payment_text(Payment(spend, uses))}"
    table.record(
        make_step(
            f"{p.name} builds {cid}{where}{paid}",
            "build",
            rule="GIZ-BUILD-1",
            actor=p.name,
            card=cid,
            spheres=spend,
            source=source,
            extra={"converters": [[u.card, u.from_, u.to] for u in uses]} if uses else None,
        )
    )


def start_research(table: Table, p: PlayerState, level: int) -> Gen:
    """GIZ-RESEARCH-1, -2, -4: draw, choose one card or none, the rest to the bottom."""
    state = table.state
    state.research = table.research_draw(level, limits(p).research)
    table.record(
        make_step(
            f"{p.name} researches level {level}: draws {', '.join(map(str, state.research))}",
            "research",
            rule="GIZ-RESEARCH-1",
            actor=p.name,
            cards=state.research,
        )
    )
    drawn = [(c, "research") for c in state.research]
    payments = {str(c): list(ways) for c, ways in payments_by_card(p, drawn, limit=50)}
    answer = yield ChooseResearch(
        player=p.name,
        prompt=f"build or file one of the researched cards, or neither (level {level})",
        rule="GIZ-RESEARCH-2",
        optional=True,
        min=0,
        max=1,
        options=tuple(state.research),
        payments={k: v for k, v in payments.items() if v},
        fileable=tuple(state.research) if may_file(p) else (),
    )
    finish_research(table, p, level, answer or ResearchAnswer())


def may_file(p: PlayerState) -> bool:
    """Whether ``p`` may File now, room and negators allowing (GIZ-FILE-2, GIZ-UPGRADE-3)."""
    return not forbidden(p, "file") and archive_room(p) > 0


def research_answer_problem(
    state: State, p: PlayerState, answer: ResearchAnswer
) -> IllegalAction | None:
    """Whether a research answer is legal (checked before it is applied)."""
    drawn = state.research
    if answer.build is not None and answer.file is not None:
        return IllegalAction("build or file one card, not both", rule="GIZ-RESEARCH-2")
    chosen = answer.build if answer.build is not None else answer.file
    if chosen is not None and chosen not in drawn:
        return IllegalAction(f"{chosen} was not drawn by this research", rule="GIZ-RESEARCH-2")
    if answer.file is not None:
        if forbidden(p, "file"):
            return IllegalAction(f"{p.name} may no longer File", rule="GIZ-UPGRADE-3")
        if archive_room(p) <= 0:
            return IllegalAction(f"{p.name}'s archive is full", rule="GIZ-FILE-2")
    if answer.build is not None:
        try:
            terms = build_terms(p, answer.build, "research")
            check_payment(p, terms, answer.spend, answer.converters)
        except IllegalAction as exc:
            return exc
    elif answer.spend or answer.converters:
        return IllegalAction("nothing is built: nothing is paid", rule="GIZ-BUILD-3")
    rest = [c for c in drawn if c != chosen]
    if answer.bottom is not None and sorted(answer.bottom) != sorted(rest):
        return IllegalAction(
            f"bottom must list the other drawn cards: {', '.join(map(str, rest))}",
            rule="GIZ-RESEARCH-4",
        )
    return None


def finish_research(table: Table, p: PlayerState, level: int, answer: ResearchAnswer) -> None:
    state = table.state
    chosen = answer.build if answer.build is not None else answer.file
    rest = [c for c in state.research if c != chosen]
    bottom = list(answer.bottom) if answer.bottom is not None else rest
    if answer.build is not None:
        do_build(table, p, answer.build, "research", answer.spend, tuple(answer.converters))
    elif answer.file is not None:
        do_file(table, p, answer.file, from_research=True)
    state.research = []
    state.decks[level].extend(bottom)
    if bottom:
        table.record(
            make_step(
                f"{', '.join(map(str, bottom))} go to the bottom of the level {level} deck",
                "bottom",
                rule="GIZ-RESEARCH-4",
                actor=p.name,
            )
        )
