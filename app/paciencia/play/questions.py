"""The questions only the player can answer before a game is given up (C-13), as data.

The play layer says which question a request raises; the view asks it in its own way (a
dialog in the window, an answer set by a test) and answers True for "go ahead". A game
without a move, or over, is never counted, so replacing it asks nothing.
"""

from __future__ import annotations

from enum import StrEnum

from ..core.played import PlayedGame


class Question(StrEnum):
    ABANDON = "abandon"
    """Another deal would replace the game in progress: abandon it (a loss)?"""
    RESTART = "restart"
    """The same deal would start over: record the game so far as a loss and restart it?"""
    NEW_OPTIONS = "new_options"
    """Options that change the deal were saved: start a new game with them now (a loss)?"""
    RESIGN = "resign"
    """Give the game up now (a loss that keeps its points)?"""


def in_progress(game: PlayedGame | None) -> bool:
    """A game begun and not over: replacing it would abandon it (C-13)."""
    return game is not None and not game.over and game.moves > 0


def before_replacing(game: PlayedGame | None, question: Question = Question.ABANDON) -> Question | None:
    """What to ask before ``game`` makes way for another deal: ``question`` when the game is
    in progress, else nothing."""
    return question if in_progress(game) else None
