"""Which actions are legal now (TURN-1, SETUP-4, MELD-1, DOGMA-1, ACHIEVE-1),
why an action is not, and the rule and facts an action's step cites."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from adjudicator.core.decisions import struct_tag
from adjudicator.core.problems import IllegalAction
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine.achieving import (
    affordable_ages,
    available_of_age,
    held_of_value,
    ineligible,
    points_needed,
)
from adjudicator.games.innovation.engine.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
    describe,
)
from adjudicator.games.innovation.engine.board_icons import (
    highest_top_value,
    player_named,
    player_names,
    top_cards,
)
from adjudicator.games.innovation.engine.cards import AGES, card, card_ages, unfeatured_cards
from adjudicator.games.innovation.engine.state import PlayerState, State

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase

# every card's age (filled in place): a Final name, compiled a C static (an imported
# name is looked up in the module's dict at every read)
_AGES: Final = AGES


def legal_actions(g: GameBase) -> list[Action]:
    """The legal actions now: none while a decision is pending or the game is over."""
    state = g.state
    if state.phase == "over" or g.pending is not None:  # g.terminal, without the property
        return []
    if state.phase == "initial_meld":
        return [
            InitialMeld(player=n, card=c)
            for n in player_names(state)
            if n not in state.initial_melds
            for c in player_named(state, n).hand
        ]
    me = state.players[state.current]
    name = me.name
    # loops, not comprehensions (each is a call): a handful of actions each, the
    # commonest made once per player and card (kept in _DRAWS, _MELDS, _DOGMAS)
    melds = _player_actions(_MELDS, name)
    draws = _player_actions(_DRAWS, name)
    out: list[Action] = [draws.get("") or _kept(draws, "", Draw(player=name))]
    for c in me.hand:
        out.append(melds.get(c) or _kept(melds, c, Meld(player=name, card=c)))
    for c in me.display:  # meld from display (ART-12)
        out.append(melds.get(c) or _kept(melds, c, Meld(player=name, card=c)))
    if state.achievements:
        out += _achieve_actions(state, me)
    # no Dogma on a card without a featured icon (ART-4): no base card is one
    unfeatured = unfeatured_cards() if state.expansions else _NO_CARDS
    dogmas = _player_actions(_DOGMAS, name)
    for pile in me.board.values():  # me.top_cards(), without the list
        cards = pile.cards
        if cards:
            top = cards[0]
            if top not in unfeatured:
                out.append(dogmas.get(top) or _kept(dogmas, top, Dogma(player=name, card=top)))
    if g.extra_actions:
        for extra in g.extra_actions.values():
            if extra.free and not before_first_action(state):
                continue
            out += extra.legal(g, name)
    return out


_NO_CARDS: Final[frozenset[str]] = frozenset()

# The Draw, Meld and Dogma actions legal_actions lists, one object per player and
# card (frozen, so shared: a random game lists a handful before every action, each
# made anew some four times as dear as looked up), by player, then card ("" for a
# Draw). Cleared when it holds too many players: names differ from game to game.
_DRAWS: Final[dict[str, dict[str, Action]]] = {}
_MELDS: Final[dict[str, dict[str, Action]]] = {}
_DOGMAS: Final[dict[str, dict[str, Action]]] = {}
_PLAYERS_KEPT: Final = 64


def _player_actions(table: dict[str, dict[str, Action]], player: str) -> dict[str, Action]:
    mine = table.get(player)
    if mine is None:
        if len(table) >= _PLAYERS_KEPT:
            table.clear()
        mine = table[player] = {}
    return mine


def _kept(mine: dict[str, Action], card: str, action: Action) -> Action:
    mine[card] = action
    return action


def before_first_action(state: State) -> bool:
    """Whether the current turn's first action is still to come: its actions
    are all left (SETUP-6, TURN-1); a free action (ART-13) uses up none."""
    if state.turn_actions:  # a scenario's set-up turn (scenario.md, ART-13)
        return state.actions_left == state.turn_actions
    return state.actions_left == (1 if state.turn <= state.single_action_turns else 2)


def _achieve_actions(state: State, me: PlayerState) -> list[Action]:
    """An Achieve per available achievement ``me`` may claim (ACHIEVE-1), by age:
    the points and the highest top value are taken once (achieve_problem's test)."""
    if not state.achievements:
        return []
    # the highest age within reach of both the points and the top value (the
    # points first: mostly too few, and the top value is then not needed)
    of = _AGES or card_ages()
    points = 0
    for name in me.score:
        points += of[name]
    if state.expansions:  # bonus points (CITY-9): no card of the base game has any
        points += me.bonus_points()
    if points < 5:
        return []
    reach = min(points // 5, highest_top_value(me))
    if reach < 1:
        return []
    ages = sorted({age for n in state.achievements if (age := of[n]) <= reach})
    if me.achievements and state.expansions:  # a duplicate costs more (ECHO-27)
        ages = affordable_ages(me, ages, points)
    return [Achieve(player=me.name, age=a) for a in ages]


def check_action(g: GameBase, action: Action) -> None:
    """Raise :class:`IllegalAction` (with the rule) if ``action`` is not legal now."""
    state = g.state
    if state.phase == "over":  # g.terminal
        raise IllegalAction(
            f"the game is over ({state.game_over}); no more actions",
            rule=state.game_over_rule or "END-1",
        )
    if g.pending is not None:
        raise IllegalAction(
            f"{g.pending.player} must first answer: {g.pending.prompt}", rule="DOGMA-3"
        )
    if state.phase == "initial_meld":
        if not isinstance(action, InitialMeld):
            raise IllegalAction("the game starts with every player's initial meld", rule="SETUP-4")
        if action.player not in player_names(state):
            raise IllegalAction(f"unknown player {action.player}", rule="SETUP-4")
        if action.player in state.initial_melds:
            raise IllegalAction(
                f"{action.player} has already made their initial meld", rule="SETUP-4"
            )
        if action.card not in player_named(state, action.player).hand:
            raise IllegalAction(f"{action.card} is not in {action.player}'s hand", rule="SETUP-4")
        return
    if type(action) is InitialMeld:  # by the exact type: no action class has subclasses
        raise IllegalAction("the initial meld is only at the game's start", rule="SETUP-4")
    me = state.players[state.current]
    if action.player != me.name:
        extra = g.extra_actions.get(type(action)) if g.extra_actions else None
        # a free action at the start of a turn is the current player's (ART-13)
        rule = extra.rule if extra is not None and extra.free else "TURN-1"
        raise IllegalAction(f"it is {me.name}'s turn, not {action.player}'s", rule=rule)
    if type(action) is Dogma:  # the commonest first
        if not _is_top(me, action.card):
            raise IllegalAction(
                f"{action.card} is not one of {me.name}'s top cards", rule="DOGMA-1"
            )
        if not card(action.card).featured:
            raise IllegalAction(f"{action.card} has no featured icon: no Dogma on it", rule="ART-4")
    elif type(action) is Meld:
        if action.card not in me.hand and action.card not in me.display:  # ART-12
            raise IllegalAction(f"{action.card} is not in {me.name}'s hand", rule="MELD-1")
    elif type(action) is Achieve:
        problem = achieve_problem(state, me.name, action.age, action.card)
        if problem is not None:
            # a duplicate's cost (ECHO-27): a card of that value held already
            doubled = held_of_value(me, action.age) > 0
            raise IllegalAction(problem, rule="ECHO-27" if doubled else "ACHIEVE-1")
    elif type(action) in g.extra_actions:
        extra = g.extra_actions[type(action)]
        if extra.free and not before_first_action(state):
            raise IllegalAction(
                f"{describe(action)}: a free action only before the turn's first action",
                rule=extra.rule,
            )
        problem = extra.problem(g, action)
        if problem is not None:
            raise IllegalAction(problem, rule=extra.rule)
    elif type(action) is not Draw:
        raise IllegalAction(f"{describe(action)}: not an action of this game", rule="TURN-1")


def _is_top(me: PlayerState, name: str) -> bool:
    """Whether ``name`` is one of ``me``'s top cards (``name in me.top_cards()``,
    without the list)."""
    for pile in me.board.values():
        cards = pile.cards
        if cards and cards[0] == name:
            return True
    return False


def achieve_problem(state: State, player: str, age: int, name: str | None = None) -> str | None:
    """Why ``player`` may not achieve ``age`` (the card ``name``, if named) now
    (ACHIEVE-1, ECHO-27), or None."""
    me = player_named(state, player)
    if name is not None:
        if name not in state.achievements:
            return f"{name} is not an available achievement"
        if card(name).age != age:
            return f"{name} is of age {card(name).age}, not {age}"
    elif not available_of_age(state, age):
        return f"no age {age} achievement is available"
    return ineligible(me, age)


def _add_facts(facts: dict[str, Any], state: State, action: Action) -> None:
    """What decides a Draw's age (DRAW-1) or an Achieve's legality (ACHIEVE-1),
    added to ``facts``: recorded on the action step so explanations can say why."""
    if type(action) is Draw:
        me = player_named(state, action.player)
        top = highest_top_value(me)
        facts["highest_top"] = top
        facts["top_cards"] = [c for c in top_cards(me) if card(c).age == top]
    elif type(action) is Achieve:
        me = player_named(state, action.player)
        facts["age"] = action.age
        facts["points"] = me.score_points()
        facts["points_needed"] = points_needed(me, action.age)
        facts["highest_top"] = highest_top_value(me)


def record_action(g: GameBase, action: Action, facts: dict[str, Any]) -> None:
    """The step of an action taken: its words, its rule, its name and turn, and
    ``facts`` (what decided it, or that its outcome came from outside)."""
    name = action_name(action)
    _record_action(g, action, name, {"action": name, "turn": g.state.turn, **facts})


def record_taken(g: GameBase, action: Action) -> None:
    """:func:`record_action` of an action the engine runs: the actions left before
    it and what decided it (:func:`_add_facts`), in one dict made once."""
    state = g.state
    base = _BASE_ACTIONS.get(type(action))
    name, rule = base if base is not None else (action_name(action), action_rule(g, action))
    detail = {"action": name, "turn": state.turn, "actions_left": state.actions_left}
    if type(action) is not Meld and type(action) is not Dogma:  # the commonest: no facts
        _add_facts(detail, state, action)
    # a step that changes nothing, without a cause: all record would do is append it
    g.steps.append(Step(describe(action), "action", rule, action.player, detail=detail))


def _record_action(g: GameBase, action: Action, name: str, detail: dict[str, Any]) -> None:
    extra = g.extra_actions.get(type(action)) if g.extra_actions else None
    rule = extra.rule if extra is not None else _BASE_RULES[name]  # action_rule's
    # a step that changes nothing, without a cause: all record would do is append it
    g.steps.append(Step(describe(action), "action", rule, action.player, detail=detail))


def action_rule(g: GameBase, action: Action) -> str:
    """The rule an action is taken under (a card set's extra action names its own)."""
    extra = g.extra_actions.get(type(action))
    return extra.rule if extra is not None else _base_rule(action)


def action_name(action: Action) -> str:
    return struct_tag(action)


_BASE_RULES = {
    "draw": "DRAW-1",
    "meld": "MELD-1",
    "achieve": "ACHIEVE-1",
    "dogma": "DOGMA-1",
    "initial_meld": "SETUP-4",
}


def _base_rule(action: Action) -> str:
    return _BASE_RULES[action_name(action)]


# each base action's name and rule, by its class (no base action class has subclasses)
_BASE_ACTIONS: Final[dict[type[Action], tuple[str, str]]] = {
    kind: (tag, _BASE_RULES[tag])
    for kind in (Draw, Meld, Achieve, Dogma, InitialMeld)
    for tag in [str(kind.__struct_config__.tag)]
}
