"""Rondo's table: the holder, the hands, the seats, the sand timer, and a game being played.

Every game's table (:class:`~rondo_desktop.app.table.scene.CardTableScene`) runs the turns, the
handover between persons, the pause, the speed, the sand timer and the switch to the results.
Rondo's part is layered on it, one concern a module:

- :mod:`.staging`: where things lie, the viewer's hand, staging cards on the holder;
- :mod:`.pointer`: dragging and clicking cards; :mod:`.keys`: typing a word, exchange keys;
- :mod:`.moves`: play, exchange, pass, hint, undo, sort, and the status line;
- this module: the buttons, the flow between frames, "Last move", the seats' bubbles.

Three ways to build a word: drag a card onto a slot (or the ``+`` zone at an end), click a
card then a slot, or type the word (the session's word finder lays it out). What happened comes
back as engine events, which the :class:`~.dealer.Dealer` animates; the
:class:`~.painter.TablePainter` paints the scene, reading only what :class:`~.painter.Tabletop`
lists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.widgets import Button
from rondo_desktop.games.rondo.engine import JOKER, Phase
from rondo_desktop.games.rondo.engine.events import (
    Drew,
    Event,
    Exchanged,
    HandPenalty,
    Passed,
    Played,
    StartWords,
)
from rondo_desktop.games.rondo.engine.game import EXCHANGE_COST
from rondo_desktop.games.rondo.table.coaching import Coaching
from rondo_desktop.games.rondo.table.dealer import Dealer
from rondo_desktop.games.rondo.table.moves import MoveTable
from rondo_desktop.games.rondo.table.painter import TablePainter
from rondo_desktop.games.rondo.table.pointer import PointerTable

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.table.session import GameSession

REPLAY_BEFORE = 1.5  # "Last move": seconds the holder shows how it was before the word
REPLAY_AFTER = 2.5  # then seconds it shows the word with its new cards marked

# Lines about a seat that have a second-person form (key + "_you") in every catalog.
SECOND_PERSON = frozenset(
    {
        "log.start_seat",
        "log.played",
        "log.start_word_timeout",
        "log.exchanged",
        "log.passed",
        "log.timeout",
        "log.penalty",
        "log.hint",
        "table.banner.starts",
    }
)


class TableScene(MoveTable, PointerTable):
    second_person: ClassVar[frozenset[str]] = SECOND_PERSON

    def __init__(
        self,
        ctx: AppContext,
        session: GameSession,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        super().__init__(ctx, session, speed, quit_when_over)
        self.replay: float | None = None  # seconds into showing the last move again
        self.dealer = Dealer(self, session, self.speed)
        self.painter = TablePainter(self)
        self.coaching = Coaching(ctx, session)
        self.viewer_seen = session.viewer if self.dealer.shown.hand_open else None
        self.restoring = session.staged  # cards placed before the game was saved
        session.staged = ()
        events = session.take_events()
        if events:
            self.dealer.begin(events)
        else:
            self._rebuild_hand()

    # -- layout --------------------------------------------------------------------------

    def game_buttons(self) -> list[Button]:
        ctx, place = self.ctx, self.place
        specs = [
            ("play", "table.play", self.on_play, "primary"),
            ("exchange", "table.exchange", self.on_exchange, "normal"),
            ("pass", "table.pass", self.on_pass, "normal"),
            ("hint", "table.hint", self.on_hint, "normal"),
            ("undo", "table.undo", self.on_undo, "normal"),
            ("sort", "table.sort", self.on_sort, "normal"),
        ]
        buttons = []
        for name, key, action, style in specs:
            region = f"button_{name}"
            button = Button(
                ctx.t(key), action, style=style, px=place.font_px(region, 18), name=name
            )
            button.rect = place.rect(region)
            buttons.append(button)
        last = Button(
            ctx.t("table.last_move"), self.on_last_move, "quiet", place.text_px(15), "last_move"
        )
        last.rect = self.last_move_rect()
        start = Button("", self.on_lay_start, "primary", place.px(17), "start_word")
        return [*buttons, last, start]

    def laid_out(self) -> None:
        self._refresh_buttons()
        self._layout_hand(instant=True)

    # -- "Last move" and the move line ---------------------------------------------------

    def on_last_move(self) -> None:
        """Show the latest word again: the holder before it, then the word with its cards marked."""
        if self.dealer.last is not None and not self.session.handover_pending:
            self.replay = 0.0

    def replay_view(self) -> tuple[tuple[tuple[str, ...], ...] | None, frozenset[int]] | None:
        """What the holder shows while the last move is shown again: stacks, marked slots."""
        last = self.dealer.last
        if self.replay is None or last is None:
            return None
        if self.replay < REPLAY_BEFORE:
            return last.before, frozenset()
        return last.after, last.slots

    def replay_phase(self) -> str | None:
        """Which half of "Last move" is on show: "before" or "after" the word, or None."""
        if self.replay_view() is None:
            return None
        assert self.replay is not None
        return "before" if self.replay < REPLAY_BEFORE else "after"

    def fresh_slots(self) -> frozenset[int]:
        """The slots whose cards were just laid, marked for a moment so the eye finds them."""
        last = self.dealer.last
        if last is None or self.dealer.fresh <= 0 or self.staged():
            return frozenset()
        return last.slots

    def bubble_text(self, event: Event) -> tuple[int, str, str] | None:
        t = self.ctx.t
        match event:
            case StartWords(words=words):
                for seat, word, value in words:
                    if word:
                        text = t("table.bubble.start_word", word=word, points=value)
                        self.dealer.say(seat, text, "good")
                    elif value is not None:  # another seat's word: only its value is told
                        self.dealer.say(seat, t("table.bubble.start_value", points=value), "good")
                    else:
                        self.dealer.say(seat, t("table.bubble.no_word"), "bad")
                return None
            case Played(seat=seat, word=word, points=points):
                return seat, t("table.bubble.played", word=word, points=points), "good"
            case Exchanged(seat=seat, cards=cards, points=points):
                return seat, t("table.bubble.exchanged", count=len(cards), points=points), "bad"
            case Passed(seat=seat, timeout=timeout):
                return seat, t("table.bubble.timeout" if timeout else "table.bubble.passed"), "bad"
            case HandPenalty(seat=seat, points=points):
                return seat, t("table.bubble.penalty", points=points), "bad"
            case Drew(seat=seat, reason="penalty"):
                return seat, t("table.bubble.penalty_card"), "bad"
        return None

    # -- input ---------------------------------------------------------------------------

    def handle_game(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == Kind.CONFIRM:
            if self._button_chosen_by_keys():
                self.focus.handle(intent)  # Enter presses the button Tab or the arrows chose
            elif self.exchange_mode:
                self.on_exchange()
            elif self.pass_armed and not self.staged() and not self.typed:
                self.on_pass()  # Enter answers "Really pass?": yes
            else:
                self.on_play()
            return True
        if self.exchange_mode and self._exchange_key(intent):
            return True
        if kind == Kind.TEXT:
            self._typed(intent.text)
            return True
        if kind in (Kind.TAB, Kind.TAB_BACK, Kind.UP, Kind.DOWN):
            self.card_focus = None  # one focus at a time: the buttons' now
        if kind in (Kind.ERASE, Kind.DELETE):
            self.on_undo()
            return True
        if intent.is_pointer:
            self.pointer = intent.pos
            return self._pointer(intent)
        return self.focus.handle(intent)

    def _button_chosen_by_keys(self) -> bool:
        focused = self.focus.focused
        return focused is not None and focused.enabled and self.focus.by_keyboard

    @property
    def hints_key(self) -> str:
        """The keys the line at the bottom explains: choosing cards while exchanging."""
        return "hints.table_exchange" if self.exchange_mode else "hints.table"

    # -- what the generic table asks -----------------------------------------------------

    def autosave_now(self) -> None:
        """The game as it stands, the cards placed but not played and the sand left included."""
        session = self.session
        mine = self.viewer is not None and self.viewer == session.current_seat
        staged = [p for p in self.placements() if p.card != JOKER or p.letter] if mine else []
        session.staged = tuple(staged) or self.restoring
        session.autosave()
        session.staged = ()

    def results_scene(self) -> Scene:
        # Imported here: the results' module is only needed once a game is over.
        from rondo_desktop.games.rondo.table.results import ResultsScene

        return ResultsScene(self.ctx, self.session, self.quit_when_over)

    def rules_scene(self) -> Scene:
        from rondo_desktop.games.rondo.rules import RulesScene

        return RulesScene(self.ctx)

    can_review = True

    def review_scene(self) -> Scene:
        """The game so far, move by move: the no-peeking rule of the review keeps every hand
        the people at this screen may not see hidden."""
        from rondo_desktop.games.rondo.table.review_job import ReviewJob
        from rondo_desktop.games.rondo.table.review_scene import ReviewScene

        session = self.session
        names = [self.seat_name(seat) for seat in range(len(session.seats))]
        job = ReviewJob(session.to_dict())
        return ReviewScene(self.ctx, job, names=names, persons=session.persons)

    def hand_changed_owner(self) -> None:
        self.typed = ""
        self.exchange_mode = False
        self._rebuild_hand()

    def sync(self) -> None:
        """Nothing left to show: the screen shows exactly the game."""
        game, shown = self.session.game, self.dealer.shown
        if game.holder is not None:
            shown.holder.stacks = list(game.holder.stacks)
        shown.holder.grow_side = None
        shown.holder.grow = 1.0
        shown.scores = list(game.scores)
        shown.counts = [len(game.hand(s)) for s in range(len(self.session.seats))]
        shown.pile = game.pile_size
        shown.current = None if game.is_over else game.current_seat
        shown.log_count = len(self.session.log)
        self._reconcile_hand()

    def update_game(self, dt: float) -> None:
        session = self.session
        if not session.can_act or session.viewer != session.current_seat:
            if self.staged() and not self.dealer.busy:
                self.unstage_all()
            self.exchange_mode = self.exchange_mode and session.can_act
            if self.dragging is not None:
                self._drop(None)
        if self.pass_armed and not self.can_stage and not self.busy:
            self._disarm_pass()  # the turn is over (the sand ran out): nothing left to confirm
        if self.replay is not None:
            self.replay += dt
            if self.replay >= REPLAY_BEFORE + REPLAY_AFTER or self.dealer.busy:
                self.replay = None  # over, or a new move is being shown
        if self.restoring and self.can_stage:
            self.lay_out(self.restoring)
            self.restoring = ()
        self.coaching.update(dt)
        self._layout_hand()
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        t = self.ctx.t
        can = self.can_stage
        turn = self.session.phase is Phase.TURN
        staged = bool(self.staged())
        for widget in self.focus.widgets:
            assert isinstance(widget, Button)
            if widget.name == "play":
                widget.enabled = can and staged and not self.exchange_mode
                preview = self.preview() if widget.enabled else None
                widget.ready = preview is not None and preview[1] == "good"
            elif widget.name == "exchange":
                widget.enabled = can and turn and self.session.can_exchange()
                marked = sum(c.marked for c in self.hand)
                widget.text = (
                    t("table.exchange_confirm", count=marked, points=-EXCHANGE_COST * marked)
                    if self.exchange_mode and marked
                    else t("table.exchange_cancel")
                    if self.exchange_mode
                    else t("table.exchange")
                )
                widget.style = "primary" if self.exchange_mode and marked else "normal"
            elif widget.name == "pass":
                widget.enabled = can and turn
                widget.text = t("table.pass_confirm") if self.pass_armed else t("table.pass")
            elif widget.name == "hint":
                widget.enabled = can and not self.exchange_mode
            elif widget.name == "undo":
                undoable = staged or bool(self.typed) or self.exchange_mode or self.pass_armed
                widget.enabled = can and undoable
            elif widget.name == "sort":
                widget.enabled = bool(self.hand) and not self.session.handover_pending
            elif widget.name == "start_word":
                best = self.best_start_word() if can else None
                widget.visible = widget.enabled = best is not None
                if best is not None:
                    widget.text = t("table.lay_start", word=best.word, points=best.score)
                    line = self.move_line_rect()
                    width = self.ctx.text.width(widget.text, "ui_bold", widget.px)
                    widget.rect = pygame.Rect(0, 0, width + self.place.px(40), line.height)
                    widget.rect.center = line.center
            elif widget.name == "last_move":
                widget.rect = self.last_move_rect()
                widget.visible = self.dealer.last is not None
                widget.enabled = widget.visible and not self.session.handover_pending

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
