"""How the record counts a win (B-5, C-10), in the player's words: one text for the rules
page, the statistics window and the end screen, so they cannot say it differently."""

from __future__ import annotations

from ...core.played import PlayedGame
from ..text import tr


def record_rule() -> str:
    """The rule of clean and assisted wins, as a paragraph."""
    return tr(
        "record",
        "Undo costs no points, but a clean win is one without undo, hint or solver: any of them makes "
        "the win assisted. Best time, fewest moves, best score and the leaderboard come from clean wins "
        "only. When the solver plays moves for you (Continue from here in the solution, or going back "
        "to the last winnable position), the win counts as won but as the solver's: no time bonus, "
        "and it does not add to your winning streak.",
    )


def record_heading() -> str:
    return tr("record", "Clean and assisted wins")


def win_kind(game: PlayedGame) -> str:
    """Which kind of win the record counted (the end screen's "Win:" row)."""
    if game.solver_played:
        return tr("record", "the solver's (it played moves of this game)")
    if game.assisted:
        return tr("record", "assisted (undo, hint or solver used)")
    return tr("record", "clean (no undo, hint or solver)")


def not_listed(game: PlayedGame) -> str | None:
    """Why a scored win is not in the leaderboard (C-10), or None when it is a clean win."""
    if game.solver_played:
        return tr("record", "Not in the leaderboard and no time bonus: the solver played moves of this game.")
    if game.assisted:
        return tr("record", "Not in the leaderboard: only clean wins enter it (no undo, hint or solver).")
    return None
