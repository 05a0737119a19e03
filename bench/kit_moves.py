"""The kit of pile roles' move list beside the searches' own generators (issue 38 §1), timed in
the same run: what the one judge costs, and why the solvers keep theirs.

For each game, positions from random play of deals 1…5 (40 moves each); the rules'
``legal_moves`` (the board's roles asked, ``core/kit/board.py``) and the searches' generator,
which a test checks lists the same moves (FreeCell's ``fast_moves``, Pyramid's
``board.legal_moves``; Klondike and Spider search with their own move sets, not the same list:
their row shows the kit alone). Prints microseconds a position and the ratio.

    .venv/bin/python bench/kit_moves.py [--seconds S] [--no-record]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.codes import parse  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.core.games.freecell.fast_moves import fast_moves  # noqa: E402
from paciencia.core.games.freecell.rules import SOURCES  # noqa: E402
from paciencia.core.games.pyramid import board  # noqa: E402

GAMES = {
    "klondike draw-1": "paciencia://klondike/{n}?draw=1",
    "freecell": "paciencia://freecell/{n}",
    "spider 2 suits": "paciencia://spider/{n}?suits=2",
    "pyramid": "paciencia://pyramid/{n}?level=random",
}
FAST: dict[str, Callable[[object], object]] = {
    "freecell": lambda pos: fast_moves(pos, SOURCES, False),  # type: ignore[arg-type]
    "pyramid": board.legal_moves,  # type: ignore[dict-item]
}


def positions(template: str) -> tuple[object, list[object]]:
    found: list[object] = []
    rules: object = None
    for n in range(1, 6):
        game = Game(parse(template.format(n=n)))
        rules, pos, rnd = game.rules, game.position, random.Random(n)
        for _ in range(40):
            moves = game.rules.legal_moves(pos)
            found.append(pos)
            if not moves:
                break
            pos = game.rules.apply_unchecked(pos, rnd.choice(moves)).position
    return rules, found


def per_position(generate: Callable[[object], object], found: Sequence[object], seconds: float) -> float:
    start, calls = time.process_time(), 0
    while time.process_time() - start < seconds:
        for pos in found:
            generate(pos)
        calls += len(found)
    return (time.process_time() - start) / calls * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per measure (default 1)")
    ap.add_argument("--no-record", action="store_true", help="leave docs/performance.md alone")
    args = ap.parse_args()
    print("| game | kit legal_moves (µs) | searches' generator (µs) | ratio |")
    print("|---|---|---|---|")
    for name, template in GAMES.items():
        rules, found = positions(template)
        kit = per_position(rules.legal_moves, found, args.seconds)  # type: ignore[attr-defined]
        fast = FAST.get(name.split()[0])
        if fast is None:
            print(f"| {name} | {kit:.0f} | (own move set) | |")
            continue
        quick = per_position(fast, found, args.seconds)
        print(f"| {name} | {kit:.0f} | {quick:.1f} | {kit / quick:.0f}× |")


if __name__ == "__main__":
    recorded("kit_moves", main)
