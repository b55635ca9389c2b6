"""Issue 14: the packet kinds of ../shared/reference/bga-log-format.md that decide outcomes,
read from BGA's structured arguments where the text alone would not do: ``splayedPile``
(a splay in a wording the phrase table does not know), the framework's end state with
BGA's result table; kinds we do not read (``rearrangedPile``, ``removedTopCardsAndHands``,
``tableWindow`` …) stay commentary, never an error."""

from __future__ import annotations

import json
from typing import Any

import pytest

from adjudicator.games.innovation.importers import parse_packets
from adjudicator.games.innovation.importers.entries import BgaLog, LogEntry

PLAYERS = {"11": "alice", "22": "bob"}
DOGMA = "alice activates the dogma of [1] Oars with [castle] as the featured icon."


def packets(*notes: dict[str, Any]) -> bytes:
    """A spectator's packets: a dogma line, then ``notes`` on the table channel."""
    data = [{"type": "log_spectator", "log": DOGMA, "args": {}}, *notes]
    return json.dumps(
        {
            "players": PLAYERS,
            "currentPlayerId": None,
            "gamedatas": {"players": {"11": {"player_no": 1}, "22": {"player_no": 2}}},
            "packets": [{"channel": "/table/t1", "move_id": 5, "data": data}],
        }
    ).encode()


def read(*notes: dict[str, Any]) -> BgaLog:
    return parse_packets(packets(*notes), file="p.json")


def last(*notes: dict[str, Any]) -> LogEntry:
    return read(*notes).entries[-1]


def splayed(log: str, **args: Any) -> dict[str, Any]:
    return {"type": "splayedPile_spectator", "log": log, "args": args}


def test_a_splay_in_a_known_wording_is_read_from_its_text() -> None:
    entry = last(splayed("bob splays alice's red cards up.", player_id="11", color=1))
    assert (entry.kind, entry.actor, entry.target) == ("splay", "bob", "alice")
    assert (entry.color, entry.direction) == ("red", "up")


@pytest.mark.parametrize(
    ("color", "direction", "expected"),
    [(0, 1, ("blue", "left")), ("3", "2", ("yellow", "right")), (4, 3, ("purple", "up"))],
)
def test_a_splay_in_an_unknown_wording_is_read_from_its_arguments(
    color: object, direction: object, expected: tuple[str, str]
) -> None:
    note = splayed(
        "The team of ${player_name} splays its ${colored_cards} ${splay_direction_in_clear}.",
        player_name="bob",
        colored_cards="cards",
        splay_direction_in_clear="somewhere",
        player_id="22",
        color=color,
        splay_direction=direction,
    )
    entry = last(note)
    assert (entry.kind, entry.actor, entry.target) == ("splay", "bob", "bob")
    assert (entry.color, entry.direction) == expected


@pytest.mark.parametrize(
    "args",
    [
        {"player_id": "22", "color": 9, "splay_direction": 1},
        {"player_id": "22", "color": 0, "splay_direction": "sideways"},
        {"player_id": "0", "color": 0, "splay_direction": 1},
        {"color": [0], "splay_direction": {"x": 1}},
    ],
)
def test_a_splay_without_usable_arguments_stays_commentary(args: dict[str, Any]) -> None:
    entry = last(splayed("Something splays.", **args))
    assert entry.kind == "info"


def game_end(result: Any) -> dict[str, Any]:
    state = {"id": 99, "name": "gameEnd", "type": "manager", "args": {"result": result}}
    return {"type": "gameStateChange", "log": "", "args": state}


END = {"type": "log_spectator", "log": "END OF GAME BY SCORE: alice attempts to draw a card above [10]. The player with the greatest score win.", "args": {}}  # fmt: skip


@pytest.mark.parametrize(
    "result",
    [
        [{"id": "11", "rank": "2"}, {"id": "22", "rank": "1"}],
        [{"id": 11, "rank": 2}, {"id": 22, "rank": 1}],
        {"a": {"id": "22", "rank": 1}, "b": {"id": "11", "rank": 2}},  # keyed rows
    ],
)
def test_the_result_table_names_a_score_endings_winner(result: Any) -> None:
    log = read(END, game_end(result))
    assert log.ended is not None and log.ended.reason == "score"
    assert log.ended.winners == ("bob",)
    assert {s.player: s.rank for s in log.ended.standings} == {"alice": 2, "bob": 1}


@pytest.mark.parametrize("result", [None, [], "rank 1", [{"id": "99", "rank": 1}], [[1, 2]]])
def test_a_result_table_that_says_nothing_names_nobody(result: Any) -> None:
    log = read(END, game_end(result))
    assert log.ended is not None and log.ended.winners == ()


@pytest.mark.parametrize(
    ("kind", "log", "args"),
    [
        ("rearrangedPile", "${player_name} rearranges his blue pile.", {"player_name": "bob"}),
        ("removedTopCardsAndHands", "All top cards and hands are removed.", {}),
        ("removedHandsBoardsAndScores", "All hands, boards and score piles are removed.", {}),
        ("tableWindow", "${title}", {"title": {"log": "Final scores", "args": {}}}),
        ("simpleNote", "${a}${b}", {"a": ["x"], "b": None}),
    ],
)
def test_kinds_we_do_not_read_are_commentary(kind: str, log: str, args: dict[str, Any]) -> None:
    entry = last({"type": kind + "_spectator", "log": log, "args": args})
    assert entry.kind == "info"
    assert entry.text


def test_an_unsplay_is_read_from_its_text_and_its_arguments() -> None:
    entry = last(splayed("bob unsplays his green cards.", player_id="22", color=2))
    assert (entry.kind, entry.actor, entry.color, entry.direction) == (
        "splay",
        "bob",
        "green",
        "none",
    )
    note = splayed("${player_name} folds.", player_name="bob", player_id="22", color=2)
    note["args"]["splay_direction"] = 0
    assert last(note).direction == "none"


def test_a_pile_left_with_one_card_loses_its_splay_as_no_change_of_its_own() -> None:
    text = "bob's red stack is reduced to one card so it loses its splay."
    assert last(splayed(text, player_id="22", color=1)).direction == "lost"
    note = splayed(
        "${player_name}: ${colored_cards} lose their splay.",
        player_name="bob",
        colored_cards="red cards",
        player_id="22",
        color=1,
        splay_direction=0,
        forced_unsplay=True,
    )
    assert last(note).direction == "lost"
