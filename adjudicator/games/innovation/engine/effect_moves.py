"""What an effect may do: the rules' primitives, for the executing player
(or the player named), attributed to this execution."""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.core.steps import Step, Zone
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.achieving import available_of_age
from adjudicator.games.innovation.engine.cards import BASE, Color, Splay
from adjudicator.games.innovation.engine.draws import draw, draw_of_set
from adjudicator.games.innovation.engine.effect_queries import ContextQueries
from adjudicator.games.innovation.engine.ending import win
from adjudicator.games.innovation.engine.recording import claim_special
from adjudicator.games.innovation.engine.state import ZoneKind


class ContextMoves(ContextQueries):
    """The primitives of an :class:`~adjudicator.games.innovation.engine.effect_context.EffectContext`."""

    def draw(self, age: int, name: str | None = None) -> str:
        return draw(self.g, name or self.player, age, self.cause)

    def draw_from(self, supply: str, age: int, name: str | None = None, how: str = "draws") -> str:
        """Draw from the piles of the set a text names ("draw a [2] from that set",
        "draw an Artifact"): :func:`~.draws.draw_of_set` (ART-5)."""
        return draw_of_set(self.g, name or self.player, age, self.cause, supply, how, "DRAW-1")

    def draw_and_meld(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = draw(self.g, who, age, self.cause, how="draws (to meld)")
        rules.meld(self.g, who, c, self.cause, rule="TERM-DRAWX")
        return c

    def draw_and_score(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = draw(self.g, who, age, self.cause, how="draws (to score)")
        rules.score(self.g, who, c, self.cause)
        return c

    def draw_and_tuck(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = draw(self.g, who, age, self.cause, how="draws (to tuck)")
        rules.tuck(self.g, who, c, self.cause)
        return c

    def draw_and_reveal(self, age: int, name: str | None = None) -> str:
        who = name or self.player
        c = draw(self.g, who, age, self.cause, how="draws (to reveal)")
        rules.reveal(self.g, who, c, self.cause)
        return c

    def draw_and_foreshadow(self, age: int, name: str | None = None) -> str:
        """ECHO-21: draw (ECHO-10 applies) and foreshadow the card drawn."""
        who = name or self.player
        c = draw(self.g, who, age, self.cause, how="draws (to foreshadow)")
        rules.foreshadow(self.g, who, c, self.cause)
        return c

    def foreshadow(self, c: str, name: str | None = None) -> None:
        """ECHO-21: put ``c`` (from wherever it is) into the forecast."""
        rules.foreshadow(self.g, name or self.player, c, self.cause)

    def achieve_card(self, c: str, name: str | None = None) -> None:
        """ECHO-27: "achieve" ``c`` from wherever it is, into the achievements."""
        rules.achieve_card(self.g, name or self.player, c, self.cause)

    def claim_standard(self, age: int, name: str | None = None) -> str | None:
        """Claim the available standard achievement of value ``age`` that has been
        available longest (ECHO-26), eligibility aside; None when none is."""
        found = available_of_age(self.state, age)
        if not found:
            return None
        rule = "ECHO-26" if len(found) > 1 else "ACHIEVE-1"  # several of one age: ECHO-26
        rules.achieve(self.g, name or self.player, found[0], self.cause, rule=rule)
        return found[0]

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

    def supply_bottom(self, age: int, supply: str = BASE) -> str | None:
        """The bottom card of a supply pile (None when it is empty), as the draw
        source gives it: its order may be unknown (chance)."""
        if not self.state.pile(supply, age):
            return None
        return self.g.source.take(self.state, age, self.player, supply, True)

    def transfer_to_available(self, c: str, name: str | None = None) -> None:
        """Transfer ``c`` to the available achievements (ECHO-26)."""
        rules.transfer(self.g, name or self.player, c, Zone("achievements"), self.cause)

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
        return claim_special(
            self.g, self.player, special, self.cause, why=f"by the text of {self.card}"
        )

    def win(self) -> None:
        """END-3: the executing player wins now."""
        win(self.g, self.player, self.card)

    def single_player_wins(self, values: dict[str, int], *, lowest: bool = False) -> bool:
        """END-3: "the single player with the most / lowest X wins"; a tie does nothing."""
        best = min(values.values()) if lowest else max(values.values())
        leaders = [n for n, v in values.items() if v == best]
        if len(leaders) != 1:
            self.note(f"{', '.join(leaders)} tie with {best}: no single player wins", rule="END-3")
            return False
        win(self.g, leaders[0], self.card)
        return True

    def dogma_complete(self) -> None:
        raise rules.DogmaComplete()

    def note(self, text: str, *, rule: str | None = None) -> None:
        """Record an explanatory step that changes nothing."""
        # its cause shared already: all record would do is append it
        self.g.steps.append(Step(text, "note", rule, self.player, cause=self.cause))
