"""What a game tells the host: one typed spec object per game (see :mod:`rondo_desktop.games`).

The host (command line, conformance suite; later the app's menus, saves and statistics) knows a
game only through its :class:`GameSpec`. A game's state follows OpenSpiel's shape
(:class:`GameState`): whose turn it is, apply an action, an observation per seat, clone,
returns. Everything that needs the game's own data (word lists, decks, trained tables) is
loaded by the spec's functions when first needed, never when the spec is built, so naming or
listing the games costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, Self, TypeVar

if TYPE_CHECKING:  # the app's types, for the GameUI protocol only: the spec never loads pygame
    import pygame

    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.app.session.remote import RemoteStart

from rondo_desktop.games.stats import BasicStatsKeeper, StatsKeeper

ActionT = TypeVar("ActionT")
ObservationT = TypeVar("ObservationT")
StateT = TypeVar("StateT", bound="GameState[Any, Any]")
ActionT_contra = TypeVar("ActionT_contra", contravariant=True)
ObservationT_co = TypeVar("ObservationT_co", covariant=True)
StateT_contra = TypeVar("StateT_contra", contravariant=True)
ObservationT_contra = TypeVar("ObservationT_contra", contravariant=True)
ActionT_co = TypeVar("ActionT_co", covariant=True)

# A value that json.dumps writes and json.loads gives back unchanged.
JSONValue = Any


class GameState(Protocol[ActionT_contra, ObservationT_co]):
    """One game in progress, as the host drives it (OpenSpiel's state, in our words)."""

    @property
    def current_seat(self) -> int:
        """The seat whose turn it is."""
        ...

    @property
    def is_over(self) -> bool: ...

    def apply(self, action: ActionT_contra, seat: int | None = None) -> Sequence[object]:
        """Apply the current seat's action (``seat`` refuses a stale one); returns the events."""
        ...

    def legal_actions(self) -> Sequence[object]:
        """Every action the current seat may choose (the spec's ``legal_actions`` of its
        observation must give the same list)."""
        ...

    def observation(self, seat: int) -> ObservationT_co:
        """What ``seat`` may know: the public state and its own hidden cards, nothing more."""
        ...

    def returns(self) -> tuple[float, ...]:
        """Each seat's share of the win, once the game is over."""
        ...

    def clone(self) -> Self:
        """An independent copy."""
        ...


class Player(Protocol[ObservationT_contra, ActionT_co]):
    """A computer seat: it sees only its observation and answers with a legal action."""

    def choose(
        self, observation: ObservationT_contra, time_left: float | None = None
    ) -> ActionT_co: ...


class PlayerFactory(Protocol[StateT_contra, ObservationT_contra, ActionT_co]):
    """Builds the computer player of a seat, seeded by the game's one seeding rule."""

    def __call__(
        self, state: StateT_contra, seat: int, strength: str, *, time_budget: float | None = None
    ) -> Player[ObservationT_contra, ActionT_co]:
        """The ``strength`` player for ``seat`` of the game ``state``.

        ``time_budget`` caps its seconds per move (None: its own default). A player that
        thinks against the clock may choose differently on a slower machine; a budget far
        above its need makes it depend on the seed alone.
        """
        ...


@dataclass(frozen=True)
class SeatRange:
    """How many seats a game of this kind has, both ends included."""

    minimum: int
    maximum: int

    def __post_init__(self) -> None:
        if not 1 <= self.minimum <= self.maximum:
            raise ValueError(f"a seat range needs 1 <= minimum <= maximum, not {self}")

    def __contains__(self, seats: object) -> bool:
        return isinstance(seats, int) and self.minimum <= seats <= self.maximum


@dataclass(frozen=True)
class MatchFigures:
    """A finished game's figures per seat, for ``simulate``'s mean score and points per turn.

    ``points`` are the points a seat earned by its own moves (Rondo leaves out the hand
    penalties at the end) and ``turns`` the turns it took (Rondo does not count an exchange);
    left as None they are the final scores and every action of the seat.
    """

    scores: tuple[float, ...]
    points: tuple[float, ...] | None = None
    turns: tuple[int, ...] | None = None


class SaveRefused(ValueError):
    """A saved game that cannot be restored (not JSON, another game's, impossible moves)."""


@dataclass(frozen=True)
class SetupChoice:
    """One value a setup field offers: the option's value and how players read it."""

    value: str
    label_key: str  # translation key of the value on the setup screen
    summary_key: str = ""  # ... and in the summary line under the form ("": its label)
    # False leaves the field out of the summary line while this value is chosen (a variant
    # that is off: the line names the rules that differ, not every one that does not).
    in_summary: bool = True


@dataclass(frozen=True)
class SetupField:
    """One option of a new game as the setup screen offers it (a row with a stepper).

    ``option`` is one of the spec's ``options``; the choices are that option's values, in
    the order the stepper steps through them. ``summary_key`` is this field's part of the
    summary line under the form, with ``{value}`` for the chosen value ("" leaves it out).
    With ``follows_language`` the field shows the choice whose value is the interface
    language until the player picks one (Rondo's word list), or ``language_fallback`` when
    the interface language is none of its choices (French has no word list: English).
    """

    option: str
    label_key: str
    choices: tuple[SetupChoice, ...]
    summary_key: str = ""
    follows_language: bool = False
    language_fallback: str = ""
    # The numbers of seats the field means something at ((): any). At another number the
    # setup screen shows it greyed out and the game gets its first value (Ronda's V-02, a
    # deal for four players only).
    seats: tuple[int, ...] = ()
    # A sentence saying what the option changes, shown on the setup screen while its row has
    # the focus ("": none): "Dealer's last card: Must capture: ±5" alone means little to a
    # player who has not met the rule.
    help_key: str = ""

    def __post_init__(self) -> None:
        if self.language_fallback and self.language_fallback not in self.values():
            raise ValueError(f"{self.option!r} cannot fall back to {self.language_fallback!r}")

    def values(self) -> tuple[str, ...]:
        return tuple(choice.value for choice in self.choices)

    def applies_to(self, seats: int) -> bool:
        return not self.seats or seats in self.seats

    def choice(self, value: str) -> SetupChoice:
        for choice in self.choices:
            if choice.value == value:
                return choice
        raise ValueError(f"the setup field {self.option!r} has no choice {value!r}")


Slot = Literal["menu", "play"]  # the save slots (app/saves.py): the menu's and `play`'s


class GameUI(Protocol):
    """A game's pygame side, as the host app uses it; ``GameSpec.ui()`` builds it on demand.

    The host never imports a game's table, rule pages or pictures: the menu, the setup
    screen, ``play`` and ``screenshot`` reach them through this object. One is built per
    run of the app and kept, so it may hold what it loaded (a warmed word finder).
    """

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None:
        """Deal a new game of ``setup`` (checked against the spec), saving to ``slot``, and
        put its table on the stack (``ctx.speed`` and ``ctx.quit_when_over`` apply)."""
        ...

    def continue_game(self, ctx: AppContext, *, slot: Slot = "menu") -> None:
        """Resume the game saved in ``slot``, or tell the player why it cannot be."""
        ...

    def rules_scene(self, ctx: AppContext, page: int = 0) -> Scene:
        """How to play this game, open at ``page`` (counted from 0, kept within the pages)."""
        ...

    def draw_picture(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        """The menu card's picture, drawn to fit ``area``; ``seconds`` since the menu opened
        lets it move gently. Called every frame: cache what is costly."""
        ...

    def screenshot_scene(self, ctx: AppContext, scene: str, seed: int) -> Scene:
        """One of the spec's ``screenshot_scenes`` in a position worth showing, from ``seed``
        (``rondo-desktop screenshot --game G --scene X``)."""
        ...


class ReviewUI(Protocol):
    """The review scene of a game whose spec has ``review``: an optional part of its
    :class:`GameUI`. The host asks for it with :func:`review_scene_of`, so a game without a
    review (Ronda, Allegra) need not have the method."""

    def review_scene(
        self,
        ctx: AppContext,
        save_data: Mapping[str, Any],
        *,
        names: Sequence[str] | None = None,
        persons: Sequence[int] | None = None,
        back_to: str | None = None,
    ) -> Scene:
        """The game in ``save_data`` (its own save, envelope opened) reviewed move by move;
        ``names``/``persons`` from the session when the host has them, ``back_to`` the
        scene to return to (None: back to the one below)."""
        ...


def review_scene_of(ui: object) -> Callable[..., Scene] | None:
    """``ui``'s ``review_scene``, or None when its game offers no review scene."""
    method = getattr(ui, "review_scene", None)
    return method if callable(method) else None


class RemoteTableUI(Protocol):
    """The table of a game played over the network (issue 17): an optional part of a game's
    :class:`GameUI`. The host asks for it with :func:`remote_table_scene_of`; a game without
    it (or whose spec has no ``shadow_from_observation``) is not offered at a network table."""

    def remote_table_scene(self, ctx: AppContext, remote: RemoteStart) -> Scene:
        """The game's own table scene, its session the game's session class with
        ``app/session/remote.py``'s ``RemoteSession`` mixed in, built on the shadow game of
        ``remote`` (the link, the seat and the host's first state)."""
        ...


def remote_table_scene_of(ui: object) -> Callable[..., Scene] | None:
    """``ui``'s ``remote_table_scene``, or None when its game has no network table."""
    method = getattr(ui, "remote_table_scene", None)
    return method if callable(method) else None


Progress = Callable[[int, int], None]  # (moves judged, moves to judge)


class GameReviewer(Protocol):
    """A game's review of a saved game, move by move (``GameSpec.review``).

    ``data`` is the game's own save (the host has opened its envelope). ``review`` raises
    :class:`SaveRefused` for a save that is not a possible game; it calls ``progress`` after
    each move judged. The other two turn its result into ``rondo-desktop review``'s output.
    """

    def review(self, data: Mapping[str, Any], progress: Progress | None = None) -> Any:
        """The game's review object (the game's own type: its UI reads it)."""
        ...

    def to_json(self, review: Any) -> list[dict[str, JSONValue]]:
        """``review --json``: one object per move after the start phase."""
        ...

    def to_lines(self, review: Any) -> list[str]:
        """``review`` without ``--json``: one readable line per move, then each seat's
        summary."""
        ...


def _cannot_redeal(state: object, seat: int, rng: random.Random) -> None:
    return None


@dataclass(frozen=True)
class GameSpec(Generic[StateT, ActionT, ObservationT]):
    """Everything the host needs to know about one game, and nothing it must not.

    ``options`` are the choices a new game takes besides its seats and seed (for Rondo the word
    list's language), each with its allowed values, the first being the default;
    ``new_game`` receives them as a mapping in which a missing option takes its default.
    """

    name: str  # the command line's and the save's name for the game: lowercase, no spaces
    display_key: str  # translation key of the name players read
    seats: SeatRange
    strengths: tuple[str, ...]  # the computer players, weakest first
    options: Mapping[str, tuple[str, ...]]
    new_game: Callable[[int, int, Mapping[str, str]], StateT]  # (seats, seed, options)
    to_json: Callable[[StateT], str]
    from_json: Callable[[str], StateT]  # raises SaveRefused for what it cannot restore
    action_to_json: Callable[[ActionT], JSONValue]
    action_from_json: Callable[[JSONValue], ActionT]
    legal_actions: Callable[[ObservationT], list[ActionT]]  # what the observing seat may do
    make_player: PlayerFactory[StateT, ObservationT, ActionT]
    check_invariants: Callable[[StateT], None]  # raises AssertionError naming the broken one
    screenshot_scenes: tuple[str, ...]  # the game's own scenes for `screenshot --scene`
    # For the conformance suite: the state as plain data, hidden parts included (two states
    # are the same game position when these are equal) ...
    full_state: Callable[[StateT], JSONValue]
    # ... and the same position with everything ``seat`` cannot see dealt again at random
    # (None where the game cannot, e.g. before the first turn), to prove observations hide it.
    redeal_hidden: Callable[[StateT, int, random.Random], StateT | None] = field(
        default=_cannot_redeal
    )
    # ``simulate``'s figures of a finished game. None: each seat's score is its share of the
    # win (``returns``), every action a turn; a game with scores gives them here.
    match_figures: Callable[[StateT], MatchFigures] | None = None
    # The statistics the app keeps for this game (see :mod:`rondo_desktop.games.stats`).
    # None: games and wins per opponent and the best final score, by ``stats_keeper()``.
    stats: StatsKeeper[Any, Any] | None = None
    # ``rondo-desktop trace``: one computer-only match as the game's JSON document, from each
    # seat's strength and the seed; the same arguments give the same document. None: the game
    # offers no trace.
    trace: Callable[[Sequence[str], int], JSONValue] | None = None
    # How many seats a first game of it has (0: three where the seat range allows); Ronda's
    # usual game is two players, its three-player game a variant.
    default_seats: int = 0
    # The menu card's one line under the game's name ("" for none).
    tagline_key: str = ""
    # The setup screen's rows for the options, in order (a game may offer fewer than it has:
    # the others take their defaults).
    setup_fields: tuple[SetupField, ...] = ()
    # Who plays together: ``side_of(seats, seat)`` is the side (0, 1, ...) of ``seat`` at a
    # table of ``seats``, asked of the game's engine; the setup screen marks partners when
    # there are fewer sides than seats. None: everyone plays for themselves.
    side_of: Callable[[int, int], int] | None = None
    # The review of a saved game move by move (``rondo-desktop review``, the review scene,
    # the recent games): None when the game offers none. Its UI then need not have
    # ``review_scene`` (:class:`ReviewUI`).
    review: GameReviewer | None = None
    # Builds the game's pygame side, importing it only when called; None while the game has
    # no table (the menu then does not offer it, `play --game` says so).
    ui: Callable[[], GameUI] | None = None
    # A seat's observation as plain JSON for the network table, exactly what it holds (the
    # conformance suite proves it hides what ``redeal_hidden`` deals again), and back, for a
    # remote computer player. None: the game cannot be played over the network.
    observation_to_json: Callable[[ObservationT], JSONValue] | None = None
    observation_from_json: Callable[[JSONValue], ObservationT] | None = None
    # The network table with a screen (issue 17): each action's events as a seat may see them
    # (the table session's masking, asked of the engine), as JSON and back; every event of the
    # game so far; what the sand running out plays; and a full game built from one seat's
    # observation (and the events that seat was sent), equal to the real one in all that seat
    # may know, so the game's own table runs on it. None: no remote table for the game.
    event_seen_by: Callable[[Any, int | None], Any] | None = None
    event_to_json: Callable[[Any], JSONValue] | None = None
    event_from_json: Callable[[JSONValue], Any] | None = None
    game_events: Callable[[StateT], Sequence[Any]] | None = None
    timeout_action: Callable[[StateT], ActionT] | None = None
    shadow_from_observation: (
        Callable[[ObservationT, Sequence[Any], random.Random], StateT] | None
    ) = None

    def __post_init__(self) -> None:
        if not self.name.isidentifier() or self.name != self.name.lower():
            raise ValueError(f"a game's name is a lowercase identifier, not {self.name!r}")
        if not self.strengths:
            raise ValueError(f"the game {self.name!r} names no computer strength")
        if any(not choices for choices in self.options.values()):
            raise ValueError(f"an option of the game {self.name!r} has no choices")
        for setup_field in self.setup_fields:
            choices = self.options.get(setup_field.option)
            if choices is None or set(setup_field.values()) != set(choices):
                raise ValueError(
                    f"the setup field {setup_field.option!r} of the game {self.name!r} must "
                    "offer exactly that option's values"
                )

    def default_options(self) -> dict[str, str]:
        return {option: choices[0] for option, choices in self.options.items()}

    def stats_keeper(self) -> StatsKeeper[Any, Any]:
        """The statistics this game keeps: its own, or games and wins per opponent."""
        if self.stats is not None:
            return self.stats
        return BasicStatsKeeper(self.strengths)
