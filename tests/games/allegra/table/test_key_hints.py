"""The footer's key hints name the knock keys only where someone can knock: not at two
players, unless the AV-01 variant is on (G-14)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.allegra.table.helpers import sit_down


@pytest.mark.parametrize(
    ("seats", "options", "knock_keys"),
    [(2, {}, False), (2, {"knock_at_two": "on"}, True), (3, {}, True)],
)
def test_the_knock_keys_are_hinted_only_where_knocking_is_on(
    make_app: Any, seats: int, options: dict[str, str], knock_keys: bool
) -> None:
    table = sit_down(make_app(language="en"), "person", *["medium"] * (seats - 1), **options)
    hints = table.ctx.t(table.hints_key)  # what the painter writes in the footer
    assert ("K knock" in hints) == knock_keys and ("I ignore" in hints) == knock_keys
    assert "D deck" in hints and "Esc pause" in hints
