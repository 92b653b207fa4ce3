"""Ronda's rules as pure Python (no pygame): cards, deals, plays, scoring, saves.

game = Game(RondaOptions(seats=2, seed=7))
events = game.apply(PlayCard("7o"), seat=game.current_seat)
"""

from rondo_desktop.games.ronda.engine.actions import (
    Action,
    PlayCard,
    action_from_json,
    action_to_json,
)
from rondo_desktop.games.ronda.engine.errors import (
    IllegalAction,
    NotationError,
    OptionsError,
    RondaError,
    SaveError,
)
from rondo_desktop.games.ronda.engine.game import Game
from rondo_desktop.games.ronda.engine.observation import Announcement, Observation, legal_plays
from rondo_desktop.games.ronda.engine.options import RondaOptions
from rondo_desktop.games.ronda.engine.save import game_from_json, game_to_json

__all__ = [
    "Action",
    "Announcement",
    "Game",
    "IllegalAction",
    "NotationError",
    "Observation",
    "OptionsError",
    "PlayCard",
    "RondaError",
    "RondaOptions",
    "SaveError",
    "action_from_json",
    "action_to_json",
    "game_from_json",
    "game_to_json",
    "legal_plays",
]
