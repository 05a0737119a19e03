"""bench/kpat_deals.py rebuilds KPatience's Klondike deals, so that the solver bench compares on the same cards."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from paciencia.core.cards import parse_id
from paciencia.core.games.klondike.rules import KlondikeRules

_spec = importlib.util.spec_from_file_location(
    "kpat_deals", Path(__file__).resolve().parents[3] / "bench" / "kpat_deals.py")
assert _spec is not None and _spec.loader is not None
kpat_deals = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(kpat_deals)


def ids(text: str) -> tuple[int, ...]:
    return tuple(parse_id(t) for t in text.split())


def test_the_shuffle_is_kpatiences() -> None:
    # KPatience's own test of its shuffle (autotests/shuffletest.cpp): seed 1 over the
    # rank-major deck AC AD AH AS 2C … KS.
    names = [r + s for r in "A23456789TJQK" for s in "CDHS"]
    assert kpat_deals.kpat_shuffled(names, 1)[:12] == ["6H", "2H", "9C", "6S", "TC", "8C", "3D", "6C",
                                                       "QS", "8D", "8S", "6D"]


def test_a_layout_kpatience_saved_itself() -> None:
    # Deal 1003871307 as `kpat --generate` (22.12.3) saved it: the talon bottom first, each
    # column bottom first, its top card face up.
    pos = KlondikeRules(1, 0).deal(kpat_deals.kpat_klondike_order(1003871307))
    assert pos.stock == ids("7C KD 4D TD KC 3D 2S 5C KS QH 8C 9D 6S 4C 6D KH TH 9H 6H 3C TC 5S 6C JC")
    assert pos.tableau == (
        ids("7D"), ids("4S 5D"), ids("AS 8D 5H"), ids("3S 2H 3H 7S"), ids("AC JD QC 2D 9S"),
        ids("JH 2C 8S QD AD JS"), ids("AH 4H 7H QS 9C TS 8H"),
    )
    assert pos.down == (0, 1, 2, 3, 4, 5, 6)


def test_the_bench_runs_solvitaire_on_the_same_deals(tmp_path: Path) -> None:
    """``--solvitaire PATH``, on a stand-in binary that checks the deal it is given (28 column
    cards, the tops face up, 24 in the stock, each card once) and answers like Solvitaire."""
    spec = importlib.util.spec_from_file_location(
        "klondike_vs_kpat", Path(__file__).resolve().parents[3] / "bench" / "klondike_vs_kpat.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    fake = tmp_path / "solvitaire"
    fake.write_text(
        f"#!{sys.executable}\n"
        "import json, sys\n"
        "deal = json.load(open(sys.argv[-1]))\n"
        "piles, stock = deal['tableau piles'], deal['stock']\n"
        "cards = [c.upper() for p in piles for c in p] + stock\n"
        "ok = len(set(cards)) == 52 and len(stock) == 24 and all(p[-1] == p[-1].upper() for p in piles)\n"
        "ok = ok and sys.argv[1:5] == ['--type', 'klondike-deal-1', '--classify', '--timeout']\n"
        "print('[info] Attempting to solve', sys.argv[-1])\n"
        "print(', solved, 1, 2, solved' if ok else ', timed-out, 1, 2, timed-out')\n"
    )
    fake.chmod(0o755)
    tally = bench.run_solvitaire(str(fake), 1, range(1, 4), False, 1.0)
    assert tally.verdicts == {1: "won", 2: "won", 3: "won"}
    assert bench.contradictions([tally, bench.Tally("x", {1: "lost", 2: "won"}, 0.0, 0.0)]) == [
        "deal 1: solvitaire won, x lost"]
