"""Command line (V-6, B-3, B-4): ``paciencia [paciencia://CODE] [--game GAME]`` starts
the app; subcommands check deals.

    paciencia deal CODE [--format text|json] [--jobs N]
    paciencia solve CODE [--budget N] [--seconds S] [--output FILE] [--position FILE] [--jobs N]
    paciencia replay CODE FILE [--position FILE] [--jobs N]
    paciencia daily GAME [--date YYYY-MM-DD] [--OPTION VALUE …]

One code, one deal: every subcommand deals a code exactly as the app does, a guaranteed
code (``guaranteed=1``) included, whose deal is the first candidate its search proves
(K-14, B-3; ``--jobs`` searches that many candidates at once, with the same answer).
``solve`` on such a deal prints the proof that chose it.

Exit status: 0 for success (``replay``: only if the game is won; ``solve``: only if
solved), 1 when ``replay`` does not win or ``solve`` finds no solution, 2 for bad input
(a malformed code, date or option, an unreadable file, an illegal move), always said
in one line.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

SUBCOMMANDS = ("deal", "replay", "solve", "daily", "decks")
"""Kept here, not with the subcommands: a launch of the window decides it is one without
importing the game code the subcommands need (start-up, issue 11)."""


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # The bundle is also its own search worker (solvers/proof_pool.py, "spawn"):
        # such a start runs the worker and exits here.
        import multiprocessing

        multiprocessing.freeze_support()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--render-helper"]:
        # The frozen app started as its own render helper (decks/render_process.py):
        # no window, no argument parsing, nothing imported that the helper does not need.
        from .decks.render_helper import main as render_helper

        return render_helper()
    if not argv or argv[0] not in SUBCOMMANDS and argv[0] not in ("-h", "--help"):
        from .app import run_app  # Qt only when the window is wanted

        return run_app(argv, leave=True)
    from .cli_commands import build_parser, cmd_daily

    parser = build_parser()
    try:
        if argv[0] == "daily":
            args, extra = parser.parse_known_args(argv)
            return cmd_daily(args, extra)
        args = parser.parse_args(argv)
        return int(args.func(args))
    except BrokenPipeError:  # `paciencia deal … | head`: the reader has what it wanted
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
