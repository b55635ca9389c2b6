"""Reading details: who "You" is, possessives, players, card names of every set, and BGA's
HTML made plain text."""

from __future__ import annotations

from adjudicator.games.innovation.importers.entries import CardSeen, Place
from adjudicator.games.innovation.importers.names import clean_text, name_key, resolve
from adjudicator.games.innovation.importers.phrases import YOU, reader

ME = "AnotherSava"


def test_first_person_without_a_name_is_you() -> None:
    assert reader()("You meld [1] Archery from your hand.", 1, None).actor == YOU


def test_possessive_your_only_in_first_person() -> None:
    # "P … from your score pile" is never BGA's wording for P's own pile
    entry = reader(ME)(
        "jamdalla transfers [3] Alchemy from your score pile to his score pile.", 1, None
    )
    assert entry.kind == "transfer"
    assert entry.source == Place("score", ME)
    assert entry.dest == Place("score", "jamdalla")


def test_known_players_reject_a_false_actor() -> None:
    read = reader(ME, ["jamdalla", ME])
    assert read("Everyone passes.", 1, None).kind == "info"
    assert read("jamdalla passes.", 1, None).kind == "pass"


def test_unknown_card_name_is_kept_as_written() -> None:
    entry = reader(ME)("jamdalla melds [1] Flux capacitor from his hand.", 1, None)
    assert entry.card == CardSeen(name="Flux capacitor", age=1)


def test_other_expansions_are_named() -> None:
    read = reader(ME)
    assert read("jamdalla melds [1] Bangle from his hand.", 1, None).card == CardSeen(
        "Bangle", 1, "echoes", 333
    )
    assert read("jamdalla melds [1] Ark of the covenant from his hand.", 1, None).card == CardSeen(
        "Ark of the Covenant", 1, "artifacts", 123
    )
    sao_paulo = read("jamdalla melds [8] Sao Paulo from his hand.", 1, None).card
    assert sao_paulo is not None
    assert (sao_paulo.name, sao_paulo.set) == ("São Paulo", "cities")


def test_html_made_plain_text() -> None:
    html = (
        "<span class=\"minor_information\">jamdalla melds <span class='square N age age_1 type_0'>1</span> "
        "<span id='x'class='card_name card_id_10'>Code of&nbsp;laws</span> with "
        "<span title='tower' class='square N icon_4'></span> &amp; <span class='square N icon_3'></span>.</span>"
    )
    assert clean_text(html) == "jamdalla melds [1] Code of laws with [castle] & [lightbulb]."
    assert clean_text("Mohenjo\u2011daro<!--empty-->") == "Mohenjo-daro"


def test_names_match_ignoring_case_accents_and_punctuation() -> None:
    assert name_key("São Paulo") == name_key("sao-paulo") == "saopaulo"
    for text, name, set_name in [
        ("The wheel", "The Wheel", "base"),
        ("Code of laws", "Code of Laws", "base"),
        ("Chang'An", "Chang' An", "cities"),
        ("Mohenjo\u2011daro", "Mohenjo-Daro", "cities"),
        ("Frankfurk", "Frankfurt", "cities"),
        ("Monument", "Monument", "base"),
        ("Legend", "Legend", "cities"),
        ("Wealth", "Wealth", "echoes"),
        ("Timbuktu", "Timbuktu", "cities"),
        ("Where's waldo", "Where's Waldo?", "artifacts"),
    ]:
        known = resolve(text)
        assert known is not None, text
        assert (known.name, known.set) == (name, set_name)
    assert resolve("Flux capacitor") is None
