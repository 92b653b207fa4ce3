"""The lobby drawn: the seats on the left (name, you, ready, connected), the table on the right
(its code big, the addresses to share, the game and its timer), the line that says what
happens next in the footer. Nothing here changes the lobby."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.elide import elide, shortened
from rondo_desktop.app.game_setup import MAX_NAME_LENGTH, clean_text
from rondo_desktop.app.net.addresses import show_code
from rondo_desktop.app.scenes.setup import turn_label
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.net.protocol import MAX_NAME

if TYPE_CHECKING:
    from rondo_desktop.app.net.lobby_talk import LobbyTalk
    from rondo_desktop.app.scenes.lobby import LobbyScene
    from rondo_desktop.app.theme import Colour

MAX_ADDRESSES = 3


def draw(surface: pygame.Surface, scene: LobbyScene) -> None:
    ctx = scene.ctx
    scene.draw_panel(surface, "seats_panel", ctx.t("host.seats"))
    scene.draw_panel(surface, "options_panel", ctx.t("host.table"))
    talk = scene.talk
    if talk is not None:
        _draw_seats(surface, scene, talk)
        _draw_table(surface, scene, talk)
    _draw_status(surface, scene)


def seat_tags(scene: LobbyScene, talk: LobbyTalk, index: int, row: dict[str, Any]) -> list[str]:
    """What a seat's row says after its name: you, ready, not connected, a computer in its place."""
    t = scene.ctx.t
    if row.get("kind") != "remote" or not row.get("taken"):
        return []
    tags = [t("lobby.tag.you")] if index == talk.seat else []
    if row.get("stand_in"):
        tags.append(t("lobby.tag.stand_in"))
    elif not row.get("connected", True):
        tags.append(t("lobby.tag.disconnected"))
    tags.append(t("lobby.tag.ready") if row.get("ready") else t("lobby.tag.not_ready"))
    return tags


def seat_name(scene: LobbyScene, row: dict[str, Any]) -> str:
    t = scene.ctx.t
    kind = str(row.get("kind", ""))
    if kind != "remote":
        return t("setup.seat.computer", strength=t(f"strength.{kind}"))
    if not row.get("taken"):
        return t("lobby.free_seat")
    # A name as the host sent it: cleaned, as every string from a host drawn on screen, and
    # as long as the table shows it (a longer one typed at Join ends in "…").
    return shortened(clean_text(row.get("name"), MAX_NAME), MAX_NAME_LENGTH)


def _draw_seats(surface: pygame.Surface, scene: LobbyScene, talk: LobbyTalk) -> None:
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    area = place.rect("seats")
    row_h = place.px(int(place.prop("seats", "item_height", 56)))
    gap = place.px(int(place.prop("seats", "gap", 10)))
    px = place.font_px("seats", 20)
    small = max(12, round(px * 0.8))
    for index, row in enumerate(talk.seats):
        y = area.top + index * (row_h + gap)
        line = pygame.Rect(area.left, y, area.width, row_h)
        remote = row.get("kind") == "remote"
        # Placed left to right, then mirrored inside the row: the number at the right.
        centre = place.mirror(pygame.Rect(line.left, y, row_h, row_h), line).center
        pygame.draw.circle(surface, theme.primary if remote else theme.wood, centre, row_h * 0.36)
        ctx.text.blit(surface, str(index + 1), "ui_bold", px, theme.primary_ink, centre, "center")
        tags = seat_tags(scene, talk, index, row)
        right = line.right
        for tag in reversed(tags):
            right = _tag(surface, scene, tag, small, right, line) - place.px(8)
        name = seat_name(scene, row)
        role = "ui_bold" if remote and row.get("taken") else "italic"
        colour = theme.ink if role == "ui_bold" else theme.ink_muted
        left = line.left + row_h + place.px(12)
        box = place.mirror(pygame.Rect(left, y, max(1, right - left - place.px(8)), row_h), line)
        fit = ctx.text.fit_px(name, role, px, box.width)
        name = elide(ctx.text, name, role, fit, box.width)  # a narrow window: "…"
        at = (place.start(box), line.centery)
        ctx.text.blit(surface, name, role, fit, colour, at, place.align("midleft"))


def _tag(
    surface: pygame.Surface, scene: LobbyScene, text: str, px: int, right: int, line: pygame.Rect
) -> int:
    """A small rounded tag ending at ``right`` in the seat's ``line`` (mirrored right to left);
    returns its left edge before mirroring."""
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    colours: dict[str, Colour] = {
        ctx.t("lobby.tag.ready"): theme.fill,
        ctx.t("lobby.tag.disconnected"): theme.danger,
        ctx.t("lobby.tag.stand_in"): theme.danger,
        ctx.t("lobby.tag.you"): theme.primary,
    }
    fill = colours.get(text)
    width = ctx.text.width(text, "ui_bold", px) + place.px(16)
    left = right - width
    rect = place.mirror(pygame.Rect(left, line.centery - px * 3 // 4, width, px * 3 // 2), line)
    if fill is None:
        pygame.draw.rect(surface, theme.ink_muted, rect, 1, border_radius=rect.height // 2)
        ink: Colour = theme.ink_muted
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
        ink = theme.primary_ink
    ctx.text.blit(surface, text, "ui_bold", px, ink, rect.center, "center")
    return left


def _draw_table(surface: pygame.Surface, scene: LobbyScene, talk: LobbyTalk) -> None:
    """The code to read aloud, the addresses to share, the game and its timer."""
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    area = place.rect("options")
    label_px = place.text_px(int(place.prop("options", "label_size", 17)))
    px = place.font_px("options", 20)
    y = area.top
    if talk.table:
        y = _label(surface, scene, ctx.t("lobby.code"), label_px, y)
        code = show_code(talk.table)
        big = ctx.text.fit_px(code, "display", place.px(52), area.width)
        at = (place.start(area), y)
        drawn = ctx.text.blit(surface, code, "display", big, theme.ink, at, place.align("topleft"))
        y = drawn.bottom + place.px(10)
    addresses = scene.addresses()[:MAX_ADDRESSES]
    if addresses:
        y = _label(surface, scene, ctx.t("lobby.addresses"), label_px, y)
        for address in addresses:
            fit = ctx.text.fit_px(address, "ui_bold", px, area.width)
            at = (place.start(area), y)
            ctx.text.blit(surface, address, "ui_bold", fit, theme.ink, at, place.align("topleft"))
            y += ctx.text.font("ui_bold", fit).get_linesize()
        y += place.px(10)
    lobby = talk.lobby or {}
    game = lobby.get("game")
    if isinstance(game, str) and game in ctx.games.names():
        seconds = lobby.get("turn_seconds")
        timer = ctx.t("setup.turn.none")
        if isinstance(seconds, int):
            timer = ctx.t("lobby.timer", time=turn_label(ctx, seconds))
        text = ctx.t("lobby.game_line", game=ctx.t(ctx.spec(game).display_key), timer=timer)
        bottom = area.bottom - place.px(int(place.prop("options", "item_height", 56)))
        rect = pygame.Rect(area.left, y, area.width, max(0, bottom - y))
        ctx.text.blit_wrapped(surface, text, "ui", label_px, theme.ink_muted, rect, 1.15)


def _label(surface: pygame.Surface, scene: LobbyScene, text: str, px: int, y: int) -> int:
    ctx, place = scene.ctx, scene.place
    area = place.rect("options")
    fit = ctx.text.fit_px(text, "ui_bold", px, area.width)
    at, align = (place.start(area), y), place.align("topleft")
    drawn = ctx.text.blit(surface, text, "ui_bold", fit, ctx.theme.ink_muted, at, align)
    # An Arabic label's line box is taller than the Latin face's line: the next line goes
    # under whichever is lower, so the label's descenders do not touch it.
    return max(y + ctx.text.font("ui_bold", fit).get_linesize(), drawn.bottom)


def status_line(scene: LobbyScene) -> tuple[str, bool]:
    """The footer's line (what happens next, or what went wrong) and whether it is a problem."""
    t, talk, link = scene.ctx.t, scene.talk, scene.link
    if scene.problem:
        return t(scene.problem, **scene.problem_params), True
    problem = talk.problem if talk is not None else ""
    if problem:
        return t(problem), True
    if scene.starting is not None:
        return t("lobby.status.starting"), False
    if talk is None or link is None:
        return "", False
    if link.status == "reconnecting":
        return t("lobby.status.reconnecting"), True
    if link.status == "connecting" or talk.seat is None:
        return t("lobby.status.connecting"), False
    if talk.owner is None:
        auto = (talk.lobby or {}).get("start") == "auto"  # a table ``serve`` opened
        return t("lobby.status.auto" if auto else "lobby.status.wait_host"), False
    if talk.can_start:
        return t("lobby.status.can_start"), False
    if talk.every_seat_taken:
        return t("lobby.status.wait_ready"), False
    return t("lobby.status.wait_friends"), False


def _draw_status(surface: pygame.Surface, scene: LobbyScene) -> None:
    """What happens next on one line in the footer; what went wrong in the seats panel, under
    the seats, where it is read on paper and nothing runs into it."""
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    text, bad = status_line(scene)
    if not text:
        return
    if bad:
        area = place.rect("seats")
        row_h = place.px(int(place.prop("seats", "item_height", 56)))
        gap = place.px(int(place.prop("seats", "gap", 10)))
        rows = len(scene.talk.seats) if scene.talk is not None else 0
        top = area.top + rows * (row_h + gap) + (gap if rows else 0)
        px = place.font_px("seats", 20)
        box = pygame.Rect(area.left, top, area.width, max(0, area.bottom - top))
        # Under six seats the room left is short: smaller, down to the smallest size.
        while px > MIN_TEXT_PX and ctx.text.wrapped_height(
            text, "ui_bold", px, box.width, 1.15
        ) > max(box.height, 0):
            px -= 1
        ctx.text.blit_wrapped(surface, text, "ui_bold", px, theme.danger, box, 1.15)
        return
    rect = place.rect("message")
    px = ctx.text.fit_px(text, "ui_bold", place.font_px("message", 18), rect.width)
    ctx.text.blit(surface, text, "ui_bold", px, theme.on_felt, rect.center, "center")
