"""The expert's search plays ranks as bit masks for speed; it must play them by the engine's
rules. Every table (all 1,024 sets of ranks), every rank, every chain and the final card:
the search's step agrees with the engine's own ``resolve``."""

from __future__ import annotations

import itertools

import pytest

from rondo_desktop.games.ronda.engine.cards import RANKS
from rondo_desktop.games.ronda.engine.play import PlayContext, resolve
from rondo_desktop.games.ronda.players.search import play_rank, run_of


def ranks_of(mask: int) -> frozenset[int]:
    return frozenset(rank for index, rank in enumerate(RANKS) if mask >> index & 1)


def mask_of(ranks: tuple[int, ...]) -> int:
    return sum(1 << RANKS.index(rank) for rank in ranks)


@pytest.mark.parametrize("final", [False, True])
def test_the_search_takes_and_scores_as_the_engine_rules(final: bool) -> None:
    checked = 0
    for table, index in itertools.product(range(1 << len(RANKS)), range(len(RANKS))):
        for chain, run in ((-1, 0), (index, 1), (index, 2), (index, 3), ((index + 1) % 10, 2)):
            context = PlayContext(
                table=ranks_of(table),
                chain_rank=RANKS[chain] if chain >= 0 else None,
                chain_len=run,
                final=final,
                seats=2,
            )
            outcome = resolve(context, RANKS[index])
            after, taken, link, missa = play_rank(table, index, chain, run, final)
            assert taken == mask_of(outcome.taken)
            assert run_of(table, index) == mask_of(outcome.taken)
            expected_after = table & ~taken if outcome.taken else table | 1 << index
            assert after == expected_after
            assert (link, missa) == (outcome.link, outcome.missa)
            checked += 1
    assert checked == 1024 * 10 * 5
