"""A whole saved game reviewed: replayed action by action, every move after the start judged.

The save is Rondo's own JSON object (the host has opened its envelope): it is replayed by the
engine (:class:`~rondo_desktop.games.rondo.engine.save.Replay`, the same replay that restores a
game, word-list versions included), so a file edited into an impossible game is refused with
:class:`~rondo_desktop.games.spec.SaveRefused`, never half believed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from rondo_desktop.games.rondo.engine import (
    Action,
    Game,
    IllegalAction,
    Phase,
    RondoError,
    SaveError,
)
from rondo_desktop.games.rondo.engine.save import Replay
from rondo_desktop.games.rondo.engine.spelling import languages
from rondo_desktop.games.rondo.review.judge import Judge
from rondo_desktop.games.rondo.review.model import (
    GameReview,
    Option,
    TurnReview,
    summarise,
    with_turn_missed,
)
from rondo_desktop.games.rondo.toolboxes import Toolboxes, shared_toolboxes
from rondo_desktop.games.spec import SaveRefused

Progress = Callable[[int, int], None]
# A game of two seats has about 40 moves; exchanges may be repeated without end, so a file
# can list thousands, each priced on sampled draws (about 15 ms). Beyond this many a save is
# refused rather than judged for minutes: no game played at a table comes near it.
MAX_REVIEW_MOVES = 1000


def judge_for(game: Game, boxes: Toolboxes | None = None) -> Judge:
    """A judge for ``game``'s language, on the process's shared toolboxes by default."""
    boxes = boxes if boxes is not None else shared_toolboxes()
    language = game.options.language
    return Judge(boxes.toolbox(language), boxes.leaves(language))


def judge_move(game: Game, action: Action, judge: Judge | None = None) -> TurnReview:
    """One move judged, for coaching: ``game`` is the position BEFORE ``action`` and is not
    changed. Pass a ``judge`` (from :func:`judge_for`) to reuse one over a game. Raises
    :class:`RondoError` for an action the rules refuse or a move of the start phase."""
    return (judge if judge is not None else judge_for(game)).judge_move(game, action)


def review_game(
    game_data: Mapping[str, Any],
    progress: Progress | None = None,
    boxes: Toolboxes | None = None,
) -> GameReview:
    """Every move after the start phase of the saved game ``game_data``, judged.

    ``progress(done, total)`` is called after each move judged. Raises
    :class:`SaveRefused` for a save that is not a possible game of Rondo.
    """
    boxes = boxes if boxes is not None else shared_toolboxes()
    options = game_data.get("options")
    language = options.get("language") if isinstance(options, Mapping) else None
    if isinstance(language, str) and language not in languages():
        raise SaveRefused(f"the save's word list {language!r} is not one this game ships")
    actions = game_data.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_REVIEW_MOVES + 1:
        raise SaveRefused(
            f"the game has {len(actions) - 1} moves, more than a review judges ({MAX_REVIEW_MOVES})"
        )
    try:
        return _review(game_data, progress, boxes)
    except SaveRefused:
        raise
    except (RondoError, OSError, ValueError, LookupError) as error:
        # RondoError: the save's own faults; the others: a language the game does not ship.
        raise SaveRefused(str(error) or type(error).__name__) from error


def _review(data: Mapping[str, Any], progress: Progress | None, boxes: Toolboxes) -> GameReview:
    replay = Replay(
        data,
        lambda language: boxes.toolbox(language).lexicon,
        lambda language: boxes.toolbox(language).deck,
    )
    game = replay.game
    judge = judge_for(game, boxes)
    total = max(0, len(replay.actions) - 1)  # the start phase is the start word alone
    turns: list[TurnReview] = []
    start_seat: int | None = None
    pending: TurnReview | None = None
    for index, position, action in replay:
        if pending is not None:  # the move before this position: its scores are known now
            turns.append(replace(pending, scores=position.scores))
            pending = None
        if position.phase is Phase.START:
            start_seat = position.current_seat
            continue
        try:
            pending = judge.judge(position, action, index)
        except IllegalAction as error:  # what the replay would refuse next: say which one
            raise SaveError(f"action {index + 1} ({action}) is not legal: {error}") from error
        if progress is not None:
            progress(len(turns) + 1, total)
    if pending is not None:
        turns.append(replace(pending, scores=game.scores))
    start = _start(game, start_seat, turns)
    return _game_review(game, replay.meta, start, tuple(with_turn_missed(turns)))


def _start(game: Game, seat: int | None, turns: list[TurnReview]) -> tuple[int, str] | None:
    """(seat, holder) of the start word: the holder the first move was made on."""
    if seat is None:
        return None
    if turns:
        return seat, turns[0].holder
    return (seat, game.holder.row) if game.holder is not None else None


def _game_review(
    game: Game,
    meta: Mapping[str, Any],
    start: tuple[int, str] | None,
    turns: tuple[TurnReview, ...],
) -> GameReview:
    seats = game.options.seats
    best, best_seat = best_word_of(turns)
    names, persons = seat_names(meta, seats)
    kinds = seat_kinds(meta, seats)
    return GameReview(
        seats=seats,
        names=tuple(name or _unnamed(kinds, seat) for seat, name in enumerate(names)),
        persons=persons,
        over=game.is_over,
        start=start,
        turns=turns,
        summaries=tuple(summarise(seat, turns) for seat in range(seats)),
        best_word=best,
        best_word_seat=best_seat,
        final_scores=game.final_scores() if game.is_over else None,
        unnamed=tuple(seat for seat, name in enumerate(names) if not name),
        kinds=kinds,
    )


def _unnamed(kinds: tuple[str, ...], seat: int) -> str:
    """A seat saved without a name, for the command line, as the table named it in English:
    "You" (the one person), "Computer 2", else "Player 1"."""
    if kinds and kinds[seat] == "computer":
        return f"Computer {kinds[: seat + 1].count('computer')}"
    return "You" if kinds and kinds.count("person") == 1 else f"Player {seat + 1}"


def seat_kinds(meta: Mapping[str, Any], seats: int) -> tuple[str, ...]:
    """Each seat's kind from the host's part of the save's meta; () when it does not say
    for every seat."""
    raw = meta.get("seats")
    if not (isinstance(raw, list) and len(raw) == seats):
        return ()
    kinds = tuple(entry.get("kind") if isinstance(entry, dict) else None for entry in raw)
    if not all(kind in ("person", "computer") for kind in kinds):
        return ()
    return tuple(str(kind) for kind in kinds)


def best_word_of(turns: tuple[TurnReview, ...]) -> tuple[Option | None, int | None]:
    """The game's best word possible (the most points, the first of equal ones) and its seat;
    a word actually played for as many points comes before one that only could have been."""
    best: TurnReview | None = None
    for turn in turns:
        if turn.options and (best is None or turn.options[0].points > best.options[0].points):
            best = turn
    if best is None:
        return None, None
    top = best.options[0].points
    for turn in turns:
        if turn.kind == "play" and turn.word is not None and turn.points == top:
            return Option(turn.played, turn.word, turn.points), turn.seat
    return best.options[0], best.seat


def seat_names(meta: Mapping[str, Any], seats: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Each seat's name and the seats of people, from the host's part of the save's meta.

    A seat without a usable name is "" (a screen names it in its language); the seats of
    people are () when the meta does not say who sat where.
    """
    raw = meta.get("seats")
    listed = raw if isinstance(raw, list) and len(raw) == seats else None
    names: list[str] = []
    persons: list[int] = []
    for seat in range(seats):
        entry = listed[seat] if listed is not None else None
        name = entry.get("name") if isinstance(entry, dict) else None
        names.append(name.strip()[:40] if isinstance(name, str) and name.strip() else "")
        if isinstance(entry, dict) and entry.get("kind") == "person":
            persons.append(seat)
    return tuple(names), tuple(persons)


__all__ = [
    "Option",
    "Progress",
    "judge_for",
    "judge_move",
    "review_game",
    "seat_kinds",
    "seat_names",
]
