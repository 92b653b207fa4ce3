"""Ronda's rule book: its pages and their pictures, drawn with the real Spanish pack.

Every example a picture shows (what a card takes, an este's points, who wins a pot) comes from
:mod:`rules_examples`, which asks the engine, so a page shows what the table would do.
The drawing helpers (a card with its shadow, a highlight, a fitted caption) live in
:mod:`rules_art`; this module lays out one picture a page.
"""

from __future__ import annotations

import pygame

from rondo_desktop.app.i18n import join_list
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.games.ronda import rules_examples as ex
from rondo_desktop.games.ronda.rules_variants import VariantPictures

PAGES: tuple[str, ...] = (
    "pack",
    "deal",
    "capture",
    "este",
    "missa",
    "combos",
    "count",
    "match",
    "partners",
    "three",
    "variants",
    "variants_este",
)


SUIT_ORDER = "oceb"  # coins, cups, swords, batons, as the caption names them


def _ranks(cards: tuple[str, ...]) -> str:
    return " · ".join(c[:-1] for c in cards)


class RondaRulePictures(VariantPictures):
    """One picture per page of ``PAGES``, named ``page_<key>``."""

    def draw(self, key: str, surface: pygame.Surface, area: pygame.Rect) -> None:
        getattr(self, f"page_{key}")(surface, area)

    def page_pack(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        t = self.ctx.t
        ranks, (low, high) = ex.pack()
        # The four suits, one ace each, then one suit's ten cards fanned, 7 and 10 marked.
        top = self.row_height(area, 4, share=0.34)
        aces = [f"1{suit}" for suit in SUIT_ORDER]
        # The aces in the order the caption names them, read the language's way.
        centre = (area.centerx, area.top + top // 2 + self.place.px(4))
        rects = self.row(surface, aces, top, centre, reading=True)
        self.caption_fit(
            surface, t("ronda.rules.pack.suits"), rects, rects[0].bottom + self.place.px(18)
        )
        cards = ex.suit_row("c")
        height = self.row_height(area, 4.2, share=0.34)
        marked = {cards[ranks.index(low)], cards[ranks.index(high)]}
        centre = (area.centerx, area.bottom - height // 2 - self.place.px(44))
        fan = self.fan(surface, cards, height, centre, lift=marked, span=area.width)
        pair = fan[ranks.index(low)], fan[ranks.index(high)]
        # Over the two neighbours, from the 7's index to the 10's (the 10 covers the 7).
        index_w = pair[1].left - pair[0].left + round(height * 0.2)
        self.bracket(
            surface, pair[0].left + 2, pair[0].left + index_w, pair[0].top - self.place.px(20)
        )
        self.caption_fit(
            surface,
            t("ronda.rules.pack.neighbours", low=low, high=high),
            [area],
            area.bottom - self.place.px(12),
            colour=self.ctx.theme.fill,
            width=area.width,
        )

    def page_deal(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        t, place = self.ctx.t, self.place
        deal = ex.deal()
        third = area.height // 3
        height = min(round(third * 0.7), self.row_height(area, 5.2))
        # Top: the opponent's three cards face down and the stock with its count.
        y = area.top + height // 2 + place.px(2)
        backs = self.backs(surface, 3, height, (area.left + area.width // 3, y))
        self.caption_fit(surface, t("ronda.rules.opponent"), backs, backs[0].bottom + place.px(14))
        stock = self.pile(surface, deal.stock, height, (area.right - area.width // 5, y))
        self.caption_fit(
            surface,
            t("ronda.rules.deal.stock", count=deal.stock),
            [stock],
            stock.bottom + place.px(14),
        )
        # Middle: the table, four different ranks; bottom: your three cards.
        y = area.centery
        table = self.row(surface, deal.table, height, (area.centerx, y))
        self.caption_fit(surface, t("ronda.rules.table"), table, table[0].bottom + place.px(14))
        y = area.bottom - height // 2 - place.px(22)
        hand = self.row(surface, deal.hand, height, (area.centerx, y))
        self.caption_fit(surface, t("ronda.rules.you"), hand, hand[0].bottom + place.px(14))

    def page_capture(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        t, place, fill = self.ctx.t, self.place, self.ctx.theme.fill
        shown = ex.capture(ex.CAPTURE_TABLE, ex.CAPTURE_PLAY)
        # Two rows of cards, a caption and an arrow between them, two captions below.
        fits = (area.height - place.px(150)) * 100 // 224
        height = min(self.row_height(area, 4.8, share=0.3), fits)
        top = (area.centerx, area.top + height // 2 + place.px(4))
        played = self.card_at(surface, shown.played, height, top)
        you_play = t("ronda.rules.capture.you_play", card=_ranks((shown.played,)))
        self.caption_fit(surface, you_play, [played], played.bottom + place.px(14))
        y = played.bottom + place.px(56) + round(height * 0.62)
        rects = self.row(surface, shown.table, height, (area.centerx, y), marked=shown.taken)
        start = (played.centerx, played.bottom + place.px(28))
        self.arrow(surface, start, (played.centerx, min(r.top for r in rects) - place.px(10)))
        bottom = max(r.bottom for r in rects)
        count = len(shown.taken) + 1  # the played card goes to the pile with them
        taken = t("ronda.rules.capture.takes", cards=_ranks(shown.taken), count=count)
        self.caption_fit(surface, taken, rects, bottom + place.px(22), fill, area.width)
        if shown.left and shown.stop is not None:
            stays = t("ronda.rules.capture.stays", cards=_ranks(shown.left), missing=shown.stop)
            self.caption_fit(surface, stays, rects, bottom + place.px(50), width=area.width)

    def page_este(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        links = ex.este_chain(ex.ESTE_TABLE, ex.ESTE_CARDS)
        # The table the chain starts from, small, then the four fives one after another.
        small = self.row_height(area, 7.0, share=0.16)
        table = self.row(surface, ex.ESTE_TABLE, small, (area.centerx, area.top + small // 2))
        self.caption_fit(surface, t("ronda.rules.table"), table, table[0].bottom + place.px(12))
        height = self.row_height(area, 4.9, share=0.34)
        y = table[0].bottom + place.px(58) + height // 2
        cards = [link.card for link in links]  # one after another: read the language's way
        rects = self.row(surface, cards, height, (area.centerx, y), reading=True)
        room = rects[0].width + place.px(12)
        for link, rect in zip(links, rects, strict=True):
            who = t("ronda.rules.you" if link.seat == 0 else "ronda.rules.opponent")
            self.caption_fit(surface, who, [rect], rect.top - place.px(14), width=room)
            did = t("ronda.rules.este.takes" if link.taken else "ronda.rules.este.lays")
            self.caption_fit(surface, did, [rect], rect.bottom + place.px(14), width=room)
            points = f"+{link.points}" if link.points else "–"
            colour = theme.fill if link.points else theme.ink_muted
            at = (rect.centerx, rect.bottom + place.px(44))
            self.caption(surface, points, at, px=place.text_px(28), colour=colour)
        paid = join_list(t, [str(link.points) for link in links if link.points])
        line = t("ronda.rules.este.chain", points=paid)
        self.caption_fit(surface, line, [area], area.bottom - place.px(12), width=area.width)

    def page_missa(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The same capture twice: in the middle of a hand, and as the hand's last card."""
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        half = area.height // 2
        for index, final in enumerate((False, True)):
            shown = ex.capture(ex.MISSA_TABLE, ex.MISSA_PLAY, final=final)
            row = pygame.Rect(area.left, area.top + index * half, area.width, half)
            when = t("ronda.rules.missa.last_card" if final else "ronda.rules.missa.any_card")
            self.caption_fit(surface, when, [row], row.top + place.px(10), theme.ink, row.width)
            rects = self.missa_row(
                surface, shown, row.inflate(0, -place.px(40)).move(0, place.px(10))
            )
            key = "ronda.rules.missa.scores" if shown.missa else "ronda.rules.missa.none"
            colour = theme.fill if shown.missa else theme.ink_muted
            bottom = max(r.bottom for r in rects)
            line = t(key, points=shown.missa)
            self.caption_fit(surface, line, [row], bottom + place.px(20), colour, row.width)

    def missa_row(
        self, surface: pygame.Surface, shown: ex.Capture, row: pygame.Rect
    ) -> list[pygame.Rect]:
        """The played card, an arrow and the table it clears, in one line, read the
        language's way: right to left, the played card at the right and the arrow pointing left
        (the table's cards keep their sorted order)."""
        place = self.place
        height = min(self.row_height(row, 6.2), round(row.height * 0.6))
        y = row.top + place.px(10) + height // 2 + round(height * 0.12)
        centre = round(mirror_x(row.centerx + height // 2, row)) if place.rtl else None
        at = (row.centerx + height // 2 if centre is None else centre, y)
        table = self.row(surface, shown.table, height, at, shown.taken)
        # The table's edge the played card faces, and the way from that card to it.
        way = -1 if place.rtl else 1
        near = max(r.right for r in table) if place.rtl else table[0].left
        x = near - way * (place.px(14) + height * 7 // 20)
        played = self.card_at(surface, shown.played, height, (x, y))
        start = played.left - place.px(2) if place.rtl else played.right + place.px(2)
        self.arrow_along(surface, start, near - way * place.px(8), y)
        return [played, *table]

    def page_combos(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        half = area.height // 2
        for index, hands in enumerate(ex.POTS):
            row = pygame.Rect(area.left, area.top + index * half, area.width, half)
            self.pot_row(surface, ex.pot(hands), row)

    def pot_row(self, surface: pygame.Surface, shown: ex.Pot, row: pygame.Rect) -> None:
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        height = min(round(row.height * 0.5), self.row_height(row, 4.0))
        for seat, cards in enumerate(shown.hands):
            cx = row.left + row.width * (1 + 2 * seat) // 4
            cy = row.top + place.px(18) + height // 2
            rects = self.fan(surface, cards, height, (cx, cy), overlap=0.55)
            who = t("ronda.rules.you" if seat == 0 else "ronda.rules.opponent")
            kind = shown.kinds[seat]
            label = (
                who
                if kind is None
                else t(f"ronda.rules.combos.{kind}", who=who, rank=shown.ranks[seat])
            )
            colour = theme.fill if seat in shown.winners else theme.ink_muted
            self.caption_fit(
                surface,
                label,
                rects,
                rects[0].bottom + place.px(14),
                colour=colour,
                width=row.width // 2 - place.px(8),
            )
            if seat in shown.winners:
                self.crown(surface, (rects[-1].right + place.px(6), rects[-1].top + place.px(4)))
        key = "ronda.rules.combos.pot_you" if 0 in shown.winners else "ronda.rules.combos.pot"
        line = t(key, pot=shown.pot)
        self.caption_fit(
            surface,
            line,
            [row],
            row.top + place.px(18) + height + place.px(44),
            colour=theme.ink,
            width=row.width,
        )

    def page_count(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        points = ex.card_count()
        height = self.row_height(area, 3.2, share=0.34)
        top = area.top + place.px(30)
        below = top + height + place.px(30)
        for side, (pile, score) in enumerate(zip(ex.PILES, points, strict=True)):
            cx = area.left + area.width * (1 + 2 * side) // 4
            rect = self.pile(surface, pile, height, (cx, top + height // 2))
            who = t("ronda.rules.you" if side == 0 else "ronda.rules.opponent")
            self.caption_fit(surface, who, [rect], top - place.px(16), width=area.width // 2)
            cards = t("ronda.rules.count.cards", count=pile)
            self.caption(surface, cards, (cx, below), px=place.text_px(22), colour=theme.ink)
            colour = theme.fill if score else theme.ink_muted
            shown = f"+{score}" if score else "0"
            self.caption(surface, shown, (cx, below + place.px(38)), place.text_px(30), colour)
        note = t("ronda.rules.count.note", points=points[0], cards=ex.PILES[0])
        rest = below + place.px(64)
        self.note(surface, note, pygame.Rect(area.left, rest, area.width, area.bottom - rest))

    def page_match(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        half = area.height // 2
        for index, totals in enumerate(ex.RACES):
            row = pygame.Rect(area.left, area.top + index * half, area.width, half)
            self.race(surface, totals, ex.race(totals), row, ex.TARGET)

    def page_partners(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        caption = self.ctx.t("ronda.rules.partners.caption")
        if area.width > area.height * 1.6:  # a wide picture: the words beside the table
            left = area.width * 11 // 20
            self.seats_diagram(
                surface, ex.partners(), pygame.Rect(area.left, area.top, left, area.height)
            )
            words = pygame.Rect(area.left + left, area.top, area.width - left, area.height)
            self.note(surface, caption, words)
            return
        caption_h = self.place.px(64)
        table = pygame.Rect(area.left, area.top, area.width, area.height - caption_h)
        self.seats_diagram(surface, ex.partners(), table)
        self.note(surface, caption, pygame.Rect(area.left, table.bottom, area.width, caption_h))
