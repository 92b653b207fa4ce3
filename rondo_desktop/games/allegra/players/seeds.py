"""Each computer seat's seed, from the game's seed: the one rule the spec, the trace and the
table use, so a game replays from its seed alone (Ronda's rule: 8 seeds a game, Allegra has
at most 6 seats)."""

SEATS_PER_SEED = 8


def player_seed(game_seed: int, seat: int) -> int:
    return game_seed * SEATS_PER_SEED + seat
