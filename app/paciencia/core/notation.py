"""The notation toolkit every game's text forms are built from (V-6, F-9; issue 13).

One copy of what each game's ``notation.py`` needs:

* **card lists**: ``"AS 2H TD"`` ↔ card ids (:func:`cards_text`, :func:`parse_cards`);
* **columns with face-down cards** in one bracket at the start, ``"[7C 2D] 5H 4S"``
  (:func:`column_text`, :func:`parse_column`);
* **``key: value`` sections**, one line each, in any order, with blank lines and ``#``
  comments (:func:`section_text`, :func:`read_sections`);
* **the each-card-once check** against the deck the variant is dealt from
  (:func:`check_cards`);
* **move files**: moves separated by white space, ``#`` to the end of a line for
  comments, each token reported with its line and column (:func:`tokenize`).

Every error is a :class:`NotationError` (a ``ValueError``) naming what was read
and where, quoting at most 60 characters of it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from .cards import CardParseError, id_text, parse_id


class NotationError(ValueError):
    """A move or position text could not be read; the message quotes it."""


def quote(text: str, limit: int = 60) -> str:
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


# -- card lists -----------------------------------------------------------------------
def cards_text(cards: Iterable[int]) -> str:
    return " ".join(id_text(c) for c in cards)


def parse_cards(text: str, where: str) -> tuple[int, ...]:
    """The cards of a white-space separated list; ``where`` names the line in errors."""
    out = []
    for token in text.split():
        try:
            out.append(parse_id(token))
        except CardParseError:
            raise NotationError(f"{where}: {quote(token)} is not a card (cards look like AS, 2H, TD)") from None
    return tuple(out)


# -- columns with face-down cards ------------------------------------------------------------
_COLUMN = r"^(?:\[([^\]]*)\])?([^\[\]]*)$"  # compiled by ``re`` when first used (not at import)


def column_text(cards: Sequence[int], down: int) -> str:
    """``"[7C 2D] 5H 4S"``: the first ``down`` cards face down, in one bracket."""
    parts = [f"[{cards_text(cards[:down])}]"] if down else []
    if len(cards) > down:
        parts.append(cards_text(cards[down:]))
    return " ".join(parts)


def parse_column(text: str, where: str) -> tuple[tuple[int, ...], int]:
    """A column's cards bottom first and how many are face down; a non-empty column shows its top."""
    m = re.match(_COLUMN, text.strip())
    if m is None:
        raise NotationError(f"{where}: face-down cards go first, in one [...] group at the start: {quote(text)}")
    hidden = parse_cards(m.group(1) or "", where)
    shown = parse_cards(m.group(2), where)
    if hidden and not shown:
        raise NotationError(f"{where}: the last card of a column is face up")
    return hidden + shown, len(hidden)


# -- key: value sections ---------------------------------------------------------------------
def section_text(key: str, value: str) -> str:
    return f"{key}: {value}" if value else f"{key}:"


def read_sections(text: str, keys: Sequence[str], game: str, required: Sequence[str] = ()) -> dict[str, str]:
    """The ``key: value`` lines of a position text, by (lower-case) key.

    Blank lines and ``#`` comments are skipped; an unknown key, a key given twice or a
    missing ``required`` key is refused, naming the line.
    """
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if not sep or key not in keys:
            raise NotationError(f"not a {game} position line: {quote(raw)}")
        if key in values:
            raise NotationError(f"line {key!r} appears twice")
        values[key] = value.strip()
    missing = [k for k in required if k not in values]
    if missing:
        raise NotationError(f"{game} position lacks the line(s): {', '.join(missing)}")
    return values


# -- the each-card-once check ------------------------------------------------------------------
def check_cards(
    cards: Iterable[int], deck: Iterable[int], complete: bool = True, where: Mapping[int, str] | None = None
) -> None:
    """``cards`` are the cards of ``deck``, each at most as often as the deck holds it; with
    ``complete``, every card of the deck is there (a partial position, e.g. in a test of
    one rule, passes ``complete=False``). ``where`` names the line a card was read on."""
    have, want = Counter(cards), Counter(deck)
    extra = sorted((have - want).elements())
    if extra:
        card = extra[0]
        what = ("appears twice" if want[card] == 1 else "appears too often") if card in want else "is not in this deck"
        at = f"{where[card]}: " if where and card in where else ""
        raise NotationError(f"{at}{id_text(card)} {what}")
    missing = sorted((want - have).elements())
    if complete and missing:
        shown = cards_text(missing[:20]) + (" …" if len(missing) > 20 else "")
        total, size = sum(have.values()), sum(want.values())
        raise NotationError(f"the position holds {total} cards, not {size}; missing: {shown}")


# -- move files ---------------------------------------------------------------------------------
class Token(NamedTuple):
    """One move of a move file, with where it stands in the file (for the refusal's message)."""

    text: str
    line: int
    column: int
    number: int  # 1-based position among the moves (not "index": a tuple has that method)

    def where(self) -> str:
        return f"move {self.number} (line {self.line}, column {self.column})"


def tokenize(text: str) -> list[Token]:
    """The move tokens of a move file: white-space separated, ``#`` starts a comment."""
    tokens: list[Token] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        body = line.split("#", 1)[0]
        for found in re.finditer(r"\S+", body):
            tokens.append(Token(found.group(), lineno, found.start() + 1, len(tokens) + 1))
    return tokens
