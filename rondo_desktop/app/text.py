"""Fonts and rendered text, cached.

Sizes are asked for in design pixels (the 1280x720 layout) times the current layout scale, so
after a resize text is rendered again at the new size instead of being stretched. The caches
are bounded: a window dragged through many sizes must not keep every size forever.

Arabic: a line that holds Arabic is laid out by ``rtl.visual_runs`` (bidi order, cut by face)
and drawn run by run on one baseline, the Arabic runs in the Arabic face of the same role,
shaped right to left by HarfBuzz; every other line is drawn as before. In an Arabic interface
(``configure(rtl=True)``) paragraphs read right to left, wrapped text starts at the right, and
with Eastern digits chosen 0-9 are drawn as Eastern Arabic digits (U+0660-0669) -- except on
what is printed on a physical object (a card's index: ``render_printed``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from rondo_desktop.app.fonts import (
    ARABIC_FONT_FILES,
    ARABIC_REACH,
    ARABIC_SCALE,
    FONT_FILES,
    LATIN_AMONG_ARABIC,
    render_piece,
)
from rondo_desktop.app.rtl import (
    RLM,
    Run,
    eastern_digits,
    end_caret,
    needs_layout,
    visual_runs,
    without_controls,
)
from rondo_desktop.paths import asset_path

Colour = tuple[int, int, int]
MIN_TEXT_PX = 12  # the smallest text the game draws for players to read, at any window size


@dataclass(frozen=True)
class Line:
    text: str
    width: int


class TextRenderer:
    def __init__(self, max_fonts: int = 64, max_surfaces: int = 768) -> None:
        # Keyed by font file and size.
        self._fonts: OrderedDict[tuple[str, int], pygame.font.Font] = OrderedDict()
        # Keyed by a plain tuple: a caller may pass a pygame.Color, which is unhashable.
        self._surfaces: OrderedDict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = (
            OrderedDict()
        )
        self._max_fonts = max_fonts
        self._max_surfaces = max_surfaces
        # A line's runs, by the text as drawn; the line box of Arabic text, by role and size.
        self._runs: OrderedDict[tuple[str, bool], tuple[Run, ...]] = OrderedDict()
        self._boxes: dict[tuple[str, int], tuple[int, int]] = {}
        # Widths by text, role and size: a scene measures its labels every frame (fit_px).
        self._widths: OrderedDict[tuple[str, str, int], int] = OrderedDict()
        self.rtl = False  # paragraphs read right to left (the interface is Arabic)
        self.eastern_digits = False  # 0-9 drawn as Eastern Arabic digits

    def configure(self, *, rtl: bool, eastern_digits: bool) -> None:
        """Set the reading direction and the digits (after a language or digits change)."""
        if (rtl, eastern_digits) != (self.rtl, self.eastern_digits):
            self.rtl, self.eastern_digits = rtl, eastern_digits
            self._surfaces.clear()
            self._runs.clear()
            self._widths.clear()

    def font(self, role: str, px: int) -> pygame.font.Font:
        """The Latin face of a role (its line size is the line size of the role's text)."""
        return self._font(role, px, FONT_FILES[role])

    def arabic_font(self, role: str, px: int) -> pygame.font.Font:
        """The Arabic face of a role, set to shape Arabic right to left, as large to the eye as
        the Latin face at ``px`` (:data:`ARABIC_SCALE`)."""
        scaled = round(px * ARABIC_SCALE.get(role, 1.0))
        font = self._font(role, scaled, ARABIC_FONT_FILES[role])
        font.set_script("Arab")
        font.set_direction(pygame.DIRECTION_RTL)
        return font

    def _font(self, role: str, px: int, file: str) -> pygame.font.Font:
        key = (file, max(6, int(px)))
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(asset_path("fonts", file)), key[1])
            self._fonts[key] = font
            if len(self._fonts) > self._max_fonts:
                self._fonts.popitem(last=False)
        else:
            self._fonts.move_to_end(key)
        return font

    def render(
        self, text: str, role: str, px: int, colour: Colour, *, in_rtl_paragraph: bool = False
    ) -> pygame.Surface:
        """One line of text, in bidi order and shaped when it holds Arabic (or, in a right to
        left interface, when it is a line of a paragraph that does)."""
        return self._cached(text, role, px, colour, in_rtl_paragraph=in_rtl_paragraph)

    def render_printed(self, text: str, role: str, px: int, colour: Colour) -> pygame.Surface:
        """Text printed on a physical object (a card's index, a letter card): drawn as it is,
        in the Latin face, with Western digits whatever the settings say."""
        return self._cached(text, role, px, colour, printed=True)

    def _cached(
        self,
        text: str,
        role: str,
        px: int,
        colour: Colour,
        *,
        printed: bool = False,
        in_rtl_paragraph: bool = False,
    ) -> pygame.Surface:
        kind = "/printed" if printed else "/rtl" if in_rtl_paragraph else ""
        key = (text, role + kind, max(6, int(px)), tuple(colour))
        surface = self._surfaces.get(key)
        if surface is None:
            if printed:
                surface = render_piece(self.font(role, px), self.plain(text), colour)
            else:
                surface = self._draw(self.shown(text), role, px, colour, in_rtl_paragraph)
            self._surfaces[key] = surface
            if len(self._surfaces) > self._max_surfaces:
                self._surfaces.popitem(last=False)
        else:
            self._surfaces.move_to_end(key)
        return surface

    def shown(self, text: str) -> str:
        """The text as the player reads it: with Eastern digits when they are chosen, and
        what no font can encode (a lone surrogate) replaced, never raised on."""
        text = drawable(text)
        return eastern_digits(text) if self.eastern_digits else text

    @staticmethod
    def plain(text: str) -> str:
        """The text as drawn without the bidi layout: no bidi controls (the translator's
        isolates), which no font draws, and nothing that cannot be encoded."""
        return without_controls(drawable(text))

    def runs(self, text: str, in_rtl_paragraph: bool = False) -> tuple[Run, ...] | None:
        """The visual runs of a line as shown, None when it needs no layout: no Arabic, and
        not a line of a right-to-left paragraph (where "rey)." wrapped from "(الري، rey)."
        still reads right to left)."""
        laid_out = needs_layout(text)
        key = (text, in_rtl_paragraph and not laid_out)
        found = self._runs.get(key)
        if found is None:
            if not (laid_out or (in_rtl_paragraph and self.rtl)):
                return None
            found = self._runs[key] = visual_runs(text, self.rtl)
            if len(self._runs) > self._max_surfaces:
                self._runs.popitem(last=False)
        else:
            self._runs.move_to_end(key)  # least recently used goes first, not oldest
        return found

    def _faces(self, role: str, px: int) -> tuple[pygame.font.Font, pygame.font.Font]:
        """The Latin and the Arabic face of a line laid out (:data:`LATIN_AMONG_ARABIC`)."""
        return self.font(LATIN_AMONG_ARABIC.get(role, role), px), self.arabic_font(role, px)

    def _draw(
        self, text: str, role: str, px: int, colour: Colour, in_rtl_paragraph: bool = False
    ) -> pygame.Surface:
        runs = self.runs(text, in_rtl_paragraph)
        if runs is None:
            return render_piece(self.font(role, px), without_controls(text), colour)
        latin, arabic = self._faces(role, px)
        pieces = [render_piece(arabic if run.arabic else latin, run.text, colour) for run in runs]
        ascent, descent = self.arabic_box(role, px)
        line = pygame.Surface(
            (sum(p.get_width() for p in pieces), ascent + descent), pygame.SRCALPHA
        )
        # Transparent pixels of the text's own colour: the runs' soft edges blend into it
        # rather than into black.
        line.fill((*colour[:3], 0))
        x = 0
        for run, piece in zip(runs, pieces, strict=True):
            font = arabic if run.arabic else latin
            line.blit(piece, (x, ascent - font.get_ascent()))
            x += piece.get_width()
        return line

    def arabic_box(self, role: str, px: int) -> tuple[int, int]:
        """The ascent and descent of a line with Arabic: the Latin face's, or more where the
        Arabic letters reach higher or lower (not the Arabic face's own ascent, which leaves
        room for stacked marks the catalogs do not use and would push the line down)."""
        key = (role, max(6, int(px)))
        box = self._boxes.get(key)
        if box is None:
            latin, arabic = self.font(role, px), self.arabic_font(role, px)
            ink = arabic.render(ARABIC_REACH, True, (0, 0, 0)).get_bounding_rect()
            box = self._boxes[key] = (
                max(latin.get_ascent(), arabic.get_ascent() - ink.top),
                max(latin.get_height() - latin.get_ascent(), ink.bottom - arabic.get_ascent()),
            )
        return box

    def line_height(self, role: str, px: int, text: str | None = None) -> int:
        """The height of one line as drawn: in a right to left interface a line with Arabic
        is as tall as its Arabic box, which reaches lower than the Latin face's line. Given
        the ``text`` of the line, one without Arabic keeps the Latin face's height."""
        latin = self.font(role, px).get_linesize()
        if not self.rtl or (text is not None and self.runs(self.shown(text)) is None):
            return latin
        ascent, descent = self.arabic_box(role, px)
        return max(latin, ascent + descent)

    def width(self, text: str, role: str, px: int) -> int:
        """The line's width as drawn; kept by the text as given (configure() clears it)."""
        key = (text, role, max(6, int(px)))
        if key not in self._widths:
            self._widths[key] = self._measure(self.shown(text), role, px)
            if len(self._widths) > 4 * self._max_surfaces:
                self._widths.popitem(last=False)
        self._widths.move_to_end(key)
        return self._widths[key]

    def _measure(self, shown: str, role: str, px: int) -> int:
        runs = self.runs(shown)
        if runs is None:
            return self.font(role, px).size(without_controls(shown))[0]
        latin, arabic = self._faces(role, px)
        return sum((arabic if run.arabic else latin).size(run.text)[0] for run in runs)

    def caret_x(self, text: str, role: str, px: int) -> int:
        """How far from the left of the drawn line the caret after its last typed character
        stands (:func:`~.rtl.end_caret`): at the right end of a Latin name, the left end of an
        Arabic one, inside a line that mixes them. A line drawn without the bidi layout (no
        Arabic in it) is drawn left to right: the caret is at its right end."""
        shown = self.shown(text)
        runs = self.runs(shown)
        if runs is None:
            return self.font(role, px).size(without_controls(shown))[0]
        latin, arabic = self._faces(role, px)
        left_of = end_caret(shown, self.rtl)
        x = 0
        for run in runs:
            font = arabic if run.arabic else latin
            if left_of >= len(run.text):
                x += font.size(run.text)[0]
                left_of -= len(run.text)
                continue
            if left_of:  # an Arabic run's text is in typing order: its left part is its end
                x += font.size(run.text[-left_of:] if run.arabic else run.text[:left_of])[0]
            break
        return x

    def fit_px(
        self, text: str, role: str, px: int, max_width: int, min_px: int = MIN_TEXT_PX
    ) -> int:
        """The largest size <= px at which one line of text fits max_width (long German words)."""
        size = int(px)
        while size > min_px and self.width(text, role, size) > max_width:
            size -= 1
        return size

    def wrap(self, text: str, role: str, px: int, max_width: int) -> list[str]:
        """Break text into lines no wider than max_width; blank lines separate paragraphs.
        Lines break between words in logical order; each line is then put in bidi order on
        its own when it is drawn, as an Arabic reader expects. In a right-to-left interface a
        line of a paragraph with Arabic that holds none itself ("11." wrapped from "البطاقة
        11.") starts with a right-to-left mark, so that wherever it is drawn it reads right to
        left like its paragraph."""
        text = drawable(text)
        if not needs_layout(self.shown(text)):
            font = self.font(role, px)
            return _fill_lines(text, lambda line: font.size(without_controls(line))[0] <= max_width)
        # Arabic does not join across a space and the bidi order does not change a line's
        # width, so a line is as wide as its words and spaces: each word is measured once.
        space = max(self.font(role, px).size(" ")[0], self.arabic_font(role, px).size(" ")[0])
        widths: dict[str, int] = {}

        def fits(line: str) -> bool:
            words = line.split(" ")
            for word in words:
                if word not in widths:
                    widths[word] = self.width(word, role, px)
            return sum(widths[w] for w in words) + space * (len(words) - 1) <= max_width

        lines = _fill_lines(text, fits)
        if not self.rtl:
            return lines
        return [RLM + line if line and not needs_layout(line) else line for line in lines]

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        role: str,
        px: int,
        colour: Colour,
        anchor: tuple[int, int],
        align: str = "topleft",
    ) -> pygame.Rect:
        rendered = self.render(text, role, px, colour)
        rect = rendered.get_rect(**{align: anchor})
        surface.blit(rendered, rect)
        return rect

    def as_in_rtl_sentence(self, text: str) -> str:
        """A line built from a catalog line ("1. Sam", "Sam:") as a sentence of the
        interface's language reads it: in an Arabic interface a line with no Arabic in it is
        put in right-to-left order ("Sam .1", ":Sam") here, so that it is then drawn plainly,
        in the Latin face's box, lined up with the Latin lines beside it. A line with Arabic
        (laid out when drawn, as always), and any line left to right, is left as it is."""
        shown = self.shown(text)
        if not self.rtl or needs_layout(shown):
            return text
        runs = self.runs(shown, in_rtl_paragraph=True)
        return "".join(run.text for run in runs) if runs else text

    def blit_wrapped(
        self,
        surface: pygame.Surface,
        text: str,
        role: str,
        px: int,
        colour: Colour,
        rect: pygame.Rect,
        line_spacing: float = 1.25,
        align: str = "start",
    ) -> int:
        """Draw wrapped text into rect from its top; returns the height used. ``align``:
        "start" (the default: left, or right when paragraphs read right to left), "left",
        "right" or "center"."""
        line_height = int(self.font(role, px).get_linesize() * line_spacing)
        if align == "start":
            align = "right" if self.rtl else "left"
        y = rect.top
        # A line of a paragraph with Arabic reads right to left even when it holds none.
        in_rtl_paragraph = self.rtl and needs_layout(self.shown(text))
        for line in self.wrap(text, role, px, rect.width):
            if line:
                rendered = (
                    self.render(line, role, px, colour, in_rtl_paragraph=True)
                    if in_rtl_paragraph
                    else self.render(line, role, px, colour)  # as a subclass may take it
                )
                x = {
                    "center": rect.centerx - rendered.get_width() // 2,
                    "right": rect.right - rendered.get_width(),
                }.get(align, rect.left)
                surface.blit(rendered, (x, y))
            y += line_height
        return y - rect.top

    def wrapped_height(
        self, text: str, role: str, px: int, width: int, line_spacing: float = 1.25
    ) -> int:
        line_height = int(self.font(role, px).get_linesize() * line_spacing)
        return line_height * len(self.wrap(text, role, px, width))


def drawable(text: str) -> str:
    """``text`` with what cannot be encoded (lone surrogates, from a host or a file) and NUL
    replaced by U+FFFD: pygame raises on them, and the screen must draw whatever it is given."""
    text = text.replace("\x00", "\ufffd")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text


def _fill_lines(text: str, fits: Callable[[str], bool]) -> list[str]:
    """The text's words filled into lines while ``fits`` says a line does (a word too long
    for a line stands alone on its own); each paragraph starts a new line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = word if not current else f"{current} {word}"
            if fits(candidate) or not current:
                current = candidate
            else:
                lines.append(current)
                current = word
        lines.append(current)
    return lines
