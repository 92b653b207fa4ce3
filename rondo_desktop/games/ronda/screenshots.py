"""Ronda's positions for ``rondo-desktop screenshot --game ronda --scene table|results``.

A real match from a seed, the person's seat played by the medium player too, to a telling
moment: the person to play, a card in hand that would take a run of two or more from a table
of five or more cards, and that card pointed at, so the run it would take is lit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.table.hooks import display_names
from rondo_desktop.games.ronda import NAME
from rondo_desktop.games.ronda.engine import PlayCard
from rondo_desktop.games.ronda.engine.cards import rank_of
from rondo_desktop.games.ronda.engine.play import resolve
from rondo_desktop.games.ronda.table.session import RondaSession

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

SCREENSHOT_SCENES = ("table", "results")
SHOWCASE_ATTEMPTS = 40
MAX_PLAYS = 2000


def telling_card(session: RondaSession) -> str | None:
    """A card of the person's hand that takes a run of two or more, when the table is full."""
    game = session.game
    if not session.is_human_turn or len(game.table) < 5:
        return None
    observation = game.observation(session.current_seat)
    for card in observation.hand:
        if len(resolve(observation.context(), rank_of(card)).taken) >= 2:
            return card
    return None


def seeded_session(ctx: AppContext, seed: int, finish: bool, seats: int = 2) -> RondaSession:
    """A real match from ``seed`` (or the next seeds), played to a telling moment or its end."""
    setups = (
        SeatSetup("person", ""),
        *(SeatSetup("computer", "", "medium") for _ in range(seats - 1)),
    )
    named = display_names(setups, ctx.t)
    spec = ctx.spec(NAME)
    session = None
    for attempt in range(seed, seed + SHOWCASE_ATTEMPTS):
        session = RondaSession.start(
            spec, named, attempt, 120, None, threaded=False, think_seconds=0.0
        )
        stand_in = spec.make_player(session.game, 0, "medium")
        for _ in range(MAX_PLAYS):
            if session.is_over or (not finish and telling_card(session) is not None):
                break
            if session.is_human_turn:
                session.handover_pending = False
                observation = session.game.observation(session.current_seat)
                session.act(stand_in.choose(observation))
            else:
                session.update(0.0)
        if session.is_over if finish else telling_card(session) is not None:
            break
    assert session is not None
    session.take_events()  # already happened: the scene shows the match as it stands
    return session


def table_scene(ctx: AppContext, cards: SpanishCardPainter, seed: int) -> Scene:
    from rondo_desktop.games.ronda.table.scene import RondaTable

    session = seeded_session(ctx, seed, finish=False)
    scene = RondaTable(ctx, session, cards, speed=ctx.settings.animation_speed)
    card = telling_card(session)
    if card is not None:
        scene.hover = list(scene.dealer.shown.hand).index(card)
    return scene


def results_scene(ctx: AppContext, cards: SpanishCardPainter, seed: int) -> Scene:
    from rondo_desktop.games.ronda.table.results import RondaResults

    return RondaResults(ctx, seeded_session(ctx, seed, finish=True), cards)


def screenshot_scene(ctx: AppContext, cards: SpanishCardPainter, scene: str, seed: int) -> Scene:
    if scene == "table":
        return table_scene(ctx, cards, seed)
    if scene == "results":
        return results_scene(ctx, cards, seed)
    raise ValueError(f"Ronda has no screenshot scene {scene!r}; it has {SCREENSHOT_SCENES}")


__all__ = ["SCREENSHOT_SCENES", "PlayCard", "screenshot_scene", "seeded_session"]
