"""Who sees what: the one visibility rule, for explanations seen by one player
(``explain --view PLAYER``), records written for one player and replays.

Boards are public; a hand, a score pile or a forecast (ECHO-21) is seen only
by its owner; supply
piles, achievements (SETUP-2) and removed cards are face down. Which card a
step moves is seen when the viewer sees where it comes from or where it goes,
or when the step shows it to all (a reveal, TERM-DRAWX; a meld or tuck; the
card of a Dogma action); otherwise the card becomes its back, ``[N]`` (its
age, which everyone sees).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import Any

import msgspec

from adjudicator.core.steps import Step, Zone
from adjudicator.games.innovation.engine.cards import card, known_cards
from adjudicator.games.innovation.engine.places import places
from adjudicator.games.innovation.engine.state import State

# steps whose cards every player sees, wherever they are
PUBLIC_VERBS = frozenset(
    {"reveal", "dogma", "effect", "execute", "meld", "tuck", "claim", "splay", "unsplay"}
)


def sees(zone: Zone, viewer: str) -> bool:
    """Whether ``viewer`` sees the face of a card lying in ``zone``."""
    return zone.kind in _FACE_UP or (
        zone.kind in ("hand", "score", "forecast") and zone.player == viewer  # ECHO-21
    )


def card_seen_at(name: str, zone: Zone, viewer: str) -> bool:
    """:func:`sees`, and a relic lies face up in achievements too (ART-20)."""
    return sees(zone, viewer) or (zone.kind == "achievements" and card(name).relic)


# zones whose cards everyone sees: boards, displays (ART-11), relics beside the piles (ART-18)
_FACE_UP = frozenset({"board", "display", "relics"})


def move_seen(step: Step, viewer: str | None, src: Zone | None, dst: Zone | None) -> bool:
    """Whether ``viewer`` (None: the referee, who sees everything) sees which
    card ``step`` moves from ``src`` to ``dst``."""
    if viewer is None or step.verb in PUBLIC_VERBS:
        return True
    return any(z is not None and sees(z, viewer) for z in (src, dst))


def step_seen(step: Step, viewer: str | None) -> bool:
    """:func:`move_seen` for the step's own source and destination."""
    return move_seen(step, viewer, step.src, step.dst)


def exchanged(step: Step) -> list[tuple[str, Zone, Zone]]:
    """An exchange's cards, each with where it comes from and where it goes."""
    detail = step.detail or {}
    src, dst = step.src, step.dst
    if step.verb != "exchange" or src is None or dst is None:
        return []
    return [(str(n), src, dst) for n in detail.get("a", [])] + [
        (str(n), dst, src) for n in detail.get("b", [])
    ]


def next_move(name: str, steps: Sequence[Step], after: Step) -> Step | None:
    """The first change after ``after`` that moves ``name``."""
    seen = False
    for s in steps:
        if s is after:
            seen = True
            continue
        if seen and s.change and name in s.named:
            return s
    return None


def drawn_card_seen(step: Step, steps: Sequence[Step], viewer: str | None) -> bool:
    """A drawn card is seen by its drawer, and by all when its next move is seen."""
    nxt = next_move(step.card or "", steps, step)
    return viewer is None or step.actor == viewer or (nxt is not None and step_seen(nxt, viewer))


# ----------------------------------------------------------------------------
# following the cards through an action for one viewer


@cache
def _names_pattern() -> re.Pattern[str]:
    names = sorted((c.name for c in known_cards()), key=len, reverse=True)
    # a quick look at the first letter skips most places (names are capitalised)
    first = "(?=[A-Z])" if all(n[:1].isupper() for n in names) else ""
    return re.compile(r"(?<!\w)" + first + "(" + "|".join(re.escape(n) for n in names) + r")(?!\w)")


def names_in(text: str) -> list[str]:
    """The card names written in ``text``, in order of appearance."""
    return _names_pattern().findall(text)


def card_back(name: str) -> str:
    """How a hidden card is shown: its age, the only thing on its back."""
    return f"[{card(name).age}]"


def _with_article(back: str) -> str:
    return f"an {back}" if back in ("[8]", "[11]") else f"a {back}"


def _step_cards(step: Step) -> list[str]:
    """The cards a step names: in its fields, in its decision, in its sentence."""
    named = step.named
    detail = step.detail or {}
    for key in ("options", "answer", "a", "b"):
        value = detail.get(key)
        if isinstance(value, list):
            named.extend(v for v in value if isinstance(v, str))
    return [*named, *mentions_of(step)]


def mentions_of(step: Step) -> tuple[str, ...]:
    """The cards a step's sentence names: as its writer declared them, or (the
    engine's steps, whose sentences are searched only when a view reads them)
    found in its text."""
    return step.mentions or tuple(names_in(step.text))


def _moves(step: Step) -> list[tuple[str, Zone]]:
    """The cards a step moves and where each goes."""
    if not step.change or step.dst is None:
        return []
    if step.verb == "exchange":
        return [(n, _landing(n, dst)) for n, _, dst in exchanged(step)]
    return [(n, _landing(n, step.dst)) for n in step.named]


def _landing(name: str, zone: Zone) -> Zone:
    if zone.kind == "board":
        return Zone("board", zone.player, color=card(name).color)
    return zone


class Viewer:
    """Follows the cards through an action's steps and hides what ``viewer`` cannot see."""

    def __init__(self, state: State, viewer: str) -> None:
        self.viewer = viewer
        self.where = places(state)

    def hidden(self, step: Step) -> set[str]:
        """The cards named in ``step`` whose faces the viewer does not see."""
        if step.verb in PUBLIC_VERBS:
            return set()
        landed = dict(_moves(step))
        out = set()
        for name in _step_cards(step):
            before = self.where.get(name)
            if before is not None and not move_seen(step, self.viewer, before, landed.get(name)):
                out.add(name)
        return out

    def follow(self, step: Step) -> None:
        for name, zone in _moves(step):
            self.where[name] = zone

    def hide_unseen(self, names: Sequence[Any]) -> list[Any]:
        """``names`` with the cards the viewer cannot see where they are now as backs."""
        return [
            card_back(n)
            if n in self.where and not card_seen_at(n, self.where[n], self.viewer)
            else n
            for n in names
        ]

    def redact(self, step: Step) -> Step:
        hidden = self.hidden(step)
        self.follow(step)
        return redact_step(step, hidden) if hidden else step


def redact_step(step: Step, hidden: set[str]) -> Step:
    """``step`` with every card of ``hidden`` replaced by its back."""

    def hide(value: Any) -> Any:
        if isinstance(value, str) and value in hidden:
            return card_back(value)
        if isinstance(value, list):
            return [hide(v) for v in value]
        return value

    def hide_text(text: str) -> str:
        return _names_pattern().sub(
            lambda m: _with_article(card_back(m[1])) if m[1] in hidden else m[1], text
        )

    detail = {k: hide(v) for k, v in step.detail.items()} if step.detail else step.detail
    return msgspec.structs.replace(
        step,
        text=hide_text(step.text),
        card=hide(step.card),
        cards=tuple(hide(c) for c in step.cards),
        detail=detail,
        mentions=tuple(hide(c) for c in mentions_of(step)),
    )
