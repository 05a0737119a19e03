"""The compact Spider position the solver searches (V-4), and its steps.

Like FreeCell's (:mod:`paciencia.core.games.freecell.compact`), the solver
works on plain bytes and ints and hands its answer back as steps that
:func:`to_moves` turns into the rules' moves on the real position; the solver
replays those with ``rules.apply`` before it reports a win. A test checks, on
many positions, that every step's moves are legal and reach the step's state.

The state ``(columns, down, left, runs)``
    ``columns``: one :class:`bytes` a column (10 in Spider, 7 in Spiderette), bottom card
    first, in table order; ``down``: how many cards at the bottom of each column are face
    down (bytes); ``left``: the stock's cards not dealt yet (the stock is the search's fixed
    :class:`bytes`, ``stock[len(stock) - left:]`` is what is left; a deal takes a row of as
    many cards as there are columns, or what remains, SE-4); ``runs``: runs completed.
    Nothing here knows the game's shape: it is read off the state.

Steps: one int, ``src << 8 | dst << 4 | count``, or :data:`DEAL`
    ``count`` cards (1–13) from the top of column ``src`` onto column
    ``dst``. They are a descending sequence (each card one rank below the one
    under it) of one or more same-suit *segments*. One segment is one legal
    move (S-3); several are a *sequence move*: with ``e`` empty columns
    besides the destination, up to ``2**e`` segments can go, parked in the
    empty columns and brought back in order (:func:`to_moves` writes out
    those moves), so the state after it is simply the sequence moved.

:func:`steps` lists the steps worth searching, not all legal moves: a
sequence moves whole segments (a segment is split only to lengthen a
same-suit run at the destination), one resting on a card one rank higher
of another suit moves only onto its own suit, and only the first empty
column is a destination. A search over them may miss a win, so the solver
never answers "unsolvable" (V-4).
"""

from __future__ import annotations

from typing import Final

from ...cards import RANK
from ...moves import Move
from ...rules.common import IN_SUIT, same_suit_run_length
from .position import DEAL as DEAL_MOVE
from .position import MOVES, RUN_LENGTH, SpiderPosition

State = tuple[tuple[bytes, ...], bytes, int, int]

DEAL: Final = 0xF00
"""The step that deals a row (no column step has count 0)."""
SEPARATOR: Final = b"\xff"


def from_position(pos: SpiderPosition) -> tuple[State, bytes]:
    """The state of ``pos`` and the stock it deals from, in deal order."""
    cols = tuple(bytes(col) for col in pos.columns)
    return (cols, bytes(pos.down), len(pos.stock), len(pos.runs)), bytes(pos.stock)


def deals_left(state: State) -> int:
    """The deals the stock still holds (the last one may be short, SE-4)."""
    return -(-state[2] // len(state[0]))


def key(state: State) -> bytes:
    """The transposition key. Columns are not interchangeable while the stock
    deals to them in order; after the last deal they are, and the key sorts
    them."""
    cols, down, left, _ = state
    if left:
        return SEPARATOR.join(cols) + down + bytes((left,))
    return SEPARATOR.join(sorted(bytes((d,)) + c for c, d in zip(cols, down, strict=True)))


def _settle(col: bytes, down: int) -> tuple[bytes, int, int]:
    """S-6 then S-4 on a column that just received or lost cards: a finished
    King…Ace run leaves, an uncovered card turns. Returns (column, face-down
    count, runs removed)."""
    gone = 0
    size = len(col)
    if size - down >= RUN_LENGTH and RANK[col[-1]] == 1 and same_suit_run_length(col, down) >= RUN_LENGTH:
        col = col[:-RUN_LENGTH]
        gone = 1
        size -= RUN_LENGTH
    if size and down >= size:
        down = size - 1
    return col, down, gone


def play(state: State, stock: bytes, step: int) -> State:
    """The state after ``step`` (a run it finishes leaves, a card it uncovers turns)."""
    cols, down, left, runs = state
    new = list(cols)
    flat = bytearray(down)
    if step == DEAL:
        base = len(stock) - left
        row = stock[base : base + len(cols)]
        for j in range(len(row)):
            new[j], flat[j], gone = _settle(cols[j] + row[j : j + 1], down[j])
            runs += gone
        return tuple(new), bytes(flat), left - len(row), runs
    src, dst, n = step >> 8, step >> 4 & 15, step & 15
    col = cols[src]
    new[src], flat[src], gone_src = _settle(col[:-n], down[src])
    new[dst], flat[dst], gone_dst = _settle(cols[dst] + col[-n:], down[dst])
    return tuple(new), bytes(flat), left, runs + gone_src + gone_dst


def can_deal(state: State) -> bool:
    """S-5: cards are left and no column is empty (unless fewer cards than columns are out)."""
    cols, _, left, _ = state
    return left > 0 and (all(cols) or sum(map(len, cols)) < len(cols))


def steps(state: State) -> list[int]:
    """The steps worth searching from ``state`` (see the module docstring), by
    source column and count; the deal last when it is allowed."""
    cols, down, _, _ = state
    first_empty = -1
    by_rank: list[list[int]] = [[] for _ in range(RUN_LENGTH + 2)]
    columns = range(len(cols))
    top_run = [0] * len(cols)
    for j in columns:
        col = cols[j]
        if col:
            by_rank[RANK[col[-1]]].append(j)
            top_run[j] = same_suit_run_length(col, down[j])
        elif first_empty < 0:
            first_empty = j
    empties = cols.count(b"")
    onto_card = 1 << empties
    into_empty = onto_card >> 1
    out: list[int] = []
    app = out.append
    for i in columns:
        col = cols[i]
        if not col:
            continue
        size = len(col)
        face_up = size - down[i]
        segments = 1
        n = 1
        while True:
            card = col[-n]
            rank = RANK[card]
            below = col[-n - 1] if n < face_up else -1
            in_sequence = below >= 0 and RANK[below] == rank + 1
            if in_sequence and IN_SUIT[below][card]:
                if segments == 1:  # part of the top segment: only to lengthen a run of its suit
                    for j in by_rank[rank + 1]:
                        if IN_SUIT[cols[j][-1]][card] and n + top_run[j] > top_run[i]:
                            app(i << 8 | j << 4 | n)
            else:
                for j in by_rank[rank + 1]:
                    # Off a card it fits (another suit), only onto its own suit.
                    if j != i and (not in_sequence or IN_SUIT[cols[j][-1]][card]):
                        app(i << 8 | j << 4 | n)
                if first_empty >= 0 and n < size and segments <= into_empty:
                    app(i << 8 | first_empty << 4 | n)
                if not in_sequence:
                    break
                segments += 1
                if segments > onto_card:
                    break
            n += 1
    if can_deal(state):
        app(DEAL)
    return out


def to_moves(pos: SpiderPosition, step: int) -> list[Move]:
    """The rules' moves that play ``step`` on ``pos`` (the real position the
    step's state stands for): one move, or for a sequence move the segments
    parked in empty columns and brought back."""
    if step == DEAL:
        return [DEAL_MOVE]
    src, dst, n = step >> 8, step >> 4 & 15, step & 15
    cols = [list(col) for col in pos.columns]
    free = [j for j in range(len(cols)) if not cols[j] and j != dst]
    out: list[Move] = []
    _relocate(cols, src, dst, n, free, out)
    return out


def _segments(cards: list[int]) -> list[int]:
    """Lengths of the same-suit segments of a descending sequence, top first."""
    out = [1]
    for k in range(len(cards) - 1, 0, -1):
        if IN_SUIT[cards[k - 1]][cards[k]]:
            out[-1] += 1
        else:
            out.append(1)
    return out


def _relocate(cols: list[list[int]], src: int, dst: int, n: int, free: list[int], out: list[Move]) -> None:
    """Move the top ``n`` cards of ``src`` (a descending sequence) onto ``dst``
    with the empty columns ``free``: the top half of its segments to a free
    column, the rest onto ``dst``, the top half back on top (each half with
    the other free columns)."""
    segments = _segments(cols[src][-n:])
    if len(segments) == 1:
        out.append(MOVES[src][dst][n])
        cols[dst].extend(cols[src][-n:])
        del cols[src][-n:]
        return
    park, others = free[0], free[1:]
    top = sum(segments[: len(segments) // 2])
    _relocate(cols, src, park, top, others, out)
    _relocate(cols, src, dst, n - top, others, out)
    _relocate(cols, park, dst, top, others, out)
