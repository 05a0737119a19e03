"""Spider's hint (S-8, C-11): the tiers of S-8, in its order, with one step of look-ahead.

The hint takes the first tier that has a move (ties keep the order of
``legal_moves`` after the tie-breaks named below):

1. **Turns a card or completes a run**: the moved cards uncover a face-down
   card, or finish a King…Ace run (S-6). Runs first, then moves that also join
   suits, then moves onto a card (an empty column stays free), then the source
   with most face-down cards.
2. **Empties a column**: the whole column goes onto a card (joins first),
   unless it is a pure back-and-forth: the stock has cards, so a column must
   be filled again before the deal (S-5), and the move the hint would name
   next fills a column with a group that could go straight back (often the
   same cards). That next move is found by the same tiers (1–3, then the
   fill), so a chain of emptied columns is followed to its end. An emptied
   column followed by a turn, a join or a fill that frees a card is progress.
3. **Joins suits**: the group lands on a card of its own suit *and* was not
   already resting on one (moving ``5♠`` from one ``6♠`` to another joins
   nothing new). Longest resulting run first.
4. **Any move that is not a pure back-and-forth.** A move *is* one when (a) it
   can be undone at once (its group rested on a face-up card one rank higher,
   or was the whole column) **and** (b) the move tiers 1–3 would pick in the
   position it leads to, if any, takes cards from its own destination column
   (it only moves the same group again, often straight back). In order:

   a. moves satisfying (a) but not (b): they *open the way* (onto a card first);
   b. moves failing (a) onto a card: they *put the cards in sequence*;
   c. moves failing (a) into an empty column: they *free* the card the group
      did not fit.

   Moves failing (a) take a group off a card it does not fit; no move can put
   it back, so these never lead round in circles. Moves that split a
   same-suit join are not hinted: they undo a join (the seed's warning that
   mixed sequences jam a column), and what one opens a move elsewhere could
   reach without it or is a join traded for a join.
5. **Deal** (``Hint(HintKind.DRAW, Move("stock", "tableau"))``) when dealing is legal.
   If the stock still has cards but a column is empty (S-5), the hint names a
   move filling it from a column that keeps cards (tier 6): preferably a group
   that does not split a same-suit run and could not go straight back, then
   the longest.
7. Otherwise ``no_progress`` when some move splits a same-suit join to open the
   way to another (legal, but not worth suggesting), else ``no_way_out``.

Only face-up cards and the shape of the columns are consulted (C-6): whether
a move turns a card depends on how many face-down cards it uncovers, never on
which card that is, and the look-ahead only plays moves that turn no card.
Following the hint from a deal never returns to a position already seen
(tested on many deals); the hint alone wins about half the one-suit deals.

:func:`explain` words a move another search suggests (the look-ahead of
:mod:`.lookahead`) when it belongs to the tier the hint would take, so the
hint a player sees always follows S-8's order and says why.
"""

from __future__ import annotations

from typing import NamedTuple

from ...cards import RANK, Card
from ...kinds import HintKind
from ...moves import Move
from ...rules.base import Hint, no_progress, no_way_out
from ...rules.common import builds_in_suit, same_suit_run_length
from ...text import QT_TRANSLATE_NOOP, Reason
from .position import COLUMN_INDEX, DEAL, RUN_LENGTH, SpiderJudge, SpiderPosition, deal_refusal
from .reasons import DEAL_EMPTY_COLUMN

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
HINT_FREES = QT_TRANSLATE_NOOP(
    "rules", "Move {card} to an empty column: it frees {under}, which it does not fit."
)
HINT_DEAL = QT_TRANSLATE_NOOP("rules", "Deal a new row from the stock.")
HINT_FILL = QT_TRANSLATE_NOOP(
    "rules", "Move {card} to the empty column: you cannot deal while a column is empty."
)

TURN, EMPTY, JOIN, OTHER, DEAL_TIER, FILL = range(1, 7)
"""The tiers, in S-8's order (the module docstring)."""


class Facts(NamedTuple):
    """What a column move does, read from face-up cards and column shapes only."""

    completes: bool  # finishes a King…Ace run at the destination
    turns: bool  # uncovers a face-down card in the source
    empties: bool  # the source ends empty and the cards land on a card
    joins: bool  # the group lands on a card of its own suit
    was_joined: bool  # the group rested on a card of its own suit, one rank higher
    reversible: bool  # it can go straight back (see the module docstring)
    onto_card: bool  # the destination is not empty
    keeps: bool  # cards stay in the source column
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
    was_joined = under is not None and builds_in_suit(under, card)
    onto = bool(dst)
    joins = onto and builds_in_suit(dst[-1], card)  # the move is legal: the ranks fit
    run_after = k + (same_suit_run_length(dst, pos.down[j]) if joins else 0)
    return Facts(
        completes=run_after >= RUN_LENGTH,
        turns=turns,
        empties=left == 0 and onto,
        joins=joins,
        was_joined=was_joined,
        reversible=fits_under or left == 0,
        onto_card=onto,
        keeps=left > 0,
        run_after=run_after,
    )


class Found(NamedTuple):
    n: int  # index in legal_moves: the last tie-break
    move: Move
    f: Facts


class Pick(NamedTuple):
    tier: int
    move: Move
    msgid: str


def _turns(pos: SpiderPosition, found: list[Found]) -> list[Found]:
    def key(t: Found) -> tuple[bool, bool, bool, int, int]:
        f = t.f
        return (not f.completes, not f.joins, not f.onto_card, -pos.down[COLUMN_INDEX[t.move.src]], t.n)

    return sorted((t for t in found if t.f.completes or t.f.turns), key=key)


def _joins(found: list[Found]) -> list[Found]:
    chosen = (t for t in found if t.f.joins and not t.f.was_joined and not t.f.empties)
    return sorted(chosen, key=lambda t: (-t.f.run_after, t.n))


def _fills(found: list[Found]) -> list[Found]:
    chosen = (t for t in found if not t.f.onto_card and t.f.keeps)
    # A group that could go straight back would be hinted back (tier 2).
    return sorted(chosen, key=lambda t: (t.f.was_joined, t.f.reversible, -t.move.count, t.n))


class _Look:
    """One hint's tiers and look-ahead, remembered by position: tier 2's
    back-and-forth test looks at the hint after the move, which may itself
    empty a column (each step empties one more, so it ends)."""

    def __init__(self, rules: SpiderJudge) -> None:
        self.rules = rules
        self._found: dict[SpiderPosition, list[Found]] = {}
        self._empties: dict[SpiderPosition, list[Found]] = {}

    def found(self, pos: SpiderPosition) -> list[Found]:
        got = self._found.get(pos)
        if got is None:
            moves = [m for m in self.rules.legal_moves(pos) if m.src != "stock"]
            got = self._found[pos] = [Found(n, m, facts(pos, m)) for n, m in enumerate(moves)]
        return got

    def after(self, pos: SpiderPosition, move: Move) -> SpiderPosition:
        # Only moves that turn no card are played ahead (C-6).
        return self.rules.apply_unchecked(pos, move).position

    def empties(self, pos: SpiderPosition) -> list[Found]:
        """Tier 2: the emptying moves that are not a pure back-and-forth, best first."""
        got = self._empties.get(pos)
        if got is None:
            chosen = (t for t in self.found(pos) if t.f.empties and not self._undone(pos, t.move))
            got = self._empties[pos] = sorted(chosen, key=lambda t: (not t.f.joins, t.n))
        return got

    def _undone(self, pos: SpiderPosition, move: Move) -> bool:
        """With cards to deal, the column must be filled again before the deal
        (S-5): emptying it is a back-and-forth when the hint would then fill a
        column with cards that could go straight back (often the same ones)."""
        if not pos.stock:
            return False
        after = self.after(pos, move)
        nxt = self.next(after, with_fill=True)
        if nxt is None:
            return False
        f = facts(after, nxt)
        return not f.onto_card and f.reversible

    def next(self, pos: SpiderPosition, with_fill: bool) -> Move | None:
        """The move of tiers 1–3 the hint would name in ``pos``, then, ``with_fill``
        and the deal refused for an empty column, the fill."""
        found = self.found(pos)
        for group in (_turns(pos, found), self.empties(pos), _joins(found)):
            if group:
                return group[0].move
        if with_fill and deal_refusal(pos) == DEAL_EMPTY_COLUMN:
            fills = _fills(found)
            if fills:
                return fills[0].move
        return None

    def opens(self, pos: SpiderPosition, move: Move) -> bool:
        """Look-ahead (b): after ``move`` the hint would pick a tier 1–3 move that
        takes no cards from ``move``'s destination. Only reversible moves come
        here: their group rested on a face-up card, so no card turns (C-6)."""
        nxt = self.next(self.after(pos, move), with_fill=False)
        return nxt is not None and nxt.src != move.dst

    def others(self, pos: SpiderPosition) -> list[Pick]:
        """Tier 4, best first (a, b, c of the module docstring)."""
        opening: list[Found] = []
        order: list[Found] = []
        frees: list[Found] = []
        for t in self.found(pos):
            f = t.f
            if f.empties or f.turns or f.completes or f.was_joined or not (f.keeps or f.onto_card):
                continue  # tiers 1–2 (here only when a pure back-and-forth), a split, a column renamed
            if not f.reversible:
                (order if f.onto_card else frees).append(t)
            elif self.opens(pos, t.move):
                opening.append(t)
        opening.sort(key=lambda t: (not t.f.onto_card, t.n))
        picks = [Pick(OTHER, t.move, HINT_OPENS if t.f.onto_card else HINT_OPENS_EMPTY) for t in opening]
        picks += [Pick(OTHER, t.move, HINT_ORDER) for t in order]
        picks += [Pick(OTHER, t.move, HINT_FREES) for t in frees]
        return picks

    def best_tier(self, pos: SpiderPosition) -> list[Pick]:
        found = self.found(pos)
        turns = _turns(pos, found)
        if turns:
            return [Pick(TURN, t.move, _turn_msgid(t.f)) for t in turns]
        empties = self.empties(pos)
        if empties:
            return [Pick(EMPTY, t.move, HINT_EMPTY) for t in empties]
        joins = _joins(found)
        if joins:
            return [Pick(JOIN, t.move, HINT_JOIN) for t in joins]
        others = self.others(pos)
        if others:
            return others
        if deal_refusal(pos) is None:
            return [Pick(DEAL_TIER, DEAL, HINT_DEAL)]
        if pos.stock:
            return [Pick(FILL, t.move, HINT_FILL) for t in _fills(found)]
        return []


def best_tier(rules: SpiderJudge, pos: SpiderPosition) -> list[Pick]:
    """Every move of the first tier that has one, best first; [] when none has."""
    return _Look(rules).best_tier(pos)


def _turn_msgid(f: Facts) -> str:
    if f.completes:
        return HINT_RUN
    return HINT_FLIP if f.onto_card else HINT_FLIP_EMPTY


def _hint_of(pos: SpiderPosition, pick: Pick) -> Hint:
    if pick.move == DEAL:
        return Hint(HintKind.DRAW, DEAL, Reason(pick.msgid))
    i = COLUMN_INDEX[pick.move.src]
    src = pos.columns[i]
    dst = pos.columns[COLUMN_INDEX[pick.move.dst]]
    names = {"card": Card.from_id(src[-pick.move.count]).pretty()}
    if dst:
        names["target"] = Card.from_id(dst[-1]).pretty()
    if pick.msgid == HINT_FREES:  # the card under the group: face up (tier 4c)
        names["under"] = Card.from_id(src[-pick.move.count - 1]).pretty()
    return Hint(HintKind.MOVE, pick.move, Reason(pick.msgid, **names))


def hint(rules: SpiderJudge, pos: SpiderPosition) -> Hint:
    look = _Look(rules)
    picks = look.best_tier(pos)
    if picks:
        return _hint_of(pos, picks[0])
    if any(t.f.was_joined and look.opens(pos, t.move) for t in look.found(pos)):
        # A move splits a join to open the way: legal, not a pure
        # back-and-forth, but it undoes a join for a join elsewhere.
        return no_progress()
    return no_way_out()


def explain(rules: SpiderJudge, pos: SpiderPosition, move: Move) -> Hint | None:
    """The worded hint for ``move`` when it belongs to the tier the hint takes
    in ``pos`` (S-8's order), else None."""
    for pick in best_tier(rules, pos):
        if pick.move == move:
            return _hint_of(pos, pick)
    return None
