"""What a record reports an action changed, against what the rules produced."""

from __future__ import annotations

from msgspec.structs import astuple

from adjudicator.core.problems import Problem
from adjudicator.core.report import event_label
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine.cards import BASE, CARDS, lookup
from adjudicator.games.innovation.recorder import card_back, code_of, reported_entries
from adjudicator.games.innovation.records import IconCounts, Reported

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
    if _reported_as_made(reported, steps):
        return None
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


def _reported_as_made(reported: list[Reported], steps: list[Step]) -> bool:
    """Whether ``reported`` is, entry for entry, what the rules' changes make
    (``reported_entries`` with no view), told without making the entries: a
    referee's record mostly is. False also when a change is an exchange (the
    entries are then made and compared).

    Each change's entry, as ``entry_fields(step, True)`` gives it, is compared as
    a tuple of the fields in :class:`Reported`'s order with the recorded entry's
    (``astuple``: its fields read at once, no attribute read each): the first
    difference ends it."""
    k, n = 0, len(reported)
    for step in steps:
        if not step.change:
            continue
        verb, name = step.verb, step.card
        if verb == "exchange" or k == n:
            return False
        age: int | None = None
        card_set: str | None = None
        if name and verb != "claim":
            age, card_set = card_back(name)
        src, dst, detail = step.src, step.dst, step.detail
        splay = (
            str(detail["to"])
            if verb in ("splay", "unsplay") and detail and "to" in detail
            else None
        )
        made = (
            verb,
            name,
            age,
            card_set,
            step.actor,
            None if src is None else src.player,
            None if src is None else code_of(src),
            None if dst is None else dst.player,
            None if dst is None else code_of(dst),
            splay,
        )
        if astuple(reported[k]) != made:
            return False
        k += 1
    return k == n


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
    found = CARDS.get(raw) or lookup(raw)  # a proper name's lookup inline
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


# ----------------------------------------------------------------------------
# the featured icon's counts at a dogma's start

#: The rule a wrong count breaks: each player's visible featured icons are counted at
#: the start of the action (DOGMA-2; an Endorse's after its payment, CITY-24).
COUNTS_RULE = "DOGMA-2"


def compare_counts(counts: IconCounts | None, steps: list[Step]) -> Problem | None:
    """The featured icon's counts a record reports at a dogma's start (``counts``)
    against the rules' (the action's DOGMA-2 step): the first disagreement, as a
    divergence naming the rule."""
    if counts is None:
        return None
    start = next((s for s in steps if s.verb == "dogma" and s.rule == COUNTS_RULE), None)
    if start is None:
        return _count_problem("the record counts icons at a dogma's start, but no dogma started")
    detail = start.detail or {}
    icon = str(detail.get("icon"))
    if counts.icon != icon:
        return _count_problem(
            f"the record counts [{counts.icon}], but {start.card}'s featured icon is {icon}",
            start.card,
        )
    ruled: dict[str, int] = detail.get("counts", {})
    for player, said in counts.players.items():
        if player not in ruled:
            return _count_problem(f"the record counts {player}'s icons, but {player} does not play")
        if ruled[player] != said:
            return _count_problem(
                f"the record says {player} has {said} [{icon}] at the start of the dogma of "
                f"{start.card}, but by the rules {player} has {ruled[player]}",
                start.card,
            )
    return None


def is_count_problem(problem: Problem) -> bool:
    """Whether ``problem`` is a wrong count (no hidden card explains one: boards are
    public, so such an outcome is never accepted from the record)."""
    return problem.code == "divergence" and problem.rule == COUNTS_RULE


def unsure_count_note(event_index: int, found: Problem) -> str:
    """The note for a wrong count an imported log may show without a divergence (the
    replay's board, not the log, may be wrong where the log hides splays or orders)."""
    return (
        f"{event_label(event_index)}: {found.message} ({COUNTS_RULE}); the log does not "
        "show every splay or rearranged pile, and no earlier choice tried gives its "
        "counts: a splay or a pile's order inferred or accepted earlier may be wrong"
    )


def _count_problem(message: str, card: str | None = None) -> Problem:
    return Problem(code="divergence", message=message, rule=COUNTS_RULE, card=card)
