"""The text field's caret stands where the next typed character will appear, as the bidi
order puts it: after a Latin name at its right end and after Arabic at its left end, in a
mirrored (Arabic) field as in any other. In a mirrored field it stood at the left end of a
typed Latin name, where nothing typed ever appears."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.rtl import end_caret
from rondo_desktop.app.widgets import FocusGroup, TextField

AHMED = "\u0623\u062d\u0645\u062f"  # أحمد


@pytest.mark.parametrize(
    ("text", "rtl", "left_of"),
    [
        ("Anna", True, 4),  # a Latin name: its right end, in an Arabic line too
        ("Anna", False, 4),
        (AHMED, True, 0),  # Arabic: its left end
        (AHMED, False, 0),
        (f"{AHMED} Anna", True, 4),  # "Anna" stands left of the Arabic: the caret after it
        (f"Anna {AHMED}", True, 0),
        (f"Anna {AHMED}", False, 5),  # the Arabic right of "Anna ": the caret at its left
        ("", True, 0),
    ],
)
def test_the_caret_follows_the_last_typed_character(text: str, rtl: bool, left_of: int) -> None:
    assert end_caret(text, rtl) == left_of


def _caret_and_text(
    ctx: Any, monkeypatch: pytest.MonkeyPatch, value: str, rtl: bool, max_length: int = 16
) -> tuple[int, pygame.Rect, str, pygame.Rect]:
    """Where the focused field draws its caret, the text it shows and where, and its box."""
    field = TextField("Name", value, lambda _value: None, max_length=max_length)
    field.rect = pygame.Rect(100, 10, 500, 40)
    FocusGroup([field], rtl=rtl)
    field.focused = True
    lines: list[tuple[int, int]] = []
    texts: list[tuple[str, pygame.Rect]] = []
    real_line, real_blit = pygame.draw.line, ctx.text.blit

    def line(surface: pygame.Surface, colour: Any, start: Any, end: Any, width: int = 1) -> Any:
        lines.append((round(start[0]), round(end[0])))
        return real_line(surface, colour, start, end, width)

    def blit(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real_blit(surface, text, *args, **kwargs)
        texts.append((text, rect))
        return rect

    monkeypatch.setattr(pygame.draw, "line", line)
    monkeypatch.setattr(ctx.text, "blit", blit)
    field.draw(pygame.Surface((700, 60)), ctx)
    monkeypatch.undo()
    ((x, x_end),) = lines
    assert x == x_end
    shown, rect = texts[-1]  # the label first, then the value
    return x, rect, shown, field.control_rect


def test_a_latin_name_in_a_mirrored_field_has_the_caret_at_its_right_end(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctx = make_app(language="ar").app.ctx
    x, rect, shown, box = _caret_and_text(ctx, monkeypatch, "Anna", rtl=True)
    assert shown == "Anna" and rect.right > box.centerx  # the name stands at the right
    assert rect.right <= x <= rect.right + 3


def test_arabic_in_a_mirrored_field_has_the_caret_at_its_left_end(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctx = make_app(language="ar").app.ctx
    x, rect, _shown, _box = _caret_and_text(ctx, monkeypatch, AHMED, rtl=True)
    assert rect.left - 3 <= x <= rect.left


def test_a_mixed_name_has_the_caret_after_its_last_character(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "أحمد Anna" reads the Arabic first, at the right; "Anna" stands at its left, and the
    next letter comes after its "a": inside the line, not at either end."""
    ctx = make_app(language="ar").app.ctx
    x, rect, _shown, _box = _caret_and_text(ctx, monkeypatch, f"{AHMED} Anna", rtl=True)
    anna = ctx.text.width("Anna", "ui", 20)
    assert abs(x - (rect.left + anna)) <= 2 and rect.left + 10 < x < rect.right - 10


def test_a_long_name_shows_its_typing_end_with_the_caret_inside_the_box(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctx = make_app(language="ar").app.ctx
    name = "Maximiliane-Josephine von Hohenzollern-Sigmaringen"
    x, rect, shown, box = _caret_and_text(ctx, monkeypatch, name, rtl=True, max_length=60)
    assert shown != name and name.endswith(shown)  # the start cut off, the end in view
    assert box.contains(rect) and box.left < x <= box.right
    assert rect.right <= x <= rect.right + 3
    arabic = AHMED * 12
    x, rect, shown, box = _caret_and_text(ctx, monkeypatch, arabic, rtl=True, max_length=60)
    assert shown != arabic and arabic.endswith(shown)
    assert box.contains(rect) and box.left <= x <= rect.left


def test_english_keeps_the_caret_after_the_name(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_app(language="en").app.ctx
    x, rect, shown, box = _caret_and_text(ctx, monkeypatch, "Anna", rtl=False)
    assert shown == "Anna" and rect.left < box.centerx
    assert x == rect.right + 2
