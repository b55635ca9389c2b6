"""What Echoes changes in play: drawing an Echoes card in place of a base
card (ECHO-10, ECHO-11) and the promotion at the end of a Meld action
(ECHO-23, ECHO-24)."""

from __future__ import annotations

from adjudicator.core.steps import NO_CAUSE
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.cards import card
from adjudicator.games.innovation.engine.dogma import dogma_action
from adjudicator.games.innovation.engine.game_base import ActionGen, GameBase, OtherPile, Trigger
from adjudicator.games.innovation.engine.recording import note
from adjudicator.games.innovation.sets.echoes.data import ECHOES
from adjudicator.games.innovation.sets.echoes.decisions import Promote, PromotedDogma


def echoes_instead(g: GameBase, player: str, age: int) -> OtherPile | None:
    """ECHO-10: a hand holding cards but no Echoes card draws from the Echoes
    pile of the age reached, unless that pile is empty."""
    hand = g.state.player(player).hand
    if not hand or not g.state.pile(ECHOES, age):
        return None
    for name in hand:
        if card(name).set == ECHOES:
            return None
    return OtherPile(ECHOES, "ECHO-10", "no Echoes card in hand")


def promote(g: GameBase, t: Trigger) -> ActionGen | None:
    """ECHO-23: the forecast cards of value at most the melded card's."""
    assert t.card is not None
    limit = card(t.card).age
    options = tuple(n for n in g.state.player(t.player).forecast if card(n).age <= limit)
    if not options:
        return None
    return _promote(g, t.player, options, limit)


def _promote(g: GameBase, me: str, options: tuple[str, ...], limit: int) -> ActionGen:
    prompt = f"you may promote a card of value at most {limit} from your forecast"
    chosen = yield Promote(player=me, prompt=prompt, rule="ECHO-23", optional=True, options=options)
    if not chosen:
        return
    name = next(iter(chosen))
    rules.meld(g, me, name, NO_CAUSE, rule="ECHO-24")
    prompt = f"take the free Dogma action on {name}?"
    if not (yield PromotedDogma(player=me, prompt=prompt, rule="ECHO-24", optional=True)):
        return
    note(
        g,
        me,
        f"{me} takes the free Dogma action on the promoted {name}: not one of the turn's actions",
        "ECHO-24",
    )
    yield from dogma_action(g, me, name)
