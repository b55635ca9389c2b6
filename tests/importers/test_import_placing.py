"""A card put on a board from a hand or a supply pile, where the log's flags do not tell
a meld from a tuck (bga-log-format: "the effect text decides"): the texts that can run
in the action decide when they name one of the two only (replay.placing)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color, card
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import Pile, State
from adjudicator.games.innovation.records import DogmaEvent, EndorseEvent, MeldEvent, Reported
from adjudicator.games.innovation.replay.placing import placed, placing_of


def _onto_board(verb: str, src: str = "hand") -> Reported:
    return Reported(
        verb,
        "Flight",
        8,
        actor="alice",
        from_player="alice",
        from_zone=src,
        to_player="alice",
        to_zone="board",
    )


def test_a_card_that_only_melds_melds_whatever_the_flag() -> None:
    """Classification melds every card of the color (TERM-MELD): one flagged as a tuck
    is a meld."""
    placing = placing_of(DogmaEvent(player="alice", card="Classification"))
    assert placing == "meld"
    assert placed(_onto_board("tuck"), placing) == "meld"


def test_a_card_that_only_tucks_tucks_whatever_the_flag() -> None:
    """Coal draws and tucks (TERM-TUCK): a draw-and-tuck flagged as not to the bottom is a
    tuck, from the supply pile as from a hand."""
    placing = placing_of(DogmaEvent(player="alice", card="Coal"))
    assert placing == "tuck"
    assert placed(_onto_board("meld", src="deck"), placing) == "tuck"


def test_the_flag_stands_where_the_texts_name_neither_or_run_other_cards() -> None:
    """Agriculture's text puts no card on a board: the log's verb stands; Computers
    melds, then executes the melded card's effects, which may tuck (Self Service,
    Software: "execute")."""
    assert placing_of(DogmaEvent(player="alice", card="Agriculture")) is None
    assert placed(_onto_board("tuck"), None) == "tuck"
    assert placing_of(DogmaEvent(player="alice", card="Computers")) is None


def test_only_a_card_put_on_a_board_and_only_in_a_dogma() -> None:
    placing = placing_of(DogmaEvent(player="alice", card="Classification"))
    returned = Reported(
        "return", "Flight", 8, from_player="alice", from_zone="hand", to_zone="deck"
    )
    assert placed(returned, placing) == "return"
    from_board = _onto_board("tuck", src="board")
    assert placed(from_board, placing) == "tuck"
    assert placing_of(MeldEvent(player="alice", card="Flight")) is None
    # an Endorse action tucks its payment from the hand (CITY-23), whatever its card says
    assert placing_of(EndorseEvent(player="alice", card="Classification")) is None


def _board_of_alice(*piles: list[str]) -> State:
    state = new_game(["alice", "bob"], seed=0).state
    board = state.player("alice").board
    board.clear()
    for cards in piles:
        board[Color(_color(cards[0]))] = Pile(cards)
    return state


def _color(name: str) -> str:
    return str(card(name).color)


def test_a_card_that_executes_others_reads_the_texts_it_may_run() -> None:
    """Satellites melds a card from the hand and executes it: where the card melded
    (named in the log) and the player's other top cards only meld, a card flagged as
    going to the bottom is a meld (base 176, the tracker's own flags: Corporations);
    where one of them tucks (Coal), or executes others in turn (Robotics), or the log
    does not name the card, the flag stands."""
    event = DogmaEvent(
        player="alice",
        card="Satellites",
        reported=[_onto_board("tuck")],  # Flight: "meld" only in its texts
    )
    assert placing_of(event, _board_of_alice(["Satellites"], ["Writing"])) == "meld"
    assert placing_of(event, _board_of_alice(["Satellites"], ["Coal"])) is None
    assert placing_of(event, _board_of_alice(["Satellites"], ["Robotics"])) is None
    unnamed = DogmaEvent(
        player="alice", card="Satellites", reported=[Reported("tuck", None, 8, to_zone="board")]
    )
    assert placing_of(unnamed, _board_of_alice(["Satellites"])) is None
    assert placing_of(event) is None  # no position to read the top cards from
