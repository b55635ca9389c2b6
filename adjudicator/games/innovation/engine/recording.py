"""Recording a change, and what every change sets off.

:func:`record` adds one :class:`~adjudicator.core.steps.Step` to the game and,
for a change, checks the special achievements of the players it touched
(SPECIAL-1); :func:`fire` lets the sets in play react at a trigger point;
:func:`replace` lets them replace an event about to happen (FIG-16).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from adjudicator.core.decisions import ChooseAlternative, Decision, struct_tag
from adjudicator.core.problems import Location, UnsupportedCard
from adjudicator.core.steps import (
    NO_CAUSE,
    SHARED_CAUSES,
    SHARED_ZONES,
    Cause,
    Step,
    Verb,
    Zone,
    shared_cause,
    shared_zone,
)
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.board_icons import player_named, seat_icon_total
from adjudicator.games.innovation.engine.cards import Icon
from adjudicator.games.innovation.engine.ending import check_achievement_win, check_achievement_wins
from adjudicator.games.innovation.engine.registry import Trigger, TriggerPoint, Would
from adjudicator.games.innovation.engine.state import LANE_TOPS, PlayerState, State, unpacked_counts
from adjudicator.games.innovation.engine.undo import UndoLog

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase

# what record reads on every step, as Final names: compiled, each is a C static, where
# a name imported from an interpreted module is looked up in this module's dict at
# every read
_ZONES: Final = SHARED_ZONES
_CAUSES: Final = SHARED_CAUSES
_NO_CAUSE: Final = NO_CAUSE


def record(
    g: GameBase,
    cause: Cause,
    verb: Verb,
    text: str,
    # no "*": CPython fills a missing keyword-only argument from a dict, a
    # positional-or-keyword one from a tuple (record is called for every step)
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
    # shared_zone and shared_cause, their lookup inline (a step records mostly known ones)
    if src is not None:
        src = _ZONES.get(src) or shared_zone(src)
    if dst is not None:
        dst = _ZONES.get(dst) or shared_zone(dst)
    # the running effect's cause is shared already (ContextBase)
    if cause is not _NO_CAUSE and cause is not g.effect_cause:
        cause = _CAUSES.get(cause) or shared_cause(cause)
    step = Step(text, verb, rule, actor, card_name, cards, src, dst, cause, change, detail)
    g.steps.append(step)
    if not change:
        return
    # the rest of GameBase.add_step, inline
    g.change_count += 1
    if cause.demand and not cause.via_execute and (run := g.run) is not None:
        if verb == "transfer":
            run.demand_transfers += 1
        elif verb == "return":
            run.demand_returns += 1
    if not check:
        # END-1's answer after the last check no longer holds (CITY-20)
        g.end_checked = None
    elif g.state.phase == "play":
        after_change(g, verb, actor, src, dst)


def after_change(
    g: GameBase, verb: Verb, actor: str | None, src: Zone | None, dst: Zone | None
) -> None:
    """What a change sets off in play: the special achievements of the players
    it touched (SPECIAL-1), and END-1 when an expansion counts achievements
    beyond the cards (flags and fountains come and go, CITY-20)."""
    state = g.state
    board = (
        verb in BOARD_VERBS
        or (src is not None and src.kind == "board")
        or (dst is not None and dst.kind == "board")
    )
    specials = state.specials
    if specials:
        # only the players this change touched can newly qualify (SPECIAL-1)
        names = tuple(specials)
        wanted = _WANTED.get((names, board)) or registry.specials_wanted(names, boards=board)
        if wanted.specials:
            a = src.player if src is not None else None
            b = dst.player if dst is not None else None
            least = wanted.turn_floor
            if (a is None or a == actor) and (b is None or b == actor):
                for p in state.players:
                    if p.name == actor:
                        # below the floor every wanted special needs: none met (Monument)
                        if p.tucked_this_turn >= least or p.scored_this_turn >= least:
                            _claim_met(g, p, wanted)
                        break
            else:
                for p in _in_turn_order(state, {n for n in (a, b, actor) if n}):
                    if p.tucked_this_turn >= least or p.scored_this_turn >= least:
                        _claim_met(g, p, wanted)
    # the base set counts no more than the achievement cards: only expansions
    # may, from the boards (CITY-20)
    if (
        state.expansions
        and registry.counts_more_achievements(state.expansions)
        and (board or _achievements(src) or _achievements(dst) or g.end_checked is not state)
    ):
        check_achievement_wins(g)
        # END-1 after every change (CITY-20) reads only the boards and the
        # achievements: after a change to neither, the answer is the one found
        # now, as long as nothing changes unchecked (a change recorded with
        # ``check=False``) and the game keeps this state (not a restored,
        # cloned or new one)
        g.end_checked = state


# specials_wanted's table, for its lookup inline (the same dict, cleared in place)
_WANTED: Final = registry.WANTED


def _achievements(zone: Zone | None) -> bool:
    return zone is not None and zone.kind == "achievements"


def fire(
    g: GameBase,
    point: TriggerPoint,
    player: str,
    cause: Cause,
    card_name: str | None = None,
    *,
    detail: dict[str, Any] | None = None,
) -> None:
    """Let the sets in play react at ``point`` (their subscribers, in order)."""
    if point in g.triggers.points:
        g.triggers.fire(g, Trigger(point, player, card_name, cause, detail))


def replace(g: GameBase, would: Would) -> tuple[Any] | None:
    """FIG-16 "instead": when a replacement of the sets in play answers for
    ``would``, record the "would" step (not a change: the replacement's rule,
    the event's cause) and carry the replacement out in the event's place, no
    replacement triggering meanwhile (FIG-19). Returns None when the event
    happens, else a 1-tuple of what the replacement returned (what the
    primitive returns in its place).

    A primitive calls it only when its point is in ``g.triggers.replaced``.
    When several replacements answer for one event the current player chooses
    one (FIG-20): a primitive cannot ask a decision, so this raises
    :class:`UnsupportedCard` naming them rather than pick one silently."""
    found = g.triggers.replacements(g, would)
    if not found:
        return None
    if len(found) > 1:
        named = " and ".join(f"{i.rule} ({i.text})" for i in found)
        raise UnsupportedCard(
            f"{would}: {named} would each replace it, and the current player would "
            "choose one, which the engine cannot ask yet",
            rule="FIG-20",
            location=Location(player=would.player, card=would.card),
        )
    instead = found[0]
    record(
        g,
        would.cause,
        "would",
        f"{would}: instead, {instead.text}",
        rule=instead.rule,
        actor=would.player,
        card_name=would.card,
        change=False,
        detail={"point": would.point, "age": would.age, "supply": would.supply},
    )
    return (g.triggers.run_instead(instead),)


# ----------------------------------------------------------------------------
# special achievements (SPECIAL-1, SPECIAL-2)


def claim_special(
    g: GameBase, player: str, name: str, cause: Cause, *, why: str, rule: str = "SPECIAL-1"
) -> bool:
    """Claim a special achievement if still available (SPECIAL-1)."""
    if not take_special(g.state, player, name, g.undo):
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


def take_special(state: State, player: str, name: str, undo: UndoLog | None = None) -> bool:
    """Move the special achievement ``name`` to ``player``'s achievements; False
    when it is not available. ``undo``: the action's log, told first."""
    if name not in state.specials:
        return False
    mine = player_named(state, player).achievements
    if undo is not None:
        undo.touch(state.specials)
        undo.touch(mine)
    state.specials.remove(name)
    mine.append(name)
    return True


BOARD_VERBS: Final = frozenset({"splay", "unsplay", "rearrange", "meld", "tuck"})


def check_special_achievements(
    g: GameBase, players: set[str] | None = None, *, boards: bool = True
) -> None:
    """SPECIAL-1: after every change, players in turn order from the current one.
    ``players``: only these (the ones a change touched); ``boards``: whether a
    board changed (otherwise only those not about boards, like Monument, can
    newly be met)."""
    state = g.state
    if state.phase != "play" or not state.specials:
        return
    wanted = registry.specials_wanted(tuple(state.specials), boards=boards)
    if wanted.specials:
        for p in _in_turn_order(state, players):
            _claim_met(g, p, wanted)


def _in_turn_order(state: State, names: set[str] | None) -> list[PlayerState]:
    """The players named (all when None), in turn order from the current one."""
    players = state.players
    if names is not None and len(names) <= 1:
        return [p for p in players if p.name in names]
    order = players[state.current :] + players[: state.current]
    return order if names is None else [p for p in order if p.name in names]


def _claim_met(g: GameBase, p: PlayerState, wanted: registry.Wanted) -> None:
    """``p`` claims the wanted specials they meet (a special that does not read
    the icon counts is given none; the packed total is read for the floors)."""
    specials = g.state.specials
    total = seat_icon_total(p) if wanted.icons else 0
    # every lane's top bit set: less a floor, a lane's top bit survives only where
    # the count is at least the floor's (state.LANE_TOPS); the module's names read
    # once (compiled, each read of an imported name is a look-up in a dict)
    tops, none_counted = LANE_TOPS, _NO_COUNTS
    topped = total | tops
    counts: dict[Icon, int] = none_counted
    for name, condition, icons, floor, least in wanted.tests:
        # the quick tests first: below its turn floor (Monument: two integers), below
        # its floor on the packed total; then one claimed for an earlier player
        if least and p.tucked_this_turn < least and p.scored_this_turn < least:
            continue
        if floor and (topped - floor) & tops != tops:
            continue
        if name not in specials:
            continue
        if icons:
            if counts is none_counted:
                counts = unpacked_counts(total)
            why = condition(p, counts)
        else:
            why = condition(p, none_counted)
        if why is not None:
            claim_special(g, p.name, name, NO_CAUSE, why=why)


_NO_COUNTS: Final[dict[Icon, int]] = {}


# ----------------------------------------------------------------------------
# decisions answered


def note(g: GameBase, player: str, text: str, rule: str | None, cause: Cause = NO_CAUSE) -> None:
    """A step that explains and changes nothing, ``player`` its actor."""
    record(g, cause, "note", text, rule=rule, actor=player, change=False)


def record_decision(g: GameBase, decision: Decision, value: Any, *, auto: bool) -> None:
    """The step of a decision answered (``auto``: by the engine, having one way)."""
    player, prompt, options = decision.player, decision.prompt, decision.options
    # an alternative is answered by its index: its words say which (the value's type
    # tested first: an int's test is native, a Struct class's a generic call)
    said = (
        f'"{options[value]}"'
        if isinstance(value, int) and isinstance(decision, ChooseAlternative)
        else _answer_text(value)
    )
    if auto and not options:
        text = f"{player}: nothing to choose for '{prompt}'"
    elif auto:
        text = f"{player} has only one way: {said} ({prompt})"
    else:
        text = f"{player} chooses {said} ({prompt})"
    # a step that changes nothing, the running effect's cause shared already: all record
    # would do is append it
    g.steps.append(
        Step(
            text,
            "decide",
            decision.rule,
            player,
            cause=g.effect_cause,
            detail={
                "decision": struct_tag(decision),  # decision_kind's
                "prompt": prompt,
                "optional": decision.optional,
                "min": decision.min,
                "max": decision.max,
                "options": list(options),
                "answer": _jsonable(value),
                "auto": auto,
            },
        )
    )


def _answer_text(value: Any) -> str:
    if isinstance(value, (tuple, list)):  # a tuple: "tuple | list" makes a union each call
        return ", ".join(map(str, value)) if value else "nothing"
    if value is None:
        return "nothing (declined)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(map(str, value))
    return value
