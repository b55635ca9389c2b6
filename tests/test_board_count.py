"""A player's board icon count kept with what it was counted from
(board_icons.seat_icon_total): after any change to the board, in place, undone,
or through a whole game, it is the count made afresh pile by pile."""

from __future__ import annotations

import random

import pytest

from adjudicator.games.innovation.drivers import random_answer
from adjudicator.games.innovation.engine.board_icons import (
    board_icon_total,
    pile_packed,
    seat_icon_total,
)
from adjudicator.games.innovation.engine.cards import COLORS, Splay, all_cards
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import Pile, PlayerState, State
from adjudicator.games.innovation.engine.undo import UndoLog


def _afresh(p: PlayerState) -> int:
    """The board's packed count, no cache read."""
    return sum(pile_packed(pile.cards, pile.splay) for pile in p.board.values() if pile.cards)


def _assert_counted(state: State) -> None:
    for p in state.players:
        assert seat_icon_total(p) == _afresh(p) == board_icon_total(p.board), p.name


def _change_board(rng: random.Random, p: PlayerState, names: list[str]) -> None:
    """One random change to ``p``'s board, in place as the engine makes them."""
    pile = p.board[rng.choice(COLORS)]
    cards = pile.cards
    match rng.randrange(7):
        case 0:
            cards.insert(0, rng.choice(names))
        case 1:
            cards.append(rng.choice(names))
        case 2 if cards:
            cards.remove(rng.choice(cards))
        case 3:
            pile.splay = rng.choice(list(Splay))
        case 4:
            cards[:] = rng.sample(names, rng.randrange(0, 4))
        case 5:
            p.board[rng.choice(COLORS)] = Pile(rng.sample(names, 2), rng.choice(list(Splay)))
        case _:
            cards.clear()


def test_in_place_changes_are_counted_again() -> None:
    rng = random.Random(33)
    names = sorted(c.name for c in all_cards())
    p = PlayerState("ann")
    state = State([p], {}, [], [])
    for _ in range(3000):
        _change_board(rng, p, names)
        _assert_counted(state)


def test_an_undone_change_is_counted_as_before() -> None:
    rng = random.Random(34)
    names = sorted(c.name for c in all_cards())
    p = PlayerState("ann")
    state = State([p], {}, [], [])
    for _ in range(300):
        before = seat_icon_total(p)
        undo = UndoLog(state)
        for _ in range(rng.randrange(1, 5)):
            pile = p.board[rng.choice(COLORS)]
            undo.touch(pile.cards)
            undo.splay(pile)
            pile.cards.insert(0, rng.choice(names))
            pile.splay = rng.choice(list(Splay))
            _assert_counted(state)
        undo.undo()
        _assert_counted(state)
        assert seat_icon_total(p) == before


def test_a_copied_player_counts_its_own_board() -> None:
    p = PlayerState("ann")
    p.board[COLORS[0]].cards.extend(["Archery", "Oars"])
    first = seat_icon_total(p)
    other = p.copy()
    other.board[COLORS[0]].splay = Splay.UP
    assert seat_icon_total(p) == first == _afresh(p)
    assert seat_icon_total(other) == _afresh(other) != first


def _play_checked(game: Game, rng: random.Random, actions: int, abandon_every: int) -> None:
    """Random actions and answers, the counts compared after each; every
    ``abandon_every``th decision the action in progress is undone (abandon_action)."""
    decisions = 0
    while game.state.phase != "over" and actions:
        if game.pending is not None:
            decisions += 1
            if decisions % abandon_every == 0:
                game.abandon_action()
            else:
                game.answer(random_answer(game.pending, rng))
            _assert_counted(game.state)
            continue
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
        actions -= 1
        _assert_counted(game.state)


@pytest.mark.parametrize(
    ("players", "expansions"),
    [
        (2, ()),
        (3, ()),
        (2, ("cities",)),
        (3, ("echoes",)),
        (2, ("echoes", "cities", "artifacts")),
        (2, ("artifacts",)),
    ],
)
def test_games_count_every_board_as_afresh(players: int, expansions: tuple[str, ...]) -> None:
    for seed in range(3):
        names = ["ann", "bob", "cat"][:players]
        game = new_game(names, seed=seed, expansions=expansions)
        _play_checked(game, random.Random(seed), 150, abandon_every=7)
