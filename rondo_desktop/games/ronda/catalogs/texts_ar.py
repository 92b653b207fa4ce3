"""العربية: the Arabic of Ronda's own texts (its menu line, setup rows, statistics and rule
pages), in Modern Standard Arabic with the game's words as Moroccan players say them:
روندا (ronda), ترينكة (tringa), إستي (este), ميسا (missa).

Plain logical-order Arabic, Western digits in the lines: the text layer shapes and orders it
and maps the digits when the player asks for Eastern ones. A line that names a number of
things has the Arabic plural forms (``.zero``, ``.one``, ``.two``, ``.few``, ``.many``) only
where English has ``.one``, and only those that read differently from the general form (the
one for 100 and up, which 0 and 11 to 99 share: "11 ورقة").
"""

STRINGS: dict[str, str] = {
    "game.ronda.name": "روندا",
    "game.ronda.tagline": "لعبة الصيد المغربية من لاعبَين إلى 4 لاعبين",
    # The setup screen's rows.
    "setup.ronda.target": "اللعب حتى",
    "setup.ronda.target.41": "41 نقطة",
    "setup.ronda.target.21": "21 نقطة",
    "setup.ronda.target.25": "25 نقطة",
    "setup.ronda.target.31": "31 نقطة",
    "setup.ronda.target.61": "61 نقطة",
    "setup.summary.ronda.target": "حتى {value}",
    "setup.summary.ronda.variant": "{value}",
    "setup.ronda.instant_win": "الفوز عند بلوغ الهدف",
    "setup.ronda.instant_win.off": "في نهاية اليد",
    "setup.ronda.instant_win.on": "فورًا",
    "setup.summary.ronda.instant_win": "فوز فوري",
    "setup.ronda.capture_este": "الإستي",
    "setup.ronda.capture_este.off": "نفس رتبة الورقة السابقة",
    "setup.ronda.capture_este.on": "بالأخذ فقط",
    "setup.summary.ronda.capture_este": "إستي بالأخذ",
    "setup.ronda.aces_high": "ترتيب الروندا",
    "setup.ronda.aces_high.off": "الورقة 12 أعلاها",
    "setup.ronda.aces_high.on": "الآص أعلاها",
    "setup.summary.ronda.aces_high": "الآص أعلى",
    "setup.ronda.dealer_last_card": "آخر ورقة للموزّع",
    "setup.ronda.dealer_last_card.off": "تُلعب كأي ورقة",
    "setup.ronda.dealer_last_card.on": "عليه أن يأخذ: ±5",
    "setup.summary.ronda.dealer_last_card": "آخر ورقة للموزّع",
    "setup.ronda.este_chain_four_only": "سلسلة الإستي (الورقة 3 و4)",
    "setup.ronda.este_chain_four_only.off": "مع لاعبَين أو 4 لاعبين",
    "setup.ronda.este_chain_four_only.on": "مع 4 لاعبين فقط",
    "setup.summary.ronda.este_chain_four_only": "سلسلة الإستي مع 4 فقط",
    "setup.ronda.first_deal_four": "التوزيع الأول (4 لاعبين)",
    "setup.ronda.first_deal_four.off": "3 لكل لاعب و4 على الطاولة",
    "setup.ronda.first_deal_four.on": "4 لكل لاعب ولا شيء على الطاولة",
    "setup.summary.ronda.first_deal_four": "توزيع أول من 4 أوراق",
    # Statistics.
    "stats.ronda.best_hand": "أفضل يد",
    "stats.ronda.most_in_match": "الأكثر في مباراة واحدة",
    "stats.ronda.estes": "مرات الإستي",
    "stats.ronda.missas": "مرات الميسا",
    "stats.ronda.kind.ronda": "روندا، ترينكة",
    "stats.ronda.kind.este": "إستي",
    "stats.ronda.kind.missa": "ميسا",
    "stats.ronda.kind.cards": "الأوراق",
    "stats.ronda.kind.dealer": "ورقة الموزّع",
    # How to play.
    "ronda.rules.you": "أنت",
    "ronda.rules.opponent": "الخصم",
    "ronda.rules.partner": "الشريك",
    "ronda.rules.table": "الطاولة",
    "ronda.rules.pack.title": "الكارطة",
    "ronda.rules.pack.body": (
        "تُلعب الروندا بالكارطة الإسبانية ذات الأربعين ورقة: أربعة ألوان، الذهب والكؤوس "
        "(الكوبا) والسيوف والعصي (الزرواطة)، في كل لون الأرقام من 1 إلى 7 وثلاث صور: "
        "10 (الصوطا، sota) و11 (الكابال، caballo) و12 (الري، rey).\n\n"
        "لا توجد أوراق 8 ولا 9، لذلك فالرتبتان 7 و10 متجاورتان: في السلسلة تأتي 10 مباشرة "
        "بعد 7. والرتبة 12 هي الأعلى، ولا شيء بعدها.\n\n"
        "الألوان لا تهمّ أبدًا، المهم هو الرتب وحدها. يلعب اللاعبان أحدهما ضد الآخر، "
        "ويلعب الأربعة اثنين ضد اثنين، والثلاثة كلٌّ لنفسه (انظر الصفحات الأخيرة)."
    ),
    "ronda.rules.pack.suits": "الذهب · الكؤوس · السيوف · العصي",
    "ronda.rules.pack.neighbours": "الرتبتان {low} و{high} متجاورتان",
    "ronda.rules.deal.title": "التوزيع",
    "ronda.rules.deal.body": (
        "يأخذ كل لاعب 3 أوراق، وتُكشف 4 أوراق على الطاولة. لا تبدأ الطاولة أبدًا بورقتين من "
        "رتبة واحدة، ولا بأربع متتالية (مثل 6 7 10 11): تعود تلك الورقة إلى الكارطة وتوضع "
        "ورقة أخرى مكانها.\n\n"
        "حين تفرغ كل الأيدي، يأخذ كل لاعب 3 أوراق جديدة، ولا يُضاف شيء إلى الطاولة. مع "
        "لاعبَين تدوم اليد 6 توزيعات، ومع 4 لاعبين 3 توزيعات. يبدأ اللعب اللاعبُ الذي يلي "
        "الموزّع."
    ),
    "ronda.rules.deal.stock": "باقي الكارطة: {count}",
    "ronda.rules.capture.title": "الأخذ",
    "ronda.rules.capture.body": (
        "في دورك تلعب ورقة واحدة من يدك، أيّ ورقة تشاء. إن كانت على الطاولة ورقة من رتبتها، "
        "أخذتَ تلك الورقة والسلسلة المتصلة فوقها: الرتبة التالية صعودًا، ثم التي تليها، "
        "ما دامت كل واحدة منها على الطاولة. السلاسل لا تصعد إلا إلى الأعلى.\n\n"
        "إن لم تطابق ورقتك شيئًا، بقيت على الطاولة. وتذهب الأوراق المأخوذة إلى كومتك. "
        "ولا تحمل الطاولة أبدًا ورقتين من رتبة واحدة."
    ),
    "ronda.rules.capture.you_play": "تلعب {card}",
    "ronda.rules.capture.takes": "تأخذ {cards}: مجموع الأوراق مع ورقتك {count}",
    "ronda.rules.capture.stays": "تبقى {cards}: لا توجد {missing}",
    "ronda.rules.este.title": "الإستي (este)",
    "ronda.rules.este.body": (
        "إذا لعبتَ نفس رتبة الورقة التي لُعبت قبل ورقتك مباشرة، سجّلتَ إستي (este): "
        "نقطة واحدة، سواء أخذت ورقتك شيئًا أم لا.\n\n"
        "الورقة التالية من تلك الرتبة تسجّل 5 نقاط، والرابعة 10 نقاط. كل توزيع جديد يبدأ "
        "سلسلة جديدة، والأوراق التي توضع على الطاولة في البداية لا تُحسب أبدًا أوراقًا ملعوبة."
    ),
    "ronda.rules.este.takes": "تأخذ",
    "ronda.rules.este.lays": "تُوضع",
    "ronda.rules.este.chain": "السلسلة تمنح {points}",
    "ronda.rules.missa.title": "الميسا (missa)",
    "ronda.rules.missa.body": (
        "الأخذ الذي يترك الطاولة فارغة ميسا (missa): نقطة واحدة، تُضاف إلى إستي قد تسجّله "
        "الورقة نفسها.\n\n"
        "آخر ورقة في اليد لا تسجّل ميسا أبدًا، لكنها قد تسجّل إستي. بعد الميسا يضع اللاعب "
        "التالي ورقته ببساطة على الطاولة الفارغة."
    ),
    "ronda.rules.missa.scores": "الطاولة فارغة: ميسا +{points}",
    "ronda.rules.missa.none": "الطاولة فارغة، لكن بلا ميسا",
    "ronda.rules.missa.any_card": "أثناء اليد",
    "ronda.rules.missa.last_card": "بآخر ورقة في اليد",
    "ronda.rules.combos.title": "الروندا والترينكة",
    "ronda.rules.combos.body": (
        "مباشرة بعد كل توزيع، يُنظر في الأوراق الثلاث الجديدة لكل لاعب: الزوج روندا (ronda) "
        "بنقطة واحدة، والثلاث من رتبة واحدة ترينكة (tringa) بخمس نقاط. تحسبها اللعبة لك "
        "وتُعلم الجميع بمن يملك واحدة منها، دون أن تكشف رتبتها.\n\n"
        "كل روندات التوزيع وترينكاته تكوّن صندوقًا واحدًا، والأفضل يأخذه كله: الترينكة تغلب "
        "أي روندا، وبين اثنتين من النوع نفسه تفوز الرتبة الأعلى، فالرتبة 12 هي العليا "
        "والرتبة 1 هي الدنيا. الخصمان صاحبا الروندا المتساوية يقتسمان الصندوق، وتُهمل الأنصاف."
    ),
    "ronda.rules.combos.ronda": "{who}: روندا {rank}",
    "ronda.rules.combos.tringa": "{who}: ترينكة {rank}",
    "ronda.rules.combos.pot": "الصندوق ({pot}) يذهب إلى الخصم",
    "ronda.rules.combos.pot_you": "الصندوق ({pot}) يذهب إليك",
    "ronda.rules.count.title": "عدّ الأوراق",
    "ronda.rules.count.body": (
        "بعد لعب آخر ورقة في اليد، تذهب الأوراق الباقية على الطاولة إلى آخر من أخذ "
        "(وهذه ليست ميسا).\n\n"
        "ثم يعدّ كل طرف كومته: كل ورقة فوق العشرين تسجّل نقطة. عدد الأوراق 40، فلا يسجّل "
        "إلا طرف واحد، وإن أخذ كل طرف 20 فلا يسجّل أحد شيئًا."
    ),
    "ronda.rules.count.cards": "{count} ورقة",
    "ronda.rules.count.cards.zero": "لا أوراق",
    "ronda.rules.count.cards.one": "ورقة واحدة",
    "ronda.rules.count.cards.two": "ورقتان",
    "ronda.rules.count.cards.few": "{count} أوراق",
    "ronda.rules.count.note": "النقاط: {cards} − 20 = {points}، والطرف الآخر لا يسجّل شيئًا.",
    "ronda.rules.match.title": "المباراة",
    "ronda.rules.match.body": (
        "تتراكم النقاط عبر الأيدي. تُحسم المباراة في نهاية يد: متى بلغ طرف 41 نقطة أو "
        "أكثر، فاز صاحب المجموع الأعلى. وإن تعادل الطرفان عند 41 أو أكثر لعبا يدًا أخرى.\n\n"
        "يمكنك في الإعداد أن تلعب حتى 21 أو 25 أو 31 أو 61 بدلًا من ذلك، أو أن تجعل الفوز "
        "فوريًا عند بلوغ الهدف، ولو في منتصف اليد."
    ),
    "ronda.rules.match.won": "{a} مقابل {b}: المجموع الأعلى يفوز",
    "ronda.rules.match.level": "{a} مقابل {b}: تعادل، يد أخرى",
    "ronda.rules.partners.title": "أربعة لاعبين",
    "ronda.rules.partners.body": (
        "مع أربعة لاعبين، يجلس الشريكان متقابلين ويلعبان فريقًا واحدًا: كومة واحدة ونتيجة "
        "واحدة. يدور اللعب حول الطاولة، فاللاعب التالي خصمٌ دائمًا.\n\n"
        "تدوم اليد 3 توزيعات. روندات اللاعبين الأربعة وترينكاتهم تكوّن صندوقًا واحدًا، وإن "
        "تعادل الشريكان على الأفضل أخذاه كله. الإستي والميسا لفريق من لعب الورقة."
    ),
    "ronda.rules.partners.caption": "الشريكان متقابلان، يتقاسمان كومة واحدة ونتيجة واحدة.",
}
