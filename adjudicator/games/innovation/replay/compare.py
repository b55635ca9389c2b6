"""What a record reports an action changed, against what the rules produced."""

from __future__ import annotations

from msgspec.structs import astuple

from adjudicator.core.problems import Problem
from adjudicator.core.steps import Step
from adjudicator.games.innovation.cards import BASE, lookup
from adjudicator.games.innovation.recorder import reported_entries
from adjudicator.games.innovation.records import Reported

# the fields of a reported entry that must fit the engine's when the record gives them
COMPARED = (
    "verb",
    "card",
    "age",
    "set",
    "actor",
    "from_player",
    "from_zone",
    "to_player",
    "to_zone",
)


def compare_reported(reported: list[Reported], steps: list[Step]) -> Problem | None:
    """The engine's changes, entry for entry, against what the record reports:
    the first disagreement, as a divergence."""
    done = [e for s in steps if s.change for e in reported_entries(s, steps, None)]
    if done == reported:  # a referee's record reports each entry exactly as the rules make it
        return None
    for k in range(max(len(done), len(reported))):
        said = reported[k] if k < len(reported) else None
        did = done[k] if k < len(done) else None
        if said is not None and did is not None and (said == did or matches(said, did)):
            continue
        if said is None:
            assert did is not None
            message = f"the rules make {reported_text(did)}, which the record does not report"
        elif did is None:
            message = f"the record reports that {reported_text(said)}, but the rules do not"
        else:
            message = (
                f"the record reports that {reported_text(said)}, but by the rules "
                f"{reported_text(did)}"
            )
        return Problem(code="divergence", message=message, card=said.card if said else None)
    return None


# the positions of the compared fields in a Reported tuple (read in one go)
_FIELDS = Reported.__struct_fields__
_MATCHED = tuple(_FIELDS.index(f) for f in (*COMPARED, "splay"))
_CARD = _FIELDS.index("card")
_SET = _FIELDS.index("set")


def matches(said: Reported, did: Reported) -> bool:
    """Whether the reported entry fits the engine's (absent fields fit anything)."""
    mine, theirs = astuple(said), astuple(did)
    for i in _MATCHED:
        value = mine[i]
        if value is None:
            continue
        if i == _CARD:
            value = card_name(value)
        if i == _SET:  # a base card's set is often left out (CITY-1: the back tells)
            if value != (theirs[i] or BASE):
                return False
            continue
        if value != theirs[i]:
            return False
    return True


def card_name(raw: str) -> str:
    """A card as a record names it, by its proper name when it is one."""
    found = lookup(raw)
    return found.name if found else raw


def reported_text(r: Reported) -> str:
    """A reported change in words: "bob transfers Sailing from bob's hand to alice's score"."""
    what = r.card or (f"a {r.age}" if r.age else "a card")
    if r.verb in ("splay", "unsplay"):
        return f"{r.actor} {r.verb}s {r.to_zone} {r.splay or ''}".strip()
    text = f"{r.actor or 'someone'} {r.verb}s {what}"
    if r.from_zone:
        text += f" from {_place(r.from_player, r.from_zone)}"
    if r.to_zone:
        text += f" to {_place(r.to_player, r.to_zone)}"
    return text


def _place(player: str | None, zone: str) -> str:
    return f"{player}'s {zone}" if player else zone
