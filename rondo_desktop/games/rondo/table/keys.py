"""Rondo's table, the keyboard: typing a word lays it out, and the keys choose cards to exchange.

A typed word is laid out by the session's word finder (nothing is played until Enter or Play);
while exchanging, the arrows or a card's number move a focus over the hand and Space marks it.
"""

from __future__ import annotations

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.games.rondo.engine.lexicon import MIN_WORD
from rondo_desktop.games.rondo.engine.spelling import transliterate
from rondo_desktop.games.rondo.table.staging import HandTable
from rondo_desktop.games.rondo.table.view import HandCard

TYPING_PAUSE = 1.2  # seconds without a key after which a refused typed word is done with


def digit_card_index(digit: str, focused: int | None, count: int) -> int | None:
    """The card a number key picks in a row of ``count`` cards: 1-9 the first nine, 0 the
    tenth; the same key again goes on ten cards (1: the 1st, then the 11th, then the 1st)."""
    first = 9 if digit == "0" else int(digit) - 1
    if first >= count:
        return None
    if focused is not None and focused % 10 == first % 10 and focused >= first:
        following = focused + 10
        return following if following < count else first
    return first


class KeyTable(HandTable):
    def _exchange_key(self, intent: Intent) -> bool:
        """Choosing cards for an exchange with the keys: the arrows or a card's number (1-9,
        0 for the 10th, left to right; see digit_card_index) move the focus over the hand,
        Space marks or unmarks that card."""
        loose = [c for c in self.hand if c.slot is None]
        if not loose or not self.can_stage:
            return False
        if intent.kind in (Kind.LEFT, Kind.RIGHT):
            step = 1 if intent.kind == Kind.RIGHT else -1
            if self.card_focus in loose:
                index = (loose.index(self.card_focus) + step) % len(loose)
            else:
                index = 0 if step > 0 else len(loose) - 1
            self._focus_card(loose[index])
            return True
        if intent.kind == Kind.TEXT and intent.text.isdigit():
            chosen = digit_card_index(
                intent.text[-1],
                loose.index(self.card_focus) if self.card_focus in loose else None,
                len(loose),
            )
            if chosen is not None:
                self._focus_card(loose[chosen])
            return True
        if intent.kind == Kind.SELECT and self.card_focus in loose:
            self._click_card(self.card_focus)
            return True
        return False

    def _focus_card(self, card: HandCard) -> None:
        self.card_focus = card
        self.focus.focus(None)  # one focus at a time: Enter now exchanges the marked cards

    def _typed(self, text: str) -> None:
        if not self.can_stage or self.exchange_mode:
            return
        # Typed as the lexicon spells: a German player may type Ä for AE.
        letters = transliterate(text, self.session.game.options.language)
        alphabet = self.session.game.deck.alphabet
        added = "".join(ch for ch in letters if ch in alphabet)
        if not added:
            return
        self.focus.focus(None)  # a word is being typed: Enter plays it, not a chosen button
        word = self.typed + added
        if self._typed_finished() and not self._may_continue(word):
            # MIX laid out, then F: the player starts a new word (FIX), not MIXF.
            word = added
        self.typed = word[:9]
        self.typed_at = self.clock
        self.typed_confirmed = False
        self._apply_typed()

    def _typed_finished(self) -> bool:
        """Whether the typed word is done: laid out, or refused after Enter or a pause (a
        refusal shown while the letters keep coming is about a word still being typed)."""
        if not self.typed:
            return False
        if self.staged():
            return True
        refused = self.message is not None and self.message[1] == "bad"
        paused = self.clock - self.typed_at >= TYPING_PAUSE
        return refused and (self.typed_confirmed or paused)

    def _may_continue(self, word: str) -> bool:
        return self.session.is_word(word) or self.session.begins_word(word)

    def _apply_typed(self) -> None:
        self.unstage_all()
        self.message = None
        if len(self.typed) < MIN_WORD:
            return
        outcomes = self.session.plays_for_word(self.typed) or self.session.start_words_for(
            self.typed
        )
        if outcomes:
            self.stage_outcome(outcomes[0])  # an illegal start word shows why it is refused
        elif self.session.is_word(self.typed) or not self.session.begins_word(self.typed):
            self.message = (self.typed_refusal(), "bad")
        # else: the letters begin a longer word; the status line says to keep typing

    def typed_refusal(self) -> str:
        """Why the typed word cannot be laid: not in the word list, or not from these cards."""
        if not self.session.is_word(self.typed):
            return self.ctx.t("rule.not_a_word", word=self.typed)
        return self.ctx.t("table.typed.no_play", word=self.typed)
