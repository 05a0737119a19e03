"""Hand-made positions near the end of a game, for playing to a win through the UI."""

from __future__ import annotations

from paciencia.core.cards import card_id
from paciencia.core.games.freecell.position import FreeCellPosition
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.pyramid.board import FULL_MASK, PyramidPosition
from paciencia.core.games.spider.position import SpiderPosition

C, D, H, S = 0, 1, 2, 3


def klondike_near_win() -> KlondikePosition:
    """K♥ and Q♥ in the stock (Q♥ drawn first), K♠ and Q♠ on column 1, J♠ on column 2."""
    tableau = ((card_id(13, S), card_id(12, S)), (card_id(11, S),)) + ((),) * 5
    return KlondikePosition(tableau, (0,) * 7, (card_id(13, H), card_id(12, H)), (), (13, 13, 11, 10), 1)


def freecell_near_win() -> FreeCellPosition:
    columns = ((card_id(13, H),),) + ((),) * 7
    return FreeCellPosition(columns, (card_id(13, S), -1, -1, -1), (13, 13, 12, 12))


def spider_near_win() -> SpiderPosition:
    """Seven runs done; K♠…2♠ on column 1 and A♠ on column 2."""
    run = tuple(card_id(r, S) for r in range(13, 1, -1))
    columns = (run, (card_id(1, S),)) + ((),) * 8
    return SpiderPosition(columns, (0,) * 10, (), (S,) * 7)


def pyramid_near_win() -> PyramidPosition:
    """Only p21 (6♣) and p22 (7♦) left in the pyramid; K♥ in the stock."""
    keep = {21: card_id(6, C), 22: card_id(7, D)}
    pyramid = tuple(keep.get(k, -1) for k in range(28))
    mask = (1 << 21) | (1 << 22)
    used = set(keep.values()) | {card_id(13, H)}
    discard = tuple(c for c in range(52) if c not in used)
    assert mask & FULL_MASK == mask
    return PyramidPosition(pyramid, mask, (card_id(13, H),), (), discard, 1)
