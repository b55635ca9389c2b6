"""Scenario tests for every branch of the Echoes age 1 cards (echo effects and
dogma effects), run through the scenario contract."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_dogma, run_echoes
from support import ok

from adjudicator.games.innovation.engine.cards import set_cards

BASE_1S = [c.name for c in set_cards("base") if c.age == 1]


def base_1s_but(*kept: str) -> list[str]:
    """Every base 1 except ``kept``: a `removed` list that leaves only those."""
    return [n for n in BASE_1S if n not in kept]


def echo_steps(r: EchoesResult) -> list[str]:
    return [s["text"] for s in r.steps if s["rule"] == "ECHO-14"]


# --- Bangle -------------------------------------------------------------------
def test_bangle_echo_tucks_the_chosen_red_card_then_foreshadows_an_echoes_3() -> None:
    r = echoes_dogma(
        "Bangle",
        {
            "alice": {"board": {"red": ["Bangle"]}, "hand": ["Archery", "Oars", "Writing"]},
            "bob": {},
        },
        ["Oars"],
        echoes_decks={3: ["Almanac"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Bangle", "Oars"]
    # the hand holds only base cards: the draw of a 3 takes an Echoes 3 (ECHO-10)
    assert r.forecast("alice") == ["Almanac"]
    assert r.hand("alice") == ["Archery", "Writing"]
    assert "ECHO-10" in r.rules()


def test_bangle_echo_asks_which_red_card() -> None:
    r = echoes_dogma(
        "Bangle",
        {
            "alice": {"board": {"red": ["Bangle"]}, "hand": ["Archery", "Oars", "Writing"]},
            "bob": {},
        },
    )
    assert r.pending is not None
    assert r.pending["player"] == "alice"
    assert r.pending["optional"] is False
    assert sorted(r.pending["options"]) == ["Archery", "Oars"]


def test_bangle_echo_without_a_red_card_does_nothing_and_an_echoes_card_in_hand_draws_base() -> (
    None
):
    r = echoes_dogma(
        "Bangle",
        {"alice": {"board": {"red": ["Bangle"]}, "hand": ["Bell"]}, "bob": {}},
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Bangle"]
    assert r.hand("alice") == ["Bell"]
    assert r.forecast("alice") == ["Compass"]
    assert "ECHO-10" not in r.rules()


def test_bangle_echo_one_red_card_is_tucked_without_asking() -> None:
    r = echoes_dogma(
        "Bangle",
        {"alice": {"board": {"red": ["Bangle"]}, "hand": ["Archery"]}, "bob": {}},
        decks={3: ["Optics"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Bangle", "Archery"]
    # an empty hand draws a base card
    assert r.forecast("alice") == ["Optics"]


def test_bangle_shared_echo_and_dogma_earn_the_free_draw() -> None:
    r = echoes_dogma(
        "Bangle",
        {
            "alice": {"board": {"red": ["Bangle"]}},
            "bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Metalworking"]},
        },
        decks={3: ["Compass", "Optics"], 1: ["Pottery"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Metalworking"]
    assert r.forecast("bob") == ["Compass"]
    assert r.forecast("alice") == ["Optics"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Pottery"]


# --- Bell ---------------------------------------------------------------------
def test_bell_echo_scores_the_chosen_card_then_foreshadows_a_2() -> None:
    r = echoes_dogma(
        "Bell",
        {"alice": {"board": {"purple": ["Bell"]}, "hand": ["Archery", "Oars"]}, "bob": {}},
        ["Oars"],
        echoes_decks={2: ["Lever"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars"]
    assert r.hand("alice") == ["Archery"]
    assert r.forecast("alice") == ["Lever"]


def test_bell_echo_may_be_declined() -> None:
    r = echoes_dogma(
        "Bell",
        {"alice": {"board": {"purple": ["Bell"]}, "hand": ["Archery"]}, "bob": {}},
        ["no"],
        echoes_decks={2: ["Lever"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == ["Archery"]
    assert r.forecast("alice") == ["Lever"]


def test_bell_echo_is_asked_with_one_card_in_hand() -> None:
    r = echoes_dogma(
        "Bell", {"alice": {"board": {"purple": ["Bell"]}, "hand": ["Archery"]}, "bob": {}}
    )
    assert r.pending is not None
    assert r.pending["optional"] is True
    assert r.pending["options"] == ["Archery"]


def test_bell_echo_with_an_empty_hand_asks_nothing() -> None:
    r = echoes_dogma(
        "Bell", {"alice": {"board": {"purple": ["Bell"]}}, "bob": {}}, decks={2: ["Calendar"]}
    )
    ok(r)
    assert r.score("alice") == []
    assert r.forecast("alice") == ["Calendar"]


# --- Candles ------------------------------------------------------------------
def test_candles_echo_draws_a_3_when_every_other_player_scores_higher() -> None:
    # alice's own Candles shows a bonus: she has 1 point; bob and carol have 2
    r = echoes_dogma(
        "Candles",
        {
            "alice": {"board": {"red": ["Candles"]}},
            "bob": {"score": ["Calendar"]},
            "carol": {"score": ["Philosophy"]},
        },
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.points("alice") == 1
    assert r.hand("alice") == ["Compass"]


def test_candles_echo_an_equal_score_is_not_higher() -> None:
    r = echoes_dogma(
        "Candles",
        {
            "alice": {"board": {"red": ["Candles"]}},
            "bob": {"score": ["Calendar"]},
            "carol": {"score": ["Writing"]},
        },
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.deck(3)[0] == "Compass"


def test_candles_echo_counts_bonus_points() -> None:
    # bob has no score pile but Puppet's bonus 3 is visible: 3 points > 1
    r = echoes_dogma(
        "Candles",
        {"alice": {"board": {"red": ["Candles"]}}, "bob": {"board": {"purple": ["Puppet"]}}},
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.points("bob") == 3
    assert r.hand("alice") == ["Compass"]


def test_candles_demand_transfers_the_chosen_castle_card_and_draws_a_1() -> None:
    r = echoes_dogma(
        "Candles",
        {
            "alice": {"board": {"red": ["Candles"]}},
            "bob": {"hand": ["Archery", "Oars", "Writing"]},
        },
        [{"player": "bob", "choose": "Oars"}],
        echoes_decks={1: ["Dice"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]
    # bob's hand holds only base cards: his draw of a 1 takes an Echoes 1 (ECHO-10)
    assert r.hand("bob") == ["Archery", "Writing", "Dice"]


def test_candles_demand_asks_the_vulnerable_player() -> None:
    r = echoes_dogma(
        "Candles",
        {"alice": {"board": {"red": ["Candles"]}}, "bob": {"hand": ["Archery", "Oars", "Writing"]}},
    )
    assert r.pending is not None
    assert r.pending["player"] == "bob"
    assert sorted(r.pending["options"]) == ["Archery", "Oars"]


def test_candles_demand_one_castle_card_is_transferred_without_asking() -> None:
    r = echoes_dogma(
        "Candles",
        {"alice": {"board": {"red": ["Candles"]}}, "bob": {"hand": ["Archery"]}},
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]
    assert r.hand("bob") == ["Pottery"]


def test_candles_demand_without_a_castle_card_does_nothing() -> None:
    r = echoes_dogma(
        "Candles",
        {"alice": {"board": {"red": ["Candles"]}}, "bob": {"hand": ["Writing"]}},
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.hand("bob") == ["Writing"]
    assert r.deck(1)[0] == "Pottery"


def test_candles_shared_echo_alone_earns_the_free_draw() -> None:
    # bob shares (two lightbulbs): alice (1 point) scores higher than him, so he draws a 3
    r = echoes_dogma(
        "Candles",
        {"alice": {"board": {"red": ["Candles"]}}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={3: ["Compass"], 1: ["Pottery"]},
    )
    ok(r)
    assert r.hand("bob") == ["Compass"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Pottery"]


# --- Chopsticks ---------------------------------------------------------------
def test_chopsticks_scenario_md_example() -> None:
    raw: dict[str, Any] = {
        "game": "innovation",
        "edition": 3,
        "expansions": ["echoes"],
        "players": ["dennis", "micah"],
        "setup": {
            "players": {
                "dennis": {
                    "board": {"purple": ["Philosophy"]},
                    "hand": ["Bell", "Masonry"],
                    "forecast": ["Chopsticks"],
                }
            },
            "decks": {"echoes": {"1": ["Ruler"]}},
        },
        "actions": [{"player": "dennis", "action": "meld", "card": "Bell"}],
        "answers": ["Chopsticks", "yes", "no"],
    }
    r = run_echoes(raw)
    ok(r)
    assert r.pile("dennis", "purple") == ["Bell", "Philosophy"]
    assert r.pile("dennis", "yellow") == ["Chopsticks"]
    assert r.forecast("dennis") == []
    assert r.hand("dennis") == ["Masonry", "Ruler"]
    assert "Ruler" not in r.echoes_deck(1)
    assert r.current == "dennis"
    assert r.state["actions_left"] == 1
    rules = r.rules()
    for rule in ("ECHO-23", "ECHO-24", "ECHO-14", "ECHO-10"):
        assert rule in rules
    assert r.hand("micah") == []


CHOPSTICKS_SETUP: dict[str, Any] = {
    "alice": {"board": {"yellow": ["Chopsticks"]}, "hand": ["Bell"]},
    "bob": {},
}


def _chopsticks(answers: list[Any]) -> EchoesResult:
    # the base 1 pile is Pottery, Writing, Tools (top first)
    return echoes_dogma(
        "Chopsticks",
        CHOPSTICKS_SETUP,
        answers,
        decks={1: ["Pottery", "Writing", "Tools"]},
        achievements=["Agriculture", "Calendar"],
        removed=base_1s_but("Pottery", "Writing", "Tools", "Agriculture"),
    )


def test_chopsticks_echo_draws_and_dogma_transfers_the_bottom_1_to_the_achievements() -> None:
    r = _chopsticks(["yes"])
    ok(r)
    # an Echoes card in hand: the echo's draw takes the base 1
    assert r.hand("alice") == ["Bell", "Pottery"]
    assert r.deck(1) == ["Writing"]
    assert r.available[:3] == ["Agriculture", "Calendar", "Tools"]


def test_chopsticks_transfer_may_be_declined() -> None:
    r = _chopsticks(["no"])
    ok(r)
    assert r.deck(1) == ["Writing", "Tools"]
    assert "Tools" not in r.available


def test_chopsticks_asks_a_yes_no() -> None:
    r = _chopsticks([])
    assert r.pending is not None
    assert r.pending["decision"] == "yes_no"
    assert r.pending["player"] == "alice"


def test_chopsticks_empty_1_deck_asks_nothing() -> None:
    r = echoes_dogma(
        "Chopsticks",
        CHOPSTICKS_SETUP,
        [],
        decks={1: ["Pottery"]},
        achievements=["Agriculture", "Calendar"],
        removed=base_1s_but("Pottery", "Agriculture"),
    )
    ok(r)
    assert r.hand("alice") == ["Bell", "Pottery"]
    assert r.deck(1) == []
    assert r.available[:2] == ["Agriculture", "Calendar"]
    assert "Pottery" not in r.available


# --- Comb ---------------------------------------------------------------------
def test_comb_keeps_the_chosen_color_and_returns_the_rest_drawing_one_by_one() -> None:
    r = echoes_dogma(
        "Comb",
        {"alice": {"board": {"green": ["Comb"]}}, "bob": {}},
        ["green"],
        decks={1: ["Archery", "Clothing", "Oars", "Sailing"]},
        echoes_decks={1: ["Umbrella"]},
    )
    ok(r)
    # Archery (empty hand: base), then Umbrella (only a base card in hand: ECHO-10),
    # then base cards (an Echoes card in hand)
    assert r.hand("alice") == ["Umbrella", "Clothing", "Sailing"]
    assert r.deck(1)[-2:] == ["Archery", "Oars"]
    assert r.rules().count("ECHO-10") == 1


def test_comb_no_match_returns_all_five_in_the_order_drawn() -> None:
    r = echoes_dogma(
        "Comb",
        {"alice": {"board": {"green": ["Comb"]}, "hand": ["Bell"]}, "bob": {}},
        ["purple"],
        decks={1: ["Archery", "Clothing", "Oars", "Sailing", "Tools"]},
    )
    ok(r)
    assert r.hand("alice") == ["Bell"]
    assert r.deck(1)[-5:] == ["Archery", "Clothing", "Oars", "Sailing", "Tools"]


def test_comb_asks_a_color_among_all_five() -> None:
    r = echoes_dogma("Comb", {"alice": {"board": {"green": ["Comb"]}}, "bob": {}})
    assert r.pending is not None
    assert r.pending["decision"] == "color"
    assert sorted(r.pending["options"]) == ["blue", "green", "purple", "red", "yellow"]
    assert r.hand("alice") == []


def test_comb_echoes_cards_returned_go_to_the_echoes_pile() -> None:
    r = echoes_dogma(
        "Comb",
        {"alice": {"board": {"green": ["Comb"]}, "hand": ["Writing"]}, "bob": {}},
        ["blue"],
        decks={1: ["Archery", "Clothing", "Oars", "Pottery"]},
        echoes_decks={1: ["Bangle"]},
    )
    ok(r)
    # Bangle (ECHO-10), then four base cards
    assert r.hand("alice") == ["Writing", "Pottery"]
    assert r.echoes_deck(1)[-1] == "Bangle"
    assert r.deck(1)[-3:] == ["Archery", "Clothing", "Oars"]


# --- Dice ---------------------------------------------------------------------
def test_dice_bonus_draws_and_melds_a_card_of_its_value() -> None:
    r = echoes_dogma(
        "Dice",
        {"alice": {"board": {"blue": ["Dice"]}, "hand": ["Archery"]}, "bob": {}},
        echoes_decks={1: ["Puppet"]},
        decks={3: ["Education"]},
    )
    ok(r)
    # Puppet (bonus 3) drawn by ECHO-10; the hand then holds it, so the 3 is base
    assert r.hand("alice") == ["Archery", "Puppet"]
    assert r.pile("alice", "purple") == ["Education"]


def test_dice_bonus_1_draws_and_melds_a_1() -> None:
    r = echoes_dogma(
        "Dice",
        {"alice": {"board": {"blue": ["Dice"]}, "hand": ["Archery"]}, "bob": {}},
        echoes_decks={1: ["Noodles"]},
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery", "Noodles"]
    assert r.pile("alice", "blue") == ["Pottery", "Dice"]


def test_dice_base_card_has_no_bonus() -> None:
    r = echoes_dogma(
        "Dice",
        {"alice": {"board": {"blue": ["Dice"]}}, "bob": {}},
        decks={1: ["Archery", "Pottery"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]
    assert r.pile("alice", "blue") == ["Dice"]
    assert r.deck(1)[0] == "Pottery"


def test_dice_echoes_card_without_a_bonus_melds_nothing() -> None:
    r = echoes_dogma(
        "Dice",
        {"alice": {"board": {"blue": ["Dice"]}, "hand": ["Writing"]}, "bob": {}},
        echoes_decks={1: ["Bell"]},
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Bell"]
    assert r.pile("alice", "blue") == ["Dice"]
    assert r.pile("alice", "purple") == []


# --- Flute --------------------------------------------------------------------
def test_flute_echo_splays_the_chosen_color_left() -> None:
    r = echoes_dogma(
        "Flute",
        {
            "alice": {
                "board": {"purple": ["Flute", "Mysticism"], "yellow": ["Agriculture", "Masonry"]}
            },
            "bob": {},
        },
        ["yellow"],
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.splay("alice", "yellow") == "left"
    assert r.splay("alice", "purple") == "none"
    assert r.hand("alice") == ["Archery"]


def test_flute_echo_offers_only_piles_that_can_splay_left() -> None:
    r = echoes_dogma(
        "Flute",
        {
            "alice": {
                "board": {
                    "purple": ["Flute", "Mysticism"],
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                    "red": ["Archery"],
                }
            },
            "bob": {},
        },
    )
    assert r.pending is not None
    assert r.pending["optional"] is True
    assert r.pending["options"] == ["purple"]


def test_flute_echo_one_pile_accepts_yes() -> None:
    r = echoes_dogma(
        "Flute",
        {"alice": {"board": {"purple": ["Flute", "Mysticism"]}}, "bob": {}},
        ["yes"],
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.splay("alice", "purple") == "left"


def test_flute_echo_may_be_declined() -> None:
    r = echoes_dogma(
        "Flute",
        {"alice": {"board": {"purple": ["Flute", "Mysticism"]}}, "bob": {}},
        ["no"],
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


def test_flute_echo_nothing_to_splay_asks_nothing() -> None:
    r = echoes_dogma(
        "Flute", {"alice": {"board": {"purple": ["Flute"]}}, "bob": {}}, decks={1: ["Archery"]}
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]


def test_flute_demand_returns_the_chosen_card_with_a_bonus() -> None:
    r = echoes_dogma(
        "Flute",
        {
            "alice": {"board": {"purple": ["Flute"]}},
            "bob": {"hand": ["Dice", "Bangle", "Archery"]},
        },
        [{"player": "bob", "choose": "Bangle"}],
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.hand("bob") == ["Dice", "Archery"]
    assert r.echoes_deck(1)[-1] == "Bangle"
    assert r.hand("alice") == ["Oars"]


def test_flute_demand_asks_among_the_cards_with_a_bonus() -> None:
    r = echoes_dogma(
        "Flute",
        {
            "alice": {"board": {"purple": ["Flute"]}},
            "bob": {"hand": ["Dice", "Bangle", "Archery", "Bell"]},
        },
    )
    assert r.pending is not None
    assert r.pending["player"] == "bob"
    assert sorted(r.pending["options"]) == ["Bangle", "Dice"]


def test_flute_demand_without_a_bonus_card_returns_nothing() -> None:
    r = echoes_dogma(
        "Flute",
        {"alice": {"board": {"purple": ["Flute"]}}, "bob": {"hand": ["Archery", "Bell"]}},
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.hand("bob") == ["Archery", "Bell"]


def test_flute_drawn_card_with_a_bonus_draws_another_1() -> None:
    r = echoes_dogma(
        "Flute",
        {"alice": {"board": {"purple": ["Flute"]}, "hand": ["Writing"]}, "bob": {}},
        echoes_decks={1: ["Candles"]},
        decks={1: ["Oars"]},
    )
    ok(r)
    # Candles by ECHO-10 (a bonus); the hand then holds it, so the next 1 is base
    assert r.hand("alice") == ["Writing", "Candles", "Oars"]


def test_flute_drawn_card_without_a_bonus_draws_nothing_more() -> None:
    r = echoes_dogma(
        "Flute",
        {"alice": {"board": {"purple": ["Flute"]}, "hand": ["Writing"]}, "bob": {}},
        echoes_decks={1: ["Ruler"]},
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Ruler"]
    assert r.deck(1)[0] == "Oars"


# --- Ice Skates ---------------------------------------------------------------
def test_ice_skates_returns_then_each_alternative_then_the_highest_top_card() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {
            "alice": {"board": {"green": ["Ice Skates"]}, "hand": ["Archery", "Oars", "Bell"]},
            "bob": {},
        },
        [["Archery", "Oars"], 1, "draw and f"],
        decks={2: ["Calendar"], 3: ["Compass"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Archery", "Oars"]
    assert r.forecast("alice") == ["Compass"]
    # Calendar was melded, then returned as the highest top card
    assert r.pile("alice", "blue") == []
    assert r.deck(2)[-1] == "Calendar"
    assert r.pile("alice", "green") == ["Ice Skates"]
    assert r.hand("alice") == ["Bell"]
    # both cards were returned before the first alternative; the meld came first
    texts = r.texts()
    returns = [i for i, t in enumerate(texts) if t.startswith("alice returns")]
    meld = texts.index("alice melds Calendar")
    assert returns[1] < meld < texts.index("alice foreshadows Compass") < returns[2]


def test_ice_skates_asks_the_alternative_for_each_card() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {"alice": {"board": {"green": ["Ice Skates"]}, "hand": ["Archery", "Bell"]}, "bob": {}},
        ["Archery"],
    )
    assert r.pending is not None
    assert r.pending["decision"] == "alternative"
    assert r.pending["options"] == ["draw and meld a [2]", "draw and foreshadow a [3]"]


def test_ice_skates_number_answer_and_echoes_draw() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {"alice": {"board": {"green": ["Ice Skates"]}, "hand": ["Archery", "Oars"]}, "bob": {}},
        ["Archery", 2],
        echoes_decks={3: ["Almanac"]},
    )
    ok(r)
    # only Oars in hand: the 3 is an Echoes 3 (ECHO-10); Ice Skates is the highest top card
    assert r.forecast("alice") == ["Almanac"]
    assert r.pile("alice", "green") == []
    assert r.echoes_deck(1)[-1] == "Ice Skates"


def test_ice_skates_meld_an_echoes_2_and_return_it_as_highest() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {"alice": {"board": {"green": ["Ice Skates"]}, "hand": ["Archery", "Oars"]}, "bob": {}},
        ["Archery", "draw and meld"],
        echoes_decks={2: ["Glassblowing"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Ice Skates"]
    assert r.echoes_deck(2)[-1] == "Glassblowing"


def test_ice_skates_return_declined_still_returns_the_highest_top_card() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {
            "alice": {"board": {"green": ["Ice Skates"], "red": ["Oars"]}, "hand": ["Calendar"]},
            "bob": {},
        },
        [None, "Oars"],
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]
    assert r.forecast("alice") == []
    # Ice Skates and Oars tie at 1: alice chose Oars (DOGMA-9)
    assert r.pile("alice", "red") == []
    assert r.pile("alice", "green") == ["Ice Skates"]
    assert r.deck(1)[-1] == "Oars"


def test_ice_skates_return_is_optional_and_up_to_three() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {
            "alice": {
                "board": {"green": ["Ice Skates"]},
                "hand": ["Archery", "Oars", "Writing", "Tools"],
            },
            "bob": {},
        },
    )
    assert r.pending is not None
    assert r.pending["optional"] is True
    assert r.pending["max"] == 3


def test_ice_skates_highest_top_tie_is_asked() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {"alice": {"board": {"green": ["Ice Skates"], "red": ["Archery"]}}, "bob": {}},
    )
    assert r.pending is not None
    assert r.pending["rule"] == "DOGMA-9"
    assert sorted(r.pending["options"]) == ["Archery", "Ice Skates"]


def test_ice_skates_three_returns_three_alternatives() -> None:
    r = echoes_dogma(
        "Ice Skates",
        {
            "alice": {
                "board": {"green": ["Ice Skates"], "purple": ["Philosophy"]},
                "hand": ["Archery", "Oars", "Writing", "Bell"],
            },
            "bob": {},
        },
        [["Archery", "Oars", "Writing"], 2, 2, 1, "Philosophy"],
        decks={2: ["Calendar"], 3: ["Compass", "Optics"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Compass", "Optics"]
    # Calendar melded; Philosophy and Calendar tie at 2: alice returns Philosophy
    assert r.pile("alice", "blue") == ["Calendar"]
    assert r.pile("alice", "purple") == []
    assert r.deck(2)[-1] == "Philosophy"


# --- Noodles ------------------------------------------------------------------
def test_noodles_more_1s_draws_and_scores_a_2_and_yellow_scores_all_1s() -> None:
    r = echoes_dogma(
        "Noodles",
        {
            "alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Archery", "Oars"]},
            "bob": {"hand": ["Writing"]},
        },
        echoes_decks={2: ["Lever"], 1: ["Soap"]},
    )
    ok(r)
    # Lever and Soap are Echoes cards drawn by ECHO-10; Soap is yellow
    assert r.score("alice") == ["Lever", "Archery", "Oars", "Soap"]
    assert r.hand("alice") == []


def test_noodles_counts_values_not_cards() -> None:
    r = echoes_dogma(
        "Noodles",
        {
            "alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Archery", "Bell"]},
            "bob": {"hand": ["Calendar", "Mathematics", "Philosophy"]},
        },
        decks={2: ["Construction"], 1: ["Oars"]},
    )
    ok(r)
    assert r.score("alice") == ["Construction"]
    assert r.hand("alice") == ["Archery", "Bell", "Oars"]


def test_noodles_tie_in_1s_scores_nothing_and_not_yellow_keeps_the_card() -> None:
    r = echoes_dogma(
        "Noodles",
        {
            "alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Archery"]},
            "bob": {"hand": ["Writing"]},
        },
        echoes_decks={1: ["Dice"]},
        decks={2: ["Construction"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == ["Archery", "Dice"]
    assert r.deck(2)[0] == "Construction"


def test_noodles_must_beat_every_other_player() -> None:
    r = echoes_dogma(
        "Noodles",
        {
            "alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Archery", "Oars", "Bell"]},
            "bob": {"hand": ["Writing"]},
            "carol": {"hand": ["Tools", "Pottery", "Sailing"]},
        },
        decks={2: ["Construction"], 1: ["Mysticism"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == ["Archery", "Oars", "Bell", "Mysticism"]


def test_noodles_empty_hands_no_score_then_a_yellow_1_is_scored() -> None:
    r = echoes_dogma(
        "Noodles",
        {"alice": {"board": {"yellow": ["Noodles"]}}, "bob": {}},
        decks={1: ["Agriculture"], 2: ["Construction"]},
    )
    ok(r)
    assert r.score("alice") == ["Agriculture"]
    assert r.deck(2)[0] == "Construction"


def test_noodles_yellow_drawn_scores_only_the_1s() -> None:
    r = echoes_dogma(
        "Noodles",
        {
            "alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Calendar", "Archery", "Bell"]},
            "bob": {"hand": ["Writing", "Oars"]},
        },
        decks={1: ["Masonry"]},
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Bell", "Masonry"]
    assert r.hand("alice") == ["Calendar"]


# --- Perfume ------------------------------------------------------------------
def test_perfume_echo_tucks_and_demand_transfers_a_top_card_of_another_value() -> None:
    r = echoes_dogma(
        "Perfume",
        {
            "alice": {"board": {"blue": ["Perfume"]}},
            "bob": {"board": {"yellow": ["Agriculture"], "purple": ["Philosophy"]}},
        },
        decks={1: ["Pottery"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Perfume", "Pottery"]
    assert r.pile("alice", "purple") == ["Philosophy"]
    # bob draws and melds a 2 (empty hand: base)
    assert r.pile("bob", "blue") == ["Calendar"]
    assert r.pile("bob", "purple") == []
    assert r.pile("bob", "yellow") == ["Agriculture"]


def test_perfume_demand_asks_among_top_cards_of_other_values() -> None:
    r = echoes_dogma(
        "Perfume",
        {
            "alice": {"board": {"blue": ["Perfume"]}},
            "bob": {
                "board": {"yellow": ["Agriculture"], "purple": ["Philosophy"], "green": ["Paper"]}
            },
        },
        [{"player": "bob", "choose": "Paper"}],
        decks={1: ["Pottery"], 3: ["Medicine"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Paper"]
    assert r.pile("bob", "yellow") == ["Medicine", "Agriculture"]
    assert r.pile("bob", "purple") == ["Philosophy"]


def test_perfume_demand_one_option_is_automatic_and_draw_follows_echoes_10() -> None:
    r = echoes_dogma(
        "Perfume",
        {
            "alice": {"board": {"blue": ["Perfume"], "red": ["Construction"]}},
            "bob": {
                "board": {"yellow": ["Agriculture"], "purple": ["Philosophy"], "green": ["Paper"]},
                "hand": ["Writing"],
            },
        },
        decks={1: ["Pottery"]},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Paper"]
    assert r.pile("bob", "red") == ["Katana"]


def test_perfume_demand_no_top_card_of_another_value_does_nothing() -> None:
    r = echoes_dogma(
        "Perfume",
        {
            "alice": {"board": {"blue": ["Perfume"]}},
            "bob": {"board": {"yellow": ["Agriculture"]}},
        },
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Agriculture"]
    assert r.pile("alice", "yellow") == []


def test_perfume_echo_draws_an_echoes_1_to_tuck() -> None:
    r = echoes_dogma(
        "Perfume",
        {"alice": {"board": {"blue": ["Perfume"]}, "hand": ["Writing"]}, "bob": {}},
        echoes_decks={1: ["Candles"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Candles"]
    assert r.hand("alice") == ["Writing"]


# --- Plumbing -----------------------------------------------------------------
def test_plumbing_echo_scores_the_chosen_bottom_card_and_dogma_has_no_effect() -> None:
    r = echoes_dogma(
        "Plumbing",
        {
            "alice": {"board": {"red": ["Plumbing", "Archery"], "yellow": ["Agriculture"]}},
            "bob": {},
        },
        ["Archery"],
    )
    ok(r)
    assert r.score("alice") == ["Archery"]
    assert r.pile("alice", "red") == ["Plumbing"]
    assert r.pile("alice", "yellow") == ["Agriculture"]
    assert "No effect." in r.texts()


def test_plumbing_echo_offers_the_bottom_cards() -> None:
    r = echoes_dogma(
        "Plumbing",
        {
            "alice": {"board": {"red": ["Plumbing", "Archery"], "yellow": ["Agriculture"]}},
            "bob": {},
        },
    )
    assert r.pending is not None
    assert r.pending["optional"] is False
    assert sorted(r.pending["options"]) == ["Agriculture", "Archery"]


def test_plumbing_alone_scores_itself() -> None:
    r = echoes_dogma("Plumbing", {"alice": {"board": {"red": ["Plumbing"]}}, "bob": {}})
    ok(r)
    assert r.score("alice") == ["Plumbing"]
    assert r.pile("alice", "red") == []


def test_plumbing_echo_splayed_right_runs_under_another_top_card() -> None:
    r = echoes_dogma(
        "Bangle",
        {
            "alice": {"board": {"red": {"cards": ["Bangle", "Plumbing"], "splay": "right"}}},
            "bob": {},
        },
        decks={3: ["Compass"]},
    )
    ok(r)
    # Plumbing's echo (bottom card) first, then Bangle's (nothing red in hand)
    assert len(echo_steps(r)) == 2
    assert "Plumbing" in echo_steps(r)[0]
    assert r.score("alice") == ["Plumbing"]
    assert r.pile("alice", "red") == ["Bangle"]
    assert r.forecast("alice") == ["Compass"]


# --- Puppet -------------------------------------------------------------------
def test_puppet_has_no_effect() -> None:
    r = echoes_dogma(
        "Puppet", {"alice": {"board": {"purple": ["Puppet"]}, "hand": ["Archery"]}, "bob": {}}
    )
    ok(r)
    assert "No effect." in r.texts()
    assert r.hand("alice") == ["Archery"]
    assert r.pile("alice", "purple") == ["Puppet"]
    assert echo_steps(r) == []


def test_puppet_dogma_runs_a_visible_echo_of_its_pile() -> None:
    # ECHO-16: Bell's echo (bottom right) shows under a left splay
    r = echoes_dogma(
        "Puppet",
        {
            "alice": {
                "board": {"purple": {"cards": ["Puppet", "Bell"], "splay": "left"}},
                "hand": ["Archery"],
            },
            "bob": {},
        },
        ["Archery"],
    )
    ok(r)
    assert r.score("alice") == ["Archery"]
    assert len(echo_steps(r)) == 1


# --- Ruler --------------------------------------------------------------------
def test_ruler_echo_draws_a_2_and_dogma_has_no_effect() -> None:
    r = echoes_dogma(
        "Ruler", {"alice": {"board": {"blue": ["Ruler"]}}, "bob": {}}, decks={2: ["Calendar"]}
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]
    assert "No effect." in r.texts()


def test_ruler_echo_draw_follows_echoes_10() -> None:
    r = echoes_dogma(
        "Ruler",
        {"alice": {"board": {"blue": ["Ruler"]}, "hand": ["Archery"]}, "bob": {}},
        echoes_decks={2: ["Lever"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery", "Lever"]


def test_ruler_echo_shared_earns_the_free_draw() -> None:
    r = echoes_dogma(
        "Ruler",
        {"alice": {"board": {"blue": ["Ruler"]}}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={2: ["Calendar", "Mathematics"]},
        echoes_decks={1: ["Dice"]},
    )
    ok(r)
    assert r.hand("bob") == ["Calendar"]
    # alice draws Mathematics, then the free draw of a 1 (only a base card in hand)
    assert r.hand("alice") == ["Mathematics", "Dice"]
    assert r.free_draws() == 1


# --- Soap ---------------------------------------------------------------------
SOAP_ALICE: dict[str, Any] = {
    "board": {"yellow": ["Soap"]},
    "hand": ["Agriculture", "Masonry", "Domestication", "Oars", "Calendar"],
    "score": ["Compass", "Optics"],
}


def test_soap_tucks_three_and_achieves_an_eligible_card_from_hand() -> None:
    r = echoes_dogma(
        "Soap",
        {"alice": SOAP_ALICE, "bob": {}},
        ["yellow", ["Agriculture", "Masonry", "Domestication"], "Oars"],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Soap", "Agriculture", "Masonry", "Domestication"]
    assert r.achievements("alice") == ["Oars"]
    assert r.hand("alice") == ["Calendar"]


def test_soap_achieve_offers_only_eligible_cards_and_is_optional() -> None:
    r = echoes_dogma(
        "Soap",
        {"alice": SOAP_ALICE, "bob": {}},
        ["yellow", ["Agriculture", "Masonry", "Domestication"]],
    )
    assert r.pending is not None
    assert r.pending["optional"] is True
    # a top card of value 1 only: Calendar (2) is not eligible (ECHO-27)
    assert r.pending["options"] == ["Oars"]


def test_soap_achieve_may_be_declined() -> None:
    r = echoes_dogma(
        "Soap",
        {"alice": SOAP_ALICE, "bob": {}},
        ["yellow", ["Agriculture", "Masonry", "Domestication"], None],
    )
    ok(r)
    assert r.achievements("alice") == []
    assert r.hand("alice") == ["Oars", "Calendar"]


def test_soap_fewer_than_three_tucked_achieves_nothing() -> None:
    r = echoes_dogma(
        "Soap", {"alice": SOAP_ALICE, "bob": {}}, ["yellow", ["Masonry", "Agriculture"]]
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Soap", "Masonry", "Agriculture"]
    assert r.achievements("alice") == []


def test_soap_tuck_may_be_declined() -> None:
    r = echoes_dogma("Soap", {"alice": SOAP_ALICE, "bob": {}}, ["yellow", []])
    ok(r)
    assert r.pile("alice", "yellow") == ["Soap"]
    assert len(r.hand("alice")) == 5


def test_soap_color_without_cards_asks_nothing_more() -> None:
    r = echoes_dogma("Soap", {"alice": SOAP_ALICE, "bob": {}}, ["purple"])
    ok(r)
    assert r.pile("alice", "yellow") == ["Soap"]


def test_soap_asks_a_color_among_all_five() -> None:
    r = echoes_dogma("Soap", {"alice": SOAP_ALICE, "bob": {}})
    assert r.pending is not None
    assert r.pending["decision"] == "color"
    assert len(r.pending["options"]) == 5


def test_soap_not_eligible_is_not_asked() -> None:
    # 2 points (Soap's bonus): too few for any achievement
    alice = {**SOAP_ALICE, "score": []}
    r = echoes_dogma(
        "Soap", {"alice": alice, "bob": {}}, ["yellow", ["Agriculture", "Masonry", "Domestication"]]
    )
    ok(r)
    assert r.achievements("alice") == []
    assert r.hand("alice") == ["Oars", "Calendar"]


def test_soap_achieve_counts_duplicates() -> None:
    # a 1 already achieved doubles the cost (ECHO-27): 10 points needed, alice has 8
    alice = {**SOAP_ALICE, "achievements": ["Writing"]}
    r = echoes_dogma(
        "Soap", {"alice": alice, "bob": {}}, ["yellow", ["Agriculture", "Masonry", "Domestication"]]
    )
    ok(r)
    assert r.achievements("alice") == ["Writing"]


# --- Umbrella -----------------------------------------------------------------
def test_umbrella_echo_melds_the_chosen_card_and_return_declined() -> None:
    r = echoes_dogma(
        "Umbrella",
        {"alice": {"board": {"green": ["Umbrella"]}, "hand": ["Archery", "Oars"]}, "bob": {}},
        ["Archery", []],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"]
    assert r.hand("alice") == ["Oars"]
    assert r.score("alice") == []


def test_umbrella_echo_may_be_declined_and_return_one_scores_two_chosen() -> None:
    r = echoes_dogma(
        "Umbrella",
        {
            "alice": {
                "board": {"green": ["Umbrella"]},
                "hand": ["Archery", "Oars", "Writing", "Tools"],
            },
            "bob": {},
        },
        ["no", "Archery", ["Tools", "Oars"]],
    )
    ok(r)
    assert r.deck(1)[-1] == "Archery"
    assert r.score("alice") == ["Tools", "Oars"]
    assert r.hand("alice") == ["Writing"]


def test_umbrella_score_asks_for_exactly_two_per_card() -> None:
    r = echoes_dogma(
        "Umbrella",
        {
            "alice": {
                "board": {"green": ["Umbrella"]},
                "hand": ["Archery", "Oars", "Writing", "Tools"],
            },
            "bob": {},
        },
        ["no", "Archery"],
    )
    assert r.pending is not None
    assert r.pending["min"] == 2 and r.pending["max"] == 2
    assert sorted(r.pending["options"]) == ["Oars", "Tools", "Writing"]


def test_umbrella_too_few_cards_left_scores_them_all() -> None:
    r = echoes_dogma(
        "Umbrella",
        {
            "alice": {"board": {"green": ["Umbrella"]}, "hand": ["Archery", "Oars", "Writing"]},
            "bob": {},
        },
        ["no", ["Archery", "Oars"]],
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Archery", "Oars"]
    assert r.score("alice") == ["Writing"]
    assert r.hand("alice") == []


def test_umbrella_returning_all_scores_nothing() -> None:
    r = echoes_dogma(
        "Umbrella",
        {"alice": {"board": {"green": ["Umbrella"]}, "hand": ["Archery"]}, "bob": {}},
        ["no", "Archery"],
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == []


def test_umbrella_empty_hand_asks_nothing() -> None:
    r = echoes_dogma("Umbrella", {"alice": {"board": {"green": ["Umbrella"]}}, "bob": {}})
    ok(r)
    assert r.pile("alice", "green") == ["Umbrella"]


def test_umbrella_echo_is_optional_with_one_card() -> None:
    r = echoes_dogma(
        "Umbrella", {"alice": {"board": {"green": ["Umbrella"]}, "hand": ["Archery"]}, "bob": {}}
    )
    assert r.pending is not None
    assert r.pending["optional"] is True
    assert r.pending["options"] == ["Archery"]


# --- shared echo effects (ECHO-14: every sharing player first, then the leader) ----------
def first_asked(r: EchoesResult) -> str:
    """The player the run stopped on."""
    assert r.exit_code == 0 and r.error is None and r.pending is not None
    return str(r.pending["player"])


def test_bell_shared_echo_and_dogma() -> None:
    players = {
        "alice": {"board": {"purple": ["Bell"]}, "hand": ["Oars"]},
        "bob": {"board": {"red": ["Metalworking"]}, "hand": ["Archery"]},
    }
    kw: dict[str, Any] = {"decks": {2: ["Calendar"]}, "echoes_decks": {2: ["Lever"]}}
    assert first_asked(echoes_dogma("Bell", players, **kw)) == "bob"
    r = echoes_dogma("Bell", players, ["Archery", None], **kw)
    ok(r)
    assert r.score("bob") == ["Archery"] and r.score("alice") == []
    # bob's hand is empty: a base 2; alice holds only a base card: an Echoes 2 (ECHO-10)
    assert r.forecast("bob") == ["Calendar"] and r.forecast("alice") == ["Lever"]
    assert r.free_draws() == 1


def test_chopsticks_shared_echo_and_dogma() -> None:
    players = {
        "alice": {"board": {"yellow": ["Chopsticks"]}, "hand": ["Bell"]},
        "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Ruler"]},
    }
    kw: dict[str, Any] = {
        "decks": {1: ["Pottery", "Writing", "Tools"], 2: ["Calendar"]},
        "achievements": [],
        "removed": base_1s_but("Pottery", "Writing", "Tools", "Agriculture"),
    }
    r = echoes_dogma("Chopsticks", players, **kw)
    assert first_asked(r) == "bob" and r.pending is not None
    assert r.pending["decision"] == "yes_no"
    r = echoes_dogma("Chopsticks", players, ["no", "yes"], **kw)
    ok(r)
    assert r.hand("bob") == ["Ruler", "Pottery"]
    assert r.hand("alice")[:2] == ["Bell", "Writing"]
    assert r.available[0] == "Tools" and r.deck(1) == []
    assert r.free_draws() == 1


def test_flute_shared_echo_splays_the_sharers_pile_first() -> None:
    players = {
        "alice": {"board": {"purple": ["Flute", "Mysticism"]}},
        "bob": {"board": {"green": ["Sailing", "Clothing"]}},
    }
    kw: dict[str, Any] = {"decks": {1: ["Archery", "Tools"]}}
    r = echoes_dogma("Flute", players, **kw)
    assert first_asked(r) == "bob" and r.pending is not None
    assert r.pending["options"] == ["green"]
    r = echoes_dogma("Flute", players, ["green", "no"], **kw)
    ok(r)
    assert r.splay("bob", "green") == "left" and r.splay("alice", "purple") == "none"
    # bob shares (not vulnerable to the demand), then draws and reveals first
    assert r.hand("bob") == ["Archery"] and r.hand("alice")[0] == "Tools"


def test_perfume_shared_echo_tucks_for_the_sharer_first() -> None:
    r = echoes_dogma(
        "Perfume",
        {"alice": {"board": {"blue": ["Perfume"]}}, "bob": {"board": {"red": ["Archery"]}}},
        decks={1: ["Pottery", "Tools", "Writing"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Pottery"]
    assert r.pile("alice", "blue") == ["Perfume", "Tools"]
    assert r.pile("bob", "red") == ["Archery"]  # a sharer is not vulnerable to the demand
    assert r.free_draws() == 1


def test_plumbing_shared_echo_the_sharer_chooses_a_bottom_card() -> None:
    players = {
        "alice": {"board": {"red": ["Plumbing"]}},
        "bob": {"board": {"yellow": ["Masonry"], "purple": ["Code of Laws", "Mysticism"]}},
    }
    r = echoes_dogma("Plumbing", players)
    assert first_asked(r) == "bob" and r.pending is not None
    assert sorted(r.pending["options"]) == ["Masonry", "Mysticism"]
    r = echoes_dogma("Plumbing", players, ["Mysticism"], decks={1: ["Tools"]})
    ok(r)
    assert r.score("bob") == ["Mysticism"] and r.pile("bob", "purple") == ["Code of Laws"]
    assert r.score("alice") == ["Plumbing"]  # her only bottom card, without asking
    assert r.free_draws() == 1


def test_umbrella_shared_echo_and_dogma_declined() -> None:
    players = {
        "alice": {"board": {"green": ["Umbrella"]}, "hand": ["Oars"]},
        "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Archery"]},
    }
    assert first_asked(echoes_dogma("Umbrella", players)) == "bob"
    r = echoes_dogma("Umbrella", players, ["Archery", None, None], decks={1: ["Tools"]})
    ok(r)
    assert r.pile("bob", "red") == ["Archery"]
    # bob's hand is empty for the dogma: nothing asked; alice declines both
    assert r.hand("alice")[0] == "Oars" and r.pile("alice", "red") == []
    assert r.free_draws() == 1


# --- empty supply piles ------------------------------------------------------------------
def test_bangle_empty_3_pile_foreshadows_a_4() -> None:
    r = echoes_dogma(
        "Bangle",
        {"alice": {"board": {"red": ["Bangle"]}}, "bob": {}},
        decks={4: ["Anatomy"]},
        removed=[c.name for c in set_cards("base") if c.age == 3],
    )
    ok(r)
    assert r.forecast("alice") == ["Anatomy"]


def test_dice_empty_1_pile_reveals_a_2() -> None:
    # DRAW-2: the 1 pile is empty, a 2 is drawn; an empty hand draws base (ECHO-10)
    removed = base_1s_but()
    r = echoes_dogma(
        "Dice",
        {"alice": {"board": {"blue": ["Dice"]}, "hand": ["Bell"]}, "bob": {}},
        decks={2: ["Calendar"]},
        removed=removed,
    )
    ok(r)
    assert r.hand("alice") == ["Bell", "Calendar"]
    assert r.pile("alice", "blue") == ["Dice"]
