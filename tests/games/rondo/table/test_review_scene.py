"""The game review scene: stepping by keys, the slider and the score chart, Esc back, the
progress bar, and the no-peeking rule (what the scene chooses to show, and what it draws)."""

from __future__ import annotations

import threading
from dataclasses import replace

import pygame
import pytest

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.scenes.score_chart import chart_plot
from rondo_desktop.games.rondo.table.review_job import ReviewJob
from rondo_desktop.games.rondo.table.review_scene import ReviewScene
from rondo_desktop.games.rondo.table.review_view import hand_visible, score_history, step_at
from rondo_desktop.games.rondo.table.session import GameSession
from rondo_desktop.games.rondo.ui import RondoUI
from rondo_desktop.games.spec import SaveRefused

from .helpers import at_the_table, greedy_session, play_greedily_until
from .review_helpers import HANDS, Drawn, constructed, job_of


def open_review(driver, review, **kwargs) -> ReviewScene:  # type: ignore[no-untyped-def]
    below = driver.top
    scene = ReviewScene(driver.app.ctx, job_of(review), **kwargs)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    assert driver.top is scene and below is not scene
    return scene


def test_the_arrows_home_end_and_pages_step_through_the_moves(make_app) -> None:
    driver = make_app()
    scene = open_review(driver, constructed(12))
    assert scene.index == 0
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    assert scene.index == 2
    driver.key(pygame.K_LEFT)
    assert scene.index == 1
    driver.key(pygame.K_END)
    assert scene.index == 11
    driver.key(pygame.K_RIGHT)  # no further than the last move
    assert scene.index == 11
    driver.key(pygame.K_PAGEUP)
    assert scene.index == 6
    driver.key(pygame.K_HOME)
    assert scene.index == 0
    driver.key(pygame.K_LEFT)
    assert scene.index == 0
    shown = scene.current()
    assert shown is not None and shown.turn.turn == 1


def test_escape_goes_back_to_the_screen_that_opened_the_review(make_app) -> None:
    driver = make_app()
    menu = driver.top
    open_review(driver, constructed())
    driver.key(pygame.K_ESCAPE)
    assert driver.top is menu


def test_dragging_the_slider_moves_through_the_game(make_app) -> None:
    driver = make_app()
    scene = open_review(driver, constructed(10))
    track = scene.slider_rect()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=track.midleft, button=1))
    driver.frames(1)
    assert scene.index == 0 and scene.dragging
    middle = (track.left + track.width * 5 // 9, track.centery)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(1, 0), buttons=(1, 0, 0))
    )
    driver.frames(1)
    assert scene.index == 5
    end = (track.right + 40, track.centery)  # past the end: the last move
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    driver.frames(1)
    assert scene.index == 9 and not scene.dragging


def test_a_click_on_the_chart_picks_the_move_that_ends_there(make_app) -> None:
    driver = make_app()
    review = constructed(8)
    scene = open_review(driver, review)
    plot = chart_plot(scene.place, scene.place.rect("chart"))
    points = len(score_history(review))  # the start and after each move
    assert points == 9
    for move in (0, 3, 7):
        x = plot.left + round(plot.width * (move + 1) / (points - 1))
        driver.click((x, plot.centery))
        assert scene.index == move
    assert step_at(points, plot.left, plot.width, plot.left) == 0  # the start: the first move


def test_the_scores_before_the_first_move_are_the_start_scores() -> None:
    review = constructed(4)
    history = score_history(review)
    assert history[0] == (0, 0)
    assert history[1:] == [t.scores for t in review.turns]


def test_each_move_shows_its_play_points_verdict_and_best_plays(make_app) -> None:
    driver = make_app()
    scene = open_review(driver, constructed(6))
    assert scene.index == 0
    drawn = Drawn(driver.app.ctx)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)  # the fourth move: a slip
    drawn.clear()
    driver.frames(1)
    text = drawn.text()
    for expected in ("Turn 4 · Bo", "Played CATS for 6 points", "A slip", "3 points missed"):
        assert expected in text
    assert "1. WORDS  9" in text and "CATS  6  ← played" in text
    assert set("CAT") <= set(drawn.letters)  # the holder before the move, in cards


@pytest.mark.parametrize("over", [False, True])
def test_two_people_at_one_screen_never_see_each_others_hands_during_play(
    make_app, over: bool
) -> None:
    driver = make_app()
    scene = open_review(driver, constructed(6, over=over, persons=(0, 1)))
    drawn = Drawn(driver.app.ctx)
    for index in range(6):
        scene.go(index)
        drawn.clear()
        driver.frames(1)
        step = scene.current()
        assert step is not None
        hand = set(HANDS[step.turn.seat])
        if over:  # the game is over: every hand, every judgement
            assert step.hand == step.turn.hand and step.judged
            assert hand <= set(drawn.letters)
        else:  # in play: neither person's cards, nor the plays that would tell them
            assert step.hand is None and not step.judged
            assert not hand & set(drawn.letters), "a hidden hand was drawn"
            assert "WORDS" not in drawn.text()
            assert "cards stay hidden" in drawn.text()


def test_the_lone_person_sees_their_own_hand_but_not_the_computers() -> None:
    assert hand_visible(False, (0,), 0)
    assert not hand_visible(False, (0,), 1)  # a computer's cards, while the game goes on
    assert not hand_visible(False, (0, 1), 0)  # friends at one screen
    assert not hand_visible(False, (), 0)  # nobody known at the screen
    assert hand_visible(True, (0, 1), 1)


def test_a_hot_seat_game_in_progress_reviewed_from_its_save_hides_both_hands(make_app) -> None:
    seats = (SeatSetup("person", "Ann"), SeatSetup("person", "Bo"))
    session = greedy_session(seats, seed=4)

    def handed_over_until_turn_4(s: GameSession) -> bool:
        if s.handover_pending:
            s.confirm_handover()  # each friend takes the screen for their turn
        return s.game.turn >= 4

    assert play_greedily_until(session, handed_over_until_turn_4, 200)
    driver = make_app()
    scene = RondoUI().review_scene(driver.app.ctx, session.to_dict())
    assert isinstance(scene, ReviewScene)
    assert scene.job.wait(60) and scene.job.result is not None
    review = scene.job.result
    assert not review.over and review.persons == (0, 1)
    driver.app.ctx.stack.push(scene)
    drawn = Drawn(driver.app.ctx)
    for index in range(scene.step_count()):
        scene.go(index)
        drawn.clear()
        driver.frames(1)
        step = scene.current()
        assert step is not None and step.hand is None and not step.judged
        others = {o.word for o in step.turn.options} - {step.turn.word}
        assert not any(word in drawn.text() for word in others), "a hidden best play was told"
    assert "cards stay hidden" in drawn.text()


def test_a_slow_analysis_shows_a_progress_bar_and_the_window_keeps_drawing(make_app) -> None:
    release = threading.Event()
    review = constructed(4)

    def slow(data, progress):  # type: ignore[no-untyped-def]
        progress(1, 4)
        release.wait(10)
        progress(4, 4)
        return review

    driver = make_app()
    job = ReviewJob({}, analyse=slow)
    scene = ReviewScene(driver.app.ctx, job)
    driver.app.ctx.stack.push(scene)
    drawn = Drawn(driver.app.ctx)
    driver.frames(20)  # a third of a second: frames keep coming while the worker waits
    assert scene.loading() and job.progress == 0.25
    assert "Reviewing the game…" in drawn.text() and "1 of 4 moves judged" in drawn.text()
    release.set()
    assert job.wait(10)
    drawn.clear()
    driver.frames(1)
    assert not scene.loading() and "Turn 1 · Ann" in drawn.text()


def test_a_save_that_cannot_be_reviewed_says_so(make_app) -> None:
    def refuse(data, progress):  # type: ignore[no-untyped-def]
        raise SaveRefused("not a saved Rondo game")

    driver = make_app()
    scene = ReviewScene(driver.app.ctx, ReviewJob({}, analyse=refuse, threaded=False))
    driver.app.ctx.stack.push(scene)
    drawn = Drawn(driver.app.ctx)
    driver.frames(2)
    assert "This game cannot be reviewed." in drawn.text()
    assert "not a saved Rondo game" not in drawn.text()  # the engine's English: the log's
    assert "Its moves could not be replayed." in drawn.text()
    driver.key(pygame.K_RIGHT)  # nothing to step through, nothing breaks
    assert scene.index == 0


def test_leaving_the_review_stops_its_analysis(make_app) -> None:
    release = threading.Event()
    seen: list[int] = []

    def endless(data, progress):  # type: ignore[no-untyped-def]
        for done in range(1000):
            release.wait(0.01)
            seen.append(done)
            progress(done, 1000)
        return constructed()

    driver = make_app()
    menu = driver.top
    job = ReviewJob({}, analyse=endless)
    driver.app.ctx.stack.push(ReviewScene(driver.app.ctx, job))
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is menu
    assert job.wait(5) is False  # stopped, not finished
    assert len(seen) < 1000


def test_an_exchange_when_no_word_was_possible_misses_nothing(make_app) -> None:
    review = constructed(4)
    exchange = replace(
        review.turns[0],
        kind="exchange",
        played="exchange",
        word=None,
        exchanged="QQXYZ",
        points=-10,
        best=None,
        best_word=None,
        best_points=0,
        missed=10,
        options=(),
    )
    driver = make_app()
    open_review(driver, replace(review, turns=(exchange, *review.turns[1:])))
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    text = drawn.text()
    assert "Exchanged 5 cards (−10)" in text and "No points missed" in text
    assert "No word could be played." in text and "10 points missed" not in text


def test_a_plays_points_are_counted_in_every_language(make_app) -> None:
    driver = make_app(language="fr")
    open_review(driver, constructed(2))
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    (line,) = [text for text, _ in drawn.texts if text.startswith("CATS posé")]
    assert line.endswith("6 points")  # not "6 point": the plural follows the points


def test_the_pause_menu_reviews_the_game_so_far_and_esc_returns_to_it(make_app, data_dir) -> None:
    driver, session, table = at_the_table(make_app, data_dir)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert pause.name == "pause"
    driver.click(pause.focus.by_name("review").rect.center)
    review = driver.top
    assert isinstance(review, ReviewScene)
    assert review.persons() == (0,) and review.seat_name(1) == "Ada"
    assert review.job.wait(60) and review.job.result is not None
    assert not review.job.result.over
    for index in range(review.step_count()):  # the person's own moves, never a computer's hand
        review.go(index)
        step = review.current()
        assert step is not None and (step.hand is not None) == (step.turn.seat == 0)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is pause and session.paused
    driver.key(pygame.K_ESCAPE)
    assert driver.top is table


def test_fewer_points_judged_good_says_what_the_move_kept(make_app) -> None:
    # Two points under the top play and judged good: the screen says why in words rather
    # than "2 points missed" beside a green verdict.
    review = constructed(4)
    first = review.turns[0]
    kept = replace(first, missed=2, best_points=first.points + 2, loss=0.0, verdict="best")
    driver = make_app()
    open_review(driver, replace(review, turns=(kept, *review.turns[1:])))
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    text = drawn.text()
    assert "2 points fewer than the top" in text  # wrapped onto lines of its own
    assert "2 points missed" not in text


def drawn_move_text(make_app, *turns, language: str = "en") -> str:  # type: ignore[no-untyped-def]
    """What the move panel says for the first of ``turns`` (the rest of a constructed game)."""
    review = constructed(4)
    driver = make_app(language=language)
    open_review(driver, replace(review, turns=(*turns, *review.turns[len(turns) :])))
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    return " ".join(text for text, _ in drawn.texts)  # wrapped lines read as one


def exchange_of(verdict: str) -> object:
    first = constructed(4).turns[0]
    return replace(
        first,
        kind="exchange",
        played="exchange",
        word=None,
        exchanged="QQ",
        points=-4,
        best="ZWIRNT",
        best_word="ZWIRNT",
        best_points=25,
        missed=29,
        loss=0.0 if verdict == "best" else 6.0,
        verdict=verdict,
        turn_missed=0,
    )


def test_an_exchange_judged_best_says_the_word_on_offer_was_passed_up(make_app) -> None:
    text = drawn_move_text(make_app, exchange_of("best"))
    assert "ZWIRNT for 25 points was on offer; new cards were worth more." in text
    assert "29 points missed" not in text and "Best: ZWIRNT" not in text
    slip = drawn_move_text(make_app, exchange_of("slip"))
    assert "29 points missed" in slip and "Best: ZWIRNT for 25 points" in slip


def test_the_play_after_an_exchange_tells_the_whole_turns_miss(make_app) -> None:
    exchange = exchange_of("good")
    play = replace(constructed(4).turns[0], index=2, missed=0, best_points=6, turn_missed=4)
    review = constructed(4)
    driver = make_app()
    open_review(driver, replace(review, turns=(exchange, play, *review.turns[2:])))
    driver.key(pygame.K_RIGHT)
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    assert "Whole turn with exchange: 4 points missed" in " ".join(t for t, _ in drawn.texts)


def test_a_top_scoring_play_not_judged_best_says_why_in_words(make_app) -> None:
    top = replace(constructed(4).turns[0], missed=0, best_points=6, turn_missed=0)
    good = drawn_move_text(make_app, replace(top, verdict="good", loss=2.0))
    assert "Most points, but the cards kept and the holder left make another move" in good
    assert "No points missed" not in good
    slip = drawn_move_text(make_app, replace(top, verdict="slip", loss=5.4))
    assert "Most points, but the cards kept and the holder left cost about 5 points." in slip
    assert "No points missed" not in slip and "behind the best choice" not in slip


class _Recording(pygame.Surface):
    """A screen that remembers where everything was drawn on it."""

    drawn: list[pygame.Rect]

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def,override]
        rect = super().blit(source, dest, *args, **kwargs)
        self.drawn.append(pygame.Rect(dest if len(dest) == 4 else (*dest, *source.get_size())))
        return rect


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_move_panel_never_draws_outside_itself(make_app, size, language) -> None:
    from rondo_desktop.games.rondo.table import review_draw

    long_word = replace(
        constructed(4).turns[0],
        played="ABCDEFGHIJKLMN",
        word="ABCDEFGHIJKLMN",
        missed=0,
        best_points=6,
        turn_missed=0,
        verdict="good",
    )
    # The most lines a move says: fewer points kept well, and the whole turn's miss.
    wordy = replace(long_word, played="CATS", word="CATS", missed=3, turn_missed=7, loss=1.0)
    review = constructed(4)
    driver = make_app(language=language, size=size)
    slip = replace(long_word, played="CATS", word="CATS", verdict="slip", loss=6.0)
    nine = replace(long_word, played="ERHOLENDS", word="ERHOLENDS", verdict="slip", missed=2)
    turns = (long_word, wordy, slip, nine)
    scene = open_review(driver, replace(review, turns=turns))
    for index in range(scene.step_count()):
        scene.go(index)
        step = scene.current()
        assert step is not None
        surface = _Recording(size)
        surface.drawn = []
        review_draw._move(surface, scene, step)
        panel = scene.place.rect("move")
        assert surface.drawn and all(panel.contains(rect) for rect in surface.drawn), index
        if index in (1, 2):  # a short word's cards fit beside every sentence
            assert drawn_letters(driver, scene, "CATS") == 4
        if index == 3:  # a long one wraps onto a second row in a small window
            assert drawn_letters(driver, scene, "ERHOLENDS") == 9


def drawn_letters(driver, scene, word: str) -> int:  # type: ignore[no-untyped-def]
    from rondo_desktop.games.rondo.table import review_draw

    drawn = Drawn(driver.app.ctx)
    step = scene.current()
    review_draw._move(pygame.Surface((1, 1)), scene, step)
    return sum(1 for letter in drawn.letters if letter and letter in word)


def test_a_lone_you_saved_in_another_language_is_named_in_todays(make_app) -> None:
    driver = make_app(language="de")
    review = replace(constructed(4), names=("You", "Vous"))
    scene = open_review(driver, review)  # the names from the save: seat 0 the one person
    assert scene.seat_name(0) == "Du" and scene.seat_name(1) == "Vous"
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    assert "Zug 1 · Du" in drawn.text() and "You" not in drawn.text()
    friends = open_review(driver, replace(review, persons=(0, 1)))
    assert friends.seat_name(0) == "You"  # two people: "You" is somebody's chosen name


def test_a_seat_the_save_names_no_one_for_is_named_in_todays_language(make_app) -> None:
    driver = make_app(language="de")
    review = replace(constructed(4), names=("Player 1", "Bo"), unnamed=(0,))
    scene = open_review(driver, review)
    assert scene.seat_name(0) == "Spieler 1" and scene.seat_name(1) == "Bo"


def test_a_hidden_hand_shows_a_back_for_each_card_and_why_the_plays_are_missing(make_app) -> None:
    driver = make_app()
    scene = open_review(driver, constructed(4, over=False, persons=(0,)))
    scene.go(1)  # the computer's move while the game goes on
    backs: list[str] = []
    face = driver.app.ctx.cards.face

    def counting(look, height, theme):  # type: ignore[no-untyped-def]
        backs.extend([look.kind] if look.kind == "back" else [])
        return face(look, height, theme)

    driver.app.ctx.cards.face = counting
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    step = scene.current()
    assert step is not None and step.hand is None
    assert len(backs) == len(HANDS[1])  # not three: the five the hand holds
    lines = [text for text, rect in drawn.texts if scene.place.rect("options").contains(rect)]
    assert "Best plays" in lines and "The best plays are shown once the game is over." in lines


def test_a_slip_a_few_points_short_says_what_made_it_worse(make_app) -> None:
    # Two points under the top play would be "good" by the points alone; judged a slip, the
    # screen says that the cards kept and the holder left cost the rest.
    review = constructed(4)
    first = review.turns[0]
    slip = replace(first, missed=2, best_points=first.points + 2, loss=6.4, verdict="slip")
    driver = make_app()
    open_review(driver, replace(review, turns=(slip, *review.turns[1:])))
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    text = drawn.text()
    assert "2 points missed; with the cards kept" in text and "about 6." in text


def test_a_refused_save_is_not_replayed_for_its_holders_first(monkeypatch) -> None:
    # The analysis refuses a save of too many moves at once; the holders' replay (as long
    # as the whole game) is not paid before that.
    from rondo_desktop.games.rondo.table import review_job

    replayed: list[object] = []
    monkeypatch.setattr(review_job, "holder_stacks", lambda data: replayed.append(data) or {})

    def refuse(data, progress):  # type: ignore[no-untyped-def]
        raise SaveRefused("the game has 5000 moves, more than a review judges (1000)")

    job = ReviewJob({"actions": [None] * 5001}, analyse=refuse, threaded=False)
    assert job.wait(1) and job.error is not None and replayed == []
