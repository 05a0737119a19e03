"""core.placement: the best place for a tapped card (U-2), no Qt."""

from paciencia.core.cards import card_id
from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.core.games.freecell.position import FreeCellPosition
from paciencia.core.placement import best_move


def _kinds(game):
    """Each pile's kind, in the order the game's layout declares them."""
    return {spec.pile: spec.kind for spec in game.code.info.layout(game.rules, game.options).piles}


def _sizes_tops(pos):
    sizes = {f"t{i}": len(c) for i, c in enumerate(pos.columns)}
    tops = {f"t{i}": (c[-1] if c else None) for i, c in enumerate(pos.columns)}
    sizes |= {f"c{i}": int(c >= 0) for i, c in enumerate(pos.cells)}
    tops |= {f"c{i}": (c if c >= 0 else None) for i, c in enumerate(pos.cells)}
    return sizes, tops


def test_foundation_first_then_building_column_then_cell():
    game = Game(GameCode.make("freecell", 1))
    rules, kinds = game.rules, _kinds(game)
    ace, six, seven = card_id(1, 2), card_id(6, 1), card_id(7, 0)
    rest = [c for c in range(52) if c not in (ace, six, seven)]
    columns = ((ace,), (six,), (seven,), tuple(rest[:20]), tuple(rest[20:40]), tuple(rest[40:])) + ((),) * 2
    pos = FreeCellPosition(columns, (-1,) * 4, (0, 0, 0, 0))
    sizes, tops = _sizes_tops(pos)
    assert best_move(rules, pos, "t0", 1, sizes, tops, kinds).dst == "f2"  # the ace goes up
    assert best_move(rules, pos, "t1", 1, sizes, tops, kinds).dst == "t2"  # 6♦ builds on 7♣
    move = best_move(rules, pos, "t2", 1, sizes, tops, kinds)
    assert move.dst == "c0"  # nothing to build on: a free cell before an empty column


def test_the_nearest_column_to_the_right_follows_the_declared_order_not_the_names():
    """Issue 26 §2: shared code asks the layout's declaration; a game whose columns were
    declared right to left would send the card the other way."""
    game = Game(GameCode.make("freecell", 1))
    six, clubs, spades = card_id(6, 1), card_id(7, 0), card_id(7, 3)
    rest = [c for c in range(52) if c not in (six, clubs, spades)]
    columns = ((), (six,), (clubs,), tuple(rest[:20]), (spades,), tuple(rest[20:40]), tuple(rest[40:]), ())
    pos = FreeCellPosition(columns, (-1,) * 4, (0, 0, 0, 0))
    sizes, tops = _sizes_tops(pos)
    kinds = _kinds(game)
    assert best_move(game.rules, pos, "t1", 1, sizes, tops, kinds).dst == "t2"
    reversed_kinds = dict(reversed(list(kinds.items())))
    assert best_move(game.rules, pos, "t1", 1, sizes, tops, reversed_kinds).dst == "t4"
