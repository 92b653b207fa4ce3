"""An Allegra game as a state machine: seed + options + the actions, nothing else.

``Game(options)`` shuffles and deals the first round at once; ``apply(action)`` carries out the
deciding seat's action and returns the events it caused, including what follows by itself
(step 4 of a knock, the round's end, the final reveal, scoring, the next deal). Chance is the
game's own ``random.Random(seed)``, so a game is its options and its actions (:mod:`.save`).

The grids are two flat lists over every seat's 12 cells (``values`` and ``faces``, cell
(o, r, c) at o * 12 + r * 4 + c), so a clone copies a few short lists and a triple check
looks only at the windows through the cell that changed (no window matches before a change,
so only those can match after it).
"""

from __future__ import annotations

import copy
import random
from dataclasses import replace

from rondo_desktop.games.allegra.engine.actions import (
    Accept,
    Action,
    DiscardFlip,
    Knock,
    KnockPlace,
    KnockTake,
    Place,
    Reveal,
    Take,
)
from rondo_desktop.games.allegra.engine.cards import deck
from rondo_desktop.games.allegra.engine.errors import IllegalAction
from rondo_desktop.games.allegra.engine.events import (
    Accepted,
    Event,
    GameOver,
    Knocked,
    Reshuffled,
    RoundDealt,
    RoundEnding,
    RoundScored,
    Taken,
)
from rondo_desktop.games.allegra.engine.geometry import GRID, Cell, area_cells, board, index
from rondo_desktop.games.allegra.engine.legal import legal_actions_of, refusal, reveal_zone
from rondo_desktop.games.allegra.engine.observation import Observation
from rondo_desktop.games.allegra.engine.options import ROUNDS, AllegraOptions
from rondo_desktop.games.allegra.engine.phases import DOWN, UP, Phase
from rondo_desktop.games.allegra.engine.scoring import area_scores, doubled_seats, winners_of
from rondo_desktop.games.allegra.engine.turn import TurnMoves


class Game(TurnMoves):
    def __init__(self, options: AllegraOptions) -> None:
        self.options = options
        # What the observations show: the seed would let a seat deal the game again in its head.
        self.public_options = replace(options, seed=0)
        self.n = n = options.seats
        self.board = board(n)
        self._rng: random.Random | None = random.Random(options.seed)
        self._rng_state: tuple[object, ...] | None = None  # a snapshot clones share
        self.round_no = 0
        self.first = self.rng.randrange(n)  # G-09: round 1 starts with a random player
        self.values: list[int] = [0] * (n * GRID)  # a gap's value is meaningless
        self.faces: list[int] = [DOWN] * (n * GRID)
        self.deck: list[int] = []  # top card last
        self.discard: list[int] = []  # top card last
        self.removed: list[int] = []  # this round's triples (G-21)
        self.phase = Phase.REVEAL
        self.current_seat = self.active = self.first
        self.held: int | None = None  # the card taken or drawn, face up (G-10/G-11)
        self.held_source: str | None = None
        self.asked: list[int] = []  # seats still to answer the knock window (G-15)
        self.knockers: list[int] = []
        self.knocker: int | None = None  # the accepted knocker K (G-16)
        self.knock_hand: int | None = None  # Y in K's hand (steps 1-4)
        self.knock_hand_public = False  # Y was face up before step 1
        self.hole: int | None = None  # step 2's hole in K's area
        self.knock_card: int | None = None  # Z in A's hand between steps 2 and 3
        self.reveal_order: list[int] = []  # G-08: seats still to make their reveals
        self.reveals_made = 0
        self.closer: int | None = None
        self.ending = False  # G-25: the final turns are being played
        self.pending: list[int] = []  # ... by these seats, the one playing first
        self.totals = [0] * n
        self.round_scores: list[list[int]] = []
        self.doubled: list[list[bool]] = []
        self.winners: tuple[int, ...] | None = None
        self.turns = [0] * n  # whole turns played per seat (simulate's figures)
        self.history: list[Action] = []
        self.log: list[Event] = []
        self.last_events: list[Event] = []
        self._emit(self._deal())

    # -- chance -------------------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The game's chance (deals, reshuffles). A clone gets the state as a snapshot and
        builds its generator only when it deals or reshuffles: most rollouts never do."""
        if self._rng is None:
            assert self._rng_state is not None
            self._rng = random.Random(0)
            self._rng.setstate(self._rng_state)
        self._rng_state = None  # it may be used now: the snapshot is stale
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_state = value, None

    def rng_state(self) -> tuple[object, ...]:
        """The generator's state, without touching it (shared by clones; immutable)."""
        if self._rng_state is None:
            assert self._rng is not None
            self._rng_state = self._rng.getstate()
        return self._rng_state

    # -- what the host asks ---------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def deck_size(self) -> int:
        return len(self.deck)

    @property
    def face_down_count(self) -> int:
        return self.faces.count(DOWN)

    def cell(self, cell: Cell) -> tuple[int, bool] | None:
        """The card in ``cell`` as (value, face_up), None for a gap."""
        i = index(cell)
        face = self.faces[i]
        return None if not face else (self.values[i], face == UP)

    def area(self, seat: int) -> list[Cell]:
        """G-05: ``seat``'s 15 cells, row by row (virtual col 0 is the left neighbour's)."""
        return area_cells(seat, self.n)

    def observation(self, seat: int) -> Observation:
        return Observation.of(self, seat)

    def legal_actions(self) -> list[Action]:
        return legal_actions_of(self)

    def events_for(self, seat: int, events: list[Event] | None = None) -> list[Event]:
        """``events`` (the last action's by default) as ``seat`` may see them."""
        return [e.hidden(seat) for e in (self.last_events if events is None else events)]

    def log_for(self, seat: int) -> list[Event]:
        """The whole game's events as ``seat`` may see them."""
        return [event.hidden(seat) for event in self.log]

    def returns(self) -> tuple[float, ...]:
        """G-29: the lowest total wins; tied seats share the win (0 for all until the end)."""
        if self.winners is None:
            return tuple(0.0 for _ in range(self.n))
        share = 1 / len(self.winners)
        return tuple(share if seat in self.winners else 0.0 for seat in range(self.n))

    def clone(self) -> Game:
        """An independent copy; events and actions are immutable and shared (the players
        clone for every rollout, so no deep copy)."""
        twin = copy.copy(self)
        twin._rng, twin._rng_state = None, self.rng_state()
        twin.values, twin.faces = self.values[:], self.faces[:]
        twin.deck, twin.discard, twin.removed = self.deck[:], self.discard[:], self.removed[:]
        twin.asked, twin.knockers = self.asked[:], self.knockers[:]
        twin.reveal_order, twin.pending = self.reveal_order[:], self.pending[:]
        twin.totals, twin.turns = self.totals[:], self.turns[:]
        twin.round_scores = [row[:] for row in self.round_scores]
        twin.doubled = [row[:] for row in self.doubled]
        twin.history, twin.log = self.history[:], self.log[:]
        return twin

    # -- playing --------------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Carry out the deciding seat's action; :class:`IllegalAction` names the rule it
        breaks, and then nothing has changed."""
        if self.phase is Phase.OVER:
            raise IllegalAction("G-29", "game_over")
        if seat is not None and seat != self.current_seat:
            raise IllegalAction("G-03", "not_your_turn", seat=self.current_seat)
        if action not in legal_actions_of(self):
            raise refusal(self, action)
        self.history.append(action)
        self.last_events = self._emit(self._do(action))
        return self.last_events

    def _do(self, action: Action) -> list[Event]:
        if isinstance(action, Reveal):
            return self._reveal(index(action.cell))
        if isinstance(action, Take):
            return self._take(action.source)
        if isinstance(action, Knock):
            return self._knock(action.wants)
        if isinstance(action, Accept):
            return self._accept(action.knocker)
        if isinstance(action, Place):
            return self._place(index(action.cell))
        if isinstance(action, DiscardFlip):
            return self._discard_flip(None if action.cell is None else index(action.cell))
        if isinstance(action, KnockPlace):
            return self._knock_place(index(action.cell))
        if isinstance(action, KnockTake):
            return self._knock_take(index(action.cell))
        return self._knock_give(index(action.cell))

    # -- the turn's first steps -----------------------------------------------------------

    def _take(self, source: str) -> list[Event]:
        events: list[Event] = []
        if source == "discard":
            card = self.discard.pop()
        else:
            if not self.deck:
                if len(self.discard) < 2:  # G-13 [DECISION]: nothing to rebuild a deck from
                    return self._finish_round(None)
                events.append(self._reshuffle())
            card = self.deck.pop()
        self.held, self.held_source = card, source
        events.append(Taken(self.active, source, card))
        knock = self.options.knocking and (source == "deck" or self.options.knock_after_discard)
        if knock:  # G-14/G-15 (AV-07: after a discard take too)
            n = self.n
            self.asked = [(self.active + k) % n for k in range(1, n)]
            self.knockers = []
            self.phase, self.current_seat = Phase.KNOCK, self.asked[0]
        else:
            self._await_swap()
        return events

    def _reshuffle(self) -> Reshuffled:
        """G-13: the discard pile but its top card, shuffled, is the new deck."""
        top = self.discard.pop()
        pile, self.discard = self.discard, [top]
        self.rng.shuffle(pile)
        self.deck = pile
        return Reshuffled(len(pile), tuple(reversed(pile)))

    def _await_swap(self) -> None:
        """Back to the active seat with the card in hand: a discard must be placed (G-10), a
        deck card placed or discarded with a flip (G-11)."""
        self.phase = Phase.DRAW if self.held_source == "deck" else Phase.PLACE
        self.current_seat = self.active

    def _knock(self, wants: bool) -> list[Event]:
        seat = self.asked.pop(0)
        if wants:
            self.knockers.append(seat)
        if self.asked:
            self.current_seat = self.asked[0]
        elif self.knockers:
            self.phase, self.current_seat = Phase.ACCEPT, self.active
        else:
            self._await_swap()
        return [Knocked(seat, wants)]

    def _accept(self, knocker: int | None) -> list[Event]:
        events: list[Event] = [Accepted(self.active, knocker)]
        if knocker is None:
            self._await_swap()
        else:
            self.knocker = knocker
            self.phase, self.current_seat = Phase.KNOCK_PLACE, knocker
        return events

    # -- the opening reveals, the turn's end and the round's ------------------------------

    def _deal(self) -> list[Event]:
        """G-07: shuffle, 12 cards face down a seat (row by row, seat after seat), one card
        face up to start the discard pile, the rest the deck; then the reveals (G-08)."""
        n = self.n
        cards = deck()
        self.rng.shuffle(cards)
        size = n * GRID
        self.values, self.faces = cards[:size], [DOWN] * size
        self.discard, self.removed = [cards[size]], []
        top_first = cards[size + 1 :]
        self.deck = top_first[::-1]
        self.closer, self.ending, self.pending = None, False, []
        self.reveal_order = [(self.first + k) % n for k in range(n)]
        self.reveals_made = 0
        self.phase = Phase.REVEAL
        self.current_seat = self.active = self.first
        dealt = RoundDealt(
            self.round_no, self.first, tuple(self.values), cards[size], tuple(top_first)
        )
        return [dealt]

    def _next_revealer(self) -> None:
        """G-08: two reveals a seat, seats in turn order; then the first player's turn."""
        self.reveals_made = 0
        order = self.reveal_order
        order.pop(0)
        faces = self.faces
        while order and not any(faces[i] == DOWN for i in reveal_zone(self, order[0])):
            order.pop(0)  # nothing left to turn up in that seat's zone
        if order:
            self.current_seat = self.active = order[0]
        else:
            self._start_turn(self.first)

    def _zone(self) -> tuple[int, ...]:
        return reveal_zone(self, self.current_seat)

    def _start_turn(self, seat: int) -> None:
        self.phase = Phase.TAKE
        self.current_seat = self.active = seat
        self.held = self.held_source = None

    def _end_turn(self) -> list[Event]:
        """G-23..G-25 after every completed turn, knocks and triples included."""
        active, n = self.active, self.n
        self.turns[active] += 1
        self.asked, self.knockers, self.knocker = [], [], None
        self.knock_hand, self.knock_hand_public, self.hole, self.knock_card = (
            None,
            False,
            None,
            None,
        )
        if self.ending:
            self.pending.pop(0)
            if not self.pending:
                return self._finish_round(self.closer)
            self._start_turn(self.pending[0])
            return []
        closer = self._find_closer(active)
        if closer is None:
            self._start_turn((active + 1) % n)
            return []
        self.closer, self.ending = closer, True
        self.pending = [(active + k) % n for k in range(1, n + 1) if (active + k) % n != closer]
        self._start_turn(self.pending[0])
        return [RoundEnding(closer, tuple(self.pending))]

    def _find_closer(self, active: int) -> int | None:
        """G-23/G-24: the active seat if its area has no face-down card, else the first such
        seat after it (AV-05: the own grid decides)."""
        zones = self.board.own if self.options.own_grid_end else self.board.areas
        faces = self.faces
        for k in range(self.n):
            seat = (active + k) % self.n
            if all(faces[i] != DOWN for i in zones[seat]):
                return seat
        return None

    def _finish_round(self, closer: int | None) -> list[Event]:
        """G-26..G-29: reveal, one triple pass, score, then the next round or the end."""
        events = self._final_reveal()
        scores = area_scores(self.values, self.faces, self.board)
        doubled = doubled_seats(scores, closer, self.options.strict_doubling)
        scores = [
            score * 2 if twice else score for score, twice in zip(scores, doubled, strict=True)
        ]
        self.totals = [total + score for total, score in zip(self.totals, scores, strict=True)]
        self.round_scores.append(scores)
        self.doubled.append(doubled)
        events.append(
            RoundScored(self.round_no, closer, tuple(scores), tuple(doubled), tuple(self.totals))
        )
        if self.round_no == ROUNDS - 1:
            self.winners = winners_of(self.totals)
            self.phase, self.held, self.held_source = Phase.OVER, None, None
            return [*events, GameOver(self.winners, tuple(self.totals))]
        self.round_no += 1
        self.first = (self.first + 1) % self.n  # G-09
        return events + self._deal()

    def _emit(self, events: list[Event]) -> list[Event]:
        self.log.extend(events)
        return events
