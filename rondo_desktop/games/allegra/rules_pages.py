"""Allegra's rule book: its pages and their pictures, drawn with the table's own cards.

The examples (which cards a triple takes, who is doubled) come from
:mod:`rules_examples`, which asks the engine, so a page shows what the table would do. The
drawing helpers live in :mod:`rules_art`; this module lays out one picture a page.
"""

from __future__ import annotations

import pygame

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.games.allegra import rules_examples as ex
from rondo_desktop.games.allegra.rules_art import BACK, GAP_CELL, Shown
from rondo_desktop.games.allegra.rules_scores import ScorePictures

PAGES: tuple[str, ...] = (
    "goal",
    "area",
    "turn",
    "triples",
    "knock",
    "end",
    "scoring",
    "two",
)


class AllegraRulePictures(ScorePictures):
    """One picture per page of ``PAGES``, named ``page_<key>``."""

    def draw(self, key: str, surface: pygame.Surface, area: pygame.Rect) -> None:
        self.bounds = area
        getattr(self, f"page_{key}")(surface, area)

    def page_goal(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The thirteen values in two rows, each with how many the deck holds."""
        t, place = self.ctx.t, self.place
        counts = ex.deck_counts()
        values = sorted(counts)
        rows = (values[:7], values[7:])
        label = place.px(30)
        height = self.fit_height(area.inflate(0, -2 * label - place.px(40)), 7, 2)
        step = self.step(height)
        line = height + label + place.px(10)
        top = area.top + (area.height - 2 * line - place.px(34)) // 2
        for index, row in enumerate(rows):
            y = top + index * line + height // 2
            left = area.centerx - step * (len(row) - 1) // 2
            for column, value in enumerate(row):
                rect = self.lay(surface, value, height, (left + column * step, y))
                count = t("allegra.rules.goal.count", count=counts[value])
                self.caption_fit(surface, count, (rect.centerx, rect.bottom + label // 2), step)
        total = t("allegra.rules.goal.deck", cards=sum(counts.values()))
        at = (area.centerx, top + 2 * line + place.px(14))
        self.caption_fit(surface, total, at, area.width, self.ctx.theme.ink)

    def page_area(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Your grid between your neighbours': your area is five columns wide, the left
        neighbour's last column included; your own last column is your right neighbour's."""
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        label = place.px(26)
        across = 2 + 4 + 1 + 0.8  # two columns of the left grid, yours, one of the right
        height = self.fit_height(area.inflate(0, -2 * label - place.px(30)), across, 3)
        width, step = card_size(height)[0], self.step(height)
        gap = round(width * 0.4)
        span = step * 6 + width + 2 * gap
        left = area.centerx - span // 2
        top = (
            area.top
            + label
            + place.px(14)
            + (area.height - 2 * label - place.px(30) - (self.grid_size(height, 4)[1])) // 2
        )
        you: list[list[Shown]] = [[3, BACK, 8, BACK], [BACK, 0, BACK, 5], [11, BACK, BACK, 2]]
        others: list[list[Shown]] = [[BACK, 6], [4, BACK], [BACK, 9]]
        right: list[list[Shown]] = [[BACK], [1], [BACK]]
        neighbour = self.grid(surface, others, height, (left, top))
        mine = self.grid(surface, you, height, (left + 2 * step + gap, top))
        beyond = self.grid(surface, right, height, (left + 6 * step + 2 * gap, top))
        for row in neighbour:
            self.faded(surface, row[0])
        for row in beyond:
            self.faded(surface, row[0])
        area_cells = [row[1] for row in neighbour] + [rect for row in mine for rect in row]
        box = self.frame(surface, area_cells, theme.fill)
        shared = [row[3] for row in mine] + [row[0] for row in beyond]
        other_box = self.frame(surface, shared, self.shade(theme.accent))
        names = (
            ("allegra.rules.left", neighbour[0][0].unionall(neighbour[0][1:])),
            ("allegra.rules.you", mine[0][0].unionall(mine[0][1:])),
            ("allegra.rules.right", beyond[0][0]),
        )
        for key, rect in names:
            at = (rect.centerx, box.top - label // 2)
            self.caption_fit(surface, t(key), at, max(rect.width, step * 2), theme.ink)
        below = max(box.bottom, other_box.bottom) + label // 2 + place.px(2)
        self.caption_fit(
            surface, t("allegra.rules.area.yours"), (box.centerx, below), area.width, theme.fill
        )
        # The longest line of the page: wrapped under the other rather than shrunk away.
        words = pygame.Rect(area.left, below + label // 2, area.width, area.bottom - below)
        words.height = min(words.height, place.px(44))
        self.note(surface, t("allegra.rules.area.theirs"), words, self.shade(theme.accent))

    def page_turn(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Three ways a turn goes, one a line of three cards: where the card comes from,
        where it goes, and what leaves (or, the third way, what is turned up). The words
        stand beside the cards where the picture is wide enough, else under them."""
        t, place, text = self.ctx.t, self.place, self.ctx.text
        row_h = area.height // len(ex.TURN_LINES)
        labels = {where for line in ex.TURN_LINES for _, where, _ in line.slots}
        label_w = max(
            text.width(t(f"allegra.rules.turn.{w}"), "ui_bold", place.text_px(16)) for w in labels
        )
        height = min(self.fit_height(area, 7.5, 3.6), round(row_h * 0.7))
        width = card_size(height)[0]
        step = max(width + place.px(26), label_w + place.px(10))
        cards_w = 2 * step + width
        beside = area.width - cards_w - place.px(12) >= place.px(170)
        if not beside:  # a narrow picture: smaller cards, the words under them
            height = min(height, round(row_h * 0.45))
            width = card_size(height)[0]
            step = max(width + place.px(26), label_w + place.px(10))
            cards_w = 2 * step + width
        left = area.left if beside else area.centerx - cards_w // 2
        # The cards run the way the language reads (right to left in Arabic), the words
        # after them: the line is laid out left to right and mirrored inside the picture.
        first = left + width // 2
        if place.rtl:
            first, step = round(mirror_x(first, area)), -step
        for index, line in enumerate(ex.TURN_LINES):
            row = pygame.Rect(area.left, area.top + index * row_h, area.width, row_h)
            label_h = place.px(20)
            y = row.top + label_h + height // 2 if not beside else row.centery + place.px(8)
            rects = self._turn_cards(surface, line, height, (first, y), step)
            card, out = line.slots[0][0], line.slots[-1][0]
            words = t(line.key, card=ex.text(card), out=ex.text(out))
            if beside:
                box = pygame.Rect(rects[-1].right + place.px(12), row.top, 0, row_h)
                box.width = area.right - box.left
                if place.rtl:
                    right = rects[-1].left - place.px(12)
                    box = pygame.Rect(area.left, row.top, right - area.left, row_h)
            else:
                box = pygame.Rect(row.left, rects[-1].bottom + place.px(2), row.width, 0)
                box.height = row.bottom - box.top
            self.note(surface, words, box, align=place.align("left") if beside else "center")

    def _turn_cards(
        self,
        surface: pygame.Surface,
        line: ex.TurnLine,
        height: int,
        first: tuple[int, int],
        step: int,
    ) -> list[pygame.Rect]:
        t, place = self.ctx.t, self.place
        rects = []
        for slot, (shown, where, ringed) in enumerate(line.slots):
            rect = self.lay(surface, shown, height, (first[0] + slot * step, first[1]))
            if ringed:
                self.ring(surface, rect, selected=True)
            label = t(f"allegra.rules.turn.{where}")
            self.caption_fit(surface, label, (rect.centerx, rect.top - place.px(10)), abs(step))
            rects.append(rect)
        for a, b in line.arrows:
            if step < 0:  # right to left
                self.arrow(surface, (rects[a].left - 3, first[1]), (rects[b].right + 3, first[1]))
            else:
                self.arrow(surface, (rects[a].right + 3, first[1]), (rects[b].left - 3, first[1]))
        return rects

    def page_triples(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """An area before and after: a row through the neighbour's column and a column."""
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        shown = ex.triples()
        label = place.px(28)
        height = self.fit_height(area.inflate(0, -2 * label), 11.2, 3)
        step = self.step(height)
        size = self.grid_size(height, 5)
        top = area.top + (area.height - size[1]) // 2
        left = area.centerx - size[0] - step // 2
        after_left = area.centerx + step // 2
        if place.rtl:  # before -> after read right to left; each grid keeps its own columns
            left, after_left = after_left, left
        before = self.grid(surface, shown.before, height, (left, top), shown.removed)
        after = self.grid(surface, shown.after, height, (after_left, top))
        for rows in (before, after):
            column = [row[0] for row in rows]
            self.frame(surface, column, self.shade(theme.accent))
        middle = (area.centerx - step // 2 + 4, area.centerx + step // 2 - 4)
        if place.rtl:
            middle = (middle[1], middle[0])
        self.arrow(surface, (middle[0], area.centery), (middle[1], area.centery))
        for rows, key in ((before, "before"), (after, "after")):
            union = rows[0][0].union(rows[-1][-1])
            at = (union.centerx, union.top - label // 2 - place.px(4))
            self.caption_fit(surface, t(f"allegra.rules.triples.{key}"), at, union.width)
        neighbour = before[-1][0]
        at = (neighbour.centerx, neighbour.bottom + label // 2 + place.px(6))
        self.caption_fit(surface, t("allegra.rules.triples.neighbour"), at, step * 3)
        gaps = t("allegra.rules.triples.gaps", count=len(shown.removed))
        at = (after[-1][2].centerx, after[-1][2].bottom + label // 2 + place.px(6))
        self.caption_fit(surface, gaps, at, step * 5, theme.fill)

    def page_knock(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The knock's four steps, each a card, an arrow and where it goes."""
        columns = 4 if area.width > area.height * 2.2 else 2
        rows = 4 // columns
        cell_w, cell_h = area.width // columns, area.height // rows
        height = self.fit_height(pygame.Rect(0, 0, cell_w, cell_h - self.place.px(64)), 2.9, 1.05)
        for index, step in enumerate(ex.knock_steps()):
            box = pygame.Rect(
                area.left + (index % columns) * cell_w,
                area.top + (index // columns) * cell_h,
                cell_w,
                cell_h,
            )
            box = self.place.mirror(box, area)  # step 1 where the language starts reading
            self._knock_step(surface, box, height, index + 1, step)

    def _knock_step(
        self, surface: pygame.Surface, box: pygame.Rect, height: int, number: int, step: ex.Step
    ) -> None:
        t, place = self.ctx.t, self.place
        width = card_size(height)[0]
        y = box.top + place.px(34) + height // 2
        gap = max(place.px(30), width // 2)
        # The card moves the way the language reads: to the left in a right-to-left one.
        ahead = -1 if place.rtl else 1
        shift = gap // 2 + width // 2
        moved = self.lay(surface, step.card, height, (box.centerx - ahead * shift, y))
        into: Shown = step.into
        target = self.lay(surface, into, height, (box.centerx + ahead * shift, y))
        self.ring(surface, target, selected=True)
        if place.rtl:
            self.arrow(surface, (moved.left - 3, y), (target.right + 3, y))
            self.badge(surface, str(number), (moved.right, moved.top))
        else:
            self.arrow(surface, (moved.right + 3, y), (target.left - 3, y))
            self.badge(surface, str(number), (moved.left, moved.top))
        words = t(f"allegra.rules.knock.step{number}", card=ex.text(step.card))
        who = t(f"allegra.rules.knock.{step.whose}")
        self.caption_fit(surface, who, (target.centerx, target.top - place.px(12)), width * 2)
        text = pygame.Rect(box.left + place.px(4), moved.bottom + place.px(4), box.width - 8, 0)
        text.height = box.bottom - text.top
        self.note(surface, words, text)

    def page_two(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Two players: each one's last column belongs to both areas."""
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        words_h = place.px(70)
        height = self.fit_height(area.inflate(0, -words_h - place.px(30)), 5.5, 6.6)
        size = self.grid_size(height, 4)
        left = area.centerx - size[0] // 2
        top = area.top + place.px(22)
        # The opponent sits across: seen from you, their last column is on your left.
        theirs: list[list[Shown]] = [
            [BACK, 4, BACK, 7],
            [6, BACK, BACK, BACK],
            [BACK, BACK, 1, BACK],
        ]
        yours: list[list[Shown]] = [[BACK, 2, BACK, 5], [BACK, BACK, 9, BACK], [0, BACK, BACK, 3]]
        gap = place.px(30)
        top_rects = self.grid(surface, theirs, height, (left, top))
        your_rects = self.grid(surface, yours, height, (left, top + size[1] + gap))
        self.frame(surface, [row[0] for row in top_rects], theme.fill)
        self.frame(surface, [row[3] for row in your_rects], theme.fill)
        self.caption_fit(
            surface,
            t("allegra.rules.opponent"),
            (area.centerx, top - place.px(12)),
            size[0],
            theme.ink,
        )
        middle = top + size[1] + gap // 2
        self.caption_fit(
            surface, t("allegra.rules.you"), (area.centerx, middle), size[0], theme.ink
        )
        words = pygame.Rect(area.left, area.bottom - words_h, area.width, words_h)
        self.note(surface, t("allegra.rules.two.caption"), words, theme.fill)


__all__ = ["GAP_CELL", "PAGES", "AllegraRulePictures"]
