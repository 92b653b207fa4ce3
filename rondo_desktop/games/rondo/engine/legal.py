"""What a seat may do, asked from what it sees: the legal actions of an observation.

The same list as :meth:`Game.legal_actions` for the seat whose turn it is (the conformance
suite checks that at every step), but computed from an :class:`Observation` alone, so a
computer player or the table can ask without holding the game.
"""

from __future__ import annotations

from itertools import combinations

from rondo_desktop.games.rondo.engine.actions import Action, Exchange, Pass, PlayWord
from rondo_desktop.games.rondo.engine.observation import Observation
from rondo_desktop.games.rondo.engine.play import PlayOutcome
from rondo_desktop.games.rondo.engine.state import Phase
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder


def legal_plays(observation: Observation, finder: WordFinder) -> list[PlayOutcome]:
    """The plays the observing seat may make now, best score first (none when not its turn)."""
    if observation.seat != observation.current_seat or observation.phase is Phase.OVER:
        return []
    if observation.phase is Phase.START:
        words = finder.start_words(observation.hand)
        return [o for o in words if o.score == observation.start_value]
    if observation.holder is None:
        return []
    return finder.plays(observation.holder, observation.hand)


def may_exchange(observation: Observation, count: int) -> bool:
    """Whether the observing seat may exchange ``count`` cards now: in its turn (not the start
    phase), at least one and at most as many as the pile holds."""
    return (
        observation.seat == observation.current_seat
        and observation.phase is Phase.TURN
        and 0 < count <= observation.pile_size
    )


def legal_exchanges(observation: Observation) -> list[Exchange]:
    """Every distinct set of hand cards the observing seat may exchange now."""
    if not may_exchange(observation, 1):
        return []
    hand = sorted(observation.hand)
    limit = min(len(hand), observation.pile_size)
    found = {combo for size in range(1, limit + 1) for combo in combinations(hand, size)}
    return [Exchange(cards) for cards in sorted(found, key=lambda c: (len(c), c))]


def legal_actions(observation: Observation, finder: WordFinder) -> list[Action]:
    """Every action the observing seat may choose now: plays, exchanges, then Pass.

    Empty when it is not the seat's turn or the game is over. The sand timer's Timeout is
    not a choice. ``finder`` must be for the game's lexicon and deck.
    """
    actions: list[Action] = [PlayWord(o.placements) for o in legal_plays(observation, finder)]
    if observation.seat == observation.current_seat and observation.phase is Phase.TURN:
        actions.extend(legal_exchanges(observation))
        actions.append(Pass())
    return actions
