"""``paciencia deal/solve/replay`` for TriPeaks and Golf (issue 34, V-6): the JSON lists every
pile's cards (Golf's as the Black Hole Solver reads them, GF-7), a solution replays to a win,
a lost deal is "unsolvable", and the options travel in the code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_run import run_main  # same folder: pytest puts it on the path

from paciencia.cli import main
from paciencia.core import shuffle
from paciencia.core.cards import id_text


def test_golf_deal_json_lists_the_waste_the_stock_and_the_seven_columns(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _err = run_main(capsys, "deal", "paciencia://golf/4", "--format", "json")
    assert rc == 0
    data = json.loads(out)
    order = [id_text(c) for c in shuffle.shuffled(4)]
    assert data["code"] == "paciencia://golf/4?queens=0&wrap=0"
    position = data["position"]
    assert position["columns"] == [order[j:35:7] for j in range(7)]
    assert position["waste"] == [order[35]] and position["stock"] == [f"[{c}]" for c in order[36:]]
    assert position["options"] == {"queens": False, "wrap": False}


def test_tripeaks_deal_json_lists_the_rows_face_down_in_brackets(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _err = run_main(capsys, "deal", "paciencia://tripeaks/3?wrap=0", "--format", "json")
    assert rc == 0
    position = json.loads(out)["position"]
    order = [id_text(c) for c in shuffle.shuffled(3)]
    assert position["rows"] == [[f"[{c}]" for c in order[:3]], [f"[{c}]" for c in order[3:9]],
                                [f"[{c}]" for c in order[9:18]], order[18:28]]
    assert position["waste"] == [order[28]] and len(position["stock"]) == 23
    assert sorted(position["piles"]) == sorted(f"p{k}" for k in range(28)) and position["options"] == {"wrap": False}


@pytest.mark.parametrize("code", ["golf/4", "golf/3?queens=1", "golf/1?wrap=1", "tripeaks/1", "tripeaks/2?wrap=0"])
def test_a_solution_is_printed_and_replays_to_a_win(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                     code: str) -> None:
    out = tmp_path / "moves.txt"
    assert main(["solve", f"paciencia://{code}", "--seconds", "30", "--output", str(out)]) == 0
    assert capsys.readouterr().out.startswith("solved after ")
    assert main(["replay", f"paciencia://{code}", str(out)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("won: yes")


@pytest.mark.parametrize("code", ["golf/2", "golf/3?queens=0", "tripeaks/12?wrap=0"])
def test_a_lost_deal_is_proven_unsolvable(capsys: pytest.CaptureFixture[str], code: str) -> None:
    rc, out, _err = run_main(capsys, "solve", f"paciencia://{code}", "--seconds", "30")
    assert rc == 1 and out.startswith("unsolvable after ")
