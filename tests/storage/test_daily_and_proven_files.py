"""T-3 for what B-3/B-4 store: the statistics' daily deals (format 3) and the guaranteed
deals found (``proven_deals.json``, a cache): read, or set aside, never a crash."""

import json
from datetime import date

import pytest

from paciencia import __version__
from paciencia.storage import files
from paciencia.storage.proven_deals import load_proven_deals, path, save_proven_deals
from paciencia.storage.stats import load_statistics, save_statistics

KEY = "klondike?draw=1&passes=0"
CODE = "paciencia://klondike/5?draw=1&passes=0&guaranteed=1"
TEMPLATE = "klondike?draw=1&passes=0&guaranteed=1"


def doc(kind, version, data):
    return json.dumps({"format": kind, "version": version, "data": data})


def write(where, text):
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text(text)


def test_a_format_2_statistics_file_has_played_no_daily_deal():
    write(files.data_dir() / "statistics.json", doc("paciencia-statistics", 2, {"variants": {}}))
    stats, notice = load_statistics()
    assert notice is None and stats.daily == {}
    stats.record_daily(KEY, date(2026, 5, 1), True)
    save_statistics(stats)
    again, notice = load_statistics()
    assert notice is None and again.daily == {KEY: {"2026-05-01": True}}


@pytest.mark.parametrize("daily", [
    {KEY: {"2026-13-01": True}}, {KEY: {"yesterday": True}}, {KEY: {"2026-05-01": "yes"}},
    {KEY: []}, {"no such game": {"2026-05-01": True}}, [],
])
def test_a_bad_daily_record_never_crashes(daily):
    write(files.data_dir() / "statistics.json", doc("paciencia-statistics", 3, {"variants": {}, "daily": daily}))
    stats, notice = load_statistics()
    assert all(date.fromisoformat(d) for days in stats.daily.values() for d in days)
    assert stats.daily == {} and notice is not None


def proven(ready, app=__version__, version=2, **more):
    write(path(), doc("paciencia-proven-deals", version, {"app": app, "ready": ready, **more}))
    return load_proven_deals()


def test_ready_codes_round_trip_and_what_does_not_fit_the_games_is_dropped():
    deals = proven({TEMPLATE: CODE})
    assert deals.ready == {TEMPLATE: CODE} and deals.found == {}
    save_proven_deals(deals)
    assert load_proven_deals() == deals
    # Not guaranteed, not canonical, of another variant, not a code.
    deals = proven({
        "klondike?draw=1&passes=0&guaranteed=0": "paciencia://klondike/5?draw=1&passes=0&guaranteed=0",
        TEMPLATE: "paciencia://klondike/5?guaranteed=1&draw=1&passes=0",
        "klondike?draw=3&passes=0&guaranteed=1": CODE,
        "nope": "paciencia://nope/6",
    })
    assert deals.ready == {}


def test_no_stored_answer_is_believed_c2():
    """Format 1 stored which candidate a code deals: read now, it is forgotten (the search
    decides, issue 23 item 10); the ready codes are kept as the numbers New game deals."""
    deals = proven({TEMPLATE: CODE}, version=1, found={CODE: {"candidate": 7, "proven": True}})
    assert deals.found == {} and deals.ready == {TEMPLATE: CODE}
    save_proven_deals(deals)
    assert "found" not in json.loads(path().read_text())["data"]


@pytest.mark.parametrize("text", [b"\x00garbage", b'{"format": "paciencia-proven-deals", "version": 1, "da',
                                  b"[" * 100_000, doc("paciencia-proven-deals", 2, {"app": "x", "found": 5}).encode(),
                                  doc("paciencia-proven-deals", 1, {"ready": 5}).encode()])
def test_a_damaged_cache_is_dropped_quietly(text):
    path().parent.mkdir(parents=True, exist_ok=True)
    path().write_bytes(text)
    deals = load_proven_deals()
    assert deals.found == {} and deals.ready == {}
    assert list(path().parent.iterdir()) == []  # dropped, not set aside: it is rebuilt
