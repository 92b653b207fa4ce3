"""What the results screen asks of a game once it is over: its final scores and winners, the
seats' names and kinds, the scores turn by turn, and the statistics' entries. Each game's
session gives it (Rondo's TableSession; Ronda's and Allegra's adapters)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from rondo_desktop.games.stats import GameEntry


class FinishedGame(Protocol):
    def final_scores(self) -> tuple[int, ...]: ...

    def winners(self) -> tuple[int, ...]: ...


class FinishedSession(Protocol):
    """What the results ask of a game's session once its game is over."""

    @property
    def game(self) -> FinishedGame: ...

    @property
    def persons(self) -> list[int]: ...

    def name(self, seat: int) -> str: ...

    @property
    def kinds(self) -> tuple[str, ...]: ...

    def score_history(self) -> list[tuple[int, ...]]: ...

    def take_stats_entries(self) -> Sequence[GameEntry]: ...

    def close(self) -> None: ...
