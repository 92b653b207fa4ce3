"""Rondo's game review: every move after the start judged against the best one.

Pure analysis (no pygame, no app): :func:`review_game` replays a save and judges each move,
:func:`judge_move` judges one (coaching while playing). The figures come from the engine (the
word finder's top plays, the plays' scores) and the Hard player's equity, which the Expert is
built on; see :mod:`.model` for what ``points``, ``missed``, ``loss`` and ``verdict`` mean, and
:mod:`.judge` for what a move is measured against.
"""

from rondo_desktop.games.rondo.review.game import judge_for, judge_move, review_game, seat_names
from rondo_desktop.games.rondo.review.judge import Judge
from rondo_desktop.games.rondo.review.model import (
    VERDICT_GOOD,
    VERDICT_SLIP,
    VERDICTS,
    GameReview,
    Option,
    SeatSummary,
    TurnReview,
    Verdict,
    verdict_of,
)

__all__ = [
    "VERDICTS",
    "VERDICT_GOOD",
    "VERDICT_SLIP",
    "GameReview",
    "Judge",
    "Option",
    "SeatSummary",
    "TurnReview",
    "Verdict",
    "judge_for",
    "judge_move",
    "review_game",
    "seat_names",
    "verdict_of",
]
