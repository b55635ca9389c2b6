"""What a log entry shows, as the record's ``reported`` changes: a card move (a card drawn
straight to a board or a score pile is a draw, then the move from the hand), a splay, an
exchange, a hand revealed, and the notation's rearranged pile and end.
"""

from __future__ import annotations

import msgspec

from adjudicator.games.innovation.importers.entries import CARD_MOVES, CardSeen, LogEntry
from adjudicator.games.innovation.records import Reported


def reported(entry: LogEntry) -> list[Reported]:
    """A splay or a card move as reported changes; a card drawn straight to a board
    or a score pile ("draws and melds") is a draw, then the move from the hand."""
    if entry.kind == "splay":
        direction = entry.direction or "none"
        if direction == "lost":  # "… reduced to one card so it loses its splay": the card
            return []  # move the log shows does it (TERM-SPLAY), no change of its own
        splay = Reported(
            verb="unsplay" if direction == "none" else "splay",
            actor=who(entry),
            to_player=entry.target or entry.actor,
            to_zone=f"board:{entry.color}",
            splay=direction,
        )
        return [splay]
    if entry.kind == "exchange":
        return _exchanged(entry)
    if entry.kind == "end":  # the notation's: the game ends inside this action
        return [Reported(verb="end", actor=entry.actor)]
    if entry.kind == "rearrange":  # the notation's: the new order, top first
        order = ", ".join(name_of(c) for c in entry.cards)
        pile = f"board:{entry.color}"
        return [Reported(verb="rearrange", card=order, to_player=entry.target, to_zone=pile)]
    if entry.kind == "reveal" and entry.cards:
        return _hand_shown(entry)
    if entry.kind not in CARD_MOVES or entry.card is None:
        return []
    card, src, dst = entry.card, entry.source, entry.dest
    moved = Reported(
        verb="transfer" if entry.kind == "move" else entry.kind,
        card=card.name,
        age=card.age,
        set=card.set if card.name is None else None,  # a hidden card's back shows its set
        actor=who(entry),
        from_player=src.player if src else None,
        from_zone=src.zone if src else None,
        to_player=dst.player if dst else None,
        to_zone=dst.zone if dst else None,
    )
    drawn_to = dst.zone if src is not None and src.zone == "deck" and dst is not None else None
    if drawn_to in ("board", "score", "revealed") and dst is not None:
        owner = dst.player or entry.actor
        draw = msgspec.structs.replace(moved, verb="draw", to_player=owner, to_zone="hand")
        return [draw, msgspec.structs.replace(moved, from_player=owner, from_zone="hand")]
    return [moved]


def _exchanged(entry: LogEntry) -> list[Reported]:
    """An exchange as one move per card: ``cards`` from ``source`` to ``dest``, then
    ``others`` back, as the rules report it."""
    src, dst = entry.source, entry.dest
    if src is None or dst is None:
        return []
    ways = [(c, src, dst) for c in entry.cards] + [(c, dst, src) for c in entry.others]
    return [
        Reported(
            verb="exchange",
            card=c.name,
            age=c.age,
            actor=who(entry),
            from_player=a.player,
            from_zone=a.zone,
            to_player=b.player,
            to_zone=b.zone,
        )
        for c, a, b in ways
    ]


def _hand_shown(entry: LogEntry) -> list[Reported]:
    """ "P reveals his hand: ...": the cards named there are in P's hand (nothing moves)."""
    owner = entry.source.player if entry.source else entry.actor
    return [
        Reported(
            verb="reveal",
            card=c.name,
            age=c.age,
            actor=who(entry),
            from_player=owner,
            from_zone="hand",
        )
        for c in entry.cards
        if c.name is not None
    ]


def who(entry: LogEntry) -> str:
    return entry.actor or ""


def name_of(card: CardSeen | None) -> str:
    return card.name if card is not None and card.name else "?"
