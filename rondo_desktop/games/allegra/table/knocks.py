"""The knock as the dealer shows it (G-14..G-17): the rap (sound, ripple and bubble at the
knocker's grid), the active player's choice, then the exchange step by step: the knocker puts
X into its area and holds the card it replaces (Y, face down when nobody saw it), the active
player takes Z out of the knocker's area (a hole is left), places it in its own area, and the
knocker fills the hole with Y. Also what every flight of the table needs from the scene
(:class:`Stage`) and the table's durations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from rondo_desktop.app.anim.flights import CardAnimator
from rondo_desktop.app.anim.tween import Tweens
from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.table.geometry import Cell
from rondo_desktop.games.allegra.table.shown import fly_card

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.shown import AllegraShown

# Base durations in seconds at animation speed 1.
DEAL_STAGGER = 0.025
DEAL_FLIGHT = 0.3
TURN = 0.32  # a card turning over where it lies
TAKE_FLIGHT = 0.42
PLACE_FLIGHT = 0.42
FLASH = 0.9  # a triple glows before it leaves
LEAVE_FLIGHT = 0.55
KNOCK_BEAT = 0.7  # after a knock: the rap is heard and seen before anything else happens
BEAT = 0.35
BUBBLE_SECONDS = (
    1.3  # how long a seat's bubble ("Knock!", "No") stays: the host's 2.2 s outlived the moment
)
ROUND_END = 3.0  # every card up: time to see the final reveal before the summary covers it


class Stage(Protocol):
    """What the dealer needs from the table scene: places on screen, sounds, words."""

    tweens: Tweens

    def cell_point(self, cell: Cell) -> tuple[float, float]: ...

    def card_height(self) -> float: ...

    def pile_height(self) -> float: ...

    def held_height(self) -> float: ...

    def deck_point(self) -> tuple[float, float]: ...

    def discard_point(self) -> tuple[float, float]: ...

    def held_point(self) -> tuple[float, float]: ...

    def knock_hand_point(self, seat: int) -> tuple[float, float]: ...

    def leave_point(self) -> tuple[float, float]: ...

    def seat_name(self, seat: int) -> str: ...

    def play_sound(self, name: str) -> None: ...

    def announce(self, text_key: str, seconds: float, **params: object) -> None: ...

    def say(self, key: str, **params: object) -> str: ...

    def knock_ripple(self, seat: int) -> None: ...

    def wants_summary(self) -> bool: ...

    def game_over(self) -> None: ...


class KnockDealer(CardAnimator[Any]):
    """The knock's part of :class:`~.dealer.AllegraDealer`."""

    stage: Stage
    shown: AllegraShown

    def _name(self, seat: int) -> str:
        return self.stage.seat_name(seat)

    def say(self, seat: int, text: str, tone: str = "normal") -> None:
        """A seat's bubble, shorter-lived than the host's: a knock's answers come quickly one
        after another, and the move log keeps them."""
        super().say(seat, text, tone)
        bubble = self.bubbles[-1]
        bubble.ttl = min(bubble.ttl, self.seconds(BUBBLE_SECONDS) or bubble.ttl)

    def _knocked(self, event: ev.Knocked) -> None:
        if event.wants:
            self.shown.knockers.append(event.seat)
            self.say(event.seat, self.stage.say("table.allegra.knock_bubble"), "good")
            self.stage.knock_ripple(event.seat)
            self.stage.play_sound("knock")
            self.wait = self.seconds(KNOCK_BEAT)
        else:
            self.say(event.seat, self.stage.say("table.allegra.no_knock_bubble"))
            self.wait = self.seconds(BEAT * 0.5)

    def _accepted(self, event: ev.Accepted) -> None:
        shown = self.shown
        shown.knockers = []
        if event.knocker is None:
            self.say(event.seat, self.stage.say("table.allegra.ignores_bubble"))
        else:
            shown.knock = (event.seat, event.knocker)
            name = self._name(event.knocker)
            key = "table.allegra.gives_bubble"
            if name == self.stage.say("table.you"):
                key += "_to_you"  # "Gives it to you", not "to You"
            text = self.stage.say(key, name=name)
            self.say(event.seat, text, "good")
            self.stage.announce(
                "table.allegra.exchange", 1.8, name=self._name(event.seat), knocker=""
            )
        self.wait = self.seconds(BEAT * 1.5)

    def _from_hand(self) -> tuple[float, float]:
        """Where the card in hand is drawn: the hand spot (it is emptied as it flies)."""
        self.shown.held = None
        return self.stage.held_point()

    def _knock_placed(self, event: ev.KnockPlaced) -> None:
        shown, stage = self.shown, self.stage
        shown.current = event.seat
        start = self._from_hand()
        target = stage.cell_point(event.cell)
        was = shown.slot(event.cell)
        shown.set_cell(event.cell, None)
        height = stage.card_height()
        fly_card(
            self,
            event.card,
            (start, target),
            (stage.held_height(), height),
            (PLACE_FLIGHT, 0.0),
            lambda: shown.set_cell(event.cell, (event.card, True)),
        )
        seen = event.out_card if was is not None and was[1] else None
        out = event.out_card if event.out_card is not None else seen

        def held() -> None:
            shown.knock_hand = (event.seat, out)

        up = 1.0 if out is not None and was is not None and was[1] else 0.0
        fly_card(
            self,
            out,
            (target, stage.knock_hand_point(event.seat)),
            (height, height * 0.8),
            (PLACE_FLIGHT, 0.1),
            held,
            turn=(up, up),
        )
        stage.play_sound("place")

    def _knock_taken(self, event: ev.KnockTaken) -> None:
        shown, stage = self.shown, self.stage
        shown.current = event.seat
        was = shown.slot(event.cell)
        shown.set_cell(event.cell, None)
        shown.holes.add(event.cell)

        def land() -> None:
            shown.held, shown.held_by, shown.held_from = event.card, event.seat, "knock"

        up = 1.0 if was is not None and was[1] else 0.0
        fly_card(
            self,
            event.card,
            (stage.cell_point(event.cell), stage.held_point()),
            (stage.card_height(), stage.held_height()),
            (TAKE_FLIGHT, 0.0),
            land,
            turn=(up, 1.0),
        )
        stage.play_sound("deal")

    def _hole_filled(self, event: ev.HoleFilled) -> None:
        shown, stage = self.shown, self.stage
        hand = shown.knock_hand
        shown.knock_hand = None
        up = 1.0 if hand is not None and hand[1] is not None else 0.0

        def land() -> None:
            shown.holes.discard(event.cell)
            shown.set_cell(event.cell, (event.card, True))
            shown.knock = None

        fly_card(
            self,
            event.card,
            (stage.knock_hand_point(event.seat), stage.cell_point(event.cell)),
            (stage.card_height() * 0.8, stage.card_height()),
            (PLACE_FLIGHT, 0.0),
            land,
            turn=(up, 1.0),
        )
        stage.play_sound("place")
