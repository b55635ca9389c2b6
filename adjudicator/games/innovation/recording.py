"""Recording a change, and what every change sets off.

:func:`record` adds one :class:`~adjudicator.core.steps.Step` to the game and,
for a change, checks the special achievements of the players it touched
(SPECIAL-1); :func:`fire` lets the sets in play react at a trigger point.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from adjudicator.core.decisions import Decision, decision_kind
from adjudicator.core.steps import NO_CAUSE, Cause, Step, Verb, Zone
from adjudicator.games.innovation import sets
from adjudicator.games.innovation.cards import Icon
from adjudicator.games.innovation.ending import check_achievement_win, check_achievement_wins
from adjudicator.games.innovation.sets import Trigger, TriggerPoint
from adjudicator.games.innovation.state import PlayerState, State

if TYPE_CHECKING:
    from adjudicator.games.innovation.game import Game


def record(
    g: Game,
    cause: Cause,
    verb: Verb,
    text: str,
    *,
    rule: str | None,
    actor: str | None,
    card_name: str | None = None,
    cards: tuple[str, ...] = (),
    src: Zone | None = None,
    dst: Zone | None = None,
    change: bool = True,
    detail: dict[str, Any] | None = None,
    check: bool = True,
) -> None:
    step = Step(
        text=text,
        verb=verb,
        rule=rule,
        actor=actor,
        card=card_name,
        cards=cards,
        src=src,
        dst=dst,
        cause=cause,
        change=change,
        detail=detail,
    )
    g.add_step(step)
    if change and check:
        # only the players this change touched can newly qualify (SPECIAL-1)
        ends = (src.player if src else None, dst.player if dst else None, actor)
        touched = {p for p in ends if p}
        board = (src is not None and src.kind == "board") or (
            dst is not None and dst.kind == "board"
        )
        check_special_achievements(g, touched, boards=board or verb in BOARD_VERBS)
        state = g.state
        # the base set counts no more than the achievement cards: only expansions may
        if (
            state.expansions
            and state.phase == "play"
            and sets.counts_more_achievements(state.expansions)
        ):
            check_achievement_wins(g)  # flags and fountains come and go (CITY-20)


def fire(
    g: Game,
    point: TriggerPoint,
    player: str,
    cause: Cause,
    card_name: str | None = None,
    *,
    detail: dict[str, Any] | None = None,
) -> None:
    """Let the sets in play react at ``point`` (their subscribers, in order)."""
    if g.triggers.listens(point):
        g.triggers.fire(g, Trigger(point, player, card_name, cause, detail))


# ----------------------------------------------------------------------------
# special achievements (SPECIAL-1, SPECIAL-2)


def claim_special(
    g: Game, player: str, name: str, cause: Cause, *, why: str, rule: str = "SPECIAL-1"
) -> bool:
    """Claim a special achievement if still available (SPECIAL-1)."""
    if not take_special(g.state, player, name):
        return False
    record(
        g,
        cause,
        "claim",
        f"{player} claims {name} ({why})",
        rule=rule,
        actor=player,
        card_name=name,
        src=Zone("achievements"),
        dst=Zone("achievements", player),
        check=False,
    )
    check_achievement_win(g, player)
    return True


def take_special(state: State, player: str, name: str) -> bool:
    """Move the special achievement ``name`` to ``player``'s achievements; False
    when it is not available."""
    if name not in state.specials:
        return False
    state.specials.remove(name)
    state.player(player).achievements.append(name)
    return True


def special_condition(
    p: PlayerState, name: str, counts: dict[Icon, int] | None = None
) -> str | None:
    """Why ``p`` qualifies for special achievement ``name`` (SPECIAL-2), or None;
    ``counts``: the player's icon counts, when already known."""
    found = sets.special(name)
    if found is None:
        return None
    return found.condition(p, counts if counts is not None else p.icon_counts())


BOARD_VERBS = frozenset({"splay", "unsplay", "rearrange", "meld", "tuck"})


def check_special_achievements(
    g: Game, players: set[str] | None = None, *, boards: bool = True
) -> None:
    """SPECIAL-1: after every change, players in turn order from the current one.
    ``players``: only these (the ones a change touched); ``boards``: whether a
    board changed (otherwise only those not about boards, like Monument, can
    newly be met)."""
    state = g.state
    if state.phase != "play" or not state.specials:
        return
    wanted = sets.specials_named(state.specials)
    if not boards:
        wanted = [a for a in wanted if not a.board]
    if not wanted:
        return
    icons = any(a.icons for a in wanted)
    for name in state.turn_order_from_current():
        if players is not None and name not in players:
            continue
        p = state.player(name)
        # a special claimed for an earlier player is skipped below
        counts = p.icon_counts() if icons else {}
        for special in wanted:
            if special.name not in state.specials:
                continue
            why = special.condition(p, counts)
            if why is not None:
                claim_special(g, name, special.name, NO_CAUSE, why=why)


# ----------------------------------------------------------------------------
# decisions answered


def record_decision(g: Game, decision: Decision, value: Any, *, auto: bool) -> None:
    """The step of a decision answered (``auto``: by the engine, having one way)."""
    shown = _answer_text(value)
    how = "has only one way" if auto and decision.options else "chooses"
    if auto and not decision.options:
        text = f"{decision.player}: nothing to choose for '{decision.prompt}'"
    elif auto:
        text = f"{decision.player} {how}: {shown} ({decision.prompt})"
    else:
        text = f"{decision.player} {how} {shown} ({decision.prompt})"
    record(
        g,
        g.effect_cause,
        "decide",
        text,
        rule=decision.rule,
        actor=decision.player,
        change=False,
        detail={
            "decision": decision_kind(decision),
            "prompt": decision.prompt,
            "optional": decision.optional,
            "min": decision.min,
            "max": decision.max,
            "options": list(decision.options),
            "answer": _jsonable(value),
            "auto": auto,
        },
    )


def _answer_text(value: Any) -> str:
    if isinstance(value, tuple | list):
        return ", ".join(str(v) for v in value) if value else "nothing"
    if value is None:
        return "nothing (declined)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [str(v) for v in value]
    return value
