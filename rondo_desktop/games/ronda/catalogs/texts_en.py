"""English: Ronda's own texts (its menu line, setup rows, statistics and rule pages), kept
apart from the app's catalog so that Ronda's pages and the app's screens change apart.

The game's words ronda, tringa, este and missa stay as players say them, in every language.
"""

STRINGS: dict[str, str] = {
    "game.ronda.name": "Ronda",
    "game.ronda.tagline": "The Moroccan fishing game for 2 to 4 players",
    # The setup screen's rows.
    "setup.ronda.target": "Play to",
    "setup.ronda.target.41": "41 points",
    "setup.ronda.target.21": "21 points",
    "setup.ronda.target.25": "25 points",
    "setup.ronda.target.31": "31 points",
    "setup.ronda.target.61": "61 points",
    "setup.summary.ronda.target": "to {value}",
    "setup.summary.ronda.variant": "{value}",
    "setup.ronda.instant_win": "The target wins",
    "setup.ronda.instant_win.off": "At the hand's end",
    "setup.ronda.instant_win.on": "At once",
    "setup.summary.ronda.instant_win": "instant win",
    "setup.ronda.capture_este": "Este",
    "setup.ronda.capture_este.off": "Same rank as before",
    "setup.ronda.capture_este.on": "Only by capturing",
    "setup.summary.ronda.capture_este": "este by capture",
    "setup.ronda.aces_high": "Rondas rank",
    "setup.ronda.aces_high.off": "12 highest",
    "setup.ronda.aces_high.on": "Aces highest",
    "setup.summary.ronda.aces_high": "aces high",
    "setup.ronda.dealer_last_card": "Dealer's last card",
    "setup.ronda.dealer_last_card.off": "Plays as any card",
    "setup.ronda.dealer_last_card.on": "Must capture: ±5",
    "setup.summary.ronda.dealer_last_card": "dealer's last card",
    "setup.ronda.este_chain_four_only": "Este chain (3rd, 4th card)",
    "setup.ronda.este_chain_four_only.off": "At 2 and 4 players",
    "setup.ronda.este_chain_four_only.on": "At 4 players only",
    "setup.summary.ronda.este_chain_four_only": "este chain at 4 only",
    "setup.ronda.first_deal_four": "First deal (4 players)",
    "setup.ronda.first_deal_four.off": "3 each, 4 on the table",
    "setup.ronda.first_deal_four.on": "4 each, none on the table",
    "setup.summary.ronda.first_deal_four": "first deal of 4",
    # Statistics.
    "stats.ronda.best_hand": "Best hand",
    "stats.ronda.most_in_match": "Most in one match",
    "stats.ronda.estes": "Estes",
    "stats.ronda.missas": "Missas",
    "stats.ronda.kind.ronda": "Ronda, tringa",
    "stats.ronda.kind.este": "Este",
    "stats.ronda.kind.missa": "Missa",
    "stats.ronda.kind.cards": "Cards",
    "stats.ronda.kind.dealer": "Dealer's card",
    # How to play.
    "ronda.rules.you": "You",
    "ronda.rules.opponent": "Opponent",
    "ronda.rules.partner": "Partner",
    "ronda.rules.table": "The table",
    "ronda.rules.pack.title": "The pack",
    "ronda.rules.pack.body": (
        "Ronda is played with the 40-card Spanish pack: four suits (coins, cups, swords and "
        "batons), each with the ranks 1 to 7 and three court cards, 10 (sota), 11 (caballo) "
        "and 12 (rey).\n\n"
        "There are no 8s or 9s, so 7 and 10 are neighbours: in a run, 10 comes straight "
        "after 7. 12 is the top; nothing follows it.\n\n"
        "Suits never matter, only ranks do. Two players play one against the other, four "
        "play two against two, three each for themselves (see the last pages)."
    ),
    "ronda.rules.pack.suits": "Coins · cups · swords · batons",
    "ronda.rules.pack.neighbours": "{low} and {high} are neighbours",
    "ronda.rules.deal.title": "Dealing",
    "ronda.rules.deal.body": (
        "Everyone gets 3 cards, and 4 cards are laid face up on the table. The table never "
        "starts with two cards of one rank, nor with four in a row (like 6 7 10 11): such a "
        "card goes back into the pack and another is laid.\n\n"
        "When every hand is empty, everyone gets 3 new cards; nothing more goes to the table. "
        "With 2 players a hand lasts 6 deals, with 4 players 3 deals. The player after the "
        "dealer plays first."
    ),
    "ronda.rules.deal.stock": "{count} in the stock",
    "ronda.rules.capture.title": "Capturing",
    "ronda.rules.capture.body": (
        "On your turn you play one card from your hand; any card will do. If the table has a "
        "card of its rank, you take that card and the unbroken run above it: the next rank "
        "up, and the next, as long as each is on the table. Runs only go upwards.\n\n"
        "If nothing matches, your card stays on the table. Captured cards go onto your pile. "
        "The table never holds two cards of one rank."
    ),
    "ronda.rules.capture.you_play": "You play a {card}",
    "ronda.rules.capture.takes": "It takes {cards}: {count} cards with yours",
    "ronda.rules.capture.stays": "{cards} stays: there is no {missing}",
    "ronda.rules.este.title": "Este",
    "ronda.rules.este.body": (
        "Play the same rank as the card played just before yours and you score an este: "
        "1 point, whether or not your card captures.\n\n"
        "The next card of that rank scores 5, and the fourth 10. Each new deal starts a new "
        "chain, and the cards laid on the table at the start never count as played."
    ),
    "ronda.rules.este.takes": "takes",
    "ronda.rules.este.lays": "lays",
    "ronda.rules.este.chain": "The chain pays {points}",
    "ronda.rules.missa.title": "Missa",
    "ronda.rules.missa.body": (
        "A capture that leaves the table empty is a missa: 1 point, on top of an este the "
        "same card may score.\n\n"
        "The very last card of a hand never scores a missa, though it can still score an "
        "este. After a missa the next player simply lays a card on the empty table."
    ),
    "ronda.rules.missa.scores": "Table cleared: missa +{points}",
    "ronda.rules.missa.none": "Table cleared, but no missa",
    "ronda.rules.missa.any_card": "During the hand",
    "ronda.rules.missa.last_card": "With the hand's very last card",
    "ronda.rules.combos.title": "Ronda and tringa",
    "ronda.rules.combos.body": (
        "Right after each deal, everyone's 3 new cards are looked at: a pair is a ronda "
        "(1 point), three of a kind a tringa (5 points). The game counts them for you and "
        "tells everyone who holds one, but not its rank.\n\n"
        "All the rondas and tringas of a deal make one pot, and the best takes it all: a "
        "tringa beats any ronda; between two of a kind the higher rank wins, 12 high, 1 low. "
        "Opponents with equal rondas share the pot, halves dropped."
    ),
    "ronda.rules.combos.ronda": "{who}: ronda of {rank}",
    "ronda.rules.combos.tringa": "{who}: tringa of {rank}",
    "ronda.rules.combos.pot": "The pot of {pot} goes to the opponent",
    "ronda.rules.combos.pot_you": "The pot of {pot} goes to you",
    "ronda.rules.count.title": "Counting the cards",
    "ronda.rules.count.body": (
        "When the last card of the hand has been played, the cards left on the table go to "
        "whoever captured last (that is no missa).\n\n"
        "Then each side counts its pile: every card beyond 20 scores 1 point. There are 40 "
        "cards, so only one side can score, and 20 each scores nothing."
    ),
    "ronda.rules.count.cards": "{count} cards",
    "ronda.rules.count.cards.one": "{count} card",
    "ronda.rules.count.note": "{cards} − 20 = {points} points; the other side scores none.",
    "ronda.rules.match.title": "The match",
    "ronda.rules.match.body": (
        "Points add up over the hands. The match is decided at the end of a hand: once a side "
        "has 41 points or more, the higher total wins. Sides level at 41 or more play "
        "another hand.\n\n"
        "In the setup you may play to 21, 25, 31 or 61 instead, or let the target win at "
        "once, even in the middle of a hand."
    ),
    "ronda.rules.match.won": "{a} to {b}: the higher total wins",
    "ronda.rules.match.level": "{a} to {b}: level, one more hand",
    "ronda.rules.partners.title": "Four players",
    "ronda.rules.partners.body": (
        "With four players, partners sit opposite each other and play as one side: one pile, "
        "one score. Play goes round the table, so the next player is always an opponent.\n\n"
        "A hand lasts 3 deals. The rondas and tringas of all four make one pot; partners tied "
        "for the best take it all. Este and missa go to the side of whoever played the card."
    ),
    "ronda.rules.partners.caption": "Partners sit opposite and share one pile and one score.",
}
