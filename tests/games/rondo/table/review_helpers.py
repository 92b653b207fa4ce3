"""Constructed game reviews (known moves, known hands) and a recorder of what a screen draws,
for the review scene's tests."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from rondo_desktop.games.rondo.review import GameReview, Option, SeatSummary, TurnReview
from rondo_desktop.games.rondo.table.review_job import ReviewJob

# Each seat's hand is made of letters no holder and no word of the review uses, so a test can
# tell from the cards drawn whether a hand was shown.
HANDS = ("QQXYZ", "JJKKV")
HOLDER = "CAT"


def turn(index: int, seat: int, verdict: str = "good", hand: str | None = None) -> TurnReview:
    """Seat ``seat`` plays CATS for 6 while WORDS for 9 was there."""
    return TurnReview(
        index=index + 1,
        turn=index + 1,
        seat=seat,
        kind="play",
        holder=HOLDER,
        hand=hand or HANDS[seat % 2],
        played="CATS",
        word="CATS",
        exchanged=None,
        points=6,
        best="WORDS",
        best_word="WORDS",
        best_points=9,
        missed=3,
        loss=2.0,
        verdict=verdict,  # type: ignore[arg-type]
        options=(Option("WORDS", "WORDS", 9), Option("CATS", "CATS", 6)),
        scores=tuple(6 * (index // 2 + 1) if s <= seat else 6 * (index // 2) for s in (0, 1)),
        turn_missed=3,
    )


def constructed(moves: int = 8, *, over: bool = True, persons: Sequence[int] = (0,)) -> GameReview:
    """Two seats taking turns, ``moves`` plays in all."""
    turns = tuple(turn(k, k % 2, "slip" if k == 3 else "good") for k in range(moves))
    summaries = tuple(
        SeatSummary(
            seat, moves // 2, 3 * (moves // 2), tuple(t for t in turns if t.seat == seat)[:3], 0.75
        )
        for seat in (0, 1)
    )
    return GameReview(
        seats=2,
        names=("Ann", "Bo"),
        persons=tuple(persons),
        over=over,
        start=(0, HOLDER),
        turns=turns,
        summaries=summaries,
        best_word=Option("WORDS", "WORDS", 9),
        best_word_seat=1,
        final_scores=turns[-1].scores if over else None,
    )


def job_of(review: GameReview) -> ReviewJob:
    data = {"options": {"language": "en", "seats": 2, "seed": 1}}
    return ReviewJob.finished(review, data)


class Drawn:
    """Every line of text and every card face a screen draws while recording."""

    def __init__(self, ctx) -> None:  # type: ignore[no-untyped-def]
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.letters: list[str] = []
        blit, face = ctx.text.blit, ctx.cards.face

        def recording_blit(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            rect = blit(surface, text, *args, **kwargs)
            self.texts.append((text, rect))
            return rect

        def recording_face(look, height, theme):  # type: ignore[no-untyped-def]
            self.letters.append(look.letter)
            return face(look, height, theme)

        ctx.text.blit = recording_blit  # type: ignore[method-assign]
        ctx.cards.face = recording_face  # type: ignore[method-assign]

    def clear(self) -> None:
        self.texts.clear()
        self.letters.clear()

    def text(self) -> str:
        return " | ".join(text for text, _ in self.texts)
