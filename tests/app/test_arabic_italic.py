"""Latin among Arabic in an italic line stands upright: Arabic is not slanted for emphasis,
so the "1" of "اللاعب 1" leaning beside it looked like a mistake (the Arabic trial)."""

from __future__ import annotations

import pygame

from rondo_desktop.app.text import TextRenderer

INK = (20, 20, 20)


def pixels(surface: pygame.Surface) -> bytes:
    return bytes(pygame.image.tobytes(surface, "RGBA"))


def test_the_digits_of_an_italic_arabic_line_are_upright(text: TextRenderer) -> None:
    line = "اللاعب 1 مع Rondo"
    italic, upright = text.render(line, "italic", 30, INK), text.render(line, "ui", 30, INK)
    assert italic.get_size() == upright.get_size()
    assert pixels(italic) == pixels(upright)  # the Arabic face has no slant; now nor do they
    assert text.width(line, "italic", 30) == text.width(line, "ui", 30)


def test_a_latin_italic_line_keeps_its_slant(text: TextRenderer) -> None:
    line = "Player 1"
    assert pixels(text.render(line, "italic", 30, INK)) != pixels(text.render(line, "ui", 30, INK))
