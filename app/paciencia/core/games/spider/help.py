"""Spider's hint (S-8, C-11): a one-ply heuristic with a short look-ahead.

The hint takes the first tier that has a move (ties keep the order of
``legal_moves`` after the tie-breaks named below):

1. **Turns a card or completes a run**: the moved cards uncover a face-down
   card, or finish a King…Ace run (S-6). Runs first, then moves that also join
   suits, then moves onto a card (an empty column stays free), then the source
   with most face-down cards.
2. **Empties a column**: the whole column goes onto a card, and in the
   position that follows a move of tier 1 or 3 exists (the empty column is of
   use). While empty columns already block the deal (S-5), only a tier 1
   move counts: the new empty column would have to be filled again before
   the deal. Moves that also join suits first. Without that look-ahead the
   hint would happily empty a column it had just told the player to fill.
3. **Joins suits**: the moved group lands on a card of its own suit *and* was
   not already resting on one (moving ``5♠`` from one ``6♠`` to another joins
   nothing new). While the stock has cards, a join that empties a column only
   counts under tier 2's condition (S-5: the column must be filled again
   before the deal). Longest resulting run first.
4. **Not a pure back-and-forth**, among the other moves that do not split a
   same-suit join (the seed's advice: mixed sequences jam a column).

   A move is *pure back-and-forth* when (a) it can be undone at once (its
   group rested on a face-up card one rank higher, or was the whole column)
   **and** (b) in the position it leads to, the move tiers 1–3 would pick
   there, if any, takes cards from its own destination column (it only moves
   the same group again, often straight back). Examples: ``5♠`` on ``6♥``
   moved to ``6♦`` when nothing can then use the ``6♥``; ``5♠`` moved off
   ``6♥`` into an empty column, since tier 2 would then send it back. A move
   that satisfies (a) but not (b) *opens the way* (tier 4a, moves onto a card
   first). A move onto a card whose group rested on a card it could not go
   back onto (a dealt card on a foreign rank) *puts cards in sequence* (tier
   4b). A move into an empty column that fails (a) and opens nothing is not
   hinted: it spends the empty column for nothing.
5. **Deal** (``Hint("draw", Move("stock", "tableau"))``) when dealing is
   legal. If the stock still has cards but a column is empty (S-5), the hint
   names a move filling it from a column that keeps cards: preferably a group
   that does not split a same-suit run and could not go straight back, then
   the longest.
6. Otherwise ``no_progress`` when some legal move is not a pure
   back-and-forth (it spends an empty column, or splits a same-suit run to
   open the way), else ``no_way_out``.

Only face-up cards and the shape of the columns are consulted (C-6): whether
a move turns a card depends on how many face-down cards it uncovers, never on
which card that is, and the look-ahead only plays moves that turn no card.
Following the hint from a deal never returns to a position already seen
(tested on many deals); one-suit deals are sometimes won by the hint alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...cards import RANK, SUIT, Card
from ...moves import Move
from ...rules.base import Hint, no_progress, no_way_out
from ...rules.common import same_suit_run_length
from ...text import QT_TRANSLATE_NOOP, Reason
from .position import COLUMN_INDEX, DEAL, RUN_LENGTH, SpiderPosition, deal_refusal
from .reasons import DEAL_EMPTY_COLUMN

if TYPE_CHECKING:
    from .rules import SpiderRules

HINT_RUN = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: it completes a run.")
HINT_FLIP = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: it turns a face-down card.")
HINT_FLIP_EMPTY = QT_TRANSLATE_NOOP(
    "rules", "Move {card} to an empty column: it turns a face-down card."
)
HINT_EMPTY = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: it empties a column.")
HINT_JOIN = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: it joins cards of the same suit.")
HINT_OPENS = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: it opens the way for another move.")
HINT_OPENS_EMPTY = QT_TRANSLATE_NOOP(
    "rules", "Move {card} to an empty column: it opens the way for another move."
)
HINT_ORDER = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: it puts the cards in sequence.")
HINT_DEAL = QT_TRANSLATE_NOOP("rules", "Deal a new row from the stock.")
HINT_FILL = QT_TRANSLATE_NOOP(
    "rules", "Move {card} to the empty column: you cannot deal while a column is empty."
)


class Facts(NamedTuple):
    """What a column move does, read from face-up cards and column shapes only."""

    completes: bool  # finishes a King…Ace run at the destination
    turns: bool  # uncovers a face-down card in the source
    empties: bool  # the source ends empty and the cards land on a card
    joins: bool  # the group lands on a card of its own suit
    was_joined: bool  # the group rested on a card of its own suit, one rank higher
    reversible: bool  # it can go straight back (see the module docstring)
    onto_card: bool  # the destination is not empty
    run_after: int  # same-suit run at the destination afterwards


def facts(pos: SpiderPosition, move: Move) -> Facts:
    i = COLUMN_INDEX[move.src]
    j = COLUMN_INDEX[move.dst]
    k = move.count
    src = pos.columns[i]
    dst = pos.columns[j]
    card = src[-k]
    left = len(src) - k
    turns = 0 < left <= pos.down[i]
    under = src[left - 1] if left and not turns else None
    fits_under = under is not None and RANK[under] == RANK[card] + 1
    was_joined = fits_under and under is not None and SUIT[under] == SUIT[card]
    onto = bool(dst)
    joins = onto and SUIT[dst[-1]] == SUIT[card]
    run_after = k + (same_suit_run_length(dst, pos.down[j]) if joins else 0)
    return Facts(
        completes=run_after >= RUN_LENGTH,
        turns=turns,
        empties=left == 0 and onto,
        joins=joins,
        was_joined=was_joined,
        reversible=fits_under or left == 0,
        onto_card=onto,
        run_after=run_after,
    )


Found = tuple[int, Move, Facts]  # (index in legal_moves, move, facts)


def _found(rules: SpiderRules, pos: SpiderPosition) -> list[Found]:
    moves = [m for m in rules.legal_moves(pos) if m.src != "stock"]
    return [(n, m, facts(pos, m)) for n, m in enumerate(moves)]


def _column_of_use(rules: SpiderRules, pos: SpiderPosition, joins_count: bool) -> bool:
    """Tier 2's look-ahead, in the position after the column emptied: a move
    of tier 1 exists, or of tier 3 if ``joins_count``."""
    for _, _, f in _found(rules, pos):
        if f.completes or f.turns or (joins_count and _tier3(pos, f)):
            return True
    return False


def _tier3(pos: SpiderPosition, f: Facts) -> bool:
    # With cards left to deal, an emptied column must be filled again before
    # the deal (S-5): emptying it by a join that leads nowhere would undo the
    # filling move the hint itself suggested.
    return f.joins and not f.was_joined and (not f.empties or not pos.stock)


def _progress(rules: SpiderRules, pos: SpiderPosition, found: list[Found]) -> tuple[int, Found] | None:
    """The move of tiers 1–3 the hint picks, with its tier."""
    tier1 = [t for t in found if t[2].completes or t[2].turns]
    if tier1:
        return 1, min(
            tier1,
            key=lambda t: (
                not t[2].completes,
                not t[2].joins,
                not t[2].onto_card,
                -pos.down[COLUMN_INDEX[t[1].src]],
                t[0],
            ),
        )
    # While empty columns already block the deal (S-5), another one is only
    # worth making to turn a card: it will have to be filled again.
    joins_count = deal_refusal(pos) != DEAL_EMPTY_COLUMN
    useful = {
        t[0]: _column_of_use(rules, rules.apply_unchecked(pos, t[1]).position, joins_count)
        for t in found
        if t[2].empties
    }
    tier2 = [t for t in found if useful.get(t[0], False)]
    if tier2:
        return 2, min(tier2, key=lambda t: (not t[2].joins, t[0]))
    tier3 = [t for t in found if _tier3(pos, t[2])]
    if tier3:
        return 3, min(tier3, key=lambda t: (-t[2].run_after, t[0]))
    return None


def _opens_way(rules: SpiderRules, pos: SpiderPosition, move: Move) -> bool:
    """Look-ahead (b): after ``move`` the hint would pick a tier 1–3 move that
    takes no cards from ``move``'s destination."""
    after = rules.apply_unchecked(pos, move).position
    best = _progress(rules, after, _found(rules, after))
    return best is not None and best[1][1].src != move.dst


def _names(pos: SpiderPosition, move: Move) -> dict[str, str]:
    src = pos.columns[COLUMN_INDEX[move.src]]
    dst = pos.columns[COLUMN_INDEX[move.dst]]
    names = {"card": Card.from_id(src[-move.count]).pretty()}
    if dst:
        names["target"] = Card.from_id(dst[-1]).pretty()
    return names


def _say(pos: SpiderPosition, move: Move, msgid: str) -> Hint:
    return Hint("move", move, Reason(msgid, **_names(pos, move)))


def hint(rules: SpiderRules, pos: SpiderPosition) -> Hint:
    found = _found(rules, pos)
    best = _progress(rules, pos, found)
    if best is not None:
        tier, (_, m, f) = best
        if tier == 1:
            if f.completes:
                return _say(pos, m, HINT_RUN)
            return _say(pos, m, HINT_FLIP if f.onto_card else HINT_FLIP_EMPTY)
        return _say(pos, m, HINT_EMPTY if tier == 2 else HINT_JOIN)

    candidates = [t for t in found if not t[2].was_joined]
    opening = [t for t in candidates if t[2].reversible and _opens_way(rules, pos, t[1])]
    if opening:
        _, m, f = min(opening, key=lambda t: (not t[2].onto_card, t[0]))
        return _say(pos, m, HINT_OPENS if f.onto_card else HINT_OPENS_EMPTY)
    tidy = [t for t in candidates if not t[2].reversible and t[2].onto_card]
    if tidy:
        return _say(pos, tidy[0][1], HINT_ORDER)

    if deal_refusal(pos) is None:
        return Hint("draw", DEAL, Reason(HINT_DEAL))
    if pos.stock:
        fill = _filling_move(pos, found)
        if fill is not None:
            return _say(pos, fill, HINT_FILL)

    if any(not f.reversible or (f.was_joined and _opens_way(rules, pos, m)) for _, m, f in found):
        # Some move is not a pure back-and-forth (it spends an empty column, or
        # splits a run to open the way): legal, but not worth suggesting.
        return no_progress()
    return no_way_out()


def _filling_move(pos: SpiderPosition, found: list[tuple[int, Move, Facts]]) -> Move | None:
    best: tuple[bool, bool, int, int] | None = None
    pick: Move | None = None
    for n, m, f in found:
        if f.onto_card or len(pos.columns[COLUMN_INDEX[m.src]]) == m.count:
            continue
        # A group that could go straight back would be hinted back (tier 2).
        rank = (f.was_joined, f.reversible, -m.count, n)
        if best is None or rank < best:
            best, pick = rank, m
    return pick
