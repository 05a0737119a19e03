"""The exact search of TriPeaks and Golf (TP-8, GF-7, V-1): it wins winnable deals with moves
that replay, proves lost ones lost, agrees with a plain search through the rules' own moves,
keeps to its budget and its stop flag, and answers the live "winnable?" (B-1)."""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from paciencia.core import shuffle
from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.games.golf.rules import GolfRules
from paciencia.core.games.tripeaks.rules import TriPeaksRules
from paciencia.core.kit.onto_waste import WastePosition, WasteRules
from paciencia.core.kit.onto_waste_search import lost, solve
from paciencia.core.search import Budget

BIG = Budget(positions=3_000_000)


@pytest.mark.parametrize(
    ("code", "verdict"),
    [
        ("paciencia://golf/4?queens=0&wrap=0", "solved"),
        ("paciencia://golf/2?queens=0&wrap=0", "unsolvable"),
        ("paciencia://golf/3?queens=0&wrap=0", "unsolvable"),
        ("paciencia://golf/3?queens=1&wrap=0", "solved"),  # the options decide (GF-7)
        ("paciencia://golf/2?queens=0&wrap=1", "solved"),
        ("paciencia://tripeaks/1?wrap=1", "solved"),
        ("paciencia://tripeaks/12?wrap=0", "unsolvable"),
    ],
)
def test_a_winnable_deal_is_won_and_a_lost_one_proven_lost(code: str, verdict: str) -> None:
    game = Game(parse(code))
    result = solve(game.rules, game.position, BIG)
    assert result.verdict == verdict
    if verdict == "solved":
        for move in result.moves:
            game.play(move)
        assert game.won
    else:
        assert result.moves == [] and result.info["searched"] == result.expanded


def plain(rules: WasteRules, pos: WastePosition) -> bool:
    """Is there a win, by every legal move of the rules and nothing else (no prune)?"""
    seen: set[Hashable] = set()

    def dfs(p: WastePosition) -> bool:
        if rules.is_won(p):
            return True
        key = (p.mask, len(p.stock), p.waste[-1])
        if key in seen:
            return False
        seen.add(key)
        return any(dfs(rules.apply(p, m).position) for m in rules.legal_moves(p))

    return dfs(pos)


RULES = [GolfRules(), GolfRules(queens=True), GolfRules(wrap=True), TriPeaksRules(), TriPeaksRules(wrap=False)]


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"{r.game_id}-{getattr(r, 'queens', '')}-{r.wrap}")
def test_the_verdicts_agree_with_a_plain_search_of_the_rules_moves(rules: WasteRules) -> None:
    """From positions some way into deals 1–10 (a space the plain search covers quickly): three
    quarters along a solution the search found, and after a line of play of the rules' own moves."""
    verdicts = []
    for number in range(1, 11):
        start = rules.deal(shuffle.shuffled(number))
        found = solve(rules, start, Budget(positions=50_000))
        tried = []
        if found.verdict == "solved":
            pos = start
            for move in found.moves[: len(found.moves) * 3 // 4]:
                pos = rules.apply(pos, move).position
            tried.append(pos)
        pos = start
        for i in range(22 if rules.game_id == "golf" else 28):
            moves = rules.legal_moves(pos)
            if not moves:
                break
            pos = rules.apply(pos, moves[(i * 31 + number) % len(moves)]).position
        tried.append(pos)
        for pos in tried:
            verdict = solve(rules, pos, BIG).verdict
            assert verdict != "unknown" and (verdict == "solved") == plain(rules, pos), number
            verdicts.append(verdict)
    assert {"solved", "unsolvable"} <= set(verdicts)


def test_the_budget_and_the_stop_flag_are_kept() -> None:
    rules = GolfRules()
    pos = rules.deal(shuffle.shuffled(1))
    short = solve(rules, pos, Budget(positions=500))
    assert short.verdict == "unknown" and short.expanded <= 500
    stopped = solve(rules, pos, BIG, stop=lambda: True)
    assert stopped.verdict == "unknown" and stopped.expanded < 100


def test_the_live_winnable_question() -> None:
    rules = GolfRules()
    assert lost(rules, rules.deal(shuffle.shuffled(2)), lambda: False) is True
    assert lost(rules, rules.deal(shuffle.shuffled(4)), lambda: False) is False
    assert lost(rules, rules.deal(shuffle.shuffled(1)), lambda: True) is None
