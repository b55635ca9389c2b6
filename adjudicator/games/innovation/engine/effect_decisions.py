"""What an effect may ask a player: the decisions, used with ``yield from``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjudicator.core.decisions import (
    ChooseAlternative,
    ChooseCards,
    ChooseColor,
    ChooseOrder,
    ChoosePlayer,
    ChooseValue,
    Decision,
    YesNo,
)
from adjudicator.games.innovation.engine.cards import COLOR_OF, Color, Splay
from adjudicator.games.innovation.engine.effect_base import Gen, value
from adjudicator.games.innovation.engine.effect_moves import ContextMoves


class ContextDecisions(ContextMoves):
    """The decisions of an :class:`~adjudicator.games.innovation.engine.effect_context.EffectContext`."""

    def _ask(
        self,
        kind: type[Decision],
        options: tuple[Any, ...],
        # no "*": a missing argument filled from a tuple, not a dict (every decision)
        prompt: str,
        rule: str | None,
        optional: bool = False,
        lo: int = 1,
        hi: int = 1,
        to: str | None = None,
    ) -> Gen:
        """Ask ``to`` (the executing player by default) one decision of ``kind``;
        returns the answer."""
        decision = kind(
            player=to or self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=lo,
            max=hi,
            options=options,
        )
        return (yield decision)

    def _ask_one(
        self,
        kind: type[Decision],
        options: Sequence[Any],
        *,
        prompt: str,
        rule: str | None,
        optional: bool,
    ) -> Gen:
        """Ask to choose one of ``options`` (each once); None when there are none."""
        opts = tuple(dict.fromkeys(options))
        if not opts:
            return None
        return (yield from self._ask(kind, opts, prompt=prompt, rule=rule, optional=optional))

    def choose_cards(
        self,
        options: Sequence[str],
        *,
        min: int = 1,
        max: int = 1,
        optional: bool = False,
        prompt: str,
        player: str | None = None,
        rule: str | None = None,
    ) -> Gen:
        """Ask to choose cards; returns the chosen names (possibly none).

        DOGMA-7: with fewer options than asked, ``min`` is reduced to what is there.
        """
        opts = tuple(dict.fromkeys(options))
        if not opts:
            return ()
        # _ask's decision, yielded here: one generator less to make and pass through
        answer = yield ChooseCards(
            player=player or self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=_min(min, len(opts)),
            max=_min(max, len(opts)),
            options=opts,
        )
        return tuple(answer)

    def choose_any(self, options: Sequence[str], *, prompt: str) -> Gen:
        """ "You may … any number of cards": one optional pick of one or more."""
        return (
            yield from self.choose_cards(
                options, min=1, max=len(options), optional=True, prompt=prompt
            )
        )

    def choose_card(
        self,
        options: Sequence[str],
        *,
        optional: bool = False,
        prompt: str,
        player: str | None = None,
        rule: str | None = None,
    ) -> Gen:
        # choose_cards of one card, its decision yielded here (two generators less)
        opts = tuple(dict.fromkeys(options))
        if not opts:
            return None
        chosen = yield ChooseCards(
            player=player or self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=1,
            max=1,
            options=opts,
        )
        return chosen[0] if chosen else None

    def choose_colors(
        self,
        options: Sequence[Color],
        *,
        min: int = 1,
        max: int = 1,
        optional: bool = False,
        prompt: str,
        player: str | None = None,
        rule: str | None = None,
    ) -> Gen:
        opts = tuple(dict.fromkeys(map(str, options)))
        if not opts:
            return ()
        # _ask's decision, yielded here: one generator less to make and pass through
        answer = yield ChooseColor(
            player=player or self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=_min(min, len(opts)),
            max=_min(max, len(opts)),
            options=opts,
        )
        return tuple(COLOR_OF[c] for c in answer)  # validated: the options' colours

    def choose_color(
        self,
        options: Sequence[Color],
        *,
        optional: bool = False,
        prompt: str,
        player: str | None = None,
        rule: str | None = None,
    ) -> Gen:
        # choose_colors of one colour, its decision yielded here (two generators less)
        opts = tuple(dict.fromkeys(map(str, options)))
        if not opts:
            return None
        answer = yield ChooseColor(
            player=player or self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=1,
            max=1,
            options=opts,
        )
        return COLOR_OF[answer[0]] if answer else None  # validated: an option's colour

    def choose_player(
        self,
        options: Sequence[str],
        *,
        optional: bool = False,
        prompt: str,
        rule: str | None = None,
    ) -> Gen:
        return (
            yield from self._ask_one(
                ChoosePlayer, options, prompt=prompt, rule=rule, optional=optional
            )
        )

    def choose_value(
        self,
        options: Sequence[int],
        *,
        optional: bool = False,
        prompt: str,
        rule: str | None = None,
    ) -> Gen:
        return (
            yield from self._ask_one(
                ChooseValue, options, prompt=prompt, rule=rule, optional=optional
            )
        )

    def yes_no(self, prompt: str, *, rule: str | None = None, player: str | None = None) -> Gen:
        answer = yield YesNo(
            player=player or self.player, prompt=prompt, rule=rule, optional=True, min=1, max=1
        )
        return bool(answer)

    def choose_alternative(
        self,
        texts: Sequence[str],
        *,
        optional: bool = False,
        prompt: str,
        rule: str | None = None,
    ) -> Gen:
        options = tuple(texts)
        return (
            yield from self._ask(
                ChooseAlternative, options, prompt=prompt, rule=rule, optional=optional
            )
        )

    def claim_by_age(
        self,
        *,
        eligible: bool,
        points: int | None = None,
        prompt: str,
        rule: str | None = None,
    ) -> Gen:
        """ "Claim an achievement": one available standard achievement, chosen by
        its value (scenario.md: the options are ages; the card taken is the one
        of that age available longest, ECHO-26), among those the player is
        ``eligible`` for (ECHO-27; ``points``: the score to judge by) or ignoring
        eligibility. Returns the card claimed, or None when no age qualifies."""
        ages = sorted({value(c) for c in self.available_achievements()})
        if eligible:
            ages = [a for a in ages if self.eligible(a, points=points)]
        if not ages:
            if eligible:
                self.note(
                    f"{self.player} is eligible for no available standard achievement",
                    rule="ECHO-27",
                )
            else:
                self.note("no standard achievement is available: nothing to claim")
            return None
        age = yield from self.choose_value(ages, prompt=prompt, rule=rule)
        return self.claim_standard(age)

    def choose_order(self, cards: Sequence[str], *, prompt: str) -> Gen:
        opts = tuple(cards)
        if len(opts) <= 1:
            return opts
        n = len(opts)
        answer = yield from self._ask(ChooseOrder, opts, prompt=prompt, rule=None, lo=n, hi=n)
        return tuple(answer)

    def choose_extreme(
        self,
        cards: Sequence[str],
        count: int = 1,
        *,
        lowest: bool = False,
        owner: str | None = None,
        prompt: str = "",
    ) -> Gen:
        """The ``count`` highest (or lowest) of ``cards``; ties at the edge are
        chosen by ``owner`` (DOGMA-9). Returns them, fixed ones first."""
        ordered = sorted(cards, key=value, reverse=not lowest)
        if len(ordered) <= count:
            return tuple(ordered)
        edge = value(ordered[count - 1])
        sure = [c for c in ordered if (value(c) < edge if lowest else value(c) > edge)]
        tied = [c for c in ordered if value(c) == edge]
        need = count - len(sure)
        word = "lowest" if lowest else "highest"
        chosen = yield from self.choose_cards(
            tied,
            min=need,
            max=need,
            prompt=prompt or f"choose the {word} card{'s' if need > 1 else ''} (a tie at {edge})",
            player=owner or self.player,
            rule="DOGMA-9",
        )
        return (*sure, *chosen)

    def may_splay(
        self, colors: Sequence[Color], direction: Splay, *, prompt: str | None = None
    ) -> Gen:
        """ "You may splay your X (or Y) cards DIRECTION": one optional decision
        over the piles where it would change something (TERM-SPLAY)."""
        opts = [c for c in colors if self.can_splay(c, direction)]
        if not opts:
            return None
        names, to = " or ".join(str(c) for c in colors), str(direction)  # no str.format
        chosen = yield from self.choose_color(
            opts,
            optional=True,
            prompt=prompt or f"you may splay your {names} cards {to}",
            rule="TERM-SPLAY",
        )
        if chosen is None:
            return None
        self.splay(chosen, direction)
        return chosen


def _min(a: int, b: int) -> int:
    return a if a < b else b
