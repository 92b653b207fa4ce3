"""The plain description of a new game that the setup scene hands to the table.

No pygame and no engine types here: the table issue turns a ``GameSetup`` into an engine game,
and the settings file stores the last one so the setup scene can offer it again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from rondo_desktop.app.storage import bounded_int

SeatKind = Literal["person", "computer"]
STRENGTHS: tuple[str, ...] = ("beginner", "medium", "hard", "expert")
LEXICONS: tuple[str, ...] = ("de", "en", "es")
# The word list offered with an interface language that has none (French) until one is picked.
FALLBACK_LEXICON = "en"
MIN_SEATS = 2
MAX_SEATS = 6
MIN_TURN_SECONDS = 30
MAX_TURN_SECONDS = 300
DEFAULT_TURN_SECONDS = 120
# The sand timers a player chooses from (None: no timer); files may hold any 30-300 s.
TURN_PRESETS: tuple[int | None, ...] = (30, 60, 120, 180, 300, None)
MAX_NAME_LENGTH = 16
MAX_SEED = 2**63 - 1


def offered_lexicon(language: str, chosen: bool, last: str) -> str:
    """The word list a new game starts with: the one the player picked, else the interface
    language's own, else English (a French interface has no French word list to follow)."""
    if chosen and last in LEXICONS:
        return last
    return language if language in LEXICONS else FALLBACK_LEXICON


@dataclass(frozen=True)
class SeatSetup:
    """One seat at the table: a person with a name, or a computer player with a strength."""

    kind: SeatKind
    name: str = ""
    strength: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("person", "computer"):
            raise ValueError(f"unknown seat kind {self.kind!r}")
        if self.kind == "computer" and self.strength not in STRENGTHS:
            raise ValueError(f"a computer seat needs a strength, got {self.strength!r}")
        if self.kind == "person" and self.strength is not None:
            raise ValueError("a person has no strength")


@dataclass(frozen=True)
class GameSetup:
    """Everything the table needs to deal a new game."""

    seats: tuple[SeatSetup, ...] = field(
        default_factory=lambda: (
            SeatSetup("person", ""),
            SeatSetup("computer", "", "medium"),
            SeatSetup("computer", "", "medium"),
        )
    )
    lexicon: str = "de"
    turn_seconds: int | None = DEFAULT_TURN_SECONDS  # None: no sand timer
    seed: int | None = None  # None: a fresh random deal

    def __post_init__(self) -> None:
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"{len(self.seats)} seats; a game has {MIN_SEATS}-{MAX_SEATS}")
        if self.lexicon not in LEXICONS:
            raise ValueError(f"unknown lexicon {self.lexicon!r}")
        if self.turn_seconds is not None and not (
            MIN_TURN_SECONDS <= self.turn_seconds <= MAX_TURN_SECONDS
        ):
            raise ValueError(f"turn time {self.turn_seconds} s is outside 30-300 s")

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [{"kind": s.kind, "name": s.name, "strength": s.strength} for s in self.seats],
            "lexicon": self.lexicon,
            "turn_seconds": self.turn_seconds,
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        """Rebuild from a settings file; raises ValueError on anything not well-formed."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("not a game setup")
        seats = []
        for raw in data["seats"][:MAX_SEATS]:
            if not isinstance(raw, dict):
                raise ValueError("seat is not an object")
            name = raw.get("name", "")
            if not isinstance(name, str):
                raise ValueError("seat name is not text")
            kind = raw.get("kind")
            # A computer seat has no typed name (older settings kept a person's old one).
            name = clean_name(name) if kind == "person" else ""
            # Any kind is passed on: SeatSetup itself refuses an unknown one with ValueError.
            seats.append(SeatSetup(kind, name, raw.get("strength")))  # type: ignore[arg-type]
        turn = data.get("turn_seconds")
        if turn is not None:
            turn = bounded_int(turn, MIN_TURN_SECONDS, MAX_TURN_SECONDS)
            if turn is None:
                raise ValueError("bad turn time")
        seed = data.get("seed")
        if seed is not None and bounded_int(seed, 0, MAX_SEED) is None:
            raise ValueError("bad seed")
        return cls(tuple(seats), data.get("lexicon", "de"), turn, seed)


def nearest_preset(seconds: int | None) -> int | None:
    """The preset closest to a turn time from an older file (135 s -> 120 s)."""
    if seconds is None:
        return None
    timed = [p for p in TURN_PRESETS if p is not None]
    return min(timed, key=lambda preset: (abs(preset - seconds), preset))


def clean_name(name: str) -> str:
    """A player name as the table shows it: printable, trimmed, at most 16 characters."""
    printable = "".join(ch for ch in name if ch.isprintable())
    return printable.strip()[:MAX_NAME_LENGTH]
