"""core.placement: the best place for a tapped card (U-2), no Qt."""

from paciencia.core.cards import card_id
from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.core.games.freecell.position import FreeCellPosition
from paciencia.core.placement import best_move


def _sizes_tops(pos):
    sizes = {f"t{i}": len(c) for i, c in enumerate(pos.columns)}
    tops = {f"t{i}": (c[-1] if c else None) for i, c in enumerate(pos.columns)}
    sizes |= {f"c{i}": int(c >= 0) for i, c in enumerate(pos.cells)}
    tops |= {f"c{i}": (c if c >= 0 else None) for i, c in enumerate(pos.cells)}
    return sizes, tops


def test_foundation_first_then_building_column_then_cell():
    rules = Game(GameCode.make("freecell", 1)).rules
    ace, six, seven = card_id(1, 2), card_id(6, 1), card_id(7, 0)
    rest = [c for c in range(52) if c not in (ace, six, seven)]
    columns = ((ace,), (six,), (seven,), tuple(rest[:20]), tuple(rest[20:40]), tuple(rest[40:])) + ((),) * 2
    pos = FreeCellPosition(columns, (-1,) * 4, (0, 0, 0, 0))
    sizes, tops = _sizes_tops(pos)
    assert best_move(rules, pos, "t0", 1, sizes, tops).dst == "f2"  # the ace goes up
    assert best_move(rules, pos, "t1", 1, sizes, tops).dst == "t2"  # 6♦ builds on 7♣
    move = best_move(rules, pos, "t2", 1, sizes, tops)
    assert move.dst == "c0"  # nothing to build on: a free cell before an empty column
