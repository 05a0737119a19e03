"""Engine speed: positions expanded per second, per game (issue: rules engine).

One expansion = legal_moves(pos), then apply_unchecked + key for each move:
the work a solver does per frontier position. The positions come from a
breadth-first walk from several deals with a visited set, like a search.

    make bench            # or: .venv/bin/python bench/engine_speed.py [--seconds S]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.codes import parse  # noqa: E402
from paciencia.core.game import Game  # noqa: E402

GAMES = {
    "klondike draw-1": "paciencia://klondike/{n}?draw=1",
    "klondike draw-3": "paciencia://klondike/{n}?draw=3",
    "freecell": "paciencia://freecell/{n}",
    "spider 1 suit": "paciencia://spider/{n}?suits=1",
    "spider 4 suits": "paciencia://spider/{n}?suits=4",
    "pyramid": "paciencia://pyramid/{n}?level=random",
}


def expand_rate(template: str, seconds: float, search: bool = False) -> tuple[int, int, float]:
    expanded = children = 0
    start = time.perf_counter()
    n = 1
    while time.perf_counter() - start < seconds:
        game = Game(parse(template.format(n=n)))
        rules = game.rules
        frontier = deque([game.position])
        seen = {rules.key(game.position)}
        # Bounded per deal so several deals are sampled.
        while frontier and expanded < n * 20000 and time.perf_counter() - start < seconds:
            pos = frontier.popleft()
            expanded += 1
            # search_moves (FreeCell) drops moves that only lead to the same
            # canonical position, as the solver does; legal_moves lists them all.
            moves = rules.search_moves(pos) if search else rules.legal_moves(pos)
            for move in moves:
                child = rules.apply_unchecked(pos, move).position
                children += 1
                k = rules.key(child)
                if k not in seen:
                    seen.add(k)
                    frontier.append(child)
        n += 1
    return expanded, children, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args()
    print(f"{'game':18} {'positions/s':>12} {'moves/s':>10}")
    for name, template in GAMES.items():
        expanded, children, elapsed = expand_rate(template, args.seconds)
        print(f"{name:18} {expanded / elapsed:12,.0f} {children / elapsed:10,.0f}")
        if name == "freecell":
            expanded, children, elapsed = expand_rate(template, args.seconds, search=True)
            print(f"{'  (search_moves)':18} {expanded / elapsed:12,.0f} {children / elapsed:10,.0f}")


if __name__ == "__main__":
    recorded("engine_speed", main)
