"""The medium player's evaluator (rule book §11): what putting a card into a cell is worth.

A move's *gain* is the expected drop of my area total (face-down cells at the unseen mean)
plus what it does to the rivals whose areas it touches, each weighted by the style's rival
weight (a rival's total going up is good for me), plus triples:

- a triple it completes (G-19/G-20) counts by the cards it removes from every area;
- a triple it prepares (two equal face-up cards and a third cell that could still take one)
  counts a share of what completing it would remove (the pair and the third card), times the
  chance that the missing value turns up within a few draws (so it must still be unseen).

And the round's end (G-23/G-28): a move that turns the last face-down card of my area makes
me the closer, doubled unless lowest, so it is refused unless my expected score is lowest
by the margin after everyone else's final turn.

The hot path: for one cell, the gain of a card ``x`` is ``a - b * x`` plus an extra for the
few values that finish or pair with a face-up neighbour (:class:`Line`), all found in one
pass over the windows through the cell, so the deck's expectation costs a few
multiplications per value.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rondo_desktop.games.allegra.players.view import DOWN, GAP, LOW, UP, Belief, View, Window

NEVER = 1000.0  # a close that is likely doubled: chosen only when every move closes
CLOSE_NOW = 5.0  # an overdue round: what ending it is worth
FINAL_VARIANCE = 4.0  # how much a seat's final turn may vary from the expected gain


@dataclass(frozen=True)
class Style:
    """What a strength weighs (medium's defaults; hard tunes some)."""

    rival_weight: float = 1.0  # per rival whose area a move touches, 3+ seats
    rival_weight_two: float = 0.0  # the same at 2 seats (G-32)
    # Share ``rival_weight`` out among the rivals (1/(n-1) each): a card I share with one
    # neighbour then still gains against everyone else.
    shared_out: bool = False
    prep: float = 0.5  # share of a prepared triple's worth
    horizon: int = 4  # draws in which a missing value may turn up
    flip_bonus: float = 0.3  # turning a card up: information, a chance to replace it later
    margin: float = 2.0  # lowest by this much before closing
    caution: float = 1.0  # ... and by this many standard deviations of the others' hidden cards
    final_gain: float = 2.0  # what each other seat's final turn is expected to gain
    take_cost: float = 0.5  # the discard must beat the deck by this (drawing may show more)
    # Turning a rival's last face-down card makes that rival the closer (G-24), doubled unless
    # lowest (G-28): the share of that doubling a move counts as a gain (medium: none).
    trap: float = 0.0
    # Turning my last face-down card that only I can reach (my own columns 0-2) while some in
    # the shared columns stay face down lets a neighbour end the round on me (G-24): the share
    # of my score a move that does so counts against it, unless I am safely lowest.
    exposure: float = 0.0


@dataclass(frozen=True)
class Rules:
    """The variants and the moment that change what a bot must weigh."""

    own_grid_end: bool = False  # AV-05
    end_pending: bool = False  # a closer is known: only final turns remain
    # The round has gone on so long that waiting to be lowest may never end it (two seats
    # sharing their last face-down card can swap a card back and forth for ever): then close.
    impatient: bool = False


@dataclass
class Line:
    """A cell's gain for a card ``x``: ``a - b * x + extra.get(x, 0)``."""

    a: float
    b: float
    extra: dict[int, float] = field(default_factory=dict)

    def gain(self, x: int) -> float:
        return self.a - self.b * x + self.extra.get(x, 0.0)


class Judge:
    """Evaluates the moves of ``seat`` on one view; built once per decision."""

    def __init__(self, view: View, belief: Belief, seat: int, style: Style, rules: Rules) -> None:
        n = view.lay.n
        self.view, self.belief, self.seat, self.style, self.rules = view, belief, seat, style, rules
        self.hidden = belief.mean
        rival = style.rival_weight if n > 2 else style.rival_weight_two
        if style.shared_out and n > 2:
            rival /= n - 1
        self.weights = [1.0 if s == seat else -rival for s in range(n)]
        self.cell_weight = [sum(self.weights[s] for s in seats) for seats in view.lay.seats_of]
        self.prep = prep = 0.0 if rules.end_pending else style.prep
        size = max(1, belief.size)
        self.chance = [prep * (1.0 - (1.0 - c / size) ** style.horizon) for c in belief.counts]
        self.flip_bonus = 0.0 if rules.end_pending else style.flip_bonus
        self._lines: dict[int, Line] = {}
        self._windows: dict[Window, tuple[float, float]] = {}  # owners' weight, potential
        self._closable: set[int] | None = None
        self._exposing: int | None = None
        self._downs: list[int] | None = None
        self._totals: list[float] | None = None

    # -- placing a card ---------------------------------------------------------------

    def place(self, idx: int, x: int) -> float:
        """The gain of putting card ``x`` face up into ``idx`` (its card leaves the area)."""
        line = self._lines.get(idx) or self.line(idx)
        gain = line.a - line.b * x + line.extra.get(x, 0.0)
        closable = self._closable if self._closable is not None else self.closable()
        if closable and idx in closable:
            gain += self.closing(idx, x)
        return gain

    def best_place(self, cells: list[int], x: int) -> tuple[float, int]:
        """The best cell of ``cells`` for card ``x`` and its gain (the hot path: inlined)."""
        best, where = -1e18, cells[0]
        lines, closable = self._lines, self.closable()
        for idx in cells:
            line = lines.get(idx) or self.line(idx)
            gain = line.a - line.b * x
            if line.extra:
                gain += line.extra.get(x, 0.0)
            if closable and idx in closable:
                gain += self.closing(idx, x)
            if gain > best:
                best, where = gain, idx
        return best, where

    def line(self, idx: int) -> Line:
        line = self._lines.get(idx)
        if line is None:
            line = self._lines[idx] = self._build_line(idx)
        return line

    def _build_line(self, idx: int) -> Line:
        view, cw = self.view, self.cell_weight
        state, vals, hidden, chance = view.state, view.vals, self.hidden, self.chance
        own = cw[idx]
        face = state[idx]
        a = own * (vals[idx] if face == UP else hidden if face == DOWN else 0.0)
        b = own
        extra: dict[int, float] = {}
        completes: dict[int, set[int]] = {}
        windows = self._windows
        for window, o1, o2 in view.lay.partners[idx]:
            s1, s2 = state[o1], state[o2]
            if s1 == GAP or s2 == GAP:
                continue
            found = windows.get(window)
            if found is None:
                found = windows[window] = (self._owner_weight(window), self._potential(window))
            ow, potential = found
            if potential:
                a -= ow * potential
            v1, v2 = vals[o1], vals[o2]
            if s1 == UP and s2 == UP and v1 == v2:
                completes.setdefault(v1, set()).update((o1, o2))
                if v1 > 0:  # idx as the third card of a pair: linear in x
                    k = ow * chance[v1 - LOW]
                    a += k * 2 * v1
                    b -= k
                    extra[v1] = extra.get(v1, 0.0) - k * 3 * v1
                continue
            if s1 == UP and v1 > 0:  # x == v1 pairs with o1's card, o2 the third
                worth = 2 * v1 + (vals[o2] if s2 == UP else hidden)
                extra[v1] = extra.get(v1, 0.0) + ow * chance[v1 - LOW] * worth
            if s2 == UP and v2 > 0:
                worth = 2 * v2 + (vals[o1] if s1 == UP else hidden)
                extra[v2] = extra.get(v2, 0.0) + ow * chance[v2 - LOW] * worth
        for v, cells in completes.items():  # the triple goes, idx's new card with it
            removed = own * v + sum(cw[c] * vals[c] for c in cells)
            extra[v] = extra.get(v, 0.0) + removed
        return Line(a, b, extra)

    def _owner_weight(self, window: Window) -> float:
        return sum(self.weights[s] for s in self.view.lay.owners[window])

    def _potential(self, window: Window) -> float:
        """What ``window`` (no gap) is worth now as a prepared triple."""
        if not self.prep:
            return 0.0
        state, vals = self.view.state, self.view.vals
        cells = [c for c in window if state[c] == UP]
        if len(cells) < 2:
            return 0.0
        shown = [vals[c] for c in cells]
        if len(shown) == 2:
            pair, third = (shown[0], self.hidden) if shown[0] == shown[1] else (0, 0.0)
        else:
            a, b, c = shown
            if a == b != c:
                pair, third = a, c
            elif a == c != b:
                pair, third = a, b
            elif b == c != a:
                pair, third = b, a
            else:
                return 0.0
        if pair <= 0:  # removing cards worth nothing or less gains nothing
            return 0.0
        return self.chance[pair - LOW] * (2 * pair + third)

    # -- turning a card up --------------------------------------------------------------

    def flip(self, idx: int) -> float:
        """The expected gain of turning ``idx`` face up (G-11a): the triples it may finish or
        prepare, a bonus for learning a card, and the round's end."""
        line = self.line(idx)
        gain = line.a - line.b * self.hidden + self.flip_bonus
        for value, extra in line.extra.items():
            gain += self.belief.prob(value) * extra
        if idx in self.closable():
            gain += self.closing(idx, None)
        return gain

    # -- the round's end ----------------------------------------------------------------

    def downs(self) -> list[int]:
        if self._downs is None:
            view, own = self.view, self.rules.own_grid_end
            self._downs = [view.down_count(s, own) for s in range(view.lay.n)]
        return self._downs

    def totals(self) -> list[float]:
        """Each seat's expected round score now (face-down cells at the mean)."""
        if self._totals is None:
            view = self.view
            self._totals = [view.total(s, self.hidden) for s in range(view.lay.n)]
        return self._totals

    def closable(self) -> set[int]:
        """The face-down cells whose covering would leave some area without face-down
        cards (G-23), or expose mine (see ``Style.exposure``): none once the end is pending."""
        if self._closable is None:
            found: set[int] = set()
            if not self.rules.end_pending and self.style.exposure:
                self._exposing = self._last_private()
                if self._exposing is not None:
                    found.add(self._exposing)
            if not self.rules.end_pending:
                downs, state = self.downs(), self.view.state
                last = {s for s in range(self.view.lay.n) if downs[s] == 1}
                if last:
                    for idx, face in enumerate(state):
                        if face == DOWN and any(s in last for s in self.counted_in(idx)):
                            found.add(idx)
            self._closable = found
        return self._closable

    def _last_private(self) -> int | None:
        """My one face-down cell only I can reach, when shared ones are face down too."""
        view, me = self.view, self.seat
        private = [i for i in view.lay.own[me] if i % 4 != 3 and view.state[i] == DOWN]
        if len(private) != 1:
            return None
        shared = view.down_count(me) - 1
        return private[0] if shared > 0 else None

    def counted_in(self, idx: int) -> tuple[int, ...]:
        """The seats whose end trigger counts ``idx`` (AV-05: its owner only)."""
        if self.rules.own_grid_end:
            return (idx // 12,)
        return self.view.lay.seats_of[idx]

    def closer(self, idx: int) -> int:
        """G-24: me if my area is done, else the first such seat after me."""
        downs = self.downs()
        done = [s for s in self.counted_in(idx) if downs[s] == 1]
        n = self.view.lay.n
        return min(done, key=lambda s: (s - self.seat) % n)

    def estimates(self, idx: int, x: int | None) -> list[float]:
        """Each seat's expected round score once ``idx`` shows ``x`` (None: unknown)."""
        totals = list(self.totals())
        if x is not None:
            for s in self.view.lay.seats_of[idx]:
                totals[s] += x - self.hidden
        return totals

    def closing(self, idx: int, x: int | None) -> float:
        """Medium's rule: never close unless lowest by the margin (or unable to be doubled,
        a score of 0 or less)."""
        if idx == self._exposing and not any(self.downs()[s] == 1 for s in self.counted_in(idx)):
            if self.lowest_by_margin(self.seat, idx, x):
                return 0.0
            return -self.style.exposure * max(0.0, self.estimates(idx, x)[self.seat])
        closer = self.closer(idx)
        if closer != self.seat:
            return self.trap_gain(closer, idx, x) if self.style.trap else 0.0
        if self.rules.impatient:
            return CLOSE_NOW
        if self.lowest_by_margin(self.seat, idx, x):
            return 0.0
        return -NEVER - max(0.0, self.estimates(idx, x)[self.seat])

    def lowest_by_margin(self, closer: int, idx: int, x: int | None) -> bool:
        """Will ``closer``'s score after covering ``idx`` with ``x`` be safely the lowest (or
        0 or less, never doubled)? Each other seat's total is expected to drop by its final
        turn and may still surprise by its face-down cards: the margin grows by ``caution``
        standard deviations of what they hide."""
        totals = self.estimates(idx, x)
        mine = totals[closer]
        if mine <= 0:
            return True
        style, view = self.style, self.view
        spread = self.belief.variance()
        mine_spread = spread if x is None else 0.0  # a card turned up may be anything
        for s, total in enumerate(totals):
            if s == closer:
                continue
            hidden = view.down_count(s) - (idx in view.lay.areas[s])
            sigma = (hidden * spread + FINAL_VARIANCE + mine_spread) ** 0.5
            if mine + style.margin + style.caution * sigma >= total - style.final_gain:
                return False
        return True

    def trap_gain(self, closer: int, idx: int, x: int | None) -> float:
        """A rival made the closer: its score doubled when it will not be lowest after the
        others' final turns (by the margin), counted at the rival's weight."""
        if self.lowest_by_margin(closer, idx, x):
            return 0.0
        return -self.weights[closer] * self.style.trap * self.estimates(idx, x)[closer]
