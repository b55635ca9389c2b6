"""The notation with Echoes of the Past and Artifacts of History: the lines they add
(foreshadow, the forecast; dig, the display, the relics, the free artifact action, the
hidden backs of their sets), in English and German, and whole round trips: simulate ->
record -> text -> parse -> ``importers.to_record`` -> check valid, with the same final
position, from the referee's view and from each player's, with every card's own
effects. ``ADJUDICATOR_FUZZ=5`` reads back five times as many games.
"""

from __future__ import annotations

import os

import pytest
from test_notation_roundtrip import bare, checked_position, final_position, simulated

from adjudicator.games.innovation.importers import to_record
from adjudicator.games.innovation.importers.entries import CardSeen, LogEntry, Place
from adjudicator.games.innovation.notation.parser import parse_notation
from adjudicator.games.innovation.notation.phrases import table
from adjudicator.games.innovation.notation.writer import entry_line, record_items, render
from adjudicator.games.innovation.records import ArtifactEvent, MeldEvent
from adjudicator.games.innovation.replay import check_record

# ----------------------------------------------------------------------------
# round trips

FUZZ = int(os.environ.get("ADJUDICATOR_FUZZ", "1"))
# games of the round trip sample (``simulated``): each way of writing a view (full
# information 0 4, a player's view of a full record 1 9 6 10, a view record 3 7) in both
# languages, two and three players (four, teams, once: 8; a game of four takes long);
# Artifacts games the first 12; ADJUDICATOR_FUZZ: the first N
SAMPLE = [0, 1, 3, 4, 6, 7, 9, 10]
EXPANSIONS = [
    (("echoes",), [*SAMPLE, 8]),
    (("artifacts",), list(range(12))),
    (("echoes", "cities"), SAMPLE),
    (("artifacts", "echoes"), SAMPLE),
]
GAMES = [
    (exp, index)
    for exp, indices in EXPANSIONS
    for index in (indices if FUZZ == 1 else range(12 * FUZZ))
]


@pytest.mark.parametrize(
    ("expansions", "index"), GAMES, ids=[f"{'+'.join(e)}-{i}" for e, i in GAMES]
)
def test_export_parse_import_check_round_trip(expansions: tuple[str, ...], index: int) -> None:
    """The text reads back into the entries written; imported, it checks valid and
    ends in the same position (as the exporting player sees it, for a view)."""
    record, view, language = simulated(index, expansions)
    written = record_items(record, view)
    assert not written.problems, written.problems[:1]
    log = parse_notation(render(written, language).encode())
    assert bare(log.entries) == bare(written.entries)
    seen = view or record.header.view
    report, position = checked_position(to_record.to_record(log), seen)
    assert report.verdict == "valid", (index, report.problems[:1])
    assert position == final_position(record, seen), index


def test_artifacts_games_show_the_new_lines() -> None:
    """The sample's Artifacts games write digs, the free artifact action, melds from
    the display and relics seized."""
    text = "\n".join(
        render(record_items(simulated(i, ("artifacts",))[0]), "en") for i in range(0, 8)
    )
    for words in (" digs ", "takes the free artifact action: ", "from their display"):
        assert words in text, words
    assert "from the relics" in text


# ----------------------------------------------------------------------------
# the new lines, in both languages

ALICE = "players: alice, bob\nexpansions: artifacts, echoes\n"
ALICE_DE = "Spieler: alice, bob\nErweiterungen: artifacts, echoes\n"
NEEDLE = CardSeen(name="Sibidu Needle", age=1, set="artifacts")


def _one(language: str, line: str) -> LogEntry:
    head = ALICE if language == "en" else ALICE_DE
    log = parse_notation(head + line + "\n", language=language)
    return next(e for e in log.entries if e.kind != "action")


DIG = LogEntry(
    "dig", 0, "", actor="alice", card=NEEDLE, source=Place("deck"), dest=Place("display", "alice")
)
LINES = [
    ("en", "alice digs Sibidu Needle", DIG),
    ("de", "alice gräbt Sibidu Needle aus", DIG),
    (
        "en",
        "alice melds Sibidu Needle from their display",
        LogEntry(
            "meld",
            0,
            "",
            actor="alice",
            card=NEEDLE,
            source=Place("display", "alice"),
            dest=Place("board", "alice"),
        ),
    ),
    (
        "de",
        "alice gibt Sibidu Needle aus der Ausstellung von alice zurück",
        LogEntry(
            "return",
            0,
            "",
            actor="alice",
            card=NEEDLE,
            source=Place("display", "alice"),
            dest=Place("deck"),
        ),
    ),
    (
        "en",
        "bob transfers Complex Numbers from the relics to his hand",
        LogEntry(
            "transfer",
            0,
            "",
            actor="bob",
            card=CardSeen(name="Complex Numbers", age=4),
            source=Place("relics"),
            dest=Place("hand", "bob"),
        ),
    ),
    (
        "de",
        "bob überträgt Complex Numbers aus den Relikten in die Erfolge von bob",
        LogEntry(
            "transfer",
            0,
            "",
            actor="bob",
            card=CardSeen(name="Complex Numbers", age=4),
            source=Place("relics"),
            dest=Place("achievements", "bob"),
        ),
    ),
    (
        "en",
        "bob scores an Artifacts [3]",
        LogEntry(
            "score",
            0,
            "",
            actor="bob",
            card=CardSeen(age=3, set="artifacts"),
            source=Place("hand", "bob"),
            dest=Place("score", "bob"),
        ),
    ),
    (
        "de",
        "bob wertet ein Artefakt [3]",
        LogEntry(
            "score",
            0,
            "",
            actor="bob",
            card=CardSeen(age=3, set="artifacts"),
            source=Place("hand", "bob"),
            dest=Place("score", "bob"),
        ),
    ),
    (
        "en",  # with Echoes or Artifacts in play, every back says its set: "a [3]" is base
        "bob scores a [3]",
        LogEntry(
            "score",
            0,
            "",
            actor="bob",
            card=CardSeen(age=3, set="base"),
            source=Place("hand", "bob"),
            dest=Place("score", "bob"),
        ),
    ),
    (
        "de",
        "bob sagt eine Echoes-Karte [2] vorher",
        LogEntry(
            "foreshadow",
            0,
            "",
            actor="bob",
            card=CardSeen(age=2, set="echoes"),
            source=Place("hand", "bob"),
            dest=Place("forecast", "bob"),
        ),
    ),
]


@pytest.mark.parametrize(("language", "line", "entry"), LINES)
def test_a_new_line_reads_and_is_written_back(language: str, line: str, entry: LogEntry) -> None:
    got = _one(language, line)
    assert bare([got]) == [entry]
    assert entry_line(entry, table(language)).lower() == line.lower() or _reads_same(
        language, entry
    )


def _reads_same(language: str, entry: LogEntry) -> bool:
    """The line the writer makes of ``entry`` reads back into it (it may say it otherwise)."""
    return bare([_one(language, entry_line(entry, table(language)))]) == [entry]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("choice", ["dogma", "return", "pass"])
def test_the_free_artifact_action_is_an_action_of_its_own(language: str, choice: str) -> None:
    entry = LogEntry("artifact", 0, "", actor="alice", choice=choice)
    line = entry_line(entry, table(language))
    words = {
        "en": f"alice takes the free artifact action: {choice}",
        "de": "alice nutzt die freie Artefakt-Aktion: "
        + {"dogma": "Dogma", "return": "zurückgeben", "pass": "passen"}[choice],
    }
    assert line == words[language]
    head = ALICE if language == "en" else ALICE_DE
    log = parse_notation(head + line + "\n", language=language)
    action, read = log.entries
    assert (action.kind, action.actor, action.number) == ("action", "alice", 0)
    assert bare([read]) == [entry]


def test_the_importer_makes_an_artifact_event_and_a_meld_from_the_display() -> None:
    text = (
        "players: alice, bob\nexpansions: artifacts\nsetup\n"
        "alice draws Archery\nalice draws Oars\nbob draws Sailing\nbob draws Pottery\n"
        "1. alice melds Archery\n1. bob melds Sailing\n"
        "turn 1: alice\n1. alice melds Oars\nalice digs Sibidu Needle\n"
        "turn 2: bob\n1. bob draws Clothing\n2. bob draws Agriculture\n"
        "turn 3: alice\nalice takes the free artifact action: pass\n"
        "1. alice melds Sibidu Needle from their display\n"
    )
    record = to_record.to_record(parse_notation(text))
    events = record.events
    assert isinstance(events[2], MeldEvent) and events[2].card == "Oars"
    assert [(r.verb, r.card, r.to_zone) for r in events[2].reported or []][-1] == (
        "dig",
        "Sibidu Needle",
        "display",
    )
    assert isinstance(events[5], ArtifactEvent) and events[5].choice == "pass"
    assert isinstance(events[6], MeldEvent) and events[6].card == "Sibidu Needle"
    report = check_record(record)
    assert report.verdict in ("valid", "incomplete"), report.problems[:1]
    assert not [p for p in report.problems if p.code != "incomplete"]
