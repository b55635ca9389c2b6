"""A starting position in the scenario's terms, outside a scenario file: a game
record (or a notation file) that starts from a position instead of the deal.

The position is the scenario's ``setup`` object (:class:`SetupSpec`), decoded and
validated by the scenario's own code (:class:`ScenarioBuilder`), so a record's
position means exactly what a scenario's set-up means (../shared/spec/scenario.md):
cards not listed lie in the supply piles, shuffled by the seed, below the listed
tops. The replay starts a record from it
(:func:`~adjudicator.games.innovation.replay.start.start_from_position`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from adjudicator.core import jsonio
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.engine.cards import Splay
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.scenario_setup import ScenarioBuilder
from adjudicator.games.innovation.scenario_spec import PileSpec, PlayerSpec, ScenarioSpec, SetupSpec

if TYPE_CHECKING:
    from adjudicator.games.innovation.records import Header

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
