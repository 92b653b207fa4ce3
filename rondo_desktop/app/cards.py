"""Card faces, card backs and the holder, painted in code and cached per size.

The rule book pictures use this now; the table (next issue) shares it so that the cards a
player learns from are the cards they play with.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rondo_desktop.app.art import lerp_colour

# CARD_ASPECT and card_size are imported from here by Rondo's table and the widgets.
from rondo_desktop.app.card_body import CARD_ASPECT as CARD_ASPECT
from rondo_desktop.app.card_body import (
    FaceCache,
    card_edge,
    card_radius,
    card_size,
    paint_card_body,
    star,
)
from rondo_desktop.app.text import MIN_TEXT_PX, TextRenderer
from rondo_desktop.app.theme import Theme

VALUE_SHARE = 0.15  # the corner value's text size, as a share of the card's height


@dataclass(frozen=True)
class CardLook:
    """What a card shows. kind: "letter", "joker", "delete" or "back"."""

    kind: str
    letter: str = ""
    value: int = 0
    label: str = ""  # "JOKER" / "LÖSCHER": translated by the caller
    ornament: bool = True  # a back's rosette; a seat's fan leaves it out (see _paint_back)


class CardPainter:
    def __init__(self, text: TextRenderer) -> None:
        self._text = text
        self._faces = FaceCache()

    def face(self, look: CardLook, height: int, theme: Theme) -> pygame.Surface:
        key = (look, height, theme.key)
        cached = self._faces.get(key)
        if cached is not None:
            return cached
        return self._faces.put(key, self._paint(look, height, theme))

    def _paint(self, look: CardLook, height: int, theme: Theme) -> pygame.Surface:
        width, height = card_size(height)
        radius = card_radius(height)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        rect = surface.get_rect()
        if look.kind == "back":
            self._paint_back(surface, height, radius, theme, look.ornament)
            return surface

        paint_card_body(surface, rect, height, theme)
        pad = max(3, height // 16)
        ink = theme.card_ink
        value_px = max(MIN_TEXT_PX, int(height * VALUE_SHARE))
        if look.kind == "letter":
            self._text.blit(
                surface,
                look.letter,
                "heavy",
                max(MIN_TEXT_PX, int(height * 0.56)),
                ink,
                (rect.centerx, rect.centery - height // 20),
                "center",
            )
        elif look.kind == "joker":
            self._paint_joker(surface, look, radius, pad, theme)
        elif look.kind == "delete":
            self._paint_delete(surface, look, pad, theme)
        value_colour = theme.danger if look.value < 0 else ink
        # Printed on the card: Western digits in any language.
        value = self._text.render_printed(str(look.value), "ui_bold", value_px, value_colour)
        surface.blit(value, value.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))
        return surface

    def _paint_joker(
        self, surface: pygame.Surface, look: CardLook, radius: int, pad: int, theme: Theme
    ) -> None:
        """A purple band with the label; below it the letter it stands for, or a star."""
        text, rect = self._text, surface.get_rect()
        width, height = rect.size
        band = pygame.Rect(0, 0, width, int(height * 0.24))
        pygame.draw.rect(
            surface,
            theme.joker,
            band,
            border_top_left_radius=radius,
            border_top_right_radius=radius,
        )
        label_px = self._label_px(look.label, height, width - pad * 2)
        if label_px is not None:
            text.blit(
                surface, look.label, "ui_bold", label_px, theme.card_face, band.center, "center"
            )
        centre = (rect.centerx, rect.centery + height * 0.06)
        if look.letter:
            text.blit(
                surface,
                look.letter.lower(),
                "heavy",
                max(MIN_TEXT_PX, int(height * 0.48)),
                theme.joker,
                (centre[0], int(centre[1])),
                "center",
            )
        else:
            pygame.draw.polygon(surface, theme.joker, star(centre, height * 0.2, height * 0.085))

    def _paint_delete(
        self, surface: pygame.Surface, look: CardLook, pad: int, theme: Theme
    ) -> None:
        """Diagonal stripes with the label on a tag."""
        rect = surface.get_rect()
        width, height = rect.size
        body = rect.inflate(-pad * 2, -pad * 2)
        stripe = max(3, height // 14)
        clip = surface.get_clip()
        surface.set_clip(body)
        for offset in range(-body.height, body.width, stripe * 2):
            pygame.draw.polygon(
                surface,
                lerp_colour(theme.card_face, theme.delete_card, 0.35),
                [
                    (body.left + offset, body.bottom),
                    (body.left + offset + stripe, body.bottom),
                    (body.left + offset + stripe + body.height, body.top),
                    (body.left + offset + body.height, body.top),
                ],
            )
        surface.set_clip(clip)
        label_px = self._label_px(look.label, height, width - pad * 2)
        if label_px is not None:
            tag = self._text.render(look.label, "ui_bold", label_px, theme.card_face)
            tag_rect = tag.get_rect(center=(rect.centerx, rect.centery - height // 16))
            pygame.draw.rect(
                surface,
                theme.delete_card,
                tag_rect.inflate(pad * 2, pad),
                border_radius=max(2, pad // 2),
            )
            surface.blit(tag, tag_rect)

    def _label_px(self, label: str, height: int, room: int) -> int | None:
        """The size of a joker's or delete card's label, or None on a card too small to
        write it at a readable size: the purple band or the stripes tell the card then."""
        if not label:
            return None
        px = self._text.fit_px(label, "ui_bold", int(height * 0.12), room)
        if px < MIN_TEXT_PX or self._text.width(label, "ui_bold", px) > room:
            return None
        return px

    @staticmethod
    def _paint_back(
        surface: pygame.Surface, height: int, radius: int, theme: Theme, ornament: bool
    ) -> None:
        """A lattice with a rosette in the middle: no letter and no upright stroke, so backs
        can't be read as letter cards ("IIIR"). In a fan only each back's left edge shows, where
        a cut rosette would look like a letter again: fans ask for the lattice alone."""
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.primary, rect, border_radius=radius)
        line = lerp_colour(theme.primary, theme.primary_ink, 0.4)
        width = max(1, height // 60)
        field = rect.inflate(-max(4, height // 12), -max(4, height // 12))
        clip = surface.get_clip()
        surface.set_clip(field)
        step = max(5, height // 7)
        for offset in range(-field.height, field.width + field.height, step):
            x = field.left + offset
            pygame.draw.line(surface, line, (x, field.top), (x + field.height, field.bottom), width)
            pygame.draw.line(surface, line, (x, field.bottom), (x + field.height, field.top), width)
        surface.set_clip(clip)
        edge = lerp_colour(theme.primary, (0, 0, 0), 0.35)
        pygame.draw.rect(surface, edge, rect, card_edge(height), border_radius=radius)
        if not ornament:
            return
        centre = rect.center
        outer = rect.width * 0.3
        pygame.draw.circle(surface, theme.primary, centre, outer)
        pygame.draw.circle(surface, theme.primary_ink, centre, outer, max(1, height // 45))
        rosette = star(centre, outer * 0.72, outer * 0.3, points=8)
        pygame.draw.polygon(surface, theme.primary_ink, rosette)

    def draw_holder(
        self,
        target: pygame.Surface,
        rect: pygame.Rect,
        looks: list[CardLook | None],
        theme: Theme,
        max_slots: int = 9,
        highlight: set[int] | None = None,
    ) -> list[pygame.Rect]:
        """The wooden holder with one slot per look (None: an empty slot); returns slot rects.

        The holder is drawn at the width its slots need, centred in rect, so it grows from the
        middle as slots are added, like the physical one.
        """
        card_h, card_w, gap, needed = _holder_fit(rect, len(looks))
        rail_h = max(8, rect.height // 6)
        rail = pygame.Rect(0, 0, needed + gap * 4, rail_h)
        rail.midbottom = (rect.centerx, rect.bottom)
        back = pygame.Rect(0, 0, rail.width - gap * 2, int(card_h * 0.7))
        back.midbottom = (rect.centerx, rail.top + rail_h // 2)
        radius = max(3, rail_h // 3)
        pygame.draw.rect(
            target, lerp_colour(theme.wood, (0, 0, 0), 0.25), back, border_radius=radius
        )
        slot_rects: list[pygame.Rect] = []
        left = rect.centerx - needed // 2
        for index, look in enumerate(looks):
            # The rail hides only a sliver of each card, so the values stay readable.
            slot = pygame.Rect(
                left + index * (card_w + gap), rail.top - card_h + rail_h // 5, card_w, card_h
            )
            slot_rects.append(slot)
            lit = bool(highlight and index in highlight)
            self._draw_slot(target, slot, look, lit, theme)
        pygame.draw.rect(target, theme.wood, rail, border_radius=radius)
        pygame.draw.line(
            target,
            theme.wood_light,
            (rail.left + radius, rail.top + 1),
            (rail.right - radius, rail.top + 1),
            max(1, rail_h // 6),
        )
        return slot_rects

    def _draw_slot(
        self,
        target: pygame.Surface,
        slot: pygame.Rect,
        look: CardLook | None,
        lit: bool,
        theme: Theme,
    ) -> None:
        """One slot of the holder: empty (dark wood) or its card, ringed when ``lit``."""
        card_h = slot.height
        if look is None:
            pygame.draw.rect(
                target,
                lerp_colour(theme.wood, (0, 0, 0), 0.45),
                slot,
                border_radius=max(3, card_h // 14),
            )
            return
        target.blit(self.face(look, card_h, theme), slot)
        if lit:
            pygame.draw.rect(
                target,
                theme.focus,
                slot.inflate(6, 6),
                theme.focus_width,
                border_radius=max(3, card_h // 12),
            )


def _holder_fit(rect: pygame.Rect, slots: int) -> tuple[int, int, int, int]:
    """The card height, card width, gap and total width of ``slots`` cards in a holder drawn
    in ``rect``: 78% of its height, smaller while they would not fit 94% of its width."""
    card_h = int(rect.height * 0.78)
    card_w, _ = card_size(card_h)
    gap = max(2, card_w // 10)
    needed = slots * card_w + (slots - 1) * gap
    while needed > rect.width * 0.94 and card_h > 12:
        card_h -= 2
        card_w, _ = card_size(card_h)
        gap = max(2, card_w // 10)
        needed = slots * card_w + (slots - 1) * gap
    return card_h, card_w, gap, needed
