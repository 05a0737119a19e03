"""The compound moves one Klondike search expansion generates, in search order.

Every child is reached by real moves of the rules object (applied with
``rules.apply_unchecked``) and ends with the chain of safe foundation moves
(:func:`safe_chain`). What is generated, and what is pruned (pruning never
makes a proof wrong, since every move of a solution is a rules move and the
solver replays it; it can only make the search miss a solution):

* **Stock plays.** A card reachable as the waste top by draws alone (rest of
  this pass plus one more if a recycle is allowed, see
  :class:`StockWalker`) is played directly: the draws/recycles then the play
  are one child. Lone draws are never a child: draws commute with every
  tableau and foundation move (they read and change only stock, waste and
  pass number), so any solution can be reordered to draw only right before
  playing the waste top, and a won position has an empty stock and waste.
  In draw-1 without a pass limit every stock card stays reachable, so a
  stock card goes to a column only as a King to an empty column or inside
  a *chain* (below); other plays to a column are pruned (completeness only:
  they can matter to keep a spot for a card that is still face down).
* **Chains.** For each useful column run (one whose move turns a card, lets
  the card under it go up, or empties a column a King waits for), the
  shortest sequences of stock cards that build down from a column top (or
  from a stock King on an empty column) to a card the run fits on: drawing
  and playing them, then moving the run, is one child.
* **Foundation moves** of column tops and stock cards. Safe cards went up
  already in the chain: in a search without foundation→column moves a card
  whose other-colour ``r − 1`` cards are both up can never hold a card in the
  tableau again (and a 2 only an Ace, which can go up instead), so playing
  it loses nothing (from the waste in draw-3 this can shift the grouping of
  later passes: a completeness loss only).
* **Whole face-up runs** that turn a card, onto a fitting card (or a
  King-led run onto the first empty column, the empty columns being alike).
  Moving a column that is a King-led run with nothing under it is pruned
  (it changes nothing but the column index).
* **Partial runs** (leaving a face-up card behind) only when the card left
  on top then goes to its foundation (that foundation move is part of the
  child). Other splits are pruned (completeness only).
* **Emptying a column** (moving a whole non-King column) only when a King
  waits for it (in the stock or waste, or leading a run on face-down
  cards); the child that then brings each such King is added too.
* **Foundation → column** moves are never generated (K-14).
* **Lost talons.** On the last pass (no recycle left) a child whose talon
  holds a card that can never come out (:func:`.blocked.buried_for_good`:
  in the waste stack, or in draw-3 in its packet of the stock, over a lower
  card of its suit with every card it could rest on home or under it too)
  is dropped: it is lost, so this prunes nothing a proof could use.
"""

from __future__ import annotations

from typing import NamedTuple

from ...cards import RANK, SUIT
from ...moves import Move
from ...rules.common import fits_foundation
from .blocked import buried_for_good
from .position import COLUMNS, FITS_ON, KINGS, T_TO_F, T_TO_T, WASTE_TO_F, WASTE_TO_T, KlondikePosition, run_start
from .rules import KlondikeRules
from .search import StockWalker, finish, safe_chain

# Search order (lower first). Turning a face-down card is the main progress,
# the column with most face-down cards first; then foundation moves, plays
# from the stock (fewer draws first), emptying a column, the other plays.
FLIP = 0
FOUNDATION = 20
SPLIT_FOUNDATION = 25
STOCK_TO_FOUNDATION = 30
STOCK_TO_COLUMN = 40
EMPTY_COLUMN = 60
MAX_CHAIN = 12
CHAINS_PER_CARD = 3
# HOLDERS[c]: the cards ``c`` may rest on in a column (K-4).
HOLDERS: tuple[tuple[int, ...], ...] = tuple(tuple(y for y in range(52) if c in FITS_ON[y]) for c in range(52))


class Child(NamedTuple):
    order: float
    moves: list[Move]
    position: KlondikePosition


def children(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition) -> list[Child]:
    tab, down, stock, waste, fnd, _pass_no = pos
    apply = rules.apply_unchecked
    out: list[Child] = []
    limit, draw = rules.pass_limit, rules.draw

    def add(order: float, base: KlondikePosition, play: list[Move], drawn: list[Move] | None = None) -> None:
        p = base
        for m in play:
            p = apply(p, m).position
        moves = drawn + play if drawn else play
        p = safe_chain(rules, p, moves)
        if not any(p.down):
            p = finish(rules, walker, p, moves)
        if limit and p.pass_no >= limit and buried_for_good(p, draw):
            return  # lost: a talon card can no longer come out
        out.append(Child(order, moves, p))

    empty = next((j for j in range(COLUMNS) if not tab[j]), -1)
    walk_moves, states = walker.walk(pos)
    # ks[i]: where column i's face-up run starts (computed once: the hot spot of an expansion).
    ks = [run_start(col, d) if col else 0 for col, d in zip(tab, down, strict=True)]
    kings_up = [i for i in range(COLUMNS) if down[i] and ks[i] == down[i] and RANK[tab[i][down[i]]] == 13]
    stock_kings = [(wi, st) for wi, st in states if RANK[st[1][-1]] == 13]
    king_waiting = bool(kings_up) or any(RANK[c] == 13 for c in stock) or any(RANK[c] == 13 for c in waste)

    # Column cards whose run, moved away, makes progress: turns a card, lets
    # the card under it go up, or empties a column a King waits for.
    # useful[card] = (column, count, order, moves that follow).
    useful: dict[int, tuple[int, int, float, list[Move]]] = {}
    fitting = [s * 13 + f for s, f in enumerate(fnd) if f < 13]  # the cards that fit a foundation
    for i in range(COLUMNS):
        col = tab[i]
        if not col:
            continue
        n, d = len(col), down[i]
        k = ks[i]
        if k == d and (d or (king_waiting and RANK[col[0]] != 13)):
            useful[col[k]] = (i, n - k, FLIP - d if d else EMPTY_COLUMN, [])
        # (x == k == d: the card turned goes up too, in the same child.)
        for x in range(max(k, 1), n):
            if col[x - 1] in fitting:
                useful[col[x]] = (i, n - x, SPLIT_FOUNDATION, [T_TO_F[i][SUIT[col[x - 1]]]])

    def emptied(
        order: float,
        i: int,
        j: int,
        play: list[Move],
        base: KlondikePosition = pos,
        drawn: list[Move] | None = None,
    ) -> None:
        """``play`` empties column ``i`` onto column ``j``: add it, and it followed by
        each King that can come (a King-led run from a column ``play`` left alone)."""
        add(order, base, play, drawn)
        for k in kings_up:
            if k != i and k != j:
                add(FLIP - down[k], base, play + [T_TO_T[k][i][len(tab[k]) - down[k]]], drawn)
        if drawn is None:  # the stock is as in ``pos``
            for wi, (st, wa, pn) in stock_kings:
                kbase = pos if wi == 0 else KlondikePosition(tab, down, st, wa, fnd, pn)
                add(STOCK_TO_COLUMN + wi / 64, kbase, play + [WASTE_TO_T[i]], walk_moves[:wi])

    # Column moves: for each destination, the one useful card of the run that
    # fits there (K-4 fixes the count; the cards of a run differ in rank).
    by_column: list[list[tuple[int, tuple[int, int, float, list[Move]]]]] = [[] for _ in range(COLUMNS)]
    for card, u in useful.items():
        by_column[u[0]].append((card, u))
    for i in range(COLUMNS):
        col = tab[i]
        if not col:
            continue
        top = col[-1]
        if fits_foundation(top, fnd):
            add(FOUNDATION, pos, [T_TO_F[i][SUIT[top]]])
        mine = by_column[i]
        if not mine:
            continue
        lead = col[ks[i]]
        for j in range(COLUMNS):
            if j == i:
                continue
            dcol = tab[j]
            fit: tuple[int, int, float, list[Move]] | None = None
            if dcol:
                holds = FITS_ON[dcol[-1]]
                for card, entry in mine:
                    if card in holds:
                        fit = entry
                        break
            elif j == empty and RANK[lead] == 13:
                fit = useful.get(lead)
            else:
                continue
            if fit is None:
                continue
            play = [T_TO_T[i][j][fit[1]]] + fit[3]
            if fit[2] == EMPTY_COLUMN:
                emptied(EMPTY_COLUMN, i, j, play)
            else:
                add(fit[2], pos, play)

    # Plays from the stock: what each reachable waste top can do.
    targets: dict[int, list[Move]] = {}
    for s in range(4):
        if fnd[s] < 13:
            targets.setdefault(s * 13 + fnd[s], []).append(WASTE_TO_F[s])
    for j in range(COLUMNS):
        if tab[j]:
            for c in FITS_ON[tab[j][-1]]:
                targets.setdefault(c, []).append(WASTE_TO_T[j])
    if empty >= 0:
        for c in KINGS:
            targets.setdefault(c, []).append(WASTE_TO_T[empty])
    free_stock = rules.draw == 1 and rules.pass_limit == 0
    for wi, (st, wa, pn) in states:
        w = wa[-1]
        ms = targets.get(w)
        if not ms:
            continue
        base = pos if wi == 0 else KlondikePosition(tab, down, st, wa, fnd, pn)
        drawn = walk_moves[:wi]
        extra = wi / 64
        for m in ms:
            if m.dst[0] == "f":
                add(STOCK_TO_FOUNDATION + extra, base, [m], drawn)
                continue
            if not (free_stock and RANK[w] != 13):
                add(STOCK_TO_COLUMN + extra, base, [m], drawn)

    # Chains of stock cards built down from a column top (or a stock King on
    # an empty column) until a useful run fits: one compound move.
    if states:
        tops = {tab[j][-1]: j for j in range(COLUMNS) if tab[j]}
        in_stock = set(stock) | set(waste)
        for x, u in useful.items():
            for dst, chain in _chains(x, u[0], tops, in_stock, empty):
                got = play_chain(rules, walker, pos, chain, dst)
                if got is None:
                    continue
                cmoves, cpos = got
                play = [T_TO_T[u[0]][dst][u[1]]] + u[3]
                order = u[2] + len(cmoves) / 64
                if u[2] == EMPTY_COLUMN:
                    emptied(order, u[0], dst, play, cpos, cmoves)
                else:
                    add(order, cpos, play, cmoves)

    out.sort(key=_order)
    return out


def _order(c: Child) -> float:
    return c.order


def _chains(
    x: int, src: int, tops: dict[int, int], in_stock: set[int], empty: int
) -> list[tuple[int, list[int]]]:
    """Shortest chains of stock cards on which ``x`` (in column ``src``) would fit:
    ``(column, cards)``, the cards in playing order, the first going on ``column``."""
    found: list[tuple[int, list[int]]] = []
    frontier: list[tuple[int, list[int]]] = [(x, [])]
    for _depth in range(MAX_CHAIN):
        nxt: list[tuple[int, list[int]]] = []
        for cur, chain in frontier:
            if chain and RANK[cur] == 13 and empty >= 0:
                found.append((empty, chain[::-1]))
                continue
            for y in HOLDERS[cur]:
                if chain and y in tops and tops[y] != src:
                    found.append((tops[y], chain[::-1]))
                elif y in in_stock:
                    nxt.append((y, chain + [y]))
            if len(found) >= CHAINS_PER_CARD:
                return found
        if not nxt:
            break
        frontier = nxt
    return found


def play_chain(
    rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition, chain: list[int], dst: int
) -> tuple[list[Move], KlondikePosition] | None:
    """Draw and play ``chain`` onto column ``dst`` in order; ``None`` if a card cannot be reached."""
    moves: list[Move] = []
    p = pos
    play = WASTE_TO_T[dst]
    for c in chain:
        walk_moves, states = walker.walk(p)
        for wi, (st, wa, pn) in states:
            if wa[-1] == c:
                if wi:
                    moves += walk_moves[:wi]
                    p = KlondikePosition(p.tableau, p.down, st, wa, p.foundations, pn)
                break
        else:
            return None
        p = rules.apply_unchecked(p, play).position
        moves.append(play)
    return moves, p
