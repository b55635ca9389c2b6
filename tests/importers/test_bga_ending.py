"""How a BGA log ends, in each format: the END OF GAME lines, BGA's final standings and
scores in the packets, the achievements to win (end line or option, with Cities), the
edition, and a player who left the table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from bga_writer import SPECTATOR, bga_packets
from test_bga_input import packet, packets_file
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.import_command import import_bga, import_summary
from adjudicator.games.innovation.importers import parse_bga, parse_packets, parse_text
from adjudicator.games.innovation.importers.entries import Ending, Standing
from adjudicator.games.innovation.importers.to_record import imported_header
from adjudicator.games.innovation.records import MeldEvent, Reported, ResultEvent
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.replay.following import draws_next, ending_drawer
from adjudicator.games.innovation.simulate import simulate_game

COMPLETE = Path(__file__).parent / "fixtures" / "complete"
ACHIEVEMENTS = {  # the same 2-player game with Cities, won by achievements, in each format
    "bga-tracker": "sim-seed9-2p-bob-tracker-gamelog.txt",
    "bga-packets": "sim-seed9-2p-alice-raw-notifications.txt",
    "bga-text": "sim-seed9-2p-spectator-rendered.txt",
}
SCORE_END = {
    "type": "log",
    "log": "END OF GAME BY SCORE: ${player_name} attempts to draw a card above ${age}. "
    "The player with the greatest score win.",
    "args": {"player_name": "bob", "age": "[10]"},
}


def scored(owner: str, score: int, *, key: str = "new_score", **more: Any) -> dict[str, Any]:
    """A card scored by ``owner`` (a BGA id), with the score BGA sends."""
    args = {
        "log": "${player_name} draws and scores a [1].",
        "player_name": {"1": "alice", "2": "bob"}[owner],
        "location_from": "deck",
        "location_to": "score",
        "owner_from": "0",
        "owner_to": owner,
        "age": "1",
        "type": "0",
        key: score,
    }
    return {"type": "transferedCard_spectator", "log": "", "args": args | more}


def game_end(*ranks: tuple[str, int]) -> dict[str, Any]:
    result = [{"id": pid, "rank": str(rank), "score": "0"} for pid, rank in ranks]
    args = {"id": 99, "name": "gameEnd", "args": {"result": result}}
    return {"type": "gameStateChange", "log": "", "args": args}


def test_a_score_ending_takes_its_winner_from_the_final_scores() -> None:
    content = packets_file(
        packet("/table/t9", 4, scored("1", 5)),
        packet("/table/t9", 5, scored("2", 7)),
        packet("/table/t9", 6, scored("1", 9)),
        packet("/table/t9", 7, SCORE_END, {"type": "endOfGame", "log": "", "args": []}),
    )
    log = parse_packets(content, view="spectator")
    assert log.ended == Ending(
        reason="score",
        winners=("alice",),
        standings=(Standing("alice", score=9), Standing("bob", score=7)),
    )


def test_two_players_scores_in_one_move() -> None:
    """A card scored into another player's pile: ``new_score_to`` is that player's."""
    moved = scored("2", 4, key="new_score_to", owner_from="1", location_from="hand")
    content = packets_file(
        packet("/table/t9", 4, scored("1", 4)),
        packet("/table/t9", 5, moved),
        packet("/table/t9", 6, SCORE_END),
    )
    log = parse_packets(content, view="spectator")
    assert log.ended is not None
    assert log.ended.standings == (Standing("alice", score=4), Standing("bob", score=4))
    assert log.ended.winners == ()  # a tie on score: the achievements decide (END-2)


def test_the_final_standings_name_the_winners() -> None:
    content = packets_file(
        packet("/table/t9", 4, scored("1", 9)),
        packet("/table/t9", 7, SCORE_END, game_end(("1", 2), ("2", 1))),
    )
    log = parse_packets(content, view="spectator")
    assert log.ended is not None and log.ended.winners == ("bob",)
    record = import_bga(content)
    assert record.events[-1] == ResultEvent(winners=["bob"], reason="score")


def test_a_named_winner_the_rules_disagree_with_is_a_divergence() -> None:
    """The packets' standings name the winner of a score ending: the check compares."""
    data = (COMPLETE / "sim-seed5-4p-spectator-raw-notifications.txt").read_bytes()
    body = json.loads(data.split(b"\n", 1)[1])
    ids = {name: pid for pid, name in body["players"].items()}
    ranks = [(ids["alice"], 1)] + [(ids[p], 2) for p in ("bob", "carol", "dave")]
    body["packets"].append(packet("/table/t1", 999, game_end(*ranks)))
    record = import_bga(json.dumps(body).encode())
    report = check_record(record)
    assert report.verdict == "divergence"
    assert "the record says alice won (score); by the rules dave won" in (
        report.problems[0].message
    )


@pytest.mark.parametrize("format", sorted(ACHIEVEMENTS))
def test_the_achievements_to_win_from_the_end_line_or_the_option(format: str) -> None:
    """2 players with Cities: 7 by the rules (END-1, CITY-3); BGA's option makes it 8."""
    data = (COMPLETE / ACHIEVEMENTS[format]).read_bytes()
    log = parse_bga(data)
    assert (log.format, log.achievements_to_win) == (format, 7)
    record = import_bga(data)
    facts = imported_header(record)
    assert facts is not None
    assert (facts.achievements_to_win, facts.achievements_from) == (7, "end line")
    summary = import_summary(record, Path("x"))
    assert "achievements to win: from the end line (the winner has got 7" in summary
    optioned = imported_header(import_bga(data, achievements_to_win=8))
    assert optioned is not None
    assert (optioned.achievements_to_win, optioned.achievements_from) == (8, "option")


def test_a_table_playing_to_eight_would_not_have_ended() -> None:
    data = (COMPLETE / ACHIEVEMENTS["bga-tracker"]).read_bytes()
    report = check_record(import_bga(data, achievements_to_win=8))
    assert "achievements to win: 8 (the table's option)" in report.notes
    assert report.verdict == "divergence"
    assert "by the rules it goes on" in report.problems[0].message


def test_a_fourth_edition_table_is_refused() -> None:
    text = (
        b"alice chooses a card.\nbob chooses a card.\n"
        b"alice melds [1] Tools from his hand.\nbob melds [1] Oars from his hand.\n"
        b"alice draws a [11].\n"
    )
    assert parse_text(text).edition == 4
    with pytest.raises(FormatError) as caught:
        import_bga(text, file="4th.txt")
    assert "4th-edition table" in caught.value.message
    assert (caught.value.location.line, caught.value.exit_code) == (5, 2)
    ended = b"END OF GAME BY SCORE: bob attempts to draw a card above [11]. The player wins.\n"
    assert parse_text(text[:-20] + ended).edition == 4


def test_the_third_edition_is_the_default() -> None:
    record = import_bga((COMPLETE / ACHIEVEMENTS["bga-text"]).read_bytes())
    assert record.header.edition == 3
    assert parse_bga((COMPLETE / ACHIEVEMENTS["bga-text"]).read_bytes()).edition is None


def test_a_player_who_left_while_the_game_went_on_stops_the_check() -> None:
    """BGA plays a leaver's turns as a "zombie": the log is checked up to the leaving."""
    data = (COMPLETE / ACHIEVEMENTS["bga-packets"]).read_bytes()
    body = json.loads(data.split(b"\n", 1)[1])
    ids = {name: pid for pid, name in body["players"].items()}
    removed = {"type": "removedPlayer", "log": "", "args": {"player_id": ids["bob"]}}
    body["packets"].insert(300, packet("/table/t1", 50, removed))
    content = json.dumps(body).encode()
    assert parse_packets(content).left == ("bob",)
    record = import_bga(content)
    whole = import_bga(data)
    assert not isinstance(record.events[-1], ResultEvent)
    assert len(record.events) < len(whole.events)
    report = check_record(record)
    assert report.verdict == "incomplete"
    assert "before the game has ended" in report.problems[0].message


def test_a_player_who_left_as_the_game_ended_changes_nothing() -> None:
    content = packets_file(
        packet("/table/t9", 4, scored("1", 9)),
        packet("/table/t9", 5, scored("2", 3)),
        packet("/table/t9", 7, SCORE_END),
        packet("/table/t9", 8, {"type": "removedPlayer", "log": "", "args": {"player_id": 2}}),
    )
    record = import_bga(content)
    assert record.events[-1] == ResultEvent(winners=["alice"], reason="score")


def truncated(name: str) -> bytes:
    data = (COMPLETE / name).read_bytes()
    return data[: len(data) // 3]


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"<!DOCTYPE html>\n<html><body>Board Game Arena</body></html>\n", "an HTML page"),
        (truncated(ACHIEVEMENTS["bga-tracker"]), "truncated JSON"),
        (truncated(ACHIEVEMENTS["bga-packets"]), "truncated JSON"),
        (b'{"game": "carcassonne", "players": {}, "log": [{"msg": "x"}]}', "unknown game"),
        (
            packets_file(packet("/table/t9", 2, {"type": "tilePlaced", "log": "a tile"})),
            "another game's log",
        ),
    ],
    ids=["html", "tracker cut", "packets cut", "another game", "another game's packets"],
)
def test_check_gives_bad_input_a_clear_verdict(tmp_path: Path, content: bytes, said: str) -> None:
    path = tmp_path / "game.txt"
    path.write_bytes(content)
    result = CliRunner().invoke(app, ["check", str(path), "--json", "--jobs", "1"])
    assert result.exit_code == 2, result.output
    report = json.loads(result.output)[0]
    assert report["verdict"] == "unreadable"
    assert said in report["problems"][0]["message"]


def test_an_end_line_naming_another_winner_is_a_divergence() -> None:
    text = (COMPLETE / ACHIEVEMENTS["bga-text"]).read_text()
    said = "END OF GAME BY ACHIEVEMENTS: alice has got"
    assert said in text
    record = import_bga(text.replace(said, "END OF GAME BY ACHIEVEMENTS: bob has got").encode())
    assert record.events[-1] == ResultEvent(winners=["bob"], reason="achievements")
    report = check_record(record)
    assert report.verdict == "divergence"
    assert "the record says bob won (achievements); by the rules alice won" in (
        report.problems[0].message
    )


def test_a_tracker_export_with_the_capturing_players_own_words() -> None:
    """A first-person line in a tracker export is the capturing player's."""
    said = [
        "bob chooses a card.",
        "You choose a card.",
        "You meld [1] Tools from your hand.",
        "bob melds [1] Oars from his hand.",
        "END OF GAME BY ACHIEVEMENTS: You have got 6 achievements. You win!",
    ]
    log = [{"move": 2 + k, "type": "log", "msg": m} for k, m in enumerate(said)]
    data = {"players": {"1": "alice", "2": "bob"}, "currentPlayerId": "1", "log": log}
    parsed = parse_bga(json.dumps(data).encode())
    assert parsed.viewer == "alice"
    assert parsed.entries[2].actor == "alice"
    assert parsed.ended == Ending(reason="achievements", winner="alice", winners=("alice",))


def test_an_unknown_notification_is_commentary() -> None:
    """A notification type or message no table knows is an ``info`` entry, never an error."""
    new = {"type": "someNewNotification", "log": "${player_name} did something new.", "args": {}}
    new["args"] = {"player_name": "bob", "whatever": [1, 2]}
    content = packets_file(packet("/table/t9", 4, scored("1", 2)), packet("/table/t9", 5, new))
    log = parse_packets(content, view="spectator")
    assert [(e.kind, e.text) for e in log.entries][1:] == [("info", "bob did something new.")]


def test_packets_with_both_channels_read_as_either_view() -> None:
    """Real packets of a player's capture hold the player's channel and the table's
    spectator copies (the writer writes one channel): each view reads its own."""
    game, _ = simulate_game(2, seed=9, expansions=("cities",))
    mine = json.loads(bga_packets(game, "alice"))
    table = json.loads(bga_packets(game, SPECTATOR))
    pairs = zip(mine["packets"], table["packets"], strict=True)
    both = [p for pair in pairs for p in (pair if pair[0] != pair[1] else pair[:1])]
    content = json.dumps(mine | {"packets": both}, indent=1).encode()
    as_player = parse_packets(content, view="player")
    as_spectator = parse_packets(content, view="spectator")
    alone = parse_packets(bga_packets(game, "alice"))
    spectating = parse_packets(bga_packets(game, SPECTATOR))
    assert [e.text for e in as_player.entries] == [e.text for e in alone.entries]
    assert [e.text for e in as_spectator.entries] == [e.text for e in spectating.entries]
    assert as_player.ended == alone.ended == as_spectator.ended


def test_nothing_after_the_end_line_is_play() -> None:
    """Whatever a log holds after its END OF GAME line (a card shown, a message) is no
    part of any action: the game was over."""
    data = (COMPLETE / ACHIEVEMENTS["bga-tracker"]).read_bytes()
    source, body = data.split(b"\n", 1)
    export = json.loads(body)
    shown = {"type": "transfer", "move": 999, "source": "hand", "dest": "revealed"}
    shown |= {"card_name": "Tools", "card_age": 1, "source_owner": "bob", "dest_owner": "bob"}
    export["log"] += [shown, {"move": 999, "type": "log", "msg": "bob has 3 [castle]."}]
    after = import_bga(source + b"\n" + json.dumps(export, indent=1).encode())
    assert after.events == import_bga(data).events


def test_a_score_ending_the_log_shows_with_no_move_is_the_draw_of_the_player_it_names() -> None:
    """ "END OF GAME BY SCORE: P attempts to draw a card above [10]" (kept with the log's
    last action): only P's Draw action may end the game after that action (END-2); the
    game ending inside the last action is the other reading (a city drawn on a meld,
    CITY-10, when the card the action before returned was the city in hand)."""
    game = new_game(["alice", "bob"], seed=1)
    assert game.actor() == "alice"
    by_bob = MeldEvent(card="Archery", player="bob", reported=[Reported(verb="end", actor="bob")])
    by_alice = MeldEvent(
        card="Archery", player="bob", reported=[Reported(verb="end", actor="alice")]
    )
    unnamed = MeldEvent(card="Archery", player="bob", reported=[Reported(verb="end")])
    assert ending_drawer(by_bob) == "bob"
    assert not draws_next(game, by_bob)
    assert draws_next(game, by_alice)
    assert draws_next(game, unnamed) and draws_next(game, None)
