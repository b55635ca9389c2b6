"""Test-only: a game simulated by us, written out as Board Game Arena would log it.

From the engine's steps: BGA's text lines (the log panel, a player's or a spectator's
view) and the bga-tracker's JSON export (structured card moves, a player's view, splays
dropped). Cards are named where the viewer sees them (the project's visibility rules,
which follow BGA's). BGA writes no answers and no turn or action lines: only what
happened.

As in real logs: card names in BGA's sentence case ("The wheel"); dogma lines are
``logWithCardTooltips`` (the tracker's with a bare age, "1 The wheel"); splays are
``splayedPile`` packets with their numbers; a game ends with BGA's END OF GAME line,
and the packets with the framework's end state (99, "gameEnd") and its result table
(each player's rank).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

from adjudicator.core.steps import Step, Zone, split_actions
from adjudicator.games.innovation.engine.actions import InitialMeld
from adjudicator.games.innovation.engine.cards import BASE, card, lookup
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.visibility import exchanged, move_seen
from adjudicator.games.innovation.importers.names import BGA_ICONS, BGA_SETS
from adjudicator.games.innovation.sets.cities.action import Endorse

SPECTATOR = "spectator"
_BGA_TYPES = {name: number for number, name in BGA_SETS.items()}
_ZONE_WORD = {"hand": "hand", "score": "score pile", "board": "board"}


@dataclass
class Line:
    """One BGA notification: its move number, text for the viewer, and the card move
    it makes (for the tracker's structured form)."""

    move: int
    text: str
    name: str | None = None
    age: int | None = None
    src: Zone | None = None
    dst: Zone | None = None
    splay: bool = False
    verb: str | None = None
    opens: str | None = None  # an action's start (BGA's "playerTurn" state): its player
    set: str = BASE  # the card's set, which BGA's structured forms give even for a hidden card
    owner: str | None = None  # a splay's pile owner, color and direction (BGA's splayedPile)
    color: str | None = None
    direction: str | None = None
    tooltips: bool = False  # a dogma line: BGA's logWithCardTooltips
    # the card, revealed from its owner's hand just before (Measurement's "reveal and
    # return"): the tracker writes it named, hand -> revealed, then revealed -> on
    revealed: str | None = None


def bga_lines(game: Game, viewer: str) -> list[Line]:
    """The whole game as BGA's log lines seen by ``viewer`` (a player or "spectator")."""
    out: list[Line] = []
    groups = split_actions(game.steps)
    actions = [a for a, _ in game.history]
    initial = [(a, s) for a, s in zip(actions, groups) if isinstance(a, InitialMeld)]
    for action, _ in initial:
        out.append(
            Line(2, f"{_who(action.player, viewer)} {_s('choose', action.player, viewer)} a card.")
        )
    move = 3
    for _action, steps in initial:
        out += _moves(steps, viewer, move)
    first = next((s for s in game.steps if s.verb == "turn"), None)
    if first is not None and first.actor is not None:
        melded = next(a.card for a, _ in initial if a.player == first.actor)
        who = _who(first.actor, viewer)
        out.append(
            Line(
                3,
                f"{who} melded the first card in English alphabetical order ({bga_name(melded)}): "
                f"{'You play' if who == 'You' else 'he plays'} first.",
            )
        )
    for action, steps in zip(actions, groups):
        if isinstance(action, InitialMeld):
            continue
        out.append(Line(move, "", opens=action.player))
        move += 1
        endorsed = isinstance(action, Endorse)
        if endorsed and not any(s.verb == "dogma" and s.card is not None for s in steps):
            # the game ended in the payment (a special achievement, CITY-23): BGA has
            # written the Endorse line before it all the same
            out.append(_endorse_line(action.card, action.player, viewer, move))
        out += _moves(steps, viewer, move, endorsed=endorsed)
    end = next((s for s in game.steps if s.verb == "game_over"), None)
    if end is not None:
        out += _end(game, end, viewer, move)
    return out


def _endorse_line(name: str, player: str, viewer: str, move: int) -> Line:
    """BGA's line opening an Endorse action on ``name`` (its featured icon's)."""
    who = _who(player, viewer)
    verb = "endorse" if who == "You" else "endorses"
    icon = card(name).dogma_icon.value
    text = f"{who} {verb} the dogma of [{card(name).age}] {bga_name(name)} with [{icon}] as the featured icon."
    return Line(move, text, tooltips=True)


def _end(game: Game, step: Step, viewer: str, move: int) -> list[Line]:
    detail = step.detail or {}
    winners = [str(w) for w in detail.get("winners", [])]
    reason = detail.get("reason")
    if game.state.teams and reason in ("achievements", "score"):
        return [Line(move, _team_end(game, reason, winners, viewer, step))]
    if reason == "achievements" and len(winners) == 1:
        w = winners[0]
        n = len(game.state.player(w).achievements)
        who = _who(w, viewer)
        has = "have" if who == "You" else "has"
        return [
            Line(
                move,
                f"END OF GAME BY ACHIEVEMENTS: {who} {has} got {n} achievements. {_wins(who)}",
            )
        ]
    if reason not in ("achievements", "score") and winners:
        winner = step.actor if step.actor in winners else winners[0]
        who = _who(winner, viewer)
        meets = "meet" if who == "You" else "meets"
        wins = (
            ("Your team wins!" if viewer in winners else "His team wins!")
            if len(winners) > 1
            else _wins(who)
        )
        text = f"END OF GAME BY DOGMA: {who} {meets} the victory condition. {wins}"
        return [Line(move, text)]
    if reason == "score":
        drawer = step.actor or step.text.split()[0]
        text = f"{_who(drawer, viewer)} {_s('attempt', drawer, viewer)} to draw a card above [10]."
        return [Line(move, f"END OF GAME BY SCORE: {text} The player with the greatest score win.")]
    return []


def _team_end(game: Game, reason: str, winners: list[str], viewer: str, step: Step) -> str:
    """A team game's END OF GAME line, in a team's words (BGA's own wording is not known:
    the importer reads the reason whatever the words, and the teams from the word "team")."""
    if reason == "score":
        drawer = _who(step.actor or step.text.split()[0], viewer)
        return (
            f"END OF GAME BY SCORE: {drawer} {_s('attempt', drawer, viewer)} to draw a card "
            "above [10]. The team with the greatest combined score wins."
        )
    n = sum(len(game.state.player(w).achievements) for w in winners)
    if viewer in winners:
        return f"END OF GAME BY ACHIEVEMENTS: Your team has got {n} achievements. You win!"
    team = " and ".join(winners)
    return f"END OF GAME BY ACHIEVEMENTS: The team of {team} has got {n} achievements. They win!"


def _wins(who: str) -> str:
    """BGA's last words of an END OF GAME line naming its winner."""
    return "You win!" if who == "You" else "He wins!"


def _who(player: str, viewer: str) -> str:
    return "You" if player == viewer else player


def _s(verb: str, player: str, viewer: str) -> str:
    """A verb in the person BGA uses: "you draw", "alice draws"."""
    if player == viewer:
        return verb
    return verb + ("es" if verb.endswith(("s", "sh", "ch")) else "s")


def _his(player: str, viewer: str) -> str:
    return "your" if player == viewer else "his"


def _moves(steps: list[Step], viewer: str, move: int, *, endorsed: bool = False) -> Iterator[Line]:
    """The lines of one action's steps (an Endorse action's: ``endorsed``)."""
    skip: set[int] = set()
    changes = [s for s in steps if s.change or s.verb == "dogma" or _executes(s)]
    if endorsed:  # BGA writes the Endorse line before the payment tuck (CITY-23)
        changes.sort(key=lambda s: s.verb != "dogma")
    counts_at, counts = _icon_counts(steps, changes, viewer, move)
    executed: set[tuple[str | None, int | None]] = set()  # an Endorse's second executions
    shown_from_hand: set[str] = set()  # cards revealed from a hand in this action
    for k, s in enumerate(changes):
        if k == counts_at:
            yield from counts
        if k in skip:
            continue
        if s.verb == "dogma" and s.card is not None:
            icon = (s.detail or {}).get("icon", "castle")
            who = _who(s.actor or "", viewer)
            verb = "activate" if who == "You" else "activates"
            if endorsed:
                verb = "endorse" if who == "You" else "endorses"
            yield Line(
                move,
                f"{who} {verb} the dogma of [{card(s.card).age}] {bga_name(s.card)} with [{icon}] as the featured icon.",
                tooltips=True,
            )
            continue
        if _executes(s):
            who_what = (s.actor, s.cause.effect if s.cause else None)
            again = who_what in executed
            executed.add(who_what)
            yield _execute_line(s, viewer, move, again=again and endorsed)
            continue
        if s.cause is not None and s.cause.free_draw:
            yield Line(move, "Sharing bonus.")  # BGA's line before the free draw (DOGMA-6)
        if s.verb in ("splay", "unsplay"):
            yield from _splay(s, viewer, move)
            continue
        if s.verb == "exchange":
            for name, src, dst in exchanged(s):
                yield _transfer(s, name, src, dst, viewer, move, move_seen(s, viewer, src, dst))
            continue
        if s.verb == "reveal" and s.card and s.src is not None and s.src.kind == "hand":
            if not any(d.verb == "draw" and d.card == s.card for d in changes[:k]):
                shown_from_hand.add(s.card)  # held before (Measurement), not drawn now
            continue  # (a card drawn and then revealed, Physics: written with its draw)
        if s.card is None or s.src is None or s.dst is None or s.verb == "remove":
            continue  # a rearranged pile, a card removed from the game: no card move in BGA's logs
        if s.verb == "draw":
            nxt = changes[k + 1] if k + 1 < len(changes) else None
            if nxt is not None and nxt.verb == "reveal" and nxt.card == s.card:
                skip.add(k + 1)  # BGA: "draws and reveals", named to all
                yield _draw_and_reveal(s, viewer, move)
                continue
            shown_at = _revealed_after_draws(changes, k)
            if shown_at is not None:
                # draws, then their reveals (Physics): BGA names each as drawn and
                # revealed (the real table 815136179, move 76: deck -> revealed)
                skip.add(shown_at)
                yield _draw_and_reveal(s, viewer, move)
                continue
            if nxt is not None and _draw_and(s, nxt):
                skip.add(k + 1)
                yield _draw_and_line(s, nxt, steps, viewer, move)
                continue
            shown = s.actor == viewer  # BGA names a drawn card to its drawer only
            yield _line(s, viewer, move, shown)
            continue
        line = _line(s, viewer, move, move_seen(s, viewer, s.src, s.dst))
        if s.card in shown_from_hand and s.src.kind == "hand":
            shown_from_hand.discard(s.card)
            line.revealed = bga_name(s.card)
        yield line
    if counts_at == len(changes):
        yield from counts


def _executes(step: Step) -> bool:
    """A player's turn to execute one of a dogma's effects (not a nested execution)."""
    cause = step.cause
    return (
        step.verb == "effect" and cause is not None and cause.depth == 0 and not cause.via_execute
    )


def _execute_line(step: Step, viewer: str, move: int, *, again: bool = False) -> Line:
    """BGA's "P has to execute the I demand effect." before each player's execution
    (an endorsed dogma's second one: "… again because it was endorsed.", CITY-24)."""
    who = _who(step.actor or "", viewer)
    demand = step.cause is not None and step.cause.demand
    effect = "I demand effect" if demand else _non_demand(step)
    why = " again because it was endorsed" if again else ""
    return Line(move, f"{who} {'have' if who == 'You' else 'has'} to execute the {effect}{why}.")


_ORDINALS = ("1st", "2nd", "3rd")


def _non_demand(step: Step) -> str:
    """BGA's name of a non-demand effect: "the 2nd non-demand effect" when the card has
    several."""
    cause = step.cause
    if cause is None or cause.effect is None or step.card is None:
        return "non-demand effect"
    effects = card(step.card).effects
    plain = [k for k, e in enumerate(effects) if not e.demand]
    if len(plain) < 2 or cause.effect not in plain:
        return "non-demand effect"
    return f"{_ORDINALS[plain.index(cause.effect)]} non-demand effect"


def _icon_counts(
    steps: list[Step], changes: list[Step], viewer: str, move: int
) -> tuple[int, list[Line]]:
    """BGA's icon counts at a dogma's start, "P has N [icon]." one line per player in
    seating order, and where among ``changes`` they go: right after the dogma line, or
    after an Endorse's payment (the counts are taken after it, CITY-24)."""
    start = next((s for s in steps if s.verb == "dogma" and s.rule == "DOGMA-2"), None)
    if start is None:
        return -1, []
    detail = start.detail or {}
    icon = detail.get("icon", "castle")
    lines = [
        Line(move, f"{_who(name, viewer)} {'have' if name == viewer else 'has'} {n} [{icon}].")
        for name, n in dict(detail.get("counts", {})).items()
    ]
    for line in lines:
        line.verb = "icon-count"
    order = {id(s): i for i, s in enumerate(steps)}
    after = [k for k, s in enumerate(changes) if order[id(s)] > order[id(start)]]
    return (after[0] if after else len(changes)), lines


_COUNT_LINE = re.compile(r"(?P<who>.+) (?:has|have) (?P<n>[0-9]+) \[(?P<icon>[a-z]+)\]\.")
_BGA_ICON_NUMBERS = {name: number for number, name in BGA_ICONS.items()}


def _icon_count_note(line: Line, spectator: bool) -> dict[str, object] | None:
    """An icon-count line (:func:`_icon_counts`) as BGA's packet carries it: a ``log``
    notification whose template takes the player, the count and the icon's picture."""
    found = _COUNT_LINE.fullmatch(line.text) if line.verb == "icon-count" else None
    if found is None:
        return None
    icon = f"<span class='square N icon_{_BGA_ICON_NUMBERS[found['icon']]}'></span>"
    args: dict[str, object] = {"icon": icon, "ressource_count": found["n"]}
    if found["who"] == "You":
        args["You"] = "You"
        return {"type": "log", "log": "${You} have ${ressource_count} ${icon}.", "args": args}
    args["player_name"] = found["who"]
    template = "${player_name} has ${ressource_count} ${icon}."
    if spectator:
        args |= {"log": template, "notification_type": "log"}
        return {"type": "log_spectator", "log": "", "args": args}
    return {"type": "log", "log": template, "args": args}


def _draw_and_reveal(draw: Step, viewer: str, move: int) -> Line:
    assert draw.card is not None
    actor = draw.actor or ""
    age = card(draw.card).age
    verbs = "draw and reveal" if actor == viewer else "draws and reveals"
    text = f"{_who(actor, viewer)} {verbs} [{age}] {bga_name(draw.card)}."
    return Line(
        move,
        text,
        bga_name(draw.card),
        age,
        draw.src,
        Zone("revealed", actor),
        verb="reveal",
        set=_set_of(draw.card),
    )


def _revealed_after_draws(changes: list[Step], k: int) -> int | None:
    """Where the card drawn at ``k`` is revealed from the hand, when only draws and
    reveals of the cards drawn come between (Physics: three draws, then three reveals)."""
    draw = changes[k]
    for n in range(k + 1, len(changes)):
        s = changes[n]
        if s.verb == "reveal" and s.card == draw.card:
            return n
        if s.verb not in ("draw", "reveal") or s.actor != draw.actor:
            return None
    return None


def _draw_and(draw: Step, nxt: Step) -> bool:
    return (
        nxt.card == draw.card
        and nxt.verb in ("meld", "tuck", "score")
        and nxt.src is not None
        and nxt.src.kind == "hand"
    )


def _draw_and_line(draw: Step, nxt: Step, steps: list[Step], viewer: str, move: int) -> Line:
    assert draw.card is not None and draw.src is not None and nxt.dst is not None
    actor = draw.actor or ""
    age = card(draw.card).age
    shown = nxt.verb != "score" or actor == viewer
    who = _who(actor, viewer)
    verb = {"meld": "meld", "tuck": "tuck", "score": "score"}[nxt.verb]
    if who == "You":
        text = f"You draw and {verb} [{age}] {bga_name(draw.card)}."
    elif shown:
        text = f"{who} draws and {verb}s [{age}] {bga_name(draw.card)}."
    else:
        text = f"{who} draws and {verb}s a [{age}]."
    return Line(
        move,
        text,
        bga_name(draw.card) if shown else None,
        age,
        draw.src,
        nxt.dst,
        verb=nxt.verb,
        set=_set_of(draw.card),
    )


def _splay(s: Step, viewer: str, move: int) -> Iterator[Line]:
    detail = s.detail or {}
    owner = s.dst.player if s.dst is not None else s.actor
    direction = str(detail.get("to", "none"))
    if owner is None:
        return
    who = _who(s.actor or owner, viewer)
    whose = _his(owner, viewer) if owner == s.actor else f"{owner}'s"
    color = str(detail.get("color"))
    # BGA: "P unsplays his green cards." (splayedPile, splay_direction 0)
    verb, to = ("unsplay", "") if direction == "none" else ("splay", f" {direction}")
    yield Line(
        move,
        f"{who} {_s(verb, s.actor or owner, viewer)} {whose} {color} cards{to}.",
        splay=True,
        owner=owner,
        color=color,
        direction=direction,
    )


def _line(s: Step, viewer: str, move: int, shown: bool) -> Line:
    """A card move in BGA's words."""
    assert s.card is not None and s.src is not None and s.dst is not None
    actor = s.actor or ""
    src, dst = s.src, s.dst
    if s.verb == "claim":
        text = f"{_who(actor, viewer)} {_s('achieve', actor, viewer)} {s.card}."
        return Line(move, text, s.card, None, src, dst, verb="claim", set=_set_of(s.card))
    age = card(s.card).age
    if src.player is not None and dst.player is None:
        actor = src.player  # BGA names the owner of the zone a card leaves
    if src.player != dst.player and None not in (src.player, dst.player):
        return _transfer(s, s.card, src, dst, viewer, move, shown)
    who, his = _who(actor, viewer), _his(actor, viewer)
    named = f"[{age}] {bga_name(s.card)}"
    what = named if shown else f"a [{age}]"
    if s.verb == "achieve":
        text = f"{who} {_s('achieve', actor, viewer)} a [{age}]."
        return Line(move, text, None, age, src, dst, set=_set_of(s.card))
    if src.kind == "deck" and dst.kind == "hand":
        text = f"{who} {_s('draw', actor, viewer)} {what}."
    elif dst.kind == "deck":
        text = f"{who} {_s('return', actor, viewer)} {what} from {his} {_ZONE_WORD[src.kind]}."
    elif s.verb in ("meld", "tuck") and src.kind == "hand":
        text = f"{who} {_s(s.verb, actor, viewer)} {named} from {his} hand."
    elif s.verb == "score" and src.kind in ("hand", "board"):
        text = f"{who} {_s('score', actor, viewer)} {what} from {his} {_ZONE_WORD[src.kind]}."
    else:
        return _transfer(s, s.card, src, dst, viewer, move, shown)
    return Line(
        move,
        text,
        bga_name(s.card) if shown else None,
        age,
        src,
        dst,
        verb=s.verb,
        set=_set_of(s.card),
    )


def _transfer(
    s: Step, name: str, src: Zone, dst: Zone, viewer: str, move: int, shown: bool
) -> Line:
    age = card(name).age
    what = f"[{age}] {bga_name(name)}" if shown else f"a [{age}]"
    actor = s.actor if s.actor in (src.player, dst.player) else src.player or ""
    if src.player == dst.player == actor and src.kind != dst.kind:
        his = _his(actor, viewer)
        text = f"{_who(actor, viewer)} {_s('transfer', actor, viewer)} {what} from {his} {_ZONE_WORD[src.kind]} to {his} {_ZONE_WORD[dst.kind]}."
    elif src.player == actor and dst.player is not None and dst.player != actor:
        whose = "your" if dst.player == viewer else f"{dst.player}'s"
        text = f"{_who(actor, viewer)} {_s('transfer', actor, viewer)} {what} from {_his(actor, viewer)} {_ZONE_WORD[src.kind]} to {whose} {_ZONE_WORD[dst.kind]}."
    elif dst.player == actor and src.player is not None and src.player != actor:
        whose = "your" if src.player == viewer else f"{src.player}'s"
        text = f"{_who(actor, viewer)} {_s('transfer', actor, viewer)} {what} from {whose} {_ZONE_WORD[src.kind]} to {_his(actor, viewer)} {_ZONE_WORD[dst.kind]}."
    else:
        raise Unwritable(f"no BGA text for {s.text!r}")
    return Line(move, text, bga_name(name) if shown else None, age, src, dst, set=_set_of(name))


def bga_name(name: str) -> str:
    """A card's name as BGA writes it: a base card's in sentence case ("The wheel", "Code
    of laws"), abbreviations kept ("A.I."); other sets' as they are."""
    if _set_of(name) != BASE:
        return name
    first, *rest = name.split(" ")
    return " ".join([first, *(w if "." in w else w.lower() for w in rest)])


def _set_of(name: str | None) -> str:
    found = lookup(name) if name is not None else None
    return found.set if found is not None else BASE


class Unwritable(Exception):
    """A move BGA's text phrases (as the importer knows them) cannot say."""


# ----------------------------------------------------------------------------
# the formats


def bga_text(game: Game, viewer: str = SPECTATOR) -> bytes:
    """BGA's log panel as text, one ``move N<TAB>type<TAB>message`` a line."""
    kind = "log_spectator" if viewer == SPECTATOR else "log"
    lines = [line for line in bga_lines(game, viewer) if line.opens is None]
    rows = [f"move {line.move}\t{kind}\t{line.text}" for line in lines]
    return ("\n".join(rows) + "\n").encode()


#: The tracker strips the age square's HTML: a dogma line's age is a bare number.
_BARE_AGE = re.compile(r"\[([0-9]+)\] ")


def bga_ids(game: Game) -> dict[str, str]:
    """Each player's BGA id, by seat: not in the seating's order (BGA lists players by id,
    so the seating must come from the turns or from ``player_no``)."""
    n = len(game.state.players)
    return {p.name: str(1000 + (n - i) % n) for i, p in enumerate(game.state.players)}


def _by_id(ids: dict[str, str]) -> dict[str, str]:
    """BGA's ``players``: id -> name, in the ids' order."""
    return {ids[name]: name for name in sorted(ids, key=ids.__getitem__)}


@dataclass(frozen=True)
class TrackerShape:
    """How a version of the tracker writes its export (the reference's "The same
    tracker format, written by other versions of the tracker"): the default is the
    shared sample's.

    - ``claims``: a special achievement as "achievements" -> "achievements" with its set,
      or "claimed" (``source`` null, ``dest`` "claimed", no set, age or source owner);
    - ``achieves``: the Achieve action's card from "achievements", or from the "deck";
    - ``seats``: ``players`` keyed "1", "2" … in seating order, not by BGA id;
    - ``times``: a ``time`` (Unix seconds) on every entry;
    - ``text_only``: the older form, transfers carrying only ``msg`` (the text a
      spectator reads; a hidden card drawn from another set's pile says "from cities");
    - ``flags``: "bga" (``meld_keyword`` true for every meld, ``bottom_to`` true for tucks,
      returns and an effect's melds) or "tracker" (``meld_keyword`` true exactly when a
      city goes from a hand to a board, tucks included; ``bottom_to`` true for an
      effect's melds from hand and tucks from hand, false for a draw-and-tuck, either
      for a return);
    - ``my_hand``: empty, the viewer's hand at capture ("capture"), or his opening meld
      and a card ("opening"): a cross-check only.
    """

    claims: str = "achievements"
    achieves: str = "achievements"
    seats: bool = False
    times: bool = False
    text_only: bool = False
    flags: str = "bga"
    my_hand: str = "none"


def bga_tracker(game: Game, viewer: str, shape: TrackerShape | None = None) -> bytes:
    """The bga-tracker's export as ``viewer`` captured it: card moves structured, the
    other lines as text, splays dropped; in the version's ``shape``."""
    shape = shape or TrackerShape()
    ids = bga_ids(game)
    players = _by_id(ids)
    if shape.seats:
        players = {str(k): p.name for k, p in enumerate(game.state.players, 1)}
    log: list[dict[str, object]] = []
    # the tracker writes the capturing player's messages in the third person
    third = bga_lines(game, SPECTATOR)
    in_dogma = False  # BGA's flags are not reliable: an effect's meld is flagged as to the bottom
    returns = 0
    for line, said in zip(bga_lines(game, viewer), third, strict=True):
        in_dogma = (in_dogma or line.tooltips) and line.opens is None
        if line.splay or line.opens is not None:
            continue
        entry: dict[str, object]
        if line.src is None or line.dst is None:
            kind = "logWithCardTooltips" if line.tooltips else "log"
            msg = _BARE_AGE.sub(r"\1 ", said.text) if line.tooltips else said.text
            entry = {"move": line.move, "type": kind, "msg": msg}
        elif shape.text_only:
            entry = {"move": line.move, "type": "transfer", "msg": _from_supply(said)}
        elif line.revealed is not None:
            # a card revealed from a hand is named to all: BGA moves it hand -> revealed,
            # then on from there (the real table 815136179, move 86: Measurement)
            shown = Zone("revealed", line.src.player)
            log.append(_structured(_moved(line, line.src, shown), in_dogma, shape, returns))
            entry = _structured(_moved(line, shown, line.dst), in_dogma, shape, returns)
            returns += line.dst.kind == "deck"
        else:
            entry = _structured(line, in_dogma, shape, returns)
            returns += line.dst.kind == "deck"
        if shape.times:
            entry["time"] = 1_700_000_000 + 20 * line.move
        log.append(entry)
    data = {"players": players, "my_hand": _my_hand(game, viewer, shape.my_hand), "log": log}
    return json.dumps(data, indent=1).encode()


def _structured(line: Line, in_dogma: bool, shape: TrackerShape, returns: int) -> dict[str, object]:
    """A card move as a structured ``transfer`` entry, in the version's shape."""
    assert line.src is not None and line.dst is not None
    entry: dict[str, object] = {
        "type": "transfer",
        "move": line.move,
        "card_set": line.set,
        "source": line.src.kind,
        "dest": line.dst.kind,
        "card_name": line.name,
        "card_age": line.age,
        "source_owner": line.src.player,
        "dest_owner": line.dst.player,
    }
    if shape.flags == "tracker":
        city = line.set == "cities" and line.src.kind == "hand" and line.dst.kind == "board"
        entry["meld_keyword"] = city
        entry["bottom_to"] = _tracker_bottom(line, in_dogma, returns)
    else:
        entry["meld_keyword"] = line.verb == "meld"
        entry["bottom_to"] = _to_the_bottom(line, in_dogma)
    if line.verb == "claim" and shape.claims == "claimed":
        entry |= {"card_set": None, "card_age": None, "source": None, "dest": "claimed"}
        entry["source_owner"] = None
    elif _achieves(line) and shape.achieves == "deck":
        entry |= {"source": "deck", "source_owner": None, "card_set": "base", "card_name": None}
    return entry


def _moved(line: Line, src: Zone, dst: Zone) -> Line:
    """``line``'s card, named (it was revealed), moved from ``src`` to ``dst``."""
    return dataclasses.replace(line, name=line.revealed, src=src, dst=dst, verb=None)


def _achieves(line: Line) -> bool:
    """The Achieve action's card (an age achievement taken, never named)."""
    return (
        line.verb is None
        and line.src is not None
        and line.dst is not None
        and line.src.kind == line.dst.kind == "achievements"
        and line.src.player is None
        and line.dst.player is not None
    )


def _tracker_bottom(line: Line, in_dogma: bool, returns: int) -> bool:
    """``bottom_to`` as the tracker's own version writes it: an effect's meld from hand
    and a tuck from hand flagged so, a draw-and-tuck not, a return either way."""
    assert line.src is not None and line.dst is not None
    if line.dst.kind == "deck":
        return returns % 2 == 0
    if line.src.kind == "deck":
        return False
    return line.verb == "tuck" or (line.verb == "meld" and in_dogma and line.src.kind == "hand")


def _from_supply(said: Line) -> str:
    """A text-only transfer's message: a hidden card drawn from another set's pile says
    which ("P draws a [1] from cities.")."""
    hidden_draw = said.name is None and said.verb == "draw" and said.set != BASE
    return said.text.removesuffix(".") + f" from {said.set}." if hidden_draw else said.text


def _my_hand(game: Game, viewer: str, which: str) -> list[str]:
    """``my_hand``: none, the viewer's hand at capture, or his opening meld and a card."""
    if viewer not in {p.name for p in game.state.players}:
        return []
    hand = [bga_name(name) for name in game.state.player(viewer).hand]
    if which == "capture":
        return hand
    if which == "opening":
        melded = next(
            a.card for a, _ in game.history if isinstance(a, InitialMeld) and a.player == viewer
        )
        return [bga_name(melded), *hand[:1]]
    return []


def _to_the_bottom(line: Line, in_dogma: bool) -> bool:
    """The tracker's ``bottom_to`` as real exports have it: a tuck, a return to a deck (to
    its bottom), and an effect's meld (flagged so, though it goes on top)."""
    to_deck = line.dst is not None and line.dst.kind == "deck"
    return line.verb == "tuck" or to_deck or (line.verb == "meld" and in_dogma)


def bga_packets(game: Game, viewer: str) -> bytes:
    """BGA's raw notification packets: the player's channel for ``viewer`` (or the
    table's spectator copies), BGA's "playerTurn" state before each action."""
    ids = bga_ids(game)
    spectator = viewer == SPECTATOR
    channel = "/table/t1" if spectator else f"/player/p{ids[viewer]}"
    packets: list[dict[str, object]] = []
    number = 0
    previous: str | None = None
    for line in bga_lines(game, viewer):
        if line.opens is not None:
            number = 2 if line.opens == previous and number == 1 else 1
            previous = line.opens
            state = {"id": 4, "active_player": ids[line.opens], "args": {"action_number": number}}
            note = {"type": "gameStateChange", "log": "", "args": state}
            packets.append({"channel": "/table/t1", "move_id": line.move, "data": [note]})
            continue
        kind = "transferedCard" if line.src is not None and line.dst is not None else "log"
        args: dict[str, object] = {}
        if line.splay and line.owner is not None:
            kind, args = "splayedPile", _splayed_pile(line, ids[line.owner])
        if line.tooltips:
            kind = "logWithCardTooltips"
        if kind == "transferedCard" and line.src is not None and line.dst is not None:
            args = {
                "location_from": line.src.kind,
                "location_to": line.dst.kind,
                "owner_from": ids.get(line.src.player or "", "0"),
                "owner_to": ids.get(line.dst.player or "", "0"),
                "age": line.age,
                "type": _BGA_TYPES[line.set],
                "meld_keyword": line.verb == "meld",
                "bottom_to": line.verb == "tuck",
            }
            if line.name is not None:
                args["name"] = line.name
        note = {"type": kind + ("_spectator" if spectator else ""), "log": line.text, "args": args}
        note = _icon_count_note(line, spectator) or note
        packets.append({"channel": channel, "move_id": line.move, "data": [note]})
    if game.state.phase == "over":
        packets.append(_game_end(game, ids, move=packets[-1]["move_id"] if packets else 1))
    options = {"id": 2, "active_player": ids[game.state.players[0].name]}
    options["args"] = {"team_game": bool(game.state.teams)}  # as BGA's first states say
    packets.insert(
        0,
        {
            "channel": "/table/t1",
            "move_id": 1,
            "data": [{"type": "gameStateChange", "log": "", "args": options}],
        },
    )
    players = _by_id(ids)
    # the seats (player_no) in the player's capture; a spectator's has none, as the real sample
    seats = {pid: {"player_no": n} for n, pid in enumerate(ids.values(), 1)}
    data = {
        "players": players,
        "currentPlayerId": None if spectator else ids[viewer],
        "gamedatas": {} if spectator else {"players": seats},
        "packets": packets,
    }
    return json.dumps(data, indent=1).encode()


_BGA_COLOR_NUMBERS = {"blue": 0, "red": 1, "green": 2, "yellow": 3, "purple": 4}
_BGA_SPLAYS = {"none": 0, "left": 1, "right": 2, "up": 3, "aslant": 4}


def _splayed_pile(line: Line, owner_id: str) -> dict[str, object]:
    """BGA's splayedPile arguments: the pile's owner, color and direction as numbers."""
    color, direction = line.color or "", line.direction or "none"
    return {
        "player_id": owner_id,
        "color": _BGA_COLOR_NUMBERS[color],
        "splay_direction": _BGA_SPLAYS[direction],
        "splay_direction_in_clear": direction,
        "colored_cards": f"{color} cards",
        "forced_unsplay": False,
    }


def final_ranks(game: Game) -> dict[str, int]:
    """Each player's place as BGA's result table gives it: the winners first, then the
    others by achievements and score (by score and achievements after a score ending,
    END-2); equal players share a place."""
    st = game.state
    by_score = st.game_over == "score"

    def key(name: str) -> tuple[int, int, int]:
        p = st.player(name)
        won = int(name in st.winners)
        first, second = len(p.achievements), p.score_points()
        return (won, second, first) if by_score else (won, first, second)

    order = sorted((p.name for p in st.players), key=key, reverse=True)
    ranks: dict[str, int] = {}
    for place, name in enumerate(order, 1):
        previous = order[place - 2] if place > 1 else None
        same = previous is not None and key(previous) == key(name)
        ranks[name] = ranks[previous] if same and previous is not None else place
    return ranks


def _game_end(game: Game, ids: dict[str, str], move: object) -> dict[str, object]:
    """BGA's last packet: the framework's "gameEnd" state (99) with the result table
    (each player's id, rank and final score)."""
    ranks = final_ranks(game)
    result = [
        {
            "id": ids[p.name],
            "name": p.name,
            "rank": ranks[p.name],
            "score": len(p.achievements),
            "score_aux": p.score_points(),
        }
        for p in game.state.players
    ]
    state = {"id": 99, "name": "gameEnd", "type": "manager", "args": {"result": result}}
    note = {"type": "gameStateChange", "log": "", "args": state}
    return {"channel": "/table/t1", "move_id": move, "data": [note]}
