"""A remote seat's shadow of the game: a whole :class:`~.game.Game` built from what one seat
may know, so the table it sees runs the game's own code on it (issue 17's network table).

The host keeps the real game and sends each seat its observation and the events of every
action as that seat may see them. The shadow has that seat's hand, the holder, the scores,
the turn, the phase, the start value, the word list and the log and history of those events,
exactly as the host's game; the cards the seat cannot see (the other hands, the pile's order)
are the unseen cards dealt at random, and its seed is drawn, never the host's. After the end
the hand penalties have shown every hand, and the shadow holds them. It cannot be replayed
from its seed (the host sends the finished game for the results).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from rondo_desktop.games.events import SHADOW_SEED_BITS, seen_by
from rondo_desktop.games.rondo.engine.actions import Action, Exchange, Pass, PlayWord, Timeout
from rondo_desktop.games.rondo.engine.events import Event, Exchanged, HandPenalty, Passed, Played
from rondo_desktop.games.rondo.engine.game import Game
from rondo_desktop.games.rondo.engine.holder import START_SLOTS
from rondo_desktop.games.rondo.engine.observation import Observation
from rondo_desktop.games.rondo.engine.play import Placement
from rondo_desktop.games.rondo.engine.state import GameOptions, Phase, State
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder

START_DRAWS = 8  # hands drawn around a start word for one whose best word is the start value


def shadow_game(
    observation: Observation, events: Sequence[Event], rng: random.Random, finder: WordFinder
) -> Game:
    """The game as ``observation``'s seat knows it, from the events that seat was sent so far
    (masked again here, so even raw events tell it nothing more); ``finder`` is the word finder
    of the observation's language."""
    events = [seen_by(event, observation.seat) for event in events]
    hands, pile = _lay_out(observation, events, finder, rng)
    options = GameOptions(
        seats=len(observation.hand_sizes),
        seed=rng.getrandbits(SHADOW_SEED_BITS),
        language=observation.language,
    )
    state = State(
        pile=pile,
        hands=hands,
        holder=observation.holder,
        scores=list(observation.scores),
        turn=observation.turn,
        passes_in_a_row=observation.passes_in_a_row,
        start_value=observation.start_value,
    )
    game = Game.at_position(options, finder, state, observation.phase, observation.current_seat)
    game.log = events
    game.history = actions_of(events)
    return game


def _lay_out(
    observation: Observation, events: Sequence[Event], finder: WordFinder, rng: random.Random
) -> tuple[list[list[str]], list[str]]:
    """Every seat's hand and the pile (bottom first): the seat's own hand, the hands the end
    showed, the start seat's hand with a start word of the announced value, and the rest of the
    unseen cards at random."""
    unseen = observation.unseen(finder.deck)
    shown = _shown_hands(observation, events, unseen)
    starter = observation.current_seat
    if observation.phase is Phase.START and starter != observation.seat:
        hand = _start_hand(unseen, observation, finder, rng)
        if hand is not None:
            shown[starter] = hand
    for cards in shown.values():
        unseen.subtract(cards)
    hidden = list(unseen.elements())
    rng.shuffle(hidden)
    hands: list[list[str]] = []
    for seat, size in enumerate(observation.hand_sizes):
        if seat == observation.seat:
            hands.append(list(observation.hand))
        elif seat in shown:
            hands.append(list(shown[seat]))
        else:
            hands.append(hidden[:size])
            del hidden[:size]
    return hands, hidden


def _shown_hands(
    observation: Observation, events: Sequence[Event], unseen: Counter[str]
) -> dict[int, tuple[str, ...]]:
    """The other hands as the game's end showed them (each seat pays for its cards in the
    open), when they fit what the seat has not seen; none before the end."""
    if observation.phase is not Phase.OVER:
        return {}
    left = Counter(unseen)
    shown: dict[int, tuple[str, ...]] = {}
    for event in events:
        if not isinstance(event, HandPenalty) or event.seat == observation.seat:
            continue
        seat, cards = event.seat, Counter(event.cards)
        fits = 0 <= seat < len(observation.hand_sizes) and seat not in shown
        if fits and len(event.cards) == observation.hand_sizes[seat] and cards <= left:
            shown[seat] = event.cards
            left.subtract(cards)
    return shown


def _start_hand(
    unseen: Counter[str], observation: Observation, finder: WordFinder, rng: random.Random
) -> tuple[str, ...] | None:
    """A hand for the start seat that lays a start word of the value the start asks for, the
    best it has when a few draws find one, so the shadow's start seat can start (the seat knows
    that it can). None when no word of that value can be made of the unseen cards."""
    deck, size = finder.deck, observation.hand_sizes[observation.current_seat]
    words = list(finder.lexicon.words(START_SLOTS))
    rng.shuffle(words)
    for word in words:
        cards = Counter(word)
        if cards <= unseen and sum(deck.value(c) for c in word) == observation.start_value:
            break
    else:
        return None
    rest = list((unseen - cards).elements())
    if not START_SLOTS <= size <= len(rest) + START_SLOTS:
        return None
    for _ in range(START_DRAWS):
        hand = (*word, *rng.sample(rest, size - START_SLOTS))
        best = finder.start_words(hand)
        if best and best[0].score == observation.start_value:
            break
    return hand


def actions_of(events: Sequence[Event]) -> list[Action]:
    """The actions the events tell of, in order, as the seat saw them (the cards another seat
    exchanged are face down: ``""``): one for each play, exchange and pass."""
    actions: list[Action] = []
    for event in events:
        match event:
            case Played(timeout=True):
                actions.append(Timeout())  # the start word the sand laid
            case Played(placements=placements):
                actions.append(PlayWord(tuple(Placement(*p) for p in placements)))
            case Exchanged(cards=cards):
                actions.append(Exchange(cards))
            case Passed(timeout=timeout):
                actions.append(Timeout() if timeout else Pass())
    return actions
