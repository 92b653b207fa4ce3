"""Allegra's rows on the setup screen: every variant of the rule book the engine plays, each
read as the rule it changes ("Knocking: from 3 players / with 2 players too") with a line
under the options that says what it does (``setup.help.allegra.*``).

The rows follow the rule book's numbers: AV-01 knocking at two, AV-04 no triples after the
final reveal, AV-05 the round ends on the own 12 cards, AV-07 knocking after a discard take
too, AV-08 the opening reveals in the own grid, AV-09 a closer tied for lowest doubled. The
options panel scrolls when they do not all fit (800x600). Only a variant that is on is named
in the summary line under the form.
"""

from __future__ import annotations

from rondo_desktop.games.allegra.engine.options import ON_OFF, VARIANT_OPTIONS
from rondo_desktop.games.spec import SetupChoice, SetupField


def variant_field(option: str) -> SetupField:
    """A variant's row: off (the rule book's default) and on, named after the rule."""
    if option not in VARIANT_OPTIONS:
        raise ValueError(f"Allegra has no variant {option!r}")
    off, on = ON_OFF
    return SetupField(
        option=option,
        label_key=f"setup.allegra.{option}",
        choices=(
            SetupChoice(off, f"setup.allegra.{option}.{off}", in_summary=False),
            SetupChoice(on, f"setup.allegra.{option}.{on}", f"setup.summary.allegra.{option}"),
        ),
        summary_key="setup.summary.allegra.variant",
        help_key=f"setup.help.allegra.{option}",
    )


VARIANT_ROWS = (
    "knock_at_two",
    "no_final_triples",
    "own_grid_end",
    "knock_after_discard",
    "own_grid_reveal",
    "strict_doubling",
)
SETUP_FIELDS: tuple[SetupField, ...] = tuple(variant_field(name) for name in VARIANT_ROWS)
