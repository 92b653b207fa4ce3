"""A game of Rondo as a pure state machine: a seed plus a list of actions.

In the spirit of OpenSpiel: :attr:`Game.current_seat`, :meth:`Game.legal_actions`,
:meth:`Game.apply`, :attr:`Game.is_over`, :meth:`Game.final_scores`, :meth:`Game.clone` and
:meth:`Game.observation`. The shuffle comes from ``random.Random(seed)``, so replaying the same
actions from the same seed gives the same game; that is also what a save file stores.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from rondo_desktop.games.rondo.engine.actions import Action, Exchange, Pass, PlayWord, Timeout
from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.errors import IllegalAction, IllegalPlay, RondoError, Rule
from rondo_desktop.games.rondo.engine.events import (
    Dealt,
    Drew,
    Event,
    Exchanged,
    GameOver,
    HandPenalty,
    Passed,
    Played,
    Redealt,
    StartSeat,
    StartWords,
    TurnStarted,
)
from rondo_desktop.games.rondo.engine.holder import Holder
from rondo_desktop.games.rondo.engine.lexicon import Lexicon
from rondo_desktop.games.rondo.engine.play import PlayOutcome, check_play, check_start_word
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder

HAND_SIZE = 7
MIN_SEATS = 2
MAX_SEATS = 6
EXCHANGE_COST = 2
MAX_DEALS = 1000  # redeals before giving up on a lexicon that has (almost) no 3-letter words


class Phase(StrEnum):
    START = "start"  # the start seat lays its 3-letter word
    TURN = "turn"
    OVER = "over"


@dataclass(frozen=True)
class GameOptions:
    seats: int = 3
    seed: int = 0
    language: str = "de"

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise RondoError(
                f"Rondo is played by {MIN_SEATS} to {MAX_SEATS} seats, not {self.seats}"
            )


@dataclass(frozen=True)
class Observation:
    """What one seat knows: everything public plus its own hand, never the pile's order."""

    seat: int
    phase: Phase
    current_seat: int
    turn: int
    holder: Holder | None
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    scores: tuple[int, ...]
    passes_in_a_row: int  # since the pile ran out (the passes that count toward the end)
    start_value: int | None  # the value the start word must have, during the start phase
    language: str

    def unseen(self, deck: Deck) -> Counter[str]:
        """Cards this seat has not seen: in other hands or in the pile."""
        unseen = Counter(deck.counts())
        unseen.subtract(self.hand)
        if self.holder is not None:
            unseen.subtract(self.holder.cards())
        return +unseen


@dataclass
class _State:
    pile: list[str]  # the top of the pile is the end of the list
    hands: list[list[str]]
    holder: Holder | None = None
    scores: list[int] = field(default_factory=list)
    turn: int = 0
    passes_in_a_row: int = 0
    start_value: int | None = None


class Game:
    """One game from the shuffle to the final scores."""

    def __init__(
        self,
        options: GameOptions,
        lexicon: Lexicon,
        deck: Deck,
        rng: random.Random | None = None,
        finder: WordFinder | None = None,
    ) -> None:
        """Shuffle, deal and find the start seat.

        ``rng`` replaces ``random.Random(options.seed)`` for tests that need a chosen deal; a game
        made that way cannot be replayed from its save file. ``finder`` shares a word finder
        whose tables are already built (it must be for the same lexicon and deck).
        """
        if lexicon.language != deck.language:
            raise RondoError(
                f"the {lexicon.language} lexicon does not fit the {deck.language} deck"
            )
        if options.language != deck.language:
            # The save records only the options' language and loads the lexicon and deck of
            # that language: a game played with another one could never be restored.
            raise RondoError(
                f"a game in {options.language!r} cannot be played with the "
                f"{deck.language} deck and lexicon"
            )
        self.options = options
        self.lexicon = lexicon
        self.deck = deck
        if finder is not None and (finder.lexicon is not lexicon or finder.deck != deck):
            raise RondoError("the word finder is for another lexicon or deck")
        self.finder = finder if finder is not None else WordFinder(lexicon, deck)
        self.history: list[Action] = []
        # The word list of each stretch of the history, for the save: (index of its first
        # action, list version). A game resumed from an older list's save starts with that one.
        self.word_lists: list[tuple[int, int]] = _word_list_at(0, lexicon)
        self.log: list[Event] = []
        self.phase = Phase.START
        self.current_seat = 0
        self._rng = rng if rng is not None else random.Random(options.seed)
        self._state = _State(pile=[], hands=[], scores=[0] * options.seats)
        self.log.extend(self._deal())

    # -- the start -----------------------------------------------------------------------

    def _deal(self) -> list[Event]:
        if not self.lexicon.words(3):
            raise RondoError("the lexicon has no 3-letter words, so no game can start")
        events: list[Event] = []
        seats = self.options.seats
        for attempt in range(1, MAX_DEALS + 1):
            pile = self.deck.cards()
            self._rng.shuffle(pile)
            hands: list[list[str]] = [[] for _ in range(seats)]
            for _ in range(HAND_SIZE):
                for hand in hands:
                    hand.append(pile.pop())
            self._state.pile, self._state.hands = pile, hands
            events.extend(Dealt(seat, tuple(hand)) for seat, hand in enumerate(hands))
            best = [self._best_start_word(hand) for hand in hands]
            events.append(
                StartWords(
                    tuple(
                        (seat, o.word if o else None, o.score if o else None)
                        for seat, o in enumerate(best)
                    )
                )
            )
            values = [o.score for o in best if o is not None]
            if values:
                top = max(values)
                tied = tuple(s for s, o in enumerate(best) if o is not None and o.score == top)
                seat = tied[0] if len(tied) == 1 else self._rng.choice(tied)
                events.append(StartSeat(seat, tied))
                self.current_seat = seat
                self._state.start_value = top
                return events
            events.append(Redealt(attempt))
        raise RondoError(f"no seat could form a 3-letter word in {MAX_DEALS} deals")

    def _best_start_word(self, hand: Sequence[str]) -> PlayOutcome | None:
        words = self.finder.start_words(hand)
        return words[0] if words else None

    # -- what can be done ----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def holder(self) -> Holder | None:
        return self._state.holder

    @property
    def pile_size(self) -> int:
        return len(self._state.pile)

    @property
    def turn(self) -> int:
        return self._state.turn

    @property
    def passes_in_a_row(self) -> int:
        """Passes in succession since the pile ran out: the game ends when every seat has."""
        return self._state.passes_in_a_row

    @property
    def scores(self) -> tuple[int, ...]:
        """Points scored and paid so far (after the end: the final scores)."""
        return tuple(self._state.scores)

    def hand(self, seat: int) -> tuple[str, ...]:
        return tuple(self._state.hands[seat])

    # The legal actions are worked out from what the current seat sees, in one place
    # (engine/legal.py), so a computer player or the table asking with an observation gets the
    # same list. Imported here: legal.py reads Observation and Phase from this module.

    def legal_plays(self) -> list[PlayOutcome]:
        """Every play the current seat may make, best score first."""
        from rondo_desktop.games.rondo.engine import legal

        return legal.legal_plays(self.observation(self.current_seat), self.finder)

    def legal_exchanges(self) -> list[Exchange]:
        """Every distinct set of hand cards the current seat may exchange now."""
        from rondo_desktop.games.rondo.engine import legal

        return legal.legal_exchanges(self.observation(self.current_seat))

    def legal_actions(self) -> list[Action]:
        """Every action the current seat may choose (the timer's Timeout is not a choice)."""
        from rondo_desktop.games.rondo.engine import legal

        return legal.legal_actions(self.observation(self.current_seat), self.finder)

    def check(self, action: Action) -> PlayOutcome | None:
        """Raise :class:`IllegalAction` if ``action`` is not allowed now; change nothing."""
        if self.phase is Phase.OVER:
            raise IllegalAction(Rule.GAME_OVER)
        hand = self._state.hands[self.current_seat]
        if self.phase is Phase.START:
            if isinstance(action, Timeout):
                # The start word cannot be passed: when the sand runs out, the best is laid.
                return self.legal_plays()[0]
            if not isinstance(action, PlayWord):
                raise IllegalAction(Rule.START_PHASE)
            outcome = check_start_word(hand, action.placements, self.lexicon, self.deck)
            if outcome.score != self._state.start_value:
                raise IllegalPlay(Rule.START_WORD_NOT_BEST, best=self._state.start_value)
            return outcome
        match action:
            case PlayWord(placements):
                assert self._state.holder is not None
                return check_play(self._state.holder, hand, placements, self.lexicon, self.deck)
            case Exchange(cards):
                if not cards:
                    raise IllegalAction(Rule.EXCHANGE_NOTHING)
                missing = Counter(cards) - Counter(hand)
                if missing:
                    raise IllegalAction(Rule.CARD_NOT_IN_HAND, card=next(iter(missing)))
                if len(cards) > len(self._state.pile):
                    raise IllegalAction(
                        Rule.EXCHANGE_PILE_SHORT, pile=len(self._state.pile), count=len(cards)
                    )
                return None
            case Pass() | Timeout():
                return None
        raise TypeError(f"not an action: {action!r}")

    # -- doing it ------------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply the current seat's action and return what happened.

        ``seat`` (optional) says who is acting, so a stale click from a seat whose turn is over is
        refused instead of being applied to the next seat.
        """
        if seat is not None and seat != self.current_seat and self.phase is not Phase.OVER:
            raise IllegalAction(Rule.NOT_YOUR_TURN)
        outcome = self.check(action)
        actor = self.current_seat
        events: list[Event]
        if outcome is not None:  # a word, or the start word laid when the sand ran out
            events = self._play(actor, outcome, timeout=isinstance(action, Timeout))
        elif isinstance(action, Exchange):
            events = self._exchange(actor, action.cards)
        else:
            events = self._pass(actor, timeout=isinstance(action, Timeout))
        self.history.append(action)
        self.log.extend(events)
        return events

    def _play(self, seat: int, outcome: PlayOutcome, timeout: bool = False) -> list[Event]:
        state = self._state
        hand = state.hands[seat]
        for card in outcome.cards:
            hand.remove(card)
        start = self.phase is Phase.START
        state.holder = outcome.holder
        state.scores[seat] += outcome.score
        state.passes_in_a_row = 0
        events: list[Event] = [
            Played(
                seat=seat,
                word=outcome.word,
                holder=str(outcome.holder),
                placements=tuple((p.slot, p.card, p.letter) for p in outcome.placements),
                word_value=outcome.word_value,
                bonus=outcome.bonus,
                points=outcome.score,
                new_slot=outcome.new_slot,
                start=start,
                timeout=timeout,
            )
        ]
        if start:
            self.phase = Phase.TURN
            state.start_value = None
        events.extend(self._refill(seat))
        return events + self._end_turn()

    def _exchange(self, seat: int, cards: tuple[str, ...]) -> list[Event]:
        state = self._state
        hand = state.hands[seat]
        for card in cards:
            hand.remove(card)
        state.pile[0:0] = cards  # under the pile: drawn last
        drawn = tuple(state.pile.pop() for _ in cards)
        hand.extend(drawn)
        cost = -EXCHANGE_COST * len(cards)
        state.scores[seat] += cost
        return [Exchanged(seat, tuple(cards), drawn, cost)]

    def _pass(self, seat: int, timeout: bool) -> list[Event]:
        state = self._state
        # The rule book's end-of-game count starts when the pile is empty: a pass made while it
        # still had cards (even one that draws the last card) does not count and restarts it, so
        # the seat that drew the last card always gets a turn to play it.
        state.passes_in_a_row = 0 if state.pile else state.passes_in_a_row + 1
        events: list[Event] = [Passed(seat, timeout)]
        if state.pile:
            card = state.pile.pop()
            state.hands[seat].append(card)
            events.append(Drew(seat, (card,), "penalty"))
        events.extend(self._refill(seat))
        return events + self._end_turn()

    def _refill(self, seat: int) -> list[Event]:
        hand = self._state.hands[seat]
        pile = self._state.pile
        drawn = tuple(pile.pop() for _ in range(min(len(pile), HAND_SIZE - len(hand))))
        hand.extend(drawn)
        return [Drew(seat, drawn, "refill")] if drawn else []

    def _end_turn(self) -> list[Event]:
        state = self._state
        if not state.pile:
            if any(not hand for hand in state.hands):
                return self._finish("hand_empty")
            if state.passes_in_a_row >= self.options.seats:
                return self._finish("all_passed")
        state.turn += 1
        self.current_seat = (self.current_seat + 1) % self.options.seats
        return [TurnStarted(self.current_seat, state.turn)]

    def _finish(self, reason: str) -> list[Event]:
        state = self._state
        events: list[Event] = []
        for seat, hand in enumerate(state.hands):
            if hand:
                penalty = -sum(self.deck.penalty(card) for card in hand)
                state.scores[seat] += penalty
                events.append(HandPenalty(seat, tuple(hand), penalty))
        top = max(state.scores)
        winners = tuple(s for s, score in enumerate(state.scores) if score == top)
        self.phase = Phase.OVER
        events.append(GameOver(reason, tuple(state.scores), winners))
        return events

    # -- results and views ---------------------------------------------------------------

    def final_scores(self) -> tuple[int, ...]:
        if not self.is_over:
            raise RondoError("the game is not over yet")
        return self.scores

    def winners(self) -> tuple[int, ...]:
        """The seats with the highest final score (equal scores share the win)."""
        scores = self.final_scores()
        return tuple(s for s, score in enumerate(scores) if score == max(scores))

    def returns(self) -> tuple[float, ...]:
        """Each seat's share of the win: 1 for a sole winner, 1/k for k sharing, else 0."""
        winners = self.winners()
        return tuple(1 / len(winners) if s in winners else 0.0 for s in range(self.options.seats))

    def observation(self, seat: int) -> Observation:
        state = self._state
        return Observation(
            seat=seat,
            phase=self.phase,
            current_seat=self.current_seat,
            turn=state.turn,
            holder=state.holder,
            hand=tuple(state.hands[seat]),
            hand_sizes=tuple(len(hand) for hand in state.hands),
            pile_size=len(state.pile),
            scores=tuple(state.scores),
            passes_in_a_row=state.passes_in_a_row,
            start_value=state.start_value,
            language=self.options.language,
        )

    def events_for(self, seat: int) -> Iterator[Event]:
        """The game's log as ``seat`` may see it."""
        return (event.hidden(seat) for event in self.log)

    @classmethod
    def _bare(
        cls, options: GameOptions, lexicon: Lexicon, deck: Deck, finder: WordFinder, phase: Phase
    ) -> Game:
        """A game object without a deal: the caller sets its state."""
        game = cls.__new__(cls)
        game.options = options
        game.lexicon = lexicon
        game.deck = deck
        game.finder = finder  # read-only tables, safe to share
        game.history = []
        game.word_lists = _word_list_at(0, lexicon)
        game.log = []
        game.phase = phase
        game.current_seat = 0
        game._rng = random.Random(options.seed)  # only the deal draws from it; seeded all the same
        return game

    @classmethod
    def imagine(
        cls,
        observation: Observation,
        hands: Sequence[Sequence[str]],
        pile: Sequence[str],
        finder: WordFinder,
    ) -> Game:
        """The position ``observation`` shows, with the cards its seat cannot see laid out as given.

        For a computer player's look-ahead: it deals the hidden cards (the other hands and the
        pile's order, bottom to top) one way they may lie and plays on in the imagined game, so
        the rules it looks ahead with stay the engine's. ``hands`` has every seat's hand, the
        observer's own included. Such a game has no history: it cannot be saved or replayed.
        """
        if observation.phase is not Phase.TURN or observation.holder is None:
            raise RondoError("only a game in its turns can be imagined from an observation")
        deck = finder.deck
        if (
            tuple(map(len, hands)) != observation.hand_sizes
            or len(pile) != observation.pile_size
            or Counter(hands[observation.seat]) != Counter(observation.hand)
        ):
            raise RondoError("the imagined hands and pile do not fit the observation")
        hidden = Counter(pile)
        for seat, hand in enumerate(hands):
            if seat != observation.seat:
                hidden.update(hand)
        if hidden != observation.unseen(deck):
            raise RondoError("the imagined cards are not the cards the seat has not seen")
        options = GameOptions(len(hands), seed=0, language=deck.language)
        game = cls._bare(options, finder.lexicon, deck, finder, Phase.TURN)
        game.current_seat = observation.current_seat
        game._state = _State(
            pile=list(pile),
            hands=[list(hand) for hand in hands],
            holder=observation.holder,
            scores=list(observation.scores),
            turn=observation.turn,
            passes_in_a_row=observation.passes_in_a_row,
        )
        return game

    def clone(self) -> Game:
        """An independent copy: applying actions to it leaves this game untouched."""
        copy = Game._bare(self.options, self.lexicon, self.deck, self.finder, self.phase)
        copy.history = list(self.history)
        copy.log = list(self.log)
        copy.current_seat = self.current_seat
        copy._rng.setstate(self._rng.getstate())
        state = self._state
        copy._state = _State(
            pile=list(state.pile),
            hands=[list(hand) for hand in state.hands],
            holder=state.holder,
            scores=list(state.scores),
            turn=state.turn,
            passes_in_a_row=state.passes_in_a_row,
            start_value=state.start_value,
        )
        return copy

    def cards_in_play(self) -> Counter[str]:
        """Every card: pile, hands and holder. Always equals the deck (an invariant)."""
        counts = Counter(self._state.pile)
        for hand in self._state.hands:
            counts.update(hand)
        if self._state.holder is not None:
            counts.update(self._state.holder.cards())
        return counts

    def pile_order(self) -> tuple[str, ...]:
        """The pile from bottom to top: for tests and debugging, never for a player's view."""
        return tuple(self._state.pile)


def _word_list_at(first_action: int, lexicon: Lexicon) -> list[tuple[int, int]]:
    """The lexicon's version as a word-list stretch; none for an unversioned list (a test's)."""
    version = getattr(lexicon, "version", None)
    return [(first_action, version)] if isinstance(version, int) else []
