"""English: what Ronda's variants do, for a player who has not met them: the setup screen's
line under the options panel (``setup.help.ronda.*``, one per row) and How to play's pages
on three players and the variants (``ronda.rules.three.*``, ``ronda.rules.variants*``)."""

STRINGS: dict[str, str] = {
    "setup.help.ronda.target": (
        "How many points win the match: 41 in the usual game; fewer make a shorter match."
    ),
    "setup.help.ronda.instant_win": (
        "At once: a side that reaches the target wins straight away, even in the middle of "
        "a hand, instead of when the hand is counted."
    ),
    "setup.help.ronda.capture_este": (
        "Only by capturing: an este needs your card to take the card just played; the 3rd "
        "and 4th cards of that rank take the este's whole stack."
    ),
    "setup.help.ronda.aces_high": (
        "Which ronda or tringa takes the pot: 12 highest as usual, or aces (1) above 12."
    ),
    "setup.help.ronda.dealer_last_card": (
        "The dealer must capture with the hand's last card: with a 12, +5 for the dealer's "
        "side; with a 1 or no capture, +5 for the opponents."
    ),
    "setup.help.ronda.este_chain_four_only": (
        "At 4 players only: with 2 or 3 players an este still scores 1, but the 3rd and 4th "
        "cards of the chain score nothing."
    ),
    "setup.help.ronda.first_deal_four": (
        "With 4 players: the first deal gives 4 cards each and none to the table; later "
        "deals are 3 cards."
    ),
    "ronda.rules.three.title": "Three players",
    "ronda.rules.three.body": (
        "Three can play too, each for themselves: three piles, three scores, no partners. To "
        "play three, add a third seat in the setup.\n\n"
        "A hand then lasts 4 deals of 3 cards; the table gets its 4 cards at the start as "
        "usual. When the hand is counted, every card beyond 13 in a pile scores 1 point, so "
        "more than one player may score.\n\n"
        "Rondas, tringas, este and missa work as with two."
    ),
    "ronda.rules.three.caption": "Everyone for themselves: cards beyond 13 score.",
    "ronda.rules.three.pile": "{cards}: +{points}",  # a seat's pile and what it scores
    "ronda.rules.three.pile_none": "{cards}: 0",
    "ronda.rules.variants.in_setup": "In the setup, choose:",
    "ronda.rules.variants.title": "Variants: target and deal",
    "ronda.rules.variants.body": (
        "The setup offers rules that some tables play differently. Each is off until you "
        "switch it on, and the line under the form names those that are on.\n\n"
        "Play to 21, 25, 31 or 61 points instead of 41. The target wins at once: a side that "
        "reaches it wins straight away, even in the middle of a hand.\n\n"
        "First deal, 4 players only: 4 cards each and none on the table; later deals are 3. "
        "Two pairs make 2 rondas; four of a kind is dealt again.\n\n"
        "Aces highest: between rondas or tringas, the 1 beats the 12. When all four players "
        "hold a ronda, the lowest wins."
    ),
    "ronda.rules.variants_este.title": "Variants: este and the last card",
    "ronda.rules.variants_este.body": (
        "Este only by capturing: the point needs your card to take the card just played; "
        "taking it inside a run does not count. The third card of that rank takes the "
        "este's whole stack for 5, the fourth takes it back for 10.\n\n"
        "Este chain at 4 players only: with 2 or 3 players an este still scores 1, but the "
        "third and fourth cards score nothing.\n\n"
        "Dealer's last card: the dealer must capture with the hand's last card. With a 12 "
        "the dealer's side scores 5; with a 1, or without a capture, the opponents do."
    ),
}
