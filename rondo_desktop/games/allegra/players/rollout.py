"""The expert's imagined rounds: the rest of a round played out fast by a greedy policy.

A :class:`World` is one determinization of a view: every face-down cell has a value and the
deck an order, both drawn from the unseen multiset. Its rules are the engine's for a normal
turn (G-10..G-13), triples (G-19..G-22), the round's end and final turns (G-23..G-26) and
scoring with doubling (G-27/G-28); knocks are left out (each would be a small exchange
between two rivals, rare next to the turns).

The policy sees what a seat would see: a face-down cell is worth the unseen mean, never its
imagined value. A seat takes the discard when it finishes a triple or beats its worst card
by ``TAKE_GAIN``; else it draws and places the card where it finishes a triple or beats its
worst card by ``PLACE_GAIN``, else discards it and turns a card up. Like the medium player it
will not turn its last card unless lowest by ``CLOSE_MARGIN``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rondo_desktop.games.allegra.engine.cards import DECK_COUNTS
from rondo_desktop.games.allegra.players.view import DOWN, GAP, LOW, UP, Layout, View, Window

TAKE_GAIN = 3.0
PLACE_GAIN = 1.0
CLOSE_MARGIN = 2.0
FINAL_GAIN = 2.0


@dataclass(frozen=True)
class Table:
    """What stays fixed over a rollout: the layout, variants and the windows of each area."""

    lay: Layout
    mean: float
    own_grid_end: bool = False
    no_final_triples: bool = False
    strict_doubling: bool = False

    def area_windows(self, seat: int) -> tuple[Window, ...]:
        return tuple(w for w, owners in self.lay.owners.items() if seat in owners)


class World:
    """One imagined round in progress (the seat to move is ``active``)."""

    def __init__(
        self,
        table: Table,
        view: View,
        deck: list[int],
        discard: list[int],
        rng: random.Random,
        windows: tuple[tuple[Window, ...], ...],
    ) -> None:
        self.table, self.view, self.deck, self.discard, self.rng = table, view, deck, discard, rng
        self.windows = windows
        n = table.lay.n
        self.downs = [view.down_count(s, table.own_grid_end) for s in range(n)]
        # per seat, how many face-up cards of each value its area shows (a triple needs two)
        self.ups = [[0] * len(DECK_COUNTS) for _ in range(n)]
        for seat, area in enumerate(table.lay.areas):
            for idx in area:
                if view.state[idx] == UP:
                    self.ups[seat][view.vals[idx] - LOW] += 1
        self.closer: int | None = None
        self.pending: list[int] = []  # seats still to take their final turn
        self.over = False

    # -- one move -----------------------------------------------------------------------

    def put(self, idx: int, value: int) -> None:
        """A card goes face up into ``idx`` (a swap, a flip, a hole filled): triples, and
        the count of face-down cells that ends the round."""
        view, seats_of, ups = self.view, self.table.lay.seats_of, self.ups
        if view.state[idx] != GAP:
            self.lift(idx)
        removed = view.put(idx, value)
        for s in seats_of[idx]:
            ups[s][value - LOW] += 1
        for cell in removed:
            for s in seats_of[cell]:
                ups[s][view.vals[cell] - LOW] -= 1

    def lift(self, idx: int) -> int:
        """Take the card out of ``idx``, leaving a gap (G-16 step 2's hole); its value."""
        view = self.view
        if view.state[idx] == DOWN:
            for s in self.counted_in(idx):
                self.downs[s] -= 1
        elif view.state[idx] == UP:
            for s in self.table.lay.seats_of[idx]:
                self.ups[s][view.vals[idx] - LOW] -= 1
        view.state[idx] = GAP
        return view.vals[idx]

    def counted_in(self, idx: int) -> tuple[int, ...]:
        return (idx // 12,) if self.table.own_grid_end else self.table.lay.seats_of[idx]

    def swap(self, idx: int, card: int) -> None:
        """G-10/G-11b: ``card`` into ``idx``; the card there goes face up to the discard."""
        self.discard.append(self.view.vals[idx])
        self.put(idx, card)

    def flip(self, idx: int) -> None:
        self.put(idx, self.view.vals[idx])

    def draw(self) -> int | None:
        """G-13: the deck's top, the discard pile (but its top) shuffled in when it is empty."""
        if not self.deck:
            if len(self.discard) < 2:
                return None
            top = self.discard.pop()
            self.deck, self.discard = self.discard, [top]
            self.rng.shuffle(self.deck)
        return self.deck.pop()

    # -- the greedy policy ----------------------------------------------------------------

    def turn(self, seat: int) -> None:
        """One whole turn of ``seat`` by the greedy policy."""
        worst, worst_value = self._worst(seat)
        if worst < 0:
            return  # an empty area: nothing to swap, nothing to turn
        if self.discard:
            top = self.discard[-1]
            cell = self._triple_cell(seat, top)
            if cell is None and worst_value - top >= TAKE_GAIN:
                cell = worst
            if cell is not None and self._may_cover(seat, cell):
                self.discard.pop()
                self.swap(cell, top)
                return
        card = self.draw()
        if card is None:
            self.over = True  # G-13: no card anywhere, the round ends at once
            return
        cell = self._triple_cell(seat, card)
        if cell is None and worst_value - card >= PLACE_GAIN:
            cell = worst
        if cell is not None and self._may_cover(seat, cell):
            self.swap(cell, card)
            return
        self.discard.append(card)
        down = self._down_cell(seat)
        if down is not None:
            self.flip(down)

    def _worst(self, seat: int) -> tuple[int, float]:
        """The area's highest card as the seat sees it (face down: the mean)."""
        state, vals, mean = self.view.state, self.view.vals, self.table.mean
        best, best_value = -1, -1e9
        for idx in self.table.lay.areas[seat]:
            s = state[idx]
            if s == UP:
                value: float = vals[idx]
            elif s == DOWN:
                value = mean
            else:
                continue
            if value > best_value:
                best, best_value = idx, value
        return best, best_value

    def _triple_cell(self, seat: int, card: int) -> int | None:
        """A cell where ``card`` finishes a triple of the seat's area (a positive card)."""
        if card <= 0 or self.ups[seat][card - LOW] < 2:
            return None
        state, vals = self.view.state, self.view.vals
        for window in self.windows[seat]:
            hole = -1
            for idx in window:
                if state[idx] == UP and vals[idx] == card:
                    continue
                if hole >= 0 or state[idx] == GAP:
                    break
                hole = idx
            else:
                if hole >= 0:
                    return hole
        return None

    def _down_cell(self, seat: int) -> int | None:
        """The face-down cell to turn: the seat's own grid first, unless that closes."""
        state = self.view.state
        downs = [idx for idx in self.table.lay.areas[seat] if state[idx] == DOWN]
        if not downs:
            return None
        safe = [idx for idx in downs if self._may_cover(seat, idx)]
        return (safe or downs)[0]

    def _may_cover(self, seat: int, idx: int) -> bool:
        """False when covering ``idx`` would make ``seat`` the closer while not lowest."""
        if self.closer is not None or self.view.state[idx] != DOWN:
            return True
        if self.downs[seat] != 1 or seat not in self.counted_in(idx):
            return True
        mean = self.table.mean
        mine = self.view.total(seat, mean)
        n = self.table.lay.n
        others = min(self.view.total(s, mean) for s in range(n) if s != seat) - FINAL_GAIN
        return mine <= 0 or mine + CLOSE_MARGIN < others

    # -- the rest of the round ------------------------------------------------------------

    def after_turn(self, active: int) -> None:
        """G-23..G-25: the round-end trigger after ``active``'s turn."""
        if self.closer is not None or self.over:
            return
        n = self.table.lay.n
        done = [s for s in range(n) if self.downs[s] == 0]
        if not done:
            return
        closer = min(done, key=lambda s: (s - active) % n)
        self.closer = closer
        order = [(active + k) % n for k in range(1, n + 1)]
        self.pending = [s for s in order if s != closer]

    def play_out(self, first: int, max_turns: int) -> None:
        """Play turns from ``first`` until the round ends or ``max_turns`` have passed."""
        n = self.table.lay.n
        seat = first
        if self.closer is not None:
            while self.pending and not self.over and max_turns > 0:
                self.turn(self.pending.pop(0))
                max_turns -= 1
            return
        for _ in range(max_turns):
            self.turn(seat)
            self.after_turn(seat)
            if self.over:
                return
            if self.closer is not None:
                self.play_out(seat, max_turns)
                return
            seat = (seat + 1) % n

    def finished(self) -> bool:
        return self.over or (self.closer is not None and not self.pending)

    def scores(self) -> list[float]:
        """G-26..G-28 once the round is over (else every card as the world has it)."""
        view = self.view
        if self.finished():
            for idx, s in enumerate(view.state):
                if s == DOWN:
                    view.state[idx] = UP
            if not self.table.no_final_triples:
                self._final_triples()
        n = self.table.lay.n
        totals = [
            float(sum(view.vals[i] for i in view.lay.areas[s] if view.state[i] != GAP))
            for s in range(n)
        ]
        if self.finished() and self.closer is not None:
            closer = self.closer
            lowest = min(totals)
            others_low = min(t for s, t in enumerate(totals) if s != closer)
            mine = totals[closer]
            doubled = mine > lowest or (self.table.strict_doubling and mine >= others_low)
            if doubled and mine > 0:
                totals[closer] = 2 * mine
        return totals

    def _final_triples(self) -> None:
        view = self.view
        removed: set[int] = set()
        for window in view.lay.owners:
            a, b, c = window
            face_up = view.state[a] == UP == view.state[b] == view.state[c]
            if face_up and view.vals[a] == view.vals[b] == view.vals[c]:
                removed.update(window)
        for idx in removed:
            view.state[idx] = GAP
