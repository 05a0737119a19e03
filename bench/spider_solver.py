"""Spider solver benchmark (V-4): share of deals solved per suit count, time per deal.

    .venv/bin/python bench/spider_solver.py                       # suits 1, 2, 4; deals 1-200; 10 s each
    .venv/bin/python bench/spider_solver.py --suits 4 --last 50   # fewer deals
    .venv/bin/python bench/spider_solver.py --hint --last 100     # also: win share by following the hints
    .venv/bin/python bench/spider_solver.py --last 100 --kpat     # the solver-strength issue's table

Each deal ``paciencia://spider/N?suits=S`` is solved from its first position
with at most ``--seconds`` per deal. ``--clock cpu`` (default) ends a search
after that much *CPU* time of its process (through the solver's stop flag),
so a loaded machine does not change the verdicts; ``--clock wall`` uses the
solver's own wall-clock budget. Both times are printed either way. Every
``solved`` answer is replayed through ``rules.apply`` and must win. At most
``--jobs`` processes (default 2).

``--hint`` plays each deal by following the look-ahead hint
(:mod:`paciencia.core.games.spider.lookahead`, which does not look at face-down
cards) and, for comparison, the rules' one-ply hint, and prints the share won.

KPatience (``--kpat``, Debian ``kpat``): ``kpat --solve ID --start F --end L``
(run inside ``dbus-run-session`` with ``-platform offscreen``, and a
throw-away ``kpatrc`` that sets its suit count: ``--solve`` takes the suits
from kpat's settings, not from the ID 14, 15, 16) is run on the same range of *its own* deal numbers (its
deals are not ours; the shares compare, not the deals). It stops each deal by
its own limits; its CPU time (user + system of the child) is printed with the
share. Its Spider solver plays without seeing face-down cards, ours sees them
(C-6 allows it for a solver).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.games.spider.lookahead import hint  # noqa: E402
from paciencia.core.games.spider.rules import SpiderRules  # noqa: E402
from paciencia.core.games.spider.solver import solve  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402

KPAT_IDS = {1: 14, 2: 15, 4: 16}
KPAT_LINE = re.compile(r"^(\d+) (won|lost|unknown) \((\d+) ms\)", re.M)


def kpat_chunk(job: tuple[int, int, int]) -> tuple[dict[int, str], float]:
    """(verdict by kpat deal number, CPU seconds) for ``kpat --solve`` on one range."""
    suits, first, last = job
    kpat = shutil.which("kpat") or "/usr/games/kpat"
    with tempfile.TemporaryDirectory() as config:
        # --solve makes the game from kpat's settings (its suit count, 2 by default), not from the id.
        Path(config, "kpatrc").write_text(f"[General Settings]\nSpiderSuits={suits}\n", encoding="utf-8")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=config)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run(
            ["dbus-run-session", "--", kpat, "-platform", "offscreen", "--solve", str(KPAT_IDS[suits]),
             "--start", str(first), "--end", str(last)],
            capture_output=True, text=True, timeout=3600, env=env,
        ).stdout
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return {int(m[1]): m[2] for m in KPAT_LINE.finditer(out)}, cpu


def run_kpat(pool: Any, suits: int, numbers: range, jobs: int) -> str:
    """A line on kpat's share of ``numbers`` (its own deals), or why it did not run."""
    if shutil.which("dbus-run-session") is None or not (shutil.which("kpat") or os.path.exists("/usr/games/kpat")):
        return "kpat not run (needs kpat and dbus-run-session)"
    size = -(-len(numbers) // jobs)
    chunks = [(suits, a, min(a + size - 1, numbers[-1])) for a in range(numbers[0], numbers[-1] + 1, size)]
    verdicts: dict[int, str] = {}
    cpu = 0.0
    for found, seconds in pool.imap_unordered(kpat_chunk, chunks):
        verdicts.update(found)
        cpu += seconds
    won = sum(v == "won" for v in verdicts.values())
    return (f"kpat --solve {KPAT_IDS[suits]} (its deals {numbers[0]}-{numbers[-1]}): won {won}/{len(numbers)} = "
            f"{100 * won / len(numbers):.1f} % ({len(verdicts)} answered), "
            f"{cpu / max(len(verdicts), 1):.2f} s CPU a deal")


def solve_one(job: tuple[int, int, float, str]) -> tuple[int, str, float, float, int, int]:
    suits, number, seconds, clock = job
    rules = SpiderRules(suits)
    pos = rules.deal(rules.deal_order(number))
    cpu0 = time.process_time()
    wall0 = time.perf_counter()
    if clock == "cpu":
        res = solve(rules, pos, Budget(seconds=seconds * 20), lambda: time.process_time() - cpu0 > seconds)
    else:
        res = solve(rules, pos, Budget(seconds=seconds))
    cpu = time.process_time() - cpu0
    wall = time.perf_counter() - wall0
    if res.verdict == "solved":
        p = pos
        for m in res.moves:
            p = rules.apply(p, m).position
        if not rules.is_won(p):
            raise AssertionError(f"deal {number}: solution does not win")
    return number, res.verdict, cpu, wall, res.expanded, len(res.moves)


def follow_one(job: tuple[int, int, int]) -> tuple[int, bool, bool]:
    suits, number, positions = job
    rules = SpiderRules(suits)
    start = rules.deal(rules.deal_order(number))
    pos = start
    for _ in range(1000):
        m = hint(rules, pos, seconds=60.0, positions=positions)
        if m is None or rules.is_won(pos):
            break
        pos = rules.apply(pos, m).position
    mine = rules.is_won(pos)
    pos = start
    seen = {rules.key(pos)}
    for _ in range(1000):
        h = rules.hint(pos)
        if h.move is None or rules.is_won(pos):
            break
        pos = rules.apply(pos, h.move).position
        if rules.key(pos) in seen:
            break
        seen.add(rules.key(pos))
    return number, mine, rules.is_won(pos)


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suits", type=int, nargs="+", default=[1, 2, 4], choices=[1, 2, 4])
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--last", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--hint", action="store_true", help="also follow the hints")
    ap.add_argument("--hint-only", action="store_true", help="only follow the hints (no solver)")
    ap.add_argument("--hint-positions", type=int, default=1500)
    ap.add_argument("--verbose", action="store_true", help="one line per deal")
    ap.add_argument("--kpat", action="store_true", help="also run KPatience's solver on its deals of the range")
    args = ap.parse_args()
    numbers = range(args.first, args.last + 1)
    with Pool(min(args.jobs, 2)) as pool:
        for suits in args.suits:
            if not args.hint_only:
                run_solver(pool, suits, numbers, args)
            if args.kpat:
                print("  " + run_kpat(pool, suits, numbers, min(args.jobs, 2)), flush=True)
            if args.hint or args.hint_only:
                won = list(pool.imap_unordered(follow_one, [(suits, n, args.hint_positions) for n in numbers]))
                mine = sum(w[1] for w in won)
                rule = sum(w[2] for w in won)
                print(f"spider {suits} suit(s), deals {numbers[0]}-{numbers[-1]}: following the look-ahead hint "
                      f"({args.hint_positions} positions) wins {mine}/{len(won)} = {100 * mine / len(won):.1f} %; "
                      f"the rules' one-ply hint wins {rule}/{len(won)} = {100 * rule / len(won):.1f} %", flush=True)


def run_solver(pool: Any, suits: int, numbers: range, args: argparse.Namespace) -> None:
    started = time.perf_counter()
    rows = []
    jobs = [(suits, n, args.seconds, args.clock) for n in numbers]
    for row in pool.imap_unordered(solve_one, jobs):
        rows.append(row)
        if args.verbose:
            n, verdict, cpu, wall, expanded, length = row
            print(f"  {suits} suit(s) deal {n}: {verdict} {expanded} positions "
                  f"cpu {cpu:.2f}s wall {wall:.2f}s {length} moves", flush=True)
    solved = [r for r in rows if r[1] == "solved"]
    cpu = [r[2] for r in rows]
    wall = [r[3] for r in rows]
    print(f"spider {suits} suit(s), deals {numbers[0]}-{numbers[-1]}, {args.seconds:g} s {args.clock} each: "
          f"solved {len(solved)}/{len(rows)} = {100 * len(solved) / len(rows):.1f} %")
    first100 = [r for r in solved if r[0] <= 100]
    if numbers[0] == 1 and numbers[-1] >= 100:
        print(f"  deals 1-100: {len(first100)} %")
    print(f"  time per deal (all): cpu median {statistics.median(cpu):.2f}s p95 {pct(cpu, .95):.2f}s; "
          f"wall median {statistics.median(wall):.2f}s p95 {pct(wall, .95):.2f}s")
    if solved:
        sc = [r[2] for r in solved]
        sw = [r[3] for r in solved]
        print(f"  time per solved deal: cpu median {statistics.median(sc):.2f}s p95 {pct(sc, .95):.2f}s "
              f"max {max(sc):.2f}s; wall median {statistics.median(sw):.2f}s p95 {pct(sw, .95):.2f}s; "
              f"solution length median {statistics.median(r[5] for r in solved):.0f} moves")
    unsolved = sorted(r[0] for r in rows if r[1] != "solved")
    print(f"  not solved: {unsolved}")
    print(f"  benchmark wall time {time.perf_counter() - started:.0f}s", flush=True)


if __name__ == "__main__":
    recorded("spider_solver", main)
