"""The Recent games list (menu -> list -> a game's review): empty, entries newest first,
stepping and opening, unreadable files set aside and told, Esc back at every step."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.recent import RecentGames
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.recent import RecentScene, when
from rondo_desktop.games.rondo.table.review_scene import ReviewScene
from tests.games.rondo.table.helpers import greedy_session, play_greedily_until


def a_real_save(seed: int) -> dict:
    """A short real game of Rondo (a few turns in), as the store keeps a game's save."""
    seats = (SeatSetup("person", "Ann"), SeatSetup("computer", "Ada", "medium"))
    session = greedy_session(seats, seed)
    assert play_greedily_until(session, lambda s: s.game.turn >= 3, 200)
    return session.to_dict()


def keep(data_dir, seed: int, names=("Ann", "Ada"), scores=(40, 31), winners=(0,)) -> None:
    summary = {"names": list(names), "scores": list(scores), "winners": list(winners)}
    assert RecentGames(data_dir).add("rondo", a_real_save(seed), summary) is not None


def open_recent(driver) -> RecentScene:  # type: ignore[no-untyped-def]
    driver.click(driver.widget("recent").rect.center)
    driver.frames(2)
    scene = next(s for s in driver.app.ctx.stack.scenes if isinstance(s, RecentScene))
    return scene


def test_the_menu_opens_an_empty_list_that_says_why(make_app) -> None:
    driver = make_app()
    scene = open_recent(driver)
    assert driver.top is scene and scene.entries == []
    assert not driver.widget("open").enabled
    drawn = Drawn(driver.app.ctx)
    driver.key(pygame.K_DOWN)  # nothing to choose: nothing breaks
    assert driver.top is scene
    shown = " ".join(line for line in drawn.lines)
    assert "No finished games yet." in shown
    # Which games it keeps: a player who just finished a game of Ronda (no review) reads why
    # the list is still empty.
    assert scene.kept_games() == "Rondo" and "(Rondo)" in shown
    assert driver.focused_name() == "back"  # Review has nothing to open
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)


def test_entries_newest_first_and_enter_opens_the_review(make_app, data_dir) -> None:
    keep(data_dir, 1, scores=(40, 31), winners=(0,))
    keep(data_dir, 2, names=("Bo", "Cy"), scores=(50, 50), winners=(0, 1))
    driver = make_app()
    scene = open_recent(driver)
    assert [e.names for e in scene.entries] == [("Bo", "Cy"), ("Ann", "Ada")]
    assert scene.players_line(scene.entries[1]) == "Ann 40  ·  Ada 31"
    assert scene.result_line(scene.entries[0]).endswith("Bo & Cy shared the win")
    assert scene.result_line(scene.entries[1]).startswith("Rondo  ·  ")
    driver.key(pygame.K_DOWN)
    assert scene.selected == 1
    driver.key(pygame.K_RETURN)  # the focus is on Review: it opens the chosen game
    assert isinstance(driver.top, ReviewScene)
    review = driver.top
    assert review.job.wait(60) and review.job.result is not None
    assert review.seat_name(0) == "Ann"
    driver.key(pygame.K_ESCAPE)
    assert driver.top is scene


def test_a_click_chooses_a_row_and_a_second_click_opens_it(make_app, data_dir) -> None:
    keep(data_dir, 1)
    keep(data_dir, 2)
    driver = make_app()
    scene = open_recent(driver)
    driver.click(scene.row_rect(1).center)
    assert scene.selected == 1 and driver.top is scene
    driver.click(scene.row_rect(1).center)
    assert isinstance(driver.top, ReviewScene)


def test_an_unreadable_file_is_set_aside_told_and_the_rest_listed(make_app, data_dir) -> None:
    keep(data_dir, 1)
    keep(data_dir, 2)
    folder = data_dir / "recent"
    newest = sorted(folder.glob("*.json"))[-1]
    newest.write_text('{"envelope": 2, "game": "ron', encoding="utf-8")
    driver = make_app()
    open_recent(driver)
    assert isinstance(driver.top, NoticeDialog)
    driver.key(pygame.K_RETURN)
    scene = driver.top
    assert isinstance(scene, RecentScene) and len(scene.entries) == 1
    assert not newest.exists() and len(list(folder.iterdir())) == 2  # kept aside, not deleted


def test_a_file_spoiled_after_listing_is_told_when_opened(make_app, data_dir) -> None:
    keep(data_dir, 1)
    driver = make_app()
    scene = open_recent(driver)
    scene.entries[0].path.write_text("[]", encoding="utf-8")
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, NoticeDialog)
    driver.key(pygame.K_RETURN)
    assert driver.top is scene and scene.entries == []


class Drawn:
    """The lines of text a screen draws."""

    def __init__(self, ctx) -> None:  # type: ignore[no-untyped-def]
        self.lines: list[str] = []
        blit = ctx.text.blit

        def recording(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.lines.append(text)
            return blit(surface, text, *args, **kwargs)

        ctx.text.blit = recording  # type: ignore[method-assign]


def test_the_time_reads_as_date_and_minutes() -> None:
    assert when("2026-11-30T22:10:05") == "2026-11-30 22:10"
    assert when("yesterday") == "yesterday"


def test_the_person_at_the_screen_is_you_in_the_language_of_the_day(make_app, data_dir) -> None:
    # Kept while the game spoke English ("You"), listed in French: "Vous", and the winner's
    # line in the second person rather than "Vous a gagné".
    summary = {"names": ["You", "Ada"], "scores": [40, 31], "winners": [0], "you": 0}
    assert RecentGames(data_dir).add("rondo", a_real_save(1), summary) is not None
    driver = make_app(language="fr")
    scene = open_recent(driver)
    entry = scene.entries[0]
    assert entry.you == 0
    assert scene.players_line(entry) == "Vous 40  ·  Ada 31"
    assert scene.result_line(entry).endswith("Vous avez gagné")


@pytest.mark.parametrize("language", ["en", "ar"])
def test_names_of_bidi_marks_alone_are_listed_without_a_crash(
    make_app, data_dir, language: str
) -> None:
    # A name holding an RLM, or nothing but bidi controls, once crashed the list ("Text has
    # zero width"): the name is listed as it reads.
    keep(data_dir, 1, names=("أ\u200fب", "\u202e\u202c"), winners=(1,))
    driver = make_app(language=language)
    scene = open_recent(driver)
    driver.frames(3)
    assert driver.top is scene and scene.entries[0].names == ("أب", "")


def test_a_file_without_the_you_seat_names_everyone_as_kept(make_app, data_dir) -> None:
    keep(data_dir, 1, names=("Ann", "Ada"), scores=(40, 31), winners=(1,))
    driver = make_app()
    scene = open_recent(driver)
    assert scene.entries[0].you is None
    assert scene.result_line(scene.entries[0]).endswith("Ada won")
