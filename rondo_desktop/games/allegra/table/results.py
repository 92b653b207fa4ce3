"""Allegra's end of a game: the host's results (final scores, the chart over the rounds, Play
again, the statistics) with every round's score per seat (a doubled one marked), who closed
each round, and the best round.

The host's results put the highest score first; in Allegra the lowest total wins (G-29), so
the results rank the seats by their totals negated while every number shown is the real one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.i18n import join_list
from rondo_desktop.app.scenes.results import GameResultsScene, ScoreColumn
from rondo_desktop.games.allegra import NAME
from rondo_desktop.games.stats import GameEntry

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter
    from rondo_desktop.games.allegra.table.session import AllegraSession

SCORE_COLUMNS = (
    ScoreColumn("results.allegra.round_1", 0.5),
    ScoreColumn("results.allegra.round_2", 0.62),
    ScoreColumn("results.allegra.round_3", 0.74),
    ScoreColumn("results.col.total", 0.9),
)


class FinishedAllegra:
    """The finished game as the host's results read it: lower totals rank higher."""

    def __init__(self, session: AllegraSession) -> None:
        self.allegra = session

    @property
    def game(self) -> FinishedAllegra:
        return self

    def final_scores(self) -> tuple[int, ...]:
        return tuple(-total for total in self.allegra.final_scores())

    def winners(self) -> tuple[int, ...]:
        return self.allegra.winners()

    @property
    def persons(self) -> list[int]:
        return self.allegra.persons

    def name(self, seat: int) -> str:
        return self.allegra.name(seat)

    @property
    def kinds(self) -> tuple[str, ...]:
        return self.allegra.kinds

    def score_history(self) -> list[tuple[int, ...]]:
        return self.allegra.score_history()

    @property
    def is_remote(self) -> bool:
        """A network table's game: the results offer no rematch here."""
        return bool(getattr(self.allegra, "is_remote", False))

    def take_stats_entries(self) -> Sequence[GameEntry]:
        return self.allegra.take_stats_entries()

    def close(self) -> None:
        self.allegra.close()


def setup_of(session: AllegraSession) -> GameSetup:
    """The setup of ``session``'s game, for a rematch (a new deal, the same options)."""
    options = session.game.options
    choices: dict[str, str] = {}
    spec_options = session.spec.options
    raw = options.to_dict() if hasattr(options, "to_dict") else {}
    for name in spec_options:
        value = raw.get(name)
        if isinstance(value, bool):
            choices[name] = "on" if value else "off"
        elif value is not None:
            choices[name] = str(value)
    return GameSetup(session.seats, choices, session.clock.seconds, None, NAME)


class AllegraResults(GameResultsScene):
    game_name = NAME
    chart_steps_key = "results.allegra.rounds"

    def __init__(
        self,
        ctx: AppContext,
        session: AllegraSession,
        cards: AllegraCardPainter,
        quit_when_over: bool = False,
    ) -> None:
        self.allegra = session
        self.cards = cards
        super().__init__(ctx, FinishedAllegra(session), quit_when_over)

    def winner_total_colour(self) -> tuple[int, int, int]:
        """The win colour, as the score pad lights the lowest total: red is for doubling."""
        return self.ctx.theme.fill

    def play_again(self) -> None:
        self.ctx.hooks.start_game(self.ctx, setup_of(self.allegra), slot=self.allegra.save_slot)

    def score_columns(self) -> Sequence[ScoreColumn]:
        return SCORE_COLUMNS

    def score_rows(self) -> list[list[int]]:
        game = self.allegra.game
        rows = []
        for seat in range(len(self.allegra.seats)):
            rounds = [scores[seat] for scores in game.round_scores]
            rounds += [0] * (3 - len(rounds))
            rows.append([*rounds[:3], game.totals[seat]])
        return rows

    def seat_details(self) -> list[str | None]:
        """Under each name: the rounds it closed, and which were doubled."""
        details: list[str | None] = []
        for seat in range(len(self.allegra.seats)):
            closed = [k + 1 for k, closer in enumerate(self.allegra.closers()) if closer == seat]
            doubled = [k + 1 for k, row in enumerate(self.allegra.doubled()) if row[seat]]
            parts = []
            t = self.ctx.t
            if closed:
                parts.append(t("results.allegra.closed", rounds=_list(t, closed)))
            if doubled:
                parts.append(t("results.allegra.doubled", rounds=_list(t, doubled)))
            details.append(" · ".join(parts) if parts else None)
        return details

    def draw_game_panels(self, surface: pygame.Surface) -> None:
        self._rounds(surface)
        self._best(surface)

    def _heading(self, surface: pygame.Surface, rect: pygame.Rect, key: str) -> int:
        ctx, place = self.ctx, self.place
        pad = place.px(18)
        ctx.text.blit(
            surface,
            ctx.t(key),
            "display",
            place.text_px(22),
            ctx.theme.ink,
            (place.start(rect, pad), rect.top + pad - place.px(6)),
            place.align("topleft"),
        )
        return pad

    def _rounds(self, surface: pygame.Surface) -> None:
        """Each round: who closed it and whether the closer was doubled."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "words")
        pad = self._heading(surface, rect, "results.allegra.rounds_title")
        px = place.text_px(16)
        y = rect.top + place.px(50)
        doubled = self.allegra.doubled()
        for index, closer in enumerate(self.allegra.closers()):
            if closer is None:
                text = ctx.t("results.allegra.round_no_closer", n=index + 1)
            else:
                kind = "doubled" if index < len(doubled) and doubled[index][closer] else "closed"
                name = self.names(closer)
                you = "_you" if name == ctx.t("table.you") else ""  # "you were", not "you was"
                text = ctx.t(f"results.allegra.round_{kind}{you}", n=index + 1, name=name)
            fit = ctx.text.fit_px(text, "ui", px, rect.width - pad * 2)
            at, corner = (place.start(rect, pad), y), place.align("topleft")
            ctx.text.blit(surface, text, "ui", fit, theme.ink, at, corner)
            y += place.px(28)

    def _best(self, surface: pygame.Surface) -> None:
        """The lowest round score of the game, and whose it was."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "best_word")
        pad = self._heading(surface, rect, "results.allegra.best_round")
        best: tuple[int, int, int] | None = None
        for index, scores in enumerate(self.allegra.game.round_scores):
            for seat, score in enumerate(scores):
                if best is None or score < best[0]:
                    best = (score, seat, index)
        if best is None:
            return
        score, seat, index = best
        text = ctx.t("results.allegra.best_line", name=self.names(seat), n=index + 1, score=score)
        fit = ctx.text.fit_px(text, "ui_bold", place.text_px(18), rect.width - pad * 2)
        at, corner = (place.start(rect, pad), rect.top + place.px(56)), place.align("topleft")
        ctx.text.blit(surface, text, "ui_bold", fit, theme.ink, at, corner)


def _list(t: Callable[..., str], numbers: list[int]) -> str:
    """Round numbers with the language's comma between them (Arabic's "، ")."""
    return join_list(t, [str(n) for n in numbers])
