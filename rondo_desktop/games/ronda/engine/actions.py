"""What a seat can do. Ronda has one action: play a card from the hand (R-25)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rondo_desktop.games.ronda.engine.cards import is_card
from rondo_desktop.games.ronda.engine.errors import NotationError


@dataclass(frozen=True)
class PlayCard:
    """Play ``card`` (e.g. "7o"); the capture it makes is decided by the table (R-27)."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


Action = PlayCard


def action_to_json(action: Action) -> dict[str, Any]:
    return {"type": "play", "card": action.card}


def action_from_json(data: Any) -> Action:
    """Read an action written by :func:`action_to_json`; :class:`NotationError` if malformed."""
    if not isinstance(data, Mapping) or data.get("type") != "play":
        raise NotationError(f"not a Ronda action: {data!r}")
    card = data.get("card")
    if not is_card(card):
        raise NotationError(f"R-01: {card!r} is no card of the Spanish pack")
    assert isinstance(card, str)
    return PlayCard(card)
