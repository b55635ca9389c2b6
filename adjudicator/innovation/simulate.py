"""Random playouts written as game records (full information or one player's view).

A game is played by the seeded random player (:mod:`drivers`); its record is
read back from the engine's steps: each "action" step opens an event, the
draws and the answers of the decisions asked inside it follow, and the other
state changes become the ``reported`` outcomes a checker cross-checks.
The same seed gives the same bytes.
"""

from __future__ import annotations

import random
from typing import Any

from adjudicator.innovation.actions import Achieve, Action, Dogma, Draw, InitialMeld, Meld
from adjudicator.innovation.cards import card
from adjudicator.innovation.drivers import play_random
from adjudicator.innovation.game import Game
from adjudicator.innovation.records import (
    AchieveEvent,
    AnyEvent,
    DogmaEvent,
    DrawEvent,
    DrawnCard,
    Header,
    HiddenAnswer,
    InitialMeldEvent,
    MeldEvent,
    Record,
    Reported,
    ResultEvent,
    Setup,
)
from adjudicator.innovation.setup import new_game
from adjudicator.steps import Step

NAMES = ["alice", "bob", "carol", "dave"]


def simulate_game(
    players: int = 2,
    *,
    seed: int = 0,
    teams: bool = False,
    edition: int = 3,
    max_actions: int = 1000,
) -> tuple[Game, Setup]:
    """A complete random legal game (or ``max_actions`` actions of one)."""
    names = NAMES[:players]
    team_list = [[names[0], names[2]], [names[1], names[3]]] if teams else None
    game = new_game(names, teams=team_list, edition=edition, seed=seed)
    setup = Setup(
        hands={p.name: list(p.hand) for p in game.state.players},
        achievements=list(game.state.achievements),
        seed=seed,
    )
    play_random(game, random.Random(seed), max_actions=max_actions)
    return game, setup


def record_of(
    game: Game, setup: Setup, *, view: str | None = None, source: str | None = None
) -> Record:
    """The record of ``game`` as the referee saw it, or as ``view`` saw it."""
    st = game.state
    header = Header(
        edition=3 if st.edition == 3 else 1,
        players=st.names,
        teams=[list(t) for t in st.teams] if st.teams else None,
        view=view,
        setup=_setup_seen_by(setup, view),
        source=source,
    )
    events: list[AnyEvent] = []
    actions = iter(a for a, _ in game.history)
    current: list[Step] = []
    for step in [*game.steps, Step(text="", verb="action")]:
        if step.verb == "action":
            if current:
                events.append(_event(next(actions), current, view))
            current = [step]
        elif current:
            current.append(step)
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


def _event(action: Action, steps: list[Step], view: str | None) -> AnyEvent:
    fields: dict[str, Any] = {
        "player": action.player,
        "turn": steps[0].detail.get("turn") if steps[0].detail else None,
        "answers": _answers(steps, view),
        "draws": _draws(steps, view),
        "reported": [r for s in steps if s.change for r in reported_entries(s, steps, view)],
    }
    if isinstance(action, InitialMeld):
        fields.pop("turn")
    match action:
        case InitialMeld(card=c):
            return InitialMeldEvent(card=c, **fields)
        case Draw():
            return DrawEvent(**fields)
        case Meld(card=c):
            return MeldEvent(card=c, **fields)
        case Dogma(card=c):
            return DogmaEvent(card=c, **fields)
        case Achieve(age=a):
            return AchieveEvent(age=a, **fields)
    raise TypeError(action)


# ----------------------------------------------------------------------------
# what a viewer sees


def _public(step: Step, view: str | None) -> bool:
    """Whether ``view`` sees which card ``step`` moves: melds, tucks and reveals,
    anything to or from a board, and anything to or from the viewer's own zones."""
    if view is None or step.verb in ("meld", "tuck", "reveal", "claim", "splay", "unsplay"):
        return True
    if _on_board(step.from_zone) or _on_board(step.to_zone):
        return True
    return view in (step.from_player, step.to_player)


def _on_board(zone: str | None) -> bool:
    return zone is not None and zone.startswith("board")


def _next_move(name: str, steps: list[Step], after: Step) -> Step | None:
    seen = False
    for s in steps:
        if s is after:
            seen = True
            continue
        if seen and s.change and (s.card == name or name in s.cards):
            return s
    return None


def _draws(steps: list[Step], view: str | None) -> list[DrawnCard]:
    out = []
    for s in steps:
        if s.verb != "draw" or not s.change or s.card is None:
            continue
        age = int((s.detail or {}).get("drawn_age", card(s.card).age))
        nxt = _next_move(s.card, steps, s)
        seen = view is None or s.actor == view or (nxt is not None and _public(nxt, view))
        out.append(DrawnCard(age=age, card=s.card if seen else None))
    return out


def _answers(steps: list[Step], view: str | None) -> list[Any]:
    out: list[Any] = []
    for s in steps:
        detail = s.detail or {}
        if s.verb != "decide" or detail.get("auto"):
            continue
        raw = _raw_answer(str(detail.get("decision")), detail.get("answer"))
        if view is not None and s.actor != view and detail.get("decision") == "cards":
            picked = [str(n) for n in (detail.get("answer") or [])]
            moves = [_next_move(n, steps, s) for n in picked]
            if not all(m is not None and _public(m, view) for m in moves):
                raw = HiddenAnswer(hidden=[card(n).age for n in picked])
        out.append(raw)
    return out


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
        detail = step.detail or {}
        a_side = [str(n) for n in detail.get("a", [])]
        b_side = [str(n) for n in detail.get("b", [])]
        there = (step.from_player, step.from_zone, step.to_player, step.to_zone)
        back = (step.to_player, step.to_zone, step.from_player, step.from_zone)
        return [_moved(step, n, there, view) for n in a_side] + [
            _moved(step, n, back, view) for n in b_side
        ]
    if step.verb == "draw" and step.card is not None:
        nxt = _next_move(step.card, steps, step)
        shown = view is None or step.actor == view or (nxt is not None and _public(nxt, view))
    elif step.verb == "achieve":
        shown = view is None  # standard achievements stay face down
    else:
        shown = _public(step, view)
    detail = step.detail or {}
    return [
        Reported(
            verb=step.verb,
            card=step.card if shown else None,
            age=card(step.card).age if step.card and step.verb != "claim" else None,
            actor=step.actor,
            from_player=step.from_player,
            from_zone=step.from_zone,
            to_player=step.to_player,
            to_zone=step.to_zone,
            splay=str(detail["to"])
            if step.verb in ("splay", "unsplay") and "to" in detail
            else None,
        )
    ]


def _moved(
    step: Step,
    name: str,
    way: tuple[str | None, str | None, str | None, str | None],
    view: str | None,
) -> Reported:
    from_player, from_zone, to_player, to_zone = way
    seen = view is None or view in (from_player, to_player)
    seen = seen or any(_on_board(z) for z in (from_zone, to_zone))
    return Reported(
        verb="exchange",
        card=name if seen else None,
        age=card(name).age,
        actor=step.actor,
        from_player=from_player,
        from_zone=from_zone,
        to_player=to_player,
        to_zone=to_zone,
    )
