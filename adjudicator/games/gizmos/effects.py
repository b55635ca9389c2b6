"""The effects of triggered gizmos (GIZ-TRIGGER-6), each a generator that
yields its decisions. Converters are in ``payment.py``; upgrades (limits,
negators, discounts, extra awards) in ``rules.py``."""

from __future__ import annotations

from adjudicator.core.steps import NO_CAUSE, Cause
from adjudicator.games.gizmos.cards import COLORS, card
from adjudicator.games.gizmos.decisions import (
    ChooseFile,
    ChooseFreeBuild,
    ChoosePick,
    ChooseResearchLevel,
    DrawMore,
)
from adjudicator.games.gizmos.perform import Gen, do_build, do_file, do_pick, start_research
from adjudicator.games.gizmos.rules import Table, display_cards, ring_room
from adjudicator.games.gizmos.state import PlayerState
from adjudicator.games.gizmos.steps import make_step
from adjudicator.games.gizmos.triggers import level1_free_builds, research_levels


def use_effect(table: Table, p: PlayerState, gizmo: int) -> Gen:
    """Use ``gizmo``'s effect once (GIZ-TRIGGER-2, GIZ-TRIGGER-3)."""
    eff = card(gizmo).effect
    assert eff is not None
    p.triggered.remove(gizmo)
    p.used.append(gizmo)
    table.cause = Cause(card=str(gizmo), executor=p.name, leader=p.name)
    table.record(
        make_step(
            f"{p.name} uses {gizmo}: {card(gizmo).text}",
            "use",
            rule="GIZ-TRIGGER-2",
            actor=p.name,
            card=gizmo,
        )
    )
    yield from _run_effect(table, p, gizmo)
    table.cause = NO_CAUSE


def _run_effect(table: Table, p: PlayerState, gizmo: int) -> Gen:
    eff = card(gizmo).effect
    assert eff is not None
    if eff.draw_random:
        yield from draw_spheres(table, p, eff.draw_random)
    elif eff.pick:
        yield from pick_spheres(table, p, eff.pick)
    elif eff.vp_token:
        table.add_vp_tokens(p, eff.vp_token, gizmo)
    elif eff.file:
        yield from file_effect(table, p)
    elif eff.research:
        yield from research_effect(table, p)
    elif eff.build_free_level:
        yield from free_build(table, p)


def draw_spheres(table: Table, p: PlayerState, n: int) -> Gen:
    """GIZ-PICK-3: one at a time; after the first, the player may stop."""
    for i in range(n):
        if ring_room(p) <= 0 or table.state.dispenser.total() <= 0:
            return
        if i > 0:
            more = yield DrawMore(
                player=p.name,
                prompt=f"draw sphere {i + 1} of {n} from the dispenser",
                rule="GIZ-PICK-3",
            )
            if not more:
                return
        table.draw_random(p)


def pick_spheres(table: Table, p: PlayerState, n: int) -> Gen:
    """GIZ-TRIGGER-6: Pick actions one at a time; the second may be declined."""
    for i in range(n):
        row = table.state.energy_row
        if ring_room(p) <= 0 or not row:
            return
        chosen = yield ChoosePick(
            player=p.name,
            prompt="pick a sphere of the energy row" + (" (you may)" if i else ""),
            rule="GIZ-PICK-1",
            optional=i > 0,
            options=tuple(c for c in COLORS if c in row),
        )
        if not chosen:
            return
        do_pick(table, p, chosen[0])


def file_effect(table: Table, p: PlayerState) -> Gen:
    cid = yield ChooseFile(
        player=p.name,
        prompt="file a card of the display",
        rule="GIZ-FILE-1",
        options=tuple(display_cards(table.state)),
    )
    do_file(table, p, cid)


def research_effect(table: Table, p: PlayerState) -> Gen:
    level = yield ChooseResearchLevel(
        player=p.name,
        prompt="choose the level to research",
        rule="GIZ-RESEARCH-1",
        options=tuple(research_levels(table.state, p)),
    )
    yield from start_research(table, p, level)


def free_build(table: Table, p: PlayerState) -> Gen:
    """A Build action of a Level I gizmo, without paying (GIZ-TRIGGER-6)."""
    cid = yield ChooseFreeBuild(
        player=p.name,
        prompt="build a Level I gizmo without paying its cost",
        rule="GIZ-TRIGGER-6",
        options=tuple(level1_free_builds(table.state, p)),
    )
    source = "free-archive" if cid in p.archive else "free"
    do_build(table, p, cid, source, {})
