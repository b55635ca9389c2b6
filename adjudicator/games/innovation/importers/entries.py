"""The typed model of what a Board Game Arena log shows, the same for every input format.

A :class:`BgaLog` is engine-free: it records what the log says, in BGA's order, and
decides nothing that the log does not make explicit. The inference layer (turns,
actions, hidden cards, splays the tracker dropped) is built on top of it.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

Format = Literal["bga-tracker", "bga-packets", "bga-text", "notation"]

Kind = Literal[
    "dogma",  # actor activates (or endorses) the dogma of card
    "meld",  # card goes to the top of a pile (from hand, or from the deck: "draws and melds")
    "draw",  # deck -> hand
    "tuck",  # card goes to the bottom of a pile
    "score",  # card goes to its owner's score pile (from hand, board or deck)
    "return",  # card goes back to its deck
    "transfer",  # card moves to another player's zone, or between a player's own zones by "transfer"
    "reveal",  # a card revealed (deck -> revealed), or a whole hand shown (`cards`)
    "move",  # any other card move ("places C in his hand": revealed -> hand)
    "achieve",  # an age achievement taken (achievements -> achievements, face down)
    "claim",  # a special achievement claimed (Monument, Legend …)
    "foreshadow",  # card goes to its owner's forecast (Echoes, ECHO-21)
    "dig",  # an artifact dug onto its digger's display (Artifacts, ART-6, ART-7)
    "artifact",  # the free artifact action (Artifacts, ART-13): `choice` dogma/return/pass
    "splay",  # actor splays (or unsplays) a color of target's board in `direction`
    "exchange",  # two groups of cards swap places
    "choose",  # the initial choice of a card to meld ("chooses a card.")
    "first-player",  # "melded the first card in English alphabetical order … plays first"
    "icon-count",  # at dogma start, "P has N [icon]." (`count`, `icon`)
    "execute",  # "P has to execute the I demand effect (again because it was endorsed)."
    "share",  # "Sharing bonus." (the following draw is the bonus)
    "pass",  # "P passes."
    "shares",  # notation: at a dogma start, `actor` shares (DOGMA-2)
    "no-share",  # notation: at a dogma start, `actor` does not share
    "rearrange",  # notation: actor puts target's `color` pile in the order `cards` (top first)
    "action",  # the framework's "player to act" state (packets only): `number` 1 or 2
    "left",  # a player left the table (BGA's removedPlayer)
    "end",  # an END OF GAME line (`reason`, `actor` the winner, `count` achievements)
    "info",  # any line not recognised: commentary, never an error
]

#: The kinds that move a card (from ``source`` to ``dest``).
CARD_MOVES: frozenset[str] = frozenset(
    {
        "meld",
        "draw",
        "tuck",
        "score",
        "return",
        "transfer",
        "reveal",
        "move",
        "achieve",
        "claim",
        "foreshadow",
        "dig",
    }
)

#: BGA's zone names: "deck", "hand", "board", "score", "achievements", "revealed",
#: "display", "forecast", "relics", "removed" … kept as BGA writes them.
Zone = str

SetName = str  # "base", "cities", "echoes", "artifacts", "figures"

EndReason = Literal["achievements", "score", "dogma"]


class Place(msgspec.Struct, frozen=True, omit_defaults=True):
    """A zone and its owner (``player`` None for decks and the available achievements)."""

    zone: Zone
    player: str | None = None


class CardSeen(msgspec.Struct, frozen=True, omit_defaults=True):
    """A card as the log shows it. ``name`` is the canonical name when the card is known
    (base cards as the engine spells them), BGA's text otherwise, None when hidden."""

    name: str | None = None
    age: int | None = None
    set: SetName | None = None
    bga_id: int | None = None


class LogEntry(msgspec.Struct, frozen=True, omit_defaults=True):
    """One message of the log. Which fields a kind fills is listed in the module docstring
    of :mod:`adjudicator.games.innovation.importers`."""

    kind: Kind
    line: int
    text: str
    move: int | None = None
    actor: str | None = None
    target: str | None = None
    card: CardSeen | None = None
    cards: tuple[CardSeen, ...] = ()
    source: Place | None = None
    dest: Place | None = None
    color: str | None = None
    direction: str | None = None
    icon: str | None = None
    count: int | None = None
    number: int | None = None
    effect: str | None = None
    endorsed: bool = False
    again: bool = False
    reason: EndReason | None = None
    meld_flag: bool | None = None
    bottom_flag: bool | None = None
    # notation: an exchange's cards going the other way (dest -> source); the winners of an end
    others: tuple[CardSeen, ...] = ()
    winners: tuple[str, ...] = ()
    # the free artifact action's choice (ART-13): "dogma", "return" or "pass"
    choice: str | None = None


class Expansion(msgspec.Struct, frozen=True, omit_defaults=True):
    """A card set other than the base game seen in the log, with its first card."""

    set: SetName
    first_card: str | None = None
    line: int | None = None
    move: int | None = None


class Standing(msgspec.Struct, frozen=True, omit_defaults=True):
    """A player's place when the game ended, as BGA's packets give it: ``rank`` from the
    framework's final standings (1 the winner), ``score`` the last score BGA sent
    (``new_score`` of a card move or a splay, bonus points included)."""

    player: str
    rank: int | None = None
    score: int | None = None


class Ending(msgspec.Struct, frozen=True, omit_defaults=True):
    """How the game ended, when the log says so: ``reason`` and ``winner`` from the END OF
    GAME line (the score ending names who drew past 10, not the winner: ``winner`` None),
    ``winners`` the recorded winners when the log names them (the END line's winner, or
    BGA's final standings), ``standings`` each player's final rank and score when the
    format gives them (packets only)."""

    reason: EndReason | None = None
    winner: str | None = None
    winners: tuple[str, ...] = ()
    standings: tuple[Standing, ...] = ()


class Player(msgspec.Struct, frozen=True, omit_defaults=True):
    name: str
    bga_id: str | None = None


class BgaLog(msgspec.Struct, frozen=True, omit_defaults=True):
    """What one BGA log shows. ``viewer`` is a player's name, ``"spectator"``, ``"You"``
    (a player's view whose name the text never gives) or None when unknown."""

    format: Format
    players: tuple[Player, ...]
    entries: tuple[LogEntry, ...]
    viewer: str | None = None
    first_player: str | None = None
    expansions: tuple[Expansion, ...] = ()
    edition: int | None = None  # 4 when the log shows a 4th-edition table (age 11)
    achievements_to_win: int | None = None
    ended: Ending | None = None
    left: tuple[str, ...] = ()
    viewer_hand: tuple[CardSeen, ...] = ()
    file: str | None = None
    # whether ``players`` is the seating (BGA's ``player_no``), not an order of ids or of sight
    seated: bool = False
    # a BGA team game (TEAM-1): the packets' ``team_game`` flag, or a line in a team's words
    team_game: bool = False
    # the tracker's older text-only transfers: as in BGA's text, a hidden card's back
    # (its set) is said for a draw at most ("draws a [2] from cities")
    backs_unsaid: bool = False
    # notation only: the header's teams, the achievements set aside (SETUP-2), the
    # shuffle's seed, a starting position in the scenario's "setup" terms, the language
    teams: tuple[tuple[str, ...], ...] = ()
    setup_achievements: tuple[CardSeen, ...] = ()
    seed: int | None = None
    position: dict[str, Any] | None = None
    position_line: int | None = None
    language: str | None = None

    def player_names(self) -> list[str]:
        return [p.name for p in self.players]

    def of_kind(self, *kinds: Kind) -> list[LogEntry]:
        return [e for e in self.entries if e.kind in kinds]


def action_kind(
    entry: LogEntry,
) -> Literal["dogma", "meld", "draw", "achieve", "artifact"] | None:
    """Which of the four actions this entry would be if it opened an action, as BGA's
    logs make it explicit: a dogma line, a meld from hand (or from the display, ART-12),
    a draw from a pile to a hand, an age achievement; and the notation's free artifact
    action (ART-13). Whether it does open one is for the inference layer to decide
    (a meld from hand also happens inside Domestication's effect)."""
    if entry.kind in ("dogma", "artifact"):
        return entry.kind
    zone_from = entry.source.zone if entry.source else None
    zone_to = entry.dest.zone if entry.dest else None
    if entry.kind == "meld" and zone_from in ("hand", "display"):
        return "meld"
    if entry.kind == "draw" and zone_from == "deck" and zone_to == "hand":
        return "draw"
    if entry.kind == "achieve":
        return "achieve"
    return None
