"""What Ronda's table shows at a moment: the game as the screen has it (lagging behind the
game while the dealer animates), and the end-of-hand summary."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.anim.flights import CardAnimator
from rondo_desktop.app.anim.sprites import Flyer
from rondo_desktop.games.ronda.engine.cards import sorted_cards
from rondo_desktop.games.ronda.engine.game import KINDS

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.table.session import RondaSession


@dataclass
class HandSummary:
    """The end of a hand: points by kind per side, the cards each side took, the totals."""

    hand: int
    points: dict[str, tuple[int, ...]]
    piles: tuple[int, ...]
    totals: tuple[int, ...]
    taken: tuple[tuple[str, ...], ...]  # each side's pile, sorted
    final: bool  # the match is over


@dataclass
class RondaShown:
    """The game as the screen currently shows it."""

    scores: list[int]  # per seat: its side's total
    counts: list[int]  # cards in each hand
    current: int | None
    log_count: int
    hand: list[str]  # the bottom seat's cards, as shown
    table: list[str]  # the table's cards that have landed
    piles: list[int]  # per side
    stock: int
    last_capturer: int | None
    last_batch: bool
    totals: list[int]  # per side
    hand_points: dict[str, list[int]]
    hand_no: int
    dealer: int
    landing: str | None = None  # the played card lying on its rank's place, about to capture
    pile_cards: list[list[str]] = field(default_factory=list)  # per side, this hand
    hand_open: bool = True


def shown_of(session: RondaSession, bottom: int) -> RondaShown:
    """The screen showing exactly the game as it stands."""
    game = session.game
    sides = game.options.sides
    return RondaShown(
        scores=[game.totals[game.side_of(s)] for s in range(game.options.seats)],
        counts=[len(hand) for hand in game.hands],
        current=None if game.is_over else game.current_seat,
        log_count=len(session.log),
        hand=list(sorted_cards(game.hands[bottom])),
        table=list(sorted_cards(list(game.table.values()))),
        piles=[len(pile) for pile in game.piles],
        stock=len(game.stock),
        last_capturer=game.last_capturer,
        last_batch=game.is_last_batch,
        totals=list(game.totals),
        hand_points={k: list(game.hand_points.get(k, [0] * sides)) for k in KINDS},
        hand_no=game.hand_no,
        dealer=game.dealer,
        pile_cards=[list(pile) for pile in game.piles],
        hand_open=not session.hot_seat,
    )


@dataclass(eq=False)
class TurningFlyer(Flyer):
    """A card that flies face down and is turned up on the way (``turn`` 0 -> 1)."""

    face: str = ""
    turn: float = 0.0


TURN_FLIGHT = 0.5  # seconds at speed 1: an opening table card's flight, turned up on the way


def fly_turning(
    animator: CardAnimator[Any],
    card: str,
    path: tuple[tuple[float, float], tuple[float, float]],
    height: float,
    delay: float,
    arrive: Callable[[], None],
) -> None:
    """Like the animator's ``fly``, the card turning face up in flight."""
    (start, end) = path
    flyer = TurningFlyer("", start[0], start[1], height, face=card)
    animator.launch(flyer, end, TURN_FLIGHT, delay, arrive, turn=1.0)
