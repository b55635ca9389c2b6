"""Kinds of input besides the real samples: the tracker's older export, packets with a
player who left and an end, and bad input, which gets a clear FormatError naming the file
and line (exit code 2), never a traceback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from support import REAL_LOGS

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.importers import (
    detect_format,
    parse_bga,
    parse_packets,
    parse_text,
    parse_tracker,
)
from adjudicator.games.innovation.importers.entries import CardSeen, Ending, Expansion

FIXTURES = Path(__file__).parent / "fixtures"
REAL = REAL_LOGS


def test_tracker_older_form_text_only() -> None:
    log = parse_bga((FIXTURES / "tracker-old-form.json").read_bytes(), file="old.json")
    assert log.format == "bga-tracker"
    assert log.player_names() == ["alice", "bob"]
    assert log.first_player == "bob"
    assert [e.kind for e in log.entries] == [
        "choose",
        "choose",
        "meld",
        "meld",
        "first-player",
        "draw",
        "dogma",
        "splay",
        "info",
        "end",
    ]
    meld = log.entries[2]
    assert meld.text == "alice melds [1] Code of laws from his hand."  # HTML stripped
    assert meld.card == CardSeen("Code of Laws", 1, "base")
    assert meld.line == 7
    dogma = log.entries[6]
    assert (dogma.icon, dogma.card) == ("crown", CardSeen("Code of Laws", 1, "base"))
    splay = log.entries[7]
    assert (splay.actor, splay.target, splay.color, splay.direction) == (
        "alice",
        "alice",
        "purple",
        "left",
    )
    assert log.ended == Ending(reason="achievements", winner="bob", winners=("bob",))
    assert log.achievements_to_win == 8  # BGA's "extra achievement" option, read from the end line
    assert log.viewer is None
    assert log.expansions == ()


def packet(channel: str, move: int, *notes: dict[str, Any]) -> dict[str, Any]:
    return {"channel": channel, "move_id": str(move), "packet_id": str(move), "data": list(notes)}


def packets_file(*packets: dict[str, Any]) -> bytes:
    data = {
        "currentPlayerId": "1",
        "players": {"1": "alice", "2": "bob"},
        "gamedatas": {},
        "packets": list(packets),
    }
    return json.dumps(data, indent=1).encode()


SPLAY = {
    "type": "splayedPile",
    "log": "${player_name} splays his ${colored_cards} ${splay_direction_in_clear}.",
    "args": {
        "player_name": "<b>bob</b>",
        "colored_cards": "red cards",
        "splay_direction_in_clear": "left",
    },
}
LEFT = {"type": "removedPlayer", "log": "", "args": {"player_id": 2, "player_name": "bob"}}
END = {
    "type": "log",
    "log": "END OF GAME BY DOGMA: ${player_name} meets the victory condition. He wins!",
    "args": {"player_name": "alice"},
}
MELD = {
    "type": "transferedCard_spectator",
    "log": "",
    "args": {
        "log": "${player_name} melds ${<}${age}${>} ${<<}${name}${>>} from his hand.",
        "<": "<span class='square N age type_3'>",
        ">": "</span>",
        "<<": "<span class='card_name'>",
        ">>": "</span>",
        "name": "Bangle",
        "age": "1",
        "type": "3",
        "player_id": "2",
        "player_name": "bob",
        "location_from": "hand",
        "location_to": "board",
        "owner_from": "2",
        "owner_to": "2",
        "meld_keyword": True,
        "bottom_to": False,
    },
}


def test_packets_splay_player_left_and_end() -> None:
    content = packets_file(
        packet("/table/t9", 4, MELD),
        packet("/player/p1", 5, SPLAY),
        packet("/table/t9", 6, LEFT),
        packet("/table/t9", 7, END, {"type": "endOfGame", "log": "", "args": []}),
    )
    player = parse_packets(content, view="player")
    assert [e.kind for e in player.entries] == ["splay", "left", "end", "end"]
    assert player.left == ("bob",)
    assert player.ended == Ending(reason="dogma", winner="alice", winners=("alice",))
    assert player.entries[0].text == "bob splays his red cards left."
    spectator = parse_packets(content, view="spectator")
    assert [e.kind for e in spectator.entries] == ["meld", "left", "end", "end"]
    # an unsupported expansion is named by its first card
    assert spectator.expansions == (
        Expansion(set="echoes", first_card="Bangle", line=spectator.entries[0].line, move=4),
    )
    assert spectator.entries[0].card == CardSeen("Bangle", 1, "echoes", 333)


def test_game_abandoned_has_no_ending() -> None:
    log = parse_text(b"alice chooses a card.\nbob chooses a card.\n")
    assert log.ended is None
    assert log.player_names() == ["alice", "bob"]


def refused(content: bytes, parse: Any = parse_bga) -> FormatError:
    with pytest.raises(FormatError) as caught:
        parse(content, file="game.json")
    assert caught.value.exit_code == 2
    assert caught.value.location.file == "game.json"
    return caught.value


@pytest.mark.parametrize("content", [b"", b"   \n\n", b"\xef\xbb\xbf"])
def test_empty_file(content: bytes) -> None:
    assert "empty file" in refused(content).message
    assert detect_format(content) is None


def test_html_page_instead_of_a_log() -> None:
    page = (
        b"<!DOCTYPE html>\n<html><head><title>Board Game Arena</title></head><body></body></html>"
    )
    error = refused(page)
    assert "HTML page" in error.message
    assert error.location.line == 1
    assert detect_format(page) is None
    for parse in (parse_tracker, parse_packets, parse_text):
        assert "HTML page" in refused(page, parse).message


@pytest.mark.skipif(not REAL.is_dir(), reason="../shared/real-logs is not there")
def test_truncated_download() -> None:
    for name in (
        "bga-table815136179-tracker-gamelog.txt",
        "bga-table823235522-raw-notifications.txt",
    ):
        content = (REAL / name).read_bytes()
        cut = content[: len(content) // 2]
        error = refused(cut)
        assert "truncated JSON" in error.message
        assert error.location.line == cut.count(b"\n") + 1


def test_invalid_json_names_its_line() -> None:
    error = refused(b'{\n "players": {},\n "log": [\n  {"move": 1,, "msg": "x"}\n ]\n}\n')
    assert "invalid JSON" in error.message
    assert error.location.line == 4


def test_another_games_log() -> None:
    assert "another game" in refused(b"alice places a tile.\nbob scores a road.\n").message
    assert "another game" in refused(b'{"game": "carcassonne", "players": [], "log": []}').message
    other = packets_file(
        packet(
            "/table/t9",
            2,
            {
                "type": "tilePlaced",
                "log": "${player_name} places a tile",
                "args": {"player_name": "bob"},
            },
        )
    )
    assert "another game" in refused(other).message


def test_bad_entries_name_line_and_move() -> None:
    error = refused(
        b'{"players": {"1": "alice"},\n "log": [\n  {"move": 3, "type": "log", "msg": "alice chooses a card."},\n  7\n ]\n}',
        parse_tracker,
    )
    assert error.location.line == 4
    assert error.location.path == "$.log[1]"
    error = refused(
        b'{"players": {}, "packets": [\n {"move_id": "12", "channel": "/table/t1"}\n]}',
        parse_packets,
    )
    assert (error.location.line, "BGA move 12" in error.message) == (2, True)


def test_not_a_tracker_export() -> None:
    assert "no 'log' list" in refused(b'{"players": {}}', parse_tracker).message
    assert "no 'packets' list" in refused(b'{"players": {}}', parse_packets).message
    assert "not an object" in refused(b'"just a string"', parse_tracker).message


def test_first_person_text_with_a_viewer_name() -> None:
    log = parse_text(
        b"You meld [1] Archery from your hand.\njamdalla draws a [1].\n",
        viewer="AnotherSava",
    )
    assert log.viewer == "AnotherSava"
    assert log.player_names() == ["AnotherSava", "jamdalla"]


def test_tracker_versions_of_players_hand_and_sets() -> None:
    entry = {"type": "transfer", "move": 4, "card_set": 2, "source": "deck", "dest": "hand"}
    entry |= {"card_name": "Thebes", "card_age": 1, "source_owner": None, "dest_owner": "alice"}
    data = {
        "players": {"alice": 11, "bob": 12},
        "my_hand": [{"id": 223, "name": "Thebes", "age": 1}, 45],
        "log": [entry],
    }
    log = parse_tracker(json.dumps(data).encode())
    assert [(p.name, p.bga_id) for p in log.players] == [("alice", "11"), ("bob", "12")]
    assert log.viewer_hand == (CardSeen("Thebes", 1, "cities", 223),)
    assert log.entries[0].card == CardSeen("Thebes", 1, "cities", 223)
    assert log.viewer == "alice"
    as_list = [{"id": 11, "name": "alice"}, {"id": 12, "name": "bob"}]
    listed = parse_tracker(json.dumps(data | {"players": as_list}).encode())
    assert [(p.name, p.bga_id) for p in listed.players] == [("alice", "11"), ("bob", "12")]


def test_end_of_game_without_its_line() -> None:
    content = packets_file(
        packet("/table/t9", 4, MELD),
        packet("/table/t9", 5, {"type": "endOfGame", "log": "", "args": []}),
    )
    assert parse_packets(content).ended == Ending()
