"""The engine's shortcuts for speed give what the plain way gives: a change's
entries compared field by field in one tuple (replay.compare), the actions
legal_actions keeps per player and card."""

from __future__ import annotations

import msgspec

from adjudicator.core.steps import split_actions
from adjudicator.games.innovation.engine.actions import Dogma, Meld
from adjudicator.games.innovation.recorder import reported_entries
from adjudicator.games.innovation.records import Reported
from adjudicator.games.innovation.replay.compare import _reported_as_made
from adjudicator.games.innovation.simulate import simulate_game


def test_a_change_compared_at_once_agrees_with_its_entries_field_by_field() -> None:
    game, _ = simulate_game(3, seed=5, expansions=("cities",))
    compared = 0
    for steps in split_actions(game.steps):
        changes = [s for s in steps if s.change]
        if any(s.verb == "exchange" for s in changes):
            continue  # made and compared the plain way
        made = [e for s in changes for e in reported_entries(s, steps, None)]
        assert _reported_as_made(made, steps)
        if made:  # an entry short
            assert not _reported_as_made(made[:-1], steps)
        for k, entry in enumerate(made):
            for field in Reported.__struct_fields__:  # any field differing tells
                other = msgspec.structs.replace(entry, **{field: "elsewhere"})
                assert not _reported_as_made([*made[:k], other, *made[k + 1 :]], steps)
                compared += 1
    assert compared > 1000


def test_legal_actions_are_the_same_objects_each_time() -> None:
    game, _ = simulate_game(2, seed=3, max_actions=6)
    first, again = game.legal_actions(), game.legal_actions()
    assert first == again and all(a is b for a, b in zip(first, again, strict=True))
    assert any(type(a) is Meld for a in first) and any(type(a) is Dogma for a in first)
