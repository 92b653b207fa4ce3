"""The Spanish pack drawn in code: every card paints at every size, no two faces alike, the
rank readable on the smallest card, and painted faces kept for reuse."""

from __future__ import annotations

import itertools

import pygame
import pytest

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.text import MIN_TEXT_PX, TextRenderer
from rondo_desktop.app.theme import THEMES
from rondo_desktop.games.ronda.table.card_art import RANKS, SpanishCardPainter, parse_card
from rondo_desktop.games.ronda.table.suits import SUITS

PACK = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
HEIGHTS = (40, 60, 120, 200)


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


def test_the_pack_has_forty_cards_of_four_suits_without_eights_or_nines() -> None:
    assert len(PACK) == len(set(PACK)) == 40
    assert {parse_card(card) for card in PACK} == set(itertools.product(RANKS, SUITS))
    assert 8 not in RANKS and 9 not in RANKS


@pytest.mark.parametrize(
    "bad", ["", "o", "8o", "9c", "13b", "0e", "7x", "12", "1O", "-1o", "7 o", "01o", "7oo"]
)
def test_text_that_is_no_card_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_card(bad)


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_card_and_the_back_paint_at_every_size(text: RecordingText, theme: str) -> None:
    painter = SpanishCardPainter(text, limit=1000)
    for height in HEIGHTS:
        for card in PACK:
            assert painter.face(card, height, THEMES[theme]).get_size() == card_size(height)
        assert painter.back(height, THEMES[theme]).get_size() == card_size(height)


@pytest.mark.parametrize("height", [60, 120])
def test_no_two_faces_look_alike_and_none_looks_like_the_back(
    text: RecordingText, height: int
) -> None:
    painter = SpanishCardPainter(text, limit=1000)
    theme = THEMES["felt"]
    looks = {_pixels(painter.face(card, height, theme)) for card in PACK}
    assert len(looks) == len(PACK)
    assert _pixels(painter.back(height, theme)) not in looks


def _ink_colour(face: pygame.Surface, area: pygame.Rect, paper: tuple[int, int, int]) -> tuple:
    """The mean colour of the strongly coloured pixels in area (not paper, not outline)."""
    picked = []
    for x in range(area.left, area.right, 2):
        for y in range(area.top, area.bottom, 2):
            r, g, b, _ = face.get_at((x, y))
            if max(r, g, b) - min(r, g, b) > 60 and (r, g, b) != paper:
                picked.append((r, g, b))
    assert picked
    return tuple(sum(channel) / len(picked) for channel in zip(*picked, strict=True))


def test_a_suit_is_told_by_its_colour_not_only_its_shape(text: RecordingText) -> None:
    """Above the ace's middle is its emblem: the coin, the cup's bowl, the sword's blade,
    the baton's head: gold, red, blue, green."""
    painter = SpanishCardPainter(text)
    theme = THEMES["felt"]
    colours = {}
    for suit in SUITS:
        face = painter.face(f"1{suit}", 200, theme)
        middle = pygame.Rect(face.get_width() // 2 - 6, 60, 12, 30)
        colours[suit] = _ink_colour(face, middle, theme.card_face)
    gold, red, blue, green = (colours[s] for s in "oceb")
    assert red[0] > red[1] + 60 and red[0] > red[2] + 60
    assert green[1] > green[0] + 20 and green[1] > green[2] + 40
    assert blue[2] > blue[0] + 60
    assert gold[0] > gold[2] + 80 and gold[1] > gold[2] + 60 and gold[0] > gold[1]


def test_the_rank_stands_tall_enough_to_read_on_a_60_px_card(text: RecordingText) -> None:
    painter = SpanishCardPainter(text)
    for card in PACK:
        text.drawn.clear()
        painter.face(card, 60, THEMES["felt"])
        rank = str(parse_card(card)[0])
        numerals = [(role, px) for drawn, role, px in text.drawn if drawn == rank]
        assert numerals, f"{card}: its rank is not written on it"
        for role, px in numerals:
            assert px >= MIN_TEXT_PX
            ink = text.render(rank, role, px, (0, 0, 0)).get_bounding_rect()
            assert ink.height >= MIN_TEXT_PX, f"{card}: its rank is {ink.height} px tall"


def test_the_rank_grows_with_the_card(text: RecordingText) -> None:
    painter = SpanishCardPainter(text)
    sizes = []
    for height in (60, 120, 200):
        text.drawn.clear()
        painter.face("12o", height, THEMES["felt"])
        sizes.append(max(px for drawn, _, px in text.drawn if drawn == "12"))
    assert sizes[0] < sizes[1] < sizes[2] and sizes[2] >= 1.8 * sizes[0]


def test_a_card_back_carries_no_rank(text: RecordingText) -> None:
    painter = SpanishCardPainter(text)
    for height in HEIGHTS:
        painter.back(height, THEMES["felt"])
    assert text.drawn == []


def test_a_painted_face_is_kept_per_card_size_and_theme(text: RecordingText) -> None:
    painter = SpanishCardPainter(text)
    felt, contrast = THEMES["felt"], THEMES["contrast"]
    first = painter.face("7o", 90, felt)
    assert painter.face("7o", 90, felt) is first
    assert painter.back(90, felt) is painter.back(90, felt)
    assert painter.face("7o", 91, felt) is not first
    assert painter.face("7o", 90, contrast) is not first
    assert painter.face("7c", 90, felt) is not first
    assert painter.cached() == 5


def test_the_cache_forgets_the_least_recently_used_face_first(text: RecordingText) -> None:
    painter = SpanishCardPainter(text, limit=3)
    felt = THEMES["felt"]
    one, two = painter.face("1o", 60, felt), painter.face("2o", 60, felt)
    painter.face("3o", 60, felt)
    assert painter.face("1o", 60, felt) is one  # used again: now the most recent
    painter.face("4o", 60, felt)  # pushes out 2o, the least recently used
    assert painter.cached() == 3
    assert painter.face("1o", 60, felt) is one
    assert painter.face("2o", 60, felt) is not two


@pytest.mark.parametrize("height", [60, 120, 200])
def test_the_emblems_of_a_seven_can_be_told_apart(
    text: RecordingText, height: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seven emblems beside a large rank: each stays at least a tenth of the card tall (a
    small card gives up its turned index to make that room)."""
    from rondo_desktop.games.ronda.table import card_art

    drawn: list[float] = []
    real = card_art.draw_suit

    def spy(surface: pygame.Surface, suit: str, centre, size: float, ink, angle=0.0) -> None:
        drawn.append(size * card_size(height)[0] / surface.get_width())
        real(surface, suit, centre, size, ink, angle)

    monkeypatch.setattr(card_art, "draw_suit", spy)
    painter = SpanishCardPainter(text)
    for suit in SUITS:
        drawn.clear()
        painter.face(f"7{suit}", height, THEMES["felt"])
        pips = sorted(drawn, reverse=True)[:7]
        assert min(pips) >= height * 0.1, f"7{suit} at {height} px: emblems {pips}"


def test_with_a_window_open_faces_come_in_the_window_format(
    text: RecordingText, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a window, faces are converted once when painted, not on every blit."""
    opened = pygame.display.get_surface() is None
    if opened:
        monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
        pygame.display.init()
        pygame.display.set_mode((64, 64))
    try:
        painter = SpanishCardPainter(text)
        window = pygame.display.get_surface()
        assert window is not None
        for face in (painter.face("12c", 90, THEMES["felt"]), painter.back(90, THEMES["felt"])):
            assert face.get_size() == card_size(90)
            assert face.get_flags() & pygame.SRCALPHA  # the rounded corners stay see-through
            assert face.get_at((0, 0)).a == 0
            assert face.get_bitsize() == 32
    finally:
        if opened:
            pygame.display.quit()


def test_the_six_is_underlined_so_the_turned_one_is_no_nine(text: RecordingText) -> None:
    from rondo_desktop.games.ronda.table.suits import suit_ink

    painter = SpanishCardPainter(text)
    ink, paper = suit_ink("o", "felt"), THEMES["felt"].card_face
    five, six = (painter._numeral(rank, 120, ink, paper) for rank in (5, 6))
    assert six.get_height() > five.get_height()
    below = range(five.get_height(), six.get_height())  # what the 6 has more than the 5
    added = {six.get_at((x, y))[:3] for x in range(six.get_width()) for y in below}
    assert tuple(ink.index) in added  # a bar in the suit's ink under the glyph
