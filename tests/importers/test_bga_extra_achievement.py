"""BGA's "extra achievement to win" option (END-1's number plus one) is in no log: an
END OF GAME line by achievements gives the table's number, but a game ended otherwise
says nothing, and the end line's count may leave out the flags and fountains that
counted (CITY-18, CITY-19). A whole log that does not check valid with the rules'
number is checked again with one more; when that is valid, it is the verdict, noted."""

from __future__ import annotations

import random

import pytest
from bga_writer import bga_tracker
from purposeful import NAMES, purposeful_action, purposeful_answer

from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.replay import Replay, check_record, problem_text

INFERRED = "achievements to win: 8 (BGA's extra achievement, inferred)"


def at_a_table_with_the_extra_achievement(seed: int) -> Game:
    """A purposeful 2-player Cities game to 8 achievements (the rules' 7, plus one)."""
    game = new_game(NAMES[:2], seed=seed, expansions=("cities",))
    game.state.achievements_goal = game.state.achievements_to_win() + 1
    rng = random.Random(seed)
    while not game.terminal:
        if game.pending is not None:
            game.answer(purposeful_answer(game.pending, rng))
        else:
            game.apply(purposeful_action(game.legal_actions(), rng))
    return game


@pytest.mark.parametrize(
    ("seed", "ending"),
    [(16, "score"), (10, "achievements"), (27, "achievements")],
    ids=["score ending, 7 achievements on the way", "end line counts 6", "a special at 7"],
)
def test_a_game_past_the_rules_number_checks_with_the_extra_achievement(
    seed: int, ending: str
) -> None:
    game = at_a_table_with_the_extra_achievement(seed)
    assert game.state.game_over == ending
    record = import_bga(bga_tracker(game, "bob"))
    assert Replay(record, False, None).run().verdict != "valid"  # by the rules' number
    report = check_record(record)
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert report.winners == game.state.winners
    assert INFERRED in report.notes
    assert any(n.startswith("checked as BGA's extra achievement to win: ") for n in report.notes)


def test_a_table_option_given_is_not_second_guessed() -> None:
    game = at_a_table_with_the_extra_achievement(16)
    report = check_record(import_bga(bga_tracker(game, "bob"), achievements_to_win=7))
    assert report.verdict != "valid"
    assert INFERRED not in report.notes
