"""The forms a text copied from BGA takes: the log panel's newest message first, and the
game review's "Move N : time" headings over each move's messages (no move on the
message lines), or no moves at all. All read as the rendered form does: without moves,
the turns' count of actions over the whole log shows which draws and melds open no
action (TURN-1, TURN-2)."""

from __future__ import annotations

import re

import pytest
from bga_writer import SPECTATOR, bga_text

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.importers import parse_bga
from adjudicator.games.innovation.replay import check_record, problem_text
from adjudicator.games.innovation.simulate import simulate_game

_RENDERED = re.compile(r"move (?P<move>\d+)\t\w+\t(?P<text>.*)")


def rendered(seed: int) -> tuple[list[str], list[str]]:
    game, _ = simulate_game(3, seed=seed, expansions=("cities",))
    return bga_text(game, "alice").decode().splitlines(), sorted(game.state.winners)


def with_headings(lines: list[str]) -> list[str]:
    out: list[str] = []
    last = None
    for line in lines:
        found = _RENDERED.fullmatch(line)
        assert found is not None
        if found["move"] != last:
            out.append(f"Move {found['move']} : 11/27/2026, 5:32:05 PM")
            last = found["move"]
        out.append(found["text"])
    return out


def checked(lines: list[str]) -> tuple[str, list[str], list[str]]:
    report = check_record(import_bga("\n".join(lines).encode(), viewer="alice"))
    return report.verdict, sorted(report.winners or []), [problem_text(p) for p in report.problems]


@pytest.mark.parametrize(
    "form", [lambda ls: ls[::-1], with_headings], ids=["newest first", "review headings"]
)
def test_a_text_in_another_form_checks_as_the_rendered_one(form: object) -> None:
    lines, winners = rendered(4)
    verdict, named, problems = checked(form(lines))  # type: ignore[operator]
    assert (verdict, named) == ("valid", winners), problems


def test_a_heading_gives_its_move_to_the_messages_under_it() -> None:
    lines, _ = rendered(4)
    log = parse_bga("\n".join(with_headings(lines)).encode())
    assert [e.move for e in log.entries[:3]] == [2, 2, 2]
    assert log.entries[-1].kind == "end" and log.entries[-1].move is not None


def test_a_text_without_moves_newest_first_starts_with_the_cards_chosen() -> None:
    lines, _ = rendered(4)
    bare = [_RENDERED.sub(r"\g<text>", line) for line in lines]
    entries = parse_bga("\n".join(bare[::-1]).encode()).entries
    assert entries[0].kind == "choose" and entries[-1].kind == "end"


@pytest.mark.parametrize("seed", [4, 5])
def test_a_text_without_moves_checks_as_the_rendered_one(seed: int) -> None:
    """3 and 4 players: a draw after a Meld action (a city's plus, CITY-15) or inside a
    demand (Oars) is no Draw action; the count of actions over the whole log says so."""
    game, _ = simulate_game(2 + seed % 3, seed=seed, expansions=("cities",))
    lines = bga_text(game, "alice").decode().splitlines()
    bare = [_RENDERED.sub(r"\g<text>", line) for line in lines]
    verdict, named, problems = checked(bare)
    assert (verdict, named) == ("valid", sorted(game.state.winners)), problems


@pytest.mark.parametrize("seed", [41, 80])
def test_a_city_drawn_after_a_meld_is_no_draw_action_where_hidden_cards_steer_it(
    seed: int,
) -> None:
    """A spectator's text without moves: a hidden card taken for a card of the other set
    (a city held, so Sydney's splay draws none, 80; a base 7 left in the supply, so
    Munich's splay draws a city at 7, not 9, 41) leaves the city's draws unexplained; the
    Meld is accepted as recorded, and with the draws, not leaving them a Draw action that
    would make the player's next action a third one (TURN-1)."""
    game, _ = simulate_game(2 + seed % 3, seed=seed, expansions=("cities",))
    lines = bga_text(game, SPECTATOR).decode().splitlines()
    bare = [_RENDERED.sub(r"\g<text>", line) for line in lines]
    report = check_record(import_bga("\n".join(bare).encode()))
    problems = [problem_text(p) for p in report.problems]
    assert report.verdict == "valid", problems
    assert sorted(report.winners or []) == sorted(game.state.winners)
