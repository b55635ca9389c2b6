"""A starting position in the scenario's terms, outside a scenario file: a game
record (or a notation file) that starts from a position instead of the deal.

The position is the scenario's ``setup`` object (:class:`SetupSpec`), decoded and
validated by the scenario's own code (:class:`ScenarioBuilder`), so a record's
position means exactly what a scenario's set-up means (../shared/spec/scenario.md):
cards not listed lie in the supply piles, shuffled by the seed, below the listed
tops. A replay's draws name their card or stay hidden: a draw from a pile whose top
the position lists must be that card (:class:`ListedTops`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from adjudicator.core import jsonio
from adjudicator.core.problems import Divergence, FormatError, Location
from adjudicator.games.innovation.engine.cards import BASE, Splay, lookup
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.scenario import open_position
from adjudicator.games.innovation.scenario_setup import ScenarioBuilder
from adjudicator.games.innovation.scenario_spec import PileSpec, PlayerSpec, ScenarioSpec, SetupSpec

if TYPE_CHECKING:
    from adjudicator.games.innovation.records import Header
    from adjudicator.games.innovation.replay.source import RecordDraws

#: Where a scenario's set-up errors are (its builder names ``$.setup…`` paths).
SETUP_PATH = "$.setup"
#: Where a record keeps its starting position.
RECORD_PATH = "$.header.position"


def decode_position(raw: Any, *, prefix: str = SETUP_PATH) -> SetupSpec:
    """The scenario's set-up object from plain data (a FormatError at its path under
    ``prefix``, with the known key a misspelt one is closest to)."""
    try:
        return msgspec.convert(raw, SetupSpec)
    except msgspec.ValidationError as exc:
        raise jsonio.path_error(exc, prefix=prefix, tp=SetupSpec, raw=raw) from None


def position_spec(
    players: list[str],
    position: SetupSpec,
    *,
    edition: int = 3,
    teams: list[list[str]] | None = None,
    expansions: list[str] | None = None,
) -> ScenarioSpec:
    """The scenario a position and a game's header make (no actions)."""
    return ScenarioSpec(
        players=list(players),
        edition=edition,
        teams=teams,
        expansions=list(expansions or []),
        setup=position,
    )


def build_position(spec: ScenarioSpec, *, prefix: str = SETUP_PATH) -> State:
    """The starting state, validated as a scenario's set-up is; a FormatError's path
    is moved from ``$.setup`` to ``prefix``."""
    try:
        return ScenarioBuilder(spec).build()
    except FormatError as exc:
        path = exc.location.path or SETUP_PATH
        if path.startswith(SETUP_PATH):
            path = prefix + path[len(SETUP_PATH) :]
        raise FormatError(
            exc.message, location=msgspec.structs.replace(exc.location, path=path)
        ) from None


def starts_game(position: SetupSpec) -> bool:
    """Whether a position is a game start: every board empty (scenario.md, "Game start")."""
    return all(
        not (pile.cards if isinstance(pile, PileSpec) else pile)
        for p in position.players.values()
        for pile in p.board.values()
    )


def header_position(header: Header) -> SetupSpec | None:
    """A record's starting position, or None for a record that starts from the deal."""
    position = header.position
    return None if isinstance(position, msgspec.UnsetType) else position


def start_from_position(header: Header, draws: RecordDraws) -> Game:
    """The game at the start of a record that starts from a position: the position
    built as a scenario's set-up, opened as a scenario is (a game start with empty
    hands deals two 1s from the piles), then the record's draws."""
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

    def take(self, state: State, age: int, player: str, supply: str = BASE) -> str:
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


def position_of(state: State) -> SetupSpec:
    """The position of ``state`` in the scenario's terms: every card where it is, the
    supply piles left unlisted (the cards placed nowhere else, in an unknown order, as
    a record's draws see them). The inverse of :func:`build_position` at the start of a
    turn (what happened earlier in the turn, such as Monument's count, is not part of
    a position)."""
    players = {
        p.name: PlayerSpec(
            board={
                str(color): PileSpec(list(pile.cards), str(pile.splay))
                if pile.splay is not Splay.NONE
                else list(pile.cards)
                for color, pile in p.board.items()
                if pile.cards
            },
            hand=list(p.hand),
            score=list(p.score),
            achievements=list(p.achievements),
        )
        for p in state.players
    }
    return SetupSpec(
        players=players,
        current_player=state.current_name,
        actions_left=state.actions_left,
        turn=state.turn,
        achievements=list(state.achievements),
        removed=list(state.removed),
    )
