"""The words of a move in the review: the viewer's own move in the second person ("You
played ...", "لعبتَ ..."), another seat's in the third; Arabic names the points with "بـ"."""

from __future__ import annotations

from dataclasses import replace

from rondo_desktop.app.rtl import without_controls

from .review_helpers import Drawn, constructed
from .test_review_scene import open_review


def drawn_lines(make_app, language: str, index: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The lines the review draws on step ``index`` of a game "You" (seat 0) played alone."""
    driver = make_app(language=language)
    scene = open_review(driver, replace(constructed(4), names=("You", "Bo")))
    scene.go(index)
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    return [without_controls(text) for text, _ in drawn.texts]


def test_your_own_move_is_told_in_the_second_person(make_app) -> None:
    assert "You played CATS for 6 points" in drawn_lines(make_app, "en", 0)
    assert "Played CATS for 6 points" in drawn_lines(make_app, "en", 1)  # Bo's
    assert "لعبتَ CATS بـ6 نقاط" in drawn_lines(make_app, "ar", 0)
    assert "لعب CATS بـ6 نقاط" in drawn_lines(make_app, "ar", 1)


def test_a_best_move_short_of_the_top_score_does_not_call_another_the_best(make_app) -> None:
    # Under the green "أفضل حركة" (the best move, all told) the line compares the move with
    # the top-scoring word, not with "the best move".
    review = constructed(4)
    first = review.turns[0]
    kept = replace(first, missed=1, best_points=first.points + 1, loss=0.0, verdict="best")
    driver = make_app(language="ar")
    open_review(driver, replace(review, turns=(kept, *review.turns[1:])))
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    text = " ".join(without_controls(text) for text, _ in drawn.texts)
    assert "أقل بنقطة واحدة من الكلمة الأعلى نقاطًا" in text
    assert "أقل من أفضل حركة" not in text
