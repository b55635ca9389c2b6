"""Inferring values and players a log leaves out (issue 14): the search tries first the
values of the cards the log moves next and the players those moves touch, as it tries
first the cards the log names. A value that moves nothing keeps every later decision
open: Television shared by two players (a value 1..10 and an opponent, three times)
went through thousands of answer lists before the one the log's moves name."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.core.decisions import AnswerError, ChooseCards, ChoosePlayer, ChooseValue, validate
from adjudicator.games.innovation.importers import to_record
from adjudicator.games.innovation.notation.parser import parse_notation
from adjudicator.games.innovation.notation.writer import record_items, render
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.replay.infer import MAX_NODES, resolve_inferred
from adjudicator.games.innovation.replay.rearranged import candidates
from adjudicator.games.innovation.replay.visible import Move
from adjudicator.games.innovation.sets.echoes.decisions import DrawOrder
from adjudicator.games.innovation.simulate import simulate_game

VALUES = tuple(range(1, 11))

# Socialism (an 8) from carol's score pile to her board, a hidden 5 from bob's score
# pile to his board, then a splay of alice's
UPCOMING = [
    Move("Socialism", None, ("score", "carol"), ("board", "carol")),
    Move(None, 5, ("score", "bob"), ("board", "bob")),
    Move(None, None, ("", None), ("board:red", "alice"), "left"),
]


def test_a_value_tries_first_the_ages_of_the_cards_the_log_moves_next() -> None:
    decision = ChooseValue(player="alice", prompt="choose a value", options=VALUES)
    options = candidates(decision, UPCOMING)
    assert options[:2] == [8, 5]
    assert sorted(options) == list(VALUES)  # every value still tried, once


def test_a_value_that_may_be_declined_keeps_declining_among_the_rest() -> None:
    decision = ChooseValue(player="alice", prompt="?", optional=True, options=VALUES)
    options = candidates(decision, UPCOMING)
    assert options[:3] == [8, 5, None]
    assert len(options) == len(VALUES) + 1


def test_a_subclass_of_value_is_guided_alike_and_only_by_its_options() -> None:
    decision = DrawOrder(player="alice", prompt="draw which first", options=(3, 5))
    assert candidates(decision, UPCOMING) == [5, 3]


def test_a_player_tries_first_the_players_the_next_moves_touch() -> None:
    decision = ChoosePlayer(player="alice", prompt="an opponent", options=("bob", "carol"))
    assert candidates(decision, UPCOMING) == ["carol", "bob"]
    splay_only = [UPCOMING[2]]
    others = ChoosePlayer(player="bob", prompt="?", options=("alice", "carol"), optional=True)
    assert candidates(others, splay_only) == ["alice", None, "carol"]


def test_without_moves_shown_the_order_is_the_decisions_own() -> None:
    decision = ChooseValue(player="alice", prompt="choose a value", options=VALUES)
    assert candidates(decision, []) == list(VALUES)
    players = ChoosePlayer(player="alice", prompt="?", options=("bob", "carol"))
    assert candidates(players, []) == ["bob", "carol"]


def test_television_shared_is_inferred_from_the_values_and_players_the_log_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Turn 75 of a simulated game (the notation round trip's game 4 with Artifacts and
    Echoes, in German, from the referee's view): alice and bob share carol's Television; the log shows
    Socialism then Antibiotics going from carol's score pile to her board, and carol's
    own execution moving nothing (her sharing bonus next)."""
    tried: dict[str, int] = {}

    def counting(replay: Any, action: Any, event: Any, *args: Any, **kwargs: Any) -> Any:
        found = resolve_inferred(replay, action, event, *args, **kwargs)
        if getattr(action, "card", None) == "Television":
            tried["Television"] = max(tried.get("Television", 0), found.tried)
        return found

    monkeypatch.setattr("adjudicator.games.innovation.replay.resolve_inferred", counting)
    game, setup = simulate_game(3, seed=1004, edition=1, expansions=("artifacts", "echoes"))
    text = render(record_items(record_of(game, setup, view=None, source="test"), None), "de")
    assert "Television" in text
    report = check_record(to_record.to_record(parse_notation(text.encode())))
    assert report.verdict == "valid", report.problems
    notes = [n for n in report.notes if "Television" in n and "inferred" in n]
    assert len(notes) == 1
    assert "(8, carol, [Socialism], 8, carol, " in notes[0]
    assert 0 < tried["Television"] < MAX_NODES // 40  # was: the bound of 4000, no answers


def test_a_number_given_for_a_pick_of_cards_is_a_wrong_answer_not_a_crash() -> None:
    """An answer list whose hidden card is posed as another of other color (a relic's
    Shroud of Turin: the card returned decides whether a score card is asked) may meet
    a pick of cards where it had a value: the list does not fit, the search goes on."""
    pick = ChooseCards(player="carol", prompt="return a purple card", options=("Mysticism",))
    with pytest.raises(AnswerError, match="6 is not a pick"):
        validate(pick, 6)
