"""Allegra's rules as pure Python (no pygame): cards, grids, turns, knocks, triples, scores.

game = Game(AllegraOptions(seats=3, seed=7))
events = game.apply(game.legal_actions()[0], seat=game.current_seat)
"""

from rondo_desktop.games.allegra.engine.actions import (
    Accept,
    Action,
    DiscardFlip,
    Knock,
    KnockGive,
    KnockPlace,
    KnockTake,
    Place,
    Reveal,
    Take,
    action_from_json,
    action_to_json,
)
from rondo_desktop.games.allegra.engine.cards import DECK_COUNTS, DECK_SIZE, MEAN, deck
from rondo_desktop.games.allegra.engine.errors import (
    AllegraError,
    IllegalAction,
    NotationError,
    OptionsError,
    SaveError,
)
from rondo_desktop.games.allegra.engine.game import Game
from rondo_desktop.games.allegra.engine.geometry import Cell, area_cells, areas_of, left, right
from rondo_desktop.games.allegra.engine.observation import Observation, legal_actions
from rondo_desktop.games.allegra.engine.options import AllegraOptions
from rondo_desktop.games.allegra.engine.phases import DOWN, GAP, UP, Phase
from rondo_desktop.games.allegra.engine.save import game_from_json, game_to_json

__all__ = [
    "DECK_COUNTS",
    "DECK_SIZE",
    "DOWN",
    "GAP",
    "MEAN",
    "UP",
    "Accept",
    "Action",
    "AllegraError",
    "AllegraOptions",
    "Cell",
    "DiscardFlip",
    "Game",
    "IllegalAction",
    "Knock",
    "KnockGive",
    "KnockPlace",
    "KnockTake",
    "NotationError",
    "Observation",
    "OptionsError",
    "Phase",
    "Place",
    "Reveal",
    "SaveError",
    "Take",
    "action_from_json",
    "action_to_json",
    "area_cells",
    "areas_of",
    "deck",
    "game_from_json",
    "game_to_json",
    "left",
    "legal_actions",
    "right",
]
