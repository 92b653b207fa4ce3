"""Saved games: versioned JSON holding the seed, the options and the actions — data only.

Restoring replays the actions through the rules, so a restored game is identical to the one
saved, and a file that was edited into an impossible game is refused rather than believed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from rondo_desktop.engine.actions import action_from_dict, action_to_dict
from rondo_desktop.engine.cards import Deck
from rondo_desktop.engine.errors import IllegalAction, RondoError, SaveError
from rondo_desktop.engine.game import Game, GameOptions
from rondo_desktop.engine.lexicon import Lexicon

SAVE_FORMAT = "rondo-game"
SAVE_VERSION = 1
MAX_ACTIONS = 20_000  # far more than any real game; stops a hostile file from running for hours


def game_to_dict(game: Game, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The game as plain data. ``meta`` is kept verbatim (player names, strengths, timer...)."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "options": {
            "seats": game.options.seats,
            "seed": game.options.seed,
            "language": game.options.language,
        },
        "actions": [action_to_dict(action) for action in game.history],
        "meta": dict(meta or {}),
    }


def game_to_json(game: Game, meta: Mapping[str, Any] | None = None) -> str:
    return json.dumps(game_to_dict(game, meta), ensure_ascii=False, separators=(",", ":"))


def _options(data: Any) -> GameOptions:
    if not isinstance(data, Mapping):
        raise SaveError("the save has no game options")
    seats, seed, language = data.get("seats"), data.get("seed"), data.get("language")
    if not isinstance(seats, int) or isinstance(seats, bool):
        raise SaveError("the number of seats is missing")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("the seed is missing")
    if not isinstance(language, str) or not language.isalpha():
        raise SaveError("the lexicon language is missing")
    try:
        return GameOptions(seats=seats, seed=seed, language=language)
    except RondoError as error:
        raise SaveError(str(error)) from error


def game_from_dict(
    data: Any, lexicon_for: Callable[[str], Lexicon], deck_for: Callable[[str], Deck]
) -> tuple[Game, dict[str, Any]]:
    """Rebuild a game by replaying its actions; returns the game and the saved ``meta``."""
    if not isinstance(data, Mapping):
        raise SaveError("not a saved Rondo game")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError("not a saved Rondo game")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(f"saved with format version {version!r}; this game reads {SAVE_VERSION}")
    options = _options(data.get("options"))
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise SaveError("the save has no list of actions")
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"the save lists {len(actions)} actions, more than any game has")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError("the save's player details are malformed")
    try:
        game = Game(options, lexicon_for(options.language), deck_for(options.language))
    except SaveError:
        raise
    except RondoError as error:
        raise SaveError(f"cannot set up the saved game: {error}") from error
    for number, raw in enumerate(actions, start=1):
        action = action_from_dict(raw)
        try:
            game.apply(action)
        except IllegalAction as error:
            raise SaveError(f"action {number} ({action}) is not legal: {error}") from error
    return game, meta


def game_from_json(
    text: str | bytes,
    lexicon_for: Callable[[str], Lexicon],
    deck_for: Callable[[str], Deck],
) -> tuple[Game, dict[str, Any]]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise SaveError(f"the save is not readable JSON: {error}") from error
    return game_from_dict(data, lexicon_for, deck_for)
