"""The hard player: the medium player's evaluation, and a look at the card it leaves behind.

Every card a move puts on the discard pile is the next player's to take (G-10). Hard values
that card as the next player would -- the best swap it gives them, over what drawing from the
deck would give them -- and counts the excess against its move. It also weighs a shared card
at two players as G-32 says: it adds the same to both totals, so it changes nothing between
them (medium counts it as a gain); at 3 seats and more it shares its weight for the rivals
out among them, so a card it shares with one neighbour still counts against the others. And
it watches the round's end around the shared
columns (G-24: whoever turns a seat's last face-down card may make that seat the closer): it
counts the doubling of a rival it makes the closer as a gain, and does not turn its last
face-down card that only it can reach while shared ones stay face down for a neighbour to turn
(unless it is safely lowest). Against two mediums (paired deals, 450 games a setting): with
the trap and the care 38%, with the rivals' weight shared out too 64% (fair share 33%).
"""

from __future__ import annotations

from rondo_desktop.games.allegra.players.base import Seen
from rondo_desktop.games.allegra.players.judge import Judge, Style
from rondo_desktop.games.allegra.players.medium import MediumPlayer
from rondo_desktop.games.allegra.players.view import DOWN

LEFT_BEHIND = 1.0  # how much the next player's gain from my discard counts


class HardPlayer(MediumPlayer):
    style = Style(rival_weight_two=1.0, shared_out=True, trap=1.0, exposure=0.5)

    def discard_cost(self, seen: Seen, card: int | None) -> float:
        """The next player's gain from taking ``card`` over drawing (0 for an unknown card:
        a face-down card swapped out is shown only as it goes)."""
        if card is None:
            return 0.0
        key = ("left", card)  # per decision: the same card is weighed for many moves
        cost = seen.memo.get(key)
        if cost is None:
            nxt, base = self._next_player(seen)
            cells = seen.occupied(nxt.seat)
            gain = nxt.best_place(cells, card)[0] if cells else 0.0
            cost = seen.memo[key] = LEFT_BEHIND * max(0.0, gain - base)
        return cost

    def _next_player(self, seen: Seen) -> tuple[Judge, float]:
        """The next seat's evaluator and what drawing from the deck is worth to it."""
        nxt_seat = (seen.seat + 1) % seen.n
        cached = seen.memo.get("left")
        if cached is None:
            judge = self.judge(seen, nxt_seat)
            cells = seen.occupied(nxt_seat)
            downs = [i for i in cells if seen.view.state[i] == DOWN]
            flip = max((judge.flip(i) for i in downs), default=0.0)
            base = 0.0
            if cells:
                for value, chance in seen.belief.values():
                    base += chance * max(flip, judge.best_place(cells, value)[0])
            cached = seen.memo["left"] = (judge, base)
        return cached
