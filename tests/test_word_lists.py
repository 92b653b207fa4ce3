"""The rebuilt word lists: no names or abbreviations, every everyday word, and old saves replay.

The held-out lists in ``tests/data/heldout`` were written by hand before the lists were
measured against them, and the filters were not changed for them: two changes tried after
looking at ``de-names`` misses were undone (one changed nothing; one lost SCHNEE and ATLAS).
``de-names-fresh.txt`` was written after the filters were final. Some "names" in these lists
turned out to be ordinary words too (BRECHT: ihr brecht; KOHL; NEWTON; QUITO: yo quito) and
count as misses all the same. The README's lexicon table gives the figures asserted here.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from rondo_desktop.games.rondo.engine import Game, GameOptions, SaveError, load_deck
from rondo_desktop.games.rondo.engine.events import Played
from rondo_desktop.games.rondo.engine.lexicon import VersionedLexicon, WordList
from rondo_desktop.games.rondo.engine.save import game_from_json, game_to_json
from rondo_desktop.games.rondo.lexicons import ShippedLexicon, load_lexicon
from rondo_desktop.games.rondo.players import Toolbox, make_player
from rondo_desktop.paths import asset_path

DATA = Path(__file__).parent / "data"
OLD_SAVES = DATA / "0.1.0"
# sha256 of the decks 0.1.0 shipped: saved games replay on them, so they never change.
DECKS_0_1_0 = {
    "en": "cc57b9fe55e7a2e911a102c77ad6fd8384eb0390397d081de57958493357be48",
    "es": "9b42a7ecb4d8ee32641aa40ed6bf302dde800fd0640182cbdfed984f0b7916ca",
}
WORDS_0_1_0 = {"de": 119_241, "en": 52_869, "es": 233_083}
# The examples the issue named. GOOGLE (ich google, from googeln) and MARIA (plural of Mare,
# the lunar seas) are also ordinary words, so they stay, as ODER and HARZ do.
ISSUE_NAMES = [
    "GOETHE",
    "MARX",
    "KANT",
    "HELGOLAND",
    "SYLT",
    "RHEIN",
    "DONAU",
    "EIFEL",
    "EUROPA",
    "ASIEN",
    "PRAG",
    "NATO",
    "BZW",
    "KFZ",
    "LKW",
    "HTTP",
    "QMM",
    "TULLIUS",
    "JAGGER",
    "RAUXELS",
    "PELLWORM",
    "TUGBA",
]
ISSUE_WORDS = ["ODER", "HARZ", "ATLAS", "BIBEL", "GOOGLE", "MARIA"]
# Lowest share of each held-out list that must come out right (measured: see the README).
EVERYDAY_KEPT = 1.0
NAMES_LEFT_OUT = {"de-names": 0.85, "de-names-fresh": 0.85, "en-names": 0.8, "es-names": 0.65}


def held_out(name: str) -> list[str]:
    text = (DATA / "heldout" / f"{name}.txt").read_text(encoding="utf-8")
    words = {w for line in text.splitlines() if not line.startswith("#") for w in line.split()}
    return sorted(w for w in words if 3 <= len(w) <= 9)


@pytest.fixture(scope="module")
def german() -> ShippedLexicon:
    return load_lexicon("de")


# ---------------------------------------------------------------- what the lists hold


@pytest.mark.parametrize("word", ISSUE_NAMES)
def test_the_names_and_abbreviations_the_issue_found_are_gone(german, word: str) -> None:
    assert word not in german


@pytest.mark.parametrize("word", ISSUE_WORDS)
def test_names_that_are_also_ordinary_words_stay(german, word: str) -> None:
    assert word in german


def test_no_german_word_lacks_a_vowel(german) -> None:
    vowels = set("AEIOUY")
    assert [w for n in range(3, 10) for w in german.words(n) if not vowels & set(w)] == []


@pytest.mark.parametrize("language", ["de", "en", "es"])
def test_every_everyday_word_of_the_held_out_list_is_in(language: str) -> None:
    lexicon = load_lexicon(language)
    words = held_out(f"{language}-words")
    missing = [w for w in words if w not in lexicon]
    assert len(words) > 200
    assert 1 - len(missing) / len(words) >= EVERYDAY_KEPT, missing


@pytest.mark.parametrize("name", sorted(NAMES_LEFT_OUT))
def test_held_out_names_are_left_out(name: str) -> None:
    lexicon = load_lexicon(name[:2])
    names = held_out(name)
    present = [w for w in names if w in lexicon]
    assert len(names) > 50
    assert 1 - len(present) / len(names) >= NAMES_LEFT_OUT[name], present


def test_english_offers_far_more_words_and_keeps_the_common_tier() -> None:
    english = load_lexicon("en")
    assert len(english) >= 100_000
    common = sum(int((english.zipf_array(n) >= 30).sum()) for n in range(3, 10))
    assert common > 15_000  # what the Beginner knows (Zipf >= 3)
    assert english.zipf("HOUSE") > 5


def test_the_decks_are_those_of_0_1_0() -> None:
    for language, digest in DECKS_0_1_0.items():
        data = asset_path("decks", f"{language}.json").read_bytes()
        assert hashlib.sha256(data).hexdigest() == digest


def test_the_manifest_reports_each_filter_with_a_sample() -> None:
    manifest = json.loads(asset_path("lexicon", "MANIFEST.json").read_text(encoding="utf-8"))
    german = manifest["languages"]["de"]
    assert german["lexicon_version"] == 2 and german["earlier_versions"] == [1]
    for name in ("no_vowel", "abbreviations", "proper_names", "unknown_capitalised"):
        assert german["filters"][name]["removed"] > 0
        assert 0 < len(german["filters"][name]["sample"]) <= 24
    assert "german-nouns" in german["pypi_packages"]


# ---------------------------------------------------------------- earlier lists


@pytest.mark.parametrize("language", ["de", "en", "es"])
def test_the_earlier_list_is_exactly_the_0_1_0_list(language: str) -> None:
    lexicon = load_lexicon(language)
    assert isinstance(lexicon, VersionedLexicon) and lexicon.version == 2
    old = lexicon.earlier(1)
    assert old is not None and old.version == 1 and len(old) == WORDS_0_1_0[language]
    assert lexicon.earlier(2) is lexicon
    assert lexicon.earlier(3) is None and lexicon.earlier(0) is None


def test_the_earlier_german_list_holds_the_dropped_words(german) -> None:
    old = german.earlier(1)
    assert old is not None
    for word in ("QMM", "JAGGER", "TUGBA", "PELLWORM", "GOETHE"):
        assert word in old and word not in german
    assert all(old.words(n) == tuple(sorted(old.words(n))) for n in range(3, 10))


# ---------------------------------------------------------------- 0.1.0 saves


def restore(text: str) -> tuple[Game, dict]:
    return game_from_json(text, load_lexicon, load_deck)


def played(game: Game) -> list[str]:
    return [e.word for e in game.log if isinstance(e, Played)]


def play_to_the_end(game: Game) -> None:
    toolbox = Toolbox.load("de")
    players = [make_player("medium", toolbox, None, seat) for seat in range(game.options.seats)]  # type: ignore[arg-type]
    for _ in range(2000):
        if game.is_over:
            return
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)), seat=seat)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("name", "dropped"),
    [
        ("engine-de-jagger.json", {"JAGGER", "OMBAI"}),
        ("autosave-de-tugba.json", {"TUGBA", "DONALDS"}),
        ("autosave-de-person.json", {"OPHOVEN", "RANICKI"}),
    ],
)
def test_a_0_1_0_save_replays_on_its_own_list_and_plays_on_with_the_new_one(
    german, name: str, dropped: set[str]
) -> None:
    text = (OLD_SAVES / name).read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 1
    game, _meta = restore(text)
    actions = len(game.history)
    assert dropped <= set(played(game)) and not any(w in german for w in dropped)
    assert game.lexicon is german or game.lexicon.version == 2  # today's list from here on
    assert game.word_lists == [(0, 1), (actions, 2)]
    before = len(played(game))
    play_to_the_end(game)
    assert all(w in german for w in played(game)[before:])
    assert game.final_scores()


def test_a_resumed_old_game_saves_and_restores_both_of_its_lists() -> None:
    game, meta = restore((OLD_SAVES / "engine-de-jagger.json").read_text(encoding="utf-8"))
    toolbox = Toolbox.load("de")
    player = make_player("medium", toolbox, None, 1)  # type: ignore[arg-type]
    for _ in range(6):
        seat = game.current_seat
        game.apply(player.choose(game.observation(seat)), seat=seat)
    data = json.loads(game_to_json(game, meta))
    assert data["version"] == 2 and data["word_lists"] == [[0, 1], [20, 2]]
    again, _ = restore(json.dumps(data))
    assert again.history == game.history and again.scores == game.scores
    assert again.word_lists == game.word_lists


def test_a_new_game_records_todays_list(german) -> None:
    deck = load_deck("de")
    fresh = Game(GameOptions(seats=2, seed=4, language="de"), german, deck)
    assert json.loads(game_to_json(fresh))["word_lists"] == [[0, 2]]
    mine = Game(GameOptions(seats=2, seed=4, language="de"), WordList(german.words(3)), deck)
    assert json.loads(game_to_json(mine))["word_lists"] == []


def mangled(stretches: object) -> str:
    data = json.loads((OLD_SAVES / "engine-de-jagger.json").read_text(encoding="utf-8"))
    data["version"] = 2
    data["word_lists"] = stretches
    return json.dumps(data)


@pytest.mark.parametrize(
    ("stretches", "message"),
    [
        ([[0, 2]], "not legal"),  # claims today's list: JAGGER is refused
        ([[0, 3]], "newer word list"),
        ([[0, 0]], "do not fit"),
        ([[3, 1]], "do not fit"),
        ([[0, 1], [0, 2]], "do not fit"),
        ([[0, 1], [21, 2]], "do not fit"),
        ([[0, "JAGGER"]], "malformed"),
        ([[0, True]], "malformed"),
        ([["JAGGER", "QMM"]], "malformed"),
        ({"words": ["JAGGER"]}, "malformed"),
        ([[0, 1]] * 101, "malformed"),
    ],
)
def test_a_save_cannot_bring_words_of_its_own(stretches: object, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        restore(mangled(stretches))


def test_a_save_naming_a_list_this_build_lacks_is_refused(monkeypatch) -> None:
    import rondo_desktop.games.rondo.lexicons as lexicons

    monkeypatch.setattr(lexicons, "load_earlier_arrays", lambda _language, _version: None)
    with pytest.raises(SaveError, match="not shipped"):
        restore((OLD_SAVES / "engine-de-jagger.json").read_text(encoding="utf-8"))
