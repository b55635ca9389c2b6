"""``simulate --game gizmos``: random legal games (2 to 4 players) from a
seed, as records; the same seed gives the same bytes."""

from __future__ import annotations

from adjudicator.games.gizmos.drivers import new_game, play_turns
from adjudicator.games.gizmos.recorder import record_of
from adjudicator.games.gizmos.records import Record, Setup, encode_record

NAMES = ["alice", "bob", "carol", "dave"]


def simulate_record(seed: int, players: int = 2, *, max_turns: int = 2000) -> Record:
    """A complete random legal game (or ``max_turns`` turns of one), recorded."""
    if not 2 <= players <= 4:
        raise ValueError(f"Gizmos has 2 to 4 players, not {players}")
    names = NAMES[:players]
    game = new_game(names, seed)
    turns = play_turns(game, seed, max_turns)
    return record_of(names, Setup(seed=seed), turns, game.state)


def simulate_game(seed: int, players: int = 2, *, lines: bool = False) -> bytes:
    """The record of a random legal game, as bytes (JSON, or JSON Lines)."""
    return encode_record(simulate_record(seed, players), lines=lines)
