"""The "Knock!" tag on a seat's band while it waits for the drawn card (G-14/G-15).

It sits by the area's score; the band's name is fitted into what the tag leaves, so a long
name ("Computer 5") gives way rather than disappear under the tag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.games.allegra.table.moving import KNOCK

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement

TAG_PX = 13
GAP_PX = 10  # between the tag and the score


def knock_tag_width(ctx: AppContext, place: Placement) -> int:
    """The tag's width, its gap to the score included."""
    text = ctx.t("table.allegra.knocked_tag")
    return ctx.text.width(text, "heavy", place.text_px(TAG_PX)) + place.px(14 + GAP_PX)


def draw_knock_tag(
    surface: pygame.Surface, ctx: AppContext, place: Placement, band: pygame.Rect, score_w: int
) -> None:
    text = ctx.t("table.allegra.knocked_tag")
    px = place.text_px(TAG_PX)
    pill = pygame.Rect(0, 0, ctx.text.width(text, "heavy", px) + place.px(14), band.height)
    pill.midright = (band.right - score_w - place.px(GAP_PX), band.centery)
    pygame.draw.rect(surface, KNOCK, pill.inflate(0, -place.px(4)), border_radius=band.height)
    ctx.text.blit(surface, text, "heavy", px, ctx.theme.ink, pill.center, "center")
