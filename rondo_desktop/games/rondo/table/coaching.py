"""The coaching note at the table: after a person's move, "COY 15 — best was COYS 21" beside
their name for a few seconds, then gone.

The session's :class:`~.coach.Coach` judges the moves off the frame; this keeps the note on
screen. A note is shown only to the person whose move it judged (with friends at one screen,
not to the next one after the handover: it tells what the hand held), and only while the
setting is on, which is read every frame so the pause menu's settings apply at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rondo_desktop.games.rondo.table.coach import Coach, CoachNote

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.table.session import GameSession

NOTE_SECONDS = 4.5  # how long a note stays, its fading included
FADE_SECONDS = 1.0


def note_text(ctx: AppContext, note: CoachNote) -> str:
    """The note's words: what the move made and the best play when it made less."""
    turn = note.review
    best = {"best": turn.best_word or "", "best_points": turn.best_points}
    if turn.best_word is None:
        return ctx.t("coach.no_play")
    if turn.kind == "exchange":
        return ctx.t("coach.exchange", **best)
    if turn.kind == "pass":
        return ctx.t("coach.pass", **best)
    if turn.missed == 0:
        return ctx.t("coach.best", word=turn.word or "", points=turn.points)
    return ctx.t("coach.note", word=turn.word or "", points=turn.points, **best)


@dataclass
class ShownNote:
    note: CoachNote
    text: str
    age: float = 0.0

    @property
    def alpha(self) -> float:
        """1 while it stands, falling to 0 over its last second."""
        return max(0.0, min(1.0, (NOTE_SECONDS - self.age) / FADE_SECONDS))


class Coaching:
    """The table's coaching: the coach on while the setting is, the note on screen."""

    def __init__(self, ctx: AppContext, session: GameSession, *, threaded: bool = True) -> None:
        self.ctx = ctx
        self.session = session
        self.threaded = threaded
        self.waiting: dict[int, ShownNote] = {}  # each seat's latest note
        self.sync()

    def sync(self) -> None:
        """Start or stop the coach as the setting says (people at the table only)."""
        session = self.session
        wanted = self.ctx.settings.coaching and bool(session.persons) and not session.is_over
        if wanted and session.coach is None:
            session.coach = Coach(threaded=self.threaded)
        elif not wanted and session.coach is not None:
            session.coach.close()
            session.coach = None
            self.waiting.clear()

    def update(self, dt: float) -> None:
        self.sync()
        coach = self.session.coach
        if coach is not None:
            for note in coach.take_notes():
                self.waiting[note.seat] = ShownNote(note, note_text(self.ctx, note))
        shown = self.shown()
        if shown is not None:
            if shown.age == 0.0:  # seen for the first time: now it counts as a hint
                turn = shown.note.review
                self.session.note_seen(turn.index, turn.turn, shown.note.seat)
            shown.age += dt
            if shown.age >= NOTE_SECONDS:
                del self.waiting[shown.note.seat]

    def shown(self) -> ShownNote | None:
        """The note on screen now: the viewer's own, never while the screen changes hands."""
        session = self.session
        viewer = session.viewer
        if viewer is None or session.handover_pending or not self.ctx.settings.coaching:
            return None
        return self.waiting.get(viewer)
