"""The seats' bubbles ("Knock!", "No", "Ignores the knocks"): on the seat's own grid, never
over a name or the "shows N" beside it, never over another seat's bubble, and short-lived."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.app.anim.sprites import Bubble
from rondo_desktop.games.allegra.table.knocks import BUBBLE_SECONDS
from rondo_desktop.games.allegra.table.moving import bubble_place
from tests.games.allegra.table.helpers import sit_down


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)], ids=str)
def test_bubbles_cover_no_label_and_no_other_bubble(
    make_app: Any, seats: int, size: tuple[int, int]
) -> None:
    table = sit_down(make_app(size=size, language="de"), *["medium"] * seats)
    geometry = table.geometry
    text = table.ctx.t("table.allegra.ignores_bubble")  # the longest, in German
    pills = [bubble_place(table, Bubble(seat, text, 1.0))[0] for seat in range(seats)]
    labels = [geometry.label_rect(seat) for seat in range(seats)]
    labels += [geometry.echo_label_rect(seat) for seat in geometry.echoes()]
    for seat, pill in enumerate(pills):
        assert geometry.grid_rect(seat).contains(pill)
        assert not any(pill.colliderect(label) for label in labels), (seat, pill)
        assert not any(pill.colliderect(other) for other in pills[seat + 1 :])


def test_a_bubble_is_gone_soon_after_its_moment(make_app: Any) -> None:
    table = sit_down(make_app(), "medium", "medium", "medium")
    table.dealer.say(1, "Nein")
    (bubble,) = table.dealer.bubbles
    assert bubble.ttl <= BUBBLE_SECONDS / table.speed + 1e-9


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=str)
def test_a_knockers_tag_leaves_its_name_readable(make_app: Any, size: tuple[int, int]) -> None:
    # The "Knock!" tag sits by the area's score; the name gives way to it (a smaller size,
    # else initials) instead of being half covered ("Computer[Knock!]").
    driver = make_app(size=size)
    table = sit_down(driver, *["medium"] * 6)
    table.dealer.shown.knockers = [5]
    drawn: list[tuple[str, Any]] = []
    blit = table.ctx.text.blit

    def recording(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        rect = blit(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    table.ctx.text.blit = recording  # type: ignore[method-assign]
    table.draw(driver.app.screen)
    label = table.geometry.label_rect(5)
    inside = [(text, rect) for text, rect in drawn if label.colliderect(rect)]
    (tag,) = [rect for text, rect in inside if text == table.ctx.t("table.allegra.knocked_tag")]
    names = [rect for text, rect in inside if text.startswith("Computer") or text == "C5"]
    assert names, inside
    assert all(rect.right <= tag.left for rect in names), (names, tag)
