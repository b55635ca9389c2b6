"""The Dogma action (DOGMA-1 … DOGMA-11) and the context card effects run in.

A card effect receives an :class:`EffectContext` naming the executing player
("you"), the player who took the Dogma action ("I/me", :attr:`leader`) and
everything it may query or do. Decisions are generators used with
``yield from``; primitives are plain calls.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from typing import TYPE_CHECKING, Any

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
from adjudicator.core.problems import Location, UnsupportedCard
from adjudicator.core.steps import Cause, Zone
from adjudicator.games.innovation import rules
from adjudicator.games.innovation.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.sets import EffectFn, effects_for
from adjudicator.games.innovation.state import PlayerState, State, ZoneKind

if TYPE_CHECKING:
    from adjudicator.games.innovation.game import Game

Gen = Generator[Decision, Any, Any]


class DogmaRun:
    """What lasts through one Dogma action (DOGMA-2, DOGMA-6, DOGMA-10)."""

    def __init__(
        self,
        leader: str,
        card_name: str,
        counts: dict[str, int],
        sharers: list[str],
        vulnerable: list[str],
    ) -> None:
        self.leader = leader
        self.card = card_name
        self.counts = counts
        self.sharers = sharers
        self.vulnerable = vulnerable
        self.demand_transfers = 0
        self.demand_returns = 0
        self.shared_change = False
        # per-card memory through this action, e.g. Democracy's returned counts
        self.memory: dict[str, Any] = {}


def value(name: str) -> int:
    return card(name).age


class EffectContext:
    """One player's execution of one effect."""

    def __init__(
        self,
        g: Game,
        run: DogmaRun,
        card_name: str,
        effect_index: int,
        player: str,
        *,
        demand: bool,
        via_execute: bool = False,
        depth: int = 0,
    ) -> None:
        self.g = g
        self.run = run
        self.card = card_name
        self.effect_index = effect_index
        self.player = player
        self.demand = demand
        self.via_execute = via_execute
        self.depth = depth

    # ------------------------------------------------------------------ who
    @property
    def state(self) -> State:
        return self.g.state

    @property
    def leader(self) -> str:
        """ "I / me / my" in a demand: the player who took the Dogma action."""
        return self.run.leader

    @property
    def cause(self) -> Cause:
        return Cause(
            self.card,
            self.effect_index,
            self.player,
            self.run.leader,
            self.demand,
            self.depth,
            self.via_execute,
        )

    def p(self, name: str | None = None) -> PlayerState:
        return self.state.player(name or self.player)

    @property
    def me(self) -> PlayerState:
        return self.p()

    @property
    def memory(self) -> dict[str, Any]:
        return self.run.memory

    def opponents(self, name: str | None = None) -> list[str]:
        """Opponents of the executing player, clockwise from their left (DOGMA-5, TEAM-1)."""
        return self.state.opponents(name or self.player)

    def others(self, name: str | None = None) -> list[str]:
        """Every other player, partner included, clockwise from the left."""
        return self.state.others(name or self.player)

    def everyone(self) -> list[str]:
        """All players, the executing player first, then clockwise."""
        return [self.player, *self.others()]

    # -------------------------------------------------------------- queries
    def hand(self, name: str | None = None) -> list[str]:
        return list(self.p(name).hand)

    def score_pile(self, name: str | None = None) -> list[str]:
        return list(self.p(name).score)

    def top_cards(self, name: str | None = None) -> list[str]:
        return self.p(name).top_cards()

    def top(self, color: Color, name: str | None = None) -> str | None:
        return self.p(name).top(color)

    def bottom(self, color: Color, name: str | None = None) -> str | None:
        return self.p(name).board[color].bottom

    def pile(self, color: Color, name: str | None = None) -> list[str]:
        return list(self.p(name).board[color].cards)

    def splay_of(self, color: Color, name: str | None = None) -> Splay:
        return self.p(name).board[color].splay

    def colors_on_board(self, name: str | None = None) -> list[Color]:
        return [c for c in COLORS if self.p(name).board[c].cards]

    def icons(self, icon: Icon, name: str | None = None) -> int:
        return self.p(name).icon_count(icon)

    def points(self, name: str | None = None) -> int:
        return self.p(name).score_points()

    @staticmethod
    def highest(cards: Iterable[str]) -> int:
        return max((value(c) for c in cards), default=0)

    @staticmethod
    def lowest(cards: Iterable[str]) -> int:
        return min((value(c) for c in cards), default=0)

    @staticmethod
    def with_icon(cards: Iterable[str], icon: Icon) -> list[str]:
        return [c for c in cards if card(c).has_icon(icon)]

    @staticmethod
    def without_icon(cards: Iterable[str], icon: Icon) -> list[str]:
        return [c for c in cards if not card(c).has_icon(icon)]

    @staticmethod
    def of_value(cards: Iterable[str], age: int) -> list[str]:
        return [c for c in cards if value(c) == age]

    @staticmethod
    def of_color(cards: Iterable[str], color: Color) -> list[str]:
        return [c for c in cards if card(c).color == color]

    def can_splay(self, color: Color, direction: Splay, name: str | None = None) -> bool:
        pile = self.p(name).board[color]
        return len(pile.cards) >= 2 and pile.splay != direction

    # ----------------------------------------------------------- primitives
    def draw(self, age: int, name: str | None = None) -> str:
        return rules.draw(self.g, name or self.player, age, self.cause)

    def draw_and_meld(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = rules.draw(self.g, who, age, self.cause, how="draws (to meld)")
        rules.meld(self.g, who, c, self.cause, rule="TERM-DRAWX")
        return c

    def draw_and_score(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = rules.draw(self.g, who, age, self.cause, how="draws (to score)")
        rules.score(self.g, who, c, self.cause)
        return c

    def draw_and_tuck(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = rules.draw(self.g, who, age, self.cause, how="draws (to tuck)")
        rules.tuck(self.g, who, c, self.cause)
        return c

    def draw_and_reveal(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = rules.draw(self.g, who, age, self.cause, how="draws (to reveal)")
        rules.reveal(self.g, who, c, self.cause)
        return c

    def meld(self, c: str, name: str | None = None) -> None:
        rules.meld(self.g, name or self.player, c, self.cause)

    def tuck(self, c: str, name: str | None = None) -> None:
        rules.tuck(self.g, name or self.player, c, self.cause)

    def score(self, c: str, name: str | None = None) -> None:
        rules.score(self.g, name or self.player, c, self.cause)

    def return_card(self, c: str, name: str | None = None) -> None:
        rules.return_card(self.g, name or self.player, c, self.cause)

    def return_cards(self, cards: Sequence[str], name: str | None = None) -> int:
        for c in list(cards):
            self.return_card(c, name)
        return len(cards)

    def transfer(self, c: str, to_player: str, zone: ZoneKind, name: str | None = None) -> None:
        """Transfer ``c`` from wherever it is to ``to_player``'s hand/score/board."""
        rules.transfer(self.g, name or self.player, c, Zone(zone, to_player), self.cause)

    def exchange(
        self,
        side_a: Sequence[str],
        zone_a: tuple[str, ZoneKind],
        side_b: Sequence[str],
        zone_b: tuple[str, ZoneKind],
    ) -> None:
        rules.exchange(
            self.g,
            self.player,
            list(side_a),
            Zone(zone_a[1], zone_a[0]),
            list(side_b),
            Zone(zone_b[1], zone_b[0]),
            self.cause,
        )

    def reveal(self, c: str, name: str | None = None) -> None:
        rules.reveal(self.g, name or self.player, c, self.cause)

    def splay(self, color: Color, direction: Splay, name: str | None = None) -> bool:
        return rules.splay(self.g, name or self.player, color, direction, self.cause)

    def unsplay(self, color: Color, name: str | None = None) -> bool:
        return rules.splay(self.g, name or self.player, color, Splay.NONE, self.cause)

    def rearrange(self, color: Color, order: Sequence[str]) -> bool:
        return rules.rearrange(self.g, self.player, color, list(order), self.cause)

    def remove(self, c: str, name: str | None = None) -> None:
        rules.remove(self.g, name or self.player, c, self.cause)

    def claim(self, special: str) -> bool:
        """Claim a special achievement by this card's text (no-op if already taken)."""
        return rules.claim_special(
            self.g, self.player, special, self.cause, why=f"by the text of {self.card}"
        )

    def win(self) -> None:
        """END-3: the executing player wins now."""
        rules.win(self.g, self.player, self.card)

    def single_player_wins(self, values: dict[str, int], *, lowest: bool = False) -> bool:
        """END-3: "the single player with the most / lowest X wins"; a tie does nothing."""
        best = min(values.values()) if lowest else max(values.values())
        leaders = [n for n, v in values.items() if v == best]
        if len(leaders) != 1:
            self.note(f"{', '.join(leaders)} tie with {best}: no single player wins", rule="END-3")
            return False
        rules.win(self.g, leaders[0], self.card)
        return True

    def dogma_complete(self) -> None:
        raise rules.DogmaComplete()

    def note(self, text: str, *, rule: str | None = None) -> None:
        """Record an explanatory step that changes nothing."""
        rules.record(self.g, self.cause, "note", text, rule=rule, actor=self.player, change=False)

    # --------------------------------------------------- dogma-wide memory
    def transferred_due_to_demand(self) -> bool:
        """DOGMA-10: any card transferred due to this card's demand in this action."""
        return not self.via_execute and self.run.card == self.card and self.run.demand_transfers > 0

    def returned_due_to_demand(self) -> bool:
        return not self.via_execute and self.run.card == self.card and self.run.demand_returns > 0

    # ------------------------------------------------------------ decisions
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
        lo = _min(min, len(opts))
        hi = _min(max, len(opts))
        answer = yield ChooseCards(
            player=player or self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=lo,
            max=hi,
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
        chosen = yield from self.choose_cards(
            options, min=1, max=1, optional=optional, prompt=prompt, player=player, rule=rule
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
        opts = tuple(dict.fromkeys(str(c) for c in options))
        if not opts:
            return ()
        lo = _min(min, len(opts))
        answer = yield ChooseColor(
            player=player or self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=lo,
            max=_min(max, len(opts)),
            options=opts,
        )
        return tuple(Color(c) for c in answer)

    def choose_color(
        self,
        options: Sequence[Color],
        *,
        optional: bool = False,
        prompt: str,
        player: str | None = None,
        rule: str | None = None,
    ) -> Gen:
        chosen = yield from self.choose_colors(
            options, optional=optional, prompt=prompt, player=player, rule=rule
        )
        return chosen[0] if chosen else None

    def choose_player(
        self,
        options: Sequence[str],
        *,
        optional: bool = False,
        prompt: str,
        rule: str | None = None,
    ) -> Gen:
        opts = tuple(dict.fromkeys(options))
        if not opts:
            return None
        answer = yield ChoosePlayer(
            player=self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=1,
            max=1,
            options=opts,
        )
        return answer

    def choose_value(
        self,
        options: Sequence[int],
        *,
        optional: bool = False,
        prompt: str,
        rule: str | None = None,
    ) -> Gen:
        opts = tuple(dict.fromkeys(options))
        if not opts:
            return None
        answer = yield ChooseValue(
            player=self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=1,
            max=1,
            options=opts,
        )
        return answer

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
        answer = yield ChooseAlternative(
            player=self.player,
            prompt=prompt,
            rule=rule,
            optional=optional,
            min=1,
            max=1,
            options=tuple(texts),
        )
        return answer

    def choose_order(self, cards: Sequence[str], *, prompt: str) -> Gen:
        opts = tuple(cards)
        if len(opts) <= 1:
            return opts
        answer = yield ChooseOrder(
            player=self.player,
            prompt=prompt,
            optional=False,
            min=len(opts),
            max=len(opts),
            options=opts,
        )
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
        names = " or ".join(str(c) for c in colors)
        chosen = yield from self.choose_color(
            opts,
            optional=True,
            prompt=prompt or f"you may splay your {names} cards {direction}",
            rule="TERM-SPLAY",
        )
        if chosen is None:
            return None
        self.splay(chosen, direction)
        return chosen

    # ---------------------------------------------------------- execution
    def execute(self, card_name: str) -> Gen:
        """DOGMA-8: run ``card_name``'s non-demand effects alone, not shared."""
        effects = effects_for(card_name, self.state.edition)
        if effects is None:
            raise UnsupportedCard(
                f"{card_name} is not implemented", location=Location(card=card_name)
            )
        texts = card(card_name).effects_for(self.state.edition)
        rules.record(
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
            if text.demand:
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


def _min(a: int, b: int) -> int:
    return a if a < b else b


# ---------------------------------------------------------------------------
# the Dogma action


def dogma_counts(state: State, icon: Icon) -> dict[str, int]:
    return {p.name: p.icon_count(icon) for p in state.players}


def dogma_action(g: Game, leader: str, card_name: str) -> Gen:
    """DOGMA-1…DOGMA-6: count, share, demand, run every effect, the free draw."""
    state = g.state
    c = card(card_name)
    effects = effects_for(card_name, state.edition)
    if effects is None:
        raise UnsupportedCard(
            f"{card_name} is not implemented yet", location=Location(card=card_name)
        )
    texts = c.effects_for(state.edition)
    icon = c.dogma_icon
    counts = dogma_counts(state, icon)
    mine = counts[leader]
    sharers = [n for n in state.clockwise_from(leader) if counts[n] >= mine]
    vulnerable = [
        n
        for n in state.clockwise_from(leader)
        if state.are_opponents(leader, n) and counts[n] < mine
    ]
    run = DogmaRun(leader, card_name, counts, sharers, vulnerable)
    g.run = run
    cause = Cause(card_name, None, leader, leader)
    rules.record(
        g,
        cause,
        "dogma",
        _dogma_text(state, leader, card_name, icon, counts, sharers, vulnerable),
        rule="DOGMA-2",
        actor=leader,
        card_name=card_name,
        change=False,
        detail={
            "icon": str(icon),
            "counts": counts,
            "sharing": sharers,
            "vulnerable": vulnerable,
            "partners": [n for n in state.team_of(leader) if n != leader],
            "effects": [{"text": t.text, "demand": t.demand} for t in texts],
        },
    )
    rules.fire(g, "dogma_start", leader, cause, card_name)
    try:
        for i, (fn, text) in enumerate(zip(effects, texts)):
            if text.demand:
                for victim in vulnerable:
                    ctx = EffectContext(g, run, card_name, i, victim, demand=True)
                    yield from run_effect(ctx, fn, text.text)
                continue
            for executor in [*sharers, leader]:
                before = g.change_count
                ctx = EffectContext(g, run, card_name, i, executor, demand=False)
                yield from run_effect(ctx, fn, text.text)
                changed = g.change_count > before
                if executor != leader and state.are_opponents(leader, executor) and changed:
                    run.shared_change = True
    except rules.DogmaComplete:
        rules.record(
            g,
            cause,
            "note",
            f"the Dogma action on {card_name} is complete",
            rule="DOGMA-1",
            actor=leader,
            change=False,
        )
        rules.fire(g, "dogma_end", leader, cause, card_name)
        return
    finally:
        g.run = None
    _free_draw(g, run, cause)
    rules.fire(g, "dogma_end", leader, cause, card_name)


def run_effect(ctx: EffectContext, fn: EffectFn, text: str) -> Gen:
    """Record who executes which effect and why (DOGMA-4, DOGMA-5, DOGMA-8), then
    run it; decisions asked meanwhile are attributed to this execution."""
    g = ctx.g
    if ctx.via_execute:
        why, rule = f"{ctx.player} executes {ctx.card}'s effect {ctx.effect_index + 1}", "DOGMA-8"
    elif ctx.demand:
        why, rule = f"{ctx.player} is vulnerable to {ctx.card}'s demand", "DOGMA-5"
    elif ctx.player != ctx.leader:
        why, rule = f"{ctx.player} shares {ctx.card}'s effect {ctx.effect_index + 1}", "DOGMA-4"
    else:
        why, rule = f"{ctx.player} executes {ctx.card}'s effect {ctx.effect_index + 1}", "DOGMA-4"
    rules.record(
        g,
        ctx.cause,
        "effect",
        f'{why}: "{text}"',
        rule=rule,
        actor=ctx.player,
        card_name=ctx.card,
        change=False,
    )
    outer = g.effect_cause
    g.effect_cause = ctx.cause
    try:
        yield from fn(ctx)
    finally:
        g.effect_cause = outer


def _free_draw(g: Game, run: DogmaRun, cause: Cause) -> None:
    leader = run.leader
    opponents = [n for n in run.sharers if g.state.are_opponents(leader, n)]
    if not opponents:
        return
    if not run.shared_change:
        rules.record(
            g,
            cause,
            "note",
            f"no free draw: {', '.join(opponents)} shared but changed nothing",
            rule="DOGMA-6",
            actor=leader,
            change=False,
        )
        return
    age = g.state.player(leader).highest_top_value()
    rules.draw(
        g,
        leader,
        age,
        Cause(run.card, None, leader, leader, free_draw=True),
        how="takes the free draw:",
        rule="DOGMA-6",
    )


def _dogma_text(
    state: State,
    leader: str,
    name: str,
    icon: Icon,
    counts: dict[str, int],
    sharers: list[str],
    vulnerable: list[str],
) -> str:
    mine = counts[leader]
    parts = [f"{name}'s featured icon is {icon}: {leader} has {mine}"]
    for other in state.clockwise_from(leader):
        n = counts[other]
        if other in sharers:
            parts.append(f"{other} has {n}, at least as many, so shares")
        elif other in vulnerable:
            parts.append(f"{other} has {n}, fewer, so is vulnerable to demands")
        else:
            parts.append(f"{other} has {n} (a partner, not vulnerable)")
    return "; ".join(parts)


CardFilter = Callable[[str], bool]
