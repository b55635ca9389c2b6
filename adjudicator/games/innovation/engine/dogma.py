"""The Dogma action (DOGMA-1 … DOGMA-11): count the featured icon, share,
demand, run every effect, the free draw.

The effects run in an :class:`~adjudicator.games.innovation.engine.effect_context.EffectContext`;
card effect modules import it (with ``Gen`` and ``value``) from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from adjudicator.core.problems import Location, UnsupportedCard
from adjudicator.core.steps import SHARED_CAUSES, Cause, Step, shared_cause
from adjudicator.games.innovation.engine.board_icons import (
    clockwise_from,
    highest_top_value,
    icon_counts_of,
    player_named,
)
from adjudicator.games.innovation.engine.cards import UNSPLAYED, EffectText, Icon, card
from adjudicator.games.innovation.engine.draws import draw
from adjudicator.games.innovation.engine.effect_base import Gen as Gen
from adjudicator.games.innovation.engine.effect_base import value as value
from adjudicator.games.innovation.engine.effect_context import EffectContext as EffectContext
from adjudicator.games.innovation.engine.effect_context import effect_step
from adjudicator.games.innovation.engine.game_base import DogmaRun
from adjudicator.games.innovation.engine.recording import fire, record
from adjudicator.games.innovation.engine.registry import EffectFn, echo_for, effects_for
from adjudicator.games.innovation.engine.rules import DogmaComplete
from adjudicator.games.innovation.engine.state import PlayerState, State

# the effect index of an echo effect in a Cause (ECHO-13: no dogma effect's)
ECHO_EFFECT = -1

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase


def dogma_counts(state: State, icon: Icon) -> dict[str, int]:
    return icon_counts_of(state.players, icon)


def dogma_action(
    g: GameBase, leader: str, card_name: str, *, endorsed: bool = False, displayed: int = 0
) -> Gen:
    """DOGMA-1…DOGMA-6: count, share, demand, run every effect, the free draw.
    ``endorsed`` (CITY-24): the leader executes each effect twice and every
    demand goes round the vulnerable players twice. ``displayed`` (ART-14): the
    featured icons of the leader's displayed artifact, counted for sharing and
    vulnerability only. An "I compel" effect (ART-16) goes to the opponents who
    share, as a demand."""
    state = g.state
    c = card(card_name)
    effects = effects_for(card_name, state.edition)
    if effects is None:
        raise UnsupportedCard(
            f"{card_name} is not implemented yet", location=Location(card=card_name)
        )
    texts = c.effects_for(state.edition)
    # the echo effects of the card's pile, fixed now (ECHO-14, ECHO-15)
    echoes = echo_effects(player_named(state, leader), card_name) if g.triggers.echoes else []
    icon = c.dogma_icon
    counts = icon_counts_of(state.players, icon)  # dogma_counts's
    if displayed:
        counts[leader] += displayed
    mine = counts[leader]
    # a card without effects (a city, CITY-5): no one shares, no one is vulnerable,
    # unless its pile shows echo effects (ECHO-16)
    order = clockwise_from(state, leader)
    others = order if effects or echoes else []
    # one loop, no comprehensions (each is a call): fewer icons and an opponent is vulnerable
    sharers: list[str] = []
    vulnerable: list[str] = []
    teams = state.teams
    for n in others:
        if counts[n] >= mine:
            sharers.append(n)
        elif not teams or state.are_opponents(leader, n):  # are_opponents's first test, inline
            vulnerable.append(n)
    run = DogmaRun(leader, card_name, counts, sharers, vulnerable)
    g.run = run
    cause = Cause(card_name, None, leader, leader)
    cause = SHARED_CAUSES.get(cause) or shared_cause(cause)  # record's sharing, inline
    # a step that changes nothing: all record would do is append it
    g.steps.append(
        Step(
            _dogma_text(order, leader, card_name, icon, counts, sharers, vulnerable, texts)
            + (f" (with {displayed} on {leader}'s display, ART-14)" if displayed else ""),
            "dogma",
            "DOGMA-2",
            leader,
            card_name,
            cause=cause,
            detail={
                "icon": str(icon),
                "counts": counts,
                "sharing": sharers,
                "vulnerable": vulnerable,
                "partners": [n for n in state.team_of(leader) if n != leader] if teams else [],
                "effects": _effects_detail(texts),
                **(
                    {"echoes": [{"card": e, "text": card(e).echo} for e, _ in echoes]}
                    if echoes
                    else {}
                ),
            },
        )
    )
    if "dogma_start" in g.triggers.points:  # fire's test, inline
        fire(g, "dogma_start", leader, cause, card_name)
    rounds = 2 if endorsed else 1
    # each execution as run_effect runs it, without its generator: the effect's step,
    # then the effect with its cause as the one decisions cite
    outer = g.effect_cause
    try:
        # the echo effects first, like non-demand effects (ECHO-14), then the card's
        plan = [(e, ECHO_EFFECT, efn, card(e).echo or "", False, False) for e, efn in echoes]
        for i, (fn, text) in enumerate(zip(effects, texts)):
            plan.append((card_name, i, fn, text.text, text.demand, text.compel))
        for name, i, fn, words, demand, compel in plan:
            if compel:  # each sharing opponent (ART-16, never a partner), as a demand
                compelled = [n for n in sharers if not teams or state.are_opponents(leader, n)]
                executors, again, demand = compelled * rounds, len(compelled), True
            elif demand:  # each vulnerable player (DOGMA-5); an Endorse's second round after
                executors, again = vulnerable * rounds, len(vulnerable)
            else:  # the sharers, then the leader (DOGMA-4); an Endorse's leader twice
                executors, again = [*sharers, *[leader] * rounds], len(sharers) + 1
            for turn, executor in enumerate(executors):
                before = g.change_count
                # positional arguments: cheaper than keywords (every execution)
                ctx = EffectContext(g, run, name, i, executor, demand)
                effect_step(ctx, words, turn >= again, compel)
                g.effect_cause = ctx.cause
                try:
                    yield from fn(ctx)
                finally:
                    g.effect_cause = outer
                # the cheap tests first (most executions are the leader's), the call last;
                # a sharer's echo effect earns the free draw too (ECHO-17)
                if (
                    executor != leader
                    and not demand
                    and g.change_count > before
                    and state.are_opponents(leader, executor)
                ):
                    run.shared_change = True
    except DogmaComplete:
        record(
            g,
            cause,
            "note",
            f"the Dogma action on {card_name} is complete",
            rule="DOGMA-1",
            actor=leader,
            change=False,
        )
        if "dogma_end" in g.triggers.points:  # fire's test, inline
            fire(g, "dogma_end", leader, cause, card_name)
        return
    finally:
        g.run = None
    _free_draw(g, run, cause)
    if "dogma_end" in g.triggers.points:  # fire's test, inline
        fire(g, "dogma_end", leader, cause, card_name)


def echo_effects(me: PlayerState, card_name: str) -> list[tuple[str, EffectFn]]:
    """ECHO-14: the echo effects visible in ``card_name``'s pile on ``me``'s
    board, from the bottom card up, the top card's (``card_name``'s, when it is
    on top) last; with each one's effect (UnsupportedCard when not implemented)."""
    pile = me.board[card(card_name).color]
    cards = pile.cards
    if not cards:
        return []
    listed: list[str] = []
    if pile.splay is not UNSPLAYED:
        for name in reversed(cards[1:]):
            c = card(name)
            if c.echo is not None and any(c.marks[i] == "echo" for i in c.layout.shown(pile.splay)):
                listed.append(name)
    if card(cards[0]).echo is not None:
        listed.append(cards[0])
    out: list[tuple[str, EffectFn]] = []
    for name in listed:
        fn = echo_for(name)
        if fn is None:
            raise UnsupportedCard(
                f"{name}'s echo effect is not implemented yet", location=Location(card=name)
            )
        out.append((name, fn))
    return out


def _free_draw(g: GameBase, run: DogmaRun, cause: Cause) -> None:
    leader = run.leader
    if not run.sharers:  # most Dogma actions: no one shared
        return
    opponents = [n for n in run.sharers if g.state.are_opponents(leader, n)]
    if not opponents:
        return
    if not run.shared_change:
        # a step that changes nothing, its cause shared (dogma_action): record's append
        g.steps.append(
            Step(
                f"no free draw: {', '.join(opponents)} shared but changed nothing",
                "note",
                "DOGMA-6",
                leader,
                cause=cause,
            )
        )
        return
    age = highest_top_value(player_named(g.state, leader))
    draw(
        g,
        leader,
        age,
        Cause(run.card, None, leader, leader, free_draw=True),
        how="takes the free draw:",
        rule="DOGMA-6",
    )


def _dogma_text(
    order: list[str],
    leader: str,
    name: str,
    icon: Icon,
    counts: dict[str, int],
    sharers: list[str],
    vulnerable: list[str],
    texts: tuple[EffectText, ...],
) -> str:
    mine = counts[leader]
    if not texts:  # a city (CITY-5)
        return f"{name} has no effects: nothing happens, no one shares"
    # the icon's str first: an f-string with a conversion ("!s") or an enum member
    # compiles to str.format, one call a part; of plain strs and ints it is joined at once
    word = str(icon)
    parts = [f"{name}'s featured icon is {word}: {leader} has {mine}"]
    for other in order:  # clockwise from the leader's left
        n = counts[other]
        if other in sharers and _has_compel(texts):
            parts.append(f"{other} has {n}, at least as many, so shares and is compelled")
        elif other in sharers:
            parts.append(f"{other} has {n}, at least as many, so shares")
        elif other in vulnerable and _has_demand(texts):
            parts.append(f"{other} has {n}, fewer, so is vulnerable to demands")
        elif other in vulnerable:  # DOGMA-2: fewer neither shares nor, without a demand, suffers
            parts.append(f"{other} has {n}, fewer, so does not share")
        else:
            parts.append(f"{other} has {n} (a partner, not vulnerable)")
    return "; ".join(parts)


def _has_demand(texts: tuple[EffectText, ...]) -> bool:
    for text in texts:  # noqa: SIM110 (a loop, not any(): no generator made)
        if text.demand:
            return True
    return False


def _effects_detail(texts: tuple[EffectText, ...]) -> list[dict[str, Any]]:
    """The effects as the Dogma step's detail lists them (a compel marked, ART-16)."""
    out: list[dict[str, Any]] = []
    for t in texts:
        one: dict[str, Any] = {"text": t.text, "demand": t.demand}
        if t.compel:
            one["compel"] = True
        out.append(one)
    return out


def _has_compel(texts: tuple[EffectText, ...]) -> bool:
    return any(t.compel for t in texts)
