"""The game at a record's start: the deal (the players, the dealt hands and the
achievements set aside, a stand-in for each card hidden from the viewer), or a starting
position (a referee's dispute, issue 15).

A position is the scenario's ``setup`` object (:class:`SetupSpec`), built by the
scenario's own code (:mod:`~adjudicator.games.innovation.scenario_position`), so a
record's position means exactly what a scenario's set-up means: cards not listed lie in
the supply piles, shuffled by the seed, below the listed tops. A replay's draws name
their card or stay hidden: a draw from a pile whose top the position lists must be that
card (:class:`ListedTops`).
"""

from __future__ import annotations

import msgspec

from adjudicator.core.problems import Divergence, FormatError, Location
from adjudicator.games.innovation.engine import known, registry
from adjudicator.games.innovation.engine.cards import BASE, lookup
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import empty_state, teams_problem
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import Header, Record
from adjudicator.games.innovation.replay.hidden import HiddenCards
from adjudicator.games.innovation.replay.source import RecordDraws
from adjudicator.games.innovation.scenario_spec import SetupSpec


def start_game(record: Record, hidden: HiddenCards, draws: RecordDraws) -> Game:
    """The game at the record's start: its players, the dealt hands and the
    achievements set aside (a stand-in for each card hidden from the viewer)."""
    h = record.header
    problem = teams_problem(h.players, h.teams)
    if problem:
        raise FormatError(problem, location=Location(path="$.header.teams"))
    if not isinstance(h.position, msgspec.UnsetType):  # a dispute: no deal (issue 15)
        return start_from_position(h, draws)
    expansions = h.expansions or []
    state = empty_state(h.players, teams=h.teams, edition=h.edition, expansions=expansions)
    known = h.setup.achievements or []
    # the set of each dealt card: two base 1s, or a base 1 and an Echoes 1 (ECHO-3)
    dealt_sets = registry.dealt_sets(expansions)
    deal = (BASE, dealt_sets[0] if dealt_sets else BASE)
    hands: dict[str, list[str | None]] = {}
    for p in state.players:
        dealt = h.setup.hands.get(p.name, [None, None])
        if len(dealt) != 2:
            raise FormatError(
                "each player is dealt two cards (SETUP-4)",
                location=Location(path=f"$.header.setup.hands.{p.name}"),
            )
        hands[p.name] = [
            _setup_card(state, 1, n, f"hands.{p.name}[{j}]", deal[j]) if n else None
            for j, n in enumerate(dealt)
        ]
    aside: list[str | None] = [
        _setup_card(state, age, known[age - 1] or "", f"achievements[{age - 1}]")
        if age <= len(known) and known[age - 1]
        else None
        for age in range(1, 10)
    ]
    # hidden cards get their stand-ins once every known card is placed
    stand_in = hidden.stand_in
    state.achievements = [a or stand_in(state, age) for age, a in enumerate(aside, 1)]
    for p in state.players:
        p.hand = [c or stand_in(state, 1, supply=deal[j]) for j, c in enumerate(hands[p.name])]
    return Game(state, draws)


def _setup_card(state: State, age: int, name: str, where: str, supply: str = BASE) -> str:
    """A card the record's setup names, taken out of its supply pile (``supply``'s:
    the deal's second card is an Echoes 1 with Echoes, ECHO-3)."""
    path = f"$.header.setup.{where}"
    found = lookup(name)
    if found is None:
        raise FormatError(known.unknown_card(name), location=Location(path=path))
    if found.set != supply:
        if found.set not in state.expansions and found.set != BASE:
            why = registry.not_in_play(found.name, found.set)
        elif supply == BASE:
            why = f"{found.name} is a {found.set} card; this card of the setup is a base card (CITY-2, ECHO-3)"
        else:
            why = f"{found.name} is a {found.set} card; this card of the setup is a {supply} card (ECHO-3)"
        raise FormatError(why, location=Location(path=path))
    if found.age != age:
        raise FormatError(
            f"{found.name} is age {found.age}, not {age}", location=Location(path=path)
        )
    pile = state.supply[supply][age]
    if found.name not in pile:
        raise FormatError(f"{found.name} is dealt or set aside twice", location=Location(path=path))
    pile.remove(found.name)
    return found.name


def start_from_position(header: Header, draws: RecordDraws) -> Game:
    """The game at the start of a record that starts from a position: the position
    built as a scenario's set-up, opened as a scenario is (a game start with empty
    hands deals two 1s from the piles), then the record's draws."""
    # the scenario's code is loaded for such a record only (a check's start-up)
    from adjudicator.games.innovation.scenario import open_position
    from adjudicator.games.innovation.scenario_position import (
        RECORD_PATH,
        build_position,
        header_position,
        position_spec,
    )

    position = header_position(header)
    assert position is not None
    if header.setup.hands or header.setup.achievements:
        raise FormatError(
            "a record that starts from a position lists the hands and the achievements "
            "in the position, not in the setup",
            location=Location(path="$.header.setup"),
        )
    spec = position_spec(
        header.players,
        position,
        edition=header.edition,
        teams=header.teams,
        expansions=list(header.expansions or []),
    )
    game = Game(build_position(spec, prefix=RECORD_PATH))
    open_position(game)
    game.source = ListedTops(draws, listed_cards(position))
    return game


def listed_cards(position: SetupSpec) -> frozenset[str]:
    """The cards a position lists on top of the supply piles (their order is known)."""
    lists = [v for value in position.decks.values() for v in _piles(value)]
    return frozenset(found.name for names in lists for n in names if (found := lookup(n)))


def _piles(value: list[str] | dict[str, list[str]]) -> list[list[str]]:
    return list(value.values()) if isinstance(value, dict) else [value]


class ListedTops:
    """A replay's draw source from a position: the record's draws, where a pile whose
    top card the position lists gives that card (a hidden draw is that card; a named
    draw of another card is a divergence, DRAW-1). Below the listed cards the order
    is unknown: any card still in the pile may be drawn."""

    def __init__(self, inner: RecordDraws, listed: frozenset[str]) -> None:
        self.inner = inner
        self.listed = listed

    def take(
        self, state: State, age: int, player: str, supply: str = BASE, bottom: bool = False
    ) -> str:
        if bottom:  # the listed cards are a pile's top
            return self.inner.take(state, age, player, supply, bottom)
        pile = state.pile(supply, age)
        top = pile[0] if pile else None
        name = self.inner.take(state, age, player, supply)
        if top is None or top not in self.listed:
            return name
        stand_ins = self.inner.hidden.stand_ins
        if name in stand_ins:  # a hidden draw (a stand-in): the listed top, known
            stand_ins.discard(name)
            return top
        if name == top:
            return name
        raise Divergence(
            f"{player} cannot draw {name}: the position puts {top} on top of the {age} pile",
            rule="DRAW-1",
            location=Location(player=player, card=name),
        )
