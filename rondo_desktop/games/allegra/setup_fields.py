"""Allegra's rows on the setup screen: the variants worth a choice, each read as the rule it
changes ("Knocking: from 3 players / with 2 players too").

The options panel holds six rows at 800x600 before the labels crowd into the rows above (the
turn timer and the seed are two of them), so four variants have a row: the issue's AV-01
(knocking at two), AV-05 (the round ends on the own 12 cards) and AV-08 (the opening reveals
in the own grid), and AV-07 (knocking after a discard take too), the other reading of the
knock the reviews give. AV-04 and AV-09 stay options (``simulate --option``, saves, the
engine) until the panel scrolls; their texts are in the catalogs already. Only a variant
that is on is named in the summary line under the form.
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
    )


VARIANT_ROWS = ("knock_at_two", "knock_after_discard", "own_grid_reveal", "own_grid_end")
SETUP_FIELDS: tuple[SetupField, ...] = tuple(variant_field(name) for name in VARIANT_ROWS)
