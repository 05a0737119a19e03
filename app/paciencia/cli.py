"""Command line (V-6): ``paciencia [paciencia://CODE] [--game GAME]`` starts the app;
subcommands check deals.

    paciencia deal CODE [--format text|json]
    paciencia replay CODE FILE

Exit status: ``replay`` exits 0 only if the game is won, 1 if it is not,
2 for bad input (a malformed code, an unreadable file, an illegal move).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from .core.codes import GameCode, GameCodeError, parse
from .core.game import Game
from .core.moves import IllegalMove
from .core.notation import check_cards, tokenize
from .core.rules.base import NotationError

SUBCOMMANDS = ("deal", "replay", "solve", "decks")


def _code(text: str) -> GameCode:
    try:
        return parse(text)
    except GameCodeError as e:
        raise SystemExit(f"paciencia: {e}") from None


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8") if path != "-" else sys.stdin.read()
    except (OSError, UnicodeDecodeError) as e:
        raise SystemExit(f"paciencia: cannot read {path}: {e}") from None


def _game(args: argparse.Namespace) -> Game:
    """The code's deal, or the position file given with --position."""
    code = _code(args.code)
    if getattr(args, "position", None):
        game = Game(code)
        rules = game.rules
        try:
            pos = rules.parse_position(_read(args.position))
            # No card more often than the variant's deck holds it (a position may be partial).
            check_cards(rules.cards(pos), code.info.deal_order(code.number, game.options), complete=False)
        except ValueError as e:
            raise SystemExit(f"paciencia: {args.position}: {e}") from None
        return Game.from_position(code, pos)
    return Game(code)


def cmd_deal(args: argparse.Namespace) -> int:
    game = Game(_code(args.code))
    pos = game.position
    if args.format == "json":
        data = {"code": str(game.code), "position": game.rules.position_json(pos)}
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(game.rules.format_position(pos))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    game = _game(args)
    text = _read(args.file)
    rules = game.rules
    for token in tokenize(text):
        try:
            move = rules.parse_move(game.position, token.text)
            # Replay applies exactly the listed moves: nothing automatic is
            # added, so an exported game (which lists its automatic moves)
            # and a solver's solution replay alike.
            game.play_sequence([move], follow=False)
        except NotationError as e:
            print(f"paciencia: {token.where()}: “{token.text}” is not a move: {e}", file=sys.stderr)
            return 2
        except IllegalMove as e:
            print(f"paciencia: {token.where()}: “{token.text}” is illegal: {e.reason}", file=sys.stderr)
            return 2
    print(rules.format_position(game.position))
    print()
    won = game.won
    if rules.has_score:
        print(f"score: {game.score}")
    print(f"moves: {game.moves}")
    print(f"won: {'yes' if won else 'no'}")
    return 0 if won else 1


def cmd_solve(args: argparse.Namespace) -> int:
    from .solvers.base import Budget
    from .solvers.registry import solve

    game = _game(args)
    rules, start = game.rules, game.position
    result = solve(rules, start, Budget(args.budget, args.seconds))
    print(f"{result.verdict} after {result.expanded} positions in {result.seconds:.2f} s")
    if result.verdict == "solved":
        notation = []
        pos = start
        for move in result.moves:
            notation.append(rules.format_move(pos, move))
            pos = rules.apply(pos, move).position
        lines = [" ".join(notation[i:i + 10]) for i in range(0, len(notation), 10)]
        print(f"{len(notation)} moves:")
        print("\n".join(lines))
        if args.output:
            header = f"# {game.code}\n# {result.verdict}: {len(notation)} moves, {result.expanded} positions\n"
            from .storage.files import write_text

            write_text(Path(args.output), header + "\n".join(lines) + "\n")
    return 0 if result.verdict == "solved" else 1


def cmd_decks(args: argparse.Namespace) -> int:
    from .decks.cli import run as decks_run

    return decks_run(args)


def _window_usage() -> str:
    """How the window is started (``app.run_app``), for ``--help``: argparse never sees these."""
    from .core.registry import games

    names = ", ".join(info.id for info in games())
    example = games()[0].example
    return (
        "Solitaire: Klondike, FreeCell, Spider, Pyramid.\n\n"
        "Without a command the window opens:\n"
        "  paciencia                   the game in progress, else a new deal of the last game,\n"
        "                              else the game chooser\n"
        "  paciencia paciencia://CODE  play the deal of a game code or link\n"
        f"                              (e.g. {example})\n"
        "  paciencia --game GAME       a new deal of GAME: " + names + "\n"
        "A second launch hands its link or --game to the window already open."
    )


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="paciencia",
        usage="paciencia [paciencia://CODE] [--game GAME]\n       paciencia {" + ",".join(SUBCOMMANDS) + "} ...",
        description=_window_usage(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = p.add_subparsers(dest="command")
    d = sub.add_parser("deal", help="print the deal of a game code")
    d.add_argument("code")
    d.add_argument("--format", choices=("text", "json"), default="text")
    d.set_defaults(func=cmd_deal)
    r = sub.add_parser("replay", help="apply a move list and say whether it wins")
    r.add_argument("code")
    r.add_argument("file", help="move file ('-' for standard input)")
    r.add_argument("--position", help="start from this position file (the text form of `deal`)")
    r.set_defaults(func=cmd_replay)
    s = sub.add_parser("solve", help="search for a solution")
    s.add_argument("code")
    s.add_argument("--budget", type=int, default=None, help="positions to expand at most")
    s.add_argument("--seconds", type=float, default=60.0, help="time limit (default 60)")
    s.add_argument("--output", help="write the solution as a move file that `replay` accepts")
    s.add_argument("--position", help="solve this position file instead of the code's deal")
    s.set_defaults(func=cmd_solve)
    k = sub.add_parser("decks", help="list card decks, check one or import one")
    k.add_argument("--check", metavar="PATH", help="validate one deck file or folder")
    k.add_argument("--import", dest="import_path", metavar="PATH",
                   help="check a deck file or folder and copy it into the data folder (as Preferences → Import…)")
    k.add_argument("--here", action="store_true", help=argparse.SUPPRESS)  # the child of --check/--import
    k.set_defaults(func=cmd_decks)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--render-helper"]:
        # The frozen app started as its own render helper (decks/render_process.py):
        # no window, no argument parsing, nothing imported that the helper does not need.
        from .decks.render_helper import main as render_helper

        return render_helper()
    if not argv or argv[0] not in SUBCOMMANDS and argv[0] not in ("-h", "--help"):
        from .app import run_app  # Qt only when the window is wanted

        return run_app(argv, leave=True)
    args = build_parser().parse_args(argv)
    return int(args.func(args))
