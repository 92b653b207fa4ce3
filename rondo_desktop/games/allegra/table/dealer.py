"""Allegra's dealer: the engine's events shown one after another on the table.

The deal flies twelve backs to every grid and turns the discard pile's first card up; a card
revealed or flipped turns over where it lies; a card taken flies to the hand (turning up on
its way from the deck); a placed card flies into its cell while the card it replaces flies to
the discard pile; a triple flashes, then fades off the table leaving gaps. A knock raps the
table (sound and ripple at the knocker's grid); an accepted knock is played out step by step:
the knocker places X and holds Y, the active player takes Z out of the knocker's area
(leaving a hole), places it, and the knocker fills the hole with Y. The end of a round turns
every card up and opens the round's summary, which holds the table until it is dismissed.
What the screen shows (:class:`AllegraShown`) lags behind the game meanwhile; at maximum
speed every duration is 0 and the same code applies each event at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.table.geometry import COLS, ROWS, Cell
from rondo_desktop.games.allegra.table.knocks import (
    BEAT,
    DEAL_FLIGHT,
    DEAL_STAGGER,
    FLASH,
    LEAVE_FLIGHT,
    PLACE_FLIGHT,
    ROUND_END,
    TAKE_FLIGHT,
    TURN,
    KnockDealer,
    Stage,
)
from rondo_desktop.games.allegra.table.shown import AllegraShown, RoundSummary, fly_card, shown_of

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.session import AllegraSession


class AllegraDealer(KnockDealer):
    def __init__(self, stage: Stage, session: AllegraSession, speed: float) -> None:
        super().__init__(stage.tweens, speed)
        self.stage = stage
        self.session = session
        self.shown: AllegraShown = shown_of(session)
        self.summary: RoundSummary | None = None
        self.last_summary: RoundSummary | None = None
        self._beat_taken = False

    def ready_for_next(self) -> bool:
        if self.summary is not None:
            return False  # the round's summary holds the table until it is dismissed
        if self.queue and isinstance(self.queue[0], ev.RoundScored) and not self._beat_taken:
            self._beat_taken = True
            self.wait = self.seconds(ROUND_END)
            return self.wait <= 0
        return True

    @property
    def busy(self) -> bool:
        return super().busy or self.summary is not None

    def dismiss_summary(self) -> None:
        self.summary = None

    # -- the events ------------------------------------------------------------------------

    def show(self, event: Any) -> None:
        self.shown.log_count += self._log_lines(event)
        match event:
            case ev.RoundDealt():
                self._dealt(event)
            case ev.Revealed() | ev.Flipped():
                self.shown.current = event.seat
                self._turn_up(event.cell, event.card, 0.0)
                self.stage.play_sound("place")
            case ev.Taken():
                self._taken(event)
            case ev.Knocked():
                self._knocked(event)
            case ev.Accepted():
                self._accepted(event)
            case ev.Placed():
                self._placed(event.seat, event.cell, event.card, event.out_card)
            case ev.Discarded():
                self._discarded(event.seat, event.card)
            case ev.KnockPlaced():
                self._knock_placed(event)
            case ev.KnockTaken():
                self._knock_taken(event)
            case ev.HoleFilled():
                self._hole_filled(event)
            case ev.TripleRemoved():
                self._triple(event.cells, event.value)
            case ev.Reshuffled():
                self._reshuffled(event.size)
            case ev.RoundEnding():
                self.shown.closer = event.closer
                self.stage.announce("table.allegra.closing", 2.0, name=self._name(event.closer))
                self.wait = self.seconds(BEAT * 2)
            case ev.FinalReveal():
                self.stage.announce("table.allegra.final_reveal", ROUND_END + 1.0)
                for index, (cell, value) in enumerate(event.cells):
                    self._turn_up(cell, value, index * DEAL_STAGGER)
            case ev.RoundScored():
                self._scored(event)
            case ev.GameOver():
                self.shown.current = None
                self.stage.game_over()

    def _log_lines(self, event: Any) -> int:
        from rondo_desktop.games.allegra.table.session import log_entry

        return 1 if log_entry(event) is not None else 0

    def _dealt(self, event: ev.RoundDealt) -> None:
        shown, stage = self.shown, self.stage
        seats = len(shown.grids)
        self._beat_taken = False
        shown.round_no, shown.closer, shown.current = event.round_no, None, event.first
        shown.grids = [[[None] * COLS for _ in range(ROWS)] for _ in range(seats)]
        shown.counts = [0] * seats
        shown.discard, shown.held, shown.knockers = [], None, []
        shown.knock, shown.knock_hand, shown.holes, shown.flash = None, None, set(), None
        shown.deck = 12 * seats + 1 + len(event.deck)
        shown.removed = 0
        if event.round_no > 0:
            stage.announce("table.allegra.round", 1.6, n=event.round_no + 1)
        order = [(s, r, c) for r in range(ROWS) for c in range(COLS) for s in range(seats)]
        for index, cell in enumerate(order):

            def land(cell: Cell = cell) -> None:
                shown.set_cell(cell, (None, False))
                shown.deck -= 1

            # At the grids' size all the way: 72 backs scaled every frame would cost more
            # than a frame has.
            fly_card(
                self,
                None,
                (stage.deck_point(), stage.cell_point(cell)),
                (stage.card_height(), stage.card_height()),
                (DEAL_FLIGHT, index * DEAL_STAGGER),
                land,
                turn=(0.0, 0.0),
            )

        def turned() -> None:
            shown.discard.append(event.discard)
            shown.deck -= 1

        fly_card(
            self,
            event.discard,
            (stage.deck_point(), stage.discard_point()),
            (stage.pile_height(), stage.pile_height()),
            (DEAL_FLIGHT, len(order) * DEAL_STAGGER),
            turned,
            turn=(0.0, 1.0),
        )
        stage.play_sound("deal")

    def _turn_up(self, cell: Cell, value: int, delay: float) -> None:
        shown, point = self.shown, self.stage.cell_point(cell)
        if self.seconds(TURN) > 0:
            shown.set_cell(cell, None)  # the turning card is drawn in flight
        height = self.stage.card_height()
        fly_card(
            self,
            value,
            (point, point),
            (height, height),
            (TURN, delay),
            lambda: shown.set_cell(cell, (value, True)),
            turn=(0.0, 1.0),
        )

    def _taken(self, event: ev.Taken) -> None:
        shown, stage = self.shown, self.stage
        shown.current = event.seat
        from_deck = event.source == "deck"
        if from_deck:
            shown.deck = max(0, shown.deck - 1)
            start, turn = stage.deck_point(), (0.0, 1.0)
        else:
            if shown.discard:
                shown.discard.pop()
            start, turn = stage.discard_point(), (1.0, 1.0)

        def land() -> None:
            shown.held, shown.held_by, shown.held_from = event.card, event.seat, event.source

        fly_card(
            self,
            event.card,
            (start, stage.held_point()),
            (stage.pile_height(), stage.held_height()),
            (TAKE_FLIGHT, 0.0),
            land,
            turn=turn,
        )
        stage.play_sound("deal")

    def _placed(self, seat: int, cell: Cell, card: int, out_card: int) -> None:
        shown, stage = self.shown, self.stage
        start = self._from_hand()
        target = stage.cell_point(cell)
        was = shown.slot(cell)
        shown.set_cell(cell, None)
        height = stage.card_height()
        fly_card(
            self,
            card,
            (start, target),
            (stage.held_height(), height),
            (PLACE_FLIGHT, 0.0),
            lambda: shown.set_cell(cell, (card, True)),
        )
        fly_card(
            self,
            out_card,
            (target, stage.discard_point()),
            (height, stage.pile_height()),
            (PLACE_FLIGHT, 0.08),
            lambda: shown.discard.append(out_card),
            turn=(1.0 if was is not None and was[1] else 0.0, 1.0),
        )
        stage.play_sound("place")

    def _discarded(self, seat: int, card: int) -> None:
        shown, stage = self.shown, self.stage
        start = self._from_hand()
        fly_card(
            self,
            card,
            (start, stage.discard_point()),
            (stage.held_height(), stage.pile_height()),
            (PLACE_FLIGHT, 0.0),
            lambda: shown.discard.append(card),
        )
        stage.play_sound("place")

    def _triple(self, cells: tuple[Cell, ...], value: int) -> None:
        """The triple glows, then its cards fade off the table; their cells become gaps."""
        shown, stage = self.shown, self.stage
        shown.flash = (cells, value)
        stage.play_sound("success")
        stage.announce("table.allegra.triple", 1.6, value=value, count=len(cells))
        height = stage.card_height()
        left = len(cells)

        def gone() -> None:
            nonlocal left
            shown.removed += 1
            left -= 1
            if left == 0:
                shown.flash = None

        # Each card lies where it was (drawn in flight, glowing) for the flash, then leaves.
        for index, cell in enumerate(cells):
            shown.set_cell(cell, None)
            fly_card(
                self,
                value,
                (stage.cell_point(cell), stage.leave_point()),
                (height, height * 0.5),
                (LEAVE_FLIGHT, FLASH + index * 0.06),
                gone,
                fade=0.0,
            )

    def _reshuffled(self, size: int) -> None:
        shown, stage = self.shown, self.stage
        top = shown.discard[-1:] if shown.discard else []
        moving = shown.discard[:-1]
        shown.discard = top
        for index, value in enumerate(moving[-6:]):
            fly_card(
                self,
                value,
                (stage.discard_point(), stage.deck_point()),
                (stage.pile_height(), stage.pile_height()),
                (TAKE_FLIGHT, index * 0.05),
                lambda: None,
                turn=(1.0, 0.0),
            )
        shown.deck = size
        stage.announce("table.allegra.reshuffled", 1.4, count=size)
        stage.play_sound("deal")

    def _scored(self, event: ev.RoundScored) -> None:
        shown = self.shown
        shown.round_scores.append(tuple(event.scores))
        shown.doubled.append(tuple(event.doubled))
        shown.scores = list(event.totals)
        summary = RoundSummary(
            event.round_no,
            event.closer,
            tuple(event.scores),
            tuple(event.doubled),
            tuple(event.totals),
            final=self.session.game.is_over and event.round_no == self.session.game.round_no,
        )
        self.last_summary = summary
        if self.stage.wants_summary():
            self.summary = summary
