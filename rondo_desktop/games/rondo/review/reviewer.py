"""Rondo's ``GameSpec.review``: the review of a save, and ``rondo-desktop review``'s output.

The lines are the command line's, in English like the other headless tools' (``solve``,
``trace``); the screens say the same in the player's language from the game's catalogs.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

from rondo_desktop.games.rondo.review.game import review_game
from rondo_desktop.games.rondo.review.model import GameReview, SeatSummary, TurnReview
from rondo_desktop.games.rondo.toolboxes import Toolboxes
from rondo_desktop.games.spec import Progress


class RondoReviewer:
    """Reviews Rondo saves on the process's toolboxes (loaded when a review first needs one)."""

    def __init__(self, boxes: Toolboxes) -> None:
        self.boxes = boxes

    def review(self, data: Mapping[str, Any], progress: Progress | None = None) -> GameReview:
        return review_game(data, progress, self.boxes)

    def to_json(self, review: Any) -> list[dict[str, Any]]:
        return [turn.to_json() for turn in _checked(review).turns]

    def to_lines(self, review: Any) -> list[str]:
        review = _checked(review)
        names = tuple(printable(name) for name in review.names)
        lines = [move_line(turn, names) for turn in review.turns]
        lines.append("")
        lines.extend(summary_line(s, names) for s in review.summaries)
        if review.best_word is not None and review.best_word_seat is not None:
            best = review.best_word
            seat = review.best_word_seat
            # The holder only where it shows more than the word (delete cards, a joker).
            holder = f" ({best.holder})" if best.holder != best.word else ""
            lines.append(
                f"Best word possible: {best.word}{holder} for {best.points} points "
                f"({names[seat]}, seat {seat})"
            )
        if review.final_scores is not None:
            finals = ", ".join(
                f"{name} {score}" for name, score in zip(names, review.final_scores, strict=True)
            )
            lines.append(f"Final scores: {finals}")
        return lines


def printable(name: str) -> str:
    """A player's name as one printable run: a name typed with a line break or a terminal
    escape must not forge lines of the review or reach the terminal as a command."""
    return "".join("?" if unicodedata.category(c).startswith("C") else c for c in name)


def _checked(review: Any) -> GameReview:
    if not isinstance(review, GameReview):
        raise TypeError(f"not a Rondo review: {type(review).__name__}")
    return review


def move_line(turn: TurnReview, names: tuple[str, ...]) -> str:
    """One move: turn, seat, holder and hand before it, what was played, the best play, the
    points missed and the verdict, e.g.
    ``turn 3  Anna (seat 0)  KAM  hand EUBDSPA: PUMA 17; best BADS 18, missed 1 -- best``."""
    if turn.kind == "play":
        played = f"{turn.played} {turn.points}"
    elif turn.kind == "exchange":
        played = f"exchange {turn.exchanged} {turn.points}"
    else:
        played = "pass 0"
    best = f"best {turn.best} {turn.best_points}" if turn.best is not None else "no play"
    lost = f" (equity -{turn.loss:.1f})" if round(turn.loss, 1) > 0 else ""
    # After an exchange the turn's miss (the summaries' figure) differs from the move's.
    whole = f" (the turn missed {turn.turn_missed})" if turn.turn_missed != turn.missed else ""
    if turn.kind == "exchange":
        whole = ""
    return (
        f"turn {turn.turn:>2}  {names[turn.seat]} (seat {turn.seat})  {turn.holder}  "
        f"hand {turn.hand}: {played}; {best}, missed {turn.missed}{whole} -- "
        f"{turn.verdict}{lost}"
    )


def summary_line(summary: SeatSummary, names: tuple[str, ...]) -> str:
    """One seat: moves judged, points missed, accuracy and the three biggest misses."""
    biggest = ", ".join(f"turn {t.turn} ({t.turn_missed})" for t in summary.biggest) or "none"
    return (
        f"{names[summary.seat]} (seat {summary.seat}): {summary.turns} "
        f"{'move' if summary.turns == 1 else 'moves'}, "
        f"missed {summary.missed} points, accuracy {round(100 * summary.accuracy)}%, "
        f"biggest misses: {biggest}"
    )
