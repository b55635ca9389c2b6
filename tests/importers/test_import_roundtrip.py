"""Issue 14: a game simulated by us, written out as BGA logs it (tests/importers/
bga_writer.py: a player's tracker export with splays dropped, a player's and a
spectator's text, a player's and a spectator's notification packets), imports back to the same actions and checks valid, naming the
same winners. No answer is in the log: the replay infers every one.

A pile rearranged (Publications) and cards removed from the game (Fission) are in BGA's
logs without their cards (the writer writes neither): the new order is inferred from the
later entries that show the pile's top. Set ROUNDTRIP_GAMES=100
for the issue's hundred games (the suite runs fewer); the same number of Cities of
Destiny games (``expansions=("cities",)``: Endorse, city draws, city icons) run too.
BGA's text does not show a hidden card's back, so whether it was a city is inferred
too (replay.hidden, replay.accept).
"""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from bga_writer import SPECTATOR, Unwritable, bga_packets, bga_text, bga_tracker

from adjudicator.games.innovation.engine.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
)
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import (
    AchieveEvent,
    AnyEvent,
    DogmaEvent,
    DrawEvent,
    EndorseEvent,
    InitialMeldEvent,
    MeldEvent,
)
from adjudicator.games.innovation.replay import Replay, problem_text
from adjudicator.games.innovation.replay.trail import BACK_RERUNS
from adjudicator.games.innovation.sets.cities.action import Endorse
from adjudicator.games.innovation.simulate import simulate_game

GAMES = int(os.environ.get("ROUNDTRIP_GAMES", "6"))
#: The actions a whole game may replay in going back over earlier ones (a few searches).
GAME_RERUNS = 10 * BACK_RERUNS

Writer = Callable[[Game], tuple[bytes, str | None]]

WRITERS: dict[str, Writer] = {
    "tracker, bob's view": lambda g: (bga_tracker(g, "bob"), None),
    "text, alice's view": lambda g: (bga_text(g, "alice"), "alice"),
    "text, a spectator's view": lambda g: (bga_text(g, SPECTATOR), None),
    "packets, alice's view": lambda g: (bga_packets(g, "alice"), None),
    "packets, a spectator's view": lambda g: (bga_packets(g, SPECTATOR), None),
}


def simulated(seed: int, expansions: tuple[str, ...] = ()) -> Game:
    game, _ = simulate_game(2 + seed % 3, seed=seed, expansions=expansions)
    return game


def action_of(event: AnyEvent) -> tuple[str, str, object]:
    match event:
        case InitialMeldEvent(card=c) | MeldEvent(card=c) | DogmaEvent(card=c):
            return type(event).__name__, event.player, c
        case EndorseEvent(card=c):
            return "EndorseEvent", event.player, c
        case AchieveEvent(age=a):
            return "AchieveEvent", event.player, a
        case DrawEvent():
            return "DrawEvent", event.player, None
    return "ResultEvent", "", None


def played(action: Action) -> tuple[str, str, object]:
    match action:
        case InitialMeld(card=c):
            return "InitialMeldEvent", action.player, c
        case Meld(card=c):
            return "MeldEvent", action.player, c
        case Dogma(card=c):
            return "DogmaEvent", action.player, c
        case Achieve(age=a):
            return "AchieveEvent", action.player, a
        case Draw():
            return "DrawEvent", action.player, None
        case Endorse(card=c):
            return "EndorseEvent", action.player, c
    raise TypeError(action)


@pytest.mark.parametrize("name", list(WRITERS))
@pytest.mark.parametrize("seed", range(GAMES))
def test_a_simulated_game_imports_back_and_checks_valid(seed: int, name: str) -> None:
    imports_back_and_checks_valid(simulated(seed), seed, name)


@pytest.mark.parametrize("name", list(WRITERS))
@pytest.mark.parametrize("seed", range(GAMES))
def test_a_simulated_cities_game_imports_back_and_checks_valid(seed: int, name: str) -> None:
    imports_back_and_checks_valid(simulated(seed, ("cities",)), seed, name)


#: Tracker games that failed at ROUNDTRIP_GAMES=100 and are checked whatever GAMES is:
#: the tracker drops splays, and only a count many actions later ("P has N [icon].")
#: pins an optional one, two piles wrong in two actions in 77 (replay.splays); Fission's
#: hidden 10 red, the removal unseen (95, Cities 95; 77's among stand-ins held hidden);
#: a score ending inside the last action, not a Draw action after it (Cities 56); two
#: splays wrong that made up for each other in the counts until a later one (30); a
#: card below the top of a pile rearranged unseen (Publications) that the log shows
#: on top later (Cities 99); a search back that failed left an earlier tentative meld
#: joined to a dogma in the record's events while the game had it apart (31); a splay
#: searched for among a shared Publications' answers, which tried every order of every
#: pile rearranged for each (Cities 66: 48000 answer lists, now 3500); a card returned
#: unseen whose color picked the pile Measurement splayed (Cities 14: a red one, not the
#: yellow the replay took, whose splay made up for Canning's yellow splay it missed; the
#: count that shows it is 6 actions on).
TRACKER_ONCE_FAILING = [
    (77, ()),
    (95, ()),
    (95, ("cities",)),
    (56, ("cities",)),
    (30, ()),
    (99, ("cities",)),
    (31, ()),
    (66, ("cities",)),
    (14, ("cities",)),
    (94, ()),
]


@pytest.mark.parametrize(("seed", "expansions"), TRACKER_ONCE_FAILING)
def test_a_tracker_game_that_once_failed_checks_valid(
    seed: int, expansions: tuple[str, ...]
) -> None:
    imports_back_and_checks_valid(simulated(seed, expansions), seed, "tracker, bob's view")


#: Games in other formats that failed at ROUNDTRIP_GAMES=100, checked whatever GAMES is:
#: the pile a shared Publications rearranged is the one whose order the log needs
#: otherwise soonest (29: not the first whose later top differs), and a card tucked
#: under it since does not hide its top (Cities 26: TERM-TUCK); orders the tops shown
#: later rule out, and the next icon counts (79; replay.rearranged); a card named leaving
#: a hand where the action drew a hidden card of its age is that draw, not a city held
#: there (Cities 71: Oars' Steam Engine took the place of carol's city, so CITY-11 no
#: longer kept Publications' splay from drawing one); a score ending whose end line names
#: the player who just melded is inside that meld, never the next player's Draw action
#: (Cities 79: the hidden 10 Miniaturization returned was carol's city); an Endorse
#: whose payment won (Cities 111: a special achievement at 7) is written, as BGA does,
#: with its Endorse line, though the dogma never started; an unsplay the log now writes as
#: BGA does ("bob unsplays his purple cards."), which keeps the search for the hidden card
#: Feudalism took from going back past the action that took it (64); Oars' transfers all
#: hidden, accepted as recorded, that took carol's city held for "a [5]", so Publications'
#: splay drew her a city the log has not (Cities 71 spectator: a hidden card is a city
#: held or not as the owner's next splay shows, CITY-11; replay.accept); a pile a shared
#: Publications rearranged unseen whose new top the log shows only by an Endorse whose
#: city BGA does not name (Cities 175: an order leaving no top city with the endorsed
#: card's featured icon does not fit, CITY-22); a pile a shared Publications rearranged
#: unseen, where Combustion later returned the bottom card of another pile, read as that
#: pile's top shown out of order (94: a card taken from a pile's bottom shows it was at
#: the bottom, replay.rearranged.shown_ends).
ONCE_FAILING = [
    (64, (), "packets, alice's view"),
    (29, (), "packets, alice's view"),
    (79, (), "packets, alice's view"),
    (26, ("cities",), "packets, alice's view"),
    (99, ("cities",), "text, a spectator's view"),
    (71, ("cities",), "text, alice's view"),
    (71, ("cities",), "text, a spectator's view"),
    (79, ("cities",), "text, alice's view"),
    (79, ("cities",), "text, a spectator's view"),
    (111, ("cities",), "packets, a spectator's view"),
    (175, ("cities",), "packets, alice's view"),
    (94, (), "packets, alice's view"),
    (94, (), "text, alice's view"),
    (94, (), "text, a spectator's view"),
    (94, (), "packets, a spectator's view"),
]


@pytest.mark.parametrize(("seed", "expansions", "name"), ONCE_FAILING)
def test_a_game_that_once_failed_checks_valid(
    seed: int, expansions: tuple[str, ...], name: str
) -> None:
    imports_back_and_checks_valid(simulated(seed, expansions), seed, name)


def imports_back_and_checks_valid(game: Game, seed: int, name: str) -> None:
    try:
        data, viewer = WRITERS[name](game)
    except Unwritable as exc:
        pytest.skip(str(exc))
    record = import_bga(data, file=f"game-{seed}", viewer=viewer)
    replay = Replay(record, False, None)
    report = replay.run()
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert sorted(report.winners or []) == sorted(game.state.winners)  # BGA gives no order
    imported = [action_of(e) for e in replay.events if action_of(e)[0] != "ResultEvent"]
    assert imported == [played(a) for a, _ in game.history]
    # going back over earlier actions is bounded by a count, not by time
    assert replay.trail.reruns <= GAME_RERUNS, replay.trail.reruns


def test_the_achievements_to_win_come_from_the_end_line_or_the_option() -> None:
    seed = next(
        s for s in range(40) if simulate_game(2, seed=s)[0].state.game_over == "achievements"
    )
    game, _ = simulate_game(2, seed=seed)
    data = bga_tracker(game, "bob")
    report = Replay(import_bga(data), False, None).run()
    assert report.verdict == "valid"
    assert "achievements to win: 6 (from the end line: 6 achievements)" in report.notes
    # a table that played to 7 would not have ended there
    report = Replay(import_bga(data, achievements_to_win=7), False, None).run()
    assert "achievements to win: 7 (the table's option)" in report.notes
    assert report.verdict == "divergence"
    assert "by the rules it goes on" in report.problems[0].message


def test_an_endorse_that_ends_the_game_in_its_payment_is_written_with_its_line() -> None:
    """BGA writes "P endorses the dogma of …" before the payment's tuck (CITY-23), so
    also when the tuck wins the game before the dogma starts (Cities 111: Glory)."""
    game = simulated(111, ("cities",))
    action, _ = game.history[-1]
    assert isinstance(action, Endorse) and game.state.game_over == "achievements"
    text = bga_text(game, "alice").decode()
    assert "You endorse the dogma of [7] Munich with [lightbulb] as the featured icon." in text


def test_unsplays_are_written_where_bga_sends_them() -> None:
    """BGA's splayedPile for an unsplay, "P unsplays his … cards.", is in its text and its
    packets, and the replay compares it; the tracker drops it with the splays."""
    game = simulated(64)
    line = "bob unsplays his purple cards."
    assert line in bga_text(game, "alice").decode()
    assert line in bga_text(game, SPECTATOR).decode()
    assert line in bga_packets(game, "alice").decode()
    assert "unsplays" not in bga_tracker(game, "bob").decode()
    record = import_bga(bga_packets(game, "alice"), file="game-64")
    reported = [r for e in record.events for r in getattr(e, "reported", None) or []]
    unsplays = [r for r in reported if r.verb == "unsplay"]
    assert [(r.to_player, r.to_zone, r.splay) for r in unsplays] == [
        ("bob", "board:purple", "none")
    ]
