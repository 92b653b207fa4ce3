"""The person's input at Allegra's table, as intents: the pointer (hover moves the one cell
highlight, a click acts), the arrows (the same highlight, skipping cells that cannot be
chosen now), Enter on it, and the letter keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.games.allegra.table import controls
from rondo_desktop.games.allegra.table.geometry import COLS, ROWS

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.scene import AllegraTable


def handle(table: AllegraTable, intent: Intent) -> bool:
    kind = intent.kind
    if table.dealer.summary is not None:
        if kind in (Kind.CONFIRM, Kind.SELECT, Kind.POINTER_UP):
            table.dismiss_summary()
        return True
    if intent.is_pointer:
        table.pointer = intent.pos
        if table.focus.handle(intent):
            return True
        return pointer(table, intent)
    if kind in (Kind.LEFT, Kind.RIGHT, Kind.UP, Kind.DOWN):
        move_cursor(table, kind)
        return True
    if kind == Kind.CONFIRM or (kind == Kind.SELECT and table.focus.focused is None):
        if table.focus.focused is not None and table.focus.handle(intent):
            return True
        table.click_cell(controls.cursor_cell(table))
        return True
    if kind == Kind.TEXT and intent.text:
        return letter(table, intent.text)
    return table.focus.handle(intent)


def letter(table: AllegraTable, text: str) -> bool:
    if text.lower() == "t" and controls.phase_of(table) == "draw":
        table.click_discard()
        return True
    action = controls.key_action(table, text)
    if action is not None:
        table.act(action)
    return action is not None


def move_cursor(table: AllegraTable, kind: Kind) -> None:
    row, col = table.cursor
    if table.show_cursor:
        row = (row + {Kind.UP: -1, Kind.DOWN: 1}.get(kind, 0)) % ROWS
        col = (col + {Kind.LEFT: -1, Kind.RIGHT: 1}.get(kind, 0)) % (COLS + 1)
    table.cursor, table.show_cursor = (row, col), True


def pointer(table: AllegraTable, intent: Intent) -> bool:
    geometry = table.geometry
    if intent.kind == Kind.POINTER_MOVE:
        table.hover = geometry.cell_at(intent.pos)
        return True
    if intent.kind != Kind.POINTER_UP:
        return intent.kind == Kind.POINTER_DOWN
    if geometry.deck_rect().collidepoint(intent.pos):
        table.click_deck()
    elif geometry.discard_rect().collidepoint(intent.pos):
        table.click_discard()
    else:
        cell = geometry.cell_at(intent.pos)
        if cell is not None:
            table.show_cursor = False
            table.click_cell(cell)
    return True
