"""Random playouts: complete random legal games from a seeded new game; the
same seed gives the same game (and, through :mod:`recorder`, the same bytes)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import msgspec

from adjudicator.core.records import finish_stream, stream_separator
from adjudicator.core.simulated import SimulatedRecord as SimulatedRecord
from adjudicator.core.simulated import SimulateTask as SimulateTask
from adjudicator.core.steps import Step
from adjudicator.games.innovation.drivers import play_random
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.recorder import action_event, record_of
from adjudicator.games.innovation.records import AnyEvent, Record, Setup

NAMES = ["alice", "bob", "carol", "dave"]
MAX_ACTIONS = 1000  # a random game stops after this many actions if it has not ended


def simulate_game(
    players: int = 2,
    *,
    seed: int = 0,
    teams: bool = False,
    edition: int = 3,
    max_actions: int = MAX_ACTIONS,
    expansions: Sequence[str] = (),
) -> tuple[Game, Setup]:
    """A complete random legal game (or ``max_actions`` actions of one), its steps kept."""
    game, setup = _new_game(players, seed, teams, edition, expansions)
    playout(game, random.Random(seed), max_actions)
    return game, setup


def simulate_record(
    players: int = 2,
    *,
    seed: int = 0,
    teams: bool = False,
    edition: int = 3,
    max_actions: int = MAX_ACTIONS,
    expansions: Sequence[str] = (),
    view: str | None = None,
    source: str | None = None,
) -> tuple[Game, Record]:
    """:func:`simulate_game`'s game (the same seed, the same game) and its record
    as ``view`` saw it; each action is written as it ends and its steps are then
    dropped, so the game never holds more than a turn's steps."""
    task = SimulateTask(players, seed, teams, edition, view, expansions=tuple(expansions))
    events: list[AnyEvent] = []
    game, setup = _play_writing(task, events.append, max_actions)
    return game, record_of(game, setup, view=view, source=source, events=events)


def playout(
    game: Game, rng: random.Random, max_actions: int, between: Callable[[], None] | None = None
) -> None:
    """:func:`play_random` without an undo log: a random playout never abandons nor
    clones an action half-way (the game keeps one again after)."""
    game.keep_undo = False
    try:
        play_random(game, rng, max_actions=max_actions, between=between)
    finally:
        game.keep_undo = True


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


class _EncodedEvents:
    """A record's events encoded one after the other into one buffer, as
    :func:`~adjudicator.core.records.finish_stream` takes them."""

    def __init__(self, lines: bool) -> None:
        self.body = bytearray()
        self.separator = stream_separator(lines)
        self.encoder = msgspec.json.Encoder()

    def add(self, event: AnyEvent) -> None:
        if self.body:
            self.body += self.separator
        self.encoder.encode_into(event, self.body, -1)


def _play_writing(
    task: SimulateTask, write: Callable[[AnyEvent], object], max_actions: int
) -> tuple[Game, Setup]:
    """The task's game played at random, each action's event (as the task's view
    sees it) given to ``write`` once the action has ended."""
    game, setup = _new_game(task.players, task.seed, task.teams, task.edition, task.expansions)
    game.keep_steps = False
    writer = _EventWriter(game, task.view, write)
    # play_random's own random choices: the same seed plays simulate_game's game
    playout(game, random.Random(task.seed), max_actions, writer.write_ended)
    writer.write_ended()
    return game, setup


class _EventWriter:
    """The record's events of a game's actions, written once each has ended."""

    def __init__(self, game: Game, view: str | None, write: Callable[[AnyEvent], object]) -> None:
        self.game = game
        self.view = view
        self.write = write
        self.written = 0

    def write_ended(self) -> None:
        """Write the actions ended since the last call, then let their steps go.
        Call it between actions: an action's steps run on until the next one starts."""
        game = self.game
        unwritten = len(game.history) - self.written
        if unwritten:
            actions = [action for action, _ in game.history[-unwritten:]]
            for action, steps in zip(actions, last_actions(game.steps, unwritten)):
                self.write(action_event(action, steps, self.view))
            self.written += unwritten
        game.forget_steps()


def last_actions(steps: list[Step], count: int) -> list[list[Step]]:
    """The steps of the last ``count`` actions, as ``split_actions(steps)[-count:]``
    gives them, found from the end (the steps kept hold the turn's actions so far)."""
    ends = len(steps)
    found: list[list[Step]] = []
    for i in range(len(steps) - 1, -1, -1):
        if steps[i].verb == "action":
            found.append(steps[i:ends])
            ends = i
            if len(found) == count:
                break
    found.reverse()
    return found


def prepare_simulations() -> None:
    """Load every card set's effects: a batch's parent does it once, before its
    workers fork, rather than each worker on its first game (``run_batch(prepare=)``)."""
    from adjudicator.games.innovation.engine.registry import implemented

    implemented()


def simulated_record(task: SimulateTask) -> SimulatedRecord:
    """Play the task's Innovation game and encode its record (the same seed, the same bytes)."""
    events = _EncodedEvents(task.jsonl)
    game, setup = _play_writing(task, events.add, MAX_ACTIONS)
    source = f"adjudicator simulate, seed {task.seed}"
    # the header and the result: what the game says once played
    ends = record_of(game, setup, view=task.view, source=source, events=[])
    for event in ends.events:
        events.add(event)
    content = finish_stream(msgspec.json.encode(ends.header), events.body, lines=task.jsonl)
    state = game.state
    return SimulatedRecord(
        content=content,
        actions=len(game.history),
        winners=list(state.winners),
        game_over=state.game_over,
    )
