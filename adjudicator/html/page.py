"""The data an annotated replay page shows, as plain typed values.

A game's adapter fills these from its own records and positions; the page
builder reads nothing else, so this package imports no game.
"""

from __future__ import annotations

import msgspec


class CardRef(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A card as the chosen view sees it: a hidden card shows only its age; a
    special achievement has a name and no age nor color."""

    age: int | None = None
    name: str | None = None  # None: face down
    color: str | None = None
    back: str | None = None  # face down: the set its back shows, when not the base game's


class Pile(msgspec.Struct, kw_only=True):
    color: str
    size: int
    top: CardRef | None
    splay: str  # "none", "left", "right", "up"
    icons: dict[str, int]  # the icons this pile shows


class PlayerView(msgspec.Struct, kw_only=True):
    name: str
    piles: list[Pile]
    icons: dict[str, int]
    hand: list[CardRef]
    score: list[CardRef]
    score_points: int
    achievements: list[CardRef]
    # the forecast (Echoes, ECHO-21): face down to the other players
    forecast: list[CardRef] = msgspec.field(default_factory=list)
    # the display (Artifacts, ART-11): face up
    display: list[CardRef] = msgspec.field(default_factory=list)


class SupplyPile(msgspec.Struct, kw_only=True):
    age: int
    size: int


class Chip(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A labelled thing in a generic position: a card (``card``: its name in the
    page's cards), a coloured token or a plain value."""

    text: str
    color: str | None = None  # a colour class of the style sheet, e.g. "red"
    card: str | None = None


class Row(msgspec.Struct, kw_only=True):
    """One labelled row of chips (e.g. "built (3)" and the gizmos)."""

    label: str
    chips: list[Chip]


class Section(msgspec.Struct, kw_only=True):
    """A titled block of rows: one player's area, or what all share."""

    title: str
    rows: list[Row]
    subtitle: str | None = None
    acting: bool = False  # the player to act


class Position(msgspec.Struct, kw_only=True):
    """Everything on the table at one moment, and who is to act."""

    turn: int
    current_player: str
    actions_left: int
    players: list[PlayerView]
    supply: list[SupplyPile]
    achievements: list[CardRef]
    winners: list[str] = msgspec.field(default_factory=list)
    game_over: str | None = None  # how the game ended
    relics: list[CardRef] = msgspec.field(default_factory=list)  # beside the piles (ART-18)
    stage: str | None = None  # said instead of whose turn it is (e.g. during the setup)
    # a game without Innovation's piles shows its position as these instead
    sections: list[Section] = msgspec.field(default_factory=list)


class Segment(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A piece of an explanation's sentence; ``card`` when it names a card."""

    text: str
    card: str | None = None


class Line(msgspec.Struct, kw_only=True):
    """One sentence of an explanation with the rule it applies."""

    segments: list[Segment]
    kind: str
    rule: str | None = None
    children: list[Line] = msgspec.field(default_factory=list)


class Problem(msgspec.Struct, kw_only=True):
    """The first illegal move or divergence, with what was legal instead."""

    kind: str
    message: str
    rule: str | None = None
    legal: list[str] = msgspec.field(default_factory=list)


class Frame(msgspec.Struct, kw_only=True):
    """One action: what it was, why, and the position after it."""

    number: int  # 1-based; the page's link is #action-N
    player: str
    title: str
    turn: int | None
    explanation: Line | None
    position: Position
    tree_svg: str | None = None  # a dogma's decision tree, SVG from Graphviz
    tree_note: str | None = None
    problem: Problem | None = None
    taken: bool = True  # False: refused, so the position is the one before it
    notes: list[str] = msgspec.field(default_factory=list)


class CardInfo(msgspec.Struct, kw_only=True):
    name: str
    age: int
    color: str
    texts: list[str]
    title: str | None = None  # the tip's heading; None: "NAME (age AGE, COLOR)"


class ReplayPage(msgspec.Struct, kw_only=True):
    title: str
    verdict: str  # e.g. "valid", "illegal", "resolved"
    summary: str  # one sentence about the verdict
    view: str | None
    start: Position
    frames: list[Frame]
    rules: dict[str, str]  # rule ID to its text (those the page cites)
    cards: dict[str, CardInfo]
    notes: list[str] = msgspec.field(default_factory=list)  # the check's notes
    start_notes: list[str] = msgspec.field(default_factory=list)  # a teacher's notes for 0

    @property
    def problem_frame(self) -> Frame | None:
        return next((f for f in self.frames if f.problem is not None), None)
