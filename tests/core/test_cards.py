import pytest
from hypothesis import given
from hypothesis import strategies as st

from paciencia.core.cards import RANK, RED, SUIT, Card, CardParseError, Suit, id_text


@pytest.mark.parametrize(
    "text,rank,suit",
    [("AS", 1, Suit.SPADES), ("TD", 10, Suit.DIAMONDS), ("10D", 10, Suit.DIAMONDS),
     ("qh", 12, Suit.HEARTS), ("7♥", 7, Suit.HEARTS), ("KC", 13, Suit.CLUBS)],
)
def test_parse(text, rank, suit):
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize("bad", ["", "A", "ZS", "AX", "11S", "0H", "1010H"])
def test_parse_refuses_and_quotes_input(bad):
    with pytest.raises(CardParseError) as e:
        Card.parse(bad)
    assert isinstance(e.value, ValueError)
    assert repr(bad) in str(e.value)


@given(st.integers(0, 51))
def test_id_round_trip(cid):
    c = Card.from_id(cid)
    assert c.id == cid and str(c) == id_text(cid)
    assert Card.parse(str(c)) == c
    assert RANK[cid] == c.rank and SUIT[cid] == c.suit and RED[cid] == c.is_red


def test_colours_c1():
    assert not Card.parse("AC").is_red and not Card.parse("AS").is_red
    assert Card.parse("AD").is_red and Card.parse("AH").is_red


def test_kde_element_ids():
    assert Card.parse("AS").element_id == "1_spade"
    assert Card.parse("KH").element_id == "king_heart"
    assert Card.parse("TD").element_id == "10_diamond"
