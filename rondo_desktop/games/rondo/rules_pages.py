"""Rondo's rule book: its pages and their pictures, drawn from the real card art.

Example words come from the catalog (HAUS in German, HOME in English, CASA in Spanish), so the
pictures read naturally in every language; card values come from the engine's deck and the
bonus from the engine's rule, so a page shows what the table scores.
"""

from __future__ import annotations

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.cards import CardLook, card_size
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.app.scenes.rule_book import RulePictures
from rondo_desktop.games.rondo.engine.cards import DELETE, JOKER, load_deck
from rondo_desktop.games.rondo.engine.errors import DeckError
from rondo_desktop.games.rondo.engine.play import bonus as play_bonus
from rondo_desktop.games.rondo.picture import letter_value

PAGES: tuple[str, ...] = ("cards", "holder", "turn", "build", "scoring", "start_end")


def example_letters(language: str) -> tuple[str, str]:
    """The deck's most common letter (the cheapest of those) and its rarest (the dearest): the
    cards page's "common letter" and "rare letter", true for every language's deck rather than
    E and Q, which is wrong for Spanish (A is its common letter, worth 1)."""
    for lang in (language, "de"):
        try:
            letters = load_deck(lang).letters
        except (DeckError, OSError, ValueError):
            continue
        if letters:
            common = max(letters, key=lambda c: (letters[c].count, -letters[c].value))
            rare = min(letters, key=lambda c: (letters[c].count, -letters[c].value))
            return common, rare
    return "E", "Q"


class RondoRulePictures(RulePictures):
    """One picture per page of ``PAGES``, named ``page_<key>``."""

    def draw(self, key: str, surface: pygame.Surface, area: pygame.Rect) -> None:
        painters = {
            "cards": self.page_cards,
            "holder": self.page_holder,
            "turn": self.page_turn,
            "build": self.page_build,
            "scoring": self.page_scoring,
            "start_end": self.page_start_end,
        }
        painters[key](surface, area)

    # Cards ----------------------------------------------------------------------------------

    def _letter(self, letter: str) -> CardLook:
        return CardLook("letter", letter, letter_value(letter, self.ctx.settings.language))

    def _joker(self, letter: str = "") -> CardLook:
        value = letter_value(JOKER, self.ctx.settings.language)  # the deck's, as at the table
        return CardLook("joker", letter, value, self.ctx.t("card.joker"))

    def _delete(self) -> CardLook:
        value = letter_value(DELETE, self.ctx.settings.language)
        return CardLook("delete", "", value, self.ctx.t("card.delete"))

    # Pictures, one a page --------------------------------------------------------------

    def page_cards(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        ctx = self.ctx
        height = min(round(area.height * 0.42), round(area.width / 3.6 / 0.7))
        common, rare = example_letters(ctx.settings.language)
        looks = [
            (self._letter(common), ctx.t("rules.cards.common")),
            (self._letter(rare), ctx.t("rules.cards.rare")),
            (self._joker(), ctx.t("rules.cards.joker")),
            (self._delete(), ctx.t("rules.cards.delete")),
        ]
        width, _ = card_size(height)
        gap = (area.width - width * 2) // 3
        for index, (look, caption) in enumerate(looks):
            column, row = index % 2, index // 2
            cx = area.left + gap + width // 2 + column * (width + gap)
            cy = area.top + round(area.height * (0.25 + row * 0.5)) - self.place.px(10)
            rect = self.card(surface, look, height, (cx, cy))
            self.caption(surface, caption, (cx, rect.bottom + self.place.px(16)))

    def _example_holder(self, word: str, joker_last: bool, deletes: int) -> list[CardLook | None]:
        looks: list[CardLook | None] = [self._delete() for _ in range(deletes)]
        for index, letter in enumerate(word):
            last = index == len(word) - 1
            looks.append(self._joker(letter) if joker_last and last else self._letter(letter))
        return looks

    def page_holder(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        ctx, place = self.ctx, self.place
        word = ctx.t("rules.example.word")
        looks = self._example_holder(word, joker_last=True, deletes=1)
        holder = pygame.Rect(
            area.left, area.top + area.height // 6, area.width, round(area.height * 0.42)
        )
        slots = ctx.cards.draw_holder(surface, holder, looks, ctx.theme)
        notation = "-" + word[:-1] + word[-1].lower()
        self.caption(
            surface,
            notation,
            (area.centerx, holder.bottom + place.px(36)),
            px=place.px(30),
            colour=ctx.theme.ink,
        )
        self.caption(
            surface,
            ctx.t("rules.holder.caption", word=word),
            (area.centerx, holder.bottom + place.px(76)),
        )
        # Brackets under the run of letters show where "the word" is.
        run = slots[1].union(slots[-1])
        y = holder.top - place.px(14)
        colour = ctx.theme.fill
        pygame.draw.line(surface, colour, (run.left, y), (run.right, y), place.px(3))
        for x in (run.left, run.right):
            pygame.draw.line(surface, colour, (x, y), (x, y + place.px(10)), place.px(3))
        self.caption(
            surface, ctx.t("rules.holder.word"), (run.centerx, y - place.px(14)), colour=colour
        )

    def page_turn(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        ctx, place = self.ctx, self.place
        # The hourglass: sand mostly fallen, like late in a turn.
        glass = pygame.Rect(0, 0, round(area.width * 0.26), round(area.height * 0.5))
        glass.midtop = (area.centerx, area.top + place.px(4))
        self._hourglass(surface, glass)
        self.caption(
            surface, ctx.t("rules.turn.timer"), (area.centerx, glass.bottom + place.px(18))
        )
        self._fanned_hand(surface, area)
        self.caption(surface, ctx.t("rules.turn.hand"), (area.centerx, area.bottom))

    def _hourglass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        place, theme = self.place, self.ctx.theme
        frame = theme.wood
        pygame.draw.rect(
            surface,
            frame,
            (glass.left, glass.top, glass.width, place.px(12)),
            border_radius=place.px(4),
        )
        pygame.draw.rect(
            surface,
            frame,
            (glass.left, glass.bottom - place.px(12), glass.width, place.px(12)),
            border_radius=place.px(4),
        )
        inner = glass.inflate(-place.px(24), -place.px(28))
        neck = (inner.centerx, inner.centery)
        top = [
            inner.topleft,
            inner.topright,
            (neck[0] + place.px(4), neck[1]),
            (neck[0] - place.px(4), neck[1]),
        ]
        bottom = [
            (neck[0] - place.px(4), neck[1]),
            (neck[0] + place.px(4), neck[1]),
            inner.bottomright,
            inner.bottomleft,
        ]
        glass_colour = lerp_colour(theme.panel, (200, 225, 235), 0.6)
        pygame.draw.polygon(surface, glass_colour, top)
        pygame.draw.polygon(surface, glass_colour, bottom)
        self._sand(surface, inner)
        edge = lerp_colour(frame, (0, 0, 0), 0.2)
        pygame.draw.polygon(surface, edge, top, max(1, place.px(2)))
        pygame.draw.polygon(surface, edge, bottom, max(1, place.px(2)))

    def _sand(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        """A little sand left above the neck, a heap below and the thread falling between."""
        place, sand = self.place, self.ctx.theme.accent
        neck = (inner.centerx, inner.centery)
        level = inner.height // 2 * 0.3
        pygame.draw.polygon(
            surface,
            sand,
            [
                (neck[0] - (level / (inner.height / 2)) * inner.width / 2, neck[1] - level),
                (neck[0] + (level / (inner.height / 2)) * inner.width / 2, neck[1] - level),
                (neck[0] + place.px(3), neck[1]),
                (neck[0] - place.px(3), neck[1]),
            ],
        )
        pile = inner.height // 2 * 0.55
        pygame.draw.polygon(
            surface,
            sand,
            [
                (inner.left + place.px(2), inner.bottom),
                (inner.right - place.px(2), inner.bottom),
                (neck[0] + inner.width * 0.2, inner.bottom - pile),
                (neck[0] - inner.width * 0.2, inner.bottom - pile),
            ],
        )
        pygame.draw.line(surface, sand, neck, (neck[0], inner.bottom - pile), max(1, place.px(2)))

    def _fanned_hand(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The example hand of seven, fanned along the bottom of the picture."""
        place = self.place
        hand = self.ctx.t("rules.example.hand")
        height = round(area.height * 0.26)
        width, _ = card_size(height)
        count = len(hand)
        for index, card in enumerate(hand):
            spread = index - (count - 1) / 2
            if card == "?":
                look = self._joker()
            elif card == "-":
                look = self._delete()
            else:
                look = self._letter(card)
            cx = area.centerx + round(spread * width * 0.58)
            cy = area.bottom - height // 2 - place.px(34) + round(abs(spread) ** 1.7 * place.px(4))
            self.card(surface, look, height, (cx, cy), angle=-spread * 5)

    def page_build(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        ctx, place = self.ctx, self.place
        before = ctx.t("rules.example.word")
        after = ctx.t("rules.example.changed")
        longer = ctx.t("rules.example.longer")
        rows = [
            (self._example_holder(before, False, 0), None, before),
            (self._example_holder(after, False, 0), {0}, after),
            (self._example_holder(longer, False, 0), None, longer),
            (
                [*self._example_holder(longer[:-1], False, 0), self._delete()],
                {len(longer) - 1},
                longer[:-1],
            ),
        ]
        row_h = area.height // 4
        half = area.width // 2
        for index, (looks, highlight, word) in enumerate(rows):
            column = index % 2
            row = index // 2
            rect = pygame.Rect(
                area.left + column * half, area.top + row * row_h * 2, half, round(row_h * 1.25)
            )
            # Before -> after is a sequence: right to left in a right-to-left language (the
            # words on the holders stay as they are spelt).
            rect = place.mirror(rect, area)
            ctx.cards.draw_holder(
                surface, rect.inflate(-place.px(12), 0), looks, ctx.theme, highlight=highlight
            )
            self.caption(
                surface,
                word,
                (rect.centerx, rect.bottom + place.px(16)),
                px=place.px(20),
                colour=ctx.theme.ink,
            )
            if column == 1:
                arrow_y = rect.centery
                x0, x1 = area.left + half - place.px(18), area.left + half + place.px(6)
                if place.rtl:
                    x0, x1 = round(mirror_x(x0, area)), round(mirror_x(x1, area))
                pygame.draw.polygon(
                    surface,
                    ctx.theme.fill,
                    [(x0, arrow_y - place.px(10)), (x1, arrow_y), (x0, arrow_y + place.px(10))],
                )
        for row, key in enumerate(("rules.build.cover", "rules.build.delete")):
            y = area.top + row * row_h * 2 + round(row_h * 1.25) + place.px(48)
            self.caption(surface, ctx.t(key), (area.centerx, y))

    def page_scoring(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        word = ctx.t("rules.example.changed")
        looks = [*self._example_holder(word, False, 0)]
        holder = pygame.Rect(area.left, area.top, area.width, round(area.height * 0.36))
        new = {0, 1, 2}  # the example play's new cards, highlighted
        slots = ctx.cards.draw_holder(surface, holder, looks, theme, highlight=new)
        values = [letter_value(letter, ctx.settings.language) for letter in word]
        for slot, value in zip(slots, values, strict=True):
            self.caption(
                surface,
                f"{value:+d}".replace("+", ""),
                (slot.centerx, holder.bottom + place.px(20)),
                px=place.px(20),
                colour=theme.ink,
            )
        cards = len(new)
        bonus = play_bonus(cards)  # the engine's rule, so the page says what the table scores
        lines = [
            ctx.t(
                "rules.scoring.sum", values=" + ".join(str(v) for v in values), total=sum(values)
            ),
            ctx.t("rules.scoring.bonus", cards=cards, bonus=bonus),
            ctx.t("rules.scoring.total", total=sum(values) + bonus),
        ]
        y = bottom = holder.bottom + place.px(64)
        for index, line in enumerate(lines):
            last = index == len(lines) - 1
            px, role = place.px(24 if last else 19), "ui_bold" if last else "ui"
            if last:
                # Below the line above as drawn: an Arabic line reaches lower than the spacing.
                rule = max(y - 8, bottom)
                pygame.draw.line(
                    surface,
                    theme.panel_edge,
                    (area.left + area.width // 6, rule),
                    (area.right - area.width // 6, rule),
                    max(1, place.px(2)),
                )
                y = rule + 8
            ctx.text.blit(surface, line, role, px, theme.ink, (area.centerx, y), "midtop")
            bottom = y + ctx.text.line_height(role, px, line)
            y += round(px * 1.7)
        self.caption(surface, ctx.t("rules.scoring.penalty"), (area.centerx, area.bottom - 8))

    def page_start_end(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        words = ctx.t("rules.example.start_words").split()
        sums = [sum(letter_value(c, ctx.settings.language) for c in w) for w in words]
        best = max(range(len(words)), key=lambda i: sums[i])
        row_h = area.height // (len(words) + 1)
        height = round(row_h * 0.78)
        width, _ = card_size(height)
        for index, word in enumerate(words):
            cy = area.top + row_h // 2 + index * row_h
            for j, letter in enumerate(word):
                self.card(
                    surface,
                    self._letter(letter),
                    height,
                    (area.left + width // 2 + place.px(30) + j * (width + place.px(6)), cy),
                )
            colour = theme.fill if index == best else theme.ink_muted
            label = ctx.t("rules.start.points", points=sums[index])
            x = area.left + place.px(30) + 3 * (width + place.px(6)) + place.px(24)
            ctx.text.blit(surface, label, "ui_bold", place.px(22), colour, (x, cy), "midleft")
            if index == best:
                self.crown(
                    surface, (x + ctx.text.width(label, "ui_bold", place.px(22)) + place.px(30), cy)
                )
        self.caption(
            surface, ctx.t("rules.start.caption"), (area.centerx, area.bottom - row_h // 2)
        )
