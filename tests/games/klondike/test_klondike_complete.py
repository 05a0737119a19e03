"""Klondike's complete solver (V-1): "unsolvable" only as a proof, every "solved" replays."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from paciencia.core import shuffle
from paciencia.core.cards import card_id
from paciencia.core.games.klondike import complete_moves
from paciencia.core.games.klondike import solver as ksolver
from paciencia.core.games.klondike.complete_moves import complete_children
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.klondike.rules import KlondikeRules
from paciencia.core.games.klondike.search import StockWalker, is_safe_complete
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.solvers.registry import solve as registry_solve

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def S(rank: int) -> int:
    return card_id(rank, SPADES)


def D(rank: int) -> int:
    return card_id(rank, DIAMONDS)


def replay(rules: KlondikeRules, pos: KlondikePosition, moves: list[Move]) -> KlondikePosition:
    for m in moves:
        pos = rules.apply(pos, m).position  # raises IllegalMove on an illegal move
    return pos


def spades_position(columns: list[tuple[int, ...]], stock: tuple[int, ...], diamonds: int) -> KlondikePosition:
    """Clubs and hearts are up; each column's top card is face up, the rest face down."""
    cols = tuple(columns)
    return KlondikePosition(cols, tuple(max(0, len(c) - 1) for c in cols), stock, (), (13, diamonds, 13, 0), 1)


# The Ace of spades lies face down under the King and no column can empty:
# no move frees it (the diamonds in the stock can go up or onto the King and
# Queen, the 10 of diamonds has no black Jack to go down on).
BLOCKED = spades_position(
    [(S(1), S(13)), (S(3), S(12)), (S(5), S(10)), (S(7), S(8)), (S(9), S(6)), (S(11), S(4)), (S(2),)],
    stock=(D(13), D(12), D(11)), diamonds=10,
)
# The same idea, but three diamonds must come down from their foundation so
# that the lone 7 of spades can leave its column for the King: only a
# search with foundation→column moves (K-6) wins it.
NEEDS_F_TO_T = spades_position(
    [(S(1), S(13)), (S(2), S(12)), (S(3), S(11)), (S(4), S(10)), (S(5), S(9)), (S(6), S(8)), (S(7),)],
    stock=(D(13), D(12), D(11)), diamonds=10,
)


@pytest.mark.parametrize("draw", [1, 3])
def test_a_position_without_moves_is_proven_unsolvable(draw: int) -> None:
    rules = KlondikeRules(draw, 0)
    stuck = spades_position(
        [(S(1), S(13)), (S(3), S(12)), (S(5), S(10)), (S(7), S(8)), (S(9), S(6)), (S(11), S(4)), (S(2),)],
        stock=(), diamonds=13,
    )
    assert rules.legal_moves(stuck) == []
    res = ksolver.solve(rules, stuck, Budget(positions=100))
    assert (res.verdict, res.moves) == ("unsolvable", [])
    assert res.expanded <= 2  # the first position, once by each of its two searches


@pytest.mark.parametrize(("draw", "passes"), [(1, 0), (3, 0), (3, 2), (1, 1)])
def test_a_blocked_position_with_moves_is_proven_unsolvable(draw: int, passes: int) -> None:
    rules = KlondikeRules(draw, passes)
    assert rules.legal_moves(BLOCKED)
    res = ksolver.solve(rules, BLOCKED, Budget(positions=5000))
    assert res.verdict == "unsolvable"
    # A real search, not a verdict given without one: more than the root was expanded.
    assert 1 < res.expanded < 5000


def test_foundation_to_column_moves_win_what_k14_cannot() -> None:
    rules = KlondikeRules(1, 0)
    k14 = ksolver.solve_k14(rules, NEEDS_F_TO_T, Budget(positions=5000))
    assert k14.verdict == "unknown" and k14.info.get("exhausted") is True
    res = ksolver.solve(rules, NEEDS_F_TO_T, Budget(positions=5000))
    assert res.verdict == "solved"
    assert any(m.src.startswith("f") and m.dst.startswith("t") for m in res.moves)
    assert rules.is_won(replay(rules, NEEDS_F_TO_T, res.moves))


@pytest.mark.parametrize(("draw", "numbers"), [(1, (1, 2, 3, 5)), (3, (2, 8, 10))])
def test_every_solution_of_a_deal_replays(draw: int, numbers: tuple[int, ...]) -> None:
    rules = KlondikeRules(draw, 0)
    for n in numbers:
        pos = rules.deal(shuffle.shuffled(n))
        res = registry_solve(rules, pos, Budget(positions=3000))
        assert res.verdict == "solved", (draw, n, res.verdict)
        assert 0 < res.expanded <= 3000
        assert rules.is_won(replay(rules, pos, res.moves))


def test_the_complete_safe_rule() -> None:
    # 5 of hearts: black 4s up, the other red suit (diamonds) at 3 or more.
    fnd = [4, 3, 4, 4]
    assert is_safe_complete(card_id(5, HEARTS), tuple(fnd))
    fnd[DIAMONDS] = 2  # a black 4 could come down on the 5 and hold the 3 of diamonds
    assert not is_safe_complete(card_id(5, HEARTS), tuple(fnd))
    assert is_safe_complete(card_id(1, SPADES), (0, 0, 0, 0))
    assert not is_safe_complete(card_id(2, SPADES), (0, 0, 0, 1))  # red Aces still out


def brute_force_winnable(
    rules: KlondikeRules, pos: KlondikePosition, cap: int = 3000, skip: Callable[[Move], bool] | None = None
) -> bool | None:
    """Every legal move (but those ``skip`` refuses), no pruning at all: the rules' own answer
    (``None`` past ``cap`` positions)."""
    seen = {rules.key(pos)}
    todo = [pos]
    while todo:
        if len(seen) > cap:
            return None
        p = todo.pop()
        if rules.is_won(p):
            return True
        # Depth first, foundation moves tried first (pushed last): wins come early.
        for m in sorted(rules.legal_moves(p), key=lambda m: m.dst[0] == "f"):
            if skip is not None and skip(m):
                continue
            q = rules.apply(p, m).position
            k = rules.key(q)
            if k not in seen:
                seen.add(k)
                todo.append(q)
    return False


def random_endgame(rng: random.Random, home: tuple[int, int], talon_share: float, columns: int,
                   drawn: bool = False, pass_no: int | tuple[int, int] = 1) -> KlondikePosition:
    """A few cards of each suit left (each foundation holds ``home[0]``…``home[1]`` cards): each
    card goes to the talon with chance ``talon_share``, else to one of the first ``columns``
    columns (tops up, the rest face down). ``drawn``: a random part of the talon is in the
    waste. ``pass_no``: the pass, or the range it is drawn from. The tests that use it search
    these positions exhaustively, so the random draws must stay in this order."""
    fnd = tuple(rng.randint(*home) for _ in range(4))
    cards = [card_id(r, s) for s in range(4) for r in range(fnd[s] + 1, 14)]
    rng.shuffle(cards)
    cols: list[list[int]] = [[] for _ in range(7)]
    talon: list[int] = []
    for c in cards:
        (talon if rng.random() < talon_share else cols[rng.randrange(columns)]).append(c)
    tab = tuple(tuple(c) for c in cols)
    cut = rng.randint(0, len(talon)) if drawn else 0
    p = rng.randint(*pass_no) if isinstance(pass_no, tuple) else pass_no
    return KlondikePosition(tab, tuple(max(0, len(c) - 1) for c in tab), tuple(talon[cut:]),
                            tuple(talon[:cut]), fnd, p)


@pytest.mark.parametrize(("draw", "passes"), [(1, 0), (3, 0), (3, 2), (1, 1)])
def test_verdicts_agree_with_an_unpruned_search(draw: int, passes: int) -> None:
    rules = KlondikeRules(draw, passes)
    rng = random.Random(draw * 100 + passes)
    compared = 0
    for _ in range(30):
        pos = random_endgame(rng, (11, 13), 0.3, 2)
        truth = brute_force_winnable(rules, pos)
        if truth is None:  # too big to settle without pruning
            continue
        compared += 1
        res = ksolver.solve(rules, pos, Budget(positions=20000))
        assert res.verdict != "unknown"
        assert (res.verdict == "solved") == truth, rules.format_position(pos)
        if res.verdict == "solved":
            assert rules.is_won(replay(rules, pos, res.moves))
    assert compared >= 5


def C(rank: int) -> int:
    return card_id(rank, CLUBS)


def H(rank: int) -> int:
    return card_id(rank, HEARTS)


def complete_search(rules: KlondikeRules, pos: KlondikePosition, cap: int = 20000) -> list[Move] | None:
    """Breadth-first over the complete generator's children alone (no K-14 run): the moves of a
    win, or None if the children searched out (or ``cap`` positions) hold none."""
    walker = StockWalker(rules)
    paths: dict[KlondikePosition, list[Move]] = {pos: []}
    todo = [pos]
    while todo and len(paths) < cap:
        nxt: list[KlondikePosition] = []
        for p in todo:
            for child in complete_children(rules, walker, p):
                if child.position in paths:
                    continue
                paths[child.position] = paths[p] + child.moves
                if rules.is_won(child.position):
                    return paths[child.position]
                nxt.append(child.position)
        todo = nxt
    return None


def lateral(pos: KlondikePosition, move: Move) -> bool:
    """A column move that leaves a face-up card on top of its column."""
    if move.src[0] != "t" or move.dst[0] != "t":
        return False
    i = int(move.src[1:])
    return len(pos.tableau[i]) - move.count > pos.down[i]


# The 9 of hearts lies face down under the Jack of spades, which holds the 10 of hearts: the
# 10 can go home only after the 9, the run fits on no red Queen (both face down), so the 10
# must first move to the Jack of clubs (a lateral move) for the Jack of spades to go home.
NEEDS_LATERAL = KlondikePosition(
    ((H(12), D(12), H(9), S(11), H(10)), (D(11), C(11)), (), (), (), (), ()),
    (3, 1, 0, 0, 0, 0, 0),
    (C(12), C(13), S(12), S(13), H(11), H(13), D(13)),
    (), (10, 10, 8, 10), 1,
)


@pytest.mark.parametrize("draw", [1, 3])
def test_a_move_that_waits_is_followed_by_its_use(draw: int) -> None:
    """Waiting moves (docs/solver.md, rule 6): the lateral move is generated with the move that
    uses the card it uncovers, and the complete generator alone wins."""
    rules = KlondikeRules(draw, 0)
    moves = complete_search(rules, NEEDS_LATERAL)
    assert moves is not None
    p = NEEDS_LATERAL
    used = False
    for m in moves:
        used = used or lateral(p, m)
        p = rules.apply(p, m).position
    assert used and rules.is_won(p)


def test_a_foundation_card_brought_down_is_followed_by_its_use() -> None:
    rules = KlondikeRules(1, 0)
    moves = complete_search(rules, NEEDS_F_TO_T)
    assert moves is not None
    assert any(m.src.startswith("f") and m.dst.startswith("t") for m in moves)
    assert rules.is_won(replay(rules, NEEDS_F_TO_T, moves))


# The 9 of spades covers the 8 and needs a red 10; the red 10s and the black Jacks are in
# the talon, a red Queen tops a column: talon cards laid as a chain, then the 9 on them.
NEEDS_CHAIN = KlondikePosition(
    ((S(8), S(9)), (S(10), D(12)), (), (), (), (), ()),
    (1, 1, 0, 0, 0, 0, 0),
    (C(12), C(13), D(11), D(13), H(11), H(12), H(13), S(11), S(12), S(13), D(10), C(11), H(10)),
    (), (10, 9, 9, 7), 1,
)


def test_free_talon_cards_go_to_a_column_to_hold_a_card() -> None:
    rules = KlondikeRules(1, 0)
    moves = complete_search(rules, NEEDS_CHAIN)
    assert moves is not None
    assert any(m.src == "waste" and m.dst.startswith("t") for m in moves)
    assert rules.is_won(replay(rules, NEEDS_CHAIN, moves))


# The Ace of spades lies under the King, which can only leave for an empty column: the lone
# Queen of diamonds must go (home, or onto the King) to empty one, and the King comes.
NEEDS_EMPTY = spades_position([(S(1), S(13)), (D(12),), (), (), (), (), ()],
                              stock=tuple(S(r) for r in range(2, 13)) + (D(13),), diamonds=11)


@pytest.mark.parametrize("draw", [1, 3])
def test_a_column_emptied_waits_for_its_king(draw: int) -> None:
    rules = KlondikeRules(draw, 0)
    moves = complete_search(rules, NEEDS_EMPTY)
    assert moves is not None
    assert any(m.src == "t0" and m.dst.startswith("t") for m in moves)  # the King leaves for the empty column
    assert rules.is_won(replay(rules, NEEDS_EMPTY, moves))


@pytest.mark.parametrize(("draw", "passes", "seed"), [(1, 0, 5), (3, 0, 6), (1, 1, 7), (3, 2, 8)])
def test_lost_and_won_endgames_agree_with_an_unpruned_search(draw: int, passes: int, seed: int) -> None:
    """Endgames with most cards face down in two or three columns, so that some are lost: every
    verdict the complete search gives (rule 6 of docs/solver.md included) is the unpruned search's."""
    rules = KlondikeRules(draw, passes)
    rng = random.Random(seed)
    verdicts: dict[bool, int] = {True: 0, False: 0}
    for _ in range(40):
        home = rng.choice([(9, 12), (10, 12), (8, 11)])
        pos = random_endgame(rng, home, rng.choice([0.1, 0.2]), rng.choice([2, 3]), drawn=True,
                             pass_no=(1, max(1, passes)) if passes else 1)
        truth = brute_force_winnable(rules, pos, cap=4000)
        if truth is None:
            continue
        res = ksolver.solve(rules, pos, Budget(positions=20000))
        assert res.verdict != "unknown"
        assert (res.verdict == "solved") == truth, rules.format_position(pos)
        verdicts[truth] += 1
    assert verdicts[True] >= 10 and verdicts[False] >= 1


@pytest.mark.parametrize("bound", [0, 1, 3])
def test_chains_cut_short_leave_their_nodes_as_children(bound: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Past ``CHAIN_NODES`` the nodes of an expansion's chains are children of their own: the
    wins that need each kind of waiting move are still found."""
    monkeypatch.setattr(complete_moves, "CHAIN_NODES", bound)
    rules = KlondikeRules(1, 0)
    for pos in (NEEDS_LATERAL, NEEDS_CHAIN, NEEDS_EMPTY, NEEDS_F_TO_T):
        moves = complete_search(rules, pos)
        assert moves is not None
        assert rules.is_won(replay(rules, pos, moves))


@pytest.mark.parametrize("draw", [1, 3])
def test_every_child_is_its_moves_played_through_the_rules(draw: int) -> None:
    """The complete generator builds its chains' positions itself: each child's moves, replayed
    through ``rules.apply`` (every legality check) from its parent, reach exactly its position."""
    rules = KlondikeRules(draw, 0)
    walker = StockWalker(rules)
    rng = random.Random(draw)
    parents = [rules.deal(shuffle.shuffled(n)) for n in range(1, 4)]
    parents += [random_endgame(rng, (5, 9), 0.4, 5, drawn=True) for _ in range(6)]
    checked = 0
    for start in parents:
        frontier = [start]
        for _ in range(3):
            nxt: list[KlondikePosition] = []
            for p in frontier[:15]:
                for child in complete_children(rules, walker, p):
                    assert replay(rules, p, child.moves) == child.position
                    nxt.append(child.position)
                    checked += 1
            frontier = nxt
    assert checked > 300
