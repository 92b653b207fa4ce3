"""Ronda's setup screen explains itself (issue #14's trial): the focused rule's row says what
it does under the seats, the four seats show who plays with whom, and the summary of many
variants wraps between Back and Start instead of shrinking into them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.app.scenes import setup as setup_scene
from rondo_desktop.app.scenes.common import hints_top
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.ronda.setup_fields import SETUP_FIELDS, VARIANT_ROWS
from tests.games.ronda.pages.test_setup_rows import tab_to

SIZES = [(1280, 720), (800, 600)]


def open_setup(make_app, lang: str = "en", size: tuple[int, int] = (1280, 720), seats: int = 2):
    driver = make_app(language=lang, size=size)
    driver.app.ctx.navigator.open("setup", game="ronda")
    driver.frames(2)
    setup = driver.top
    while len(setup.seats) < seats:
        setup.add_seat()
    driver.frames(2)
    return driver, setup


def blits(monkeypatch: pytest.MonkeyPatch, ctx: Any) -> list[tuple[str, int, pygame.Rect]]:
    """Every text the next frames draw with ``ctx.text.blit``: its words, size and rect."""
    seen: list[tuple[str, int, pygame.Rect]] = []
    blit = ctx.text.blit

    def spy(surface: pygame.Surface, text: str, role: str, px: int, *args: Any, **kw: Any):  # type: ignore[no-untyped-def]
        rect = blit(surface, text, role, px, *args, **kw)
        seen.append((text, px, rect.copy()))
        return rect

    monkeypatch.setattr(ctx.text, "blit", spy)
    return seen


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "800x600"])
@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_a_long_summary_wraps_between_the_buttons_above_the_hints(
    make_app, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    driver, setup = open_setup(make_app, lang, size, seats=4)
    setup.options.update({name: "on" for name in VARIANT_ROWS} | {"target": "21"})
    setup.rebuild()
    seen = blits(monkeypatch, driver.app.ctx)
    driver.frames(1)
    parts = setup.summary_parts()
    assert len(parts) == 2 + len(VARIANT_ROWS) + 1  # players, target, six variants, timer
    summary = setup.summary()
    below = setup.place.rect("seats_panel").bottom  # under the panels: not a row's value
    lines = [(t, px, r) for t, px, r in seen if t and t in summary and r.centery > below]
    assert len(lines) >= 2, "the summary wraps onto two lines or more"
    words = "  ·  ".join(text for text, _px, _rect in lines)
    assert words == summary, "every part of the summary is shown, in order"
    assert parts[0] in lines[0][0] and parts[-1] in lines[-1][0]
    place = setup.place
    start, back = driver.widget("start").rect, driver.widget("back").rect
    bottom = hints_top(driver.app.ctx, size[1], place.scale)
    for text, px, rect in lines:
        assert px >= MIN_TEXT_PX
        assert not rect.colliderect(start.inflate(place.px(8), 0)), f"{text!r} touches Start"
        assert not rect.colliderect(back.inflate(place.px(8), 0)), f"{text!r} touches Back"
        assert rect.bottom <= bottom, f"{text!r} runs into the key hints"
        assert rect.top >= place.rect("seats_panel").bottom, f"{text!r} runs into the panels"


def test_every_ronda_row_has_help_in_every_language() -> None:
    assert all(field.help_key for field in SETUP_FIELDS)
    for lang, catalog in CATALOGS.items():
        for field in SETUP_FIELDS:
            assert catalog.get(field.help_key, "").strip().endswith("."), (lang, field.option)


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "800x600"])
@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_the_focused_rule_says_what_it_does_under_the_seats(
    make_app, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    driver, setup = open_setup(make_app, lang, size, seats=4)
    shown: list[tuple[str, str, pygame.Rect | None]] = []
    draw_help = setup_scene.notes.draw_help

    def spy(surface, ctx, area, title, body, px):  # type: ignore[no-untyped-def]
        box = draw_help(surface, ctx, area, title, body, px)
        shown.append((title, body, box))
        return box

    monkeypatch.setattr(setup_scene.notes, "draw_help", spy)
    t = driver.app.ctx.t
    panel = setup.place.rect("seats_panel")
    last_seat = driver.widget("seat3.kind").rect
    for field in SETUP_FIELDS:
        tab_to(driver, field.option)
        shown.clear()
        driver.frames(1)
        assert shown, f"no help for {field.option}"
        title, body, box = shown[-1]
        assert (title, body) == (t(field.label_key), t(field.help_key))
        assert box is not None and panel.contains(box) and box.top > last_seat.bottom
    tab_to(driver, "seed")  # a row without help: nothing is said
    shown.clear()
    driver.frames(1)
    assert not shown


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_partners_are_shown_on_the_seat_rows_at_four(
    make_app, monkeypatch: pytest.MonkeyPatch, seats: int
) -> None:
    driver, _setup = open_setup(make_app, "en", (800, 600), seats=seats)
    seen = blits(monkeypatch, driver.app.ctx)
    driver.frames(1)
    t = driver.app.ctx.t
    tags = [
        (text, rect)
        for text, _px, rect in seen
        if text in (t("setup.team", n=1), t("setup.team", n=2))
    ]
    if seats != 4:  # two head to head, three each for themselves (V-01): no teams
        assert not tags
        return
    # seats 1 and 3 against 2 and 4, each tag on its seat's row, left of its ×.
    assert [text for text, _rect in tags] == [t("setup.team", n=n) for n in (1, 2, 1, 2)]
    for index, (_text, rect) in enumerate(tags):
        remove = driver.widget(f"seat{index}.remove").rect
        assert remove.top <= rect.centery <= remove.bottom and rect.right < remove.left
        name = driver.widget(f"seat{index}.name") if index == 0 else None
        assert name is None or rect.left > name.rect.right


def test_the_spec_answers_sides_from_the_engine() -> None:
    spec = games.get("ronda")
    assert spec.side_of is not None
    assert [spec.side_of(4, seat) for seat in range(4)] == [0, 1, 0, 1]
    assert [spec.side_of(3, seat) for seat in range(3)] == [0, 1, 2]
    assert games.get("rondo").side_of is None


def test_rondos_word_list_explains_itself_and_other_rows_stay_quiet(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = make_app(language="de", size=(800, 600))
    driver.app.ctx.navigator.open("setup", game="rondo")
    driver.frames(2)
    setup = driver.top
    t = driver.app.ctx.t
    tab_to(driver, "language")
    assert setup.focused_help() == (t("setup.lexicon"), t("setup.help.rondo.language"))
    assert setup.teams() is None  # everyone for themselves: no team tags
    tab_to(driver, "turn")
    assert setup.focused_help() is None
