"""A game's record read back from the engine's steps (full information or one
player's view).

Each "action" step opens an event; the draws and the answers of the decisions
asked inside it follow, and the state changes become the ``reported``
outcomes a checker cross-checks. For a viewer, a card is named only where
that player could see it: melds, tucks, reveals, anything to or from a board,
and anything to or from the viewer's own zones (a forecast too, ECHO-21);
otherwise only its back: its age, and its set when not a base card.
"""

from __future__ import annotations

from typing import Any, Final

import msgspec

from adjudicator.core.decisions import core_kind
from adjudicator.core.steps import Step, Zone, split_actions, zone_code
from adjudicator.games.innovation.engine.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
)
from adjudicator.games.innovation.engine.cards import BASE, Card, card
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.legality import action_name
from adjudicator.games.innovation.engine.visibility import (
    drawn_card_seen,
    exchanged,
    move_seen,
    next_move,
    step_seen,
)
from adjudicator.games.innovation.records import (
    AchieveEvent,
    AnyEvent,
    ArtifactEvent,
    DogmaEvent,
    DrawEvent,
    DrawnCard,
    EndorseEvent,
    Header,
    HiddenAnswer,
    InitialMeldEvent,
    MeldEvent,
    Record,
    Reported,
    ResultEvent,
    Setup,
)


def record_of(
    game: Game,
    setup: Setup,
    *,
    view: str | None = None,
    source: str | None = None,
    events: list[AnyEvent] | None = None,
) -> Record:
    """The record of ``game`` as the referee saw it, or as ``view`` saw it
    (``events``: its actions' events made as they ended, by :func:`action_event`
    with the same view; the game's steps are then not read)."""
    st = game.state
    header = Header(
        edition=3 if st.edition == 3 else 1,
        players=st.names,
        teams=[list(t) for t in st.teams] if st.teams else None,
        view=view,
        setup=_setup_seen_by(setup, view),
        source=source,
        expansions=list(st.expansions) or msgspec.UNSET,
    )
    if events is None:
        actions = [a for a, _ in game.history]
        events = [
            action_event(action, steps, view)
            for action, steps in zip(actions, split_actions(game.steps))
        ]
    else:
        events = list(events)
    if st.phase == "over":
        events.append(ResultEvent(winners=list(st.winners), reason=st.game_over or ""))
    return Record(header=header, events=events)


def _setup_seen_by(setup: Setup, view: str | None) -> Setup:
    if view is None:
        return setup
    hands: dict[str, list[str | None]] = {
        p: (list(cards) if p == view else [None] * len(cards)) for p, cards in setup.hands.items()
    }
    return Setup(hands=hands, achievements=None, seed=None)


def action_event(action: Action, steps: list[Step], view: str | None) -> AnyEvent:
    """The event of ``action`` from its steps (the "action" step first): its answers,
    draws and reported changes gathered in one pass over the steps."""
    answers: list[Any] = []
    draws: list[DrawnCard] = []
    reported: list[Reported] = []
    for s in steps:
        verb = s.verb
        if verb == "decide":
            detail = s.detail or {}
            if not detail.get("auto"):
                answers.append(_answer(s, detail, steps, view))
        if not s.change:
            continue
        if verb in ("draw", "dig") and s.card is not None:  # a dig takes a pile's top (ART-7)
            draws.append(_drawn(s, s.card, steps, view))
        elif s.src is not None and s.src.kind == "deck" and s.card is not None:
            # a card taken from a supply pile without a draw (ECHO-26)
            draws.append(msgspec.structs.replace(_drawn(s, s.card, steps, view), bottom=True))
        if verb == "exchange":
            reported += reported_entries(s, steps, view)
        else:
            reported.append(_reported(s, steps, view))
    player = action.player
    turn = steps[0].detail.get("turn") if steps[0].detail else None
    # by the exact type, the commonest first (no action class of actions has subclasses);
    # keywords, not a dict spread: this runs once per action of every simulated game
    if type(action) is Dogma:
        return DogmaEvent(
            card=action.card, player=player, turn=turn, answers=answers, draws=draws,
            reported=reported,
        )  # fmt: skip
    if type(action) is Meld:
        return MeldEvent(
            card=action.card, player=player, turn=turn, answers=answers, draws=draws,
            reported=reported,
        )  # fmt: skip
    if type(action) is Draw:
        return DrawEvent(player=player, turn=turn, answers=answers, draws=draws, reported=reported)
    if type(action) is Achieve:
        return AchieveEvent(
            age=action.age, player=player, turn=turn, answers=answers, draws=draws,
            reported=reported,
        )  # fmt: skip
    if type(action) is InitialMeld:
        return InitialMeldEvent(
            card=action.card, player=player, answers=answers, draws=draws, reported=reported
        )
    if action_name(action) == "endorse":
        named = msgspec.structs.asdict(action)
        return EndorseEvent(
            card=named["card"], city=named.get("city"), player=player, turn=turn,
            answers=answers, draws=draws, reported=reported,
        )  # fmt: skip
    if action_name(action) == "artifact":
        return ArtifactEvent(
            choice=msgspec.structs.asdict(action)["choice"], player=player, turn=turn,
            answers=answers, draws=draws, reported=reported,
        )  # fmt: skip
    raise TypeError(action)


def _drawn(s: Step, name: str, steps: list[Step], view: str | None) -> DrawnCard:
    """A card drawn (a "draw" change): its pile's age and set, named if ``view`` saw it."""
    age = s.src.age if s.src is not None and s.src.age is not None else card(name).age
    supply = s.src.set if s.src is not None else BASE
    # a dig lays its card face up on the display (ART-7): everyone sees it
    face_up = s.verb == "dig" and view is not None and step_seen(s, view)
    seen = name if view is None or face_up or drawn_card_seen(s, steps, view) else None
    return DrawnCard(age=age, card=seen, set=supply)


def _answer(s: Step, detail: dict[str, Any], steps: list[Step], view: str | None) -> Any:
    """A decision's answer in the scenario answer forms; the ages (and sets) alone of
    cards another player picked where ``view`` did not see them go."""
    kind = core_kind(str(detail.get("decision")))  # Echoes' "promote" is answered as "cards"
    raw = _raw_answer(kind, detail.get("answer"))
    if view is not None and s.actor != view and kind == "cards":
        picked = [str(n) for n in (detail.get("answer") or [])]
        moves = [next_move(n, steps, s) for n in picked]
        if not all(m is not None and step_seen(m, view) for m in moves):
            raw = hidden_answer(picked)
    return raw


def _raw_answer(kind: str, answer: Any) -> Any:
    """An engine answer in the scenario answer forms."""
    if kind in ("cards", "color", "order"):
        if isinstance(answer, str):
            return [answer]
        return list(answer or [])
    if kind == "yes_no":
        return "yes" if answer else "no"
    if kind == "alternative":
        return None if answer is None else int(answer) + 1
    return answer


def reported_entries(step: Step, steps: list[Step], view: str | None) -> list[Reported]:
    """What the record reports of ``step``: an exchange as one entry per card."""
    if step.verb == "exchange":
        return [_moved(step, n, src, dst, view) for n, src, dst in exchanged(step)]
    return [_reported(step, steps, view)]


def _reported(step: Step, steps: list[Step], view: str | None) -> Reported:
    """The one entry a record reports of a change that is no exchange."""
    verb = step.verb
    name = step.card
    if view is None:
        shown = True  # the referee sees every card (a draw's next move need not be found)
    elif verb == "draw" and name is not None:
        shown = drawn_card_seen(step, steps, view)
    elif verb == "achieve":
        # standard achievements stay face down; a card achieved from a board, or
        # from the viewer's own hand, score pile or forecast, was seen (ECHO-27)
        src = step.src
        shown = src is not None and src.kind != "achievements" and step_seen(step, view)
    else:
        shown = step_seen(step, view)
    return Reported(*entry_fields(step, shown))


# one reported entry's fields, in Reported's order
_EntryFields = tuple[
    str, str | None, int | None, str | None, str | None, str | None, str | None, str | None,
    str | None, str | None,
]  # fmt: skip


def entry_fields(step: Step, shown: bool) -> _EntryFields:
    """The fields of the one entry a record reports of a change that is no
    exchange, in :class:`Reported`'s order (``shown``: whether it names the card)."""
    verb = step.verb
    name = step.card
    age: int | None = None
    card_set: str | None = None
    if name and verb != "claim":
        age, card_set = card_back(name)
    src, dst = step.src, step.dst
    detail = step.detail
    return (
        verb,
        name if shown else None,
        age,
        card_set,
        step.actor,
        src.player if src else None,
        code_of(src) if src else None,
        dst.player if dst else None,
        code_of(dst) if dst else None,
        str(detail["to"]) if verb in ("splay", "unsplay") and detail and "to" in detail else None,
    )


def _moved(step: Step, name: str, src: Zone, dst: Zone, view: str | None) -> Reported:
    age, card_set = card_back(name)
    return Reported(
        verb="exchange",
        card=name if move_seen(step, view, src, dst) else None,
        age=age,
        set=card_set,
        actor=step.actor,
        from_player=src.player,
        from_zone=code_of(src),
        to_player=dst.player,
        to_zone=code_of(dst),
    )


# the codes of the piles' and supply piles' zones met (steps share their zones:
# core.steps.shared_zone), and the backs of the cards met, for the entries made
# and compared (replay.compare) once per change
_ZONE_CODES: Final[dict[Zone, str]] = {}
_ZONE_CODES_MAX: Final = 4096  # distinct zones kept: player names differ from game to game
_CARD_BACKS: Final[dict[str, tuple[int, str | None]]] = {}


def code_of(zone: Zone) -> str:
    """``zone_code(zone)``: a zone's code as an entry gives it, remembered for a pile's."""
    if zone.color is None and zone.age is None:
        return zone.kind  # a hand's, a score pile's...: its kind
    found = _ZONE_CODES.get(zone)
    if found is None:
        if len(_ZONE_CODES) >= _ZONE_CODES_MAX:
            _ZONE_CODES.clear()
        found = _ZONE_CODES[zone] = zone_code(zone)
    return found


def card_back(name: str) -> tuple[int, str | None]:
    """What an entry gives of a card's back: its age and its set (None for a base card)."""
    found = _CARD_BACKS.get(name)
    if found is None:
        back = card(name)
        found = _CARD_BACKS[name] = (back.age, _set_shown(back))
    return found


def _set_shown(back: Card) -> str | None:
    """A card's set as its back shows it; None (left out) for a base card."""
    return None if back.set == BASE else back.set


def hidden_answer(picked: list[str]) -> HiddenAnswer:
    """What a viewer sees of a pick: the cards' ages, and their sets when one is
    not a base card (a city and an Echoes card have their own backs, CITY-1, ECHO-1)."""
    ages = [card(n).age for n in picked]
    sets = [card(n).set for n in picked]
    if all(s == BASE for s in sets):
        return HiddenAnswer(hidden=ages)
    return HiddenAnswer(hidden=ages, sets=sets)
