"""Saved games: versioned JSON holding the seed, the options and the actions — data only.

Restoring replays the actions through the rules, so a restored game is identical to the one
saved, and a file that was edited into an impossible game is refused rather than believed.

Format version 2 adds ``word_lists``: which version of the shipped word list each stretch of
the actions was played with, as ``[first action index, version]`` pairs. A save made with an
older list (version 1 saves: 0.1.0's lists) replays on exactly that list, which the shipped
lexicon rebuilds from its recorded differences, so every play that was legal when it was made
is legal again; the game then goes on with the current list. A save can only name lists the
game ships: it cannot bring words of its own.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from rondo_desktop.games.rondo.engine.actions import Action, action_from_dict, action_to_dict
from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.errors import IllegalAction, RondoError, SaveError
from rondo_desktop.games.rondo.engine.game import Game, GameOptions
from rondo_desktop.games.rondo.engine.lexicon import Lexicon, VersionedLexicon
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder

SAVE_FORMAT = "rondo-game"
SAVE_VERSION = 2
READABLE_VERSIONS = (1, 2)
FIRST_LIST = 1  # version 1 saves were all made with the first shipped lists (0.1.0)
MAX_ACTIONS = 20_000  # far more than any real game; stops a hostile file from running for hours
MAX_WORD_LISTS = 100  # a game changes lists at most once per release it is resumed in


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
        "word_lists": [[first, version] for first, version in game.word_lists],
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
    replay = Replay(data, lexicon_for, deck_for)
    for _ in replay:
        pass
    return replay.game, replay.meta


class Replay:
    """A save replayed one action at a time, for a reader that looks at every position.

    Iterating yields ``(index, game, action)`` with ``game`` the position BEFORE the action
    (index counted from 0 in the save's ``actions``); the action is applied when the next
    item is asked for, so after the loop :attr:`game` is the saved game. The game is one
    object throughout: a reader that keeps it must clone it. Everything a save can get wrong
    raises :class:`SaveError`, the header when the replay is made, an action when it is met.
    """

    def __init__(
        self, data: Any, lexicon_for: Callable[[str], Lexicon], deck_for: Callable[[str], Deck]
    ) -> None:
        if not isinstance(data, Mapping):
            raise SaveError("not a saved Rondo game")
        if data.get("format") != SAVE_FORMAT:
            raise SaveError("not a saved Rondo game")
        version = data.get("version")
        if version not in READABLE_VERSIONS or isinstance(version, bool):
            raise SaveError(
                f"saved with format version {version!r}; this game reads {SAVE_VERSION}"
            )
        options = _options(data.get("options"))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise SaveError("the save has no list of actions")
        if len(actions) > MAX_ACTIONS:
            raise SaveError(f"the save lists {len(actions)} actions, more than any game has")
        meta = data.get("meta", {})
        if not isinstance(meta, dict):
            raise SaveError("the save's player details are malformed")
        self.meta: dict[str, Any] = meta
        self.actions: list[Any] = actions
        stretches = (
            [(0, FIRST_LIST)] if version == 1 else _word_lists(data.get("word_lists"), len(actions))
        )
        self._current = lexicon_for(options.language)
        self._deck = deck_for(options.language)
        self._lists = _lexicons(self._current, stretches if actions else [])
        try:
            self.game = Game(
                options, self._lists[0][1] if self._lists else self._current, self._deck
            )
        except SaveError:
            raise
        except RondoError as error:
            raise SaveError(f"cannot set up the saved game: {error}") from error

    def __iter__(self) -> Iterator[tuple[int, Game, Action]]:
        game, deck = self.game, self._deck
        starts = dict(self._lists[1:])
        for index, raw in enumerate(self.actions):
            action = action_from_dict(raw)
            if index in starts:
                _switch(game, starts[index], deck)
            yield index, game, action
            try:
                game.apply(action)
            except IllegalAction as error:
                raise SaveError(f"action {index + 1} ({action}) is not legal: {error}") from error
        self._finish()

    def _finish(self) -> None:
        game, current, lists = self.game, self._current, self._lists
        if game.lexicon is not current:
            # Every recorded play replayed on its own list; what comes next uses today's.
            _switch(game, current, self._deck)
        if lists:
            game.word_lists = [(first, _version(lexicon)) for first, lexicon in lists]
            if game.word_lists[-1][1] != _version(current):
                game.word_lists.append((len(self.actions), _version(current)))


def _word_lists(data: Any, actions: int) -> list[tuple[int, int]]:
    """The recorded ``[first action, version]`` stretches, checked; [] when none recorded."""
    if data is None:
        return []
    if not isinstance(data, list) or len(data) > MAX_WORD_LISTS:
        raise SaveError("the save's word lists are malformed")
    stretches: list[tuple[int, int]] = []
    for item in data:
        if not (isinstance(item, list) and len(item) == 2):
            raise SaveError("the save's word lists are malformed")
        first, version = item
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in item):
            raise SaveError("the save's word lists are malformed")
        previous = stretches[-1][0] if stretches else -1
        if not previous < first <= actions or version < FIRST_LIST or (previous < 0 < first):
            raise SaveError("the save's word lists do not fit its actions")
        stretches.append((first, version))
    return stretches


def _lexicons(current: Lexicon, stretches: list[tuple[int, int]]) -> list[tuple[int, Lexicon]]:
    """Each stretch's lexicon: the current one or an earlier version the game ships.

    An unversioned lexicon (a player's own word file, a test's list) plays every stretch.
    """
    if not isinstance(current, VersionedLexicon):
        return []
    lists: list[tuple[int, Lexicon]] = []
    for first, version in stretches:
        if version > current.version:
            raise SaveError(f"the save was made with a newer word list (version {version})")
        lexicon = current.earlier(version)
        if lexicon is None:
            raise SaveError(f"the save names word list version {version}, which is not shipped")
        lists.append((first, lexicon))
    return lists


def _switch(game: Game, lexicon: Lexicon, deck: Deck) -> None:
    """Play on with another word list (the game's own finder follows it)."""
    game.lexicon = lexicon
    game.finder = WordFinder(lexicon, deck)


def _version(lexicon: Lexicon) -> int:
    return int(getattr(lexicon, "version", FIRST_LIST))


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
