"""A hosted table's seats and settings: who may sit, who is connected, what the table keeps.

(Apart from :mod:`.table` so the table's own module stays about the game.)
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from rondo_desktop.games.spec import GameSpec

DEFAULT_GRACE = 60.0
IDLE_SECONDS = 600.0  # a lobby with nobody connected waits this long, then closes
AnySpec = GameSpec[Any, Any, Any]


class Peer(Protocol):
    """A client's connection as a table sees it: ``push`` queues a message, never waits."""

    def push(self, message: dict[str, Any]) -> None: ...


@dataclass
class RemoteSeat:
    token: str | None = None  # None until someone takes the seat
    name: str = ""
    peer: Peer | None = None  # None while nobody is connected to it
    stand_in: bool = False  # the grace ran out: the host's computer plays it
    ready: bool = False  # said so in the lobby (shown to everyone; the start does not wait)
    grace: asyncio.TimerHandle | None = field(default=None, repr=False)


@dataclass(frozen=True)
class TableSettings:
    grace: float = DEFAULT_GRACE
    stand_in: str = ""  # the computer that plays a dropped seat ("": the game's weakest)
    autosave: Path | None = None
    turn_seconds: int | None = None  # the sand timer of a person's turn (None: none)
    title: str = ""  # e.g. "Ana's table", shown in the lobby
    # The person who hosts it from the app (e.g. "Ana"): each player's app words the title in
    # its own language from it; "" for a table opened by a script (its title is as given).
    host: str = ""
    manual_start: bool = False  # the opener starts the game (else: when every seat is taken)
    idle: float | None = IDLE_SECONDS  # an idle lobby's life (None: it waits for ever)


def final_scores(spec: AnySpec, state: Any) -> list[float]:
    """The finished game's scores: the game's own (``match_figures``) or its returns; a
    whole score as a whole number (Ronda's 43, not 43.0, in ``over`` and ``serve``'s line)."""
    if spec.match_figures is not None:
        scores = list(spec.match_figures(state).scores)
    else:
        scores = list(state.returns())
    return [int(score) if float(score).is_integer() else float(score) for score in scores]
