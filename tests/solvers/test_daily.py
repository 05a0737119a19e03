"""The daily deal (B-4): the documented mapping pinned for a few dates, the command line,
and the daily streak in the statistics."""

from __future__ import annotations

import hashlib
from datetime import date

import pytest

from paciencia.cli import main
from paciencia.core import registry
from paciencia.core.codes import parse
from paciencia.core.daily import daily_code, daily_day, daily_number, mapping_text, variant
from paciencia.storage.stats import Statistics

MAY_1 = date(2026, 5, 1)


# -- the mapping, pinned (the same on every machine, for ever) -------------------------------
@pytest.mark.parametrize(("day", "game", "options", "code"), [
    (MAY_1, "klondike", {}, "paciencia://klondike/481514?draw=1&passes=0&guaranteed=1"),
    (MAY_1, "klondike", {"draw": 3, "passes": 1}, "paciencia://klondike/54423?draw=3&passes=1&guaranteed=1"),
    (MAY_1, "freecell", {}, "paciencia://freecell/10073?guaranteed=1"),
    (MAY_1, "spider", {"suits": 4}, "paciencia://spider/662984?suits=4&guaranteed=1"),
    (MAY_1, "pyramid", {"level": "easy"}, "paciencia://pyramid/1968?level=easy"),
    (date(2026, 12, 1), "klondike", {}, "paciencia://klondike/974015?draw=1&passes=0&guaranteed=1"),
    (date(2026, 12, 1), "spider", {"suits": 2}, "paciencia://spider/560625?suits=2&guaranteed=1"),
    (date(2027, 1, 1), "freecell", {}, "paciencia://freecell/23029?guaranteed=1"),
    (date(2027, 1, 1), "pyramid", {"level": "standard"}, "paciencia://pyramid/2170?level=standard"),
])
def test_the_mapping_is_pinned(day: date, game: str, options: dict[str, object], code: str) -> None:
    assert str(daily_code(game, options, day)) == code


def test_the_mapping_is_the_documented_digest() -> None:
    """Steps 1-4 of core/daily.py, redone by hand: ``sha256sum`` of the text."""
    text = "paciencia daily 2026-05-01 klondike?draw=1&passes=0"
    assert mapping_text("klondike", {}, MAY_1) == text
    r = int(hashlib.sha256(text.encode()).hexdigest()[:16], 16)
    assert daily_number("klondike", {}, MAY_1) == r % 1_000_000 + 1 == 481514
    r = int(hashlib.sha256(b"paciencia daily 2026-05-01 freecell").hexdigest()[:16], 16)
    assert daily_number("freecell", {}, MAY_1) == r % 32_000 + 1
    assert [variant(g, {}) for g in ("freecell", "spider")] == ["freecell", "spider?suits=1"]


@pytest.mark.parametrize("game", registry.ids())
def test_one_deal_a_day_per_variant_and_every_day_another(game: str) -> None:
    days = [date(2026, 1, d) for d in range(1, 11)]
    codes = [daily_code(game, {}, d) for d in days]
    assert len({c.number for c in codes}) == len(codes)
    assert all(daily_code(game, {}, d) == c for d, c in zip(days, codes, strict=True))
    assert daily_day(codes[3], days[3]) == days[3] and daily_day(codes[3], days[4]) == days[3]
    assert daily_day(codes[3], days[5]) is None  # two days late: no longer that day's deal


def test_a_listed_pyramid_deal_needs_no_search_and_random_is_guaranteed() -> None:
    from paciencia.core.games.pyramid.levels import numbers

    easy = daily_code("pyramid", {"level": "easy"}, MAY_1)
    assert easy.number in numbers("easy") and easy.option("guaranteed") == "0" and "guaranteed" not in str(easy)
    assert daily_code("pyramid", {"level": "random"}, MAY_1).option("guaranteed") == "1"


# -- the command line ---------------------------------------------------------------------------
def test_cli_prints_the_days_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "klondike", "--date", "2026-05-01"]) == 0
    assert capsys.readouterr().out == "paciencia://klondike/481514?draw=1&passes=0&guaranteed=1\n"
    assert main(["daily", "Spider", "--suits", "4", "--date", "2026-05-01"]) == 0
    assert capsys.readouterr().out.strip() == "paciencia://spider/662984?suits=4&guaranteed=1"
    assert main(["daily", "klondike", "--draw=3", "--passes", "1", "--date", "2026-05-01"]) == 0
    assert parse(capsys.readouterr().out.strip()).number == 54423
    # An option not given takes a new player's setting (Pyramid: Standard), as the chooser shows.
    assert main(["daily", "pyramid", "--date", "2026-05-01"]) == 0
    assert capsys.readouterr().out.strip() == "paciencia://pyramid/1358?level=standard"
    assert main(["daily", "freecell"]) == 0
    assert capsys.readouterr().out.strip() == str(daily_code("freecell", {}, date.today()))


@pytest.mark.parametrize(("args", "says"), [
    (["--date", "2026-5-1"], "YYYY-MM-DD"),
    (["--date", "2026-02-30"], "YYYY-MM-DD"),
    (["--date", "tomorrow"], "YYYY-MM-DD"),
    (["--suits", "2"], "not an option"),
    (["--draw", "5"], "bad value"),
    (["--draw"], "needs a value"),
])
def test_cli_bad_input_is_one_clear_line(args: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["daily", "klondike", *args])
    assert done.value.code == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and says in out.err and out.err.startswith("paciencia: ")


def test_cli_unknown_game_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["daily", "golf-club"])
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "klondike" in err


# -- the statistics: a daily streak per game ----------------------------------------------------
def test_daily_streak_per_game_counts_consecutive_days_won() -> None:
    s = Statistics()
    for d, won in ((1, True), (2, True), (3, False), (4, True), (5, True), (6, True)):
        s.record_daily("klondike?draw=1&passes=0", date(2026, 5, d), won)
    s.record_daily("klondike?draw=3&passes=0", date(2026, 5, 7), True)  # another variant, same game
    s.record_daily("spider?suits=1", date(2026, 5, 7), True)
    assert s.daily_streak("klondike", date(2026, 5, 7)) == (4, 4)
    assert s.daily_streak("klondike", date(2026, 5, 8)) == (4, 4)  # today's may still be won
    assert s.daily_streak("klondike", date(2026, 5, 9)) == (0, 4)
    assert s.daily_streak("spider", date(2026, 5, 7)) == (1, 1)
    assert s.daily_streak("freecell", date(2026, 5, 7)) == (0, 0)
    s.record_daily("klondike?draw=1&passes=0", date(2026, 5, 3), True)  # won later: a win stays a win
    s.record_daily("klondike?draw=1&passes=0", date(2026, 5, 3), False)
    assert s.daily_result("klondike?draw=1&passes=0", date(2026, 5, 3)) is True
    assert s.daily_streak("klondike", date(2026, 5, 7)) == (7, 7)
    assert Statistics.from_dict(s.to_dict()).daily == s.daily
