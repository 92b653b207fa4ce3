"""Ronda's lines that join readable parts do it through the catalogs, as the language joins
them: partners "Ann & Cid" (Arabic "P1 والحاسوب 2"), the sides' totals at the end of a hand
"54 – 40" (Arabic "54، 40"), and the best hand's card points named with the cut-off of the game
played (beyond 13 at three players, V-01: the engine's rule, not the two-player 20)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.rtl import without_controls
from rondo_desktop.games.ronda.engine.events import HandScored
from rondo_desktop.games.ronda.screenshots import seeded_session
from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter
from rondo_desktop.games.ronda.table.results import RondaResults
from rondo_desktop.games.ronda.table.session import log_entry
from tests.games.ronda.table.helpers import sit_down


def test_partners_are_joined_as_the_language_joins_names(make_app) -> None:
    for language, joined in (("en", "P1 & Computer 2"), ("ar", "P1 والحاسوب 2")):
        driver = make_app(language=language)
        table = sit_down(driver, "person", "medium", "medium", "medium")
        assert without_controls(table.side_name(0)) == joined  # as drawn
        assert joined in without_controls(table.side_label(0))


@pytest.mark.parametrize(
    ("language", "line"),
    [("en", "End of the hand: 54 – 40."), ("ar", "نهاية اليد: 54، 40.")],
)
def test_the_end_of_a_hand_joins_the_totals_the_languages_way(
    make_app, language: str, line: str
) -> None:
    driver = make_app(language=language)
    table = sit_down(driver, "person", "medium")
    entry = log_entry(HandScored(0, {"cards": (0, 0)}, (20, 20), (54, 40)))
    assert entry is not None
    assert without_controls(table.words(entry.key, entry.params, entry.seat)) == line


def best_hand_lines(make_app, monkeypatch: pytest.MonkeyPatch, seats: int) -> list[str]:
    driver = make_app(language="en")
    ctx = driver.app.ctx
    session = seeded_session(ctx, 7, False, seats)
    zero = (0,) * seats
    piles = (17, 13, 10) if seats == 3 else (24, 16)
    cards = (4, *zero[1:])
    hand = HandScored(0, {"ronda": zero, "este": zero, "missa": zero, "cards": cards}, piles, cards)
    monkeypatch.setattr(session, "hand_results", lambda: [hand])
    results = RondaResults(ctx, session, SpanishCardPainter(ctx.text))
    drawn: list[str] = []
    blit = ctx.text.blit

    def record(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(words)
        return blit(surface, words, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "blit", record)
    results._best(pygame.Surface(ctx.window_size))
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize(("seats", "kind"), [(3, "Cards >13 4"), (2, "Cards >20 4")])
def test_the_best_hand_names_the_card_points_cut_off_of_the_game_played(
    make_app, monkeypatch: pytest.MonkeyPatch, seats: int, kind: str
) -> None:
    assert kind in best_hand_lines(make_app, monkeypatch, seats)
