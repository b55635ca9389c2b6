"""Several splays the tracker drops, found together (issue 30): Cities seed 303, bob's
tracker export. Alice's Philosophy endorsed (run twice) splays her red and blue left and
Reformation her yellow right; none is in the log. One splay alone does not give the
counts: a choice that moves two piles at once (Reformation's yellow taken for purple) is
pointed at by the two piles together (replay.splays.piles_to_resplay); a way that leaves
the player's other piles as they were goes before one that splays them otherwise
(SplayAim.free: red and blue left, not red left alone); and an action replayed after an
earlier one was explained otherwise may go back to how it splayed before
(ChoicePoint.other_splays(anew=True))."""

from __future__ import annotations

from bga_writer import bga_tracker

from adjudicator.games.innovation.engine.cards import Color, Icon, Splay
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import Pile, State
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import DogmaEvent, IconCounts
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.replay.splays import SplayAim, piles_to_resplay
from adjudicator.games.innovation.simulate import simulate_game

PURPLE = ["Reformation", "Philosophy", "Code of Laws", "Mysticism", "Feudalism", "Education"]


def _purple_right_yellow_none() -> State:
    """Alice's purple splayed right shows 3 [lightbulb]: 1 splayed left, 0 unsplayed, 5
    up; her yellow (Anatomy on Medicine on Perspective) shows 1 more splayed right."""
    state = new_game(["alice", "bob"], seed=0).state
    board = state.player("alice").board
    board[Color.PURPLE] = Pile(PURPLE, Splay.RIGHT)
    board[Color.YELLOW] = Pile(["Anatomy", "Medicine", "Perspective"])
    return state


def test_two_piles_that_give_the_count_only_together_are_both_pointed_at() -> None:
    """One [lightbulb] too many: purple left is one too few, yellow right one more; no
    pile alone comes closer, purple left with yellow right fits (Reformation's
    "splay your yellow or purple cards right" taken for yellow, not purple)."""
    state = _purple_right_yellow_none()
    said = state.player("alice").icon_count(Icon.LIGHTBULB) - 1
    event = DogmaEvent(player="alice", card="Rome", counts=IconCounts("lightbulb", {"alice": said}))
    assert piles_to_resplay(state, event) == frozenset({("alice", "purple"), ("alice", "yellow")})


def _red_blue(red: Splay, blue: Splay) -> State:
    state = new_game(["alice", "bob"], seed=0).state
    state.player("alice").board[Color.RED] = Pile(["Oars", "Metalworking"], red)
    state.player("alice").board[Color.BLUE] = Pile(["Writing", "Tools"], blue)
    return state


def test_a_way_that_leaves_the_players_other_pile_goes_before_one_that_does_not() -> None:
    """Aimed at alice's red (her blue was splayed left by the same action): red left
    with blue unsplayed moves her other pile, red left with blue left does not and
    takes its place in the search (two splays of one endorsed Philosophy)."""
    before = (("alice", "blue", "left"), ("alice", "red", "none"), ("bob", "red", "none"))
    aim = SplayAim.of(before, frozenset({("alice", "red")}))
    assert aim.free == (("alice", "blue", "left"),)
    assert aim.moves_free(_red_blue(Splay.LEFT, Splay.NONE))
    assert aim.leaves_others(_red_blue(Splay.LEFT, Splay.LEFT))
    moved_bob = _red_blue(Splay.LEFT, Splay.LEFT)
    moved_bob.player("bob").board[Color.RED] = Pile(["Archery", "Oars"], Splay.LEFT)
    assert not aim.leaves_others(moved_bob)


def test_cities_303_three_dropped_splays_found_together_check_valid() -> None:
    game, _ = simulate_game(2, seed=303, expansions=("cities",))
    report = check_record(import_bga(bga_tracker(game, "bob"), file="g303.json"))
    assert report.verdict == "valid", report.problems[:1]
    assert report.winners == game.state.winners
