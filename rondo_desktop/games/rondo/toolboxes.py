"""Each language's toolbox (deck, lexicon, warmed word finder) and leave values, once a process.

The spec, the table and the command lines all ask here, so a finder is warmed once however a
game is made. Nothing loads at import: the process's one :class:`Toolboxes` is made on the
first call of :func:`shared_toolboxes`, and a language on its first use.
"""

from __future__ import annotations

import functools
import threading

from rondo_desktop.games.rondo.engine import Game
from rondo_desktop.games.rondo.players import LeaveModel, Toolbox, load_leaves

# Each computer seat's player seed, from the game's seed: the rule simulate and the table use.
SEATS_PER_SEED = 8


def player_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer player at ``seat`` in the game dealt from ``game_seed``."""
    return game_seed * SEATS_PER_SEED + seat


class Toolboxes:
    """Each language's toolbox and leave values, loaded on first use and shared afterwards.

    Players on worker threads may ask at once; the lock keeps a language from loading twice.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._toolboxes: dict[str, Toolbox] = {}
        self._leaves: dict[str, LeaveModel] = {}

    def toolbox(self, language: str) -> Toolbox:
        with self._lock:
            box = self._toolboxes.get(language)
            if box is None:
                box = self._toolboxes[language] = Toolbox.load(language)
            return box

    def leaves(self, language: str) -> LeaveModel:
        deck = self.toolbox(language).deck
        with self._lock:
            leaves = self._leaves.get(language)
            if leaves is None:
                leaves = self._leaves[language] = load_leaves(language, deck)
            return leaves

    def adopt_finder(self, game: Game) -> Game:
        """``game`` (restored from a save) playing on with its language's warmed finder.

        Only when it plays on this toolbox's word list and deck: a save replayed on an older
        list keeps the finder of that list.
        """
        box = self.toolbox(game.options.language)
        if game.lexicon is box.lexicon and game.deck == box.deck:
            game.finder = box.finder  # read-only tables, shared like the players'
        return game


@functools.cache
def shared_toolboxes() -> Toolboxes:
    """The process's toolboxes: the spec's games and the table's share one warmed finder."""
    return Toolboxes()


__all__ = ["SEATS_PER_SEED", "Toolboxes", "player_seed", "shared_toolboxes"]
