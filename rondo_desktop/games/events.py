"""What every game's engine says happened: events as plain, frozen data.

Each engine subclasses :class:`Event` for its own happenings (a deal, a play, a capture) and
overrides :meth:`Event.hidden` where an event holds cards only some seats may see; the
session and the table ask the event, never decide themselves who may see what.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Event:
    def to_dict(self) -> dict[str, Any]:
        return {"event": type(self).__name__, **asdict(self)}

    def hidden(self, viewer: int) -> Event:
        """The event as ``viewer`` may see it."""
        return self


NOBODY = -1  # the viewer who holds no seat: sees nobody's private cards
SHADOW_SEED_BITS = 31  # a remote seat's shadow game draws its own seed this wide, never the host's


def seen_by(event: Event, viewer: int | None) -> Event:
    """``event`` as ``viewer`` may see it; None: as nobody's private cards are seen (a table
    with no one at its screen). Masking a masked event changes nothing."""
    return event.hidden(NOBODY if viewer is None else viewer)
