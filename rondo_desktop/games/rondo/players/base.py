"""What every computer player shares: the protocol, the per-language toolbox, legal choices.

A computer player sees exactly what a person at its seat sees, an
:class:`~rondo_desktop.games.rondo.engine.Observation`, and
answers with one action chosen from the legal
ones: a play the word finder lists for the visible holder and its own hand, an exchange of at
most as many cards as the pile holds, or a pass. It never gets the :class:`Game`, so it cannot
look at the other hands or the pile's order.

``choose`` changes nothing shared (the UI calls it from a worker thread): randomness comes from
a :class:`random.Random` made for each decision from the player's seed and the observation, so
the same seed and the same observations give the same actions.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from rondo_desktop.games.rondo.engine import (
    Action,
    Deck,
    Exchange,
    Lexicon,
    Observation,
    Phase,
    PlayOutcome,
    PlayWord,
    legal,
)
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder


@dataclass(frozen=True)
class Toolbox:
    """One language's read-only helpers, shared by every player of a process.

    The finder's tables are built once and only read afterwards, so players on several threads
    may share one toolbox.
    """

    deck: Deck
    lexicon: Lexicon
    finder: WordFinder

    @classmethod
    def load(cls, language: str) -> Toolbox:
        from rondo_desktop.games.rondo.engine import load_deck
        from rondo_desktop.games.rondo.lexicons import load_lexicon

        deck = load_deck(language)
        lexicon = load_lexicon(language)
        finder = WordFinder(lexicon, deck)
        finder.warm_up()
        return cls(deck, lexicon, finder)


class ComputerPlayer(Protocol):
    """A seat played by the computer."""

    strength: str

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        """The action for the seat's turn; only called when it is this seat's turn.

        ``time_left`` is what remains of the turn timer in seconds (None: no timer); a player
        answers well within it.
        """
        ...


def decision_rng(seed: int, observation: Observation, salt: str = "") -> random.Random:
    """A generator for one decision, fixed by the seed and what the seat sees.

    String seeds are hashed with SHA-512 by :class:`random.Random`, so this does not depend on
    Python's per-process hash randomisation.
    """
    holder = observation.holder.row if observation.holder is not None else ""
    key = (
        f"{seed}|{salt}|{observation.turn}|{observation.seat}|{''.join(observation.hand)}|"
        f"{holder}|{observation.pile_size}|{observation.scores}"
    )
    return random.Random(key)


def legal_plays(toolbox: Toolbox, observation: Observation) -> list[PlayOutcome]:
    """The plays the seat may make now, best score first (start words in the start phase)."""
    return legal.legal_plays(observation, toolbox.finder)


def top_plays(toolbox: Toolbox, observation: Observation, n: int) -> list[PlayOutcome]:
    """``legal_plays(...)[:n]``, found without listing every play, which costs far more."""
    if observation.phase is Phase.TURN and observation.holder is not None:
        return toolbox.finder.top(observation.holder, observation.hand, n)
    return legal_plays(toolbox, observation)[:n]  # start words are few and cheap


def best_play(toolbox: Toolbox, observation: Observation) -> PlayOutcome | None:
    """``legal_plays(...)[0]``, or None when there is no play."""
    plays = top_plays(toolbox, observation, 1)
    return plays[0] if plays else None


def can_exchange(observation: Observation, count: int) -> bool:
    """Whether ``count`` cards may be exchanged now: the engine's rule, never one of our own."""
    return legal.may_exchange(observation, count)


def kept_cards(hand: Sequence[str], played: Sequence[str]) -> list[str]:
    """The hand after ``played`` leaves it (the leave)."""
    rest = Counter(hand)
    rest.subtract(played)
    return sorted(rest.elements())


def play_action(outcome: PlayOutcome) -> PlayWord:
    return PlayWord(outcome.placements)


def exchange_action(cards: Sequence[str]) -> Exchange:
    return Exchange(tuple(sorted(cards)))
