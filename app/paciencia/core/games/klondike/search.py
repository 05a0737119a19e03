"""Search primitives for Klondike solvers (K-14, V-2), built on :class:`KlondikeRules`.

Nothing here re-states a rule: positions change only through
``rules.apply_unchecked``; fits are tested with the shared predicates of
:mod:`.common`, the same ones the rules are written against.

Two facts the solvers lean on (both follow from K-2/K-3 as implemented):

* **Draw order is invariant.** ``waste + reversed(stock)`` is unchanged by a
  draw (the cards drawn go from the end of ``stock`` to the end of ``waste``
  in that order) and by a recycle (``stock = reversed(waste)``); playing the
  waste top only removes a card from it. So within one search the stock and
  waste are fixed by *which* cards are still in them (every card not in the
  tableau nor on a foundation) and by ``len(waste)``.
* **Columns are interchangeable.** No rule depends on a column's index, so
  positions that differ by a permutation of the columns are equal for play.

Hence :func:`canonical_key`: the sorted columns (with their face-down
counts), the foundations and the waste length. The pass number is left out;
a solver with a pass limit keeps, per key, which talon states its positions
dominate (:func:`dominance_function`: fewer passes used can only allow more,
and draws reach some waste lengths from others).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from ...cards import RANK, SUIT
from ...moves import Move
from ...rules.common import OPPOSITE_SUITS, fits_foundation
from .position import DRAW, RECYCLE, T_TO_F, WASTE_TO_F, KlondikePosition
from .rules import KlondikeRules

StockState = tuple[tuple[int, ...], tuple[int, ...], int]


def canonical_key(pos: KlondikePosition) -> Hashable:
    """Equal for positions that are equal for play up to column order and pass number."""
    return (tuple(sorted(zip(pos.tableau, pos.down, strict=True))), pos.foundations, len(pos.waste))


def key_function(rules: KlondikeRules) -> Callable[[KlondikePosition], Hashable]:
    """:func:`canonical_key`, coarser where the place in the stock provably does not matter.

    Without a pass limit, draws and recycles lead from any waste length to
    any other in draw-1, so the waste length is left out; in draw-3 they
    lead from any length to every length the next pass reaches (the
    multiples of three, and the whole waste) and back, so those count as 0.
    With a pass limit the waste length is left out too, and goes with the
    pass number into :func:`dominance_function`'s value instead.
    """
    if rules.draw == 1 or rules.pass_limit:
        return _tableau_key
    draw = rules.draw

    def key3(pos: KlondikePosition) -> Hashable:
        n = len(pos.waste)
        if not pos.stock or n % draw == 0:
            n = 0
        return (tuple(sorted(zip(pos.tableau, pos.down, strict=True))), pos.foundations, n)
    return key3


def _tableau_key(pos: KlondikePosition) -> Hashable:
    return (tuple(sorted(zip(pos.tableau, pos.down, strict=True))), pos.foundations)


Dominance = Callable[[KlondikePosition], tuple[int, int]]


def dominance_function(rules: KlondikeRules) -> Dominance:
    """``(state, covered)`` for a position, among the positions one key of :func:`key_function` stands for.

    A position's talon state is its pass number ``p`` and waste length ``w``
    (the key fixes the tableau, the foundations, and so which cards are in
    the talon, ``n`` of them; the draw order is invariant, so the key and
    ``(p, w)`` fix the position). ``state`` is the bit ``p · 64 + w``
    (``w ≤ 52``: the bits of two passes never meet); ``covered`` is the set
    of states (bits) of the positions it *dominates*: whatever they can
    reach it can reach too. A searcher keeps,
    per key, the union of the ``covered`` sets of the positions it kept, and
    skips a position whose ``state`` is in it. A dominates B when:

    * B has the same waste length and used as many passes or more: A can do
      all B does (a pass limit only forbids recycles), or
    * A reaches a position with B's waste length and no more passes than B
      by draws and recycles alone (which change nothing else).

    Without a pass limit every state is the same bit. In draw-1, drawing
    reaches every longer waste of the same pass, and (when a later pass is
    allowed, as B's pass shows) drawing to the end and recycling every waste
    of the next one: A dominates every state of a later pass, and the
    longer ones of its own, which is every bit at or above its own
    (``covered = -state``, all higher bits in two's complement).

    In draw-3 a draw moves up to three cards, so within a pass A reaches
    only ``w + 3k`` and the whole talon ``n`` (the last packet may be
    shorter); after drawing to the end and recycling (allowed when B is on
    a later pass, since passes are numbered from 1 up to the limit), the
    next pass starts with an empty waste and reaches ``0, 3, 6, …`` and
    ``n``. So A covers, on its own pass and every later one, ``w + 3k`` and
    ``n``; and on every later pass the multiples of three. (Cards played from
    the waste shift which talon cards a draw reaches: that is why the other
    lengths are not covered.)
    """
    if not rules.pass_limit:
        return _one_state
    if rules.draw == 1:
        return _draw1_states
    limit, draw = rules.pass_limit, rules.draw
    memo: dict[tuple[int, int, int], tuple[int, int]] = {}

    def states(pos: KlondikePosition) -> tuple[int, int]:
        p, w = pos.pass_no, len(pos.waste)
        n = w + len(pos.stock)
        hit = memo.get((p, w, n))
        if hit is None:
            same = (1 << n) | sum(1 << x for x in range(w, n + 1, draw))
            fresh = (1 << n) | sum(1 << x for x in range(0, n + 1, draw))
            last = max(limit, p)  # a position given past its limit still covers its own state
            covered = sum(same << (q * 64) for q in range(p, last + 1))
            covered |= sum(fresh << (q * 64) for q in range(p + 1, last + 1))
            hit = memo[(p, w, n)] = (1 << (p * 64 + w), covered)
        return hit
    return states


def _one_state(pos: KlondikePosition) -> tuple[int, int]:
    return 1, 1


def _draw1_states(pos: KlondikePosition) -> tuple[int, int]:
    state = 1 << (pos.pass_no * 64 + len(pos.waste))
    return state, -state


class StockWalker:
    """The waste tops reachable by drawing alone (with recycles the pass limit allows).

    :meth:`walk` answers, for a position, every distinct stock/waste state
    with a non-empty waste that draws and recycles reach: the rest of this
    pass, then (if a recycle is allowed) one whole pass more. Further passes
    only repeat the second one, since after a recycle the grouping of
    draw-3 always starts afresh. States repeating an earlier waste length
    are dropped: they hold the same cards in the same places with more
    passes used. Answers are memoised on the stock/waste/pass fields, which
    are all that draws read or change.
    """

    __slots__ = ("rules", "_memo")

    def __init__(self, rules: KlondikeRules) -> None:
        self.rules = rules
        self._memo: dict[StockState, tuple[list[Move], list[tuple[int, StockState]]]] = {}

    def walk(self, pos: KlondikePosition) -> tuple[list[Move], list[tuple[int, StockState]]]:
        """``(moves, states)``: state ``(i, (stock, waste, pass_no))`` is reached by ``moves[:i]``."""
        mkey = (pos.stock, pos.waste, pos.pass_no)
        hit = self._memo.get(mkey)
        if hit is not None:
            return hit
        apply = self.rules.apply_unchecked
        moves: list[Move] = []
        states: list[tuple[int, StockState]] = []
        seen: set[int] = set()
        cur = pos
        if cur.waste:
            states.append((0, mkey))
            seen.add(len(cur.waste))
        recycled = False
        while True:
            if cur.stock:
                cur = apply(cur, DRAW).position
                moves.append(DRAW)
            elif cur.waste and not recycled and self.rules.can_recycle(cur):
                cur = apply(cur, RECYCLE).position
                moves.append(RECYCLE)
                recycled = True
                continue
            else:
                break
            n = len(cur.waste)
            if n not in seen:
                seen.add(n)
                states.append((len(moves), (cur.stock, cur.waste, cur.pass_no)))
        out = (moves, states)
        self._memo[mkey] = out
        return out


def is_safe(card: int, fnd: tuple[int, ...]) -> bool:
    """K-8's safe rule: fits, and is an Ace or a 2, or both other-colour foundations reach rank − 1.

    As a pruning rule this is sound only for searches that never move a card
    back from a foundation (K-14 proofs): then a card of rank r whose
    other-colour r − 1s are both up can never again receive a card in the
    tableau, so sending it up loses nothing a tableau move could use (an Ace
    receives nothing; a 2 could only receive an Ace, which can always go up
    instead).
    """
    if not fits_foundation(card, fnd):
        return False
    r = RANK[card]
    if r <= 2:
        return True
    a, b = OPPOSITE_SUITS[SUIT[card]]
    return fnd[a] >= r - 1 and fnd[b] >= r - 1


def is_safe_complete(card: int, fnd: tuple[int, ...]) -> bool:
    """The safe rule for searches that may move cards back from a foundation.

    Fits, and is an Ace, or both other-colour foundations reach rank − 1 and
    the other same-colour one reaches rank − 2. Why that is sound: let ``L``
    be the other-colour cards up to rank − 1, the same-colour ones up to
    rank − 2 and the card's own predecessor. All of ``L`` is up, and a card of
    ``L`` can only ever hold cards of ``L`` (and the card itself only cards of
    ``L``). So in any solution that keeps the card in play, the card and the
    ``L`` cards brought down only ever lie on top of columns; leaving them all
    on the foundations and skipping their moves gives a solution too (every
    other move stays legal: columns only lose a top part, foundations only
    hold more cards below the ones moved).
    """
    if not fits_foundation(card, fnd):
        return False
    r = RANK[card]
    if r == 1:
        return True
    s = SUIT[card]
    a, b = OPPOSITE_SUITS[s]
    twin = 3 - s  # clubs↔spades, diamonds↔hearts
    return fnd[a] >= r - 1 and fnd[b] >= r - 1 and fnd[twin] >= r - 2


def _ready(fnd: tuple[int, ...], complete: bool) -> tuple[int, ...]:
    """The safe cards for these foundations: among the four that fit, so test those, not every pile."""
    safe = is_safe_complete if complete else is_safe
    return tuple(s * 13 + f for s, f in enumerate(fnd) if f < 13 and safe(s * 13 + f, fnd))


# Per rule (complete or not), the safe cards of each foundation state met (at most 14⁴ of them).
_READY: dict[bool, dict[tuple[int, ...], tuple[int, ...]]] = {False: {}, True: {}}


def safe_chain(
    rules: KlondikeRules, pos: KlondikePosition, moves: list[Move], complete: bool = False
) -> KlondikePosition:
    """Play safe cards (column tops left to right, then the waste top) until none is left.

    The moves played are appended to ``moves``; the position reached is returned.
    With ``complete`` the rule is :func:`is_safe_complete`, and the waste top
    is played only in draw-1: in draw-3 taking a card out of the waste shifts
    the groups of three of every later pass, which can lose a solution.
    """
    apply = rules.apply_unchecked
    memo = _READY[complete]
    waste_ok = not complete or rules.draw == 1
    while True:
        fnd = pos.foundations
        ready = memo.get(fnd)
        if ready is None:
            ready = memo[fnd] = _ready(fnd, complete)
        if not ready:
            return pos
        for i, col in enumerate(pos.tableau):
            if col and col[-1] in ready:
                m = T_TO_F[i][SUIT[col[-1]]]
                break
        else:
            if waste_ok and pos.waste and pos.waste[-1] in ready:
                m = WASTE_TO_F[SUIT[pos.waste[-1]]]
            else:
                return pos
        pos = apply(pos, m).position
        moves.append(m)


def finish(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition, moves: list[Move]) -> KlondikePosition:
    """Play foundation moves (column tops first, then stock cards, fewest draws first) while any exists.

    Meant for positions without face-down cards, which in draw-1 without a
    pass limit this always wins: columns descend, so the lowest card left is
    a column top or in the stock, where every card can be reached, and it
    fits its foundation. Elsewhere it may stop short of a win.
    """
    apply = rules.apply_unchecked
    while not rules.is_won(pos):
        fnd = pos.foundations
        for i, col in enumerate(pos.tableau):
            if col and fits_foundation(col[-1], fnd):
                pos = apply(pos, T_TO_F[i][SUIT[col[-1]]]).position
                moves.append(T_TO_F[i][SUIT[col[-1]]])
                break
        else:
            walk_moves, states = walker.walk(pos)
            for i, (stock, waste, pass_no) in states:
                w = waste[-1]
                if fits_foundation(w, fnd):
                    moves += walk_moves[:i]
                    m = WASTE_TO_F[SUIT[w]]
                    pos = apply(pos._replace(stock=stock, waste=waste, pass_no=pass_no), m).position
                    moves.append(m)
                    break
            else:
                return pos
    return pos
