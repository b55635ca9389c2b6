"""Inferring the answers a log leaves out (issue 14): logs report outcomes, not answers.

An imported record (``header.infer_answers``) gives each action with its draws and the
card moves the log showed, but no answers. At each decision the engine asks, the
answers are searched depth first on the engine itself (each candidate prefix replayed
from the action's start, with the log's draws as the chance outcomes) and kept only
while the changes the engine has made so far match the start of what the log shows
next; an answer list whose changes match the log's exactly explains the action.
Several answer lists with the same visible result are fine: the first is taken and the
note says the choice was inferred. Going back over earlier actions (:mod:`.search_back`)
explains one from its kept position again for each later action that fails: a search
made there before gives its answers again (:func:`_search_key`).

Matching is on *visible changes* (:class:`~.visible.Move`), the same for every log format: a card
(its name, or only its age when the log hides it) going from one place to another, and
splays. A log's compound line ("draws and melds") is the engine's draw then meld; a
card revealed then placed in a hand is a draw; verbs the format omits (``header.omits``,
the tracker drops splays and unsplays) are left out on both sides.

A candidate must also leave the game as the log shows next (:mod:`.following`). A hidden
card may have been another of its back, which the rules treat otherwise: answer lists
that take it to be one are tried too (:mod:`.look_alikes`); a card the log moved hidden
may have been any card of its age where it came from: those become stand-ins that a
later entry identifies. Where imported actions end is
:mod:`~adjudicator.games.innovation.replay.imported`'s part.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import msgspec

from adjudicator.core.decisions import ChooseOrder
from adjudicator.core.problems import AdjudicatorError, Divergence, Problem
from adjudicator.core.report import event_label
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import card
from adjudicator.games.innovation.records import ActionEvent, AnyEvent, Header, Reported
from adjudicator.games.innovation.replay.accept import removal_unseen
from adjudicator.games.innovation.replay.following import (
    draws_next,
    ending_fits,
    ends_after,
    next_opens,
)
from adjudicator.games.innovation.replay.look_alikes import (
    Posed,
    apply_pose,
    blur_hidden_moves,
    hands_shown,
    held_look_alikes,
    last_draw_posed,
    look_alikes,
    posed_after,
    posed_at_error,
    posed_for_splays,
    removed_at_hidden_draw,
    up_to_mismatch,
)
from adjudicator.games.innovation.replay.rearranged import candidates, rearranged_first
from adjudicator.games.innovation.replay.replaying import Found, Replaying
from adjudicator.games.innovation.replay.splays import (
    PileKey,
    SplayAim,
    Splayed,
    by_later_counts,
    splay_choices,
    splayed_now,
)
from adjudicator.games.innovation.replay.visible import (
    Move,
    difference,
    engine_moves,
    first_mismatch,
    visible_moves,
)

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
    (:func:`~.look_alikes.look_alikes`) may be replayed. ``by_splays``: only answer lists that splay
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
                apply_pose(replay, value)
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
    # ... by lists found that splay the player's other piles otherwise too: where in found
    moved: dict[tuple[Splayed, ...], int] = {}
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
                posed = posed_after if removal_unseen(action) is not None else posed_at_error
                later += posed(replay, answers, target, steps_before, omits)
            if poses and by_splays is not None:
                did, _said = up_to_mismatch(replay, target, steps_before, omits)
                later[:0] = posed_for_splays(replay, answers, did, by_splays)
            del later[MAX_POSED:]
            continue
        did = engine_moves(replay.game.steps[steps_before:], omits)
        k = first_mismatch(target, did)
        if k is not None:
            closest = _closer(closest, k, difference(target, did, k))
            said = target[k] if k < len(target) else None
            if poses:
                posing = look_alikes(replay, answers, did[: k + 1], said)
                if said is not None:
                    # the log moves a hidden card out of a hand the rules passed over:
                    # one held there may be a card they move (Oars' demand, a [crown])
                    posing += held_look_alikes(replay, answers, did[:k], said)
                later += posing[: MAX_POSED - len(later)]
            if poses and by_splays is not None:
                later[:0] = posed_for_splays(replay, answers, did[: k + 1], by_splays)
                del later[MAX_POSED:]
            continue
        decision = replay.game.pending
        if decision is not None and may_stop and _all_made(replay, did, target):
            found += _new_splays(replay, answers, splayed, by_splays)
            continue
        if decision is None:
            made = _all_made(replay, did, target) and ending_fits(replay.game.state, following)
            if made and ends_after(replay.game.state, following):
                if draws_next(replay.game, event):
                    going_on += _new_splays(replay, answers, splayed, by_splays)
            elif made and not next_opens(replay.game, following):
                blocked += _new_splays(replay, answers, splayed, by_splays)
            elif made and by_splays is not None and _keeps_others(replay, by_splays, moved):
                # the same splays of the piles aimed at, the player's others as they were
                found[moved.pop(splayed_now(replay.game.state, by_splays.piles))] = answers
            elif made:
                new = _new_splays(replay, answers, splayed, by_splays)
                if new and by_splays is not None and by_splays.moves_free(replay.game.state):
                    moved[splayed_now(replay.game.state, by_splays.piles)] = len(found)
                found += new
                if not new and by_splays is not None and poses:
                    # the splays the aim asks for may need a hidden card of another color
                    later[:0] = posed_for_splays(replay, answers, did, by_splays)
                    del later[MAX_POSED:]
            else:
                closest = _closer(closest, len(did), difference(target, did, len(did)))
                steps = replay.game.steps[steps_before:]
                if poses and removed_at_hidden_draw(replay, steps, did, target):
                    later += last_draw_posed(replay, answers, did, target[len(did)])
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
        blur_hidden_moves(replay, target, engine_moves(steps, omits))
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


def _keeps_others(replay: Replaying, aim: SplayAim, moved: dict[tuple[Splayed, ...], int]) -> bool:
    """Whether the answers just played splay the piles ``aim`` is at as a list found
    before did (``moved``), which splayed the player's other piles otherwise too, and
    leave those as they were: they take its place (the least change, TERM-SPLAY)."""
    state = replay.game.state
    return splayed_now(state, aim.piles) in moved and aim.leaves_others(state)


def _more(stack: list[list[Any]], later: list[list[Any]], found: bool) -> bool:
    """Whether the search goes on: plain answer lists left, or (until one fits) lists
    that take hidden cards to be others."""
    return bool(stack) or (bool(later) and not found)


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
