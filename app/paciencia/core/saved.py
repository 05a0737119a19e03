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
from typing import TypeVar

from . import notation
from .codes import GameCode, parse
from .game import Game
from .history import History, Snapshot
from .limits import MAX_COUNT, saturated
from .moves import IllegalMove, Move, PileId
from .options import DEAL, Value
from .played import PlayedGame
from .rules.base import Rules
from .slotted import Frozen

P = TypeVar("P")


class SavedGameError(ValueError):
    """The saved data does not describe a playable game."""


def check_cards(rules: Rules[P], position: P, deck: Sequence[int]) -> None:
    """C-1/S-1: ``position`` holds every card of ``deck`` exactly as often as the deck does.

    The shared check (:func:`paciencia.core.notation.check_cards`) for every game: a saved
    position with a card too many, too few, or of a suit the variant does not have is
    refused, whatever its pile structure.
    """
    try:
        notation.check_cards(rules.cards(position), deck)
    except notation.NotationError as e:
        raise SavedGameError(f"the cards are not the variant's deck: {e}") from None




def step_data(snap: Snapshot[object]) -> list[list[str | int]]:
    """One step of the history as stored: the moves that led to ``snap``."""
    return [[m.src, m.dst, m.count] for m in snap.actions]


def counters(game: PlayedGame, elapsed: float, first: int = 0) -> dict[str, int | float | bool]:
    """What may change without a new step: where in the history (counted from snapshot
    ``first``), the counters, the clock."""
    return {
        "index": game.history.index - first,
        "undos": saturated(game.undos),  # issue 36 §7: never what the reader refuses
        "hints": saturated(game.hints),
        "solver_uses": saturated(game.solver_uses),
        "solver_played": game.solver_played,
        "elapsed": min(round(elapsed, 3), MAX_COUNT),
        "resigned": game.resigned,
        "proven": game.proven,
    }


def game_to_dict(game: PlayedGame, elapsed: float, first: int = 0, last: int | None = None) -> dict[str, object]:
    """The game as data; with ``first`` and ``last``, only its history's snapshots
    ``first..last`` (the steps before are ``skipped``, and the game still restarts from its
    deal; those after are redo steps left out). The current one must be among them."""
    snaps = game.history.snapshots
    last = len(snaps) - 1 if last is None else last
    if not first <= game.history.index <= last:
        raise ValueError(f"snapshots {first}..{last} leave out the current one, {game.history.index}")
    data: dict[str, object] = {
        "code": str(game.code),
        "order": list(game.order),
        "options": dict(game.setting_options),
        "time_bonus": game.time_bonus,
        "steps": [step_data(s) for s in snaps[first + 1: last + 1]],
        **counters(game, elapsed, first),
        "start": game.format_position(first),
    }
    if first:
        data.update(skipped=first, start_score=snaps[first].score, start_moves=snaps[first].moves)
    return data


def won_in_history(game: PlayedGame) -> bool:
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
        and game.deal_reached()
    )


def _options(data: Mapping[str, object], code: GameCode, fallback: Mapping[str, Value] | None) -> dict[str, Value]:
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


def _count(data: Mapping[str, object], key: str) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise SavedGameError(f"{key} must be a whole number from 0 to {MAX_COUNT}, not {str(value)[:40]}")
    return value


class Restored(Frozen):
    """A game rebuilt from its data, and what of it could not be (T-6: nothing good is lost)."""

    __slots__ = ("game", "elapsed", "dropped", "problem")

    game: PlayedGame
    elapsed: float
    dropped: int
    """Steps of the data left out: the first one the rules refuse, and every step after it."""
    problem: str
    """Why they were left out ("" when none was)."""

    def __init__(self, game: PlayedGame, elapsed: float, dropped: int, problem: str) -> None:
        self.game, self.elapsed, self.dropped, self.problem = game, elapsed, dropped, problem


def game_from_dict(
    data: Mapping[str, object],
    options: Mapping[str, Value] | None = None,
    time_bonus: bool = True,
) -> tuple[PlayedGame, float]:
    """Rebuild a game exactly; raise SavedGameError (with the reason) on any inconsistency,
    a single refused move included."""
    restored = restore_game(data, options, time_bonus)
    if restored.dropped:
        raise SavedGameError(restored.problem)
    return restored.game, restored.elapsed


def restore_game(
    data: Mapping[str, object],
    options: Mapping[str, Value] | None = None,
    time_bonus: bool = True,
) -> Restored:
    """Rebuild a game, keeping every step the rules accept up to the first they refuse.

    What makes the game itself (the code, the deal order, the starting position, the
    counters) must be right, or SavedGameError says why. A step the rules refuse ends the
    history there: the steps before it are kept, and :attr:`Restored.dropped` counts the
    rest (a saved game damaged at its end loses only its end, T-6).

    ``options`` and ``time_bonus`` are the current settings, used only for data written
    before games kept their own. Data with ``skipped`` steps starts where the writer cut
    an over-long history (:data:`paciencia.storage.saved_game.MAX_STEPS`): its ``start``
    is the position after them, with ``start_score`` and ``start_moves``, while the game
    still restarts from its deal.
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
        return _rebuild(Game(code, _options(data, code, options), order=raw_order, time_bonus=bonus), data, elapsed)
    except SavedGameError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, OverflowError, RecursionError) as e:
        raise SavedGameError(f"saved game unreadable: {e.__class__.__name__}: {e}") from None


def _rebuild(game: Game[P], data: Mapping[str, object], elapsed: float) -> Restored:
    """:func:`restore_game`'s part that reads positions, typed with the game's own (its errors
    are turned into SavedGameError there)."""
    code, rules, bonus, raw_order = game.code, game.rules, game.time_bonus, game.order
    deck = code.info.deal_order(code.number, game.options)
    if Counter(raw_order) != Counter(deck):
        raise SavedGameError("the deal order does not hold the variant's cards")
    start = rules.parse_position(str(data["start"]))
    check_cards(rules, start, deck)
    if rules.is_won(start):
        raise SavedGameError("the game starts won")
    if "skipped" in data:  # the newest part of a long history, after the deal
        _count(data, "skipped")
        game.history = History(Snapshot(start, _count(data, "start_score"), _count(data, "start_moves")))
    elif start != game.position:
        order = game.order
        game = Game.from_position(code, start, game.setting_options, time_bonus=bonus)
        game.order = order
    steps = data["steps"]
    if not isinstance(steps, list):
        raise SavedGameError("steps is not a list")
    dropped, problem = _replay(game, steps, float(elapsed))
    snaps = list(game.history.snapshots)
    index = _count(data, "index")
    if dropped:
        index = min(index, len(snaps) - 1)  # the position it was at is gone: the last kept
    elif not index < len(snaps):
        raise SavedGameError(f"history index {index} out of range")
    game.history = History.restore(snaps, index)
    game.undos = _count(data, "undos")
    game.hints = _count(data, "hints")
    game.solver_uses = _count(data, "solver_uses") if "solver_uses" in data else 0  # B-5, newer files
    game.solver_played = _flag(data, "solver_played") if "solver_played" in data else game.solver_uses > 0
    game.resigned = _flag(data, "resigned") and not dropped  # the resignation was the last thing done
    game.proven = _flag(data, "proven")
    return Restored(game, float(elapsed), dropped, problem)


def _replay(game: PlayedGame, steps: list[object], elapsed: float) -> tuple[int, str]:
    """Play ``steps`` into ``game`` up to the first the rules refuse; (steps left out, why)."""
    for n, step in enumerate(steps):
        try:
            if not isinstance(step, list) or not step:
                raise SavedGameError("a step is not a list of moves")
            game.play_sequence([_move(a) for a in step], elapsed, follow=False)
        except IllegalMove as e:
            return len(steps) - n, f"move {n + 1} is illegal: {e}"
        except SavedGameError as e:
            return len(steps) - n, f"move {n + 1}: {e}"
    return 0, ""


def _move(raw: object) -> Move:
    if (
        not isinstance(raw, list) or len(raw) != 3 or not isinstance(raw[0], str) or not isinstance(raw[1], str)
        or type(raw[2]) is not int or not 0 < raw[2] <= 104
    ):
        raise SavedGameError(f"not a move: {str(raw)[:60]}")
    return Move(PileId(raw[0]), PileId(raw[1]), raw[2])  # the game's rules refuse a pile it lacks on replay


def _flag(data: Mapping[str, object], key: str) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise SavedGameError(f"{key} is not true or false")
    return value
