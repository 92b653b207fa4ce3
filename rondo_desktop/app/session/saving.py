"""The table's autosave, and the host's part of a saved game: its seats and its sand timer.

A saved game is the game's own JSON object whose ``"meta"`` holds the host's keys (``seats``,
``turn_seconds``, ``clock_remaining``) and the game's table keys between them, in the order
0.1.0 wrote them. The file is written atomically into the game's slot (``app/saves.py``:
envelope v2, one file per game and slot), so a crash leaves the old save or the new one.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rondo_desktop.app.game_setup import (
    MAX_TURN_SECONDS,
    MIN_TURN_SECONDS,
    SeatSetup,
    clean_name,
)
from rondo_desktop.app.saves import MENU_SLOT, Slot, autosave_path, seal
from rondo_desktop.app.storage import finite_float, write_json_atomic

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HostMeta:
    """The host's part of a save: who sits where, and the sand timer."""

    seats: tuple[SeatSetup, ...]
    turn_seconds: int | None
    clock_remaining: float


def seats_to_meta(seats: Sequence[SeatSetup]) -> list[dict[str, Any]]:
    return [{"kind": s.kind, "name": s.name, "strength": s.strength} for s in seats]


def _seat(raw: Any) -> SeatSetup:
    """A seat from a save file, with its name cleaned like one the player typed."""
    name = raw.get("name", "")
    if not isinstance(name, str):
        raise ValueError("a seat's name is not text")
    if raw["kind"] not in ("person", "computer"):  # a remote seat is never saved here
        raise ValueError(f"a saved seat is a person or a computer, not {raw['kind']!r}")
    return SeatSetup(raw["kind"], clean_name(name), raw.get("strength"))


def read_host_meta(meta: Any) -> HostMeta:
    """The host's part of a save's ``meta``; ValueError (or KeyError, TypeError,
    AttributeError) for anything malformed, which the caller reports as the game's refusal."""
    seats = tuple(_seat(raw) for raw in meta["seats"])
    turn_seconds = meta.get("turn_seconds")
    if turn_seconds is not None and not MIN_TURN_SECONDS <= turn_seconds <= MAX_TURN_SECONDS:
        raise ValueError(f"turn time {turn_seconds} s is outside the sand timer's range")
    remaining = finite_float(
        meta.get("clock_remaining", turn_seconds or 0), 0.0, float(turn_seconds or 0)
    )
    if remaining is None:
        raise ValueError("the sand timer is out of range")
    return HostMeta(seats, turn_seconds, remaining)


class AutoSaver:
    """Writes one game's save into its slot; tells ``on_failed`` once, at the first failure
    (a read-only folder, a full disk), and logs every one. No folder: nothing is saved."""

    def __init__(
        self,
        game: str,
        data_dir: Path | None,
        slot: Slot = MENU_SLOT,
        on_failed: Callable[[OSError], None] | None = None,
    ) -> None:
        self.game = game
        self.data_dir = data_dir
        self.slot = slot
        self._on_failed = on_failed

    @property
    def path(self) -> Path | None:
        return None if self.data_dir is None else autosave_path(self.data_dir, self.slot, self.game)

    def write(self, data: Mapping[str, Any]) -> None:
        """Write ``data`` (the game's save) sealed in the envelope; never lose the old save."""
        path = self.path
        if path is None:
            return
        try:
            write_json_atomic(path, seal(self.game, dict(data)))
        except OSError as error:
            log.error("cannot autosave: %s", error)
            if self._on_failed is not None:
                tell, self._on_failed = self._on_failed, None
                tell(error)

    def remove(self) -> None:
        """The game is over: nothing is left to continue."""
        path = self.path
        if path is None:
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as error:  # the game is over either way; Continue would say so
            log.error("cannot remove the finished game's autosave: %s", error)
