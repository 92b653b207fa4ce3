"""The rules of Rondo, pure Python: cards, holder, plays, the game and its saves.

This package never imports pygame; the UI, the computer players, the command line and the tests
all go through it.
"""

from rondo_desktop.games.rondo.engine.actions import Action, Exchange, Pass, PlayWord, Timeout
from rondo_desktop.games.rondo.engine.cards import (
    DELETE,
    JOKER,
    Deck,
    LetterSpec,
    load_deck,
    read_deck,
)
from rondo_desktop.games.rondo.engine.errors import (
    DeckError,
    IllegalAction,
    IllegalPlay,
    NotationError,
    RondoError,
    Rule,
    SaveError,
)
from rondo_desktop.games.rondo.engine.finder import find_plays
from rondo_desktop.games.rondo.engine.game import Game, GameOptions, Observation, Phase
from rondo_desktop.games.rondo.engine.holder import Holder, format_hand, parse_hand
from rondo_desktop.games.rondo.engine.lexicon import Lexicon, WordList
from rondo_desktop.games.rondo.engine.play import Placement, PlayOutcome, bonus, check_play
from rondo_desktop.games.rondo.engine.save import game_from_json, game_to_json

__all__ = [
    "DELETE",
    "JOKER",
    "Action",
    "Deck",
    "DeckError",
    "Exchange",
    "Game",
    "GameOptions",
    "Holder",
    "IllegalAction",
    "IllegalPlay",
    "LetterSpec",
    "Lexicon",
    "NotationError",
    "Observation",
    "Pass",
    "Phase",
    "Placement",
    "PlayOutcome",
    "PlayWord",
    "RondoError",
    "Rule",
    "SaveError",
    "Timeout",
    "WordList",
    "bonus",
    "check_play",
    "find_plays",
    "format_hand",
    "game_from_json",
    "game_to_json",
    "load_deck",
    "parse_hand",
    "read_deck",
]
