"""English: Ronda's table, setup, log, results and short rule pages (merged into ``en``).

Ronda's own words (ronda, tringa, este, missa) are kept as players say them, in every
language.
"""

STRINGS: dict[str, str] = {
    "game.ronda.tagline": "The Moroccan fishing game for 2 or 4 players",
    "setup.ronda.target": "Play to",
    "setup.ronda.target.41": "41 points",
    "setup.ronda.target.21": "21 points",
    "setup.ronda.target.25": "25 points",
    "setup.ronda.target.31": "31 points",
    "setup.ronda.target.61": "61 points",
    "setup.ronda.summary.target": "to {value}",
    "setup.ronda.instant_win": "Win the moment you reach it",
    "setup.ronda.capture_este": "Este only by capturing",
    "setup.ronda.este_chain_four_only": "Este only with 4 players",
    "setup.ronda.aces_high": "Aces rank highest",
    "setup.ronda.dealer_last_card": "Dealer's last card",
    "setup.ronda.off": "Off",
    "setup.ronda.on": "On",
    "ronda.card": "{rank} of {suit}",
    "ronda.suit.o": "coins",
    "ronda.suit.c": "cups",
    "ronda.suit.e": "swords",
    "ronda.suit.b": "batons",
    "log.ronda.deals": "Hand {hand}: {name} deals.",
    "log.ronda.deals_you": "Hand {hand}: you deal.",
    "log.ronda.last_cards": "Last cards: the stock is empty.",
    "log.ronda.captures": "{name} plays the {card} and takes {cards}.",
    "log.ronda.captures_you": "You play the {card} and take {cards}.",
    "log.ronda.lays": "{name} lays the {card}.",
    "log.ronda.lays_you": "You lay the {card}.",
    "log.ronda.pot": "{name} wins the {kind} pot: +{points}.",
    "log.ronda.pot_you": "You win the {kind} pot: +{points}.",
    "log.ronda.pot_split": "Tied rondas share the pot of {points}.",
    "log.ronda.este": "{name}: este +{points}.",
    "log.ronda.este_you": "You: este +{points}.",
    "log.ronda.missa": "{name}: missa +{points}.",
    "log.ronda.missa_you": "You: missa +{points}.",
    "log.ronda.swept": "The {count} cards left on the table go to {side}.",
    "log.ronda.swept.one": "The card left on the table goes to {side}.",
    "log.ronda.hand_over": "End of the hand: {totals}.",
    "log.ronda.won": "The match goes to {side}.",
    "table.ronda.last_cards": "Last cards!",
    "table.ronda.last_cards_call": "Last cards",
    "table.ronda.este": "Este +{points}",
    "table.ronda.este_chain": "Este chain +{points}",
    "table.ronda.missa": "Missa +{points}",
    "table.ronda.new_hand": "Hand {n}",
    "table.ronda.holds_ronda": "Ronda!",
    "table.ronda.holds_tringa": "Tringa!",
    "table.ronda.pot": "+{points}",
    "table.ronda.would_take": "The {card} takes {count} cards",
    "table.ronda.would_take.one": "The {card} takes {count} card",
    "table.ronda.would_lay": "The {card} stays on the table",
    "table.ronda.refused": "Not now: {reason}",
    "table.ronda.stock": "{count} cards left",
    "table.ronda.stock.one": "{count} card left",
    "table.ronda.pile": "{count} cards",
    "table.ronda.pile.one": "{count} card",
    "table.ronda.last_capture": "last capture",
    "table.ronda.race": "Race to {target}",
    "table.ronda.this_hand": "Hand {n}",
    "table.ronda.kind.ronda": "Ronda/tringa",
    "table.ronda.kind.este": "Este",
    "table.ronda.kind.missa": "Missa",
    "table.ronda.kind.cards": "Cards",
    "table.ronda.kind.dealer": "Last card",
    "table.ronda.kind.piles": "Taken",
    "table.ronda.kind.total": "Hand · match",
    "table.ronda.summary_title": "End of hand {n}",
    "table.ronda.summary_total": "+{hand} · {total}",
    "table.ronda.summary_cards": "{name} took {count} cards",
    "table.ronda.summary_cards.one": "{name} took {count} card",
    "table.ronda.summary_next": "Enter or click: next hand",
    "table.ronda.summary_results": "Enter or click: the results",
    "hints.ronda_table": (
        "Click or drag a card to play it  ·  1-3 or ← → choose, Enter plays  ·  Esc pauses"
    ),
    "results.ronda.partner": "with {name}",
    "results.ronda.hands": "Hands",
    "results.ronda.hand": "Hand {n}",
    "results.ronda.best_hand": "Best hand",
    "results.ronda.best_line": "{name}, hand {n}: +{points}",
    "ronda_rules.deal.title": "The pack and the deal",
    "ronda_rules.deal.body": (
        "Ronda is played with the 40-card Spanish pack: coins, cups, swords and batons, "
        "ranks 1 to 7 and the courts 10, 11 and 12. There are no 8s or 9s, so 7 and 10 are "
        "neighbours. Everyone gets 3 cards and 4 go face up on the table; when all hands "
        "are empty, 3 more each, until the stock is used up. First side to 41 wins."
    ),
    "ronda_rules.capture.title": "Capturing runs",
    "ronda_rules.capture.body": (
        "Play one card a turn. If the table holds a card of its rank, you take it and every "
        "card that continues the run upwards: playing a 6 on 6 7 10 12 takes 6, 7 and 10. "
        "Otherwise your card stays on the table. Point at a card and the table lights the "
        "run it would take."
    ),
    "ronda_rules.este.title": "Este and missa",
    "ronda_rules.este.body": (
        "Play the same rank as the card just played and you score este: 1 point, then 5 for "
        "the third card of the chain and 10 for the fourth. A capture that clears the table "
        "is a missa: 1 point (not with the very last card of the hand)."
    ),
    "ronda_rules.score.title": "Ronda, tringa and the cards",
    "ronda_rules.score.body": (
        "A pair among the 3 cards you are dealt is a ronda (1 point), three of a kind a "
        "tringa (5). The best holding of the deal takes all their points. At the end of a "
        "hand the last capturer takes the cards left on the table, and every card a side "
        "took beyond 20 scores a point."
    ),
}
