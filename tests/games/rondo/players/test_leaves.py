"""The learned values shipped for every language."""

import pytest

from rondo_desktop.games.rondo.engine import DELETE, JOKER, load_deck
from rondo_desktop.games.rondo.players.leaves import leaves_path, load_leaves


@pytest.mark.parametrize("language", ["de", "en", "es"])
def test_every_language_ships_values_learned_for_its_deck(language: str) -> None:
    assert leaves_path(language).is_file()
    deck = load_deck(language)
    model = load_leaves(language, deck)
    assert model.language == language
    assert model.manifest["command"].endswith(
        f"--lang {language} --games 2000 --seed 2026 --rounds 2"
    )
    assert any(model.refill.card.values()) and any(model.endgame.card.values())
    # What self-play must have found in any language: with the pile empty a joker in hand
    # still makes a word, while the rarest letter (among the costliest) mostly costs.
    rarest = min(deck.alphabet, key=lambda letter: deck.letters[letter].count)
    assert model.leave([rarest], pile_size=0) < 0 < model.leave([JOKER], pile_size=0)
    assert model.leave([DELETE], pile_size=0) > model.leave([rarest], pile_size=0)
