"""The visible changes a log shows and the engine makes (issue 14), compared alike for
every log format: a card (its name, or only its age when the log hides it) going from
one place to another, and splays (:class:`Move`). A log's compound line ("draws and
melds") is the engine's draw then meld; a card revealed then placed in a hand is a
draw; verbs the format omits (the tracker drops splays and unsplays) are left out on
both sides. Cards moved together may show in another order (:mod:`.together`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from adjudicator.core.steps import Step, zone_code
from adjudicator.games.innovation.engine.cards import BASE, lookup
from adjudicator.games.innovation.recorder import reported_entries
from adjudicator.games.innovation.records import Reported
from adjudicator.games.innovation.replay.together import moved_together

Place = tuple[str, str | None]  # a zone kind and its owner


class Move(NamedTuple):
    """One visible change: a card moved (``direction`` None) or a pile splayed."""

    card: str | None
    age: int | None
    src: Place
    dst: Place
    direction: str | None = None  # a splay's
    set: str | None = None  # a card's set, when known (a hidden card's back shows it, CITY-1)

    def fits(self, other: Move) -> bool:
        """Whether the log's change ``self`` is the engine's ``other`` (a hidden card
        fits any card of its age and set)."""
        if (self.src, self.dst, self.direction) != (other.src, other.dst, other.direction):
            return False
        if self.card is not None and other.card is not None:
            return self.card == other.card
        if None not in (self.set, other.set) and self.set != other.set:
            return False
        return self.age is None or other.age is None or self.age == other.age

    def text(self) -> str:
        if self.direction is not None:
            pile = self.dst[0].removeprefix("board:")
            return f"{self.dst[1]} splays {pile} {self.direction}"
        what = self.card or (f"a {self.age}" if self.age else "a card")
        return f"{what} from {_place(self.src)} to {_place(self.dst)}"


def _place(place: Place) -> str:
    return f"{place[1]}'s {place[0]}" if place[1] else place[0]


# ----------------------------------------------------------------------------
# visible changes


def visible_moves(
    entries: Iterable[Reported], omits: frozenset[str], *, sets_known: bool = False
) -> list[Move]:
    """The visible changes of reported entries, as every format is compared; with
    ``sets_known`` (the engine's own entries) a card with no set is a base card."""
    out: list[Move] = []
    for r in entries:
        if r.verb in omits or (r.verb == "unsplay" and "splay" in omits):
            continue
        if r.verb in ("splay", "unsplay"):
            direction = r.splay or "none"
            out.append(Move(None, None, ("", None), (r.to_zone or "", r.to_player), direction))
            continue
        if r.verb == "rearrange":  # the pile's new order, top first, in ``card``
            out.append(Move(None, None, ("", None), (r.to_zone or "", r.to_player), r.card))
            continue
        if r.verb == "end":  # the game ends here
            out.append(Move(None, None, ("", None), ("end", None), "end"))
            continue
        if r.from_zone is None or r.to_zone is None:
            continue  # a reveal, a note: nothing moved
        name = canonical(r.card)
        src = (_kind(r.from_zone), r.from_player)
        dst = (_kind(r.to_zone), r.to_player)
        shown_set = r.set or (BASE if sets_known else None)
        if src[0] == "deck" and dst[0] not in ("hand", "deck", "achievements"):
            # "draws and melds": the engine draws, then melds from the hand
            hand = ("hand", r.to_player or r.actor)
            out += [
                Move(name, r.age, src, hand, set=shown_set),
                Move(name, r.age, hand, dst, set=shown_set),
            ]
        elif src != dst:
            out.append(Move(name, r.age, src, dst, set=shown_set))
    return out


def _kind(zone: str) -> str:
    """A zone code's kind; a revealed card is still in its owner's hand."""
    kind = zone.partition(":")[0]
    return "hand" if kind == "revealed" else kind


def canonical(name: str | None) -> str | None:
    if name is None:
        return None
    found = lookup(name)
    return found.name if found else name


def engine_moves(steps: Sequence[Step], omits: frozenset[str]) -> list[Move]:
    """The visible changes the engine made in ``steps``."""
    entries = [r for s in steps if s.change or s.verb == "game_over" for r in _reported(s, steps)]
    return visible_moves(entries, omits, sets_known=True)


def _reported(step: Step, steps: Sequence[Step]) -> list[Reported]:
    """A step's reported changes; a rearranged pile with its new order (``card``)."""
    if step.verb == "game_over":
        return [Reported(verb="end")]
    if step.verb == "rearrange" and step.dst is not None:
        order = ", ".join(step.cards)
        pile = zone_code(step.dst)
        return [Reported(verb="rearrange", card=order, to_player=step.dst.player, to_zone=pile)]
    return reported_entries(step, list(steps), None)


def first_mismatch(said: Sequence[Move], did: Sequence[Move]) -> int | None:
    """The index of the first engine change that does not fit the log (None: every
    engine change fits the start of the log's)."""
    k = 0
    while k < len(did):
        if k < len(said) and said[k].fits(did[k]):
            k += 1
            continue
        run = moved_together(said, did, k)
        if not run:
            return k
        k += run
    return None


def difference(said: Sequence[Move], did: Sequence[Move], k: int) -> str:
    log = said[k].text() if k < len(said) else None
    rules = did[k].text() if k < len(did) else None
    if log is None:
        return f"by the rules {rules}, which the log does not show"
    if rules is None:
        return f"the log shows {log}, which the rules do not make"
    return f"the log shows {log}, but by the rules {rules}"
