"""The notation read into the importers' log model (a :class:`BgaLog` of format
"notation"), so that reading it and reading a BGA log go through one converter.

A bad line raises :class:`FormatError` naming the line and column and quoting the
line ("line 17, column 13: 'alice melds Oarz': no card named 'Oarz'; did you mean
Oars?"); whether an event is legal is for the rules to say, not the parser.
"""

from __future__ import annotations

import difflib
import re
from typing import Any

import msgspec

from adjudicator.core.problems import FormatError, Location
from adjudicator.core.steps import BASE_SET
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.importers.entries import (
    CARD_MOVES,
    BgaLog,
    CardSeen,
    Ending,
    Expansion,
    LogEntry,
    Place,
    Player,
)
from adjudicator.games.innovation.importers.source import decode
from adjudicator.games.innovation.notation.from_steps import (
    BACKS_SHOWN,
    default_places,
    other_player,
)
from adjudicator.games.innovation.notation.names import LineError, Names
from adjudicator.games.innovation.notation.phrases import LANGUAGES, Table, table
from adjudicator.games.innovation.notation.position import PositionError
from adjudicator.games.innovation.notation.start import PositionHeader
from adjudicator.games.innovation.records import MAX_PLAYERS, MIN_PLAYERS

_ACTION = re.compile(r"([0-9]{1,2})\s*[.)]\s*")
_HEADER = re.compile(r"([^\W\d][\w ]*?)\s*:\s*(.*)")


MAX_LINE = 1000
_QUOTES = {"\u2019": "'", "\u2018": "'", "\u00b4": "'", "`": "'"}  # as copied from web pages


def squeeze(body: str) -> tuple[str, list[int]]:
    """The line with every run of spaces made one, typographic apostrophes made
    plain, the ends stripped, and where each character stood in the line as written."""
    out: list[str] = []
    columns: list[int] = []
    for column, char in enumerate(body):
        if char.isspace():
            if out and out[-1] != " ":
                out.append(" ")
                columns.append(column)
            continue
        out.append(_QUOTES.get(char, char))
        columns.append(column)
    if out and out[-1] == " ":
        out.pop()
        columns.pop()
    return "".join(out), columns


def detect_language(text: str) -> str:
    """The language whose phrases match the most lines (English on a tie)."""
    lines = [squeeze(ln.split("#", 1)[0])[0] for ln in text.splitlines()]
    lines = [ln for ln in lines if ln and len(ln) <= MAX_LINE][:80]

    def score(language: str) -> int:
        t = table(language)
        return sum(1 for ln in lines if _is_header(ln, t) or _is_event(ln, t))

    scores = {language: score(language) for language in LANGUAGES}
    return max(LANGUAGES, key=lambda language: (scores[language], language == "en"))


def _is_header(line: str, t: Table) -> bool:
    found = _HEADER.fullmatch(line)
    return found is not None and found.group(1).lower() in t.header_keys


def _is_event(line: str, t: Table) -> bool:
    bare = _ACTION.sub("", line, count=1)
    return any(p.fullmatch(bare) for p in t.patterns.values())


def suggest_event(t: Table, line: str) -> str:
    """The closest verb of the table to the line's second word, as a hint."""
    words = line.split()
    verbs = {w for template in t.events.values() for w in template.split() if "{" not in w}
    if len(words) > 1:
        close = difflib.get_close_matches(words[1].lower(), sorted(verbs), n=1)
        if close:
            return f"; did you mean {close[0]!r}?"
    return ""


def looks_like_notation(data: bytes) -> bool:
    """Whether ``data`` reads as the notation: its first line that is neither blank
    nor a comment names the players, in any of the languages."""
    try:
        text = data[:65536].decode("utf-8-sig")
    except UnicodeDecodeError:
        return False
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key = line.split(":", 1)[0].strip().casefold()
        return ":" in line and key in _PLAYER_KEYS
    return False


_PLAYER_KEYS = frozenset({"players", "spieler"})


def parse_notation(
    content: bytes | str, *, file: str | None = None, language: str | None = None
) -> BgaLog:
    """Read a game written in the notation; the language is detected when not given."""
    text = decode(content, file) if isinstance(content, bytes) else content.lstrip("\ufeff")
    if not text.strip():
        raise FormatError("empty file: no game in it", location=Location(file=file))
    return Reader(text, file, language or detect_language(text)).read()


def _of_a_pile(
    seen: CardSeen | None, src: Place, dst: Place | None, anywhere: bool = False
) -> CardSeen | None:
    """A back drawn from or returned to a supply pile with no set named is a base
    card's (CITY-1: a city's back says so, "a city [2]"); anywhere, in a game whose
    backs all say their set (Echoes, Artifacts: :func:`..writer.backs_shown`)."""
    if seen is None or seen.name is not None or seen.set is not None:
        return seen
    if not anywhere and "deck" not in (src.zone, dst.zone if dst is not None else None):
        return seen
    return msgspec.structs.replace(seen, set=BASE_SET)


class Reader:
    """One pass over the lines: the header block, then turn headers and events."""

    def __init__(self, text: str, file: str | None, language: str) -> None:
        self.lines = text.splitlines()
        self.file = file
        self.t: Table = table(language)
        self.header: dict[str, Any] = {}
        self.players: list[str] = []
        self.names = Names(self.t, self.players, self.expansion_names)
        self.entries: list[LogEntry] = []
        self.in_body = False
        self.number = 0
        self.columns: list[int] = []  # the original column of each squeezed character
        self.body = ""  # the current line as written, without its comment
        self.position = PositionHeader()
        self.acted = False  # an action line was read
        self.header_lines: dict[str, int] = {}  # where each header key was given
        self.first_turn: str | None = None
        self.turn_player: str | None = None  # of the last turn header

    def read(self) -> BgaLog:
        for number, raw in enumerate(self.lines, start=1):
            body = raw.split("#", 1)[0].rstrip()
            if not body.strip():
                continue
            try:
                if not self.position.takes(number, body, MAX_LINE):
                    self.read_line(number, body)
            except LineError as error:
                raise self.error(number, raw, error) from None
            except PositionError as error:
                raise self.position_error(error) from None
        self.columns = []
        if not self.players:
            raise self.error(1, self.lines[0] if self.lines else "", LineError(self.no_players()))
        try:
            self.position.close()
            self.position.check(self.players, self.header, self.header_lines)
        except PositionError as error:
            raise self.position_error(error) from None
        return self.log()

    def position_error(self, error: PositionError) -> FormatError:
        """A problem in the position, at the line and column where it was written."""
        self.columns = []
        line = min(max(error.line, 1), len(self.lines))
        return self.error(line, self.lines[line - 1], LineError(error.message, error.column))

    def error(self, number: int, raw: str, error: LineError) -> FormatError:
        if self.columns:
            error.column = self.columns[min(error.column, len(self.columns) - 1)]
        message = f"line {number}, column {error.column + 1}: {raw.strip()!r}: {error.message}"
        return FormatError(
            message, location=Location(file=self.file, line=number, column=error.column + 1)
        )

    def no_players(self) -> str:
        key = self.t.data["header"]["players"][0]
        return f"the header must name the players in seating order ('{key}: alice, bob')"

    # ------------------------------------------------------------ lines
    def read_line(self, number: int, body: str) -> None:
        self.number, self.body = number, body
        line, self.columns = squeeze(body)
        if len(line) > MAX_LINE:
            raise LineError(f"a line of the notation has at most {MAX_LINE} characters")
        header = _HEADER.fullmatch(line)
        if not self.in_body and header and header.group(1).lower() in self.t.header_keys:
            self.read_header(self.t.header_keys[header.group(1).lower()], header.group(2))
            return
        if not self.in_body and header and " " not in header.group(1):
            return  # a tag the notation does not use ("date: 2026-11-21"), as in PGN
        if not self.players:
            raise LineError(self.no_players())
        self.in_body = True
        if line.lower() in {w.lower() for w in self.t.data["setup"]}:
            return
        turn = self.t.turn.fullmatch(line)
        if turn:
            player = self.names.player(turn.group("player"), turn.start("player"))
            self.first_turn, self.turn_player = self.first_turn or player, player
            return
        action = _ACTION.match(line)
        offset = 0  # in the squeezed line; error() maps columns back to the line as written
        if action:
            line, offset = line[action.end() :], action.end()
        entries = self.event(line, number, offset, body.strip())
        free = not action and entries[0].kind == "artifact"  # ART-13: an action, unnumbered
        if self.position.start is not None and not action and not free and not self.acted:
            raise LineError(
                "a game that starts from a position has no deal (the hands are in the "
                "position): its first event opens an action, '1.' or '2.'",
                offset,
            )
        self.acted = self.acted or bool(action) or free
        if free:
            entries.insert(
                0, LogEntry("action", number, body.strip(), actor=entries[0].actor, number=0)
            )
        elif action:
            first = entries[0]
            actor = first.actor if first.kind != "end" else self.turn_player
            entries.insert(
                0,
                LogEntry("action", number, body.strip(), actor=actor, number=int(action.group(1))),
            )
        self.entries += entries

    def read_header(self, key: str, value: str) -> None:
        column = 0
        self.header_lines[key] = self.number
        items = [v.strip() for v in value.split(",") if v.strip()]
        if key == "players":
            if not MIN_PLAYERS <= len(items) <= MAX_PLAYERS or len(set(items)) != len(items):
                raise LineError(
                    f"players must be {MIN_PLAYERS} to {MAX_PLAYERS} distinct names", column
                )
            self.players[:] = items
        elif key == "teams":
            self.header[key] = tuple(
                tuple(self.names.player(p, column) for p in team.split(",") if p.strip())
                for team in value.split(";")
                if team.strip()
            )
        elif key in ("edition", "seed"):
            if not value.strip().isdigit():
                raise LineError(f"{key} must be a number", column)
            self.header[key] = int(value)
        elif key == "expansions":
            names = [] if len(items) == 1 and self.t.is_word("none", items[0]) else items
            problem = registry.expansion_problem(names)
            if problem is not None:
                raise LineError(problem[1], column)
            self.header[key] = tuple(Expansion(n) for n in names)
        elif key == "view":
            self.header[key] = self.names.player(value, column)
        elif key == "achievements":
            self.header[key] = tuple(self.names.card(c, column) for c in items)
        elif key == "position":
            self.position.open(self.number, self.body)

    # ------------------------------------------------------------ events
    def event(self, line: str, number: int, offset: int, text: str) -> list[LogEntry]:
        first_error: LineError | None = None
        for kind, pattern in self.t.patterns.items():
            found = pattern.fullmatch(line)
            if found is None:
                continue
            try:
                return self.entries_of(kind, found, number, offset, text)
            except LineError as error:
                first_error = first_error or error
        if first_error is not None:
            raise first_error
        raise LineError(f"not an event of the notation{suggest_event(self.t, line)}", offset)

    def entries_of(
        self, kind: str, m: re.Match[str], number: int, offset: int, text: str
    ) -> list[LogEntry]:
        groups = m.groupdict()

        def at(name: str) -> int:
            return offset + max(m.start(name), 0)

        actor = self.names.player(groups["actor"], at("actor")) if groups.get("actor") else None
        fields: dict[str, Any] = {"actor": actor}
        if groups.get("card") is not None and kind != "end":
            fields["card"] = self.names.card(groups["card"], at("card"))
        if kind in CARD_MOVES:
            src, dst = default_places(kind, actor)
            if groups.get("from"):
                src = self.names.place(groups["from"], at("from"), actor)
            if groups.get("to"):
                dst = self.names.place(groups["to"], at("to"), actor)
            if src is None or (dst is None and kind != "reveal"):
                raise LineError(
                    f"say where the card comes from and goes to ('{self.t.data['from']} …')", offset
                )
            seen = _of_a_pile(fields.get("card"), src, dst, self.backs_shown())
            fields.update(source=src, dest=dst, card=seen)
            if kind == "transfer":
                fields["target"] = other_player(actor, src, dst)
        elif kind in ("dogma", "endorse"):
            fields["icon"] = self.names.word("icons", groups["icon"], at("icon"))
            fields["endorsed"], kind = kind == "endorse", "dogma"  # CITY-21
        elif kind == "exchange":
            fields["cards"] = self.names.cards(groups["cards"], at("cards"))
            fields["others"] = self.names.cards(groups["others"], at("others"))
            fields["source"] = self.names.place(groups["src"], at("src"), actor)
            fields["dest"] = self.names.place(groups["dst"], at("dst"), actor)
        elif kind in ("splay", "unsplay", "rearrange"):
            fields["target"] = self.names.owner(groups["target"], at("target"), actor)
            fields["color"] = self.names.word("colors", groups["color"], at("color"))
            if kind == "splay":
                fields["direction"] = self.names.word(
                    "directions", groups["direction"], at("direction")
                )
            elif kind == "unsplay":
                fields["direction"], kind = "none", "splay"
            else:
                fields["cards"] = self.names.cards(groups["cards"], at("cards"))
        elif kind == "artifact":  # ART-13
            fields["choice"] = self.names.word("choices", groups["choice"], at("choice"))
        elif kind == "end":
            fields.update(self.ending(groups, at))
        if kind == "share":
            fields["actor"] = None
        return [LogEntry(kind, number, text, **fields)]  # type: ignore[arg-type]

    def ending(self, groups: dict[str, str], at: Any) -> dict[str, Any]:
        names = re.split(
            rf"\s*,\s*|\s+(?:{'|'.join(self.t.data['and'])})\s+",
            groups["winners"].strip(),
            flags=re.IGNORECASE,
        )
        winners = tuple(self.names.player(n, at("winners")) for n in names if n)
        reason_text = groups["reason"].strip()
        reasons = self.t.words("reasons")
        out: dict[str, Any] = {"winners": winners, "actor": winners[0] if winners else None}
        if reason_text.lower() in reasons:
            out["reason"] = reasons[reason_text.lower()]
        else:
            out["reason"] = "dogma"
            out["card"] = self.names.card(reason_text, at("reason"))
        return out

    def expansion_names(self) -> list[str]:
        return [e.set for e in self.header.get("expansions", ())]

    def backs_shown(self) -> bool:
        """Whether every hidden card's back says its set ("a [3]" is a base card's)."""
        return not BACKS_SHOWN.isdisjoint(self.expansion_names())

    # ------------------------------------------------------------ the log
    def log(self) -> BgaLog:
        ends = [e for e in self.entries if e.kind == "end"]
        start = self.position.start
        view = self.header.get("view")
        return BgaLog(
            format="notation",
            players=tuple(Player(p) for p in self.players),
            entries=tuple(self.entries),
            viewer=view,
            first_player=self.first_turn,
            expansions=self.header.get("expansions", ()),
            edition=self.header.get("edition"),
            ended=Ending(ends[-1].reason, ends[-1].actor) if ends else None,
            file=self.file,
            teams=self.header.get("teams", ()),
            setup_achievements=self.header.get("achievements", ()),
            seed=self.header.get("seed"),
            position=start.value if start else None,
            position_line=start.line if start else None,
            language=self.t.language,
        )
