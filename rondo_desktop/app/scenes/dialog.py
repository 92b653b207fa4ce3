"""A notice dialog: a transparent overlay over whatever scene is below it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import mirror_rect
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

_APPEAR_SECONDS = 0.18
# Design pixels at 1280x720, multiplied by the window's layout scale.
_PANEL_WIDTH = 620
_PAD = 36
_TITLE_PX = 34
_BODY_PX = 20
_TITLE_GAP = 20  # title to body
_BUTTON_GAP = 18  # body to the OK button
_BUTTON_SIZE = (200, 52)
_WINDOW_MARGIN = 12  # kept free above and below the panel
# A title wrapped onto several lines is still one heading: its lines sit closer than a body's.
_TITLE_SPACING = 1.1
# Font sizes tried, largest first, when wrapped text still does not fit: a word wider than the
# panel (a file name, a German compound) or a panel taller than a small window.
_FONT_STEPS = (1.0, 0.9, 0.8, 0.7, 0.6)


class NoticeDialog(Scene):
    overlay = True
    modal = True
    name = "notice"

    def __init__(self, ctx: AppContext, title: str, message: str) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.age = 0.0
        self.focus = FocusGroup()
        self.scale = 1.0
        # The layout at rest (draw adds the appear animation's rise); tests check the text
        # stays inside the panel through these.
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.body_rect = pygame.Rect(0, 0, 0, 0)
        self.title_px = _TITLE_PX
        self.body_px = _BODY_PX

    def relayout(self, size: tuple[int, int]) -> None:
        if size == (0, 0):
            size = self.ctx.window_size
        self.scale = s = min(size[0] / 1280, size[1] / 720)
        width, pad = round(_PANEL_WIDTH * s), round(_PAD * s)
        inner = width - pad * 2
        text = self.ctx.text
        # First the largest size at which every word fits the width, each text on its own, so
        # one long word in the title does not shrink the body too; then both shrink together
        # while the panel is taller than the window.
        title_fit = self._fit_width(self.title, "display", round(_TITLE_PX * s), inner)
        body_fit = self._fit_width(self.message, "ui", round(_BODY_PX * s), inner)
        for step in _FONT_STEPS:
            self.title_px = min(title_fit, round(_TITLE_PX * s * step))
            self.body_px = min(body_fit, round(_BODY_PX * s * step))
            title_h = text.wrapped_height(
                self.title, "display", self.title_px, inner, _TITLE_SPACING
            )
            body_h = text.wrapped_height(self.message, "ui", self.body_px, inner)
            gaps = round((_TITLE_GAP + _BUTTON_GAP + _BUTTON_SIZE[1]) * s)
            height = pad * 2 + title_h + body_h + gaps
            if height <= size[1] - 2 * round(_WINDOW_MARGIN * s):
                break  # else a step smaller; the last step stands, smaller is unreadable
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        # The display face's ascent leaves air above the capitals: lift it to line up with pad.
        left = self.panel.left + pad
        self.title_rect = pygame.Rect(left, self.panel.top + pad - round(4 * s), inner, title_h)
        body_top = self.title_rect.bottom + round(_TITLE_GAP * s)
        self.body_rect = pygame.Rect(left, body_top, inner, body_h)
        ok = Button(self.ctx.t("common.ok"), self.close, style="primary", px=round(22 * s))
        ok.rect = pygame.Rect(0, 0, round(_BUTTON_SIZE[0] * s), round(_BUTTON_SIZE[1] * s))
        ok.rect.bottomright = (self.panel.right - pad, self.panel.bottom - pad)
        self.focus = self._mirrored([ok])

    def _mirrored(self, buttons: list[Button]) -> FocusGroup:
        """The buttons, placed left to right, mirrored inside the panel for a language
        written right to left (the main answer in the bottom-left corner)."""
        for button in buttons:
            button.rect = mirror_rect(button.rect, self.panel, self.ctx.rtl)
        return FocusGroup(buttons, rtl=self.ctx.rtl)

    def _fit_width(self, text: str, role: str, px: int, width: int) -> int:
        """The largest size <= px at which every word of text fits width.

        wrap() leaves a word wider than the panel (a file name, a German compound) on a line of
        its own, running over the edge; only a smaller font keeps it inside. fit_px stops at a
        size still readable, so an absurd word may still overflow rather than vanish.
        """
        words = set(text.split()) or {""}
        return min(self.ctx.text.fit_px(word, role, px, width) for word in words)

    def title_lines(self) -> list[str]:
        """The title's lines as drawn: the body's wrapping helper, at the title's size."""
        return self.ctx.text.wrap(self.title, "display", self.title_px, self.title_rect.width)

    def body_lines(self) -> list[str]:
        return self.ctx.text.wrap(self.message, "ui", self.body_px, self.body_rect.width)

    def close(self) -> None:
        self.ctx.stack.pop()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == Kind.BACK:
            self.close()
            return True
        self.focus.handle(intent)
        return True  # modal: nothing reaches the scene below

    def update(self, dt: float) -> None:
        self.age += dt
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, s = self.ctx, self.ctx.theme, self.scale
        t = min(1.0, self.age / _APPEAR_SECONDS)
        ease = 1 - (1 - t) ** 3
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, round(150 * ease)))
        surface.blit(dim, (0, 0))
        rise = round((1 - ease) * 24 * s)
        panel = self.panel.move(0, rise)
        ctx.art.panel(surface, panel, theme, round(16 * s))
        title = self.title_rect.move(0, rise)
        # The accent bar runs beside every line of a wrapped title.
        bar_h = max(round(40 * s), title.height - round(8 * s))
        bar = pygame.Rect(panel.left, title.top + round(4 * s), round(6 * s), bar_h)
        pygame.draw.rect(surface, theme.accent, mirror_rect(bar, panel, ctx.rtl))
        ctx.text.blit_wrapped(
            surface, self.title, "display", self.title_px, theme.ink, title, _TITLE_SPACING
        )
        body = self.body_rect.move(0, rise)
        ctx.text.blit_wrapped(surface, self.message, "ui", self.body_px, theme.ink, body)
        for widget in self.focus.widgets:
            widget.rect.move_ip(0, rise)
        self.focus.draw(surface, ctx)
        for widget in self.focus.widgets:
            widget.rect.move_ip(0, -rise)


def show_notice(ctx: AppContext, title_key: str, message_key: str, **params: object) -> None:
    title, message = ctx.t(title_key), ctx.t(message_key, **params)
    if ctx.quit_when_over:
        # An unattended run (`play --quit-when-over`, CI's smoke test) has no one to press
        # OK, and a modal notice would hold the game for ever: it goes to the terminal.
        print(f"rondo-desktop: {title}: {message}", file=sys.stderr)
        return
    ctx.stack.push(NoticeDialog(ctx, title, message))


class ConfirmDialog(NoticeDialog):
    """A question with two answers: the safe one (Esc, and the focus) and the one that acts."""

    name = "confirm"

    def __init__(
        self,
        ctx: AppContext,
        title: str,
        message: str,
        yes: str,
        no: str,
        on_yes: Callable[[], None],
    ) -> None:
        super().__init__(ctx, title, message)
        self.yes_text = yes
        self.no_text = no
        self.on_yes = on_yes

    def relayout(self, size: tuple[int, int]) -> None:
        super().relayout(size)
        ok = self.focus.widgets[0]
        ok.rect = mirror_rect(ok.rect, self.panel, self.ctx.rtl)  # back to left to right
        yes = Button(self.yes_text, self._yes, style="primary", px=ok.px, name="yes")
        no = Button(self.no_text, self.close, style="normal", px=ok.px, name="no")
        gap = round(16 * self.scale)
        for button in (yes, no):
            width = self.ctx.text.width(button.text, "ui_bold", ok.px) + round(48 * self.scale)
            button.rect = pygame.Rect(0, 0, max(ok.rect.width, width), ok.rect.height)
        yes.rect.bottomright = ok.rect.bottomright
        no.rect.bottomright = (yes.rect.left - gap, yes.rect.bottom)
        self.focus = self._mirrored([no, yes])  # the safe answer has the focus

    def _yes(self) -> None:
        self.close()
        self.on_yes()


def ask(
    ctx: AppContext,
    title_key: str,
    message_key: str,
    yes_key: str,
    no_key: str,
    on_yes: Callable[[], None],
    **params: object,
) -> None:
    """Ask; ``params`` fill the message's placeholders."""
    message = ctx.t(message_key, **params)
    ctx.stack.push(
        ConfirmDialog(ctx, ctx.t(title_key), message, ctx.t(yes_key), ctx.t(no_key), on_yes)
    )
