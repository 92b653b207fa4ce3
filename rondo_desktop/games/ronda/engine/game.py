"""A Ronda match as a state machine: seed + options + the cards played, nothing else.

``Game(options)`` shuffles and deals the first hand at once; ``apply(PlayCard(card))`` plays
the current seat's card and returns the events it caused, including the next batch, the end
of the hand and the next hand's deal. Chance is the game's own ``random.Random(seed)``, so a
game is its options and its actions (:mod:`.save`).
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field

from rondo_desktop.games.ronda.engine.actions import Action, PlayCard
from rondo_desktop.games.ronda.engine.cards import rank_of, sorted_cards
from rondo_desktop.games.ronda.engine.deal import (
    BATCH,
    FIRST_BATCH_FOUR,
    deal_batch,
    has_four_of_a_kind,
    lay_table,
    shuffled_deck,
)
from rondo_desktop.games.ronda.engine.errors import IllegalAction, RondaError
from rondo_desktop.games.ronda.engine.events import (
    BatchDealt,
    Captured,
    CardPoints,
    ComboAwarded,
    DealerLastCard,
    Dealt,
    Event,
    HandScored,
    HandStarted,
    MatchWon,
    Redealt,
    ScoringEvent,
    Swept,
    TableLaid,
    kind_of,
    points_of,
)
from rondo_desktop.games.ronda.engine.observation import Observation, legal_plays
from rondo_desktop.games.ronda.engine.options import RondaOptions
from rondo_desktop.games.ronda.engine.play import PlayContext
from rondo_desktop.games.ronda.engine.rules import (
    DEALER_LAST_CARD_POINTS,
    RONDA,
    card_points,
    combo_winners,
    holding,
    pot_shares,
)
from rondo_desktop.games.ronda.engine.turn import Packet, play_card

KINDS = ("ronda", "este", "missa", "cards", "dealer")  # R-47's score pad (+ V-05's row)


@dataclass
class Game:
    options: RondaOptions
    rng: random.Random = field(init=False)
    dealer: int = 0
    hand_no: int = 0
    batch: int = 0
    is_last_batch: bool = False
    current_seat: int = 0
    stock: list[str] = field(default_factory=list)
    table: dict[int, str] = field(default_factory=dict)  # rank -> card
    opening: list[str] = field(default_factory=list)  # this hand's four opening cards
    hands: list[list[str]] = field(default_factory=list)
    piles: list[list[str]] = field(default_factory=list)  # per side
    totals: list[int] = field(default_factory=list)  # per side
    hand_points: dict[str, list[int]] = field(default_factory=dict)
    chain_rank: int | None = None
    chain_len: int = 0
    previous_laid: int | None = None  # V-06
    packet: Packet | None = None  # V-06
    last_capturer: int | None = None
    played: list[tuple[int, str]] = field(default_factory=list)  # this hand, in order
    combos: list[ComboAwarded] = field(default_factory=list)  # this hand's
    winner: int | None = None
    history: list[Action] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.options.seed)
        seats, sides = self.options.seats, self.options.sides
        self.hands = [[] for _ in range(seats)]
        self.piles = [[] for _ in range(sides)]
        self.totals = [0] * sides
        self.dealer = self.rng.randrange(seats)  # the first dealer is drawn at random
        self._emit(self._start_hand())

    # -- what the host asks ---------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def side_of(self, seat: int) -> int:
        return self.options.side_of(seat)

    def observation(self, seat: int) -> Observation:
        return Observation.of(self, seat)

    def log_for(self, seat: int) -> list[Event]:
        """The match's events as ``seat`` may see them (other hands' cards blanked)."""
        return [event.hidden(seat) for event in self.log]

    def legal_actions(self) -> list[Action]:
        return legal_plays(self.observation(self.current_seat))

    def returns(self) -> tuple[float, ...]:
        """The winning side's seats share the win (1 in all) [DECISION: partners 1/2 each,
        so the host's returns always sum to 1]."""
        if self.winner is None:
            return tuple(0.0 for _ in range(self.options.seats))
        winners = [s for s in range(self.options.seats) if self.side_of(s) == self.winner]
        return tuple(1 / len(winners) if s in winners else 0.0 for s in range(self.options.seats))

    def clone(self) -> Game:
        """An independent copy; events and actions are immutable and shared (searching
        players clone often, so no deep copy)."""
        twin = copy.copy(self)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.stock, twin.table, twin.opening = (
            list(self.stock),
            dict(self.table),
            list(self.opening),
        )
        twin.hands = [list(hand) for hand in self.hands]
        twin.piles = [list(pile) for pile in self.piles]
        twin.totals = list(self.totals)
        twin.hand_points = {kind: list(points) for kind, points in self.hand_points.items()}
        packet = self.packet
        if packet is not None:
            twin.packet = Packet(packet.side, packet.rank, packet.link, list(packet.cards))
        twin.played, twin.combos = list(self.played), list(self.combos)
        twin.history, twin.log = list(self.history), list(self.log)
        return twin

    def context(self, final: bool = False) -> PlayContext:
        return PlayContext(
            table=frozenset(self.table),
            chain_rank=self.chain_rank,
            chain_len=self.chain_len,
            final=final,
            seats=self.options.seats,
            capture_este=self.options.capture_este,
            chain_four_only=self.options.este_chain_four_only,
            previous_laid=self.previous_laid,
            packet_rank=None if self.packet is None else self.packet.rank,
            packet_link=0 if self.packet is None else self.packet.link,
        )

    # -- playing --------------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play the current seat's card; :class:`IllegalAction` names the rule it breaks."""
        if self.is_over:
            raise IllegalAction("R-49", "the match is over")
        if seat is not None and seat != self.current_seat:
            raise IllegalAction("R-08", f"it is seat {self.current_seat}'s turn, not {seat}'s")
        if not isinstance(action, PlayCard):
            raise IllegalAction("R-25", f"{action!r} is not playing a card")
        hand = self.hands[self.current_seat]
        if action.card not in hand:
            raise IllegalAction("R-25", f"{action.card} is not in your hand")
        self.history.append(action)
        return self._emit(self._play(action.card))

    def _play(self, card: str) -> list[Event]:
        seat = self.current_seat
        final = not self.stock and sum(len(h) for h in self.hands) == 1
        events = play_card(self, seat, card, final)
        if final and self.options.dealer_last_card:
            events += self._dealer_last_card(seat, card, events)
        closing = self._instant_win()
        if closing:
            return events + closing
        if final:
            return events + self._end_hand()
        if not any(self.hands):
            return events + self._deal_batch()
        self.current_seat = (seat + 1) % self.options.seats
        return events

    def _dealer_last_card(self, seat: int, card: str, events: list[Event]) -> list[Event]:
        """V-05: the dealer's final card: a capture with a 12 pays its side 5; a capture
        with a 1, or no capture, pays 5 to each other side [DECISION: each, at 3 players]."""
        captured = any(isinstance(e, Captured) for e in events)
        side = self.side_of(seat)
        if captured and rank_of(card) == 12:
            return [self.score(DealerLastCard(seat, side, DEALER_LAST_CARD_POINTS))]
        if captured and rank_of(card) != 1:
            return []
        others = [s for s in range(self.options.sides) if s != side]
        return [
            self.score(DealerLastCard(seat, other, DEALER_LAST_CARD_POINTS)) for other in others
        ]

    # -- dealing --------------------------------------------------------------------------

    def _start_hand(self) -> list[Event]:
        self.stock = shuffled_deck(self.rng)
        self.table, self.opening = {}, []
        self.piles = [[] for _ in range(self.options.sides)]
        self.hand_points = {kind: [0] * self.options.sides for kind in KINDS}
        self.played, self.combos = [], []
        self.last_capturer = None
        self.batch = -1
        events: list[Event] = [HandStarted(self.hand_no, self.dealer)]
        return events + self._deal_batch()

    def _deal_batch(self) -> list[Event]:
        """R-12/R-13: the next batch, led by the player after the dealer; R-16 combos."""
        self.batch += 1
        seats, first = self.options.seats, self.batch == 0
        size = FIRST_BATCH_FOUR if first and self.options.first_deal_four else BATCH
        dealt = deal_batch(self.stock, self.dealer, seats, size)
        if size == FIRST_BATCH_FOUR and any(map(has_four_of_a_kind, dealt.values())):
            # V-02: four of a kind is dealt again from a new shuffle (French Wikipedia)
            # [DECISION: the book also calls it two rondas; the redeal means it never scores].
            self.stock = shuffled_deck(self.rng)
            self.batch -= 1
            return [Redealt(self.hand_no), *self._deal_batch()]
        for seat, cards in dealt.items():
            self.hands[seat] = cards
        events: list[Event] = [Dealt(s, self.batch, tuple(c)) for s, c in dealt.items()]
        if first and not self.options.first_deal_four:
            laid, returned = lay_table(self.stock, self.rng)
            self.table = {rank_of(c): c for c in laid}
            self.opening = list(laid)
            events.append(TableLaid(tuple(laid), tuple(returned)))
        # every batch starts a new chain (V-06: and no packet is open).
        self.chain_rank, self.chain_len = None, 0
        self.previous_laid, self.packet = None, None
        self.is_last_batch = not self.stock
        self.current_seat = (self.dealer + 1) % seats
        events.append(BatchDealt(self.batch, self.is_last_batch, self.current_seat))
        combo = self._combos(dealt)
        if combo is not None:
            events.append(self.score(combo))
        return events + self._instant_win()

    def _combos(self, dealt: dict[int, list[str]]) -> ComboAwarded | None:
        """R-16..R-24: the batch's pot to its best holding (split between tied opponents)."""
        aces_high = self.options.aces_high
        holdings = [
            h for seat, cards in dealt.items() if (h := holding(seat, cards, aces_high)) is not None
        ]
        if not holdings:
            return None
        # V-03's house rule: when all four players hold a ronda, the lowest one wins
        # [DECISION: only at 4 players, only when nobody holds a tringa; "lowest" in V-03's
        # aces-high order, so a pair of 2s wins].
        lowest = (
            aces_high
            and len(holdings) == self.options.seats == 4
            and all(h.kind == RONDA for h in holdings)
        )
        winners = combo_winners(holdings, aces_high, lowest_wins=lowest)
        pot = sum(h.value for h in holdings)
        side_of = {h.seat: self.side_of(h.seat) for h in holdings}
        shares = pot_shares(pot, winners, side_of)
        award = ComboAwarded(
            self.batch,
            tuple((h.seat, h.kind, h.combos[0][1]) for h in holdings),
            tuple(h.seat for h in winners),
            pot,
            tuple(sorted(shares.items())),
        )
        self.combos.append(award)
        return award

    # -- the end of a hand and of the match -----------------------------------------------

    def _end_hand(self) -> list[Event]:
        events: list[Event] = []
        if self.table:
            if self.last_capturer is None:  # R-44 says this cannot happen
                raise RondaError("R-44: a hand ended without any capture")
            side = self.side_of(self.last_capturer)
            cards = sorted_cards(list(self.table.values()))
            self.piles[side] += cards
            self.table = {}
            events.append(Swept(side, cards))  # no missa
        threshold = self.options.card_threshold
        for side, pile in enumerate(self.piles):
            points = card_points(len(pile), threshold)
            events.append(self.score(CardPoints(side, len(pile), points)))
        events.append(self._hand_scored())
        best = max(self.totals)
        if best >= self.options.target and self.totals.count(best) == 1:
            self.winner = self.totals.index(best)
            events.append(MatchWon(self.winner, tuple(self.totals)))
            return events
        self.dealer = (self.dealer + 1) % self.options.seats
        self.hand_no += 1
        return events + self._start_hand()

    def _hand_scored(self) -> HandScored:
        return HandScored(
            self.hand_no,
            {kind: tuple(points) for kind, points in self.hand_points.items()},
            tuple(len(pile) for pile in self.piles),
            tuple(self.totals),
        )

    def _instant_win(self) -> list[Event]:
        """V-04/R-51: a side at the target wins at once, mid-hand too [DECISION: checked
        after each card's and each deal's points; sides level at the top play on, as R-50].
        Returns the closing events (none while the match goes on)."""
        best = max(self.totals)
        if not self.options.instant_win or best < self.options.target:
            return []
        if self.totals.count(best) != 1:
            return []
        self.winner = self.totals.index(best)
        return [self._hand_scored(), MatchWon(self.winner, tuple(self.totals))]

    # -- bookkeeping ----------------------------------------------------------------------

    def score(self, event: ScoringEvent) -> ScoringEvent:
        """Add a scoring event's points to the totals and the hand's pad; returns it."""
        kind = kind_of(event)
        for side, points in points_of(event):
            self.totals[side] += points
            if kind is not None:
                self.hand_points[kind][side] += points
        return event

    def _emit(self, events: list[Event]) -> list[Event]:
        self.log.extend(events)
        return events
