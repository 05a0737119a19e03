"""Make the Pyramid level lists (P-10): the lists in app/paciencia/core/games/pyramid/lists/.

    .venv/bin/python tools/make_pyramid_levels.py            # writes both files
    .venv/bin/python tools/make_pyramid_levels.py --check    # re-proves every listed deal

Standard: the first ``--count`` (default 2 400) deal numbers, from 1 upward, that
the exact solver (:mod:`paciencia.core.games.pyramid.solver`, stock order known) proves
solvable under the game's rules (3 passes). Deal number ``n`` is the deal of
the project shuffle, ``shuffle.shuffled(n)``, as in ``paciencia://pyramid/n``.

Easy: the easiest third of Standard by this measure, easiest first:

1. **passes needed**: the fewest passes (1, 2 or 3) in which the solver can
   win the deal (it is run with a pass limit of 1, then 2);
2. then **positions expanded** by the solver to find that win within that
   many passes (the V-1 count: fewer dead ends before the win);
3. then the deal number.

The result is reproducible: the solver is deterministic (no time budget is
used, so the machine's speed changes nothing) and the shuffle is the
documented one.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))

from paciencia.core import shuffle  # noqa: E402
from paciencia.core.games.pyramid.levels import parse_list  # noqa: E402
from paciencia.core.games.pyramid.rules import PyramidRules  # noqa: E402
from paciencia.core.games.pyramid.solver import solve  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402

OUT = ROOT / "app" / "paciencia" / "core" / "games" / "pyramid" / "lists"
COMMAND = "python tools/make_pyramid_levels.py"
MEASURE = (
    "fewest passes needed to win (solver run with a limit of 1, then 2 passes), then positions "
    "expanded by the solver to find that win (V-1 count), then deal number"
)
UNLIMITED = Budget()


def rank(rules: PyramidRules, number: int) -> tuple[int, int] | None:
    """(passes needed, positions expanded) for a solvable deal; None if unsolvable."""
    pos = rules.deal(shuffle.shuffled(number))
    full = solve(rules, pos, UNLIMITED)
    if full.verdict != "solved":
        assert full.verdict == "unsolvable", (number, full.verdict)
        return None
    for passes in (1, 2):
        limited = solve(rules, pos, UNLIMITED, passes=passes)
        if limited.verdict == "solved":
            return passes, limited.expanded
    return 3, full.expanded


def header(level: str, count: int, extra: str) -> str:
    lines = [
        f"Paciência Pyramid deal list, level {level} (SPEC P-10): {count} deal numbers, one per line.",
        "Each number n is the deal shuffle.shuffled(n) (paciencia://pyramid/n), proven solvable by",
        "paciencia.core.games.pyramid.solver with the stock order known (3 passes, the game's rules).",
        f"Made by: {COMMAND}",
        extra,
    ]
    return "".join(f"# {line}\n" for line in lines if line)


def make(count: int) -> None:
    rules = PyramidRules()
    ranked: list[tuple[int, int, int]] = []
    number = 0
    start = time.perf_counter()
    while len(ranked) < count:
        number += 1
        r = rank(rules, number)
        if r is not None:
            ranked.append((r[0], r[1], number))
        if number % 200 == 0:
            print(f"deal {number}: {len(ranked)} proven, {time.perf_counter() - start:.0f} s", flush=True)
    standard = sorted(n for _, _, n in ranked)
    easy = sorted(n for _, _, n in sorted(ranked)[: count // 3])
    by_passes = {p: sum(1 for q, _, _ in ranked if q == p) for p in (1, 2, 3)}
    OUT.mkdir(parents=True, exist_ok=True)
    std_note = (f"The first {count} solvable numbers from 1 upward (deals 1-{number} tried; "
                f"passes needed 1/2/3: {by_passes[1]}/{by_passes[2]}/{by_passes[3]}).")
    (OUT / "standard.txt").write_text(
        header("standard", len(standard), std_note) + "".join(f"{n}\n" for n in standard), encoding="utf-8")
    easy_note = f"The easiest third of the standard list by: {MEASURE}."
    (OUT / "easy.txt").write_text(
        header("easy", len(easy), easy_note) + "".join(f"{n}\n" for n in easy), encoding="utf-8")
    print(f"standard: {len(standard)} deals (1-{number}), easy: {len(easy)}; "
          f"passes needed 1/2/3: {by_passes}; {time.perf_counter() - start:.0f} s")


def check() -> int:
    rules = PyramidRules()
    bad = 0
    for level in ("standard", "easy"):
        listed = parse_list((OUT / f"{level}.txt").read_text(encoding="utf-8"))
        for number in listed:
            if solve(rules, rules.deal(shuffle.shuffled(number)), UNLIMITED).verdict != "solved":
                print(f"{level}: deal {number} is not proven solvable")
                bad += 1
        print(f"{level}: {len(listed)} deals checked")
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2400, help="size of the standard list")
    parser.add_argument("--check", action="store_true", help="re-prove the listed deals instead")
    args = parser.parse_args()
    if args.check:
        return check()
    make(args.count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
