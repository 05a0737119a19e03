"""A game as plain data, for the saved game (T-4) and nothing else.

The history is stored as the moves of each step, not as positions: replaying
them through the rules rebuilds every snapshot exactly (positions, floored
scores, move counters), and the file stays small. The deal order is stored
too, so a guaranteed deal (K-14) comes back without searching again.
"""

from __future__ import annotations

from typing import Any

from .codes import parse
from .game import Game
from .history import History, Snapshot
from .moves import Move
from .registry import RuleSettings
from .rules.common import time_bonus


class SavedGameError(ValueError):
    """The saved data does not describe a playable game."""


def game_to_dict(game: Game, elapsed: float) -> dict[str, Any]:
    snaps = game.history.snapshots
    return {
        "code": str(game.code),
        "order": list(game.order),
        "steps": [[[m.src, m.dst, m.count] for m in s.actions] for s in snaps[1:]],
        "index": game.history.index,
        "undos": game.undos,
        "hints": game.hints,
        "elapsed": round(elapsed, 3),
        "resigned": game.resigned,
        "proven": game.proven,
        "start": game.rules.format_position(snaps[0].position),
    }


def game_from_dict(data: dict[str, Any], settings: RuleSettings | None = None) -> tuple[Game, float]:
    """Rebuild a game; raise SavedGameError (with the reason) on any inconsistency."""
    try:
        code = parse(str(data["code"]))
        order = [int(c) for c in data["order"]]
        game = Game(code, settings, order=order)
        start = game.rules.parse_position(str(data["start"]))
        if start != game.position:
            game = Game.from_position(code, start, settings)
            game.order = tuple(order)
        rules = game.rules
        snaps = [game.history.current]
        pos, score, moves = snaps[0].position, 0, 0
        for step in data["steps"]:
            actions = tuple(Move(str(a[0]), str(a[1]), int(a[2])) for a in step)
            for move in actions:
                result = rules.apply(pos, move)
                pos, moves = result.position, moves + result.counted
                score = max(0, score + result.score)
            if rules.is_won(pos) and rules.has_score and game.settings.time_bonus:
                score += time_bonus(rules.time_bonus_base, float(data["elapsed"]))
            snaps.append(Snapshot(pos, score, moves, actions))
        index = int(data["index"])
        if not 0 <= index < len(snaps):
            raise SavedGameError(f"history index {index} out of range")
        game.history = History.restore(snaps, index)
        game.undos = int(data["undos"])
        game.hints = int(data["hints"])
        game.resigned = bool(data["resigned"])
        game.proven = bool(data["proven"])
        return game, float(data["elapsed"])
    except SavedGameError:
        raise
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise SavedGameError(f"saved game unreadable: {e.__class__.__name__}: {e}") from None
