"""A long instruction under the grids wraps onto two lines rather than shrinking to a small
font, at every size, and its pill never covers a grid."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.allegra.table.fitting import status_fit
from tests.games.allegra.table.helpers import sit_down


@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)], ids=str)
def test_a_long_hint_wraps_instead_of_shrinking(
    make_app: Any, seats: int, size: tuple[int, int]
) -> None:
    table = sit_down(make_app(size=size, language="fr"), *["medium"] * seats)
    ctx, place = table.ctx, table.place
    text = ctx.t("table.allegra.hint.draw", value="5")
    room = place.rect("preview").width - place.px(40)
    full = place.font_px("preview", 20)
    one_line = ctx.text.fit_px(text, "ui_bold", full, room)
    fit = status_fit(table, text)
    assert fit is not None, "this hint does not fit one line at full size"
    pill, px, lines = fit
    assert px > one_line or one_line == MIN_TEXT_PX, "two lines, larger than one shrunk line"
    assert len(lines) <= 2 and " ".join(lines) == text
    assert all(ctx.text.width(line, "ui_bold", px) <= room for line in lines)
    geometry = table.geometry
    for seat in range(seats):
        assert not pill.colliderect(geometry.grid_rect(seat)), seat
    assert table.ctx.stack.top is table and pill.bottom <= size[1]


def test_at_1280x720_with_two_players_the_hint_keeps_its_full_size(make_app: Any) -> None:
    table = sit_down(make_app(language="en"), "medium", "medium")
    fit = status_fit(table, table.ctx.t("table.allegra.hint.draw", value="5"))
    assert fit is not None and fit[1] == table.place.font_px("preview", 20)
