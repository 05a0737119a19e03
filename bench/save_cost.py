"""T-4: what saving the game costs per move, against the history's length.

    .venv/bin/python bench/save_cost.py [--moves 100] [--steps 100 2000 20000]

For each length, a Klondike game (draw 3, unlimited passes: the stock can be
drawn for ever) is played to that many steps; then ``--moves`` more moves are
played and saved one by one, as the window saves after every change:

* reference: the whole game rewritten at every move (what the app did before:
  ``game_to_dict`` → JSON → temporary file, fsync, rename);
* journal: :class:`~paciencia.storage.saved_game.SavedGameWriter`, one
  appended, fsynced line per move, the base rewritten when the journal grows as
  long as the base (its cost is shown apart, and spread over those moves).

Files go to a temporary folder on the disk that holds this checkout (fsync is
real there). Prints ms per move and the ratio reference / journal.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core.codes import parse  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.core.saved import game_to_dict  # noqa: E402


def stock_move(game: Game) -> object:
    return next(m for m in game.rules.legal_moves(game.position) if m.src == "stock" or m.src == "waste" and
                m.dst == "stock")


def reference_save(path: Path, game: Game, elapsed: float) -> None:
    """The save before the journal: everything, every time (files.write_text without the folder fsync)."""
    text = json.dumps({"format": "paciencia-saved-game", "version": 1, "data": game_to_dict(game, elapsed)},
                      ensure_ascii=False, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=100)
    parser.add_argument("--steps", type=int, nargs="+", default=[100, 2000, 20000])
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="save-bench-", dir=Path(__file__).resolve().parents[1]))
    os.environ["PACIENCIA_HOME"] = str(home)
    from paciencia.storage.saved_game import SavedGameWriter, load_saved_game, saved_game_path

    print(f"{'steps':>7} {'reference ms/move':>18} {'journal ms/move':>16} {'base ms':>8} "
          f"{'journal amortised':>18} {'ratio':>6}")
    try:
        for steps in args.steps:
            game = Game(parse("paciencia://klondike/7?draw=3&passes=0"))
            while len(game.history.snapshots) <= steps:
                game.play(stock_move(game))  # type: ignore[arg-type]
            path = saved_game_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            t = time.perf_counter()
            for _ in range(args.moves):
                game.play(stock_move(game))  # type: ignore[arg-type]
                reference_save(path, game, 1.0)
            reference = (time.perf_counter() - t) / args.moves * 1000
            writer = SavedGameWriter()
            t = time.perf_counter()
            writer.save(game, 1.0, "bench")  # the base (each launch's first save)
            base = (time.perf_counter() - t) * 1000
            t = time.perf_counter()
            for _ in range(args.moves):
                game.play(stock_move(game))  # type: ignore[arg-type]
                writer.save(game, 1.0, "bench")
            journal = (time.perf_counter() - t) / args.moves * 1000
            every = max(64, steps)  # one base per that many moves (SavedGameWriter's rule)
            amortised = journal + base / every
            loaded = load_saved_game()[0]
            assert loaded is not None and loaded.game.history.snapshots == game.history.snapshots
            print(f"{steps:>7} {reference:>18.2f} {journal:>16.2f} {base:>8.1f} {amortised:>18.2f} "
                  f"{reference / amortised:>6.1f}")
    finally:
        for p in sorted(home.rglob("*"), reverse=True):
            p.rmdir() if p.is_dir() else p.unlink()
        home.rmdir()
    return 0


if __name__ == "__main__":
    sys.exit(recorded("save_cost", main))
