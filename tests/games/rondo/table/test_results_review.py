"""The results screen's review summary (accuracy, points missed, the biggest misses, the best
word possible and who had it) and its Review button into the game review."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from rondo_desktop.games.rondo.review import review_game
from rondo_desktop.games.rondo.table.results import ResultsScene
from rondo_desktop.games.rondo.table.results_review import (
    best_possible_line,
    best_was_played,
    misses_line,
    summary_line,
)
from rondo_desktop.games.rondo.table.review_scene import ReviewScene

from .helpers import computers_only, person_vs_computers, play_greedily_until
from .review_helpers import Drawn, constructed


@pytest.fixture(scope="module")
def finished():
    session = person_vs_computers(None, seed=6)
    assert play_greedily_until(session, lambda s: False, 5000) is False
    assert session.is_over
    return session


def results(make_app, session):  # type: ignore[no-untyped-def]
    driver = make_app()
    scene = ResultsScene(driver.app.ctx, session)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    assert scene.job is not None and scene.job.wait(60)
    return driver, scene


def test_a_persons_game_opens_on_the_review_summary(make_app, finished) -> None:
    driver, scene = results(make_app, finished)
    assert scene.tab == "review"
    review = review_game(finished.to_dict())
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    text = drawn.text()
    for summary in review.summaries:
        name = finished.name(summary.seat)
        assert f"{name}:  {summary_line(driver.app.ctx, summary)}" in text
        assert f"{round(summary.accuracy * 100)} % good moves" in text
    assert review.best_word is not None and review.best_word_seat is not None
    best = finished.name(review.best_word_seat)
    assert f"Best word possible: {review.best_word.word} for {review.best_word.points}" in text
    said = "played it" if best_was_played(review) else "could play it"
    assert f"{best} {said}" in text


def test_the_review_button_steps_through_the_game_and_esc_returns(make_app, finished) -> None:
    driver, scene = results(make_app, finished)
    driver.click(driver.widget("review").rect.center)
    review = driver.top
    assert isinstance(review, ReviewScene) and review.job is scene.job  # not worked out again
    assert review.persons() == (0,) and review.seat_name(1) == "Ada"
    driver.key(pygame.K_END)
    assert review.index == review.step_count() - 1
    # The holder as it lay, covered cards included, its visible row the move's own.
    step = review.current()
    assert step is not None
    stacks = review.stacks_before(step.turn)
    assert "".join(stack[-1] for stack in stacks) == step.turn.holder
    assert any(len(stack) > 1 for stack in stacks)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is scene and scene.job.result is not None


def test_the_tab_switches_to_the_words_and_back(make_app, finished) -> None:
    driver, scene = results(make_app, finished)
    driver.click(driver.widget("tab").rect.center)
    assert scene.tab == "words"
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    assert "Words played" in drawn.text()
    driver.click(driver.widget("tab").rect.center)
    assert scene.tab == "review"


def test_a_game_of_computers_alone_opens_on_the_words_and_reviews_on_demand(make_app) -> None:
    session = computers_only(seed=5)
    for _ in range(3000):
        if session.is_over:
            break
        session.update(0.0)
    driver = make_app()
    scene = ResultsScene(driver.app.ctx, session)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    assert scene.tab == "words" and scene.job is None  # nothing worked out unasked
    driver.click(driver.widget("tab").rect.center)
    assert scene.job is not None


def test_the_biggest_misses_are_cut_to_what_fits_the_line(make_app) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    review = constructed(8)
    summary = review.summaries[0]
    full = misses_line(ctx, review, summary, lambda text: True)
    assert full.startswith("Biggest misses: CATS (WORDS +3)") and full.count("WORDS") == 3
    short = misses_line(ctx, review, summary, lambda text: text.count("WORDS") <= 1)
    assert short == "Biggest misses: CATS (WORDS +3)"


def test_a_miss_says_what_was_played_and_a_pass_or_exchange_by_its_name(make_app) -> None:
    driver = make_app(language="de")
    review = constructed(4)
    first, third = review.turns[0], review.turns[2]
    passed = replace(first, kind="pass", played="pass", word=None, points=0, turn_missed=9)
    exchange = replace(third, kind="exchange", played="exchange", word=None, points=-2)
    after = replace(third, index=third.index + 1, kind="pass", played="pass", word=None)
    turns = (passed, review.turns[1], exchange, after, *review.turns[3:])
    review = replace(review, turns=turns)
    summary = replace(review.summaries[0], biggest=(passed, after))
    line = misses_line(driver.app.ctx, review, summary, lambda text: True)
    assert line == "Größte Verluste: Passen (WORDS +9)  ·  Tausch (WORDS +3)"


def test_the_best_word_played_says_who_played_it(make_app) -> None:
    driver = make_app()
    review = constructed(4)
    played = replace(review.turns[1], points=9, played="WORDS", word="WORDS", missed=0)
    could = best_possible_line(driver.app.ctx, review, lambda seat: "Bo")
    assert could == "Best word possible: WORDS for 9 points — Bo could play it"
    review = replace(review, turns=(review.turns[0], played, *review.turns[2:]))
    line = best_possible_line(driver.app.ctx, review, lambda seat: "Bo")
    assert line == "Best word possible: WORDS for 9 points — Bo played it"


def test_the_summary_names_a_lone_you_in_todays_language(make_app, finished) -> None:
    driver = make_app(language="de")
    scene = ResultsScene(driver.app.ctx, finished)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    assert scene.job is not None and scene.job.wait(60)
    scene.names = lambda seat: "You" if seat == 0 else finished.name(seat)  # an English save
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    heads = [text for text, _ in drawn.texts if "% gute Züge" in text]
    assert heads and heads[0].startswith("Du:") and not any("You" in t for t in heads)


def test_the_same_word_laid_better_is_told_by_its_holder(make_app) -> None:
    # CATS played for 6 where -CATS (the same word, a delete card before it) was worth 9:
    # "CATS (-CATS +3)", not the puzzling "CATS (CATS +3)".
    driver = make_app()
    review = constructed(4)
    better = replace(review.turns[0], best="-CATS", best_word="CATS", best_points=9, turn_missed=3)
    review = replace(review, turns=(better, *review.turns[1:]))
    summary = replace(review.summaries[0], biggest=(better,))
    line = misses_line(driver.app.ctx, review, summary, lambda text: True)
    assert line == "Biggest misses: CATS (-CATS +3)"


def test_every_seat_gets_its_misses_line_in_german_at_1280x720(make_app, finished) -> None:
    # German's longer best-word line takes two lines; the seats' lines then get a slightly
    # smaller text rather than lose their biggest misses.
    driver = make_app(language="de")
    scene = ResultsScene(driver.app.ctx, finished)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    assert scene.job is not None and scene.job.wait(60)
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    lines = [text for text, _ in drawn.texts]
    heads = ("Größte Verluste", "Keine Punkte verschenkt")
    seats = len(review_game(finished.to_dict()).summaries)
    assert sum(line.startswith(heads) for line in lines) == seats
