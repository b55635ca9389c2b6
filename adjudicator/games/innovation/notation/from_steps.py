"""Typed steps to the log model: what an online log would show of each step.

The writer renders these entries as text and the parser reads the text back into
the same entries (``line`` and ``text`` aside), so both sides share one model, the
importers' :class:`~adjudicator.games.innovation.importers.entries.LogEntry`.
Steps are read by their fields only (verb, zones, cause, detail), never their text.
Cards a viewer could not see are backs (``"[3]"``, see :mod:`..visibility`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import msgspec

from adjudicator.core.steps import BASE_SET, Step, Zone
from adjudicator.games.innovation.engine.actions import Action, Dogma, InitialMeld
from adjudicator.games.innovation.engine.cards import card, lookup
from adjudicator.games.innovation.importers.entries import CardSeen, Kind, LogEntry, Place
from adjudicator.games.innovation.sets.artifacts.action import ArtifactAction
from adjudicator.games.innovation.sets.cities.action import Endorse

_BACK = re.compile(r"\[([0-9]{1,2})\]")

#: Step verbs that move one card, with the kind of entry they become.
MOVES: dict[str, Kind] = {
    "draw": "draw",
    "meld": "meld",
    "tuck": "tuck",
    "score": "score",
    "return": "return",
    "transfer": "transfer",
    "reveal": "reveal",
    "achieve": "achieve",
    "claim": "claim",
    "remove": "move",
    "foreshadow": "foreshadow",
    "dig": "dig",
}


class Turn(msgspec.Struct, frozen=True):
    """A turn header: turn ``number`` of ``player`` (0: the set-up, the initial melds)."""

    number: int
    player: str


Item = LogEntry | Turn


def card_seen(name: str) -> CardSeen:
    """A card as the log shows it: a back ``[N]`` is its age only; a special
    achievement has no age."""
    back = _BACK.fullmatch(name)
    if back:
        return CardSeen(age=int(back.group(1)))
    found = lookup(name)
    if found is None:
        return CardSeen(name=name)
    return CardSeen(name=found.name, age=found.age, set=named_set(found.set))


def named_set(card_set: str) -> str | None:
    """A named card's set as an entry gives it: the base set goes without saying."""
    return None if card_set == BASE_SET else card_set


def place(zone: Zone | None) -> Place | None:
    """A zone as a log place: supply piles are "deck", the available achievements
    "achievements" without a player."""
    if zone is None:
        return None
    return Place(zone.kind, zone.player)


def other_player(actor: str | None, *places: Place | None) -> str | None:
    """The player, other than ``actor``, whose zone a move touches (transfers)."""
    for p in places:
        if p is not None and p.player is not None and p.player != actor:
            return p.player
    return None


def deal(
    hands: dict[str, list[str | None]], players: Sequence[str], sets: Sequence[str] = ()
) -> list[LogEntry]:
    """The dealt hands as draws from the 1 pile (SETUP-3), before the first action;
    ``sets``: each dealt card's set (a base 1 and an Echoes 1 with Echoes, ECHO-3)."""
    out: list[LogEntry] = []
    for player in players:
        for j, name in enumerate(hands.get(player, [])):
            hidden_set = sets[j] if j < len(sets) else BASE_SET
            seen = card_seen(name) if name else CardSeen(age=1, set=hidden_set)
            out.append(move_entry("draw", player, seen, Place("deck"), Place("hand", player)))
    return out


def default_places(kind: str, actor: str | None) -> tuple[Place | None, Place | None]:
    """Where a card move of ``kind`` comes from and goes to when a line does not say:
    a draw from a supply pile to the actor's hand, a meld or tuck from the actor's
    hand to their board, and so on (transfers and moves always say both)."""
    hand, board = Place("hand", actor), Place("board", actor)
    return {
        "draw": (Place("deck"), hand),
        "meld": (hand, board),
        "tuck": (hand, board),
        "score": (hand, Place("score", actor)),
        "return": (hand, Place("deck")),
        "reveal": (hand, None),
        "achieve": (Place("achievements"), Place("achievements", actor)),
        "claim": (Place("achievements"), Place("achievements", actor)),
        "foreshadow": (hand, Place("forecast", actor)),
        "dig": (Place("deck"), Place("display", actor)),  # ART-7: onto the digger's display
    }.get(kind, (None, None))


def move_entry(
    kind: Kind, actor: str | None, seen: CardSeen, src: Place | None, dst: Place | None
) -> LogEntry:
    return LogEntry(
        kind=kind,
        line=0,
        text="",
        actor=actor,
        card=seen,
        source=src,
        dest=dst,
        target=other_player(actor, src, dst) if kind == "transfer" else None,
    )


def entries_of(
    actions: Sequence[tuple[Action, Sequence[Step]]], players: Sequence[str]
) -> Iterator[Item]:
    """The log of each action and the steps it produced, in order: turn headers
    (the initial melds under the set-up's), then per action an ``action`` entry
    and what the action showed."""
    turn: tuple[int, bool] | None = None
    number, actor = 0, None
    for action, steps in actions:
        first = steps[0] if steps and steps[0].verb == "action" else None
        detail = (first.detail if first else None) or {}
        setup = isinstance(action, InitialMeld)
        if (int(detail.get("turn") or 0), setup) != turn:
            turn, actor = (int(detail.get("turn") or 0), setup), None
            yield Turn(0 if setup else turn[0], action.player)
        if action.player != actor:  # the set-up turn has one action per player
            number, actor = 0, action.player
        if isinstance(action, ArtifactAction):  # ART-13: free, not one of the turn's two
            yield LogEntry("action", 0, "", actor=action.player, number=0)
            yield LogEntry("artifact", 0, "", actor=action.player, choice=action.choice)
            for step in steps[1 if first else 0 :]:
                yield from step_entries(step, players)
            continue
        number += 1
        yield LogEntry("action", 0, "", actor=action.player, number=number)
        if isinstance(action, Endorse):  # CITY-23: BGA's order, the payment after
            yield from _endorsed(action, steps[1 if first else 0 :], players)
            continue
        if isinstance(action, Dogma) and not any(s.verb == "dogma" for s in steps):
            # an outcome accepted from the record has no dogma step: the card says the icon
            icon = str(card(action.card).dogma_icon)
            yield LogEntry(
                "dogma", 0, "", actor=action.player, card=card_seen(action.card), icon=icon
            )
        for step in steps[1 if first else 0 :]:
            yield from step_entries(step, players)


def _endorsed(action: Endorse, steps: Sequence[Step], players: Sequence[str]) -> Iterator[LogEntry]:
    """An Endorse action (CITY-21): its line, who shares, then the payment tuck and
    the rest, as BGA writes them (the endorse line before the tuck, CITY-23). An
    outcome accepted from the record has no dogma step: the card says the icon."""
    name = action.card
    dogma = next((s for s in steps if s.verb == "dogma" and s.card), None)
    detail = (dogma.detail if dogma else None) or {}
    icon = str(detail.get("icon") or card(name).dogma_icon)
    seen = card_seen(name)
    yield LogEntry("dogma", 0, "", actor=action.player, card=seen, icon=icon, endorsed=True)
    if dogma is not None:
        yield from _sharing(action.player, detail.get("sharing", []), players)
    for step in steps:
        if step is not dogma:
            yield from step_entries(step, players)


def step_entries(step: Step, players: Sequence[str]) -> Iterator[LogEntry]:
    """The entries one step shows (none for explanations, decisions, effects)."""
    verb, actor, detail = step.verb, step.actor, step.detail or {}
    if verb in MOVES and step.change and (step.card or _pile_age(step)):
        if step.cause.free_draw:
            yield LogEntry("share", 0, "")  # the free draw (DOGMA-6); the draw follows
        seen = card_seen(step.card) if step.card else CardSeen(age=_pile_age(step))
        if seen.name is None:
            back = _pile_set(step) or _back_set(detail)
            seen = msgspec.structs.replace(seen, set=back)
        kind = MOVES[verb]
        src, dst = default_places(kind, actor)  # for a step that does not say (accepted)
        yield move_entry(kind, actor, seen, place(step.src) or src, place(step.dst) or dst)
    elif verb == "dogma" and step.card:
        yield LogEntry(
            "dogma", 0, "", actor=actor, card=card_seen(step.card), icon=str(detail["icon"])
        )
        yield from _sharing(actor, detail.get("sharing", []), players)
    elif verb == "execute" and step.card:
        yield LogEntry("execute", 0, "", actor=actor, card=card_seen(step.card))
    elif verb == "exchange" and step.change:
        yield _exchange(step)
    elif verb in ("splay", "unsplay") and step.dst is not None:
        direction = str(detail.get("to", "none")) if verb == "splay" else "none"
        color = str(detail.get("color", step.dst.color))
        yield LogEntry(
            "splay", 0, "", actor=actor, target=step.dst.player, color=color, direction=direction
        )
    elif verb == "rearrange" and step.dst is not None:
        yield LogEntry(
            "rearrange",
            0,
            "",
            actor=actor,
            target=step.dst.player,
            color=str(step.dst.color),
            cards=tuple(card_seen(c) for c in step.cards),
        )
    elif verb == "game_over":
        yield _end(detail)


def _pile_age(step: Step) -> int | None:
    """The age of a move whose card is not named (an accepted outcome): its back's,
    or the supply pile's."""
    age = (step.detail or {}).get("age")
    if isinstance(age, int):
        return age
    pile = next((z for z in (step.src, step.dst) if z is not None and z.kind == "deck"), None)
    return pile.age if pile is not None else None


def _pile_set(step: Step) -> str | None:
    """The set of a hidden card drawn from or returned to a supply pile (its back
    shows it: a city's is not a base card's, CITY-1); None elsewhere."""
    for zone in (step.src, step.dst):
        if zone is not None and zone.kind == "deck":
            return zone.set
    return None


#: The sets whose backs a view's text shows wherever a hidden card goes ("an Echoes [3]"
#: foreshadowed from a hand, ECHO-1; "an Artifacts [3]" scored, ART-1). In a game with
#: one of them every back says its set ("a [3]" is a base card's, "a city [3]" a
#: city's); in a game without, a hidden card off the supply piles is written "a [N]",
#: as it always was (replay.accept finds it).
BACKS_SHOWN = frozenset({"echoes", "artifacts"})

#: The key of a hidden step's ``detail`` that the writer sets to the set its card's back
#: shows, off the supply piles (:func:`..writer.seen_by`).
BACK_SET = "back_set"


def _back_set(detail: dict[str, object]) -> str | None:
    found = detail.get(BACK_SET)
    return found if isinstance(found, str) else None


def _sharing(
    leader: str | None, sharing: Sequence[str], players: Sequence[str]
) -> Iterator[LogEntry]:
    """Who shares the dogma (DOGMA-2), the other players in seating order after the leader."""
    if leader not in players:
        return
    start = players.index(leader)
    for other in [*players[start + 1 :], *players[:start]]:
        yield LogEntry("shares" if other in sharing else "no-share", 0, "", actor=other)


def _exchange(step: Step) -> LogEntry:
    """An exchange; one card of it when accepted as recorded (the step moves one card)."""
    detail = step.detail or {}
    age = _pile_age(step)
    one = None if "a" in detail else step.card or (f"[{age}]" if age else None)
    return LogEntry(
        "exchange",
        0,
        "",
        actor=step.actor,
        cards=(card_seen(one),) if one else tuple(card_seen(str(c)) for c in detail.get("a", [])),
        others=tuple(card_seen(str(c)) for c in detail.get("b", [])),
        source=place(step.src),
        dest=place(step.dst),
    )


def _end(detail: dict[str, object]) -> LogEntry:
    """The end of the game: by score, by achievements, or by a card's dogma (END-3)."""
    winners = tuple(str(w) for w in detail.get("winners", []) or [])  # type: ignore[attr-defined]
    reason = str(detail.get("reason", ""))
    first = winners[0] if winners else None
    if reason == "score":
        return LogEntry("end", 0, "", actor=first, winners=winners, reason="score")
    if reason == "achievements":
        return LogEntry("end", 0, "", actor=first, winners=winners, reason="achievements")
    return LogEntry(
        "end",
        0,
        "",
        actor=winners[0] if winners else None,
        winners=winners,
        reason="dogma",
        card=card_seen(reason),
    )
