"""The card size setting at the table: each size visibly differs, and large cards cover nothing."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.cards import VALUE_SHARE
from rondo_desktop.app.settings import MIN_WINDOW
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.cli import main
from rondo_desktop.games.rondo.table.holder import PEEK_MAX
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.screenshot import render

from .helpers import person_vs_computers, sit_down, to_person_turn

SIZES = [(1280, 720), (1920, 1080), (1024, 768)]
VISIBLE = 0.05  # each size is at least this much taller or shorter than the next
BUTTONS = ("play", "exchange", "pass", "hint", "undo", "sort")
HAND_NEIGHBOURS = ("log", "scoreboard", "you", "pile", "timer", *(f"button_{b}" for b in BUTTONS))
HOLDER_NEIGHBOURS = ("turn_banner", "preview", "scoreboard", "log", "timer", "pile")


def _sit_down(make_app, data_dir, size: tuple[int, int]) -> tuple[object, TableScene]:
    driver = make_app(size=size)
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    return driver, sit_down(driver, session)


def _measure(driver, scene: TableScene, card_size: str) -> tuple[float, int]:
    driver.app.ctx.change_settings(card_size=card_size)
    driver.frames(2)
    loose = [card for card in scene.hand if card.slot is None]
    assert loose and all(card.height == pytest.approx(scene.hand_card_height()) for card in loose)
    return scene.hand_card_height(), scene.holder_geometry(settled=True).card_h


def _holder_extent(scene: TableScene) -> pygame.Rect:
    """Everything the holder paints: slots, new-slot zones, board, rail, covered cards."""
    geometry = scene.holder_geometry()
    extent = geometry.rail.union(geometry.board).unionall(
        [*geometry.slots.values(), *geometry.zones.values()]
    )
    peek = max(3, geometry.card_h // 22) * PEEK_MAX
    return extent.union(extent.move(0, -peek))


@pytest.mark.parametrize("size", SIZES)
def test_each_card_size_changes_the_hand_and_the_holder(make_app, data_dir, size) -> None:
    driver, scene = _sit_down(make_app, data_dir, size)
    small, normal, large = (_measure(driver, scene, key) for key in ("small", "normal", "large"))
    for part in (0, 1):  # the hand, the holder
        assert small[part] <= normal[part] * (1 - VISIBLE), (size, part, small, normal)
        assert large[part] >= normal[part] * (1 + VISIBLE), (size, part, large, normal)
    scene.exit()


@pytest.mark.parametrize("size", SIZES)
def test_large_cards_cover_nothing(make_app, data_dir, size) -> None:
    driver, scene = _sit_down(make_app, data_dir, size)
    _measure(driver, scene, "large")
    place, window = scene.place, pygame.Rect((0, 0), size)
    hand = [card.rect() for card in scene.hand if card.slot is None]
    assert len(hand) >= 7
    for a, b in combinations(hand, 2):
        assert not a.colliderect(b), (a, b)
    others = {name: place.rect(name) for name in HAND_NEIGHBOURS}
    others.update({f"seat {seat}": rect for seat, rect in scene.seat_rects().items()})
    for card in hand:
        assert window.contains(card)
        for name, rect in others.items():
            assert not card.colliderect(rect), (size, card, name, rect)
    holder = _holder_extent(scene)
    assert window.contains(holder)
    for name in HOLDER_NEIGHBOURS:
        assert not holder.colliderect(place.rect(name)), (size, holder, name, place.rect(name))
    assert not holder.colliderect(scene.last_move_rect())
    assert all(not holder.colliderect(card) for card in hand)
    scene.exit()


@pytest.mark.parametrize("size", [MIN_WINDOW, (900, 900), (1024, 768)])
def test_small_cards_keep_their_values_readable(make_app, data_dir, size) -> None:
    driver, scene = _sit_down(make_app, data_dir, size)
    normal = _measure(driver, scene, "normal")
    small = _measure(driver, scene, "small")
    for part in (0, 1):  # the hand, the holder: a card's value text is VALUE_SHARE of it
        readable = min(int(normal[part] * VALUE_SHARE), MIN_TEXT_PX)
        assert int(small[part] * VALUE_SHARE) >= readable, (size, part, small, normal)
    scene.exit()


@pytest.mark.slow
def test_the_screenshot_mode_renders_each_card_size(tmp_path: Path) -> None:
    heights: dict[str, float] = {}

    def measure(card_size: str):
        def inspect(app) -> None:
            heights[card_size] = app.ctx.stack.scenes[-1].hand_card_height()

        return inspect

    for card_size in ("small", "large"):
        out = tmp_path / f"{card_size}.png"
        render("table", out, (1280, 720), "en", inspect=measure(card_size), card_size=card_size)
        assert out.exists()
    assert heights["small"] < heights["large"]
    with pytest.raises(SystemExit):
        main(
            [
                "screenshot",
                "--scene",
                "table",
                "--out",
                str(tmp_path / "x.png"),
                "--card-size",
                "huge",
            ]
        )
