"""Random playouts: complete random legal games from a seeded new game; the
same seed gives the same game (and, through :mod:`recorder`, the same bytes)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from adjudicator.core.steps import split_actions
from adjudicator.games.innovation.drivers import play_random, random_answer
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.recorder import action_event, record_of
from adjudicator.games.innovation.records import AnyEvent, Record, Setup
from adjudicator.games.innovation.setup import new_game

NAMES = ["alice", "bob", "carol", "dave"]


def simulate_game(
    players: int = 2,
    *,
    seed: int = 0,
    teams: bool = False,
    edition: int = 3,
    max_actions: int = 1000,
    expansions: Sequence[str] = (),
) -> tuple[Game, Setup]:
    """A complete random legal game (or ``max_actions`` actions of one), its steps kept."""
    game, setup = _new_game(players, seed, teams, edition, expansions)
    play_random(game, random.Random(seed), max_actions=max_actions)
    return game, setup


def simulate_record(
    players: int = 2,
    *,
    seed: int = 0,
    teams: bool = False,
    edition: int = 3,
    max_actions: int = 1000,
    expansions: Sequence[str] = (),
    view: str | None = None,
    source: str | None = None,
) -> tuple[Game, Record]:
    """:func:`simulate_game`'s game (the same seed, the same game) and its record
    as ``view`` saw it; each action is written as it ends and its steps are then
    dropped, so the game never holds more than a turn's steps."""
    game, setup = _new_game(players, seed, teams, edition, expansions)
    game.keep_steps = False
    writer = _EventWriter(game, view)
    _play_random_writing(game, random.Random(seed), max_actions, writer)
    return game, record_of(game, setup, view=view, source=source, events=writer.events)


def _new_game(
    players: int, seed: int, teams: bool, edition: int, expansions: Sequence[str]
) -> tuple[Game, Setup]:
    names = NAMES[:players]
    team_list = [[names[0], names[2]], [names[1], names[3]]] if teams else None
    game = new_game(names, teams=team_list, edition=edition, seed=seed, expansions=expansions)
    setup = Setup(
        hands={p.name: list(p.hand) for p in game.state.players},
        achievements=list(game.state.achievements),
        seed=seed,
    )
    return game, setup


class _EventWriter:
    """The record's events of a game's actions, written once each has ended."""

    def __init__(self, game: Game, view: str | None) -> None:
        self.game = game
        self.view = view
        self.events: list[AnyEvent] = []

    def write_ended(self) -> None:
        """Write the actions ended since the last call, then let their steps go.
        Call it between actions: an action's steps run on until the next one starts."""
        game = self.game
        unwritten = len(game.history) - len(self.events)
        if unwritten:
            actions = [action for action, _ in game.history[-unwritten:]]
            steps = split_actions(game.steps)[-unwritten:]
            self.events += [action_event(a, s, self.view) for a, s in zip(actions, steps)]
        game.forget_steps()


def _play_random_writing(
    game: Game, rng: random.Random, max_actions: int, writer: _EventWriter
) -> None:
    """:func:`play_random` (the same random choices), the events written between actions."""
    taken = 0
    while not game.terminal:
        if game.pending is not None:
            game.answer(random_answer(game.pending, rng))
            continue
        if taken >= max_actions:
            break
        legal = game.legal_actions()
        if not legal:
            break
        writer.write_ended()
        game.apply(rng.choice(legal))
        taken += 1
    writer.write_ended()


@dataclass(frozen=True)
class SimulateTask:
    """One game for ``adjudicator simulate`` to play and record (a batch work item)."""

    players: int
    seed: int
    teams: bool = False
    edition: int = 3
    view: str | None = None
    jsonl: bool = False
    game: str = "innovation"
    expansions: tuple[str, ...] = ()

    @property
    def filename(self) -> str:
        """``game-0040.json``; ``game-0040-alice.jsonl`` for alice's view in JSON Lines."""
        viewer = f"-{self.view}" if self.view else ""
        return f"game-{self.seed:04d}{viewer}{'.jsonl' if self.jsonl else '.json'}"


@dataclass(frozen=True)
class SimulatedRecord:
    """A played game's record file content and what the summary line says."""

    content: bytes
    actions: int
    winners: list[str]
    game_over: str | None
    error: str | None = None  # why the playout failed (an engine error)

    @property
    def summary(self) -> str:
        result = (
            f"{', '.join(self.winners)} won ({self.game_over})" if self.winners else "unfinished"
        )
        return f"{self.actions} actions, {result}"


def simulated_record(task: SimulateTask) -> SimulatedRecord:
    """Play the task's game and encode its record (the same seed, the same bytes)."""
    if task.game == "gizmos":
        return _simulated_gizmos(task)
    from adjudicator.games.innovation.records import encode_record

    game, record = simulate_record(
        task.players,
        seed=task.seed,
        teams=task.teams,
        edition=task.edition,
        expansions=task.expansions,
        view=task.view,
        source=f"adjudicator simulate, seed {task.seed}",
    )
    state = game.state
    return SimulatedRecord(
        content=encode_record(record, lines=task.jsonl),
        actions=len(game.history),
        winners=list(state.winners),
        game_over=state.game_over,
    )


def _simulated_gizmos(task: SimulateTask) -> SimulatedRecord:
    """A random Gizmos game (``simulate --game gizmos``)."""
    from adjudicator.games.gizmos.records import ResultEvent, encode_record
    from adjudicator.games.gizmos.simulate import simulate_record

    record = simulate_record(task.seed, task.players)
    results = [e for e in record.events if isinstance(e, ResultEvent)]
    return SimulatedRecord(
        content=encode_record(record, lines=task.jsonl),
        actions=len(record.events) - len(results),
        winners=list(results[-1].winners) if results else [],
        game_over=results[-1].reason if results else None,
    )


def failed_simulation(task: SimulateTask, reason: str) -> SimulatedRecord:
    """A game whose playout failed inside the engine: no record, the reason."""
    return SimulatedRecord(content=b"", actions=0, winners=[], game_over=None, error=reason)
