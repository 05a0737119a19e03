"""The variants the general property tests play, read from the registry (issue 26 §5): a game
or an option added there is covered without touching a test."""

from __future__ import annotations

from paciencia.core import registry
from paciencia.core.codes import GameCode
from paciencia.core.declaration import GUARANTEED
from paciencia.core.options import DEAL, RULES

Variant = tuple[str, dict[str, object]]
"""A game code and the rules options it is played with."""


def variants(scopes: tuple[str, ...] = (DEAL,)) -> list[Variant]:
    """Every registered game, each option of the given scopes at each of its values in turn (a
    numeric one at its two lowest, its default and its highest), the others at their defaults.
    Deal options go into the code; rules options are returned beside it."""
    out: list[Variant] = []
    for info in registry.games():
        tried: list[dict[str, object]] = [{}]
        for option in info.options:
            if option.scope not in scopes or option.name == GUARANTEED:  # guaranteed: searched elsewhere
                continue
            values = option.allowed()
            if option.numbers is not None:
                values = tuple(dict.fromkeys((values[0], values[1], option.default, values[-1])))
            tried += [{option.name: v} for v in values if v != option.default]
        for n, options in enumerate(tried, start=3):
            full = info.full_options(options)
            number = info.pick_number(full, n) if info.pick_number is not None else n
            deal = {k: v for k, v in options.items() if info.option(k).scope == DEAL}
            rules = {k: v for k, v in options.items() if info.option(k).scope == RULES}
            out.append((str(GameCode.make(info.id, number, **deal)), rules))
    return out
