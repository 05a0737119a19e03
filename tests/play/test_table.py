"""The table's decisions without a window (issue 26 §1): each operation on the game in play
answers what the player should see (a table dealt or slid or stepped, a message, marks, a
banner, the end of the round), and the rules alone decide it (C-4, C-13, C-7, C-11, P-7).
"""

from __future__ import annotations

import random

import pytest

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.kinds import BannerAction, StepKind
from paciencia.core.moves import Move
from paciencia.play.clock import GameClock
from paciencia.play.effects import HIDDEN, SILENCE, Effects, Outcome, Pace, Show
from paciencia.play.table import CANNOT_WIN, LOCKED, Table
from ui.positions import freecell_near_win, klondike_near_win  # tests/ui/positions.py: no Qt


class Hand:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def dealt(code: str, position: object = None, hand: Hand | None = None) -> tuple[Table, Game, Effects]:
    game = Game(parse(code)) if position is None else Game.from_position(parse(code), position)
    table = Table(GameClock(hand) if hand is not None else None)
    return table, game, table.new_game(game)


def test_a_new_deal_is_dealt_with_its_drop_targets_and_no_banner() -> None:
    table, game, fx = dealt("paciencia://klondike/7")
    assert fx.show == Show.DEAL and fx.state == table.table_state()
    assert fx.moved and fx.legal == tuple(game.rules.legal_moves(game.position))
    assert fx.banner == HIDDEN and fx.outcome is None and fx.changed
    _table, _game, still = dealt("paciencia://klondike/7")
    assert Table().new_game(Game(parse("paciencia://klondike/7")), animate=False).show == Show.STILL
    assert still.state == fx.state


def test_a_legal_move_is_shown_step_by_step_and_clears_the_status_line() -> None:
    table, game, _ = dealt("paciencia://klondike/7")
    move = game.rules.legal_moves(game.position)[0]
    fx = table.play(move)
    assert game.moves == 1 and fx.show == Show.STEPS and fx.pace == Pace.MOVE
    assert fx.steps and fx.steps[-1].state == table.table_state() == fx.state
    assert fx.message == SILENCE and fx.legal == tuple(game.rules.legal_moves(game.position))


def test_a_refused_drop_says_the_rules_reason_and_changes_nothing() -> None:
    table, game, _ = dealt("paciencia://klondike/7")
    legal = game.rules.legal_moves(game.position)
    before = game.position
    move = next(Move(a, b) for a in ("t0", "t1", "t2") for b in ("t3", "t4", "f0") if Move(a, b) not in legal)
    fx = table.drop(move)
    why = game.rules.why_illegal(before, move)
    assert why is not None and fx.message is not None and str(fx.message) == str(why)
    assert fx.show is None and not fx.moved and game.position == before and game.moves == 0


def test_a_tap_sends_the_card_to_its_best_place_and_the_win_is_told_once() -> None:
    hand = Hand()
    table, game, fx = dealt("paciencia://freecell/1", freecell_near_win(), hand)
    assert fx.outcome is None
    hand.now += 30
    won = table.tap("c0", 0)  # K♥ to its foundation: the K♠ in its cell follows by itself
    assert won.outcome == Outcome.WON and won.banner == HIDDEN and game.won
    assert [s.kind for s in won.steps] == [StepKind.MOVE, StepKind.MOVE]
    assert not any(p for pile, p in won.state.piles.items() if not pile.startswith("f"))
    hand.now += 60
    assert table.clock.elapsed() == 0.0  # the clock started with the move and stopped with the win
    for after in (table.tap("f3", 12), table.undo(), table.stock(), table.auto(), table.resign()):
        assert after == Effects()  # a game over takes no more moves: nothing to show, nothing recorded


def test_resigning_ends_the_round_as_a_loss_once() -> None:
    table, game, _ = dealt("paciencia://klondike/7")
    table.play(game.rules.legal_moves(game.position)[0])
    fx = table.resign()
    assert fx.outcome == Outcome.LOST and fx.banner == HIDDEN and game.over
    assert table.resign() == Effects()


def test_undo_slides_back_clears_what_was_said_and_drops_the_hint() -> None:
    table, game, _ = dealt("paciencia://klondike/7")
    start = table.table_state()
    table.play(game.rules.legal_moves(game.position)[0])
    hint = table.show_hint(game.hint())
    assert hint.hint is not None and hint.marks is not None and (hint.marks.hint_cards or hint.marks.hint_piles)
    fx = table.undo()
    assert fx.show == Show.SLIDE and fx.state == start and fx.message == SILENCE
    assert fx.marks is not None and not fx.marks.hint_cards and not fx.marks.hint_piles
    assert table.undo() == Effects()  # nothing left to undo
    assert table.redo().show == Show.SLIDE and game.moves == 1


def test_a_hint_rings_the_cards_it_names_until_it_has_been_seen() -> None:
    table, game, _ = dealt("paciencia://freecell/1", freecell_near_win())
    hint = game.hint()
    assert hint.move is not None
    first = table.show_hint(hint)
    assert first.message is hint.message and first.marks is not None
    assert (hint.move.src, 0) in first.marks.hint_cards  # the card to move…
    assert hint.move.dst in first.marks.hint_piles  # …and where it goes
    second = table.show_hint(hint)
    assert table.clear_hint(first.hint or 0) == Effects()  # the first hint's time ends: the second stays
    assert table.marks().hint_cards
    assert second.hint is not None and not table.clear_hint(second.hint).marks.hint_cards  # type: ignore[union-attr]


def test_the_stock_draws_at_its_own_pace_and_says_why_when_it_cannot() -> None:
    table, game, _ = dealt("paciencia://klondike/7")
    fx = table.stock()
    assert fx.finish_animations and fx.pace == Pace.STOCK and fx.steps[0].kind == StepKind.STOCK
    assert game.moves == 1
    empty, game2, _ = dealt("paciencia://klondike/1?passes=1", klondike_near_win())
    while game2.rules.stock_move(game2.position) is not None:
        empty.stock()
    refused = empty.stock()
    assert refused.show is None and refused.message == game2.rules.stock_refusal(game2.position)


def test_a_deal_locked_from_the_start_offers_a_new_deal() -> None:
    table, game, fx = dealt("paciencia://pyramid/8?level=random")  # 2♠ under all four Jacks (P-7, P-9)
    assert fx.banner is not None and fx.banner.action == BannerAction.NEW_DEAL
    assert fx.banner.text[-1] is CANNOT_WIN and "2♠" in str(fx.banner.text[0])


@pytest.mark.parametrize("seed", [3])
def test_a_move_that_locks_a_card_offers_to_go_back_before_it(seed: int) -> None:
    """Random legal play on a Random-level deal (seed 3: deal 103 locks a card at its 25th move),
    the moves drawn from their sorted list so the line does not hang on the rules' listing order."""
    rng = random.Random(seed)
    table, game, _ = dealt(f"paciencia://pyramid/{100 + seed}?level=random")
    for _ in range(60):
        fx = table.play(rng.choice(sorted(game.rules.legal_moves(game.position), key=str)))
        if fx.banner is not None and fx.banner.action == BannerAction.GO_BACK:
            break
    else:
        pytest.fail("no move locked a card")
    assert fx.banner.text == (LOCKED,) and fx.marks is not None and fx.marks.locked
    back = table.go_back_before_mistake()
    assert back.show == Show.SLIDE and back.banner == HIDDEN and not back.marks.locked  # type: ignore[union-attr]


def test_the_clock_starts_at_the_first_move_and_pauses() -> None:
    hand = Hand()
    table, game, _ = dealt("paciencia://klondike/7", hand=hand)
    hand.now += 50  # looking at the deal is not playing it (C-7)
    assert table.clock.elapsed() == 0.0
    table.play(game.rules.legal_moves(game.position)[0])
    hand.now += 7
    table.clock.pause()
    hand.now += 100
    table.clock.resume()
    hand.now += 3
    assert table.clock.elapsed() == pytest.approx(10.0)
    resumed = Table(GameClock(hand))
    resumed.resume_game(game, 42.0)
    hand.now += 1
    assert resumed.clock.elapsed() == pytest.approx(43.0)  # a saved game's clock goes on


def test_a_pair_dropped_on_its_partner_leaves_at_the_pace_of_a_pair() -> None:
    for number in range(1, 50):  # the first deal with two exposed cards that make 13
        table, game, _ = dealt(f"paciencia://pyramid/{number}")
        layout = table.layout
        assert layout is not None
        pairs = [m for m in game.rules.legal_moves(game.position) if layout.step_kind(m) == StepKind.PAIR]
        if pairs:
            break
    fx = table.drop(pairs[0])
    assert fx.show == Show.STEPS and fx.pace == Pace.PAIR and game.moves == 1
    assert fx.steps[0].kind == StepKind.PAIR
