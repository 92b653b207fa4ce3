"""Ronda's computer players, weakest first; ``make_player(strength, seed)`` builds one.

Each strength is a class with ``choose``; the searching ones take a time budget.
"""

from __future__ import annotations

from rondo_desktop.games.ronda.players.base import RondaPlayer, cards_taken, preview
from rondo_desktop.games.ronda.players.beginner import BeginnerPlayer
from rondo_desktop.games.ronda.players.expert import ExpertPlayer
from rondo_desktop.games.ronda.players.hard import HardPlayer
from rondo_desktop.games.ronda.players.medium import MediumPlayer

STRENGTHS = ("beginner", "medium", "hard", "expert")


def make_player(strength: str, seed: int, time_budget: float | None = None) -> RondaPlayer:
    """A player of ``strength``; ``time_budget`` (seconds a move) is for searching players."""
    if strength == "beginner":
        return BeginnerPlayer(seed)
    if strength == "medium":
        return MediumPlayer(seed)
    if strength == "hard":
        return HardPlayer(seed, time_budget)
    if strength == "expert":
        return ExpertPlayer(seed, time_budget)
    raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")


__all__ = [
    "STRENGTHS",
    "BeginnerPlayer",
    "ExpertPlayer",
    "HardPlayer",
    "MediumPlayer",
    "RondaPlayer",
    "cards_taken",
    "make_player",
    "preview",
]
