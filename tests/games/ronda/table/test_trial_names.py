"""Names at Ronda's table after the new-player trial (issue #14): a lone person the setup form
left with its default name ("Player 1") is "You" everywhere, spoken to in the second person,
while people sharing a screen keep theirs; at four seats the teams keep the names the table
gives them ("Orange team", "Blue team") on the end-of-hand summary and the results too."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.games.ronda.screenshots import seeded_session
from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter
from rondo_desktop.games.ronda.table.pad import draw_summary
from rondo_desktop.games.ronda.table.results import RondaResults
from rondo_desktop.games.ronda.table.scene import RondaTable
from rondo_desktop.games.ronda.table.shown import HandSummary
from tests.games.ronda.table.helpers import settle, sit_down


def started(driver: Any, seats: tuple[SeatSetup, ...]) -> RondaTable:
    """A match started as the setup form starts it: every seat named, defaults included."""
    ctx = driver.app.ctx
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "ronda"))
    driver.frames(2)
    table = driver.top
    assert isinstance(table, RondaTable)
    settle(driver, table)
    return table


def test_a_lone_person_with_the_default_name_is_you_in_the_log(make_app) -> None:
    driver = make_app()
    t = driver.app.ctx.t
    seats = (SeatSetup("person", "Player 1"), SeatSetup("computer", "Computer 1", "medium"))
    table = started(driver, seats)
    assert table.seat_name(0) == t("table.you")
    lines = [table.words(e.key, e.params, e.seat) for e in table.session.log]
    assert lines and not any("Player 1" in line for line in lines)
    assert table.words("log.ronda.lays", {"name": "", "card": "5o"}, 0) == "You lay the 5 of coins."


def test_people_sharing_the_screen_keep_their_names(make_app) -> None:
    driver = make_app()
    seats = (SeatSetup("person", "Player 1"), SeatSetup("person", "Player 2"))
    table = started(driver, seats)
    assert [table.seat_name(0), table.seat_name(1)] == ["Player 1", "Player 2"]


def texts_drawn(ctx: Any, monkeypatch: pytest.MonkeyPatch, draw: Any) -> list[tuple[str, Any]]:
    """Every line of text ``draw()`` writes, with its colour."""
    drawn: list[tuple[str, Any]] = []
    blit = ctx.text.blit

    def record(surface: pygame.Surface, words: str, role: str, px: int, colour: Any, *args: Any):
        drawn.append((words, colour))
        return blit(surface, words, role, px, colour, *args)

    monkeypatch.setattr(ctx.text, "blit", record)
    draw()
    monkeypatch.undo()
    return drawn


def test_at_four_seats_the_summary_and_the_log_name_the_teams_as_the_table_does(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #14: the table said "Orange team", the summary "Player 1 & Computer 2"."""
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium", "medium")
    settle(driver, table)
    summary = HandSummary(0, {"ronda": (1, 0)}, (25, 15), (12, 4), (("1o",), ("2c",)), False)
    surface = pygame.Surface(driver.app.ctx.window_size)
    drawn = [
        text
        for text, _colour in texts_drawn(
            table.ctx, monkeypatch, lambda: draw_summary(surface, table, summary)
        )
    ]
    # The rows by team (with the players where they fit), the piles by team and players.
    assert {"Orange team", "Blue team"} <= set(drawn) or {
        "Orange team (P1 & Computer 2)",
        "Blue team (Computer 1 & Computer 3)",
    } <= set(drawn)
    assert "Orange team (P1 & Computer 2) took 25 cards" in drawn
    assert "Blue team (Computer 1 & Computer 3) took 15 cards" in drawn
    assert not any(text.startswith("P1 & Computer 2") for text in drawn)
    swept = table.words("log.ronda.swept", {"side": 1, "count": 5})
    assert swept == "The 5 cards left on the table go to Blue team."


def finished(driver: Any, seats: int) -> RondaResults:
    ctx = driver.app.ctx
    session = seeded_session(ctx, 7, True, seats)
    return RondaResults(ctx, session, SpanishCardPainter(ctx.text))


def test_at_four_seats_the_results_name_the_teams_and_colour_them_as_the_table(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = make_app()
    results = finished(driver, 4)
    session, t = results.ronda, driver.app.ctx.t
    winner = session.game.winner
    assert winner is not None
    assert results.title_text().startswith(t(f"table.ronda.team.{winner}"))
    for seat in range(4):
        assert results.row_colour(seat) == seat_colour(session.side_of(seat))
    assert all(len(row) == 2 for row in results.session.score_history())  # a line a team
    surface = pygame.Surface(driver.app.ctx.window_size)
    drawn = [
        text
        for text, _c in texts_drawn(
            results.ctx, monkeypatch, lambda: results.draw_game_panels(surface)
        )
    ]
    assert t("table.ronda.team.0") in drawn and t("table.ronda.team.1") in drawn


def test_the_results_hands_columns_are_named_and_their_lines_in_the_ink_of_text(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #14: the Hands table had coloured dots over its columns and faint grey text."""
    driver = make_app()
    results = finished(driver, 2)
    surface = pygame.Surface(driver.app.ctx.window_size)
    drawn = texts_drawn(results.ctx, monkeypatch, lambda: results.draw_game_panels(surface))
    texts = [text for text, _colour in drawn]
    assert results.names(0) in texts and results.names(1) in texts
    hand_one = driver.app.ctx.t("results.ronda.hand", n=1)
    assert (hand_one, results.ctx.theme.ink) in drawn
