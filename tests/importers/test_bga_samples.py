"""The real BGA samples (../shared/real-logs/) parsed end to end. The counts were checked by
hand against the files (grep of the message texts and of the tracker's transfer fields)."""

from __future__ import annotations

from collections import Counter

import pytest
from support import REAL_LOGS

from adjudicator.games.innovation.importers import (
    BgaLog,
    LogEntry,
    action_kind,
    detect_format,
    parse_bga,
    parse_packets,
    parse_text,
    parse_tracker,
)
from adjudicator.games.innovation.importers.entries import CardSeen, Expansion, Place, Player

REAL = REAL_LOGS
TRACKER = REAL / "bga-table815136179-tracker-gamelog.txt"
PACKETS = REAL / "bga-table823235522-raw-notifications.txt"
TEXT_PLAYER = REAL / "bga-table823235522-rendered-player.txt"
TEXT_SPECTATOR = REAL / "bga-table823235522-rendered-spectator.txt"

pytestmark = pytest.mark.skipif(not REAL.is_dir(), reason="../shared/real-logs is not there")


def kinds(log: BgaLog) -> Counter[str]:
    return Counter(entry.kind for entry in log.entries)


@pytest.fixture(scope="module")
def tracker() -> BgaLog:
    return parse_tracker(TRACKER.read_bytes(), file=TRACKER.name)


@pytest.fixture(scope="module")
def player_view() -> BgaLog:
    return parse_packets(PACKETS.read_bytes(), file=PACKETS.name, view="player")


@pytest.fixture(scope="module")
def spectator_view() -> BgaLog:
    return parse_packets(PACKETS.read_bytes(), file=PACKETS.name, view="spectator")


def test_detects_each_format() -> None:
    assert detect_format(TRACKER.read_bytes()) == "bga-tracker"
    assert detect_format(PACKETS.read_bytes()) == "bga-packets"
    assert detect_format(TEXT_PLAYER.read_bytes()) == "bga-text"
    assert detect_format(TEXT_SPECTATOR.read_bytes()) == "bga-text"


def test_tracker_players_viewer_and_table(tracker: BgaLog) -> None:
    assert tracker.format == "bga-tracker"
    assert tracker.players == (Player("AnotherSava", "76419314"), Player("TrinaCat", "84538461"))
    assert tracker.viewer == "AnotherSava"  # the one player whose own draws are named
    assert tracker.first_player == "AnotherSava"
    assert tracker.viewer_hand == (CardSeen("Steam Engine", 5, "base"),)
    assert tracker.expansions == (Expansion(set="cities", first_card="Thebes", line=65, move=4),)
    assert tracker.ended is None  # partial: no end line
    assert tracker.achievements_to_win is None
    assert tracker.edition is None


def test_tracker_entry_counts(tracker: BgaLog) -> None:
    # 280 entries: 148 transfers and 132 messages (no empty one)
    assert len(tracker.entries) == 280
    assert (
        sum(1 for e in tracker.entries if e.source is not None and e.meld_flag is not None) == 148
    )
    counts = kinds(tracker)
    assert counts["dogma"] == 21  # 14 "activates" + 7 "endorses"
    assert sum(1 for e in tracker.entries if e.kind == "dogma" and e.endorsed) == 7
    assert counts["execute"] == 43
    assert counts["share"] == 3
    assert counts["choose"] == 2
    assert counts["pass"] == 1
    # 31 hand->board moves flagged meld, 1 deck->board move with no flag at all
    assert counts["meld"] == 32
    assert sum(1 for e in tracker.entries if action_kind(e) == "meld") == 31
    # hand->board bottom-only (7) and deck->board bottom (5)
    assert counts["tuck"] == 12
    assert counts["achieve"] == 4
    assert counts["claim"] == 2
    assert counts["info"] == 19
    assert sum(1 for e in tracker.entries if e.card is not None and e.card.name is None) == 38
    assert tracker.entries[-1].move == 88


def test_tracker_structured_moves(tracker: BgaLog) -> None:
    by_line = {e.line: e for e in tracker.entries}
    thebes = by_line[65]
    assert (thebes.kind, thebes.actor, thebes.move) == ("draw", "AnotherSava", 4)
    assert thebes.card == CardSeen("Thebes", 1, "cities", 223)
    assert (thebes.source, thebes.dest) == (Place("deck"), Place("hand", "AnotherSava"))
    monument = by_line[759]
    assert (monument.kind, monument.actor, monument.card) == (
        "claim",
        "TrinaCat",
        CardSeen("Monument", None, "base"),
    )
    calendar = by_line[823]  # Construction's demand: hand to the demanding player's hand
    assert (calendar.kind, calendar.actor, calendar.target) == (
        "transfer",
        "TrinaCat",
        "AnotherSava",
    )
    assert (calendar.source, calendar.dest) == (
        Place("hand", "TrinaCat"),
        Place("hand", "AnotherSava"),
    )
    assert calendar.bottom_flag is True  # an unreliable flag, kept as evidence only
    alchemy = by_line[2551]  # The pirate code: score pile to score pile
    assert (alchemy.kind, alchemy.source, alchemy.dest) == (
        "transfer",
        Place("score", "TrinaCat"),
        Place("score", "AnotherSava"),
    )
    dogma = by_line[143]
    assert (dogma.kind, dogma.actor, dogma.card, dogma.icon) == (
        "dogma",
        "AnotherSava",
        CardSeen("The Wheel", 1, "base"),
        "castle",
    )


def test_packets_players_and_table(player_view: BgaLog, spectator_view: BgaLog) -> None:
    for log in (player_view, spectator_view):
        assert log.players == (Player("AnotherSava", "76419314"), Player("jamdalla", "87555131"))
        assert log.first_player == "AnotherSava"
        assert log.ended is None
        assert [e.set for e in log.expansions] == ["cities"]
    assert player_view.viewer == "AnotherSava"
    assert spectator_view.viewer == "spectator"
    assert player_view.viewer_hand == (CardSeen("Canal Building", 2, "base", 21),)
    assert spectator_view.viewer_hand == ()
    # the first city: Babylon, drawn by AnotherSava at move 4 (a spectator sees only its set)
    assert player_view.expansions[0].first_card == "Babylon"
    assert player_view.expansions[0].move == 4
    assert spectator_view.expansions[0].first_card == "Babylon"


def test_packets_counts(player_view: BgaLog, spectator_view: BgaLog) -> None:
    for log in (player_view, spectator_view):
        counts = kinds(log)
        assert counts["dogma"] == 5  # moves 11, 12, 15, 18, 23
        assert sum(1 for e in log.entries if e.kind == "dogma" and e.endorsed) == 2
        assert counts["meld"] == 11
        assert counts["draw"] == 23
        assert counts["transfer"] == 6
        assert counts["achieve"] == 1
        assert counts["action"] == 17  # BGA's player-turn states, moves 3 to 23
        assert counts["info"] == 3
    actions = [(e.move, e.actor, e.number) for e in player_view.entries if e.kind == "action"]
    assert actions[:4] == [
        (3, "AnotherSava", 1),
        (4, "jamdalla", 1),
        (5, "jamdalla", 2),
        (6, "AnotherSava", 1),
    ]


def hidden_draws(log: BgaLog) -> list[LogEntry]:
    return [
        e for e in log.entries if e.kind == "draw" and e.card is not None and e.card.name is None
    ]


def test_player_and_spectator_see_different_cards(
    player_view: BgaLog, spectator_view: BgaLog
) -> None:
    # the player sees his own draws, not jamdalla's; a spectator sees none
    assert len(hidden_draws(player_view)) == 16
    assert {e.actor for e in hidden_draws(player_view)} == {"jamdalla"}
    assert len(hidden_draws(spectator_view)) == 23
    player_transfers = [e.card for e in player_view.entries if e.kind == "transfer"]
    spectator_transfers = [e.card for e in spectator_view.entries if e.kind == "transfer"]
    assert [c.name for c in player_transfers if c] == [
        "Uruk",
        "City States",
        "Clothing",
        "Code of Laws",
        "Writing",
        "Currency",
    ]
    assert [(c.name, c.age, c.set) for c in spectator_transfers if c][:2] == [
        (None, 1, "cities"),
        (None, 1, "base"),
    ]
    # the same events in the same order, only the names differ
    assert [(e.kind, e.actor, e.move) for e in player_view.entries] == [
        (e.kind, e.actor, e.move) for e in spectator_view.entries
    ]


def test_packets_text_is_the_rendered_text(player_view: BgaLog, spectator_view: BgaLog) -> None:
    """The rendered samples are the packets' messages: both parsers agree on every entry."""
    text_player = parse_text(TEXT_PLAYER.read_bytes(), viewer="AnotherSava")
    text_spectator = parse_text(TEXT_SPECTATOR.read_bytes())
    assert text_spectator.viewer == "spectator"
    for packets, text in ((player_view, text_player), (spectator_view, text_spectator)):
        from_packets = [e for e in packets.entries if e.kind != "action"]
        assert [e.text for e in from_packets] == [e.text for e in text.entries]
        assert [(e.kind, e.actor, e.target, e.move) for e in from_packets] == [
            (e.kind, e.actor, e.target, e.move) for e in text.entries
        ]
        assert [e.card and e.card.name for e in from_packets] == [
            e.card and e.card.name for e in text.entries
        ]


def test_text_player_view_named_by_the_source_note() -> None:
    """The sample's first line notes "'player' view = what AnotherSava saw"."""
    log = parse_bga(TEXT_PLAYER.read_bytes(), file=TEXT_PLAYER.name)
    assert log.format == "bga-text"
    assert log.viewer == "AnotherSava"
    assert log.player_names() == ["jamdalla", "AnotherSava"]
    assert log.first_player == "AnotherSava"
    assert log.entries[0].line == 2  # line 1 is the sample's source note
    assert log.entries[0].move == 2
    assert log.expansions == (Expansion(set="cities", first_card="Babylon", line=8, move=4),)


def test_text_player_view_without_a_name() -> None:
    """BGA's own text never names its viewer: without a note or ``viewer``, "You"."""
    body = TEXT_PLAYER.read_bytes().partition(b"\n")[2]
    log = parse_bga(body)
    assert log.viewer == "You"
    assert log.player_names() == ["jamdalla", "You"]
    assert log.first_player == "You"
    assert (
        parse_bga(TEXT_PLAYER.read_bytes().replace(b"AnotherSava saw", b"Kim saw")).viewer == "Kim"
    )


def test_text_spectator_view() -> None:
    log = parse_bga(TEXT_SPECTATOR.read_bytes())
    assert log.player_names() == ["jamdalla", "AnotherSava"]
    assert log.first_player == "AnotherSava"
    # a spectator reads "draws a [1]": the first city it can name is melded at move 7
    assert log.expansions == (Expansion(set="cities", first_card="Babylon", line=12, move=7),)
    assert sum(1 for e in log.entries if action_kind(e) == "dogma") == 5
