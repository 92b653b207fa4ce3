"""What a seat is called: the name the player typed, else a default named when it is drawn.

A seat nobody named is stored with an empty name (in the session, its save and the recent
games' summary) and called "You", "Player 2" or "Computer 1" in the language of the moment,
so switching the language with a table open renames it at once. Saves of older versions
stored the default in the language of their day ("Computer 1", "الحاسوب 1"): those stay as
they are, like any name a player typed. No pygame here: the review and the list use it too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

COMPUTER = "computer"


def default_name(kinds: Sequence[str], seat: int, t: Callable[..., str]) -> str:
    """The name of ``seat`` when nobody named it, in ``t``'s language: "You" for the one
    person at the screen, "Player n" for each of several people (n counts the people, as
    the setup form numbers them), "Computer n" (n counts the computers)."""
    kind = kinds[seat]
    if kind == COMPUTER:
        computers = [s for s, k in enumerate(kinds) if k == COMPUTER]
        return t("setup.computer_name", n=computers.index(seat) + 1)
    people = [s for s, k in enumerate(kinds) if k != COMPUTER]
    if kind == "person" and len(people) == 1:
        return t("table.you")
    return t("setup.player_name", n=people.index(seat) + 1)


def seat_label(kinds: Sequence[str], names: Sequence[str], seat: int, t: Callable[..., str]) -> str:
    """``seat``'s name as shown now: its own, else its default (:func:`default_name`)."""
    name = names[seat] if 0 <= seat < len(names) else ""
    return name or default_name(kinds, seat, t)


def unnamed_seats(
    kinds: Sequence[str], names: Sequence[str], t: Callable[..., str]
) -> tuple[str, ...]:
    """``names`` with every default name the setup form filled in emptied, so that it is
    named when drawn: a lone person's "Player 1" (the table calls them "You"), a computer's
    "Computer n", anyone's "Player n" as ``t``'s language numbers them."""
    people = [s for s, k in enumerate(kinds) if k != COMPUTER]
    # The form fills in "Player 1" for a lone person, whom the table calls "You".
    lone = t("setup.player_name", n=1) if len(people) == 1 else None
    return tuple(
        "" if name in (default_name(kinds, seat, t), lone) else name
        for seat, name in enumerate(names)
    )


__all__ = ["default_name", "initials", "seat_label", "unnamed_seats"]


# Arabic's definite article: its alef would be every such word's initial ("A1" for "al-Hasub 1").
ARTICLE = "\u0627\u0644"


def initial(word: str) -> str:
    """A word's first letter, past the Arabic article ("الحاسوب" -> "ح")."""
    if word.startswith(ARTICLE) and len(word) > len(ARTICLE):
        return word[len(ARTICLE)]
    return word[:1]


def initials(name: str) -> str:
    """Each word's initial, numbers whole ("Computer 2" -> "C2", "الحاسوب 2" -> "ح2"): a name
    in a narrow column (Ronda's pads, Allegra's labels)."""
    words = name.split()
    return "".join(w if w.isdigit() else initial(w) for w in words) or name[:2]
