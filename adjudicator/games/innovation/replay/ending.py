"""The end checks of a replay: the record's result against the rules' ending, and a
record that stops before the game did (incomplete), then the :class:`Report`.
"""

from __future__ import annotations

from typing import Protocol

import msgspec

from adjudicator.core.problems import Problem
from adjudicator.core.report import event_label
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.actions import describe
from adjudicator.games.innovation.records import DrawEvent, Header, Record, ResultEvent
from adjudicator.games.innovation.replay.accept import accept_recorded_end
from adjudicator.games.innovation.replay.following import reason_fits
from adjudicator.games.innovation.replay.log_end import close_by_draw, stop_of_import
from adjudicator.games.innovation.replay.replaying import Replaying
from adjudicator.games.innovation.replay.report import Report, Verdict, verdict_of
from adjudicator.games.innovation.replay.source import action_of

#: How the notes that say the achievements to win start (replay.imported writes the others).
GOAL_NOTE = "achievements to win:"


class Finishing(Replaying, Protocol):
    """What the end checks need of a replay
    (:class:`~adjudicator.games.innovation.replay.Replay`): the record, what was found
    so far, where it stands."""

    record: Record
    header: Header
    file: str | None
    infer: bool
    omits: frozenset[str]
    problems: list[Problem]
    notes: list[str]
    actions_checked: int
    accepted_last: bool
    removals_unseen: dict[int, str]
    where: tuple[int | None, int | None]

    def problem(
        self,
        code: Verdict,
        message: str,
        *,
        rule: str | None = None,
        player: str | None = None,
    ) -> None: ...


def check_result(replay: Finishing, event: ResultEvent) -> None:
    """The record's result event against the rules: the game over, its winners and why."""
    st = replay.game.state
    closing = replay.infer and st.phase != "over" and not replay.accepted_last
    closed = close_by_draw(replay, event) if closing else None
    if closed is not None:  # that Draw action is the log's last: the end is checked next
        replay.notes.append(f"{event_label(replay.event_index)}: {describe(closed)} drew above 10")
        replay.events.insert(replay.event_index, DrawEvent(player=closed.player))
        replay.actions_checked += 1
        return
    st = replay.game.state  # a position restored is a new state
    if st.phase != "over" and replay.accepted_last:
        replay.notes.append(accept_recorded_end(replay.game, event))
    if st.phase != "over":
        replay.problem(
            "divergence",
            f"the record says the game ended ({event.reason}), but by the rules it goes on",
            rule="END-1",
        )
        return
    unstated = replay.infer and not event.winners  # an imported log's score ending
    if unstated and replay.removals_unseen:
        replay.problem("incomplete", removal_unseen_message(replay), rule=st.game_over_rule)
        return
    winners = st.winners if unstated else event.winners
    reason = reason_fits(event.reason, st.game_over) if replay.infer else None
    if sorted(winners) != sorted(st.winners) or not (reason or event.reason == st.game_over):
        said = ", ".join(event.winners) or "nobody named"
        replay.problem(
            "divergence",
            f"the record says {said} won ({event.reason}); by the rules "
            f"{', '.join(st.winners)} won ({st.game_over})",
            rule=st.game_over_rule,
        )
    elif unstated:
        replay.notes.append(unnamed_winners_note(replay))


def removal_unseen_message(replay: Finishing) -> str:
    """Why the rules cannot name the winners of a log that names none (END-2) when an
    accepted outcome may have removed cards from the game unseen: the scores rest on it."""
    st = replay.game.state
    accepted = ", ".join(
        f"{event_label(k)} ({card})" for k, card in sorted(replay.removals_unseen.items())
    )
    scores = ", ".join(f"{p.name} {p.score_points()}" for p in st.players)
    return (
        f"the log names no winner, and the scores rest on outcomes accepted from the log "
        f"that may have removed cards from the game, which BGA's log does not show: "
        f"{accepted}; only if none were removed would {', '.join(st.winners)} win "
        f"(scores: {scores})"
    )


def unnamed_winners_note(replay: Finishing) -> str:
    """What the check says of a log that ends without naming its winners (BGA's score
    ending, END-2): the rules' winners and the scores they follow from; the bonus
    points (CITY-9) depend on splays, which some logs do not show."""
    st = replay.game.state
    scores = ", ".join(f"{p.name} {p.score_points()}" for p in st.players)
    note = f"the log names no winner: by the rules {', '.join(st.winners)} won (scores: {scores})"
    if "splay" in replay.omits and "cities" in st.expansions:
        note += "; bonus points depend on splays, which this log does not show (inferred)"
    return note


def finish(replay: Finishing) -> Report:
    """The verdict once every event is replayed: a record stopping mid-game is
    incomplete; the notes end with what is known of hidden cards."""
    game = replay.game
    if replay.infer:
        replay.problems = stop_of_import(replay.header, replay.problems)
    if game.pending is not None and not replay.problems:
        d = game.pending
        replay.problem(
            "incomplete",
            f"the record stops while {d.player} must {d.prompt} "
            f"(options: {', '.join(map(str, d.options))})",
            rule=d.rule,
            player=d.player,
        )
    elif not replay.problems and not game.terminal and replay.record.events:
        stopped_early(replay)
    elif not replay.problems and not game.terminal and replay.infer:
        replay.problem(  # an imported log: nothing of the game read, not a valid game
            "incomplete",
            "the log shows no move of the game: it stops before the initial melds "
            "(SETUP-4), or its lines read as no message of BGA's",
            rule="SETUP-4",
        )
    replay.notes += rules_goal_note(replay)
    replay.notes += replay.hidden.summary()
    st = game.state
    return Report(
        file=replay.file,
        verdict=verdict_of(replay.problems),
        events=len(replay.record.events),
        actions_checked=replay.actions_checked,
        problems=replay.problems,
        notes=replay.notes,
        winners=list(st.winners) if st.phase == "over" and winners_known(replay) else None,
        game_over=st.game_over,
        turn=st.turn,
        view=replay.header.view,
    )


def winners_known(replay: Finishing) -> bool:
    """Whether the rules' winners stand: not when the log names none and an accepted
    outcome may have removed cards unseen (:func:`removal_unseen_message`)."""
    named = any(isinstance(e, ResultEvent) and e.winners for e in replay.events)
    return named or not (replay.infer and replay.removals_unseen)


def stopped_early(replay: Finishing) -> None:
    """The record ends between events before the game did: incomplete, naming
    the last event."""
    last = len(replay.record.events) - 1
    event = replay.record.events[last]
    if isinstance(event, ResultEvent):
        return  # the result event's own check says whether the game ended
    replay.event_index = last
    replay.where = (None, None)
    replay.problem(
        "incomplete",
        f"the record stops after {event_label(last)} ({describe(action_of(event))}) "
        "before the game has ended",
        player=event.player,
    )


def rules_goal_note(replay: Finishing) -> list[str]:
    """A BGA log's report says which number of achievements to win it took: when neither
    the end line nor the table's option gave one, the rules' (END-1, CITY-3)."""
    imported = replay.header.imported
    if isinstance(imported, msgspec.UnsetType) or imported.format == "notation":
        return []
    if any(note.startswith(GOAL_NOTE) for note in replay.notes):
        return []
    st = replay.game.state
    extra = registry.more_to_win(st.expansions)
    rules = "END-1, CITY-3" if extra else "END-1"
    return [f"{GOAL_NOTE} {st.achievements_to_win() + extra} (the rules' number, {rules})"]
