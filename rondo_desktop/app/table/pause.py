"""The pause menu (Esc at any game's table): resume, settings, rules, the review of the game so
far (for a game that reviews its games), save and quit.

The game is paused while it is open: the sand stops and no computer moves. The scenes it opens
are opened by the table (:meth:`CardTableScene.open_scene`), which knows the game's rules. At a
network table the others play on: the menu says so, and offers to leave the table (the seat
stays the person's to join again) instead of saving it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.table.scene import CardTableScene


class PauseScene(Scene):
    overlay = True
    modal = True
    name = "pause"

    def __init__(self, ctx: AppContext, table: CardTableScene[Any, Any]) -> None:
        super().__init__(ctx)
        self.table = table
        self.focus = FocusGroup()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def enter(self) -> None:
        self.table.session.pause()

    def exit(self) -> None:
        self.table.session.resume()

    def relayout(self, size: tuple[int, int]) -> None:
        if size == (0, 0):
            size = self.ctx.window_size
        s = self.scale = min(size[0] / 1280, size[1] / 720)
        entries = self._entries()
        item_h, gap = round(54 * s), round(14 * s)
        width = round(400 * s)
        note = self._note_height(width - round(80 * s))
        top = round(100 * s) + (note + round(16 * s) if note else 0)
        height = top + round(10 * s) + len(entries) * (item_h + gap) + round(20 * s)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        buttons = []
        for index, (name, text, action, style) in enumerate(entries):
            button = Button(text, action, style=style, px=round(22 * s), name=name)
            button.rect = pygame.Rect(
                self.panel.left + round(40 * s),
                self.panel.top + top + index * (item_h + gap),
                width - round(80 * s),
                item_h,
            )
            buttons.append(button)
        self.focus = FocusGroup(buttons)

    @property
    def remote(self) -> bool:
        """The table is a network host's: the game goes on while the menu is open."""
        return self.table.remote is not None

    def _entries(self) -> list[tuple[str, str, Callable[[], None], str]]:
        t = self.ctx.t
        if self.remote:  # a shadow's hidden cards are made up: no review of the game so far
            return [
                ("resume", t("pause.net.back"), self.resume_game, "primary"),
                ("settings", t("pause.settings"), self.open_settings, "normal"),
                ("rules", t("pause.rules"), self.open_rules, "normal"),
                ("leave", t("pause.net.leave"), self.table.leave_table, "normal"),
            ]
        entries = [
            ("resume", t("pause.resume"), self.resume_game, "primary"),
            ("settings", t("pause.settings"), self.open_settings, "normal"),
            ("rules", t("pause.rules"), self.open_rules, "normal"),
            ("quit", t("pause.save_quit"), self.save_and_quit, "normal"),
        ]
        if self.table.can_review:
            entries.insert(3, ("review", t("pause.review"), self.open_review, "normal"))
        return entries

    def _note_height(self, width: int) -> int:
        """Room for the line under the title at a network table (0 elsewhere)."""
        if not self.remote:
            return 0
        px = round(18 * self.scale)
        return self.ctx.text.wrapped_height(self.ctx.t(self._note_key()), "ui", px, width)

    def _note_key(self) -> str:
        """What leaving means: the seat kept for a guest; the game ended for the host's."""
        remote = self.table.remote
        return "pause.net.host.body" if remote is not None and remote.hosting else "pause.net.body"

    def resume_game(self) -> None:
        self.ctx.stack.pop()

    def open_settings(self) -> None:
        self.table.open_scene("settings")

    def open_rules(self) -> None:
        self.table.open_scene("rules")

    def open_review(self) -> None:
        self.ctx.stack.push(self.table.review_scene(), fade=True)

    def save_and_quit(self) -> None:
        self.table.save_and_close()
        self.table.open_scene("menu")

    def handle(self, intent: Intent) -> bool:
        if intent.kind == Kind.BACK:
            self.resume_game()
            return True
        self.focus.handle(intent)
        return True

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, s = self.ctx, self.ctx.theme, self.scale
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        ctx.art.panel(surface, self.panel, theme, round(16 * s))
        ctx.text.blit(
            surface,
            ctx.t("pause.net.title" if self.remote else "pause.title"),
            "display",
            round(40 * s),
            theme.ink,
            (self.panel.centerx, self.panel.top + round(52 * s)),
            "center",
        )
        if self.remote:
            width = self.panel.width - round(80 * s)
            note = pygame.Rect(0, 0, width, self._note_height(width))
            note.midtop = (self.panel.centerx, self.panel.top + round(92 * s))
            text = ctx.t(self._note_key())
            px = round(18 * s)
            ctx.text.blit_wrapped(surface, text, "ui", px, theme.ink_muted, note, align="center")
        self.focus.draw(surface, ctx)
