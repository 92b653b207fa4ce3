"""The one place where pygame events become intents.

Scenes and tests speak intents ("up", "confirm", "pointer down at (x, y)"), never key codes, so
key bindings can change here alone and a test can drive a scene without faking the keyboard.
Everything is read from events, not polled state: posted events do not update
``pygame.key.get_pressed()``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame


class Kind(enum.Enum):
    UP = enum.auto()
    DOWN = enum.auto()
    LEFT = enum.auto()
    RIGHT = enum.auto()
    CONFIRM = enum.auto()  # Enter
    SELECT = enum.auto()  # Space: activates buttons, but types a space in a text field
    BACK = enum.auto()  # Escape
    TAB = enum.auto()
    TAB_BACK = enum.auto()  # Shift+Tab
    PAGE_UP = enum.auto()
    PAGE_DOWN = enum.auto()
    HOME = enum.auto()
    END = enum.auto()
    ERASE = enum.auto()  # Backspace
    DELETE = enum.auto()
    TEXT = enum.auto()  # typed text, already composed by the input method
    POINTER_MOVE = enum.auto()
    POINTER_DOWN = enum.auto()
    POINTER_UP = enum.auto()
    SCROLL = enum.auto()  # amount > 0 scrolls up/back
    FULLSCREEN = enum.auto()  # F11
    QUIT = enum.auto()  # the window's close button


@dataclass(frozen=True)
class Intent:
    kind: Kind
    pos: tuple[int, int] = (0, 0)
    text: str = ""
    amount: int = 0

    @property
    def is_pointer(self) -> bool:
        return self.kind in (Kind.POINTER_MOVE, Kind.POINTER_DOWN, Kind.POINTER_UP)


_KEYS: dict[int, Kind] = {
    pygame.K_UP: Kind.UP,
    pygame.K_DOWN: Kind.DOWN,
    pygame.K_LEFT: Kind.LEFT,
    pygame.K_RIGHT: Kind.RIGHT,
    pygame.K_RETURN: Kind.CONFIRM,
    pygame.K_KP_ENTER: Kind.CONFIRM,
    pygame.K_SPACE: Kind.SELECT,
    pygame.K_ESCAPE: Kind.BACK,
    pygame.K_PAGEUP: Kind.PAGE_UP,
    pygame.K_PAGEDOWN: Kind.PAGE_DOWN,
    pygame.K_HOME: Kind.HOME,
    pygame.K_END: Kind.END,
    pygame.K_BACKSPACE: Kind.ERASE,
    pygame.K_DELETE: Kind.DELETE,
    pygame.K_F11: Kind.FULLSCREEN,
}


def intents_from_event(event: pygame.Event) -> list[Intent]:
    """The intents one pygame event means (usually zero or one)."""
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_TAB:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            return [Intent(Kind.TAB_BACK if shift else Kind.TAB)]
        if event.key == pygame.K_RETURN and getattr(event, "mod", 0) & pygame.KMOD_ALT:
            return [Intent(Kind.FULLSCREEN)]  # Alt+Enter, the other fullscreen habit
        kind = _KEYS.get(event.key)
        return [Intent(kind)] if kind else []
    if event.type == pygame.TEXTINPUT:
        return [Intent(Kind.TEXT, text=event.text)] if event.text else []
    if event.type == pygame.MOUSEMOTION:
        return [Intent(Kind.POINTER_MOVE, pos=tuple(event.pos))]
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return [Intent(Kind.POINTER_DOWN, pos=tuple(event.pos))]
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        return [Intent(Kind.POINTER_UP, pos=tuple(event.pos))]
    if event.type == pygame.MOUSEWHEEL and event.y:
        return [Intent(Kind.SCROLL, amount=int(event.y))]
    if event.type == pygame.QUIT:
        return [Intent(Kind.QUIT)]
    return []
