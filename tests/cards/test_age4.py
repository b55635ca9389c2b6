"""Scenario tests for every branch of the age 4 cards."""

from __future__ import annotations

from typing import Any

from support import asks, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE4 = [c for c in all_cards() if c.age == 4]
TEAMS = [["alice", "carol"], ["bob", "dave"]]


def ages(*numbers: int, keep: tuple[str, ...] = ()) -> list[str]:
    """Every card of these ages except ``keep`` (for ``removed``: empty piles)."""
    return [c.name for c in all_cards() if c.age in numbers and c.name not in keep]


def score_end(r: Any, winner: str) -> None:
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score"
    assert r.winner == [winner]


# --- Anatomy ----------------------------------------------------------------
ANATOMY = {"yellow": ["Anatomy"]}  # 3 leaves


def test_anatomy_returns_a_score_card_then_a_top_card_of_equal_value() -> None:
    r = dogma(
        "Anatomy",
        {
            "alice": {"board": ANATOMY},
            "bob": {
                "board": {"red": ["Oars", "Archery"], "blue": ["Mathematics"]},
                "score": ["Writing", "Calendar"],
            },
        },
        [{"player": "bob", "choose": "Writing"}],
    )
    ok(r)
    assert r.score("bob") == ["Calendar"]
    assert r.deck(1)[-2:] == ["Writing", "Oars"]
    assert r.pile("bob", "red") == ["Archery"]
    assert r.pile("bob", "blue") == ["Mathematics"]
    assert r.score("alice") == [] and r.pile("alice", "yellow") == ["Anatomy"]


def test_anatomy_pending_score_choice_is_the_victims() -> None:
    r = dogma(
        "Anatomy",
        {"alice": {"board": ANATOMY}, "bob": {"score": ["Writing", "Calendar"]}},
    )
    pending = asks(r, "bob")
    assert sorted(pending["options"]) == ["Calendar", "Writing"]
    assert pending["optional"] is False


def test_anatomy_victim_chooses_among_top_cards_of_equal_value() -> None:
    players = {
        "alice": {"board": ANATOMY},
        "bob": {"board": {"red": ["Oars"], "purple": ["City States"]}, "score": ["Writing"]},
    }
    pending = asks(dogma("Anatomy", players), "bob")
    assert sorted(pending["options"]) == ["City States", "Oars"]
    r = dogma("Anatomy", players, [{"player": "bob", "choose": "City States"}])
    ok(r)
    assert r.score("bob") == []
    assert r.deck(1)[-2:] == ["Writing", "City States"]
    assert r.pile("bob", "red") == ["Oars"] and r.pile("bob", "purple") == []


def test_anatomy_no_top_card_of_equal_value_returns_only_the_score_card() -> None:
    r = dogma(
        "Anatomy",
        {"alice": {"board": ANATOMY}, "bob": {"board": {"red": ["Oars"]}, "score": ["Calendar"]}},
    )
    ok(r)
    assert r.score("bob") == [] and r.deck(2)[-1] == "Calendar"
    assert r.pile("bob", "red") == ["Oars"]


def test_anatomy_empty_score_pile_returns_nothing() -> None:
    r = dogma("Anatomy", {"alice": {"board": ANATOMY}, "bob": {"board": {"red": ["Oars"]}}})
    ok(r)
    assert r.pile("bob", "red") == ["Oars"]
    assert r.verbs("return") == []


def test_anatomy_demands_clockwise_with_three_players() -> None:
    players = {
        "alice": {"board": ANATOMY},
        "bob": {"board": {"red": ["Oars"]}, "score": ["Writing", "Fermenting"]},
        "carol": {"board": {"blue": ["Mathematics"]}, "score": ["Calendar", "Sailing"]},
    }
    asks(dogma("Anatomy", players), "bob")
    r = dogma(
        "Anatomy",
        players,
        [{"player": "bob", "choose": "Writing"}, {"player": "carol", "choose": "Calendar"}],
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Writing", "Oars"]
    assert r.deck(2)[-2:] == ["Calendar", "Mathematics"]
    assert r.score("bob") == ["Fermenting"] and r.score("carol") == ["Sailing"]
    assert r.pile("bob", "red") == [] and r.pile("carol", "blue") == []


def test_anatomy_spares_a_player_with_as_many_leaves() -> None:
    r = dogma(
        "Anatomy",
        {
            "alice": {"board": ANATOMY},
            "bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Writing"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Writing"]
    assert r.free_draws() == 0


def test_anatomy_team_game_spares_the_partner() -> None:
    r = dogma(
        "Anatomy",
        {
            "alice": {"board": ANATOMY},
            "bob": {"score": ["Writing"]},
            "carol": {"score": ["Sailing"]},
            "dave": {"score": ["Calendar"]},
        },
        teams=TEAMS,
    )
    ok(r)
    assert r.score("carol") == ["Sailing"]
    assert r.score("bob") == [] and r.score("dave") == []
    assert r.deck(1)[-1] == "Writing" and r.deck(2)[-1] == "Calendar"


# --- Colonialism ------------------------------------------------------------
COLONIALISM = {"red": ["Colonialism"]}  # 2 factories


def test_colonialism_repeats_while_the_tucked_card_has_a_crown() -> None:
    r = dogma(
        "Colonialism",
        {"alice": {"board": COLONIALISM}, "bob": {}},
        decks={3: ["Optics", "Compass", "Alchemy", "Paper"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Colonialism", "Optics"]
    assert r.pile("alice", "green") == ["Compass"]
    assert r.pile("alice", "blue") == ["Alchemy"]
    assert r.deck(3)[0] == "Paper"
    assert r.hand("alice") == []


def test_colonialism_no_crown_tucks_once() -> None:
    r = dogma(
        "Colonialism",
        {"alice": {"board": COLONIALISM}, "bob": {}},
        decks={3: ["Engineering", "Optics"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Colonialism", "Engineering"]
    assert r.deck(3)[0] == "Optics"


def test_colonialism_tuck_continues_a_splay() -> None:
    r = dogma(
        "Colonialism",
        {
            "alice": {"board": {"red": {"cards": ["Colonialism", "Oars"], "splay": "left"}}},
            "bob": {},
        },
        decks={3: ["Engineering"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Colonialism", "Oars", "Engineering"]
    assert r.splay("alice", "red") == "left"


def test_colonialism_empty_3_pile_draws_4s() -> None:
    r = dogma(
        "Colonialism",
        {"alice": {"board": COLONIALISM}, "bob": {}},
        decks={3: ["Optics"], 4: ["Anatomy"]},
        removed=ages(3, keep=("Optics",)),
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Colonialism", "Optics"]
    assert r.pile("alice", "yellow") == ["Anatomy"]
    assert r.deck(3) == []


def test_colonialism_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Colonialism",
        {"alice": {"board": COLONIALISM}, "bob": {"score": ["Oars"]}},
        decks={3: ["Optics"]},
        removed=ages(3, keep=("Optics",))
        + ages(4, keep=("Colonialism",))
        + ages(5, 6, 7, 8, 9, 10),
        achievements=[],
    )
    score_end(r, "bob")
    assert r.pile("alice", "red") == ["Colonialism", "Optics"]


def test_colonialism_six_tucks_claim_monument() -> None:
    r = dogma(
        "Colonialism",
        {"alice": {"board": COLONIALISM}, "bob": {}},
        decks={3: ["Optics", "Compass", "Medicine", "Paper", "Translation", "Alchemy"]},
    )
    ok(r)
    assert r.achievements("alice") == ["Monument"]
    assert r.pile("alice", "blue") == ["Translation", "Alchemy"]
    assert r.game_over is None


def test_colonialism_monument_as_the_winning_achievement_ends_the_game() -> None:
    r = dogma(
        "Colonialism",
        {
            "alice": {
                "board": COLONIALISM,
                "achievements": ["age 1", "age 2", "age 5", "age 6", "age 7"],
            },
            "bob": {},
        },
        decks={
            3: ["Optics", "Compass", "Medicine", "Paper", "Translation", "Alchemy", "Feudalism"]
        },
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "achievements" and r.winner == ["alice"]
    assert "Monument" in r.achievements("alice")
    assert r.deck(3)[0] == "Feudalism"


def test_colonialism_shared_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2: he tucks first
    r = dogma(
        "Colonialism",
        {"alice": {"board": COLONIALISM}, "bob": {"board": {"red": ["Coal"]}}},
        decks={3: ["Alchemy", "Education"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Alchemy"]
    assert r.pile("alice", "purple") == ["Education"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Anatomy"]


def test_colonialism_shared_with_a_partner_gives_no_free_draw() -> None:
    r = dogma(
        "Colonialism",
        {
            "alice": {"board": COLONIALISM},
            "bob": {},
            "carol": {"board": {"red": ["Coal"]}},
            "dave": {},
        },
        decks={3: ["Alchemy", "Education"]},
        teams=TEAMS,
    )
    ok(r)
    assert r.pile("carol", "blue") == ["Alchemy"]
    assert r.pile("alice", "purple") == ["Education"]
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Enterprise -------------------------------------------------------------
ENTERPRISE = {"purple": ["Enterprise"]}  # 3 crowns


def test_enterprise_transfers_a_crown_card_to_my_board_then_draws_and_melds_a_4() -> None:
    r = dogma(
        "Enterprise",
        {
            "alice": {
                "board": {
                    **ENTERPRISE,
                    "red": {"cards": ["Archery", "Metalworking"], "splay": "left"},
                }
            },
            "bob": {"board": {"red": ["Oars"], "blue": ["Tools"]}},
        },
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Archery", "Metalworking"]
    assert r.splay("alice", "red") == "left"
    assert r.pile("bob", "red") == []
    assert r.pile("bob", "yellow") == ["Anatomy"]
    assert r.pile("bob", "blue") == ["Tools"]


def test_enterprise_victim_chooses_among_crown_cards() -> None:
    players = {
        "alice": {"board": ENTERPRISE},
        "bob": {"board": {"red": ["Oars"], "yellow": ["Domestication"]}},
    }
    pending = asks(dogma("Enterprise", players), "bob")
    assert sorted(pending["options"]) == ["Domestication", "Oars"]
    r = dogma(
        "Enterprise",
        players,
        [{"player": "bob", "choose": "Domestication"}],
        decks={4: ["Invention"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Domestication"]
    assert r.pile("bob", "red") == ["Oars"]
    assert r.pile("bob", "green") == ["Invention"]


def test_enterprise_purple_crown_cards_are_not_transferred() -> None:
    r = dogma(
        "Enterprise",
        {"alice": {"board": ENTERPRISE}, "bob": {"board": {"purple": ["City States"]}}},
    )
    ok(r)
    assert r.pile("bob", "purple") == ["City States"]
    assert r.pile("alice", "purple") == ["Enterprise"]
    assert r.hand("bob") == [] and r.verbs("meld") == []


def test_enterprise_no_crown_card_transfers_and_melds_nothing() -> None:
    r = dogma(
        "Enterprise",
        {"alice": {"board": ENTERPRISE}, "bob": {"board": {"red": ["Archery"]}}},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery"]
    assert r.verbs("draw") == []


def test_enterprise_empty_4_pile_melds_a_5() -> None:
    r = dogma(
        "Enterprise",
        {"alice": {"board": ENTERPRISE}, "bob": {"board": {"red": ["Oars"]}}},
        decks={5: ["Coal"]},
        removed=ages(4, keep=("Enterprise",)),
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"]
    assert r.pile("bob", "red") == ["Coal"]


def test_enterprise_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Enterprise",
        {"alice": {"board": ENTERPRISE}, "bob": {"board": {"red": ["Oars"]}, "score": ["Writing"]}},
        removed=ages(4, keep=("Enterprise",)) + ages(5, 6, 7, 8, 9, 10),
        achievements=[],
    )
    score_end(r, "bob")
    assert r.pile("alice", "red") == ["Oars"]


def test_enterprise_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Enterprise",
        {
            "alice": {"board": ENTERPRISE},
            "bob": {"board": {"red": ["Oars"]}},
            "carol": {"board": {"yellow": ["Domestication"]}},
        },
        decks={4: ["Anatomy", "Invention"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"] and r.pile("alice", "yellow") == ["Domestication"]
    assert r.pile("bob", "yellow") == ["Anatomy"]
    assert r.pile("carol", "green") == ["Invention"]


def test_enterprise_team_game_spares_the_partner() -> None:
    r = dogma(
        "Enterprise",
        {
            "alice": {"board": ENTERPRISE},
            "bob": {"board": {"red": ["Oars"]}},
            "carol": {"board": {"yellow": ["Domestication"]}},
            "dave": {"board": {"green": ["Clothing"]}},
        },
        decks={4: ["Anatomy", "Navigation"]},
        teams=TEAMS,
    )
    ok(r)
    assert r.pile("carol", "yellow") == ["Domestication"]
    assert r.pile("alice", "red") == ["Oars"] and r.pile("alice", "green") == ["Clothing"]
    assert r.pile("bob", "yellow") == ["Anatomy"] and r.pile("dave", "green") == ["Navigation"]


def test_enterprise_splays_green_right() -> None:
    players = {
        "alice": {"board": {**ENTERPRISE, "green": ["Mapmaking", "Currency"]}},
        "bob": {},
    }
    pending = asks(dogma("Enterprise", players), "alice")
    assert pending["options"] == ["green"] and pending["optional"] is True
    r = dogma("Enterprise", players, ["yes"])
    ok(r)
    assert r.splay("alice", "green") == "right"


def test_enterprise_splay_may_be_declined() -> None:
    r = dogma(
        "Enterprise",
        {"alice": {"board": {**ENTERPRISE, "green": ["Mapmaking", "Currency"]}}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.splay("alice", "green") == "none"


def test_enterprise_green_already_right_asks_nothing() -> None:
    r = dogma(
        "Enterprise",
        {
            "alice": {
                "board": {
                    **ENTERPRISE,
                    "green": {"cards": ["Mapmaking", "Currency"], "splay": "right"},
                }
            },
            "bob": {},
        },
    )
    ok(r)
    assert r.splay("alice", "green") == "right"


def test_enterprise_shared_splay_gives_a_free_draw() -> None:
    # bob: Translation 3 + Sailing 2 crowns >= alice's 3: he shares, is not vulnerable
    r = dogma(
        "Enterprise",
        {
            "alice": {"board": ENTERPRISE},
            "bob": {"board": {"blue": ["Translation"], "green": ["Sailing", "Clothing"]}},
        },
        [{"player": "bob", "choose": "green"}],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.splay("bob", "green") == "right"
    assert r.pile("bob", "blue") == ["Translation"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Anatomy"]


def test_enterprise_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Enterprise",
        {
            "alice": {"board": ENTERPRISE},
            "bob": {"board": {"blue": ["Translation"], "green": ["Sailing", "Clothing"]}},
        },
        [{"player": "bob", "choose": None}],
    )
    ok(r)
    assert r.splay("bob", "green") == "none"
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Experimentation --------------------------------------------------------
EXPERIMENTATION = {"blue": ["Experimentation"]}  # 3 lightbulbs


def test_experimentation_draws_and_melds_a_5() -> None:
    r = dogma(
        "Experimentation",
        {
            "alice": {
                "board": {**EXPERIMENTATION, "red": {"cards": ["Oars", "Archery"], "splay": "left"}}
            },
            "bob": {},
        },
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal", "Oars", "Archery"]
    assert r.splay("alice", "red") == "left"
    assert r.hand("alice") == []


def test_experimentation_empty_5_pile_melds_a_6() -> None:
    r = dogma(
        "Experimentation",
        {"alice": {"board": EXPERIMENTATION}, "bob": {}},
        decks={6: ["Canning"]},
        removed=ages(5),
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Canning"]


def test_experimentation_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Experimentation",
        {"alice": {"board": EXPERIMENTATION, "score": ["Writing"]}, "bob": {}},
        removed=ages(5, 6, 7, 8, 9, 10),
        achievements=[],
    )
    score_end(r, "alice")


def test_experimentation_shared_gives_a_free_draw() -> None:
    # bob: Philosophy 3 lightbulbs >= alice's 3
    r = dogma(
        "Experimentation",
        {"alice": {"board": EXPERIMENTATION}, "bob": {"board": {"purple": ["Philosophy"]}}},
        decks={5: ["Coal", "Chemistry", "Physics"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Coal"]
    assert r.pile("alice", "blue") == ["Chemistry", "Experimentation"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Physics"]  # her highest top card is now a 5


# --- Gunpowder --------------------------------------------------------------
GUNPOWDER = {"red": ["Gunpowder"]}  # 2 factories


def test_gunpowder_transfer_then_draw_and_score_a_2() -> None:
    r = dogma(
        "Gunpowder",
        {"alice": {"board": GUNPOWDER}, "bob": {"board": {"red": ["Oars", "Archery"]}}},
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery"]
    assert r.score("alice") == ["Oars", "Calendar"]
    assert r.pile("alice", "red") == ["Gunpowder"]


def test_gunpowder_victim_chooses_among_castle_cards() -> None:
    players = {
        "alice": {"board": GUNPOWDER},
        "bob": {"board": {"red": ["Oars"], "yellow": ["Masonry"], "blue": ["Writing"]}},
    }
    pending = asks(dogma("Gunpowder", players), "bob")
    assert sorted(pending["options"]) == ["Masonry", "Oars"]
    r = dogma(
        "Gunpowder", players, [{"player": "bob", "choose": "Masonry"}], decks={2: ["Calendar"]}
    )
    ok(r)
    assert r.score("alice") == ["Masonry", "Calendar"]
    assert r.pile("bob", "red") == ["Oars"]


def test_gunpowder_no_castle_means_no_transfer_and_no_draw() -> None:
    r = dogma(
        "Gunpowder",
        {"alice": {"board": GUNPOWDER}, "bob": {"board": {"blue": ["Writing"]}}},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.verbs("draw") == []


def test_gunpowder_any_victims_transfer_counts_with_three_players() -> None:
    r = dogma(
        "Gunpowder",
        {
            "alice": {"board": GUNPOWDER},
            "bob": {"board": {"red": ["Oars"]}},
            "carol": {"board": {"red": ["Archery"], "blue": ["Writing"]}},
        },
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Archery", "Calendar"]
    assert r.pile("carol", "blue") == ["Writing"]


def test_gunpowder_only_the_second_victim_transfers() -> None:
    r = dogma(
        "Gunpowder",
        {
            "alice": {"board": GUNPOWDER},
            "bob": {"board": {"blue": ["Writing"]}},
            "carol": {"board": {"red": ["Archery"]}},
        },
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Calendar"]


def test_gunpowder_sharer_also_scores_a_2_and_earns_a_free_draw() -> None:
    # bob: Coal 3 factories: shares, not vulnerable; carol is vulnerable
    r = dogma(
        "Gunpowder",
        {
            "alice": {"board": GUNPOWDER},
            "bob": {"board": {"red": ["Coal"]}},
            "carol": {"board": {"red": ["Oars"]}},
        },
        decks={2: ["Calendar", "Fermenting"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Coal"]
    assert r.score("bob") == ["Calendar"]
    assert r.score("alice") == ["Oars", "Fermenting"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Anatomy"]


def test_gunpowder_shared_without_a_transfer_gives_no_free_draw() -> None:
    r = dogma(
        "Gunpowder",
        {"alice": {"board": GUNPOWDER}, "bob": {"board": {"red": ["Coal"]}}},
    )
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == []
    assert r.free_draws() == 0


def test_gunpowder_empty_2_pile_scores_a_3() -> None:
    r = dogma(
        "Gunpowder",
        {"alice": {"board": GUNPOWDER}, "bob": {"board": {"red": ["Oars"]}}},
        decks={3: ["Alchemy"]},
        removed=ages(2),
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Alchemy"]


def test_gunpowder_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Gunpowder",
        {"alice": {"board": GUNPOWDER}, "bob": {"board": {"red": ["Oars"]}}},
        removed=ages(2, 3, 5, 6, 7, 8, 9, 10) + ages(4, keep=("Gunpowder",)),
        achievements=[],
    )
    score_end(r, "alice")
    assert r.score("alice") == ["Oars"]


def test_gunpowder_team_partner_spared_and_partner_share_earns_no_free_draw() -> None:
    # carol (partner, 3 factories) shares; bob and dave are vulnerable
    r = dogma(
        "Gunpowder",
        {
            "alice": {"board": GUNPOWDER},
            "bob": {"board": {"red": ["Oars"]}},
            "carol": {"board": {"red": ["Coal"], "yellow": ["Masonry"]}},
            "dave": {"board": {"yellow": ["Domestication"]}},
        },
        decks={2: ["Calendar", "Fermenting"]},
        teams=TEAMS,
    )
    ok(r)
    assert r.pile("carol", "yellow") == ["Masonry"]
    assert r.score("alice") == ["Oars", "Domestication", "Fermenting"]
    assert r.score("carol") == ["Calendar"]
    assert r.free_draws() == 0


# --- Invention --------------------------------------------------------------
INVENTION = {"green": ["Invention"]}  # 2 lightbulbs


def test_invention_splays_a_left_pile_right_and_scores_a_4() -> None:
    r = dogma(
        "Invention",
        {
            "alice": {
                "board": {
                    **INVENTION,
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "yellow": ["Agriculture", "Domestication"],
                }
            },
            "bob": {},
        },
        ["red"],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "right"
    assert r.splay("alice", "blue") == "up" and r.splay("alice", "yellow") == "none"
    assert r.score("alice") == ["Anatomy"]
    assert r.achievements("alice") == []


def test_invention_offers_only_piles_splayed_left() -> None:
    r = dogma(
        "Invention",
        {
            "alice": {
                "board": {
                    **INVENTION,
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "yellow": ["Agriculture", "Domestication"],
                }
            },
            "bob": {},
        },
    )
    pending = asks(r, "alice")
    assert sorted(pending["options"]) == ["purple", "red"]
    assert pending["optional"] is True


def test_invention_declined_scores_nothing() -> None:
    r = dogma(
        "Invention",
        {
            "alice": {
                "board": {**INVENTION, "red": {"cards": ["Oars", "Archery"], "splay": "left"}}
            },
            "bob": {},
        },
        [None],
    )
    ok(r)
    assert r.splay("alice", "red") == "left"
    assert r.score("alice") == []


def test_invention_nothing_splayed_left_asks_nothing() -> None:
    r = dogma(
        "Invention",
        {"alice": {"board": {**INVENTION, "yellow": ["Agriculture", "Domestication"]}}, "bob": {}},
    )
    ok(r)
    assert r.score("alice") == [] and r.verbs("draw") == []


def test_invention_empty_4_pile_scores_a_5() -> None:
    r = dogma(
        "Invention",
        {
            "alice": {
                "board": {**INVENTION, "red": {"cards": ["Oars", "Archery"], "splay": "left"}}
            },
            "bob": {},
        },
        ["red"],
        decks={5: ["Coal"]},
        removed=ages(4, keep=("Invention",)),
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Coal"]


def test_invention_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Invention",
        {
            "alice": {
                "board": {**INVENTION, "red": {"cards": ["Oars", "Archery"], "splay": "left"}}
            },
            "bob": {"score": ["Writing"]},
        },
        ["red"],
        removed=ages(4, keep=("Invention",)) + ages(5, 6, 7, 8, 9, 10),
        achievements=[],
    )
    score_end(r, "bob")
    assert r.splay("alice", "red") == "right"


FIVE_LEFT = {
    "green": {"cards": ["Invention", "Sailing"], "splay": "left"},
    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
    "yellow": {"cards": ["Agriculture", "Domestication"], "splay": "left"},
    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
    "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
}


def test_invention_five_colors_splayed_in_any_direction_claims_wonder() -> None:
    # all five are splayed left: the automatic Wonder (right or up) does not apply
    r = dogma("Invention", {"alice": {"board": FIVE_LEFT}, "bob": {}}, [None])
    ok(r)
    assert r.achievements("alice") == ["Wonder"]
    assert "Wonder" not in r.available
    assert r.verbs("claim")[0]["executor"] == "alice"


def test_invention_four_colors_splayed_claims_nothing() -> None:
    board = {k: v for k, v in FIVE_LEFT.items() if k != "purple"}
    r = dogma(
        "Invention", {"alice": {"board": {**board, "purple": ["Code of Laws"]}}, "bob": {}}, [None]
    )
    ok(r)
    assert r.achievements("alice") == []
    assert "Wonder" in r.available


def test_invention_wonder_already_claimed_does_nothing() -> None:
    r = dogma(
        "Invention",
        {"alice": {"board": FIVE_LEFT}, "bob": {"achievements": ["Wonder"]}},
        [None],
    )
    ok(r)
    assert r.achievements("alice") == []
    assert r.achievements("bob") == ["Wonder"]


def test_invention_wonder_as_the_winning_achievement_ends_the_game() -> None:
    r = dogma(
        "Invention",
        {
            "alice": {
                "board": FIVE_LEFT,
                "achievements": ["age 1", "age 2", "age 3", "age 5", "age 6"],
            },
            "bob": {},
        },
        ["purple"],
        decks={4: ["Anatomy"]},
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "achievements" and r.winner == ["alice"]
    assert "Wonder" in r.achievements("alice")
    assert r.score("alice") == ["Anatomy"]


def test_invention_shared_splay_gives_a_free_draw() -> None:
    # bob: Tools 2 lightbulbs >= alice's 2
    r = dogma(
        "Invention",
        {
            "alice": {"board": INVENTION},
            "bob": {"board": {"blue": {"cards": ["Tools", "Writing"], "splay": "left"}}},
        },
        [{"player": "bob", "choose": "blue"}],
        decks={4: ["Anatomy", "Colonialism"]},
    )
    ok(r)
    assert r.splay("bob", "blue") == "right"
    assert r.score("bob") == ["Anatomy"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Colonialism"]


BOB_FIVE_LEFT = {
    **FIVE_LEFT,
    "green": {"cards": ["Clothing", "Sailing"], "splay": "left"},
}


def test_invention_shared_wonder_goes_to_the_sharer() -> None:
    r = dogma(
        "Invention",
        {"alice": {"board": INVENTION}, "bob": {"board": BOB_FIVE_LEFT}},
        [{"player": "bob", "choose": None}],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.achievements("bob") == ["Wonder"]
    assert r.achievements("alice") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Anatomy"]


def test_invention_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Invention",
        {"alice": {"board": INVENTION}, "bob": {"board": {"blue": ["Tools"]}}},
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Navigation -------------------------------------------------------------
NAVIGATION = {"green": ["Navigation"]}  # 3 crowns


def test_navigation_transfers_a_2_or_3() -> None:
    r = dogma(
        "Navigation",
        {"alice": {"board": NAVIGATION}, "bob": {"score": ["Writing", "Calendar", "Coal"]}},
    )
    ok(r)
    assert r.score("alice") == ["Calendar"]
    assert r.score("bob") == ["Writing", "Coal"]


def test_navigation_victim_chooses_among_2s_and_3s() -> None:
    players = {
        "alice": {"board": NAVIGATION},
        "bob": {"score": ["Calendar", "Optics", "Fermenting", "Writing"]},
    }
    pending = asks(dogma("Navigation", players), "bob")
    assert sorted(pending["options"]) == ["Calendar", "Fermenting", "Optics"]
    r = dogma("Navigation", players, [{"player": "bob", "choose": "Optics"}])
    ok(r)
    assert r.score("alice") == ["Optics"]
    assert r.score("bob") == ["Calendar", "Fermenting", "Writing"]


def test_navigation_no_2_or_3_transfers_nothing() -> None:
    r = dogma(
        "Navigation",
        {"alice": {"board": NAVIGATION}, "bob": {"score": ["Writing", "Coal"]}},
    )
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == ["Writing", "Coal"]


def test_navigation_demands_clockwise_with_three_players() -> None:
    players = {
        "alice": {"board": NAVIGATION},
        "bob": {"score": ["Calendar", "Optics"]},
        "carol": {"score": ["Fermenting"]},
    }
    asks(dogma("Navigation", players), "bob")
    r = dogma("Navigation", players, [{"player": "bob", "choose": "Calendar"}])
    ok(r)
    assert r.score("alice") == ["Calendar", "Fermenting"]
    assert r.score("bob") == ["Optics"] and r.score("carol") == []


def test_navigation_spares_a_player_with_as_many_crowns() -> None:
    r = dogma(
        "Navigation",
        {
            "alice": {"board": NAVIGATION},
            "bob": {"board": {"blue": ["Translation"]}, "score": ["Calendar"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Calendar"] and r.free_draws() == 0


def test_navigation_team_game_spares_the_partner() -> None:
    r = dogma(
        "Navigation",
        {
            "alice": {"board": NAVIGATION},
            "bob": {"score": ["Calendar"]},
            "carol": {"score": ["Optics"]},
            "dave": {"score": ["Fermenting"]},
        },
        teams=TEAMS,
    )
    ok(r)
    assert r.score("alice") == ["Calendar", "Fermenting"]
    assert r.score("carol") == ["Optics"]


# --- Perspective ------------------------------------------------------------
PERSPECTIVE = {"yellow": ["Perspective"], "blue": ["Writing"]}  # 2 + 2 lightbulbs


def test_perspective_returns_then_scores_one_card_per_two_lightbulbs() -> None:
    r = dogma(
        "Perspective",
        {
            "alice": {"board": PERSPECTIVE, "hand": ["Oars", "Calendar", "Coal", "Sailing"]},
            "bob": {},
        },
        ["Oars", ["Coal", "Sailing"]],
    )
    ok(r)
    assert r.deck(1)[-1] == "Oars"
    assert r.score("alice") == ["Coal", "Sailing"]
    assert r.hand("alice") == ["Calendar"]


def test_perspective_pending_score_choice_asks_for_the_count() -> None:
    r = dogma(
        "Perspective",
        {
            "alice": {"board": PERSPECTIVE, "hand": ["Oars", "Calendar", "Coal", "Sailing"]},
            "bob": {},
        },
        ["Oars"],
    )
    pending = asks(r, "alice")
    assert (pending["min"], pending["max"]) == (2, 2)
    assert pending["optional"] is False
    assert sorted(pending["options"]) == ["Calendar", "Coal", "Sailing"]


def test_perspective_fewer_cards_than_the_count_scores_them_all() -> None:
    r = dogma(
        "Perspective",
        {"alice": {"board": PERSPECTIVE, "hand": ["Oars", "Calendar"]}, "bob": {}},
        ["Oars"],
    )
    ok(r)
    assert r.score("alice") == ["Calendar"] and r.hand("alice") == []


def test_perspective_returning_the_only_card_scores_nothing() -> None:
    r = dogma(
        "Perspective", {"alice": {"board": PERSPECTIVE, "hand": ["Oars"]}, "bob": {}}, ["Oars"]
    )
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == []
    assert r.deck(1)[-1] == "Oars"


def test_perspective_may_decline() -> None:
    r = dogma(
        "Perspective",
        {"alice": {"board": PERSPECTIVE, "hand": ["Oars", "Calendar"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Calendar"] and r.score("alice") == []


def test_perspective_empty_hand_asks_nothing() -> None:
    r = dogma("Perspective", {"alice": {"board": PERSPECTIVE}, "bob": {}})
    ok(r)


def test_perspective_counts_lightbulbs_revealed_by_splays() -> None:
    # Perspective 2 + Writing 2 + Tools (splayed right: lightbulb) 1 = 5: two cards
    r = dogma(
        "Perspective",
        {
            "alice": {
                "board": {
                    "yellow": ["Perspective"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                },
                "hand": ["Oars", "Calendar", "Coal", "Sailing"],
            },
            "bob": {},
        },
        ["Oars"],
    )
    pending = asks(r, "alice")
    assert pending["min"] == 2


def test_perspective_shared_gives_a_free_draw() -> None:
    # bob: Philosophy 3 lightbulbs; alice has 2 (Perspective alone)
    r = dogma(
        "Perspective",
        {
            "alice": {"board": {"yellow": ["Perspective"]}, "hand": ["Coal"]},
            "bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Oars", "Writing"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": None}],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.score("bob") == ["Writing"] and r.hand("bob") == []
    assert r.hand("alice") == ["Coal", "Anatomy"]
    assert r.free_draws() == 1


def test_perspective_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Perspective",
        {
            "alice": {"board": {"yellow": ["Perspective"]}, "hand": ["Coal", "Oars"]},
            "bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Writing"]},
        },
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": "Oars"}],
    )
    ok(r)
    assert r.hand("bob") == ["Writing"]
    assert r.score("alice") == ["Coal"]
    assert r.free_draws() == 0


# --- Printing Press ---------------------------------------------------------
PRINTING_PRESS = {"blue": ["Printing Press"]}  # 2 lightbulbs


def test_printing_press_draws_two_above_the_top_purple_card() -> None:
    r = dogma(
        "Printing Press",
        {
            "alice": {
                "board": {**PRINTING_PRESS, "purple": ["Mysticism"]},
                "score": ["Calendar", "Coal"],
            },
            "bob": {},
        },
        ["Calendar"],
        decks={3: ["Alchemy"]},
    )
    ok(r)
    assert r.score("alice") == ["Coal"]
    assert r.deck(2)[-1] == "Calendar"
    assert r.hand("alice") == ["Alchemy"]


def test_printing_press_without_purple_draws_a_2() -> None:
    r = dogma(
        "Printing Press",
        {"alice": {"board": PRINTING_PRESS, "score": ["Coal"]}, "bob": {}},
        ["Coal"],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"] and r.score("alice") == []


def test_printing_press_return_is_asked_even_with_one_card() -> None:
    pending = asks(
        dogma("Printing Press", {"alice": {"board": PRINTING_PRESS, "score": ["Coal"]}, "bob": {}}),
        "alice",
    )
    assert pending["optional"] is True and pending["options"] == ["Coal"]


def test_printing_press_may_decline() -> None:
    r = dogma(
        "Printing Press",
        {"alice": {"board": PRINTING_PRESS, "score": ["Coal"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.score("alice") == ["Coal"] and r.hand("alice") == []


def test_printing_press_empty_score_pile_asks_nothing() -> None:
    r = dogma("Printing Press", {"alice": {"board": PRINTING_PRESS}, "bob": {}})
    ok(r)
    assert r.hand("alice") == []


def test_printing_press_empty_pile_draws_the_next_age() -> None:
    r = dogma(
        "Printing Press",
        {
            "alice": {"board": {**PRINTING_PRESS, "purple": ["Mysticism"]}, "score": ["Coal"]},
            "bob": {},
        },
        ["Coal"],
        decks={4: ["Anatomy"]},
        removed=ages(3),
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Anatomy"]


def test_printing_press_draw_above_10_ends_the_game() -> None:
    # top purple Services (9): a draw of 11
    r = dogma(
        "Printing Press",
        {
            "alice": {"board": {**PRINTING_PRESS, "purple": ["Services"]}, "score": ["Writing"]},
            "bob": {"score": ["Oars", "Sailing"]},
        },
        ["Writing"],
    )
    score_end(r, "bob")
    assert r.score("alice") == []


def test_printing_press_splays_blue_right() -> None:
    players = {"alice": {"board": {"blue": ["Printing Press", "Writing"]}}, "bob": {}}
    pending = asks(dogma("Printing Press", players), "alice")
    assert pending["options"] == ["blue"] and pending["optional"] is True
    r = dogma("Printing Press", players, ["blue"])
    ok(r)
    assert r.splay("alice", "blue") == "right"


def test_printing_press_splay_may_be_declined() -> None:
    r = dogma(
        "Printing Press",
        {"alice": {"board": {"blue": ["Printing Press", "Writing"]}}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.splay("alice", "blue") == "none"


def test_printing_press_shared_gives_a_free_draw() -> None:
    # bob: Philosophy 3 lightbulbs >= alice's 2; he draws 2 + 2 = 4
    r = dogma(
        "Printing Press",
        {
            "alice": {"board": PRINTING_PRESS},
            "bob": {"board": {"purple": ["Philosophy"]}, "score": ["Writing"]},
        },
        [{"player": "bob", "choose": "Writing"}],
        decks={4: ["Anatomy", "Colonialism"]},
    )
    ok(r)
    assert r.hand("bob") == ["Anatomy"] and r.score("bob") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Colonialism"]


def test_printing_press_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Printing Press",
        {
            "alice": {"board": PRINTING_PRESS},
            "bob": {"board": {"purple": ["Philosophy"]}, "score": ["Writing"]},
        },
        [{"player": "bob", "choose": None}],
    )
    ok(r)
    assert r.score("bob") == ["Writing"]
    assert r.free_draws() == 0


# --- Reformation ------------------------------------------------------------
REFORMATION = {"purple": ["Reformation"], "yellow": ["Agriculture"]}  # 3 + 3 leaves


def test_reformation_tucks_exactly_one_card_per_two_leaves() -> None:
    r = dogma(
        "Reformation",
        {
            "alice": {"board": REFORMATION, "hand": ["Oars", "Writing", "Calendar", "Coal"]},
            "bob": {},
        },
        [["Calendar", "Oars", "Coal"]],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Coal"]
    assert r.pile("alice", "blue") == ["Calendar"]
    assert r.hand("alice") == ["Writing"]


def test_reformation_pending_asks_for_exactly_the_count() -> None:
    r = dogma(
        "Reformation",
        {
            "alice": {"board": REFORMATION, "hand": ["Oars", "Writing", "Calendar", "Coal"]},
            "bob": {},
        },
    )
    pending = asks(r, "alice")
    assert (pending["min"], pending["max"]) == (3, 3)
    assert pending["optional"] is True


def test_reformation_fewer_than_the_count_is_an_answer_error() -> None:
    # the official FAQ (July 2011): "You cannot choose to tuck less"
    r = dogma(
        "Reformation",
        {
            "alice": {"board": REFORMATION, "hand": ["Oars", "Writing", "Calendar", "Coal"]},
            "bob": {},
        },
        [["Calendar", "Oars"]],
    )
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 0
    assert r.hand("alice") == ["Oars", "Writing", "Calendar", "Coal"]


def test_reformation_a_single_card_is_not_enough_when_the_count_is_higher() -> None:
    r = dogma(
        "Reformation",
        {"alice": {"board": REFORMATION, "hand": ["Oars", "Writing", "Calendar"]}, "bob": {}},
        [["Oars"]],
    )
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 0


def test_reformation_a_hand_smaller_than_the_count_is_tucked_whole() -> None:
    players = {"alice": {"board": REFORMATION, "hand": ["Oars", "Writing"]}, "bob": {}}
    pending = asks(dogma("Reformation", players), "alice")
    assert (pending["min"], pending["max"]) == (2, 2)
    assert pending["optional"] is True
    r = dogma("Reformation", players, [["Writing", "Oars"]])
    ok(r)
    assert r.hand("alice") == []
    assert r.pile("alice", "red") == ["Oars"] and r.pile("alice", "blue") == ["Writing"]
    assert dogma("Reformation", players, [["Writing"]]).exit_code == 1


def test_reformation_null_declines_every_tuck() -> None:
    r = dogma(
        "Reformation",
        {"alice": {"board": REFORMATION, "hand": ["Oars", "Writing", "Calendar"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Writing", "Calendar"]
    assert r.verbs("tuck") == []


def test_reformation_edition_1_also_tucks_exactly_the_count() -> None:
    players = {
        "alice": {"board": REFORMATION, "hand": ["Oars", "Writing", "Calendar", "Coal"]},
        "bob": {},
    }
    pending = asks(dogma("Reformation", players, edition=1), "alice")
    assert (pending["min"], pending["max"]) == (3, 3)
    assert dogma("Reformation", players, [["Oars"]], edition=1).exit_code == 1
    r = dogma("Reformation", players, [["Oars", "Writing", "Coal"]], edition=1)
    ok(r)
    assert r.hand("alice") == ["Calendar"]


def test_reformation_tucked_cards_go_to_the_bottom_in_listed_order() -> None:
    r = dogma(
        "Reformation",
        {
            "alice": {
                "board": {
                    "purple": ["Reformation"],
                    "yellow": ["Agriculture"],
                    "blue": ["Writing"],
                },
                "hand": ["Calendar", "Tools", "Mathematics"],
            },
            "bob": {},
        },
        [["Tools", "Mathematics", "Calendar"]],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing", "Tools", "Mathematics", "Calendar"]


def test_reformation_counts_leaves_revealed_by_splays() -> None:
    # Reformation 3 + Agriculture 3 + Fermenting (splayed right) 2 = 8: four tucks
    r = dogma(
        "Reformation",
        {
            "alice": {
                "board": {
                    "purple": ["Reformation"],
                    "yellow": {"cards": ["Agriculture", "Fermenting"], "splay": "right"},
                },
                "hand": ["Oars", "Writing", "Calendar", "Coal", "Sailing"],
            },
            "bob": {},
        },
    )
    pending = asks(r, "alice")
    assert (pending["min"], pending["max"]) == (4, 4)


def test_reformation_may_decline() -> None:
    r = dogma(
        "Reformation",
        {"alice": {"board": REFORMATION, "hand": ["Oars"]}, "bob": {}},
        [[]],
    )
    ok(r)
    assert r.hand("alice") == ["Oars"] and r.pile("alice", "red") == []


def test_reformation_empty_hand_asks_only_the_splay() -> None:
    players = {
        "alice": {
            "board": {
                "purple": ["Reformation", "Mysticism"],
                "yellow": ["Agriculture", "Domestication"],
            }
        },
        "bob": {},
    }
    pending = asks(dogma("Reformation", players), "alice")
    assert sorted(pending["options"]) == ["purple", "yellow"]
    assert pending["optional"] is True
    r = dogma("Reformation", players, ["purple"])
    ok(r)
    assert r.splay("alice", "purple") == "right"
    assert r.splay("alice", "yellow") == "none"


def test_reformation_splay_may_be_declined() -> None:
    r = dogma(
        "Reformation",
        {"alice": {"board": {"purple": ["Reformation", "Mysticism"]}}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


def test_reformation_six_tucks_claim_monument() -> None:
    # 3 + 3 + 3 + 2 + 2 (Fermenting splayed right) = 13 leaves: six tucks
    r = dogma(
        "Reformation",
        {
            "alice": {
                "board": {
                    "purple": ["Reformation"],
                    "yellow": {"cards": ["Agriculture", "Fermenting"], "splay": "right"},
                    "blue": ["Pottery"],
                    "green": ["Clothing"],
                },
                "hand": ["Oars", "Writing", "Calendar", "Coal", "Sailing", "Archery"],
            },
            "bob": {},
        },
        [["Oars", "Writing", "Calendar", "Coal", "Sailing", "Archery"]],
    )
    ok(r)
    assert r.achievements("alice") == ["Monument"]
    assert r.hand("alice") == []


def test_reformation_shared_gives_a_free_draw() -> None:
    # bob: Agriculture 3 leaves >= alice's 3
    r = dogma(
        "Reformation",
        {
            "alice": {"board": {"purple": ["Reformation"]}, "hand": ["Coal"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": []}],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars"]
    assert r.hand("alice") == ["Coal", "Anatomy"]
    assert r.free_draws() == 1


def test_reformation_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Reformation",
        {
            "alice": {"board": {"purple": ["Reformation"]}, "hand": ["Coal"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": []}, {"player": "alice", "choose": "Coal"}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.pile("alice", "red") == ["Coal"]
    assert r.free_draws() == 0
