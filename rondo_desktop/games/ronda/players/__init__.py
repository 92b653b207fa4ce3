"""Ronda's computer players, weakest first; ``make_player(strength, seed)`` builds one.

Only the strengths that exist are listed: the determinized Monte Carlo expert joins as a
third class here when it is written.
"""

from __future__ import annotations

from rondo_desktop.games.ronda.players.base import RondaPlayer, cards_taken, preview
from rondo_desktop.games.ronda.players.beginner import BeginnerPlayer
from rondo_desktop.games.ronda.players.medium import MediumPlayer

STRENGTHS = ("beginner", "medium")


def make_player(strength: str, seed: int, time_budget: float | None = None) -> RondaPlayer:
    """A player of ``strength``; ``time_budget`` (seconds a move) is for searching players."""
    if strength == "beginner":
        return BeginnerPlayer(seed)
    if strength == "medium":
        return MediumPlayer(seed)
    raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")


__all__ = [
    "STRENGTHS",
    "BeginnerPlayer",
    "MediumPlayer",
    "RondaPlayer",
    "cards_taken",
    "make_player",
    "preview",
]
