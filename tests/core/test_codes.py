"""C-2: game codes parse, print and round-trip; malformed codes say what is wrong."""

import pytest

from paciencia.core.codes import GameCode, GameCodeError, check_pyramid_level, parse

CANONICAL = [
    "paciencia://klondike/1?draw=1&passes=0&guaranteed=0",
    "paciencia://klondike/987654?draw=3&passes=3&guaranteed=1",
    "paciencia://klondike/2?draw=1&passes=99&guaranteed=0",
    "paciencia://freecell/11982",
    "paciencia://spider/42?suits=1",
    "paciencia://spider/42?suits=2",
    "paciencia://spider/42?suits=4",
    "paciencia://pyramid/7?level=easy",
    "paciencia://pyramid/7?level=standard",
    "paciencia://pyramid/7?level=random",
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
    ("paciencia://spider/1?suits=1&", "name=value"),
]


@pytest.mark.parametrize("text,fragment", BAD)
def test_malformed_codes_name_the_wrong_part(text, fragment):
    with pytest.raises(GameCodeError) as e:
        parse(text)
    assert fragment in str(e.value)
    assert isinstance(e.value, ValueError)


def test_pyramid_level_lists_p10():
    lists = {"easy": frozenset({3, 9}), "standard": frozenset({3, 4, 9})}
    check_pyramid_level(parse("paciencia://pyramid/4?level=standard"), lists)
    check_pyramid_level(parse("paciencia://pyramid/4?level=random"), lists)
    with pytest.raises(GameCodeError, match="not in the easy list"):
        check_pyramid_level(parse("paciencia://pyramid/4?level=easy"), lists)


def test_variant_excludes_deal_number_and_guarantee():
    assert parse("paciencia://klondike/9?draw=3&passes=3&guaranteed=1").variant == "draw=3&passes=3"
    assert parse("paciencia://freecell/9").variant == ""
