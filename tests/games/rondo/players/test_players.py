"""Each strength plays only legal actions, sees only its own seat, and is deterministic."""

from __future__ import annotations

import dataclasses
import random
import time
from collections import Counter

import pytest

from rondo_desktop.games.rondo.engine import (
    Exchange,
    Game,
    GameOptions,
    Holder,
    Observation,
    Pass,
    Phase,
    PlayWord,
    load_deck,
    parse_hand,
)
from rondo_desktop.games.rondo.engine.events import Played
from rondo_desktop.games.rondo.players import (
    STRENGTHS,
    BeginnerPlayer,
    ComputerPlayer,
    ExpertPlayer,
    HardPlayer,
    LeaveModel,
    Toolbox,
    make_player,
)
from rondo_desktop.games.rondo.players.leaves import LeaveTable, Openness
from tests.games.rondo.engine.playout import random_action
from tests.games.rondo.players.matches import rondo_match


def quick(strength: str, toolbox: Toolbox, leaves: LeaveModel, seed: int) -> ComputerPlayer:
    """A player of ``strength``; the expert thinks less so the tests stay fast.

    Its clock is set far beyond what those few deals take: these tests are about what it sees
    and its seed, and a loaded machine must not cut a look-ahead short and change the move.
    """
    if strength == "expert":
        return ExpertPlayer(
            toolbox, leaves, seed, candidates=3, samples=3, exchanges=1, time_budget=600.0
        )
    return make_player(strength, toolbox, leaves, seed)


@pytest.fixture(scope="module")
def paused(toolbox: Toolbox) -> list[Game]:
    """Paused games for every test that asks players for one move (made once: playouts cost)."""
    return positions(toolbox, 16, seed=7)


def positions(toolbox: Toolbox, count: int, seed: int) -> list[Game]:
    """Games paused at varied points of random legal playouts (start phase included)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = Game(
            GameOptions(seats=rng.randint(2, 4), seed=rng.getrandbits(32)),
            toolbox.lexicon,
            toolbox.deck,
            finder=toolbox.finder,
        )
        for _ in range(rng.randint(0, 60)):
            if game.is_over:
                break
            game.apply(random_action(game, rng))
        if not game.is_over:
            found.append(game)
    return found


@pytest.mark.parametrize("strength", STRENGTHS)
def test_every_choice_is_legal(
    strength: str, toolbox: Toolbox, leaves: LeaveModel, paused: list[Game]
) -> None:
    for i, paused_game in enumerate(paused):
        game = paused_game.clone()
        seat = game.current_seat
        observation = game.observation(seat)
        action = quick(strength, toolbox, leaves, i).choose(observation)
        game.check(action)  # raises IllegalAction when the engine refuses it
        if observation.phase is Phase.START:
            assert isinstance(action, PlayWord)
        if isinstance(action, Exchange):
            assert len(action.cards) <= observation.pile_size
        game.apply(action, seat=seat)


@pytest.mark.parametrize(
    "seats", [("beginner", "medium"), ("hard", "expert"), ("medium", "hard", "beginner")]
)
@pytest.mark.slow
def test_whole_games_are_legal_and_sound(
    seats: tuple[str, ...], toolbox: Toolbox, leaves: LeaveModel
) -> None:
    players = [quick(s, toolbox, leaves, seat) for seat, s in enumerate(seats)]
    result = rondo_match(11, players, toolbox)
    assert result.failure is None, result.failure
    assert sum(result.returns) == pytest.approx(1.0)


@pytest.mark.parametrize("strength", STRENGTHS)
@pytest.mark.slow
def test_same_seed_same_game(strength: str, toolbox: Toolbox, leaves: LeaveModel) -> None:
    def game() -> tuple:
        players = [quick(strength, toolbox, leaves, 3), quick("medium", toolbox, leaves, 4)]
        result = rondo_match(5, players, toolbox)
        return result.final_scores, result.turns, result.points

    assert game() == game()


def test_an_observation_shows_no_hidden_cards() -> None:
    names = {f.name for f in dataclasses.fields(Observation)}
    assert "hand" in names and "hand_sizes" in names
    # Only the seat's own hand; nothing that could carry another hand or the pile's order.
    assert not names & {"hands", "pile", "pile_order", "game", "state"}


@pytest.mark.parametrize("strength", STRENGTHS)
def test_choice_ignores_the_other_hands_and_the_pile(
    strength: str, toolbox: Toolbox, leaves: LeaveModel, paused: list[Game]
) -> None:
    tried = 0
    for i, game in enumerate(paused[:8]):
        if game.phase is not Phase.TURN:
            continue
        tried += 1
        seat = game.current_seat
        other = game.clone()
        # Deal the cards this seat cannot see differently: other hands and pile reshuffled.
        state = other._state
        hidden = [c for s, h in enumerate(state.hands) if s != seat for c in h] + state.pile
        random.Random(i).shuffle(hidden)
        for s, hand in enumerate(state.hands):
            if s != seat:
                hand[:], hidden = hidden[: len(hand)], hidden[len(hand) :]
        state.pile[:] = hidden
        assert other.pile_order() != game.pile_order() or other.pile_size < 2
        assert other.observation(seat) == game.observation(seat)
        first = quick(strength, toolbox, leaves, 1).choose(game.observation(seat))
        second = quick(strength, toolbox, leaves, 1).choose(other.observation(seat))
        assert first == second
    assert tried >= 3


def test_beginner_plays_only_common_words(toolbox: Toolbox, leaves: LeaveModel) -> None:
    beginner = BeginnerPlayer(toolbox, seed=2)
    for deal in range(3):
        players = [beginner, make_player("medium", toolbox, leaves, 9)]
        game_seed = 100 + deal
        result = rondo_match(game_seed, players, toolbox)
        assert result.failure is None
        options = GameOptions(seats=2, seed=game_seed)
        game = Game(options, toolbox.lexicon, toolbox.deck, finder=toolbox.finder)
        # Replay to read the words: the beginner is seat 0.
        replay = [BeginnerPlayer(toolbox, seed=2), make_player("medium", toolbox, leaves, 9)]
        while not game.is_over:
            seat = game.current_seat
            for event in game.apply(replay[seat].choose(game.observation(seat)), seat=seat):
                if isinstance(event, Played) and event.seat == 0 and not event.start:
                    assert toolbox.lexicon.zipf(event.word) >= beginner.common_zipf


def test_beginner_is_weaker_than_its_vocabulary_allows(toolbox: Toolbox) -> None:
    # An everyday word is in its vocabulary, a rare one is not.
    beginner = BeginnerPlayer(toolbox)
    assert beginner.knows("HAUS")
    assert not beginner.knows("QUIRL")  # Zipf 2.3
    assert not beginner.knows("ABWEG")


def observation(holder: str, hand: str, turn: int = 3) -> Observation:
    """Seat 0 of two, with the holder and hand given; every other card is unseen."""
    cards = parse_hand(hand)
    laid = Holder.parse(holder)
    pile = len(load_deck("de").cards()) - len(laid.cards()) - len(cards) - 7
    return Observation(
        seat=0,
        phase=Phase.TURN,
        current_seat=0,
        turn=turn,
        holder=laid,
        hand=tuple(cards),
        hand_sizes=(len(cards), 7),
        pile_size=pile,
        scores=(0, 0),
        passes_in_a_row=0,
        start_value=None,
        language="de",
    )


def test_hard_prefers_the_better_leave_between_equal_scores(toolbox: Toolbox) -> None:
    # HAUS with B and M: HAUM? no — find two plays of equal score that keep different cards.
    seen = observation("HAUS", "BDLMNRT")
    plays = toolbox.finder.plays(seen.holder, seen.hand)
    by_score: dict[int, list] = {}
    for o in plays:
        by_score.setdefault(o.score, []).append(o)
    tied = next(
        group for group in by_score.values() if len({tuple(sorted(o.cards)) for o in group}) > 1
    )
    a, b = tied[0], next(o for o in tied if sorted(o.cards) != sorted(tied[0].cards))
    # Values that favour keeping what ``b`` keeps: the cards ``a`` plays are worth a lot.
    good = Counter(a.cards) - Counter(b.cards)
    table = LeaveTable({card: 10.0 for card in good}, {}, 0.0)
    model = LeaveModel("de", table, table, Openness(0.0, {}))
    hard = HardPlayer(toolbox, model, openness_weight=0.0)
    ranked = hard.rank(tied, seen, seen.hand)
    assert sorted(ranked[0].outcome.cards) == sorted(b.cards)
    assert ranked[0].outcome.score == a.score
    # And with the values turned around it keeps the other cards.
    flipped = LeaveTable({card: -10.0 for card in good}, {}, 0.0)
    hard = HardPlayer(toolbox, LeaveModel("de", flipped, flipped, Openness(0.0, {})))
    assert Counter(hard.rank(tied, seen, seen.hand)[0].outcome.cards) >= good


def test_the_experts_imagined_deals_fit_what_it_has_seen(
    toolbox: Toolbox, leaves: LeaveModel, paused: list[Game]
) -> None:
    expert = ExpertPlayer(toolbox, leaves, samples=4)
    tried = 0
    for i, game in enumerate(paused):
        seat = game.current_seat
        seen = game.observation(seat)
        if seen.phase is not Phase.TURN:
            continue
        tried += 1
        deals = list(expert._deals(seen, random.Random(i)))
        assert len(deals) == 4
        for deal in deals:
            assert deal.observation(seat) == seen  # same position, same own hand
        # The hidden cards lie differently from one imagined deal to the next.
        assert len({tuple(deal.pile_order()) for deal in deals}) > 1 or not seen.pile_size
    assert tried >= 4


def _medium_until(game: Game, toolbox: Toolbox, leaves: LeaveModel, pile: int) -> Game:
    """The game played on by Medium players until the pile holds ``pile`` cards or fewer."""
    players = [quick("medium", toolbox, leaves, s) for s in range(game.options.seats)]
    while game.pile_size > pile or game.phase is Phase.START:
        game.apply(players[game.current_seat].choose(game.observation(game.current_seat)))
    assert not game.is_over
    return game


def test_with_two_seats_and_no_pile_the_expert_knows_the_one_deal(
    toolbox: Toolbox, leaves: LeaveModel
) -> None:
    game = Game(GameOptions(seats=2, seed=3), toolbox.lexicon, toolbox.deck, finder=toolbox.finder)
    game = _medium_until(game, toolbox, leaves, pile=0)
    seat = game.current_seat
    deals = list(ExpertPlayer(toolbox, leaves)._deals(game.observation(seat), random.Random(3)))
    assert len(deals) == 1  # nothing is hidden any more: the other hand is what is left
    # With three seats the two other hands could still be split many ways: it keeps sampling.
    game = Game(GameOptions(seats=3, seed=3), toolbox.lexicon, toolbox.deck, finder=toolbox.finder)
    game = _medium_until(game, toolbox, leaves, pile=0)
    seen = game.observation(game.current_seat)
    assert len(list(ExpertPlayer(toolbox, leaves, samples=5)._deals(seen, random.Random(3)))) == 5


@pytest.mark.parametrize("pile", [0, 3, 30])
def test_the_expert_keeps_to_its_time_in_a_six_seat_game(
    pile: int, toolbox: Toolbox, leaves: LeaveModel
) -> None:
    game = Game(GameOptions(seats=6, seed=8), toolbox.lexicon, toolbox.deck, finder=toolbox.finder)
    game = _medium_until(game, toolbox, leaves, pile)
    seen = game.observation(game.current_seat)
    expert = ExpertPlayer(toolbox, leaves, samples=10_000, time_budget=0.2)
    started = time.perf_counter()
    action = expert.choose(seen)
    assert time.perf_counter() - started < 0.7
    game.check(action)  # legal


def test_out_of_time_the_expert_never_exchanges_blind(
    toolbox: Toolbox, leaves: LeaveModel, paused: list[Game]
) -> None:
    hard_would = 0
    for i, game in enumerate(paused):
        seen = game.observation(game.current_seat)
        if seen.phase is not Phase.TURN:
            continue
        # 0.3 s left of the sand is all margin: not one imagined deal fits.
        action = ExpertPlayer(toolbox, leaves, i).choose(seen, time_left=0.3)
        assert not isinstance(action, Exchange)
        game.check(action)
        hard_would += isinstance(HardPlayer(toolbox, leaves, i).choose(seen), Exchange)
    assert hard_would  # positions where exchanging was on the cards


def test_expert_respects_its_time_budget(toolbox: Toolbox, leaves: LeaveModel) -> None:
    seen = observation("-HAUSE", "ERT?ABN")
    slow = ExpertPlayer(toolbox, leaves, candidates=6, samples=10_000, time_budget=0.1)
    started = time.perf_counter()
    action = slow.choose(seen)
    assert time.perf_counter() - started < 0.6
    # A made-up position, so no game to check the action with: the finder and the hand do.
    if isinstance(action, PlayWord):
        assert seen.holder is not None
        plays = toolbox.finder.plays(seen.holder, seen.hand)
        assert action.placements in {o.placements for o in plays}
    elif isinstance(action, Exchange):
        assert not Counter(action.cards) - Counter(seen.hand)
    else:
        assert action == Pass()
    # A turn timer with 0.7 s left leaves it 0.2 s after the margin for the UI.
    slow = ExpertPlayer(toolbox, leaves, candidates=6, samples=10_000, time_budget=5.0)
    started = time.perf_counter()
    slow.choose(seen, time_left=0.7)
    assert time.perf_counter() - started < 0.8


def test_every_strength_lays_a_start_word(toolbox: Toolbox, leaves: LeaveModel) -> None:
    game = Game(GameOptions(seats=2, seed=4), toolbox.lexicon, toolbox.deck)
    seen = game.observation(game.current_seat)
    assert seen.phase is Phase.START
    for strength in STRENGTHS:
        action = quick(strength, toolbox, leaves, 0).choose(seen)
        outcome = game.check(action)
        assert outcome is not None and outcome.score == seen.start_value
