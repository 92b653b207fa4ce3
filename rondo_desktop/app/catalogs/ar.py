"""العربية: the host's lines in Modern Standard Arabic, as a commercial game writes them.

Written in plain logical order with no bidi control characters and no presentation forms: the
text layer shapes the letters and orders each line (Arabic with a Latin name, a Rondo word or a
number in it) at render time, and maps the digits to Arabic-Indic ones when the player asks.
Buttons are verbal nouns or short imperatives; the player is addressed in the second person.

Keys, digits and file names stay Latin: Enter, Esc, Tab, Backspace and F11 as printed on the
keyboard, Rondo Desktop (the product's name), ``recent`` and ``network`` (the folders on disk),
and what the player types as it is: an address (192.168.1.20, wss://…) and a table's code
(K7Q-4M2), which the text layer keeps left to right inside the line.

Plurals (CLDR for "ar": zero, one, two, few = 3-10, many = 11-99, other = 100+ and the rest):
a line that counts things has its general form under its key, used for other (and for zero and
many, where Arabic says the same: "100 نقطة", "11 نقطة", "0 نقطة"), and ``.one``, ``.two``,
``.few`` (and ``.many`` where a masculine noun takes the accusative: "11 دورًا") beside it.
"""

STRINGS: dict[str, str] = {
    "app.title": "Rondo Desktop",
    # Main menu
    "menu.continue": "متابعة",
    "menu.continue_game": "متابعة {game}",
    "menu.new_game": "لعبة جديدة",
    "menu.how_to_play": "طريقة اللعب",
    "menu.statistics": "الإحصائيات",
    "menu.settings": "الإعدادات",
    "menu.quit": "خروج",
    "menu.version": "الإصدار {version}",
    "menu.replace_save.title": "هل تريد بدء لعبة جديدة؟",
    "menu.replace_save.body": (
        "ستحل اللعبة الجديدة محل لعبتك المحفوظة، وسيستأنف زر «{button}» بعدها اللعبة "
        "الجديدة. لن تُحذف اللعبة المحفوظة، بل يُحتفظ بنسخة منها في مجلد بيانات اللعبة."
    ),
    "menu.replace_save.yes": "لعبة جديدة",
    "menu.replace_save.no": "إلغاء",
    "hints.menu": "↑ ↓ للاختيار  ·  Enter للتأكيد  ·  F11 ملء الشاشة",
    "hints.menu_games": "← → اللعبة  ·  ↑ ↓ للاختيار  ·  Enter للتأكيد  ·  F11 ملء الشاشة",
    "hints.form": "Tab أو الأسهم للتنقل  ·  ← → للتغيير  ·  Enter للاختيار  ·  Esc للرجوع",
    "hints.rules": "← → لتقليب الصفحات  ·  Esc للرجوع",
    # Common
    "common.ok": "موافق",
    "common.back": "رجوع",
    "common.on": "تشغيل",
    "common.off": "إيقاف",
    "common.back_to_menu": "العودة إلى القائمة",
    "common.and": "{first} و{second}",
    "common.list_separator": "، ",
    "common.percent": "{n}%",
    "confirm.cancel": "إلغاء",
    # New game
    "setup.title": "لعبة جديدة",
    "setup.title_game": "لعبة جديدة: {game}",
    "setup.players": "اللاعبون",
    "setup.game": "اللعبة",
    "setup.seat.person": "شخص",
    "setup.seat.computer": "الحاسوب · {strength}",
    "strength.beginner": "مبتدئ",
    "strength.medium": "متوسط",
    "strength.hard": "صعب",
    "strength.expert": "خبير",
    "setup.player_name": "اللاعب {n}",
    "setup.computer_name": "الحاسوب {n}",
    "setup.team": "الفريق {n}",
    "setup.add_seat": "+ إضافة مقعد",
    "setup.turn_time": "الساعة الرملية لكل دور",
    "setup.turn.none": "بلا مؤقت",
    # Abbreviated as on a clock ("2 د", "45 ث"): the number is not counted here, so a unit
    # that does not agree with it ("3 دقيقة") is avoided.
    "setup.turn.time": "{minutes}:{seconds} د",
    "setup.seed": "رقم التوزيعة (اختياري)",
    "setup.seed.random": "توزيعة عشوائية",
    "setup.seed.digits_only": "أرقام فقط: رقم التوزيعة عدد صحيح مثل 42",
    "setup.turn.seconds": "{seconds} ث",
    "setup.turn.minutes": "{minutes} د",
    "setup.start": "بدء اللعبة",
    # "2 لاعبين" would not agree with the number: the count is given as a figure instead.
    "setup.summary.players": "عدد اللاعبين: {players}",
    # Settings
    "settings.title": "الإعدادات",
    "settings.language": "اللغة",
    "settings.sound_volume": "المؤثرات الصوتية",
    "settings.animation_speed": "سرعة الحركة",
    "settings.fullscreen": "ملء الشاشة",
    "settings.colour_scheme": "نظام الألوان",
    "settings.speed.0_5": "بطيئة",
    "settings.speed.0_75": "هادئة",
    "settings.speed.1_0": "عادية",
    "settings.speed.1_5": "سريعة قليلًا",
    "settings.speed.2_0": "سريعة",
    "settings.speed.3_0": "سريعة جدًا",
    "settings.default_turn": "الساعة الرملية للألعاب الجديدة",
    "settings.computer_speed": "سرعة لعب الحاسوب",
    "settings.computer_speed.slow": "بطيئة",
    "settings.computer_speed.normal": "عادية",
    "settings.computer_speed.fast": "سريعة",
    "settings.computer_speed.instant": "فورية",
    "settings.card_size": "حجم البطاقات",
    "settings.card_size.small": "صغير",
    "settings.card_size.normal": "عادي",
    "settings.card_size.large": "كبير",
    "settings.reset_stats": "إعادة ضبط الإحصائيات…",
    "settings.reset_stats.title": "هل تريد إعادة ضبط الإحصائيات؟",
    "settings.reset_stats.body": (
        "ستعود ألعابك وانتصاراتك وأفضل كلمة وأفضل نتيجة إلى الصفر. ويبقى ملف الإحصائيات "
        "الحالي بجانب الملف الجديد باسم آخر، فلا يُحذف شيء."
    ),
    "settings.reset_stats.confirm": "إعادة الضبط",
    "settings.reset_stats.done_title": "تمت إعادة ضبط الإحصائيات",
    "settings.reset_stats.done": (
        "بدأت الإحصائيات من جديد. وقد احتُفظ بالإحصائيات القديمة باسم {file} في مجلد البيانات."
    ),
    "settings.reset_stats.empty": "لا توجد إحصائيات بعد: لا شيء لإعادة ضبطه.",
    "settings.reset_stats.failed_title": "لم تتم إعادة ضبط الإحصائيات",
    "settings.reset_stats.failed": "تعذّر نقل ملف الإحصائيات جانبًا، فتُرك كما هو.",
    "scheme.felt": "جوخ أخضر",
    "scheme.burgundy": "خمري",
    "scheme.contrast": "تباين عالٍ",
    # Statistics
    "stats.title": "الإحصائيات",
    "stats.by_opponent": "الألعاب حسب الخصم",
    "stats.col.opponent": "الخصم",
    "stats.col.played": "الألعاب",
    "stats.col.won": "الانتصارات",
    # A rate, not another word for the wins beside it.
    "stats.col.rate": "نسبة الفوز",
    "stats.opponent.beginner": "الحاسوب المبتدئ",
    "stats.opponent.medium": "الحاسوب المتوسط",
    "stats.opponent.hard": "الحاسوب الصعب",
    "stats.opponent.expert": "الحاسوب الخبير",
    "stats.opponent.person": "أشخاص",
    "stats.all_games": "كل الألعاب",
    "stats.best_score": "أفضل نتيجة نهائية",
    "stats.win_rate": "الانتصارات",
    "stats.none_yet": "لا توجد ألعاب بعد",
    "stats.points": "{points} نقطة",
    "stats.points.one": "نقطة واحدة",
    "stats.points.two": "نقطتان",
    "stats.points.few": "{points} نقاط",
    "stats.points_bonus": "{value} + مكافأة {bonus} = {points} نقطة",
    "stats.won_of": "{won} من {played}",
    # Cards
    "card.joker": "جوكر",
    "card.delete": "ممحاة",
    # How to play
    "rules.title": "طريقة اللعب",
    # The angle quotes are mirrored in a right-to-left line: "‹ السابق" points to the right,
    # the way the pages turn back in Arabic.
    "rules.prev": "‹ السابق",
    "rules.next": "التالي ›",
    "rules.done": "تم",
    "rules.page_of": "الصفحة {page} من {pages}",
    # Notices
    "notice.crash.title": "حدث خطأ ما",
    "notice.crash.body": (
        "عذرًا، حدث خطأ في اللعبة. حُفظت لعبتك كما كانت بعد آخر دور مكتمل: اختر «{button}» "
        "للمتابعة. وكُتب تقرير للمطورين في {file}."
    ),
    "table.you": "أنت",
    "notice.save_damaged.title": "تعذّرت قراءة اللعبة المحفوظة",
    "notice.save_damaged.body": (
        "نُقلت جانبًا باسم {file}، ويمكن بدء لعبة جديدة. إعداداتك وإحصائياتك في أمان."
    ),
    "notice.no_table.title": "ليس بعد",
    "notice.no_table.body": (
        "الطاولة لم تُجهَّز بعد. حُفظت اختياراتك وستكون بانتظارك عند وصولها في الإصدار القادم."
    ),
    "notice.settings_reset.title": "أُعيد ضبط الإعدادات",
    "notice.settings_reset.body": (
        "تعذّرت قراءة ملف إعداداتك، لذا تُستخدم الإعدادات الافتراضية. وقد احتُفظ بالملف القديم "
        "باسم {file} في مجلد بيانات اللعبة."
    ),
    "notice.stats_reset.title": "أُعيد ضبط الإحصائيات",
    "notice.stats_reset.body": (
        "تعذّرت قراءة ملف إحصائياتك، لذا تبدأ الإحصائيات من الصفر من جديد. وقد احتُفظ بالملف "
        "القديم باسم {file} في مجلد بيانات اللعبة."
    ),
    "notice.save_unreadable.title": "تعذّر فتح اللعبة المحفوظة",
    "notice.save_unreadable.body": (
        "تعذّرت قراءة الملف {file} الآن، ربما لأن برنامجًا آخر يستخدمه. تُرك كما هو: جرّب "
        "«{button}» مرة أخرى لاحقًا. وإن بدأت لعبة جديدة بدلًا من ذلك، فسيُحتفظ بالحفظ القديم "
        "باسم جديد في مجلد بيانات اللعبة."
    ),
    "notice.settings_unreadable.title": "تعذّرت قراءة الإعدادات",
    "notice.settings_unreadable.body": (
        "تعذّرت قراءة ملف إعداداتك {file} الآن، لذا تُستخدم الإعدادات الافتراضية حتى إعادة "
        "تشغيل اللعبة. تُرك الملف دون تغيير، ولن تُحفظ التغييرات التي تجريها الآن."
    ),
    "notice.save_stuck.body": (
        "تعذّر نقلها جانبًا أيضًا (مجلد بيانات اللعبة لا يسمح بذلك)، فتُركت باسم {file}. "
        "إعداداتك وإحصائياتك في أمان."
    ),
    "notice.save_kept.title": "احتُفظ بلعبتك المحفوظة",
    "notice.save_kept.body": (
        "احتاجت اللعبة الجديدة إلى مكان اللعبة المحفوظة التي كانت هناك، فاحتُفظ بتلك اللعبة "
        "باسم {file} في مجلد بيانات اللعبة. لم يُحذف شيء."
    ),
    "notice.game_unsaved.title": "لن تُحفظ هذه اللعبة",
    "notice.game_unsaved.body": (
        "تعذّر نقل اللعبة المحفوظة {file} من مكانها، فبقيت دون تغيير ولن تُحفظ هذه اللعبة "
        "الجديدة. يمكنك لعبها حتى النهاية، لكن لا يمكنك متابعتها لاحقًا."
    ),
    "notice.save_failed.title": "تعذّر حفظ اللعبة",
    "notice.save_failed.body": (
        "فشل حفظ هذه اللعبة ({reason}). يمكنك مواصلة اللعب، لكن إن خرجت الآن فلن يمكن متابعة "
        "اللعبة. تأكد من أن الكتابة في المجلد {folder} ممكنة."
    ),
    "notice.read_only.title": "لا يمكن حفظ أي شيء",
    "notice.read_only.body": (
        "لا يمكن الكتابة في مجلد بيانات اللعبة {folder}. يمكنك اللعب، لكن إعداداتك "
        "وإحصائياتك وألعابك لن تُحفظ عند الخروج."
    ),
    "notice.settings_stuck.body": (
        "تعذّرت قراءة ملف إعداداتك، وتعذّر نقله جانبًا أيضًا، فتُرك باسم {file}. تُستخدم "
        "الإعدادات الافتراضية، ولن يُكتب فوقه شيء."
    ),
    "notice.stats_stuck.body": (
        "تعذّرت قراءة ملف إحصائياتك، وتعذّر نقله جانبًا أيضًا، فتُرك باسم {file}. تظهر "
        "الإحصائيات صفرًا، ولن يُكتب فوقه شيء."
    ),
    "notice.settings_newer.title": "إعدادات من إصدار أحدث",
    "notice.settings_newer.body": (
        "كُتب ملف إعداداتك {file} بإصدار أحدث من Rondo Desktop. يستخدم هذا الإصدار إعداداته "
        "الافتراضية حاليًا ويترك الملف كما هو."
    ),
    "notice.stats_newer.title": "إحصائيات من إصدار أحدث",
    "notice.stats_newer.body": (
        "كُتب ملف إحصائياتك {file} بإصدار أحدث من Rondo Desktop. يتركه هذا الإصدار كما هو: "
        "الألعاب التي تُلعب الآن لا تُحتسب فيه."
    ),
    "notice.settings_repaired.title": "أُعيد ضبط بعض الإعدادات",
    "notice.settings_repaired.body": (
        "تعذّر استخدام بعض القيم في ملف إعداداتك فأُعيدت إلى قيمها الافتراضية، واحتُفظ "
        "بالباقي. ويُحتفظ بالملف كما كان باسم {file} في مجلد بيانات اللعبة."
    ),
    "notice.stats_repaired.title": "أُعيد ضبط بعض الإحصائيات",
    "notice.stats_repaired.body": (
        "بدت بعض الأرقام في ملف إحصائياتك غير صحيحة فأُعيدت إلى الصفر، واحتُفظ بالباقي. "
        "ويُحتفظ بالملف كما كان باسم {file} في مجلد بيانات اللعبة."
    ),
    "loading.title": "جارٍ تحميل لعبتك",
    "loading.moves": "{count} نقلة لإعادة تشغيلها",
    "loading.moves.one": "نقلة واحدة لإعادة تشغيلها",
    "loading.moves.two": "نقلتان لإعادة تشغيلهما",
    "loading.moves.few": "{count} نقلات لإعادة تشغيلها",
    "notice.recent_reset.title": "تعذّرت قراءة إحدى الألعاب الأخيرة",
    "notice.recent_reset.body": (
        "تعذّرت قراءة لعبة في قائمة ألعابك الأخيرة، لذا استُبعدت من القائمة. وقد احتُفظ "
        "بالملف باسم {file} في المجلد recent داخل مجلد بيانات اللعبة."
    ),
    "notice.recent_stuck.body": (
        "تعذّرت قراءة لعبة في قائمة ألعابك الأخيرة، وتعذّر نقلها جانبًا أيضًا، فتُركت باسم "
        "{file}. وهي مستبعدة من القائمة."
    ),
    "notice.stats_unreadable.title": "تعذّرت قراءة الإحصائيات",
    "notice.stats_unreadable.body": (
        "تعذّرت قراءة ملف إحصائياتك {file} الآن، لذا تظهر الإحصائيات صفرًا مؤقتًا. تُرك الملف كما هو، "
        "ولن تُحتسب أي لعبة تنتهي ما دامت قراءته متعذرة."
    ),
    # The game table
    "hints.table": (
        "اسحب البطاقات إلى الحامل أو انقر عليها  ·  اكتب كلمة  ·  Enter للعب  ·  "
        "Backspace للتراجع  ·  Esc للإيقاف المؤقت"
    ),
    "hints.results": "Enter للعب مجددًا  ·  Esc للقائمة",
    "hints.results_network": "Enter أو Esc للقائمة",
    "table.scoreboard": "النتائج",
    "table.log": "النقلات",
    "table.timer": "{minutes}:{seconds}",
    "table.handover.title": "سلّم الشاشة إلى {name}",
    "table.handover.body": "يُرجى من الآخرين عدم النظر: اليد التالية سرية.",
    "table.handover.ready": "أنا {name}: اعرض بطاقاتي",
    "table.banner.dealing": "جارٍ توزيع البطاقات…",
    "table.banner.starts": "لدى {name} أفضل كلمة بداية، ويبدأ اللعب",
    "table.banner.your_turn": "دورك",
    "table.banner.thinking": "{name} يفكر…",
    "table.banner.turn_of": "دور {name}",
    "table.banner.game_over": "انتهت اللعبة",
    "table.banner.starts_you": "لديك أفضل كلمة بداية، وتبدأ اللعب",
    # Pause menu
    "pause.title": "إيقاف مؤقت",
    "pause.resume": "استئناف",
    "pause.settings": "الإعدادات",
    "pause.rules": "طريقة اللعب",
    "pause.save_quit": "حفظ والعودة إلى القائمة",
    # A table at a network host (issue 17)
    "hints.net.esc": "Esc للقائمة",
    "table.net.disconnected": "غير متصل",
    "table.net.computer_playing": "الحاسوب يلعب",
    "table.net.reconnecting": "جارٍ إعادة الاتصال…",
    "table.net.lost": "انقطع الاتصال",
    "table.net.reconnecting.body": "مقعدك محجوز لك. تستمر اللعبة فور عودة الاتصال بالمضيف.",
    "table.net.lost.body": (
        "غادر الطاولة من القائمة (Esc). يبقى مقعدك لك: انضم إلى الطاولة مجددًا لاحقًا لتستعيده."
    ),
    # The sand ran out and the host played the seat's move.
    "table.net.time_up": "انتهى الوقت! لعب المؤقت نيابةً عن {name}",
    "table.net.time_up_you": "انتهى الوقت! لعب المؤقت نيابةً عنك",
    "table.net.unreadable": "أرسل المضيف شيئًا لا يستطيع هذا الإصدار عرضه",
    "pause.net.title": "القائمة",
    "pause.net.back": "العودة إلى الطاولة",
    "pause.net.leave": "مغادرة الطاولة",
    "pause.net.body": (
        "تستمر اللعبة ما دامت هذه القائمة مفتوحة. وإن غادرت، يبقى مقعدك لك: انضم إلى الطاولة "
        "مجددًا لتستعيده."
    ),
    # Results
    "results.you_win": "فزت!",
    "results.wins": "فاز {name}",
    # Two or more names: "فوز مشترك" needs no verb to agree with them.
    "results.shared": "فوز مشترك: {names}",
    "results.col.total": "المجموع",
    "results.ranked": "{rank}. {name}",
    "results.seat_label": "{name}:",
    "results.chart": "النتائج على مدار اللعبة",
    "results.turns": "{count} دور",
    "results.turns.one": "دور واحد",
    "results.turns.two": "دوران",
    "results.turns.few": "{count} أدوار",
    "results.turns.many": "{count} دورًا",
    # A hand of Ronda (from a shuffle until the pack is used up) is a "جولة", as on Arabic
    # card-game sites.
    # Ronda's hands: "يد" as on its table and results ("اليد 1"), not "جولة" (a round).
    "results.hands": "{count} يد",
    "results.hands.one": "يد واحدة",
    "results.hands.two": "يدان",
    "results.hands.few": "{count} أيدٍ",
    "results.hands.many": "{count} يدًا",
    "results.play_again": "العب مجددًا",
    "results.menu": "القائمة",
    # Recent games and coaching
    "menu.recent": "الألعاب الأخيرة",
    "recent.title": "الألعاب الأخيرة",
    "hints.recent": "↑ ↓ للاختيار  ·  Enter للمراجعة  ·  Esc للرجوع",
    "recent.open": "مراجعة",
    "recent.empty": (
        "لا توجد ألعاب منتهية بعد. تُحفظ هنا آخر 20 لعبة لُعبت حتى النهاية ({games})، "
        "وكل منها جاهزة للمراجعة نقلة بنقلة."
    ),
    "recent.games_sep": "، ",
    "recent.you_won": "فزت",
    "recent.won": "فاز {name}",
    "recent.shared": "فوز مشترك: {names}",
    "recent.count": "{shown} من {count}",
    "recent.cannot.title": "تعذّر فتح هذه اللعبة",
    "recent.no_review": "لا يمكن لهذا الإصدار مراجعة ألعاب {game}.",
    "pause.review": "مراجعة اللعبة حتى الآن",
    "settings.coaching": "التدريب أثناء اللعب",
    # Network play: Host a table, Join a table, the lobby, the link's errors. The host is
    # "المضيف"; the computer the player sits at is "هذا الجهاز", not "الحاسوب" (the opponent).
    "menu.host": "استضافة طاولة",
    "menu.join": "الانضمام إلى طاولة",
    "hints.lobby": "Tab أو الأسهم للتنقل  ·  Enter للاختيار  ·  Esc للمغادرة",
    "host.title": "استضافة طاولة",
    "host.seats": "المقاعد",
    "host.table": "الطاولة",
    "host.seat.you": "أنت",
    "host.seat.friend": "صديق",
    "host.seat.friend_note": "ينضم عبر الشبكة",
    "host.you_default": "لاعب",
    "host.table_of": "طاولة {name}",
    "host.game": "اللعبة",
    # Labels over steppers: how long (a time), then who plays the seat (a strength).
    "host.grace": "مدة انتظار المقعد المنقطع",
    "host.stand_in": "ثم يلعب عنه حاسوب",
    "host.open": "فتح الطاولة",
    "host.again": "إعادة فتح الطاولة",
    "host.saved_row": "الطاولة التي تستضيفها",
    "host.new_table": "طاولة جديدة",
    "host.saved": "{game} {code}، {count} نقلة",
    "host.saved.one": "{game} {code}، نقلة واحدة",
    "host.saved.two": "{game} {code}، نقلتان",
    "host.saved.few": "{game} {code}، {count} نقلات",
    "host.no_game": "لا توجد في هذا الإصدار لعبة يمكن لعبها عبر الشبكة.",
    "join.title": "الانضمام إلى طاولة",
    "join.nearby": "على هذه الشبكة",
    "join.by_address": "بالعنوان",
    "join.searching": "جارٍ البحث عن طاولات على هذه الشبكة…",
    "join.pick": "اختر مضيفًا، ثم اكتب رمز الطاولة (أو اتركه فارغًا: أول مقعد شاغر).",
    "join.no_search": "لا يستطيع هذا الجهاز البحث عن طاولات: اكتب عنوان المضيف.",
    "join.rejoin": "العودة إلى مقعدك في {code} – {game}",
    "join.found": "{name} – {address}",
    "join.found_tls": "{name} – {address} – آمن",
    "join.found_other_version": "{name} – {address} – إصدار آخر",
    "join.name": "اسمك",
    "join.address": "عنوان المضيف",
    # Typed as they are: an address and a table's code stay Latin, read left to right.
    "join.address.placeholder": "192.168.1.20 أو wss://…",
    "join.code": "رمز الطاولة",
    "join.code.placeholder": "K7Q-4M2 (اختياري)",
    "join.join": "انضمام",
    "join.no_address": "اكتب عنوان المضيف، أو اختر مضيفًا عُثر عليه على هذه الشبكة.",
    "join.bad_address": (
        "هذا ليس عنوانًا: اكتب مثلًا 192.168.1.20:47100 أو wss://192.168.1.20:47100."
    ),
    "join.tokens_reset.title": "تعذّرت قراءة قائمة مقاعدك",
    "join.tokens_reset.body": (
        "تعذّرت قراءة قائمة مقاعدك على طاولات الشبكة. وقد نُقلت جانبًا باسم {file} في المجلد "
        "network داخل مجلد بيانات اللعبة؛ اطلب من المضيف رمز الطاولة لتنضم مجددًا."
    ),
    "lobby.title": "الطاولة",
    "lobby.code": "رمز الطاولة",
    "lobby.addresses": "العنوان لأصدقائك",
    "lobby.game_line": "{game} – {timer}",
    "lobby.timer": "الساعة الرملية {time}",
    "lobby.free_seat": "مقعد شاغر: بانتظار صديق",
    "lobby.tag.you": "أنت",
    "lobby.tag.ready": "جاهز",
    "lobby.tag.not_ready": "غير جاهز",
    "lobby.tag.disconnected": "غير متصل",
    "lobby.tag.stand_in": "الحاسوب يلعب",
    "lobby.ready": "جاهز للعب",
    "lobby.start": "بدء اللعبة",
    "lobby.leave": "مغادرة",
    "lobby.status.connecting": "جارٍ حجز مقعد على الطاولة…",
    "lobby.status.reconnecting": "انقطع الاتصال: جارٍ المحاولة مجددًا…",
    "lobby.status.wait_host": "لديك مقعد. يبدأ المضيف اللعبة بعد أن تمتلئ المقاعد كلها.",
    "lobby.status.wait_friends": "بانتظار الأصدقاء: أعطهم الرمز والعنوان.",
    "lobby.status.can_start": "امتلأت المقاعد كلها: ابدأ متى كنت مستعدًا.",
    "lobby.status.auto": "تبدأ اللعبة فور امتلاء المقاعد كلها.",
    "lobby.close.title": "هل تريد إغلاق الطاولة؟",
    "lobby.close.body": (
        "سيفقد أصدقاؤك مقاعدهم: تنتهي الطاولة حين تغادرها، لأنها مستضافة على هذا الجهاز."
    ),
    "lobby.close.yes": "إغلاق الطاولة",
    "lobby.no_host": "لا يستطيع هذا الإصدار من اللعبة استضافة طاولات.",
    "lobby.host_failed": "تعذّرت استضافة الطاولة على هذا الجهاز (راجع السجل).",
    "lobby.no_table": "لا يستطيع هذا الإصدار من اللعبة عرض طاولة عبر الشبكة.",
    "lobby.no_free_table": "لا توجد على هذا العنوان طاولة فيها مقعد شاغر.",
    "lobby.refused.full": "كل المقاعد على هذه الطاولة مشغولة.",
    "lobby.refused.table": "لا توجد طاولة بهذا الرمز على هذا العنوان.",
    "lobby.refused.token": "لم يعد هذا المقعد لك: انضم برمز الطاولة.",
    "lobby.refused.seats": "رفض المضيف هذه المقاعد لهذه اللعبة.",
    "lobby.refused.game": "لا يستطيع المضيف تشغيل هذه اللعبة.",
    "lobby.refused.busy": "لدى المضيف طاولات مفتوحة أكثر من اللازم.",
    "lobby.refused.not_full": "لم تمتلئ المقاعد كلها بعد.",
    "lobby.refused.timer": "لا يستطيع المضيف تشغيل الساعة الرملية في هذه اللعبة.",
    "lobby.refused.options": "رفض المضيف خيارات اللعبة.",
    "lobby.refused.other": "رفض المضيف الطلب (راجع السجل).",
    "link.error.unreachable": (
        "لا يجيب أي مضيف على هذا العنوان. هل العنوان صحيح، والمضيف قيد التشغيل؟"
    ),
    "link.error.not_a_host": "هناك ما يجيب على هذا العنوان، لكنه ليس مضيف Rondo Desktop.",
    "link.error.tls": "فشل الاتصال الآمن: شهادة المضيف غير موثوقة.",
    "link.error.version": (
        "يعمل المضيف بإصدار آخر من Rondo Desktop: حدّث الاثنين إلى الإصدار نفسه."
    ),
    "link.error.lost": "انقطع الاتصال بالمضيف ولم يعد.",
    "link.error.refused": "رفض المضيف الاتصال.",
    "settings.digits": "شكل الأرقام",
    "settings.digits.western": "مغاربية",
    "settings.digits.eastern": "مشرقية",
    # The network lobby
    "lobby.status.wait_ready": "كل المقاعد مشغولة: في انتظار أن يضغط الجميع «جاهز».",
    "net.name.placeholder": "اسمك",
    "net.name_needed.title": "اسمك",
    "net.name_needed": "اكتب اسمك: به يميّز الآخرون على الطاولة مقعدك.",
    # Network play fixes (review 17)
    "lobby.status.starting": "جارٍ فتح الطاولة…",
    "lobby.autosave_set_aside": (
        "الحفظ التلقائي لهذه الطاولة تالف ولا يمكن استضافتها من جديد. نُقل جانبًا باسم {file}"
        " في مجلد البيانات، ولم يُحذف شيء."
    ),
    "link.error.closed": "أغلق المضيف الطاولة.",
    "host.tables_set_aside.title": "نُقلت طاولة جانبًا",
    "host.tables_set_aside.body": (
        "تعذّرت قراءة الحفظ التلقائي لطاولة استضفتها. احتُفظ به باسم {file} في مجلد بيانات "
        "اللعبة، ولم يُحذف شيء."
    ),
    "table.net.closed": "أغلق المضيف الطاولة",
    "table.net.closed.body": "لا يمكن أن تستمر اللعبة. اضغط Enter أو Esc للعودة إلى القائمة.",
    "table.net.refused.stale": "تقدّمت اللعبة قبل وصول حركتك: وصلت متأخرة",
    "table.net.refused.not_your_turn": "ليس دورك الآن",
    "table.net.refused.rate": "رسائل كثيرة جدًا: انتظر قليلًا",
    "table.net.refused.token": "لم يعد المضيف يعرف هذا المقعد على أنه مقعدك",
    "table.net.refused.illegal": "لم يسمح المضيف بهذه الحركة",
    "table.net.refused.not_playing": "لم تبدأ اللعبة بعد أو انتهت بالفعل",
    "table.net.refused.other": "رفض المضيف الحركة (راجع السجل)",
    "pause.net.host.body": (
        "تستمر اللعبة ما دامت هذه القائمة مفتوحة. أنت مضيف هذه الطاولة: إن غادرت انتهت اللعبة"
        " للجميع."
    ),
    "pause.net.close.title": "إنهاء اللعبة للجميع؟",
    "pause.net.close.body": (
        "هذه الطاولة مستضافة على هذا الحاسوب. إن غادرت أُغلقت، وانتهت لعبة أصدقائك أيضًا."
    ),
    "pause.net.close.yes": "المغادرة وإنهاء اللعبة",
}
