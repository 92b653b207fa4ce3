"""What a click or a key means at Allegra's table, and the line that says what to do now.

Both ask the engine: the phase says which decision is due, the legal actions which choices
there are (a button per knocker, the discard-and-flip only when it may be), and a refused
action comes back with the engine's own message (the rule it breaks). Nothing here decides a
rule; a click is turned into the action it names and handed to the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rondo_desktop.games.allegra.engine import (
    Accept,
    DiscardFlip,
    Knock,
    KnockGive,
    KnockPlace,
    KnockTake,
    Place,
    Reveal,
    Take,
)
from rondo_desktop.games.allegra.table.geometry import COLS, ROWS, Cell, left_of

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.scene import AllegraTable

# The decision a cell click makes in each phase (the draw phase's depends on the flip mode).
CELL_ACTIONS: dict[str, Any] = {
    "reveal": Reveal,
    "place": Place,
    "knock_place": KnockPlace,
    "knock_take": KnockTake,
    "knock_give": KnockGive,
}


@dataclass(frozen=True)
class Choice:
    """A button of the moment: its name, its label and the action it plays."""

    name: str
    text: str
    action: Any
    key: str  # the key that plays it, as the label says
    short: str = ""  # the label where the long one does not fit
    who: str = ""  # the seat's name in the short label (cut with "…" where it is too long)


def phase_of(table: AllegraTable) -> str:
    return str(table.session.game.phase)


def cell_action(table: AllegraTable, cell: Cell) -> Any | None:
    """The action a click on ``cell`` plays now (None: cells are not what is asked for)."""
    phase = phase_of(table)
    if phase == "draw":
        return DiscardFlip(cell) if table.flip_mode else Place(cell)
    kind = CELL_ACTIONS.get(phase)
    return None if kind is None else kind(cell)


def legal_cells(table: AllegraTable) -> set[Cell]:
    """The cells a click may choose now, as the engine's legal actions say."""
    phase = phase_of(table)
    cells: set[Cell] = set()
    for action in table.legal():
        if phase == "draw" and isinstance(action, Place) == table.flip_mode:
            continue
        cell = getattr(action, "cell", None)
        if cell is not None:
            cells.add(cell)
    return cells


def target_seat(table: AllegraTable) -> int:
    """Whose area the cell cursor moves over: the deciding seat's, or the knocker's when the
    active player takes a card out of it (G-16 step 2)."""
    knock = table.dealer.shown.knock
    if phase_of(table) == "knock_take" and knock is not None:
        return knock[1]
    return table.session.current_seat


def area_cells(seat: int, seats: int) -> list[Cell]:
    """The 3x5 area of ``seat`` row by row (G-05), for the cursor."""
    cells = []
    for row in range(ROWS):
        cells.append((left_of(seat, seats), row, COLS - 1))
        cells.extend((seat, row, col) for col in range(COLS))
    return cells


def cursor_cell(table: AllegraTable) -> Cell:
    row, vcol = table.cursor
    return area_cells(target_seat(table), len(table.session.seats))[row * (COLS + 1) + vcol]


def choices(table: AllegraTable) -> list[Choice]:
    """The buttons of the moment: knock or not; give the card to a knocker or ignore."""
    t = table.ctx.t
    found = []
    legal = table.legal()
    if Knock(True) in legal:
        found.append(Choice("knock", t("table.allegra.knock_button"), Knock(True), "K"))
    if Knock(False) in legal:
        found.append(Choice("no_knock", t("table.allegra.no_knock_button"), Knock(False), "N"))
    knockers = [a.knocker for a in legal if isinstance(a, Accept) and a.knocker is not None]
    for index, knocker in enumerate(knockers):
        name, n = table.seat_name(knocker), index + 1
        text = t("table.allegra.give_button", name=name, n=n)
        short = t("table.allegra.give_short", name=name, n=n)
        found.append(Choice(f"give_{knocker}", text, Accept(knocker), str(n), short, name))
    if Accept(None) in legal:
        text, short = t("table.allegra.ignore_button"), t("table.allegra.ignore_short")
        found.append(Choice("ignore", text, Accept(None), "I", short))
    return found


def hint(table: AllegraTable) -> str | None:
    """What the person at the screen should do now, in one line (None: not theirs to act)."""
    if not table.can_act():
        return None
    t, session = table.ctx.t, table.session
    game, phase = session.game, phase_of(table)
    held = game.held if game.held is not None else game.knock_card  # Z between steps 2 and 3
    top = game.discard[-1] if game.discard else None
    if phase == "reveal":
        return t("table.allegra.hint.reveal")
    if phase == "take":
        if top is None:
            return t("table.allegra.hint.take_deck")
        return t("table.allegra.hint.take", value=value_text(top))
    if phase == "draw":
        if table.flip_mode:
            return t("table.allegra.hint.flip")
        return t("table.allegra.hint.draw", value=value_text(held))
    if phase == "place":
        return t("table.allegra.hint.place", value=value_text(held))
    if phase == "knock":
        active = table.dealer.shown.held_by
        name = table.seat_name(active) if active is not None else ""
        return t("table.allegra.hint.knock", name=name, value=value_text(held))
    if phase == "accept":
        return t("table.allegra.hint.accept", value=value_text(held))
    if phase == "knock_place":
        return t("table.allegra.hint.knock_place", value=value_text(held))
    if phase == "knock_take":
        return t("table.allegra.hint.knock_take", name=table.seat_name(target_seat(table)))
    if phase == "knock_give":
        return t("table.allegra.hint.knock_give", value=value_text(held))
    return None


def knock_banner(table: AllegraTable) -> str | None:
    """The turn line from a drawn card's reveal to the drawer's answer to the knocks (None:
    no knock now). It names what the person at this screen is asked ("Computer 1 drew the 8
    - knock for it?", "Knocks for your 8: give it or ignore them?"), or whose card it is
    ("Your 8: who knocks?", "Computer 1 drew the 8: who knocks?"); never another seat's
    question, nor "Computer 2's turn" while the drawer chooses between knockers."""
    shown, session = table.dealer.shown, table.session
    phase = phase_of(table)
    if table.banner is not None or session.is_over or phase not in ("knock", "accept"):
        return None
    active = session.game.active
    if shown.held_by != active or shown.held_from == "knock":
        return None  # the screen has not shown the drawn card yet
    t, value, viewer = table.ctx.t, value_text(shown.held), session.viewer
    here = viewer is not None and not session.handover_pending
    if here and phase == "knock" and session.current_seat == viewer == shown.current:
        return t("table.allegra.banner.knock_you", name=table.seat_name(active), value=value)
    if here and active == viewer:
        key = "accept_you" if phase == "accept" and shown.current == viewer else "waiting_you"
        return t(f"table.allegra.banner.{key}", value=value)
    return t("table.allegra.banner.knock", name=table.seat_name(active), value=value)


def value_text(value: int | None) -> str:
    """A card's value as players read it, with a true minus."""
    if value is None:
        return "?"
    return f"\N{MINUS SIGN}{-value}" if value < 0 else str(value)


def key_action(table: AllegraTable, text: str) -> Any | None:
    """The action a letter or digit key names now (None: none)."""
    key = text.lower()
    if key == "d":
        return Take("deck")
    if key == "t" and phase_of(table) == "take":
        return Take("discard")
    for choice in choices(table):
        if choice.key.lower() == key:
            return choice.action
    return None
