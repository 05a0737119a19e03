"""The daily deal (B-4): one deal per game and variant per calendar day, the same for
everyone, worked out offline from the date.

The mapping, precisely enough to redo it by hand
------------------------------------------------
1. The *variant* is the game id, then, if the game has variant options, ``?`` and
   those options as a game code writes them, in the order the game declares them,
   joined by ``&``: ``klondike?draw=1&passes=0``, ``freecell``, ``spider?suits=2``,
   ``pyramid?level=random`` (not the guarantee, which is no variant).
2. The *text* is ``paciencia daily <date> <variant>`` with the date as
   ``YYYY-MM-DD``, one space between the parts: ``paciencia daily 2026-05-01
   klondike?draw=1&passes=0``.
3. ``r`` is the first 8 bytes of the SHA-256 digest of the text (UTF-8), read as an
   unsigned big-endian number: the first 16 hexadecimal digits of
   ``printf '%s' 'paciencia daily 2026-05-01 klondike?draw=1&passes=0' | sha256sum``.
4. The deal number is ``r mod N + 1`` where ``N`` is the number of deals a new game
   draws from (Klondike and Spider 1 000 000, FreeCell 32 000: the classic Microsoft
   deals). Pyramid picks its own: Easy and Standard take the ``(r mod L)``-th number
   (from 0) of the level's list of proven deals in increasing order, ``L`` numbers
   long; Random takes ``r mod 1 000 000 + 1``.
5. The day's code is that number with the variant's options, and ``guaranteed=1``
   where the game has guaranteed deals and the deal is not proven already (Pyramid's
   Easy and Standard lists are): so the deal played is the first candidate proven, as
   for any guaranteed code (K-14, B-3).

The date is the player's local calendar day. A daily deal counts as that day's when it
ends on that day or the next (a game begun before midnight).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, timedelta

from ..digest import sha256
from .codes import GameCode
from .declaration import GUARANTEED
from .options import DEAL, Value
from .registry import info


def variant(game: str, options: Mapping[str, Value]) -> str:
    """Step 1: ``game?name=value&…`` with the variant options (defaults where not given)."""
    declared = info(game)
    values = declared.full_options(options)
    parts = [
        f"{o.name}={o.text(values[o.name])}" for o in declared.options if o.scope == DEAL and o.in_variant
    ]
    return game + ("?" + "&".join(parts) if parts else "")


def mapping_text(game: str, options: Mapping[str, Value], day: date) -> str:
    """Step 2: the text whose digest gives the number."""
    return f"paciencia daily {day.isoformat()} {variant(game, options)}"


def daily_number(game: str, options: Mapping[str, Value], day: date) -> int:
    """Steps 3 and 4."""
    declared = info(game)
    digest = sha256(mapping_text(game, options, day).encode("utf-8")).digest()
    r = int.from_bytes(digest[:8], "big")
    values = declared.full_options(options)
    if declared.pick_number is not None:
        return declared.pick_number(values, r)
    return r % declared.new_numbers + 1


def daily_code(game: str, options: Mapping[str, Value], day: date) -> GameCode:
    """Step 5: the code of ``game``'s daily deal in this variant on ``day``."""
    declared = info(game)
    values = declared.full_options(options)
    number = daily_number(game, values, day)
    deal = {o.name: values[o.name] for o in declared.options if o.scope == DEAL}
    if GUARANTEED in deal:
        listed = declared.proven is not None and declared.proven(number, values)
        deal[GUARANTEED] = declared.guarantee is not None and not listed
    return GameCode.make(game, number, **deal)


def daily_day(code: GameCode, today: date) -> date | None:
    """The day whose daily deal ``code`` is: ``today`` or the day before, else None."""
    for day in (today, today - timedelta(days=1)):
        if daily_code(code.game, code.values(), day) == code:
            return day
    return None
