"""What one seat may know (R-24, §11): its own hand, the table, the piles' and hands' sizes,
every card played this hand, the public ronda/tringa announcements and the score — never
another hand, a combination's rank that is not its own, or the stock's order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rondo_desktop.games.ronda.engine.actions import Action, PlayCard
from rondo_desktop.games.ronda.engine.cards import full_deck, rank_of, sorted_cards
from rondo_desktop.games.ronda.engine.options import RondaOptions
from rondo_desktop.games.ronda.engine.play import PlayContext

FULL_DECK = tuple(full_deck())

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.engine.game import Game


@dataclass(frozen=True)
class Announcement:
    """R-24: a batch's holders (seat, "ronda"|"tringa"), the pot's winners and the points."""

    batch: int
    holders: tuple[tuple[int, str], ...]
    winners: tuple[int, ...]
    points: tuple[tuple[int, int], ...]  # (side, points)


@dataclass(frozen=True)
class Observation:
    seat: int
    options: RondaOptions  # seats, target and variants; the seed is always 0 here
    current_seat: int  # whose turn it is (meaningless once ``is_over``)
    is_over: bool
    winner: int | None  # the winning side
    dealer: int
    hand_no: int
    batch: int
    is_last_batch: bool  # R-14's "last cards" call
    hand: tuple[str, ...]  # own cards, sorted by rank
    hand_sizes: tuple[int, ...]
    table: tuple[str, ...]  # sorted by rank
    opening: tuple[str, ...]  # this hand's opening table as laid (seen by everyone)
    stock_size: int
    pile_sizes: tuple[int, ...]  # per side
    totals: tuple[int, ...]  # per side
    hand_points: tuple[tuple[str, tuple[int, ...]], ...]  # this hand's points by kind
    # Every card played this hand, in order [DECISION: this hand's only; earlier hands' cards
    # are all back in the new shuffle, so they tell nothing].
    played: tuple[tuple[int, str], ...]
    chain_rank: int | None
    chain_len: int
    last_capturer: int | None
    announcements: tuple[Announcement, ...]
    own_combos: tuple[tuple[int, str, int], ...]  # (batch, kind, rank) of own holdings
    previous_laid: int | None  # V-06
    packet: tuple[int, int, int, tuple[str, ...]] | None  # V-06: side, rank, link, cards

    @classmethod
    def of(cls, game: Game, seat: int) -> Observation:
        packet = game.packet
        return cls(
            seat=seat,
            # The seed would let a seat deal the whole match again in its head: left out.
            options=replace(game.options, seed=0),
            current_seat=game.current_seat,
            is_over=game.is_over,
            winner=game.winner,
            dealer=game.dealer,
            hand_no=game.hand_no,
            batch=game.batch,
            is_last_batch=game.is_last_batch,
            hand=sorted_cards(game.hands[seat]),
            hand_sizes=tuple(len(h) for h in game.hands),
            table=sorted_cards(list(game.table.values())),
            opening=tuple(game.opening),
            stock_size=len(game.stock),
            pile_sizes=tuple(len(p) for p in game.piles),
            totals=tuple(game.totals),
            hand_points=tuple((k, tuple(v)) for k, v in game.hand_points.items()),
            played=tuple(game.played),
            chain_rank=game.chain_rank,
            chain_len=game.chain_len,
            last_capturer=game.last_capturer,
            announcements=tuple(
                Announcement(c.batch, tuple((s, k) for s, k, _ in c.holders), c.winners, c.points)
                for c in game.combos
            ),
            own_combos=tuple(
                (c.batch, kind, rank)
                for c in game.combos
                for s, kind, rank in c.holders
                if s == seat and rank is not None
            ),
            previous_laid=game.previous_laid,
            packet=None
            if packet is None
            else (packet.side, packet.rank, packet.link, tuple(packet.cards)),
        )

    @property
    def side(self) -> int:
        return self.options.side_of(self.seat)

    @property
    def my_turn(self) -> bool:
        return not self.is_over and self.current_seat == self.seat

    @property
    def is_final_card(self) -> bool:
        """The seat to move holds the hand's very last card (R-41)."""
        return self.stock_size == 0 and sum(self.hand_sizes) == 1

    def unseen(self) -> list[str]:
        """The cards this seat has not seen: the other hands and the stock, in deck order."""
        seen = set(self.hand) | set(self.opening) | {card for _, card in self.played}
        return [card for card in FULL_DECK if card not in seen]

    def context(self) -> PlayContext:
        """The facts a card's outcome depends on, for :func:`~.play.resolve`."""
        return PlayContext(
            table=frozenset(rank_of(c) for c in self.table),
            chain_rank=self.chain_rank,
            chain_len=self.chain_len,
            final=self.is_final_card,
            seats=self.options.seats,
            capture_este=self.options.capture_este,
            chain_four_only=self.options.este_chain_four_only,
            previous_laid=self.previous_laid,
            packet_rank=None if self.packet is None else self.packet[1],
            packet_link=0 if self.packet is None else self.packet[2],
        )


def legal_plays(observation: Observation) -> list[Action]:
    """R-25: any card of the hand, on one's own turn; nothing once the match is over."""
    if not observation.my_turn:
        return []
    return [PlayCard(card) for card in observation.hand]
