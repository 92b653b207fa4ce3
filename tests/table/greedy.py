"""A simple greedy chooser for session tests (the real computer players live in players/)."""

from __future__ import annotations

from rondo_desktop.engine import Action, Observation, Pass, Phase, PlayWord
from rondo_desktop.engine.wordfinder import WordFinder


def greedy_factory(finder: WordFinder):
    def factory(_seat: int, _strength: str):
        def choose(observation: Observation, _time_left: float | None = None) -> Action:
            if observation.phase is Phase.START:
                words = [o for o in finder.start_words(list(observation.hand))
                         if o.score == observation.start_value]  # fmt: skip
                return PlayWord(words[0].placements)
            plays = finder.plays(observation.holder, list(observation.hand))
            return PlayWord(plays[0].placements) if plays else Pass()

        return choose

    return factory
