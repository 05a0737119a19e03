"""The loop the solver benchmarks share (not part of the test run): one game's solver over a
range of its deals, each from its first position in this process, every win replayed through
``rules.apply`` (a solution that does not win stops the run), CPU seconds of the search alone."""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from paciencia.core import registry  # noqa: E402
from paciencia.core.options import Value  # noqa: E402
from paciencia.core.search import Budget, never  # noqa: E402


@dataclass
class DealRun:
    """What the solver answered on each deal of a range."""

    times: list[float] = field(default_factory=list)
    verdicts: Counter[str] = field(default_factory=Counter)
    expanded: int = 0

    @property
    def decided(self) -> int:
        return self.verdicts["solved"] + self.verdicts["unsolvable"]

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    def share(self) -> str:
        """"decided 84/100 (84 %: 84 solved, 0 unsolvable)"."""
        n = len(self.times)
        return (f"decided {self.decided}/{n} ({100 * self.decided / n:.0f} %: {self.verdicts['solved']} solved, "
                f"{self.verdicts['unsolvable']} unsolvable)")


def run_deals(game: str, given: dict[str, Value], first: int, last: int, budget: Budget) -> DealRun:
    """Solve ``paciencia://<game>/N`` for N in ``first``…``last`` with ``given`` options."""
    info = registry.info(game)
    options = info.full_options(given)
    rules = info.rules(options)
    assert info.solver is not None
    solve = info.solver()
    out = DealRun()
    for number in range(first, last + 1):
        pos = rules.deal(info.deal_order(number, options))
        start = time.process_time()
        result = solve(rules, pos, budget, never)
        out.times.append(time.process_time() - start)
        out.verdicts[result.verdict] += 1
        out.expanded += result.expanded
        if result.verdict == "solved":
            for move in result.moves:
                pos = rules.apply(pos, move).position
            assert rules.is_won(pos), number
    return out
