"""A game of Rondo as a pure state machine: a seed plus a list of actions.

In the spirit of OpenSpiel: :attr:`Game.current_seat`, :meth:`Game.legal_actions`,
:meth:`Game.apply`, :attr:`Game.is_over`, :meth:`Game.final_scores`, :meth:`Game.clone` and
:meth:`Game.observation`. The shuffle comes from ``random.Random(seed)``, so replaying the same
actions from the same seed gives the same game; that is also what a save file stores.

The game holds the phase and whose turn it is; the rules live beside it: the deal and the start
word in :mod:`.start`, a turn's actions in :mod:`.turns`, the end and the winners in
:mod:`.ending`, a seat's view in :mod:`.observation`, the legal actions in :mod:`.legal`. The
sizes, options and phases (:mod:`.state`) are importable from here as they always were.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence

from rondo_desktop.games.rondo.engine import ending, legal, start, turns
from rondo_desktop.games.rondo.engine.actions import Action, Exchange, Timeout
from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.errors import IllegalAction, RondoError, Rule
from rondo_desktop.games.rondo.engine.events import Event, TurnStarted
from rondo_desktop.games.rondo.engine.holder import Holder
from rondo_desktop.games.rondo.engine.lexicon import Lexicon
from rondo_desktop.games.rondo.engine.observation import Observation, imagined_state, observe
from rondo_desktop.games.rondo.engine.play import PlayOutcome
from rondo_desktop.games.rondo.engine.state import (
    EXCHANGE_COST,
    HAND_SIZE,
    MAX_DEALS,
    MAX_SEATS,
    MIN_SEATS,
    GameOptions,
    Phase,
    State,
)
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder

__all__ = [
    "EXCHANGE_COST",
    "HAND_SIZE",
    "MAX_DEALS",
    "MAX_SEATS",
    "MIN_SEATS",
    "Game",
    "GameOptions",
    "Observation",
    "Phase",
]

_State = State  # its name when it was defined here


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
        self._state = State(pile=[], hands=[], scores=[0] * options.seats)
        events, self.current_seat = start.deal(
            self._state, deck, self.finder, self._rng, options.seats
        )
        self.log.extend(events)

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
    # same list.

    def legal_plays(self) -> list[PlayOutcome]:
        """Every play the current seat may make, best score first."""
        return legal.legal_plays(self.observation(self.current_seat), self.finder)

    def legal_exchanges(self) -> list[Exchange]:
        """Every distinct set of hand cards the current seat may exchange now."""
        return legal.legal_exchanges(self.observation(self.current_seat))

    def legal_actions(self) -> list[Action]:
        """Every action the current seat may choose (the timer's Timeout is not a choice)."""
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
            return start.check_start_action(
                action, hand, self._state.start_value, self.lexicon, self.deck
            )
        return turns.check_turn_action(action, self._state, hand, self.lexicon, self.deck)

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

    # Each step of a turn stays a method, so a game with another rule (a test's game under an
    # older end rule) can replace one step and keep the others.

    def _play(self, seat: int, outcome: PlayOutcome, timeout: bool = False) -> list[Event]:
        first_word = self.phase is Phase.START
        events = turns.lay_word(self._state, seat, outcome, first_word, timeout)
        if first_word:
            self.phase = Phase.TURN
        events.extend(self._refill(seat))
        return events + self._end_turn()

    def _exchange(self, seat: int, cards: tuple[str, ...]) -> list[Event]:
        return turns.exchange(self._state, seat, cards)

    def _pass(self, seat: int, timeout: bool) -> list[Event]:
        events = turns.pass_turn(self._state, seat, timeout)
        events.extend(self._refill(seat))
        return events + self._end_turn()

    def _refill(self, seat: int) -> list[Event]:
        return turns.refill(self._state, seat)

    def _end_turn(self) -> list[Event]:
        state = self._state
        reason = ending.end_reason(state, self.options.seats)
        if reason is not None:
            return self._finish(reason)
        state.turn += 1
        self.current_seat = (self.current_seat + 1) % self.options.seats
        return [TurnStarted(self.current_seat, state.turn)]

    def _finish(self, reason: str) -> list[Event]:
        self.phase = Phase.OVER
        return ending.finish(self._state, self.deck, reason)

    # -- results and views ---------------------------------------------------------------

    def final_scores(self) -> tuple[int, ...]:
        if not self.is_over:
            raise RondoError("the game is not over yet")
        return self.scores

    def winners(self) -> tuple[int, ...]:
        """The seats with the highest final score (equal scores share the win)."""
        return ending.winners(self.final_scores())

    def returns(self) -> tuple[float, ...]:
        """Each seat's share of the win: 1 for a sole winner, 1/k for k sharing, else 0."""
        return ending.returns(self.final_scores())

    def observation(self, seat: int) -> Observation:
        return observe(self._state, seat, self.phase, self.current_seat, self.options.language)

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
        deck = finder.deck
        state = imagined_state(observation, hands, pile, deck)
        options = GameOptions(len(hands), seed=0, language=deck.language)
        return cls.at_position(options, finder, state, Phase.TURN, observation.current_seat)

    @classmethod
    def at_position(
        cls, options: GameOptions, finder: WordFinder, state: State, phase: Phase, seat: int
    ) -> Game:
        """A game at the position ``state`` lays out, ``seat`` to move, with no history or log
        (the caller sets them when it knows them): a look-ahead's imagined game, a remote
        table's shadow (:mod:`.shadow`)."""
        game = cls._bare(options, finder.lexicon, finder.deck, finder, phase)
        game.current_seat = seat
        game._state = state
        return game

    def clone(self) -> Game:
        """An independent copy: applying actions to it leaves this game untouched."""
        copy = Game._bare(self.options, self.lexicon, self.deck, self.finder, self.phase)
        copy.history = list(self.history)
        copy.log = list(self.log)
        copy.current_seat = self.current_seat
        copy._rng.setstate(self._rng.getstate())
        copy._state = self._state.copy()
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


def timeout_action(game: Game) -> Action:
    """What the table plays for the current seat when its sand runs out: a pass with its
    penalty card, or in the start phase the best start word (the engine lays it)."""
    return Timeout()


def _word_list_at(first_action: int, lexicon: Lexicon) -> list[tuple[int, int]]:
    """The lexicon's version as a word-list stretch; none for an unversioned list (a test's)."""
    version = getattr(lexicon, "version", None)
    return [(first_action, version)] if isinstance(version, int) else []
