"""Issue 14: a BGA game's check names the log's winners or says why it cannot; never a
"valid" verdict with other winners.

BGA's score ending (END-2) names no winner in the text or the tracker's export: the
rules name them from the replayed scores. Fission's removal of hands, boards and score
piles is not in BGA's logs either (the writer writes none, replay.infer's NOTATION_ONLY):
when Fission's outcome is accepted from the log (its draw hidden), the replayed scores
may hold the cards it removed, and the check says so instead of naming a winner.
"""

from __future__ import annotations

import pytest
from bga_writer import SPECTATOR, bga_text, bga_tracker

from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import ResultEvent
from adjudicator.games.innovation.replay import Replay, problem_text
from adjudicator.games.innovation.replay.report import Report
from adjudicator.games.innovation.simulate import simulate_game


def simulated(seed: int, expansions: tuple[str, ...] = ()) -> Game:
    game, _ = simulate_game(2 + seed % 3, seed=seed, expansions=expansions)
    return game


def checked_text(game: Game, viewer: str) -> Report:
    record = import_bga(
        bga_text(game, viewer), file="game", viewer=None if viewer == SPECTATOR else viewer
    )
    return Replay(record, False, None).run()


@pytest.mark.parametrize(
    ("seed", "expansions", "viewer"),
    [(78, ("cities",), "alice"), (95, (), SPECTATOR)],
)
def test_a_score_ending_after_an_accepted_fission_names_no_winner_as_valid(
    seed: int, expansions: tuple[str, ...], viewer: str
) -> None:
    game = simulated(seed, expansions)
    assert game.state.game_over == "score"
    report = checked_text(game, viewer)
    if report.verdict == "valid":  # the search found Fission's red draw: the rules' winners
        assert sorted(report.winners or []) == sorted(game.state.winners)
        return
    assert report.verdict == "incomplete", [problem_text(p) for p in report.problems]
    (problem,) = report.problems
    assert "the log names no winner" in problem.message
    assert "(Fission)" in problem.message
    assert problem.rule == "END-2"
    assert report.winners is None


def test_a_score_ending_without_an_accepted_removal_is_still_named_by_the_rules() -> None:
    game = simulated(49, ("cities",))
    record = import_bga(bga_tracker(game, "bob"), file="game-49")
    assert [e.winners for e in record.events if isinstance(e, ResultEvent)] == [[]]
    report = Replay(record, False, None).run()
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert report.winners == game.state.winners
    assert any(n.startswith("the log names no winner") for n in report.notes)


def test_the_order_of_shared_winners_does_not_matter_to_the_verdict() -> None:
    game = simulated(56, ("cities",))
    assert len(game.state.winners) == 2
    record = import_bga(bga_text(game, "alice"), file="game-56", viewer="alice")
    for named in (game.state.winners, game.state.winners[::-1]):
        events = [
            ResultEvent(winners=list(named), reason=e.reason) if isinstance(e, ResultEvent) else e
            for e in record.events
        ]
        report = Replay(type(record)(header=record.header, events=events), False, None).run()
        assert report.verdict == "valid", [problem_text(p) for p in report.problems]
        assert sorted(report.winners or []) == sorted(named)
