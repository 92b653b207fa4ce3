"""Every scene at every window shape: the layout fills the window and text stays readable."""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.app import App, display_window
from rondo_desktop.app.layout import MIN_TEXT_PX, LayoutLibrary
from rondo_desktop.app.settings import MIN_WINDOW, SettingsStore
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.screenshot import render, scenes
from tests.lanes import sampled

SIZES = [(1920, 1080), (1280, 720), (1024, 768), (1680, 1050), (900, 900), MIN_WINDOW]
# Layers drawn over the others on purpose (a message panel over the table, ...).
OVERLAY_LAYERS = {"message"}
# Regions that are not a thing on screen but a band things are placed in.
BANDS = {"table": {f"opponent_{k}" for k in range(1, 6)}}
FILL_SHARE = 0.8  # the layout's regions together span at least this much of each axis


class RecordingText(TextRenderer):
    """Records the size of every line of text the scenes draw (card faces draw their own)."""

    def __init__(self) -> None:
        super().__init__()
        self.sizes: list[tuple[int, str]] = []

    def render(self, text: str, role: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        if text.strip():
            self.sizes.append((int(px), text))
        return super().render(text, role, px, colour)


def _overlapping(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    """Pairs that overlap without one holding the other (a list inside its panel is fine)."""
    return [
        (a, b)
        for (a, ra), (b, rb) in combinations(rects.items(), 2)
        if ra.colliderect(rb) and not (ra.contains(rb) or rb.contains(ra))
    ]


def _check(app: App, size: tuple[int, int]) -> None:
    window = pygame.Rect((0, 0), size)
    scene = app.ctx.stack.scenes[-1]
    place = scene.place  # type: ignore[attr-defined]
    layout = place.layout
    rects = {name: place.rect(name) for name in layout.regions}
    for name, rect in rects.items():
        assert window.contains(rect), f"{layout.name}: {name} {rect} leaves the {size} window"
    solid = {
        name: rect
        for name, rect in rects.items()
        if layout.regions[name].layer not in OVERLAY_LAYERS
        and name not in BANDS.get(layout.name, set())
    }
    assert _overlapping(solid) == [], f"{layout.name} at {size}"
    # No empty bands: the regions reach out to the window's edges on both axes.
    union = pygame.Rect(next(iter(rects.values()))).unionall(list(rects.values()))
    assert union.width >= FILL_SHARE * size[0], f"{layout.name}: {union} at {size}"
    assert union.height >= FILL_SHARE * size[1], f"{layout.name}: {union} at {size}"

    widgets = {w.name or str(id(w)): w.rect for w in scene.focus.widgets}  # type: ignore[attr-defined]
    for name, rect in widgets.items():
        assert window.contains(rect), f"{layout.name}: widget {name} {rect} leaves {size}"
    assert _overlapping(widgets) == [], f"{layout.name} widgets at {size}"

    recording = RecordingText()
    app.ctx.text = recording
    app.ctx.stack.draw(app.screen)
    smallest = min(recording.sizes)
    assert smallest[0] >= MIN_TEXT_PX, f"{layout.name} at {size}: {smallest}"


# The fast lane: the smallest window and a square one.
@pytest.mark.parametrize(
    "size", sampled(SIZES, {MIN_WINDOW, (900, 900)}), ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("scene", scenes())
def test_every_scene_fills_every_window_shape(
    tmp_path: Path, scene: str, size: tuple[int, int]
) -> None:
    render(scene, tmp_path / "shot.png", size, "de", inspect=lambda app: _check(app, size))


def test_layouts_spread_over_a_square_window_and_keep_their_proportions() -> None:
    place = LayoutLibrary().get("table").fit((900, 900))
    pile = place.rect("pile")
    log = place.rect("log")
    # The pile keeps its shape (a card does not squash) ...
    assert pile.width / pile.height == pytest.approx(176 / 190, abs=0.02)
    # ... the move log takes the window's height (it stretches), the hand sits low.
    assert log.height > 418 * 900 / 720 - 2
    assert place.rect("hand").bottom > 0.8 * 900


def test_the_window_cannot_be_made_smaller_than_the_minimum(make_app) -> None:
    make_app(size=(1024, 768))
    assert display_window().minimum_size == MIN_WINDOW


def test_a_settings_file_below_the_minimum_window_size_is_not_used(data_dir: Path) -> None:
    (data_dir / "settings.json").write_text(
        json.dumps({"schema_version": 1, "window_width": 640, "window_height": 480}),
        encoding="utf-8",
    )
    settings = SettingsStore(data_dir).load()
    assert settings.window_width >= MIN_WINDOW[0]
    assert settings.window_height >= MIN_WINDOW[1]


@pytest.mark.parametrize("name", ["menu", "rules"])
def test_a_square_window_gets_the_square_design_and_a_wide_one_the_wide(name: str) -> None:
    library = LayoutLibrary()
    assert library.fit(name, (900, 900)).layout.name == f"{name}-square"
    for size in ((1280, 720), (1920, 1080), (1024, 768), MIN_WINDOW):
        assert library.fit(name, size).layout.name == name


def _text_sizes(scene: str, size: tuple[int, int], tmp_path: Path) -> list[tuple[int, str]]:
    sizes: list[tuple[int, str]] = []

    def inspect(app: App) -> None:
        recording = RecordingText()
        app.ctx.text = recording
        app.ctx.stack.draw(app.screen)
        sizes.extend(recording.sizes)

    render(scene, tmp_path / "shot.png", size, "en", inspect=inspect)
    return sizes


@pytest.mark.parametrize(
    ("scene", "text"), [("menu", "How to play"), ("rules", "Rondo is played with 110 cards")]
)
def test_the_menu_and_how_to_play_are_not_tiny_in_a_square_window(
    tmp_path: Path, scene: str, text: str
) -> None:
    # At 900x900 the 16:9 design was drawn at 70 % with wide empty bands above and below.
    def size_of(size: tuple[int, int]) -> int:
        return next(px for px, line in _text_sizes(scene, size, tmp_path) if line.startswith(text))

    assert size_of((900, 900)) >= 0.85 * size_of((1280, 720))


def _labels_fit(app: App, size: tuple[int, int]) -> None:
    from rondo_desktop.app.widgets import Button

    scene = app.ctx.stack.scenes[-1]
    text = app.ctx.text
    for widget in scene.focus.widgets:  # type: ignore[attr-defined]
        if not isinstance(widget, Button) or not widget.text:
            continue
        room = widget.rect.width - widget.rect.height // 2  # as Button.draw leaves it
        px = text.fit_px(widget.text, "ui_bold", widget.px, room)
        width = text.width(widget.text, "ui_bold", px)
        assert px >= MIN_TEXT_PX and width <= room, f"{widget.text!r} spills at {size}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_the_table_buttons_hold_their_labels(tmp_path: Path, lang: str, size) -> None:
    render("table", tmp_path / "shot.png", size, lang, inspect=lambda app: _labels_fit(app, size))


def _hints_clear(app: App, size: tuple[int, int]) -> None:
    drawn: list[tuple[str, pygame.Rect]] = []
    text = app.ctx.text
    real = text.blit

    def blit(surface, line, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, line, *args, **kwargs)
        drawn.append((line, rect))
        return rect

    text.blit = blit  # type: ignore[method-assign]
    app.ctx.stack.draw(app.screen)
    text.blit = real  # type: ignore[method-assign]
    # The key hints: the line of "·"-separated keys along the bottom edge.
    hints = [rect for line, rect in drawn if "·" in line and rect.bottom > size[1] * 0.95]
    assert hints, "no key hints drawn"
    scene = app.ctx.stack.scenes[-1]
    for widget in scene.focus.widgets:  # type: ignore[attr-defined]
        if getattr(widget, "visible", True):
            for rect in hints:
                assert not rect.colliderect(widget.rect), f"the hints {rect} run into {widget}"


@pytest.mark.parametrize("scene", scenes())
@pytest.mark.parametrize("lang", sampled(["en", "de", "es", "fr"], {"fr"}))
def test_the_key_hints_keep_clear_of_the_buttons(tmp_path: Path, scene: str, lang: str) -> None:
    # French "Tab ou flèches se déplacer ..." ran under the setup's Start button at 800x600.
    render(
        scene,
        tmp_path / "shot.png",
        MIN_WINDOW,
        lang,
        inspect=lambda app: _hints_clear(app, MIN_WINDOW),
    )
