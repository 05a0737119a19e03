"""C-2 and F-2: reproducible deals."""

from collections import Counter

from paciencia.core.cards import id_text
from paciencia.core.shuffle import Generator, microsoft_deal, shuffled, shuffles, spider_deck


def test_generator_first_outputs_are_pinned():
    # The documented LCG, by hand: state 1 -> 1*M + I mod 2^64, output >> 33.
    g = Generator(1)
    expected = ((6364136223846793005 + 1442695040888963407) % 2**64) >> 33
    assert g.next() == expected
    assert [Generator(7).next() for _ in range(2)] == [Generator(7).next()] * 2


def test_project_shuffle_pinned():
    # Pinned so a change of algorithm (which would change every game code's
    # deal) cannot pass unnoticed.
    assert " ".join(id_text(c) for c in shuffled(1)[:10]) == PINNED_1
    assert sorted(shuffled(12345)) == list(range(52))


PINNED_1 = "8H 3D KD JS 8D QS JD 6C 3H 7S"


def test_candidates_continue_the_stream():
    stream = shuffles(5)
    first, second = next(stream), next(stream)
    assert first == shuffled(5) and second != first
    g = Generator(5)
    g.shuffle(list(range(52)))
    assert g.shuffle(list(range(52))) == second


def test_spider_decks_s1():
    for suits, expect in ((1, {"S": 104}), (2, {"S": 52, "H": 52}), (4, {"S": 26, "H": 26, "C": 26, "D": 26})):
        deck = spider_deck(suits)
        assert len(deck) == 104
        assert Counter(id_text(c)[1] for c in deck) == expect
        assert all(n == 104 // (13 * suits) for n in Counter(deck).values())


def test_microsoft_deals_f2():
    def rows(n):
        d = [id_text(c) for c in microsoft_deal(n)]
        return [" ".join(d[i:i + 8]) for i in range(0, 52, 8)]

    assert rows(1)[0] == "JD 2D 9H JC 5D 7H 7C 5H"
    assert rows(1)[-1] == "6S 9C 2H 6H"
    assert rows(617)[0] == "7D AD 5C 3S 5S 8C 2D AH"
    assert rows(617)[-1] == "JD KS KC 4H"
