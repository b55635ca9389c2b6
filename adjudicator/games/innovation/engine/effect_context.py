"""The context card effects run in (:class:`EffectContext`).

A card effect receives an :class:`EffectContext` naming the executing player
("you"), the player who took the Dogma action ("I/me", :attr:`leader`) and
everything it may query or do. Decisions are generators used with
``yield from``; primitives are plain calls.
"""

from __future__ import annotations

from adjudicator.core.problems import Location, UnsupportedCard
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine.board_icons import icon_counts_of
from adjudicator.games.innovation.engine.cards import card
from adjudicator.games.innovation.engine.effect_base import Gen
from adjudicator.games.innovation.engine.effect_decisions import ContextDecisions
from adjudicator.games.innovation.engine.game_base import DogmaRun
from adjudicator.games.innovation.engine.recording import record
from adjudicator.games.innovation.engine.registry import EffectFn, effects_for


class EffectContext(ContextDecisions):
    """One player's execution of one effect: who is who, what they may query,
    do and decide (the base classes), and what it remembers through the action."""

    # --------------------------------------------------- dogma-wide memory
    def transferred_due_to_demand(self) -> bool:
        """DOGMA-10: any card transferred due to this card's demand in this action."""
        return not self.via_execute and self.run.card == self.card and self.run.demand_transfers > 0

    def returned_due_to_demand(self) -> bool:
        return not self.via_execute and self.run.card == self.card and self.run.demand_returns > 0

    # ---------------------------------------------------------- execution
    def execute(self, card_name: str) -> Gen:
        """DOGMA-8: run ``card_name``'s non-demand effects alone, not shared."""
        effects = effects_for(card_name, self.state.edition)
        if effects is None:
            raise UnsupportedCard(
                f"{card_name} is not implemented", location=Location(card=card_name)
            )
        texts = card(card_name).effects_for(self.state.edition)
        record(
            self.g,
            self.cause,
            "execute",
            f"{self.player} executes the non-demand effects of {card_name} (not shared)",
            rule="DOGMA-8",
            actor=self.player,
            card_name=card_name,
            change=False,
        )
        for i, (fn, text) in enumerate(zip(effects, texts)):
            if text.demand or text.compel:  # ART-17: a compel is a demand
                continue
            child = EffectContext(
                self.g,
                self.run,
                card_name,
                i,
                self.player,
                demand=False,
                via_execute=True,
                depth=self.depth + 1,
            )
            yield from run_effect(child, fn, text.text)

    def execute_here(self, card_name: str) -> Gen:
        """ "Execute the effects of X as if they were on this card. Do not share
        them." (Artifacts): every effect of ``card_name`` in order, as this card's
        Dogma action executed by this player: its demands go to this player's
        opponents with fewer of this card's featured icon, its compels to those
        with as many or more (ART-16), "I" being this player; its non-demand
        effects this player runs alone."""
        effects = effects_for(card_name, self.state.edition)
        if effects is None:
            raise UnsupportedCard(
                f"{card_name} is not implemented", location=Location(card=card_name)
            )
        texts = card(card_name).effects_for(self.state.edition)
        record(
            self.g,
            self.cause,
            "execute",
            f"{self.player} executes the effects of {card_name} as if they were on "
            f"{self.card} (not shared)",
            rule="DOGMA-8",
            actor=self.player,
            card_name=card_name,
            change=False,
        )
        # this card's featured icon: the Dogma action's counts (ART-14's display
        # included) when this card is the action's, else counted now
        counts = (
            self.run.counts
            if self.run.card == self.card and not self.via_execute
            else icon_counts_of(self.state.players, card(self.card).dogma_icon)
        )
        mine = counts.get(self.player, 0)
        opponents = self.state.opponents(self.player)
        vulnerable = [o for o in opponents if counts.get(o, 0) < mine]
        compelled = [o for o in opponents if counts.get(o, 0) >= mine]
        run = DogmaRun(self.player, card_name, counts, [], vulnerable)
        outer = self.g.run
        self.g.run = run
        try:
            for i, (fn, text) in enumerate(zip(effects, texts)):
                executors = (
                    compelled if text.compel else vulnerable if text.demand else [self.player]
                )
                for executor in executors:
                    child = EffectContext(
                        self.g, run, card_name, i, executor, text.demanding, False, self.depth + 1
                    )
                    yield from run_effect(child, fn, text.text, compel=text.compel)
        finally:
            self.g.run = outer


def run_effect(
    ctx: EffectContext, fn: EffectFn, text: str, again: bool = False, compel: bool = False
) -> Gen:
    """Record who executes which effect and why (:func:`effect_step`), then run it;
    decisions asked meanwhile are attributed to this execution.
    ``again``: the second execution an Endorse action gives (CITY-24); ``compel``:
    an "I compel" effect (ART-16)."""
    effect_step(ctx, text, again, compel)
    g = ctx.g
    outer = g.effect_cause
    g.effect_cause = ctx.cause
    try:
        yield from fn(ctx)
    finally:
        g.effect_cause = outer


def effect_step(ctx: EffectContext, text: str, again: bool = False, compel: bool = False) -> None:
    """The step of who executes which effect and why (DOGMA-4, DOGMA-5, DOGMA-8);
    ``again``: the second execution an Endorse action gives (CITY-24); ``compel``:
    an "I compel" effect (ART-16)."""
    if ctx.effect_index < 0:  # an echo effect (ECHO-14), shared like a non-demand effect
        shares = "shares" if ctx.player != ctx.leader else "executes"
        why, rule = f"{ctx.player} {shares} {ctx.card}'s echo effect", "ECHO-14"
    elif ctx.via_execute:
        why, rule = f"{ctx.player} executes {ctx.card}'s effect {ctx.effect_index + 1}", "DOGMA-8"
    elif compel:
        why, rule = f"{ctx.player} shares, so is compelled by {ctx.card}", "ART-16"
    elif ctx.demand:
        why, rule = f"{ctx.player} is vulnerable to {ctx.card}'s demand", "DOGMA-5"
    elif ctx.player != ctx.leader:
        why, rule = f"{ctx.player} shares {ctx.card}'s effect {ctx.effect_index + 1}", "DOGMA-4"
    else:
        why, rule = f"{ctx.player} executes {ctx.card}'s effect {ctx.effect_index + 1}", "DOGMA-4"
    if again:
        why, rule = f"{why} a second time (Endorse)", "CITY-24"
    # a step that changes nothing, its cause shared already: all record would do is append it
    ctx.g.steps.append(
        Step(f'{why}: "{text}"', "effect", rule, ctx.player, ctx.card, cause=ctx.cause)
    )
