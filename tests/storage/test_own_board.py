"""TP-9, GF-5: TriPeaks' and Golf's points are on scales of their own, so each keeps a Top 5 of
its own beside C-10's shared one; a win enters its game's board and ranks there."""

from __future__ import annotations

from typing import Any

from paciencia.storage.leaderboard import TOP, Entry, add_entry, board_of, load_leaderboard, save_leaderboard, top

CODES = {"freecell": "paciencia://freecell/1", "tripeaks": "paciencia://tripeaks/1?wrap=1",
         "golf": "paciencia://golf/1?queens=0&wrap=0"}
VARIANTS = {"freecell": "freecell", "tripeaks": "tripeaks?wrap=1", "golf": "golf?queens=0&wrap=0"}


def entry(game: str, score: int, name: str) -> Entry:
    return Entry(score, CODES[game], VARIANTS[game], "2024-01-01T00:00:00", 100, 90, name)


def test_each_game_of_its_own_scale_has_its_own_top_5(home: Any) -> None:
    assert (board_of("freecell"), board_of("klondike?draw=1&passes=0")) == ("", "")
    assert (board_of("tripeaks?wrap=1"), board_of("golf?queens=0&wrap=0")) == ("tripeaks", "golf")
    board: list[Entry] = []
    for n in range(TOP):
        assert add_entry(board, entry("freecell", 1000 + n, f"f{n}")) == 0
    # a TriPeaks score far below the shared board's last still enters its own, first
    assert add_entry(board, entry("tripeaks", 60, "t0")) == 0
    assert add_entry(board, entry("golf", 195, "g0")) == 0
    assert add_entry(board, entry("tripeaks", 90, "t1")) == 0
    assert add_entry(board, entry("freecell", 10, "late")) is None
    assert [e.player for e in top(board, "tripeaks")] == ["t1", "t0"]
    assert [e.player for e in top(board, "")] == [f"f{n}" for n in reversed(range(TOP))]
    for n in range(TOP):
        add_entry(board, entry("tripeaks", 100 + n, f"t{n + 2}"))
    assert len(top(board, "tripeaks")) == TOP and "t0" not in [e.player for e in board]
    assert len(board) == 3 * TOP - 4  # five shared, five TriPeaks, one Golf
    save_leaderboard(board)
    back, notice = load_leaderboard()
    assert notice is None and back == board
