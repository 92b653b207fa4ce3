"""A game's seats, seed and variants (rule book §10; every variant off by default)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rondo_desktop.games.allegra.engine.errors import OptionsError

MIN_SEATS = 2
MAX_SEATS = 6
ROUNDS = 3  # G-29
ON_OFF = ("off", "on")

# The spec's option names (the host passes them as "off"/"on") and the variant each one is.
VARIANT_OPTIONS: dict[str, str] = {
    "knock_at_two": "AV-01",
    "no_final_triples": "AV-04",
    "own_grid_end": "AV-05",
    "knock_after_discard": "AV-07",
    "own_grid_reveal": "AV-08",
    "strict_doubling": "AV-09",
}


@dataclass(frozen=True)
class AllegraOptions:
    seats: int = 3
    seed: int = 0
    knock_at_two: bool = False  # AV-01: knocking at 2 players too
    no_final_triples: bool = False  # AV-04: no triple pass after the final reveal
    own_grid_end: bool = False  # AV-05: the round-end trigger looks at the own 12 cards
    knock_after_discard: bool = False  # AV-07: knocking after a discard take too
    own_grid_reveal: bool = False  # AV-08: the opening reveals in the own grid only
    strict_doubling: bool = False  # AV-09: a closer tied for the lowest is doubled too

    def __post_init__(self) -> None:
        seats: object = self.seats  # a save or the host may hand in anything
        if not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise OptionsError(f"Allegra is for {MIN_SEATS} to {MAX_SEATS} players, not {seats}")
        seed: object = self.seed
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise OptionsError(f"the seed must be a whole number, not {self.seed!r}")

    @property
    def knocking(self) -> bool:
        """G-14/G-31: knocking from 3 players on; AV-01 allows it at 2."""
        return self.seats >= 3 or self.knock_at_two

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"seats": self.seats, "seed": self.seed}
        for name in VARIANT_OPTIONS:
            data[name] = getattr(self, name)
        return data

    def choices(self) -> dict[str, str]:
        """The variants as the spec's string choices (``from_choices`` reads them back)."""
        return {name: ON_OFF[getattr(self, name)] for name in VARIANT_OPTIONS}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> AllegraOptions:
        """Options written by :meth:`to_dict`; :class:`OptionsError` when malformed."""
        seats, seed = data.get("seats"), data.get("seed")
        for name, value in (("seats", seats), ("seed", seed)):
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionsError(f"the {name} must be a whole number")
        flags: dict[str, bool] = {}
        for name in VARIANT_OPTIONS:
            value = data.get(name, False)
            if not isinstance(value, bool):
                raise OptionsError(f"the variant {name} must be true or false")
            flags[name] = value
        return cls(seats=seats, seed=seed, **flags)  # type: ignore[arg-type]

    @classmethod
    def from_choices(cls, seats: int, seed: int, choices: Mapping[str, str]) -> AllegraOptions:
        """The spec's string choices (``{"knock_at_two": "on"}``); missing ones are off."""
        flags: dict[str, bool] = {}
        for name, variant in VARIANT_OPTIONS.items():
            value = choices.get(name, "off")
            if value not in ON_OFF:
                raise OptionsError(f"{variant}: {name} is on or off, not {value!r}")
            flags[name] = value == "on"
        return cls(seats=seats, seed=seed, **flags)
