"""Ronda's rows on the setup screen: the target (V-07) and the variants worth a choice.

Each variant row reads as the rule it changes ("Winning: at the end of a hand / at once"),
and only a variant that is on is named in the summary line under the form (an "off" value is
the rule book's default and goes without saying). V-01 is the third seat, not a row; V-02 is
for four players only, so a row could offer what two players cannot start; V-08 changes
little at two players. V-03 (aces high) and V-05 (the dealer's last card) would make seven
rows, more than the options panel holds at 800x600 without its labels running under the
rows above; they stay options (``simulate --option``, saves) until the panel scrolls.
"""

from __future__ import annotations

from rondo_desktop.games.ronda.engine.options import ON_OFF, TARGETS
from rondo_desktop.games.spec import SetupChoice, SetupField

TARGET = SetupField(
    option="target",
    label_key="setup.ronda.target",
    choices=tuple(SetupChoice(str(target), f"setup.ronda.target.{target}") for target in TARGETS),
    summary_key="setup.summary.ronda.target",
)


def variant_field(option: str) -> SetupField:
    """A variant's row: off (the rule book's default) and on, named after the rule."""
    off, on = ON_OFF
    return SetupField(
        option=option,
        label_key=f"setup.ronda.{option}",
        choices=(
            SetupChoice(off, f"setup.ronda.{option}.{off}", in_summary=False),
            SetupChoice(on, f"setup.ronda.{option}.{on}", f"setup.summary.ronda.{option}"),
        ),
        summary_key="setup.summary.ronda.variant",
    )


# V-04 and V-06: the two rules players most often play differently.
VARIANT_ROWS = ("instant_win", "capture_este")
SETUP_FIELDS: tuple[SetupField, ...] = (TARGET, *(variant_field(name) for name in VARIANT_ROWS))
