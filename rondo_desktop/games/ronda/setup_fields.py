"""Ronda's rows on the setup screen: the target (V-07) and every variant the engine plays.

Each variant row reads as the rule it changes ("Winning: at the end of a hand / at once"),
and only a variant that is on is named in the summary line under the form (an "off" value is
the rule book's default and goes without saying). V-01 is the third seat, not a row. V-02 is
a deal for four players: its row is greyed out at another number of seats, and the game
gets it off there. The rows are more than the options panel shows at once: it scrolls.
"""

from __future__ import annotations

from rondo_desktop.games.ronda.engine.options import ON_OFF, TARGETS
from rondo_desktop.games.spec import SetupChoice, SetupField

# The targets step up in order (21, 25, 31, 41, 61); the default is the spec's first option
# (41, R-48), not the first of these.
TARGET = SetupField(
    option="target",
    label_key="setup.ronda.target",
    choices=tuple(
        SetupChoice(str(target), f"setup.ronda.target.{target}") for target in sorted(TARGETS)
    ),
    summary_key="setup.summary.ronda.target",
    help_key="setup.help.ronda.target",
)


def variant_field(option: str, seats: tuple[int, ...] = ()) -> SetupField:
    """A variant's row: off (the rule book's default) and on, named after the rule; at
    ``seats`` only, when given."""
    off, on = ON_OFF
    return SetupField(
        option=option,
        label_key=f"setup.ronda.{option}",
        choices=(
            SetupChoice(off, f"setup.ronda.{option}.{off}", in_summary=False),
            SetupChoice(on, f"setup.ronda.{option}.{on}", f"setup.summary.ronda.{option}"),
        ),
        summary_key="setup.summary.ronda.variant",
        seats=seats,
        help_key=f"setup.help.ronda.{option}",
    )


# V-04 and V-06 first: the two rules players most often play differently; then V-03, V-05,
# V-08 and V-02, the four-player deal.
VARIANT_ROWS = (
    "instant_win",
    "capture_este",
    "aces_high",
    "dealer_last_card",
    "este_chain_four_only",
    "first_deal_four",
)
FOUR_PLAYERS_ONLY = {"first_deal_four": (4,)}  # V-02
SETUP_FIELDS: tuple[SetupField, ...] = (
    TARGET,
    *(variant_field(name, FOUR_PLAYERS_ONLY.get(name, ())) for name in VARIANT_ROWS),
)
