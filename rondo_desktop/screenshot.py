"""``rondo-desktop screenshot``: render a real scene headless and write it as a PNG.

For the README, for tests and for bug reports. It uses a fresh temporary data folder, so the
picture does not depend on (or change) the player's own settings and statistics.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from rondo_desktop.app.rtl import DIGIT_STYLES
from rondo_desktop.app.settings import CARD_SIZES, LANGUAGES
from rondo_desktop.games import DEFAULT_GAME, add_game_argument, no_table_message

if TYPE_CHECKING:
    from rondo_desktop.app.app import App
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene

# The host's own scenes; each game adds its own (its spec's screenshot_scenes: Rondo's table
# and results), which its UI puts in a position worth showing.
HOST_SCENES = ("menu", "setup", "settings", "rules", "stats", "host", "join", "lobby")
NETWORK_SCENES = ("host", "join", "lobby")  # shown with stand-ins: no socket is opened
PER_GAME_SCENES = ("setup", "stats")  # and "rules", at a page
SETTLE_SECONDS = 2.0  # long enough for every fade and slide-in to finish


def scenes(game: str = DEFAULT_GAME) -> tuple[str, ...]:
    """Every scene ``--scene`` renders for ``game``: the host's, then the game's own."""
    from rondo_desktop import games

    return HOST_SCENES + games.get(game).screenshot_scenes


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from error
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError("size must be between 320x240 and 7680x4320")
    return (width, height)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_argument(parser)
    parser.add_argument(
        "--scene",
        required=True,
        help=f"which scene to render: {'|'.join(HOST_SCENES)} or the game's own "
        "(rondo: table|results|review)",
    )
    parser.add_argument("--out", type=Path, required=True, help="the PNG file to write")
    parser.add_argument("--size", type=_size, default=(1280, 720), help="WIDTHxHEIGHT")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="UI language")
    parser.add_argument("--seed", type=int, default=7, help="seed for anything random on screen")
    parser.add_argument(
        "--theme", choices=("felt", "burgundy", "contrast"), default="felt", help="colour scheme"
    )
    parser.add_argument("--page", type=int, default=1, help="rule book page (rules scene)")
    parser.add_argument(
        "--card-size", choices=tuple(CARD_SIZES), default="normal", help="card size at the table"
    )
    parser.add_argument(
        "--digits",
        choices=DIGIT_STYLES,
        default="western",
        help="how Arabic writes numbers (--lang ar): western 0-9 or eastern",
    )


def render(
    scene: str,
    out: Path,
    size: tuple[int, int],
    lang: str,
    seed: int = 7,
    theme: str = "felt",
    page: int = 1,
    inspect: Callable[[App], None] | None = None,
    card_size: str = "normal",
    game: str = DEFAULT_GAME,
    digits: str = "western",
) -> Path:
    """Render one scene of ``game`` to a PNG; importable so tests need no subprocess.

    ``inspect`` is called with the settled app before the picture is saved (tests measure
    what is on screen there).
    """
    # Headless unless the caller chose a driver; must be set before pygame opens a display.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from rondo_desktop.app.app import App

    with tempfile.TemporaryDirectory(prefix="rondo-shot-") as data_dir:
        app = App(Path(data_dir), size=size, language=lang, persist=False)
        ctx = app.ctx
        ctx.art = type(ctx.art)(seed)
        ctx.change_settings(persist=False, colour_scheme=theme, card_size=card_size, digits=digits)
        if scene != "menu":
            ctx.stack.push(_scene(ctx, game, scene, seed, page))
        # Let fades and slide-ins finish, in steps like real frames.
        frames = 30
        for _ in range(frames):
            app.step(SETTLE_SECONDS / frames)
        if inspect is not None:
            inspect(app)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
        pygame.display.quit()
    return out


def _scene(ctx: AppContext, game: str, scene: str, seed: int, page: int) -> Scene:
    """The scene ``scene``: the host's through the navigator, the game's through its UI."""
    if scene == "rules":
        return ctx.navigator.scene("rules", game=game, page=page - 1)
    if scene in NETWORK_SCENES:
        from rondo_desktop.app.net import showcase

        return showcase.scene(ctx, scene, game)
    if scene in PER_GAME_SCENES:
        return ctx.navigator.scene(scene, game=game)
    if scene in HOST_SCENES:
        return ctx.navigator.scene(scene)
    ui = ctx.game_ui(game)
    if ui is None:
        raise ValueError(f"the game {game} has no table to show")
    return ui.screenshot_scene(ctx, scene, seed)


def run(args: argparse.Namespace) -> int:
    from rondo_desktop import games

    spec = games.get(args.game)
    if spec.ui is None:
        print(f"rondo-desktop screenshot: {no_table_message(spec.name)}", file=sys.stderr)
        return 2
    if args.scene not in scenes(spec.name):
        print(
            f"rondo-desktop screenshot: the game {spec.name} has no scene {args.scene!r}; "
            f"choose from {', '.join(scenes(spec.name))}",
            file=sys.stderr,
        )
        return 2
    path = render(
        args.scene,
        args.out,
        args.size,
        args.lang,
        args.seed,
        args.theme,
        args.page,
        card_size=args.card_size,
        game=spec.name,
        digits=args.digits,
    )
    print(f"wrote {path} ({args.size[0]}x{args.size[1]}, {args.scene}, {args.lang})")
    return 0
