"""The actions a player can take (TURN-1) and the initial meld (SETUP-4)."""

from __future__ import annotations

import msgspec


class Action(msgspec.Struct, frozen=True, tag_field="action", kw_only=True, omit_defaults=True):
    player: str


class Draw(Action, frozen=True, tag="draw"):
    pass


class Meld(Action, frozen=True, tag="meld"):
    card: str


class Achieve(Action, frozen=True, tag="achieve"):
    age: int
    # the available achievement taken, when several of ``age`` are (ECHO-26);
    # None: the one available longest
    card: str | None = None


class Dogma(Action, frozen=True, tag="dogma"):
    card: str


class InitialMeld(Action, frozen=True, tag="initial_meld"):
    card: str


AnyAction = Draw | Meld | Achieve | Dogma | InitialMeld


def describe(action: Action) -> str:
    # by the exact type, the commonest first (no action class above has subclasses)
    if type(action) is Dogma:
        return f"{action.player} takes the Dogma action on {action.card}"
    if type(action) is Meld:
        return f"{action.player} takes the Meld action: {action.card}"
    if type(action) is Draw:
        return f"{action.player} takes the Draw action"
    if type(action) is Achieve:
        named = f" ({action.card})" if action.card is not None else ""
        return f"{action.player} takes the Achieve action: age {action.age}{named}"
    if type(action) is InitialMeld:
        return f"{action.player} melds {action.card} as the initial meld"
    return str(action)  # a card set's extra action describes itself
