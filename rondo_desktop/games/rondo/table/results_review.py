"""The results screen's review summary: for each seat its accuracy, the points it missed and
its three biggest misses, then the best word the game offered and who could have played it.

Drawn in the words panel while its "Review" tab is chosen; the review itself is worked out
off the frame (:class:`.review_job.ReviewJob`), a progress bar standing in until it is ready.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.rondo.table.review_view import seat_label

if TYPE_CHECKING:
    from collections.abc import Callable

    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.games.rondo.review import GameReview, SeatSummary, TurnReview
    from rondo_desktop.games.rondo.table.review_job import ReviewJob


def summary_line(ctx: AppContext, summary: SeatSummary) -> str:
    """ "82 % of the moves good or best · 34 points missed"."""
    accuracy = round(summary.accuracy * 100)
    return ctx.t("results.review.seat", accuracy=accuracy, points=summary.missed)


def seat_head(ctx: AppContext, name: str, summary: SeatSummary) -> str:
    """ "You:  82 % good moves · 34 points missed"."""
    return ctx.t("results.review.seat_head", name=name, summary=summary_line(ctx, summary))


def turn_best_word(review: GameReview, move: TurnReview) -> str | None:
    """The best word at the start of ``move``'s turn: a miss is measured from there (after an
    exchange, the move that ends the turn may have had none). The same word as the one
    played, laid better (a delete card, a joker, another end), is told by its holder:
    "MYZET (-MYZET +6)", not "MYZET (MYZET +6)"."""
    first = next(
        (turn for turn in review.turns if turn.turn == move.turn and turn.seat == move.seat),
        move,
    )
    if first.best_word is not None and first.best_word == move.word and first.best:
        return first.best
    return first.best_word


def turn_played(ctx: AppContext, review: GameReview, move: TurnReview) -> str:
    """What ``move``'s turn did: the word played, else the exchange or the pass, in words."""
    if move.word is not None:
        return move.word
    exchanged = any(
        turn.turn == move.turn and turn.seat == move.seat and turn.kind == "exchange"
        for turn in review.turns
    )
    return ctx.t("results.review.exchange" if exchanged else "results.review.pass")


def misses_line(
    ctx: AppContext, review: GameReview, summary: SeatSummary, fits: Callable[[str], bool]
) -> str:
    """The biggest misses (up to three) as fit the line: what was played, and the word that
    was there with the points missed ("GOLDS (ZIONS +5)")."""
    if not summary.biggest:
        return ctx.t("results.review.no_misses")
    misses = [
        ctx.t(
            "results.review.miss",
            played=turn_played(ctx, review, turn),
            word=turn_best_word(review, turn) or ctx.t("results.review.no_word"),
            points=turn.turn_missed,
        )
        for turn in summary.biggest
    ]
    while True:
        line = ctx.t("results.review.misses", misses=ctx.t("results.review.miss_join").join(misses))
        if len(misses) == 1 or fits(line):
            return line
        misses.pop()


def best_possible_line(ctx: AppContext, review: GameReview, name: Callable[[int], str]) -> str:
    best, seat = review.best_word, review.best_word_seat
    if best is None or seat is None:
        return ctx.t("results.review.best_none")
    key = "results.review.best_played" if best_was_played(review) else "results.review.best"
    return ctx.t(key, word=best.word, points=best.points, name=name(seat))


def best_was_played(review: GameReview) -> bool:
    """The game's best word possible was played, by its seat, for its points."""
    best, seat = review.best_word, review.best_word_seat
    return best is not None and any(
        turn.seat == seat
        and turn.kind == "play"
        and turn.word == best.word
        and turn.points == best.points
        for turn in review.turns
    )


def draw_summary(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    job: ReviewJob,
    name: Callable[[int], str],
) -> None:
    """The summary in the words panel (its heading and tabs are the scene's)."""
    rect = place.rect("words")
    pad = place.px(int(place.prop("words", "padding", 22)))
    px = place.font_px("words", 16)
    top = rect.top + pad + place.px(30)
    area = pygame.Rect(rect.left + pad, top, rect.width - pad * 2, rect.bottom - pad // 2 - top)
    if job.error is not None:
        _note(surface, ctx, ctx.t("review.failed"), area, px)
        return
    review = job.result
    if review is None:
        _progress(surface, ctx, place, job, area, px)
        return
    named = [name(seat) for seat in range(review.seats)]

    def name_of(seat: int) -> str:  # a lone "You" saved in another language says it in today's
        return seat_label(ctx, named, review.persons, seat)

    _draw_review(surface, ctx, place, review, name_of, area, px)


def _draw_review(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    review: GameReview,
    name: Callable[[int], str],
    area: pygame.Rect,
    px: int,
) -> None:
    # Two lines a seat where they fit (the figures, then the misses), in a slightly smaller
    # text if that makes them fit, else one; the game's best possible word always gets the
    # last lines.
    seats, smallest = len(review.summaries), max(MIN_TEXT_PX, round(px * 0.8))
    for size in range(px, smallest - 1, -1):
        best, line_h, lines = _room(ctx, review, name, area, size)
        if lines >= seats * 2:
            px = size
            break
    else:  # no size holds two lines a seat: one line a seat, at the size asked for
        best, line_h, lines = _room(ctx, review, name, area, px)
    per_seat = 2 if lines >= seats * 2 else 1
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip))
    y = area.top
    dot = place.px(6)
    indent = place.start(area, dot * 3)  # the lines after the seat's dot, from the right RTL
    width = area.width - dot * 3

    def fits(text: str) -> bool:
        return ctx.text.width(text, "ui", px) <= width

    for summary in review.summaries:
        colour = seat_colour(summary.seat)
        pygame.draw.circle(surface, colour, (place.start(area, dot), y + line_h // 2), dot)
        head = seat_head(ctx, name(summary.seat), summary)
        _line(surface, ctx, place, head, "ui_bold", px, (indent, y), width)
        y += line_h
        if per_seat == 2:
            misses = misses_line(ctx, review, summary, fits)
            _line(surface, ctx, place, misses, "ui", px, (indent, y), width)
            y += line_h
    y = area.bottom - line_h * len(best)
    for text in best:
        _line(surface, ctx, place, text, "italic", px, (place.start(area), y), area.width)
        y += line_h
    surface.set_clip(clip)


def _room(
    ctx: AppContext,
    review: GameReview,
    name: Callable[[int], str],
    area: pygame.Rect,
    px: int,
) -> tuple[list[str], int, int]:
    """At text size ``px``: the best possible word's lines (two at most), the line height
    (an Arabic line is the taller) and how many lines are left for the seats."""
    best = ctx.text.wrap(best_possible_line(ctx, review, name), "italic", px, area.width)[:2]
    line_h = ctx.text.line_height("ui", px, best[0])
    return best, line_h, max(1, area.height // line_h - len(best))


def _line(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    text: str,
    role: str,
    px: int,
    start: tuple[int, int],
    width: int,
) -> None:
    """A line from ``start``: its left, or its right when the layout reads right to left."""
    fit = ctx.text.fit_px(text, role, px, width)
    ctx.text.blit(surface, text, role, fit, ctx.theme.ink, start, place.align("topleft"))


def _note(surface: pygame.Surface, ctx: AppContext, text: str, area: pygame.Rect, px: int) -> None:
    fit = ctx.text.fit_px(text, "italic", px, area.width)
    ctx.text.blit(surface, text, "italic", fit, ctx.theme.ink_muted, area.center, "center")


def _progress(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    job: ReviewJob,
    area: pygame.Rect,
    px: int,
) -> None:
    """A bar filling as the moves are judged."""
    theme = ctx.theme
    text = ctx.t("review.analysing")
    ctx.text.blit(
        surface, text, "italic", px, theme.ink_muted, (area.centerx, area.centery - px), "center"
    )
    bar = pygame.Rect(0, 0, area.width * 2 // 3, place.px(12))
    bar.center = (area.centerx, area.centery + px)
    pygame.draw.rect(surface, theme.track, bar, border_radius=bar.height // 2)
    filled = bar.copy()
    filled.width = round(bar.width * job.progress)
    if filled.width:  # filling from where the line is read: the right, right to left
        filled = place.mirror(filled, bar)
        pygame.draw.rect(surface, theme.fill, filled, border_radius=bar.height // 2)
