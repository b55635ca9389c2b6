"""Which gizmos an action triggers (GIZ-TRIGGER-1, GIZ-TRIGGER-3) and whether
a triggered gizmo's effect can be used now (GIZ-TRIGGER-5)."""

from __future__ import annotations

from typing import Literal, NamedTuple

from adjudicator.games.gizmos.cards import card
from adjudicator.games.gizmos.rules import Table, archive_room, display_cards, forbidden, ring_room
from adjudicator.games.gizmos.state import PlayerState, State
from adjudicator.games.gizmos.steps import make_step


class Event(NamedTuple):
    """An action that happened: its kind, the sphere colour (pick), the card
    built or filed and where a built card came from."""

    on: Literal["pick", "build", "file"]
    color: str | None = None
    card: int | None = None
    source: str = "any"


def matches(gizmo: int, event: Event) -> bool:
    trig = card(gizmo).trigger
    if trig is None or trig.on != event.on:
        return False
    if event.on == "pick":
        return trig.colors == "any" or event.color in trig.colors
    if event.on == "file":
        return True
    assert event.card is not None
    built = card(event.card)
    if trig.source == "archive":
        return event.source == "archive"
    if trig.level == 2:
        return built.level == 2
    return trig.colors == "any" or any(c in trig.colors for c in built.colors)


def fire(table: Table, p: PlayerState, event: Event) -> None:
    """Mark every gizmo this event triggers; once per turn each, never the
    gizmo just built (GIZ-TRIGGER-3)."""
    for gizmo in p.built:
        if gizmo == event.card and event.on == "build":
            continue
        if gizmo in p.triggered or gizmo in p.used or not matches(gizmo, event):
            continue
        p.triggered.append(gizmo)
        table.record(
            make_step(
                f"{gizmo} is triggered ({card(gizmo).text})",
                "trigger",
                rule="GIZ-TRIGGER-1",
                actor=p.name,
                card=gizmo,
            )
        )


def level1_free_builds(state: State, p: PlayerState) -> list[int]:
    """GIZ-TRIGGER-6: the Level I cards of the display and of the archive."""
    return [c for c in [*state.rows[1], *p.archive] if card(c).level == 1]


def can_file(state: State, p: PlayerState) -> bool:
    return bool(display_cards(state)) and archive_room(p) > 0 and not forbidden(p, "file")


def research_levels(state: State, p: PlayerState) -> list[int]:
    if forbidden(p, "research"):
        return []
    return [lv for lv in (1, 2, 3) if state.decks[lv]]


def usable(state: State, p: PlayerState, gizmo: int) -> bool:
    """GIZ-TRIGGER-5: an effect that could do nothing cannot be used."""
    eff = card(gizmo).effect
    assert eff is not None
    if eff.draw_random:
        return ring_room(p) > 0 and state.dispenser.total() > 0
    if eff.pick:
        return ring_room(p) > 0 and bool(state.energy_row)
    if eff.file:
        return can_file(state, p)
    if eff.research:
        return bool(research_levels(state, p))
    if eff.build_free_level:
        return bool(level1_free_builds(state, p))
    return True
