"""What one seat may know: every face-up card, the gaps, the discard pile, the card in hand
(a deck draw is shown to all, G-11), sizes, knocks and scores -- never a face-down card's
value (not even its owner's), the deck's order, or the card a knocker took back face down
into its hand (only the knocker sees it).

The grids are flat tuples over every seat's 12 cells (cell (o, r, c) at o * 12 + r * 4 + c,
see :mod:`.geometry`): ``faces`` says gap / face down / face up (``phases.GAP, DOWN, UP``) and
``values`` the face-up cards' values (None for the others).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rondo_desktop.games.allegra.engine.actions import Action
from rondo_desktop.games.allegra.engine.cards import DECK_COUNTS
from rondo_desktop.games.allegra.engine.geometry import Cell, area_cells, board, cell_of, index
from rondo_desktop.games.allegra.engine.legal import legal_actions_of
from rondo_desktop.games.allegra.engine.options import AllegraOptions
from rondo_desktop.games.allegra.engine.phases import DOWN, UP, Phase

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.engine.game import Game


@dataclass(frozen=True)
class Observation:
    seat: int
    options: AllegraOptions  # seats and variants; the seed is always 0 here
    phase: Phase
    current_seat: int  # who must decide now
    active: int  # whose turn it is (A; the knocker decides step 1 of a knock)
    round_no: int  # 0..2
    first: int  # this round's first player
    faces: tuple[int, ...]  # per cell: GAP, DOWN or UP
    values: tuple[int | None, ...]  # per cell: the value when face up, else None
    discard: tuple[int, ...]  # top card last
    held: int | None  # the card taken or drawn (face up: everyone sees it)
    held_source: str | None  # "deck" or "discard"
    deck_size: int
    removed: tuple[int, ...]  # this round's triples, in order
    asked: tuple[int, ...]  # seats still to answer the knock window, next first
    knockers: tuple[int, ...]  # seats that knocked so far
    knocker: int | None  # the accepted knocker K during a knock
    knock_hand: int | None  # Y in K's hand: for K, or for all when it was face up
    hole: Cell | None  # step 2's hole in K's area
    knock_card: int | None  # Z, taken by A in step 2 (shown to all)
    closer: int | None
    pending: tuple[int, ...]  # G-25: the final turns still to come, the one playing first
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]  # per finished round, doubling applied
    doubled: tuple[tuple[bool, ...], ...]
    winners: tuple[int, ...] | None

    @classmethod
    def of(cls, game: Game, seat: int) -> Observation:
        faces = tuple(game.faces)
        values = tuple(v if f == UP else None for v, f in zip(game.values, faces, strict=True))
        sees_hand = seat == game.knocker or game.knock_hand_public
        return cls(
            seat=seat,
            options=game.public_options,  # the seed left out
            phase=game.phase,
            current_seat=game.current_seat,
            active=game.active,
            round_no=game.round_no,
            first=game.first,
            faces=faces,
            values=values,
            discard=tuple(game.discard),
            held=game.held,
            held_source=game.held_source,
            deck_size=len(game.deck),
            removed=tuple(game.removed),
            asked=tuple(game.asked),
            knockers=tuple(game.knockers),
            knocker=game.knocker,
            knock_hand=game.knock_hand if sees_hand else None,
            hole=None if game.hole is None else cell_of(game.hole),
            knock_card=game.knock_card,
            closer=game.closer,
            pending=tuple(game.pending) if game.ending else (),
            totals=tuple(game.totals),
            round_scores=tuple(tuple(row) for row in game.round_scores),
            doubled=tuple(tuple(row) for row in game.doubled),
            winners=game.winners,
        )

    @property
    def seats(self) -> int:
        return self.options.seats

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def my_turn(self) -> bool:
        return not self.is_over and self.current_seat == self.seat

    def cell(self, cell: Cell) -> tuple[int | None, bool] | None:
        """The card in ``cell`` as (value, face_up) -- value None when face down -- or None
        for a gap (or a knock's hole)."""
        i = index(cell)
        face = self.faces[i]
        return None if not face else (self.values[i], face == UP)

    def area(self, seat: int) -> list[Cell]:
        return area_cells(seat, self.seats)

    def area_indices(self, seat: int) -> tuple[int, ...]:
        return board(self.seats).areas[seat]

    def face_down_count(self) -> int:
        return self.faces.count(DOWN)

    def unseen(self) -> Counter[int]:
        """The multiset of cards this seat has not seen: the deck, the face-down cards (and Y
        in a knocker's hand when hidden from this seat) -- ``DECK_COUNTS`` minus every card it
        can see (the AI notes' belief)."""
        seen = Counter(v for v in self.values if v is not None)
        seen.update(self.discard)
        seen.update(self.removed)
        for card in (self.held, self.knock_hand, self.knock_card):
            if card is not None:
                seen[card] += 1
        unseen = Counter(DECK_COUNTS)
        unseen.subtract(seen)
        return +unseen


def legal_actions(observation: Observation) -> list[Action]:
    """The observing seat's legal actions: the game's own list on its turn, else none."""
    if not observation.my_turn:
        return []
    return legal_actions_of(observation)
