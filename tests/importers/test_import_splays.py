"""Issue 14: splays the tracker drops, pinned by BGA's icon counts (replay.splays): which
piles a wrong count points at, and which other explanations of an action a search back
tries for them."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from adjudicator.core.decisions import ChooseColor
from adjudicator.games.innovation.engine.cards import Color, Splay
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import Pile, State
from adjudicator.games.innovation.records import AchieveEvent, DogmaEvent, IconCounts
from adjudicator.games.innovation.replay.look_alikes import Posed, posed_for_splays
from adjudicator.games.innovation.replay.splays import (
    SplayAim,
    count_error,
    piles_to_resplay,
    splay_choices,
)
from adjudicator.games.innovation.replay.visible import Move


def _board(red: Splay = Splay.NONE, bob_red: Splay = Splay.NONE) -> State:
    """Alice's red pile Oars on Metalworking, bob's Archery on Oars (TERM-SPLAY)."""
    state = new_game(["alice", "bob"], seed=0).state
    state.player("alice").board[Color.RED] = Pile(["Oars", "Metalworking"], red)
    state.player("bob").board[Color.RED] = Pile(["Archery", "Oars"], bob_red)
    return state


def _dogma(**counts: int) -> DogmaEvent:
    return DogmaEvent(player="alice", card="Oars", counts=IconCounts("castle", counts))


def test_a_count_the_board_gives_points_at_no_pile() -> None:
    state = _board()  # Oars shows 2 [castle]; Metalworking's are covered
    assert count_error(state, _dogma(alice=2)) == 0
    assert piles_to_resplay(state, _dogma(alice=2)) == frozenset()


def test_a_wrong_count_points_at_the_pile_another_splay_brings_closer() -> None:
    """Splayed right or up, Metalworking shows two more [castle]: the log's 4 points at
    alice's red pile, not at bob's (whose count fits)."""
    state = _board()
    event = _dogma(alice=4, bob=2)
    assert count_error(state, event) == 2
    assert piles_to_resplay(state, event) == frozenset({("alice", "red")})
    # splayed as the log counts, nothing is off
    assert count_error(_board(red=Splay.RIGHT), event) == 0


def test_a_splay_decision_names_the_piles_it_may_splay() -> None:
    splay = ChooseColor(player="bob", prompt="any words", options=("red",), rule="TERM-SPLAY")
    other = ChooseColor(player="bob", prompt="you may splay your red cards", options=("red",))
    assert splay_choices(splay) == frozenset({("bob", "red")})
    assert splay_choices(other) == frozenset()


def test_another_explanation_splays_the_aimed_pile_otherwise_and_keeps_other_players() -> None:
    """The search back takes an answer list only if it splays the pile a count points
    at otherwise than before, each way once, and leaves the other players' piles as
    they were explained (one fixed by an earlier search stays so)."""
    before = (("alice", "blue", "none"), ("alice", "red", "none"), ("bob", "red", "none"))
    aim = SplayAim.of(before, frozenset({("alice", "red")}))
    assert aim.was == (("alice", "red", "none"),)
    assert aim.kept == (("bob", "red", "none"),)  # alice's blue may change with her red
    seen: set[tuple[tuple[str, str, str], ...]] = set()
    assert not aim.admits(_board(), seen)  # as before
    assert aim.admits(_board(red=Splay.LEFT), seen)
    assert not aim.admits(_board(red=Splay.LEFT), seen)  # that way was found already
    assert not aim.admits(_board(red=Splay.RIGHT, bob_red=Splay.LEFT), seen)  # bob's moved
    assert aim.admits(_board(red=Splay.RIGHT), seen)


def _cities_board(green: Splay) -> State:
    """Alice (Cities) holds 28 points; her green pile is Mass Media on Toronto: splayed
    right, the two bonus 7s of Toronto under Mass Media show (CITY-9: 7 + 1)."""
    state = new_game(["alice", "bob"], seed=0, expansions=("cities",)).state
    alice = state.player("alice")
    alice.score[:] = ["Empiricism", "Socialism", "Banking", "Statistics", "Philosophy"]
    alice.board[Color.GREEN] = Pile(["Mass Media", "Toronto"], green)
    alice.board[Color.RED] = Pile(["Coal", "Archery"])
    return state


def test_an_achieve_short_of_points_points_at_the_pile_whose_splay_shows_a_bonus() -> None:
    """The splays dropped, an Achieve the points do not reach (ACHIEVE-1) points at the
    piles whose other splay shows more bonus points (CITY-9), as a wrong count does."""
    event = AchieveEvent(player="alice", age=7)
    assert count_error(_cities_board(Splay.NONE), event) == 35 - 28
    assert piles_to_resplay(_cities_board(Splay.NONE), event) == frozenset({("alice", "green")})
    assert count_error(_cities_board(Splay.RIGHT), event) == 0
    assert piles_to_resplay(_cities_board(Splay.RIGHT), event) == frozenset()


def _measured(carol_returns: str, bob_posed: Posed | None) -> tuple[Any, list[Any], list[Move]]:
    """Measurement shared (Cities 14, text-only tracker): carol returns a hidden 7 (a
    stand-in, yellow Refrigeration), bob a hidden 5 that an earlier pose took to be
    Statistics (``bob_posed``): the replay, the answers and the engine's moves."""
    state = new_game(["carol", "bob"], seed=0, expansions=("cities",)).state
    for name, player, age in (("Refrigeration", "carol", 7), ("Banking", "bob", 5)):
        state.pile("base", age).remove(name)
        state.player(player).hand.append(name)
    hidden = SimpleNamespace(
        stand_ins={"Refrigeration", "Banking"},
        before={"Refrigeration", "Banking"},
        mentioned={},
        event_index=0,
    )
    replay = SimpleNamespace(hidden=hidden, game=SimpleNamespace(state=state))
    answers: list[Any] = [(carol_returns,), ("Statistics",)]
    if bob_posed is not None:
        answers.insert(0, bob_posed)
    did = [Move(carol_returns, 7, ("hand", "carol"), ("deck", None))]
    return replay, answers, did


def test_a_hidden_card_taken_for_the_aimed_color_keeps_another_taken_before() -> None:
    """Where the count points at carol's red pile, her hidden 7 Measurement returned is
    taken to be a red 7 of its pile; a list that took bob's hidden 5 to be Statistics
    already keeps that (carol's draw would take Statistics otherwise): both at once,
    not a third."""
    aim = SplayAim.of((("carol", "red", "none"),), frozenset({("carol", "red")}))
    statistics = Posed("Banking", "Statistics")
    replay, answers, did = _measured("Refrigeration", statistics)
    lists = posed_for_splays(replay, answers, did, aim)
    assert [x[1].as_card for x in lists] == ["Explosives", "Combustion"]  # base red 7s
    combustion = Posed("Refrigeration", "Combustion")
    assert [statistics, combustion, ("Combustion",), ("Statistics",)] in lists
    two = [Posed("Chemistry", "Physics"), *answers]
    assert posed_for_splays(replay, two, did, aim) == []
