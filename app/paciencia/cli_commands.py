"""The subcommands of the command line (:mod:`.cli`): ``deal``, ``solve``, ``replay``,
``daily`` and ``decks`` (their parser: :mod:`.cli_parser`).

Whatever is typed is answered calmly: a bad argument is one line on standard error naming
it (``paciencia solve: --seconds: …``), exit 2; a file is read through the FIFO-safe bounded
reader (:mod:`.ordinary_files`), standard input (``-``) to the same bound, so a FIFO, a
device, a huge or binary file costs neither a wait nor the memory it would fill.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, Protocol, TypeVar

from .cli_common import BAD_INPUT, did_you_mean, quote
from .core import registry
from .core.codes import GameCode, GameCodeError, clip, parse
from .core.daily import daily_code
from .core.game import Game
from .core.guarantee_codes import needs_search
from .core.loading import Feature
from .core.moves import IllegalMove, Move
from .core.notation import Token, check_cards, tokenize
from .core.options import DEAL, Value
from .core.played import GameOf, PlayedGame
from .core.rules.base import NotationError, Rules
from .core.search import Budget, SolveResult
from .ordinary_files import NotOrdinaryFile, read_ordinary

if TYPE_CHECKING:
    from .solvers.guaranteed import Selection

P = TypeVar("P")

MOVE_FILE_LIMIT = 128 << 10
"""Bytes of a move file read at most. The longest real ones are a few KB (a Klondike game
exported with every draw of many passes: about 6 KB); the worst legal file of this size
(64 000 draws and recycles) replays in about a second in some 60 MB."""
POSITION_FILE_LIMIT = 64 << 10
"""Bytes of a position file read at most: a position is under 1 KB, comments and all."""
MAX_SECONDS = 86_400.0
"""``--seconds`` at most (a day): more is a slip of the keyboard, not a search to wait for."""
MAX_JOBS = 64
"""``--jobs`` at most: a guaranteed code has at most 60 candidates to share out."""


class Select(Protocol):
    """:func:`paciencia.solvers.select.select_deal` as ``solve`` and ``replay`` call it."""

    def __call__(self, code: GameCode, *, jobs: int) -> Selection: ...


class Solve(Protocol):
    """:func:`paciencia.solvers.registry.solve`, for a game of any position type."""

    def __call__(self, rules: Rules[P], pos: P, budget: Budget) -> SolveResult: ...


# Loaded by the subcommand that needs them: the searches, the card decks (Qt), the writer.
SELECT_DEAL: Feature[Select] = Feature("paciencia.solvers.select:select_deal")
SOLVE: Feature[Solve] = Feature("paciencia.solvers.registry:solve")
DECKS: Feature[Callable[[argparse.Namespace], int]] = Feature("paciencia.decks.cli:run")
WRITE_TEXT: Feature[Callable[[Path, str], None]] = Feature("paciencia.storage.files:write_text")


def _fail(message: str) -> NoReturn:
    print(f"paciencia: {message}", file=sys.stderr)
    raise SystemExit(BAD_INPUT)


def _code(text: str) -> GameCode:
    try:
        return parse(text)
    except GameCodeError as e:
        _fail(clip(str(e), 300))


def _read(path: str, limit: int, what: str) -> str:
    """The text of a ``what`` at ``path`` (``-``: standard input), at most ``limit`` bytes."""
    name = "standard input" if path == "-" else quote(path)
    try:
        if path == "-":
            stdin = sys.stdin
            if stdin is None:
                _fail(f"no standard input to read the {what} from")
            buffer = getattr(stdin, "buffer", None)
            data = buffer.read(limit + 1) if buffer is not None else stdin.read(limit + 1).encode()
        else:
            data = read_ordinary(Path(path), limit)
    except NotOrdinaryFile:
        _fail(f"cannot read {quote(path)}: not an ordinary file (a {what} is read from a file, "
              f"or from standard input with '-')")
    except OSError as e:
        _fail(f"cannot read {name}: {clip(e.strerror or str(e), 200)}")
    if len(data) > limit:
        _fail(f"{name} is not a {what}: it is larger than {limit >> 10} KB")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        _fail(f"{name} is not a {what}: byte {e.start + 1} is not UTF-8 text")


def _selection(code: GameCode, jobs: int) -> Selection | None:
    """A guaranteed code's selection (B-3), or None for a code that needs none."""
    if not needs_search(code):
        return None
    selection = SELECT_DEAL()(code, jobs=jobs)
    state = "solution proven" if selection.proven else "no proven solution"
    print(f"paciencia: {code}: candidate {selection.candidate}, {state}", file=sys.stderr)
    return selection


def _game(args: argparse.Namespace) -> tuple[PlayedGame, Selection | None]:
    """The code's deal (a guaranteed code's selection), or the position file given with --position."""
    code = _code(args.code)
    if getattr(args, "position", None):
        return _from_file(Game(code), args.position), None
    selection = _selection(code, args.jobs)
    game: PlayedGame = Game(code, order=selection.order if selection is not None else None)
    game.proven = bool(selection is not None and selection.proven)
    return game, selection


def _from_file(game: Game[P], path: str) -> Game[P]:
    """``game``'s variant from the position in the file ``path``."""
    rules, code = game.rules, game.code
    try:
        pos = rules.parse_position(_read(path, POSITION_FILE_LIMIT, "position file"))
        # No card more often than the variant's deck holds it (a position may be partial).
        check_cards(rules.cards(pos), code.info.deal_order(code.number, game.options), complete=False)
    except ValueError as e:
        _fail(f"{clip(path)}: {clip(str(e), 200)}")
    return Game.from_position(code, pos)


def _position_json(game: GameOf[P]) -> dict[str, object]:
    return game.rules.position_json(game.position)


def cmd_deal(args: argparse.Namespace) -> int:
    game, selection = _game(args)
    if args.format == "json":
        data: dict[str, object] = {"code": str(game.code), "position": game.open(_position_json)}
        if selection is not None:
            data.update(candidate=selection.candidate, proven=selection.proven)
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(game.format_position())
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    if args.file == "-" and args.position == "-":
        _fail("standard input ('-') holds the moves or the position, not both")
    text = _read(args.file, MOVE_FILE_LIMIT, "move file")  # before a guaranteed code's search
    game, _selection = _game(args)
    for token in tokenize(text):

        def parsed(g: GameOf[P], token: Token = token) -> Move:
            return g.rules.parse_move(g.position, token.text)

        try:
            # Replay applies exactly the listed moves: nothing automatic is
            # added, so an exported game (which lists its automatic moves)
            # and a solver's solution replay alike.
            game.play_sequence([game.open(parsed)], follow=False)
        except NotationError as e:
            _fail(f"{token.where()}: “{clip(token.text)}” is not a move: {clip(str(e), 120)}")
        except IllegalMove as e:
            _fail(f"{token.where()}: “{clip(token.text)}” is illegal: {e.reason}")
    print(game.format_position())
    print()
    won = game.won
    if game.has_score:
        print(f"score: {game.score}")
    print(f"moves: {game.moves}")
    print(f"won: {'yes' if won else 'no'}")
    return 0 if won else 1


def cmd_solve(args: argparse.Namespace) -> int:
    game, selection = _game(args)
    if selection is not None and selection.proven:
        # The proof that chose this deal is a solution of it (B-3): the same moves everywhere.
        moves, verdict = list(selection.moves), "solved"
        print(f"solved by the proof that chose this deal (candidate {selection.candidate}), "
              f"{selection.expanded} positions")
    else:
        budget = Budget(args.budget, args.seconds)

        def solved(g: GameOf[P]) -> SolveResult:
            return SOLVE()(g.rules, g.position, budget)

        result = game.open(solved)
        moves, verdict = result.moves, result.verdict
        print(f"{result.verdict} after {result.expanded} positions in {result.seconds:.2f} s")
    if verdict == "solved":

        def written(g: GameOf[P]) -> list[str]:
            out, pos = [], g.position
            for move in moves:
                out.append(g.rules.format_move(pos, move))
                pos = g.rules.apply(pos, move).position
            return out

        notation = game.open(written)
        lines = [" ".join(notation[i:i + 10]) for i in range(0, len(notation), 10)]
        print(f"{len(notation)} moves:")
        print("\n".join(lines))
        if args.output:
            header = f"# {game.code}\n# {verdict}: {len(notation)} moves\n"
            try:
                WRITE_TEXT()(Path(args.output), header + "\n".join(lines) + "\n")
            except OSError as e:
                _fail(f"cannot write {clip(args.output)}: {clip(str(e), 200)}")
    return 0 if verdict == "solved" else 1


DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def cmd_daily(args: argparse.Namespace, extra: Sequence[str]) -> int:
    """B-4: the daily deal's code of a game and variant (today's, or ``--date``'s)."""
    game = registry.find(args.game.lower())
    if game is None:
        _fail(f"unknown game “{clip(args.game)}”: use {', '.join(registry.ids())}"
              + did_you_mean(args.game, registry.ids()))
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
    options: dict[str, Value] = {name: o.initial for name, o in variant.items()}
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
    return DECKS()(args)
