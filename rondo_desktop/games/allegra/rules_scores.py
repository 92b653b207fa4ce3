"""The pages of Allegra's rule book that show numbers rather than cards: the end of a round
with its doubling, and the score pad of a whole game of three rounds."""

from __future__ import annotations

import pygame

from rondo_desktop.app.i18n import join_names
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.games.allegra import rules_examples as ex
from rondo_desktop.games.allegra.rules_art import AllegraPictureKit

# Short names: three columns of numbers share a picture that can be 300 px wide.
SEAT_NAMES = ("allegra.rules.you", "allegra.rules.left_short", "allegra.rules.right_short")


class ScorePictures(AllegraPictureKit):
    def page_end(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Two rounds you closed: once not the lowest (doubled), once tied for it (not)."""
        examples = ex.doubling_examples()
        half = area.height // len(examples)
        for index, example in enumerate(examples):
            row = pygame.Rect(area.left, area.top + index * half, area.width, half)
            self._scored_row(surface, example, row)
            if index:
                y = row.top
                colour = self.shade(self.ctx.theme.panel, 0.15)
                pygame.draw.line(surface, colour, (row.left, y), (row.right, y), 1)

    def _scored_row(self, surface: pygame.Surface, example: ex.Scored, row: pygame.Rect) -> None:
        t, place, theme = self.ctx.t, self.place, self.ctx.theme
        column = row.width // len(example.scores)
        name_y = row.top + place.px(18)
        score_y = row.top + row.height * 45 // 100
        for seat, score in enumerate(example.scores):
            cx = self._column_x(row.left + column * seat + column // 2, row)
            name = t(SEAT_NAMES[seat])
            if seat == example.closer:
                name = t("allegra.rules.end.closer", name=name)
            self.caption_fit(surface, name, (cx, name_y), column - place.px(8), theme.ink)
            final = example.final[seat]
            shown = self._became(score, final) if final != score else str(score)
            lowest = score == min(example.scores)
            colour = theme.danger if final != score else theme.fill if lowest else theme.ink
            self.caption_fit(surface, shown, (cx, score_y), column, colour, place.text_px(30))
        key = "allegra.rules.end.doubled" if example.doubled else "allegra.rules.end.not_doubled"
        low = min(example.scores)
        line = t(key, score=example.scores[example.closer], low=low, final=example.final[0])
        words = pygame.Rect(row.left, score_y + place.px(20), row.width, row.bottom - score_y)
        words.height = row.bottom - words.top
        self.note(surface, line, words, theme.danger if example.doubled else theme.fill)

    def page_scoring(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A score pad: three rounds, the closers' doubled scores marked, the totals and the
        winner (the lowest) crowned."""
        t, place, theme, text = self.ctx.t, self.place, self.ctx.theme, self.ctx.text
        rounds = ex.score_pad()
        seats = len(rounds[0].scores)
        totals, winners = ex.pad_winners(rounds)
        labels = [t("allegra.rules.scoring.round", round=n + 1) for n in range(len(rounds))]
        labels.append(t("allegra.rules.scoring.total"))
        px = place.text_px(20)
        label_w = max(text.width(label, "ui_bold", px) for label in labels) + place.px(16)
        label_w = min(label_w, area.width * 2 // 5)
        column = (area.width - label_w) // seats
        lines = len(labels) + 1
        line_h = min(place.px(54), (area.height - place.px(40)) // lines)
        top = area.top + (area.height - line_h * lines - place.px(40)) // 2
        for seat in range(seats):
            cx = self._column_x(area.left + label_w + column * seat + column // 2, area)
            name = t(SEAT_NAMES[seat])
            self.caption_fit(surface, name, (cx, top + line_h // 2), column - 4, theme.ink, px)
        for index, label in enumerate(labels):
            y = top + (index + 1) * line_h + line_h // 2
            size = text.fit_px(label, "ui_bold", px, label_w - place.px(8))
            # The rows' names where a line starts: at the right in a right-to-left language.
            at = (self.place.start(area), y)
            text.blit(surface, label, "ui_bold", size, theme.ink, at, self.place.align("midleft"))
            if index == len(rounds):
                rule = y - line_h // 2
                pygame.draw.line(surface, theme.ink_muted, (area.left, rule), (area.right, rule), 2)
            for seat in range(seats):
                cx = self._column_x(area.left + label_w + column * seat + column // 2, area)
                self._pad_cell(surface, rounds, winners, index, seat, (cx, y), column)
        names = join_names(t, [t(SEAT_NAMES[seat]) for seat in winners])  # "You & Left", tied
        at = (area.centerx, top + lines * line_h + place.px(22))
        line = t("allegra.rules.scoring.wins", names=names, total=min(totals))
        self.caption_fit(surface, line, at, area.width, theme.fill)

    def _became(self, score: int, final: int) -> str:
        """ "18 -> 36": a score and what it became, pointing the way the language reads
        (drawn "36 <- 18" right to left, the digits left to right)."""
        if self.place.rtl:
            return f"{final} \N{LEFTWARDS ARROW} {score}"
        return f"{score} \N{RIGHTWARDS ARROW} {final}"

    def _column_x(self, x: int, within: pygame.Rect) -> int:
        """A column's centre, laid out left to right: the seats' columns in reading order,
        mirrored inside ``within`` for a right-to-left language."""
        return round(mirror_x(x, within)) if self.place.rtl else x

    def _pad_cell(
        self,
        surface: pygame.Surface,
        rounds: tuple[ex.Scored, ...],
        winners: tuple[int, ...],
        index: int,
        seat: int,
        centre: tuple[int, int],
        column: int,
    ) -> None:
        place, theme = self.place, self.ctx.theme
        px = place.text_px(20)
        if index == len(rounds):
            total = str(sum(r.final[seat] for r in rounds))
            won = seat in winners
            colour = theme.fill if won else theme.ink
            self.caption_fit(surface, total, centre, column - 4, colour, px)
            if won:
                width = self.ctx.text.width(total, "ui_bold", px)
                beside = (width // 2 + place.px(30)) * (-1 if place.rtl else 1)  # after it
                self.crown(surface, (centre[0] + beside, centre[1]))
            return
        scored = rounds[index]
        value = scored.final[seat]
        if seat == scored.closer and scored.doubled:
            shown = f"{value} (\N{MULTIPLICATION SIGN}2)"
            self.caption_fit(surface, shown, centre, column - 4, theme.danger, px)
        else:
            self.caption_fit(surface, str(value), centre, column - 4, theme.ink_muted, px)
