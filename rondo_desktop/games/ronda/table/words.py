"""How Ronda's table names things in the player's language: cards ("the 5 of cups"), sides
("Ann & Cid", at four seats "Orange team"), the move log's lines and the line over the table,
which follows the dealer's beats (:mod:`.beats`) while a move is shown and names whose turn it
is once all is shown.

A mixin of :class:`~.scene.RondaTable`: it reads the scene's context, session and dealer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from rondo_desktop.app.i18n import join_list, join_names
from rondo_desktop.app.table.scene import CardTableScene
from rondo_desktop.games.ronda.engine.cards import rank_of
from rondo_desktop.games.ronda.table.dealer import RondaDealer
from rondo_desktop.games.ronda.table.session import RondaSession

if TYPE_CHECKING:
    Base = CardTableScene[RondaSession, RondaDealer]
else:
    Base = object


def team_label(t: Callable[..., str], side: int, names: str, seats: int) -> str:
    """``side`` named on the summary and the results: at four seats its team (named by its
    colour, as on the table) with its players' ``names``; else the ``names`` alone."""
    if seats != 4:
        return names
    return t("table.ronda.team_with", team=t(f"table.ronda.team.{side}"), names=names)


class RondaWords(Base):
    def say(self, key: str, **params: object) -> str:
        return self.ctx.t(key, **params)

    def card_name(self, card: str) -> str:
        rank, suit = rank_of(card), card[-1]
        return self.ctx.t("ronda.card", rank=rank, suit=self.ctx.t(f"ronda.suit.{suit}"))

    def side_name(self, side: int) -> str:
        seats = [s for s in range(len(self.session.seats)) if self.session.side_of(s) == side]
        return join_names(self.ctx.t, [self.seat_name(s) for s in seats])

    def side_label(self, side: int) -> str:
        """A side as the summary names it: at four seats its team and players ("Orange team
        (Ann & Computer 2)"), the names the table's bands and pads use; else its seat."""
        return team_label(self.ctx.t, side, self.side_name(side), len(self.session.seats))

    def words(self, key: str, params: Mapping[str, object], seat: int | None = None) -> str:
        """A line of the log or over the table, its seat, cards and side named (a ronda's
        ``holding`` as "ronda of 5s" or, its rank hidden, "a ronda")."""
        named = {k: v for k, v in params.items() if k not in ("event", "beaten")}
        if seat is not None and not named.get("name"):
            named["name"] = self.seat_name(seat)
        if "card" in named:
            named["card"] = self.card_name(str(named["card"]))
        if "cards" in named:
            cards = [self.card_name(c) for c in str(named["cards"]).split()]
            named["cards"] = join_list(self.ctx.t, cards)
        totals = named.get("totals")
        if isinstance(totals, tuple):  # the sides' totals, "54 – 40"
            named["totals"] = self.ctx.t("table.ronda.totals_sep").join(map(str, totals))
        if "side" in named:  # at four seats the team, as the bands and pads name it
            side = int(str(named["side"]))
            four = len(self.session.seats) == 4
            named["side"] = self.ctx.t(f"table.ronda.team.{side}") if four else self.side_name(side)
        holding = named.get("holding")
        if isinstance(holding, tuple):
            kind, rank = holding
            key_of = f"ronda.holding.{kind}" + ("" if rank is None else "_of")
            named["holding"] = self.ctx.t(key_of, rank=rank)
        line = self.about_seat(key, **named)
        beaten = params.get("beaten")
        if isinstance(beaten, tuple) and beaten:
            line = " ".join([line, *(self.beaten_line(*holder) for holder in beaten)])
        return line

    def beaten_line(self, seat: int, kind: str, rank: int | None) -> str:
        """ "Your ronda of 10s lost to a higher one." / "Ann's ronda lost to a higher one.":
        a holding that lost the pot, its rank only where the engine told it (R-24)."""
        t, name = self.ctx.t, self.seat_name(seat)
        holding = t(f"ronda.holding.{kind}" + ("_bare" if rank is None else "_of"), rank=rank)
        key = "log.ronda.beaten_you" if name == t("table.you") else "log.ronda.beaten"
        return t(key, name=name, holding=holding)

    def banner_text(self) -> str:
        """While the dealer shows a move, what is moving now (its beat); once all is shown,
        whose turn it is: "Your turn" exactly while a card can be played."""
        beat = self.dealer.beat
        if self.banner is None and self.dealer.busy and beat is not None and not self.game_ended:
            return self.words(beat.key, beat.params, beat.seat)
        return super().banner_text()
