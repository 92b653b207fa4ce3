"""Screen layouts from Tiled: ``assets/layouts/<name>.tmx`` -> a frozen ``Layout`` of rects.

A layout is an orthogonal Tiled map designed at 1280x720 whose object layers hold named
rectangles with typed properties (``font_size``: int, ``align``: string, ...). This module is
the only one that touches pytmx: it converts at the boundary, so the rest of the game sees
plain frozen data and a player can rearrange a screen in Tiled without touching code.

The whole window is used, whatever its shape (4:3, 16:10, square): positions are scaled per
axis, so the design spreads over the window with no empty bands, while sizes keep proportions
(text and cards must not squash): ``scale`` is the smaller of the two axis scales. A region's
``stretch`` property (``x``, ``y`` or ``both``) lets it take its whole share of that axis
instead, for panels, lists and charts that should fill the window; a region that does not
stretch keeps its design proportions and sits centred in its share. A region with an
``anchor`` property (``top``, ``bottom``, ``left``, ``right`` or combinations like
``bottomright``) keeps its design distance (at ``scale``) to that window edge, so footers hug
the bottom of a tall window. Text is never smaller than ``MIN_TEXT_PX``.

A 16:9 design drawn in a square window is small (its width decides the scale) with wide gaps
above and below. A layout may name other designs of the same screen in its ``variants``
property (``"menu-square"``: a comma-separated list of layout names, each with the same region
names); :meth:`LayoutLibrary.fit` uses whichever design is drawn largest in the window.

Right to left (Arabic): the library's ``rtl`` flag (set by the app context from the language)
mirrors every region horizontally (``x -> width - x - w``, a left anchor becoming a right
one), so panels, columns and button rows change sides. A region with the property
``keep_ltr`` (bool) keeps its design place and its painter keeps drawing it left to right: the
game's physical objects whose order means something (Rondo's holder and hand, whose Latin
words read left to right; Ronda's seats, named for where the players sit; Allegra's grids,
whose edge columns are shared with the neighbour on that side). Code that places things
inside a region itself asks :meth:`Placement.mirror` / :func:`mirror_rect` and
:func:`mirror_align` rather than testing the language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

import pygame
import pytmx

from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.paths import asset_path

PropertyValue = str | int | float | bool


def mirror_x(x: float, within: pygame.Rect) -> float:
    """The point ``x`` reflected across the middle of ``within``."""
    return within.left + within.right - x


def mirror_rect(rect: pygame.Rect, within: pygame.Rect, rtl: bool = True) -> pygame.Rect:
    """``rect`` reflected inside ``within`` when ``rtl`` (a copy as it is otherwise)."""
    mirrored = pygame.Rect(rect)
    if rtl:
        mirrored.x = within.left + within.right - rect.right
    return mirrored


_SIDES = {"left": "right", "right": "left"}


def mirror_align(align: str, rtl: bool = True) -> str:
    """An alignment or anchor name with its sides swapped when ``rtl``: "midleft" ->
    "midright", "left" -> "right", "topright" -> "topleft"; "center" stays."""
    if not rtl:
        return align
    for side, other in _SIDES.items():
        if align.endswith(side):
            return align[: -len(side)] + other
    return align


class LayoutError(ValueError):
    """A layout file is not what the game expects (names the file and the problem)."""


@dataclass(frozen=True)
class Region:
    name: str
    layer: str
    kind: str  # the object's type/class in Tiled: "text", "button", "area", ...
    x: float
    y: float
    width: float
    height: float
    properties: Mapping[str, PropertyValue]


@dataclass(frozen=True)
class Layout:
    name: str
    design_size: tuple[int, int]
    regions: Mapping[str, Region]
    properties: Mapping[str, PropertyValue]

    def fit(self, window_size: tuple[int, int], rtl: bool = False) -> Placement:
        width, height = window_size
        design_w, design_h = self.design_size
        axis_scale = (width / design_w, height / design_h)
        return Placement(self, min(axis_scale), axis_scale, (width, height), rtl)


@dataclass(frozen=True)
class Placement:
    """A layout fitted to one window size: region rects in window pixels."""

    layout: Layout
    scale: float  # for sizes that keep proportions: text, cards, gaps, radii
    axis_scale: tuple[float, float]  # for positions and stretched regions: x, y
    window_size: tuple[int, int]
    rtl: bool = False  # mirrored for a language written right to left

    def __contains__(self, name: str) -> bool:
        return name in self.layout.regions

    def rect(self, name: str) -> pygame.Rect:
        region = self.layout.regions.get(name)
        if region is None:
            raise KeyError(f"layout {self.layout.name!r} has no region {name!r}")
        stretch = str(region.properties.get("stretch", ""))
        anchor = str(region.properties.get("anchor", ""))
        left, width = self._axis(
            region.x, region.width, 0, stretch in ("x", "both"), anchor, ("left", "right")
        )
        top, height = self._axis(
            region.y, region.height, 1, stretch in ("y", "both"), anchor, ("top", "bottom")
        )
        rect = pygame.Rect(round(left), round(top), round(width), round(height))
        if self.mirrors(name):
            rect.x = self.window_size[0] - rect.right
        return rect

    def mirrors(self, name: str) -> bool:
        """Whether region ``name`` is mirrored: the layout is right to left and the region
        does not keep its left-to-right place (``keep_ltr``)."""
        return self.rtl and not bool(self.prop(name, "keep_ltr", False))

    def mirror(self, rect: pygame.Rect, within: pygame.Rect | None = None) -> pygame.Rect:
        """``rect``, placed by code that thinks left to right, reflected inside ``within``
        (the window when None) for a right-to-left layout; a copy otherwise."""
        area = within if within is not None else pygame.Rect((0, 0), self.window_size)
        return mirror_rect(rect, area, self.rtl)

    def start(self, rect: pygame.Rect, inset: float = 0) -> int:
        """Where a line starts in ``rect``, ``inset`` in from the edge it is read from (the
        left, or the right when mirrored); draw it there with :meth:`align`."""
        return round(rect.right - inset if self.rtl else rect.left + inset)

    def end(self, rect: pygame.Rect, inset: float = 0) -> int:
        """The other edge of ``rect``, ``inset`` in: where a number after a name stands."""
        return round(rect.left + inset if self.rtl else rect.right - inset)

    def align(self, align: str) -> str:
        """An alignment or anchor name for this layout's direction ("midleft" -> "midright"
        right to left)."""
        return mirror_align(align, self.rtl)

    def _axis(
        self,
        start: float,
        length: float,
        axis: int,
        stretch: bool,
        anchor: str,
        edges: tuple[str, str],
    ) -> tuple[float, float]:
        """Where a region starts on one axis and how long it is, in window pixels."""
        s, axis_s = self.scale, self.axis_scale[axis]
        design = self.layout.design_size[axis]
        window = self.window_size[axis]
        share_start, share_length = start * axis_s, length * axis_s
        size = share_length if stretch else length * s
        if edges[0] in anchor:  # keeps its design margin to the near edge
            return start * s, size
        if edges[1] in anchor:  # keeps its design margin to the far edge
            return window - (design - start - length) * s - size, size
        return share_start + (share_length - size) / 2, size

    def px(self, design_px: float) -> int:
        """A design-pixel length (font size, gap, radius) at this window's scale."""
        return max(1, round(design_px * self.scale))

    def text_px(self, design_px: float) -> int:
        """A design text size at this window's scale, never below ``MIN_TEXT_PX``."""
        return max(MIN_TEXT_PX, self.px(design_px))

    def prop(self, name: str, key: str, default: PropertyValue) -> PropertyValue:
        return self.layout.regions[name].properties.get(key, default)

    def font_px(self, name: str, default: int = 24) -> int:
        """A region's text size at this window's scale, never below ``MIN_TEXT_PX``."""
        return self.text_px(int(self.prop(name, "font_size", default)))


def _convert(path: Path) -> Layout:
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as error:  # pytmx raises many kinds for a bad file; name the file.
        raise LayoutError(f"{path.name}: not a readable Tiled map ({error})") from error
    if tmx.orientation != "orthogonal":
        raise LayoutError(f"{path.name}: layouts must be orthogonal maps")
    design = (int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight))
    regions: dict[str, Region] = {}
    for group in tmx.objectgroups:
        for obj in group:
            name = obj.name
            if not name:
                raise LayoutError(f"{path.name}: object {obj.id} in {group.name!r} has no name")
            if name in regions:
                raise LayoutError(f"{path.name}: two objects are named {name!r}")
            if getattr(obj, "gid", 0) or hasattr(obj, "points") or not obj.width:
                raise LayoutError(f"{path.name}: {name!r} is not a rectangle")
            regions[name] = Region(
                name=name,
                layer=str(group.name),
                kind=str(getattr(obj, "type", None) or getattr(obj, "class", None) or ""),
                x=float(obj.x),
                y=float(obj.y),
                width=float(obj.width),
                height=float(obj.height),
                properties=MappingProxyType(
                    {str(k): v for k, v in obj.properties.items() if isinstance(v, PropertyValue)}
                ),
            )
    if not regions:
        raise LayoutError(f"{path.name}: no named rectangles")
    return Layout(
        name=path.stem,
        design_size=design,
        regions=MappingProxyType(regions),
        properties=MappingProxyType(
            {str(k): v for k, v in tmx.properties.items() if isinstance(v, PropertyValue)}
        ),
    )


def load_layout(path: Path) -> Layout:
    return _convert(path)


class LayoutLibrary:
    """Loads each layout once per run, by name."""

    def __init__(self) -> None:
        self._loaded: dict[str, Layout] = {}
        # Whether placements are mirrored: the app context sets it from the language.
        self.rtl = False

    def get(self, name: str) -> Layout:
        layout = self._loaded.get(name)
        if layout is None:
            layout = load_layout(asset_path("layouts", f"{name}.tmx"))
            self._loaded[name] = layout
        return layout

    def fit(self, name: str, window_size: tuple[int, int]) -> Placement:
        """The layout ``name`` or one of its variants, whichever is drawn largest in the
        window (the base design when they tie)."""
        base = self.get(name).fit(window_size, self.rtl)
        variants = str(base.layout.properties.get("variants", ""))
        best = base
        for variant in filter(None, (v.strip() for v in variants.split(","))):
            placement = self.get(variant).fit(window_size, self.rtl)
            if placement.scale > best.scale + 1e-9:
                best = placement
        return best
