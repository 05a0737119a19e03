"""``paciencia deal/solve/replay`` for Spiderette (V-6, SE-7): the JSON lists every pile's cards,
a solution the solver writes replays to a win, and the code carries the suit count."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from cli_run import run_main  # same folder: pytest puts it on the path

CODE = "paciencia://spiderette/1?suits=4"


def test_deal_as_json_lists_the_seven_columns_and_the_stock(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _err = run_main(capsys, "deal", "paciencia://spiderette/1", "--format", "json")
    data = json.loads(out)
    assert rc == 0 and data["code"] == CODE
    position = data["position"]
    assert position["game"] == "spiderette" and position["suits"] == 4
    assert [len(column) for column in position["tableau"]] == [1, 2, 3, 4, 5, 6, 7]
    assert position["face_down"] == [0, 1, 2, 3, 4, 5, 6]
    cards = [card.strip("[]") for column in position["tableau"] for card in column] + position["stock"]
    assert len(position["stock"]) == 24 and len(set(cards)) == 52  # one ordinary pack, every card once
    assert position["deals_left"] == 4 and position["runs"] == []


def test_a_one_suit_deal_has_four_of_each_spade(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _err = run_main(capsys, "deal", "paciencia://spiderette/2?suits=1", "--format", "json")
    position = json.loads(out)["position"]
    cards = [card.strip("[]") for column in position["tableau"] for card in column] + position["stock"]
    assert rc == 0 and Counter(cards) == Counter({rank + "S": 4 for rank in "A23456789TJQK"})


@pytest.mark.parametrize("code", [CODE, "paciencia://spiderette/1?suits=1"])
def test_solve_writes_a_solution_that_replays_to_a_win(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, code: str
) -> None:
    moves = tmp_path / "moves.txt"
    rc, out, _err = run_main(capsys, "solve", code, "--seconds", "30", "--output", str(moves))
    assert rc == 0 and re.match(r"^solved after \d+ positions in \d+\.\d\d s$", out.splitlines()[0])
    rc, out, _err = run_main(capsys, "replay", code, str(moves))
    assert rc == 0 and out.rstrip().endswith("won: yes")
    runs = re.search(r"^runs: (.*)$", out, re.M)
    assert runs is not None and len(runs.group(1).split()) == 4  # the pack's four runs have left


def test_the_budget_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _err = run_main(capsys, "solve", CODE, "--budget", "40")
    assert rc == 1 and out.startswith("unknown after 40 positions")
