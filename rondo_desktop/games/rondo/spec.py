"""Rondo's spec for the game registry, built from the engine and players of this package.

The spec only points at Rondo's modules. The lexicon, deck, word finder
and leave values of a language are loaded when a game in it first needs them, once per process
(:mod:`rondo_desktop.games.rondo.toolboxes`, shared with the table).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.engine import (
    Action,
    Game,
    GameOptions,
    Observation,
    Phase,
    RondoError,
    game_from_json,
    game_to_json,
    wire,
)
from rondo_desktop.games.rondo.engine.actions import action_from_dict, action_to_dict
from rondo_desktop.games.rondo.engine.events import (
    Event,
    HandPenalty,
    Passed,
    Played,
    points_of,
    seen_by,
)
from rondo_desktop.games.rondo.engine.game import MAX_SEATS, MIN_SEATS, timeout_action
from rondo_desktop.games.rondo.engine.invariants import add_points, check_game
from rondo_desktop.games.rondo.engine.legal import legal_actions
from rondo_desktop.games.rondo.engine.shadow import shadow_game
from rondo_desktop.games.rondo.engine.spelling import languages
from rondo_desktop.games.rondo.players import STRENGTHS, make_player
from rondo_desktop.games.rondo.review.reviewer import RondoReviewer
from rondo_desktop.games.rondo.stats import RondoStatsKeeper
from rondo_desktop.games.rondo.toolboxes import Toolboxes, player_seed, shared_toolboxes
from rondo_desktop.games.spec import (
    GameSpec,
    GameUI,
    MatchFigures,
    Player,
    SaveRefused,
    SeatRange,
    SetupChoice,
    SetupField,
)

# The engine's languages; the first is a new game's default, as on the command line.
LANGUAGES = languages()
SCREENSHOT_SCENES = ("table", "results", "review")

RondoSpec = GameSpec[Game, Action, Observation]

# The setup screen's word list: each language by its own name, following the interface
# language until the player picks one.
WORD_LIST = SetupField(
    option="language",
    label_key="setup.lexicon",
    choices=tuple(
        SetupChoice(code, f"setup.language.{code}", f"setup.summary.language.{code}")
        for code in LANGUAGES
    ),
    summary_key="setup.summary.words",
    follows_language=True,
    language_fallback="en",  # an interface language without a word list (French) offers English
    help_key="setup.help.rondo.language",
)


def rondo_ui() -> GameUI:
    """Rondo's table, rule pages and menu picture (pygame: imported only when called)."""
    from rondo_desktop.games.rondo.ui import rondo_ui as build

    return build()


def full_state(game: Game) -> dict[str, Any]:
    """The whole position as plain data, the hidden cards and the pile's order included."""
    holder = game.holder
    return {
        "options": [game.options.seats, game.options.seed, game.options.language],
        "phase": str(game.phase),
        "current_seat": game.current_seat,
        "turn": game.turn,
        "passes_in_a_row": game.passes_in_a_row,
        "scores": list(game.scores),
        "start_value": game.observation(game.current_seat).start_value,
        "holder": None if holder is None else [list(stack) for stack in holder.stacks],
        "hands": [list(game.hand(seat)) for seat in range(game.options.seats)],
        "pile": list(game.pile_order()),
        "history": [action_to_dict(action) for action in game.history],
        "log": [event.to_dict() for event in game.log],
        "word_lists": [list(stretch) for stretch in game.word_lists],
    }


def check_invariants(game: Game) -> None:
    """The engine's invariants (cards all there, holder shape, scores = their events)."""
    totals = [0] * game.options.seats
    add_points(totals, game.log)
    check_game(game, totals)


def match_figures(game: Game) -> MatchFigures:
    """``simulate``'s figures: the final scores; the points of plays and exchanges (the hand
    penalties at the end left out) over the turns ended by a play or a pass."""
    seats = game.options.seats
    points, turns = [0] * seats, [0] * seats
    for event in game.log:
        scored = points_of(event)
        if scored is not None and not isinstance(event, HandPenalty):
            points[scored[0]] += scored[1]
        if isinstance(event, Played | Passed):  # one for every action but an exchange
            turns[event.seat] += 1
    return MatchFigures(game.final_scores(), tuple(points), tuple(turns))


def redeal_hidden(game: Game, seat: int, rng: random.Random) -> Game | None:
    """The position with the cards ``seat`` has not seen dealt anew (in the turns only)."""
    if game.phase is not Phase.TURN or game.holder is None:
        return None
    observation = game.observation(seat)
    unseen = list(observation.unseen(game.deck).elements())
    rng.shuffle(unseen)
    hands: list[tuple[str, ...]] = []
    for other, size in enumerate(observation.hand_sizes):
        if other == seat:
            hands.append(observation.hand)
        else:
            hands.append(tuple(unseen[:size]))
            del unseen[:size]
    return Game.imagine(observation, hands, unseen, game.finder)


class _LanguageHooks:
    """The spec's functions that need a language's lexicon, deck, word finder or leave model.

    They share one :class:`Toolboxes`, which loads a language when a game first needs it.
    """

    def __init__(self, boxes: Toolboxes) -> None:
        self.boxes = boxes

    def new_game(self, seats: int, seed: int, options: Mapping[str, str]) -> Game:
        language = options.get("language", LANGUAGES[0])
        toolbox = self.boxes.toolbox(language)
        game_options = GameOptions(seats=seats, seed=seed, language=language)
        # The warmed finder is shared (its tables are only read), as in simulate.
        return Game(game_options, toolbox.lexicon, toolbox.deck, finder=toolbox.finder)

    def from_json(self, text: str) -> Game:
        boxes = self.boxes

        def lexicon_for(language: str) -> Any:
            return boxes.toolbox(language).lexicon

        def deck_for(language: str) -> Any:
            return boxes.toolbox(language).deck

        try:
            return boxes.adopt_finder(game_from_json(text, lexicon_for, deck_for)[0])
        except RondoError as error:  # SaveError, and any rule the replay runs into
            raise SaveRefused(str(error)) from error

    def legal_actions(self, observation: Observation) -> list[Action]:
        return legal_actions(observation, self.boxes.toolbox(observation.language).finder)

    def shadow_from_observation(
        self, observation: Observation, events: Sequence[Any], rng: random.Random
    ) -> Game:
        finder = self.boxes.toolbox(observation.language).finder
        seen = [event for event in events if isinstance(event, Event)]
        return shadow_game(observation, seen, rng, finder)

    def computer_player(
        self, state: Game, seat: int, strength: str, *, time_budget: float | None = None
    ) -> Player[Observation, Action]:
        language = state.options.language
        return make_player(
            strength,
            self.boxes.toolbox(language),
            self.boxes.leaves(language),
            player_seed(state.options.seed, seat),
            time_budget,
        )


def rondo_spec() -> RondoSpec:
    """Rondo as the registry knows it. Nothing is loaded until a game needs its language."""
    hooks = _LanguageHooks(shared_toolboxes())  # the table's too: one warmed finder a language
    return GameSpec(
        name=NAME,
        display_key="game.rondo.name",
        seats=SeatRange(MIN_SEATS, MAX_SEATS),
        strengths=STRENGTHS,
        options={"language": LANGUAGES},
        new_game=hooks.new_game,
        to_json=game_to_json,
        from_json=hooks.from_json,
        action_to_json=action_to_dict,
        action_from_json=action_from_dict,
        legal_actions=hooks.legal_actions,
        make_player=hooks.computer_player,
        check_invariants=check_invariants,
        screenshot_scenes=SCREENSHOT_SCENES,
        full_state=full_state,
        observation_to_json=wire.observation_to_json,
        observation_from_json=wire.observation_from_json,
        event_seen_by=seen_by,
        event_to_json=wire.event_to_json,
        event_from_json=wire.event_from_json,
        game_events=wire.game_events,
        timeout_action=timeout_action,
        shadow_from_observation=hooks.shadow_from_observation,
        redeal_hidden=redeal_hidden,
        match_figures=match_figures,
        stats=RondoStatsKeeper(),
        tagline_key="game.rondo.tagline",
        setup_fields=(WORD_LIST,),
        review=RondoReviewer(hooks.boxes),
        ui=rondo_ui,
    )


__all__ = ["LANGUAGES", "NAME", "Toolboxes", "full_state", "player_seed", "rondo_spec"]
