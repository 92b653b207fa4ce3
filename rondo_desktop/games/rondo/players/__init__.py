"""Computer players of four strengths, and what they share.

``make_player(strength, toolbox, leaves, seed)`` builds one; every player answers
``choose(observation) -> Action`` with an action the engine accepts.
"""

from __future__ import annotations

from rondo_desktop.games.rondo.players.base import ComputerPlayer, Toolbox
from rondo_desktop.games.rondo.players.beginner import BeginnerPlayer
from rondo_desktop.games.rondo.players.expert import ExpertPlayer
from rondo_desktop.games.rondo.players.hard import HardPlayer
from rondo_desktop.games.rondo.players.leaves import LeaveModel, load_leaves
from rondo_desktop.games.rondo.players.medium import MediumPlayer

STRENGTHS = ("beginner", "medium", "hard", "expert")


def make_player(
    strength: str,
    toolbox: Toolbox,
    leaves: LeaveModel,
    seed: int,
    time_budget: float | None = None,
) -> ComputerPlayer:
    """A player of ``strength``; ``time_budget`` caps the expert's seconds per move."""
    if strength == "beginner":
        return BeginnerPlayer(toolbox, seed)
    if strength == "medium":
        return MediumPlayer(toolbox, seed)
    if strength == "hard":
        return HardPlayer(toolbox, leaves, seed)
    if strength == "expert":
        if time_budget is None:
            return ExpertPlayer(toolbox, leaves, seed)
        return ExpertPlayer(toolbox, leaves, seed, time_budget=time_budget)
    raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")


__all__ = [
    "STRENGTHS",
    "BeginnerPlayer",
    "ComputerPlayer",
    "ExpertPlayer",
    "HardPlayer",
    "LeaveModel",
    "MediumPlayer",
    "Toolbox",
    "load_leaves",
    "make_player",
]
