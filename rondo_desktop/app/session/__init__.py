"""The table's session for any game of the registry (see :mod:`.session`).

    session = TableSession.start(spec, seats, seed, turn_seconds, data_dir=folder)
    session.update(dt, animating=...)   # the sand falls, computer seats think and act
    session.act(action)                 # the person at the screen acts
    session.take_events()               # what to animate

A game's table subclasses :class:`TableSession` for what only the game knows (its timeout,
its safe action, its log lines and save keys) and for the moves its scene offers.
"""

from rondo_desktop.app.session.computers import (
    MAX_TURN_KEEPING_ACTIONS,
    Chooser,
    ChooserFactory,
    ComputerSeats,
    spec_choosers,
)
from rondo_desktop.app.session.saving import AutoSaver, HostMeta, read_host_meta, seats_to_meta
from rondo_desktop.app.session.session import LogEntry, NotYourTurn, TableSession

__all__ = [
    "MAX_TURN_KEEPING_ACTIONS",
    "AutoSaver",
    "Chooser",
    "ChooserFactory",
    "ComputerSeats",
    "HostMeta",
    "LogEntry",
    "NotYourTurn",
    "TableSession",
    "read_host_meta",
    "seats_to_meta",
    "spec_choosers",
]
