"""Live "winnable" status latency (B-1): how long a player waits for the verdict after a
move, per game, and how often the previous answer serves without a search.

    .venv/bin/python bench/verdict_latency.py [--deals 1-4] [--moves 20] [--games freecell,...]

A simulated player plays each deal from the start: half of its moves follow the solution
the last verdict found, the other half are some other legal move picked at random (seeded),
so the status must search again. After each move the verdict is taken as the window takes
it (ui/aids/verdict.py): from the memory (solvers.solution.Memory) when the position lies on a
solution already found or was judged before, else by ``judge`` within the window's BUDGET,
and a position left unknown gets the window's second look (SECOND_BUDGET).
Latency is the wall time from the move to the first answer shown, one search at a time on
one core, plus the window's SETTLE_MS wait before a search (none for an answer from
memory); "final" is the time to the last answer (after the second look, if any).

Prints per game: verdicts, share answered from memory, median and p95 latency of the first
answer, of the searches alone (what every verdict would cost without the memory) and of the
final answer, the first answer's p95 as a ratio of BUDGET (its bound), and the kinds found
first and finally.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.solvers.solution import Memory, Verdict, judge  # noqa: E402
from paciencia.ui.aids.verdict import BUDGET, LINES, SECOND_BUDGET, SETTLE_MS  # noqa: E402

GAMES: dict[str, tuple[str, dict[str, object]]] = {
    "freecell": ("freecell", {}),
    "pyramid": ("pyramid", {"level": "random"}),
    "spider1": ("spider", {"suits": 1}),
    "klondike": ("klondike", {}),
    "spider2": ("spider", {"suits": 2}),
    "spider4": ("spider", {"suits": 4}),
}
"""The games on by default (every card known, C-6) first, then those behind the setting."""


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


Row = tuple[float, bool, str, float, str]
"""First answer's seconds, answered from memory, its kind, final answer's seconds, its kind."""


def play_deal(game: Game, moves: int, rng: random.Random) -> list[Row]:
    """A row for the deal and for each position after a move."""
    layout = game.code.info.layout(game.rules, game.options)
    memory = Memory(LINES)
    out: list[Row] = []
    for _ in range(moves + 1):
        pos = game.position
        start = time.perf_counter()
        verdict: Verdict | None = memory.recall(pos)
        recalled = verdict is not None
        if verdict is None:
            verdict = judge(game.rules, layout, pos, BUDGET)
        settle = 0.0 if recalled else SETTLE_MS / 1000
        first, first_kind = time.perf_counter() - start + settle, verdict.kind
        if not recalled and verdict.kind == "unknown":
            verdict = judge(game.rules, layout, pos, SECOND_BUDGET)
        if not recalled:
            memory.learn(pos, verdict)
        out.append((first, recalled, first_kind, time.perf_counter() - start + settle, verdict.kind))
        legal = game.rules.legal_moves(pos)
        if game.over or not legal:
            break
        solution = verdict.solution
        if solution is not None and solution.steps and rng.random() < 0.5:
            game.play(solution.steps[0].move)
        else:
            game.play(rng.choice(legal))
    return out


def kinds(rows: list[Row], at: int) -> str:
    return "/".join(str(sum(1 for r in rows if r[at] == k)) for k in ("winnable", "lost", "unknown"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", default="1-4", help="deal numbers, a-b")
    ap.add_argument("--moves", type=int, default=20, help="moves played per deal")
    ap.add_argument("--games", default=",".join(GAMES), help="comma-separated: " + ", ".join(GAMES))
    ap.add_argument("--seed", type=int, default=14)
    args = ap.parse_args()
    first, _, last = args.deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    budget = BUDGET.seconds or 1.0
    print(f"budget per verdict {budget:.1f} s; deals {args.deals}, {args.moves} moves each, seed {args.seed}")
    print(f"second look {SECOND_BUDGET.seconds:.1f} s, settle {SETTLE_MS} ms; "
          "kinds are winnable/lost/unknown, first -> final")
    print(f"{'game':<9} {'verdicts':>8} {'memory':>6} {'median':>7} {'p95':>7} {'search med':>10} "
          f"{'search p95':>10} {'final med':>9} {'final p95':>9} {'p95/budget':>10}  kinds")
    for name in args.games.split(","):
        gid, options = GAMES[name]
        rng = random.Random(args.seed)
        rows: list[Row] = []
        for n in numbers:
            rows += play_deal(Game(GameCode.make(gid, n, **options)), args.moves, rng)
        every = [r[0] for r in rows]
        searched = [r[0] for r in rows if not r[1]] or [0.0]
        final = [r[3] for r in rows]
        share = sum(1 for r in rows if r[1]) / len(rows)

        print(f"{name:<9} {len(rows):>8} {share:>6.0%} {statistics.median(every):>6.3f}s {p95(every):>6.3f}s "
              f"{statistics.median(searched):>9.3f}s {p95(searched):>9.3f}s {statistics.median(final):>8.3f}s "
              f"{p95(final):>8.3f}s {p95(every) / budget:>10.2f}  {kinds(rows, 2)} -> {kinds(rows, 4)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(recorded("verdict_latency", main))
