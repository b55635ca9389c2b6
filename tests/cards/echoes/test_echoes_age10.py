"""Scenario tests for every branch of the Echoes age 10 cards."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_dogma
from support import asks, ok


def not_over(r: EchoesResult) -> None:
    ok(r)
    assert r.game_over is None and r.winner is None


def ended(r: EchoesResult, why: str, winners: list[str]) -> None:
    ok(r)
    assert r.game_over == why
    assert r.winner == winners


def claimed(r: EchoesResult, player: str) -> list[str]:
    """The standard achievements (cards) a player holds, specials left out."""
    specials = {"Wealth", "Destiny", "Heritage", "History", "Supremacy"}
    return [a for a in r.achievements(player) if a not in specials]


# five available standard achievements, ages 1-5, one each
ACHIEVEMENTS = ["Pottery", "Calendar", "Alchemy", "Invention", "Coal"]


# --- Artificial Heart ---------------------------------------------------------------
HEART = {"blue": ["Artificial Heart"]}


def test_artificial_heart_doubled_score_reaches_a_higher_age() -> None:
    # score 1 + bonus 11 = 12, doubled 24: ages 1-4 (age 5 needs 25)
    players: dict[str, Any] = {"alice": {"board": HEART, "score": ["Writing"]}, "bob": {}}
    r = echoes_dogma("Artificial Heart", players, achievements=ACHIEVEMENTS)
    pending = asks(r, "alice")
    assert pending["decision"] == "value"
    assert pending["options"] == [1, 2, 3, 4]
    assert pending["optional"] is False
    r = echoes_dogma("Artificial Heart", players, answers=[4], achievements=ACHIEVEMENTS)
    not_over(r)
    assert claimed(r, "alice") == ["Invention"]
    assert r.available[:4] == ["Pottery", "Calendar", "Alchemy", "Coal"]
    assert r.points("alice") == 12  # the doubling is for eligibility only


def test_artificial_heart_answer_as_a_string_number() -> None:
    r = echoes_dogma(
        "Artificial Heart",
        {"alice": {"board": HEART, "score": ["Writing"]}, "bob": {}},
        answers=["3"],
        achievements=ACHIEVEMENTS,
    )
    not_over(r)
    assert claimed(r, "alice") == ["Alchemy"]


def test_artificial_heart_one_eligible_age_is_claimed_without_asking() -> None:
    # score 11 (bonus), doubled 22: of ages 1 and 5 only 1 qualifies
    r = echoes_dogma(
        "Artificial Heart",
        {"alice": {"board": HEART}, "bob": {}},
        achievements=["Pottery", "Coal"],
    )
    not_over(r)
    assert claimed(r, "alice") == ["Pottery"]
    assert "Coal" in r.available


def test_artificial_heart_nothing_eligible_claims_nothing() -> None:
    r = echoes_dogma(
        "Artificial Heart",
        {"alice": {"board": HEART}, "bob": {}},
        achievements=["Coal", "Canning"],
    )
    not_over(r)
    assert claimed(r, "alice") == []
    assert r.available[:2] == ["Coal", "Canning"]


def test_artificial_heart_duplicate_age_takes_the_one_available_longest() -> None:
    # alice holds an age 2 card: a second one needs 20 (ECHO-27); 22 >= 20
    r = echoes_dogma(
        "Artificial Heart",
        {"alice": {"board": HEART, "achievements": ["Mathematics"]}, "bob": {}},
        achievements=["Mapmaking", "Calendar"],
    )
    not_over(r)
    assert claimed(r, "alice") == ["Mathematics", "Mapmaking"]
    assert "Calendar" in r.available


def test_artificial_heart_duplicate_age_too_costly_is_no_option() -> None:
    # two age 3 cards held: a third needs 45 > 22, so only age 1 is left
    r = echoes_dogma(
        "Artificial Heart",
        {"alice": {"board": HEART, "achievements": ["Optics", "Compass"]}, "bob": {}},
        achievements=["Alchemy", "Pottery"],
    )
    not_over(r)
    assert claimed(r, "alice") == ["Optics", "Compass", "Pottery"]


def test_artificial_heart_claim_wins_by_achievements() -> None:
    held = ["Agriculture", "Mathematics", "Optics", "Anatomy", "Statistics", "Canning"]
    r = echoes_dogma(
        "Artificial Heart",
        {"alice": {"board": HEART, "achievements": held}, "bob": {}},
        achievements=["Pottery", "Coal"],
    )
    ended(r, "achievements", ["alice"])
    assert len(claimed(r, "alice")) == 7


def test_artificial_heart_shared_claim_needs_a_top_card_of_that_age() -> None:
    # bob shares (3 leaves >= 2): score 3 doubled 6, highest top card 1 -> age 1 only
    r = echoes_dogma(
        "Artificial Heart",
        {
            "alice": {"board": HEART, "score": ["Optics"]},  # 14, doubled 28: ages 2 and 5
            "bob": {"board": {"blue": ["Pottery"]}, "score": ["Alchemy"]},
        },
        answers=[2],
        achievements=["Agriculture", "Calendar", "Coal"],
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert claimed(r, "bob") == ["Agriculture"]
    assert claimed(r, "alice") == ["Calendar"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Databases"]  # the free draw (DOGMA-6)


# --- Camcorder ----------------------------------------------------------------------
CAMCORDER = {"red": ["Camcorder"]}


def test_camcorder_demand_takes_the_hand_then_the_victim_draws_a_9() -> None:
    r = echoes_dogma(
        "Camcorder",
        {
            "alice": {"board": CAMCORDER, "hand": ["Computers"]},
            "bob": {"hand": ["Writing", "Dice"]},
        },
        decks={9: ["Genetics", "Satellites", "Services"]},
        echoes_decks={9: ["Karaoke"]},
    )
    not_over(r)
    # bob's hand is empty after the transfer: a base 9
    assert r.hand("bob") == ["Genetics"]
    # alice melds her 9, returns Writing and Dice, then draws three 9s one by one:
    # an empty hand draws base, a base-only hand Echoes (ECHO-10), then base again
    assert r.pile("alice", "blue") == ["Computers"]
    assert r.deck(1)[-1] == "Writing"
    assert r.echoes_deck(1)[-1] == "Dice"
    assert r.hand("alice") == ["Satellites", "Karaoke", "Services"]
    assert r.rules().count("ECHO-10") == 1


def test_camcorder_demand_with_an_empty_hand_still_draws() -> None:
    r = echoes_dogma(
        "Camcorder",
        {"alice": {"board": CAMCORDER}, "bob": {}},
        decks={9: ["Genetics", "Satellites", "Services", "Fission"]},
        echoes_decks={9: ["Karaoke"]},
    )
    not_over(r)
    assert r.hand("bob") == ["Genetics"]
    assert r.hand("alice") == ["Satellites", "Karaoke", "Services"]


def test_camcorder_melds_every_9_in_hand_order_and_returns_the_rest() -> None:
    r = echoes_dogma(
        "Camcorder",
        {
            "alice": {"board": CAMCORDER, "hand": ["Computers", "Oars", "Genetics", "Jet"]},
            "bob": {"board": {"red": ["Fission"]}},  # 3 clocks: shares, not vulnerable
        },
        decks={
            9: ["Satellites", "Services", "Ecology", "Suburbia", "Composites", "Specialization"]
        },
        echoes_decks={9: ["Karaoke", "Rock"]},
    )
    not_over(r)
    assert r.pile("alice", "blue") == ["Genetics", "Computers"]
    assert r.pile("alice", "red") == ["Jet", "Camcorder"]
    assert r.deck(1)[-1] == "Oars"
    # bob shares first: his empty hand draws base, Echoes, base
    assert r.hand("bob") == ["Satellites", "Karaoke", "Services"]
    # bob's share earns alice the free draw: her highest top card is a 9 now
    assert r.hand("alice") == ["Ecology", "Rock", "Suburbia", "Composites"]
    assert r.free_draws() == 1


def test_camcorder_with_no_9s_returns_the_whole_hand() -> None:
    r = echoes_dogma(
        "Camcorder",
        {"alice": {"board": CAMCORDER, "hand": ["Writing", "Bangle"]}, "bob": {}},
        decks={9: ["Genetics", "Satellites", "Services", "Fission"]},
        echoes_decks={9: ["Karaoke"]},
    )
    not_over(r)
    assert r.pile("alice", "red") == ["Camcorder"]
    assert r.deck(1)[-1] == "Writing" and r.echoes_deck(1)[-1] == "Bangle"
    assert r.hand("alice") == ["Satellites", "Karaoke", "Services"]


def test_camcorder_empty_9_and_10_piles_end_the_game() -> None:
    nines = ["Computers", "Genetics", "Collaboration", "Satellites", "Services"]
    nines += ["Specialization", "Composites", "Fission", "Ecology", "Suburbia"]
    tens = ["Bioengineering", "Software", "Databases", "Self Service", "A.I."]
    tens += ["The Internet", "Miniaturization", "Robotics", "Globalization", "Stem Cells"]
    r = echoes_dogma(
        "Camcorder",
        {"alice": {"board": CAMCORDER}, "bob": {"score": ["Writing"]}},
        removed=nines + tens,
    )
    ended(r, "score", ["bob"])


# --- Cell Phone ---------------------------------------------------------------------
def test_cell_phone_draws_a_10_for_every_two_clocks() -> None:
    # 2 (Cell Phone) + 3 (Software) = 5 clocks: two 10s; Dice in hand forces base draws
    r = echoes_dogma(
        "Cell Phone",
        {
            "alice": {"board": {"yellow": ["Cell Phone"], "blue": ["Software"]}, "hand": ["Dice"]},
            "bob": {},
        },
        decks={10: ["Databases", "A.I.", "Robotics"]},
        answers=[None],  # the tuck
    )
    not_over(r)
    assert r.hand("alice") == ["Dice", "Databases", "A.I."]
    assert r.deck(10)[0] == "Robotics"


def test_cell_phone_three_clocks_draw_once_and_ECHO_10_applies() -> None:
    # 2 + 1 clocks: one 10; an empty hand draws base
    r = echoes_dogma(
        "Cell Phone",
        {"alice": {"board": {"yellow": ["Cell Phone"], "blue": ["Publications"]}}, "bob": {}},
        decks={10: ["Stem Cells", "A.I."]},
    )
    not_over(r)
    assert r.hand("alice") == ["Stem Cells"]  # no clock: nothing to tuck, nothing asked


def test_cell_phone_base_only_hand_draws_echoes_10s() -> None:
    r = echoes_dogma(
        "Cell Phone",
        {
            "alice": {
                "board": {"yellow": ["Cell Phone"], "blue": ["Software"]},
                "hand": ["Writing"],
            },
            "bob": {},
        },
        decks={10: ["Stem Cells"]},
        echoes_decks={10: ["Puzzle Cube", "Human Genome"]},
    )
    not_over(r)
    # judged before each draw: the Echoes card drawn first makes the second base
    assert r.hand("alice") == ["Writing", "Puzzle Cube", "Stem Cells"]
    assert r.rules().count("ECHO-10") == 1


def test_cell_phone_may_splay_green_up() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {"yellow": ["Cell Phone"], "green": ["Sailing", "Clothing"]},
            "hand": ["Dice"],
        },
        "bob": {},
    }
    r = echoes_dogma("Cell Phone", players, decks={10: ["Stem Cells"]})
    pending = asks(r, "alice")
    assert pending["decision"] == "color" and pending["options"] == ["green"]
    assert pending["optional"] is True
    r = echoes_dogma("Cell Phone", players, answers=["yes"], decks={10: ["Stem Cells"]})
    not_over(r)
    assert r.splay("alice", "green") == "up"
    r = echoes_dogma("Cell Phone", players, answers=["no"], decks={10: ["Stem Cells"]})
    not_over(r)
    assert r.splay("alice", "green") == "none"


def test_cell_phone_tucks_clock_cards_and_splays_each_color_up() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {"yellow": ["Cell Phone"], "red": ["Robotics"]},
            "hand": ["Fission", "Rocketry", "Writing", "Dice"],
        },
        "bob": {},
    }
    # 2 clocks on yellow + 1 on Robotics = 3: one base 10 (Dice forces base)
    r = echoes_dogma("Cell Phone", players, decks={10: ["Stem Cells"]})
    pending = asks(r, "alice")
    assert pending["decision"] == "cards"
    assert sorted(pending["options"]) == ["Fission", "Rocketry"]
    assert pending["optional"] is True
    r = echoes_dogma(
        "Cell Phone", players, answers=[["Fission", "Rocketry"]], decks={10: ["Stem Cells"]}
    )
    not_over(r)
    assert r.pile("alice", "red") == ["Robotics", "Fission"]
    assert r.splay("alice", "red") == "up"
    assert r.pile("alice", "blue") == ["Rocketry"]  # one card: no splay
    assert r.splay("alice", "blue") == "none"
    assert r.hand("alice") == ["Writing", "Dice", "Stem Cells"]


def test_cell_phone_two_cards_tucked_into_an_empty_color_splay_it() -> None:
    r = echoes_dogma(
        "Cell Phone",
        {
            "alice": {
                "board": {"yellow": ["Cell Phone"]},
                "hand": ["Rocketry", "Quantum Theory", "Dice"],
            },
            "bob": {},
        },
        answers=[["Quantum Theory", "Rocketry"]],
        decks={10: ["Stem Cells"]},
    )
    not_over(r)
    assert r.pile("alice", "blue") == ["Quantum Theory", "Rocketry"]
    assert r.splay("alice", "blue") == "up"


def test_cell_phone_tuck_declined_and_already_splayed_color() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {
                "yellow": ["Cell Phone"],
                "red": {"cards": ["Robotics", "Oars"], "splay": "up"},
            },
            "hand": ["Fission", "Dice"],
        },
        "bob": {},
    }
    r = echoes_dogma("Cell Phone", players, answers=[[]], decks={10: ["Stem Cells"]})
    not_over(r)
    assert r.hand("alice") == ["Fission", "Dice", "Stem Cells"]
    r = echoes_dogma("Cell Phone", players, answers=["Fission"], decks={10: ["Stem Cells"]})
    not_over(r)
    assert r.pile("alice", "red") == ["Robotics", "Oars", "Fission"]
    assert r.splay("alice", "red") == "up"
    assert not r.verbs("splay")


# --- Flash Drive --------------------------------------------------------------------
FLASH = {"green": ["Flash Drive"]}
FIVE_SCORED = ["Writing", "Oars", "Calendar", "Dice", "Alchemy"]


def test_flash_drive_demand_returns_four_chosen_cards_in_order() -> None:
    players: dict[str, Any] = {"alice": {"board": FLASH}, "bob": {"score": FIVE_SCORED}}
    r = echoes_dogma("Flash Drive", players)
    pending = asks(r, "bob")
    assert pending["min"] == 4 and pending["max"] == 4
    assert sorted(pending["options"]) == sorted(FIVE_SCORED)
    r = echoes_dogma("Flash Drive", players, answers=[["Oars", "Writing", "Dice", "Alchemy"]])
    not_over(r)
    assert r.score("bob") == ["Calendar"]
    assert r.deck(1)[-2:] == ["Oars", "Writing"]
    assert r.echoes_deck(1)[-1] == "Dice"
    assert r.deck(3)[-1] == "Alchemy"


def test_flash_drive_demand_with_four_or_fewer_returns_all_without_asking() -> None:
    r = echoes_dogma(
        "Flash Drive", {"alice": {"board": FLASH}, "bob": {"score": ["Writing", "Calendar"]}}
    )
    not_over(r)
    assert r.score("bob") == []
    assert r.deck(1)[-1] == "Writing" and r.deck(2)[-1] == "Calendar"


def test_flash_drive_demand_with_no_score_does_nothing() -> None:
    r = echoes_dogma("Flash Drive", {"alice": {"board": FLASH}, "bob": {"hand": ["Oars"]}})
    not_over(r)
    assert r.hand("bob") == ["Oars"] and r.score("bob") == []


def test_flash_drive_returns_a_score_card_then_may_splay_any_color_up() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {**FLASH, "red": ["Oars", "Archery"], "blue": ["Tools", "Writing"]},
            "score": ["Calendar", "Alchemy"],
        },
        "bob": {},
    }
    r = echoes_dogma("Flash Drive", players)
    pending = asks(r, "alice")
    assert sorted(pending["options"]) == ["Alchemy", "Calendar"]
    r = echoes_dogma("Flash Drive", players, answers=["Alchemy"])
    pending = asks(r, "alice")
    assert pending["decision"] == "color" and pending["optional"] is True
    assert sorted(pending["options"]) == ["blue", "red"]
    r = echoes_dogma("Flash Drive", players, answers=["Alchemy", "red"])
    not_over(r)
    assert r.score("alice") == ["Calendar"]
    assert r.deck(3)[-1] == "Alchemy"
    assert r.splay("alice", "red") == "up" and r.splay("alice", "blue") == "none"
    r = echoes_dogma("Flash Drive", players, answers=["Alchemy", None])
    not_over(r)
    assert r.splay("alice", "red") == "none" and r.splay("alice", "blue") == "none"


def test_flash_drive_with_no_score_card_offers_no_splay() -> None:
    r = echoes_dogma(
        "Flash Drive",
        {"alice": {"board": {**FLASH, "red": ["Oars", "Archery"]}}, "bob": {}},
    )
    not_over(r)
    assert r.splay("alice", "red") == "none"


def test_flash_drive_single_score_card_returned_without_asking() -> None:
    r = echoes_dogma(
        "Flash Drive",
        {"alice": {"board": FLASH, "score": ["Calendar"]}, "bob": {}},
    )
    not_over(r)  # no pile of two cards: no splay asked
    assert r.score("alice") == [] and r.deck(2)[-1] == "Calendar"


# --- GPS ----------------------------------------------------------------------------
GPS = {"green": ["GPS"]}


def test_gps_demand_returns_the_whole_forecast() -> None:
    r = echoes_dogma(
        "GPS",
        {"alice": {"board": GPS}, "bob": {"forecast": ["Bangle", "Writing", "Dice"]}},
        decks={10: ["Databases", "A.I.", "Robotics"]},
    )
    not_over(r)
    assert r.forecast("bob") == []
    assert r.echoes_deck(1)[-2:] == ["Bangle", "Dice"]
    assert r.deck(1)[-1] == "Writing"
    assert r.forecast("alice") == ["Databases", "A.I.", "Robotics"]


def test_gps_demand_with_an_empty_forecast_does_nothing() -> None:
    r = echoes_dogma(
        "GPS",
        {"alice": {"board": GPS}, "bob": {"hand": ["Oars"]}},
        decks={10: ["Databases", "A.I.", "Robotics"]},
    )
    not_over(r)
    assert r.hand("bob") == ["Oars"] and r.forecast("bob") == []


def test_gps_foreshadows_echoes_10s_for_a_base_only_hand() -> None:
    r = echoes_dogma(
        "GPS",
        {"alice": {"board": GPS, "hand": ["Oars"]}, "bob": {}},
        decks={10: ["Databases"]},
        echoes_decks={10: ["MP3", "Sudoku", "Camcorder"]},
    )
    not_over(r)
    # the forecast never counts for ECHO-10: the hand stays base-only
    assert r.forecast("alice") == ["MP3", "Sudoku", "Camcorder"]
    assert r.hand("alice") == ["Oars"]


def test_gps_may_splay_yellow_up() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {**GPS, "yellow": ["Masonry", "Agriculture"]}},
        "bob": {},
    }
    tens = {10: ["Databases", "A.I.", "Robotics"]}
    r = echoes_dogma("GPS", players, decks=tens)
    pending = asks(r, "alice")
    assert pending["options"] == ["yellow"] and pending["optional"] is True
    r = echoes_dogma("GPS", players, answers=["yellow"], decks=tens)
    not_over(r)
    assert r.splay("alice", "yellow") == "up"
    r = echoes_dogma("GPS", players, answers=["no"], decks=tens)
    not_over(r)
    assert r.splay("alice", "yellow") == "none"


def test_gps_running_out_of_10s_ends_the_game() -> None:
    tens = ["Bioengineering", "Software", "Databases", "Self Service", "A.I."]
    tens += ["The Internet", "Miniaturization", "Robotics"]
    r = echoes_dogma(
        "GPS",
        {"alice": {"board": GPS}, "bob": {"score": ["Writing"]}},
        removed=tens,
    )
    ended(r, "score", ["bob"])
    assert sorted(r.forecast("alice")) == ["Globalization", "Stem Cells"]


# --- Human Genome -------------------------------------------------------------------
GENOME = {"blue": ["Human Genome"]}


def test_human_genome_asks_an_optional_value_of_any_age() -> None:
    r = echoes_dogma("Human Genome", {"alice": {"board": GENOME}, "bob": {}})
    pending = asks(r, "alice")
    assert pending["decision"] == "value"
    assert pending["options"] == list(range(1, 11))
    assert pending["optional"] is True


def test_human_genome_declined_takes_its_own_bottom_card_and_wins() -> None:
    # the only bottom card is Human Genome (10); the score pile holds a 10
    r = echoes_dogma(
        "Human Genome",
        {"alice": {"board": GENOME, "score": ["Software"]}, "bob": {}},
        answers=[None],
    )
    ended(r, "Human Genome", ["alice"])
    assert r.hand("alice") == ["Human Genome"]
    assert r.pile("alice", "blue") == []


def test_human_genome_draw_and_score_then_values_match_and_win() -> None:
    # a base-only hand draws the Echoes 1 (ECHO-10); Archery (1) joins Alchemy (3)
    r = echoes_dogma(
        "Human Genome",
        {
            "alice": {
                "board": {**GENOME, "red": ["Archery"]},
                "hand": ["Alchemy"],
                "score": ["Translation"],
            },
            "bob": {},
        },
        answers=[1, "Archery"],
        echoes_decks={1: ["Comb"]},
    )
    ended(r, "Human Genome", ["alice"])
    assert sorted(r.score("alice")) == ["Comb", "Translation"]
    assert sorted(r.hand("alice")) == ["Alchemy", "Archery"]
    assert "ECHO-10" in r.rules()


def test_human_genome_values_that_do_not_match_do_not_win() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {**GENOME, "red": ["Oars", "Archery"]}, "hand": ["Bangle"]},
        "bob": {},
    }
    r = echoes_dogma("Human Genome", players, answers=[3], decks={3: ["Optics"]})
    pending = asks(r, "alice")  # two bottom cards: Human Genome and Archery
    assert sorted(pending["options"]) == ["Archery", "Human Genome"]
    r = echoes_dogma("Human Genome", players, answers=[3, "Archery"], decks={3: ["Optics"]})
    not_over(r)
    assert r.score("alice") == ["Optics"]
    assert r.hand("alice") == ["Bangle", "Archery"]
    assert r.pile("alice", "red") == ["Oars"]


def test_human_genome_same_values_different_counts_do_not_win() -> None:
    r = echoes_dogma(
        "Human Genome",
        {"alice": {"board": GENOME, "hand": ["Software"], "score": ["Databases"]}, "bob": {}},
        answers=["no"],
    )
    not_over(r)
    assert r.hand("alice") == ["Software", "Human Genome"]


def test_human_genome_an_empty_pile_draws_higher() -> None:
    # DRAW-2: value 9 with an empty 9 pile draws a 10
    nines = ["Computers", "Genetics", "Collaboration", "Satellites", "Services"]
    nines += ["Specialization", "Composites", "Fission", "Ecology", "Suburbia"]
    r = echoes_dogma(
        "Human Genome",
        {"alice": {"board": GENOME, "hand": ["Bangle"]}, "bob": {}},
        answers=[9],
        removed=nines,
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.score("alice") == ["Databases"]


# --- MP3 ----------------------------------------------------------------------------
MP3 = {"yellow": ["MP3"]}


def test_mp3_two_claims_per_returned_card() -> None:
    # score 20 + bonus 10 = 30: ages 1-6 eligible
    players: dict[str, Any] = {
        "alice": {"board": MP3, "hand": ["Bangle", "Oars", "Dice"], "score": ["Software", "A.I."]},
        "bob": {},
    }
    r = echoes_dogma("MP3", players, achievements=ACHIEVEMENTS, decks={10: ["Databases"]})
    pending = asks(r, "alice")
    assert pending["decision"] == "cards" and pending["optional"] is True
    assert pending["max"] == 3
    r = echoes_dogma(
        "MP3",
        players,
        answers=[["Oars", "Dice"], 5, 2],
        achievements=ACHIEVEMENTS,
        decks={10: ["Databases"]},
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "value" and pending["options"] == [1, 3, 4]
    r = echoes_dogma(
        "MP3",
        players,
        answers=[["Oars", "Dice"], 5, 2, 4, 1],
        achievements=ACHIEVEMENTS,
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert claimed(r, "alice") == ["Coal", "Calendar", "Invention", "Pottery"]
    assert r.deck(1)[-1] == "Oars" and r.echoes_deck(1)[-1] == "Dice"
    assert r.hand("alice") == ["Bangle"]
    # the second effect: the only bonus is MP3's 10
    assert r.score("alice") == ["Software", "A.I.", "Databases"]


def test_mp3_claims_stop_when_nothing_is_eligible() -> None:
    # score 10 (bonus): ages 1 and 2; one card returned gives two claims, both automatic
    r = echoes_dogma(
        "MP3",
        {"alice": {"board": MP3, "hand": ["Writing"]}, "bob": {}},
        answers=["Writing"],
        achievements=["Calendar", "Alchemy"],
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert claimed(r, "alice") == ["Calendar"]
    assert "Alchemy" in r.available


def test_mp3_declining_claims_nothing() -> None:
    r = echoes_dogma(
        "MP3",
        {"alice": {"board": MP3, "hand": ["Bangle"]}, "bob": {}},
        answers=[None],
        achievements=ACHIEVEMENTS,
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert claimed(r, "alice") == []
    assert r.hand("alice") == ["Bangle"]
    assert r.score("alice") == ["Databases"]


def test_mp3_duplicate_ages_follow_echo_27() -> None:
    # two age 1 cards available; score 10: the first needs 5, the second 10
    r = echoes_dogma(
        "MP3",
        {"alice": {"board": MP3, "hand": ["Writing"]}, "bob": {}},
        answers=["Writing"],
        achievements=["Pottery", "Agriculture", "Coal"],
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert claimed(r, "alice") == ["Pottery", "Agriculture"]


def test_mp3_claims_can_win_the_game() -> None:
    held = ["Agriculture", "Mathematics", "Optics", "Anatomy", "Statistics", "Canning"]
    r = echoes_dogma(
        "MP3",
        {"alice": {"board": MP3, "hand": ["Writing"], "achievements": held}, "bob": {}},
        answers=["Writing"],
        achievements=["Pottery", "Calendar"],
    )
    ended(r, "achievements", ["alice"])


def test_mp3_chooses_among_several_bonuses() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {**MP3, "purple": ["Chaturanga"]}},
        "bob": {},
    }
    r = echoes_dogma("MP3", players, decks={3: ["Optics"], 10: ["Databases"]})
    pending = asks(r, "alice")
    assert pending["options"] == [3, 10] and pending["optional"] is False
    r = echoes_dogma("MP3", players, answers=[3], decks={3: ["Optics"], 10: ["Databases"]})
    not_over(r)
    assert r.score("alice") == ["Optics"]


def test_mp3_sharer_without_a_bonus_scores_nothing() -> None:
    # bob shares (3 crowns >= 2) but shows no bonus; alice scores a 10
    r = echoes_dogma(
        "MP3",
        {"alice": {"board": MP3}, "bob": {"board": {"purple": ["Enterprise"]}}},
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.score("bob") == []
    assert r.score("alice") == ["Databases"]
    assert r.free_draws() == 0


# --- Puzzle Cube --------------------------------------------------------------------
def test_puzzle_cube_declined_uneven_board_melds_a_10() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {
                "purple": {"cards": ["Puzzle Cube", "Education"], "splay": "right"},
                "red": ["Archery"],
            }
        },
        "bob": {},
    }
    r = echoes_dogma("Puzzle Cube", players, decks={10: ["Databases"]})
    pending = asks(r, "alice")
    assert pending["decision"] == "color" and pending["optional"] is True
    assert sorted(pending["options"]) == ["purple", "red"]
    r = echoes_dogma("Puzzle Cube", players, answers=[None], decks={10: ["Databases"]})
    not_over(r)
    assert r.pile("alice", "green") == ["Databases"]


def test_puzzle_cube_single_color_board_wins() -> None:
    r = echoes_dogma(
        "Puzzle Cube",
        {"alice": {"board": {"purple": ["Puzzle Cube", "Education"]}}, "bob": {}},
        answers=["no"],
    )
    ended(r, "Puzzle Cube", ["alice"])


def test_puzzle_cube_scores_two_bottom_cards_and_wins() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {
                "purple": {"cards": ["Puzzle Cube", "Education", "Feudalism"], "splay": "right"},
                "red": ["Archery", "Oars"],
            }
        },
        "bob": {},
    }
    r = echoes_dogma("Puzzle Cube", players, answers=["purple"])
    pending = asks(r, "alice")
    assert pending["decision"] == "alternative"
    assert pending["options"] == ["the bottom card", "two bottom cards"]
    for pick in (2, "2", "two", "Two bottom"):
        r = echoes_dogma("Puzzle Cube", players, answers=["purple", pick])
        ended(r, "Puzzle Cube", ["alice"])
        # a group moves as it lies in the pile, top to bottom
        assert r.score("alice") == ["Education", "Feudalism"]
        assert r.pile("alice", "purple") == ["Puzzle Cube"]


def test_puzzle_cube_scores_the_bottom_card_and_does_not_win() -> None:
    r = echoes_dogma(
        "Puzzle Cube",
        {
            "alice": {
                "board": {
                    "purple": {
                        "cards": ["Puzzle Cube", "Education", "Feudalism"],
                        "splay": "right",
                    },
                    "red": ["Archery", "Oars"],
                }
            },
            "bob": {},
        },
        answers=["purple", 1],
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.score("alice") == ["Feudalism"]
    assert r.pile("alice", "purple") == ["Puzzle Cube", "Education"]
    assert r.splay("alice", "purple") == "right"  # two cards visible against red's one
    assert r.pile("alice", "green") == ["Databases"]


def test_puzzle_cube_one_card_pile_scores_without_the_alternative() -> None:
    # red's only card is scored: purple (1) alone remains, so alice wins
    r = echoes_dogma(
        "Puzzle Cube",
        {
            "alice": {
                "board": {
                    "purple": ["Puzzle Cube"],
                    "red": ["Archery"],
                    "blue": ["Tools", "Writing"],
                }
            },
            "bob": {},
        },
        answers=["red"],
    )
    ended(r, "Puzzle Cube", ["alice"])
    assert r.score("alice") == ["Archery"]


def test_puzzle_cube_splayed_piles_of_equal_size_win() -> None:
    r = echoes_dogma(
        "Puzzle Cube",
        {
            "alice": {
                "board": {
                    "purple": {"cards": ["Puzzle Cube", "Education"], "splay": "left"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "up"},
                }
            },
            "bob": {},
        },
        answers=[None],
    )
    ended(r, "Puzzle Cube", ["alice"])


# --- Social Networking --------------------------------------------------------------
SOCIAL = {"red": ["Social Networking"]}


def test_social_networking_demand_transfers_top_cards_without_the_icon() -> None:
    players: dict[str, Any] = {
        "alice": {"board": SOCIAL},
        "bob": {"board": {"green": ["Mapmaking"], "red": ["Gunpowder"], "yellow": ["Agriculture"]}},
    }
    r = echoes_dogma("Social Networking", players)
    pending = asks(r, "bob")
    assert pending["decision"] == "alternative"
    assert pending["options"] == ["castle", "crown", "leaf", "lightbulb", "factory", "clock"]
    r = echoes_dogma("Social Networking", players, answers=["crown"])
    assert r.score("alice") == ["Agriculture"]
    assert r.pile("bob", "green") == ["Mapmaking"] and r.pile("bob", "red") == ["Gunpowder"]
    # then alice (no factory, crown or castle) has fewer of each than bob
    ended(r, "Social Networking", ["alice"])


def test_social_networking_demand_icon_by_number() -> None:
    r = echoes_dogma(
        "Social Networking",
        {
            "alice": {"board": SOCIAL},
            "bob": {"board": {"green": ["Mapmaking"], "yellow": ["Agriculture"]}},
        },
        answers=[3],  # leaf
    )
    not_over(r)
    assert r.score("alice") == ["Mapmaking"]


def test_social_networking_demand_every_top_card_has_it() -> None:
    r = echoes_dogma(
        "Social Networking",
        {"alice": {"board": SOCIAL}, "bob": {"board": {"green": ["Mapmaking"]}}},
        answers=["castle"],
    )
    # nothing moves; bob has no factory, so alice (none either) does not win
    not_over(r)
    assert r.pile("bob", "green") == ["Mapmaking"] and r.score("alice") == []


def test_social_networking_wins_with_fewer_of_all_three() -> None:
    # Domestication (castle, crown) and Gunpowder (factory, crown): crown keeps both
    r = echoes_dogma(
        "Social Networking",
        {
            "alice": {"board": SOCIAL},
            "bob": {"board": {"yellow": ["Domestication"], "red": ["Gunpowder"]}},
        },
        answers=["crown"],
    )
    ended(r, "Social Networking", ["alice"])


def test_social_networking_no_win_when_equal_in_one_icon() -> None:
    # bob chooses factory: Domestication goes, bob keeps no castle
    r = echoes_dogma(
        "Social Networking",
        {
            "alice": {"board": SOCIAL},
            "bob": {"board": {"yellow": ["Domestication"], "red": ["Gunpowder"]}},
        },
        answers=["factory"],
    )
    not_over(r)
    assert r.score("alice") == ["Domestication"]


def test_social_networking_three_players_needs_fewer_than_each() -> None:
    r = echoes_dogma(
        "Social Networking",
        {
            "alice": {"board": SOCIAL},
            "bob": {"board": {"yellow": ["Domestication"], "red": ["Gunpowder"]}},
            "carol": {"board": {"blue": ["Software"]}},  # 3 clocks: shares, none of the three
        },
        answers=["crown"],
    )
    not_over(r)
    assert r.free_draws() == 0


def test_social_networking_sharer_wins_first() -> None:
    # bob shares (3 clocks) with none of the three icons; alice shows all three
    r = echoes_dogma(
        "Social Networking",
        {
            "alice": {
                "board": {**SOCIAL, "yellow": ["Domestication"], "blue": ["Chemistry"]},
            },
            "bob": {"board": {"blue": ["Software"]}},
        },
    )
    ended(r, "Social Networking", ["bob"])


# --- Sudoku -------------------------------------------------------------------------
SUDOKU = {"purple": ["Sudoku"]}


def test_sudoku_melds_a_chosen_value_and_executes_it_unshared() -> None:
    players: dict[str, Any] = {
        "alice": {"board": SUDOKU},
        "bob": {"board": {"blue": ["Genetics"]}},  # 3 lightbulbs: shares Sudoku
    }
    r = echoes_dogma(
        "Sudoku", players, decks={1: ["Writing", "Tools"], 2: ["Calendar", "Mathematics"]}
    )
    pending = asks(r, "bob")
    assert pending["options"] == list(range(1, 11)) and pending["optional"] is False
    r = echoes_dogma(
        "Sudoku",
        players,
        answers=[1, 1],
        decks={1: ["Writing", "Tools"], 2: ["Calendar", "Mathematics"]},
    )
    not_over(r)
    # bob (sharing) melds Writing and executes it alone: he draws a 2
    assert r.pile("bob", "blue") == ["Writing", "Genetics"]
    assert r.hand("bob") == ["Calendar"]
    # alice melds Tools; with an empty hand its effects do nothing
    assert r.pile("alice", "blue") == ["Tools"]
    assert len([t for t in r.texts() if "executes the non-demand effects" in t]) == 2
    assert "DOGMA-8" in r.rules()


def test_sudoku_executes_only_non_demand_effects() -> None:
    r = echoes_dogma(
        "Sudoku",
        {"alice": {"board": SUDOKU}, "bob": {"hand": ["Bangle"]}},
        answers=[1],
        decks={1: ["Archery"]},
    )
    not_over(r)
    assert r.pile("alice", "red") == ["Archery"]
    assert r.hand("bob") == ["Bangle"]  # Archery's demand is not executed


def test_sudoku_executes_an_echoes_card_drawn_by_echo_10() -> None:
    # a base-only hand draws the Echoes 10: Cell Phone, whose effects alice executes
    r = echoes_dogma(
        "Sudoku",
        {"alice": {"board": SUDOKU, "hand": ["Oars"]}, "bob": {}},
        answers=[10],
        echoes_decks={10: ["Cell Phone", "MP3"]},
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.pile("alice", "yellow") == ["Cell Phone"]
    # Cell Phone: 2 clocks -> one 10, drawn as Echoes (the hand is base-only again)
    assert r.hand("alice") == ["Oars", "MP3"]


def test_sudoku_nine_different_bonus_values_win() -> None:
    purple = ["Sudoku", "Pagoda", "Chaturanga", "Clock", "Indian Clubs", "Crossword", "Rock"]
    r = echoes_dogma(
        "Sudoku",
        {
            "alice": {
                "board": {"purple": {"cards": purple, "splay": "up"}, "yellow": ["Morphine"]},
                "hand": ["Oars"],
            },
            "bob": {},
        },
        answers=[4],
        echoes_decks={4: ["Telescope"]},
    )
    ended(r, "Sudoku", ["alice"])
    assert r.pile("alice", "blue") == ["Telescope"]


def test_sudoku_eight_different_bonus_values_do_not_win() -> None:
    purple = ["Sudoku", "Pagoda", "Chaturanga", "Clock", "Indian Clubs", "Crossword", "Rock"]
    r = echoes_dogma(
        "Sudoku",
        {
            "alice": {
                "board": {"purple": {"cards": purple, "splay": "up"}, "yellow": ["Morphine"]},
                "hand": ["Dice"],
            },
            "bob": {},
        },
        answers=[1],
        decks={1: ["Writing"], 2: ["Calendar"]},
    )
    not_over(r)
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.hand("alice") == ["Dice", "Calendar"]
