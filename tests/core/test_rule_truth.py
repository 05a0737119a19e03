"""One truth per rule (issue 26 §3, C-4): for every registered game and variant, a refusal
comes exactly when the move is not among the legal moves, and always with its own words.

``core/rules/base.py`` derives ``legal_moves``, ``is_legal``, ``apply`` and ``why_illegal``
from each game's ``moves_from``; the game's ``explain_refusal`` only words a refusal. These
tests play random lines through the rules and, at every position, try the legal moves, moves
that nearly are (one card more or fewer, back the other way, to another pile) and moves
between any piles with any count, legal or garbage.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rule_variants import variants  # same folder: pytest puts it on the path

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.moves import IllegalMove, Move
from paciencia.core.options import DEAL, RULES
from paciencia.core.rules.base import NOT_ALLOWED, Rules

VARIANTS = variants((DEAL, RULES))


def _game(variant: tuple[str, dict[str, object]]) -> Game:
    code, options = variant
    return Game(parse(code), options)  # type: ignore[arg-type]


def _piles() -> list[str]:
    piles: set[str] = {"nowhere", ""}
    for variant in VARIANTS:
        game = _game(variant)
        piles |= set(game.code.info.layout(game.rules, game.options).by_id)
        piles |= {p for m in game.rules.legal_moves(game.position) for p in (m.src, m.dst)}
    return sorted(piles)


PILES = _piles()
"""Every pile id any registered game uses (and two none has): a game is also offered the others'."""

TRIES = st.lists(st.tuples(st.sampled_from(PILES), st.sampled_from(PILES), st.integers(-1, 15)), max_size=25)


def near_misses(legal: list[Move], piles: list[str]) -> set[Move]:
    """Moves one step away from a legal one: a card more or fewer, back the other way, or
    to the pile after its destination."""
    out: set[Move] = set()
    for m in legal:
        out |= {Move(m.src, m.dst, m.count + 1), Move(m.src, m.dst, m.count - 1), Move(m.dst, m.src, m.count)}
        nxt = piles[(piles.index(m.dst) + 1) % len(piles)] if m.dst in piles else "nowhere"
        out.add(Move(m.src, nxt, m.count))
    return out


def check_position(rules: Rules[Any], pos: Any, tries: list[tuple[str, str, int]]) -> None:
    legal = rules.legal_moves(pos)
    assert len(set(legal)) == len(legal), "a legal move is listed twice"
    by_source = [m for src in rules.sources(pos) for m in rules.moves_from(pos, src)]
    assert legal == by_source
    allowed = set(legal)
    for src in PILES:  # sources() leaves out no pile that has a move
        assert all(m.src == src and m in allowed for m in rules.moves_from(pos, src)), src
    for move in allowed:
        assert rules.is_legal(pos, move) and rules.why_illegal(pos, move) is None, move
    for move in near_misses(legal, PILES) | {Move(*t) for t in tries}:
        why = rules.why_illegal(pos, move)
        assert (why is None) == (move in allowed), move
        assert rules.is_legal(pos, move) == (move in allowed), move
        if why is None:
            continue
        # The game's own words, never the fallback: they found the fault the rules judged.
        assert rules.explain_refusal(pos, move) is not None, (move, rules.format_position(pos))
        assert why.msgid != NOT_ALLOWED and str(why).strip(), move
        with pytest.raises(IllegalMove) as refused:
            rules.apply(pos, move)
        assert refused.value.reason == why


def _label(variant: tuple[str, dict[str, object]]) -> str:
    code, options = variant
    return code.split("://")[1] + "".join(f"&{k}={v}" for k, v in options.items())


@pytest.mark.parametrize("variant", VARIANTS, ids=_label)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(length=st.integers(0, 150), rnd=st.randoms(use_true_random=False), tries=TRIES)
def test_a_move_is_refused_exactly_when_it_is_not_legal_and_always_with_a_reason(
    variant: tuple[str, dict[str, object]], length: int, rnd: random.Random, tries: list[tuple[str, str, int]]
) -> None:
    game = _game(variant)
    rules, pos = game.rules, game.position
    check_position(rules, pos, tries)
    for _ in range(length):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, rnd.choice(moves)).position
        check_position(rules, pos, tries)
