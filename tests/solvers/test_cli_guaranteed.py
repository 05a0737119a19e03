"""One code, one deal, everywhere (B-3, V-6): ``paciencia deal/solve/replay`` deal a
guaranteed code exactly as the app does, and its proven solution replays to a win."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paciencia.cli import main
from paciencia.core.codes import parse
from paciencia.solvers.select import select_deal

CODES = [
    "paciencia://freecell/617?guaranteed=1",
    "paciencia://spider/3?suits=1&guaranteed=1",
    "paciencia://pyramid/5?level=random&guaranteed=1",
    "paciencia://klondike/2?draw=1&passes=0&guaranteed=1",
]


@pytest.mark.parametrize("text", CODES)
def test_a_guaranteed_code_deals_its_selection_and_its_proof_replays(
    text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = parse(text)
    chosen = select_deal(code)
    assert chosen.proven
    assert main(["deal", text, "--format", "json"]) == 0
    dealt = json.loads(capsys.readouterr().out)
    rules = code.info.rules(code.values())
    assert dealt["position"] == rules.position_json(rules.deal(chosen.order))
    assert (dealt["candidate"], dealt["proven"]) == (chosen.candidate, True)
    moves = tmp_path / "moves.txt"
    assert main(["solve", text, "--output", str(moves)]) == 0
    assert "solved by the proof that chose this deal" in capsys.readouterr().out
    assert main(["replay", text, str(moves)]) == 0
    assert "won: yes" in capsys.readouterr().out


def test_the_option_decides_the_deal_and_freecell_candidate_one_differs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "paciencia://freecell/11982"]) == 0
    plain = capsys.readouterr().out
    assert main(["deal", "paciencia://freecell/11982?guaranteed=1"]) == 0
    guaranteed = capsys.readouterr()
    assert guaranteed.out != plain and "candidate 1, solution proven" in guaranteed.err
    assert main(["deal", "paciencia://freecell/11982?guaranteed=0"]) == 0
    assert capsys.readouterr().out == plain


def test_worker_processes_print_the_same_deal(capsys: pytest.CaptureFixture[str]) -> None:
    text = "paciencia://pyramid/7?level=random&guaranteed=1"
    assert main(["deal", text]) == 0
    one = capsys.readouterr().out
    assert main(["deal", text, "--jobs", "2"]) == 0
    assert capsys.readouterr().out == one
