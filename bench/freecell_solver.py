"""FreeCell solver benchmark (V-3, the solver-strength issue): ours against Freecell Solver.

For every Microsoft deal in the range, in ``--jobs`` worker processes:

* our solver (:func:`paciencia.core.games.freecell.solver.solve`) with at most
  ``--seconds`` of *CPU* time a deal (through its stop flag, so the other
  loads of a shared machine do not change the verdicts); a solution is
  replayed through ``rules.apply`` and must win, or the deal counts as failed;
* ``fc-solve -l lg -m -snx -`` (Debian ``freecell-solver-bin``, its "looking
  glass" preset; ``--preset`` chooses another, ``--preset ''`` its defaults),
  fed the board text that ``paciencia deal paciencia://freecell/N`` prints
  (``rules.format_position``); its solution is replayed through our rules too.

Times are CPU seconds (ours: ``time.process_time`` around ``solve``;
fc-solve: the child's user + system time). fc-solve's time includes its
process start (a few milliseconds), ours does not include Python's. The
ratio line divides our median by fc-solve's, both measured in this run, deal
by deal in the same worker.

Deal 11982 has no solution: whether or not it is in the range, it is run
last with ``--seconds`` and must come out ``unsolvable`` (its whole space
searched).

    .venv/bin/python bench/freecell_solver.py [--deals 1-1000] [--seconds 10] [--jobs 2]
    .venv/bin/python bench/freecell_solver.py --deals 1-32000 --no-fcsolve      # the long run
    nice .venv/bin/python bench/freecell_solver.py --long --log /tmp/fc32000.log  # the same, one process

``--long`` is the long run of the solver-strength issue (not CI): every
Microsoft deal 1-32000, ours only, one process; ``--log`` appends a progress
line every ``--every`` deals (deals done, solved, the ones not solved so far,
CPU and wall time), so a run stopped part way still says how far it got.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.games.freecell.notation import parse_fcsolve_output  # noqa: E402
from paciencia.core.games.freecell.rules import FreeCellRules  # noqa: E402
from paciencia.core.games.freecell.solver import solve  # noqa: E402
from paciencia.core.rules.base import NotationError  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402
from paciencia.core.shuffle import microsoft_deal  # noqa: E402

RULES = FreeCellRules()
UNSOLVABLE_DEAL = 11982


def replay_wins(rules: FreeCellRules, pos: Any, moves: list[Any]) -> bool:
    for move in moves:
        pos = rules.apply(pos, move).position
    return rules.is_won(pos)


def ours(number: int, seconds: float) -> dict[str, Any]:
    pos = RULES.deal(microsoft_deal(number))
    cpu, wall = time.process_time(), time.perf_counter()
    # The wall budget is only a safety net; the CPU clock ends the search.
    result = solve(RULES, pos, Budget(seconds=seconds * 20), lambda: time.process_time() - cpu > seconds)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    won = result.verdict == "solved" and replay_wins(RULES, pos, result.moves)
    return {
        "verdict": result.verdict,
        "won": won,
        "cpu": cpu,
        "wall": wall,
        "expanded": result.expanded,
        "length": len(result.moves),
    }


def fcsolve(number: int, timeout: float, preset: str) -> dict[str, Any]:
    pos = RULES.deal(microsoft_deal(number))
    board = RULES.format_position(pos)
    env = dict(os.environ, FREECELL_SOLVER_QUIET="1")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    try:
        out = subprocess.run(
            ["fc-solve", *(["-l", preset] if preset else []), "-m", "-snx", "-"],
            input=board,
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
        ).stdout
    except subprocess.TimeoutExpired:
        return {"won": False, "cpu": timeout, "wall": timeout, "timeout": True}
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    try:
        p = pos
        for token in parse_fcsolve_output(out):
            p = RULES.apply(p, RULES.parse_move(p, token)).position
        won = RULES.is_won(p)
    except (NotationError, ValueError):
        won = False
    return {"won": won, "cpu": cpu, "wall": wall, "timeout": False}


def job(args: tuple[int, float, float | None, str]) -> tuple[int, dict[str, Any], dict[str, Any] | None]:
    number, seconds, fc_timeout, preset = args
    mine = ours(number, seconds)
    theirs = fcsolve(number, fc_timeout, preset) if fc_timeout is not None else None
    return number, mine, theirs


def progress(log: Path | None, results: dict[int, tuple[dict[str, Any], Any]], start: float) -> None:
    done = len(results)
    unsolved = sorted(n for n, (m, _) in results.items() if not m["won"])
    cpu = sum(m["cpu"] for m, _ in results.values())
    line = (f"{time.strftime('%H:%M:%S')}  {done} deals done (up to {max(results)}), solved {done - len(unsolved)}, "
            f"not solved {unsolved or 'none'}; our CPU {cpu:.0f} s, wall {time.perf_counter() - start:.0f} s")
    print("  " + line, flush=True)
    if log is not None:
        with log.open("a", encoding="utf-8") as f:
            f.write(line + "\n")


def spread(values: list[float]) -> str:
    v = sorted(values)
    p95 = v[min(len(v) - 1, int(0.95 * len(v)))]
    return f"median {statistics.median(v):.4f}  p95 {p95:.4f}  max {v[-1]:.4f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", default="1-1000", help="range of deal numbers, e.g. 1-1000 (default)")
    ap.add_argument("--seconds", type=float, default=10.0, help="our budget per deal, CPU seconds")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--fcsolve-timeout", type=float, default=60.0)
    ap.add_argument("--no-fcsolve", action="store_true")
    ap.add_argument("--preset", default="lg", help="fc-solve preset (-l), '' for its defaults")
    ap.add_argument("--long", action="store_true", help="deals 1-32000, ours only, one process")
    ap.add_argument("--log", type=Path, help="append progress lines to this file")
    ap.add_argument("--every", type=int, default=500, help="deals between progress lines (default 500)")
    args = ap.parse_args()
    if args.long:
        args.deals, args.no_fcsolve, args.jobs = "1-32000", True, 1
    first, _, last = args.deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    have_fc = shutil.which("fc-solve") is not None and not args.no_fcsolve
    fc_timeout = args.fcsolve_timeout if have_fc else None
    todo = [n for n in numbers if n != UNSOLVABLE_DEAL]

    results: dict[int, tuple[dict[str, Any], dict[str, Any] | None]] = {}
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for number, mine, theirs in pool.imap_unordered(
            job, [(n, args.seconds, fc_timeout, args.preset) for n in todo], chunksize=4
        ):
            results[number] = (mine, theirs)
            if len(results) % args.every == 0 and (args.log or len(todo) >= 5000):
                progress(args.log, results, start)
    total = time.perf_counter() - start

    mine_all = [results[n][0] for n in todo]
    solved = [m for m in mine_all if m["won"]]
    failed = [n for n in todo if not results[n][0]["won"]]
    cpu_total = sum(m["cpu"] for m in mine_all)
    print(
        f"FreeCell deals {numbers.start}-{numbers.stop - 1} ({len(todo)} with a solution), {args.jobs} jobs, "
        f"{args.seconds:g} s CPU a deal; run took {total:.0f} s wall, our solver {cpu_total:.0f} s CPU"
    )
    print(
        f"ours     solved {len(solved)}/{len(todo)} ({100 * len(solved) / len(todo):.2f} %), "
        f"not solved: {failed or 'none'}"
    )
    print(f"ours     CPU s  {spread([m['cpu'] for m in mine_all])}")
    print(f"ours     positions expanded {spread([m['expanded'] for m in mine_all])}")
    if solved:
        print(
            f"ours     solution length (moves) median {statistics.median(m['length'] for m in solved):.0f}, "
            f"max {max(m['length'] for m in solved)}"
        )
    if have_fc:
        theirs_all = [t for n in todo if (t := results[n][1]) is not None]
        fc_won = sum(1 for t in theirs_all if t["won"])
        fc_out = [n for n in todo if (t := results[n][1]) is not None and t["timeout"]]
        print(
            f"fc-solve -l {args.preset or '(default)'} solved {fc_won}/{len(theirs_all)} (solutions replayed by "
            f"our rules), timed out at {args.fcsolve_timeout:g} s: {fc_out or 'none'}"
        )
        print(f"fc-solve CPU s  {spread([t['cpu'] for t in theirs_all])}")
        ours_med = statistics.median(m["cpu"] for m in mine_all)
        fc_med = statistics.median(t["cpu"] for t in theirs_all)
        per_deal = statistics.median(
            m["cpu"] / max(t["cpu"], 1e-3) for m, t in (results[n] for n in todo) if t is not None
        )
        print(
            f"ratio    median CPU ours/fc-solve {ours_med / max(fc_med, 1e-6):.2f}x "
            f"(median of per-deal CPU ratios {per_deal:.2f}x; goal <= 3x)"
        )
    else:
        print("fc-solve not run" + ("" if shutil.which("fc-solve") else " (apt-get install freecell-solver-bin)"))

    pos = RULES.deal(microsoft_deal(UNSOLVABLE_DEAL))
    cpu = time.process_time()
    result = solve(RULES, pos, Budget(seconds=args.seconds * 20), lambda: time.process_time() - cpu > args.seconds)
    cpu = time.process_time() - cpu
    print(
        f"deal {UNSOLVABLE_DEAL}: {result.verdict} after {result.expanded} positions, {cpu:.2f} s CPU "
        f"({'OK: proven' if result.verdict == 'unsolvable' else 'NOT proven'})"
    )


if __name__ == "__main__":
    recorded("freecell_solver", main)
