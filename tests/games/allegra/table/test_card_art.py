"""Allegra's cards drawn in code: every value paints at every size with its value readable on
the smallest card, a true minus on the -1, colours from cool to hot that stay apart in grey,
a back with nothing to read, the gap and the rings, and painted faces kept for reuse."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.text import MIN_TEXT_PX, TextRenderer
from rondo_desktop.app.theme import THEMES
from rondo_desktop.games.allegra.table.card_art import (
    MIN_CARD_HEIGHT,
    MINUS,
    VALUES,
    AllegraCardPainter,
    value_colour,
    value_text,
)

HEIGHTS = (MIN_CARD_HEIGHT, 60, 120, 200)


class RecordingText(TextRenderer):
    """A text renderer that remembers every piece of text drawn and its size."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[tuple[str, str, int]] = []

    def render(
        self,
        text: str,
        role: str,
        px: int,
        colour: tuple[int, int, int],
        *,
        in_rtl_paragraph: bool = False,
    ) -> pygame.Surface:
        self.drawn.append((text, role, int(px)))
        return super().render(text, role, px, colour, in_rtl_paragraph=in_rtl_paragraph)

    def render_printed(
        self, text: str, role: str, px: int, colour: tuple[int, int, int]
    ) -> pygame.Surface:  # what is printed on a card: its index
        self.drawn.append((text, role, int(px)))
        return super().render_printed(text, role, px, colour)


@pytest.fixture
def text() -> RecordingText:
    pygame.font.init()
    return RecordingText()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_deck_has_thirteen_values_and_minus_one_has_a_true_minus() -> None:
    assert tuple(range(-1, 12)) == VALUES
    assert value_text(-1) == f"{MINUS}1" and MINUS == "\u2212"
    assert [value_text(v) for v in (0, 7, 11)] == ["0", "7", "11"]


@pytest.mark.parametrize("bad", [-2, 12, 100])
def test_a_value_that_is_no_card_is_refused(text: RecordingText, bad: int) -> None:
    painter = AllegraCardPainter(text)
    with pytest.raises(ValueError):
        painter.face(bad, 60, THEMES["felt"])
    assert painter.cached() == 0


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_value_back_gap_and_ring_paint_at_every_size(text: RecordingText, theme: str) -> None:
    painter = AllegraCardPainter(text, limit=1000)
    look = THEMES[theme]
    for height in HEIGHTS:
        for value in VALUES:
            assert painter.face(value, height, look).get_size() == card_size(height)
        for surface in (
            painter.back(height, look),
            painter.gap(height, look),
            painter.highlight(height, look),
            painter.selected(height, look),
        ):
            assert surface.get_size() == card_size(height)


@pytest.mark.parametrize("height", HEIGHTS)
def test_the_value_stands_tall_enough_to_read_at_every_size(
    text: RecordingText, height: int
) -> None:
    painter = AllegraCardPainter(text)
    width = card_size(height)[0]
    for value in VALUES:
        text.drawn.clear()
        painter.face(value, height, THEMES["felt"])
        printed = value_text(value)
        sizes = [(role, px) for drawn, role, px in text.drawn if drawn == printed]
        assert sizes, f"{value}: its value is not written on it"
        role, px = max(sizes, key=lambda size: size[1])  # the big numeral in the middle
        ink = text.render(printed, role, px, (0, 0, 0)).get_bounding_rect()
        assert ink.height >= MIN_TEXT_PX, f"{value} at {height} px: {ink.height} px tall"
        assert ink.width < width, f"{value} at {height} px: wider than the card"


def test_the_numeral_grows_with_the_card(text: RecordingText) -> None:
    painter = AllegraCardPainter(text)
    sizes = []
    for height in (60, 120, 200):
        text.drawn.clear()
        painter.face(8, height, THEMES["felt"])
        sizes.append(max(px for drawn, _, px in text.drawn if drawn == "8"))
    assert sizes[0] < sizes[1] < sizes[2] and sizes[2] >= 2.5 * sizes[0]


def test_colours_run_from_cool_to_hot() -> None:
    cold, hot = value_colour(-1), value_colour(11)
    assert cold[2] > cold[0] + 80  # blue
    assert hot[0] > hot[1] + 60 and hot[2] > hot[1] + 60  # magenta
    assert value_colour(9)[0] > value_colour(9)[2] + 100  # red
    assert len({value_colour(v) for v in VALUES}) == len(VALUES)


@pytest.mark.parametrize("height", [60, 120])
def test_faces_stay_apart_in_grey_and_none_looks_like_the_back(
    text: RecordingText, height: int
) -> None:
    """Seen without colour (a grey copy) every value still looks different: the numeral
    and, on larger cards, the gauge and the lightness tell them apart."""
    painter = AllegraCardPainter(text, limit=1000)
    theme = THEMES["felt"]
    greys = set()
    for value in [*VALUES, None]:
        face = painter.back(height, theme) if value is None else painter.face(value, height, theme)
        grey = pygame.transform.grayscale(face)
        greys.add(_pixels(grey))
    assert len(greys) == len(VALUES) + 1


def test_the_gauge_fills_with_the_value(text: RecordingText) -> None:
    """Along the tile's foot, more of the gauge is lit the higher the card: counted as the
    pixels in the numeral's ink on the gauge's row."""
    from rondo_desktop.games.allegra.table.card_art import value_ink

    painter = AllegraCardPainter(text)
    height = 160
    row = round(height * 0.83)
    lit = []
    for value in (0, 4, 8, 11):  # white ink on each, so the counts compare
        face = painter.face(value, height, THEMES["felt"])
        ink = value_ink(value)
        lit.append(
            sum(
                1
                for x in range(face.get_width())
                if all(abs(a - b) < 40 for a, b in zip(face.get_at((x, row))[:3], ink, strict=True))
            )
        )
    assert lit[0] < lit[1] < lit[2] < lit[3], lit


def test_a_card_back_and_a_gap_carry_no_value(text: RecordingText) -> None:
    painter = AllegraCardPainter(text)
    for height in HEIGHTS:
        painter.back(height, THEMES["felt"])
        painter.gap(height, THEMES["felt"])
    assert text.drawn == []


def test_the_rings_leave_the_middle_of_the_card_clear(text: RecordingText) -> None:
    painter = AllegraCardPainter(text)
    for ring in (painter.highlight(90, THEMES["felt"]), painter.selected(90, THEMES["felt"])):
        width, height = ring.get_size()
        assert ring.get_at((width // 2, height // 2)).a == 0
        assert ring.get_at((width // 2, 2)).a > 0
    thin = painter.highlight(90, THEMES["felt"]).get_bounding_rect()
    assert thin.size == card_size(90)


def test_a_painted_face_is_kept_per_value_size_and_theme(text: RecordingText) -> None:
    painter = AllegraCardPainter(text)
    felt, contrast = THEMES["felt"], THEMES["contrast"]
    first = painter.face(7, 90, felt)
    assert painter.face(7, 90, felt) is first
    assert painter.back(90, felt) is painter.back(90, felt)
    assert painter.face(7, 91, felt) is not first
    assert painter.face(7, 90, contrast) is not first
    assert painter.face(-1, 90, felt) is not first
    assert painter.cached() == 5


def test_the_cache_forgets_the_least_recently_used_face_first(text: RecordingText) -> None:
    painter = AllegraCardPainter(text, limit=3)
    felt = THEMES["felt"]
    one, two = painter.face(1, 60, felt), painter.face(2, 60, felt)
    painter.face(3, 60, felt)
    assert painter.face(1, 60, felt) is one
    painter.face(4, 60, felt)  # pushes out 2, the least recently used
    assert painter.cached() == 3
    assert painter.face(2, 60, felt) is not two
