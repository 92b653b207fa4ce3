"""What a seat can do: small immutable values that a save file stores as JSON."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rondo_desktop.games.rondo.engine.errors import SaveError
from rondo_desktop.games.rondo.engine.play import Placement


@dataclass(frozen=True)
class PlayWord:
    """Put cards from the hand into the holder (also the start word)."""

    placements: tuple[Placement, ...]

    def __str__(self) -> str:
        return "play " + " ".join(str(p) for p in self.placements)


@dataclass(frozen=True)
class Exchange:
    """Put cards under the draw pile and draw as many from its top; 2 points per card."""

    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "exchange " + "".join(self.cards)


@dataclass(frozen=True)
class Pass:
    """Give up the turn; draw a penalty card."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Timeout:
    """The sand timer ran out: a pass, with its penalty card."""

    def __str__(self) -> str:
        return "timeout"


Action = PlayWord | Exchange | Pass | Timeout


def action_to_dict(action: Action) -> dict[str, Any]:
    match action:
        case PlayWord(placements):
            return {"type": "play", "placements": [[p.slot, p.card, p.letter] for p in placements]}
        case Exchange(cards):
            return {"type": "exchange", "cards": "".join(cards)}
        case Pass():
            return {"type": "pass"}
        case Timeout():
            return {"type": "timeout"}
    raise TypeError(f"not an action: {action!r}")


def action_from_dict(data: Any) -> Action:
    """Read an action written by :func:`action_to_dict`; :class:`SaveError` when malformed."""
    if not isinstance(data, Mapping):
        raise SaveError(f"an action must be an object, not {type(data).__name__}")
    kind = data.get("type")
    if kind == "pass":
        return Pass()
    if kind == "timeout":
        return Timeout()
    if kind == "exchange":
        cards = data.get("cards")
        if not isinstance(cards, str) or not cards:
            raise SaveError("an exchange must list its cards")
        return Exchange(tuple(cards))
    if kind == "play":
        raw = data.get("placements")
        if not isinstance(raw, list) or not raw or len(raw) > 20:
            raise SaveError("a play must list its placements")
        placements = []
        for item in raw:
            if (
                not isinstance(item, list)
                or len(item) != 3
                or not isinstance(item[0], int)
                or isinstance(item[0], bool)
                or not isinstance(item[1], str)
                or len(item[1]) != 1
                or not (item[2] is None or (isinstance(item[2], str) and len(item[2]) == 1))
            ):
                raise SaveError(f"malformed placement {item!r}")
            placements.append(Placement(item[0], item[1], item[2]))
        return PlayWord(tuple(placements))
    raise SaveError(f"unknown action type {kind!r}")
