"""Rondo's positions for ``rondo-desktop screenshot --scene table|results|review``.

A real game from a seed, played by greedy choosers to a telling moment (or to its end), in
the word list of the interface language, so the picture is the same every time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.game_setup import GameSetup, SeatSetup, offered_options
from rondo_desktop.app.seat_names import seat_label
from rondo_desktop.games.rondo.engine import DELETE, Pass, Phase, load_deck
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.players.base import Toolbox
from rondo_desktop.games.rondo.spec import WORD_LIST
from rondo_desktop.games.rondo.table.greedy import choose, greedy_factory
from rondo_desktop.games.rondo.table.hooks import display_names
from rondo_desktop.games.rondo.table.session import GameSession

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene

SHOWCASE_ATTEMPTS = 60  # seeds tried for a position that shows every kind of card
SCREENSHOT_SCENES = ("table", "results", "review")


def seeded_session(
    ctx: AppContext, lang: str, seed: int, finish: bool, seats: int = 3
) -> GameSession:
    """A real game from a seed, played by greedy choosers to a telling moment (or the end).

    For the table that moment is the person's turn with a longer word in the holder that shows
    a covered slot, a delete card and a joker; the first seed from ``seed`` on that gets there
    is used, so the picture is the same every time. ``seats``: the person and the
    computers after them (medium, then hard, by turns).
    """
    lexicon, deck = load_lexicon(lang), load_deck(lang)
    toolbox = Toolbox(deck, lexicon, WordFinder(lexicon, deck))
    setups = (
        SeatSetup("person", ""),
        *(SeatSetup("computer", "", ("medium", "hard")[k % 2]) for k in range(seats - 1)),
    )
    setup = GameSetup(display_names(setups, ctx.t), {"language": lang}, 120)
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


def table_scene(ctx: AppContext, lang: str, seed: int) -> Scene:
    from rondo_desktop.games.rondo.table.scene import TableScene

    session = seeded_session(ctx, lang, seed, finish=False)
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


def results_scene(ctx: AppContext, lang: str, seed: int) -> Scene:
    from rondo_desktop.games.rondo.table.results import ResultsScene
    from rondo_desktop.games.rondo.table.review_job import ReviewJob

    scene = ResultsScene(ctx, seeded_session(ctx, lang, seed, finish=True))
    # The review's summary worked out before the picture, not a progress bar.
    scene.job = ReviewJob(scene.session.to_dict(), threaded=False)
    return scene


def review_scene(ctx: AppContext, lang: str, seed: int) -> Scene:
    """The review of a finished game, on the person's first slip (its analysis worked out
    before the picture is taken)."""
    from rondo_desktop.games.rondo.table.review_job import ReviewJob
    from rondo_desktop.games.rondo.table.review_scene import ReviewScene

    session = seeded_session(ctx, lang, seed, finish=True)
    kinds, saved = session.kinds, [seat.name for seat in session.seats]
    names = [seat_label(kinds, saved, seat, ctx.t) for seat in range(len(kinds))]
    job = ReviewJob(session.to_dict(), threaded=False)
    scene = ReviewScene(ctx, job, names=names, persons=session.persons)
    review = job.result
    if review is not None:
        # The person's first slip or blunder shows the most; else a move that missed points.
        own = [(i, t) for i, t in enumerate(review.turns) if t.seat in session.persons]
        telling = [i for i, t in own if t.kind == "play" and t.verdict in ("slip", "blunder")]
        telling += [i for i, t in own if t.kind == "play" and t.missed > 0]
        scene.go(telling[0] if telling else 0)
    return scene


def screenshot_scene(ctx: AppContext, scene: str, seed: int) -> Scene:
    """The scene ``scene`` of SCREENSHOT_SCENES, in the word list a new game would offer in
    the interface language (French has none: English)."""
    (lang,) = offered_options((WORD_LIST,), {}, ctx.settings.language, False).values()
    if scene == "table":
        return table_scene(ctx, lang, seed)
    if scene == "results":
        return results_scene(ctx, lang, seed)
    if scene == "review":
        return review_scene(ctx, lang, seed)
    raise ValueError(f"Rondo has no screenshot scene {scene!r}; it has {SCREENSHOT_SCENES}")
