"""``rondo-desktop screenshot``: render a real scene headless and write it as a PNG.

For the README, for tests and for bug reports. It uses a fresh temporary data folder, so the
picture does not depend on (or change) the player's own settings and statistics.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

SCENES = ("menu", "setup", "settings", "rules", "stats", "table", "results")
SETTLE_SECONDS = 2.0  # long enough for every fade and slide-in to finish


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from error
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError("size must be between 320x240 and 7680x4320")
    return (width, height)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--scene", choices=SCENES, required=True, help="which scene to render")
    parser.add_argument("--out", type=Path, required=True, help="the PNG file to write")
    parser.add_argument("--size", type=_size, default=(1280, 720), help="WIDTHxHEIGHT")
    parser.add_argument("--lang", choices=("en", "de", "es"), default="en", help="UI language")
    parser.add_argument("--seed", type=int, default=7, help="seed for anything random on screen")
    parser.add_argument(
        "--theme", choices=("felt", "burgundy", "contrast"), default="felt", help="colour scheme"
    )
    parser.add_argument("--page", type=int, default=1, help="rule book page (rules scene)")


def render(
    scene: str,
    out: Path,
    size: tuple[int, int],
    lang: str,
    seed: int = 7,
    theme: str = "felt",
    page: int = 1,
) -> Path:
    """Render one scene to a PNG; importable so tests need no subprocess."""
    # Headless unless the caller chose a driver; must be set before pygame opens a display.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from rondo_desktop.app.app import App
    from rondo_desktop.app.scenes.menu import MenuScene
    from rondo_desktop.app.scenes.placeholder import ComingSoonScene
    from rondo_desktop.app.scenes.rules import PAGES, RulesScene
    from rondo_desktop.app.scenes.settings import SettingsScene
    from rondo_desktop.app.scenes.setup import SetupScene
    from rondo_desktop.app.scenes.stats import StatsScene

    with tempfile.TemporaryDirectory(prefix="rondo-shot-") as data_dir:
        app = App(Path(data_dir), size=size, language=lang, persist=False)
        ctx = app.ctx
        ctx.art = type(ctx.art)(seed)
        ctx.change_settings(persist=False, colour_scheme=theme)
        factories = {
            "menu": lambda: MenuScene(ctx),
            "setup": lambda: SetupScene(ctx),
            "settings": lambda: SettingsScene(ctx),
            "rules": lambda: RulesScene(ctx, max(0, min(len(PAGES) - 1, page - 1))),
            "stats": lambda: StatsScene(ctx),
            "table": lambda: ComingSoonScene(ctx, "table"),
            "results": lambda: ComingSoonScene(ctx, "results"),
        }
        if scene != "menu":
            ctx.stack.push(factories[scene]())
        # Let fades and slide-ins finish, in steps like real frames.
        frames = 30
        for _ in range(frames):
            app.step(SETTLE_SECONDS / frames)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
        pygame.display.quit()
    return out


def run(args: argparse.Namespace) -> int:
    path = render(args.scene, args.out, args.size, args.lang, args.seed, args.theme, args.page)
    print(f"wrote {path} ({args.size[0]}x{args.size[1]}, {args.scene}, {args.lang})")
    return 0
