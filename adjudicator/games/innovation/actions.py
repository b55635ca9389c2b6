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


class Dogma(Action, frozen=True, tag="dogma"):
    card: str


class InitialMeld(Action, frozen=True, tag="initial_meld"):
    card: str


AnyAction = Draw | Meld | Achieve | Dogma | InitialMeld


def describe(action: Action) -> str:
    match action:  # the commonest first (the classes are distinct: the order is free)
        case Dogma(card=c):
            return f"{action.player} takes the Dogma action on {c}"
        case Meld(card=c):
            return f"{action.player} takes the Meld action: {c}"
        case Draw():
            return f"{action.player} takes the Draw action"
        case Achieve(age=a):
            return f"{action.player} takes the Achieve action: age {a}"
        case InitialMeld(card=c):
            return f"{action.player} melds {c} as the initial meld"
    return str(action)  # a card set's extra action describes itself
