"""العربية: Rondo's game review, its summary on the results screen and the coaching note at
the table, merged into ``ar``. A plural form that says the same as the general one (0, 11
and up: "11 نقطة") is left to the general form."""

STRINGS: dict[str, str] = {
    # The review scene
    "hints.review": "← → خطوة  ·  Home End الأولى، الأخيرة  ·  انقر الرسم البياني  ·  Esc رجوع",
    "review.title": "مراجعة اللعبة",
    "review.seat": "اللاعب {number}",
    "review.turn": "الدور {turn}: {name}",
    "review.played": "لعب {word} بـ{points} نقطة",
    "review.played.one": "لعب {word} بنقطة واحدة",
    "review.played.two": "لعب {word} بنقطتين",
    "review.played.few": "لعب {word} بـ{points} نقاط",
    "review.exchanged": "بدّل {count} بطاقة (−{cost})",
    "review.exchanged.one": "بدّل بطاقة واحدة (−{cost})",
    "review.exchanged.two": "بدّل بطاقتين (−{cost})",
    "review.exchanged.few": "بدّل {count} بطاقات (−{cost})",
    "review.passed": "مرّر",
    # The viewer's own move, in the second person (the heading names the seat "أنت").
    "review.played_you": "لعبتَ {word} بـ{points} نقطة",
    "review.played_you.one": "لعبتَ {word} بنقطة واحدة",
    "review.played_you.two": "لعبتَ {word} بنقطتين",
    "review.played_you.few": "لعبتَ {word} بـ{points} نقاط",
    "review.exchanged_you": "بدّلتَ {count} بطاقة (−{cost})",
    "review.exchanged_you.one": "بدّلتَ بطاقة واحدة (−{cost})",
    "review.exchanged_you.two": "بدّلتَ بطاقتين (−{cost})",
    "review.exchanged_you.few": "بدّلتَ {count} بطاقات (−{cost})",
    "review.passed_you": "مرّرتَ",
    "review.verdict.best": "أفضل حركة",
    "review.verdict.good": "جيدة",
    "review.verdict.slip": "هفوة",
    "review.verdict.blunder": "خطأ فادح",
    "review.missed": "ضاعت {points} نقطة",
    "review.missed.one": "ضاعت نقطة واحدة",
    "review.missed.two": "ضاعت نقطتان",
    "review.missed.few": "ضاعت {points} نقاط",
    "review.missed_worse": (
        "ضاعت {points} نقطة، ومع البطاقات المحتفظ بها والحامل المتروك نحو {loss}."
    ),
    "review.missed_worse.one": (
        "ضاعت نقطة واحدة، ومع البطاقات المحتفظ بها والحامل المتروك نحو {loss}."
    ),
    "review.missed_worse.two": (
        "ضاعت نقطتان، ومع البطاقات المحتفظ بها والحامل المتروك نحو {loss}."
    ),
    "review.missed_worse.few": (
        "ضاعت {points} نقاط، ومع البطاقات المحتفظ بها والحامل المتروك نحو {loss}."
    ),
    "review.missed_kept": (
        "أقل بـ{points} نقطة من الكلمة الأعلى نقاطًا، لكن البطاقات والحامل المتروكة أفضل"
    ),
    "review.missed_kept.one": (
        "أقل بنقطة واحدة من الكلمة الأعلى نقاطًا، لكن البطاقات والحامل المتروكة أفضل"
    ),
    "review.missed_kept.two": (
        "أقل بنقطتين من الكلمة الأعلى نقاطًا، لكن البطاقات والحامل المتروكة أفضل"
    ),
    "review.missed_kept.few": (
        "أقل بـ{points} نقاط من الكلمة الأعلى نقاطًا، لكن البطاقات والحامل المتروكة أفضل"
    ),
    "review.missed_none": "لم تضِع أي نقطة",
    "review.equity": (
        "أكثر النقاط، لكن البطاقات المحتفظ بها والحامل المتروك كلّفت نحو {points} نقطة."
    ),
    "review.equity.one": (
        "أكثر النقاط، لكن البطاقات المحتفظ بها والحامل المتروك كلّفت نحو نقطة واحدة."
    ),
    "review.equity.two": ("أكثر النقاط، لكن البطاقات المحتفظ بها والحامل المتروك كلّفت نحو نقطتين."),
    "review.equity.few": (
        "أكثر النقاط، لكن البطاقات المحتفظ بها والحامل المتروك كلّفت نحو {points} نقاط."
    ),
    "review.equity_good": (
        "أكثر النقاط، لكن البطاقات المحتفظ بها والحامل المتروك تجعل حركة أخرى أفضل قليلًا."
    ),
    "review.exchange_offer": ("كانت {word} متاحة بـ{points} نقطة، لكن البطاقات الجديدة كانت أثمن."),
    "review.exchange_offer.one": ("كانت {word} متاحة بنقطة واحدة، لكن البطاقات الجديدة كانت أثمن."),
    "review.exchange_offer.two": "كانت {word} متاحة بنقطتين، لكن البطاقات الجديدة كانت أثمن.",
    "review.exchange_offer.few": (
        "كانت {word} متاحة بـ{points} نقاط، لكن البطاقات الجديدة كانت أثمن."
    ),
    "review.turn_missed": "الدور كاملًا مع التبديل: ضاعت {points} نقطة",
    "review.turn_missed.one": "الدور كاملًا مع التبديل: ضاعت نقطة واحدة",
    "review.turn_missed.two": "الدور كاملًا مع التبديل: ضاعت نقطتان",
    "review.turn_missed.few": "الدور كاملًا مع التبديل: ضاعت {points} نقاط",
    "review.best": "الأفضل: {word} بـ{points} نقطة",
    "review.best.one": "الأفضل: {word} بنقطة واحدة",
    "review.best.two": "الأفضل: {word} بنقطتين",
    "review.best.few": "الأفضل: {word} بـ{points} نقاط",
    "review.best_none": "لم تكن أي كلمة ممكنة.",
    "review.hidden_judgement": "تظهر أفضل الحركات بعد انتهاء اللعبة.",
    "review.holder_before": "الحامل قبل الحركة",
    "review.hand": "البطاقات في اليد – {name}",
    "review.hand_hidden": "تبقى هذه البطاقات مخفية حتى تنتهي اللعبة.",
    "review.options": "أفضل الحركات",
    # "1. CRUSTA — النقاط: 27": naming the points makes the line Arabic, so it reads from
    # the right (rank, word, points), and "النقاط:" needs no plural form for the number.
    "review.option": "{rank}. {word} — النقاط: {points}",
    # Read right to left the option stands at the right: the arrow points back at it.
    "review.option_played": "{option}  → لُعبت",
    # "12 من 40": numbers on both sides of "/" alone would not say which is which.
    "review.step": "{index} من {count}",
    "review.moves": "{count} حركة",
    "review.moves.one": "حركة واحدة",
    "review.moves.two": "حركتان",
    "review.moves.few": "{count} حركات",
    "review.analysing": "جارٍ مراجعة اللعبة…",
    "review.progress": "الحركات المقيّمة: {done} من {total}",
    "review.failed": "لا يمكن مراجعة هذه اللعبة.",
    "review.failed_why": "تعذّرت إعادة تشغيل حركاتها. التفاصيل في ملف السجل.",
    "review.no_moves": "لا شيء للمراجعة: انتهت اللعبة بكلمة البداية.",
    # The results screen
    "results.review": "حركة بحركة",
    "results.review.tab": "الملخّص",
    "results.review.heading": "ملخّص المراجعة",
    "results.show": "{tab} ›",
    "results.review.seat": "حركات جيدة {accuracy}%، ضاعت {points} نقطة",
    "results.review.seat.one": "حركات جيدة {accuracy}%، ضاعت نقطة واحدة",
    "results.review.seat.two": "حركات جيدة {accuracy}%، ضاعت نقطتان",
    "results.review.seat.few": "حركات جيدة {accuracy}%، ضاعت {points} نقاط",
    "results.review.no_misses": "لم تضِع أي نقطة.",
    "results.review.miss": "{played} ({word} +{points})",
    "results.review.pass": "تمرير",
    "results.review.exchange": "تبديل",
    "results.review.no_word": "لا كلمة",
    "results.review.misses": "أكبر الفرص الضائعة: {misses}",
    "results.review.seat_head": "{name}:  {summary}",
    # The misses are Latin words: the Arabic semicolon (a right-to-left letter to the bidi
    # algorithm, the comma is not) keeps them in reading order, the first at the right.
    "results.review.miss_join": "؛ ",
    "results.review.best": "أفضل كلمة ممكنة: {word} بـ{points} نقطة — كان بوسع {name} لعبها",
    "results.review.best.one": ("أفضل كلمة ممكنة: {word} بنقطة واحدة — كان بوسع {name} لعبها"),
    "results.review.best.two": "أفضل كلمة ممكنة: {word} بنقطتين — كان بوسع {name} لعبها",
    "results.review.best.few": ("أفضل كلمة ممكنة: {word} بـ{points} نقاط — كان بوسع {name} لعبها"),
    "results.review.best_played": ("أفضل كلمة ممكنة: {word} بـ{points} نقطة — لعبها {name}"),
    "results.review.best_played.one": "أفضل كلمة ممكنة: {word} بنقطة واحدة — لعبها {name}",
    "results.review.best_played.two": "أفضل كلمة ممكنة: {word} بنقطتين — لعبها {name}",
    "results.review.best_played.few": "أفضل كلمة ممكنة: {word} بـ{points} نقاط — لعبها {name}",
    "results.review.best_none": "لم تكن أي كلمة ممكنة في هذه اللعبة.",
    # Coaching at the table
    "coach.note": "{word} {points} — الأفضل كان {best} {best_points}",
    "coach.best": "{word} {points} — أفضل حركة",
    "coach.exchange": "تبديل — الأفضل كان {best} {best_points}",
    "coach.pass": "تمرير — الأفضل كان {best} {best_points}",
    "coach.no_play": "لم تكن أي كلمة ممكنة",
    # Statistics
    "stats.rondo.hints": "التلميحات المستعملة",
    "stats.rondo.coached": "الألعاب الموجَّهة",
}
