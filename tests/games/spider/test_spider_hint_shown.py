"""The Spider hint a player sees (S-8, C-11): the look-ahead chooses only within
the tier S-8's order takes, and the hint names the move and says why."""

from paciencia.core.games.spider import help as spider_help
from paciencia.core.games.spider.info import INFO
from paciencia.core.games.spider.lookahead import hint as lookahead
from paciencia.core.games.spider.rules import SpiderRules
from paciencia.core.moves import Move
from paciencia.core.rules.base import Hint

R1 = SpiderRules(1)
R4 = SpiderRules(4)
IDLE = {c: "KD" for c in "abcdefghij"}  # nothing fits on a King, and no column is empty
TIER_WORDS = {v for k, v in vars(spider_help).items() if k.startswith("HINT_")}


def shown(rules: SpiderRules, pos) -> Hint:
    answer = INFO.hint_search().run(rules, pos, lambda: False)
    assert isinstance(answer, Hint)  # worded on the worker: the window shows it as it is
    return answer


def pos_of(**cols: str):
    lines = ["stock: " + "2C " * 10, "runs: "] + [f"{c}: {cols.get(c, '')}" for c in "abcdefghij"]
    return R4.parse_position("\n".join(lines))


def test_a_card_turn_comes_first_even_when_the_look_ahead_prefers_a_join_later():
    # The look-ahead would first move 5♦ away so that 5♠ later turns its card
    # onto its own suit; S-8 puts the card turn available now first.
    pos = pos_of(**{**IDLE, "a": "[KH] 5S", "b": "6H", "c": "6S 5D"})
    assert lookahead(R4, pos) == Move("t2", "t1")
    h = shown(R4, pos)
    assert h.move == Move("t0", "t1")
    assert str(h.message) == "Move 5♠ onto 6♥: it turns a face-down card."


def test_the_look_ahead_picks_among_the_moves_of_the_best_tier_and_says_why():
    pos = R1.deal(R1.deal_order(1))
    outside = 0
    for _ in range(16):
        picks = spider_help.best_tier(R1, pos)
        h = shown(R1, pos)
        assert picks and h.move in [p.move for p in picks]
        assert h.message.msgid in TIER_WORDS and str(h.message).startswith(("Move ", "Deal "))
        ahead = lookahead(R1, pos)
        outside += ahead is not None and ahead not in [p.move for p in picks]
        pos = R1.apply(pos, h.move).position
    assert outside  # the look-ahead alone would have broken S-8's order here
