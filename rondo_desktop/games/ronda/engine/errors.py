"""Errors the engine raises on purpose; every refusal of a play names its rule (``R-nn``)."""

from __future__ import annotations


class RondaError(Exception):
    """Base of every error the engine raises on purpose."""


class NotationError(RondaError, ValueError):
    """Text that is no card (R-01) or no action."""


class OptionsError(RondaError, ValueError):
    """A new game's seats or variants that do not go together."""


class SaveError(RondaError):
    """A saved game that cannot be restored (truncated, garbled, impossible plays...)."""


class IllegalAction(RondaError):
    """An action the rules do not allow now; nothing was changed. ``rule`` is e.g. "R-25"."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(f"{rule}: {message}")
