"""C-2: game codes parse, print and round-trip; malformed codes say what is wrong."""

import pytest

from paciencia.core.codes import GameCode, GameCodeError, parse

CANONICAL = [
    "paciencia://klondike/1?draw=1&passes=0&guaranteed=0",
    "paciencia://klondike/987654?draw=3&passes=3&guaranteed=1",
    "paciencia://klondike/2?draw=1&passes=99&guaranteed=0",
    "paciencia://freecell/11982",
    "paciencia://spider/42?suits=1",
    "paciencia://spider/42?suits=2",
    "paciencia://spider/42?suits=4",
    "paciencia://pyramid/17?level=easy",
    "paciencia://pyramid/1?level=standard",
    "paciencia://pyramid/7?level=random",
    "paciencia://freecell/8589934591",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_round_trip(text):
    assert str(parse(text)) == text


def test_defaults_and_any_order():
    assert str(parse("paciencia://klondike/5")) == "paciencia://klondike/5?draw=1&passes=0&guaranteed=0"
    assert parse("paciencia://klondike/5?passes=3&draw=3") == GameCode.make("klondike", 5, draw=3, passes=3)
    assert parse("  PACIENCIA://Spider/3?suits=4 ").int_option("suits") == 4


BAD = [
    ("klondike/1", "starts with"),
    ("http://klondike/1", "starts with"),
    ("paciencia://solitaire/1", "Unknown game “solitaire”"),
    ("paciencia://klondike/", "no deal number"),
    ("paciencia://klondike", "no deal number"),
    ("paciencia://klondike/0", "“0”"),
    ("paciencia://klondike/-3", "“-3”"),
    ("paciencia://klondike/abc", "“abc”"),
    ("paciencia://klondike/1.5", "“1.5”"),
    ("paciencia://klondike/١٢", "positive whole number"),
    ("paciencia://klondike/12/x", "“/x”"),
    ("paciencia://klondike/12#top", "“#top”"),
    ("paciencia://klondike/1?draw=2", "Bad value “2” for option “draw”"),
    ("paciencia://klondike/1?passes=100", "Bad value “100” for option “passes”: use 0–99"),
    ("paciencia://klondike/1?guaranteed=yes", "option “guaranteed”"),
    ("paciencia://klondike/1?suits=1", "Unknown option “suits” for klondike"),
    ("paciencia://freecell/1?draw=1", "Unknown option “draw” for freecell"),
    ("paciencia://spider/1?suits=3", "Bad value “3” for option “suits”"),
    ("paciencia://spider/1?suits=1&suits=2", "given twice"),
    ("paciencia://pyramid/1?level=hard", "Bad value “hard” for option “level”"),
    ("paciencia://spider/1?suits", "name=value"),
    ("paciencia://spider/1?suits=1&", "An option is empty"),
    ("paciencia://klondike/1?draw=1&&passes=0", "nothing stands between two “&”"),
    ("paciencia://klondike/1?", "An option is empty"),
    ("paciencia://freecell/8589934592", "from 1 to 8589934591"),
    ("paciencia://klondike/18446744073709551616", "from 1 to 18446744073709551615"),
    ("paciencia://klondike/" + "9" * 4301, "from 1 to"),
    ("paciencia://pyramid/3?level=standard", "not in the standard list"),
    ("paciencia://pyramid/1?level=easy", "not in the easy list"),
]


@pytest.mark.parametrize("text,fragment", BAD)
def test_malformed_codes_name_the_wrong_part(text, fragment):
    with pytest.raises(GameCodeError) as e:
        parse(text)
    assert fragment in str(e.value)
    assert isinstance(e.value, ValueError)


def test_pyramid_level_lists_are_checked_by_the_core_p10():
    assert parse("paciencia://pyramid/3?level=random").number == 3  # Random: any shuffle
    with pytest.raises(GameCodeError, match="not in the easy list"):
        GameCode.make("pyramid", 1, level="easy")


@pytest.mark.parametrize("text", [
    "paciencia://klondike/" + "7" * 5000,
    "paciencia://klondike/1?" + "x" * 5000 + "=1",
    "paciencia://" + "y" * 5000 + "/1",
    "paciencia://klondike/1?draw=" + "3" * 5000,
])
def test_error_messages_quote_at_most_60_characters_c2(text):
    with pytest.raises(GameCodeError) as e:
        parse(text)
    quoted = [part for part in str(e.value).split("“")[1:]]
    assert quoted and all(len(q.split("”")[0]) <= 60 for q in quoted)
    assert len(str(e.value)) < 300


def test_variant_excludes_deal_number_and_guarantee():
    assert parse("paciencia://klondike/9?draw=3&passes=3&guaranteed=1").variant == "draw=3&passes=3"
    assert parse("paciencia://freecell/9").variant == ""
