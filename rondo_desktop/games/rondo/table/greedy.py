"""A greedy chooser: the best-scoring legal play, else a pass.

Not a computer opponent (``rondo_desktop.games.rondo.players`` has those): the screenshot mode and
the tests use it to play seeded games quickly and reproducibly, through the same legal choices a
person has. ``showcase`` prefers plays that show a joker or a delete card in the holder, so a
screenshot shows every kind of card.
"""

from __future__ import annotations

from collections.abc import Callable

from rondo_desktop.games.rondo.engine import (
    DELETE,
    JOKER,
    Action,
    Lexicon,
    Observation,
    Pass,
    PlayWord,
)
from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from rondo_desktop.games.rondo.players.base import Toolbox, legal_plays

Chooser = Callable[[Observation, float | None], Action]


def greedy_factory(
    lexicon: Lexicon, deck: Deck, showcase: bool = False
) -> Callable[[int, str], Chooser]:
    """A player factory for ``GameSession``: every seat plays the same greedy way."""
    toolbox = Toolbox(deck, lexicon, WordFinder(lexicon, deck))

    def factory(seat: int, strength: str) -> Chooser:
        def chooser(observation: Observation, time_left: float | None = None) -> Action:
            return choose(toolbox, observation, showcase)

        return chooser

    return factory


def choose(toolbox: Toolbox, observation: Observation, showcase: bool = False) -> PlayWord | Pass:
    plays = legal_plays(toolbox, observation)
    if not plays:
        return Pass()
    if showcase:
        special = [p for p in plays if any(c in (JOKER, DELETE) for c in p.cards)]
        if special:
            return PlayWord(special[0].placements)
    return PlayWord(plays[0].placements)
