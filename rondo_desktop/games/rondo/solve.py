"""``rondo-desktop solve``: every legal play for a position, best first — the players' word finder.

    rondo-desktop solve --holder -HAUs --hand "ERT?-AB" [--lang de|en|es] [--lexicon FILE]
                        [--top N] [--json]

Without ``--holder`` it lists the 3-letter start words the hand can lay. Malformed notation or
an unreadable word list prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rondo_desktop.games.rondo.engine import (
    DeckError,
    Holder,
    NotationError,
    PlayOutcome,
    format_hand,
    load_deck,
    parse_hand,
)
from rondo_desktop.games.rondo.engine.lexicon import Lexicon
from rondo_desktop.games.rondo.engine.spelling import languages
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder

LANGUAGES = languages()  # the engine's
TEXT_TOP = 25  # plays shown on a terminal without --top; --json lists all
USAGE_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--holder", help="the holder in notation, e.g. -HAUs (omit: start words)")
    parser.add_argument("--hand", required=True, help='the hand in notation, e.g. "ERT?-AB"')
    parser.add_argument("--lang", choices=LANGUAGES, default="de", help="lexicon language")
    parser.add_argument("--lexicon", metavar="FILE", help="your own word list, one word a line")
    parser.add_argument("--top", type=int, metavar="N", help="only the N best plays")
    parser.add_argument("--json", action="store_true", help="print a JSON array of plays")


def play_record(outcome: PlayOutcome) -> dict[str, Any]:
    """One play as JSON: the contract is word, holder, cards and score; the rest is detail."""
    return {
        "word": outcome.word,
        "holder": str(outcome.holder),
        "cards": format_hand(outcome.cards),
        "score": outcome.score,
        "word_value": outcome.word_value,
        "bonus": outcome.bonus,
        "new_slot": outcome.new_slot,
        "placements": [
            {"slot": p.slot, "card": p.card, "letter": p.letter or p.card}
            for p in outcome.placements
        ],
    }


def _fail(message: str) -> int:
    print(f"rondo-desktop solve: {message}", file=sys.stderr)
    return USAGE_ERROR


def _lexicon(args: argparse.Namespace) -> Lexicon:
    from rondo_desktop.games.rondo.lexicons import load_lexicon, load_word_file

    if args.lexicon:
        return load_word_file(args.lexicon, args.lang)
    return load_lexicon(args.lang)


def run(args: argparse.Namespace) -> int:
    from rondo_desktop.games.rondo.lexicons import LexiconError

    if args.top is not None and args.top < 1:
        return _fail("--top must be at least 1")
    try:
        deck = load_deck(args.lang)
        hand = parse_hand(args.hand, deck)
        holder = Holder.parse(args.holder, deck) if args.holder is not None else None
    except (NotationError, DeckError) as error:
        return _fail(str(error))
    try:
        lexicon = _lexicon(args)
    except LexiconError as error:
        return _fail(str(error))
    finder = WordFinder(lexicon, deck)
    plays = finder.plays(holder, hand) if holder is not None else finder.start_words(hand)
    shown = plays if args.top is None and args.json else plays[: args.top or TEXT_TOP]
    if args.json:
        json.dump([play_record(o) for o in shown], sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    _print_table(holder, hand, lexicon, plays, shown)
    return 0


def _print_table(
    holder: Holder | None,
    hand: list[str],
    lexicon: Lexicon,
    plays: list[PlayOutcome],
    shown: list[PlayOutcome],
) -> None:
    place = f"holder {holder} (word {holder.word})" if holder else "start word (empty holder)"
    print(f"{place}, hand {format_hand(hand)}, {len(lexicon):,} words ({lexicon.language})")
    if not plays:
        print("no legal play: exchange cards or pass")
        return
    print(f"{'score':>5}  {'holder':<10} {'word':<10} {'cards':<8} value + bonus")
    for o in shown:
        print(
            f"{o.score:>5}  {o.holder!s:<10} {o.word:<10} {format_hand(o.cards):<8}"
            f" {o.word_value} + {o.bonus}"
        )
    if len(shown) < len(plays):
        print(f"... {len(plays) - len(shown)} more plays (--top N shows more, --json all)")
