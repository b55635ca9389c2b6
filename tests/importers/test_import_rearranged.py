"""Issue 14: a pile rearranged where the log does not show the new order (Publications;
replay.rearranged). The tops the log shows later rule out every order with another card
there; where it shows none, the icon counts BGA writes at the next dogmas' starts
(DOGMA-2) point at the pile whose new top gives them."""

from __future__ import annotations

import itertools

from adjudicator.core.decisions import ChooseColor, ChooseOrder
from adjudicator.games.innovation.engine.cards import ICONS, Color, Icon
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import Pile
from adjudicator.games.innovation.records import (
    AchieveEvent,
    AnyEvent,
    DogmaEvent,
    EndorseEvent,
    IconCounts,
    MeldEvent,
)
from adjudicator.games.innovation.replay.following import next_opens
from adjudicator.games.innovation.replay.rearranged import (
    order_shown_after,
    rearranged_first,
    rearranges,
)

BLUE = ["Writing", "Pottery"]  # Pottery's three [leaf] are covered
RED = ["Oars", "Archery"]


class Rearranging:
    """What :func:`rearranged_first` reads of a replay: its game, the log's events and
    the current one (alice's Publications)."""

    def __init__(
        self, later: list[AnyEvent], blue: list[str] = BLUE, omits: frozenset[str] = frozenset()
    ) -> None:
        self.game: Game = new_game(["alice", "bob"], seed=0, expansions=("cities",))
        self.omits = omits
        board = self.game.state.player("alice").board
        board[Color.BLUE] = Pile(list(blue))
        board[Color.RED] = Pile(list(RED))
        self.events: list[AnyEvent] = [DogmaEvent(player="alice", card="Publications"), *later]
        self.event_index = 0


def counted(leaf: int) -> DogmaEvent:
    return DogmaEvent(player="bob", card="Oars", counts=IconCounts("leaf", {"alice": leaf}))


def test_counts_a_splay_the_log_drops_gives_pick_no_pile() -> None:
    """Where the log drops splays (BGA's tracker), three [leaf] more are also alice's
    blue pile splayed up (Pottery's bottom row shown, TERM-SPLAY; Publications' own
    second effect): the counts then pick no pile to rearrange (Cities 171, tracker)."""
    replay = Rearranging([counted(3)], omits=frozenset({"splay"}))
    options: list[object] = [(), ("red",), ("blue",)]
    assert rearranged_first(replay, pick_a_pile(), list(options), []) == options


def pick_a_pile() -> ChooseColor:
    return ChooseColor(player="alice", prompt="rearrange", options=("red", "blue"), optional=True)


def test_a_pile_whose_new_top_gives_the_next_count_is_rearranged_first() -> None:
    """No later entry shows a top of alice's piles, but the next count gives her three
    [leaf] more than her board: Pottery on top of blue gives them (red's tops do not)."""
    replay = Rearranging([counted(3)])
    options: list[object] = [(), ("red",), ("blue",)]
    assert rearranged_first(replay, pick_a_pile(), list(options), [])[0] == ("blue",)
    # ... and of the blue orders, Pottery's on top first
    order = ChooseOrder(player="alice", prompt="order", options=tuple(BLUE), min=2, max=2)
    perms = list(itertools.permutations(BLUE))
    assert rearranged_first(replay, order, perms, [])[0] == ("Pottery", "Writing")
    # a count the board gives already: no pile is rearranged first
    replay = Rearranging([counted(0)])
    assert rearranged_first(replay, pick_a_pile(), list(options), []) == options


def test_a_top_the_log_shows_later_rules_out_the_orders_with_another_card_there() -> None:
    """Alice acts on Writing later while nothing was put on her blue pile: Pottery on top
    does not fit the log, whatever the counts say."""
    replay = Rearranging([counted(3), DogmaEvent(player="alice", card="Writing")])
    order = ChooseOrder(player="alice", prompt="order", options=tuple(BLUE), min=2, max=2)
    perms = list(itertools.permutations(BLUE))
    assert rearranged_first(replay, order, perms, []) == [("Writing", "Pottery")]
    # nor is the blue pile picked for the count
    options: list[object] = [(), ("red",), ("blue",)]
    assert rearranged_first(replay, pick_a_pile(), list(options), [])[0] == ()


def test_an_accepted_outcome_rearranges_the_pile_the_log_shows_out_of_order_later() -> None:
    """Where hidden cards made the replay accept a Publications' recorded outcome, the
    rearrangement the log never shows is the one its later tops give: alice acts on
    Pottery, under Writing in her blue pile (Cities 0, text-only tracker: Teotihuacan);
    none where every pile the log shows is in its order."""
    assert rearranges(DogmaEvent(player="alice", card="Publications"), 3)
    assert not rearranges(DogmaEvent(player="alice", card="Writing"), 3)
    replay = Rearranging([DogmaEvent(player="alice", card="Pottery")])
    assert order_shown_after(replay, "alice") == (Color.BLUE, ("Pottery", "Writing"))
    replay = Rearranging([DogmaEvent(player="alice", card="Writing")])
    assert order_shown_after(replay, "alice") is None


def test_an_order_leaving_an_achievement_the_log_shows_later_out_of_reach_comes_last() -> None:
    """Pottery on top of Calendar gives alice's next count, but she achieves age 2 after
    it, which needs a top card of age 2 or higher (ACHIEVE-1): Calendar stays on top."""
    blue = ["Calendar", "Pottery"]
    leaf = ICONS.index(Icon.LEAF)
    said = Pile(blue[::-1]).icons()[leaf] + Pile(list(RED)).icons()[leaf]
    options: list[object] = [(), ("red",), ("blue",)]
    replay = Rearranging([counted(said)], blue)
    assert rearranged_first(replay, pick_a_pile(), list(options), [])[0] == ("blue",)
    replay = Rearranging([counted(said), AchieveEvent(player="alice", age=2)], blue)
    assert rearranged_first(replay, pick_a_pile(), list(options), []) == options


def test_the_next_dogma_or_endorse_must_be_legal_after_an_action() -> None:
    """Boards are public: an answer list after which the log's next dogma is not on a
    top card, or an endorse has no top city with the featured icon (CITY-22), comes
    after those that leave them legal (a pile rearranged unseen)."""
    game = Rearranging([]).game
    state = game.state
    state.phase, state.current = "play", state.names.index("alice")
    assert next_opens(game, DogmaEvent(player="alice", card="Writing"))
    assert not next_opens(game, DogmaEvent(player="alice", card="Pottery"))  # under Writing
    assert next_opens(game, DogmaEvent(player="alice", card="Pottery", tentative=True))
    assert next_opens(game, MeldEvent(player="alice", card="Pottery"))  # hands are hidden
    assert not next_opens(game, EndorseEvent(player="alice", card="Writing"))  # no city
