"""Klondike solvers side by side on the same deals: ours, KPatience's and (optionally) Solvitaire (V-1, V-2).

For draw 1 and draw 3 (unlimited passes), deals ``--start`` … ``--start + --deals - 1``
in KPatience's numbering (bench/kpat_deals.py rebuilds its layouts; ``--own-deals`` takes
Paciência's own shuffle instead, where KPatience's verdicts are for other cards and are
compared by count only):

* ours: :func:`solve` (the complete mode of ``paciencia solve``: foundation→column moves
  allowed, sound pruning only, docs/solver.md), with ``--positions`` and/or ``--seconds`` a
  deal; every win is replayed through ``rules.apply`` here again ("verified");
* KPatience: ``kpat --solve 0|13 --start S --end E``, run headless inside
  ``dbus-run-session`` (apt-get install kpat dbus); its "lost" comes from a pruned search
  (no card back from a foundation), so it is not a proof under the full rules;
* Solvitaire (``--solvitaire PATH``: a local build of github thecharlieblake/Solvitaire; its
  CMakeLists builds offline against Debian's Boost once the googletest download and
  ``-lboost_system`` are removed): ``--type klondike-deal-1`` (draw 1) or ``klondike``
  (draw 3), ``--classify``, ``--timeout`` the same seconds a deal (10 s without
  ``--seconds``), one process per deal.

Prints won / lost / unknown, decided, the CPU time (ours: the sum over deals of each
worker's CPU time, so ``--jobs`` changes the wall time only; the others: user + system of
their processes) and the wall time; then, deal by deal, any verdict that contradicts
another solver's (won against lost), and the deals another solver decides that we leave
unknown. The goal is judged on CPU time, which a shared machine's other load disturbs least.

    .venv/bin/python bench/klondike_vs_kpat.py [--deals 100] [--start 1] [--positions 5000]
        [--seconds S] [--jobs 1] [--only 1|3] [--own-deals] [--solvitaire PATH] [--no-kpat]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from kpat_deals import kpat_klondike_order  # noqa: E402
from report import recorded  # noqa: E402  (bench/report.py: the figures go to docs/performance.md)

from paciencia.core import shuffle  # noqa: E402
from paciencia.core.cards import RANK, SUIT  # noqa: E402
from paciencia.core.games.klondike.position import KlondikePosition  # noqa: E402
from paciencia.core.games.klondike.rules import KlondikeRules  # noqa: E402
from paciencia.core.games.klondike.solver import solve  # noqa: E402
from paciencia.core.moves import IllegalMove  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402

KPAT_GAME = {1: "0", 3: "13"}  # KPatience's dealer ids: Klondike draw 1 / draw 3
SOLVITAIRE_GAME = {1: "klondike-deal-1", 3: "klondike"}
LINE = re.compile(r"^(\d+) (won|lost|unknown) \(")
NAMES = {"solved": "won", "unsolvable": "lost", "unknown": "unknown"}
SOLVITAIRE_NAMES = {"solved": "won", "unsolvable": "lost"}
Verdicts = dict[int, str]


class Tally:
    """One solver's verdicts on one draw mode, with its CPU and wall time."""

    def __init__(self, name: str, verdicts: Verdicts, cpu: float, wall: float) -> None:
        self.name, self.verdicts, self.cpu, self.wall = name, verdicts, cpu, wall

    def count(self, verdict: str) -> int:
        return sum(v == verdict for v in self.verdicts.values())

    @property
    def decided(self) -> int:
        return self.count("won") + self.count("lost")


def deal_position(rules: KlondikeRules, number: int, own: bool) -> KlondikePosition:
    return rules.deal(shuffle.shuffled(number) if own else kpat_klondike_order(number))


def kpat_binary() -> str | None:
    return shutil.which("kpat") or next((p for p in ("/usr/games/kpat",) if os.path.exists(p)), None)


def run_kpat(draw: int, numbers: range) -> Tally | None:
    binary = kpat_binary()
    wrapper = shutil.which("dbus-run-session")
    if binary is None or wrapper is None:
        return None
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as home:
        # Its settings and saved games stay out of the user's; the draw mode
        # is a setting (its dealer ids 0 and 13 alone do not switch it).
        os.chmod(home, 0o700)
        env.update(HOME=home, XDG_RUNTIME_DIR=home, XDG_CONFIG_HOME=home)
        Path(home, "kpatrc").write_text(f"[General Settings]\nKlondikeEasy={'true' if draw == 1 else 'false'}\n")
        cmd = [wrapper, binary, "-platform", "offscreen", "--solve", KPAT_GAME[draw],
               "--start", str(numbers.start), "--end", str(numbers.stop - 1)]
        start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=3600, check=False).stdout
        wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    verdicts: Verdicts = {}
    for line in out.splitlines():
        m = LINE.match(line)
        if m:
            verdicts[int(m.group(1))] = m.group(2)
    return Tally("kpat", verdicts, _cpu(before, after), wall)


def _cpu(before: resource.struct_rusage, after: resource.struct_rusage) -> float:
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def solvitaire_json(pos: KlondikePosition) -> str:
    """A position in Solvitaire's deal format: piles bottom first, face-down cards in lower case,
    the stock's last card the next drawn (as ours)."""
    def name(card: int, up: bool) -> str:
        text = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")[RANK[card] - 1] + "CDHS"[SUIT[card]]
        return text if up else text.lower()
    return json.dumps({
        "tableau piles": [[name(c, k >= d) for k, c in enumerate(col)] for col, d in zip(pos.tableau, pos.down,
                                                                                          strict=True)],
        "stock": [name(c, True) for c in pos.stock],
    })


def run_solvitaire(path: str, draw: int, numbers: range, own: bool, seconds: float) -> Tally:
    rules = KlondikeRules(draw, 0)
    verdicts: Verdicts = {}
    cpu = wall = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for n in numbers:
            deal = Path(tmp, f"{n}.json")
            deal.write_text(solvitaire_json(deal_position(rules, n, own)))
            cmd = [path, "--type", SOLVITAIRE_GAME[draw], "--classify", "--timeout", str(int(seconds * 1000)),
                   str(deal)]
            start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
            out = subprocess.run(cmd, capture_output=True, text=True, timeout=seconds * 10 + 60, check=False).stdout
            wall += time.perf_counter() - start
            cpu += _cpu(before, resource.getrusage(resource.RUSAGE_CHILDREN))
            last = [f.strip() for f in out.strip().splitlines()[-1].split(",")] if out.strip() else [""]
            verdicts[n] = SOLVITAIRE_NAMES.get(last[-1], "unknown")
    return Tally("solvitaire", verdicts, cpu, wall)


def ours_one(args: tuple[int, int, bool, float | None, int | None]) -> tuple[int, str, float, int, bool]:
    draw, number, own, seconds, positions = args
    rules = KlondikeRules(draw, 0)
    pos = deal_position(rules, number, own)
    cpu = time.process_time()
    res = solve(rules, pos, Budget(positions=positions, seconds=seconds))
    cpu = time.process_time() - cpu
    verified = False
    if res.verdict == "solved":
        p = pos
        try:
            for m in res.moves:
                p = rules.apply(p, m).position
            verified = rules.is_won(p)
        except IllegalMove:
            verified = False
    return number, NAMES[res.verdict], cpu, res.expanded, verified


def run_ours(draw: int, numbers: range, own: bool, seconds: float | None, positions: int | None,
             jobs: int) -> tuple[Tally, list[float], int]:
    args = [(draw, n, own, seconds, positions) for n in numbers]
    start = time.perf_counter()
    with Pool(jobs) as pool:
        out = pool.map(ours_one, args, chunksize=1)
    wall = time.perf_counter() - start
    cpus = [o[2] for o in out]
    return Tally("ours", {o[0]: o[1] for o in out}, sum(cpus), wall), cpus, sum(o[4] for o in out)


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def contradictions(tallies: list[Tally]) -> list[str]:
    """Deals where one solver says won and another lost."""
    out: list[str] = []
    for i, a in enumerate(tallies):
        for b in tallies[i + 1:]:
            for n, v in sorted(a.verdicts.items()):
                w = b.verdicts.get(n)
                if {v, w} == {"won", "lost"}:
                    out.append(f"deal {n}: {a.name} {v}, {b.name} {w}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=100, help="how many deals (default 100)")
    ap.add_argument("--start", type=int, default=1, help="the first deal number (default 1)")
    ap.add_argument("--seconds", type=float, default=None, help="budget per deal, wall seconds (default none)")
    ap.add_argument("--positions", type=int, default=5000, help="our positions a deal (0: none; default 5000)")
    ap.add_argument("--jobs", type=int, default=1, help="our worker processes (default 1)")
    ap.add_argument("--only", type=int, choices=(1, 3), help="only this draw mode")
    ap.add_argument("--own-deals", action="store_true", help="Paciência's deal numbers instead of KPatience's")
    ap.add_argument("--solvitaire", metavar="PATH", help="a Solvitaire binary to run on the same deals")
    ap.add_argument("--no-kpat", action="store_true", help="do not run KPatience")
    a = ap.parse_args()
    numbers = range(a.start, a.start + a.deals)
    positions = a.positions or None
    budget = " / ".join(x for x in (positions and f"{positions} positions", a.seconds and f"{a.seconds:g} s") if x)
    source = "Paciência's" if a.own_deals else "KPatience's"
    print(f"Klondike, unlimited passes, {source} deals {numbers.start}-{numbers.stop - 1}; ours: complete mode, "
          f"{budget} a deal, {a.jobs} processes; load average {os.getloadavg()[0]:.2f}")
    print(f"{'draw':<6}{'solver':<12}{'won':>5}{'lost':>6}{'unknown':>9}{'decided':>9}{'cpu s':>8}{'wall s':>9}"
          f"   notes")
    for draw in (1, 3):
        if a.only and draw != a.only:
            continue
        ours, cpus, verified = run_ours(draw, numbers, a.own_deals, a.seconds, positions, a.jobs)
        rows = [ours]
        kp = None if a.no_kpat else run_kpat(draw, numbers)
        if kp is not None:
            rows.append(kp)
        if a.solvitaire:
            rows.append(run_solvitaire(a.solvitaire, draw, numbers, a.own_deals, a.seconds or 10.0))
        for t in rows:
            note = ""
            if t is ours:
                note = f"{verified} wins verified; cpu median/p95 {pct(cpus, .5):.3f}/{pct(cpus, .95):.3f} s"
            elif a.own_deals and t is kp:
                note = "other cards (its own numbering): count only"
            print(f"{draw:<6}{t.name:<12}{t.count('won'):>5}{t.count('lost'):>6}{t.count('unknown'):>9}"
                  f"{t.decided:>9}{t.cpu:>8.1f}{t.wall:>9.1f}   {note}", flush=True)
        if a.no_kpat or kp is None:
            if not a.no_kpat:
                print(f"{draw:<6}{'kpat':<12}  (kpat or dbus-run-session not found: apt-get install kpat dbus)")
        same_cards = [t for t in rows if not (a.own_deals and t is kp)]
        clash = contradictions(same_cards)
        print(f"{draw:<6}contradictions: {'; '.join(clash) if clash else 'none'}")
        for t in same_cards[1:]:
            missed = [n for n in numbers if ours.verdicts[n] == "unknown" and t.verdicts.get(n, "unknown") != "unknown"]
            print(f"{draw:<6}{t.name} decides, ours leaves unknown: {missed or 'none'}")
        unknown = [n for n in numbers if ours.verdicts[n] == "unknown"]
        print(f"{draw:<6}ours unknown: {unknown or 'none'}", flush=True)


if __name__ == "__main__":
    recorded("klondike_vs_kpat", main)
