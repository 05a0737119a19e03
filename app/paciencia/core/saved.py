"""A game as plain data, for the saved game (T-4) and nothing else.

The history is stored as the moves of each step, not as positions: replaying
them through :class:`~paciencia.core.game.Game` rebuilds every snapshot
exactly (positions, floored scores, move counters, the time bonus), and the
file stays small. The deal order is stored too, so a guaranteed deal (K-14)
comes back without searching again, and so are the options the game was
played with, so a change in Preferences never changes a game under way.

Nothing in the file is trusted: the code is parsed as any typed code is,
the deal order and the starting position must hold exactly the cards of
the variant's deck (:func:`check_cards`), and every move is replayed through
the rules, which refuse an illegal one.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from . import notation
from .codes import GameCode, parse
from .game import Game
from .history import History, Snapshot
from .moves import IllegalMove, Move
from .options import DEAL, Value


class SavedGameError(ValueError):
    """The saved data does not describe a playable game."""


def check_cards(rules: Any, position: Any, deck: Sequence[int]) -> None:
    """C-1/S-1: ``position`` holds every card of ``deck`` exactly as often as the deck does.

    The shared check (:func:`paciencia.core.notation.check_cards`) for every game: a saved
    position with a card too many, too few, or of a suit the variant does not have is
    refused, whatever its pile structure.
    """
    try:
        notation.check_cards(rules.cards(position), deck)
    except notation.NotationError as e:
        raise SavedGameError(f"the cards are not the variant's deck: {e}") from None


MAX_COUNT = 10**9
"""Undos, hints, history index: a stored counter above this is not one the app wrote."""


def step_data(snap: Snapshot[Any]) -> list[list[Any]]:
    """One step of the history as stored: the moves that led to ``snap``."""
    return [[m.src, m.dst, m.count] for m in snap.actions]


def counters(game: Game, elapsed: float) -> dict[str, Any]:
    """What may change without a new step: where in the history, the counters, the clock."""
    return {
        "index": game.history.index,
        "undos": game.undos,
        "hints": game.hints,
        "solver_uses": game.solver_uses,
        "elapsed": round(elapsed, 3),
        "resigned": game.resigned,
        "proven": game.proven,
    }


def game_to_dict(game: Game, elapsed: float) -> dict[str, Any]:
    snaps = game.history.snapshots
    return {
        "code": str(game.code),
        "order": list(game.order),
        "options": dict(game.setting_options),
        "time_bonus": game.time_bonus,
        "steps": [step_data(s) for s in snaps[1:]],
        **counters(game, elapsed),
        "start": game.rules.format_position(snaps[0].position),
    }


def won_in_history(game: Game) -> bool:
    """C-5/T-5: a won game that was really played to its win in this history: it starts
    from the deal of its own order (not a position put in the file), and the winning
    position is reached by moves from there. Only such a game enters the statistics
    and the leaderboard when it is found finished at a launch."""
    snaps = game.history.snapshots
    return (
        game.won
        and game.history.index == len(snaps) - 1
        and len(snaps) > 1
        and game.moves > 0
        and snaps[0].position == game.rules.deal(game.order)
    )


def _options(data: Mapping[str, Any], code: GameCode, fallback: Mapping[str, Value] | None) -> dict[str, Value]:
    """The saved game's own options (checked one by one), else the current settings'."""
    stored = data.get("options")
    if stored is None:  # written before games kept their options
        return dict(fallback or {})
    if not isinstance(stored, dict):
        raise SavedGameError("options is not an object")
    out: dict[str, Value] = {}
    for option in code.info.options:
        if option.scope == DEAL or option.name not in stored:
            continue
        value = stored[option.name]
        if not option.accepts(value):
            raise SavedGameError(f"option {option.name} = {value!r} is not allowed")
        out[option.name] = value
    return out


def _count(data: Mapping[str, Any], key: str) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise SavedGameError(f"{key} must be a whole number from 0 to {MAX_COUNT}, not {str(value)[:40]}")
    return value


def game_from_dict(
    data: Mapping[str, Any],
    options: Mapping[str, Value] | None = None,
    time_bonus: bool = True,
) -> tuple[Game, float]:
    """Rebuild a game; raise SavedGameError (with the reason) on any inconsistency.

    ``options`` and ``time_bonus`` are the current settings, used only for a
    file written before games kept their own.
    """
    try:
        code = parse(str(data["code"]))
        elapsed = data["elapsed"]
        if isinstance(elapsed, bool) or not isinstance(elapsed, int | float) or not math.isfinite(elapsed) \
                or not 0 <= elapsed <= MAX_COUNT:
            raise SavedGameError(f"elapsed must be a number of seconds, not {elapsed!r}")
        bonus = data.get("time_bonus", time_bonus)
        if not isinstance(bonus, bool):
            raise SavedGameError("time_bonus is not true or false")
        raw_order = data["order"]
        if not isinstance(raw_order, list) or not all(type(c) is int for c in raw_order):
            raise SavedGameError("order is not a list of card ids")
        game = Game(code, _options(data, code, options), order=raw_order, time_bonus=bonus)
        rules = game.rules
        deck = code.info.deal_order(code.number, game.options)
        if Counter(raw_order) != Counter(deck):
            raise SavedGameError("the deal order does not hold the variant's cards")
        start = rules.parse_position(str(data["start"]))
        check_cards(rules, start, deck)
        if rules.is_won(start):
            raise SavedGameError("the game starts won")
        if start != game.position:
            order = game.order
            game = Game.from_position(code, start, game.setting_options, time_bonus=bonus)
            game.order = order
        steps = data["steps"]
        if not isinstance(steps, list):
            raise SavedGameError("steps is not a list")
        for step in steps:
            if not isinstance(step, list) or not step:
                raise SavedGameError("a step is not a list of moves")
            actions = [_move(a) for a in step]
            game.play_sequence(actions, float(elapsed), follow=False)
        index = _count(data, "index")
        snaps = list(game.history.snapshots)
        if not index < len(snaps):
            raise SavedGameError(f"history index {index} out of range")
        game.history = History.restore(snaps, index)
        game.undos = _count(data, "undos")
        game.hints = _count(data, "hints")
        game.solver_uses = _count(data, "solver_uses") if "solver_uses" in data else 0  # B-5, newer files
        game.resigned = _flag(data, "resigned")
        game.proven = _flag(data, "proven")
        return game, float(elapsed)
    except SavedGameError:
        raise
    except IllegalMove as e:
        raise SavedGameError(f"saved game unreadable: a move is illegal: {e}") from None
    except (KeyError, TypeError, ValueError, IndexError, OverflowError, RecursionError) as e:
        raise SavedGameError(f"saved game unreadable: {e.__class__.__name__}: {e}") from None


def _move(raw: object) -> Move:
    if (
        not isinstance(raw, list) or len(raw) != 3 or not isinstance(raw[0], str) or not isinstance(raw[1], str)
        or type(raw[2]) is not int or not 0 < raw[2] <= 104
    ):
        raise SavedGameError(f"not a move: {str(raw)[:60]}")
    return Move(raw[0], raw[1], raw[2])


def _flag(data: Mapping[str, Any], key: str) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise SavedGameError(f"{key} is not true or false")
    return value
