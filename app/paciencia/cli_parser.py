"""The parser of the subcommands (:mod:`.cli_commands`) and ``--help``; every error it
finds is one line on standard error, ``paciencia solve: --seconds: …``, exit 2.

argparse would print a usage block before its message, quote a value whole, build a
subcommand's name out of the main usage's three lines and take ``nan`` or ``-1`` for a
number of seconds; here a number is checked against the range it has a meaning in, a quoted
value is cut short, and an unknown option gets the nearest known one as a suggestion.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from .cli_commands import MAX_JOBS, MAX_SECONDS, MOVE_FILE_LIMIT, cmd_daily, cmd_deal, cmd_decks, cmd_replay, cmd_solve
from .cli_common import BAD_INPUT, INTERRUPTED, SUBCOMMANDS, did_you_mean, no_reader, print_version, quote
from .core.codes import clip
from .core.registry import games, ids


def run_command(argv: Sequence[str]) -> int:
    """``paciencia COMMAND …`` or ``paciencia --help``: its exit status (see :mod:`.cli`)."""
    parser = build_parser()
    try:
        args, extra = parser.parse_known_args(argv)
        if args.command == "daily":
            code = cmd_daily(args, extra)  # the variant's options, which depend on the game
        elif extra:
            _unexpected(parser.commands[args.command], extra[0])
        else:
            code = int(args.func(args))
        sys.stdout.flush()  # here, where a reader that has gone is expected
        return code
    except BrokenPipeError:
        return no_reader()
    except KeyboardInterrupt:  # Ctrl+C during a long search: the shell knows, no traceback
        return INTERRUPTED


def _unexpected(command: argparse.ArgumentParser, word: str) -> NoReturn:
    if word.startswith("-") and word != "-":
        name = word.partition("=")[0]
        options = list(command._option_string_actions)  # argparse keeps no public list of them
        command.error(f"unknown option {quote(name)}" + did_you_mean(name, options))
    command.error(f"unexpected argument {quote(word)}")


class _Parser(argparse.ArgumentParser):
    commands: dict[str, argparse.ArgumentParser]

    def error(self, message: str) -> NoReturn:
        """One line, not argparse's usage block: ``paciencia solve: --seconds: …``."""
        message = clip(message.removeprefix("argument "), 300)
        # The help is worth a look for a missing or unknown argument, not for a bad value
        # (the message says what is expected) nor after a suggestion.
        hint = "" if message.startswith("-") or message.endswith("?") else f" (see {self.prog} --help)"
        print(f"{self.prog}: {message}{hint}", file=sys.stderr)
        raise SystemExit(BAD_INPUT)


def _number(convert: Callable[[str], Any], fits: Callable[[Any], bool], what: str) -> Callable[[str], Any]:
    """An argparse type: ``convert(text)`` if ``fits`` it (nan fits no range), else an error
    saying ``what`` was expected."""

    def read(text: str) -> Any:
        try:
            value = convert(text)
        except (ValueError, OverflowError):
            value = None
        if value is None or not fits(value):
            raise argparse.ArgumentTypeError(f"{what}, not {quote(text)}")
        return value

    return read


def _file_name(text: str) -> str:
    if not text:
        raise argparse.ArgumentTypeError("a file name, not nothing")
    return text


class _Version(argparse.Action):
    """``--version`` in the help's list of options (:mod:`.cli` answers it before any parser)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version (and Qt's) and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> NoReturn:
        print_version()
        parser.exit()


def _window_usage() -> str:
    """How the window is started (``app.run_app``), for ``--help``: argparse never sees these.
    The games are the registry's, named and listed by id, wrapped to a terminal's width."""
    summary = textwrap.fill("Solitaire: " + ", ".join(info.name for info in games()) + ".", 80)
    by_id = textwrap.fill("  paciencia --game GAME       a new deal of GAME: " + ", ".join(ids()), 88,
                          subsequent_indent=" " * 30, break_on_hyphens=False)
    example = games()[0].example
    return (
        f"{summary}\n\n"
        "Without a command the window opens:\n"
        "  paciencia                   the game in progress, else a new deal of the last game,\n"
        "                              else the game chooser\n"
        "  paciencia paciencia://CODE  play the deal of a game code or link\n"
        f"                              (e.g. {example})\n"
        f"{by_id}\n"
        "  paciencia --fullscreen      the window on the whole screen\n"
        "  paciencia --self-test       check the installation without showing a window\n"
        "A second launch hands its link or --game to the window already open. Of Qt's own\n"
        "options, -platform, -platformtheme, -style and -display are taken (and -session,\n"
        "ignored); anything else not listed here is refused, and no window opens.\n\n"
        "The desktop's menu entry, icons and paciencia:// handler of a pip or pipx install:\n"
        "  paciencia --install-desktop    install them, running this install, in ~/.local/share\n"
        "  paciencia --uninstall-desktop  remove what --install-desktop installed, and only that"
    )


def build_parser() -> _Parser:
    p = _Parser(
        prog="paciencia",
        usage="paciencia [paciencia://CODE] [--game GAME] [--fullscreen]\n"
              "       paciencia {" + ",".join(SUBCOMMANDS) + "} ...\n"
              "       paciencia --install-desktop | --uninstall-desktop\n"
              "       paciencia --version",
        description=_window_usage(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action=_Version)
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    def command(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        # Its own prog: argparse would build one from the main usage's three lines.
        return sub.add_parser(name, prog=f"paciencia {name}", **kwargs)

    jobs = _number(int, lambda n: 1 <= n <= MAX_JOBS, f"a whole number of processes from 1 to {MAX_JOBS}")
    jobs_help = "search a guaranteed code's candidates in N processes at once (the same deal; default 1)"
    d = command("deal", help="print the deal of a game code")
    d.add_argument("code")
    d.add_argument("--format", choices=("text", "json"), default="text")
    d.add_argument("--jobs", type=jobs, default=1, metavar="N", help=jobs_help)
    d.set_defaults(func=cmd_deal)
    r = command("replay", help="apply a move list and say whether it wins")
    r.add_argument("code")
    r.add_argument("file", type=_file_name,
                   help=f"move file ('-' for standard input; at most {MOVE_FILE_LIMIT >> 10} KB)")
    r.add_argument("--position", type=_file_name, help="start from this position file (the text form of `deal`)")
    r.add_argument("--jobs", type=jobs, default=1, metavar="N", help=jobs_help)
    r.set_defaults(func=cmd_replay)
    s = command("solve", help="search for a solution")
    s.add_argument("code")
    s.add_argument("--budget", type=_number(int, lambda n: n >= 1, "a whole number of positions from 1"),
                   default=None, metavar="N", help="positions to expand at most")
    seconds = _number(float, lambda s: 0 < s <= MAX_SECONDS, f"a number of seconds above 0 and at most {MAX_SECONDS:g}")
    s.add_argument("--seconds", type=seconds, default=60.0, metavar="S",
                   help=f"time limit, above 0 and at most {MAX_SECONDS:g} (default 60)")
    s.add_argument("--output", type=_file_name, help="write the solution as a move file that `replay` accepts")
    s.add_argument("--position", type=_file_name, help="solve this position file instead of the code's deal")
    s.add_argument("--jobs", type=jobs, default=1, metavar="N", help=jobs_help)
    s.set_defaults(func=cmd_solve)
    y = command("daily", help="print the game code of a day's daily deal",
                description="Options of the variant follow the game: --draw 3 --passes 1, --suits 2, "
                            "--level easy; those not given take a new player's settings "
                            "(what the app's Daily entry shows at first).")
    y.add_argument("game")
    y.add_argument("--date", help="the day, YYYY-MM-DD (default today)")
    y.set_defaults(func=cmd_daily)
    k = command("decks", help="list card decks, check one or import one")
    one = k.add_mutually_exclusive_group()
    one.add_argument("--check", type=_file_name, metavar="PATH", help="validate one deck file or folder")
    one.add_argument("--import", dest="import_path", type=_file_name, metavar="PATH",
                     help="check a deck file or folder and copy it into the data folder (as Preferences → Import…)")
    k.add_argument("--here", action="store_true", help=argparse.SUPPRESS)  # the child of --check/--import
    k.set_defaults(func=cmd_decks)
    p.commands = dict(sub.choices)
    return p
