"""The moves that put cards into grids: reveals, swaps, flips and the knock's steps (G-08,
G-10, G-11, G-16, G-17), each followed by the triple check through the changed cell (G-19).

A mixin of :class:`~.game.Game`: it works on the game's flat lists and asks the game to end
the turn or the round.
"""

from __future__ import annotations

from rondo_desktop.games.allegra.engine.events import (
    Discarded,
    Event,
    FinalReveal,
    Flipped,
    HoleFilled,
    KnockPlaced,
    KnockTaken,
    Placed,
    Revealed,
    TripleRemoved,
)
from rondo_desktop.games.allegra.engine.geometry import Board, cell_of
from rondo_desktop.games.allegra.engine.options import AllegraOptions
from rondo_desktop.games.allegra.engine.phases import DOWN, GAP, UP, Phase
from rondo_desktop.games.allegra.engine.scoring import triples_through


class TurnMoves:
    # The game's state these moves work on (set by Game.__init__).
    options: AllegraOptions
    board: Board
    values: list[int]
    faces: list[int]
    discard: list[int]
    removed: list[int]
    phase: Phase
    current_seat: int
    active: int
    held: int | None
    held_source: str | None
    knocker: int | None
    knock_hand: int | None
    knock_hand_public: bool
    hole: int | None
    knock_card: int | None
    reveals_made: int

    def _end_turn(self) -> list[Event]:
        raise NotImplementedError

    def _next_revealer(self) -> None:
        raise NotImplementedError

    def _zone(self) -> tuple[int, ...]:
        raise NotImplementedError

    def _reveal(self, i: int) -> list[Event]:
        self.faces[i] = UP
        events: list[Event] = [Revealed(self.current_seat, cell_of(i), self.values[i])]
        events += self._triples_at(i)
        self.reveals_made += 1
        if self.reveals_made == 2 or DOWN not in (self.faces[j] for j in self._zone()):
            self._next_revealer()
        return events

    def _place(self, i: int) -> list[Event]:
        """G-10/G-11b: the card in hand into ``i``, face up; the card out onto the discard."""
        card, out = self.held, self.values[i]
        assert card is not None
        self.values[i], self.faces[i] = card, UP
        self.discard.append(out)
        self.held = self.held_source = None
        events: list[Event] = [Placed(self.active, cell_of(i), card, out)]
        return events + self._triples_at(i) + self._end_turn()

    def _discard_flip(self, i: int | None) -> list[Event]:
        """G-11a: the drawn card onto the discard, and a face-down card face up."""
        card = self.held
        assert card is not None
        self.discard.append(card)
        self.held = self.held_source = None
        events: list[Event] = [Discarded(self.active, card)]
        if i is not None:
            self.faces[i] = UP
            events.append(Flipped(self.active, cell_of(i), self.values[i]))
            events += self._triples_at(i)
        return events + self._end_turn()

    def _knock_place(self, i: int) -> list[Event]:
        """G-16 step 1: K puts X into ``i`` and takes Y into its hand; G-17: an area emptied
        by the triple check skips steps 2-4 and Y goes onto the discard pile."""
        knocker, card = self.knocker, self.held
        assert knocker is not None and card is not None
        out, public = self.values[i], self.faces[i] == UP
        self.values[i], self.faces[i] = card, UP
        self.held = self.held_source = None
        self.knock_hand, self.knock_hand_public = out, public
        events: list[Event] = [KnockPlaced(knocker, cell_of(i), card, out, public)]
        events += self._triples_at(i)
        if not any(self.faces[j] for j in self.board.areas[knocker]):
            self.discard.append(out)
            self.knock_hand = None
            events.append(Discarded(knocker, out))
            return events + self._end_turn()
        self.phase, self.current_seat = Phase.KNOCK_TAKE, self.active
        return events

    def _knock_take(self, i: int) -> list[Event]:
        """G-16 step 2: A takes Z out of K's area, leaving a hole; G-17: with no card left in
        A's area to swap with, Z goes onto the discard pile and step 4 follows."""
        knocker = self.knocker
        assert knocker is not None
        card = self.values[i]
        self.faces[i] = GAP
        self.hole, self.knock_card = i, card
        events: list[Event] = [KnockTaken(self.active, knocker, cell_of(i), card)]
        if not any(self.faces[j] for j in self.board.areas[self.active]):
            self.discard.append(card)
            self.knock_card = None
            events.append(Discarded(self.active, card))
            return events + self._fill_hole() + self._end_turn()
        self.phase = Phase.KNOCK_GIVE
        return events

    def _knock_give(self, i: int) -> list[Event]:
        """G-16 step 3: Z into ``i`` of A's area, W onto the discard; then step 4."""
        card, out = self.knock_card, self.values[i]
        assert card is not None
        self.values[i], self.faces[i] = card, UP
        self.discard.append(out)
        self.knock_card = None
        events: list[Event] = [Placed(self.active, cell_of(i), card, out)]
        events += self._triples_at(i)
        return events + self._fill_hole() + self._end_turn()

    def _fill_hole(self) -> list[Event]:
        """G-16 step 4: K puts Y face up into the hole; a triple check follows."""
        hole, card, knocker = self.hole, self.knock_hand, self.knocker
        assert hole is not None and card is not None and knocker is not None
        self.values[hole], self.faces[hole] = card, UP
        self.hole = self.knock_hand = None
        events: list[Event] = [HoleFilled(knocker, cell_of(hole), card)]
        return events + self._triples_at(hole)

    # -- triples --------------------------------------------------------------------------

    def _triples_at(self, i: int) -> list[Event]:
        """G-19..G-22 after a change at ``i``: every window through it, in every area."""
        hit = triples_through(self.values, self.faces, self.board.windows_of[i])
        return self._remove(hit)

    def _remove(self, hit: set[int]) -> list[Event]:
        """G-20/G-21: the union goes at once, out of the round; the cells become gaps."""
        if not hit:
            return []
        by_value: dict[int, list[int]] = {}
        for j in sorted(hit):
            by_value.setdefault(self.values[j], []).append(j)
            self.faces[j] = GAP
            self.removed.append(self.values[j])
        return [
            TripleRemoved(tuple(cell_of(j) for j in cells), value)
            for value, cells in sorted(by_value.items())
        ]

    def _final_reveal(self) -> list[Event]:
        """G-26: every face-down card face up, then one triple pass (AV-04: none)."""
        faces, values = self.faces, self.values
        downs = [i for i, face in enumerate(faces) if face == DOWN]
        for i in downs:
            faces[i] = UP
        events: list[Event] = [FinalReveal(tuple((cell_of(i), values[i]) for i in downs))]
        if not self.options.no_final_triples:
            events += self._remove(triples_through(values, faces, self.board.windows))
        return events
