"""What a seat can decide: small immutable values, each naming its decision (contract §actions).

Cells are (owner, row, col) of the owner's own grid. Round ends, the final reveal, scoring,
step 4 of a knock and the next round's deal have no action: ``Game.apply`` does them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from rondo_desktop.games.allegra.engine.errors import NotationError
from rondo_desktop.games.allegra.engine.geometry import Cell

Source = Literal["deck", "discard"]


@dataclass(frozen=True, slots=True)
class Reveal:
    """G-08: turn one face-down card of the area face up (two per seat, one at a time)."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class Take:
    """G-10/G-11: take the discard pile's top card, or draw the deck's (shown to all)."""

    source: Source


@dataclass(frozen=True, slots=True)
class Knock:
    """G-14/G-15: a seat other than the active one wants (or not) the drawn card."""

    wants: bool


@dataclass(frozen=True, slots=True)
class Accept:
    """G-15: the active player ignores every knock (None) or accepts one knocker."""

    knocker: int | None


@dataclass(frozen=True, slots=True)
class Place:
    """G-10/G-11b: swap the card in hand into an occupied cell of the area."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class DiscardFlip:
    """G-11a: discard the drawn card and turn a face-down cell of the area face up (None only
    when the area has no face-down card)."""

    cell: Cell | None


@dataclass(frozen=True, slots=True)
class KnockPlace:
    """G-16 step 1: the knocker puts the drawn card into an occupied cell of its area."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class KnockTake:
    """G-16 step 2: the active player takes any occupied cell's card out of the knocker's area."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class KnockGive:
    """G-16 step 3: the active player puts that card into an occupied cell of its own area."""

    cell: Cell


Action = Reveal | Take | Knock | Accept | Place | DiscardFlip | KnockPlace | KnockTake | KnockGive

_CELL_ACTIONS: dict[str, type[Reveal | Place | KnockPlace | KnockTake | KnockGive]] = {
    "reveal": Reveal,
    "place": Place,
    "knock_place": KnockPlace,
    "knock_take": KnockTake,
    "knock_give": KnockGive,
}
_NAMES: dict[type, str] = {kind: name for name, kind in _CELL_ACTIONS.items()}


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Take):
        return {"type": "take", "source": action.source}
    if isinstance(action, Knock):
        return {"type": "knock", "wants": action.wants}
    if isinstance(action, Accept):
        return {"type": "accept", "knocker": action.knocker}
    if isinstance(action, DiscardFlip):
        return {"type": "discard_flip", "cell": None if action.cell is None else list(action.cell)}
    return {"type": _NAMES[type(action)], "cell": list(action.cell)}


def _cell(data: object) -> Cell:
    if (
        isinstance(data, list)
        and len(data) == 3
        and all(isinstance(v, int) and not isinstance(v, bool) for v in data)
    ):
        return (data[0], data[1], data[2])
    raise NotationError(f"G-04: {data!r} is no cell [owner, row, col]")


def action_from_json(data: Any) -> Action:
    """Read an action written by :func:`action_to_json`; :class:`NotationError` if malformed."""
    if not isinstance(data, Mapping):
        raise NotationError(f"not an Allegra action: {data!r}")
    kind = data.get("type")
    if kind == "take" and data.get("source") in ("deck", "discard"):
        return Take(data["source"])
    if kind == "knock" and isinstance(data.get("wants"), bool):
        return Knock(data["wants"])
    if kind == "accept":
        knocker = data.get("knocker")
        if knocker is None or (isinstance(knocker, int) and not isinstance(knocker, bool)):
            return Accept(knocker)
    if kind == "discard_flip":
        cell = data.get("cell")
        return DiscardFlip(None if cell is None else _cell(cell))
    if isinstance(kind, str) and kind in _CELL_ACTIONS:
        return _CELL_ACTIONS[kind](_cell(data.get("cell")))
    raise NotationError(f"not an Allegra action: {data!r}")
