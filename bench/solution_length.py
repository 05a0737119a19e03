"""Solution lengths (B-2): our solver's FreeCell solutions before and after the clean-up,
next to Freecell Solver's (``fc-solve -l lg``) on the same boards, in the same run.

    .venv/bin/python bench/solution_length.py [--deals 1-1000] [--seconds 5] [--jobs 2]

A length counts moves as both programs print them: a sequence move of F-4 is one
move (fc-solve's ``-snx`` form), each card to a foundation is one. Prints the medians
and their ratio to fc-solve's.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.codes import parse  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402
from paciencia.solvers.cleanup import clean_solution, wins  # noqa: E402
from paciencia.solvers.registry import solve  # noqa: E402


def ours(args: tuple[int, float]) -> tuple[int, int | None, int | None, float]:
    number, seconds = args
    game = Game(parse(f"paciencia://freecell/{number}"))
    result = solve(game.rules, game.position, Budget(seconds=seconds))
    if result.verdict != "solved":
        return number, None, None, 0.0
    start = time.perf_counter()
    clean = clean_solution(game.rules, game.position, result.moves)
    took = time.perf_counter() - start
    assert wins(game.rules, game.position, clean)
    return number, len(result.moves), len(clean), took


def fcsolve(number: int) -> int | None:
    board = subprocess.run(["make-microsoft-freecell-board", "-t", str(number)], capture_output=True, text=True).stdout
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write(board)
        f.flush()
        out = subprocess.run(["fc-solve", "-l", "lg", "-m", "-snx", f.name], capture_output=True, text=True,
                             timeout=60).stdout
    if "This game is solveable." not in out:
        return None
    body = out.split("-=-=", 1)[-1].split("This game is solveable.")[0]
    return sum(1 for token in body.split() if token[0] in "12345678abcdh" and len(token) >= 2 and "=" not in token)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", default="1-300")
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    lo, _, hi = a.deals.partition("-")
    numbers = list(range(int(lo), int(hi or lo) + 1))
    if shutil.which("fc-solve") is None or shutil.which("make-microsoft-freecell-board") is None:
        print("fc-solve is not installed (Debian freecell-solver-bin): no reference to compare with")
        return 1
    with ProcessPoolExecutor(a.jobs) as pool:
        mine = list(pool.map(ours, [(n, a.seconds) for n in numbers], chunksize=4))
        theirs = list(pool.map(fcsolve, numbers, chunksize=4))
    both = [(m, t) for m, t in zip(mine, theirs, strict=True) if m[1] is not None and t is not None]
    raw = statistics.median(m[1] for m, _ in both)
    clean = statistics.median(m[2] for m, _ in both)
    ref = statistics.median(t for _, t in both)
    took = [m[3] for m, _ in both]
    print(f"FreeCell deals {a.deals}: {len(both)} solved by both")
    print(f"  ours, as found:    median {raw} moves")
    print(f"  ours, cleaned:     median {clean} moves  (clean-up median {statistics.median(took):.3f} s, "
          f"max {max(took):.2f} s)")
    print(f"  fc-solve -l lg:    median {ref} moves")
    print(f"  ratio cleaned / fc-solve: {clean / ref:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(recorded("solution_length", main))
