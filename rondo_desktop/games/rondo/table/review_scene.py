"""The game review: the game again, move by move, each judged against the best play there was.

Step with ← → (Home / End for the first and last move, Page Up / Down by five), drag the
slider along the bottom, or click the score chart. Each step shows the holder before the
move in the table's own cards, the hand of the seat whose move it was (where the no-peeking
rule of :mod:`.review_view` allows), the move and its points, the best plays with theirs, the
points missed and the verdict. The analysis runs off the frame (:class:`.review_job.ReviewJob`)
with a progress bar; Esc goes back to the screen that opened the review.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.widgets import Button, Widget
from rondo_desktop.games.rondo.engine import Deck, load_deck
from rondo_desktop.games.rondo.table import review_draw
from rondo_desktop.games.rondo.table.review_job import ReviewJob
from rondo_desktop.games.rondo.table.review_view import (
    TurnShown,
    hand_visible,
    score_history,
    seat_label,
    shown,
    step_at,
)

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.review import GameReview, TurnReview

PAGE = 5  # moves a Page Up / Page Down steps over
PROGRESS_AFTER = 0.2  # seconds of analysis before the progress bar shows


class ReviewScene(PanelScene):
    layout_name = "review"
    title_key = "review.title"
    name = "review"
    hints_key = "hints.review"

    def __init__(
        self,
        ctx: AppContext,
        job: ReviewJob,
        *,
        names: Sequence[str] | None = None,
        persons: Sequence[int] | None = None,
        back_to: str | None = None,
        owns_job: bool = True,
    ) -> None:
        self.job = job
        # A job the scene owns stops when the scene is left; the results screen's goes on.
        self.owns_job = owns_job
        self.given_names = tuple(names) if names is not None else None
        self.given_persons = tuple(persons) if persons is not None else None
        self.back_to = back_to
        self.index = 0
        self.age = 0.0
        self.dragging = False
        self._deck: Deck | None = None
        super().__init__(ctx)

    # -- what is shown -------------------------------------------------------------------

    @property
    def review(self) -> GameReview | None:
        return self.job.result

    def names(self) -> tuple[str, ...]:
        review = self.review
        if self.given_names is not None:
            return self.given_names
        return review.names if review is not None else ()

    def persons(self) -> tuple[int, ...]:
        """The seats played by people at this screen (the no-peeking rule's)."""
        if self.given_persons is not None:
            return self.given_persons
        review = self.review
        return review.persons if review is not None else ()

    def seat_name(self, seat: int) -> str:
        names = list(self.names())
        review = self.review
        if self.given_names is None and review is not None and seat in review.unnamed:
            names[seat] = ""  # a default name, or none: named in the player's language
        kinds = review.kinds if self.given_names is None and review is not None else ()
        return seat_label(self.ctx, names, self.persons(), seat, kinds)

    def step_count(self) -> int:
        review = self.review
        return len(review.turns) if review is not None else 0

    def current(self) -> TurnShown | None:
        """The step on screen as the screen may show it (None: nothing to step through)."""
        review = self.review
        if review is None or not review.turns:
            return None
        return shown(review, self.index, self.persons())

    def stacks_before(self, turn: TurnReview) -> list[tuple[str, ...]]:
        """The holder before ``turn``'s move as it lay, covered cards included when the
        replay gave them (the visible row alone otherwise)."""
        stacks = self.job.stacks.get(turn.index)
        if stacks is not None and "".join(stack[-1] for stack in stacks) == turn.holder:
            return list(stacks)
        return [(token,) for token in turn.holder]

    def step_judged(self, index: int) -> bool:
        """Whether step ``index``'s verdict may be shown (the no-peeking rule)."""
        review = self.review
        if review is None:
            return False
        return hand_visible(review.over, self.persons(), review.turns[index].seat)

    def history(self) -> list[tuple[int, ...]]:
        review = self.review
        return score_history(review) if review is not None else []

    def deck(self) -> Deck:
        """The deck of the game's language (the save's): the holder's and the hand's cards."""
        if self._deck is None:
            options = self.job.data.get("options")
            language = options.get("language") if isinstance(options, dict) else None
            self._deck = load_deck(language if isinstance(language, str) else "de")
        return self._deck

    # -- the scene -----------------------------------------------------------------------

    def build(self) -> list[Widget]:
        back = Button(
            self.ctx.t("common.back"), self.back, px=self.place.font_px("back", 22), name="back"
        )
        back.rect = self.place.rect("back")
        return [back]

    def back(self) -> None:
        if self.back_to is not None:
            self.ctx.navigator.replace(self.back_to)
        else:
            self.ctx.stack.pop(fade=True)

    def exit(self) -> None:
        if self.owns_job:
            self.job.cancel()  # a review left half done stops at its next move

    def go(self, index: int) -> None:
        count = self.step_count()
        if count:
            self.index = max(0, min(count - 1, index))

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        ahead = -1 if self.place.rtl else 1  # right to left the moves run leftwards
        steps = {
            Kind.LEFT: self.index - ahead,
            Kind.RIGHT: self.index + ahead,
            Kind.HOME: 0,
            Kind.END: self.step_count() - 1,
            Kind.PAGE_UP: self.index - PAGE,
            Kind.PAGE_DOWN: self.index + PAGE,
        }
        if kind in steps:
            self.go(steps[kind])
            return True
        if kind == Kind.SCROLL:
            self.go(self.index - intent.amount)
            return True
        if intent.is_pointer and self._pointer(intent):
            return True
        return super().handle(intent)

    def _pointer(self, intent: Intent) -> bool:
        """The slider (press and drag) and the chart (a click picks the move)."""
        if intent.kind == Kind.POINTER_UP and self.dragging:
            self.dragging = False
            return True
        if intent.kind == Kind.POINTER_MOVE and self.dragging:
            self.go(self._slider_step(intent.pos[0]))
            return True
        if intent.kind != Kind.POINTER_DOWN or not self.step_count():
            return False
        if self.slider_rect().inflate(0, self.place.px(16)).collidepoint(intent.pos):
            self.dragging = True
            self.go(self._slider_step(intent.pos[0]))
            return True
        plot = review_draw.chart_plot(self.place, self.place.rect("chart"))
        if plot.inflate(self.place.px(12), 0).collidepoint(intent.pos):
            # Right to left the moves run from the right: read the click in the mirror.
            x = plot.left + plot.right - intent.pos[0] if self.place.rtl else intent.pos[0]
            self.go(step_at(len(self.history()), plot.left, plot.width, x))
            return True
        return False

    def slider_rect(self) -> pygame.Rect:
        """The slider's track: the slider region less the room for its "12 / 40" label."""
        return review_draw.slider_track(self.ctx, self.place, self.step_count())

    def _slider_step(self, x: int) -> int:
        track = self.slider_rect()
        count = self.step_count()
        if count <= 1 or track.width <= 0:
            return 0
        offset = track.right - x if self.place.rtl else x - track.left
        return round(offset * (count - 1) / track.width)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt

    # -- drawing -------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        review_draw.draw_review(surface, self)

    def loading(self) -> bool:
        """Whether the progress bar shows: the analysis is taking more than a moment."""
        return not self.job.ready and self.age >= PROGRESS_AFTER
