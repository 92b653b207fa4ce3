"""Allegra's positions for ``rondo-desktop screenshot --game allegra --scene table|results``.

A real game from a seed, the person's seat played by the medium player too, to a telling
moment: the person holding a card drawn from the deck, after a knock, the second round
under way (its score pad filled in), with the cells it may go to lit; or the game's end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.table.hooks import display_names
from rondo_desktop.games.allegra import NAME
from rondo_desktop.games.allegra.table.session import AllegraSession

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

SCREENSHOT_SCENES = ("table", "results")
MAX_ACTIONS = 6000
TABLE_SEATS = 4


def telling(session: AllegraSession) -> bool:
    """The person holds a card drawn from the deck, with a triple already gone, in round 2."""
    game = session.game
    return (
        session.is_human_turn
        and str(game.phase) in ("draw", "accept")
        and game.round_no >= 1
        and len(game.removed) >= 3
    )


def seeded_session(
    ctx: AppContext, seed: int, finish: bool, seats: int = TABLE_SEATS
) -> AllegraSession:
    """A real game from ``seed`` played to a telling moment (or, failing one, the first time
    the person holds a drawn card in round 2) or to its end."""
    setups = (
        SeatSetup("person", ""),
        *(SeatSetup("computer", "", "medium") for _ in range(seats - 1)),
    )
    spec = ctx.spec(NAME)
    session = AllegraSession.start(
        spec, display_names(setups, ctx.t), seed, 120, None, threaded=False, think_seconds=0.0
    )
    stand_in = spec.make_player(session.game, 0, "medium")
    fallback = None
    for _ in range(MAX_ACTIONS):
        if session.is_over or (not finish and telling(session)):
            break
        if session.is_human_turn:
            if fallback is None and str(session.game.phase) == "draw" and session.game.round_no:
                fallback = session.game.clone()
            session.handover_pending = False
            observation = session.game.observation(session.current_seat)
            session.act(stand_in.choose(observation))
        else:
            session.update(0.0)
    if not finish and not telling(session) and fallback is not None:
        session.game = fallback
    session.take_events()  # already happened: the scene shows the game as it stands
    return session


def table_scene(ctx: AppContext, cards: AllegraCardPainter, seed: int) -> Scene:
    from rondo_desktop.games.allegra.table.scene import AllegraTable

    session = seeded_session(ctx, seed, finish=False)
    return AllegraTable(ctx, session, cards, speed=ctx.settings.animation_speed)


def results_scene(ctx: AppContext, cards: AllegraCardPainter, seed: int) -> Scene:
    from rondo_desktop.games.allegra.table.results import AllegraResults

    return AllegraResults(ctx, seeded_session(ctx, seed, finish=True), cards)


def screenshot_scene(ctx: AppContext, cards: AllegraCardPainter, scene: str, seed: int) -> Scene:
    if scene == "table":
        return table_scene(ctx, cards, seed)
    if scene == "results":
        return results_scene(ctx, cards, seed)
    raise ValueError(f"Allegra has no screenshot scene {scene!r}; it has {SCREENSHOT_SCENES}")


__all__ = ["SCREENSHOT_SCENES", "screenshot_scene", "seeded_session"]
