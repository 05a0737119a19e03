"""The single plays a complete Klondike search chains (the complete mode of V-1,
:mod:`.complete_moves`): each built straight as the position it reaches, with its search
order and what it leaves waiting (docs/solver.md, rule 6).

:func:`steps` gives a position's first plays, :func:`uses` the plays that use what a waiting
play made available; :mod:`.complete_moves` follows their chains. A test replays every child
through the rules, so a step built here and the rules' own ``apply_unchecked`` cannot differ.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import cast

from ...cards import RANK, SUIT
from ...moves import Move
from ...rules.common import ALTERNATING, fits_foundation
from .position import (
    COLUMNS,
    DRAW,
    F_TO_T,
    FITS_ON,
    KINGS,
    RECYCLE,
    T_TO_F,
    T_TO_T,
    WASTE_TO_F,
    WASTE_TO_T,
    KlondikePosition,
    replace_at,
    run_start,
)
from .rules import KlondikeRules
from .search import StockWalker, is_safe_complete
from .twins import TWIN

# Search order (lower first): turning cards (the fullest column first), then
# foundation moves, stock plays, other column moves, foundation → column.
FLIP = 0
FOUNDATION = 20
STOCK_TO_FOUNDATION = 30
STOCK_TO_COLUMN = 40
OTHER = 50
DOWN_FROM_FOUNDATION = 70

# An atomic step of a child: the moves (draws, then one play), the position they reach, its order,
# and what the play leaves waiting (None: nothing, the child may end there). A wait names the
# moves that use what was made available: (column whose top may receive a card, suit whose top
# foundation card may come down, column whose top may go home, suit whose next card may go
# home), -1 where none.
Wait = tuple[int, int, int, int]
Step = tuple[list[Move], KlondikePosition, Wait | None, float]
NO_WAIT = (-1, -1, -1, -1)
# KlondikePosition from its six fields in one tuple, without the named tuple's Python-level __new__
# (issue 35: the chains build about a million positions a deal, most of them met already).
_pos = cast(Callable[[tuple[object, ...]], KlondikePosition], partial(tuple.__new__, KlondikePosition))


def _run_step(rules: KlondikeRules, pos: KlondikePosition, i: int, x: int, j: int) -> Step:
    """Column ``i``'s cards from ``x`` onto column ``j``: waits if it leaves a face-up card."""
    tab, down = pos.tableau, pos.down
    col = tab[i]
    n, d = len(col), down[i]
    m = T_TO_T[i][j][n - x]
    # As rules.apply_unchecked does it (a test replays every child through the rules).
    cols = list(tab)
    cols[i] = col[:x]
    cols[j] = tab[j] + col[x:]
    q = _pos((tuple(cols), replace_at(down, i, d - 1) if d and x == d else down,
              pos.stock, pos.waste, pos.foundations, pos.pass_no))
    if x > d:
        return [m], q, (i, -1, i, -1), OTHER
    if not d:  # the column is empty now: it waits for a King
        return [m], q, (i, -1, -1, -1), OTHER
    return [m], q, None, FLIP - d


def _home_step(rules: KlondikeRules, pos: KlondikePosition, i: int) -> Step:
    """Column ``i``'s top card home: waits if it leaves a face-up card."""
    col, d = pos.tableau[i], pos.down[i]
    card = col[-1]
    s = SUIT[card]
    m = T_TO_F[i][s]
    q = _pos((replace_at(pos.tableau, i, col[:-1]),
              replace_at(pos.down, i, d - 1) if d and len(col) - 1 == d else pos.down,
              pos.stock, pos.waste, replace_at(pos.foundations, s, RANK[card]), pos.pass_no))
    if len(col) > d + 1:
        return [m], q, (i, -1, i, s), FOUNDATION
    if not d:  # the column is empty now: it waits for a King
        return [m], q, (i, -1, -1, s), FOUNDATION
    return [m], q, None, FOUNDATION - d


def _down_ok(fnd: tuple[int, ...], s: int) -> bool:
    """Whether suit ``s``'s top foundation card may come down: not an Ace (it holds nothing), and
    not a card :func:`is_safe_complete` would send straight back."""
    ok = _DOWN_OK.get(fnd)
    if ok is None:
        ok = _DOWN_OK[fnd] = tuple(_down_ok_now(fnd, t) for t in range(4))
    return ok[s]


def _down_ok_now(fnd: tuple[int, ...], s: int) -> bool:
    r = fnd[s]
    if r < 2:
        return False
    return not is_safe_complete(s * 13 + r - 1, fnd[:s] + (r - 1,) + fnd[s + 1:])


# _down_ok's answers per foundation state met (at most 14⁴ of them).
_DOWN_OK: dict[tuple[int, ...], tuple[bool, ...]] = {}


def _reached(walker: StockWalker, pos: KlondikePosition, cards: tuple[int, ...],
             free: bool) -> list[tuple[list[Move], KlondikePosition]]:
    """The draws that bring each talon card of ``cards`` to the waste top, and the position then."""
    tab, down, stock, waste, fnd, pn = pos
    out: list[tuple[list[Move], KlondikePosition]] = []
    if free:  # every talon card is within reach: find it in the draw order (waste, then the stock's top down)
        seq = waste + stock[::-1]
        w = len(waste)
        for c in cards:
            if c not in stock and c not in waste:
                continue
            k = seq.index(c)
            if k == w - 1:
                out.append(([], pos))
                continue
            if k >= w:
                moves = [DRAW] * (k - w + 1)
                p = pn
            else:
                moves = [DRAW] * len(stock) + [RECYCLE] + [DRAW] * (k + 1)
                p = pn + 1
            out.append((moves, _pos((tab, down, seq[:k:-1], seq[:k + 1], fnd, p))))
        return out
    walk_moves, states = walker.walk(pos)
    for wi, (st, wa, pn2) in states:
        if wa[-1] in cards:
            out.append((walk_moves[:wi], pos if wi == 0 else _pos((tab, down, st, wa, fnd, pn2))))
    return out


def _talon_steps(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition, cards: tuple[int, ...],
                 j: int, free: bool) -> list[Step]:
    """Talon cards among ``cards`` laid on column ``j`` (in the free talon, waiting for a card)."""
    play = WASTE_TO_T[j]
    if free:  # as _reached then _laid, in one go: the card's draws, then the position it is laid in
        tab, down, stock, waste, fnd, pn = pos
        col = tab[j]
        out: list[Step] = []
        for drawn, seq, k, p in _free_draws(pos, cards):
            out.append((drawn + [play], _pos((tab[:j] + (col + (seq[k],),) + tab[j + 1:], down, seq[:k:-1], seq[:k],
                                              fnd, p)), (j, -1, -1, -1), STOCK_TO_COLUMN + len(drawn) / 64))
        return out
    return [(drawn + [play], _laid(base, j), None, STOCK_TO_COLUMN + len(drawn) / 64)
            for drawn, base in _reached(walker, pos, cards, free)]


def _free_draws(pos: KlondikePosition, cards: tuple[int, ...]
                ) -> list[tuple[list[Move], tuple[int, ...], int, int]]:
    """In the free talon, for each talon card of ``cards``: the draws that bring it to the waste
    top, the draw order (waste, then the stock's top down), the card's index in it and the pass
    number then. :func:`_reached` builds the same positions from these (``seq[:k:-1]`` the stock,
    ``seq[:k + 1]`` the waste)."""
    _tab, _down, stock, waste, _fnd, pn = pos
    seq = waste + stock[::-1]
    w = len(waste)
    out: list[tuple[list[Move], tuple[int, ...], int, int]] = []
    for c in cards:
        if c not in seq:
            continue
        k = seq.index(c)
        if k == w - 1:
            out.append(([], seq, k, pn))
        elif k >= w:
            out.append(([DRAW] * (k - w + 1), seq, k, pn))
        else:
            out.append(([DRAW] * len(stock) + [RECYCLE] + [DRAW] * (k + 1), seq, k, pn + 1))
    return out


def _laid(pos: KlondikePosition, j: int) -> KlondikePosition:
    """The waste top laid on column ``j`` (as rules.apply_unchecked does it)."""
    tab, down, stock, waste, fnd, pn = pos
    return _pos((replace_at(tab, j, tab[j] + (waste[-1],)), down, stock, waste[:-1], fnd, pn))


def _brought_down(pos: KlondikePosition, s: int, j: int) -> KlondikePosition:
    """Suit ``s``'s top foundation card laid on column ``j`` (as rules.apply_unchecked does it)."""
    tab, down, stock, waste, fnd, pn = pos
    card = s * 13 + fnd[s] - 1
    return _pos((replace_at(tab, j, tab[j] + (card,)), down, stock, waste, replace_at(fnd, s, fnd[s] - 1), pn))


def _talon_home_steps(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition, cards: tuple[int, ...],
                      free: bool) -> list[Step]:
    """Talon cards among ``cards`` sent home (in the free talon, waiting for the next of their suit)."""
    out: list[Step] = []
    if free:  # as below, without the intermediate position
        tab, down, _stock, _waste, fnd, _pn = pos
        for drawn, seq, k, p in _free_draws(pos, cards):
            c = seq[k]
            s = SUIT[c]
            out.append((drawn + [WASTE_TO_F[s]], _pos((tab, down, seq[:k:-1], seq[:k], replace_at(fnd, s, RANK[c]), p)),
                        (-1, -1, -1, s), STOCK_TO_FOUNDATION + len(drawn) / 64))
        return out
    for drawn, base in _reached(walker, pos, cards, free):
        s = SUIT[base.waste[-1]]
        m = WASTE_TO_F[s]
        out.append((drawn + [m], rules.apply_unchecked(base, m).position, (-1, -1, -1, s) if free else None,
                    STOCK_TO_FOUNDATION + len(drawn) / 64))
    return out


def _onto(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition, j: int, free: bool,
          back: int = -1) -> list[Step]:
    """Every step laying a card on column ``j``'s top, or a King in it if it is empty (a run,
    a talon card, a foundation card; not a King that is a whole column, which would only
    change its column's index)."""
    tab, down, fnd = pos.tableau, pos.down, pos.foundations
    stock, waste = pos.stock, pos.waste
    top = tab[j]
    out: list[Step] = []
    talon: list[int] = []  # the cards of holds in the talon
    downs: list[Step] = []  # foundation tops brought down: the suits in order, as the holds are
    for h, s, r in _HOLDS[top[-1]] if top else _KINGS:
        if fnd[s] >= r:
            if fnd[s] == r and _down_ok(fnd, s):
                downs.append(([F_TO_T[s][j]], _brought_down(pos, s, j), (j, s, -1, -1), DOWN_FROM_FOUNDATION))
            continue
        if h in stock or h in waste:
            talon.append(h)
            continue
        for i, col in enumerate(tab):
            if h in col:
                if i != j:
                    x = col.index(h)
                    if x >= down[i] and (x or top) and not (x and col[x - 1] == back) and _is_run(col, x):
                        out.append(_run_step(rules, pos, i, x, j))
                break
    if talon:
        out += _talon_steps(rules, walker, pos, tuple(talon), j, free)
    if downs:
        out += downs
    return out


# The cards FITS_ON (or KINGS) names, each with its suit and rank.
_HOLDS = tuple(tuple((h, SUIT[h], RANK[h]) for h in FITS_ON[t]) for t in range(52))
_KINGS = tuple((h, SUIT[h], RANK[h]) for h in KINGS)


def _is_run(col: tuple[int, ...], x: int) -> bool:
    """Whether ``col[x:]`` is an alternating run (what ``x >= run_start(col, d)`` asks once ``x >= d``)."""
    for y in range(x + 1, len(col)):
        if not ALTERNATING[col[y - 1]][col[y]]:
            return False
    return True


def uses(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition, wait: Wait, free: bool) -> list[Step]:
    """The steps that use what ``wait`` made available."""
    onto, down_suit, home, up_suit = wait
    tab, fnd = pos.tableau, pos.foundations
    # After a lateral move (its wait names the column twice) moving its run back would undo it (rule 6).
    back = -1
    if onto >= 0 and home == onto and down_suit < 0 and up_suit < 0 and tab[onto]:
        back = TWIN[tab[onto][-1]]
    out = _onto(rules, walker, pos, onto, free, back) if onto >= 0 else []
    if down_suit >= 0 and _down_ok(fnd, down_suit):
        out += _down_steps(rules, pos, down_suit)
    if home >= 0 and tab[home] and fits_foundation(tab[home][-1], fnd):
        out.append(_home_step(rules, pos, home))
    if up_suit >= 0 and fnd[up_suit] < 13:
        card = up_suit * 13 + fnd[up_suit]
        for i in range(COLUMNS):
            if i != home and tab[i] and tab[i][-1] == card:
                out.append(_home_step(rules, pos, i))
        if pos.stock or pos.waste:
            out += _talon_home_steps(rules, walker, pos, (card,), free)
    return out


def _down_steps(rules: KlondikeRules, pos: KlondikePosition, s: int) -> list[Step]:
    """Suit ``s``'s top foundation card brought down onto every column that takes it."""
    tab = pos.tableau
    card = s * 13 + pos.foundations[s] - 1
    out: list[Step] = []
    empty = next((j for j in range(COLUMNS) if not tab[j]), -1)
    for j in range(COLUMNS):
        col = tab[j]
        if (col and card in FITS_ON[col[-1]]) or (not col and j == empty and RANK[card] == 13):
            out.append(([F_TO_T[s][j]], _brought_down(pos, s, j), (j, s, -1, -1), DOWN_FROM_FOUNDATION))
    return out


def steps(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition, free: bool) -> list[Step]:
    """Every first step of a child."""
    tab, down, stock, waste, fnd, _pass_no = pos
    out: list[Step] = []
    empty = next((j for j in range(COLUMNS) if not tab[j]), -1)
    tops = [col[-1] if col else -1 for col in tab]
    for i in range(COLUMNS):
        col = tab[i]
        n = len(col)
        if not n:
            continue
        if fits_foundation(col[-1], fnd):
            out.append(_home_step(rules, pos, i))
        for x in range(run_start(col, down[i]), n):
            card = col[x]
            for j in range(COLUMNS):
                if j == i:
                    continue
                t = tops[j]
                if (t >= 0 and card in FITS_ON[t]) or (t < 0 and j == empty and RANK[card] == 13 and x):
                    out.append(_run_step(rules, pos, i, x, j))
    if stock or waste:
        out += _talon_home_steps(rules, walker, pos, tuple(s * 13 + f for s, f in enumerate(fnd) if f < 13), free)
        for j in range(COLUMNS):
            t = tops[j]
            if t >= 0:
                out += _talon_steps(rules, walker, pos, FITS_ON[t], j, free)
            elif j == empty:
                out += _talon_steps(rules, walker, pos, KINGS, j, free)
    for s in range(4):
        if _down_ok(fnd, s):
            out += _down_steps(rules, pos, s)
    return out
