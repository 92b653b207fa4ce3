"""English: Rondo's game review, its summary on the results screen and the coaching note at
the table, merged into ``en``."""

STRINGS: dict[str, str] = {
    # The review scene
    "hints.review": "← → step  ·  Home End first, last  ·  click the chart  ·  Esc back",
    "review.title": "Game review",
    "review.seat": "Player {number}",
    "review.turn": "Turn {turn} · {name}",
    "review.played": "Played {word} for {points} points",
    "review.played.one": "Played {word} for {points} point",
    "review.exchanged": "Exchanged {count} cards (−{cost})",
    "review.exchanged.one": "Exchanged {count} card (−{cost})",
    "review.passed": "Passed",
    # The viewer's own move (the heading names the seat "You").
    "review.played_you": "You played {word} for {points} points",
    "review.played_you.one": "You played {word} for {points} point",
    "review.exchanged_you": "You exchanged {count} cards (−{cost})",
    "review.exchanged_you.one": "You exchanged {count} card (−{cost})",
    "review.passed_you": "You passed",
    "review.verdict.best": "The best move",
    "review.verdict.good": "Good",
    "review.verdict.slip": "A slip",
    "review.verdict.blunder": "A blunder",
    "review.missed": "{points} points missed",
    "review.missed.one": "{points} point missed",
    "review.missed_worse": (
        "{points} points missed; with the cards kept and the holder left, about {loss}."
    ),
    "review.missed_worse.one": (
        "{points} point missed; with the cards kept and the holder left, about {loss}."
    ),
    "review.missed_kept": (
        "{points} points fewer than the top play, but better cards and holder left"
    ),
    "review.missed_kept.one": (
        "{points} point fewer than the top play, but better cards and holder left"
    ),
    "review.missed_none": "No points missed",
    "review.equity": (
        "Most points, but the cards kept and the holder left cost about {points} points."
    ),
    "review.equity.one": (
        "Most points, but the cards kept and the holder left cost about {points} point."
    ),
    "review.equity_good": (
        "Most points, but the cards kept and the holder left make another move a little better."
    ),
    "review.exchange_offer": "{word} for {points} points was on offer; new cards were worth more.",
    "review.exchange_offer.one": (
        "{word} for {points} point was on offer; new cards were worth more."
    ),
    "review.turn_missed": "Whole turn with exchange: {points} points missed",
    "review.turn_missed.one": "Whole turn with exchange: {points} point missed",
    "review.best": "Best: {word} for {points} points",
    "review.best.one": "Best: {word} for {points} point",
    "review.best_none": "No word could be played.",
    "review.hidden_judgement": "The best plays are shown once the game is over.",
    "review.holder_before": "The holder before the move",
    "review.hand": "Cards in hand · {name}",
    "review.hand_hidden": "These cards stay hidden until the game is over.",
    "review.options": "Best plays",
    "review.option": "{rank}. {word}  {points}",
    "review.option_played": "{option}  ← played",
    "review.step": "{index} / {count}",
    "review.moves": "{count} moves",
    "review.moves.one": "{count} move",
    "review.analysing": "Reviewing the game…",
    "review.progress": "{done} of {total} moves judged",
    "review.failed": "This game cannot be reviewed.",
    "review.failed_why": ("Its moves could not be replayed. The details are in the log file."),
    "review.no_moves": "Nothing to review: the game ended with its start word.",
    # The results screen
    "results.review": "Move by move",
    "results.review.tab": "Summary",
    "results.review.heading": "Review summary",
    "results.show": "{tab} ›",
    "results.review.seat": "{accuracy} % good moves · {points} points missed",
    "results.review.seat.one": "{accuracy} % good moves · {points} point missed",
    "results.review.no_misses": "No points missed.",
    "results.review.miss": "{played} ({word} +{points})",
    "results.review.pass": "pass",
    "results.review.exchange": "exchange",
    "results.review.no_word": "no word",
    "results.review.misses": "Biggest misses: {misses}",
    "results.review.seat_head": "{name}:  {summary}",
    "results.review.miss_join": "  ·  ",
    "results.review.best": "Best word possible: {word} for {points} points — {name} could play it",
    "results.review.best.one": (
        "Best word possible: {word} for {points} point — {name} could play it"
    ),
    "results.review.best_played": (
        "Best word possible: {word} for {points} points — {name} played it"
    ),
    "results.review.best_played.one": (
        "Best word possible: {word} for {points} point — {name} played it"
    ),
    "results.review.best_none": "No word could be played in this game.",
    # Coaching at the table
    "coach.note": "{word} {points} — best was {best} {best_points}",
    "coach.best": "{word} {points} — the best play",
    "coach.exchange": "Exchange — best was {best} {best_points}",
    "coach.pass": "Pass — best was {best} {best_points}",
    "coach.no_play": "No word was possible",
    # Statistics
    "stats.rondo.hints": "hints taken",
    "stats.rondo.coached": "games coached",
}
