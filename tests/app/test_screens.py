"""The screenshot command, and every scene drawn at several sizes in every language."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rondo_desktop.cli import main
from rondo_desktop.screenshot import render, scenes
from tests.lanes import sampled


def test_screenshot_command_writes_a_png_of_the_requested_size(tmp_path: Path) -> None:
    out = tmp_path / "shots" / "menu.png"
    assert (
        main(
            [
                "screenshot",
                "--scene",
                "menu",
                "--out",
                str(out),
                "--size",
                "1920x1080",
                "--lang",
                "de",
            ]
        )
        == 0
    )
    image = pygame.image.load(str(out))
    assert image.get_size() == (1920, 1080)
    # Not a blank frame: the felt and the cards give many distinct colours.
    colours = {image.get_at((x, y))[:3] for x in range(0, 1920, 37) for y in range(0, 1080, 37)}
    assert len(colours) > 50


@pytest.mark.parametrize("scene", scenes())
@pytest.mark.parametrize("lang", sampled(["en", "de", "es", "fr"], {"de"}))  # fast lane: German
def test_every_scene_renders_in_every_language(tmp_path: Path, scene: str, lang: str) -> None:
    out = render(scene, tmp_path / f"{scene}-{lang}.png", (1024, 640), lang)
    assert pygame.image.load(str(out)).get_size() == (1024, 640)


@pytest.mark.parametrize("theme", ["burgundy", "contrast"])
def test_other_colour_schemes_render(tmp_path: Path, theme: str) -> None:
    out = render("settings", tmp_path / "s.png", (800, 600), "en", theme=theme)
    assert out.exists()


@pytest.mark.slow
def test_every_rule_book_page_renders(tmp_path: Path) -> None:
    from rondo_desktop.games.rondo.rules import PAGES

    for page in range(1, len(PAGES) + 1):
        assert render("rules", tmp_path / f"r{page}.png", (1280, 720), "de", page=page).exists()


def test_bad_size_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["screenshot", "--scene", "menu", "--out", str(tmp_path / "x.png"), "--size", "big"])
