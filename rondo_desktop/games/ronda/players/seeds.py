"""Each computer seat's seed, from the match's seed: the one rule the spec, the trace and
the table use, so a match replays from its seed alone."""

SEATS_PER_SEED = 8


def player_seed(game_seed: int, seat: int) -> int:
    return game_seed * SEATS_PER_SEED + seat
