"""A BGA team game (four players, partners opposite, TEAM-1) imports as a team game:
the packets say so in their table option (``team_game`` in the first states'
arguments); the tracker's export and the text say it only in a team's words ("Your team
has got 7 achievements."), which no individual game uses. The END OF GAME line names one
player, or a team: the team wins (TEAM-2), and a line in words no sample shows still
says how the game ended."""

from __future__ import annotations

import re

import pytest
from bga_writer import SPECTATOR, bga_packets, bga_text, bga_tracker

from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.importers import parse_bga
from adjudicator.games.innovation.importers.build import speaks_of_teams
from adjudicator.games.innovation.importers.entries import LogEntry
from adjudicator.games.innovation.importers.phrases import reader
from adjudicator.games.innovation.importers.teams import demands_show_teams
from adjudicator.games.innovation.records import ResultEvent
from adjudicator.games.innovation.replay import Replay, check_record, problem_text
from adjudicator.games.innovation.simulate import simulate_game

WRITERS = {
    "tracker, bob's view": lambda g: (bga_tracker(g, "bob"), None),
    "text, alice's view": lambda g: (bga_text(g, "alice"), "alice"),
    "text, a spectator's view": lambda g: (bga_text(g, SPECTATOR), None),
    "packets, alice's view": lambda g: (bga_packets(g, "alice"), None),
    "packets, a spectator's view": lambda g: (bga_packets(g, SPECTATOR), None),
}

#: Team games with Cities of Destiny ended by score (0), a card's win (1, Self Service:
#: dave's; 2, Bioengineering) and achievements (6).
SEEDS = [0, 1, 2, 6]


def team_game(seed: int) -> Game:
    game, _ = simulate_game(4, seed=seed, teams=True, expansions=("cities",))
    assert game.state.teams and game.state.phase == "over"
    return game


@pytest.mark.parametrize("name", list(WRITERS))
@pytest.mark.parametrize("seed", SEEDS)
def test_a_team_game_imports_as_one_and_names_both_partners(seed: int, name: str) -> None:
    game = team_game(seed)
    data, viewer = WRITERS[name](game)
    record = import_bga(data, file=f"team-{seed}", viewer=viewer)
    players = record.header.players
    assert record.header.teams == [[players[0], players[2]], [players[1], players[3]]]
    report = Replay(record, False, None).run()
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert sorted(report.winners or []) == sorted(game.state.winners)
    # a card's win the log shows may be accepted from it ("dogma", as BGA's line says)
    assert report.game_over in (game.state.game_over, "dogma")


def test_the_winner_the_end_line_names_wins_with_the_partner() -> None:
    game = team_game(1)  # Self Service: "END OF GAME BY DOGMA: dave meets the victory condition."
    record = import_bga(bga_tracker(game, "bob"))
    result = record.events[-1]
    assert isinstance(result, ResultEvent)
    assert sorted(result.winners) == ["bob", "dave"]


def test_an_individual_four_player_game_is_no_team_game() -> None:
    game, _ = simulate_game(4, seed=3, expansions=("cities",))
    for name, write in WRITERS.items():
        data, viewer = write(game)
        assert import_bga(data, viewer=viewer).header.teams is None, name


def test_the_packets_option_wins_over_the_words() -> None:
    """A packets log says whether the table plays in teams: its flag is taken, not words."""
    data = bga_packets(team_game(6), "alice").replace(b'"team_game": true', b'"team_game": false')
    assert not parse_bga(data).team_game


def read(text: str) -> LogEntry:
    return reader("alice", ["alice", "bob", "carol", "dave"])(text, 1, None)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("END OF GAME BY ACHIEVEMENTS: Your team has got 7 achievements. You win!", "achievements"),
        ("END OF GAME BY ACHIEVEMENTS: The other team has got 6 achievements.", "achievements"),
        ("END OF GAME BY SCORE: The team with the most points wins.", "score"),
        ("END OF GAME BY DOGMA: bob and dave win.", "dogma"),
    ],
)
def test_an_end_line_in_other_words_still_says_how_the_game_ended(text: str, reason: str) -> None:
    entry = read(text)
    assert (entry.kind, entry.reason, entry.actor) == ("end", reason, None)


def test_a_team_is_never_read_as_a_player() -> None:
    for players in (["alice", "bob"], None):
        entry = reader("alice", players)("Your team has got 7 achievements.", 1, None)
        assert entry.actor is None


def test_players_named_together_only_end_a_game() -> None:
    """Only an END OF GAME line names partners together; a move never does."""
    read_known = reader("alice", SEATS)
    assert read_known("alice and carol draws a [1].", 1, None).kind == "info"
    end = read_known("END OF GAME BY DOGMA: alice and carol meet the victory condition.", 1, None)
    assert (end.kind, end.actor) == ("end", "alice and carol")


def test_only_a_line_of_bgas_own_speaks_of_teams() -> None:
    team = LogEntry(kind="end", line=1, text="END OF GAME BY ACHIEVEMENTS: Your team won.")
    card = LogEntry(kind="dogma", line=2, text="bob activates the dogma of [3] Team work.")
    assert speaks_of_teams([team])
    assert not speaks_of_teams([card])
    assert not speaks_of_teams([LogEntry(kind="info", line=3, text="Steam engine")])


def end_line_replaced(data: bytes, line: str) -> bytes:
    return re.sub(rb"END OF GAME BY ACHIEVEMENTS: [^\"\n]*", line.encode(), data)


def test_partners_named_together_win_together() -> None:
    """ "P and Q have got 7 achievements." names a team: a team game, both win."""
    game = team_game(6)
    joint = "END OF GAME BY ACHIEVEMENTS: bob and dave have got 7 achievements. They win!"
    for data in (bga_tracker(game, "alice"), bga_text(game, SPECTATOR)):
        log = parse_bga(end_line_replaced(data, joint))
        assert log.team_game and log.ended is not None
        assert log.ended.winners == ("bob", "dave") and log.achievements_to_win == 7
        assert "bob and dave" not in log.player_names()


def test_a_log_silent_on_teams_is_checked_as_a_team_game_when_only_that_fits() -> None:
    """A text in no team's words, without the demands' lines: as individual play dave's 7
    achievements end nothing (he has fewer), as a team game they do; the check says so."""
    game = team_game(6)
    silent = "END OF GAME BY ACHIEVEMENTS: dave has got 7 achievements. He wins!"
    text = end_line_replaced(bga_text(game, SPECTATOR), silent).decode()
    data = "".join(
        line for line in text.splitlines(keepends=True) if "I demand effect" not in line
    ).encode()
    record = import_bga(data)
    assert record.header.teams is None
    report = check_record(record)
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert sorted(report.winners or []) == ["bob", "dave"]
    assert any(n.startswith("checked as a team game (") for n in report.notes), report.notes
    replay = Replay(record, False, None).run()  # as individual play alone
    assert replay.verdict != "valid"


def test_a_four_player_game_that_fits_individual_play_stays_individual() -> None:
    game, _ = simulate_game(4, seed=3, expansions=("cities",))
    report = check_record(import_bga(bga_tracker(game, "bob")))
    assert report.verdict == "valid"
    assert sorted(report.winners or []) == sorted(game.state.winners)
    assert not any(n.startswith("checked as a team game") for n in report.notes)


def test_demands_that_spare_partners_show_a_team_game() -> None:
    """A log in no team's words whose demands spare a partner with fewer icons (TEAM-1)
    imports as a team game; one whose demands affect a partner does not."""
    game = team_game(3)
    data = bga_text(game, SPECTATOR).replace(b"His team wins!", b"He wins!")
    assert not re.search(rb"\bteam\b", data, re.IGNORECASE)
    assert b"has to execute the I demand effect." in data
    record = import_bga(data)
    players = record.header.players
    assert record.header.teams == [[players[0], players[2]], [players[1], players[3]]]
    alone, _ = simulate_game(4, seed=3, expansions=("cities",))
    assert import_bga(bga_text(alone, SPECTATOR)).header.teams is None


def entry(kind: str, actor: str, **fields: object) -> LogEntry:
    return LogEntry(kind=kind, line=1, text="", actor=actor, **fields)  # type: ignore[arg-type]


SEATS = ["alice", "bob", "carol", "dave"]


def dogma_of(activator: str, counts: dict[str, int], demanded: list[str]) -> list[LogEntry]:
    return [
        entry("dogma", activator),
        *(entry("icon-count", name, count=n) for name, n in counts.items()),
        *(entry("execute", name, effect="I demand effect") for name in demanded),
    ]


def test_whom_demands_affect_tells_teams() -> None:
    counts = {"alice": 3, "bob": 1, "carol": 0, "dave": 2}
    spared = dogma_of("alice", counts, ["bob", "dave"])  # carol (partner) has 0, spared
    partner_hit = dogma_of("alice", counts, ["bob", "carol", "dave"])
    nobody = dogma_of("alice", counts, [])
    assert demands_show_teams(spared, SEATS) is True
    assert demands_show_teams(spared + partner_hit, SEATS) is False
    assert demands_show_teams(nobody, SEATS) is None
    assert demands_show_teams(spared, SEATS[:3]) is None
