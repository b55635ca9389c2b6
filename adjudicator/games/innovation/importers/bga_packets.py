"""BGA's raw notification history: ``players`` (id -> name), ``currentPlayerId``,
``gamedatas`` and ``packets``, each with a ``channel``, a ``move_id`` and ``data`` (the
notifications).

BGA sends one message per audience: the player's channel (``/player/pN``) carries
what that player reads (their own cards named, "You …"), the table channel carries the
``*_spectator`` copies (the "others" text: hidden cards have no name) and what everyone
gets. A player's view reads the player's channel and the table's shared notifications; a
spectator's view reads the table channel. Card moves take their zones, owners, age, set
and (when visible) name from the structured arguments; the message text gives the verb.
"""

from __future__ import annotations

from typing import Any, Literal

from msgspec import structs

from adjudicator.games.innovation.importers.build import finish
from adjudicator.games.innovation.importers.entries import (
    CARD_MOVES,
    BgaLog,
    CardSeen,
    LogEntry,
    Place,
    Player,
    Standing,
)
from adjudicator.games.innovation.importers.moves import claim_or_achieve, kind_of_move
from adjudicator.games.innovation.importers.names import BGA_COLORS, BGA_SETS, clean_text
from adjudicator.games.innovation.importers.phrases import card_seen, reader
from adjudicator.games.innovation.importers.source import decode, load_json, object_lines, problem

View = Literal["player", "spectator"]

#: Notifications of the framework that say nothing a log reader needs.
_FRAMEWORK = frozenset(
    {
        "gameStateMultipleActiveUpdate",
        "updateReflexionTime",
        "resetMonumentCounters",
        "wakeupPlayers",
    }
)
_MAX_NESTING = 8  # BGA nests a card list in a message, never deeper than a few levels
_PLAYER_TURN_STATE = 4  # BGA's state "playerTurn": args hold action_number
_GAME_END_STATE = 99  # the framework's state "gameEnd": args hold the final standings
#: BGA's splay directions as splayedPile numbers them.
_SPLAY_DIRECTIONS = {"0": "none", "1": "left", "2": "right", "3": "up", "4": "aslant"}


def render(template: Any, args: Any, depth: int = 0) -> str:
    """A BGA message template with its ``${name}`` arguments put in (nested ones too)."""
    if not isinstance(template, str) or depth > _MAX_NESTING:
        return ""
    if not isinstance(args, dict):
        return template
    parts = template.split("${")
    out = [parts[0]]
    for part in parts[1:]:
        name, closed, rest = part.partition("}")
        value = args.get(name) if closed else None
        if isinstance(value, dict):
            value = render(value.get("log"), value.get("args"), depth + 1)
        out.append(("" if value is None else str(value)) + rest if closed else "${" + part)
    return "".join(out)


def _int(value: Any) -> int | None:
    try:
        return None if value is None or value == "" else int(value)
    except (TypeError, ValueError, OverflowError):
        return None


def _flag(value: Any) -> bool | None:
    return None if value is None else value not in (False, 0, "0", "", "false")


class _Packets:
    """Walks the packets of one view."""

    def __init__(self, data: dict[str, Any], view: View, file: str | None, text: str) -> None:
        self.file = file
        self.view = view
        raw_players = data.get("players")
        self.names: dict[str, str] = (
            {str(k): clean_text(str(v)) for k, v in raw_players.items()}
            if isinstance(raw_players, dict)
            else {}
        )
        self.me = str(data.get("currentPlayerId", ""))
        you = self.names.get(self.me) if view == "player" else None
        self.read = reader(you, list(self.names.values()) or None)
        self.lines = object_lines(text)
        self.scores: dict[str, int] = {}  # each player's last score BGA sent
        self.ranks: dict[str, int] = {}  # the final standings, when the end state has them
        self.team_game: bool | None = None  # the table's option, when a state's args say it

    def name(self, player_id: Any) -> str | None:
        key = str(player_id) if player_id is not None else ""
        if key in ("", "0", "None"):
            return None
        return self.names.get(key, key)

    def wanted(self, channel: str, kind: str) -> str | None:
        """The notification type to read from this channel in this view, or None."""
        if kind.endswith("_spectator"):
            return kind.removesuffix("_spectator") if self.view == "spectator" else None
        if channel.startswith("/player/"):
            return kind if self.view == "player" and kind != "gameStateChange" else None
        return kind

    def entries(self, packets: list[Any]) -> list[LogEntry]:
        result: list[LogEntry] = []
        for p_index, packet in enumerate(packets):
            if not isinstance(packet, dict) or not isinstance(packet.get("data"), list):
                line = self.lines.get(("packets", p_index))
                move = _int(packet.get("move_id")) if isinstance(packet, dict) else None
                raise problem(
                    f"packet {p_index} has no 'data' list", self.file, line=line, move=move
                )
            move = _int(packet.get("move_id"))
            channel = str(packet.get("channel", ""))
            for n_index, note in enumerate(packet["data"]):
                line = self.lines.get(("packets", p_index, "data", n_index)) or self.lines.get(
                    ("packets", p_index), 1
                )
                if isinstance(note, dict):
                    entry = self.entry(note, channel, line, move)
                    if entry is not None:
                        result.append(entry)
        return result

    def entry(
        self, note: dict[str, Any], channel: str, line: int, move: int | None
    ) -> LogEntry | None:
        kind = self.wanted(channel, str(note.get("type", "")))
        args = note.get("args")
        args = args if isinstance(args, dict) else {}
        if kind is None or kind in _FRAMEWORK:
            return None
        self.note_scores(args)
        if kind == "gameStateChange":
            return self.state_change(args, line, move)
        if kind == "removedPlayer":
            who = self.name(args.get("player_id")) or clean_text(str(args.get("player_name", "")))
            return LogEntry(
                kind="left", line=line, text=f"{who} left the game", move=move, actor=who
            )
        if kind == "endOfGame":  # the framework's end: the END OF GAME line says how
            return LogEntry(kind="end", line=line, text="end of game", move=move)
        template = args.get("log") if note.get("log") in ("", None) else note.get("log")
        text = clean_text(render(template, args))
        if not text:
            return None
        entry: LogEntry = self.read(text, line, move)
        if kind == "transferedCard":
            return self.card_move(entry, args)
        if kind == "splayedPile":
            return self.splayed_pile(entry, args)
        return entry

    def note_scores(self, args: dict[str, Any]) -> None:
        """The scores a card move or a splay sends (``new_score``, or ``new_score_from``
        and ``new_score_to`` when two players' scores change): each player's latest."""
        for key, owner in (("new_score_from", "owner_from"), ("new_score_to", "owner_to")):
            self.set_score(args.get(owner), args.get(key))
        if "new_score" in args:
            self.set_score(_score_owner(args), args.get("new_score"))

    def set_score(self, player_id: Any, value: Any) -> None:
        name, score = self.name(player_id), _int(value)
        if name is not None and score is not None:
            self.scores[name] = score

    def final_standings(self, args: dict[str, Any]) -> None:
        """BGA's end state lists each player's rank (``args.result``: id, rank)."""
        inner = _mapping(args.get("args"))
        result = inner.get("result")
        rows = list(result.values()) if isinstance(result, dict) else result
        for row in rows if isinstance(rows, list) else []:
            name = self.name(_mapping(row).get("id"))
            rank = _int(_mapping(row).get("rank"))
            if name is not None and rank is not None:
                self.ranks[name] = rank

    def standings(self) -> tuple[Standing, ...]:
        """Each player's final rank and score, when the packets gave any."""
        if not self.ranks and not self.scores:
            return ()
        return tuple(
            Standing(name, self.ranks.get(name), self.scores.get(name))
            for name in self.names.values()
        )

    def state_change(self, args: dict[str, Any], line: int, move: int | None) -> LogEntry | None:
        if args.get("id") == _GAME_END_STATE or args.get("name") == "gameEnd":
            self.final_standings(args)
            return None
        inner = args.get("args")
        state: dict[str, Any] = inner if isinstance(inner, dict) else {}
        if "team_game" in state:  # the table's option, in the first states' arguments
            self.team_game = _flag(state["team_game"])
        if args.get("id") != _PLAYER_TURN_STATE:
            return None
        actor = self.name(args.get("active_player"))
        number = _int(state.get("action_number"))
        what = clean_text(str(state.get("qualified_action", "an action")))
        return LogEntry(
            kind="action",
            line=line,
            text=f"{actor} to take {what}",
            move=move,
            actor=actor,
            number=number,
        )

    def card_move(self, entry: LogEntry, args: dict[str, Any]) -> LogEntry:
        """The read entry with zones, owners and the card from the structured arguments."""
        source = Place(
            zone=str(args.get("location_from", "unknown")), player=self.name(args.get("owner_from"))
        )
        dest = Place(
            zone=str(args.get("location_to", "unknown")), player=self.name(args.get("owner_to"))
        )
        set_name = BGA_SETS.get(str(args.get("type")))
        name = clean_text(str(args["name"])) if args.get("name") else None
        card: CardSeen = card_seen(
            name, _int(args.get("age")), set_name, _int(args.get("id")) if name else None
        )
        meld_flag, bottom_flag = _flag(args.get("meld_keyword")), _flag(args.get("bottom_to"))
        kind = entry.kind
        if kind not in CARD_MOVES:
            kind = kind_of_move(source, dest, meld_flag=meld_flag, bottom_flag=bottom_flag)
            kind = claim_or_achieve(card) if kind == "achieve" else kind
        actor = entry.actor or self.name(args.get("player_id"))
        return structs.replace(
            entry,
            kind=kind,
            actor=actor,
            card=card,
            source=source,
            dest=dest,
            meld_flag=meld_flag,
            bottom_flag=bottom_flag,
        )

    def splayed_pile(self, entry: LogEntry, args: dict[str, Any]) -> LogEntry:
        """A splay whose text the phrase table does not know (another wording, a team
        game's), read from BGA's arguments: the pile's owner (``player_id``), its
        ``color`` and ``splay_direction`` as numbers. A text that reads is kept."""
        if entry.kind == "splay":
            return entry
        owner = self.name(args.get("player_id"))
        color = BGA_COLORS.get(str(args.get("color")))
        direction = _SPLAY_DIRECTIONS.get(str(args.get("splay_direction")))
        if owner is None or color is None or direction is None:
            return entry
        if args.get("forced_unsplay") is True:  # a pile left with one card: no change of its own
            direction = "lost"
        return structs.replace(
            entry, kind="splay", actor=owner, target=owner, color=color, direction=direction
        )

    def seats(self, gamedatas: Any) -> dict[str, int | None]:
        """Each player's seat as ``gamedatas.players`` gives it (``player_no``), or None."""
        seats = _mapping(_mapping(gamedatas).get("players"))
        return {pid: _int(_mapping(seats.get(pid)).get("player_no")) for pid in self.names}

    def seated(self, gamedatas: Any) -> bool:
        """Whether ``gamedatas.players`` gives every player's seat."""
        seats = self.seats(gamedatas)
        return bool(seats) and None not in seats.values()

    def players(self, gamedatas: Any) -> tuple[Player, ...]:
        """Seating order from ``gamedatas.players`` (``player_no``) when there, else as listed."""
        seats = self.seats(gamedatas)
        order = sorted(self.names, key=lambda pid: seats[pid] or 0)
        return tuple(Player(name=self.names[pid], bga_id=pid) for pid in order)

    def hand(self, gamedatas: Any) -> tuple[CardSeen, ...]:
        """The viewer's hand at capture time (``gamedatas.my_hand``, names from ``cards``)."""
        hand = _mapping(gamedatas).get("my_hand")
        if self.view != "player" or not isinstance(hand, list):
            return ()
        cards = _mapping(_mapping(gamedatas).get("cards"))
        return tuple(
            card_seen(
                str(_mapping(cards.get(str(c.get("id")))).get("name") or "") or None,
                _int(c.get("age")),
                BGA_SETS.get(str(c.get("type"))),
                _int(c.get("id")),
            )
            for c in hand
            if isinstance(c, dict)
        )


def _mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _score_owner(args: dict[str, Any]) -> Any:
    """Whose score ``new_score`` is: the one player the move involves, else the owner of
    the score pile it touches, else the acting player."""
    owners = {str(args.get(k)) for k in ("owner_from", "owner_to")} - {"0", "None", ""}
    if len(owners) == 1:
        return owners.pop()
    for zone, owner in (("location_to", "owner_to"), ("location_from", "owner_from")):
        if args.get(zone) == "score":
            return args.get(owner)
    return args.get("player_id")


def _default_view(data: dict[str, Any]) -> View:
    packets = data.get("packets") or []
    on_player = any(
        isinstance(p, dict) and str(p.get("channel", "")).startswith("/player/") for p in packets
    )
    return "player" if on_player and data.get("currentPlayerId") is not None else "spectator"


def parse_packets(content: bytes, *, file: str | None = None, view: View | None = None) -> BgaLog:
    """BGA's notification packets read into a BgaLog, as the player saw them (the
    default when the file holds the player's channel) or as a spectator did."""
    text = decode(content, file)
    data = load_json(text, file)
    if not isinstance(data, dict) or not isinstance(data.get("packets"), list):
        raise problem(
            "not BGA notification packets: no 'packets' list", file, line=1, path="$.packets"
        )
    chosen = view or _default_view(data)
    walker = _Packets(data, chosen, file, text)
    entries = walker.entries(data["packets"])
    viewer = "spectator" if chosen == "spectator" else walker.names.get(walker.me)
    gamedatas = data.get("gamedatas")
    return finish(
        "bga-packets",
        walker.players(gamedatas),
        entries,
        file=file,
        viewer=viewer,
        viewer_hand=walker.hand(gamedatas),
        standings=walker.standings(),
        team_game=walker.team_game,
        seated=walker.seated(gamedatas),
    )
