"""A match's seats, seed, target and variants (rule book §10; every variant off by default).

V-01 (3 players, everyone for themselves) is not a switch: choosing 3 seats *is* the variant
[DECISION: a third seat cannot mean anything else, and the host's seat range stays 2..4].
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rondo_desktop.games.ronda.engine.errors import OptionsError

MIN_SEATS = 2
MAX_SEATS = 4
# R-48 first; the others are V-07 [DECISION: the book's 21/25/31/61 and the 21/31/61].
TARGETS = (41, 21, 25, 31, 61)
ON_OFF = ("off", "on")

# The spec's option names (the host passes them as strings) and the variant each one is.
VARIANT_OPTIONS: dict[str, str] = {
    "first_deal_four": "V-02",
    "aces_high": "V-03",
    "instant_win": "V-04",
    "dealer_last_card": "V-05",
    "capture_este": "V-06",
    "este_chain_four_only": "V-08",
}


@dataclass(frozen=True)
class RondaOptions:
    seats: int = 2
    seed: int = 0
    target: int = 41  # R-48; V-07 offers the others
    first_deal_four: bool = False  # V-02 (4 players only)
    aces_high: bool = False  # V-03
    instant_win: bool = False  # V-04 / R-51
    dealer_last_card: bool = False  # V-05
    capture_este: bool = False  # V-06
    este_chain_four_only: bool = False  # V-08

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise OptionsError(
                f"R-05: Ronda is for {MIN_SEATS} to {MAX_SEATS} players, not {self.seats}"
            )
        if self.target not in TARGETS:
            raise OptionsError(f"V-07: the target is one of {TARGETS}, not {self.target}")
        if self.first_deal_four and self.seats != 4:
            raise OptionsError("V-02: the four-card first deal is for 4 players")

    @property
    def sides(self) -> int:
        """R-06: two partnerships at 4 players; everyone for themselves otherwise (V-01)."""
        return 2 if self.seats == 4 else self.seats

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.seats == 4 else seat

    @property
    def card_threshold(self) -> int:
        """R-45: cards beyond 20 score; V-01 (3 players): beyond 13."""
        return 13 if self.seats == 3 else 20

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"seats": self.seats, "seed": self.seed, "target": self.target}
        for name in VARIANT_OPTIONS:
            data[name] = getattr(self, name)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> RondaOptions:
        """Options written by :meth:`to_dict`; :class:`OptionsError` when malformed."""
        seats, seed, target = data.get("seats"), data.get("seed"), data.get("target", 41)
        for name, value in (("seats", seats), ("seed", seed), ("target", target)):
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionsError(f"the {name} must be a whole number")
        flags = {}
        for name in VARIANT_OPTIONS:
            value = data.get(name, False)
            if not isinstance(value, bool):
                raise OptionsError(f"the variant {name} must be true or false")
            flags[name] = value
        return cls(seats=seats, seed=seed, target=target, **flags)  # type: ignore[arg-type]

    @classmethod
    def from_choices(cls, seats: int, seed: int, choices: Mapping[str, str]) -> RondaOptions:
        """The spec's string choices (``{"target": "31", "instant_win": "on"}``)."""
        try:
            target = int(choices.get("target", "41"))
        except ValueError as error:
            raise OptionsError(f"V-07: no target {choices.get('target')!r}") from error
        flags = {}
        for name, variant in VARIANT_OPTIONS.items():
            value = choices.get(name, "off")
            if value not in ON_OFF:
                raise OptionsError(f"{variant}: {name} is on or off, not {value!r}")
            flags[name] = value == "on"
        return cls(seats=seats, seed=seed, target=target, **flags)
