"""Inferring the answers a log leaves out (issue 14): logs report outcomes, not answers.

An imported record (``header.infer_answers``) gives each action with its draws and the
card moves the log showed, but no answers. At each decision the engine asks, the
answers are searched depth first on the engine itself (each candidate prefix replayed
from the action's start, with the log's draws as the chance outcomes) and kept only
while the changes the engine has made so far match the start of what the log shows
next; an answer list whose changes match the log's exactly explains the action.
Several answer lists with the same visible result are fine: the first is taken and the
note says the choice was inferred. Going back over earlier actions (:mod:`.imported`)
explains one from its kept position again for each later action that fails: a search
made there before gives its answers again (:func:`_search_key`).

Matching is on *visible changes* (:class:`Move`), the same for every log format: a card
(its name, or only its age when the log hides it) going from one place to another, and
splays. A log's compound line ("draws and melds") is the engine's draw then meld; a
card revealed then placed in a hand is a draw; verbs the format omits (``header.omits``,
the tracker drops splays and unsplays) are left out on both sides.

A candidate must also leave the game as the log shows next (:func:`ending_fits`). A card
the log moved hidden may have been any card of its age where it came from: those become
stand-ins that a later entry identifies. Where imported actions end is
:mod:`~adjudicator.games.innovation.replay.imported`'s part.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

import msgspec

from adjudicator.core.decisions import ChooseOrder
from adjudicator.core.problems import AdjudicatorError, Divergence, IllegalAction, Problem
from adjudicator.core.report import event_label
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import card, lookup
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import (
    ActionEvent,
    AnyEvent,
    DogmaEvent,
    EndorseEvent,
    Header,
    Reported,
    ResultEvent,
)
from adjudicator.games.innovation.replay.accept import removal_unseen
from adjudicator.games.innovation.replay.hidden import Checkpoint, HiddenCards, card_back
from adjudicator.games.innovation.replay.rearranged import candidates, rearranged_first
from adjudicator.games.innovation.replay.source import RecordDraws, action_of
from adjudicator.games.innovation.replay.splays import (
    PileKey,
    SplayAim,
    Splayed,
    by_later_counts,
    splay_choices,
)
from adjudicator.games.innovation.replay.visible import (
    Move,
    difference,
    engine_moves,
    first_mismatch,
    visible_moves,
)

SavedPosition = tuple[tuple[State, int, int], Checkpoint]

#: The search's bound: candidate answer lists replayed per action (options per decision:
#: rearranged.MAX_BRANCH).
MAX_NODES = 4000
#: ... once an answer list explains the action: the search for another (whether the
#: answers were ambiguous) stops after that many more (a pile's orders, Publications).
MAX_NODES_AFTER = 400
#: Answer lists taking hidden cards to be others: how many wait, how many are replayed
#: (with what follows from them), per action.
MAX_POSED = 48
MAX_POSED_NODES = 300
#: ... while going back over earlier actions (each of their re-runs searches again).
MAX_POSED_NODES_BACK = 40
#: Candidate answer lists replayed per action while going back over earlier actions,
#: but for those that splay piles otherwise in an action the rules explained (each of a
#: search's re-runs searches again; a dogma shared by three players that rearranges
#: piles unseen, Publications, has thousands of lists that differ only unseen).
MAX_NODES_BACK = 300
#: Where the log drops splays: the answer lists that explain an action with splay
#: decisions gathered to be ordered by the later counts (:func:`~.splays.by_later_counts`).
SPLAY_WAYS = 8


def infers(header: Header) -> bool:
    """Whether the record's answers are to be inferred (an imported log)."""
    return header.infer_answers is True


def omitted(header: Header) -> frozenset[str]:
    """The step verbs the log does not show: the header's, and everywhere but in the
    notation a pile rearranged (Publications) and where in an action the game ended
    ("end"): the notation writes the new order, and the end inside its action."""
    imported = header.imported
    notation = not isinstance(imported, msgspec.UnsetType) and imported.format == "notation"
    return frozenset(header.omits or []) | (frozenset() if notation else NOTATION_ONLY)


#: What only the notation shows of an action: BGA's logs have no card moves for a pile
#: rearranged (Publications) or for the cards removed from the game (Fission: one line,
#: "removed from the game"); the notation writes them.
NOTATION_ONLY = frozenset({"rearrange", "end", "remove"})


def compare_moves(
    reported: list[Reported], steps: list[Step], omits: frozenset[str]
) -> Problem | None:
    """:func:`~.compare.compare_reported` for an imported log: visible changes only."""
    said, did = visible_moves(reported, omits), engine_moves(steps, omits)
    k = first_mismatch(said, did)
    if k is None and len(did) == len(said):
        return None
    k = len(did) if k is None else k
    return Problem(code="divergence", message=difference(said, did, k))


# ----------------------------------------------------------------------------
# the search


class Found(NamedTuple):
    """What the search found: the answers (None: nothing explains the log), how many
    answer lists were replayed, whether another list gave the same result, the closest
    miss (for the report), whether the search hit its bound and the piles its splay
    decisions were about (:func:`~.splays.splay_choices`)."""

    answers: list[Any] | None
    tried: int
    ambiguous: bool
    closest: str | None
    bounded: bool
    splays: frozenset[PileKey] = frozenset()


class Searching(Protocol):
    """Whether a replay is going back over earlier actions, and whether the action it
    explains had its outcome accepted before (:class:`.imported.Trail`)."""

    searching: bool
    accepted_before: bool
    found: dict[bytes, Found]  # the searches made while going back, by what they read


class Replaying(Protocol):
    """What the search needs of a replay: its game, the record's draws, going back, and
    the record's events (later ones may show what this one hides)."""

    game: Game
    events: list[AnyEvent]
    event_index: int
    draws: RecordDraws
    hidden: HiddenCards

    @property
    def trail(self) -> Searching: ...

    def checkpoint(self) -> SavedPosition: ...

    def rollback(self, saved: SavedPosition) -> None: ...


def resolve_inferred(
    replay: Replaying,
    action: Action,
    event: ActionEvent,
    omits: frozenset[str],
    *,
    following: AnyEvent | None = None,
    may_stop: bool = False,
    skip: int = 0,
    poses: int = MAX_POSED_NODES,
    by_splays: SplayAim | None = None,
) -> Found:
    """Resolve ``action`` with the answers that explain ``event``'s reported changes:
    the game is left resolved with them when found, as it was otherwise. With
    ``may_stop`` (the log's last action) the action may stop at a decision once the
    log's changes are all made. ``skip``: take the answers found after that many others
    (another explanation of an action that turned out not to fit what followed).
    ``poses``: how many answer lists taking hidden cards to be others
    (:func:`look_alikes`) may be replayed. ``by_splays``: only answer lists that splay
    the piles a wrong count points at otherwise count (the log drops splays,
    :class:`~.splays.SplayAim`)."""
    saved = replay.checkpoint()
    steps_before = len(replay.game.steps)
    target = visible_moves(event.reported or [], omits)
    hands = hands_shown(event)  # held_look_alikes
    shown = dict(replay.hidden.shown_in_hand)  # a pose of a card drawn adds to it
    trail = replay.trail
    asked_for = (action, following, may_stop, skip, poses, by_splays, trail.accepted_before)
    key = _search_key(replay, event, omits, asked_for) if trail.searching else None

    def start(answers: Sequence[Any]) -> None:
        replay.rollback(saved)
        replay.hidden.shown_in_hand = dict(shown)
        for value in answers:
            if isinstance(value, Posed):
                _pose(replay, value)
        replay.draws.start(event.draws)
        replay.game.apply(action)
        for value in answers:
            if not isinstance(value, Posed):
                replay.game.answer(value)

    stack: list[list[Any]] = [[]]
    later: list[list[Any]] = []  # hidden cards taken to be others: after every plain list
    tried = 0
    found: list[list[Any]] = []
    splayed: set[tuple[Splayed, ...]] = set()  # by_splays: how the piles were splayed
    asked: frozenset[PileKey] = frozenset()
    # the log's score ending with the game going on after this action (a Draw action the
    # log does not show, END-2): after every list that ends it here
    going_on: list[list[Any]] = []
    # ... and after those, every list that leaves the log's next dogma or endorse illegal
    blocked: list[list[Any]] = []
    closest: tuple[int, str] | None = None
    posed_nodes = 0
    deepest = 0  # the most changes a list that stopped early made (held_look_alikes)
    capped = by_splays is None or trail.accepted_before  # (MAX_NODES_BACK)
    limit = MAX_NODES_BACK if trail.searching and capped else MAX_NODES
    bound = limit
    # where the log drops splays, answer lists that splay otherwise are gathered and
    # the later counts order them (:func:`~.splays.by_later_counts`)
    dropped = "splay" in omits and by_splays is None

    def wanted() -> int:
        return max(skip + 2, SPLAY_WAYS) if dropped and asked else skip + 2

    def fitting() -> bool:  # enough lists explain the action (the next one legal or not)
        return len(found) + len(blocked) > skip

    while (
        key not in trail.found
        and _more(stack, later, fitting())
        and len(found) < wanted()
        and tried < bound
    ):
        if fitting():
            bound = min(bound, tried + MAX_NODES_AFTER)
        if not stack:
            stack.append(later.pop(0))
        posed_nodes += any(isinstance(a, Posed) for a in stack[-1])
        if posed_nodes > poses:
            break
        answers = stack.pop()
        tried += 1
        try:
            start(answers)
        except AdjudicatorError as exc:
            closest = _closer(closest, -1, exc.message)
            # the rules went on past the log's draws in a dogma that removes cards, which
            # BGA's logs never show (Fission's hidden 10 not red): the draw is posed;
            # elsewhere a hidden card the rules moved may have been another (a hand
            # dealt unseen whose color decides a meld)
            if poses:
                posed = _posed_after if removal_unseen(action) is not None else _posed_at_error
                later += posed(replay, answers, target, steps_before, omits)
            if poses and by_splays is not None:
                did, _said = _up_to_mismatch(replay, target, steps_before, omits)
                later[:0] = _posed_for_splays(replay, answers, did, by_splays)
            del later[MAX_POSED:]
            continue
        did = engine_moves(replay.game.steps[steps_before:], omits)
        k = first_mismatch(target, did)
        if k is not None:
            closest = _closer(closest, k, difference(target, did, k))
            said = target[k] if k < len(target) else None
            if poses:
                posing = look_alikes(replay, answers, did[: k + 1], said)
                later += posing[: MAX_POSED - len(later)]
            if poses and by_splays is not None:
                later[:0] = _posed_for_splays(replay, answers, did[: k + 1], by_splays)
                del later[MAX_POSED:]
            continue
        decision = replay.game.pending
        if decision is not None and may_stop and _all_made(replay, did, target):
            found += _new_splays(replay, answers, splayed, by_splays)
            continue
        if decision is None:
            made = _all_made(replay, did, target) and ending_fits(replay.game.state, following)
            if made and _ends_after(replay.game.state, following):
                if draws_next(replay.game, event):
                    going_on += _new_splays(replay, answers, splayed, by_splays)
            elif made and not next_opens(replay.game, following):
                blocked += _new_splays(replay, answers, splayed, by_splays)
            elif made:
                new = _new_splays(replay, answers, splayed, by_splays)
                found += new
                if not new and by_splays is not None and poses:
                    # the splays the aim asks for may need a hidden card of another color
                    later[:0] = _posed_for_splays(replay, answers, did, by_splays)
                    del later[MAX_POSED:]
            else:
                closest = _closer(closest, len(did), difference(target, did, len(did)))
                steps = replay.game.steps[steps_before:]
                if poses and _removed_at_hidden_draw(replay, steps, did, target):
                    later += _last_draw_posed(replay, answers, did, target[len(did)])
                elif poses and len(did) < len(target) and target[len(did)].src[1] in hands:
                    # the rules stopped before a hidden card the log moves out of a hand
                    # the event shows later: a card held there may be another (a demand's
                    # "card with a [crown]", repeated until the hand shown has none); the
                    # lists that got further go first
                    held = held_look_alikes(replay, answers, did, target[len(did)])
                    if len(did) > deepest:
                        deepest = len(did)
                        later[:0] = held
                    else:
                        later += held
                del later[MAX_POSED:]
            continue
        asked |= splay_choices(decision)
        options = candidates(decision, target[len(did) :], orders="rearrange" not in omits)
        if "rearrange" in omits:
            options = rearranged_first(replay, decision, options, target[len(did) :])
        if by_splays is not None and isinstance(decision, ChooseOrder):
            options = options[:1]  # another order of a pile splays nothing otherwise
        stack += [[*answers, value] for value in reversed(options)]
    if key in trail.found:  # the same search as before: its answers again
        result = trail.found[key]
    else:
        if dropped and asked and len(found) > 1:
            found = by_later_counts(replay, found, start, asked)
        found += blocked + going_on
        result = Found(
            answers=found[skip] if len(found) > skip else None,
            tried=tried,
            ambiguous=len(found) > skip + 1,
            closest=closest[1] if closest else None,
            bounded=tried >= limit,
            splays=asked,
        )
    if result.answers is not None:
        start(result.answers)
        steps = replay.game.steps[steps_before:]
        if key not in trail.found and "splay" in omits:
            result = result._replace(
                splays=result.splays | _splayed_by_hidden(replay, steps, target, omits)
            )
        _blur_hidden_moves(replay, target, engine_moves(steps, omits))
    else:
        replay.rollback(saved)
    if key is not None:
        trail.found[key] = result
    return result


def _splayed_by_hidden(
    replay: Replaying, steps: Sequence[Step], target: Sequence[Move], omits: frozenset[str]
) -> frozenset[PileKey]:
    """Where the log drops splays: the piles of a player whose pile the action splayed
    in the color of a card of theirs the log moved hidden (``target``; Measurement's
    card returned unseen): a card of another color would have splayed another."""
    hidden = {
        (move.src[1], str(card(move.card).color))
        for said, move in zip(target, engine_moves(steps, omits), strict=False)
        if said.card is None and move.card is not None and move.direction is None
    }
    out: set[PileKey] = set()
    for m in engine_moves(steps, frozenset()):
        player, color = m.dst[1], m.dst[0].removeprefix("board:")
        if m.direction is not None and player is not None and (player, color) in hidden:
            out |= {(player, str(c)) for c in replay.game.state.player(player).board}
    return frozenset(out)


def _search_key(
    replay: Replaying, event: ActionEvent, omits: frozenset[str], asked_for: tuple[Any, ...]
) -> bytes:
    """What a search reads, digested: the position, what is known of hidden cards, the
    event and the log after it, and what is asked (``asked_for``). Going back explains
    an earlier action from its kept position again and again (once for each later
    action that fails), and the same search finds the same answers."""
    hidden = replay.hidden
    known = (
        sorted(hidden.stand_ins),
        sorted(hidden.before),
        sorted(hidden.shown_in_hand.items()),
        replay.event_index,
        sorted(omits),
        repr(asked_for),
    )
    digest = hashlib.blake2b(digest_size=16)
    digest.update(msgspec.msgpack.encode(replay.game.state))
    digest.update(msgspec.msgpack.encode(event))
    digest.update(msgspec.msgpack.encode(replay.events[replay.event_index + 1 :]))
    digest.update(repr(known).encode())
    return digest.digest()


def _new_splays(
    replay: Replaying, answers: list[Any], seen: set[tuple[Splayed, ...]], aim: SplayAim | None
) -> list[list[Any]]:
    """``answers`` as found, if they do what ``aim`` asks of the splays."""
    return [answers] if aim is None or aim.admits(replay.game.state, seen) else []


def _posed_after(
    replay: Replaying,
    answers: list[Any],
    target: Sequence[Move],
    steps_before: int,
    omits: frozenset[str],
) -> list[list[Any]]:
    """:func:`_last_draw_posed` for an answer list the rules could not finish as the
    log shows (a draw the log does not have): the last card drawn hidden taken to be
    another may end the action sooner (Fission's hidden 10 taken to be a red one)."""
    did, _said = _up_to_mismatch(replay, target, steps_before, omits)
    return _last_draw_posed(replay, answers, did, None)


def _posed_at_error(
    replay: Replaying,
    answers: list[Any],
    target: Sequence[Move],
    steps_before: int,
    omits: frozenset[str],
) -> list[list[Any]]:
    """:func:`look_alikes` for an answer list the rules could not finish as the log
    shows (they drew where the log has no draw): the hidden cards moved up to the
    first change the log does not show taken to be others."""
    did, said = _up_to_mismatch(replay, target, steps_before, omits)
    return look_alikes(replay, answers, did, said)


def _up_to_mismatch(
    replay: Replaying, target: Sequence[Move], steps_before: int, omits: frozenset[str]
) -> tuple[Sequence[Move], Move | None]:
    """The visible changes the rules made in this action up to the first the log does
    not show (all when none), and what the log shows there (if anything)."""
    did = engine_moves(replay.game.steps[steps_before:], omits)
    k = first_mismatch(target, did)
    if k is None:
        return did, None
    return did[: k + 1], target[k] if k < len(target) else None


def _removed_at_hidden_draw(
    replay: Replaying, steps: Sequence[Step], did: Sequence[Move], target: Sequence[Move]
) -> bool:
    """Whether the rules removed cards from the game (which BGA's logs never show) and
    ended the action right after a card drawn hidden, before the log does: that card
    decided it (Fission's hidden 10 a red stand-in, TERM-REMOVE)."""
    last = did[-1] if did else None
    drawn = last is not None and last.src[0] == "deck" and last.card in replay.hidden.stand_ins
    removed = any(s.verb == "remove" for s in steps)
    return drawn and removed and len(did) < len(target)


def _last_draw_posed(
    replay: Replaying, answers: list[Any], did: Sequence[Move], said: Move | None
) -> list[list[Any]]:
    """:func:`look_alikes` for an answer list after which the rules end the action
    before the log does: only the last card drawn hidden is taken to be another (a red
    10 ends Fission's dogma, TERM-REMOVE); other hidden cards the log moved may be any
    of their age, which the recorded outcome keeps open."""
    drawn = [m.card for m in did if m.src[0] == "deck" and m.card]
    return look_alikes(replay, answers, did, said, only=set(drawn[-1:]))


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


def _more(stack: list[list[Any]], later: list[list[Any]], found: bool) -> bool:
    """Whether the search goes on: plain answer lists left, or (until one fits) lists
    that take hidden cards to be others."""
    return bool(stack) or (bool(later) and not found)


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
    (``said``), a hidden card leaving a player's hidden hand or score pile: each
    stand-in there of its back (a card drawn in the action too) taken to be an unseen
    card of that back with other colors or icons (in its supply pile, where the log
    hides sets a city's pile of that age, CITY-1, or held hidden elsewhere since before
    the action), one the log names no earlier than now; the answers searched again. The rules
    may move only cards with some property (Oars: a card with a [crown], repeated)."""
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


def _posed_for_splays(
    replay: Replaying, answers: list[Any], did: Sequence[Move], aim: SplayAim
) -> list[list[Any]]:
    """Answer lists for an aim at other splays (:class:`~.splays.SplayAim`) that the
    answers alone cannot meet: a hidden card of the aim's player that the action moved
    taken to be a card of its back in the color of a pile aimed at, in its supply pile
    or held hidden since before the action (the color of a card returned unseen picks
    the pile splayed, Measurement), with the same answers."""
    hidden, state = replay.hidden, replay.game.state
    if any(isinstance(a, Posed) for a in answers):
        return []
    colors: dict[str, set[str]] = {}
    for name, color in aim.piles:
        colors.setdefault(name, set()).add(color)
    out: list[list[Any]] = []
    for n, m in enumerate(did):
        owner = m.src[1]
        if m.direction is not None or m.card not in hidden.stand_ins or owner not in colors:
            continue
        shown = card(m.card)
        drawn = [d.card for d in did[:n] if d.src[0] == "deck" and d.card]
        drawn_before = tuple(c for c in drawn if card_back(c) == card_back(m.card))
        moved = {d.card for d in did}
        held = [c for c in sorted(hidden.before - moved) if card_back(c) == card_back(m.card)]
        for other in [*state.pile(shown.set, shown.age), *held]:
            if str(card(other).color) not in colors[owner]:
                continue
            if hidden.mentioned.get(other, 1 << 30) <= hidden.event_index:
                continue
            pose = Posed(m.card, other, drawn_before)
            out.append([pose, *(_renamed(a, m.card, other) for a in answers)])
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


def _pose(replay: Replaying, posed: Posed) -> None:
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


def _blur_hidden_moves(replay: Replaying, said: Sequence[Move], did: Sequence[Move]) -> None:
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


def ending_fits(state: State, following: AnyEvent | None) -> bool:
    """Whether the game's state fits what the log shows next: the game goes on before
    another action; before the log's end it is over for that reason (or, for a score
    ending, goes on to the action that draws above 10)."""
    if not isinstance(following, ResultEvent):
        return state.phase != "over" or following is None
    if state.phase == "over":
        return reason_fits(following.reason, state.game_over)
    return following.reason == "score"


def next_opens(game: Game, following: AnyEvent | None) -> bool:
    """Whether the log's next action, when it is a dogma or an endorse (no tentative
    event that may join this action), is legal once this one is done: its card a top
    card of the board, an endorse's top city with the featured icon (DOGMA-1,
    CITY-22). Boards are public, so a list leaving it illegal is likely wrong (a pile
    rearranged unseen, Publications: the log never shows the new order)."""
    if not isinstance(following, DogmaEvent | EndorseEvent) or following.tentative:
        return True
    try:
        game.check(action_of(following))
    except IllegalAction:
        return False
    return True


def _ends_after(state: State, following: AnyEvent | None) -> bool:
    """Whether the log ends the game next while by the rules it goes on (a score
    ending: the next player's Draw action above 10, which the log shows no move of)."""
    return isinstance(following, ResultEvent) and state.phase != "over"


def ending_drawer(event: AnyEvent | None) -> str | None:
    """The player the log's score end line names ("P attempts to draw a card above
    10"), kept with the log's last action (an ``end`` entry), if any."""
    reported = getattr(event, "reported", None) or []
    return next((r.actor for r in reported if r.verb == "end" and r.actor), None)


def draws_next(game: Game, event: AnyEvent | None) -> bool:
    """Whether the player to act may be the one the log's end line says drew above 10
    (:func:`ending_drawer`; any, when it names none): the game going on after the log's
    last action ends by that player's Draw action (END-2), never by another's."""
    drawer = ending_drawer(event)
    return drawer is None or game.actor() == drawer


def reason_fits(said: str, rules: str | None) -> bool:
    """A log's end reason against the rules' ("dogma": any card's victory condition)."""
    return said == rules or (said == "dogma" and rules not in (None, "achievements", "score"))


def _all_made(replay: Replaying, did: Sequence[Move], target: Sequence[Move]) -> bool:
    return len(did) == len(target) and replay.draws.unused() is None


def _closer(best: tuple[int, str] | None, depth: int, why: str) -> tuple[int, str]:
    return (depth, why) if best is None or depth > best[0] else best


def not_explained(found: Found, what: str) -> Divergence:
    """The verdict when no answers explain the log: what was tried and the closest miss."""
    bound = f" (the search stopped at its bound of {MAX_NODES})" if found.bounded else ""
    closest = f"; closest: {found.closest}" if found.closest else ""
    return Divergence(
        f"no answers to the decisions of {what} explain what the log shows: "
        f"{found.tried} answer list(s) tried{bound}{closest}",
        rule="DOGMA-3",
    )


def inferred_note(event_index: int, what: str, found: Found) -> str:
    """The note that says an action's answers were inferred (and whether others fit)."""
    same = "; other answers give the same visible result" if found.ambiguous else ""
    shown = ", ".join(map(_answer_text, found.answers or []))
    return f"{event_label(event_index)}: {what}: answers inferred from the log ({shown}){same}"


def _answer_text(value: Any) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(map(str, value)) + "]"
    return str(value)
