"""What a new player's trial at Allegra's table found: the turn line during a knock question,
the safe default button, the move log naming where a card went, the live totals over the
grids, the round summary's reasons and names that fit."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.seat_names import initials
from rondo_desktop.games.allegra.engine import Knock, area_cells
from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.table.controls import value_text
from rondo_desktop.games.allegra.table.fitting import fitted_name
from rondo_desktop.games.allegra.table.log_text import log_line
from rondo_desktop.games.allegra.table.pad import draw_score_pad, draw_summary
from rondo_desktop.games.allegra.table.scene import AllegraTable
from rondo_desktop.games.allegra.table.shown import RoundSummary, area_shows
from tests.games.allegra.table.helpers import phase, settle, sit_down


def _to_my_knock_question(driver, table: AllegraTable) -> None:
    """The person plays the first legal action until a computer's drawn card asks them."""
    for _ in range(20000):
        if phase(table) == "knock" and table.can_act():
            return
        if table.can_act():
            table.act(table.legal()[0])
        driver.frames(1, 0.05)
    raise AssertionError("never asked to knock")


def test_the_knock_question_names_the_drawer_not_your_turn(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "person", "medium", turn_seconds=120)
    _to_my_knock_question(driver, table)
    game = table.session.game
    banner = table.banner_text()
    drawer = table.seat_name(game.active)
    assert banner != driver.app.ctx.t("table.banner.your_turn")
    assert drawer in banner and "?" in banner


def test_answering_a_knock_question_does_not_turn_the_sand_over(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "person", "medium", turn_seconds=120)
    _to_my_knock_question(driver, table)
    clock = table.session.clock
    turns, active = clock.turns, table.session.game.active
    assert table.act(Knock(False))
    assert table.session.game.active == active and clock.turns == turns


def test_enter_at_a_knock_question_lets_the_card_go_even_after_a_knock(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "person", "medium", turn_seconds=120)
    _to_my_knock_question(driver, table)
    driver.frames(1)
    assert driver.focused_name() == "no_knock"
    table.focus.focus_name("knock")  # the player knocked with the keyboard last time
    driver.key(pygame.K_RETURN)
    assert table.session.game.history[-1] == Knock(True)
    for _ in range(20000):  # until the next question
        if phase(table) == "knock" and table.can_act():
            break
        if table.can_act():
            table.act(table.legal()[0])
        driver.frames(1, 0.05)
    driver.frames(1)
    assert driver.focused_name() == "no_knock"  # the red Knock is never the default
    driver.key(pygame.K_RETURN)
    assert table.session.game.history[-1] == Knock(False)


def test_the_log_says_where_a_card_went_what_it_replaced_and_whose_triple(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    session, c1, c2 = table.session, table.seat_name(1), table.seat_name(2)
    named = table.seat_name
    table.seat_name = lambda seat: "You" if seat == 0 else named(seat)  # type: ignore[method-assign]
    session.log.clear()
    session._up = set()
    session.log_events(
        [
            ev.Revealed(2, (0, 1, 3), 2),
            ev.Placed(2, (0, 1, 3), 9, 2),  # into my column 3, which is C2's area's column 0
            ev.Placed(1, (1, 0, 0), 4, 11),  # into its own grid, over a face-down 11
            ev.TripleRemoved(((2, 2, 0), (2, 2, 1), (2, 2, 2)), 4),
            ev.TripleRemoved(((1, 0, 3), (0, 0, 0), (0, 0, 1)), 5),
            ev.Revealed(0, (0, 2, 2), 8),
            ev.Revealed(1, (1, 2, 2), -1),
        ]
    )
    lines = [log_line(table, entry) for entry in session.log]
    assert lines[1] == f"{c2} puts the 9 in your column for the 2."
    assert lines[2] == f"{c1} puts the 4 in their own grid for a face-down 11."
    assert lines[3] == f"Triple of 4: 3 cards leave {c2}'s grid."
    assert lines[4] == "Triple of 5: 3 cards leave your area."
    assert lines[5] == "You turn up an 8."
    assert lines[6] == f"{c1} turns up a \N{MINUS SIGN}1."


def test_the_number_over_a_grid_is_what_its_area_shows_now(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    _play_until(driver, table, lambda: table.session.game.phase.name == "TAKE")
    settle(driver, table)
    game, seats = table.session.game, len(table.session.seats)
    expected = []
    for seat in range(seats):
        held = [game.cell(cell) for cell in area_cells(seat, seats)]
        expected.append(sum(h[0] for h in held if h is not None and h[1]))
    assert [area_shows(table.dealer.shown, seat) for seat in range(seats)] == expected
    assert any(expected)  # two cards each are up: the round's first number is not 0
    drawn: list[str] = []
    blit = table.ctx.text.blit

    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return blit(surface, text, *args, **kwargs)

    table.ctx.text.blit = record  # type: ignore[method-assign]
    table.draw(pygame.display.get_surface())
    for total in expected:
        assert f"shows {value_text(total)}" in drawn


def _play_until(driver, table: AllegraTable, until) -> None:
    for _ in range(20000):
        if until():
            return
        if table.can_act():
            table.act(table.legal()[0])
        driver.frames(1, 0.05)
    raise AssertionError("never got there")


def _recording_blits(table: AllegraTable) -> list[tuple[str, object]]:
    drawn: list[tuple[str, object]] = []
    blit = table.ctx.text.blit

    def record(surface, text, font, px, colour, *args, **kwargs):
        drawn.append((text, colour))
        return blit(surface, text, font, px, colour, *args, **kwargs)

    table.ctx.text.blit = record  # type: ignore[method-assign]
    return drawn


def test_a_doubled_round_says_why_and_the_lowest_total_is_green(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    shown = table.dealer.shown
    shown.round_scores, shown.doubled, shown.scores = (
        [(94, 21, 13)],
        [(True, False, False)],
        [94, 21, 13],
    )
    table.dealer.summary = RoundSummary(
        0, 0, (94, 21, 13), (True, False, False), (94, 21, 13), False
    )
    drawn = _recording_blits(table)
    surface = pygame.Surface(pygame.display.get_surface().get_size())
    draw_score_pad(surface, table, table.place.rect("scoreboard"))
    draw_summary(surface, table, table.dealer.summary)
    texts = [text for text, _colour in drawn]
    assert "47 × 2 = 94 (doubled)" in texts and "47 is not the lowest (13)" in texts
    assert "(×2)" in texts  # the pad says it, as How to play writes it, not only in red
    theme = table.ctx.theme
    lowest = [colour for text, colour in drawn if text == "13"]
    assert theme.fill in lowest and theme.primary not in lowest and theme.danger not in lowest


def test_names_and_the_hint_line_fit_their_places_at_800_by_600(make_app) -> None:
    driver = make_app(size=(800, 600))
    table = sit_down(driver, "person", "medium", "medium", "medium")
    settle(driver, table)
    long_hint = (driver.app.ctx.t("table.allegra.hint.draw", value="5"), "normal")
    table.status_line = lambda: long_hint  # type: ignore[method-assign]
    drawn = _recording_blits(table)
    surface = pygame.display.get_surface()
    table.painter.draw_status(surface)
    hint = table.status_line()
    assert hint is not None
    lines = [text for text, _colour in drawn]
    assert hint[0] not in lines and len(lines) == 2  # wrapped onto two lines
    room = table.place.rect("preview").width
    assert all(table.ctx.text.width(line, "ui_bold", 12) <= room for line in lines)
    drawn.clear()
    draw_score_pad(surface, table, table.place.rect("scoreboard"))
    names = [text for text, _colour in drawn if text.startswith("C")]
    assert names == ["C1", "C2", "C3"]  # not "Compute" cut off


def test_a_name_shrinks_then_becomes_its_initials(make_app) -> None:
    ctx = make_app().app.ctx
    assert fitted_name(ctx, "Computer 2", "ui_bold", 16, 400) == ("Computer 2", 16)
    text, px = fitted_name(ctx, "Computer 2", "ui_bold", 16, 75)
    assert text == "Computer 2" and 12 <= px < 16
    assert fitted_name(ctx, "Computer 2", "ui_bold", 16, 30)[0] == "C2"


def test_a_knockers_card_stands_on_its_label_not_over_it(make_app) -> None:
    driver = make_app()
    for kinds in (("person", "medium", "medium"), ("person", "medium", "medium", "medium")):
        table = sit_down(driver, *kinds)
        height = round(table.geometry.card_height * 0.8)
        for seat in range(len(kinds)):
            rect = pygame.Rect((0, 0), card_size(height))
            rect.center = tuple(round(v) for v in table.knock_hand_point(seat))
            assert not rect.colliderect(table.geometry.label_rect(seat))
        table.save_and_close()
        driver.frames(2)


class _Passing:
    """A card in flight over the hand (the dealer's flyers are drawn by their rect)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self._rect = rect

    def rect(self) -> pygame.Rect:
        return self._rect


def test_the_hand_is_not_called_empty_while_a_card_leaves_it(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    table.dealer.shown.held = None
    empty = driver.app.ctx.t("table.allegra.hand_empty")
    drawn = _recording_blits(table)
    surface = pygame.display.get_surface()
    table.painter._draw_held(surface)
    assert empty in [text for text, _colour in drawn]
    drawn.clear()
    table.dealer.flyers.append(_Passing(table.geometry.held_rect()))  # type: ignore[arg-type]
    table.painter._draw_held(surface)
    assert empty not in [text for text, _colour in drawn]


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
def test_the_pads_title_stays_inside_the_pad_at_800_by_600(make_app, language: str) -> None:
    driver = make_app(size=(800, 600), language=language)
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    rect = table.place.rect("scoreboard")
    blit = table.ctx.text.blit
    drawn: list[pygame.Rect] = []

    def record(*args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(blit(*args, **kwargs))
        return drawn[-1]

    table.ctx.text.blit = record  # type: ignore[method-assign]
    draw_score_pad(pygame.display.get_surface(), table, rect)
    table.ctx.text.blit = blit  # type: ignore[method-assign]
    title = drawn[0]  # the pad's title is its first line
    assert rect.contains(title), (title, rect)


def test_an_arabic_name_goes_by_the_letter_after_its_article() -> None:
    assert initials("الحاسوب 1") == "ح1"  # not the article's alef
    assert initials("ليلى 2") == "ل2"
    assert initials("Computer 2") == "C2"
