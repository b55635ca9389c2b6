"""Hidden cards taken to be others (issue 14): where the log shows only a card's back, the
card the rules took for it (a stand-in) may have been any unseen card of that back, and one
of another color or with other icons makes the rules go another way. The search for an
imported action's answers (:mod:`.infer`) tries answer lists that *pose* such a card as
another (:class:`Posed`): the card the log names next, if it looks the same; each card of
its back with other colors or icons still in its supply pile (:func:`look_alikes`); a card
held in a hand the log moves a hidden card out of (:func:`held_look_alikes`); a card in
the color of a pile a wrong count points at (:func:`posed_for_splays`); the last card
drawn hidden where the rules removed cards unseen (:func:`last_draw_posed`, Fission). A
card the log moved hidden may have been any card of its age where it came from: those
become stand-ins (:func:`blur_hidden_moves`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from adjudicator.core.problems import Divergence
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine.cards import card, lookup
from adjudicator.games.innovation.records import ActionEvent
from adjudicator.games.innovation.replay.hidden import card_back
from adjudicator.games.innovation.replay.replaying import Replaying
from adjudicator.games.innovation.replay.splays import SplayAim
from adjudicator.games.innovation.replay.visible import Move, engine_moves, first_mismatch


@dataclass(frozen=True)
class Posed:
    """In an answer list, a hidden card (a stand-in) taken to be another unseen card of
    its back: the log only showed its age, and a card of another color makes the rules
    go another way. The two trade places at the action's start. A card the action
    draws keeps its turn: the cards of its back drawn before it (``drawn_before``)
    are drawn first again."""

    stand_in: str
    as_card: str
    drawn_before: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"a hidden card taken to be {self.as_card}"


def look_alikes(
    replay: Replaying,
    answers: list[Any],
    did: Sequence[Move],
    said: Move | None,
    *,
    only: set[str] | None = None,
) -> list[list[Any]]:
    """Answer lists to try when the rules went elsewhere than the log (``said``) after
    moving hidden cards (stand-ins, ``did``): the last such card taken to be the card the
    log names there, if it looks the same; then each taken to be each card of its back
    with other colors or icons still in its supply pile (one the log names no earlier
    than now); with the same answers (naming it by its new name), then with none.
    ``only``: these hidden cards alone (a last draw), each also taken to be a card held
    hidden since before the action (stand-ins of one back trade places: the last 10s
    drawn in Fission, one of them red)."""
    hidden, state = replay.hidden, replay.game.state
    posed = {p.stand_in for p in answers if isinstance(p, Posed)}
    kept = [a for a in answers if isinstance(a, Posed)]
    out: list[list[Any]] = []
    moved = {m.card for m in did}
    for name in reversed(dict.fromkeys(m.card for m in did if m.card in hidden.stand_ins)):
        if name is None or name in posed or (only is not None and name not in only):
            continue
        shown = card(name)
        first = next(n for n, m in enumerate(did) if m.card == name)
        drawn = [m.card for m in did[:first] if m.src[0] == "deck" and m.card]
        drawn_before = tuple(c for c in drawn if card_back(c) == card_back(name))
        named = [said.card] if said and said.card and _looks_like(said.card, name) else []
        kinds = {_kind_of(name)}
        held = [  # the last draw's only (``only``): elsewhere a named card trades places
            c
            for c in sorted(hidden.before - moved)
            if only is not None and card_back(c) == card_back(name)
        ]
        for other in [*named, *state.pile(shown.set, shown.age), *held]:
            kind = _kind_of(other)
            if other not in named and (
                kind in kinds or hidden.mentioned.get(other, 1 << 30) <= hidden.event_index
            ):
                continue
            kinds.add(kind)
            pose = Posed(name, other, drawn_before)
            renamed = [_renamed(a, name, other) for a in answers]
            out += [[pose, *renamed], [*kept, pose]]
    return out


def hands_shown(event: ActionEvent) -> set[str | None]:
    """The players whose hands the event's log shows once no more cards leave them
    (BGA: "P reveals his hand: …", after a demand that finds no more cards to take)."""
    reported = event.reported or []
    out: set[str | None] = set()
    for k, r in enumerate(reported):
        if r.verb != "reveal" or not r.card or r.to_zone is not None:
            continue
        later = reported[k + 1 :]
        if not any(
            m.from_player == r.from_player and m.from_zone == "hand"
            for m in later
            if m.verb != "reveal"
        ):
            out.add(r.from_player)
    return out


def held_look_alikes(
    replay: Replaying, answers: list[Any], did: Sequence[Move], said: Move
) -> list[list[Any]]:
    """Answer lists to try when the rules stopped before the log's next change
    (``said``), or made another, a hidden card leaving a player's hidden hand or score
    pile: each stand-in there of its back (a card drawn in the action too) taken to be
    an unseen card of that back with other colors or icons (in its supply pile, where
    the log hides sets a city's pile of that age, CITY-1, or held hidden elsewhere since
    before the action), one the log names no earlier than now; the answers searched
    again. The rules may move only cards with some property (Oars: a card with a
    [crown], repeated)."""
    hidden, state = replay.hidden, replay.game.state
    owner = said.src[1]
    if said.card is not None or owner not in state.names or said.src[0] not in ("hand", "score"):
        return []
    player = state.player(owner)
    zone = player.hand if said.src[0] == "hand" else player.score
    kept = [a for a in answers if isinstance(a, Posed)]
    posed = {p.stand_in for p in kept}
    taken = {p.as_card for p in kept}
    out: list[list[Any]] = []
    for name in zone:
        if name not in hidden.stand_ins or name in posed or not _may_be(name, said):
            continue
        kinds = {_kind_of(name)}
        first = next((n for n, m in enumerate(did) if m.card == name), len(did))
        drawn = [m.card for m in did[:first] if m.src[0] == "deck" and m.card]
        drawn_before = tuple(c for c in drawn if card_back(c) == card_back(name))
        for other in _unseen_like(replay, name, said, set(zone) | taken):
            kind = _kind_of(other)
            if kind in kinds or hidden.mentioned.get(other, 1 << 30) <= hidden.event_index:
                continue
            kinds.add(kind)
            out.append([*kept, Posed(name, other, drawn_before)])
    return out


def _may_be(name: str, said: Move) -> bool:
    """Whether hidden card ``name`` looks like the log's hidden card ``said``."""
    found = card(name)
    return found.age == said.age and said.set in (None, found.set)


def _unseen_like(replay: Replaying, name: str, said: Move, besides: set[str]) -> list[str]:
    """The unseen cards that hidden card ``name`` may be where the log shows ``said``,
    those that leave the supply piles as they are first: for a card held since before
    the action, the stand-ins held hidden elsewhere since then (not ``besides``); its
    supply pile's; for a held card where the log hides sets, the other set's pile of
    that age (CITY-1). A card taken out of a pile the action draws from changes what
    the draws take."""
    hidden, state = replay.hidden, replay.game.state
    found = card(name)
    held = name in hidden.before
    piles = [state.pile(found.set, found.age)]
    if hidden.backs_hidden and held and said.set is None:
        piles += [cards.get(found.age, []) for s, cards in state.supply.items() if s != found.set]
    elsewhere = sorted(
        c
        for c in hidden.before - besides
        if card(c).age == found.age and _may_be(c, said) and c not in state.pile(*card_back(c))
    )
    return (elsewhere if held else []) + [c for pile in piles for c in pile]


def posed_for_splays(
    replay: Replaying, answers: list[Any], did: Sequence[Move], aim: SplayAim
) -> list[list[Any]]:
    """Answer lists for an aim at other splays (:class:`~.splays.SplayAim`) that the
    answers alone cannot meet: a hidden card of the aim's player that the action moved
    taken to be a card of its back in the color of a pile aimed at, in its supply pile
    or held hidden since before the action (the color of a card returned unseen picks
    the pile splayed, Measurement), with the same answers. A list that took another
    hidden card to be another already keeps it (of two sharers' hidden cards, the
    first player's draw would take the card the other's was taken to be), one at most."""
    hidden, state = replay.hidden, replay.game.state
    kept = [a for a in answers if isinstance(a, Posed)]
    if len(kept) > 1:
        return []
    taken = {p.stand_in for p in kept} | {p.as_card for p in kept}
    plain = [a for a in answers if not isinstance(a, Posed)]
    colors: dict[str, set[str]] = {}
    for name, color in aim.piles:
        colors.setdefault(name, set()).add(color)
    out: list[list[Any]] = []
    for n, m in enumerate(did):
        owner = m.src[1]
        if m.direction is not None or m.card not in hidden.stand_ins or owner not in colors:
            continue
        if m.card in taken:
            continue
        shown = card(m.card)
        drawn = [d.card for d in did[:n] if d.src[0] == "deck" and d.card]
        drawn_before = tuple(c for c in drawn if card_back(c) == card_back(m.card))
        moved = {d.card for d in did}
        held = [c for c in sorted(hidden.before - moved) if card_back(c) == card_back(m.card)]
        for other in [*state.pile(shown.set, shown.age), *held]:
            if str(card(other).color) not in colors[owner]:
                continue
            if other in taken or hidden.mentioned.get(other, 1 << 30) <= hidden.event_index:
                continue
            pose = Posed(m.card, other, drawn_before)
            out.append([*kept, pose, *(_renamed(a, m.card, other) for a in plain)])
    return out


def _looks_like(named: str | None, name: str) -> bool:
    """Whether a card the log names (not an achievement) has the back of card ``name``."""
    found = lookup(named) if named else None
    return found is not None and card_back(found.name) == card_back(name)


def _kind_of(name: str) -> tuple[object, ...]:
    """What the rules may ask of a hidden card beyond its back: its color and icons."""
    found = card(name)
    return (found.color, *found.icons)


def _renamed(answer: Any, old: str, new: str) -> Any:
    """An answer naming ``old`` naming ``new`` instead."""
    if isinstance(answer, tuple):
        return tuple(new if a == old else a for a in answer)
    return new if answer == old else answer


def apply_pose(replay: Replaying, posed: Posed) -> None:
    """``posed.stand_in`` trades places with ``posed.as_card`` (in its supply pile, or a
    stand-in held hidden): the hidden card was that one. A card still to be drawn in
    the action: the draw's stand-in is that one."""
    hidden, state = replay.hidden, replay.game.state
    place = hidden.unseen_place(posed.stand_in)
    elsewhere = hidden.unseen_place(posed.as_card)
    pile = state.pile(*card_back(posed.as_card))
    if place is None or elsewhere is None:
        raise Divergence(f"{posed.stand_in} cannot be taken for {posed.as_card}")
    (cards, i), (others, j) = place, elsewhere
    if card_back(posed.stand_in) != card_back(posed.as_card) and others is pile:
        # a hidden card of the other set (the log hides sets, CITY-1): back to its pile
        others.pop(j)
        state.pile(*card_back(posed.stand_in)).append(posed.stand_in)
        cards[i] = posed.as_card
    elif not (cards is pile and others is pile):
        cards[i], others[j] = posed.as_card, posed.stand_in
    for name in (posed.stand_in, posed.as_card) if others is not cards else ():
        # a stand-in: a card out of its pile
        if name in state.pile(*card_back(name)):
            hidden.stand_ins.discard(name)
        else:
            hidden.stand_ins.add(name)
    if cards is pile:  # a card this action draws: that draw takes it, the ones before theirs
        shown = hidden.shown_in_hand
        for n, name in enumerate(posed.drawn_before):
            shown[name] = min(shown.get(name, 0), n - len(posed.drawn_before) - 1)
        shown[posed.as_card] = -1  # before any the log names


def posed_after(
    replay: Replaying,
    answers: list[Any],
    target: Sequence[Move],
    steps_before: int,
    omits: frozenset[str],
) -> list[list[Any]]:
    """:func:`last_draw_posed` for an answer list the rules could not finish as the
    log shows (a draw the log does not have): the last card drawn hidden taken to be
    another may end the action sooner (Fission's hidden 10 taken to be a red one)."""
    did, _said = up_to_mismatch(replay, target, steps_before, omits)
    return last_draw_posed(replay, answers, did, None)


def posed_at_error(
    replay: Replaying,
    answers: list[Any],
    target: Sequence[Move],
    steps_before: int,
    omits: frozenset[str],
) -> list[list[Any]]:
    """:func:`look_alikes` for an answer list the rules could not finish as the log
    shows (they drew where the log has no draw): the hidden cards moved up to the
    first change the log does not show taken to be others."""
    did, said = up_to_mismatch(replay, target, steps_before, omits)
    return look_alikes(replay, answers, did, said)


def up_to_mismatch(
    replay: Replaying, target: Sequence[Move], steps_before: int, omits: frozenset[str]
) -> tuple[Sequence[Move], Move | None]:
    """The visible changes the rules made in this action up to the first the log does
    not show (all when none), and what the log shows there (if anything)."""
    did = engine_moves(replay.game.steps[steps_before:], omits)
    k = first_mismatch(target, did)
    if k is None:
        return did, None
    return did[: k + 1], target[k] if k < len(target) else None


def removed_at_hidden_draw(
    replay: Replaying, steps: Sequence[Step], did: Sequence[Move], target: Sequence[Move]
) -> bool:
    """Whether the rules removed cards from the game (which BGA's logs never show) and
    ended the action right after a card drawn hidden, before the log does: that card
    decided it (Fission's hidden 10 a red stand-in, TERM-REMOVE)."""
    last = did[-1] if did else None
    drawn = last is not None and last.src[0] == "deck" and last.card in replay.hidden.stand_ins
    removed = any(s.verb == "remove" for s in steps)
    return drawn and removed and len(did) < len(target)


def last_draw_posed(
    replay: Replaying, answers: list[Any], did: Sequence[Move], said: Move | None
) -> list[list[Any]]:
    """:func:`look_alikes` for an answer list after which the rules end the action
    before the log does: only the last card drawn hidden is taken to be another (a red
    10 ends Fission's dogma, TERM-REMOVE); other hidden cards the log moved may be any
    of their age, which the recorded outcome keeps open."""
    drawn = [m.card for m in did if m.src[0] == "deck" and m.card]
    return look_alikes(replay, answers, did, said, only=set(drawn[-1:]))


def blur_hidden_moves(replay: Replaying, said: Sequence[Move], did: Sequence[Move]) -> None:
    """A card the log moved hidden (only its age shown) could have been any card of that
    age where it came from: those cards become stand-ins a later entry may identify."""
    state = replay.game.state
    for log_move, move in zip(said, did, strict=False):
        if log_move.card is not None or move.card is None or move.src[1] not in state.names:
            continue
        owner = state.player(move.src[1] or "")
        zone = {"hand": owner.hand, "score": owner.score}.get(move.src[0], [])
        same_age = [c for c in zone if card(c).age == card(move.card).age]
        replay.hidden.blur([move.card, *same_age])
