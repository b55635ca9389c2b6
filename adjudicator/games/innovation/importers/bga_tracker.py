"""The bga-tracker's JSON export (AnotherSava/bga-tracker).

Newer exports hold ``players`` (BGA id -> name), ``my_hand`` and a ``log`` list of
text entries (``type`` "log" / "logWithCardTooltips", ``msg``) and structured card moves
(``type`` "transfer": ``source``/``dest`` zones, ``source_owner``/``dest_owner``,
``card_name`` (null when the capturing player could not see it), ``card_age``,
``card_set``, flags). Older ones hold text entries only (``move``, ``time``, ``type``,
``msg``), their transfers too (a ``transfer`` with only ``msg`` is read as a text line).
Players may be a list of names or of ``{id, name}`` objects, keyed by BGA id or by
seat ("1", "2" …); ``time`` may be there or not; ``my_hand`` (the capturing player's
hand at capture, or his opening hand, by version) is kept only as a cross-check.

The tracker's versions write some moves in their own shapes (read here as one):

- a special achievement claimed (SPECIAL-1, CITY-25, CITY-26) as ``source`` null,
  ``dest`` "claimed", ``card_name`` the achievement's: a "claim" entry, the evidence of
  a claim the engine makes itself, never a card move;
- the Achieve action's card as ``source`` "deck", ``dest`` "achievements" with its age
  and no name: an "achieve" entry, from the available achievements as the rules have it;
- ``meld_keyword`` is BGA's flag in one version (true for every meld, false for tucks)
  and the tracker's own in another (true exactly when a city goes from a hand to a
  board, tucks included): by itself it never tells a meld from a tuck. A log in which
  a card that is no city goes to a board flagged so has BGA's flag
  (:func:`bga_meld_flags`), and only there does it count as evidence of a meld;
  elsewhere ``bottom_to`` alone tells a tuck (as evidence: an effect's meld may be
  flagged as to the bottom, a draw-and-tuck not). Where the card goes is compared by
  the replay whatever the entry's kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from adjudicator.games.innovation.importers.build import finish
from adjudicator.games.innovation.importers.entries import (
    CARD_MOVES,
    BgaLog,
    CardSeen,
    Kind,
    LogEntry,
    Place,
    Player,
)
from adjudicator.games.innovation.importers.moves import (
    claim_or_achieve,
    describe_move,
    kind_of_move,
)
from adjudicator.games.innovation.importers.names import BGA_SETS, clean_text
from adjudicator.games.innovation.importers.phrases import YOU, card_seen, reader
from adjudicator.games.innovation.importers.source import (
    JsonPath,
    decode,
    load_json,
    object_lines,
    problem,
)

_OTHER_GAME_KEYS = ("game", "game_name", "gameName")


def _player(key: str, value: Any) -> Player:
    """One ``players`` item: id -> name, name -> id (an older key order), id -> {name}."""
    if isinstance(value, dict):
        return Player(name=clean_text(str(value.get("name", key))), bga_id=key)
    text = clean_text(str(value))
    if text.isdigit() and not key.isdigit():
        return Player(name=key, bga_id=text)
    return Player(name=text, bga_id=key)


def _players(raw: Any, file: str | None) -> tuple[Player, ...]:
    """The ``players`` field in any of the tracker's versions."""
    if raw is None:
        return ()
    if isinstance(raw, dict):
        return tuple(_player(str(key), value) for key, value in raw.items())
    if isinstance(raw, list):
        return tuple(
            _player(str(item.get("id", item.get("name"))), item)
            if isinstance(item, dict)
            else Player(name=str(item))
            for item in raw
        )
    raise problem("'players' is neither a list nor an object", file, path="$.players")


def _text(value: Any) -> str | None:
    return None if value is None else clean_text(str(value))


def _age(value: Any) -> int | None:
    try:
        return None if value is None else int(value)
    except (TypeError, ValueError, OverflowError):
        return None


def _move_number(raw: dict[str, Any]) -> int | None:
    return _age(raw.get("move"))


def _flag(value: Any) -> bool | None:
    return None if value is None else bool(value) and value not in ("0", "false")


#: The fields of a structured ``transfer`` entry: one with none of them is a text line.
_STRUCTURED = ("source", "dest", "card_name", "card_age", "card_set", "source_owner", "dest_owner")


def structured(raw: dict[str, Any]) -> bool:
    """Whether a ``transfer`` entry gives its move as fields (else only as ``msg``)."""
    return any(key in raw for key in _STRUCTURED)


def _shaped(raw: dict[str, Any]) -> tuple[Place, Place, CardSeen, Kind | None]:
    """Where a structured move goes, its card, and its kind when its shape says it: a
    special achievement "claimed" (from the available achievements, no card moved:
    SPECIAL-1), an age achievement taken "from the deck" by the Achieve action."""
    source = Place(zone=str(raw.get("source") or "unknown"), player=_text(raw.get("source_owner")))
    dest = Place(zone=str(raw.get("dest") or "unknown"), player=_text(raw.get("dest_owner")))
    name, age = _text(raw.get("card_name")), _age(raw.get("card_age"))
    card = card_seen(name, age, _set_name(raw.get("card_set")))
    if dest.zone == "claimed":
        return Place("achievements"), Place("achievements", dest.player), card, "claim"
    if source == Place("deck") and dest.zone == "achievements" and dest.player is not None:
        taken = Place("achievements")
        return taken, dest, card, claim_or_achieve(card) if name is not None else "achieve"
    return source, dest, card, None


def bga_meld_flags(log: list[Any]) -> bool:
    """Whether the log's ``meld_keyword`` is BGA's own flag (true for every meld): a card
    that is no city goes to a board flagged so. The tracker's own flag is true only for
    a city going from a hand to a board."""
    return any(
        isinstance(raw, dict)
        and raw.get("type") == "transfer"
        and raw.get("dest") == "board"
        and _flag(raw.get("meld_keyword"))
        and _set_name(raw.get("card_set")) not in ("cities", None)
        for raw in log
    )


def transfer_entry(raw: dict[str, Any], line: int, *, bga_flags: bool = True) -> LogEntry:
    """A structured ``transfer`` entry as a card move. ``meld_keyword`` is evidence of a
    meld only when it is BGA's flag (``bga_flags``, see the module docstring)."""
    source, dest, card, kind = _shaped(raw)
    meld_flag, bottom_flag = _flag(raw.get("meld_keyword")), _flag(raw.get("bottom_to"))
    if kind is None:
        meld_evidence = meld_flag if bga_flags else None
        kind = kind_of_move(source, dest, meld_flag=meld_evidence, bottom_flag=bottom_flag)
    if kind == "achieve":
        kind = claim_or_achieve(card)
    return LogEntry(
        kind=kind,
        line=line,
        text=describe_move(kind, card, source, dest),
        move=_move_number(raw),
        actor=source.player or dest.player,
        target=dest.player if dest.player != (source.player or dest.player) else None,
        card=card,
        source=source,
        dest=dest,
        meld_flag=meld_flag,
        bottom_flag=bottom_flag,
    )


def _viewer(
    players: tuple[Player, ...], entries: list[LogEntry], data: dict[str, Any]
) -> str | None:
    """The capturing player: named by the export, or the one player whose own draws
    show their names."""
    for key in ("currentPlayerId", "player_id", "me"):
        wanted = str(data.get(key))
        for player in players:
            if wanted in (player.bga_id, player.name):
                return player.name
    seeing = {
        e.dest.player
        for e in entries
        if e.kind == "draw"
        and e.card
        and e.card.name
        and e.dest
        and e.source
        and e.source.player is None
    }
    return seeing.pop() if len(seeing) == 1 else None


def _hand(raw: Any) -> tuple[CardSeen, ...]:
    """``my_hand``: card names in newer exports, card objects (``name``, ``age``) in others;
    anything else (bare ids) says nothing about the cards."""
    if not isinstance(raw, list):
        return ()
    hand: list[CardSeen] = []
    for item in raw:
        if isinstance(item, str):
            hand.append(card_seen(clean_text(item)))
        elif isinstance(item, dict) and item.get("name"):
            hand.append(card_seen(clean_text(str(item["name"])), _age(item.get("age"))))
    return tuple(hand)


def _set_name(value: Any) -> str | None:
    """``card_set`` as a name ("cities") or as BGA's type number (2)."""
    text = _text(value)
    return BGA_SETS.get(text, text) if text is not None else None


def _check_shape(data: Any, file: str | None) -> tuple[dict[str, Any], list[Any]]:
    if isinstance(data, list):
        return {}, data
    if not isinstance(data, dict):
        raise problem("not a bga-tracker export: the JSON is not an object", file, line=1)
    for key in _OTHER_GAME_KEYS:
        game = data.get(key)
        if isinstance(game, str) and game.lower() != "innovation":
            raise problem(
                f"a log of another game ({game!r}), not of Innovation", file, path=f"$.{key}"
            )
    log = data.get("log")
    if not isinstance(log, list):
        raise problem("not a bga-tracker export: no 'log' list", file, line=1, path="$.log")
    return data, log


def _entries(
    log: list[Any],
    lines: dict[JsonPath, int],
    prefix: JsonPath,
    read: Callable[[str, int, int | None], LogEntry],
    file: str | None,
) -> list[LogEntry]:
    """The ``log`` list's entries: structured card moves, and messages read by ``read``."""
    entries: list[LogEntry] = []
    bga_flags = bga_meld_flags(log)
    for index, raw in enumerate(log):
        line = lines.get((*prefix, index), 1)
        if not isinstance(raw, dict):
            raise problem(
                f"log entry {index} is not an object", file, line=line, path=f"$.log[{index}]"
            )
        if raw.get("type") == "transfer" and structured(raw):
            entries.append(transfer_entry(raw, line, bga_flags=bga_flags))
        elif raw.get("msg") is not None:
            message = clean_text(str(raw["msg"]))
            if message:
                entries.append(read(message, line, _move_number(raw)))
    return _claimers_named(entries)


def _claimers_named(entries: list[LogEntry]) -> list[LogEntry]:
    """A claim that names no claimer is the claim of the player whose change before it
    earned it (the tracker writes it after that change): the owner of where that
    change's card went, else its actor."""
    named: list[LogEntry] = []
    for entry in entries:
        if entry.kind == "claim" and entry.actor is None and named:
            before = next((e for e in reversed(named) if e.kind in CARD_MOVES), None)
            owner = _earner(before) if before is not None else None
            if owner is not None:
                entry = msgspec.structs.replace(
                    entry, actor=owner, dest=Place("achievements", owner)
                )
        named.append(entry)
    return named


def _earner(change: LogEntry) -> str | None:
    """Who a change earns a special achievement for: the owner of where its card went."""
    return (change.dest.player if change.dest is not None else None) or change.actor


def parse_tracker(content: bytes, *, file: str | None = None) -> BgaLog:
    """A bga-tracker JSON export read into a BgaLog."""
    text = decode(content, file)
    data, log = _check_shape(load_json(text, file), file)
    lines = object_lines(text)
    players = _players(data.get("players"), file)
    prefix = ("log",) if data else ()
    names = [p.name for p in players] or None
    entries = _entries(log, lines, prefix, reader(None, names), file)
    viewer = _viewer(players, entries, data)
    if viewer is not None and any(YOU in (e.actor, e.target) for e in entries):
        # a first-person line ("You have got 7 achievements") is the capturing player's
        entries = _entries(log, lines, prefix, reader(viewer, names), file)
    return finish(
        "bga-tracker",
        players,
        entries,
        file=file,
        viewer=viewer,
        viewer_hand=_hand(data.get("my_hand")),
        backs_unsaid=any(_text_only_transfer(raw) for raw in log),
    )


def _text_only_transfer(raw: Any) -> bool:
    """A ``transfer`` entry of the older form, carrying only its text."""
    return isinstance(raw, dict) and raw.get("type") == "transfer" and not structured(raw)
