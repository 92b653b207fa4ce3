"""The holder is a thing on the table (``keep_ltr``): the "×3" under a slot of three cards is
printed on it, as a card's index is, so it looks the same in every language and with either
digits (Eastern digits had laid it out as a sentence, "٣×")."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.games.rondo.engine.cards import load_deck
from rondo_desktop.games.rondo.table.holder import HolderView

SIZE = (640, 240)


def drawn_holder(make_app, language: str, digits: str) -> pygame.Surface:
    driver = make_app(language=language)
    ctx = driver.app.ctx
    ctx.change_settings(persist=False, digits=digits)
    view = HolderView()
    view.stacks = [("C",), ("O", "A", "M"), ("E", "T")]
    geometry = view.geometry(pygame.Rect(20, 20, 600, 200), 160)
    surface = pygame.Surface(SIZE)
    view.draw(surface, ctx, load_deck("en"), geometry)
    return surface


@pytest.mark.parametrize("digits", ["western", "eastern"])
def test_the_holders_labels_look_the_same_in_arabic_as_in_english(make_app, digits: str) -> None:
    english = drawn_holder(make_app, "en", "western")
    arabic = drawn_holder(make_app, "ar", digits)
    assert pygame.image.tobytes(arabic, "RGB") == pygame.image.tobytes(english, "RGB")
