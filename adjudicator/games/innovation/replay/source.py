"""The record as the source of an action's draws and answers.

Each event names the action the rules check (:func:`action_of`).
Each draw the rules make takes the event's next recorded card
(:class:`RecordDraws`, the game's draw source): the age must be the one the
rules draw from (DRAW-1, DRAW-2) and the card still in that pile. Each
decision takes the event's next answer (:class:`RecordAnswers`, an answer
source for :func:`~adjudicator.core.answers.feed_answers`); an answer the
viewer did not see is assumed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from adjudicator.core.answers import ListedAnswers
from adjudicator.core.decisions import Decision
from adjudicator.core.problems import Divergence, Location, Problem
from adjudicator.games.innovation.answers import read_answer
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
)
from adjudicator.games.innovation.engine.cards import BASE, CARDS, lookup
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import (
    AchieveEvent,
    ActionEvent,
    ArtifactEvent,
    DogmaEvent,
    DrawEvent,
    DrawnCard,
    EndorseEvent,
    InitialMeldEvent,
    MeldEvent,
)
from adjudicator.games.innovation.replay.compare import card_name
from adjudicator.games.innovation.replay.hidden import HiddenCards, is_hidden
from adjudicator.games.innovation.sets.echoes.data import ECHOES

# the set of a hidden draw whose source does not tell it (BGA's text logs write "draws
# a [1]" for a base and a city draw alike): the draw comes from the supply the rules name
UNKNOWN_SET = "?"


class RecordDraws:
    """The draw source of a replay: the current event's recorded cards, in order."""

    def __init__(self, hidden: HiddenCards) -> None:
        self.hidden = hidden
        self.draws: Sequence[DrawnCard] = ()
        self.at = 0

    def start(self, draws: Sequence[DrawnCard]) -> None:
        """The draws of the event about to be replayed (read, never changed: not copied)."""
        self.draws = draws
        self.at = 0

    def take(
        self, state: State, age: int, player: str, supply: str = BASE, bottom: bool = False
    ) -> str:
        if self.at >= len(self.draws):
            raise Divergence(
                f"the rules make {player} draw from the {age} pile here, "
                "but the record lists no more draws for this action",
                rule="DRAW-1",
                location=Location(player=player),
            )
        drawn = self.draws[self.at]
        self.at += 1
        if drawn.bottom != bottom:
            where = (
                ("the bottom card of", "a draw from")
                if bottom
                else ("a draw from", "the bottom card of")
            )
            raise Divergence(
                f"the rules take {where[0]} the {age} pile here, but the record lists {where[1]} it",
                rule="ECHO-26" if bottom else "DRAW-1",
                location=Location(player=player),
            )
        if drawn.age != age:
            raise Divergence(
                f"the record has {player} draw from the {drawn.age} pile, but the rules "
                f"draw from the {age} pile",
                rule="DRAW-2" if any(not state.decks[a] for a in range(1, age)) else "DRAW-1",
                location=Location(player=player),
            )
        if drawn.set not in (supply, UNKNOWN_SET):
            raise Divergence(
                f"the record has {player} draw from the {drawn.set} {age} pile, but the rules "
                f"draw from the {supply} {age} pile",
                rule=_other_pile_rule(drawn.set, supply),
                location=Location(player=player),
            )
        if drawn.card is None:
            left = sum(d.card is None and d.age == age for d in self.draws[self.at - 1 :])
            return self.hidden.stand_in(state, age, take=False, supply=supply, left=left)
        found = CARDS.get(drawn.card) or lookup(drawn.card)  # a proper name's lookup inline
        if found is None:
            raise Divergence(f"unknown card {drawn.card!r} drawn", location=Location(player=player))
        in_pile = found.name in state.pile(supply, age)
        if not in_pile and not self.hidden.free_for_draw(found.name, age):
            raise Divergence(
                f"{player} cannot draw {found.name}: it is not in the {age} supply pile",
                rule="DRAW-1",
                location=Location(player=player, card=found.name),
            )
        return found.name

    def unused(self) -> Problem | None:
        """A recorded draw the rules did not make."""
        if self.at >= len(self.draws):
            return None
        extra = self.draws[self.at]
        return Problem(
            code="divergence",
            message=f"the record lists a draw from the {extra.age} pile that the rules do not make",
            rule="DRAW-1",
            card=extra.card,
        )


def _other_pile_rule(recorded: str, ruled: str) -> str:
    """The rule that says from which set's pile a draw comes: ECHO-10 (an Echoes card
    in place of a base one), CITY-12 (a base card in place of a city), else DRAW-1."""
    if ECHOES in (recorded, ruled):
        return "ECHO-10"
    return "CITY-12" if BASE in (recorded, ruled) else "DRAW-1"


class RecordAnswers(ListedAnswers):
    """The answers of one event: read as a scenario's are, except an answer the
    viewer did not see, which is assumed; cards an answer names may identify
    hidden ones."""

    def __init__(self, answers: Sequence[Any], hidden: HiddenCards) -> None:
        # the reader holds the hidden cards, not this object: no reference cycle
        # (the answers would otherwise stay in memory until a garbage collection)
        super().__init__(answers, partial(_read_recorded, hidden))
        self.hidden = hidden


def _read_recorded(
    hidden: HiddenCards, decision: Decision, raw: Any, following: Sequence[Any]
) -> tuple[Any, int]:
    """A recorded answer to ``decision`` (a hidden one assumed)."""
    if is_hidden(raw):
        return hidden.assume_answer(decision, raw), 0
    value, used = read_answer(decision, raw, following)
    hidden.identify_answer_cards(decision, value)
    return value, used


def action_of(event: ActionEvent) -> Action:
    """The action ``event`` records."""
    p = event.player
    # by the exact type, the commonest first (the event classes have no subclasses)
    if type(event) is DogmaEvent:
        c = event.card
        return Dogma(player=p, card=c if c in CARDS else card_name(c))  # a proper name as it is
    if type(event) is MeldEvent:
        c = event.card
        return Meld(player=p, card=c if c in CARDS else card_name(c))
    if type(event) is DrawEvent:
        return Draw(player=p)
    if type(event) is AchieveEvent:
        return Achieve(player=p, age=event.age)
    if type(event) is InitialMeldEvent:
        return InitialMeld(player=p, card=card_name(event.card))
    if type(event) is ArtifactEvent:
        return registry.extra_action("artifact", player=p, choice=event.choice)
    if type(event) is EndorseEvent:
        city = event.city
        return registry.extra_action(
            "endorse", player=p, card=card_name(event.card), city=card_name(city) if city else None
        )
    raise TypeError(event)
