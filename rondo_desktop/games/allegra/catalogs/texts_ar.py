"""العربية: Allegra's own texts besides the table's (its menu line, setup rows, statistics and
rule pages), in Modern Standard Arabic: plain logical-order text with Western digits, which
the text layer shapes, orders and, when asked, writes in Eastern digits."""

STRINGS: dict[str, str] = {
    "game.allegra.tagline": "أبقِ بطاقاتك منخفضة وتقاسم أعمدتك، من لاعبَين إلى 6 لاعبين",
    # The setup screen's rows (every variant has its texts; three have a row).
    "setup.allegra.knock_at_two": "الطرق",
    "setup.allegra.knock_at_two.off": "من 3 لاعبين",
    "setup.allegra.knock_at_two.on": "مع لاعبَين أيضًا",
    "setup.summary.allegra.knock_at_two": "الطرق مع لاعبَين",
    "setup.allegra.own_grid_end": "تنتهي الجولة حين",
    "setup.allegra.own_grid_end.off": "تنكشف منطقة كاملة",
    "setup.allegra.own_grid_end.on": "تنكشف شبكة من 12",
    "setup.summary.allegra.own_grid_end": "النهاية على الشبكة الخاصة",
    "setup.allegra.own_grid_reveal": "الكشف الافتتاحي",
    "setup.allegra.own_grid_reveal.off": "في أي مكان من المنطقة",
    "setup.allegra.own_grid_reveal.on": "في الشبكة الخاصة فقط",
    "setup.summary.allegra.own_grid_reveal": "الكشف في الشبكة الخاصة",
    "setup.allegra.no_final_triples": "الثلاثيات بعد الكشف الأخير",
    "setup.allegra.no_final_triples.off": "تخرج من اللعبة",
    "setup.allegra.no_final_triples.on": "تبقى وتُحسب",
    "setup.summary.allegra.no_final_triples": "لا ثلاثيات بعد الكشف الأخير",
    "setup.allegra.knock_after_discard": "الطرق بعد",
    "setup.allegra.knock_after_discard.off": "سحب من الرزمة",
    "setup.allegra.knock_after_discard.on": "أي سحب",
    "setup.summary.allegra.knock_after_discard": "الطرق بعد أي سحب",
    "setup.allegra.strict_doubling": "المُغلِق المتعادل على الأدنى",
    "setup.allegra.strict_doubling.off": "لا تُضاعف نتيجته",
    "setup.allegra.strict_doubling.on": "تُضاعف نتيجته",
    "setup.summary.allegra.strict_doubling": "التعادل يُضاعف",
    "setup.summary.allegra.variant": "{value}",
    # Statistics.
    "stats.allegra.best_round": "أفضل جولة",
    "stats.allegra.rounds_panel": "جولاتك",
    "stats.allegra.best_total": "أدنى مجموع",
    "stats.allegra.closed": "جولات أغلقتها",
    "stats.allegra.doubled": "مرات المضاعفة",
    "stats.allegra.triples": "الثلاثيات",
    # How to play.
    "allegra.rules.you": "أنت",
    "allegra.rules.left": "الجار الأيسر",
    "allegra.rules.right": "الجار الأيمن",
    "allegra.rules.left_short": "الأيسر",
    "allegra.rules.right_short": "الأيمن",
    "allegra.rules.opponent": "الخصم",
    "allegra.rules.goal.title": "الهدف والبطاقات",
    "allegra.rules.goal.body": (
        "تدوم أليغرا ثلاث جولات، ويفوز صاحب أدنى مجموع.\n\n"
        "في الرزمة 120 بطاقة قيمها من −1 إلى 11، والقيم الوسطى هي الأكثر. تتدرّج الألوان "
        "من الأزرق البارد للبطاقات المنخفضة، وهي في صالحك، إلى الأرجواني الحار للمرتفعة، "
        "والقيمة مطبوعة دائمًا على البطاقة.\n\n"
        "تحاول في كل جولة أن تنتهي ببطاقات منخفضة في منطقتك، وأن تُخرج البطاقات ثلاثًا ثلاثًا."
    ),
    "allegra.rules.goal.count": "{count}×",
    "allegra.rules.goal.deck": "{cards} بطاقة، والقيم الوسطى هي الأكثر",
    "allegra.rules.area.title": "شبكتك والأعمدة المشتركة",
    "allegra.rules.area.body": (
        "يأخذ كل لاعب شبكة من 3 صفوف و4 أعمدة، موزّعة مقلوبة على وجهها. في بداية الجولة "
        "يكشف كل لاعب بطاقتين من منطقته.\n\n"
        "منطقتك بعرض خمسة أعمدة: شبكتك أنت، والعمود الأقصى يمينًا لجارك الأيسر، الذي يجاور "
        "عمودك الأول. وبالطريقة نفسها فإن عمودك الأقصى يمينًا جزء من منطقة جارك الأيمن.\n\n"
        "لذا تُحسب البطاقة في العمود المشترك للاعبَين، وما تفعله هناك يمسّ جارك أيضًا."
    ),
    "allegra.rules.area.yours": "منطقتك: خمسة أعمدة",
    "allegra.rules.area.theirs": "عمودك الأخير جزء من منطقة جارك الأيمن أيضًا",
    "allegra.rules.turn.title": "الدور",
    "allegra.rules.turn.body": (
        "في دورك، افعل واحدًا مما يلي:\n\n"
        "خذ البطاقة العليا من كومة الرمي وبدّلها بأي بطاقة من منطقتك، مكشوفة كانت أو "
        "مقلوبة. البطاقة التي تُخرجها توضع مكشوفة على كومة الرمي.\n\n"
        "أو اسحب البطاقة العليا من الرزمة، فيراها الجميع. بدّلها بالطريقة نفسها، أو ضعها "
        "على كومة الرمي واكشف بطاقة مقلوبة من منطقتك.\n\n"
        "البطاقة التي تضعها تكون دائمًا مكشوفة، في شبكتك أو في عمود جارك."
    ),
    "allegra.rules.turn.discard": "الرمي",
    "allegra.rules.turn.deck": "الرزمة",
    "allegra.rules.turn.area": "منطقتك",
    "allegra.rules.turn.turned": "مكشوفة",
    "allegra.rules.turn.take": "خذ البطاقة {card} وبدّلها: تذهب البطاقة {out} إلى كومة الرمي.",
    "allegra.rules.turn.swap": "أو اسحب البطاقة {card} وبدّلها، هنا مكان بطاقة {out} مقلوبة.",
    "allegra.rules.turn.flip": "أو ارمِ البطاقة {card} التي سحبتها واكشف بطاقة.",
    "allegra.rules.triples.title": "الثلاثيات",
    "allegra.rules.triples.body": (
        "ثلاث بطاقات مكشوفة من قيمة واحدة متجاورة في صف من منطقتك، أو بطاقات العمود الثلاث، "
        "تخرج من اللعبة فورًا. قد يمتد الصف عبر عمود جارك، وإن تساوت أربع بطاقات أو خمس في "
        "صف خرجت كلها. يجب أن تكون الثلاث في منطقة واحدة: اثنتان من بطاقاتك وواحدة من شبكة "
        "جارك الأيمن ليست ثلاثية.\n\n"
        "لا تذهب إلى كومة الرمي: تخرج حتى نهاية الجولة، وتبقى أماكنها فارغة. والفراغ يقطع "
        "الصف.\n\n"
        "يُبحث عن الثلاثيات بعد كل بطاقة توضع أو تُكشف، في منطقة كل لاعب، فقد تُخرج حركةٌ "
        "بطاقاتِ جارٍ أيضًا."
    ),
    "allegra.rules.triples.before": "قبل",
    "allegra.rules.triples.after": "بعد",
    "allegra.rules.triples.neighbour": "عمود الجار",
    "allegra.rules.triples.gaps": "تخرج البطاقات ({count}) وتبقى الفراغات",
    "allegra.rules.knock.title": "الطرق",
    "allegra.rules.knock.body": (
        "مع ثلاثة لاعبين أو أكثر، حين يسحب أحدهم من الرزمة، يمكن لأي لاعب آخر أن يطرق: فهو "
        "يريد تلك البطاقة. للساحب أن يتجاهل الطرقات، أو أن يقبل طارقًا واحدًا. ثم خطوة "
        "خطوة:\n\n"
        "1. يضع الطارق البطاقة مكان إحدى بطاقاته ويأخذ البطاقة التي حلّت محلها إلى يده.\n"
        "2. يأخذ الساحب أي بطاقة من منطقة الطارق، ولو كانت الجديدة.\n"
        "3. يضعها في منطقته هو، وتذهب البطاقة التي حلّت محلها إلى كومة الرمي.\n"
        "4. يملأ الطارق الفراغ بالبطاقة التي في يده.\n\n"
        "يُبحث عن الثلاثيات بعد كل خطوة. ثم ينتهي الدور."
    ),
    "allegra.rules.knock.step1": "يضع الطارق البطاقة {card} ويأخذ البطاقة التي حلّت محلها.",
    "allegra.rules.knock.step2": "تأخذ أي بطاقة من منطقة الطارق: يبقى فراغ.",
    "allegra.rules.knock.step3": "تضعها في منطقتك، وتذهب بطاقتك إلى كومة الرمي.",
    "allegra.rules.knock.step4": "يملأ الطارق الفراغ بالبطاقة التي في يده.",
    "allegra.rules.knock.knocker": "الطارق",
    "allegra.rules.knock.active": "أنت",
    "allegra.rules.end.title": "نهاية الجولة",
    "allegra.rules.end.body": (
        "حين لا تبقى في منطقة لاعب أي بطاقة مقلوبة، تقترب الجولة من نهايتها، ويكون ذلك "
        "اللاعب قد أغلقها. يلعب كل من سواه دورًا أخيرًا. ثم تُكشف كل البطاقات، وتخرج "
        "الثلاثيات مرة أخرى، ويجمع كل لاعب بطاقات منطقته، ومعها عمود الجار.\n\n"
        "إذا كانت نتيجة المُغلِق فوق الصفر وليست الأدنى على الطاولة، ضوعفت. والتعادل على "
        "الأدنى يُعدّ أدنى: فلا مضاعفة."
    ),
    "allegra.rules.end.closer": "{name} (المُغلِق)",
    "allegra.rules.end.doubled": "{score} ليست الأدنى ({low}): تُضاعف إلى {final}",
    "allegra.rules.end.not_doubled": "{score} تعادل الأدنى ({low}): لا مضاعفة",
    "allegra.rules.scoring.title": "ثلاث جولات",
    "allegra.rules.scoring.body": (
        "للعبة ثلاث جولات، وفي كل جولة يبدأ اللاعب التالي إلى اليسار. تتراكم نتائج جولاتك، "
        "وبعد الجولة الثالثة يفوز صاحب أدنى مجموع. والمتعادلون على الأدنى يتقاسمون الفوز.\n\n"
        "البطاقات التي خرجت في ثلاثيات لا تُحسب. والبطاقة في العمود المشترك تُحسب لكلا "
        "اللاعبَين اللذين تنتمي إلى منطقتيهما."
    ),
    "allegra.rules.scoring.round": "الجولة {round}",
    "allegra.rules.scoring.total": "المجموع",
    "allegra.rules.scoring.wins": "أدنى مجموع يفوز: {names}، {total}",
    "allegra.rules.two.title": "لاعبان",
    "allegra.rules.two.body": (
        "مع لاعبَين يتقاسم كلٌّ منكما عمودًا مع الآخر: منطقتك هي شبكتك والعمود الأقصى يمينًا "
        "لخصمك، ومنطقته تضمّ عمودك.\n\n"
        "البطاقة المشتركة تضيف القدر نفسه إلى المجموعين، فلا تغيّر الفرق بينكما أبدًا. لكنها "
        "تُحسب في الثلاثيات، وفي تحديد الأدنى حين تُغلق الجولة.\n\n"
        "اللاعبان لا يطرقان."
    ),
    "allegra.rules.two.caption": "العمودان المشتركان يُحسبان لكليكما",
    # What each variant on the setup screen does (the line under the options).
    "setup.help.allegra.knock_at_two": (
        "الطرق لثلاثة لاعبين أو أكثر. مع تفعيل هذا الخيار، يمكن لكلا اللاعبَين أن يطرق من أجل "
        "البطاقة التي يسحبها الآخر من الرزمة."
    ),
    "setup.help.allegra.no_final_triples": (
        "في نهاية الجولة تُكشف كل البطاقات وتخرج الثلاثيات مرة أخرى. مع تفعيل هذا الخيار، "
        "تبقى وتُحسب."
    ),
    "setup.help.allegra.own_grid_end": (
        "تنتهي الجولة حين تنكشف منطقة لاعب كاملة من 15 بطاقة. مع تفعيل هذا الخيار، تكفي "
        "بطاقاته الاثنتا عشرة الخاصة."
    ),
    "setup.help.allegra.knock_after_discard": (
        "لا يمكنك أن تطرق إلا من أجل بطاقة مسحوبة من الرزمة. مع تفعيل هذا الخيار، أيضًا من "
        "أجل البطاقة التي يأخذها أحدهم من كومة الرمي."
    ),
    "setup.help.allegra.own_grid_reveal": (
        "يمكن كشف البطاقتين الافتتاحيتين في أي مكان من منطقتك. مع تفعيل هذا الخيار، في "
        "شبكتك الخاصة ذات الاثنتي عشرة بطاقة فقط."
    ),
    "setup.help.allegra.strict_doubling": (
        "تُضاعف نتيجة المُغلِق ما لم يكن الأدنى، والتعادل على الأدنى يُعدّ أدنى. مع تفعيل "
        "هذا الخيار، يُضاعف التعادل أيضًا."
    ),
}
