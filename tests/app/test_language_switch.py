"""Switching the language (Arabic <-> English) or the digits with a table open: the table then
draws what a table opened in that language draws. The review of #18 found Allegra's cloth
keeping the Arabic (mirrored) panels, the computers and "You" keeping their Arabic names in
the table, log, results and Recent games, and the table's text memo keeping fits measured for
the other digits."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.rtl import needs_layout
from tests.games.allegra.table.helpers import settle as allegra_settle
from tests.games.ronda.table.helpers import settle as ronda_settle

GAMES = ("rondo", "ronda", "allegra")
SWITCHES = (("ar", "en"), ("en", "ar"))


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


def sit_down(driver: Any, game: str) -> Any:
    """A person (no name typed) and computers at ``game``'s table, as the setup form starts
    it, waiting for the person."""
    ctx = driver.app.ctx
    computers = 1 if game == "ronda" else 2
    computer_seats = [
        SeatSetup("computer", ctx.t("setup.computer_name", n=n + 1), "medium")
        for n in range(computers)
    ]
    seats = (SeatSetup("person", ctx.t("setup.player_name", n=1)), *computer_seats)
    options = {"language": "en"} if game == "rondo" else {}
    ctx.hooks.start_game(ctx, GameSetup(seats, options, None, 7, game))
    driver.frames(2)
    table = driver.top
    if game == "ronda":
        ronda_settle(driver, table)
    elif game == "allegra":
        allegra_settle(driver, table)
    else:
        for _ in range(600):
            if table.session.current_seat in table.session.persons and not table.busy:
                break
            driver.frames(1, 0.05)
    driver.frames(3)
    return table


def switch(driver: Any, language: str) -> None:
    """What the language stepper in the settings (opened over the table) does."""
    driver.app.ctx.change_settings(persist=False, language=language)
    driver.frames(3)


def expected_names(ctx: Any, seats: int) -> list[str]:
    return [ctx.t("table.you")] + [ctx.t("setup.computer_name", n=n) for n in range(1, seats)]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("before", "after"), SWITCHES)
def test_a_language_switch_redraws_the_table_as_a_fresh_one(
    make_app: Any, game: str, before: str, after: str
) -> None:
    driver = make_app(language=before)
    table = sit_down(driver, game)
    switch(driver, after)
    ctx, size = driver.app.ctx, driver.app.ctx.window_size
    assert driver.top is table
    # The still layer (cloth, panels, cards lying there) as a new painter paints it.
    drawn = table.painter.background(size).copy()
    assert same_pixels(drawn, type(table.painter)(table).background(size))
    # Every seat, and the log's lines, named in the language of the moment.
    seats = len(table.session.seats)
    assert [table.seat_name(s) for s in range(seats)] == expected_names(ctx, seats)
    lines = table.painter._log_lines()
    assert lines
    if after == "en":
        assert not [line for line in lines if needs_layout(line)]
    else:
        assert any(ctx.t("table.you") in line or "الحاسوب" in line for line in lines)


def test_a_table_saved_with_default_names_keeps_them_unnamed_and_typed_names_as_typed(
    make_app: Any, data_dir: Any
) -> None:
    """The session (and so the save) keeps an empty name for a default one; a typed name
    stays as typed."""
    driver = make_app(language="ar")
    ctx = driver.app.ctx
    seats = (
        SeatSetup("person", "Ann"),
        SeatSetup("person", ctx.t("setup.player_name", n=2)),
        SeatSetup("computer", ctx.t("setup.computer_name", n=1), "medium"),
    )
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "allegra"))
    driver.frames(2)
    table = driver.top
    assert [seat.name for seat in table.session.seats] == ["Ann", "", ""]
    switch(driver, "en")
    assert [table.seat_name(s) for s in range(3)] == ["Ann", "Player 2", "Computer 1"]


def test_an_older_save_with_translated_default_names_shows_them_as_they_are(
    make_app: Any,
) -> None:
    """A save of an older version stored the defaults in the language of its day: they stay
    names like any other (nothing guesses at them), and the game loads."""
    driver = make_app(language="en")
    ctx = driver.app.ctx
    seats = (SeatSetup("person", "أنت"), SeatSetup("computer", "الحاسوب 1", "medium"))
    # What the 0.x hooks wrote into the session: names filled in, in Arabic.
    ui = ctx.game_ui("ronda")
    assert ui is not None
    hooks: Any = ui.hooks(ctx)  # type: ignore[attr-defined]
    options = hooks.session_options(ctx, "menu")
    session = hooks.new_session(ctx, GameSetup(seats, {}, None, 7, "ronda"), 7, options)
    table = hooks.table_scene(ctx, session)
    assert [table.seat_name(s) for s in range(2)] == ["أنت", "الحاسوب 1"]


def test_the_table_memo_forgets_fits_measured_in_the_other_digits(make_app: Any) -> None:
    """A name fitted to a panel in Western digits is fitted again in Eastern ones (wider in
    the Arabic face): a stale fit would overflow its panel."""
    driver = make_app(language="ar")
    table = sit_down(driver, "allegra")
    ctx, memo = driver.app.ctx, table.painter.memo
    text, px = "1234567890 1234567890", 24
    western = ctx.text.width(text, "ui_bold", px)
    ctx.change_settings(persist=False, digits="eastern")
    eastern = ctx.text.width(text, "ui_bold", px)
    assert eastern != western  # the case needs digits of another width
    room = (western + eastern) // 2
    ctx.change_settings(persist=False, digits="western")
    before = memo.fit_px(text, "ui_bold", px, room)
    ctx.change_settings(persist=False, digits="eastern")
    after = memo.fit_px(text, "ui_bold", px, room)
    assert after == ctx.text.fit_px(text, "ui_bold", px, room)
    assert after != before
    assert memo.wrap(text, "ui_bold", px, room) == ctx.text.wrap(text, "ui_bold", px, room)


def test_recent_games_and_their_review_name_default_seats_in_the_language_of_the_day(
    make_app: Any, data_dir: Any
) -> None:
    """A game finished in Arabic with "You" and a computer, listed and reviewed in English."""
    from rondo_desktop.app.recent import RecentGames
    from rondo_desktop.app.scenes.recent import RecentScene
    from rondo_desktop.app.table.hooks import display_names
    from rondo_desktop.games.rondo.table.results import ResultsScene
    from rondo_desktop.games.rondo.table.review_scene import ReviewScene
    from tests.games.rondo.table.helpers import greedy_session
    from tests.games.rondo.table.session_helpers import play_to_the_end

    driver = make_app(language="ar")
    ctx = driver.app.ctx
    typed = (SeatSetup("person", ""), SeatSetup("computer", "", "medium"))
    session = greedy_session(display_names(typed, ctx.t), 4)
    play_to_the_end(session)
    results = ResultsScene(ctx, session)
    ctx.stack.push(results)
    driver.frames(3)
    assert results.names(1) == "الحاسوب 1"
    switch(driver, "en")
    assert [results.names(s) for s in range(2)] == ["You", "Computer 1"]
    (entry,) = RecentGames(data_dir).entries()
    assert entry.names == ("أنت", "الحاسوب 1")  # what an older version lists
    listing = RecentScene(ctx)
    assert [listing.seat_name(entry, s) for s in range(2)] == ["You", "Computer 1"]
    listing.open_entry(entry)
    driver.frames(3)
    review = next(s for s in ctx.stack.scenes if isinstance(s, ReviewScene))
    for _ in range(200):
        if review.review is not None:
            break
        driver.frames(1, 0.05)
    assert [review.seat_name(s) for s in range(2)] == ["You", "Computer 1"]


def test_the_review_of_a_save_with_default_names_names_them_in_english() -> None:
    """The command line's review (English) of a save whose seats kept their default names."""
    from rondo_desktop.games.rondo.review import review_game
    from tests.games.rondo.table.helpers import greedy_session
    from tests.games.rondo.table.session_helpers import play_to_the_end

    seats = (SeatSetup("person", ""), SeatSetup("computer", "", "medium"))
    session = greedy_session(seats, 4)
    play_to_the_end(session)
    review = review_game(session.to_dict())
    assert review.names == ("You", "Computer 1") and review.kinds == ("person", "computer")
