"""A "draw and tuck" of a named card after a hidden draw of its age in the same event
(issue 30's "Coal's draw-and-tuck of a named card after a hidden draw"). BGA names a
drawn card to everybody when the same line tucks it ("draws and tucks [9] Suburbia"),
so the draw itself is named; the hidden draw before it, whose back BGA's text does not
say (base card or city), may be taken for that very card by the replay's stand-ins
(replay.hidden). In Cities game 194 (4 players), Computers splays dave's red pile, which
draws him a city 9 unseen; then Self Service, executed, runs Steam Engine's draw and tuck
of two 9s, Suburbia and Satellites: the game checks valid in every view."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from bga_writer import SPECTATOR, bga_packets, bga_text, bga_tracker

from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import Record, Reported
from adjudicator.games.innovation.replay import Replay, problem_text
from adjudicator.games.innovation.simulate import simulate_game

SEED = 194


def drawn_and_tucked_after_a_hidden_draw(record: Record) -> list[str]:
    """The named cards an event draws and tucks at once after a hidden draw of the same
    age into the same hand."""
    found: list[str] = []
    for event in record.events:
        reported = getattr(event, "reported", None) or []
        hidden: set[tuple[str | None, int | None]] = set()
        for r, after in itertools.pairwise([*reported, None]):
            if r.verb == "draw" and r.card is None:
                hidden.add((r.to_player, r.age))
            elif r.verb == "draw" and (r.to_player, r.age) in hidden and _tucks(after, r):
                found.append(r.card or "")
    return found


def _tucks(after: Reported | None, drawn: Reported) -> bool:
    return after is not None and after.verb == "tuck" and after.card == drawn.card


#: The views written (the text hides a hidden card's set; the others say it), and the viewer.
VIEWS: dict[str, Callable[[Game], tuple[bytes, str | None]]] = {
    "text, a spectator's view": lambda g: (bga_text(g, SPECTATOR), None),
    "text, alice's view": lambda g: (bga_text(g, "alice"), "alice"),
    "packets, a spectator's view": lambda g: (bga_packets(g, SPECTATOR), None),
    "tracker, bob's view": lambda g: (bga_tracker(g, "bob"), None),
}


@pytest.mark.parametrize("view", VIEWS)
def test_a_draw_and_tuck_named_after_a_hidden_draw_of_its_age_checks_valid(view: str) -> None:
    game, _ = simulate_game(2 + SEED % 3, seed=SEED, expansions=("cities",))
    data, viewer = VIEWS[view](game)
    record = import_bga(data, file=f"game-{SEED}", viewer=viewer)
    assert drawn_and_tucked_after_a_hidden_draw(record) == ["Suburbia", "Satellites"], view
    report = Replay(record, False, None).run()
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert sorted(report.winners or []) == sorted(game.state.winners)
