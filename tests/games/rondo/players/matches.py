"""A headless Rondo game between given players, through the host's generic match runner."""

from __future__ import annotations

from collections.abc import Sequence

from rondo_desktop.games import get
from rondo_desktop.games.match import MatchResult, play_match
from rondo_desktop.games.rondo.engine import Game, GameOptions
from rondo_desktop.games.rondo.players import ComputerPlayer, Toolbox


def rondo_match(seed: int, players: Sequence[ComputerPlayer], toolbox: Toolbox) -> MatchResult:
    """The deal ``seed`` in ``toolbox``'s language, played to the end and checked after every
    action (the players' legality is the engine's to refuse: the test's toolbox is its own)."""
    options = GameOptions(seats=len(players), seed=seed, language=toolbox.deck.language)
    game = Game(options, toolbox.lexicon, toolbox.deck, finder=toolbox.finder)
    return play_match(get("rondo"), game, players, seed, check_legal=False)
