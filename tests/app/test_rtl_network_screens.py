"""Host a table, Join a table and the lobby mirrored for a language written right to left: the
seats' numbers at the right, the × at the left, the labels and the table's code read from the
right. English is mirrored (``RTL_LANGUAGES`` swapped for ``{"en"}``) so each line can be
matched with its left-to-right place."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rondo_desktop.app import i18n
from rondo_desktop.app.app import App
from rondo_desktop.app.rtl import without_controls
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.screenshot import render

SIZE = (1280, 720)
SCENES = ("host", "join", "lobby")
TITLE_BOTTOM = 100  # at 1280x720 the title stands above this, the panels below
Drawn = tuple[list[tuple[str, pygame.Rect]], list[tuple[str, pygame.Rect]]]


def _drawn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scene: str) -> Drawn:
    """The scene's widgets and every line of text drawn on it, each with its rect."""
    lines: list[tuple[str, pygame.Rect]] = []
    widgets: list[tuple[str, pygame.Rect]] = []
    real = TextRenderer.blit

    def blit(self, surface, line, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(self, surface, line, *args, **kwargs)
        # Not compared: a stepper's arrows, which swap on purpose (‹ goes back, at the right),
        # and the title on the cloth, whose letterpress shadow falls the same way both sides.
        if line not in ("‹", "›") and rect.top > TITLE_BOTTOM:
            lines.append((without_controls(line), rect.copy()))  # as read
        return rect

    def grab(app: App) -> None:
        top = app.ctx.stack.scenes[-1]
        for index, widget in enumerate(top.focus.widgets):  # type: ignore[attr-defined]
            widgets.append((widget.name or f"#{index}", widget.rect.copy()))
        lines.clear()  # the last frame's lines only
        top.draw(app.screen)

    with monkeypatch.context() as patch:
        patch.setattr(TextRenderer, "blit", blit)
        render(scene, tmp_path / f"{scene}.png", SIZE, "en", inspect=grab)
    return widgets, lines


def _mirrored(items: list[tuple[str, pygame.Rect]]) -> list[tuple[str, int, int, int, int]]:
    return sorted((name, SIZE[0] - r.right, r.top, r.width, r.height) for name, r in items)


def _close(
    a: list[tuple[str, int, int, int, int]], b: list[tuple[str, int, int, int, int]]
) -> bool:
    return len(a) == len(b) and all(
        x[0] == y[0] and all(abs(p - q) <= 1 for p, q in zip(x[1:], y[1:], strict=True))
        for x, y in zip(a, b, strict=True)
    )


@pytest.mark.parametrize("scene", SCENES)
def test_a_network_screen_mirrored_is_its_left_to_right_one_seen_in_a_mirror(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scene: str
) -> None:
    ltr_widgets, ltr_lines = _drawn(tmp_path, monkeypatch, scene)
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    rtl_widgets, rtl_lines = _drawn(tmp_path, monkeypatch, scene)
    assert ltr_lines and ltr_widgets
    assert _close(_mirrored(ltr_widgets), _plain(rtl_widgets)), scene
    # Every line (labels, seat numbers, names, tags, the code, the addresses) where the
    # left-to-right one is, reflected.
    assert _close(_mirrored(ltr_lines), _plain(rtl_lines)), scene


def _plain(items: list[tuple[str, pygame.Rect]]) -> list[tuple[str, int, int, int, int]]:
    return sorted((name, r.left, r.top, r.width, r.height) for name, r in items)
