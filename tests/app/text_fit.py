"""Measure every line of text a screen draws against the box it belongs in.

``measure(app)`` draws the app's scene stack once onto a probe surface that notes where each
line of text the text layer rendered lands (its ink, not its line box: an Arabic line box is
taller than its letters), which scene and which widget drew it, and the clip rect in force,
and every size ``fit_px`` chose. ``problems(...)`` then lists, in words, each line that:

- leaves the window, or is cut by the clip rect it was drawn under;
- leaves the widget that drew it (a button's label wider than the button);
- leaves the smallest region of the scene's layout (its Placement) that holds the line's
  centre, or an overlay's panel (a dialog's text outside its panel);
- was shrunk to fit below MIN_TEXT_PX, or still does not fit at the size chosen;
- overlaps another line drawn by the same scene.

What is drawn on a physical object (``render_printed``: card faces, letter cards) is not
measured: it is the card's own picture, not a label.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import pygame

from rondo_desktop.app.app import App
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.text import MIN_TEXT_PX, TextRenderer

# A line's ink may touch its box's edge by antialiasing; this much over is not a spill.
SLACK = 2
# Two lines overlap when their ink shares more than this many pixels each way: letters of
# neighbouring lines that only kiss (a descender over the next line's ascender) do not.
OVERLAP = 3
OVERLAY_LAYERS = ("message",)  # layout layers drawn over the others (tests/app/test_window_shapes)
# Regions that together are one band the seats are spread along, by layout: Rondo's
# opponents' slots, and Ronda's top row (at four, three seats share the seat and pile slots).
BANDS = {
    "table": {f"opponent_{k}" for k in range(1, 6)},
    "ronda-table": {"seat_left", "pile_left", "seat_across", "pile_right", "seat_right"},
}
SHADOW = 4  # the farthest a drop shadow is drawn from its line


@dataclass
class Drawn:
    text: str
    role: str
    px: int
    ink: pygame.Rect  # where its pixels are, on the window
    clip: pygame.Rect
    scene: Scene
    widget: Any | None
    order: int  # when it was drawn, among the lines and panels of the frame


@dataclass
class Panel:
    """A panel (``ctx.art.panel``) a scene drew: what it covers hides what was drawn before."""

    rect: pygame.Rect
    scene: Scene
    order: int


@dataclass
class Fit:
    text: str
    role: str
    px: int
    max_width: int
    chosen: int
    width: int


@dataclass
class Measured:
    size: tuple[int, int]
    drawn: list[Drawn] = field(default_factory=list)
    fits: list[Fit] = field(default_factory=list)
    scenes: list[Scene] = field(default_factory=list)
    panels: list[Panel] = field(default_factory=list)

    def next_order(self) -> int:
        return len(self.drawn) + len(self.panels)


class Probe(pygame.Surface):
    """The window's stand-in: a surface that notes the text surfaces blitted onto it."""

    def __init__(
        self, size: tuple[int, int], texts: dict[int, tuple[str, str, int]], measured: Measured
    ) -> None:
        super().__init__(size)
        self.texts = texts
        self.measured = measured
        self.scene: Scene | None = None
        self.widget: Any | None = None

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0):  # type: ignore[no-untyped-def,override]
        rendered = self.texts.get(id(source))
        if rendered is not None and area is None and self.scene is not None:
            text, role, px = rendered
            x, y = tuple(dest)[:2]  # a point or a rect: where the surface's corner goes
            ink = source.get_bounding_rect().move(int(x), int(y))
            if ink.width and ink.height:
                order = self.measured.next_order()
                self.measured.drawn.append(
                    Drawn(text, role, px, ink, self.get_clip(), self.scene, self.widget, order)
                )
        return super().blit(source, dest, area, special_flags)


@contextmanager
def _watched(
    text: TextRenderer, texts: dict[int, tuple[str, str, int]], measured: Measured
) -> Iterator[None]:
    """The text layer's render and fit_px, noting what they return (on the instance only)."""
    real_render, real_fit = text.render, text.fit_px

    def render(line: str, role: str, px: int, colour: Any, **kwargs: Any) -> pygame.Surface:
        surface = real_render(line, role, px, colour, **kwargs)
        if line.strip():
            texts[id(surface)] = (line, role, max(6, int(px)))
        return surface

    def fit_px(line: str, role: str, px: int, max_width: int, min_px: int = MIN_TEXT_PX) -> int:
        chosen = real_fit(line, role, px, max_width, min_px)
        width = text.width(line, role, chosen)
        measured.fits.append(Fit(line, role, int(px), max_width, chosen, width))
        return chosen

    text.render = render  # type: ignore[method-assign]
    text.fit_px = fit_px  # type: ignore[method-assign]
    try:
        yield
    finally:
        del text.render, text.fit_px  # back to the class's own


@contextmanager
def _panels(app: App, probe: Probe, measured: Measured) -> Iterator[None]:
    """The art's panel, noting each panel drawn on the window (on the instance only)."""
    art = app.ctx.art
    real = art.panel

    def panel(target: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> Any:
        if target is probe and probe.scene is not None:
            measured.panels.append(Panel(pygame.Rect(rect), probe.scene, measured.next_order()))
        return real(target, rect, *args, **kwargs)

    art.panel = panel  # type: ignore[method-assign]
    try:
        yield
    finally:
        del art.panel


def _widgets(scene: Scene) -> list[Any]:
    focus = getattr(scene, "focus", None)
    return list(getattr(focus, "widgets", []))


@contextmanager
def _attributed(probe: Probe, scenes: list[Scene]) -> Iterator[None]:
    """Each scene's draw and each of its widgets' draws tell the probe who is drawing."""
    patched: list[Any] = []

    def wrap(owner: Any, attribute: str, real: Any) -> None:
        def draw(*args: Any, **kwargs: Any) -> Any:
            before = probe.scene, probe.widget
            if attribute == "scene":
                probe.scene, probe.widget = owner, None
            else:
                probe.widget = owner
            try:
                return real(*args, **kwargs)
            finally:
                probe.scene, probe.widget = before

        owner.draw = draw
        patched.append(owner)

    for scene in scenes:
        wrap(scene, "scene", scene.draw)
        for widget in _widgets(scene):
            wrap(widget, "widget", widget.draw)
    try:
        yield
    finally:
        for owner in patched:
            del owner.draw


def measure(app: App) -> Measured:
    """Draw the app's screen once, noting every line of text drawn and every fit chosen."""
    size = app.screen.get_size()
    measured = Measured(size, scenes=list(app.ctx.stack.scenes))
    texts: dict[int, tuple[str, str, int]] = {}
    probe = Probe(size, texts, measured)
    with (
        _watched(app.ctx.text, texts, measured),
        _attributed(probe, measured.scenes),
        _panels(app, probe, measured),
    ):
        app.ctx.stack.draw(probe)
    return measured


def _regions(scene: Scene) -> list[tuple[str, pygame.Rect]]:
    """The regions of the scene's layout a line can belong to. Left out: the regions of an
    overlay layer (the table's message and round summary are drawn over the board, only while
    they show, and the board's lines under them belong to the board). A band of seats counts
    as one region (BANDS): seats are spread along it, not one to a slot."""
    place = getattr(scene, "place", None)
    if place is None:
        return []
    layout = place.layout
    found, band = [], []
    for name, region in layout.regions.items():
        if region.layer in OVERLAY_LAYERS:
            continue
        banded = name in BANDS.get(layout.name, ())
        (band if banded else found).append((name, place.rect(name)))
    if band:
        found.append(("seats band", band[0][1].unionall([rect for _, rect in band])))
    return found


def _hints(scene: Scene, line: Drawn) -> bool:
    """The key hints (scenes/common.draw_hints): one line centred across the foot of the
    window, under every region -- its box is the window."""
    hints = getattr(scene, "hints", None)
    return callable(hints) and hints() == line.text


def _holder(scene: Scene, line: Drawn, panels: list[Panel]) -> tuple[str, pygame.Rect] | None:
    """The box the line belongs in: an overlay's panel; else the last panel the scene drew
    under the line's centre (a summary or a box over the table, a region's own panel); else
    the smallest region of the scene's layout that holds the line's centre; else a panel the
    line runs across the edge of."""
    panel = getattr(scene, "panel", None)
    if scene.overlay and isinstance(panel, pygame.Rect) and panel.width:
        return ("panel", panel)
    if _hints(scene, line):
        return None
    under = [
        p
        for p in panels
        if p.scene is scene and p.order < line.order and p.rect.collidepoint(line.ink.center)
    ]
    if under:
        return ("drawn panel", under[-1].rect)
    holding = [(n, r) for n, r in _regions(scene) if r.collidepoint(line.ink.center)]
    if holding:
        return min(holding, key=lambda item: item[1].width * item[1].height)
    # In no box by its centre, but across a panel's edge: the text ran off the panel's foot
    # (the lobby's problem line under six seats), it belongs inside.
    across = [p for p in panels if p.scene is scene and p.order < line.order]
    across = [p for p in across if p.rect.colliderect(line.ink)]
    return ("drawn panel, its edge", across[-1].rect) if across else None


def _inside(ink: pygame.Rect, box: pygame.Rect) -> bool:
    return box.inflate(2 * SLACK, 2 * SLACK).contains(ink)


def _hidden(line: Drawn, shown: pygame.Rect, panels: list[Panel], after: int) -> bool:
    """Whether the part ``shown`` of a line is covered by a panel its scene drew over it
    later (before ``after``): the board's lines under a summary or a handover box."""
    return any(
        p.scene is line.scene and line.order < p.order < after and p.rect.contains(shown)
        for p in panels
    )


def _spills(
    line: Drawn, window: pygame.Rect, panels: list[Panel], shadow: bool = False
) -> Iterator[str]:
    where = f"{type(line.scene).__name__}: {line.text!r} {tuple(line.ink)}"
    if not window.contains(line.ink):
        yield f"{where} leaves the window"
    if shadow:
        return
    if not line.clip.contains(line.ink):
        yield f"{where} is cut by the clip {tuple(line.clip)}"
    widget = line.widget
    if widget is not None and not _inside(line.ink, widget.rect):
        name = getattr(widget, "name", "") or type(widget).__name__
        yield f"{where} leaves its widget {name} {tuple(widget.rect)}"
    holder = _holder(line.scene, line, panels) if widget is None else None
    if holder is not None and not _inside(line.ink, holder[1]):
        yield f"{where} leaves its region {holder[0]} {tuple(holder[1])}"


def _shadow(a: Drawn, b: Drawn) -> bool:
    """One line drawn twice a few pixels apart: a title or banner over its own shadow (set
    off by a 24th of its size, so farther for a larger title)."""
    reach = max(SHADOW, a.ink.height // 10)
    return (
        a.text == b.text
        and a.ink.size == b.ink.size
        and abs(a.ink.x - b.ink.x) <= reach
        and abs(a.ink.y - b.ink.y) <= reach
    )


def _overlaps(drawn: list[Drawn], panels: list[Panel]) -> Iterator[str]:
    for a, b in combinations(drawn, 2):  # a drawn before b
        if a.scene is not b.scene or _shadow(a, b):
            continue  # an overlay over the scene below; a line and its drop shadow
        shared = a.ink.clip(b.ink)
        if _hidden(a, shared, panels, b.order):
            continue  # a panel drawn between them covers where they meet
        if shared.width > OVERLAP and shared.height > OVERLAP:
            yield (
                f"{type(a.scene).__name__}: {a.text!r} {tuple(a.ink)} overlaps "
                f"{b.text!r} {tuple(b.ink)}"
            )


def _bad_fits(fits: list[Fit], drawn: list[Drawn]) -> Iterator[str]:
    """The sizes chosen by fit_px that a line was then drawn at (a caller may try a size,
    find it does not fit and draw something else: Ronda's team names fall back to the
    teams alone)."""
    used = {(line.text, line.role, line.px) for line in drawn}
    for fit in fits:
        if (fit.text, fit.role, fit.chosen) not in used:
            continue
        if fit.chosen < MIN_TEXT_PX:
            yield f"{fit.text!r} shrunk to {fit.chosen} px (under {MIN_TEXT_PX})"
        elif fit.width > fit.max_width:
            yield f"{fit.text!r} is {fit.width} px wide at {fit.chosen} px, room {fit.max_width}"


def problems(measured: Measured) -> list[str]:
    """Every line that does not fit its box, in words (empty: everything fits)."""
    window = pygame.Rect((0, 0), measured.size)
    end = measured.next_order()
    seen = [line for line in measured.drawn if not _hidden(line, line.ink, measured.panels, end)]
    # A drop shadow (drawn first, a few pixels down and across) is measured against the
    # window only: its line is measured against the box.
    shadows = {id(a) for a, b in combinations(seen, 2) if a.scene is b.scene and _shadow(a, b)}
    found = [
        spill
        for line in seen
        for spill in _spills(line, window, measured.panels, shadow=id(line) in shadows)
    ]
    found += list(_overlaps(seen, measured.panels))
    found += list(_bad_fits(measured.fits, measured.drawn))
    return list(dict.fromkeys(found))  # one line drawn twice is told once
