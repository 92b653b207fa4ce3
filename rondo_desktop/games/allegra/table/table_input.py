"""The person's input at Allegra's table, as intents: the pointer (hover moves the one cell
highlight, a click acts), the arrows (the same highlight, skipping cells that cannot be
chosen now), Enter on it, and the letter keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.games.allegra.table import controls
from rondo_desktop.games.allegra.table.geometry import COLS, ROWS, Cell

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
    """The arrows move the one highlight over the area being chosen from, from one cell that
    can be chosen now to the next (a face-up card while turning one up, a gap: skipped)."""
    seat = controls.target_seat(table)
    cells = controls.area_cells(seat, len(table.session.seats))
    legal = controls.legal_cells(table)
    places = [divmod(i, COLS + 1) for i, cell in enumerate(cells) if cell in legal]
    row, col = table.cursor
    if not places:  # nothing to choose in a cell now: the arrows move freely
        places = [(r, c) for r in range(ROWS) for c in range(COLS + 1)]
    if not table.show_cursor and (row, col) in places:
        pass  # the first press shows the cursor where it is
    elif kind in (Kind.LEFT, Kind.RIGHT):
        step = 1 if kind == Kind.RIGHT else -1
        size = ROWS * (COLS + 1)
        here = row * (COLS + 1) + col
        order = sorted(places, key=lambda p: (step * (p[0] * (COLS + 1) + p[1] - here)) % size)
        row, col = next((p for p in order if p != (row, col)), (row, col))
    else:
        step = 1 if kind == Kind.DOWN else -1
        order = sorted(
            places, key=lambda p: ((step * (p[0] - row)) % ROWS or ROWS, abs(p[1] - col))
        )
        row, col = next((p for p in order if p != (row, col)), (row, col))
    table.cursor, table.show_cursor = (row, col), True


def pointer(table: AllegraTable, intent: Intent) -> bool:
    geometry = table.geometry
    if intent.kind == Kind.POINTER_MOVE:
        table.hover = geometry.cell_at(intent.pos)
        _cursor_to(table, table.hover)
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


def _cursor_to(table: AllegraTable, cell: Cell | None) -> None:
    """The pointer over a cell of the area being chosen from moves the cursor there: one
    highlight, so Enter acts on the card the mouse shows, not on an unseen cursor."""
    if cell is None:
        return
    cells = controls.area_cells(controls.target_seat(table), len(table.session.seats))
    if cell in cells:
        table.cursor, table.show_cursor = divmod(cells.index(cell), COLS + 1), True
