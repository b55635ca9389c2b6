"""Who may claim a standard achievement of a value (ACHIEVE-1, ECHO-26, ECHO-27)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.board_icons import highest_top_value
from adjudicator.games.innovation.engine.cards import AGES, card_ages
from adjudicator.games.innovation.engine.state import PlayerState, State


def held_of_value(me: PlayerState, age: int) -> int:
    """ECHO-27's k: the cards of value ``age`` among ``me``'s achievements
    (special achievements have no value)."""
    ages = AGES or card_ages()
    return sum(1 for n in me.achievements if ages.get(n) == age)


def points_needed(me: PlayerState, age: int) -> int:
    """ACHIEVE-1, ECHO-27: 5 × age × (k + 1)."""
    return _cost(age, held_of_value(me, age))


def _cost(age: int, held: int) -> int:
    return 5 * age * (held + 1)


def affordable_ages(me: PlayerState, ages: list[int], points: int) -> list[int]:
    """The ``ages`` whose achievement ``points`` pay for, :func:`points_needed`
    of each (ECHO-27), the achievements' values read once."""
    values = AGES or card_ages()
    held = [values.get(n) for n in me.achievements]
    return [a for a in ages if points >= _cost(a, held.count(a))]


def ineligible(me: PlayerState, age: int, *, points: int | None = None) -> str | None:
    """Why ``me`` may not claim an achievement of value ``age`` (ACHIEVE-1,
    ECHO-27), or None; ``points``: the score to judge by (Artificial Heart's
    doubled score), ``me``'s by default."""
    pts = me.score_points() if points is None else points
    need = points_needed(me, age)
    if pts < need:
        more = " (it holds a card of that value already, ECHO-27)" if need > 5 * age else ""
        return f"{me.name} has {pts} points; achieving age {age} needs {need}{more}"
    top = highest_top_value(me)
    if top < age:
        return f"{me.name}'s highest top card is {top}; achieving age {age} needs {age}"
    return None


def available_of_age(state: State, age: int) -> list[str]:
    """The available standard achievements of value ``age``, the one available
    longest first (ECHO-26: the setup's in order, then those added later)."""
    ages = AGES or card_ages()
    return [n for n in state.achievements if ages.get(n) == age]
