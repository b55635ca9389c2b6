"""The engine contract beyond scenarios: clone, legal actions, TOML files."""

from __future__ import annotations

from pathlib import Path

from gizmos_support import run_like_cli

from adjudicator.games.gizmos.actions import Build, File, Pick, Research
from adjudicator.games.gizmos.drivers import new_game
from adjudicator.games.gizmos.game import Game


def test_clone_mid_turn_is_independent() -> None:
    game = new_game(["alice", "bob"], 3)
    row = game.state.rows[1][0]
    game.apply(File("alice", row))
    assert game.pending is not None and game.pending.options == (901,)
    twin = game.clone()
    assert twin.state == game.state and twin.pending == game.pending
    twin.answer(901)
    assert twin.state.current_name == "bob" and game.state.current_name == "alice"
    assert game.pending is not None


def test_legal_actions_at_the_start() -> None:
    game = new_game(["alice", "bob", "carol"], 1)
    actions = game.legal_actions()
    kinds = {type(a) for a in actions}
    assert kinds == {File, Pick, Research}
    assert len([a for a in actions if isinstance(a, File)]) == 9
    assert [a.level for a in actions if isinstance(a, Research)] == [1, 2, 3]
    assert game.actor() == "alice" and not game.terminal


def test_legal_builds_carry_their_payment() -> None:
    game = new_game(["alice", "bob"], 2)
    game.state.me.energy.update({"red": 2, "blue": 2, "black": 2, "yellow": 2})
    builds = [a for a in game.legal_actions() if isinstance(a, Build)]
    assert builds
    for build in builds:
        copy = Game(game.state.copy())
        copy.check(build)


def test_a_toml_scenario(tmp_path: Path) -> None:
    path = tmp_path / "pick.toml"
    path.write_text(
        'game = "gizmos"\nplayers = ["alice", "bob"]\n'
        '[setup]\nenergy_row = ["red", "red", "blue", "blue", "black", "yellow"]\n'
        '[[actions]]\nplayer = "alice"\naction = "pick"\ncolor = "black"\n'
    )
    out, code = run_like_cli(path)
    assert code == 0, out
    assert '"black":1' in out


def test_a_recorded_chance_source() -> None:
    from adjudicator.games.gizmos.rules import RecordedSpheres

    game = new_game(["alice", "bob"], 4)
    game.table.source = RecordedSpheres(["yellow", "yellow"])
    color = game.state.energy_row[0]
    game.apply(Pick("alice", color))
    assert game.state.energy_row[-1] == "yellow"
    assert game.state.sphere_count() == 52
