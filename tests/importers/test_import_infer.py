"""Issue 14: matching what a log shows (visible changes, the same for every format) and
the verdict on a log the rules cannot explain."""

from __future__ import annotations

import re

from bga_writer import SPECTATOR, bga_text

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import Reported
from adjudicator.games.innovation.replay import check_record, problem_text
from adjudicator.games.innovation.replay.visible import Move, visible_moves
from adjudicator.games.innovation.simulate import simulate_game


def test_a_compound_line_is_a_draw_then_the_move() -> None:
    said = Reported(
        verb="meld",
        card="Oars",
        age=1,
        actor="bob",
        from_zone="deck",
        to_player="bob",
        to_zone="board",
    )
    assert visible_moves([said], frozenset()) == [
        Move("Oars", 1, ("deck", None), ("hand", "bob")),
        Move("Oars", 1, ("hand", "bob"), ("board", "bob")),
    ]


def test_a_revealed_card_placed_in_the_hand_moved_nowhere() -> None:
    placed = Reported(
        verb="transfer",
        card="Oars",
        age=1,
        actor="bob",
        from_player="bob",
        from_zone="revealed",
        to_player="bob",
        to_zone="hand",
    )
    assert visible_moves([placed], frozenset()) == []


def test_omitted_verbs_are_left_out_and_unsplays_compared_where_the_log_has_them() -> None:
    splay = Reported(verb="splay", actor="bob", to_player="bob", to_zone="board:red", splay="left")
    unsplay = Reported(verb="unsplay", actor="bob", to_player="bob", to_zone="board:red")
    assert visible_moves([splay, unsplay], frozenset({"splay"})) == []  # an old tracker record
    assert visible_moves([splay, unsplay], frozenset({"splay", "unsplay"})) == []
    moves = visible_moves([splay, unsplay], frozenset())
    assert [m.direction for m in moves] == ["left", "none"]


def test_a_hidden_card_fits_any_card_of_its_age() -> None:
    hidden = Move(None, 3, ("hand", "bob"), ("score", "bob"))
    assert hidden.fits(Move("Compass", 3, ("hand", "bob"), ("score", "bob")))
    assert not hidden.fits(Move("Oars", 1, ("hand", "bob"), ("score", "bob")))


def test_a_log_the_rules_cannot_explain_says_where_and_why() -> None:
    game, _ = simulate_game(2, seed=3)
    lines = bga_text(game, SPECTATOR).decode().splitlines(keepends=True)
    dogma = next(i for i, line in enumerate(lines) if "activates the dogma of" in line)
    move = lines[dogma].split("\t")[0]
    # the icon counts and who executes what: no change
    counts = re.compile(r".* has ([0-9]+ \[[a-z]+\]|to execute the .*)\.$")
    effect = next(
        i
        for i in range(dogma + 1, len(lines))
        if lines[i].startswith(move + "\t") and not counts.match(lines[i].split("\t")[-1].strip())
    )
    del lines[effect]  # a change the dogma made, left out of the log
    number = move.removeprefix("move ")
    report = check_record(import_bga("".join(lines).encode(), file="tampered.txt"))
    assert report.verdict != "valid"
    # a spectator cannot rule out that hidden cards steered it: accepted, with the reason
    (note,) = [n for n in report.notes if f"BGA move {number}," in n]
    assert "answer list(s) tried" in note and "closest" in note
    problem = report.problems[0]
    assert problem.move is not None and problem.line is not None
    assert f"BGA move {problem.move}, line {problem.line}" in problem_text(problem)
