"""A scenario file's input shape (../shared/spec/scenario.md): the msgspec
types it decodes into, and its actions as the engine's actions."""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from adjudicator.core import jsonio
from adjudicator.core.problems import FormatError, Location
from adjudicator.games.innovation.engine import known, registry
from adjudicator.games.innovation.engine.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
)
from adjudicator.games.innovation.engine.cards import card, lookup


class PileSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    cards: list[str] = msgspec.field(default_factory=list)
    splay: str = "none"


class PlayerSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    board: dict[str, list[str] | PileSpec] = msgspec.field(default_factory=dict)
    hand: list[str] = msgspec.field(default_factory=list)
    score: list[str] = msgspec.field(default_factory=list)
    achievements: list[str] = msgspec.field(default_factory=list)
    forecast: list[str] = msgspec.field(default_factory=list)
    display: list[str] = msgspec.field(default_factory=list)  # Artifacts (ART-11)


class SetupSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A position (scenario.md, "Input"): a scenario's ``setup``, and the starting
    position of a record that does not start from the deal (``header.position``)."""

    players: dict[str, PlayerSpec] = msgspec.field(default_factory=dict)
    current_player: str | None = None
    actions_left: int | None = None
    turn: int | None = None
    # "1".."10": base piles; an expansion's name: its piles by age
    decks: dict[str, list[str] | dict[str, list[str]]] = msgspec.field(default_factory=dict)
    achievements: list[str] | None = None
    removed: list[str] = msgspec.field(default_factory=list)
    seed: int = 0


class ActionSpec(msgspec.Struct, forbid_unknown_fields=True):
    player: str
    action: Literal["draw", "meld", "dogma", "achieve", "initial_meld", "endorse", "artifact"]
    card: str | None = None
    age: int | None = None
    city: str | None = None  # Endorse (Cities): the top city limiting the payment
    choice: str | None = None  # the free artifact action (Artifacts, ART-13)


class ScenarioSpec(msgspec.Struct, forbid_unknown_fields=True):
    players: list[str]
    description: str | None = None
    game: str = "innovation"
    edition: int = 3
    expansions: list[str] = msgspec.field(default_factory=list)
    teams: list[list[str]] | None = None
    setup: SetupSpec = msgspec.field(default_factory=SetupSpec)
    removed: list[str] = msgspec.field(default_factory=list)
    achievements: list[str] | None = None
    relics: bool = True  # Artifacts' relics are used (ART-2)
    actions: list[ActionSpec] = msgspec.field(default_factory=list)
    answers: list[Any] = msgspec.field(default_factory=list)


# Input keys scenario.md defines for expansions this adjudicator does not play yet:
# refused as such, not as unknown keys.
NOT_SUPPORTED_YET: dict[str, str] = {}


def decode_scenario(data: bytes, *, filename: str | None = None) -> ScenarioSpec:
    """Parse JSON (or TOML by extension) into the input shape. Unknown keys are
    refused (with the known key a misspelt one is closest to)."""
    spec = jsonio.decode(data, ScenarioSpec, filename=filename, not_yet=NOT_SUPPORTED_YET)
    jsonio.check_player_names(spec.players, "$.players")
    return spec


def spec_error(path: str, message: str) -> FormatError:
    """The problem with the scenario file at JSON path ``path`` (exit 2)."""
    return FormatError(message, location=Location(path=path))


def convert_action(a: ActionSpec, i: int) -> Action:
    """The engine's action for ``$.actions[i]``; an unknown card is a FormatError."""
    path = f"$.actions[{i}]"

    def need_card() -> str:
        if a.card is None:
            raise spec_error(f"{path}.card", f"a {a.action} action names a card")
        found = lookup(a.card)
        if found is None:
            raise spec_error(f"{path}.card", known.unknown_card(a.card))
        return found.name

    def named(field: str, raw: str) -> str:
        found = lookup(raw)
        if found is None:
            raise spec_error(f"{path}.{field}", known.unknown_card(raw))
        return found.name

    match a.action:
        case "artifact":
            kind = registry.action_kind(a.action)
            if kind is None:
                raise spec_error(f"{path}.action", f"unknown action {a.action!r}")
            if a.choice not in ("dogma", "return", "pass"):
                raise spec_error(f"{path}.choice", "choice is one of dogma, return, pass")
            return msgspec.convert(
                {"action": a.action, "player": a.player, "choice": a.choice}, type=kind
            )
        case "endorse":
            kind = registry.action_kind(a.action)
            if kind is None:
                raise spec_error(f"{path}.action", f"unknown action {a.action!r}")
            fields = {"player": a.player, "card": need_card()}
            if a.city is not None:
                fields["city"] = named("city", a.city)
            return msgspec.convert({"action": a.action, **fields}, type=kind)
        case "draw":
            return Draw(player=a.player)
        case "meld":
            return Meld(player=a.player, card=need_card())
        case "dogma":
            return Dogma(player=a.player, card=need_card())
        case "initial_meld":
            return InitialMeld(player=a.player, card=need_card())
        case "achieve":
            if a.age is not None:
                if not 1 <= a.age <= 10:
                    raise spec_error(f"{path}.age", f"no achievement of age {a.age}")
                return Achieve(player=a.player, age=a.age)
            named_card = need_card()  # that very card (ECHO-26)
            return Achieve(player=a.player, age=card(named_card).age, card=named_card)
    raise spec_error(f"{path}.action", f"unknown action {a.action!r}")
