"""Whether an explanation of an imported action fits what the log shows next (issue 14):
the game going on, or over for the reason the log's end gives (:func:`ending_fits`,
:func:`reason_fits`); the log's next dogma or endorse legal afterwards (:func:`next_opens`);
a score ending the log shows with no move, the Draw action of the player its end line
names (:func:`ending_drawer`, :func:`draws_next`, END-2).
"""

from __future__ import annotations

from adjudicator.core.problems import IllegalAction
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import AnyEvent, DogmaEvent, EndorseEvent, ResultEvent
from adjudicator.games.innovation.replay.source import action_of


def ending_fits(state: State, following: AnyEvent | None) -> bool:
    """Whether the game's state fits what the log shows next: the game goes on before
    another action; before the log's end it is over for that reason (or, for a score
    ending, goes on to the action that draws above 10)."""
    if not isinstance(following, ResultEvent):
        return state.phase != "over" or following is None
    if state.phase == "over":
        return reason_fits(following.reason, state.game_over)
    return following.reason == "score"


def next_opens(game: Game, following: AnyEvent | None) -> bool:
    """Whether the log's next action, when it is a dogma or an endorse (no tentative
    event that may join this action), is legal once this one is done: its card a top
    card of the board, an endorse's top city with the featured icon (DOGMA-1,
    CITY-22). Boards are public, so a list leaving it illegal is likely wrong (a pile
    rearranged unseen, Publications: the log never shows the new order)."""
    if not isinstance(following, DogmaEvent | EndorseEvent) or following.tentative:
        return True
    try:
        game.check(action_of(following))
    except IllegalAction:
        return False
    return True


def ends_after(state: State, following: AnyEvent | None) -> bool:
    """Whether the log ends the game next while by the rules it goes on (a score
    ending: the next player's Draw action above 10, which the log shows no move of)."""
    return isinstance(following, ResultEvent) and state.phase != "over"


def ending_drawer(event: AnyEvent | None) -> str | None:
    """The player the log's score end line names ("P attempts to draw a card above
    10"), kept with the log's last action (an ``end`` entry), if any."""
    reported = getattr(event, "reported", None) or []
    return next((r.actor for r in reported if r.verb == "end" and r.actor), None)


def draws_next(game: Game, event: AnyEvent | None) -> bool:
    """Whether the player to act may be the one the log's end line says drew above 10
    (:func:`ending_drawer`; any, when it names none): the game going on after the log's
    last action ends by that player's Draw action (END-2), never by another's."""
    drawer = ending_drawer(event)
    return drawer is None or game.actor() == drawer


def reason_fits(said: str, rules: str | None) -> bool:
    """A log's end reason against the rules' ("dogma": any card's victory condition)."""
    return said == rules or (said == "dogma" and rules not in (None, "achievements", "score"))
