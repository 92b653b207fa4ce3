"""Rondo's table, the moves: play, exchange, pass, hint, undo, sort, and the line saying what a
play would make.

The scene never decides a rule: a staged play is previewed with ``session.check`` and sent with
``session.play``; the engine's refusal is shown in its own words. The events of a move reach the
dealer in the next update, once.
"""

from __future__ import annotations

from rondo_desktop.games.rondo.engine import DELETE, JOKER, IllegalAction, Phase, PlayOutcome
from rondo_desktop.games.rondo.engine.game import EXCHANGE_COST
from rondo_desktop.games.rondo.table.keys import KeyTable
from rondo_desktop.games.rondo.table.view import HandCard


class MoveTable(KeyTable):
    def best_start_word(self) -> PlayOutcome | None:
        """The start word the player may lay with one click (the engine's start-word finder)."""
        if self.session.phase is not Phase.START or self.viewer != self.session.current_seat:
            return None
        key = (self.session.current_seat, self.session.game.hand(self.session.current_seat))
        if self._start_word is None or self._start_word[0] != key:
            plays = self.session.legal_plays()  # in the start phase: the words of the best value
            self._start_word = (key, plays[0] if plays else None)
        return self._start_word[1]

    def on_lay_start(self) -> None:
        """Lay the best start word and play it: the start needs no rebuilding by hand."""
        best = self.best_start_word()
        if best is None or not self.can_stage:
            return
        self.unstage_all()
        self.typed = ""
        self.stage_outcome(best)
        self.on_play()

    def on_play(self) -> None:
        if not self.can_stage or self.exchange_mode:
            return
        placements = self.placements()
        if not placements and self.typed:
            self.message = (self.typed_refusal(), "bad")  # Enter on a word not laid out
            self.typed_confirmed = True
            self.play_sound("refusal")
            return
        if any(c.card == JOKER and not c.letter for c in self.staged()):
            return  # the letter picker is still open
        try:
            self.session.play(placements)  # its events reach the dealer in update(), once
        except IllegalAction as refusal:
            self.refuse(refusal)
            return
        self.typed = ""
        self.message = None
        self._invalidate()

    def refuse(self, refusal: IllegalAction) -> None:
        """The engine said no: show why and shake the cards. Nothing changed: the cards stay
        in the holder, so the player can fix the one that is wrong."""
        self.message = (self.rule_text(refusal), "bad")
        self.play_sound("refusal")
        seconds = 0.0 if self.fast else 0.45 / self.speed
        for card in self.staged():
            self.tweens.wobble(card, "shake", self.place.px(10), seconds)
        self.typed = ""
        if seconds > 0:
            self.refusing = seconds

    def rule_text(self, refusal: IllegalAction) -> str:
        return self.ctx.t(f"rule.{refusal.rule.value}", **refusal.params)

    def on_exchange(self) -> None:
        if not self.can_stage:
            return
        if self.session.phase is not Phase.TURN:
            self.message = (self.ctx.t("rule.start_phase"), "bad")
            return
        if not self.exchange_mode:
            self.unstage_all()
            self.typed = ""
            self.message = None
            self.exchange_mode = True
            return
        marked = [c.card for c in self.hand if c.marked]
        if not marked:
            self._leave_exchange()
            return
        try:
            self.session.exchange(marked)  # its events reach the dealer in update(), once
        except IllegalAction as refusal:
            self.message = (self.rule_text(refusal), "bad")
            self.play_sound("refusal")
            return
        self.exchange_mode = False
        self.card_focus = None
        self._invalidate()

    def _leave_exchange(self) -> None:
        self.exchange_mode = False
        self.card_focus = None
        for card in self.hand:
            card.marked = False
        self._invalidate()

    def on_pass(self) -> None:
        if not self.can_stage:
            return
        if self.session.phase is not Phase.TURN:
            self.message = (self.ctx.t("rule.start_phase"), "bad")
            return
        if not self.pass_armed:
            self.pass_armed = True
            self.message = (self.pass_warning(), "bad")
            return
        self.pass_armed = False
        self._leave_exchange()
        self.unstage_all()
        self.message = None
        self.session.pass_turn()  # its events reach the dealer in update(), once

    def on_hint(self) -> None:
        if not self.can_stage:
            return
        self._leave_exchange()
        self.unstage_all()
        self.typed = ""
        best = self.session.hint()
        self.dealer.shown.log_count = len(self.session.log)
        if best is None:
            # Offer an exchange only when the engine would take one (not from an empty pile).
            key = "table.hint_none" if self.session.can_exchange() else "table.hint_none_pass"
            self.message = (self.ctx.t(key), "bad")
            return
        self.stage_outcome(best)
        self.message = (
            self.ctx.t("table.hint_best", word=best.word, points=best.score),
            "good",
        )

    def on_undo(self) -> None:
        if self.pass_armed:  # "Really pass?" answered: no, play on
            self._disarm_pass()
            return
        if self.exchange_mode:
            self._leave_exchange()
            return
        if self.typed:
            self.typed = self.typed[:-1]
            self._apply_typed()
            return
        staged = self.staged()
        if staged:
            self.unstage(staged[-1])
            self.message = None

    def on_sort(self) -> None:
        def key(card: HandCard) -> tuple[int, str]:
            rank = 2 if card.card == DELETE else 1 if card.card == JOKER else 0
            return (rank, card.card)

        ordered = sorted(self.hand, key=key)
        if ordered == self.hand:  # already sorted: sort by value instead, highest first
            deck = self.session.game.deck
            ordered = sorted(self.hand, key=lambda c: (-deck.value(c.card), c.card))
        self.hand = ordered

    # -- the status line -----------------------------------------------------------------

    def preview(self) -> tuple[str, str] | None:
        """The line under the holder: what the staged cards make, or why they cannot."""
        placements = self.placements()
        turn = self.session.game.turn
        if self._preview is not None and self._preview[:2] == (placements, turn):
            return self._preview[2]
        result: tuple[str, str] | None = None
        if placements and not any(p.card == JOKER and not p.letter for p in placements):
            try:
                outcome = self.session.check(placements)
                key = "table.preview_bonus" if outcome.bonus else "table.preview"
                text = self.ctx.t(key, word=outcome.word, points=outcome.score, bonus=outcome.bonus)
                result = (text, "good")
            except IllegalAction as refusal:
                result = (self.rule_text(refusal), "bad")
        self._preview = (placements, turn, result)
        return result

    def status_line(self) -> tuple[str, str] | None:
        t = self.ctx.t
        if self.message is not None:
            return self.message
        if self.exchange_mode:
            marked = sum(c.marked for c in self.hand)
            if marked:
                return t("table.exchange_cost", count=marked, cost=EXCHANGE_COST * marked), "normal"
            return t("table.exchange_choose"), "normal"
        preview = self.preview()
        if preview is not None:
            return preview
        if self.typed:
            return t("table.typed_more", word=self.typed), "normal"
        if self.can_stage:
            if self.session.phase is Phase.START:
                value = self.session.game.observation(self.session.current_seat).start_value
                return t("table.prompt_start", points=value), "normal"
            return t("table.prompt"), "normal"
        return None
