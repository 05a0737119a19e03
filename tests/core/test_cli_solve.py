"""``paciencia solve CODE`` (V-1, V-6, the solver-strength issue): for every game it prints
"solved / unsolvable / unknown after N positions in T s", keeps to ``--budget`` and
``--seconds``, and a solution it writes replays to a win with ``paciencia replay``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from paciencia.cli import main
from paciencia.core.cards import card_id
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.klondike.rules import KlondikeRules

VERDICT = re.compile(r"^(solved|unsolvable|unknown) after (\d+) positions in (\d+\.\d\d) s$")
SPADES, DIAMONDS = 3, 1


def solve(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, int, float, list[str]]:
    code = main(["solve", *args])
    lines = capsys.readouterr().out.splitlines()
    m = VERDICT.match(lines[0])
    assert m, lines[0]
    return code, m.group(1), int(m.group(2)), float(m.group(3)), lines[1:]


@pytest.mark.parametrize("code", ["klondike/2", "klondike/2?draw=3", "freecell/1", "pyramid/2"])
def test_a_solved_deal_prints_its_verdict_and_a_solution_that_replays(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, code: str
) -> None:
    out = tmp_path / "moves.txt"
    rc, verdict, positions, _seconds, rest = solve(capsys, f"paciencia://{code}", "--seconds", "20",
                                                   "--output", str(out))
    assert (rc, verdict) == (0, "solved") and positions > 0
    assert re.match(r"^\d+ moves:$", rest[0])
    assert main(["replay", f"paciencia://{code}", str(out)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("won: yes")


def test_a_lost_pyramid_deal_is_unsolvable(capsys: pytest.CaptureFixture[str]) -> None:
    rc, verdict, positions, _seconds, rest = solve(capsys, "paciencia://pyramid/8", "--seconds", "20")
    assert (rc, verdict, rest) == (1, "unsolvable", [])
    assert positions >= 1


def test_a_blocked_klondike_position_is_unsolvable(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # The Ace of spades lies face down under the King and no column can empty.
    cols = tuple((card_id(r, SPADES), card_id(k, SPADES)) for r, k in ((1, 13), (3, 12), (5, 10), (7, 8), (9, 6),
                                                                        (11, 4))) + ((card_id(2, SPADES),),)
    stock = tuple(card_id(r, DIAMONDS) for r in (13, 12, 11))
    blocked = KlondikePosition(cols, (1, 1, 1, 1, 1, 1, 0), stock, (), (13, 10, 13, 0), 1)
    path = tmp_path / "blocked.txt"
    path.write_text(KlondikeRules(1, 0).format_position(blocked), encoding="utf-8")
    rc, verdict, _positions, _seconds, _rest = solve(capsys, "paciencia://klondike/1", "--position", str(path),
                                                     "--seconds", "20")
    assert (rc, verdict) == (1, "unsolvable")


@pytest.mark.parametrize("code", ["klondike/12", "freecell/11982", "spider/1?suits=4", "pyramid/14"])
def test_the_position_budget_is_kept_and_reported(capsys: pytest.CaptureFixture[str], code: str) -> None:
    rc, verdict, positions, _seconds, _rest = solve(capsys, f"paciencia://{code}", "--budget", "40")
    assert (rc, verdict) == (1, "unknown")
    assert positions == 40


def test_the_time_budget_is_kept_and_reported(capsys: pytest.CaptureFixture[str]) -> None:
    rc, verdict, _positions, seconds, _rest = solve(capsys, "paciencia://freecell/11982", "--seconds", "0.3")
    assert (rc, verdict) == (1, "unknown")
    assert 0.25 <= seconds < 1.5
