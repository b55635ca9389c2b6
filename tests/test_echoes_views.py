"""Records written from one player's view of games with Echoes of the Past replay
as valid: forecasts are hidden from the other players (ECHO-21), a promotion
shows the card it melds (ECHO-24), a hidden card's back shows its set (ECHO-1),
which ECHO-10 reads.

The Echoes card effects are not needed: a fixture registers stub effects for
every Echoes card (draws, foreshadows, choices of cards in hands and
forecasts) and puts the registry back afterwards."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from adjudicator.core.decisions import core_kind
from adjudicator.core.steps import NO_CAUSE, Zone
from adjudicator.games.innovation.engine import registry, rules
from adjudicator.games.innovation.engine.cards import card, set_cards
from adjudicator.games.innovation.engine.effect_context import EffectContext
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.visibility import Viewer, sees, step_seen
from adjudicator.games.innovation.records import (
    DrawnCard,
    Record,
    ResultEvent,
    encode_record,
    load_record,
)
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.simulate import simulate_record

ECHOES = "echoes"
Effect = Callable[[EffectContext], Any]

# ----------------------------------------------------------------------------
# stub effects: each a generator function, as a card set's effects are


def _draw_a_1(ctx: EffectContext) -> Any:
    ctx.draw(1)
    return
    yield


def _draw_and_foreshadow_a_2(ctx: EffectContext) -> Any:
    ctx.draw_and_foreshadow(2)
    return
    yield


def _foreshadow_from_hand(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.hand(), optional=True, prompt="foreshadow a card")
    if c:
        ctx.foreshadow(c)


def _return_from_forecast(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.forecast(), optional=True, prompt="return a card")
    if c:
        ctx.return_card(c)
    else:
        ctx.draw_and_foreshadow(1)


def _score_from_forecast(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.forecast(), optional=True, prompt="score a card")
    if c:
        ctx.score(c)
    else:
        ctx.draw_and_foreshadow(3)


def _achieve_from_forecast(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.forecast(), optional=True, prompt="achieve a card")
    if c and len(ctx.forecast()) >= 3:
        ctx.achieve_card(c)


def _hand_to_available(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.hand(), optional=True, prompt="make it available")
    if c:
        ctx.transfer_to_available(c)
    ctx.draw(2)


def _tuck_from_forecast(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.forecast(), optional=True, prompt="tuck a card")
    if c:
        ctx.tuck(c)
    top = yield from ctx.choose_card(ctx.top_cards(), optional=True, prompt="foreshadow it")
    if top:
        ctx.foreshadow(top)


def _hand_to_my_forecast(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.hand(), prompt="transfer a card to my forecast")
    if c:
        ctx.transfer(c, ctx.run.leader, "forecast")


def _forecast_to_my_hand(ctx: EffectContext) -> Any:
    c = yield from ctx.choose_card(ctx.forecast(), prompt="transfer a card to my hand")
    if c:
        ctx.transfer(c, ctx.run.leader, "hand")
    else:
        s = yield from ctx.choose_card(ctx.score_pile(), prompt="transfer it to my forecast")
        if s:
            ctx.transfer(s, ctx.run.leader, "forecast")


DRAWS = ([_draw_a_1], [_draw_and_foreshadow_a_2], [_hand_to_my_forecast])
CHOICES = (
    [_draw_a_1, _score_from_forecast, _achieve_from_forecast, _hand_to_available,
     _tuck_from_forecast],
    [_draw_and_foreshadow_a_2, _foreshadow_from_hand, _return_from_forecast],
    [_hand_to_my_forecast, _forecast_to_my_hand],
)  # fmt: skip


def _register_stubs(effects: list[Effect], echoes: list[Effect], demands: list[Effect]) -> None:
    """An effect of each kind for every Echoes card, picked by its name."""
    for c in set_cards(ECHOES):
        k = len(c.name)
        fns = [
            demands[k % len(demands)] if t.demand else effects[(k + i) % len(effects)]
            for i, t in enumerate(c.effects_for(3))
        ]
        registry.register_effects(c.name, *fns)
        if c.echo:
            registry.register_echo(c.name, echoes[k % len(echoes)])


@pytest.fixture(params=[DRAWS, CHOICES], ids=["draws", "choices"])
def stub_echoes(request: pytest.FixtureRequest) -> Iterator[None]:
    """Stub effects for every Echoes card; the registry's effects put back after."""
    # every set's effects loaded first (Echoes' own too): the stubs replace, the
    # registry is put back as it was, and nothing loaded meanwhile is lost
    registry.implemented()
    effects, echoes = dict(registry._EFFECTS), dict(registry._ECHOES)
    _register_stubs(*request.param)
    try:
        yield
    finally:
        registry._EFFECTS.clear()
        registry._EFFECTS.update(effects)
        registry._ECHOES.clear()
        registry._ECHOES.update(echoes)


# ----------------------------------------------------------------------------
# records from one player's view


def _view_record(players: int, seed: int, expansions: list[str], view: str) -> Record:
    _, record = simulate_record(players, seed=seed, expansions=expansions, view=view)
    return load_record(encode_record(record))


GAMES = [
    (2, 0, [ECHOES]),
    (2, 1, [ECHOES, "cities"]),
    (3, 2, [ECHOES]),
    (3, 0, [ECHOES, "cities"]),
    (4, 1, [ECHOES]),
    (4, 2, [ECHOES, "cities"]),
]


@pytest.mark.parametrize(("players", "seed", "expansions"), GAMES)
@pytest.mark.usefixtures("stub_echoes")
def test_a_record_from_each_players_view_checks_valid(
    players: int, seed: int, expansions: list[str]
) -> None:
    for view in ("alice", "bob", "carol", "dave")[:players]:
        report = check_record(_view_record(players, seed, expansions, view))
        assert report.verdict == "valid", (view, [str(p) for p in report.problems])


@pytest.mark.usefixtures("stub_echoes")
def test_the_referees_record_checks_valid() -> None:
    _, record = simulate_record(3, seed=4, expansions=[ECHOES, "cities"])
    report = check_record(load_record(encode_record(record)))
    assert report.verdict == "valid", [str(p) for p in report.problems]


@pytest.mark.usefixtures("stub_echoes")
def test_another_players_forecast_is_hidden_in_a_view_record() -> None:
    record = _view_record(2, 0, [ECHOES], "alice")
    into_forecast = [
        r
        for e in record.events
        if not isinstance(e, ResultEvent)
        for r in e.reported or []
        if r.to_zone == "forecast"
    ]
    bobs = [r for r in into_forecast if r.to_player == "bob"]
    alices = [r for r in into_forecast if r.to_player == "alice"]
    assert bobs and alices
    # into bob's forecast from his own hand or score pile: its back only (age and set)
    unseen = [r for r in bobs if r.from_player == "bob" and r.from_zone in ("hand", "score")]
    assert unseen and all(r.card is None and r.age for r in unseen)
    assert all(r.set in (None, ECHOES) for r in unseen) and any(r.set == ECHOES for r in unseen)
    # alice sees her own forecast
    assert all(r.card is not None for r in alices)


@pytest.mark.usefixtures("stub_echoes")
def test_a_hidden_draw_gives_the_set_of_its_pile() -> None:
    record = _view_record(3, 0, [ECHOES, "cities"], "alice")
    hidden = [
        d
        for e in record.events
        if not isinstance(e, ResultEvent) and e.player != "alice"
        for d in e.draws
        if d.card is None
    ]
    assert any(d.set == ECHOES for d in hidden)  # ECHO-10: an Echoes card drawn instead
    assert any(d.set == "base" for d in hidden)
    assert DrawnCard(age=1).set == "base"


# ----------------------------------------------------------------------------
# visibility


def test_a_forecast_is_seen_by_its_owner_only() -> None:
    assert sees(Zone("forecast", "bob"), "bob")
    assert not sees(Zone("forecast", "bob"), "alice")


def test_a_foreshadowed_card_is_hidden_from_the_others_and_a_promoted_one_shown() -> None:
    game = new_game(["alice", "bob"], seed=3, expansions=[ECHOES])
    game.keep_steps = True
    name = next(n for n in game.state.player("bob").hand if card(n).set == ECHOES)
    alice, bob = Viewer(game.state, "alice"), Viewer(game.state, "bob")
    rules.foreshadow(game, "bob", name, NO_CAUSE)
    step = game.steps[-1]
    assert step.verb == "foreshadow" and step.dst == Zone("forecast", "bob")
    assert not step_seen(step, "alice") and step_seen(step, "bob")
    hidden = alice.redact(step)
    assert name not in hidden.text and hidden.card == f"[{card(name).age}]"
    assert bob.redact(step).card == name
    assert alice.hide_unseen([name]) == [f"[{card(name).age}]"]
    assert bob.hide_unseen([name]) == [name]
    # a promotion melds it: every player sees it from then on (ECHO-24)
    rules.meld(game, "bob", name, NO_CAUSE, rule="ECHO-24")
    meld = game.steps[-1]
    assert meld.src == Zone("forecast", "bob")
    assert alice.redact(meld).card == name
    assert alice.hide_unseen([name]) == [name]


def test_a_sets_own_decision_is_recorded_in_its_kinds_answer_form() -> None:
    import adjudicator.games.innovation.sets.echoes.decisions  # noqa: F401  (the classes)

    assert core_kind("promote") == "cards"
    assert core_kind("promoted_dogma") == "yes_no"
    assert core_kind("draw_order") == "value"
    assert core_kind("cards") == "cards"
