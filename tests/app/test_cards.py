"""Card faces and backs: what a player must be able to read (or not mistake) on them."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.app.cards import CardLook, CardPainter
from rondo_desktop.app.text import MIN_TEXT_PX, TextRenderer
from rondo_desktop.app.theme import THEMES


class RecordingText(TextRenderer):
    """A text renderer that remembers every piece of text drawn and its size."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[tuple[str, int]] = []

    def render(self, text: str, role: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        self.drawn.append((text, int(px)))
        return super().render(text, role, px, colour)


@pytest.fixture
def painter() -> tuple[CardPainter, RecordingText]:
    pygame.font.init()
    text = RecordingText()
    return CardPainter(text), text


HEIGHTS = (24, 40, 56, 70, 90, 120, 180)


@pytest.mark.parametrize("ornament", [True, False])
def test_a_card_back_carries_no_letter(painter, ornament: bool) -> None:
    cards, text = painter
    for height in HEIGHTS:
        cards.face(CardLook("back", ornament=ornament), height, THEMES["felt"])
    assert text.drawn == []  # no "R": a back can't be read as a letter card


@pytest.mark.parametrize(
    "look",
    [
        CardLook("joker", value=-3, label="JOKER"),
        CardLook("joker", letter="S", value=-3, label="JOKER"),
        CardLook("delete", value=-2, label="LÖSCHER"),
        CardLook("delete", value=-2, label="BORRADOR"),
        CardLook("letter", letter="W", value=8),
    ],
)
def test_no_card_text_is_drawn_below_the_readable_size(painter, look: CardLook) -> None:
    cards, text = painter
    for height in HEIGHTS:
        cards.face(look, height, THEMES["felt"])
    small = [(t, px) for t, px in text.drawn if px < MIN_TEXT_PX]
    assert not small, f"text below {MIN_TEXT_PX} px on a card: {small}"
    if look.label:  # big cards still say what they are
        assert any(t == look.label for t, _ in text.drawn)
