"""Meld or tuck: what put a card on a board, where a log's flags cannot tell.

BGA's ``meld_keyword`` and ``bottom_to`` flags, in every version of the tracker that
copies them, do not tell an effect's meld from a tuck: an effect's meld from a hand
may be flagged as going to the bottom, a draw-and-tuck as not (bga-log-format: "the
effect text decides"). Where the rules run the action they decide; where a replay
accepts a recorded outcome (hidden cards) or looks ahead at later entries, the texts
that can run in the action decide when they name only one of the two (TERM-MELD: on
top; TERM-TUCK: at the bottom), and the log's verb stands otherwise.
"""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import lookup
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import AnyEvent, DogmaEvent, Reported

PLACINGS = ("meld", "tuck")


def placing_of(event: AnyEvent, state: State | None = None, edition: int = 3) -> str | None:
    """ "meld" or "tuck" when every card an ``event``'s dogma puts on a board from a
    hand or a supply pile must go there so; None when its texts name both or neither,
    or execute other cards whose texts are not known (:func:`_executable_texts`). ``state`` (before the action) adds the echo
    effects its pile shows (ECHO-14). Not an Endorse action: its tuck from the hand
    is its payment (CITY-23), whatever the texts."""
    if not isinstance(event, DogmaEvent):
        return None
    found = lookup(event.card)
    if found is None:
        return None
    texts = [e.text for e in found.effects_for(edition)]
    if state is not None and event.player in state.names:
        pile = state.player(event.player).board.get(found.color)
        texts += [echo for name in (pile.cards if pile else []) if (echo := _echo(name))]
    words = " ".join(texts).lower()
    if "execute" in words:  # other cards' texts run too
        executed = _executable_texts(event, state, edition)
        if executed is None:
            return None
        words += " " + executed
    named = [verb for verb in PLACINGS if verb in words]
    return named[0] if len(named) == 1 else None


def _executable_texts(event: DogmaEvent, state: State | None, edition: int) -> str | None:
    """The texts of the cards a dogma that executes others may run: its player's other
    top cards (``state``, before the action) and the cards the event shows put on a board
    (Satellites melds one and executes it); None when unknown (no ``state``, a card
    not named) or when one of them executes others in turn."""
    if state is None or event.player not in state.names:
        return None
    names = [c for c in state.player(event.player).top_cards() if c != event.card]
    for r in event.reported or []:
        if (r.to_zone or "").startswith("board"):
            if r.card is None:
                return None
            names.append(r.card)
    texts: list[str] = []
    for name in names:
        found = lookup(name)
        if found is None:
            return None
        texts += [e.text for e in found.effects_for(edition)]
    words = " ".join(texts).lower()
    return None if "execute" in words else words


def _echo(name: str) -> str | None:
    found = lookup(name)
    return found.echo if found is not None else None


def placed(r: Reported, placing: str | None) -> str:
    """The verb of a reported change, with a card put on a board from a hand or a
    supply pile made a meld or a tuck as the action's texts say (:func:`placing_of`)."""
    if placing is None or r.verb not in PLACINGS or not _onto_board(r):
        return r.verb
    return placing


def _onto_board(r: Reported) -> bool:
    return (r.to_zone or "").startswith("board") and (r.from_zone or "").startswith(
        ("hand", "deck")
    )
