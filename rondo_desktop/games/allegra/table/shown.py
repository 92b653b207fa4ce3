"""What Allegra's table shows at a moment: the game as the screen has it (lagging behind the
game while the dealer animates), the round summary, and the cards flying or turning.

A face-down card shows no value to anybody, its owner included (the engine's observation says
the same): the screen keeps ``None`` for it, so no value can leak through a painter.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.anim.flights import CardAnimator
from rondo_desktop.app.anim.sprites import Flyer
from rondo_desktop.games.allegra.table.geometry import COLS, ROWS, Cell

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.session import AllegraSession

# A cell on screen: None (a gap, or a card in flight), else (value or None face down, face up).
Slot = tuple[int | None, bool] | None


@dataclass
class RoundSummary:
    """The end of a round: each seat's score (doubling applied), who was doubled, the totals."""

    round_no: int
    closer: int | None
    scores: tuple[int, ...]
    doubled: tuple[bool, ...]
    totals: tuple[int, ...]
    final: bool  # the game is over


@dataclass
class AllegraShown:
    """The game as the screen currently shows it."""

    scores: list[int]  # per seat: its total over the rounds played (the host's ShownSeats)
    counts: list[int]  # per seat: face-down cards left in its grid
    current: int | None
    log_count: int
    grids: list[list[list[Slot]]]  # [seat][row][col]
    deck: int
    discard: list[int]  # face up, top last
    held: int | None = None  # the card in hand (drawn, taken, or a knock's Z)
    held_by: int | None = None
    held_from: str = ""  # "deck", "discard" or "knock"
    knockers: list[int] = field(default_factory=list)  # who knocked for the drawn card
    knock: tuple[int, int] | None = None  # (active seat, knocker) while an exchange runs
    knock_hand: tuple[int, int | None] | None = None  # (knocker, its card Y or None unseen)
    holes: set[Cell] = field(default_factory=set)  # G-16.2's hole, until step 4 fills it
    flash: tuple[tuple[Cell, ...], int] | None = None  # a triple about to leave
    round_no: int = 0
    closer: int | None = None
    round_scores: list[tuple[int, ...]] = field(default_factory=list)
    doubled: list[tuple[bool, ...]] = field(default_factory=list)
    removed: int = 0
    hand_open: bool = True

    def set_cell(self, cell: Cell, slot: Slot) -> None:
        owner, row, col = cell
        self.grids[owner][row][col] = slot
        self.counts[owner] = sum(
            1 for r in self.grids[owner] for s in r if s is not None and not s[1]
        )

    def slot(self, cell: Cell) -> Slot:
        owner, row, col = cell
        return self.grids[owner][row][col]


def area_shows(shown: AllegraShown, seat: int) -> int:
    """The face-up values in ``seat``'s area (G-05, its left neighbour's column 3 included):
    what it scores now if every face-down card there were a 0."""
    from rondo_desktop.games.allegra.engine import area_cells

    total = 0
    for owner, row, col in area_cells(seat, len(shown.grids)):
        slot = shown.grids[owner][row][col]
        if slot is not None and slot[1] and slot[0] is not None:
            total += slot[0]
    return total


def grids_of(game: Any, seats: int) -> list[list[list[Slot]]]:
    """Every grid as the engine has it, face-down values left out."""
    grids: list[list[list[Slot]]] = []
    for seat in range(seats):
        rows: list[list[Slot]] = []
        for row in range(ROWS):
            line: list[Slot] = []
            for col in range(COLS):
                held = game.cell((seat, row, col))
                if held is None:
                    line.append(None)
                else:
                    value, face_up = held
                    line.append((value if face_up else None, bool(face_up)))
            rows.append(line)
        grids.append(rows)
    return grids


def shown_of(session: AllegraSession) -> AllegraShown:
    """The screen showing exactly the game as it stands (as the screen's viewer may see it:
    a knocker's card taken back face down stays unseen)."""
    game = session.game
    seats = len(session.seats)
    grids = grids_of(game, seats)
    viewer = session.viewer if session.viewer is not None else -1
    seen = game.observation(viewer)
    held = game.held if game.held is not None else game.knock_card
    shown = AllegraShown(
        scores=list(game.totals),
        counts=[sum(1 for r in g for s in r if s is not None and not s[1]) for g in grids],
        current=None if game.is_over else game.current_seat,
        log_count=len(session.log),
        grids=grids,
        deck=game.deck_size,
        discard=list(game.discard),
        held=held,
        held_by=game.active if held is not None else None,
        held_from="knock" if game.knock_card is not None else (game.held_source or "deck"),
        knockers=list(game.knockers),
        round_no=game.round_no,
        closer=game.closer,
        round_scores=[tuple(s) for s in game.round_scores],
        doubled=[tuple(d) for d in game.doubled],
        removed=len(game.removed),
        hand_open=not session.hot_seat,
    )
    if game.knocker is not None:
        shown.knock = (game.active, game.knocker)
        if game.knock_hand is not None:
            shown.knock_hand = (game.knocker, seen.knock_hand)
        if seen.hole is not None:
            shown.holes = {seen.hole}
    return shown


@dataclass(eq=False)
class TurningFlyer(Flyer):
    """A card that flies face down and is turned up on the way (``turn`` 0 -> 1); ``value``
    is its face (None: it stays a back)."""

    value: int | None = None
    turn: float = 0.0
    fade: float = 1.0  # a card leaving the table fades out


def fly_card(
    animator: CardAnimator[Any],
    value: int | None,
    path: tuple[tuple[float, float], tuple[float, float]],
    heights: tuple[float, float],
    timing: tuple[float, float],
    arrive: Callable[[], None],
    *,
    turn: tuple[float, float] = (1.0, 1.0),
    fade: float = 1.0,
) -> None:
    """A card of ``value`` flying along ``path`` over ``timing`` = (duration, delay), turning
    from ``turn[0]`` to ``turn[1]`` (0: its back shows) and fading to ``fade``."""
    start, end = path
    flyer = TurningFlyer("", start[0], start[1], heights[0], value=value, turn=turn[0])
    finals = {"height": heights[1]}
    if turn[1] != turn[0]:
        finals["turn"] = turn[1]
    if fade != 1.0:
        finals["fade"] = fade
    animator.launch(flyer, end, timing[0], timing[1], arrive, **finals)
