"""The cheaper recording path (issue 12): what a change sets off is still what
SPECIAL-1 and END-1 ask, with the shortcuts taken; and the record written from the
steps (issue 33) gives what the steps say, with its shortcuts taken."""

from __future__ import annotations

import random

import pytest

from adjudicator.core.steps import NO_CAUSE, Zone, split_actions, zone_code
from adjudicator.games.innovation.engine import recording, registry
from adjudicator.games.innovation.engine.cards import (
    BASE,
    COLORS,
    ICONS,
    Color,
    Icon,
    Splay,
    all_cards,
    card,
)
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import LANE_TOPS, Pile, PlayerState
from adjudicator.games.innovation.recorder import card_back, code_of
from adjudicator.games.innovation.sets.base import achievements
from adjudicator.games.innovation.simulate import last_actions, simulate_game


def _game(expansions: tuple[str, ...] = ()) -> Game:
    g = new_game(["ann", "bob"], seed=3, expansions=expansions)
    g.state.phase = "play"
    for p in g.state.players:
        p.hand.clear()
        p.board = {c: Pile() for c in COLORS}
    return g


def _of(color: Color, *, min_age: int = 1) -> list[str]:
    return [
        c.name for c in all_cards() if c.set == "base" and c.color is color and c.age >= min_age
    ]


def _change(g: Game, verb: str, actor: str, src: Zone | None, dst: Zone | None) -> None:
    recording.record(
        g,
        NO_CAUSE,
        verb,  # type: ignore[arg-type]
        f"{actor} {verb}",
        rule=None,
        actor=actor,
        src=src,
        dst=dst,
    )


def _claims(g: Game) -> list[tuple[str | None, str | None]]:
    return [(s.actor, s.card) for s in g.steps if s.verb == "claim"]


def _universe_board(p: PlayerState) -> None:
    for color in COLORS:
        p.board[color] = Pile(_of(color, min_age=8)[:1])


def test_a_board_special_is_claimed_after_a_change_to_the_board() -> None:
    g = _game()
    _universe_board(g.state.player("bob"))
    _change(g, "meld", "bob", Zone("hand", "bob"), Zone("board", "bob", color="red"))
    assert _claims(g) == [("bob", "Universe")]
    assert "Universe" not in g.state.specials


def test_a_board_special_waits_for_a_change_to_a_board() -> None:
    g = _game()
    _universe_board(g.state.player("bob"))
    _change(g, "draw", "bob", Zone("deck", age=1), Zone("hand", "bob"))
    assert _claims(g) == []
    _change(g, "splay", "bob", None, Zone("board", "bob", color="red"))
    assert _claims(g) == [("bob", "Universe")]


def test_every_player_a_change_touches_is_checked_in_turn_order() -> None:
    # a transfer from ann's board to bob's score pile by bob touches both
    g = _game()
    _universe_board(g.state.player("ann"))
    _change(g, "transfer", "bob", Zone("board", "ann", color="red"), Zone("score", "bob"))
    assert _claims(g) == [("ann", "Universe")]


def test_a_player_the_change_did_not_touch_is_not_checked() -> None:
    g = _game()
    _universe_board(g.state.player("ann"))
    _change(g, "meld", "bob", Zone("hand", "bob"), Zone("board", "bob", color="red"))
    assert _claims(g) == []


@pytest.mark.parametrize("verb", ["tuck", "score", "draw"])
def test_monument_is_claimed_after_any_change_to_a_counting_player(verb: str) -> None:
    g = _game()
    g.state.player("ann").scored_this_turn = 6
    _change(g, verb, "ann", Zone("hand", "ann"), Zone("score", "ann"))
    assert _claims(g) == [("ann", "Monument")]


def test_icon_specials_read_the_counts_of_the_changed_board() -> None:
    g = _game()
    ann = g.state.player("ann")
    clocks = [c.name for c in all_cards() if c.set == "base" and c.icons.count(ICONS[5]) >= 3]
    for color in COLORS:
        ann.board[color] = Pile([n for n in clocks if card(n).color is color][:2], Splay.UP)
    assert ann.icon_counts()[ICONS[5]] >= 12
    _change(g, "splay", "ann", None, Zone("board", "ann", color="blue"))
    assert ("ann", "World") in _claims(g)


def test_an_unchecked_change_forgets_the_end_check_on_its_own_game() -> None:
    g = _game(("cities",))
    other = _game(("cities",))
    _change(g, "meld", "ann", Zone("hand", "ann"), Zone("board", "ann", color="red"))
    assert g.end_checked is g.state and other.end_checked is None
    recording.record(g, NO_CAUSE, "tuck", "t", rule=None, actor="ann", check=False)
    assert g.end_checked is None


def test_event_only_city_specials_are_never_checked_after_a_change() -> None:
    names = tuple(registry.special_names(("cities",)))
    wanted = registry.specials_wanted(names, boards=True)
    assert [s.name for s in wanted.specials] == [
        "Monument",
        "Empire",
        "World",
        "Wonder",
        "Universe",
    ]
    assert len(names) > len(wanted.specials)


# the conditions as they were first written, to compare the early exits with
def _empire(p: PlayerState) -> bool:
    return all(v >= 3 for v in p.icon_counts().values())


def _wonder(p: PlayerState) -> bool:
    return all(pile.cards and pile.splay in (Splay.RIGHT, Splay.UP) for pile in p.board.values())


def _universe(p: PlayerState) -> bool:
    tops = p.top_cards()
    return len(tops) == 5 and all(card(t).age >= 8 for t in tops)


def _card_by_card(p: PlayerState, color: Color, icon: Icon) -> int:
    """A pile's icons counted card by card from the layouts (no packed counts)."""
    cards = p.board[color].cards
    if not cards:
        return 0
    n = card(cards[0]).icons.count(icon)
    for name in cards[1:]:
        c = card(name)
        n += sum(1 for i in c.layout.shown(p.board[color].splay) if c.icons[i] == icon)
    return n


def _random_board(rng: random.Random, p: PlayerState) -> None:
    for color in COLORS:
        cards = _of(color, min_age=rng.choice((1, 5, 8)))
        rng.shuffle(cards)
        splay = rng.choice(list(Splay))
        p.board[color] = Pile(cards[: rng.randrange(0, 6)], splay)


def test_counts_and_conditions_match_a_count_card_by_card_on_random_boards() -> None:
    rng = random.Random(12)
    p = PlayerState("ann")
    seen = {"empire": 0, "wonder": 0, "universe": 0}
    for _ in range(400):
        _random_board(rng, p)
        counts = p.icon_counts()
        for icon in ICONS:
            by_pile = sum(p.pile_icon_count(c, icon) for c in COLORS)
            by_card = sum(_card_by_card(p, c, icon) for c in COLORS)
            assert counts[icon] == by_pile == by_card == p.icon_count(icon)
        for name, old in (("empire", _empire), ("wonder", _wonder), ("universe", _universe)):
            met = getattr(achievements, name)(p, counts) is not None
            assert met == old(p)
            seen[name] += met
    assert all(seen.values())  # every condition was met at least once


def test_a_pile_counts_afresh_after_a_change_in_place() -> None:
    pile = Pile(_of(Color.BLUE)[:3], Splay.NONE)
    before = pile.icons()
    pile.splay = Splay.UP
    assert pile.icons() != before
    pile.cards.pop()
    p = PlayerState("ann")
    p.board[Color.BLUE] = pile
    assert p.icon_counts() == {i: p.pile_icon_count(Color.BLUE, i) for i in ICONS}
    assert p.icon_counts() == {i: _card_by_card(p, Color.BLUE, i) for i in ICONS}


def test_a_special_met_always_passes_its_floor_on_random_boards() -> None:
    # the floors are tested before the conditions (recording._claim_met): a floor
    # may let a board through that the condition turns down, never the other way
    rng = random.Random(5)
    p = PlayerState("ann")
    met = dict.fromkeys(achievements.SPECIAL_ACHIEVEMENTS, 0)
    for _ in range(600):
        _random_board(rng, p)
        total = p.packed_icon_total()
        for s in achievements.SPECIALS:
            if s.icon_floor and s.condition(p, p.icon_counts()) is not None:
                assert ((total | LANE_TOPS) - s.icon_floor) & LANE_TOPS == LANE_TOPS
                met[s.name] += 1
    assert all(met[n] for n in ("Empire", "Wonder", "Universe"))


def test_the_last_actions_are_split_actions_last_groups() -> None:
    # simulate's writer finds an action's steps from the end (simulate.last_actions)
    game, _ = simulate_game(3, seed=8, expansions=("cities",))
    steps = game.steps
    groups = split_actions(steps)
    for count in (1, 2, 3):
        for end in range(0, len(steps), 7):
            assert last_actions(steps[:end], count) == split_actions(steps[:end])[-count:]
    assert last_actions(steps, len(groups)) == groups


def test_an_entry_names_zones_and_cards_as_zone_code_and_card_give_them() -> None:
    # the recorder remembers the codes and backs it gives (recorder.code_of, card_back)
    game, _ = simulate_game(2, seed=9, expansions=("cities",))
    zones = {z for s in game.steps for z in (s.src, s.dst) if z is not None}
    assert any(z.kind == "deck" for z in zones) and any(z.kind == "board" for z in zones)
    for zone in zones:
        assert code_of(zone) == code_of(zone) == zone_code(zone)
    for c in all_cards():
        age, card_set = card_back(c.name)
        assert (age, card_set or BASE) == (c.age, c.set)
