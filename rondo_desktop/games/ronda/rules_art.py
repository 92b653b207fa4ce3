"""The drawing kit of Ronda's rule pages: Spanish cards on the page, rows and fans of them,
the stock and a pile, a highlight for the cards a play takes, arrows and captions that shrink
rather than run out of the picture, a race to the target and the four seats of a table.

The cards are the table's own (``SpanishCardPainter``), painted once per size and kept by the
rule book scene, which builds this kit every frame.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.layout import mirror_align, mirror_x
from rondo_desktop.app.scenes.rule_book import RulePictures
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

GAP = 0.14  # the space between cards in a row, as a share of a card's width
LIFT = 0.12  # how far a marked card rises, as a share of its height


class RondaPictureKit(RulePictures):
    def __init__(self, ctx: AppContext, place: Placement, painter: SpanishCardPainter) -> None:
        super().__init__(ctx, place)
        self.painter = painter

    # -- sizes ------------------------------------------------------------------------------

    def row_height(self, area: pygame.Rect, across: float, share: float = 1.0) -> int:
        """The height of cards of which ``across`` fit side by side (with their gaps) in
        ``area``'s width, and at most ``share`` of its height."""
        width = area.width / (across * (1 + GAP))
        return max(24, min(round(width / 0.7), round(area.height * share)))

    # -- cards ------------------------------------------------------------------------------

    def _lay(
        self, surface: pygame.Surface, face: pygame.Surface, centre: tuple[int, int], angle: float
    ) -> pygame.Rect:
        if angle:
            face = pygame.transform.rotozoom(face, angle, 1.0)
        rect = face.get_rect(center=centre)
        height = face.get_height()
        self.ctx.art.drop_shadow(
            surface, rect.inflate(-4, -4), max(3, height // 14), self.ctx.theme, lift=2
        )
        surface.blit(face, rect)
        return rect

    def card_at(
        self,
        surface: pygame.Surface,
        card: str,
        height: int,
        centre: tuple[int, int],
        angle: float = 0.0,
    ) -> pygame.Rect:
        return self._lay(surface, self.painter.face(card, height, self.ctx.theme), centre, angle)

    def back_at(self, surface: pygame.Surface, height: int, centre: tuple[int, int]) -> pygame.Rect:
        return self._lay(surface, self.painter.back(height, self.ctx.theme), centre, 0.0)

    def mark(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The glow around a card a play takes."""
        width = max(2, self.place.px(4))
        pygame.draw.rect(
            surface,
            self.ctx.theme.fill,
            rect.inflate(width * 2, width * 2),
            width,
            self.place.px(10),
        )

    def row(
        self,
        surface: pygame.Surface,
        cards: Sequence[str],
        height: int,
        centre: tuple[int, int],
        marked: Collection[str] = (),
        reading: bool = False,
    ) -> list[pygame.Rect]:
        """Cards side by side, centred on ``centre``; the ``marked`` ones raised and glowing.
        A ``reading`` row is a sequence (one card after another): right to left when the
        language reads that way. The rects come back in the cards' order."""
        width, _ = card_size(height)
        step = round(width * (1 + GAP))
        left = centre[0] - (step * (len(cards) - 1)) // 2
        if reading and self.place.rtl:
            left, step = left + step * (len(cards) - 1), -step
        rects = []
        for index, card in enumerate(cards):
            lift = round(height * LIFT) if card in marked else 0
            rect = self.card_at(surface, card, height, (left + index * step, centre[1] - lift))
            if card in marked:
                self.mark(surface, rect)
            rects.append(rect)
        return rects

    def fan(
        self,
        surface: pygame.Surface,
        cards: Sequence[str],
        height: int,
        centre: tuple[int, int],
        overlap: float = 0.0,
        lift: Collection[str] = (),
        span: int | None = None,
    ) -> list[pygame.Rect]:
        """Cards overlapping left to right (each one's corner index shows), within ``span``
        pixels when given; the ``lift`` ones raised."""
        width, _ = card_size(height)
        step = width * (1 - overlap)
        if span is not None and len(cards) > 1:
            step = min(step or width, (span - width) / (len(cards) - 1))
        left = centre[0] - step * (len(cards) - 1) / 2
        rects = []
        for index, card in enumerate(cards):
            up = round(height * LIFT) if card in lift else 0
            rects.append(
                self.card_at(surface, card, height, (round(left + index * step), centre[1] - up))
            )
        return rects

    def backs(
        self, surface: pygame.Surface, count: int, height: int, centre: tuple[int, int]
    ) -> list[pygame.Rect]:
        width, _ = card_size(height)
        step = round(width * 0.45)
        left = centre[0] - step * (count - 1) // 2
        return [self.back_at(surface, height, (left + i * step, centre[1])) for i in range(count)]

    def pile(
        self, surface: pygame.Surface, count: int, height: int, centre: tuple[int, int]
    ) -> pygame.Rect:
        """A pile of ``count`` cards face down, as thick as it is (a sheet a card)."""
        layers = max(1, count // 2)
        shift = max(1, self.place.px(1.5))
        rect = pygame.Rect(0, 0, 0, 0)
        for layer in range(layers):
            offset = (layers - 1 - layer) * shift
            rect = self.back_at(surface, height, (centre[0] - offset // 2, centre[1] + offset // 2))
        return rect.union(rect.move((layers - 1) * shift // 2, (layers - 1) * shift // 2))

    # -- marks and words --------------------------------------------------------------------

    def arrow(self, surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
        colour, width = self.ctx.theme.fill, max(2, self.place.px(4))
        pygame.draw.line(surface, colour, start, end, width)
        head = self.place.px(10)
        x, y = end
        pygame.draw.polygon(surface, colour, [(x - head, y - head), (x + head, y - head), (x, y)])

    def bracket(self, surface: pygame.Surface, left: int, right: int, y: int) -> None:
        """A bracket over cards that belong together, open downwards."""
        colour, width, tick = self.ctx.theme.fill, max(2, self.place.px(3)), self.place.px(10)
        pygame.draw.line(surface, colour, (left, y), (right, y), width)
        for x in (left, right):
            pygame.draw.line(surface, colour, (x, y), (x, y + tick), width)

    def arrow_along(self, surface: pygame.Surface, x0: int, x1: int, y: int) -> None:
        """A level arrow from ``x0`` to ``x1``, pointing right or (``x1`` < ``x0``) left."""
        colour, width = self.ctx.theme.fill, max(2, self.place.px(4))
        head = self.place.px(9) * (1 if x1 >= x0 else -1)
        pygame.draw.line(surface, colour, (x0, y), (x1 - head, y), width)
        pygame.draw.polygon(
            surface, colour, [(x1 - head, y - abs(head)), (x1 - head, y + abs(head)), (x1, y)]
        )

    def caption_fit(
        self,
        surface: pygame.Surface,
        text: str,
        rects: Sequence[pygame.Rect],
        y: int,
        colour: tuple[int, int, int] | None = None,
        width: int | None = None,
        px: int | None = None,
    ) -> None:
        """A caption centred under ``rects`` on ``y``, shrunk to ``width`` (their width and
        a little more by default) rather than run into its neighbours."""
        union = rects[0].unionall(list(rects[1:])) if len(rects) > 1 else rects[0]
        room = width if width is not None else union.width + self.place.px(40)
        size = self.ctx.text.fit_px(text, "ui_bold", px or self.place.text_px(16), room)
        self.caption(surface, text, (union.centerx, y), px=size, colour=colour)

    def note(self, surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
        """A sentence or two wrapped into ``rect`` and centred, smaller rather than clipped."""
        text_api, ink = self.ctx.text, self.ctx.theme.ink_muted
        px = self.place.text_px(16)
        while (
            px > MIN_TEXT_PX
            and text_api.wrapped_height(text, "ui_bold", px, rect.width) > rect.height
        ):
            px -= 1
        used = text_api.wrapped_height(text, "ui_bold", px, rect.width)
        top = rect.top + max(0, (rect.height - used) // 2)
        text_api.blit_wrapped(
            surface,
            text,
            "ui_bold",
            px,
            ink,
            pygame.Rect(rect.left, top, rect.width, used),
            align="center",
        )

    # -- the match and the table ------------------------------------------------------------

    def race(
        self,
        surface: pygame.Surface,
        totals: Sequence[int],
        winner: int | None,
        row: pygame.Rect,
        target: int,
    ) -> None:
        """Each side's total as a bar towards the target line, the winner crowned; under it
        who won, or that the level sides play another hand. Laid out left to right and
        mirrored inside ``row`` for a right-to-left language (names at the right, bars
        filling from the right), as the table's race panel is."""
        t, place, theme, text = self.ctx.t, self.place, self.ctx.theme, self.ctx.text
        rtl = place.rtl

        def x_of(x: int) -> int:
            return round(mirror_x(x, row)) if rtl else x

        names = [t("ronda.rules.you"), t("ronda.rules.opponent")]
        name_px, number_px = place.text_px(18), place.text_px(20)
        left = row.left + max(text.width(n, "ui_bold", name_px) for n in names) + place.px(14)
        # The totals in a column of their own beyond the bars' end (the target line never
        # runs through one), the crown after them.
        numbers = row.right - place.px(44)
        scale = (numbers - text.width("88", "ui_bold", number_px) - place.px(16) - left) / max(
            target + 4, *totals
        )
        bar_h = place.px(24)
        for side, total in enumerate(totals):
            y = row.top + place.px(16) + side * (bar_h + place.px(14))
            name_at = (x_of(row.left), y + bar_h // 2)
            align = mirror_align("midleft", rtl)
            text.blit(surface, names[side], "ui_bold", name_px, theme.ink, name_at, align)
            bar = pygame.Rect(left, y, max(bar_h, round(total * scale)), bar_h)
            bar = place.mirror(bar, row)
            won = side == winner
            colour = theme.fill if won else lerp_colour(theme.track, theme.ink_muted, 0.3)
            pygame.draw.rect(surface, colour, bar, border_radius=bar_h // 2)
            at = (x_of(numbers), bar.centery)
            align = mirror_align("midright", rtl)
            text.blit(surface, str(total), "ui_bold", number_px, theme.ink, at, align)
            if won:
                self.crown(surface, (x_of(numbers + place.px(24)), bar.centery))
        x = x_of(left + round(target * scale))
        top, bottom = row.top + place.px(6), row.top + place.px(30) + 2 * bar_h + place.px(14)
        pygame.draw.line(surface, theme.danger, (x, top), (x, bottom), max(2, place.px(3)))
        self.caption(
            surface, str(target), (x, bottom + place.px(12)), place.text_px(15), theme.danger
        )
        key = "ronda.rules.match.level" if winner is None else "ronda.rules.match.won"
        line = t(key, a=totals[0], b=totals[1])
        self.caption_fit(surface, line, [row], bottom + place.px(40), theme.ink, row.width)

    def seats_diagram(
        self, surface: pygame.Surface, sides: Sequence[int], area: pygame.Rect
    ) -> None:
        """A square table with the four seats, seat 0 (you) at the bottom and the next ones
        round anticlockwise; partners in one colour, joined across the table."""
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        size = min(area.width - place.px(40), area.height - place.px(40))
        radius = max(place.px(16), size // 10)
        table = pygame.Rect(0, 0, size - 2 * radius, size - 2 * radius)
        table.center = area.center
        wood = lerp_colour(theme.wood_light, theme.panel, 0.35)
        pygame.draw.rect(surface, wood, table, border_radius=place.px(18))
        spots = [table.midbottom, table.midright, table.midtop, table.midleft]
        colours = [theme.fill, theme.accent]
        for a, b in ((0, 2), (1, 3)):
            pygame.draw.line(surface, colours[sides[a]], spots[a], spots[b], max(2, place.px(4)))
        names = ["you", "opponent", "partner", "opponent"]
        for seat, spot in enumerate(spots):
            pygame.draw.circle(surface, colours[sides[seat]], spot, radius)
            pygame.draw.circle(surface, theme.wood, spot, radius, max(1, place.px(2)))
            self.caption(surface, str(seat + 1), spot, px=place.text_px(18), colour=theme.panel)
            name = t(f"ronda.rules.{names[seat]}")
            if seat in (1, 3):  # at the sides: the name under the seat
                at = (spot[0], spot[1] + radius + place.px(14))
                room = table.width // 2 - place.px(8)
                self.caption_fit(surface, name, [pygame.Rect(at, (0, 0))], at[1], theme.ink, room)
            else:  # above and below: the name beside the seat
                at = (spot[0] + radius + place.px(8), spot[1])
                self.ctx.text.blit(
                    surface, name, "ui_bold", place.text_px(16), theme.ink, at, "midleft"
                )
