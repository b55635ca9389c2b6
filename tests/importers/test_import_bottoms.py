"""A pile rearranged unseen (Publications) and the cards later texts take from a pile's
bottom (Steam Engine: "score your bottom yellow card"; Combustion: "return your bottom
red card"): such a card shows that it was at the bottom of the pile's order then, not
on its top (replay.rearranged.shown_ends). Base game 94 (every writer: test_import_roundtrip
and test_tracker_shapes) read Combustion's return of carol's bottom red card as a top
shown out of order, rearranged her red pile instead of her purple one, and found Code of
Laws, dogma'd later, under another card."""

from __future__ import annotations

import itertools

from adjudicator.core.decisions import ChooseColor, ChooseOrder
from adjudicator.games.innovation.engine.cards import Color, card
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import Pile
from adjudicator.games.innovation.records import AnyEvent, DogmaEvent, MeldEvent, Reported
from adjudicator.games.innovation.replay.rearranged import (
    rearranged_first,
    shown_ends,
    takes_bottoms,
)

YELLOW = ["Canning", "Agriculture", "Domestication", "Masonry"]  # bob's, top first


class Later:
    """What :func:`shown_ends` and :func:`rearranged_first` read of a replay: its game,
    the log's events and the current one (a Publications)."""

    def __init__(self, later: list[AnyEvent]) -> None:
        self.game: Game = new_game(["alice", "bob"], seed=0)
        board = self.game.state.player("alice").board
        board[Color.RED] = Pile(["Oars", "Archery"])
        board[Color.BLUE] = Pile(["Writing", "Pottery"])
        self.events: list[AnyEvent] = [DogmaEvent(player="carol", card="Publications"), *later]
        self.event_index = 0


def off_board(name: str, owner: str = "bob", verb: str = "score") -> Reported:
    to = ("score", owner) if verb == "score" else (f"deck:{card(name).age}", None)
    color = card(name).color.value
    return Reported(
        verb=verb,
        card=name,
        actor=owner,
        from_player=owner,
        from_zone=f"board:{color}",
        to_player=to[1],
        to_zone=to[0],
    )


def tucked(name: str) -> Reported:
    color = card(name).color.value
    return Reported(
        verb="tuck",
        card=name,
        actor="bob",
        from_player="bob",
        from_zone="hand",
        to_player="bob",
        to_zone=f"board:{color}",
    )


def test_only_texts_that_take_bottom_cards_and_no_top_ones_show_a_bottom() -> None:
    assert takes_bottoms(DogmaEvent(player="bob", card="Combustion"))
    assert takes_bottoms(DogmaEvent(player="bob", card="Steam Engine"))
    assert not takes_bottoms(DogmaEvent(player="bob", card="Fission"))  # a top card
    assert not takes_bottoms(DogmaEvent(player="bob", card="Publications"))
    assert not takes_bottoms(MeldEvent(player="bob", card="Combustion"))


def test_a_card_a_bottom_text_takes_shows_the_pile_s_bottom_not_its_top() -> None:
    """Steam Engine scores bob's Masonry, then Domestication: the pile's order ends
    Domestication, Masonry; no top is shown."""
    steam = [
        DogmaEvent(player="carol", card="Steam Engine", reported=[off_board("Masonry")]),
        DogmaEvent(player="carol", card="Steam Engine", reported=[off_board("Domestication")]),
    ]
    shown = shown_ends(Later(steam), "bob", YELLOW, [])
    assert (shown.tops, shown.bottoms) == ([], ["Masonry", "Domestication"])
    assert shown.otherwise(YELLOW) is None  # the pile as it was fits
    assert shown.fits(("Agriculture", "Canning", "Domestication", "Masonry"))
    assert not shown.fits(("Masonry", "Canning", "Agriculture", "Domestication"))
    # Agriculture taken from the bottom first: out of the pile's order at once
    first = DogmaEvent(player="carol", card="Steam Engine", reported=[off_board("Agriculture")])
    assert shown_ends(Later([first]), "bob", YELLOW, []).otherwise(YELLOW) == 1


def test_a_card_tucked_under_the_pile_since_is_the_bottom_taken() -> None:
    """Statistics tucked under bob's yellow pile is the bottom Steam Engine scores next;
    only then is the pile's own bottom, Masonry, shown."""
    later = Later(
        [
            DogmaEvent(player="bob", card="Industrialization", reported=[tucked("Statistics")]),
            DogmaEvent(player="carol", card="Steam Engine", reported=[off_board("Statistics")]),
            DogmaEvent(player="carol", card="Steam Engine", reported=[off_board("Masonry")]),
        ]
    )
    assert shown_ends(later, "bob", YELLOW, []).bottoms == ["Masonry"]


def test_a_bottom_taken_while_a_tucked_card_lies_under_it_ends_the_reading() -> None:
    later = Later(
        [
            DogmaEvent(player="bob", card="Industrialization", reported=[tucked("Statistics")]),
            DogmaEvent(player="carol", card="Steam Engine", reported=[off_board("Masonry")]),
            DogmaEvent(player="bob", card="Domestication"),
        ]
    )
    shown = shown_ends(later, "bob", YELLOW, [])
    assert (shown.tops, shown.bottoms) == ([], [])


def test_the_pile_rearranged_is_the_one_whose_top_is_shown_otherwise_not_a_bottom_taken() -> None:
    """Base game 94: Combustion returns alice's bottom red card, Archery, before she acts
    on Pottery, under Writing: the blue pile is rearranged, Pottery on top; the red pile,
    whose bottom Archery was, stays."""
    combustion = DogmaEvent(
        player="bob", card="Combustion", reported=[off_board("Archery", "alice", "return")]
    )
    later = Later([combustion, DogmaEvent(player="alice", card="Pottery")])
    pick = ChooseColor(player="alice", prompt="rearrange", options=("red", "blue"), optional=True)
    options: list[object] = [(), ("red",), ("blue",)]
    assert rearranged_first(later, pick, list(options), [])[0] == ("blue",)
    # and of the red orders, only those with Archery at the bottom fit
    order = ChooseOrder(player="alice", prompt="order", options=("Oars", "Archery"), min=2, max=2)
    perms = list(itertools.permutations(("Oars", "Archery")))
    assert rearranged_first(later, order, perms, []) == [("Oars", "Archery")]
