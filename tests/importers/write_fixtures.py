"""Writes the complete-game fixtures of ``fixtures/complete/``: games simulated by us with
Cities of Destiny, written out by :mod:`bga_writer` in each BGA format, each file's first
line naming its source as the real samples' do (../shared/real-logs/). ``expected.json``
lists what ``adjudicator check FILE --json`` must say of each: the winners (a text log
never names its viewer: "You") and how the game ended (``reason`` as BGA's END OF GAME
line says it, ``game_over`` as the rules do).

Run from the repository: ``.venv/bin/python tests/importers/write_fixtures.py``. The files
are kept as written (the engine or the writer may change later: the tests then say
whether the importer still reads the logs as they were).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from bga_writer import SPECTATOR, bga_packets, bga_text, bga_tracker

from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.simulate import simulate_game

OUT = Path(__file__).parent / "fixtures" / "complete"

Writer = Callable[[Game, str], bytes]

FORMATS: dict[str, tuple[Writer, str, str]] = {
    # name: (writer, file suffix, what the file is)
    "tracker": (bga_tracker, "tracker-gamelog.txt", "the bga-tracker's structured JSON export"),
    "packets": (bga_packets, "raw-notifications.txt", "BGA's raw notification packets"),
    "text": (bga_text, "rendered.txt", "plain text of BGA's log panel, one message a line"),
}

#: (seed, players, [(format, viewer)]): a 2-player game won by achievements (one of them
#: Repute, CITY-25), a 4-player game ended by score (END-2), a 3-player game won by a
#: card's dogma (END-3), a 2-player game won with 6 achievement cards and a flag or a
#: fountain (CITY-18, CITY-19: 7 needed with Cities, CITY-3).
GAMES: list[tuple[int, int, list[tuple[str, str]]]] = [
    (9, 2, [("tracker", "bob"), ("packets", "alice"), ("text", SPECTATOR)]),
    (33, 2, [("tracker", "alice")]),
    (5, 4, [("tracker", "carol"), ("packets", SPECTATOR), ("text", "dave")]),
    (22, 3, [("tracker", "alice"), ("packets", "bob")]),
]


def header(seed: int, players: int, game: Game, what: str, viewer: str) -> str:
    st = game.state
    view = "a spectator's view" if viewer == SPECTATOR else f"{viewer}'s view"
    return (
        f"# source: simulated by adjudicator (simulate_game({players}, seed={seed}, "
        "expansions=('cities',))) and written by tests/importers/bga_writer.py -- "
        f"Innovation + Cities of Destiny, {players} players, {what}, {view}. COMPLETE: "
        f"the game ends ({st.game_over}), {', '.join(st.winners)} won. Everything below "
        "this line is the file as written.\n"
    )


def reason(game_over: str | None) -> str | None:
    """How the game ended as BGA's END OF GAME line says it (a card's win is "dogma")."""
    return game_over if game_over in (None, "achievements", "score") else "dogma"


def _named(player: str, format: str, viewer: str) -> str:
    """A player as the log names them: BGA's text never names its viewer ("You")."""
    return "You" if format == "text" and player == viewer else player


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    expected: dict[str, dict[str, object]] = {}
    for seed, players, formats in GAMES:
        game, _ = simulate_game(players, seed=seed, expansions=("cities",))
        for name, viewer in formats:
            write, suffix, what = FORMATS[name]
            who = "spectator" if viewer == SPECTATOR else viewer
            path = OUT / f"sim-seed{seed}-{players}p-{who}-{suffix}"
            body = write(game, viewer).decode()
            path.write_text(header(seed, players, game, what, viewer) + body, encoding="utf-8")
            expected[path.name] = {
                "winners": [_named(w, name, viewer) for w in game.state.winners],
                "reason": reason(game.state.game_over),
                "game_over": game.state.game_over,
            }
            print(path, file=sys.stderr)
    (OUT / "expected.json").write_text(json.dumps(expected, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
