"""The pictures of Ronda's last rule pages: three players (V-01) and the variants the setup
offers (V-02..V-08), each shown as the setup row that switches it on, so a player knows
what to look for there; the words of each rule are on the page beside it."""

from __future__ import annotations

import math

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.games.ronda import rules_examples as ex
from rondo_desktop.games.ronda.rules_art import RondaPictureKit

# Each variant page's rows: the setup field and the value that switches the rule on.
VARIANT_PAGES: dict[str, tuple[tuple[str, str], ...]] = {
    "variants": (
        ("target", "21"),
        ("instant_win", "on"),
        ("first_deal_four", "on"),
        ("aces_high", "on"),
    ),
    "variants_este": (
        ("capture_este", "on"),
        ("este_chain_four_only", "on"),
        ("dealer_last_card", "on"),
    ),
}


class VariantPictures(RondaPictureKit):
    """The pages ``three``, ``variants`` and ``variants_este``."""

    def page_three(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A round table of three, each in their own colour, with their pile and points."""
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        caption_h = place.px(56)
        room = pygame.Rect(area.left, area.top, area.width, area.height - caption_h)
        radius = max(place.px(16), min(room.width, room.height) // 11)
        # The round table from its top to the bottom seat's name and points under it is
        # kept inside the room, clear of the caption (the name ran into it).
        labels_h = place.px(14 + 22) + place.text_px(20)
        height_room = room.height - radius - labels_h
        table_r = min(room.width // 2 - radius * 3, height_room // 2)
        top = room.top + (height_room - 2 * table_r) // 2
        centre = (room.centerx, top + table_r)
        pygame.draw.circle(
            surface, lerp_colour(theme.wood_light, theme.panel, 0.35), centre, table_r
        )
        colours = (theme.fill, theme.accent, theme.primary)
        names = ("you", "opponent", "opponent")
        points = ex.three_counts()
        for seat in range(3):
            # Seat 0 at the bottom, then round anticlockwise as the table plays.
            angle = math.radians(90 - 120 * seat)  # the screen's y runs down
            spot = (
                round(centre[0] + table_r * math.cos(angle)),
                round(centre[1] + table_r * math.sin(angle)),
            )
            pygame.draw.circle(surface, colours[seat], spot, radius)
            pygame.draw.circle(surface, theme.wood, spot, radius, max(1, place.px(2)))
            self.caption(surface, str(seat + 1), spot, px=place.text_px(18), colour=theme.panel)
            below = spot[1] + radius + place.px(14)
            label = pygame.Rect(spot[0] - place.px(4), below, place.px(8), 1)
            width = room.width // 3
            self.caption_fit(
                surface, t(f"ronda.rules.{names[seat]}"), [label], below, theme.ink, width
            )
            shown = t("ronda.rules.count.cards", count=ex.THREE_PILES[seat])
            key = "ronda.rules.three.pile" if points[seat] else "ronda.rules.three.pile_none"
            score = t(key, cards=shown, points=points[seat])
            colour = theme.fill if points[seat] else theme.ink_muted
            self.caption_fit(surface, score, [label], below + place.px(22), colour, width)
        words = pygame.Rect(area.left, area.bottom - caption_h, area.width, caption_h)
        self.note(surface, t("ronda.rules.three.caption"), words)

    def page_variants(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        self.setup_rows(surface, area, VARIANT_PAGES["variants"])

    def page_variants_este(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        self.setup_rows(surface, area, VARIANT_PAGES["variants_este"])

    def setup_rows(
        self, surface: pygame.Surface, area: pygame.Rect, rows: tuple[tuple[str, str], ...]
    ) -> None:
        """ "In the setup, choose:" and each row as the setup shows it, its label above its
        value in a rounded box."""
        t, place, theme, text = self.ctx.t, self.place, self.ctx.theme, self.ctx.text
        head_h = place.px(40)
        self.caption_fit(
            surface,
            t("ronda.rules.variants.in_setup"),
            [area],
            area.top + head_h // 2,
            theme.ink,
            area.width,
        )
        pitch = (area.height - head_h) // len(rows)
        label_px, value_px = place.text_px(16), place.text_px(20)
        box_h = min(place.px(48), pitch - place.px(34))
        for index, (option, value) in enumerate(rows):
            top = area.top + head_h + index * pitch + (pitch - box_h - place.px(26)) // 2
            label = t(f"setup.ronda.{option}")
            size = text.fit_px(label, "ui_bold", label_px, area.width)
            text.blit(surface, label, "ui_bold", size, theme.ink_muted, (area.left, top), "topleft")
            box = pygame.Rect(area.left, top + place.px(24), area.width, box_h)
            fill = lerp_colour(theme.panel, theme.wood_light, 0.25)
            pygame.draw.rect(surface, fill, box, border_radius=box_h // 3)
            shown = t(f"setup.ronda.{option}.{value}")
            size = text.fit_px(shown, "ui_bold", value_px, box.width - place.px(24))
            text.blit(surface, shown, "ui_bold", size, theme.ink, box.center, "center")
