"""What the review shows of a turn, decided apart from the drawing, so tests read it without a
display: whose hand may be shown (the no-peeking rule), the scores along the chart, and the
words of a move and its verdict.

The no-peeking rule: once the game is over every hand is shown. While it is still being
played a hand is shown only when its seat is the one person at this screen: with friends
sharing the screen, the review must not show one of them the other's cards, and with a
computer opponent its cards stay hidden too. The best plays tell the hand as surely as the
cards do, so they (and how much was missed) are hidden with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.app.seat_names import default_name

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.theme import Colour, Theme
    from rondo_desktop.games.rondo.review import GameReview, TurnReview

# Okabe-Ito hues, darkened on the paper panels so the words stay readable.
VERDICT_HUES: dict[str, Colour] = {
    "best": (0, 158, 115),
    "good": (0, 114, 178),
    "slip": (230, 159, 0),
    "blunder": (213, 94, 0),
}


def seat_label(
    ctx: AppContext,
    names: Sequence[str],
    persons: Sequence[int],
    seat: int,
    kinds: Sequence[str] = (),
) -> str:
    """How the review names ``seat`` today: a lone person saved as "You" in any language is
    "You" in the player's language now; a seat saved with its default name is named as the
    table names it ("Computer 1"), in today's language, when the save says who sat where
    (``kinds``), else "Player N"."""
    name = names[seat] if 0 <= seat < len(names) else ""
    if not name and 0 <= seat < len(kinds):
        return default_name(kinds, seat, ctx.t)
    if not name:
        return ctx.t("review.seat", number=seat + 1)
    if tuple(persons) == (seat,) and name in _you_names():
        return ctx.t("table.you")
    return name


def _you_names() -> set[str]:
    return {catalog["table.you"] for catalog in CATALOGS.values() if "table.you" in catalog}


@dataclass(frozen=True)
class TurnShown:
    """One step of the review as the screen may show it."""

    turn: TurnReview
    hand: str | None  # the seat's hand before the move (notation); None: hidden
    judged: bool  # the best plays, the points missed and the verdict may be shown


def hand_visible(over: bool, persons: Sequence[int], seat: int) -> bool:
    """Whether ``seat``'s hand may be shown: after the game, or when it is the only person
    at this screen."""
    return over or tuple(persons) == (seat,)


def shown(review: GameReview, index: int, persons: Sequence[int]) -> TurnShown:
    """The review's step ``index`` as the screen may show it to ``persons``."""
    turn = review.turns[index]
    visible = hand_visible(review.over, persons, turn.seat)
    return TurnShown(turn, turn.hand if visible else None, visible)


def score_history(review: GameReview) -> list[tuple[int, ...]]:
    """The scores before the first reviewed move and after every move: the chart's points."""
    if not review.turns:
        return []
    first = review.turns[0]
    before = list(first.scores)
    before[first.seat] -= first.points
    return [tuple(before), *(turn.scores for turn in review.turns)]


def step_at(history_points: int, left: int, width: int, x: int) -> int:
    """The review step of a click at ``x`` on a chart whose ``history_points`` points run
    from ``left`` over ``width`` pixels: the move that ends at the nearest point."""
    steps = history_points - 1
    if steps <= 0 or width <= 0:
        return 0
    point = round((x - left) * steps / width)
    return max(0, min(steps - 1, point - 1))


def verdict_colour(theme: Theme, verdict: str) -> Colour:
    hue = VERDICT_HUES.get(verdict, theme.ink_muted)
    return lerp_colour(hue, theme.ink, 0.25)


def move_key(turn: TurnReview, you: bool = False) -> str:
    """The catalog line naming what was done: played a word, exchanged, passed; in the
    second person (key + "_you", "You played ...") when the seat is the viewer's own."""
    key = {"play": "review.played", "exchange": "review.exchanged", "pass": "review.passed"}[
        turn.kind
    ]
    return f"{key}_you" if you else key


def move_params(turn: TurnReview) -> dict[str, object]:
    """The values of :func:`move_key`'s line; only an exchange's has a count, as the plural
    follows ``count`` before ``points`` (French takes 0 as singular)."""
    if turn.kind == "exchange":
        return {"count": len(turn.exchanged or ""), "cost": -turn.points}
    return {"word": turn.word or "", "points": turn.points}
