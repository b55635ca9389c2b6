"""The trigger points the expansions hang on, proven with the toy set (and
Cities): the ordered end of a Meld action (ART-9), the start of a turn and
its free action (ART-13), and replacements ("if you would X, instead ...",
FIG-16, FIG-19, FIG-20, ECHO-10)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import msgspec
import pytest
import toy_set

from adjudicator.core.decisions import YesNo
from adjudicator.core.problems import IllegalAction, UnsupportedCard
from adjudicator.core.steps import NO_CAUSE, Step, Zone, steps_out
from adjudicator.games.innovation.engine import registry, rules
from adjudicator.games.innovation.engine.actions import Action, Draw, InitialMeld, Meld
from adjudicator.games.innovation.engine.cards import Splay, card
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.game_base import GameBase
from adjudicator.games.innovation.engine.recording import record
from adjudicator.games.innovation.engine.registry import (
    END_OF_MELD,
    ActionGen,
    ExtraAction,
    Instead,
    MeldEnd,
    Trigger,
    Would,
)
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.visibility import Viewer
from adjudicator.games.innovation.explain import explain_steps
from adjudicator.games.innovation.scenario import run_dict

TOY = toy_set.TOY


@pytest.fixture
def toy() -> Iterator[None]:
    registry.register(toy_set.SET)
    yield
    registry.unregister(TOY)


def use_toy(**changes: Any) -> None:
    """The toy set with more rules hung on the engine (the fixture unregisters it)."""
    registry.register(replace(toy_set.SET, **changes))


def game(
    board: dict[str, list[str]],
    hand: list[str],
    decks: dict[str, Any] | None = None,
    expansions: tuple[str, ...] = (TOY,),
) -> Game:
    raw = {
        "game": "innovation",
        "expansions": list(expansions),
        "players": ["alice", "bob"],
        "setup": {
            "players": {
                "alice": {"board": board, "hand": hand},
                "bob": {"board": {"purple": ["Code of Laws"]}},
            },
            "decks": decks or {},
        },
        "actions": [],
    }
    return run_dict(raw).game


def note(g: GameBase, player: str, text: str, rule: str) -> None:
    record(g, NO_CAUSE, "note", text, rule=rule, actor=player, change=False)


def seen(steps: list[Step], *verbs: str) -> list[tuple[str, str | None, str | None]]:
    return [(s.verb, s.rule, s.card) for s in steps if not verbs or s.verb in verbs]


def since_action(g: Game) -> list[Step]:
    start = max(i for i, s in enumerate(g.steps) if s.verb == "action")
    return g.steps[start:]


# ----------------------------------------------------------------------------
# the end of a Meld action (ART-9)


def slot_note(slot: str) -> MeldEnd:
    def handler(g: GameBase, t: Trigger) -> None:
        note(g, t.player, f"{slot}: {t.card} covered {t.detail and t.detail['covered']}", slot)

    return MeldEnd(slot, handler)  # type: ignore[arg-type]


def test_ART_9_end_of_meld_handlers_run_in_the_slots_order_whatever_their_registration(
    toy: None,
) -> None:
    assert END_OF_MELD == ("city_icons", "city_draw", "dig", "promote", "karma")
    use_toy(end_of_meld=tuple(slot_note(s) for s in ("karma", "promote", "dig", "city_icons")))
    g = game({"yellow": ["Kite"], "red": ["Archery"]}, ["Oars", "Yo-Yo"])
    g.apply(Meld(player="alice", card="Oars"))
    notes = [s.text for s in since_action(g) if s.verb == "note"]
    assert notes == [
        "city_icons: Oars covered Archery",
        "dig: Oars covered Archery",
        "promote: Oars covered Archery",
        "karma: Oars covered Archery",
    ]
    # a new pile: nothing covered
    g.apply(Meld(player="alice", card="Yo-Yo"))
    first = next(s.text for s in since_action(g) if s.verb == "note")
    assert first == "city_icons: Yo-Yo covered None"


def test_end_of_meld_handlers_follow_the_meld_and_its_subscribers_for_a_meld_action_only(
    toy: None,
) -> None:
    use_toy(end_of_meld=(slot_note("dig"),))
    g = game({"yellow": ["Kite"]}, ["Spinning Top", "Oars"], decks={TOY: {"1": ["Yo-Yo"]}})
    g.apply(Meld(player="alice", card="Spinning Top"))
    assert seen(since_action(g))[1:] == [
        ("meld", "MELD-1", "Spinning Top"),
        ("claim", "SPECIAL-1", "Toybox"),
        ("draw", "TOY-1", "Yo-Yo"),  # the "meld" subscriber
        ("note", "dig", None),
        # no action_end subscriber in the toy set
    ]
    # an effect's meld (or a promotion's) is no Meld action (ART-6, ECHO-24)
    before = len(g.steps)
    rules.meld(g, "alice", "Oars", NO_CAUSE)
    assert seen(g.steps[before:]) == [("meld", "MELD-1", "Oars")]


def test_a_later_slot_of_a_set_listed_first_runs_after_the_cities_slots(toy: None) -> None:
    use_toy(end_of_meld=(slot_note("dig"),))
    g = game(
        {"blue": ["Writing"]},
        ["Athens"],  # a red city with a plus: a new color
        decks={"2": ["Mapmaking"], "cities": {"1": ["Troy"]}},
        expansions=(TOY, "cities"),
    )
    g.apply(Meld(player="alice", card="Athens"))
    assert seen(since_action(g))[1:] == [
        ("meld", "MELD-1", "Athens"),
        ("draw", "CITY-15", "Mapmaking"),  # the city's icons (CITY-14)
        ("draw", "CITY-10", "Troy"),  # the city for a new color (CITY-10a)
        ("note", "dig", None),
    ]


def test_cities_alone_keeps_its_icons_then_its_city_draw() -> None:
    g = game(
        {"blue": ["Writing"]},
        ["Athens"],
        decks={"2": ["Mapmaking"], "cities": {"1": ["Troy"]}},
        expansions=("cities",),
    )
    assert [h.slot for h in g.triggers.meld_end] == ["city_icons", "city_draw"]
    assert not g.triggers.meld_asks
    g.apply(Meld(player="alice", card="Athens"))
    assert seen(since_action(g), "draw") == [
        ("draw", "CITY-15", "Mapmaking"),
        ("draw", "CITY-10", "Troy"),
    ]


def offer_to_score(g: GameBase, t: Trigger) -> ActionGen | None:
    """TOY-6 (an Echoes-like "you may"): score the toy you melded."""
    return _offer(g, t) if t.card is not None and card(t.card).set == TOY else None


def _offer(g: GameBase, t: Trigger) -> ActionGen:
    assert t.card is not None
    yes = yield YesNo(player=t.player, prompt=f"score {t.card}?", rule="TOY-6")
    if yes:
        rules.score(g, t.player, t.card, NO_CAUSE)


def test_an_end_of_meld_handler_may_ask_and_the_meld_action_waits(toy: None) -> None:
    use_toy(
        subscribers=(),
        end_of_meld=(slot_note("karma"), MeldEnd("promote", offer_to_score, asks=True)),
    )
    g = game({"yellow": ["Kite"]}, ["Spinning Top", "Oars"])
    assert g.triggers.meld_asks
    g.apply(Meld(player="alice", card="Spinning Top"))
    assert isinstance(g.pending, YesNo) and g.pending.rule == "TOY-6"
    assert g.state.actions_left == 2  # the action is not over
    other = g.clone()  # re-run from the action's start with its answers
    assert isinstance(other.pending, YesNo)
    g.answer(True)
    assert seen(since_action(g))[1:] == [
        ("meld", "MELD-1", "Spinning Top"),
        ("claim", "SPECIAL-1", "Toybox"),
        ("decide", "TOY-6", None),
        ("score", "TERM-SCORE", "Spinning Top"),
        ("note", "karma", None),  # the later slot, after the answer
    ]
    assert g.pending is None and g.state.actions_left == 1
    # a Meld action that melds no toy asks nothing
    g.apply(Meld(player="alice", card="Oars"))
    assert g.pending is None and g.state.current_name == "bob"
    other.answer(False)
    assert other.state.player("alice").board["red"].cards == ["Spinning Top"]


def test_a_handler_that_asks_must_say_so(toy: None) -> None:
    use_toy(end_of_meld=(MeldEnd("promote", offer_to_score),))
    g = game({"yellow": ["Kite"]}, ["Spinning Top"])
    with pytest.raises(RuntimeError, match="asks"):
        g.apply(Meld(player="alice", card="Spinning Top"))


def test_a_slotted_point_takes_no_plain_subscriber(toy: None) -> None:
    use_toy(subscribers=(("meld_action_end", lambda g, t: None),))
    with pytest.raises(ValueError, match="slotted"):
        registry.triggers_for([TOY])


# ----------------------------------------------------------------------------
# the start of a turn and a free action there (ART-13)


def test_turn_start_fires_at_the_first_turn_and_after_each_turn(toy: None) -> None:
    starts: list[tuple[str, int]] = []

    def at_start(g: GameBase, t: Trigger) -> None:
        assert t.detail is not None
        starts.append((t.player, t.detail["turn"]))
        note(g, t.player, f"{t.player}'s turn begins", "TOY-7")

    use_toy(subscribers=(("turn_start", at_start),))
    g = new_game(["a", "b"], seed=1, expansions=[TOY])
    for p in g.state.players:
        g.apply(InitialMeld(player=p.name, card=p.hand[0]))
    first = g.state.current_name
    assert starts == [(first, 1)]
    assert seen(g.steps[-3:], "turn", "note") == [
        ("turn", "SETUP-5", None),
        ("note", "TOY-7", None),
    ]
    g.apply(Draw(player=first))  # the first turn has one action (SETUP-6)
    second = g.state.current_name
    assert starts == [(first, 1), (second, 2)] and second != first
    assert seen(g.steps[-2:]) == [("turn", "TURN-1", None), ("note", "TOY-7", None)]


class Spin(Action, frozen=True, tag="spin"):
    """TOY-3: a free action at the start of your turn: score a toy from your hand."""

    card: str

    def __str__(self) -> str:
        return f"{self.player} spins {self.card}"


def spin_legal(g: GameBase, player: str) -> list[Action]:
    hand = g.state.player(player).hand
    return [Spin(player=player, card=c) for c in hand if card(c).set == TOY]


def spin_problem(g: GameBase, action: Action) -> str | None:
    assert isinstance(action, Spin)
    return None if action in spin_legal(g, action.player) else f"{action.card}: no toy in hand"


def spin(g: GameBase, action: Action) -> ActionGen:
    assert isinstance(action, Spin)
    rules.score(g, action.player, action.card, NO_CAUSE)
    yield from ()


FREE_SPIN = ExtraAction(Spin, "TOY-3", spin_legal, spin_problem, spin, free=True)


def test_ART_13_a_free_action_uses_no_action_and_only_before_the_first(toy: None) -> None:
    use_toy(actions=(*toy_set.SET.actions, FREE_SPIN))
    g = game({"yellow": ["Kite"]}, ["Yo-Yo", "Spinning Top", "Oars"])
    spins = [a for a in g.legal_actions() if isinstance(a, Spin)]
    assert spins == [Spin(player="alice", card="Yo-Yo"), Spin(player="alice", card="Spinning Top")]
    g.apply(spins[0])
    assert g.state.actions_left == 2 and g.state.player("alice").score == ["Yo-Yo"]
    assert g.steps[-2].verb == "action" and g.steps[-2].rule == "TOY-3"
    g.apply(Meld(player="alice", card="Oars"))  # the turn's first action
    assert not [a for a in g.legal_actions() if isinstance(a, Spin)]
    with pytest.raises(IllegalAction) as info:
        g.apply(Spin(player="alice", card="Spinning Top"))
    assert info.value.rule == "TOY-3" and "before the turn's first action" in info.value.message
    assert g.state.actions_left == 1


# ----------------------------------------------------------------------------
# replacements (FIG-16, FIG-19, FIG-20)


def toy_instead_of_base_draw(g: GameBase, w: Would) -> Instead | None:
    """TOY-4 (an ECHO-10-like rule): with a toy on top, a base draw draws a toy instead."""
    if w.supply != "base" or not g.state.pile(TOY, 1):
        return None
    if not any(card(c).set == TOY for c in g.state.player(w.player).top_cards()):
        return None

    def run() -> str:
        # a draw itself: it would trigger TOY-4 again, but replacements never chain
        return rules.draw(g, w.player, 1, w.cause, rule="TOY-4", supply=TOY)

    return Instead("TOY-4", f"{w.player} draws a toy", run)


def test_FIG_16_a_draw_replaced_records_the_would_and_draws_instead(toy: None) -> None:
    use_toy(replacements=(("draw", toy_instead_of_base_draw),))
    g = game({"yellow": ["Kite"]}, [], decks={"1": ["Oars"], TOY: {"1": ["Yo-Yo"]}})
    assert g.triggers.replaced == {"draw"}
    g.apply(Draw(player="alice"))
    would, drawn = since_action(g)[1:]
    assert (would.verb, would.rule, would.change, would.actor) == ("would", "TOY-4", False, "alice")
    assert would.text == "alice would draw a 1: instead, alice draws a toy"
    assert would.detail == {"point": "draw", "age": 1, "supply": "base"}
    # no chaining (FIG-19): the toy draw is a draw, not replaced again
    assert seen([drawn]) == [("draw", "TOY-4", "Yo-Yo")]
    assert g.state.player("alice").hand == ["Yo-Yo"]
    assert g.triggers.replaced == {"draw"}  # on again once the replacement is over
    # a draw replaced returns the card drawn instead (the toy pile's last)
    assert rules.draw(g, "alice", 1, NO_CAUSE) == "Spinning Top"
    assert g.state.pile("base", 1)[0] == "Oars"


def test_a_meld_replaced_is_not_a_meld_and_ends_no_meld_action(toy: None) -> None:
    def score_yoyo_instead(g: GameBase, w: Would) -> Instead | None:
        if w.card != "Yo-Yo":
            return None
        return Instead(
            "TOY-5", "Yo-Yo is scored", lambda: rules.score(g, w.player, "Yo-Yo", w.cause)
        )

    use_toy(replacements=(("meld", score_yoyo_instead),), end_of_meld=(slot_note("dig"),))
    g = game({"yellow": ["Kite"]}, ["Yo-Yo"], decks={TOY: {"1": ["Spinning Top"]}})
    g.apply(Meld(player="alice", card="Yo-Yo"))
    assert seen(since_action(g))[1:] == [
        ("would", "TOY-5", "Yo-Yo"),
        ("score", "TERM-SCORE", "Yo-Yo"),
        # no meld, so no "meld" subscriber (TOY-1) and no end of the Meld action
    ]
    assert g.state.actions_left == 1 and g.state.player("alice").score == ["Yo-Yo"]


def test_FIG_19_no_replacement_triggers_while_one_runs(toy: None) -> None:
    during: list[frozenset[str]] = []

    def score_instead_of_tucking(g: GameBase, w: Would) -> Instead:
        def run() -> None:
            during.append(frozenset(g.triggers.replaced))
            rules.tuck(g, w.player, "Oars", w.cause)  # a tuck: not replaced again
            rules.score(g, w.player, str(w.card), w.cause)

        return Instead("TOY-9", f"{w.player} scores {w.card}", run)

    use_toy(replacements=(("tuck", score_instead_of_tucking),))
    g = game({"yellow": ["Kite"]}, ["Yo-Yo", "Oars"])
    rules.tuck(g, "alice", "Yo-Yo", NO_CAUSE)
    assert during == [frozenset()]
    assert seen(g.steps[-3:]) == [
        ("would", "TOY-9", "Yo-Yo"),
        ("tuck", "TERM-TUCK", "Oars"),
        ("score", "TERM-SCORE", "Yo-Yo"),
    ]
    assert g.triggers.replaced == {"tuck"}


def test_FIG_20_two_replacements_of_one_event_are_not_picked_silently(toy: None) -> None:
    def other(g: GameBase, w: Would) -> Instead:
        return Instead("TOY-8", "nothing", lambda: None)

    use_toy(replacements=(("draw", toy_instead_of_base_draw), ("draw", other)))
    g = game({"yellow": ["Kite"]}, [], decks={"1": ["Oars"], TOY: {"1": ["Yo-Yo"]}})
    with pytest.raises(UnsupportedCard) as info:
        g.apply(Draw(player="alice"))
    assert "TOY-4 (alice draws a toy) and TOY-8 (nothing)" in info.value.message
    assert info.value.rule == "FIG-20" and "current player would choose one" in info.value.message
    g.abandon_action()
    assert g.state.player("alice").hand == [] and g.state.actions_left == 2


def test_every_primitive_asks_its_replacements(toy: None) -> None:
    asked: list[str] = []

    def spy(g: GameBase, w: Would) -> None:
        asked.append(str(w))

    points = ("draw", "meld", "tuck", "score", "return", "transfer", "remove", "splay", "achieve")
    assert points == registry.REPLACE_POINTS
    use_toy(subscribers=(), replacements=tuple((p, spy) for p in points))
    g = game({"red": ["Archery"]}, ["Oars", "Sailing", "Yo-Yo", "Kite", "Clothing", "Writing"])
    rules.draw(g, "alice", 1, NO_CAUSE)
    rules.meld(g, "alice", "Oars", NO_CAUSE)
    rules.tuck(g, "alice", "Sailing", NO_CAUSE)
    rules.score(g, "alice", "Yo-Yo", NO_CAUSE)
    rules.return_card(g, "alice", "Kite", NO_CAUSE)
    rules.transfer(g, "alice", "Clothing", Zone("score", "bob"), NO_CAUSE)
    rules.remove(g, "alice", "Writing", NO_CAUSE)
    rules.splay(g, "alice", card("Oars").color, Splay.LEFT, NO_CAUSE)
    rules.achieve(g, "alice", g.state.achievements[0], NO_CAUSE)
    assert [a.split(" ")[2] for a in asked] == list(points)
    assert (
        asked[0] == "alice would draw a 1" and asked[7] == "alice would splay their red cards left"
    )
    assert not [s for s in g.steps if s.verb == "would"]  # none answered


def test_the_would_step_is_explained_shown_and_hidden_like_any_step(toy: None) -> None:
    use_toy(replacements=(("draw", toy_instead_of_base_draw),))
    g = game({"yellow": ["Kite"]}, ["Oars"], decks={"1": ["Agriculture"], TOY: {"1": ["Yo-Yo"]}})
    before = g.state.copy()
    g.apply(Draw(player="alice"))
    steps = since_action(g)
    line = explain_steps(steps)
    assert [(c.kind, c.rule) for c in line.children][-2:] == [
        ("would", "TOY-4"),
        ("change", "TOY-4"),
    ]
    out = msgspec.to_builtins(steps_out(steps))
    assert [s["verb"] for s in out] == ["action", "would", "draw"]
    hidden = [Viewer(before, "bob").redact(s) for s in steps]
    assert hidden[2].card == "[1]"
