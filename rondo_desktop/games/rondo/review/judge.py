"""One move judged: the engine says what it scored and what the best play was; the Hard
player's evaluation (the Expert's basis) says how much equity it gave away.

Nothing here scores a play: the points are the engine's :class:`PlayOutcome` (``game.check``
for the move played, the word finder's ``top`` for the best plays), the equity is
:class:`~rondo_desktop.games.rondo.players.hard.HardPlayer`'s ``play_equity``,
``pass_equity`` and ``exchange_equity``.

The choices a move is measured against are the plays and the pass:

- a play or a pass loses ``max(best play's equity, pass's equity) - its own equity``;
- an exchange is priced as Hard prices one (-2 a card + the mean best equity of sampled
  draws) and loses what a play or the pass would have been worth beyond that: "was there a
  play worth more than the exchange's cost?". Exchanges are not offered as the better choice
  to a play or a pass: their worth is an estimate from random draws, and a move that was
  made is not blamed against a guess.

The draws an exchange is priced on come from a generator seeded by the game's seed and the
position, so the same save always gets the same review.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from rondo_desktop.games.rondo.engine import (
    Action,
    Exchange,
    Game,
    Observation,
    Pass,
    Phase,
    PlayOutcome,
    PlayWord,
    RondoError,
    Timeout,
)
from rondo_desktop.games.rondo.engine.game import EXCHANGE_COST
from rondo_desktop.games.rondo.players.base import Toolbox, decision_rng, kept_cards
from rondo_desktop.games.rondo.players.hard import MAX_RANKED, HardPlayer
from rondo_desktop.games.rondo.players.leaves import LeaveModel
from rondo_desktop.games.rondo.review.model import (
    TOP_OPTIONS,
    Kind,
    Option,
    TurnReview,
    verdict_of,
)

# Plays by score whose equity is compared: Hard's own reach, so "best" means what Hard
# would have found.
RANKED = MAX_RANKED
EXCHANGE_SAMPLES = 8  # draws an exchange is priced on: twice Hard's, for a steadier figure
SALT = "review"  # the exchange draws' seed salt, apart from every player's


@dataclass(frozen=True)
class _Choices:
    """What the seat could do in the position: the best plays and what they are worth."""

    plays: list[PlayOutcome]  # by score, best first
    best_play: float  # the best play's equity (-inf when there is none)
    pass_equity: float


@dataclass
class Judge:
    """Judges moves of one language's games; one Hard player, reused for every move."""

    toolbox: Toolbox
    leaves: LeaveModel
    ranked: int = RANKED
    exchange_samples: int = EXCHANGE_SAMPLES
    _players: dict[int, HardPlayer] = field(default_factory=dict, init=False, repr=False)

    def hard_for(self, game: Game) -> HardPlayer:
        """The Hard player for ``game``'s word list (an old save replays on an older one)."""
        key = id(game.lexicon)
        player = self._players.get(key)
        if player is None:
            toolbox = self.toolbox
            if game.lexicon is not toolbox.lexicon:
                toolbox = Toolbox(game.deck, game.lexicon, game.finder)
            # Only the exchange pricing draws at random, with the review's own generator.
            player = self._players[key] = HardPlayer(toolbox, self.leaves)
        return player

    def judge(self, game: Game, action: Action, index: int = 0) -> TurnReview:
        """``action`` in the position ``game`` (not changed), judged; ``scores`` is left
        empty for the caller, who applies the action, to fill in.

        Raises :class:`RondoError` for an action the rules refuse, and for a game that is
        not in its turns (the start word is not judged).
        """
        if game.phase is not Phase.TURN or game.holder is None:
            raise RondoError("only a move after the start word can be judged")
        hard = self.hard_for(game)
        seat = game.current_seat
        observation = game.observation(seat)
        choices = self._choices(hard, game, observation)
        kind, played, word, points, equity, alternative = self._move(
            hard, game, observation, action, choices
        )
        loss = max(0.0, alternative - equity) if math.isfinite(alternative) else 0.0
        best = choices.plays[0] if choices.plays else None
        best_points = best.score if best is not None else 0
        return TurnReview(
            index=index,
            turn=game.turn,
            seat=seat,
            kind=kind,
            holder=game.holder.row,
            hand="".join(observation.hand),
            played=played,
            word=word,
            exchanged="".join(action.cards) if isinstance(action, Exchange) else None,
            points=points,
            best=best.holder.row if best is not None else None,
            best_word=best.word if best is not None else None,
            best_points=best_points,
            missed=max(0, best_points - points),
            loss=loss,
            verdict=verdict_of(loss),
            options=tuple(
                Option(o.holder.row, o.word, o.score) for o in choices.plays[:TOP_OPTIONS]
            ),
            scores=(),
        )

    def _choices(self, hard: HardPlayer, game: Game, observation: Observation) -> _Choices:
        assert observation.holder is not None
        plays = hard.toolbox.finder.top(observation.holder, observation.hand, self.ranked)
        rated = hard.rank(plays, observation, observation.hand)
        best_play = rated[0].equity if rated else -math.inf
        return _Choices(plays, best_play, hard.pass_equity(observation, observation.hand))

    def _move(
        self,
        hard: HardPlayer,
        game: Game,
        observation: Observation,
        action: Action,
        choices: _Choices,
    ) -> tuple[Kind, str, str | None, int, float, float]:
        """(kind, played, word, points, its equity, the best alternative's equity)."""
        others = max(choices.best_play, choices.pass_equity)
        if isinstance(action, PlayWord):
            outcome = game.check(action)
            assert outcome is not None  # a play in the turns always has an outcome
            equity = hard.play_equity(outcome, observation, observation.hand)
            return "play", outcome.holder.row, outcome.word, outcome.score, equity, others
        if isinstance(action, Exchange):
            game.check(action)
            keep = tuple(kept_cards(observation.hand, action.cards))
            rng = decision_rng(game.options.seed, observation, SALT)
            equity = hard.exchange_equity(observation, keep, rng, self.exchange_samples)
            return "exchange", "exchange", None, -EXCHANGE_COST * len(action.cards), equity, others
        if isinstance(action, Pass | Timeout):
            game.check(action)
            return "pass", "pass", None, 0, choices.pass_equity, choices.best_play
        raise TypeError(f"not an action: {action!r}")

    def judge_move(self, game: Game, action: Action) -> TurnReview:
        """``judge`` with the scores after the move, worked out on a copy of ``game``."""
        review = self.judge(game, action, len(game.history))
        after = game.clone()
        after.apply(action)
        return replace(review, scores=after.scores)
