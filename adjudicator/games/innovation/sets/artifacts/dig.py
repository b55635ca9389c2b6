"""Digging at the end of a Meld action (ART-6 to ART-10) and seizing the relic
of the dug artifact's value (ART-19 to ART-21)."""

from __future__ import annotations

from adjudicator.core.steps import NO_CAUSE, Zone
from adjudicator.games.innovation.engine.cards import BASE, Icon, card, known_cards
from adjudicator.games.innovation.engine.draws import draw_age
from adjudicator.games.innovation.engine.ending import check_achievement_win
from adjudicator.games.innovation.engine.game_base import ActionGen, GameBase, Trigger
from adjudicator.games.innovation.engine.places import put, take, zone_text
from adjudicator.games.innovation.engine.recording import note, record
from adjudicator.games.innovation.sets.artifacts.data import ARTIFACTS
from adjudicator.games.innovation.sets.artifacts.decisions import SeizeRelic


def hex_position(name: str) -> int | None:
    """Where the card's hex is printed (a music note is a hex, ART-23), or None."""
    c = card(name)
    marks = c.marks or ("",) * len(c.icons)
    for i, (icon, mark) in enumerate(zip(c.icons, marks, strict=True)):
        if icon is Icon.HEX and mark in ("", "music_note"):
            return i
    return None


def digs(melded: str, covered: str) -> str | None:
    """ART-6: why melding ``melded`` on ``covered`` digs, or None."""
    a, b = card(melded), card(covered)
    if a.age <= b.age:
        return f"{melded} ({a.age}) is of value at most {covered}'s ({b.age})"
    here = hex_position(melded)
    if here is not None and here == hex_position(covered):
        return f"{melded} and {covered} have their hex in the same position"
    return None


def dig(g: GameBase, t: Trigger) -> ActionGen | None:
    """The "dig" slot of the end of a Meld action (ART-9): dig an artifact when
    the melded card covered one it matches, then seize the relic."""
    assert t.card is not None
    covered = (t.detail or {}).get("covered")
    if covered is None:
        return None
    why = digs(t.card, covered)
    if why is None:
        return None
    me = g.state.player(t.player)
    if me.display:
        note(g, t.player, f"{why}, but {me.display[0]} is on display: no dig", "ART-8")
        return None
    age = draw_age(g.state, card(covered).age, BASE)  # ART-7: empty base ages skipped
    if age > 10 or not g.state.pile(ARTIFACTS, age):
        where = "no age is left" if age > 10 else f"the Artifacts {age} pile is empty"
        note(g, t.player, f"{why}, but {where}: the dig is ignored", "ART-7")
        return None
    name = g.source.take(g.state, age, t.player, ARTIFACTS)
    src = take(g.state, name, g.undo)
    put(g.state, name, Zone("display", t.player), undo=g.undo)
    record(
        g,
        NO_CAUSE,
        "dig",
        f"{t.player} digs {name} from the artifacts {age} pile onto their display ({why})",
        rule="ART-6",
        actor=t.player,
        card_name=name,
        src=src,
        dst=Zone("display", t.player),
        detail={"age": card(covered).age, "drawn_age": age},
    )
    return seize(g, t.player, card(name).age)


def seize_options(g: GameBase, player: str, age: int) -> tuple[str | None, list[str]]:
    """ART-19: the relic of value ``age`` that may be seized, and where it may go."""
    state = g.state
    if state.relics is None:  # relics are not used (ART-2)
        return None, []
    relic = next((c.name for c in known_cards() if c.relic and c.age == age), None)
    if relic is None:
        return None, []
    beside = relic in (state.relics or ())
    holder = next((p.name for p in state.players if relic in p.achievements), None)
    if not beside and holder is None:
        return relic, []
    options = [] if holder == player else ["achievements"]
    home = card(relic).set
    if home in (BASE, ARTIFACTS) or home in state.expansions:
        options.append("hand")
    return relic, options


def seize(g: GameBase, player: str, age: int) -> ActionGen | None:
    relic, options = seize_options(g, player, age)
    if relic is None or not options:
        return None
    return _seize(g, player, relic, tuple(options))


def _seize(g: GameBase, player: str, relic: str, options: tuple[str, ...]) -> ActionGen:
    prompt = f"you may seize {relic} into your {' or '.join(options)}"
    chosen = yield SeizeRelic(
        player=player, prompt=prompt, rule="ART-19", optional=True, options=options
    )
    if chosen is None:
        return
    where = options[chosen]
    dst = Zone("achievements", player) if where == "achievements" else Zone("hand", player)
    src = take(g.state, relic, g.undo)
    put(g.state, relic, dst, undo=g.undo)
    record(
        g,
        NO_CAUSE,
        "transfer",
        f"{player} seizes {relic} from {zone_text(src)} into {zone_text(dst)}",
        rule="ART-19",
        actor=player,
        card_name=relic,
        src=src,
        dst=dst,
    )
    if where == "achievements":  # a relic counts toward END-1 (ART-20)
        check_achievement_win(g, player)
