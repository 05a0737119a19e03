"""The subcommands of the command line (:mod:`.cli`): ``deal``, ``solve``, ``replay``,
``daily`` and ``decks``, and their parser."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any, NoReturn

from .cli import SUBCOMMANDS
from .core.codes import GameCode, GameCodeError, clip, parse
from .core.game import Game
from .core.moves import IllegalMove
from .core.notation import check_cards, tokenize
from .core.rules.base import NotationError

BAD_INPUT = 2


def _fail(message: str) -> NoReturn:
    print(f"paciencia: {message}", file=sys.stderr)
    raise SystemExit(BAD_INPUT)


def _code(text: str) -> GameCode:
    try:
        return parse(text)
    except GameCodeError as e:
        _fail(str(e))


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8") if path != "-" else sys.stdin.read()
    except (OSError, UnicodeDecodeError) as e:
        _fail(f"cannot read {clip(path)}: {clip(str(e), 200)}")


def _selection(code: GameCode, jobs: int) -> Any:
    """A guaranteed code's selection (B-3), or None for a code that needs none."""
    from .solvers.guaranteed import needs_search, select_deal

    if not needs_search(code):
        return None
    selection = select_deal(code, jobs=max(1, jobs))
    state = "solution proven" if selection.proven else "no proven solution"
    print(f"paciencia: {code}: candidate {selection.candidate}, {state}", file=sys.stderr)
    return selection


def _game(args: argparse.Namespace) -> tuple[Game, Any]:
    """The code's deal (a guaranteed code's selection), or the position file given with --position."""
    code = _code(args.code)
    if getattr(args, "position", None):
        game = Game(code)
        rules = game.rules
        try:
            pos = rules.parse_position(_read(args.position))
            # No card more often than the variant's deck holds it (a position may be partial).
            check_cards(rules.cards(pos), code.info.deal_order(code.number, game.options), complete=False)
        except ValueError as e:
            _fail(f"{clip(args.position)}: {clip(str(e), 200)}")
        return Game.from_position(code, pos), None
    selection = _selection(code, args.jobs)
    game = Game(code, order=selection.order if selection is not None else None)
    game.proven = bool(selection is not None and selection.proven)
    return game, selection


def cmd_deal(args: argparse.Namespace) -> int:
    game, selection = _game(args)
    pos = game.position
    if args.format == "json":
        data: dict[str, Any] = {"code": str(game.code), "position": game.rules.position_json(pos)}
        if selection is not None:
            data.update(candidate=selection.candidate, proven=selection.proven)
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(game.rules.format_position(pos))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    game, _selection = _game(args)
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
            _fail(f"{token.where()}: “{clip(token.text)}” is not a move: {e}")
        except IllegalMove as e:
            _fail(f"{token.where()}: “{clip(token.text)}” is illegal: {e.reason}")
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

    game, selection = _game(args)
    rules, start = game.rules, game.position
    if selection is not None and selection.proven:
        # The proof that chose this deal is a solution of it (B-3): the same moves everywhere.
        moves, verdict = list(selection.moves), "solved"
        print(f"solved by the proof that chose this deal (candidate {selection.candidate}), "
              f"{selection.expanded} positions")
    else:
        result = solve(rules, start, Budget(args.budget, args.seconds))
        moves, verdict = result.moves, result.verdict
        print(f"{result.verdict} after {result.expanded} positions in {result.seconds:.2f} s")
    if verdict == "solved":
        notation = []
        pos = start
        for move in moves:
            notation.append(rules.format_move(pos, move))
            pos = rules.apply(pos, move).position
        lines = [" ".join(notation[i:i + 10]) for i in range(0, len(notation), 10)]
        print(f"{len(notation)} moves:")
        print("\n".join(lines))
        if args.output:
            header = f"# {game.code}\n# {verdict}: {len(notation)} moves\n"
            from .storage.files import write_text

            try:
                write_text(Path(args.output), header + "\n".join(lines) + "\n")
            except OSError as e:
                _fail(f"cannot write {clip(args.output)}: {clip(str(e), 200)}")
    return 0 if verdict == "solved" else 1


DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def cmd_daily(args: argparse.Namespace, extra: Sequence[str]) -> int:
    """B-4: the daily deal's code of a game and variant (today's, or ``--date``'s)."""
    from .core import registry
    from .core.options import DEAL
    from .solvers.daily import daily_code

    game = registry.find(args.game.lower())
    if game is None:
        _fail(f"unknown game “{clip(args.game)}”: use {', '.join(registry.ids())}")
    day = date.today()
    if args.date is not None:
        try:
            if not DATE.fullmatch(args.date):
                raise ValueError
            day = date.fromisoformat(args.date)
        except ValueError:
            _fail(f"the date must be a day written YYYY-MM-DD, not “{clip(args.date)}”")
    variant = {o.name: o for o in game.options if o.scope == DEAL and o.in_variant}
    # Not given: a new player's setting, so the code is the one the app's Daily entry shows.
    options: dict[str, Any] = {name: o.initial for name, o in variant.items()}
    words = list(extra)
    while words:
        word = words.pop(0)
        name, eq, value = word[2:].partition("=") if word.startswith("--") else ("", "", "")
        option = variant.get(name)
        if option is None:
            known = ", ".join(f"--{n}" for n in variant) or "none"
            _fail(f"“{clip(word)}” is not an option of {game.id}'s daily deal (options: {known})")
        if not eq:
            if not words:
                _fail(f"--{name} needs a value: {option.allowed_text()}")
            value = words.pop(0)
        parsed = option.parse(value)
        if parsed is None:
            _fail(f"bad value “{clip(value)}” for --{name}: use {option.allowed_text()}")
        options[name] = parsed
    print(daily_code(game.id, options, day))
    return 0


def cmd_decks(args: argparse.Namespace) -> int:
    from .decks.cli import run as decks_run

    return decks_run(args)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One line, not the usage block (see ``--help``)."""
        _fail(f"{clip(message, 200)} (see {self.prog} --help)")


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
    p = _Parser(
        prog="paciencia",
        usage="paciencia [paciencia://CODE] [--game GAME]\n       paciencia {" + ",".join(SUBCOMMANDS) + "} ...",
        description=_window_usage(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    jobs = "search a guaranteed code's candidates in N processes at once (the same deal; default 1)"
    d = sub.add_parser("deal", help="print the deal of a game code")
    d.add_argument("code")
    d.add_argument("--format", choices=("text", "json"), default="text")
    d.add_argument("--jobs", type=int, default=1, metavar="N", help=jobs)
    d.set_defaults(func=cmd_deal)
    r = sub.add_parser("replay", help="apply a move list and say whether it wins")
    r.add_argument("code")
    r.add_argument("file", help="move file ('-' for standard input)")
    r.add_argument("--position", help="start from this position file (the text form of `deal`)")
    r.add_argument("--jobs", type=int, default=1, metavar="N", help=jobs)
    r.set_defaults(func=cmd_replay)
    s = sub.add_parser("solve", help="search for a solution")
    s.add_argument("code")
    s.add_argument("--budget", type=int, default=None, help="positions to expand at most")
    s.add_argument("--seconds", type=float, default=60.0, help="time limit (default 60)")
    s.add_argument("--output", help="write the solution as a move file that `replay` accepts")
    s.add_argument("--position", help="solve this position file instead of the code's deal")
    s.add_argument("--jobs", type=int, default=1, metavar="N", help=jobs)
    s.set_defaults(func=cmd_solve)
    y = sub.add_parser("daily", help="print the game code of a day's daily deal",
                       description="Options of the variant follow the game: --draw 3 --passes 1, --suits 2, "
                                   "--level easy; those not given take a new player's settings "
                                   "(what the app's Daily entry shows at first).")
    y.add_argument("game")
    y.add_argument("--date", help="the day, YYYY-MM-DD (default today)")
    y.set_defaults(func=cmd_daily)
    k = sub.add_parser("decks", help="list card decks, check one or import one")
    k.add_argument("--check", metavar="PATH", help="validate one deck file or folder")
    k.add_argument("--import", dest="import_path", metavar="PATH",
                   help="check a deck file or folder and copy it into the data folder (as Preferences → Import…)")
    k.add_argument("--here", action="store_true", help=argparse.SUPPRESS)  # the child of --check/--import
    k.set_defaults(func=cmd_decks)
    return p
