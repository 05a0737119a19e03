"""The scaffolding every solver shares (V-1): verified answers, parent links,
the portfolio of searches with a doubling quota."""

from __future__ import annotations

from paciencia.core.games.freecell.rules import FreeCellRules
from paciencia.core.moves import Move
from paciencia.core.search import REVISITS_PER_POSITION, Budget, Limits, SearchTree, Status, portfolio, verified
from paciencia.core.shuffle import microsoft_deal


def test_search_tree_skips_what_was_seen_and_walks_back() -> None:
    tree: SearchTree[str] = SearchTree("root", "start")
    a = tree.add("A", 0, "to A")
    b = tree.add("B", a, "to B")
    assert tree.add("A", b, "again") == -1  # seen: nothing recorded
    assert len(tree) == 3
    assert tree.path(b) == ["start", "to A", "to B"]
    assert tree.link(b, "keyless") == 3


def test_trees_sharing_seen_split_the_positions() -> None:
    seen: dict[object, int] = {}
    first: SearchTree[int] = SearchTree("root", 0, seen)
    second: SearchTree[int] = SearchTree("root", 0, seen)
    assert first.add("X", 0, 1) == 1
    assert second.add("X", 0, 1) == -1  # the first tree reached it first
    assert second.add("Y", 0, 2) == 1


class Fake:
    """A search that wins (or runs out) after ``need`` expansions."""

    def __init__(self, need: int, end: Status = "won") -> None:
        self.need, self.end, self.expanded, self.quotas = need, end, 0, []

    def run(self, limits: Limits, quota: int) -> Status:
        self.quotas.append(quota)
        if self.need <= quota:
            self.expanded = self.need
            return self.end
        self.expanded = quota
        return "paused"


def test_portfolio_doubles_the_quota_and_stops_at_the_first_win() -> None:
    searches = [Fake(10_000), Fake(700), Fake(50)]
    assert portfolio(searches, Limits(Budget()), 300, complete=True) == (2, "won")
    assert searches[0].quotas == [300] and searches[2].quotas == [300]
    searches = [Fake(10_000), Fake(700)]
    assert portfolio(searches, Limits(Budget()), 300, complete=True) == (1, "won")
    assert searches[0].quotas == [300, 600, 1200] and searches[1].quotas == [300, 600, 1200]


def test_portfolio_exhaustion_proves_only_when_complete() -> None:
    assert portfolio([Fake(500, "exhausted"), Fake(10_000)], Limits(Budget()), 300, complete=True) == (
        0, "exhausted")
    searches = [Fake(500, "exhausted"), Fake(2000)]
    assert portfolio(searches, Limits(Budget()), 300, complete=False) == (1, "won")
    assert portfolio([Fake(1, "exhausted"), Fake(1, "exhausted")], Limits(Budget()), 300,
                     complete=False) == (-1, "exhausted")


def test_verified_never_claims_what_the_rules_refuse() -> None:
    rules = FreeCellRules()
    pos = rules.deal(microsoft_deal(1))
    limits = Limits(Budget())
    bad = verified(rules, pos, [Move("t0", "f0")], limits)  # JD is no Ace
    assert bad.verdict == "unknown" and "error" in bad.info
    short = verified(rules, pos, [Move("t0", "c0")], limits)  # legal, but no win
    assert short.verdict == "unknown" and short.info["error"] == "solution does not end in a win"


def test_revisits_are_bounded_and_not_counted_as_expansions() -> None:
    # A restarted search meets again what an earlier run expanded (V-1 counts distinct positions);
    # the revisits are still bounded, so a solve that keeps meeting known positions ends.
    limits = Limits(Budget(positions=10))
    assert not limits.spent()
    answers = [limits.revisit() for _ in range(REVISITS_PER_POSITION * 10 + 1)]
    assert answers[:-1] == [False] * (REVISITS_PER_POSITION * 10) and answers[-1] is True
    assert limits.expanded == 1


def test_revisits_obey_the_stop_flag() -> None:
    limits = Limits(Budget(), stop=lambda: True)
    assert any(limits.revisit() for _ in range(64))
