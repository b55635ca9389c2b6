"""Issue 14, Cities of Destiny in imported logs: Endorse lines, hidden cards' sets, and
where a dogma's entries end."""

from __future__ import annotations

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import DogmaEvent, EndorseEvent, MeldEvent
from adjudicator.games.innovation.replay.source import UNKNOWN_SET
from adjudicator.games.innovation.replay.visible import Move


def text_log(*lines: str) -> bytes:
    rows = [
        "move 2\tlog\talice chooses a card.",
        "move 2\tlog\tbob chooses a card.",
        "move 3\ttransferedCard\talice melds [1] Archery from his hand.",
        "move 3\ttransferedCard\tbob melds [1] Oars from his hand.",
        "move 3\tlog\talice melded the first card in English alphabetical order (Archery): "
        "he plays first.",
        *lines,
    ]
    return ("\n".join(rows) + "\n").encode()


def test_an_endorse_line_is_an_endorse_action() -> None:
    record = import_bga(
        text_log(
            "move 4\tlogWithCardTooltips\talice endorses the dogma of [1] Archery "
            "with [castle] as the featured icon.",
            "move 4\ttransferedCard\talice tucks [1] Pottery from his hand.",
        ),
        viewer=None,
    )
    endorse = record.events[-1]
    assert isinstance(endorse, EndorseEvent)
    assert (endorse.player, endorse.card, endorse.city) == ("alice", "Archery", None)


def test_a_hidden_draw_of_a_text_log_has_no_set() -> None:
    record = import_bga(
        text_log(
            "move 4\ttransferedCard\talice melds [1] Sailing from his hand.",
            "move 4\ttransferedCard\talice draws a [1].",
        ),
        viewer=None,
    )
    meld = record.events[-1]
    assert isinstance(meld, MeldEvent)
    assert [d.set for d in meld.draws] == [UNKNOWN_SET]


def test_entries_before_a_later_execute_line_belong_to_the_dogma() -> None:
    """Masonry shared: the sharer's meld is inside the dogma, not the next action."""
    record = import_bga(
        text_log(
            "move 4\tlogWithCardTooltips\tbob activates the dogma of [1] Oars "
            "with [castle] as the featured icon.",
            "move 4\tlog\talice has to execute the non-demand effect.",
            "move 5\ttransferedCard\talice melds [1] Masonry from his hand.",
            "move 6\tlog\tbob has to execute the non-demand effect.",
        ),
        viewer=None,
    )
    dogma = record.events[-1]
    assert isinstance(dogma, DogmaEvent)
    assert [r.card for r in dogma.reported or []] == ["Masonry"]


def test_a_hidden_card_fits_a_card_of_its_set_only() -> None:
    city = Move(None, 4, ("hand", "bob"), ("hand", "amy"), set="cities")
    assert not city.fits(Move("Printing Press", 4, ("hand", "bob"), ("hand", "amy"), set="base"))
    assert city.fits(Move("Florence", 4, ("hand", "bob"), ("hand", "amy"), set="cities"))
    unknown = Move(None, 4, ("hand", "bob"), ("hand", "amy"))
    assert unknown.fits(Move("Printing Press", 4, ("hand", "bob"), ("hand", "amy"), set="base"))
