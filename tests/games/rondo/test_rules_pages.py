"""The How-to-play pages say what the rule book says, in every language.

Each clause below is a sentence of the rule book (``shared/rules/RONDO.md``) that the pages once
left out or got wrong; the phrase is how that language's page says it.
"""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.app.i18n import Translator
from rondo_desktop.games.rondo.engine.cards import load_deck
from rondo_desktop.games.rondo.rules import PAGES, RulesScene

CLAUSES: dict[str, dict[str, tuple[str, ...]]] = {
    "rules.turn.body": {
        # Exchange: any number of times while the pile has cards, at most as many as it holds.
        "en": ("While the draw pile has cards", "as often as you like", "at most as many"),
        "de": ("Solange der Nachziehstapel Karten hat", "beliebig oft", "höchstens so viele"),
        "es": ("Mientras queden cartas en el mazo", "tantas veces", "como mucho tantas"),
        "fr": ("Tant que la pioche contient des cartes", "autant de fois", "au plus autant"),
    },
    "rules.start_end.body": {
        # Start: ties drawn by lot, redeal, no bonus, no exchange or pass, timeout lays the word.
        # End: the passes count since the pile ran out.
        "en": ("drawn by lot", "dealt again", "no bonus", "no exchange or pass", "since the pile"),
        "de": ("das Los", "neu gegeben", "ohne Bonus", "Tauschen oder Passen", "seit der Stapel"),
        "es": ("se sortea", "de nuevo", "sin bonificación", "ni pasar", "desde que se vació"),
        "fr": ("tirage au sort", "redistribue", "sans bonus", "ni passer", "depuis que la pioche"),
    },
}


@pytest.mark.parametrize("key", sorted(CLAUSES))
@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_the_rule_pages_say_what_the_rule_book_allows(key: str, lang: str) -> None:
    text = Translator(lang).t(key)
    for phrase in CLAUSES[key][lang]:
        assert phrase in text, f"{lang} {key} does not say {phrase!r}"


def test_the_turn_page_no_longer_says_exchange_comes_only_first() -> None:
    assert "First you may exchange" not in Translator("en").t("rules.turn.body")


@pytest.mark.parametrize("lang", ["en", "de", "es"])  # the languages that have a deck
def test_the_common_and_rare_letters_come_from_that_languages_deck(
    make_app, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    # The Spanish page once showed E = 2 as its common letter, though A = 1 is.
    driver = make_app(language=lang)
    ctx = driver.app.ctx
    drawn = []
    real = ctx.cards.face

    def face(look, height, theme):  # type: ignore[no-untyped-def]
        drawn.append(look)
        return real(look, height, theme)

    monkeypatch.setattr(ctx.cards, "face", face)
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("cards")))
    driver.settle()
    common, rare = [look for look in drawn if look.kind == "letter"][:2]
    letters = load_deck(lang).letters
    assert letters[common.letter].count == max(spec.count for spec in letters.values())
    assert letters[rare.letter].count == min(spec.count for spec in letters.values())
    assert common.value == letters[common.letter].value


def test_the_joker_delete_and_bonus_shown_are_the_engines(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The pages once kept their own -3, -2 and +3; a deck or rule change must show there too.
    from rondo_desktop.games.rondo import rules_pages
    from rondo_desktop.games.rondo.engine import DELETE, JOKER, bonus

    driver = make_app(language="en")
    ctx = driver.app.ctx
    drawn = []
    real = ctx.cards.face

    def face(look, height, theme):  # type: ignore[no-untyped-def]
        drawn.append(look)
        return real(look, height, theme)

    monkeypatch.setattr(ctx.cards, "face", face)
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("cards")))
    driver.settle()
    deck = load_deck("en")
    values = {look.kind: look.value for look in drawn if look.kind in ("joker", "delete")}
    assert values == {"joker": deck.value(JOKER), "delete": deck.value(DELETE)}

    said: list[dict] = []
    real_t = ctx.t

    def t(key: str, **kwargs: object) -> str:
        if key == "rules.scoring.bonus":
            said.append(kwargs)
        return real_t(key, **kwargs)

    monkeypatch.setattr(rules_pages, "play_bonus", lambda cards: bonus(cards) + 100)
    monkeypatch.setattr(ctx, "t", t)
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("scoring")))
    driver.settle()
    assert said and said[-1] == {"cards": 3, "bonus": bonus(3) + 100}


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_the_picture_captions_stay_in_the_picture_and_apart(
    make_app, monkeypatch: pytest.MonkeyPatch, lang: str, size
) -> None:
    # French "N’importe quelle lettre" ran into "Couvre une lettre en bout de mot".
    driver = make_app(language=lang, size=size)
    ctx = driver.app.ctx
    drawn: list[tuple[str, pygame.Rect]] = []
    real = ctx.text.blit

    def blit(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(ctx.text, "blit", blit)
    for page in range(len(PAGES)):
        ctx.stack.push(RulesScene(ctx, page=page))
        driver.settle()
        picture = driver.top.place.rect("picture")
        drawn.clear()
        driver.frames(1)
        inside = [(text, rect) for text, rect in drawn if picture.colliderect(rect)]
        assert inside, PAGES[page]
        for text, rect in inside:
            assert picture.contains(rect), f"{PAGES[page]}: {text!r} {rect} leaves {picture}"
        for index, (text, rect) in enumerate(inside):
            for other, other_rect in inside[index + 1 :]:
                assert not rect.colliderect(other_rect), f"{PAGES[page]}: {text!r}/{other!r}"
        ctx.stack.pop()
        driver.settle()


def test_the_rule_over_the_total_runs_below_the_arabic_bonus_line(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    # At 1280x720 the rule cut through the descenders of "الجديدة": an Arabic line is
    # taller than the Latin face's line the spacing assumed.
    driver = make_app(language="ar", size=(1280, 720))
    ctx = driver.app.ctx
    texts: list[tuple[str, pygame.Rect]] = []
    rules: list[int] = []
    real_blit, real_line = ctx.text.blit, pygame.draw.line

    def blit(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real_blit(surface, text, *args, **kwargs)
        texts.append((text, rect))
        return rect

    def line(surface, colour, start, end, *args, **kwargs):  # type: ignore[no-untyped-def]
        if start[1] == end[1]:
            rules.append(start[1])
        return real_line(surface, colour, start, end, *args, **kwargs)

    ctx.stack.push(RulesScene(ctx, page=PAGES.index("scoring")))
    driver.settle()
    monkeypatch.setattr(ctx.text, "blit", blit)
    monkeypatch.setattr(pygame.draw, "line", line)
    driver.frames(1)
    bonus = ctx.t("rules.scoring.bonus", cards=3, bonus=3)
    (above,) = [rect for text, rect in texts if text == bonus]
    total_text = ctx.t("rules.scoring.total", total=0)[:3]
    (total,) = [rect for text, rect in texts if text.startswith(total_text)]
    (rule,) = [y for y in rules if above.top < y < total.bottom]
    assert above.bottom <= rule <= total.top  # under the bonus line as drawn, over the total
