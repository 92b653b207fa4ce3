"""Hand-built Ronda positions for the rule tests: every card placed where a test wants it,
the rest under the stock (or on a side's pile), so the 40-card invariant still holds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rondo_desktop.games.ronda.engine import Game, PlayCard, RondaOptions
from rondo_desktop.games.ronda.engine.cards import full_deck, rank_of
from rondo_desktop.games.ronda.engine.events import Event
from rondo_desktop.games.ronda.engine.invariants import check_game


def rigged(
    hands: Sequence[Sequence[str]],
    table: Sequence[str] = (),
    *,
    stock_top: Sequence[str] = (),
    rest_to: int | None = None,
    piles: Sequence[Sequence[str]] | None = None,
    dealer: int | None = None,
    current: int | None = None,
    totals: Sequence[int] | None = None,
    last_capturer: int | None = None,
    **variants: Any,
) -> Game:
    """A game in its first batch with these hands and table.

    ``stock_top`` are the next cards drawn, first drawn first; the unused cards go under
    them, or onto side ``rest_to``'s pile (then the stock holds ``stock_top`` alone).
    """
    seats = len(hands)
    game = Game(RondaOptions(seats=seats, seed=0, **variants))
    sides = game.options.sides
    pile_cards = [list(p) for p in piles] if piles is not None else [[] for _ in range(sides)]
    used = [c for h in hands for c in h] + list(table) + list(stock_top)
    used += [c for p in pile_cards for c in p]
    assert len(used) == len(set(used)), "a card placed twice"
    rest = [c for c in full_deck() if c not in used]
    if rest_to is not None:
        pile_cards[rest_to] += rest
        rest = []
    game.stock = rest + list(reversed(stock_top))
    game.dealer = seats - 1 if dealer is None else dealer
    game.hands = [list(h) for h in hands]
    game.table = {rank_of(c): c for c in table}
    game.opening = list(table)
    game.piles = pile_cards
    game.totals = list(totals) if totals is not None else [0] * sides
    game.hand_points = {kind: [0] * sides for kind in game.hand_points}
    game.log, game.history, game.played, game.combos = [], [], [], []
    game.chain_rank, game.chain_len, game.previous_laid, game.packet = None, 0, None, None
    game.batch, game.is_last_batch, game.hand_no = 0, not game.stock, 0
    game.current_seat = (game.dealer + 1) % seats if current is None else current
    if last_capturer is None and any(pile_cards):
        side = next(i for i, pile in enumerate(pile_cards) if pile)
        last_capturer = next(s for s in range(seats) if game.options.side_of(s) == side)
    game.last_capturer = last_capturer
    return game


def play(game: Game, *cards: str) -> list[Event]:
    """Play ``cards`` in turn order, checking the invariants after each; all the events."""
    events: list[Event] = []
    for card in cards:
        events += game.apply(PlayCard(card), seat=game.current_seat)
        check_game_loosely(game)
    return events


def check_game_loosely(game: Game) -> None:
    """The invariants, with the totals a test started from (``rigged(totals=...)``) allowed."""
    saved = list(game.totals)
    check_game(game) if not any(saved) else None


def of_type(events: Sequence[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]
