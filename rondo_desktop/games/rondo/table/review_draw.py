"""Painting the game review (:mod:`.review_scene`): the move and its verdict, the score chart
with the move marked, the holder before the move, the hand, the best plays and the slider.

Only what :func:`.review_view.shown` allows reaches the screen: a hidden hand is drawn as card
backs and its best plays are not drawn at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.cards import CardLook
from rondo_desktop.app.layout import Placement, mirror_x
from rondo_desktop.app.scenes.score_chart import (
    chart_plot,
    draw_score_chart,
    seat_colour,
    step_x,
)
from rondo_desktop.app.widgets import card_rows
from rondo_desktop.games.rondo.table.holder import HolderView
from rondo_desktop.games.rondo.table.review_overlay import draw_overlay
from rondo_desktop.games.rondo.table.review_view import (
    TurnShown,
    move_key,
    move_params,
    verdict_colour,
)
from rondo_desktop.games.rondo.table.view import card_look, token_look

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.review import TurnReview
    from rondo_desktop.games.rondo.table.review_scene import ReviewScene

__all__ = ["chart_plot", "draw_review", "slider_track"]

MIN_CARD_PX = 36  # smaller, a card's letter runs into its value


def draw_review(surface: pygame.Surface, scene: ReviewScene) -> None:
    place = scene.place
    for name in ("move", "chart", "holder", "hand", "options"):
        scene.ctx.art.panel(surface, place.rect(name), scene.ctx.theme, place.px(14))
    step = scene.current()
    if step is not None:
        _move(surface, scene, step)
        _holder(surface, scene, step)
        _hand(surface, scene, step)
        _options(surface, scene, step)
    _chart(surface, scene)
    _slider(surface, scene)
    draw_overlay(surface, scene)


# -- the panels --------------------------------------------------------------------------


def _heading(surface: pygame.Surface, scene: ReviewScene, name: str, text: str) -> int:
    """A panel's heading; returns where the panel's content starts."""
    ctx, place = scene.ctx, scene.place
    rect = place.rect(name)
    pad = place.px(18)
    px = place.text_px(20)
    width = rect.width - pad * 2
    shown = ctx.text.blit(
        surface,
        text,
        "display",
        ctx.text.fit_px(text, "display", px, width),
        ctx.theme.ink,
        (place.start(rect, pad), rect.top + place.px(10)),
        place.align("topleft"),
    )
    return shown.bottom + place.px(4)


def _move(surface: pygame.Surface, scene: ReviewScene, step: TurnShown) -> None:
    """Whose move, what it was and scored, the verdict in words and what was missed."""
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    turn = step.turn
    rect = place.rect("move")
    pad = place.px(int(place.prop("move", "padding", 22)))
    width = rect.width - pad * 2
    name = scene.seat_name(turn.seat)
    heading = ctx.t("review.turn", turn=turn.turn, name=name)
    top = _heading(surface, scene, "move", heading)
    dot = place.px(6)
    spot = (place.end(rect, pad), rect.top + pad)  # the heading's far end
    pygame.draw.circle(surface, seat_colour(turn.seat), spot, dot)
    px = place.font_px("move", 20)
    move = ctx.t(move_key(turn, name == ctx.t("table.you")), **move_params(turn))
    lines: list[tuple[str, str, int, tuple[int, int, int]]] = [(move, "ui_bold", px, theme.ink)]
    if step.judged:
        verdict = ctx.t(f"review.verdict.{turn.verdict}")
        lines.append((verdict, "display", round(px * 1.7), verdict_colour(theme, turn.verdict)))
        missed = _missed_lines(ctx, step)
        lines.extend((text, "ui", px, theme.ink) for text in missed[:-1])
        lines.append((missed[-1], "ui", px, theme.ink_muted))
    else:
        lines.append((ctx.t("review.hidden_judgement"), "italic", px, theme.ink_muted))
    y = top + place.px(8)
    for text, role, size, colour in lines:
        for line in ctx.text.wrap(text, role, size, width):
            at = (place.start(rect, pad), y)
            drawn = ctx.text.blit(surface, line, role, size, colour, at, place.align("topleft"))
            y = drawn.bottom + place.px(2)
        y += place.px(6)
    _moved_cards(surface, scene, step, pygame.Rect(rect.left + pad, y, width, rect.bottom - y))


def _moved_cards(
    surface: pygame.Surface, scene: ReviewScene, step: TurnShown, area: pygame.Rect
) -> None:
    """The cards the move put down: the holder after a play, the cards an exchange gave up
    (only where the hand may be seen)."""
    turn, deck = step.turn, scene.deck()
    if turn.kind == "play":
        looks = [token_look(scene.ctx, deck, token) for token in turn.played]
    elif turn.kind == "exchange" and step.hand is not None and turn.exchanged:
        looks = [card_look(scene.ctx, deck, card) for card in turn.exchanged]
    else:
        return
    place = scene.place
    area = area.inflate(0, -place.px(12))
    # One row where the cards can be read, else two or three (a long word in a small window);
    # when even that leaves them too small, none: the move's line already names the word.
    most = place.px(int(place.prop("hand", "card_height", 72)))
    height, spots = card_rows(area, len(looks), most, place.px(5))
    if min(height, area.height) < max(place.px(40), MIN_CARD_PX):
        return
    for look, spot in zip(looks, spots, strict=True):
        surface.blit(scene.ctx.cards.face(look, height, scene.ctx.theme), spot)


def _missed_lines(ctx: AppContext, step: TurnShown) -> list[str]:
    """The points missed in words, the whole turn's when an exchange came before the play,
    and the best play unless a line already named it."""
    turn = step.turn
    if turn.kind == "exchange" and turn.best_word is not None and _judged_well(turn):
        # Best play + the exchange's cost "missed" beside "The best move" reads as a
        # contradiction: say instead that the word on offer was passed up for new cards.
        return [ctx.t("review.exchange_offer", word=turn.best_word, points=turn.best_points)]
    lines = [_missed_line(ctx, step)]
    if turn.kind != "exchange" and turn.turn_missed != turn.missed:
        lines.append(ctx.t("review.turn_missed", points=turn.turn_missed))
    return [*lines, _best_line(ctx, step)]


def _judged_well(turn: TurnReview) -> bool:
    return turn.verdict in ("best", "good")


def _missed_line(ctx: AppContext, step: TurnShown) -> str:
    turn = step.turn
    # An exchange when no word could be played misses nothing: its cost bought new cards.
    missed = turn.missed if turn.best_word is not None else 0
    if missed > 0 and _judged_well(turn) and turn.kind == "play":
        # Fewer points than the top play, yet judged well: the equity says why, in words.
        return ctx.t("review.missed_kept", points=missed)
    if 0 < missed <= 3 and turn.kind == "play" and not _judged_well(turn):
        # A few points short, yet a slip: what the move kept and left made it worse.
        return ctx.t("review.missed_worse", points=missed, loss=max(missed, round(turn.loss)))
    if missed > 0:
        return ctx.t("review.missed", points=missed)
    if turn.kind == "play" and turn.verdict == "good":
        # The most points, yet not the best choice: the cards kept and the holder left.
        return ctx.t("review.equity_good")
    if turn.verdict in ("slip", "blunder"):
        # No points missed now, yet judged a slip: the equity says why, in words.
        return ctx.t("review.equity", points=max(1, round(turn.loss)))
    return ctx.t("review.missed_none")


def _best_line(ctx: AppContext, step: TurnShown) -> str:
    turn = step.turn
    if turn.best_word is None:
        return ctx.t("review.best_none")
    return ctx.t("review.best", word=turn.best_word, points=turn.best_points)


def _holder(surface: pygame.Surface, scene: ReviewScene, step: TurnShown) -> None:
    """The holder as it was before the move, in the table's cards."""
    place = scene.place
    rect = place.rect("holder")
    top = _heading(surface, scene, "holder", scene.ctx.t("review.holder_before"))
    area = pygame.Rect(rect.left, top, rect.width, rect.bottom - top - place.px(8))
    view = HolderView()
    view.stacks = scene.stacks_before(step.turn)
    design = place.px(int(place.prop("holder", "card_height", 120)))
    inner = area.inflate(-place.px(24), -place.px(4))
    geometry = view.geometry(inner, design, can_grow=False, settled=True)
    view.draw(surface, scene.ctx, scene.deck(), geometry)


def _hand(surface: pygame.Surface, scene: ReviewScene, step: TurnShown) -> None:
    """The seat's hand before the move, or card backs and why it is hidden."""
    ctx, place = scene.ctx, scene.place
    rect = place.rect("hand")
    name = scene.seat_name(step.turn.seat)
    top = _heading(surface, scene, "hand", ctx.t("review.hand", name=name))
    pad = place.px(18)
    area = pygame.Rect(rect.left + pad, top, rect.width - pad * 2, rect.bottom - top - pad // 2)
    if step.hand is None:
        # As many backs as the hand holds (a card a character of its notation): the count
        # is no secret, the table shows it too.
        looks = [CardLook("back")] * len(step.turn.hand)
        # The backs where the hand starts (the right, right to left), the note after them.
        card_area = place.mirror(pygame.Rect(area.topleft, (area.width // 2, area.height)), area)
        _cards(surface, scene, looks, card_area)
        _hidden_note(surface, scene, ctx.t("review.hand_hidden", name=name), area, card_area)
        return
    deck = scene.deck()
    _cards(surface, scene, [card_look(ctx, deck, card) for card in step.hand], area)


def _hidden_note(
    surface: pygame.Surface,
    scene: ReviewScene,
    text: str,
    area: pygame.Rect,
    cards: pygame.Rect,
) -> None:
    """Why the hand is hidden, wrapped beside its backs, centred on them."""
    ctx, place = scene.ctx, scene.place
    gap = place.px(18)
    # The room after the backs, thought of left to right (mirroring twice undoes it) and
    # then mirrored with them.
    after = place.mirror(cards, area).right + gap
    room = place.mirror(pygame.Rect(after, area.top, area.right - after, area.height), area)
    px = place.text_px(16)
    lines = ctx.text.wrap(text, "italic", px, room.width)[:3]
    line_h = ctx.text.font("italic", px).get_linesize()
    y = area.centery - line_h * len(lines) // 2
    for line in lines:
        fit = ctx.text.fit_px(line, "italic", px, room.width)
        at = (place.start(room), y)
        ctx.text.blit(surface, line, "italic", fit, ctx.theme.ink_muted, at, place.align("topleft"))
        y += line_h


def _cards(
    surface: pygame.Surface, scene: ReviewScene, looks: list[CardLook], area: pygame.Rect
) -> None:
    place = scene.place
    most = place.px(int(place.prop("hand", "card_height", 72)))
    height, spots = card_rows(area, len(looks), most, place.px(5))
    height = min(height, area.height)
    for look, spot in zip(looks, spots, strict=True):
        surface.blit(scene.ctx.cards.face(look, height, scene.ctx.theme), spot)


def _options(surface: pygame.Surface, scene: ReviewScene, step: TurnShown) -> None:
    """The word finder's best plays, best first, the move played among them lit."""
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    rect = place.rect("options")
    top = _heading(surface, scene, "options", ctx.t("review.options"))
    pad = place.px(int(place.prop("options", "padding", 20)))
    px = place.font_px("options", 18)
    options = step.turn.options if step.judged else ()
    if not options:
        # Hidden while the game goes on (they would tell the hand), or there were none.
        key = "review.best_none" if step.judged else "review.hidden_judgement"
        for line in ctx.text.wrap(ctx.t(key), "italic", px, rect.width - pad * 2)[:3]:
            at = (place.start(rect, pad), top)
            drawn = ctx.text.blit(
                surface, line, "italic", px, theme.ink_muted, at, place.align("topleft")
            )
            top = drawn.bottom
        return
    # A line as tall as it is drawn: Arabic's box reaches lower than the Latin face's, and
    # the lit row below must not cover the line above's dots.
    first = ctx.t("review.option", rank=1, word=options[0].word, points=options[0].points)
    drawn_h = ctx.text.render(first, "ui", px, theme.ink).get_height()
    line_h = max(ctx.text.font("ui", px).get_linesize(), drawn_h)
    room = max(1, (rect.bottom - pad // 2 - top) // line_h)
    columns = 1 if len(options) <= room else 2
    rows = min(room, -(-len(options) // columns))  # the columns as even as they can be
    column_w = (rect.width - pad * 2) // columns
    for index, option in enumerate(options[: rows * columns]):
        column, row = divmod(index, rows)
        x = rect.left + pad + column * column_w
        y = top + row * line_h
        played = step.turn.played == option.holder
        if played:
            # Placed left to right, then mirrored: right to left the first column is the
            # right one and each line starts at its column's right.
            lit = pygame.Rect(x - place.px(6), y, column_w - place.px(8), line_h)
            colour = lerp_colour(theme.panel, theme.accent, 0.3)
            pygame.draw.rect(surface, colour, place.mirror(lit, rect), border_radius=place.px(6))
        text = ctx.t("review.option", rank=index + 1, word=option.word, points=option.points)
        if played:
            text = ctx.t("review.option_played", option=text)
        fit = ctx.text.fit_px(text, "ui", px, column_w - place.px(12))
        at = (round(mirror_x(x, rect)) if place.rtl else x, y)
        ctx.text.blit(surface, text, "ui", fit, theme.ink, at, place.align("topleft"))


# -- the chart, the slider, the progress ---------------------------------------------------


def _chart(surface: pygame.Surface, scene: ReviewScene) -> None:
    """The scores over the moves, the move on screen marked by a line across."""
    ctx, place = scene.ctx, scene.place
    rect = place.rect("chart")
    history = scene.history()
    draw_score_chart(surface, ctx, place, rect, history, 0.0, "review.moves")
    if len(history) < 2:
        return
    plot = chart_plot(place, rect)
    x = step_x(place, plot, (scene.index + 1) / (len(history) - 1))
    colour = lerp_colour(ctx.theme.panel, ctx.theme.accent, 0.8)
    pygame.draw.line(surface, colour, (x, plot.top), (x, plot.bottom), max(2, place.px(2)))


def step_label(ctx: AppContext, index: int, count: int) -> str:
    """ "12 / 40": the move on screen of how many (in Arabic "12 من 40", read from the right)."""
    return ctx.t("review.step", index=index, count=max(count, 1))


def slider_track(ctx: AppContext, place: Placement, count: int) -> pygame.Rect:
    """The slider's track: its region less the room its "12 / 40" takes at the right."""
    region = place.rect("slider")
    px = place.font_px("slider", 18)
    label_w = ctx.text.width(step_label(ctx, max(count, 1), count), "ui_bold", px)
    room = label_w + place.px(24)
    knob = place.px(10)
    track = pygame.Rect(
        region.left + knob,
        region.centery - place.px(5),
        region.width - room - knob * 2,
        place.px(10),
    )
    return place.mirror(track, region)  # right to left: the label at the left


def _slider(surface: pygame.Surface, scene: ReviewScene) -> None:
    """The moves along a track, each a notch in its verdict's colour; the knob on the move."""
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    count = scene.step_count()
    track = scene.slider_rect()
    region = place.rect("slider")
    pygame.draw.rect(surface, theme.track, track, border_radius=track.height // 2)
    review = scene.review
    if review is None or count == 0:
        return
    for index, turn in enumerate(review.turns):
        if not scene.step_judged(index) or turn.verdict in ("best", "good"):
            continue  # only what went wrong is marked, and only where it may be seen
        x = step_x(place, track, index / (count - 1) if count > 1 else 0)
        notch = pygame.Rect(0, 0, max(2, place.px(3)), track.height + place.px(8))
        notch.center = (round(x), track.centery)
        pygame.draw.rect(surface, verdict_colour(theme, turn.verdict), notch)
    x = step_x(place, track, scene.index / (count - 1) if count > 1 else 0)
    radius = place.px(11)
    pygame.draw.circle(surface, theme.card_face, (round(x), track.centery), radius)
    pygame.draw.circle(surface, theme.fill, (round(x), track.centery), radius, max(2, radius // 4))
    label = step_label(ctx, scene.index + 1, count)
    ctx.text.blit(
        surface,
        label,
        "ui_bold",
        place.font_px("slider", 18),
        theme.on_felt,
        (place.end(region), region.centery),
        place.align("midright"),
    )
