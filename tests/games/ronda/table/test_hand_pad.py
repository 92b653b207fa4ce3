"""The pad of this hand's points: each side's column headed by a name a player can read
("You" and "Them" at a table of one person), the kinds of points, the hand's total and the
race to the target as rows, every word whole inside the pad at 1280x720 and at 800x600."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.seat_names import initials
from rondo_desktop.games.ronda.table.hand_pad import (
    draw_hand_pad,
    head_layout,
    pad_grid,
    short_head,
    side_heads,
)
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle, sit_down


def drawn_list(table: RondaTable, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the hand's pad draws, in order, with the part of it inside the clip."""
    drawn: list[tuple[str, pygame.Rect]] = []
    text = table.ctx.text
    blit = text.blit

    def record(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, words, *args, **kwargs)
        drawn.append((words, rect.clip(surface.get_clip())))
        return rect

    monkeypatch.setattr(text, "blit", record)
    draw_hand_pad(pygame.Surface(table.ctx.window_size), table, table.place.rect("hand_pad"))
    monkeypatch.undo()
    return drawn


def drawn_texts(table: RondaTable, monkeypatch: pytest.MonkeyPatch) -> dict[str, pygame.Rect]:
    """Every text the hand's pad draws, with the part of it that shows (inside the clip)."""
    drawn: dict[str, pygame.Rect] = {}
    text = table.ctx.text
    blit = text.blit

    def record(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, words, *args, **kwargs)
        shows = rect.clip(surface.get_clip())
        drawn.setdefault(words, shows if shows.size == rect.size else pygame.Rect(0, 0, 0, 0))
        return rect

    monkeypatch.setattr(text, "blit", record)
    rect = table.place.rect("hand_pad")
    draw_hand_pad(pygame.Surface(table.ctx.window_size), table, rect)
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
@pytest.mark.parametrize(
    ("lang", "heads", "rows"),
    [
        ("en", ["You", "Them"], ["Ronda/tringa", "Este", "Missa", "This hand", "Match (to 41)"]),
        ("de", ["Du", "Gegner"], ["Ronda/Tringa", "Diese Runde", "Partie (bis 41)", "Genommen"]),
        ("es", ["Tú", "Ellos"], ["Ronda/tringa", "Esta mano", "Partida (a 41)", "Llevadas"]),
        ("fr", ["Vous", "Eux"], ["Ronda/tringa", "Cette donne", "Partie (à 41)", "Ramassées"]),
    ],
)
def test_the_columns_are_headed_by_you_and_them_and_every_row_is_named_whole(
    make_app,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
    heads: list[str],
    rows: list[str],
) -> None:
    driver = make_app(size=size, language=lang)
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    assert side_heads(table) == heads
    drawn = drawn_texts(table, monkeypatch)
    pad = table.place.rect("hand_pad")
    # A head too wide for its column goes by its short form (German's "Gegner" at 800x600).
    heads = [head.text for head in head_layout(table, pad_grid(table, pad))]
    for words in [*heads, *rows]:
        assert words in drawn, words
        shows = drawn[words]
        assert shows.width > 0 and pad.contains(shows), f"{words!r} is cut off at {size}"
    you, them = drawn[heads[0]], drawn[heads[1]]
    assert you.right <= them.left  # side by side, in the sides' order
    # The totals: this hand's points by kind added up, and the match's race.
    shown = table.dealer.shown
    for side in range(2):
        assert sum(points[side] for points in shown.hand_points.values()) >= 0
    assert str(shown.totals[0]) in drawn and str(shown.totals[1]) in drawn


def test_partners_are_us_and_three_players_go_by_their_names(make_app) -> None:
    driver = make_app()
    four = sit_down(driver, "person", "medium", "medium", "medium")
    assert side_heads(four) == ["Us", "Them"]
    three = sit_down(driver, "person", "medium", "hard")
    assert side_heads(three) == ["You", "Computer 1", "Computer 2"]
    watched = sit_down(driver, "medium", "hard")
    assert side_heads(watched) == ["Computer 1", "Computer 2"]


def test_a_name_too_long_for_its_column_goes_by_its_initials() -> None:
    assert initials("Computer 2") == "C2"
    assert initials("Ann & Cid") == "A&C"
    assert initials("Computer 1 & Computer 3") == "C1&C3"
    assert initials("الحاسوب 1") == "ح1"  # past the article: its alef would start every name


def test_card_points_are_labelled_with_the_threshold_the_engine_counts(make_app) -> None:
    """R-45 counts the cards beyond 20; at three players (V-01) beyond 13: the pad's row and
    the results' column say which."""
    from rondo_desktop.games.ronda.table.pad import pad_rows
    from rondo_desktop.games.ronda.table.results import RondaResults

    driver = make_app()
    three = ("person", "medium", "medium")
    for kinds, label in ((("person", "medium"), "Cards >20"), (three, "Cards >13")):
        table = sit_down(driver, *kinds)
        labels = [table.ctx.t(key) for _kind, key in pad_rows(table)]
        assert labels[3] == label
        results = RondaResults(table.ctx, table.session, table.cards)
        assert label in [table.ctx.t(column.key) for column in results.score_columns()]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
@pytest.mark.parametrize(
    "kinds",
    [
        ("person", "medium", "medium"),
        ("person", "medium", "medium", "medium"),
        ("person", "person", "medium"),
        ("person", "person", "person", "person"),
    ],
    ids=["3-alone", "4-alone", "3-shared", "4-shared"],
)
def test_each_head_stands_over_its_own_column(
    make_app, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], kinds: tuple[str, ...]
) -> None:
    """Issue #14: at three seats "You Computer 1 Computer 2" were crammed, "Computer 1" over
    the "You" column; a head too wide for its column now goes by its initials."""
    driver = make_app(size=size)
    table = sit_down(driver, *kinds)
    settle(driver, table)
    grid = pad_grid(table, table.place.rect("hand_pad"))
    heads = head_layout(table, grid)
    assert len(heads) == len(grid.columns) == table.session.game.options.sides
    texts = [head.text for head in heads]
    drawn = [rect for words, rect in drawn_list(table, monkeypatch) if words in texts]
    for side, (head, column, shows) in enumerate(zip(heads, grid.columns, drawn, strict=False)):
        assert shows.width > 0, head.text
        # Within its column; the first may reach left into the corner over the kinds' names.
        left = grid.inner.left if side == 0 else column.left
        assert left <= shows.left and shows.right <= column.right, (head.text, size)
        assert shows.clip(column).width > 0, head.text
        assert head.text in (side_heads(table)[side], short_head(table, side_heads(table)[side]))
