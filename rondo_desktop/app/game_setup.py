"""The plain description of a new game that the setup screen hands to the game's table.

No pygame and no game's types here: a ``GameSetup`` names its game, its seats (people and
computer players of the game's strengths), the game's options (Rondo: its word list's
language), the sand timer and an optional seed. ``checked(setup, spec)`` holds it against the
game's spec; the settings file keeps each game's last one so the setup screen offers it again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal

from rondo_desktop.app.storage import bounded_int
from rondo_desktop.games import DEFAULT_GAME

if TYPE_CHECKING:
    from rondo_desktop.games import AnySpec
    from rondo_desktop.games.spec import SetupField

# "remote": a person at another screen of a network table (never in a setup or a local save).
SeatKind = Literal["person", "computer", "remote"]
MIN_TURN_SECONDS = 30
MAX_TURN_SECONDS = 300
DEFAULT_TURN_SECONDS = 120
# The sand timers a player chooses from (None: no timer); files may hold any 30-300 s.
TURN_PRESETS: tuple[int | None, ...] = (30, 60, 120, 180, 300, None)
MAX_NAME_LENGTH = 16
MAX_SEED = 2**63 - 1
MAX_FILE_SEATS = 16  # more seats than any game has: a file's list is cut there
# Versions 0.1.0 and 0.2.0 knew one game (Rondo) with one option, its word list's language,
# which they wrote as "lexicon" at the top of a setup rather than in "options".
LEGACY_OPTION = "language"
LEGACY_OPTION_KEY = "lexicon"


def offered_options(
    fields: Sequence[SetupField], options: Mapping[str, str], language: str, chosen: bool
) -> dict[str, str]:
    """The options a new game's form starts with: ``options`` (the defaults and the last
    setup's), except that until the player picks one, a field that follows the interface
    language shows that language's choice, or its ``language_fallback`` when the language is
    none of its choices (Rondo's word list under a French interface: English, rather than the
    untouched default)."""
    offered = dict(options)
    if chosen:
        return offered
    for field_ in fields:
        if not field_.follows_language:
            continue
        if language in field_.values():
            offered[field_.option] = language
        elif field_.language_fallback:
            offered[field_.option] = field_.language_fallback
    return offered


@dataclass(frozen=True)
class SeatSetup:
    """One seat at the table: a person with a name, or a computer player with a strength."""

    kind: SeatKind
    name: str = ""
    strength: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("person", "computer", "remote"):
            raise ValueError(f"unknown seat kind {self.kind!r}")
        if self.kind == "computer" and not (isinstance(self.strength, str) and self.strength):
            raise ValueError(f"a computer seat needs a strength, got {self.strength!r}")
        if self.kind != "computer" and self.strength is not None:
            raise ValueError("a person has no strength")

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "strength": self.strength}


@dataclass(frozen=True, init=False)
class GameSetup:
    """Everything a game's table needs to deal a new game.

    ``options`` holds the game's options by name (a missing one takes the spec's default).
    A bare string in its place is the language of 0.1.0's one game (Rondo's table still
    builds a setup that way when it restores a save), kept so those callers need no change.
    """

    seats: tuple[SeatSetup, ...]
    options: Mapping[str, str] = field(hash=False)
    turn_seconds: int | None  # None: no sand timer
    seed: int | None  # None: a fresh random deal
    game: str

    def __init__(
        self,
        seats: Sequence[SeatSetup],
        options: Mapping[str, str] = MappingProxyType({}),
        turn_seconds: int | None = DEFAULT_TURN_SECONDS,
        seed: int | None = None,
        game: str = DEFAULT_GAME,
    ) -> None:
        loose: Any = options  # a file's or a caller's: checked, not trusted
        if not isinstance(loose, Mapping) or not all(
            isinstance(key, str) and isinstance(value, str) for key, value in loose.items()
        ):
            raise ValueError(f"a setup's options name text values, not {options!r}")
        if not seats:
            raise ValueError("a game has seats")
        if turn_seconds is not None and not MIN_TURN_SECONDS <= turn_seconds <= MAX_TURN_SECONDS:
            raise ValueError(f"turn time {turn_seconds} s is outside 30-300 s")
        for name, value in (
            ("seats", tuple(seats)),
            ("options", dict(options)),
            ("turn_seconds", turn_seconds),
            ("seed", seed),
            ("game", game),
        ):
            object.__setattr__(self, name, value)

    def to_json(self) -> dict[str, Any]:
        """The setup as the settings file keeps it, under its game's name."""
        return {
            "seats": [seat.to_json() for seat in self.seats],
            "options": dict(self.options),
            "turn_seconds": self.turn_seconds,
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Any, game: str = DEFAULT_GAME) -> GameSetup:
        """Rebuild ``game``'s setup from a settings file; ValueError on anything not
        well-formed (the game's own limits are ``checked``'s)."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("not a game setup")
        seats = []
        for raw in data["seats"][:MAX_FILE_SEATS]:
            if not isinstance(raw, dict):
                raise ValueError("seat is not an object")
            name = raw.get("name", "")
            if not isinstance(name, str):
                raise ValueError("seat name is not text")
            kind = raw.get("kind")
            if kind == "remote":  # a network table's seat is no setup's
                raise ValueError("a setup seats no remote player")
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
        return cls(tuple(seats), _file_options(data), turn, seed, game)


def _file_options(data: dict[str, Any]) -> dict[str, str]:
    options = data.get("options")
    if options is None:
        legacy = data.get(LEGACY_OPTION_KEY)
        return {} if legacy is None else {LEGACY_OPTION: legacy}
    if not isinstance(options, dict):
        raise ValueError("a setup's options are not an object")
    return options


def as_file_had_it(written: dict[str, Any], read: Any) -> dict[str, Any]:
    """``written`` (``to_json``'s) in the shape of ``read``, the file's own setup: a setup of
    0.1.0 or 0.2.0 kept its one option as ``lexicon``, which loses nothing."""
    if not isinstance(read, dict) or "options" in read or LEGACY_OPTION_KEY not in read:
        return written
    shaped = {key: value for key, value in written.items() if key != "options"}
    options = dict(written["options"])
    if LEGACY_OPTION in options:
        shaped[LEGACY_OPTION_KEY] = options.pop(LEGACY_OPTION)
    if options:
        shaped["options"] = options
    return shaped


def default_setup(spec: AnySpec) -> GameSetup:
    """A first game of ``spec``: the person at the screen and computer players of middle
    strength, at the game's usual seat count (three where it does not say and allows it), the
    options' defaults."""
    usual = spec.default_seats or 3
    count = max(spec.seats.minimum, min(usual, spec.seats.maximum))
    middle = spec.strengths[(len(spec.strengths) - 1) // 2]
    computers = [SeatSetup("computer", "", middle) for _ in range(count - 1)]
    seats = (SeatSetup("person"), *computers)
    return GameSetup(seats, spec.default_options(), DEFAULT_TURN_SECONDS, None, spec.name)


def checked(setup: GameSetup, spec: AnySpec) -> GameSetup:
    """``setup`` held against the game's spec, its missing options at their defaults;
    ValueError naming what the game does not allow."""
    if setup.game != spec.name:
        raise ValueError(f"a setup of {setup.game!r} is not one of {spec.name!r}")
    if len(setup.seats) not in spec.seats:
        low, high = spec.seats.minimum, spec.seats.maximum
        raise ValueError(f"{len(setup.seats)} seats; {spec.name} has {low}-{high}")
    for seat in setup.seats:
        if seat.kind == "computer" and seat.strength not in spec.strengths:
            raise ValueError(f"{spec.name} has no computer player {seat.strength!r}")
    options = spec.default_options()
    for option, value in setup.options.items():
        if value not in spec.options.get(option, ()):
            raise ValueError(f"{spec.name} has no {option} {value!r}")
        options[option] = value
    return GameSetup(setup.seats, options, setup.turn_seconds, setup.seed, setup.game)


def nearest_preset(seconds: int | None) -> int | None:
    """The preset closest to a turn time from an older file (135 s -> 120 s)."""
    if seconds is None:
        return None
    timed = [p for p in TURN_PRESETS if p is not None]
    return min(timed, key=lambda preset: (abs(preset - seconds), preset))


def clean_name(name: object) -> str:
    """A player name as the table shows it: printable, trimmed, at most 16 characters."""
    return clean_text(name, MAX_NAME_LENGTH)


def clean_text(text: object, limit: int = 80) -> str:
    """Text from elsewhere (a file, a network host) as the screen may show it: a string with
    no control characters and no lone surrogates (neither printable nor encodable, and
    pygame refuses to draw them), trimmed, at most ``limit`` characters; "" for a non-string."""
    if not isinstance(text, str):
        return ""
    printable = "".join(ch for ch in text if ch.isprintable())
    return printable.strip()[:limit]
