"""Write the files the package installs into a share/ folder: app/paciencia/resources/share/.

    .venv/bin/python tools/make_share_files.py          # writes them
    .venv/bin/python tools/make_share_files.py --check  # exit 1 if any is missing, stale or stray

``paciencia --install-desktop``, ``packaging/install.sh`` and ``make install-data`` install
them (``paciencia/desktop_install.py``); the wheel carries them as package data. They are:

* copies of the sources kept in ``packaging/``: the desktop entry and the AppStream data
  (``packaging/linux/``), the PNG icons of the hicolor theme (``packaging/icons/hicolor/``,
  which ``packaging/make_icons.py`` renders); edit those, then run this;
* the man page ``man/man6/paciencia.6``, generated from the argument parser
  (``paciencia/cli_parser.py``: the window's options its help lists, every subcommand and
  option), so that it says what ``paciencia --help`` says, and from the registry (the games
  its description names); its FILES, ENVIRONMENT and EXIT STATUS sections are written here.

The output is deterministic (no date in the man page): commit it.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))  # this tree's parser, whatever else is installed

from paciencia import APP_ID, __version__  # noqa: E402
from paciencia.cli import QT_OPTIONS  # noqa: E402
from paciencia.cli_common import BAD_INPUT, INTERRUPTED  # noqa: E402
from paciencia.cli_parser import build_parser  # noqa: E402
from paciencia.core.registry import games  # noqa: E402
from paciencia.desktop_install import DESKTOP, ICON_SIZES, MAN_PAGE, METAINFO  # noqa: E402
from paciencia.storage.places import ENV_HOME  # noqa: E402

SHARE = ROOT / "app" / "paciencia" / "resources" / "share"
PACKAGING = ROOT / "packaging"


def copies() -> dict[str, Path]:
    """Path under share/ → its source in packaging/."""
    found = {
        DESKTOP: PACKAGING / "linux" / Path(DESKTOP).name,
        METAINFO: PACKAGING / "linux" / Path(METAINFO).name,
    }
    for size in ICON_SIZES:
        name = f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        found[name] = PACKAGING / name
    return found


def outputs() -> dict[Path, bytes]:
    out = {SHARE / name: source.read_bytes() for name, source in copies().items()}
    out[SHARE / MAN_PAGE] = man_page().encode("ascii")
    return out


# -- roff -------------------------------------------------------------------------------------
def roff(text: str) -> str:
    """Plain text as roff: backslashes and minus signs escaped, every non-ASCII character as
    its Unicode escape, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    text = "".join(c if ord(c) < 128 else f"\\[u{ord(c):04X}]" for c in text)
    return re.sub(r"^([.'])", r"\\&\1", text, flags=re.MULTILINE)


def term(words: str) -> str:
    """A synopsis or option: each word's literal part in bold, a placeholder (the capitals that
    end a word: ``CODE``, ``paciencia://CODE``) in italics, brackets and punctuation plain."""
    out = []
    for word in words.split():
        opening, core, closing = re.fullmatch(r"([\[{(|]*)(.*?)([\]}),|.]*)", word).groups()  # type: ignore[union-attr]
        literal, placeholder = re.fullmatch(r"(.*?)([A-Z][A-Z_]*)?", core).groups("")  # type: ignore[union-attr]
        piece = roff(opening) + (f"\\fB{roff(literal)}\\fR" if literal else "")
        piece += f"\\fI{roff(placeholder)}\\fR" if placeholder else ""
        out.append(piece + roff(closing))
    return " ".join(out)


def sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


# -- the parser's parts -----------------------------------------------------------------------
def metavar(action: argparse.Action) -> str:
    if action.nargs == 0:
        return ""
    if action.metavar:
        return str(action.metavar)
    if action.choices:
        return "{" + ",".join(map(str, action.choices)) + "}"
    return action.dest.upper()


def shown(action: argparse.Action) -> bool:
    return action.help is not argparse.SUPPRESS and not isinstance(action, argparse._HelpAction)


def option_term(action: argparse.Action) -> str:
    if not action.option_strings:
        return metavar(action) if action.metavar else action.dest.upper()
    return ", ".join(action.option_strings) + (f" {metavar(action)}" if metavar(action) else "")


def option_help(action: argparse.Action) -> str:
    help_text = action.help or ""
    if not help_text and action.choices:
        help_text = "one of " + ", ".join(map(str, action.choices))
    if action.default not in (None, False, argparse.SUPPRESS) and "default" not in help_text:
        help_text += f" (default {action.default})"
    return sentence(help_text) if help_text else ""


def usage(name: str, command: argparse.ArgumentParser) -> str:
    """``paciencia deal CODE [--format {text,json}] [--jobs N]``: positionals first."""
    actions = [a for a in command._actions if shown(a)]
    groups = {id(a): g for g in command._mutually_exclusive_groups for a in g._group_actions}
    words = [f"paciencia {name}"] + [option_term(a) for a in actions if not a.option_strings]
    done: set[int] = set()
    for action in actions:
        if not action.option_strings or id(action) in done:
            continue
        group = groups.get(id(action))
        members = [a for a in group._group_actions if shown(a)] if group else [action]
        done |= {id(a) for a in members}
        words.append("[" + " | ".join(option_term(a) for a in members) + "]")
    return " ".join(words)


def description_lines(text: str) -> list[str]:
    """The window's usage (the top parser's description) as roff: paragraphs, and a ``.TP``
    for each ``  paciencia …  what it does`` line (its continuation lines indented)."""
    out: list[str] = []
    paragraph = False
    for line in text.splitlines():
        if not line.strip():
            paragraph = False
        elif re.match(r"  \S", line):
            words, *help_text = re.split(r"\s{2,}", line.strip(), maxsplit=1)
            out += [".TP", term(words), *map(roff, help_text)]
            paragraph = False
        elif line.startswith("    "):
            out.append(roff(line.strip()))
        else:
            if not paragraph:
                out.append(".PP")
                paragraph = True
            out.append(roff(line.strip()))
    return out


# -- the page ---------------------------------------------------------------------------------
def introduction() -> str:
    """The description's first paragraph: every registered game by name, in the chooser's order."""
    *rest, last = [info.name for info in games()]
    return (
        f"Paciência plays {', '.join(rest)} and {last} in one window, with exact rules. Every deal "
        "has a game code, also written as a paciencia:// link, that deals the same cards anywhere, and "
        "the solvers can prove a deal solvable before it is played. The commands below deal, solve and "
        "replay game codes without a window."
    )


ENVIRONMENT = [
    (ENV_HOME, "Keep every file of the app (settings, statistics, saved game, log, cache) in this folder "
               "instead of the folders below."),
    ("XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME, XDG_CACHE_HOME",
     "Where the settings, the data, the log and the cache go (defaults ~/.config, ~/.local/share, "
     "~/.local/state, ~/.cache); XDG_DATA_HOME is also where --install-desktop installs."),
    ("XDG_DATA_DIRS", "Where the card decks of other games are looked for (carddecks, aisleriot/cards, PySolFC)."),
    (", ".join(v for v in QT_OPTIONS.values() if v),
     "Read by Qt; the options " + ", ".join(f"-{k}" for k, v in QT_OPTIONS.items() if v) + " set them."),
]
FILES = [
    ("~/.config/paciencia/settings.json", "The settings."),
    ("~/.local/share/paciencia/", "The statistics, the saved game, imported card decks."),
    ("~/.local/state/paciencia/log/paciencia.log", "The log of warnings and errors, to send with a bug report."),
    ("~/.cache/paciencia/", "Rendered cards; safe to delete."),
    (f"~/.local/share/applications/{APP_ID}.desktop",
     "The menu entry and paciencia:// handler that --install-desktop installs (with the icons, the "
     "AppStream data and this page, listed in ~/.local/share/paciencia/desktop-install.manifest)."),
]
EXIT_STATUS = [
    ("0", "Success (replay: the game is won; solve: a solution was found)."),
    ("1", "replay does not win, solve finds no solution, or the window cannot open (no display, or "
          "system libraries Qt needs are missing)."),
    (str(BAD_INPUT), "Bad input: a malformed code, date, number or option, an unknown command, an "
                     "unreadable file, an illegal move; said in one line on standard error."),
    (str(INTERRUPTED), "Interrupted (Ctrl+C)."),
]


def tagged(items: list[tuple[str, str]], bold: bool = True) -> list[str]:
    out = []
    for name, text in items:
        out += [".TP", f"\\fB{roff(name)}\\fR" if bold else roff(name), roff(text)]
    return out


def man_page() -> str:
    parser = build_parser()
    _summary, _, rest = (parser.description or "").partition("\n\n")  # the games: introduction()'s
    lines = [
        '.\\" Generated by tools/make_share_files.py from paciencia/cli_parser.py; do not edit.',
        f'.TH PACIENCIA 6 "" "paciencia {__version__}" "Games"',
        ".ad l",  # left-aligned, unhyphenated: links and options stay whole
        ".nh",
        ".SH NAME",
        "paciencia \\- solitaire card games",
        ".SH SYNOPSIS",
        ".nf",
        *(term(line.strip()) for line in (parser.usage or "").splitlines()),
        ".fi",
        ".SH DESCRIPTION",
        roff(introduction()),
        *description_lines(rest),
        ".SH OPTIONS",
    ]
    for action in parser._actions:
        if action.option_strings:
            lines += [".TP", term(option_term(action)), roff(option_help(action))]
    lines.append(".SH COMMANDS")
    helps = {a.dest: a.help or "" for a in parser._subparsers._group_actions[0]._choices_actions}  # type: ignore[union-attr]
    for name, command in parser.commands.items():
        lines += [".SS " + name, term(usage(name, command)), ".PP", roff(sentence(helps[name]))]
        if command.description:
            lines += [".PP", roff(command.description)]
        for action in command._actions:
            if shown(action) and (action.option_strings or action.help):
                lines += [".TP", term(option_term(action)), roff(option_help(action))]
    lines += [".SH EXIT STATUS", *tagged(EXIT_STATUS), ".SH ENVIRONMENT", *tagged(ENVIRONMENT),
              ".SH FILES", *tagged(FILES), ".SH SEE ALSO",
              "The rules of each game are in the window's Help menu. \\fBxdg\\-open\\fR(1)."]
    return "\n".join(lines) + "\n"


def problems() -> list[str]:
    """What --check reports: files missing, stale, or in share/ but not made here."""
    wanted = outputs()
    found = [f"stale or missing: {p.relative_to(ROOT)}" for p, data in wanted.items()
             if not p.is_file() or p.read_bytes() != data]
    found += [f"not made here: {p.relative_to(ROOT)}" for p in sorted(SHARE.rglob("*"))
              if p.is_file() and p not in wanted]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the files are up to date")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        print("\n".join(found) if found else "share files up to date")
        return 1 if found else 0
    for path, data in outputs().items():
        if not path.is_file() or path.read_bytes() != data:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
