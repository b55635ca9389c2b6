"""Scenario tests for every branch of the Echoes age 3 cards."""

from __future__ import annotations

from typing import Any

from echoes_support import echoes_dogma
from support import asks, ok

# --- Almanac ------------------------------------------------------------------
ALMANAC = {"blue": ["Almanac"]}


def test_almanac_echo_foreshadows_a_4_and_a_forecast_bonus_card_is_returned_to_score() -> None:
    players = {"alice": {"board": ALMANAC, "forecast": ["Soap"]}, "bob": {}}
    kw = {"decks": {4: ["Anatomy"], 3: ["Alchemy"]}}
    p = asks(echoes_dogma("Almanac", players, **kw), "alice")
    assert p["optional"] and p["options"] == ["Soap"]  # Anatomy has no bonus
    r = echoes_dogma("Almanac", players, ["Soap"], **kw)
    ok(r)
    assert r.forecast("alice") == ["Anatomy"]
    assert r.echoes_deck(1)[-1] == "Soap"
    assert r.score("alice") == ["Alchemy"]  # Soap's bonus 2, plus one


def test_almanac_can_return_the_echoes_card_its_echo_foreshadowed() -> None:
    r = echoes_dogma(
        "Almanac",
        {"alice": {"board": ALMANAC, "hand": ["Archery"]}, "bob": {}},
        ["Globe"],
        echoes_decks={4: ["Globe"], 5: ["Coke"]},
    )
    ok(r)
    # hand Archery only: the echo draws an Echoes 4 (ECHO-10); Globe's bonus 4: a 5 scored
    assert r.forecast("alice") == []
    assert r.score("alice") == ["Coke"]


def test_almanac_declined() -> None:
    r = echoes_dogma(
        "Almanac",
        {"alice": {"board": ALMANAC, "forecast": ["Soap"]}, "bob": {}},
        [None],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert sorted(r.forecast("alice")) == ["Anatomy", "Soap"] and r.score("alice") == []


def test_almanac_without_a_bonus_card_in_the_forecast_asks_nothing() -> None:
    r = echoes_dogma(
        "Almanac",
        {"alice": {"board": ALMANAC, "forecast": ["Comb"]}, "bob": {}},
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert sorted(r.forecast("alice")) == ["Anatomy", "Comb"] and r.score("alice") == []


# --- Charitable Trust ---------------------------------------------------------
TRUST = {"green": ["Charitable Trust"]}
TWENTY = ["Banking", "Chemistry", "Coal", "Physics"]  # 20 points


def test_charitable_trust_melds_the_drawn_card_and_returns_the_top_green_when_ineligible() -> None:
    r = echoes_dogma(
        "Charitable Trust",
        {"alice": {"board": TRUST, "hand": ["Soap"]}, "bob": {}},
        [4, "yes"],
        decks={4: ["Navigation"]},
    )
    ok(r)
    # Navigation (green 4) melded, then returned: alice is not eligible for a 4
    assert r.pile("alice", "green") == ["Charitable Trust"]
    assert r.deck(4)[-1] == "Navigation" and r.hand("alice") == ["Soap"]


def test_charitable_trust_asks_the_value_then_the_meld_by_card_name() -> None:
    players = {"alice": {"board": TRUST, "hand": ["Soap"], "score": TWENTY}, "bob": {}}
    kw = {"decks": {4: ["Navigation"]}}
    p = asks(echoes_dogma("Charitable Trust", players, **kw), "alice")
    assert p["decision"] == "value" and p["options"] == [3, 4]
    p = asks(echoes_dogma("Charitable Trust", players, [4], **kw), "alice")
    assert p["optional"] and p["decision"] == "cards" and p["options"] == ["Navigation"]
    p = asks(echoes_dogma("Charitable Trust", players, [4, "yes"], **kw), "alice")
    assert p["options"] == ["return", "achieve"]  # "yes" melds it, as its name does
    p = asks(echoes_dogma("Charitable Trust", players, [4, "Navigation"], **kw), "alice")
    assert p["decision"] == "alternative" and p["options"] == ["return", "achieve"]
    r = echoes_dogma("Charitable Trust", players, [4, "Navigation", "achieve"], **kw)
    ok(r)
    assert r.achievements("alice") == ["Navigation"]
    assert r.pile("alice", "green") == ["Charitable Trust"]


def test_charitable_trust_eligible_may_still_return() -> None:
    r = echoes_dogma(
        "Charitable Trust",
        {"alice": {"board": TRUST, "hand": ["Soap"], "score": TWENTY}, "bob": {}},
        [4, "yes", 1],
        decks={4: ["Navigation"]},
    )
    ok(r)
    assert r.achievements("alice") == [] and r.deck(4)[-1] == "Navigation"


def test_charitable_trust_non_green_drawn_card_acts_on_charitable_trust_itself() -> None:
    r = echoes_dogma(
        "Charitable Trust",
        {
            "alice": {"board": TRUST, "hand": ["Soap"], "score": ["Banking", "Chemistry", "Coal"]},
            "bob": {},
        },
        [3, "yes", "achieve"],
        decks={3: ["Alchemy"]},
    )
    ok(r)
    # 15 points and a top card of value 3: eligible for a 3
    assert r.pile("alice", "blue") == ["Alchemy"]
    assert r.achievements("alice") == ["Charitable Trust"] and r.pile("alice", "green") == []


def test_charitable_trust_meld_declined_keeps_the_card() -> None:
    r = echoes_dogma(
        "Charitable Trust",
        {"alice": {"board": TRUST, "hand": ["Soap"]}, "bob": {}},
        [3, "no"],
        decks={3: ["Alchemy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Alchemy"] and r.pile("alice", "blue") == []


def test_charitable_trust_each_player_melds_what_their_own_echo_drew() -> None:
    # ECHO-20: what the echo drew is remembered per executing player
    r = echoes_dogma(
        "Charitable Trust",
        {
            "alice": {"board": TRUST, "hand": ["Soap"]},
            "bob": {"board": {"green": ["Sailing"], "purple": ["Code of Laws"]}, "hand": ["Dice"]},
        },
        [3, 4, "yes", "no"],
        decks={3: ["Alchemy", "Education"], 4: ["Anatomy"]},
    )
    ok(r)
    # bob shares first: draws a 3 (Alchemy) and melds it; alice draws a 4 and declines
    assert r.pile("bob", "blue") == ["Alchemy"]
    assert r.pile("bob", "green") == []  # his top green (Sailing) returned: not eligible
    assert r.hand("bob") == ["Dice"]
    # alice keeps Anatomy, then takes the free draw (her highest top card: a 3)
    assert r.hand("alice") == ["Soap", "Anatomy", "Education"]
    assert r.free_draws() == 1


# --- Deodorant ----------------------------------------------------------------
DEODORANT = {"yellow": ["Deodorant"]}


def test_deodorant_echo_melds_a_3_with_a_castle_then_draws_and_melds_a_3() -> None:
    r = echoes_dogma(
        "Deodorant",
        {"alice": {"board": DEODORANT}, "bob": {}},
        decks={3: ["Engineering", "Optics"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Optics", "Engineering"]


def test_deodorant_without_a_castle_draws_a_4() -> None:
    r = echoes_dogma(
        "Deodorant",
        {"alice": {"board": DEODORANT}, "bob": {}},
        decks={3: ["Compass"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Compass"] and r.hand("alice") == ["Anatomy"]


def test_deodorant_echo_draws_an_echoes_3_for_a_hand_without_one() -> None:
    r = echoes_dogma(
        "Deodorant",
        {"alice": {"board": DEODORANT, "hand": ["Pottery"]}, "bob": {}},
        echoes_decks={3: ["Katana", "Novel"]},
    )
    ok(r)
    # Katana (castles) melded by the echo; then an Echoes 3 drawn and melded again
    assert r.pile("alice", "red") == ["Katana"] and r.pile("alice", "purple") == ["Novel"]
    assert r.rules().count("ECHO-10") == 2


# --- Homing Pigeons -----------------------------------------------------------
PIGEONS = {"green": ["Homing Pigeons"]}


def test_homing_pigeons_victim_chooses_two_of_the_matching_score_cards() -> None:
    players = {
        "alice": {"board": PIGEONS, "hand": ["Tools", "Alchemy"]},
        "bob": {"score": ["Archery", "Oars", "Calendar", "Compass"]},
    }
    p = asks(echoes_dogma("Homing Pigeons", players), "bob")
    assert sorted(p["options"]) == ["Archery", "Compass", "Oars"] and p["min"] == 2
    r = echoes_dogma("Homing Pigeons", players, [["Archery", "Compass"]])
    ok(r)
    assert r.score("bob") == ["Oars", "Calendar"]
    assert r.deck(1)[-1] == "Archery" and r.deck(3)[-1] == "Compass"


def test_homing_pigeons_one_matching_card_is_returned() -> None:
    r = echoes_dogma(
        "Homing Pigeons",
        {"alice": {"board": PIGEONS, "hand": ["Tools"]}, "bob": {"score": ["Archery", "Calendar"]}},
    )
    ok(r)
    assert r.score("bob") == ["Calendar"] and r.deck(1)[-1] == "Archery"


def test_homing_pigeons_nothing_matching_returns_nothing() -> None:
    r = echoes_dogma(
        "Homing Pigeons",
        {"alice": {"board": PIGEONS, "hand": ["Tools"]}, "bob": {"score": ["Calendar"]}},
    )
    ok(r)
    assert r.score("bob") == ["Calendar"] and r.verbs("return") == []


def test_homing_pigeons_empty_demanding_hand_returns_nothing() -> None:
    r = echoes_dogma(
        "Homing Pigeons", {"alice": {"board": PIGEONS}, "bob": {"score": ["Calendar"]}}
    )
    ok(r)
    assert r.score("bob") == ["Calendar"]


def test_homing_pigeons_splays_red_or_green_left() -> None:
    players = {
        "alice": {
            "board": {"green": ["Homing Pigeons", "Sailing"], "red": ["Oars", "Archery"]},
        },
        "bob": {},
    }
    p = asks(echoes_dogma("Homing Pigeons", players), "alice")
    assert p["optional"] and sorted(p["options"]) == ["green", "red"]
    r = echoes_dogma("Homing Pigeons", players, ["red"])
    ok(r)
    assert r.splay("alice", "red") == "left" and r.splay("alice", "green") == "none"
    r = echoes_dogma("Homing Pigeons", players, [None])
    ok(r)
    assert r.splay("alice", "red") == "none" and r.splay("alice", "green") == "none"


# --- Katana -------------------------------------------------------------------
KATANA = {"red": ["Katana"], "purple": ["Mysticism"], "green": ["The Wheel"]}


def test_katana_takes_two_castle_cards_and_forecasts_a_draw_of_their_castles() -> None:
    r = echoes_dogma(
        "Katana",
        {
            "alice": {"board": KATANA},
            "bob": {"board": {"red": ["Oars"], "yellow": ["Masonry"], "blue": ["Pottery"]}},
        },
        decks={5: ["Coal"]},
    )
    ok(r)
    assert sorted(r.score("alice")) == ["Masonry", "Oars"]
    # Oars 2 castles, Masonry 3: bob draws a 5, into alice's forecast
    assert r.forecast("alice") == ["Coal"] and r.hand("bob") == [] and r.forecast("bob") == []
    assert r.pile("bob", "blue") == ["Pottery"]


def test_katana_victim_chooses_two_of_three() -> None:
    players = {
        "alice": {"board": KATANA},
        "bob": {"board": {"red": ["Oars"], "yellow": ["Masonry"], "blue": ["Tools"]}},
    }
    p = asks(echoes_dogma("Katana", players), "bob")
    assert sorted(p["options"]) == ["Masonry", "Oars", "Tools"] and p["min"] == 2
    r = echoes_dogma("Katana", players, [["Tools", "Oars"]], decks={3: ["Alchemy"]})
    ok(r)
    assert r.score("alice") == ["Tools", "Oars"] and r.forecast("alice") == ["Alchemy"]


def test_katana_one_castle_card_and_an_echoes_draw_for_the_victims_hand() -> None:
    r = echoes_dogma(
        "Katana",
        {
            "alice": {"board": KATANA},
            "bob": {"board": {"red": ["Oars"], "blue": ["Pottery"]}, "hand": ["Writing"]},
        },
        echoes_decks={2: ["Lever"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars"]
    assert r.forecast("alice") == ["Lever"] and r.hand("bob") == ["Writing"]


def test_katana_without_castle_cards_draws_nothing() -> None:
    r = echoes_dogma(
        "Katana", {"alice": {"board": KATANA}, "bob": {"board": {"blue": ["Pottery"]}}}
    )
    ok(r)
    assert r.score("alice") == [] and r.forecast("alice") == [] and r.verbs("draw") == []


# --- Liquid Fire --------------------------------------------------------------
FIRE = {"red": ["Liquid Fire"]}


def test_liquid_fire_red_draw_takes_the_whole_hand() -> None:
    r = echoes_dogma(
        "Liquid Fire",
        {
            "alice": {"board": FIRE},
            "bob": {
                "board": {"red": ["Crossbow"], "yellow": ["Soap"]},
                "hand": ["Archery", "Tools"],
            },
        },
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    # highest bonus 3; hand without an Echoes card: an Echoes 3 (ECHO-10), red
    assert r.forecast("alice") == ["Katana"]
    assert r.score("alice") == ["Archery", "Tools"] and r.hand("bob") == []


def test_liquid_fire_non_red_draw_keeps_the_hand() -> None:
    r = echoes_dogma(
        "Liquid Fire",
        {
            "alice": {"board": FIRE},
            "bob": {"board": {"red": ["Crossbow"]}, "hand": ["Archery"]},
        },
        echoes_decks={3: ["Novel"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Novel"] and r.hand("bob") == ["Archery"]
    assert r.score("alice") == []


def test_liquid_fire_without_a_bonus_draws_a_1() -> None:
    r = echoes_dogma(
        "Liquid Fire",
        {"alice": {"board": FIRE}, "bob": {"board": {"yellow": ["Agriculture"]}}},
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Oars"]  # ECHO-9: value 0, a 1; red, an empty hand
    assert r.score("alice") == []


# --- Magnifying Glass ---------------------------------------------------------
GLASS = {"blue": ["Magnifying Glass"]}


def test_magnifying_glass_echo_then_three_of_a_value_returned_for_a_value_two_higher() -> None:
    players = {
        "alice": {"board": GLASS, "hand": ["Soap", "Archery", "Oars", "Tools"]},
        "bob": {},
    }
    kw = {"decks": {4: ["Anatomy"], 3: ["Alchemy"]}}
    p = asks(echoes_dogma("Magnifying Glass", players, **kw), "alice")
    assert not p["optional"] and "Anatomy" in p["options"] and len(p["options"]) == 5
    r = echoes_dogma("Magnifying Glass", players, ["Anatomy", ["Archery", "Oars", "Tools"]], **kw)
    ok(r)
    assert r.deck(4)[-1] == "Anatomy"
    assert r.hand("alice") == ["Soap", "Alchemy"]


def test_magnifying_glass_unequal_values_are_not_a_legal_answer() -> None:
    players = {
        "alice": {
            "board": GLASS,
            "hand": ["Soap", "Archery", "Oars", "Calendar", "Currency", "Mapmaking"],
        },
        "bob": {},
    }
    kw = {"decks": {4: ["Anatomy"], 3: ["Alchemy"]}}
    r = echoes_dogma(
        "Magnifying Glass", players, ["Anatomy", ["Archery", "Oars", "Calendar"]], **kw
    )
    assert r.exit_code == 1 and r.error is not None
    assert r.error["answer"] == 1 and "not a legal choice" in r.error["message"]
    assert r.verbs("return") and len(r.verbs("return")) == 1  # only the echo's
    r = echoes_dogma(
        "Magnifying Glass",
        players,
        ["Anatomy", ["Calendar", "Currency", "Mapmaking"]],
        decks={4: ["Anatomy", "Colonialism"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Archery", "Oars", "Colonialism"]


def test_magnifying_glass_declined_and_fewer_than_three_of_a_value_asks_nothing() -> None:
    r = echoes_dogma(
        "Magnifying Glass",
        {"alice": {"board": GLASS, "hand": ["Soap", "Archery", "Oars", "Tools"]}, "bob": {}},
        ["Anatomy", None],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Archery", "Oars", "Tools"]
    r = echoes_dogma(
        "Magnifying Glass",
        {"alice": {"board": GLASS, "hand": ["Soap", "Archery"]}, "bob": {}},
        ["Anatomy"],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Archery"]


def test_magnifying_glass_echo_with_an_empty_hand_returns_the_drawn_card() -> None:
    r = echoes_dogma(
        "Magnifying Glass", {"alice": {"board": GLASS}, "bob": {}}, decks={4: ["Anatomy"]}
    )
    ok(r)
    assert r.hand("alice") == [] and r.deck(4)[-1] == "Anatomy"


def test_magnifying_glass_splays_yellow_or_blue_left() -> None:
    players = {
        "alice": {
            "board": {"blue": ["Magnifying Glass", "Tools"], "yellow": ["Agriculture", "Masonry"]},
        },
        "bob": {},
    }
    kw = {"decks": {4: ["Anatomy"]}}
    p = asks(echoes_dogma("Magnifying Glass", players, **kw), "alice")
    assert p["decision"] == "color" and sorted(p["options"]) == ["blue", "yellow"]
    r = echoes_dogma("Magnifying Glass", players, ["yellow"], **kw)
    ok(r)
    assert r.splay("alice", "yellow") == "left" and r.splay("alice", "blue") == "none"


# --- Novel --------------------------------------------------------------------
NOVEL = {"purple": ["Novel", "City States"]}


def test_novel_draws_splays_and_claims_supremacy_on_a_common_castle() -> None:
    r = echoes_dogma(
        "Novel",
        {
            "alice": {"board": {**NOVEL, "red": ["Oars"], "yellow": ["Masonry"]}},
            "bob": {},
        },
        ["yes"],
        decks={3: ["Alchemy"]},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    # the echo's draw from an empty hand is base; the next, for a base-only hand, Echoes
    assert r.hand("alice") == ["Alchemy", "Katana"]
    assert r.splay("alice", "purple") == "left"
    assert "Supremacy" in r.achievements("alice")


def test_novel_splay_declined_and_no_common_icon_claims_nothing() -> None:
    r = echoes_dogma(
        "Novel",
        {"alice": {"board": {**NOVEL, "red": ["Oars"], "blue": ["Pottery"]}}, "bob": {}},
        ["no"],
        decks={3: ["Alchemy"]},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"
    assert "Supremacy" not in r.achievements("alice") and "Supremacy" in r.available


def test_novel_a_common_crown_alone_claims_nothing() -> None:
    r = echoes_dogma(
        "Novel",
        {
            "alice": {"board": {"purple": ["Novel"], "red": ["Optics"], "green": ["Sailing"]}},
            "bob": {},
        },
        decks={3: ["Alchemy"]},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    assert "Supremacy" not in r.achievements("alice")


def test_novel_a_shared_hex_is_no_common_icon() -> None:
    # Pottery and Writing share only the hex (Writing: lightbulb, crown; Pottery: leaf)
    r = echoes_dogma(
        "Novel",
        {
            "alice": {
                "board": {
                    "purple": ["Novel"],
                    "blue": ["Pottery"],
                    "yellow": ["Agriculture"],
                    "green": ["Paper"],
                }
            },
            "bob": {},
        },
        decks={3: ["Alchemy"]},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    assert "Supremacy" not in r.achievements("alice")


def test_novel_without_non_purple_top_cards_claims_supremacy() -> None:
    # "all your non-purple top cards" of none holds (as Astronomy's Universe, base age 5)
    r = echoes_dogma(
        "Novel",
        {"alice": {"board": {"purple": ["Novel"]}}, "bob": {}},
        decks={3: ["Alchemy"]},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    assert r.achievements("alice") == ["Supremacy"]


def test_novel_supremacy_already_held_is_not_claimed_again() -> None:
    r = echoes_dogma(
        "Novel",
        {
            "alice": {"board": {"purple": ["Novel"], "red": ["Oars"], "yellow": ["Masonry"]}},
            "bob": {"achievements": ["Supremacy"]},
        },
        decks={3: ["Alchemy"]},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    assert "Supremacy" not in r.achievements("alice")
    assert r.achievements("bob") == ["Supremacy"]


# --- Sandpaper ----------------------------------------------------------------
SANDPAPER = {"yellow": ["Sandpaper"]}


def test_sandpaper_returns_draws_as_many_3s_and_melds() -> None:
    players = {"alice": {"board": SANDPAPER, "hand": ["Soap", "Archery", "Oars"]}, "bob": {}}
    kw = {"decks": {3: ["Alchemy", "Compass"]}}
    p = asks(echoes_dogma("Sandpaper", players, [["Archery", "Oars"]], **kw), "alice")
    assert sorted(p["options"]) == ["Alchemy", "Compass", "Soap"] and not p["optional"]
    r = echoes_dogma("Sandpaper", players, [["Archery", "Oars"], "Compass"], **kw)
    ok(r)
    assert r.hand("alice") == ["Soap", "Alchemy"] and r.pile("alice", "green") == ["Compass"]
    assert r.deck(1)[-2:] == ["Archery", "Oars"]


def test_sandpaper_declined_still_melds_a_card_from_hand() -> None:
    r = echoes_dogma(
        "Sandpaper",
        {"alice": {"board": SANDPAPER, "hand": ["Archery"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"] and r.verbs("draw") == []


def test_sandpaper_with_an_empty_hand_does_nothing() -> None:
    r = echoes_dogma("Sandpaper", {"alice": {"board": SANDPAPER}, "bob": {}})
    ok(r)
    assert r.verbs("meld") == [] and r.verbs("draw") == []


# --- Sunglasses ---------------------------------------------------------------
SUNGLASSES = {"purple": ["Sunglasses", "Code of Laws"]}


def test_sunglasses_echo_scores_a_card_of_a_splayed_color_and_purple_takes_reds_direction() -> None:
    players = {
        "alice": {
            "board": {
                "purple": {"cards": ["Sunglasses", "Code of Laws"], "splay": "left"},
                "red": {"cards": ["Oars", "Archery"], "splay": "right"},
            },
            "hand": ["Metalworking", "Pottery", "City States"],
        },
        "bob": {},
    }
    p = asks(echoes_dogma("Sunglasses", players), "alice")
    assert sorted(p["options"]) == ["City States", "Metalworking"]
    p = asks(echoes_dogma("Sunglasses", players, ["Metalworking"]), "alice")
    assert p["optional"] and sorted(p["options"]) == ["purple right", "red left"]
    r = echoes_dogma("Sunglasses", players, ["Metalworking", "purple right"])
    ok(r)
    assert r.score("alice") == ["Metalworking"]
    assert r.splay("alice", "purple") == "right" and r.splay("alice", "red") == "right"
    r = echoes_dogma("Sunglasses", players, ["City States", "red"])
    ok(r)
    assert r.score("alice") == ["City States"]
    assert r.splay("alice", "purple") == "left" and r.splay("alice", "red") == "left"


def test_sunglasses_declined() -> None:
    players = {
        "alice": {
            "board": {
                "purple": {"cards": ["Sunglasses", "Code of Laws"], "splay": "left"},
                "red": {"cards": ["Oars", "Archery"], "splay": "right"},
            },
        },
        "bob": {},
    }
    r = echoes_dogma("Sunglasses", players, [None])
    ok(r)
    assert r.splay("alice", "purple") == "left" and r.splay("alice", "red") == "right"


def test_sunglasses_unsplayed_purple_takes_another_colors_direction() -> None:
    players = {
        "alice": {
            "board": {
                **SUNGLASSES,
                "red": {"cards": ["Oars", "Archery"], "splay": "up"},
                "blue": ["Tools", "Writing"],
            },
            "hand": ["Pottery"],
        },
        "bob": {},
    }
    p = asks(echoes_dogma("Sunglasses", players), "alice")
    assert p["options"] == ["purple up"]  # unsplayed is no direction; Pottery's blue unsplayed
    r = echoes_dogma("Sunglasses", players, ["1"])
    ok(r)
    assert r.splay("alice", "purple") == "up" and r.hand("alice") == ["Pottery"]


def test_sunglasses_with_nothing_splayed_asks_nothing() -> None:
    r = echoes_dogma(
        "Sunglasses",
        {
            "alice": {"board": {**SUNGLASSES, "red": ["Oars", "Archery"]}, "hand": ["Tools"]},
            "bob": {},
        },
    )
    ok(r)
    assert r.verbs("splay") == [] and r.verbs("score") == [] and r.hand("alice") == ["Tools"]


# --- shared echo effects (ECHO-14: every sharing player first, then the leader) ----------
def test_almanac_shared_echo_foreshadows_for_the_sharer_first() -> None:
    r = echoes_dogma(
        "Almanac",
        {"alice": {"board": ALMANAC}, "bob": {"board": {"yellow": ["Agriculture"]}}},
        decks={4: ["Anatomy", "Invention"]},
    )
    ok(r)
    assert r.forecast("bob") == ["Anatomy"] and r.forecast("alice") == ["Invention"]
    # no forecast card with a bonus: nothing asked of either
    assert r.free_draws() == 1


def test_deodorant_shared_echo_and_dogma() -> None:
    r = echoes_dogma(
        "Deodorant",
        {
            "alice": {"board": {"yellow": ["Deodorant"]}},
            "bob": {"board": {"purple": ["City States"]}},
        },
        decks={3: ["Optics", "Compass", "Machinery"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Optics"] and r.pile("alice", "green") == ["Compass"]
    # bob has a top card with a castle (City States): draw and meld a 3;
    # alice has none (Deodorant, Compass): draw a 4
    assert r.pile("bob", "yellow") == ["Machinery"]
    assert r.hand("alice")[0] == "Anatomy"
    assert r.free_draws() == 1


def test_magnifying_glass_shared_echo_the_sharer_returns_first() -> None:
    players = {
        "alice": {"board": GLASS},
        "bob": {"board": {"blue": ["Writing"]}, "hand": ["Bell"]},
    }
    kw: dict[str, Any] = {"decks": {4: ["Anatomy", "Invention"]}}
    r = echoes_dogma("Magnifying Glass", players, **kw)
    assert r.pending is not None and r.pending["player"] == "bob"
    assert sorted(r.pending["options"]) == ["Anatomy", "Bell"]
    r = echoes_dogma("Magnifying Glass", players, ["Bell"], **kw)
    ok(r)
    assert r.hand("bob") == ["Anatomy"] and r.echoes_deck(1)[-1] == "Bell"
    # alice's empty hand drew Invention, returned without asking; then bob's change
    # earns her the free draw (a 3, her highest top card's value)
    assert r.deck(4)[-1] == "Invention" and "Invention" not in r.hand("alice")
    assert r.free_draws() == 1


def test_magnifying_glass_splay_declined() -> None:
    players = {
        "alice": {
            "board": {"blue": ["Magnifying Glass", "Tools"], "yellow": ["Agriculture", "Masonry"]},
        },
        "bob": {},
    }
    r = echoes_dogma("Magnifying Glass", players, [None], decks={4: ["Anatomy"]})
    ok(r)
    assert r.splay("alice", "yellow") == "none" and r.splay("alice", "blue") == "none"


def test_novel_shared_a_sharer_claims_supremacy_first() -> None:
    r = echoes_dogma(
        "Novel",
        {"alice": {"board": {"purple": ["Novel"]}}, "bob": {"board": {"green": ["Sailing"]}}},
        decks={3: ["Alchemy", "Compass"]},
        echoes_decks={3: ["Almanac", "Deodorant"]},
    )
    ok(r)
    # echo: both hands empty, base 3s; dogma: each holds only a base card, Echoes 3s
    assert r.hand("bob") == ["Alchemy", "Almanac"]
    assert r.hand("alice")[:2] == ["Compass", "Deodorant"]
    # bob's only non-purple top card, Sailing, has a leaf: a common icon other than a crown
    assert "Supremacy" in r.achievements("bob") and "Supremacy" not in r.achievements("alice")


def test_sunglasses_shared_echo_scores_the_sharers_card() -> None:
    r = echoes_dogma(
        "Sunglasses",
        {
            "alice": {"board": {"purple": ["Sunglasses"]}, "hand": ["Oars"]},
            "bob": {
                "board": {"red": {"cards": ["Archery", "Metalworking"], "splay": "left"}},
                "hand": ["Construction"],
            },
        },
        decks={3: ["Alchemy"]},
    )
    ok(r)
    assert r.score("bob") == ["Construction"]
    assert r.score("alice") == [] and r.hand("alice")[0] == "Oars"  # nothing splayed
    assert r.free_draws() == 1


# --- ECHO-19/20: executed by another card, nothing was drawn due to the echo effect --------
def test_charitable_trust_executed_by_sudoku_melds_nothing() -> None:
    r = echoes_dogma(
        "Sudoku",
        {"alice": {"board": {"purple": ["Sudoku"]}, "hand": ["Archery"]}, "bob": {}},
        [3],
        echoes_decks={3: ["Charitable Trust"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Charitable Trust"] and r.hand("alice") == ["Archery"]
    assert "ECHO-20" in r.rules()


def test_almanac_a_bonus_of_11_draws_above_10_and_ends_the_game() -> None:
    r = echoes_dogma(
        "Almanac",
        {"alice": {"board": ALMANAC, "hand": ["Bell"], "forecast": ["Sudoku"]}, "bob": {}},
        ["Sudoku"],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.echoes_deck(10)[-1] == "Sudoku" and r.score("alice") == []
    assert r.winner == ["alice"] and "END-2" in r.rules()
