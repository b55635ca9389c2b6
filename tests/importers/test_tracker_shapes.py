"""Issue 30: the tracker's ``game_log.json`` as other versions of the tracker write it
(the reference's "The same tracker format, written by other versions of the tracker").

Special achievements "claimed" (``source`` null, ``dest`` "claimed": a claim the engine
makes itself, evidence, never a card move), the Achieve action's card from the "deck",
``players`` keyed by seat, ``time`` present or absent, ``my_hand`` a cross-check only,
``meld_keyword`` never telling a meld from a tuck and ``bottom_to`` not trusted, the
card moves the samples never show, the older text-only transfers, and the information
lines of complete games. Round trips: a simulated game written in each shape
(``bga_writer.TrackerShape``) imports back and checks valid with the same winners.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from bga_writer import SPECTATOR, TrackerShape, bga_text, bga_tracker

from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.importers import parse_tracker
from adjudicator.games.innovation.importers.entries import CardSeen, LogEntry, Place
from adjudicator.games.innovation.records import ActionEvent, Record
from adjudicator.games.innovation.replay import check_record, problem_text
from adjudicator.games.innovation.simulate import simulate_game

#: Each shape of the reference, as the writer's options write it.
SHAPES: dict[str, TrackerShape] = {
    "claims as dest claimed": TrackerShape(claims="claimed"),
    "achievements from the deck": TrackerShape(achieves="deck"),
    "players keyed by seat, with times": TrackerShape(seats=True, times=True),
    "the tracker's own flags": TrackerShape(flags="tracker"),
    "my_hand at capture": TrackerShape(my_hand="capture"),
    "my_hand the opening hand": TrackerShape(my_hand="opening"),
    "text-only transfers": TrackerShape(text_only=True),
    "every new shape at once": TrackerShape(
        claims="claimed",
        achieves="deck",
        seats=True,
        times=True,
        flags="tracker",
        my_hand="opening",
    ),
}

#: (seed, players, expansions): complete games, base and Cities, 2 to 4 players; the
#: Cities games end by a special achievement (27), by score (34), by a dogma (35), by
#: achievements (28), as in test_bga_full_games.
GAMES: list[tuple[int, int, tuple[str, ...]]] = [
    (27, 4, ("cities",)),
    (28, 3, ("cities",)),
    (35, 2, ("cities",)),
    (3, 2, ()),
    (4, 3, ()),
    (5, 4, ()),
]
#: Games of a sweep (seeds 0-199, 2 + seed % 3 players) that once failed, checked whatever
#: else runs: with the tracker's own flags an effect's meld from a hand is flagged
#: ``bottom_to`` (Classification's melds read as tucks, accepted so where hidden cards
#: steered the action: 22, 31; Cities 8 too): the texts that run decide
#: (replay.placing); the text-only transfers say no hidden card's set but a draw's, so
#: a score or return "a [2]" may be a city (Cities 2, 8; Cities 10, too slow for the
#: suite: a city scored, the base card kept), as in BGA's text (``Imported.backs_unsaid``);
#: the next icon counts that a splay the log drops gives pick no pile a shared
#: Publications rearranged unseen (Cities 171: its own splay up, replay.rearranged);
#: a card taken from a pile's bottom (Combustion) read as its top shown (94, every shape);
#: a meld flagged ``bottom_to`` by a dogma that executes the card it melds (176:
#: Satellites, Corporations), read from the texts it may run (replay.placing); a
#: Publications' outcome accepted (hidden cards) rearranging the pile the log shows
#: out of order later (Cities 0, text-only: Teotihuacan; Replay.rearrange_as_shown);
#: an Achieve whose points need bonuses behind splays the log drops (CITY-9), found
#: only with two sharers' hidden cards of Measurement taken to be others at once
#: (Cities 14, text-only: Combustion returned, red splayed, not yellow;
#: look_alikes.posed_for_splays), or with a hidden return replayed after a splay found
#: again explained otherwise too (Cities 86, text-only: Tools returned a city;
#: search_back._resplay_later); a hidden card the log moves out of a hand where the
#: rules moved none taken to be one they would move (Cities 154, text-only: Oars' demand
#: for a [crown], look_alikes.held_look_alikes at a mismatch).
ONCE_FAILING: list[tuple[int, tuple[str, ...], str]] = [
    (22, (), "the tracker's own flags"),
    (31, (), "the tracker's own flags"),
    (2, ("cities",), "text-only transfers"),
    (8, ("cities",), "text-only transfers"),
    (171, ("cities",), "every new shape at once"),
    (94, (), "every new shape at once"),
    (176, (), "the tracker's own flags"),
    (0, ("cities",), "text-only transfers"),
    (14, ("cities",), "text-only transfers"),
    (86, ("cities",), "text-only transfers"),
    (154, ("cities",), "text-only transfers"),
]


@pytest.mark.parametrize(("seed", "expansions", "shape"), ONCE_FAILING)
def test_a_game_in_a_shape_that_once_failed_checks_valid(
    seed: int, expansions: tuple[str, ...], shape: str
) -> None:
    game = simulated(seed, 2 + seed % 3, expansions)
    checks_valid(bga_tracker(game, viewer_of(game), SHAPES[shape]), game, f"game-{seed}")


def simulated(seed: int, players: int, expansions: tuple[str, ...]) -> Game:
    game, _ = simulate_game(players, seed=seed, expansions=expansions)
    return game


def viewer_of(game: Game) -> str:
    return game.state.players[1].name


def checks_valid(data: bytes, game: Game, name: str) -> Record:
    record = import_bga(data, file=name)
    report = check_record(record)
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert sorted(report.winners or []) == sorted(game.state.winners)
    return record


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize(("seed", "players", "expansions"), GAMES)
def test_a_complete_game_in_each_shape_checks_valid_with_its_winners(
    seed: int, players: int, expansions: tuple[str, ...], shape: str
) -> None:
    game = simulated(seed, players, expansions)
    assert game.state.phase == "over"
    data = bga_tracker(game, viewer_of(game), SHAPES[shape])
    checks_valid(data, game, f"game-{seed}")


def _log(data: bytes) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(data)
    return loaded


def test_the_writer_writes_each_shape() -> None:
    """The shapes are in the exports (else the round trips would prove nothing)."""
    game = simulated(27, 4, ("cities",))
    viewer = viewer_of(game)
    claimed = _log(bga_tracker(game, viewer, TrackerShape(claims="claimed")))["log"]
    claims = [e for e in claimed if e.get("dest") == "claimed"]
    assert claims and all(
        e["source"] is None and e["card_age"] is None and e["card_set"] is None for e in claims
    )
    decked = _log(bga_tracker(game, viewer, TrackerShape(achieves="deck")))["log"]
    assert any(e.get("source") == "deck" and e.get("dest") == "achievements" for e in decked)
    seated = _log(bga_tracker(game, viewer, TrackerShape(seats=True, times=True)))
    assert list(seated["players"]) == ["1", "2", "3", "4"]
    assert all("time" in e for e in seated["log"])
    text = _log(bga_tracker(game, viewer, TrackerShape(text_only=True)))["log"]
    transfers = [e for e in text if e["type"] == "transfer"]
    assert transfers and all(set(e) == {"move", "type", "msg"} for e in transfers)
    assert any(e["msg"].endswith(" from cities.") for e in transfers)


def test_a_card_revealed_from_a_hand_is_named_as_the_real_tracker_names_it() -> None:
    """Measurement's "reveal and return a card from your hand": the card is shown to all,
    so the tracker moves it named hand -> revealed, then revealed -> deck (the real table
    815136179, move 86); the game so written imports back and checks valid (Cities 14:
    carol's Combustion, which splays her red pile right)."""
    game = simulated(14, 4, ("cities",))
    log = _log(bga_tracker(game, "bob"))["log"]
    measured = [
        (e["source"], e["dest"], e["card_name"], e["source_owner"])
        for e in log
        if e.get("move") == 75 and e["type"] == "transfer" and e["source_owner"] == "carol"
    ]
    assert measured == [
        ("hand", "revealed", "Combustion", "carol"),
        ("revealed", "deck", "Combustion", "carol"),
    ]
    checks_valid(bga_tracker(game, "bob"), game, "game-14")


def test_cards_drawn_then_revealed_are_named_as_drawn_and_revealed() -> None:
    """Physics draws three cards, then reveals them: BGA names each as drawn and
    revealed (the real table 815136179, move 76: deck -> revealed; BGA's text "draws and
    reveals"), not as three hidden draws; the game so written imports back and checks
    valid (base seed 1: bob and carol each keep three cards of different colors)."""
    game = simulated(1, 3, ())
    log = _log(bga_tracker(game, "bob"))["log"]
    physics = [
        (e["source"], e["dest"], e["card_name"])
        for e in log
        if e.get("move") == 92 and e["type"] == "transfer" and e["dest_owner"] == "carol"
    ]
    assert physics[:3] == [
        ("deck", "revealed", "Suburbia"),
        ("deck", "revealed", "Fission"),
        ("deck", "revealed", "Satellites"),
    ]
    assert physics[3] == ("deck", "hand", None)  # the sharing bonus, hidden
    text = bga_text(game, SPECTATOR)
    assert b"carol draws and reveals [9] Fission." in text
    checks_valid(bga_tracker(game, "bob"), game, "game-1")
    checks_valid(text, game, "game-1.txt")


# ----------------------------------------------------------------------------
# the real log's error: Legend "claimed"


def _entries(*log: dict[str, Any], players: dict[str, str] | None = None) -> bytes:
    data = {"players": players or {"1": "AnotherSava", "2": "jamdalla"}, "log": list(log)}
    return json.dumps(data).encode()


def _move(
    move: int, src: str | None, dst: str, name: str | None, age: int | None, **kw: Any
) -> dict[str, Any]:
    entry = {
        "type": "transfer",
        "move": move,
        "card_set": kw.pop("card_set", "base"),
        "source": src,
        "dest": dst,
        "card_name": name,
        "card_age": age,
        "source_owner": kw.pop("source_owner", None),
        "dest_owner": kw.pop("dest_owner", None),
        "meld_keyword": kw.pop("meld_keyword", False),
        "bottom_to": kw.pop("bottom_to", False),
    }
    return entry | kw


def _text(move: int, msg: str, kind: str = "log") -> dict[str, Any]:
    return {"move": move, "type": kind, "msg": msg}


#: A start of a Cities game, then jamdalla's meld of a city that claims Legend (CITY-25),
#: the tracker's other version writing the claim as "claimed": the error of issue 30
#: ("BGA move 49: Legend is a special achievement, not a card to move").
LEGEND = _entries(
    _text(1, "jamdalla chooses a card."),
    _text(1, "AnotherSava chooses a card."),
    _move(2, "hand", "board", "Archery", 1, source_owner="AnotherSava", dest_owner="AnotherSava"),
    _move(2, "hand", "board", "Tools", 1, source_owner="jamdalla", dest_owner="jamdalla"),
    _text(
        2,
        "AnotherSava melded the first card in English alphabetical order (Archery): he plays first.",
    ),
    _move(3, "deck", "hand", None, 1, card_set="cities", dest_owner="AnotherSava"),
    _move(
        49,
        "hand",
        "board",
        "Athens",
        2,
        card_set="cities",
        meld_keyword=True,
        source_owner="jamdalla",
        dest_owner="jamdalla",
    ),
    _move(49, None, "claimed", "Legend", None, card_set=None, dest_owner="jamdalla"),
)


def test_a_claim_as_dest_claimed_imports_as_a_claim_not_a_card_move() -> None:
    log = parse_tracker(LEGEND)
    claim = log.entries[-1]
    assert claim.kind == "claim"
    assert claim.actor == "jamdalla"
    assert claim.card == CardSeen(name="Legend", set="cities")
    assert (claim.source, claim.dest) == (Place("achievements"), Place("achievements", "jamdalla"))
    record = import_bga(LEGEND, file="legend.json")  # no FormatError
    reported = [r for e in record.events if isinstance(e, ActionEvent) for r in e.reported]
    assert [(r.verb, r.card, r.to_player) for r in reported if r.verb == "claim"] == [
        ("claim", "Legend", "jamdalla")
    ]


def test_a_claim_that_names_no_claimer_is_the_claim_of_the_change_before_it() -> None:
    data = LEGEND.replace(
        b'"dest_owner": "jamdalla", "meld_keyword": false',
        b'"dest_owner": null, "meld_keyword": false',
    )
    claim = parse_tracker(data).entries[-1]
    assert (claim.kind, claim.actor, claim.dest) == (
        "claim",
        "jamdalla",
        Place("achievements", "jamdalla"),
    )


def test_an_age_achievement_from_the_deck_is_the_achieve_action() -> None:
    data = _entries(
        _move(
            2, "hand", "board", "Archery", 1, source_owner="AnotherSava", dest_owner="AnotherSava"
        ),
        _move(9, "deck", "achievements", None, 1, dest_owner="AnotherSava"),
    )
    achieve = parse_tracker(data).entries[-1]
    assert achieve.kind == "achieve"
    assert (achieve.source, achieve.dest) == (
        Place("achievements"),
        Place("achievements", "AnotherSava"),
    )
    assert achieve.card == CardSeen(age=1, set="base")
    # a card moved to the available achievements (no owner) is no Achieve action
    data = _entries(_move(9, "deck", "achievements", None, 3))
    assert parse_tracker(data).entries[-1].kind == "move"


def _kind(**kw: Any) -> LogEntry:
    src, dst = kw.pop("src"), kw.pop("dst")
    name, age = kw.pop("name", None), kw.pop("age", 1)
    return parse_tracker(_entries(_move(5, src, dst, name, age, **kw))).entries[-1]


def test_meld_keyword_never_tells_a_meld_from_a_tuck_by_itself() -> None:
    own = {"source_owner": "jamdalla", "dest_owner": "jamdalla"}
    # the tracker's own flag: a city tucked from hand is flagged meld_keyword
    tucked = _kind(
        src="hand",
        dst="board",
        name="Athens",
        age=2,
        card_set="cities",
        meld_keyword=True,
        bottom_to=True,
        **own,
    )
    assert tucked.kind == "tuck" and tucked.meld_flag is True
    melded = _kind(
        src="hand", dst="board", name="Tools", meld_keyword=False, bottom_to=False, **own
    )
    assert melded.kind == "meld"
    # a draw-and-tuck flagged as not to the bottom: a card onto the board (the replay
    # compares where it goes; the verb is evidence only)
    drawn = _kind(src="deck", dst="board", name="Tools", bottom_to=False, dest_owner="jamdalla")
    assert (drawn.kind, drawn.dest) == ("meld", Place("board", "jamdalla"))
    # a return is a return, flagged either way
    for flag in (True, False):
        back = _kind(src="hand", dst="deck", bottom_to=flag, source_owner="jamdalla")
        assert back.kind == "return"


def test_an_effects_meld_flagged_to_the_bottom() -> None:
    """With BGA's own flag (a base card melded flagged meld_keyword: the shared sample's
    version), an effect's meld flagged to the bottom is a meld; with the tracker's own
    flag (cities only), ``bottom_to`` alone says it, a tuck (where it goes is the same)."""
    own = {"source_owner": "jamdalla", "dest_owner": "jamdalla"}
    action = _move(4, "hand", "board", "Tools", 1, meld_keyword=True, **own)
    effect = _move(9, "hand", "board", "Archery", 1, meld_keyword=True, bottom_to=True, **own)
    assert parse_tracker(_entries(action, effect)).entries[-1].kind == "meld"
    action["meld_keyword"] = effect["meld_keyword"] = False
    assert parse_tracker(_entries(action, effect)).entries[-1].kind == "tuck"


@pytest.mark.parametrize(
    ("src", "src_owner", "dst", "dst_owner", "kind"),
    [
        ("board", "jamdalla", "board", "AnotherSava", "transfer"),  # Compass
        ("hand", "jamdalla", "score", "AnotherSava", "transfer"),  # Oars
        ("hand", "jamdalla", "score", "jamdalla", "score"),
        ("revealed", "jamdalla", "board", "jamdalla", "meld"),  # Mysticism
        ("score", "jamdalla", "hand", "jamdalla", "move"),  # Statistics, hidden
        ("score", "jamdalla", "deck", None, "return"),  # hidden
        ("revealed", "jamdalla", "deck", None, "return"),
        ("hand", "jamdalla", "revealed", "jamdalla", "reveal"),
        ("score", "jamdalla", "score", "AnotherSava", "transfer"),
    ],
)
def test_card_moves_the_samples_never_show(
    src: str, src_owner: str, dst: str, dst_owner: str | None, kind: str
) -> None:
    hidden = src in ("hand", "score") and dst in ("hand", "score", "deck")
    entry = _kind(
        src=src,
        dst=dst,
        name=None if hidden else "Tools",
        source_owner=src_owner,
        dest_owner=dst_owner,
    )
    assert entry.kind == kind
    assert entry.source == Place(src, src_owner)
    assert entry.dest == Place(dst, dst_owner)
    assert entry.actor == src_owner
    assert entry.target == (dst_owner if dst_owner not in (None, src_owner) else None)


def test_text_only_transfers_are_read_as_text_lines() -> None:
    data = _entries(
        {"move": 4, "type": "transfer", "msg": "AnotherSava draws a [1] from cities."},
        {"move": 4, "type": "transfer", "msg": "jamdalla melds [2] Athens from his hand."},
        {"move": 5, "type": "transfer", "msg": "jamdalla achieves Legend."},
        {
            "move": 6,
            "type": "transfer",
            "msg": "jamdalla transfers a [1] from his hand to AnotherSava's score pile.",
        },
    )
    draw, meld, claim, transfer = parse_tracker(data).entries
    assert (draw.kind, draw.card, draw.dest) == (
        "draw",
        CardSeen(age=1, set="cities"),
        Place("hand", "AnotherSava"),
    )
    assert (meld.kind, meld.card and meld.card.name) == ("meld", "Athens")
    assert (claim.kind, claim.actor) == ("claim", "jamdalla")
    assert (transfer.kind, transfer.target) == ("transfer", "AnotherSava")


def test_players_keyed_by_seat_time_and_my_hand() -> None:
    data = json.dumps(
        {
            "players": {"1": "AnotherSava", "2": "jamdalla"},
            "my_hand": ["Steam engine", "Not a card at all"],
            "log": [
                {
                    "move": 2,
                    "time": 1700000000,
                    **_move(
                        2,
                        "hand",
                        "board",
                        "Archery",
                        1,
                        source_owner="AnotherSava",
                        dest_owner="AnotherSava",
                    ),
                },
                _move(
                    2, "hand", "board", "Tools", 1, source_owner="jamdalla", dest_owner="jamdalla"
                ),
            ],
        }
    ).encode()
    log = parse_tracker(data)
    assert log.player_names() == ["AnotherSava", "jamdalla"]
    assert [p.bga_id for p in log.players] == ["1", "2"]
    assert [c.name for c in log.viewer_hand] == ["Steam Engine", "Not a card at all"]
    import_bga(data)  # my_hand is no card move: nothing to refuse there


#: Information lines of real complete games that no shared sample shows.
INFO_LINES = [
    "No stack matches the criteria of the effect for splaying.",
    "This card is red; AnotherSava has this color on his board.",
    "All the cards AnotherSava drew have different colors.",
    "AnotherSava has two colors with 3 or more [leaf].",
    "AnotherSava has 2 colors with 3 or more [leaf].",
    "jamdalla has no cards with a [castle] in his hand.",
    "AnotherSava has 1 color(s) present on his board not present on any of his opponents' boards.",
    "AnotherSava has 2 colors splayed left.",
    "jamdalla did not draw a red card.",
    "Each top card on AnotherSava board has a [crown].",
]


@pytest.mark.parametrize("line", INFO_LINES)
def test_information_lines_of_complete_games_are_commentary(line: str) -> None:
    data = _entries(
        _move(
            2, "hand", "board", "Archery", 1, source_owner="AnotherSava", dest_owner="AnotherSava"
        ),
        _text(7, line),
    )
    entry = parse_tracker(data).entries[-1]
    assert entry.kind == "info"


def test_the_end_line_names_the_winner() -> None:
    data = _entries(
        _move(
            2, "hand", "board", "Archery", 1, source_owner="AnotherSava", dest_owner="AnotherSava"
        ),
        _text(80, "END OF GAME BY ACHIEVEMENTS: jamdalla has got 6 achievements. He wins!"),
    )
    log = parse_tracker(data)
    assert log.ended is not None and log.ended.winners == ("jamdalla",)
    assert log.achievements_to_win == 6
