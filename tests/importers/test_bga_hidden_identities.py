"""Issue 14, hidden cards in BGA's text: a hidden card's set is not written ("bob draws
a [2]" for a base and a city draw alike), so a stand-in taken to be a base card may
have been a city. When a supply pile runs out before the log's draws do, a stand-in
of that pile was of the other set (replay.hidden.HiddenCards.other_set_back); an
accepted outcome's hidden draw right after a splay is the city it draws (CITY-10)."""

from __future__ import annotations

import re

import msgspec
import pytest
from bga_writer import SPECTATOR, TrackerShape, bga_packets, bga_text, bga_tracker
from test_import_roundtrip import action_of, played

from adjudicator.core.problems import Divergence
from adjudicator.games.innovation.engine.cards import BASE, Icon, card
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import AnyEvent, DogmaEvent, MeldEvent, Reported
from adjudicator.games.innovation.replay import Replay
from adjudicator.games.innovation.replay.accept import _city_draw, reported_card
from adjudicator.games.innovation.replay.hidden import HiddenCards
from adjudicator.games.innovation.replay.rearranged import _orders_to_try, shown_ends
from adjudicator.games.innovation.replay.source import RecordDraws
from adjudicator.games.innovation.replay.start import start_game
from adjudicator.games.innovation.sets.cities.data import CITIES
from adjudicator.games.innovation.simulate import simulate_game


def hidden_at_start(data: bytes, viewer: str | None) -> HiddenCards:
    """The hidden cards of an imported log's replay, at the game's start."""
    record = import_bga(data, file="game", viewer=viewer)
    hidden = HiddenCards(record, [])
    hidden.game = start_game(record, hidden, RecordDraws(hidden))
    return hidden


def with_empty_pile(hidden: HiddenCards, age: int) -> str:
    """Bob holds a base card of ``age`` as a stand-in and that base pile is empty (its
    other cards set aside): the stand-in held."""
    state = hidden.state
    pile = state.pile(BASE, age)
    held = pile.pop(0)
    state.player("bob").hand.append(held)
    hidden.stand_ins.add(held)
    state.removed += pile
    pile.clear()
    return held


def text_game() -> bytes:
    game, _ = simulate_game(2, seed=0, expansions=(CITIES,))
    return bga_text(game, "alice")


def test_a_hidden_draw_from_an_empty_pile_takes_back_a_stand_in_that_was_a_city() -> None:
    hidden = hidden_at_start(text_game(), "alice")
    held = with_empty_pile(hidden, 2)
    drawn = hidden.stand_in(hidden.state, 2, take=False)
    assert drawn == held
    assert hidden.state.pile(BASE, 2) == [held]
    (took,) = [c for c in hidden.state.player("bob").hand if card(c).age == 2]
    assert card(took).set == "cities"
    assert took in hidden.stand_ins


def test_a_named_draw_of_a_stand_in_from_an_empty_pile_frees_it() -> None:
    hidden = hidden_at_start(text_game(), "alice")
    held = with_empty_pile(hidden, 2)
    assert hidden.free_for_draw(held, 2)
    assert hidden.state.pile(BASE, 2) == [held]
    assert held not in hidden.stand_ins
    assert held not in hidden.state.player("bob").hand
    assert hidden.identified == 1


def test_where_the_log_gives_sets_an_empty_pile_stays_empty() -> None:
    game, _ = simulate_game(2, seed=0, expansions=(CITIES,))
    hidden = hidden_at_start(bga_packets(game, "alice"), None)
    hidden.backs_hidden = False  # a format that gives every hidden card's set
    with_empty_pile(hidden, 2)
    with pytest.raises(Divergence, match="no card left"):
        hidden.stand_in(hidden.state, 2, take=False)


@pytest.mark.parametrize("seed", [10, 20, 29, 39])
def test_cities_text_games_whose_piles_ran_out_import_back(seed: int) -> None:
    """These games ran a base pile out in the replay (a hidden city taken for a base card)."""
    game, _ = simulate_game(2 + seed % 3, seed=seed, expansions=(CITIES,))
    replay = Replay(import_bga(bga_text(game, "alice"), viewer="alice"), False, None)
    report = replay.run()
    assert report.verdict == "valid", report.problems
    assert report.winners == game.state.winners
    imported = [action_of(e) for e in replay.events if action_of(e)[0] != "ResultEvent"]
    assert imported == [played(a) for a, _ in game.history]


def splay_then_draw(player: str, age: int) -> list[Reported]:
    """A text log's "splays his yellow cards right", then "draws a [age]" (no set)."""
    return [
        Reported(
            verb="splay", actor=player, to_player=player, to_zone="board:yellow", splay="right"
        ),
        Reported(
            verb="draw",
            age=age,
            actor=player,
            from_zone=f"deck:{age}",
            to_player=player,
            to_zone="hand",
        ),
    ]


def test_an_accepted_hidden_draw_right_after_a_splay_is_a_city() -> None:
    hidden = hidden_at_start(text_game(), "alice")
    entries = splay_then_draw("bob", 2)
    assert _city_draw(hidden.state, hidden, entries, 1)
    assert not _city_draw(hidden.state, hidden, entries[1:], 0)  # no splay before it
    drawn = reported_card(hidden.state, hidden, entries[1], supply=CITIES)
    assert card(drawn).set == CITIES and card(drawn).age == 2


def test_no_city_is_drawn_with_a_city_in_hand_or_where_the_log_gives_sets() -> None:
    hidden = hidden_at_start(text_game(), "alice")
    entries = splay_then_draw("bob", 2)
    city = hidden.state.pile(CITIES, 1).pop()
    hidden.state.player("bob").hand.append(city)
    assert not _city_draw(hidden.state, hidden, entries, 1)  # CITY-11
    hidden.state.player("bob").hand.remove(city)
    hidden.backs_hidden = False
    assert not _city_draw(hidden.state, hidden, entries, 1)


def bob_holds_a_stand_in(hidden: HiddenCards, name: str) -> str:
    """bob's dealt hand out of the way, ``name`` (taken from its pile) his one card, a
    stand-in for a card no one saw."""
    state = hidden.state
    state.removed += state.player("bob").hand
    state.player("bob").hand[:] = [name]
    hidden.stand_ins.add(name)
    return name


def test_a_city_named_from_a_hand_trades_places_with_a_base_stand_in_of_its_age() -> None:
    """The spectator saw "alice draws a [1]" (a city, by the rules the replay did not
    know then), later "alice melds Yin": the base stand-in goes back to its pile."""
    hidden = hidden_at_start(text_game(), "alice")
    state = hidden.state
    held = bob_holds_a_stand_in(hidden, state.pile(BASE, 1).pop(0))
    city = state.pile(CITIES, 1)[0]
    base_left, cities_left = len(state.pile(BASE, 1)), len(state.pile(CITIES, 1))
    hidden.identify(city, "bob", ("hand",))
    assert state.player("bob").hand == [city]
    assert held in state.pile(BASE, 1) and city not in state.pile(CITIES, 1)
    assert (len(state.pile(BASE, 1)), len(state.pile(CITIES, 1))) == (
        base_left + 1,
        cities_left - 1,
    )
    assert hidden.identified == 1


def test_where_the_log_gives_sets_a_city_is_not_taken_for_a_base_stand_in() -> None:
    hidden = hidden_at_start(text_game(), "alice")
    hidden.backs_hidden = False
    held = hidden.state.pile(BASE, 1).pop(0)
    hidden.state.player("bob").hand.append(held)
    hidden.stand_ins.add(held)
    city = hidden.state.pile(CITIES, 1)[0]
    hidden.identify(city, "bob", ("hand",))
    assert held in hidden.state.player("bob").hand
    assert city in hidden.state.pile(CITIES, 1)


def test_a_card_named_leaving_a_hand_where_a_hidden_draw_arrived_is_not_a_city_held() -> None:
    """Oars: "bob draws a [1]", then "bob transfers Archery from his hand": Archery is
    the card drawn (the draw takes it), not the city stand-in bob held before; that one
    stays a city (CITY-11 then keeps a later splay from drawing another)."""
    hidden = hidden_at_start(text_game(), "alice")
    state = hidden.state
    city = bob_holds_a_stand_in(hidden, state.pile(CITIES, 1).pop(0))
    named = state.pile(BASE, 1)[-1]
    hidden._arrived_named(named, "bob", "hand", 1)
    assert state.player("bob").hand == [city]
    assert named in state.pile(BASE, 1)
    assert hidden.shown_in_hand[named] == 1
    hidden.identify(named, "bob", ("hand",))  # named with no draw before: it was held
    assert state.player("bob").hand == [named]


@pytest.mark.parametrize("seed", [12, 24, 91])
def test_cities_spectator_games_naming_a_hidden_city_import_back(seed: int) -> None:
    """In these games a city drawn unseen was taken for a base card until a meld named it."""
    game, _ = simulate_game(2 + seed % 3, seed=seed, expansions=(CITIES,))
    replay = Replay(import_bga(bga_text(game, SPECTATOR)), False, None)
    report = replay.run()
    assert report.verdict == "valid", report.problems
    assert report.winners == game.state.winners


class LaterEvents:
    """What :func:`shown_ends` reads of a replay: the log's events and the current one."""

    def __init__(self, events: list[AnyEvent]) -> None:
        self.events = events
        self.event_index = 0


def returned_from_board(name: str) -> Reported:
    return Reported(
        verb="return",
        card=name,
        actor="bob",
        from_player="bob",
        from_zone="board:yellow",
        to_zone=f"deck:{card(name).age}",
    )


PILE = ["Canning", "Agriculture", "Domestication", "Masonry"]  # bob's yellow pile, top first


def test_a_rearranged_pile_takes_the_order_its_tops_show_one_after_another() -> None:
    """Publications' new order is not in BGA's log: bob's Masonry on top, returned, then
    Domestication on top shows the pile was Masonry, Domestication, then the rest."""
    later = LaterEvents(
        [
            DogmaEvent(player="carol", card="Publications"),
            DogmaEvent(player="bob", card="Masonry"),
            DogmaEvent(player="bob", card="Chemistry", reported=[returned_from_board("Masonry")]),
            DogmaEvent(player="bob", card="Domestication"),
        ]
    )
    assert shown_ends(later, "bob", PILE, []).tops == ["Masonry", "Domestication"]


def _from_hand(verb: str, name: str) -> Reported:
    """Bob's ``verb`` of ``name`` from his hand onto his yellow pile, as a log reports it."""
    return Reported(
        verb=verb,
        card=name,
        actor="bob",
        from_player="bob",
        from_zone="hand",
        to_player="bob",
        to_zone="board:yellow",
    )


def test_a_card_melded_on_the_pile_hides_its_top_until_it_leaves() -> None:
    melded = _from_hand("meld", "Statistics")
    later = LaterEvents(
        [
            DogmaEvent(player="carol", card="Publications"),
            MeldEvent(player="bob", card="Statistics", reported=[melded]),
            DogmaEvent(player="bob", card="Statistics"),
            DogmaEvent(
                player="bob", card="Chemistry", reported=[returned_from_board("Statistics")]
            ),
            DogmaEvent(player="bob", card="Agriculture"),
            DogmaEvent(player="bob", card="Canning"),  # no order shows two tops at once
        ]
    )
    assert shown_ends(later, "bob", PILE, []).tops == ["Agriculture"]


def test_a_card_tucked_under_the_pile_leaves_its_top_shown() -> None:
    """A tuck goes to the bottom (TERM-TUCK): Domestication, acted on after it, is the
    top a new order put there, not hidden under the tucked card."""
    tucked = _from_hand("tuck", "Statistics")
    later = LaterEvents(
        [
            DogmaEvent(player="carol", card="Publications"),
            DogmaEvent(player="bob", card="Industrialization", reported=[tucked]),
            DogmaEvent(player="bob", card="Domestication"),
        ]
    )
    assert shown_ends(later, "bob", PILE, []).tops == ["Domestication"]


def test_the_orders_tried_for_a_pile_rearranged_unseen_are_those_the_log_can_tell_apart() -> None:
    """The shown order first (the rest as it was), each card on top, the pile unchanged,
    and one change below the top; not every permutation (24 here)."""
    pile = tuple(PILE)
    orders = _orders_to_try(pile, ["Domestication"])
    assert orders[0] == ("Domestication", "Canning", "Agriculture", "Masonry")
    assert pile in orders
    assert ("Canning", "Agriculture", "Masonry", "Domestication") in orders
    assert {o[0] for o in orders} == set(PILE)
    assert len(orders) == len(set(orders)) == 5  # the shown order is Domestication on top
    assert all(sorted(o) == sorted(PILE) for o in orders)


def test_base_text_game_with_a_rearranged_pile_shown_twice_imports_back() -> None:
    game, _ = simulate_game(2 + 43 % 3, seed=43)
    report = Replay(import_bga(bga_text(game, "alice"), viewer="alice"), False, None).run()
    assert report.verdict == "valid", report.problems


def test_of_two_stand_ins_that_may_have_been_cities_the_first_by_name_is_taken_back() -> None:
    """Which stand-in goes back to an emptied pile does not hang on the order of a set
    (Python's string hashes differ from run to run): the first by name, all else equal."""
    hidden = hidden_at_start(text_game(), "alice")
    state = hidden.state
    pile = state.pile(BASE, 2)
    held = sorted(pile[:2], reverse=True)
    for name in held:
        pile.remove(name)
        state.player("bob").hand.append(name)
        hidden.stand_ins.add(name)
    state.removed += pile
    pile.clear()
    assert hidden.other_set_back(BASE, 2)
    assert pile == [min(held)]


def bob_holds_a_city_and_a_base_card(hidden: HiddenCards, age: int) -> tuple[str, str]:
    """bob holds, unseen, a city and a base card of ``age`` that the log never names."""
    state = hidden.state
    city, base = (
        next(c for c in state.pile(s, age) if c not in hidden.mentioned) for s in (CITIES, BASE)
    )
    state.pile(CITIES, age).remove(city)
    state.pile(BASE, age).remove(base)
    bob_holds_a_stand_in(hidden, city)
    state.player("bob").hand.append(base)
    hidden.stand_ins.add(base)
    return city, base


MELDS_A_CITY = [
    Reported(verb="meld", card="Athens", age=1, actor="bob", from_player="bob", from_zone="hand")
]


@pytest.mark.parametrize(
    ("later", "moved"),
    [
        (splay_then_draw("bob", 3), "city"),
        (splay_then_draw("bob", 3)[:1], "base"),
        (MELDS_A_CITY + splay_then_draw("bob", 3), "base"),
    ],
    ids=["a splay draws", "a splay draws nothing", "a city melded before"],
)
def test_a_hidden_card_leaving_a_hand_is_a_city_held_as_the_log_shows_next(
    later: list[Reported], moved: str
) -> None:
    """BGA's text: "bob transfers a [2] from his hand", bob holding a city and a base
    card of age 2 unseen. bob's next splay draws a hidden card (a city: none was held
    then, CITY-10 (b)): the city goes now; it draws none (one was held, CITY-11), or a
    city named leaves his hand first (a meld: it was held): the base card goes.
    (Spectator text Cities 71 and 18: an accepted Oars took the city held, so a later
    splay drew a city the log does not show.)"""
    hidden = hidden_at_start(text_game(), "alice")
    city, base = bob_holds_a_city_and_a_base_card(hidden, 2)
    shown = DogmaEvent(player="bob", card="Paper", reported=later)
    hidden.log = [MeldEvent(player="bob", card="Oars"), shown]  # this event, then the next
    moving = Reported(verb="transfer", age=2, actor="bob", from_player="bob", from_zone="hand")
    assert reported_card(hidden.state, hidden, moving) == {"city": city, "base": base}[moved]
    # where the log says a hidden card is a city, the city moves
    as_city = msgspec.structs.replace(moving, set=CITIES)
    assert reported_card(hidden.state, hidden, as_city) == city


def test_a_hidden_card_drawn_then_moved_from_the_hand_is_the_one_drawn() -> None:
    """ "bob draws and scores a [2]" (a draw, then a move from the hand; or a draw, its
    reveal and a score, Metalworking): the card scored is the one drawn, though a card
    held before would be taken otherwise (notation Cities 38: bob's city held was
    scored; 53: carol's)."""
    hidden = hidden_at_start(text_game(), "alice")
    state = hidden.state
    named_later = [c for c in state.pile(BASE, 2) if hidden.mentioned.get(c, -1) > 0]
    drawn = named_later[0]  # taken last otherwise: the log names it later
    state.pile(BASE, 2).remove(drawn)
    bob_holds_a_stand_in(hidden, drawn)
    held = next(c for c in state.pile(BASE, 2) if c not in hidden.mentioned)
    state.pile(BASE, 2).remove(held)
    state.player("bob").hand.append(held)
    hidden.stand_ins.add(held)
    scoring = Reported(verb="score", age=2, actor="bob", from_player="bob", from_zone="hand")
    assert reported_card(state, hidden, scoring) == held
    assert reported_card(state, hidden, scoring, drawn=drawn) == drawn


@pytest.mark.parametrize("seed", [18])
def test_a_spectator_text_without_moves_keeps_a_city_held_by_an_accepted_outcome(
    seed: int,
) -> None:
    """Oars' transfers all hidden, accepted as recorded: the 7 transferred is alice's
    base card, not the city she drew after Railroad's splay and melds later (London);
    taking the city left a base 7 in the supply, so Publications' splay drew bob a city
    of 7, not 9, and the pile it rearranged was lost (Canning's dogma, DOGMA-1)."""
    game, _ = simulate_game(2 + seed % 3, seed=seed, expansions=(CITIES,))
    lines = bga_text(game, SPECTATOR).decode().splitlines()
    bare = [re.sub(r"^move \d+\t\w+\t", "", line) for line in lines]
    report = Replay(import_bga("\n".join(bare).encode()), False, None).run()
    assert report.verdict == "valid", report.problems
    assert sorted(report.winners or []) == sorted(game.state.winners)


def test_a_hidden_card_the_log_moves_from_a_hand_the_rules_passed_over_is_taken_for_one() -> None:
    """Cities 154, the text-only tracker: Oars' demand (a card with a [crown]) takes
    nothing from alice and "a [1]" from bob twice, while the rules' stand-ins gave alice
    a crown (Writing) and bob none. Each is taken to be another card of its back, alice's
    with no crown and bob's, held in the hand the log moves it from, with one: the rules
    explain the action instead of accepting the log's outcome."""
    game, _ = simulate_game(3, seed=154, expansions=("cities",))
    data = bga_tracker(game, "bob", TrackerShape(text_only=True))
    replay = Replay(import_bga(data, file="game-154"), False, None)
    report = replay.run()
    assert report.verdict == "valid"
    assert report.winners == game.state.winners
    oars = next(n for n in replay.notes if n.startswith("event 8: carol takes the Dogma action"))
    taken = re.findall(r"a hidden card taken to be ([^,)]+)", oars)
    assert len(taken) == 2, oars
    assert [Icon.CROWN in card(name).icons for name in taken] == [False, True]
