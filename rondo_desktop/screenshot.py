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

from rondo_desktop.app.settings import CARD_SIZES, LANGUAGES
from rondo_desktop.games import add_game_argument

if TYPE_CHECKING:
    from rondo_desktop.app.app import App
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.rondo.table.session import GameSession

# The host's own scenes; each game adds its own (its spec's screenshot_scenes: Rondo's table
# and results), and SCENES lists them all for --scene.
HOST_SCENES = ("menu", "setup", "settings", "rules", "stats")
SCENES = (*HOST_SCENES, "table", "results")
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
    add_game_argument(parser)
    parser.add_argument("--scene", choices=SCENES, required=True, help="which scene to render")
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
) -> Path:
    """Render one scene to a PNG; importable so tests need no subprocess.

    ``inspect`` is called with the settled app before the picture is saved (tests measure
    what is on screen there).
    """
    # Headless unless the caller chose a driver; must be set before pygame opens a display.
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from rondo_desktop.app.app import App
    from rondo_desktop.app.scenes.menu import MenuScene
    from rondo_desktop.app.scenes.settings import SettingsScene
    from rondo_desktop.app.scenes.setup import SetupScene
    from rondo_desktop.app.scenes.stats import StatsScene
    from rondo_desktop.games.rondo.rules import PAGES, RulesScene

    with tempfile.TemporaryDirectory(prefix="rondo-shot-") as data_dir:
        app = App(Path(data_dir), size=size, language=lang, persist=False)
        ctx = app.ctx
        ctx.art = type(ctx.art)(seed)
        ctx.change_settings(persist=False, colour_scheme=theme, card_size=card_size)
        factories = {
            "menu": lambda: MenuScene(ctx),
            "setup": lambda: SetupScene(ctx),
            "settings": lambda: SettingsScene(ctx),
            "rules": lambda: RulesScene(ctx, max(0, min(len(PAGES) - 1, page - 1))),
            "stats": lambda: StatsScene(ctx),
            "table": lambda: _table_scene(ctx, lang, seed),
            "results": lambda: _results_scene(ctx, lang, seed),
        }
        if scene != "menu":
            ctx.stack.push(factories[scene]())
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


SHOWCASE_ATTEMPTS = 60  # seeds tried for a position that shows every kind of card


def _seeded_session(ctx: AppContext, lang: str, seed: int, finish: bool) -> GameSession:
    """A real game from a seed, played by greedy choosers to a telling moment (or the end).

    For the table that moment is the person's turn with a longer word in the holder that shows
    a covered slot, a delete card and a joker; the first seed from ``seed`` on that gets there
    is used, so the picture is the same every time.
    """
    from rondo_desktop.app.game_setup import GameSetup, SeatSetup, offered_lexicon
    from rondo_desktop.games.rondo.engine import DELETE, Pass, Phase, load_deck
    from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
    from rondo_desktop.games.rondo.lexicons import load_lexicon
    from rondo_desktop.games.rondo.players.base import Toolbox
    from rondo_desktop.games.rondo.table.greedy import choose, greedy_factory
    from rondo_desktop.games.rondo.table.hooks import display_names
    from rondo_desktop.games.rondo.table.session import GameSession

    # The word list a new game in this interface language offers (French has none: English).
    words = offered_lexicon(lang, chosen=False, last="")
    lexicon, deck = load_lexicon(words), load_deck(words)
    toolbox = Toolbox(deck, lexicon, WordFinder(lexicon, deck))
    seats = (
        SeatSetup("person", ""),
        SeatSetup("computer", "", "medium"),
        SeatSetup("computer", "", "hard"),
    )
    setup = GameSetup(display_names(seats, ctx.t), words, 120)
    factory = greedy_factory(lexicon, deck, showcase=True)

    def telling(session: GameSession) -> bool:
        holder = session.game.holder
        if holder is None or not session.is_human_turn or session.phase is not Phase.TURN:
            return False
        row = holder.row
        covered = any(holder.depth(slot) > 1 for slot in range(len(holder)))
        joker = any(token.islower() for token in row)
        return DELETE in row and joker and covered and len(row) >= 6 and bool(session.legal_plays())

    session = None
    for attempt in range(seed, seed + SHOWCASE_ATTEMPTS):
        session = GameSession.new(
            setup, attempt, lexicon, deck, factory, threaded=False, think_seconds=0.0
        )
        for _ in range(400):
            if session.is_over or (not finish and telling(session)):
                break
            if session.is_human_turn:
                action = choose(toolbox, session.game.observation(session.current_seat), True)
                if isinstance(action, Pass):
                    session.pass_turn()
                else:
                    session.play(action.placements)
            else:
                session.update(0.0)
        if session.is_over if finish else telling(session):
            break
    assert session is not None
    session.take_events()  # already happened: the scene shows the game as it stands
    return session


def _table_scene(ctx: AppContext, lang: str, seed: int) -> Scene:
    from rondo_desktop.games.rondo.table.scene import TableScene

    session = _seeded_session(ctx, lang, seed, finish=False)
    scene = TableScene(ctx, session, speed=ctx.settings.animation_speed)
    holder = session.game.holder
    row = holder.row if holder is not None else ""
    # Show a play being prepared, with its preview line: a short one that leaves the delete
    # card and the joker in sight and most of the hand in the hand.
    telling = [
        o
        for o in session.legal_plays()
        if len(o.placements) <= 3
        and all(0 <= p.slot < len(row) and row[p.slot].isupper() for p in o.placements)
    ]
    if telling:
        scene.stage_outcome(telling[0])
    return scene


def _results_scene(ctx: AppContext, lang: str, seed: int) -> Scene:
    from rondo_desktop.games.rondo.table.results import ResultsScene

    return ResultsScene(ctx, _seeded_session(ctx, lang, seed, finish=True))


def run(args: argparse.Namespace) -> int:
    from rondo_desktop import games

    spec = games.get(args.game)
    if args.scene not in HOST_SCENES + spec.screenshot_scenes:
        print(
            f"rondo-desktop screenshot: the game {spec.name} has no scene {args.scene!r}; "
            f"choose from {', '.join(HOST_SCENES + spec.screenshot_scenes)}",
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
    )
    print(f"wrote {path} ({args.size[0]}x{args.size[1]}, {args.scene}, {args.lang})")
    return 0
