"""The notation's parser: errors with line and column, tolerance, languages, the
golden excerpts in logs/, and no traceback on any text."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.importers.entries import CardSeen, LogEntry, Place
from adjudicator.games.innovation.notation.parser import detect_language, parse_notation
from adjudicator.games.innovation.notation.writer import record_items
from adjudicator.games.innovation.records import load_record

ROOT = Path(__file__).resolve().parents[2]
LOGS = ROOT / "logs"
HEAD = "players: alice, bob\n"
runner = CliRunner()


def entries(text: str, language: str | None = None) -> list[LogEntry]:
    log = parse_notation(text, language=language)
    return [msgspec.structs.replace(e, line=0, text="") for e in log.entries]


def error(text: str) -> FormatError:
    with pytest.raises(FormatError) as caught:
        parse_notation(text, file="GAME.txt")
    return caught.value


# ---------------------------------------------------------------------------
# errors


def test_an_unknown_card_names_line_and_column_and_the_closest_card() -> None:
    exc = error(HEAD + "\nalice melds Oarz\n")
    assert (
        exc.message
        == "line 3, column 13: 'alice melds Oarz': no card named 'Oarz'; did you mean Oars?"
    )
    assert (exc.location.file, exc.location.line, exc.location.column) == ("GAME.txt", 3, 13)
    assert exc.exit_code == 2


def test_an_unknown_player_and_an_unknown_verb() -> None:
    assert (
        "no player named 'alcie'; did you mean alice?" in error(HEAD + "alcie melds Oars").message
    )
    assert "did you mean 'melds'?" in error(HEAD + "alice mleds Oars").message
    assert "not an event of the notation" in error(HEAD + "hello world").message


def test_the_header_must_name_the_players() -> None:
    exc = error("alice melds Oars\n")
    assert "must name the players" in exc.message and exc.location.line == 1
    assert "2 to 4 distinct names" in error("players: alice\n").message
    assert "unknown expansion" in error(HEAD + "expansions: nonsense\n").message


def test_tags_the_notation_does_not_use_are_left_alone() -> None:
    log = parse_notation("game: Innovation\ndate: 2026-11-21\n" + HEAD + "event: club night\n")
    assert [p.name for p in log.players] == ["alice", "bob"] and log.entries == ()


def test_an_illegal_event_is_not_a_parse_error() -> None:
    # alice cannot achieve anything at the start: that is for the rules to say
    assert entries(HEAD + "1. alice achieves a [9]")[1].kind == "achieve"


# ---------------------------------------------------------------------------
# tolerance


def test_case_spaces_missing_articles_and_the_default_places() -> None:
    got = entries(HEAD + "ALICE   MELDS   code of laws\nbob draws [3]\n1) Bob tucks the wheel\n")
    assert got[0] == LogEntry(
        "meld",
        0,
        "",
        actor="alice",
        card=CardSeen("Code of Laws", 1),
        source=Place("hand", "alice"),
        dest=Place("board", "alice"),
    )
    # a back drawn from a pile without a set named is a base card's (CITY-1)
    assert got[1].card == CardSeen(age=3, set="base") and got[1].source == Place("deck")
    assert got[2].kind == "action" and got[2].number == 1 and got[2].actor == "bob"
    assert got[3].card == CardSeen("The Wheel", 1)


CITIES_HEAD = "players: alice, bob\nexpansions: cities\n"


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "en",
            "1. alice endorses the dogma of Oars [castle]\nalice tucks a city [1]\n"
            "bob draws a city [2]\nbob melds Troy\n",
        ),
        (
            "de",
            "Spieler: alice, bob\nErweiterungen: cities\n"
            "1. alice bekräftigt das Dogma von Oars [Burg]\nalice schiebt eine Stadt [1] unter\n"
            "bob zieht eine Stadt [2]\nbob spielt Troy aus\n",
        ),
    ],
)
def test_an_endorse_line_city_backs_and_named_cities(language: str, text: str) -> None:
    """CITY-21: an Endorse action is its line (before the payment tuck, as BGA writes
    it); a city's back names its set, a named city is of the cities set."""
    head = CITIES_HEAD if language == "en" else ""
    got = entries(head + text, language)
    action, endorse, tuck, draw, meld = got
    assert action.kind == "action" and action.actor == "alice"
    assert (endorse.kind, endorse.endorsed, endorse.icon) == ("dogma", True, "castle")
    assert endorse.card == CardSeen("Oars", 1)
    assert tuck.kind == "tuck" and tuck.card == CardSeen(age=1, set="cities")
    assert draw.card == CardSeen(age=2, set="cities") and draw.source == Place("deck")
    assert meld.card == CardSeen("Troy", 1, set="cities")


def test_places_owners_and_transfers() -> None:
    got = entries(
        HEAD + "bob transfers Sailing from his hand to alice's score pile\n"
        "alice returns Oars from their score pile\n"
        "alice exchanges Oars and Writing in their hand with nothing in bob's score pile\n"
    )
    assert got[0].source == Place("hand", "bob") and got[0].dest == Place("score", "alice")
    assert got[0].target == "alice"
    assert got[1].source == Place("score", "alice") and got[1].dest == Place("deck")
    assert [c.name for c in got[2].cards] == ["Oars", "Writing"] and got[2].others == ()


def test_copied_apostrophes_own_forms_in_german_and_a_win_by_a_card() -> None:
    got = entries(HEAD + "bob transfers Oars from bob\u2019s hand to alice\u2019s hand")
    assert got[0].source == Place("hand", "bob") and got[0].dest == Place("hand", "alice")
    got = entries("Spieler: alice, bob\nbob wertet Oars aus seiner Hand\n")
    assert got[0].source == Place("hand", "bob") and got[0].dest == Place("score", "bob")
    [end] = entries(HEAD + "end of the game: alice won by Bioengineering")
    assert end.reason == "dogma" and end.card == CardSeen("Bioengineering", 10)
    assert end.winners == ("alice",) and end.actor == "alice"


def test_splays_dogmas_shares_and_the_end() -> None:
    got = entries(
        HEAD + "1. alice activates the dogma of Oars [castle]\nbob does not share\n"
        "alice splays their red cards left\nbob unsplays alice's blue cards\n"
        "end of the game: alice and bob won by score\n"
    )
    assert [e.kind for e in got] == ["action", "dogma", "no-share", "splay", "splay", "end"]
    assert got[1].icon == "castle"
    assert (got[3].target, got[3].color, got[3].direction) == ("alice", "red", "left")
    assert (got[4].actor, got[4].target, got[4].direction) == ("bob", "alice", "none")
    assert got[5].winners == ("alice", "bob") and got[5].reason == "score"


def test_a_header_with_a_starting_position_and_teams() -> None:
    text = (
        "players: alice, bob, carol, dave\nteams: alice, carol; bob, dave\nview: bob\n"
        'position: {"current_player": "alice",\n'
        '  "players": {"alice": {"board": {"red": ["Oars"]}}}}\n'
        "1. alice activates the dogma of Oars [castle]\n"
    )
    log = parse_notation(text)
    assert log.position == {
        "current_player": "alice",
        "players": {"alice": {"board": {"red": ["Oars"]}}},
    }
    assert log.teams == (("alice", "carol"), ("bob", "dave")) and log.viewer == "bob"
    assert log.format == "notation" and log.entries[0].line == 6
    assert "not a whole JSON object" in error(HEAD + "position: {\n").message


# ---------------------------------------------------------------------------
# languages


def test_german_is_detected_and_reads_to_the_same_entries() -> None:
    de = "Spieler: alice, bob\n1. alice spielt Oars aus\nbob zieht eine [2]\nbob wertet Oars aus der Hand von bob\n"
    en = HEAD + "1. alice melds Oars\nbob draws a [2]\nbob scores Oars from bob's hand\n"
    assert detect_language(de) == "de" and detect_language(en) == "en"
    assert entries(de) == entries(en)
    assert entries(de, "de") == entries(en, "en")


# ---------------------------------------------------------------------------
# the golden excerpts in logs/


def seed7_entries() -> list[LogEntry]:
    record = load_record((LOGS / "full-2p-seed7.json").read_bytes())
    return [msgspec.structs.replace(e, line=0, text="") for e in record_items(record).entries]


@pytest.mark.parametrize("name", ["notation-en.txt", "notation-de.txt"])
def test_golden_excerpts_read_as_the_game_they_copy(name: str) -> None:
    got = entries((LOGS / name).read_text("utf-8"))
    assert len(got) == 65 and got == seed7_entries()[:65]


def test_the_planted_illegal_move_reads_as_an_achieve_action() -> None:
    log = parse_notation((LOGS / "notation-illegal-en.txt").read_bytes())
    got = [msgspec.structs.replace(e, line=0, text="") for e in log.entries]
    assert got[:65] == seed7_entries()[:65]
    planted = log.entries[66]
    assert (
        planted.kind == "achieve" and planted.card == CardSeen(age=3) and planted.actor == "alice"
    )


def test_expected_verdicts_are_listed_for_the_golden_files() -> None:
    expected = json.loads((LOGS / "expected.json").read_text())
    assert expected["notation-illegal-en.txt"] == {
        "verdict": "illegal",
        "rule": "ACHIEVE-1",
        "event": 11,
    }
    assert (
        expected["notation-en.txt"]["verdict"]
        == expected["notation-de.txt"]["verdict"]
        == "incomplete"  # excerpts: every action legal, the game not over
    )


def test_golden_files_get_their_verdicts() -> None:
    expected = json.loads((LOGS / "expected.json").read_text())
    for name, verdict in expected.items():
        if not name.endswith(".txt"):
            continue
        result = runner.invoke(app, ["check", str(LOGS / name), "--json"])
        [report] = json.loads(result.stdout)
        assert report["verdict"] == verdict["verdict"], name


# ---------------------------------------------------------------------------
# the export command


def test_export_writes_the_text_and_refuses_bad_options(tmp_path: Path) -> None:
    out = tmp_path / "game.txt"
    result = runner.invoke(
        app, ["export", str(LOGS / "full-2p-seed7.json"), "--lang", "de", "-o", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert parse_notation(out.read_bytes()).language == "de"
    assert (
        runner.invoke(app, ["export", str(LOGS / "full-2p-seed7.json"), "--lang", "fr"]).exit_code
        == 2
    )
    view = LOGS / "view-alice-3p-seed12.json"
    assert runner.invoke(app, ["export", str(view), "--view", "bob"]).exit_code == 2
    illegal = runner.invoke(app, ["export", str(LOGS / "illegal-achieve.json")])
    assert illegal.exit_code == 1 and "alice draws Translation" not in illegal.stdout


def test_export_of_a_scenario_writes_its_set_up_as_the_position() -> None:
    scenario = ROOT / "examples" / "scenarios" / "oars-demand.json"
    result = runner.invoke(app, ["export", str(scenario)])
    assert result.exit_code == 0, result.output
    log = parse_notation(result.stdout)
    raw = json.loads(scenario.read_text("utf-8"))["setup"]
    assert log.position is not None
    players = log.position["players"]
    assert players["alice"]["board"] == raw["players"]["alice"]["board"]
    assert players["bob"]["hand"] == raw["players"]["bob"]["hand"]
    assert log.position["decks"] == raw["decks"]
    assert [e.kind for e in log.entries][:3] == ["action", "dogma", "no-share"]
    assert "bob transfers Sailing from their hand to alice's score pile" in result.stdout


# ---------------------------------------------------------------------------
# no traceback on any text

WORDS = [
    "alice",
    "bob",
    "melds",
    "draws",
    "a",
    "[3]",
    "Oars",
    "from",
    "their",
    "hand",
    "to",
    "bob's",
    "score",
    "pile",
    "1.",
    "activates",
    "the",
    "dogma",
    "of",
    "[castle]",
    "turn",
    "2:",
    "players:",
    "position:",
    "{",
    "}",
    "#",
    "zieht",
    "aus",
    "Stapel",
    ",",
    "and",
    "splays",
    "red",
    "cards",
    "left",
    "exchanges",
    "in",
    "with",
    "nothing",
    "end",
    "game:",
]


def outcome(text: str) -> None:
    try:
        parse_notation(text)
    except FormatError as exc:
        assert exc.exit_code == 2


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text(text: str) -> None:
    outcome(text)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.sampled_from(WORDS), max_size=9).map(" ".join), max_size=8))
def test_text_made_of_notation_words(lines: list[str]) -> None:
    outcome(HEAD + "\n".join(lines))


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes(data: bytes) -> None:
    with contextlib.suppress(FormatError):
        parse_notation(data)


def test_the_grammar_page_examples_read() -> None:
    page = (ROOT / "adjudicator/games/innovation/notation/grammar.md").read_text("utf-8")
    blocks = [b.split("```", 1)[0] for b in page.split("```text\n")[1:]]
    games = [b for b in blocks if b.startswith(("players:", "Spieler:"))]
    assert len(games) == 3
    for block in games:
        assert parse_notation(block).entries
    errors = next(b for b in blocks if b.startswith("line 17"))
    assert "alice melds Oarz" in errors
