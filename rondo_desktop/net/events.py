"""A hosted table's events and what each seat was sent of them.

The host keeps every event of the game (``spec.game_events`` at the start, then what each
``apply`` returns) and sends each seat, with each state, the ones it has not had yet, masked
for that seat (``spec.event_seen_by``) and as JSON (``spec.event_to_json``). A seat that
(re)joins starts again from the first event, so its table can be built anew from them. A game
without these fields sends no events (a headless bot needs none).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rondo_desktop.games.spec import GameSpec, JSONValue


class EventLog:
    def __init__(self, spec: GameSpec[Any, Any, Any], state: Any) -> None:
        self.spec = spec
        self.enabled = (
            spec.event_seen_by is not None
            and spec.event_to_json is not None
            and spec.game_events is not None
        )
        self.events: list[Any] = []
        if self.enabled:
            assert spec.game_events is not None
            self.events = list(spec.game_events(state))
        self._sent: dict[int, int] = {}  # seat -> how many events it has been sent

    def extend(self, events: Iterable[Any]) -> None:
        if self.enabled:
            self.events.extend(events)

    def restart(self, seat: int) -> None:
        """``seat``'s next state carries every event from the first (it (re)joined)."""
        self._sent[seat] = 0

    def next_for(self, seat: int) -> tuple[list[JSONValue], int]:
        """The events ``seat`` has not been sent yet, masked for it, and the first's index."""
        start = self._sent.get(seat, 0)
        if not self.enabled:
            return [], start
        seen_by, to_json = self.spec.event_seen_by, self.spec.event_to_json
        assert seen_by is not None and to_json is not None
        fresh = [to_json(seen_by(event, seat)) for event in self.events[start:]]
        self._sent[seat] = len(self.events)
        return fresh, start
